// The play page in Chromium: games between two players, forbidden moves in learning and
// tournament mode, undo/redo, passes, records, reload, keyboard play, a game against the bot, and the
// page when the worker has no bot.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePlaySite, openPage, gotoReady, clickPoint, playPoints, actions, text, shot, messageMatching, messageIs, botTurnsFail } from './play-harness.mjs';

const site = usePlaySite();

const DOUBLE_THREE = ['h8', 'a1', 'i8', 'a2', 'j10', 'a3', 'j11', 'a4']; // then j8 is black's double three

async function done(page) {
  assert.deepEqual(page.errors, [], 'no console errors');
  await page.context().close();
}

test('the page loads with an empty board and no errors', async () => {
  const page = await openPage(site.browser, site.server.url);
  assert.match(await text(page, '#status'), /Black to move/);
  assert.equal(await page.locator('#board svg .rb-stone-black, #board svg .rb-stone-white').count(), 0);
  assert.match(await page.title(), /Renju/);
  // The page runs under its strict CSP: no inline script, no eval.
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/);
  await done(page);
});

test('two players play to a win by five; the end panel says why', async () => {
  const page = await openPage(site.browser, site.server.url);
  await playPoints(page, ['h8', 'a1', 'i8', 'a2', 'j8', 'a3', 'k8', 'a4', 'l8']);
  await page.waitForSelector('#end-panel:not([hidden])');
  // Said once: who won in the heading, how beneath it; the status line gives way to the panel.
  assert.equal(await text(page, '#end-title'), 'Black wins');
  assert.equal(await text(page, '#end-reason'), 'Five in a row at L8 (H8 I8 J8 K8 L8)');
  assert.equal(await page.locator('#status').isVisible(), false);
  const side = await text(page, '.side');
  assert.equal(side.match(/wins/g).length, 1, side);
  assert.doesNotMatch(side, /game is over/i);
  assert.equal(await page.locator('#board svg .rb-win-ring').count(), 5, 'the five is highlighted');
  assert.match(await page.locator('#announcer').textContent(), /9\. Black L8\. Black wins\. Five in a row at L8/);
  // The board takes no more moves.
  await clickPoint(page, 'm8');
  assert.equal((await actions(page)).length, 9);
  await shot(page, 'win-desktop-light.png');
  await done(page);
});

test('learning mode marks black\'s forbidden point and refuses it with a clear message', async () => {
  const page = await openPage(site.browser, site.server.url);
  await playPoints(page, DOUBLE_THREE);
  assert.equal(await page.locator('#board svg .rb-forbidden').count(), 1, 'one forbidden point is marked');
  await clickPoint(page, 'j8');
  await messageMatching(page, /J8 is forbidden for black: a double three/);
  assert.equal((await actions(page)).length, 8, 'the move was refused');
  assert.ok(await page.locator('#board svg .rb-hl-line').count() >= 2, 'the two threes are shown');
  await shot(page, 'forbidden-refused-desktop-light.png');
  // The setting hides the marks.
  await page.click('#btn-settings');
  await page.locator('input[name="showForbidden"]').uncheck();
  await page.click('#form-settings button[type="submit"]');
  assert.equal(await page.locator('#board svg .rb-forbidden').count(), 0);
  await done(page);
});

test('tournament mode (chosen in the new-game dialog): no marks; the forbidden stone lands and stands until white claims it (RIF 9.8)', async () => {
  const page = await openPage(site.browser, site.server.url);
  await page.click('#btn-new');
  await page.locator('input[name="mode"][value="two"]').check();
  await page.locator('input[name="rule"][value="renju"]').check();
  await page.locator('input[name="forbidden"][value="tournament"]').check();
  await shot(page, 'new-game-dialog.png');
  await page.click('#btn-new-start');
  await playPoints(page, DOUBLE_THREE);
  assert.equal(await page.locator('#board svg .rb-forbidden').count(), 0, 'no forbidden marks in a tournament game');
  await page.waitForSelector('#claim-controls:not([hidden])');
  await clickPoint(page, 'j8');
  assert.equal((await actions(page)).length, 9, 'the double three lands');
  assert.equal(await page.locator('#end-panel').isVisible(), false, 'and the game goes on');
  // A claim of the wrong stone is refused and changes nothing.
  await page.click('#btn-claim-forbidden');
  assert.equal(await page.locator('#btn-claim-forbidden').getAttribute('aria-pressed'), 'true');
  assert.match(await text(page, '#status'), /White’s claim: choose the black stone that was a forbidden move/);
  await clickPoint(page, 'h8');
  await messageIs(page, 'Claim refused: H8 was not a forbidden move when it was played.');
  assert.equal((await actions(page)).length, 9);
  // Escape withdraws a claim; then the right stone wins it.
  await page.click('#btn-claim-forbidden');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#btn-claim-forbidden').getAttribute('aria-pressed'), 'false');
  await page.click('#btn-claim-forbidden');
  await shot(page, 'tournament-claim-armed-desktop-light.png');
  await clickPoint(page, 'j8');
  await page.waitForSelector('#end-panel:not([hidden])');
  assert.equal(await text(page, '#end-title'), 'White wins');
  assert.equal(await text(page, '#end-reason'), 'Black’s double three at J8');
  assert.equal((await actions(page)).at(-1), 'claim-forbidden:j8');
  assert.match(await text(page, '#move-list'), /White claims black’s forbidden move at J8/);
  await shot(page, 'tournament-claimed-desktop-light.png');
  await done(page);
});

test('tournament mode with a clock: no clock runs while white\'s claim of a forbidden move is being made; a refused claim starts white\'s again', async () => {
  const page = await openPage(site.browser, `${site.server.url}/#mode=two&rule=renju&forbidden=tournament&clock=5+0&a=${[...DOUBLE_THREE, 'j8'].join('.')}`);
  await page.waitForSelector('#claim-controls:not([hidden])');
  const clock = () => page.evaluate(() => ({ running: window.renjuApp.clock.running, white: Math.round(window.renjuApp.clock.remaining('white')) }));
  await page.waitForFunction(() => window.renjuApp.clock?.running === 'white');
  await page.click('#btn-claim-forbidden');
  const armed = await clock();
  assert.equal(armed.running, null, 'the clocks stop while the claim is made');
  // 1.2 s go by for the clock (its time source, app/clock.js's injectable now(), moved on) with no
  // real wait: the clock's time left is worked out from now() alone.
  await page.evaluate(() => { const c = window.renjuApp.clock; const real = c.now; c.now = () => real() + 1200; });
  assert.equal((await clock()).white, armed.white, 'white\'s time stands still meanwhile');
  // The wrong stone: refused, and white's clock runs again from where it stood.
  await clickPoint(page, 'h8');
  await messageMatching(page, /^Claim refused/);
  const after = await clock();
  assert.equal(after.running, 'white');
  assert.ok(armed.white - after.white < 1000, `white lost ${armed.white - after.white} ms while the claim was ruled`);
  // Withdrawn with Escape: running again too.
  await page.click('#btn-claim-forbidden');
  assert.equal((await clock()).running, null);
  await page.keyboard.press('Escape');
  assert.equal((await clock()).running, 'white');
  await done(page);
});

test('tournament mode: a five counts once it is claimed with its button; a claim without a five is refused (RIF 9.6)', async () => {
  const game = 'rule: renju\nruling: claim\nactions: h8 a1 i8 a2 j8 a3 k8 a5 l8';
  for (const [scheme, width, height, name] of [['light', 1280, 800, 'desktop-light'], ['dark', 1280, 800, 'desktop-dark'],
    ['light', 390, 844, 'phone-light'], ['dark', 390, 844, 'phone-dark']]) {
    const page = await openPage(site.browser, null, { viewport: { width, height }, colorScheme: scheme });
    await gotoReady(page, `${site.server.url}/#mode=two&forbidden=tournament&game=${encodeURIComponent(game)}`);
    assert.equal(await page.locator('#end-panel').isVisible(), false, 'an unclaimed five does not end the game');
    assert.match(await text(page, '#status'), /White to move/);
    await page.locator('#claim-controls').scrollIntoViewIfNeeded();
    await shot(page, `tournament-claims-${name}.png`);
    await page.click('#btn-claim-white');
    await messageIs(page, 'Claim refused: white has no five on the board.');
    await page.click('#btn-claim-black');
    await page.waitForSelector('#end-panel:not([hidden])');
    assert.equal(await text(page, '#end-title'), 'Black wins');
    assert.equal(await text(page, '#end-reason'), 'Five in a row at L8 (H8 I8 J8 K8 L8)');
    assert.equal((await actions(page)).at(-1), 'claim-win:black');
    await page.locator('#end-panel').scrollIntoViewIfNeeded();
    await shot(page, `tournament-five-claimed-${name}.png`);
    await done(page);
  }
});

test('undo and redo, by button and by keyboard shortcut', async () => {
  const page = await openPage(site.browser, site.server.url);
  await playPoints(page, ['h8', 'i9', 'j10']);
  await page.click('#btn-undo');
  assert.deepEqual(await actions(page), ['h8', 'i9']);
  await page.click('#btn-undo');
  assert.deepEqual(await actions(page), ['h8']);
  await page.click('#btn-redo');
  assert.deepEqual(await actions(page), ['h8', 'i9']);
  await page.keyboard.press('Control+z');
  assert.deepEqual(await actions(page), ['h8']);
  await page.keyboard.press('Control+y');
  await page.keyboard.press('Control+y');
  assert.deepEqual(await actions(page), ['h8', 'i9', 'j10']);
  // A new move drops what could be redone.
  await page.click('#btn-undo');
  await clickPoint(page, 'g7');
  assert.deepEqual(await actions(page), ['h8', 'i9', 'g7']);
  assert.equal(await page.locator('#btn-redo').isDisabled(), true);
  await done(page);
});

test('a pass too early is refused; two passes in a row draw', async () => {
  const page = await openPage(site.browser, site.server.url);
  await clickPoint(page, 'h8');
  await page.click('#btn-pass');
  await messageMatching(page, /No passing within the first three moves/);
  await playPoints(page, ['i9', 'j10']);
  await page.click('#btn-pass');
  await page.click('#btn-pass');
  await page.waitForSelector('#end-panel:not([hidden])');
  assert.equal(await text(page, '#end-title'), 'Draw');
  assert.equal(await text(page, '#end-reason'), 'Both players passed');
  await done(page);
});

test('a draw offered with a move can be accepted; resigning ends the game', async () => {
  const page = await openPage(site.browser, site.server.url);
  await playPoints(page, ['h8', 'i9']);
  await page.click('#btn-draw');
  assert.equal(await page.locator('#btn-draw').getAttribute('aria-pressed'), 'true');
  await clickPoint(page, 'j10');
  await page.waitForSelector('#draw-offer:not([hidden])');
  assert.match(await text(page, '#draw-offer-text'), /Black offers a draw/);
  await page.click('#btn-accept');
  assert.equal(await text(page, '#end-reason'), 'Agreed by both players');
  await page.click('#btn-undo'); // takes back the acceptance
  await page.click('#btn-decline');
  await page.click('#btn-resign'); // white, to move, resigns
  await page.click('#btn-resign-yes');
  assert.equal(await text(page, '#end-title'), 'Black wins');
  assert.equal(await text(page, '#end-reason'), 'White resigned');
  await done(page);
});

test('the clock runs for the side to move and a flag loses', async () => {
  const page = await openPage(site.browser, null);
  // A one-minute clock with the time nearly gone, as a saved game would hold it.
  await page.context().addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('renju-app:v1', JSON.stringify({
      record: { mode: 'two', rule: 'renju', clock: { minutes: 1, increment: 0 }, actions: ['h8'], times: { black: 60000, white: 700 } },
    }));
  });
  await gotoReady(page, site.server.url);
  await page.waitForSelector('#clocks:not([hidden])');
  await page.waitForSelector('#end-panel:not([hidden])', { timeout: 5000 });
  assert.equal(await text(page, '#end-reason'), 'White ran out of time');
  await done(page);
});

test('the move list steps through the game (buttons and arrow keys)', async () => {
  const page = await openPage(site.browser, site.server.url);
  await playPoints(page, ['h8', 'i9', 'j10', 'k11']);
  assert.equal(await page.locator('#move-list li').count(), 4);
  await page.click('#btn-first');
  assert.equal(await page.locator('#board svg .rb-stone-black, #board svg .rb-stone-white').count(), 0);
  await page.click('#btn-forward');
  await page.click('#btn-forward');
  assert.equal(await page.locator('#board svg .rb-stone-black, #board svg .rb-stone-white').count(), 2);
  assert.match(await text(page, '#status'), /Looking at move 2 of 4/);
  await page.focus('#move-list');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.locator('#board svg .rb-stone-black, #board svg .rb-stone-white').count(), 1);
  await page.keyboard.press('End');
  assert.equal(await page.locator('#board svg .rb-stone-black, #board svg .rb-stone-white').count(), 4);
  assert.match(await text(page, '#status'), /Black to move/);
  await done(page);
});

test('game code: copy out, paste in; a bad code changes nothing', async () => {
  const page = await openPage(site.browser, site.server.url);
  await playPoints(page, ['h8', 'i9']);
  await page.click('#record-box summary');
  assert.equal(await page.inputValue('#code-out'), 'h8i9');
  await page.fill('#code-in', 'h8 h9 i8 <img src=x onerror=alert(1)>');
  await page.click('#btn-load-code');
  // The refusal comes after the module has also been asked whether it is another program's file.
  await messageMatching(page, /cannot be read/);
  assert.deepEqual(await actions(page), ['h8', 'i9'], 'nothing changed');
  assert.equal(await page.locator('#message img').count(), 0, 'pasted text is never markup');
  await page.fill('#code-in', 'h8h9i8i9j8j9k8k9');
  await page.click('#btn-load-code');
  await messageMatching(page, /Game loaded: 8 moves/);
  assert.equal(await page.inputValue('#code-out'), 'h8h9i8i9j8j9k8k9');
  await done(page);
});

test('the code box reads a numbered move list (through the module); a record of three stones and a swap counts 3 moves', async () => {
  const page = await openPage(site.browser, site.server.url);
  await page.click('#record-box summary');
  await page.fill('#code-in', '1. h8 2. i9 3. j10');
  await page.click('#btn-load-code');
  await messageIs(page, 'Game loaded: 3 moves.');
  assert.deepEqual(await actions(page), ['h8', 'i9', 'j10']);
  // A number that is not the move's own is refused, naming it; the game stays as it was.
  await page.fill('#code-in', '1. h8 3. j10');
  await page.click('#btn-load-code');
  await messageMatching(page, /cannot be read \(move number "3" at offset 6 where 2 was expected\)/);
  assert.deepEqual(await actions(page), ['h8', 'i9', 'j10']);
  await page.fill('#code-in', 'opening: swap\nactions: h8 i9 j10 swap');
  await page.click('#btn-load-code');
  await messageIs(page, 'Game loaded: 3 moves.');
  assert.deepEqual(await actions(page), ['h8', 'i9', 'j10', 'swap']);
  await done(page);
});

test('the keyboard cursor\'s announcement follows the point: a stone played or taken back under it is said', async () => {
  const page = await openPage(site.browser, site.server.url);
  await page.focus('#board svg');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft'); // back on h8
  assert.equal(await page.locator('#cursor-announcer').textContent(), 'H8, empty');
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('#cursor-announcer').textContent(), 'H8, black stone');
  await page.keyboard.press('Control+z');
  assert.equal(await page.locator('#cursor-announcer').textContent(), 'H8, empty');
  await done(page);
});

// The pixels of an element's screenshot, as luminance 0-255, read back in a blank page.
async function luminance(page, locator) {
  const png = (await locator.screenshot()).toString('base64');
  const blank = await page.context().newPage();
  const out = await blank.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const c = document.createElement('canvas');
    [c.width, c.height] = [img.width, img.height];
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, c.width, c.height).data;
    const lum = [];
    for (let i = 0; i < d.length; i += 4) lum.push(0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2]);
    return { width: c.width, height: c.height, lum };
  }, png);
  await blank.close();
  return out;
}

// Mean luminance inside a circle of the icon, and in its outer band (where an outline would be).
function bands({ width, height, lum }) {
  const r = Math.min(width, height) / 2;
  let core = 0, nCore = 0, rim = 0, nRim = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2) / r;
      if (d < 0.6) { core += lum[y * width + x]; nCore++; } else if (d > 0.65 && d < 0.85) { rim += lum[y * width + x]; nRim++; }
    }
  }
  return { core: core / nCore, rim: rim / nRim };
}

test('dark theme: the stone icons read as stones (a black one dark through to its edge, a white one light)', async () => {
  for (const scheme of ['dark', 'light']) {
    const page = await openPage(site.browser, site.server.url, { colorScheme: scheme, deviceScaleFactor: 2 });
    await playPoints(page, ['h8', 'i9']);
    const black = bands(await luminance(page, page.locator('#move-list li[data-index="1"] .dot')));
    const white = bands(await luminance(page, page.locator('#move-list li[data-index="2"] .dot')));
    const status = bands(await luminance(page, page.locator('#status .dot'))); // black to move
    for (const [name, b] of [['move list', black], ['status line', status]]) {
      assert.ok(b.core < 80 && b.rim < 60, `${scheme}: the black stone in the ${name} is dark (${JSON.stringify(b)})`);
      assert.ok(b.rim <= b.core + 5, `${scheme}: and has no light rim, which would read as a hollow (white) stone`);
    }
    assert.ok(white.core > 200 && white.rim > 150, `${scheme}: the white stone is light (${JSON.stringify(white)})`);
    await shot(page, `stone-icons-desktop-${scheme}.png`);
    await done(page);
  }
});

test('variations: a move from an earlier position starts one; saved, reopened from a share link, gone to and promoted', async () => {
  const page = await openPage(site.browser, site.server.url);
  await playPoints(page, ['h8', 'i9', 'j10', 'k11']);
  await page.click('#move-list li[data-index="2"]');
  assert.match(await text(page, '#status'), /Looking at move 2 of 4\. A move played here starts a variation/);
  await clickPoint(page, 'g7');
  await page.waitForFunction(() => window.renjuApp.session.record.actions.length === 3);
  assert.deepEqual(await actions(page), ['h8', 'i9', 'g7']);
  await page.waitForSelector('#variations:not([hidden])');
  assert.match(await text(page, '#variation-list'), /^3\. J10 4\. K11\s*\(main line\)\s*Delete$/);
  assert.equal(await page.locator('#variations-note').isVisible(), true, 'the line on the board is a variation');
  await page.click('#record-box summary');
  assert.match(await page.inputValue('#record-out'), /^actions: h8 i9 j10 \(g7 \*\) k11$/m);
  await shot(page, 'variation-desktop-light.png');
  // A reload keeps the tree.
  await gotoReady(page, site.server.url);
  assert.deepEqual(await actions(page), ['h8', 'i9', 'g7']);
  await page.waitForSelector('#variations:not([hidden])');
  const link = await page.inputValue('#link-out');
  // A share link opens it in a fresh browser.
  const fresh = await openPage(site.browser, null, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  await gotoReady(fresh, link);
  assert.deepEqual(await actions(fresh), ['h8', 'i9', 'g7']);
  await fresh.waitForSelector('#variations:not([hidden])');
  await fresh.locator('#variations').scrollIntoViewIfNeeded();
  await shot(fresh, 'variation-phone-dark.png');
  // Back to the main line; the new line is a variation there, and promoting it makes it the main line.
  await fresh.click('#variation-list button.line');
  assert.deepEqual(await actions(fresh), ['h8', 'i9', 'j10', 'k11']);
  assert.match(await text(fresh, '#variation-list'), /^3\. G7\s*Promote\s*Delete$/);
  await fresh.click('#variation-list button[data-act="promote"]');
  await fresh.click('#record-box summary');
  assert.match(await fresh.inputValue('#record-out'), /^actions: h8 i9 g7 \(j10 k11 \*\)$/m);
  assert.match(await text(fresh, '#variation-list'), /^3\. G7\s*\(main line\)\s*Delete$/);
  assert.equal(await fresh.locator('#btn-main-line').isVisible(), true);
  await done(fresh);
  await done(page);
});

test('variations: each position keeps its own comment and marks, saved with the tree and opened from a share link', async () => {
  const page = await openPage(site.browser, site.server.url);
  await playPoints(page, ['h8', 'i9', 'j10', 'k11']);
  await page.click('#move-list li[data-index="2"]');
  await clickPoint(page, 'g7');
  await page.waitForFunction(() => window.renjuApp.session.record.actions.length === 3);
  await page.waitForSelector('#variations:not([hidden])');
  // The position shown is the end of the new line (g7): its comment.
  assert.equal(await page.inputValue('#node-comment'), '');
  await page.fill('#node-comment', 'g7 blocks the diagonal');
  await page.locator('#node-comment').blur();
  // Move 2 (i9) has a comment of its own; the box follows the position shown.
  await page.click('#move-list li[data-index="2"]');
  assert.equal(await page.inputValue('#node-comment'), '');
  await page.fill('#node-comment', 'white answers diagonally');
  await page.locator('#node-comment').blur();
  await page.click('#move-list li[data-index="3"]');
  assert.equal(await page.inputValue('#node-comment'), 'g7 blocks the diagonal');
  // The record carries each comment after its move (core/tree_record.h: { } on the node before it).
  await page.click('#record-box summary');
  assert.match(await page.inputValue('#record-out'), /^actions: h8 i9 \{white answers diagonally\} j10 \(g7 \{g7 blocks the diagonal\} \*\) k11$/m);
  const link = await page.inputValue('#link-out');
  await done(page);

  // A share link, in a fresh browser: the comments are there, and marks written in the record on a node
  // are drawn on the board when that position is shown (and only then).
  const fresh = await openPage(site.browser, null, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  await gotoReady(fresh, link);
  await fresh.waitForSelector('#variations:not([hidden])');
  assert.equal(await fresh.inputValue('#node-comment'), 'g7 blocks the diagonal');
  await fresh.click('#move-list li[data-index="2"]');
  assert.equal(await fresh.inputValue('#node-comment'), 'white answers diagonally');
  await fresh.locator('#variations').scrollIntoViewIfNeeded();
  await shot(fresh, 'variation-comments-phone-dark.png');
  await done(fresh);

  const marked = await openPage(site.browser, null);
  const record = 'actions: h8 i9 {here} [A:k10 x:g7] j10 (g7 *) k11\n';
  await gotoReady(marked, `${site.server.url}/#game=${encodeURIComponent(record)}`);
  await marked.waitForSelector('#variations:not([hidden])');
  const marksOnBoard = () => marked.evaluate(() => (window.renjuApp.view.config.marks ?? []).map((m) => `${m.type}:${m.x},${m.y}`).sort());
  assert.deepEqual(await marksOnBoard(), [], 'the position shown (g7) has no marks');
  await marked.click('#move-list li[data-index="2"]');
  assert.equal(await marked.inputValue('#node-comment'), 'here');
  assert.deepEqual(await marksOnBoard(), ['label:10,9', 'x:6,6'], 'A on K10 and x on G7 at move 2');
  assert.equal(await text(marked, '#node-marks'), '2 marks on the board at this position');
  // A mark kind chosen: a click marks the position shown (no stone is played); a second click takes it off.
  await marked.selectOption('#node-mark-kind', 'triangle');
  await clickPoint(marked, 'm12');
  assert.deepEqual(await marksOnBoard(), ['label:10,9', 'triangle:12,11', 'x:6,6']);
  assert.equal(await marked.evaluate(() => window.renjuApp.session.record.actions.length), 3, 'no stone played');
  await marked.click('#record-box summary');
  assert.match(await marked.inputValue('#record-out'), /^actions: h8 i9 \{here\} \[A:k10 x:g7 tri:m12\] j10 \(g7 \*\) k11$/m);
  await shot(marked, 'variation-marks-desktop-light.png');
  await clickPoint(marked, 'm12');
  assert.deepEqual(await marksOnBoard(), ['label:10,9', 'x:6,6']);
  await marked.selectOption('#node-mark-kind', 'off');
  await done(marked);
});

test('a share link restores the game and its rules in a fresh browser; a bad link changes nothing', async () => {
  const page = await openPage(site.browser, site.server.url);
  await page.click('#btn-new');
  await page.locator('input[name="rule"][value="freestyle"]').check();
  await page.selectOption('#sel-size', '19');
  await page.click('#btn-new-start');
  await playPoints(page, ['j10', 'k11', 'l12']);
  const link = await page.inputValue('#link-out');
  assert.match(decodeURIComponent(link.replace(/\+/g, ' ')), /#.*game=rule: freestyle\nsize: 19\n/, 'the link holds the full game record');
  await page.context().close();

  const fresh = await openPage(site.browser, link);
  assert.deepEqual(await actions(fresh), ['j10', 'k11', 'l12']);
  const record = await fresh.evaluate(() => window.renjuApp.session.record);
  assert.equal(record.rule, 'freestyle');
  assert.equal(record.size, 19);
  assert.match(await text(fresh, '#message'), /shared game is loaded/);
  assert.equal(await fresh.evaluate(() => location.hash), '', 'the link is consumed');
  // A bad link: a clear message, and the game in progress stays.
  await fresh.goto(`${link.split('#')[0]}#mode=two&rule=renju&a=h8.h8`);
  await fresh.waitForSelector('html[data-ready="true"]');
  assert.match(await text(fresh, '#message'), /does not hold a game that can be opened/);
  assert.deepEqual(await actions(fresh), ['j10', 'k11', 'l12']);
  await done(fresh);
});

test('a reload keeps the game, its undo history and the settings', async () => {
  const page = await openPage(site.browser, site.server.url);
  await playPoints(page, ['h8', 'i9', 'j10', 'k11']);
  await page.click('#btn-undo');
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await actions(page), ['h8', 'i9', 'j10']);
  assert.equal(await page.locator('#btn-redo').isDisabled(), false);
  await page.click('#btn-redo');
  assert.deepEqual(await actions(page), ['h8', 'i9', 'j10', 'k11']);
  await done(page);
});

test('analysis: free placement of either colour, with forbidden notes and stepping back', async () => {
  const page = await openPage(site.browser, site.server.url);
  await page.click('#btn-new');
  await page.locator('input[name="mode"][value="analysis"]').check();
  await page.click('#btn-new-start');
  await page.locator('#analysis-tools label:has(input[value="black"])').click();
  await playPoints(page, ['h8', 'i8', 'j10', 'j11']);
  assert.equal(await page.locator('#board svg .rb-stone-black').count(), 4);
  assert.equal(await page.locator('#board svg .rb-forbidden').count(), 1);
  await clickPoint(page, 'j8');
  await messageMatching(page, /J8 would be forbidden for black in a game: a double three/);
  await page.locator('#analysis-tools label:has(input[value="white"])').click();
  await clickPoint(page, 'g8');
  await page.locator('#analysis-tools label:has(input[value="remove"])').click();
  await clickPoint(page, 'j8');
  assert.deepEqual(await actions(page), ['bh8', 'bi8', 'bj10', 'bj11', 'bj8', 'wg8', 'xj8']);
  await page.click('#btn-a-undo');
  assert.equal(await page.locator('#board svg .rb-stone-black').count(), 5);
  // Play on from here: a game starting from this position.
  await page.click('#btn-play-here');
  await page.click('#btn-new-start');
  const record = await page.evaluate(() => window.renjuApp.session.record);
  assert.equal(record.mode, 'two');
  assert.equal(record.setup.black.length, 5);
  assert.equal(await page.locator('#board svg .rb-stone-black, #board svg .rb-stone-white').count(), 6);
  await done(page);
});

test('analysis board variations: a step while looking back or after undo starts one; removals, reload, share link, go to, promote; a refused step changes nothing', async () => {
  const page = await openPage(site.browser, site.server.url);
  await page.click('#btn-new');
  await page.locator('input[name="mode"][value="analysis"]').check();
  await page.click('#btn-new-start');
  await playPoints(page, ['h8', 'i9', 'j10']); // alternate colours: black, white, black
  assert.deepEqual(await actions(page), ['bh8', 'wi9', 'bj10']);
  // Looking at step 1, a click on a taken point is refused and keeps every step.
  await page.click('#move-list li[data-index="1"]');
  await clickPoint(page, 'h8');
  await messageMatching(page, /H8 is taken/);
  assert.deepEqual(await actions(page), ['bh8', 'wi9', 'bj10']);
  // A stone from there (white, after black's H8) starts a variation; the old steps stay the main line.
  await page.click('#move-list li[data-index="1"]');
  await clickPoint(page, 'g7');
  await page.waitForFunction(() => window.renjuApp.session.record.actions.length === 2);
  assert.deepEqual(await actions(page), ['bh8', 'wg7']);
  await page.waitForSelector('#variations:not([hidden])');
  assert.match(await text(page, '#variation-list'), /^2\. I9 3\. J10\s*\(main line\)\s*Delete$/);
  assert.equal(await page.locator('#variation-list button.line .dot.white').count(), 1, 'each step shows its stone');
  assert.equal(await page.locator('#variations-note').isVisible(), true);
  assert.equal(await page.locator('.node-mark-field').isVisible(), false, 'the board keeps its marks with its own tool');
  // A stone taken off is a step of the line too; a comment stays on its position.
  await page.locator('#analysis-tools label:has(input[value="remove"])').click();
  await clickPoint(page, 'h8');
  assert.deepEqual(await actions(page), ['bh8', 'wg7', 'xh8']);
  await page.fill('#node-comment', 'without H8');
  await page.locator('#node-comment').blur();
  await shot(page, 'analysis-variation-desktop-light.png');
  // A reload keeps the tree; a share link opens it in a fresh browser.
  await gotoReady(page, site.server.url);
  assert.deepEqual(await actions(page), ['bh8', 'wg7', 'xh8']);
  await page.waitForSelector('#variations:not([hidden])');
  assert.equal(await page.inputValue('#node-comment'), 'without H8');
  const link = await page.inputValue('#link-out');
  assert.match(link, /[#&]a=bh8\.wg7\.xh8(&|$)/, 'the current line for older pages');
  // The tree's record: the steps I9 and J10 on the main line, the variation beside I9 with its comment.
  assert.equal(new URLSearchParams(new URL(link).hash.slice(1)).get('tree'),
    'mode: analysis\nrule: renju\nsize: 15\nopening: free\nruling: immediate\nactions: bh8 wi9 (wg7 xh8 {without H8} *) bj10\n');
  await done(page);
  const fresh = await openPage(site.browser, null, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  await gotoReady(fresh, link);
  assert.deepEqual(await actions(fresh), ['bh8', 'wg7', 'xh8']);
  assert.equal(await fresh.locator('#board svg .rb-stone-black, #board svg .rb-stone-white').count(), 1, 'only G7 is left');
  await fresh.waitForSelector('#variations:not([hidden])');
  await fresh.locator('#variations').scrollIntoViewIfNeeded();
  await shot(fresh, 'analysis-variation-phone-dark.png');
  // To the main line: the board has H8, I9, J10 again; the new line parts there and can be promoted.
  await fresh.click('#variation-list button.line');
  assert.deepEqual(await actions(fresh), ['bh8', 'wi9', 'bj10']);
  assert.equal(await fresh.locator('#board svg .rb-stone-black, #board svg .rb-stone-white').count(), 3);
  assert.match(await text(fresh, '#variation-list'), /^2\. G7 3\. × H8\s*Promote\s*Delete$/);
  await fresh.click('#variation-list button[data-act="promote"]');
  assert.match(await text(fresh, '#variation-list'), /^2\. G7 3\. × H8\s*\(main line\)\s*Delete$/);
  assert.equal(await fresh.locator('#btn-main-line').isVisible(), true, 'the board now shows a variation');
  // Making the line shown the main line again puts G7's line back second.
  await fresh.click('#btn-main-line');
  assert.match(await text(fresh, '#variation-list'), /^2\. G7 3\. × H8\s*Promote\s*Delete$/);
  assert.equal(await fresh.locator('#btn-main-line').isVisible(), false);
  assert.deepEqual(await actions(fresh), ['bh8', 'wi9', 'bj10'], 'the board stays where it is');
  // Deleting the other line leaves the board where it is, on the one line left.
  await fresh.click('#variation-list button[data-act="delete"]');
  assert.deepEqual(await actions(fresh), ['bh8', 'wi9', 'bj10']);
  assert.equal(await fresh.locator('#variation-list li').count(), 0, 'one line left: no variations to list');
  assert.equal(await fresh.locator('#btn-main-line').isVisible(), false, 'and it is the main line');
  await done(fresh);

  // After an undo, a different stone keeps the undone one as a variation.
  const undo = await openPage(site.browser, `${site.server.url}/#mode=analysis&rule=renju&a=bh8.wi9`);
  assert.deepEqual(await actions(undo), ['bh8', 'wi9'], 'an older link without a tree still opens');
  assert.equal(await undo.locator('#variations').isVisible(), false);
  await undo.click('#btn-a-undo');
  await clickPoint(undo, 'j9');
  await undo.waitForFunction(() => window.renjuApp.session.record.actions.length === 2);
  assert.deepEqual(await actions(undo), ['bh8', 'wj9']);
  await undo.waitForSelector('#variations:not([hidden])');
  assert.match(await text(undo, '#variation-list'), /^2\. I9\s*\(main line\)\s*Delete$/);
  await undo.click('#record-box summary');
  assert.equal(await undo.inputValue('#record-out'), 'mode: analysis\nrule: renju\nsize: 15\nopening: free\nruling: immediate\nactions: bh8 wi9 (wj9 *)\n');
  // The board's record pasted in opens that board with its variations, standing where it was written.
  await undo.fill('#code-in', 'mode: analysis\nrule: freestyle\nblack: a1\nactions: wb2 (wc3 [A:e5] xa1 *) bd4\n');
  await undo.click('#btn-load-code');
  await undo.waitForFunction(() => window.renjuApp.session.record.rule === 'freestyle');
  assert.deepEqual(await actions(undo), ['wc3', 'xa1']);
  assert.equal(await undo.locator('#board svg .rb-stone-black, #board svg .rb-stone-white').count(), 1, 'only C3 is left');
  assert.match(await text(undo, '#variation-list'), /^1\. B2 2\. D4\s*\(main line\)\s*Delete$/);
  // The record's marks are drawn at their position (after C3) and only there.
  const marksOnBoard = () => undo.evaluate(() => (window.renjuApp.view.config.marks ?? []).map((m) => `${m.type}:${m.x},${m.y}`));
  assert.deepEqual(await marksOnBoard(), []);
  await undo.click('#move-list li[data-index="1"]');
  assert.deepEqual(await marksOnBoard(), ['label:4,4'], 'A on E5 after C3');
  // A broken one is refused by its reason and changes nothing.
  await undo.fill('#code-in', 'mode: analysis\nactions: bh8 wi9 (wh8)\n');
  await undo.click('#btn-load-code');
  await messageMatching(undo, /H8 is already taken/);
  assert.deepEqual(await actions(undo), ['wc3', 'xa1']);
  await done(undo);
});

test('keyboard only: reach the board with Tab, move with arrows, play with Enter, win', async () => {
  const page = await openPage(site.browser, site.server.url);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.matches('#board svg'))) break;
  }
  assert.ok(await page.evaluate(() => document.activeElement?.matches('#board svg')), 'the board takes focus');
  assert.equal(await page.locator('#board svg .rb-cursor').count(), 1, 'the cursor is visible');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
  assert.notEqual(outline, 'none', 'focus is visible');
  await page.keyboard.press('Enter'); // h8
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter'); // white above
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter'); // black to the right
  }
  assert.deepEqual(await actions(page), ['h8', 'h9', 'i8', 'i9', 'j8', 'j9', 'k8', 'k9', 'l8']);
  assert.match(await page.locator('#announcer').textContent(), /9\. Black L8\. Black wins\. Five in a row at L8/);
  assert.match(await page.locator('#cursor-announcer').textContent(), /L8/);
  await done(page);
});

test('a worker that has no bot: "against the bot" is disabled with a note, a shared bot game opens for two players', async () => {
  const page = await openPage(site.browser, null);
  // The worker answers as a version of the module without a bot does.
  await page.context().route('**/renju-bot-worker.js', (route) => route.fulfill({
    contentType: 'text/javascript',
    body: "self.onmessage = (e) => { if (e.data.type === 'init') self.postMessage({ type: 'unavailable', reason: 'the module has no bot' }); };",
  }));
  await gotoReady(page, `${site.server.url}/#mode=bot&human=black&level=3&a=h8`);
  await page.waitForFunction(() => window.renjuApp.bot && window.renjuApp.bot.status !== 'starting');
  assert.equal(await page.evaluate(() => window.renjuApp.bot.status), 'unavailable');
  assert.equal(await page.evaluate(() => window.renjuApp.session.mode), 'two');
  await messageMatching(page, /opens as a game between two players/);
  assert.deepEqual(await actions(page), ['h8']);
  await page.click('#btn-new');
  assert.equal(await page.locator('input[name="mode"][value="bot"]').isDisabled(), true);
  assert.match(await text(page, '#bot-note'), /not available/);
  await done(page);
});

test('against the bot: play to a five; the bot thinks in a worker and the page stays responsive', async () => {
  const page = await openPage(site.browser, site.server.url);
  await page.waitForFunction(() => window.renjuApp.bot?.status === 'ready');
  await page.click('#btn-new');
  await page.locator('input[name="mode"][value="bot"]').check();
  await page.selectOption('#sel-human', 'black');
  await page.selectOption('#sel-level', '1');
  await page.click('#btn-new-start');
  // The player takes the first legal point nearest the centre each turn until someone makes five.
  for (let turn = 0; turn < 120; turn++) {
    const state = await page.evaluate(() => ({ over: window.renjuApp.session.over, thinking: window.renjuApp.botThinking }));
    if (state.over) break;
    if (state.thinking) {
      await page.waitForFunction(() => !window.renjuApp.botThinking, null, { timeout: 30000 });
      continue;
    }
    const point = await page.evaluate(() => {
      const s = window.renjuApp.session;
      const size = s.record.size;
      const c = (size - 1) / 2;
      const points = [];
      for (let x = 0; x < size; x++) for (let y = 0; y < size; y++) points.push({ x, y, d: Math.max(Math.abs(x - c), Math.abs(y - c)) + (x + y) / 1000 });
      points.sort((a, b) => a.d - b.d);
      for (const p of points) {
        const name = String.fromCharCode(97 + p.x) + (p.y + 1);
        if (s.target.legality(name).legal) return name;
      }
      return null;
    });
    await clickPoint(page, point);
  }
  await page.waitForSelector('#end-panel:not([hidden])');
  assert.match(await text(page, '#end-reason'), /^Five in a row at /);
  // Undo against the bot takes back the pair.
  const before = (await actions(page)).length;
  await page.click('#btn-undo');
  assert.ok((await actions(page)).length <= before - 1);
  await done(page);
});

test('the seams for later tools: a registered board layer draws on the board, a registered panel runs on each redraw', async () => {
  const page = await openPage(site.browser, site.server.url);
  await playPoints(page, ['h8', 'i9']);
  const seen = await page.evaluate(() => {
    const calls = [];
    window.renjuPage.registerBoardLayer((s) => ({ marks: [{ x: 9, y: 9, type: 'label', text: String(s.ply) }], highlights: [{ x: 7, y: 7, role: 'good' }] }));
    window.renjuPage.registerPanel((s) => calls.push(s.ply));
    window.renjuPage.render();
    return calls;
  });
  assert.deepEqual(seen, [2]);
  assert.deepEqual(await page.locator('#board svg .rb-label').allTextContents(), ['2'], 'the layer\'s label, with the move count');
  assert.equal(await page.locator('#board svg .rb-hl-good').count(), 1);
  await clickPoint(page, 'j10');
  assert.deepEqual(await page.locator('#board svg .rb-label').allTextContents(), ['3'], 'redrawn after the next move');
  await done(page);
});

// The message line is worded again when the reader switches language; a text worded once (another
// program's file) is taken down rather than left in the old language.
test('switching language words the message line again: the bot\'s failure and its reason in Russian; a file\'s message is taken down', async () => {
  const page = await openPage(site.browser, `${site.server.url}/#mode=bot&forbidden=learning&human=black&level=1&game=`, { locale: 'en-US' });
  await botTurnsFail(page);
  await clickPoint(page, 'h8');
  await messageMatching(page, /^The bot could not move: ./);
  const english = await text(page, '#message');
  await page.click('#btn-settings');
  await page.selectOption('#sel-language', 'ru');
  await page.waitForFunction(() => document.documentElement.lang === 'ru');
  const russian = await text(page, '#message');
  assert.match(russian, /^Бот не смог сделать ход: [^A-Za-z]+/, `${english} -> ${russian}`);
  await page.keyboard.press('Escape');
  // A plain text (the open-file dialog words its own) is taken down on the switch.
  await page.setInputFiles('#file-in', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('%% shopping list') });
  await messageMatching(page, /notes\.txt/);
  await page.evaluate(() => document.getElementById('dlg-file').close());
  await page.click('#btn-settings');
  await page.selectOption('#sel-language', 'en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(await page.locator('#message').isHidden(), true);
  await done(page);
});
