// The analysis panel in Chromium (issue 16): a known win by fours shows "Black wins in N" with the
// module's N; the top candidate is bestMove's at the same depth; analysis restarts on undo and never
// shows the old position's; a 40-move game's review graph is drawn and a click goes to the move;
// screenshots of every view at desktop and phone width, light and dark; main-thread frame times
// while the engine thinks (written to test-results/pages/analysis-frames.txt, not asserted).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { usePlaySite, openPage, playPoints, artefacts } from './play-harness.mjs';
// The page's own thread has the rules-only module: the expected answers come from the full module here.
import { renju } from '../js/load.mjs';

const site = usePlaySite();

// Black j8 makes a four (j5-j8) and a three (h8 i8 j8): a win by fours (worked out in the core's tactics tests).
const FOUR_THREE = 'bj5.wj4.bj6.wb2.bj7.wn13.bh8.wb13.bi8.wn3';
// A 40-move game (the bot at level 2 against itself, no five yet), for the review.
const GAME40 = 'h8i9j10i8i10h10j8j9k9i11k10i7l10m10m11n12j11i5i6k12j12l9j13j14h7h4k8k11k6k7j6h6l6m6j5k4j4j7j3j2';
const points = (code) => code.match(/[a-o]\d{1,2}/g);

async function analysing(page) {
  await analysisOn(page);
  await page.waitForSelector('#an-candidates button', { timeout: 30000 });
}
// Where the panel lists no candidates (a game against the bot, an opening's placements) the caller
// waits for what it shows instead.
const analysisOn = (page) => page.evaluate(() => window.renjuAnalysis.set(true));
const analysisState = (page) => page.evaluate(() => JSON.parse(JSON.stringify({ ...window.renjuAnalysis.state, review: null })));

async function done(page) {
  assert.deepEqual(page.errors, [], 'no console errors');
  await page.context().close();
}

test('a won position says "Black wins in N" with the N of the module\'s VCF solver, and shows the win move by move', async () => {
  const page = await openPage(site.browser, `${site.server.url}/#mode=analysis&a=${FOUR_THREE}`);
  await analysing(page);
  await page.waitForSelector('#an-win');
  // N from the module's solver: its line's black moves, plus one when the line ends before the five.
  const p = (await analysisState(page)).position;
  const position = renju.newPosition({ black: p.black, white: p.white, toMove: 'black' });
  const line = renju.findVcf(position);
  line.slice(0, -1).forEach((q, i) => position.place(q, i % 2 ? 'white' : 'black'));
  const expected = { n: Math.ceil(line.length / 2) + (position.makesFive(line.at(-1), 'black') ? 0 : 1), first: line[0] };
  position.dispose();
  assert.equal(await page.locator('#an-win').innerText(), `Black wins in ${expected.n}`);
  assert.equal(await page.locator('#an-candidates button').first().getAttribute('data-move'), expected.first);
  // Ghost stones of the line are drawn on empty points only.
  assert.ok(await page.locator('#board svg .rb-ghost').count() >= 2);
  await page.click('#an-show-win');
  assert.equal(await page.locator('#an-win-step').innerText(), `Move 1 of ${(await analysisState(page)).win.line.length}`);
  assert.equal(await page.locator('#board svg .rb-ghost').count(), 1);
  await page.click('#an-win-next');
  assert.equal(await page.locator('#board svg .rb-ghost').count(), 2);
  await page.screenshot({ path: join(artefacts, 'analysis-show-win.png') });
  await page.click('#an-win-done');
  // The threat overlay: the module's fours and threes, black's forbidden points, and a legend.
  await page.check('#an-threats');
  const marks = (() => {
    const q = renju.newPosition({ black: p.black, white: p.white, toMove: 'black' });
    const t = renju.threats(q);
    const n = t.black.fives.length + t.black.fours.length + t.white.fives.length + t.white.fours.length + q.forbiddenPoints().length;
    q.dispose();
    return n;
  })();
  await page.waitForFunction(() => window.renjuAnalysis.state.threatData);
  assert.equal(await page.locator('#board svg .rb-tone-black, #board svg .rb-tone-white, #board svg .rb-tone-bad').count(), marks);
  assert.equal(await page.locator('.an-legend > span').count(), 5);
  await done(page);
});

// Worked out by hand (renju, white to move): black's four H8-K8 is blocked at G8, so L8 makes five
// (a "four": a triangle); black's open three H10-J10 becomes a straight four at G10 or K10 and white's
// open three C3-E3 at B3 or F3 ("threes": circles). Black's forbidden points are double threes:
// I9 (I8-I9-I10, H8-I9-J10, H10-I9-J8), J9 (J8-J9-J10, I10-J9-K8) and H11 (H8 _ H10 H11, H11 I10 _ K8).
// White's only move is L8: anything else loses to the five there.
const THREATS = 'bh8.wg8.bi8.wc3.bj8.wd3.bk8.we3.bh10.wo15.bi10.wa1.bj10';
const THREAT_MARKS = ['circle black g10', 'circle black k10', 'circle white b3', 'circle white f3', 'path bad h11', 'path bad i9', 'path bad j9', 'path black l8'];

test('the threat overlay marks the fours, threes and forbidden points where they are; a candidate previews its line on focus and its click plays it; depth, nodes and speed', async () => {
  const page = await openPage(site.browser, `${site.server.url}/#mode=analysis&rule=renju&a=${THREATS}`);
  await analysing(page);
  await page.check('#an-threats');
  await page.waitForFunction(() => window.renjuAnalysis.state.threatData);
  // Each mark's point, from its centre's offset to H8's stone (one grid unit a point, rows up).
  const marks = await page.evaluate(() => {
    const h8 = [...document.querySelectorAll('#board svg circle.rb-stone-black:not(.rb-ghost)')]
      .map((c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))]).sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
    return [...document.querySelectorAll('#board svg .rb-tone-black, #board svg .rb-tone-white, #board svg .rb-tone-bad')].map((e) => {
      let at;
      if (e.tagName === 'circle') at = [Number(e.getAttribute('cx')), Number(e.getAttribute('cy'))];
      else {
        const n = e.getAttribute('d').match(/-?\d+(\.\d+)?/g).map(Number);
        // A cross: the middle of its first stroke; a triangle: the centroid of its corners.
        at = e.classList.contains('rb-tone-bad') ? [(n[0] + n[2]) / 2, (n[1] + n[3]) / 2] : [(n[0] + n[2] + n[4]) / 3, (n[1] + n[3] + n[5]) / 3];
      }
      const col = Math.round(at[0] - h8[0]) + 7;
      const row = 8 - Math.round(at[1] - h8[1]);
      const tone = ['black', 'white', 'bad'].find((t) => e.classList.contains(`rb-tone-${t}`));
      return `${e.tagName} ${tone} ${'abcdefghijklmno'[col]}${row}`;
    }).sort();
  });
  assert.deepEqual(marks, [...THREAT_MARKS].sort());
  assert.equal(await page.locator('.an-legend > span').count(), 5);
  // The numbers line: the search's depth, nodes and nodes a second (grouped as en-GB writes them).
  await page.waitForFunction(() => {
    const a = window.renjuAnalysis.state.analysis;
    const g = (n) => n.toLocaleString('en-GB');
    return a && document.getElementById('an-stats')?.textContent === `Depth ${a.depth} · ${g(a.nodes)} nodes · ${g(Math.round((a.nodes * 1000) / a.timeMs))} nodes/s`;
  }, null, { timeout: 10000 });
  // Focus on the second candidate previews its line: ghost stone 1 on its move.
  const second = await page.locator('#an-candidates button').nth(1).getAttribute('data-move');
  await page.locator('#an-candidates button').nth(1).focus();
  const previewed = await page.waitForFunction(() => {
    if (window.renjuAnalysis.state.preview !== 1) return false;
    const one = [...document.querySelectorAll('#board svg text.rb-ghost-text')].find((t) => t.textContent === '1');
    const h8 = [...document.querySelectorAll('#board svg circle.rb-stone-black:not(.rb-ghost)')]
      .map((c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))]).sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
    if (!one) return false;
    const col = Math.round(Number(one.getAttribute('x')) - h8[0]) + 7;
    const row = 8 - Math.round(Number(one.getAttribute('y')) - h8[1]);
    return `${'abcdefghijklmno'[col]}${row}`;
  }, null, { timeout: 10000 }).then((h) => h.jsonValue());
  assert.equal(previewed, second);
  // The first candidate is L8 (by hand, above); a click on it plays white's stone there.
  assert.equal(await page.locator('#an-candidates button').first().getAttribute('data-move'), 'l8');
  await page.locator('#an-candidates button').first().click();
  await page.waitForFunction(() => window.renjuApp.session.record.actions.at(-1) === 'wl8');
  await done(page);
});

// Where drawn grid point (gx from the left, gy from the bottom) is on the screen.
async function clickDrawn(page, gx, gy) {
  const svg = await page.$('#board svg');
  await svg.scrollIntoViewIfNeeded();
  const box = await svg.boundingBox();
  const extent = await svg.evaluate((e) => Number(e.getAttribute('viewBox').split(' ')[2]));
  const margin = (extent - 14) / 2;
  await page.mouse.click(box.x + ((margin + gx) / extent) * box.width, box.y + ((margin + 14 - gy) / extent) * box.height);
}
const coordTexts = (page) => page.$$eval('#board svg .rb-coord', (t) => t.map((e) => e.textContent));

test('the mirrored and turned views: labels, clicks, ghost stones and the game agree; the record is unchanged', async () => {
  const page = await openPage(site.browser, `${site.server.url}/#mode=analysis&a=bh8.wi9.bj10`);
  await analysing(page);
  // Mirrored left and right: column A is drawn on the right, so the bottom labels read O to A and
  // the rows stay 1 to 15 (labels alternate bottom, left per line).
  await page.click('#an-view-mirror');
  let labels = await coordTexts(page);
  assert.deepEqual(labels.filter((_, i) => i % 2 === 0), [...'ONMLKJIHGFEDCBA']);
  assert.deepEqual(labels.filter((_, i) => i % 2 === 1), Array.from({ length: 15 }, (_, i) => String(i + 1)));
  // A click on the second drawn column, third row is the board's N3 (column 15 - 2 + 1 = 14th, N).
  await clickDrawn(page, 1, 2);
  await page.waitForFunction(() => window.renjuApp.session.ply === 4);
  assert.equal(await page.evaluate(() => window.renjuApp.session.record.actions.at(-1)), 'wn3');
  // The stone is drawn where it was clicked: x = margin + 1, y = margin + 12.
  const drawn = await page.$$eval('#board svg circle.rb-stone-white:not(.rb-ghost)', (c) => c.map((e) => [Number(e.getAttribute('cx')), Number(e.getAttribute('cy'))]));
  assert.ok(drawn.some(([x, y]) => Math.abs(x - 2.3) < 1e-6 && Math.abs(y - 13.3) < 1e-6), JSON.stringify(drawn));
  // Back upright, then turned a quarter clockwise: board (x, y) is drawn at (y, 14 - x), so the
  // bottom labels are the row numbers 1-15 and the left ones, bottom to top, the columns O to A.
  await page.click('#an-view-reset');
  await page.click('#an-view-turn');
  labels = await coordTexts(page);
  assert.deepEqual(labels.filter((_, i) => i % 2 === 0), Array.from({ length: 15 }, (_, i) => String(i + 1)));
  assert.deepEqual(labels.filter((_, i) => i % 2 === 1), [...'ONMLKJIHGFEDCBA']);
  // Drawn (1, 10) is the board's x = 14 - 10 = 4, y = 1: E2.
  await page.waitForSelector('#an-candidates button', { timeout: 30000 });
  await clickDrawn(page, 1, 10);
  await page.waitForFunction(() => window.renjuApp.session.ply === 5);
  assert.equal(await page.evaluate(() => window.renjuApp.session.record.actions.at(-1)), 'be2');
  // The best line's first ghost stone is drawn at its move's turned place: board (x, y) at drawn
  // (y, x) here. The search deepens and redraws, so wait for a drawing of the current best line.
  await page.waitForSelector('#an-candidates button', { timeout: 30000 });
  const ghost = await page.waitForFunction(() => {
    const c = window.renjuAnalysis.state.analysis?.candidates?.[0];
    const first = [...document.querySelectorAll('#board svg text.rb-ghost-text')].find((e) => e.textContent === '1');
    if (!c || !first) return false;
    const gx = c.pv[0].charCodeAt(0) - 97;
    const gy = Number(c.pv[0].slice(1)) - 1;
    const at = [Number(first.getAttribute('x')), Number(first.getAttribute('y')) - 0.02];
    return Math.abs(at[0] - (1.3 + gy)) < 1e-3 && Math.abs(at[1] - (1.3 + gx)) < 1e-3 ? { move: c.pv[0], at } : false;
  }, null, { timeout: 30000 }).then((h) => h.jsonValue());
  assert.ok(ghost.move, JSON.stringify(ghost));
  // The keyboard's arrows move the cursor as drawn: right on the screen is up a row on the board.
  await page.focus('#board svg');
  const cursor0 = await page.evaluate(() => ({ ...window.renjuApp.view.config.cursor }));
  await page.keyboard.press('ArrowRight');
  const cursor1 = await page.evaluate(() => ({ ...window.renjuApp.view.config.cursor }));
  assert.deepEqual(cursor1, { x: cursor0.x, y: cursor0.y + 1 });
  await page.screenshot({ path: join(artefacts, 'analysis-view-turned.png') });
  // The game and its record are as played; turning analysis off shows the board upright again.
  assert.deepEqual(await page.evaluate(() => [...window.renjuApp.session.record.actions]), ['bh8', 'wi9', 'bj10', 'wn3', 'be2']);
  await page.evaluate(() => window.renjuAnalysis.set(false));
  assert.deepEqual((await coordTexts(page)).filter((_, i) => i % 2 === 0), [...'ABCDEFGHIJKLMNO']);
  await done(page);
});

// The 26 standard openings (RIF), and which one three stones make: black 1 on H8 and the other two the
// table's white 2 and black 3 under one of the 8 symmetries of the board about H8.
const openingTable = readFileSync('/work/shared/data/standard-openings.tsv', 'utf8').split('\n').filter((l) => l && !l.startsWith('#'))
  .map((l) => l.split('\t')).map(([code, name, , white2, black3]) => ({ code, name, white2, black3 }));
const xyOf = (p) => [p.charCodeAt(0) - 97 - 7, Number(p.slice(1)) - 8];
const SYMMETRIES = [([x, y]) => [x, y], ([x, y]) => [-y, x], ([x, y]) => [-x, -y], ([x, y]) => [y, -x], ([x, y]) => [-x, y], ([x, y]) => [x, -y], ([x, y]) => [y, x], ([x, y]) => [-y, -x]];
function openingByTable([b1, w2, b3]) {
  if (b1 !== 'h8') return null;
  const same = (a, b) => a[0] === b[0] && a[1] === b[1];
  return openingTable.find((o) => SYMMETRIES.some((f) => same(f(xyOf(o.white2)), xyOf(w2)) && same(f(xyOf(o.black3)), xyOf(b3)))) ?? null;
}

// The balance finder's values are the module's own findBalance on the same position (checked in
// tests/js/analysis.test.mjs and natively against the rules text's 26 standard openings). Here the
// finder gets 1 s instead of the page's 4: what is checked is what the panel shows of its result,
// and the finder weighs every placement whatever its time (each search at least 1 ms: core/bot/balance.cpp).
const balanceOn = (page) => page.evaluate(async () => {
  await window.renjuAnalysis.load();
  window.renjuAnalysis.state.balanceMs = 1000;
  await window.renjuAnalysis.set(true);
});

test('swap: balanced placements for the first three stones, a click places them; swap2: moves 4 and 5 after "place two"', async () => {
  const page = await openPage(site.browser, `${site.server.url}/#mode=two&rule=renju&opening=swap`);
  await balanceOn(page);
  await page.waitForSelector('#an-balance-status[data-running="false"]', { timeout: 60000 });
  assert.equal(await page.locator('#an-balance-status').innerText(), '26 placements weighed');
  const rows = page.locator('#an-balance button');
  assert.equal(await rows.count(), 5);
  const values = await rows.evaluateAll((bs) => bs.map((b) => b.lastChild.textContent));
  assert.ok(values.every((v) => /^black \d+%$|wins in/.test(v)), values.join());
  // Closest to even first.
  const shares = values.filter((v) => v.startsWith('black')).map((v) => Math.abs(Number(v.match(/\d+/)[0]) - 50));
  for (let i = 1; i < shares.length; i++) assert.ok(shares[i - 1] <= shares[i] + 1, values.join()); // rounded to whole percents
  // Each placement is named as the standard opening it makes: found here from the RIF table of the 26
  // (../shared/data/standard-openings.tsv) under the 8 symmetries about H8, not from the module.
  const placements = await rows.evaluateAll((bs) => bs.map((b) => [b.dataset.stones, b.querySelector('.an-opening')?.textContent ?? '', b.getAttribute('aria-label')]));
  for (const [stones, shown, label] of placements) {
    const want = openingByTable(stones.split(' '));
    assert.ok(want, `${stones} is a standard opening`);
    assert.equal(shown, `${want.code} ${want.name}`, stones);
    assert.ok(label.includes(`(${want.code} ${want.name})`), label);
  }
  // Hovering a placement shows its stones, numbered, on the board.
  await rows.first().hover();
  await page.waitForFunction(() => document.querySelectorAll('#board svg circle.rb-ghost').length === 3);
  const stones = (await rows.first().getAttribute('data-stones')).split(' ');
  await rows.first().click();
  await page.waitForFunction(() => window.renjuApp.session.ply === 3);
  assert.deepEqual(await page.evaluate(() => [...window.renjuApp.session.record.actions]), stones);
  // The swap decision itself (plain swap) has no placement to find.
  assert.equal(await page.locator('#an-balance').count(), 0);
  await done(page);

  const two = await openPage(site.browser, `${site.server.url}/#mode=two&rule=renju&opening=swap2&a=h8.h9.h10`);
  await balanceOn(two);
  await two.waitForSelector('#an-balance-status[data-running="false"]', { timeout: 60000 });
  // Moves 4 and 5 go on an opening the board's three stones already name (h8 h9 h10: 1D Kansei, by the table).
  assert.equal(await two.locator('#an-balance-opening').innerText(), `The opening on the board: 1D ${openingTable.find((o) => o.code === '1D').name}`);
  const first = two.locator('#an-balance button').first();
  const pair = (await first.getAttribute('data-stones')).split(' ');
  assert.equal(pair.length, 2);
  await first.click();
  await two.waitForFunction(() => window.renjuApp.session.target.stones.length === 5);
  const actions = await two.evaluate(() => [...window.renjuApp.session.record.actions]);
  assert.deepEqual(actions.slice(-3), ['place-two', ...pair]);
  await done(two);

  for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
    for (const colorScheme of ['light', 'dark']) {
      const shot = await openPage(site.browser, `${site.server.url}/#mode=two&rule=renju&opening=swap2`, { viewport, colorScheme });
      await balanceOn(shot);
      await shot.waitForSelector('#an-balance-status[data-running="false"]', { timeout: 60000 });
      await shot.locator('#an-balance button').nth(1).hover();
      // Drawn (the board is redrawn in the hover's handler): the placement's stones as ghosts.
      await shot.waitForFunction(() => window.renjuAnalysis.state.balancePreview === 1
        && document.querySelectorAll('#board svg circle.rb-ghost').length === document.querySelectorAll('#an-balance button')[1].dataset.stones.split(' ').length);
      await shot.screenshot({ path: join(artefacts, `analysis-balance-${name}-${colorScheme}.png`), fullPage: name === 'phone' });
      await done(shot);
    }
  }
});

test('the top candidate is bestMove at the same depth', async () => {
  const page = await openPage(site.browser, `${site.server.url}/#mode=analysis&a=bh8.wi9.bj10.wi10.bi8`);
  await page.screenshot({ path: join(artefacts, 'analysis-off.png') });
  // Before its first use the switch already sits in its panel (app.css; the panel's module loads later).
  assert.deepEqual(await page.evaluate(() => {
    const panel = getComputedStyle(document.getElementById('analysis-panel'));
    const label = getComputedStyle(document.querySelector('.analysis-switch'));
    return { border: panel.borderTopWidth, radius: panel.borderTopLeftRadius, weight: label.fontWeight, display: label.display };
  }), { border: '1px', radius: '8px', weight: '600', display: 'inline-flex' });
  await analysing(page);
  await page.waitForFunction(() => (window.renjuAnalysis.state.analysis?.candidates[0]?.depth ?? 0) >= 3, null, { timeout: 60000 });
  const st = await analysisState(page);
  const c = st.analysis.candidates[0];
  const position = renju.newPosition({ black: st.position.black, white: st.position.white, toMove: st.position.toMove });
  const r = renju.bestMove(position, { level: 0, depth: c.depth });
  position.dispose();
  const top = { move: c.move, eval: c.eval, depth: c.depth };
  const best = { move: r.best, eval: r.eval };
  assert.equal(top.move, best.move, `depth ${top.depth}`);
  assert.equal(top.eval, best.eval);
  await done(page);
});

test('analysis restarts on undo and on stepping, never showing the old position\'s', async () => {
  const page = await openPage(site.browser, site.server.url);
  await playPoints(page, ['h8', 'i9', 'j10', 'i10']);
  await analysing(page);
  const before = await analysisState(page);
  assert.ok(before.analysis.candidates.every((c) => !['h8', 'i9', 'j10', 'i10'].includes(c.move)));
  // Undo: in the same task the panel has dropped the old analysis and a new job is running.
  const after = await page.evaluate(() => {
    document.getElementById('btn-undo').click();
    const st = window.renjuAnalysis.state;
    return { key: st.key, analysis: st.analysis, text: document.getElementById('analysis-body').innerText };
  });
  assert.notEqual(after.key, before.key);
  assert.equal(after.analysis, null);
  assert.match(after.text, /Thinking…/);
  assert.doesNotMatch(after.text, /Best moves/);
  await page.waitForSelector('#an-candidates button', { timeout: 30000 });
  const renewed = await analysisState(page);
  assert.equal(renewed.key, after.key);
  assert.equal(renewed.position.toMove, 'white');
  assert.ok(renewed.analysis.candidates.some((c) => c.move === 'i10') || renewed.analysis.candidates.every((c) => !['h8', 'i9', 'j10'].includes(c.move)));
  // Stepping back through the moves restarts it on that step.
  await page.click('#btn-first');
  await page.waitForFunction(() => window.renjuAnalysis.state.position.black.length === 0 && window.renjuAnalysis.state.analysis);
  const first = await analysisState(page);
  assert.equal(first.analysis.candidates[0].move, 'h8'); // the centre on an empty board
  // Turning it off stops the worker's job and clears the panel.
  await page.evaluate(() => window.renjuAnalysis.set(false));
  await page.waitForFunction(() => !window.renjuAnalysis.state.jobKey);
  assert.equal(await page.locator('#an-candidates').count(), 0);
  writeFileSync(join(artefacts, 'analysis-restarts.txt'), `ms from a change to the worker thinking on the new position: ${first.restarts.map((x) => x.toFixed(1)).join(' ')}\n`
    + `ms from a change to the job posted to the worker: ${first.posted.map((x) => x.toFixed(1)).join(' ')}\n`
    + `ms from a change to the page hearing it started: ${first.delivered.map((x) => x.toFixed(1)).join(' ')}\n`
    + `ms from a change to the new position's first report: ${first.firstReports.map((x) => x.toFixed(1)).join(' ')}\n`);
  await done(page);
});

test('a 40-move game\'s review: graph drawn with progress, mistakes listed, a click goes to the move', async () => {
  const page = await openPage(site.browser, `${site.server.url}/#mode=two&rule=renju&a=${points(GAME40).join('.')}`);
  await analysing(page);
  await page.click('#an-review');
  await page.waitForSelector('#an-review-progress');
  // The review's positions (one replay along the game) are the positions the game goes through.
  const mismatched = await page.evaluate(() => {
    const { state, panel } = window.renjuAnalysis;
    return state.review.positions.map((p, i) => [i, JSON.stringify(p) === JSON.stringify(panel.positionAt(i))]).filter(([, same]) => !same).map(([i]) => i);
  });
  assert.deepEqual(mismatched, []);
  await page.waitForSelector('#an-review-summary', { timeout: 120000 });
  assert.equal(await page.locator('#an-graph').getAttribute('data-points'), '41');
  // A click at the graph's middle goes to move 20.
  await page.locator('#an-graph').scrollIntoViewIfNeeded();
  const box = await page.locator('#an-graph').boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  assert.equal(await page.evaluate(() => window.renjuApp.session.viewPly), 20);
  // Every listed mistake goes to its move.
  const item = page.locator('#an-mistakes button').first();
  if (await item.count()) {
    const count = Number(await item.getAttribute('data-count'));
    await item.click();
    assert.equal(await page.evaluate(() => window.renjuApp.session.viewPly ?? window.renjuApp.session.ply), count);
  }
  await page.screenshot({ path: join(artefacts, 'analysis-review.png') });
  await done(page);
});

test('review is cancelable', async () => {
  const page = await openPage(site.browser, `${site.server.url}/#mode=two&rule=renju&a=${points(GAME40).join('.')}`);
  await analysing(page);
  await page.click('#an-review');
  await page.click('#an-review-cancel');
  assert.equal(await page.locator('#an-review-progress').count(), 0);
  assert.equal(await page.locator('#an-graph').count(), 0);
  await done(page);
});

test('a hint against the bot in learning mode', async () => {
  const page = await openPage(site.browser, `${site.server.url}/#mode=bot&human=black&level=1&a=h8`);
  await page.waitForFunction(() => window.renjuApp.session.ply === 2, null, { timeout: 20000 });
  await analysisOn(page);
  await page.waitForFunction(() => document.getElementById('an-hint') && !document.getElementById('an-hint').disabled, null, { timeout: 30000 });
  // Against the bot the panel gives only the hint: no candidates, no ghost line.
  assert.equal(await page.locator('#an-candidates').count(), 0);
  await page.click('#an-hint');
  const hint = await page.locator('#an-hint-text').innerText();
  assert.match(hint, /^The engine suggests [A-O]\d+\.$/);
  assert.equal(await page.locator('#board svg .rb-hl-good').count(), 1);
  await page.screenshot({ path: join(artefacts, 'analysis-hint.png') });
  await done(page);
});

test('screenshots at desktop and phone width, light and dark; frame times while it thinks', async () => {
  const lines = [];
  for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
    for (const colorScheme of ['light', 'dark']) {
      const page = await openPage(site.browser, `${site.server.url}/#mode=two&rule=renju&a=${points(GAME40).slice(0, 17).join('.')}`, { viewport, colorScheme });
      await analysing(page);
      await page.check('#an-threats');
      await page.click('#an-view-mirror'); // the mirrored view, its note and controls in every shot
      await page.locator('#an-candidates button').nth(1).hover();
      // The hover is taken (the board is redrawn in the same handler, so its line is drawn).
      await page.waitForFunction(() => window.renjuAnalysis.state.preview === 1);
      await page.locator('#analysis-panel').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(artefacts, `analysis-${name}-${colorScheme}.png`), fullPage: name === 'phone' });
      if (name === 'desktop' && colorScheme === 'light') {
        // Frame times on the main thread over 3 s of analysis, and long tasks.
        const frames = await page.evaluate(() => new Promise((resolve) => {
          window.longTasks = [];
          new PerformanceObserver((l) => { for (const e of l.getEntries()) window.longTasks.push(Math.round(e.duration)); }).observe({ type: 'longtask' });
          const times = [];
          let last = performance.now();
          const end = last + 3000;
          const tick = (now) => {
            times.push(now - last);
            last = now;
            if (now < end) requestAnimationFrame(tick);
            else resolve(times);
          };
          requestAnimationFrame(tick);
        }));
        const sorted = [...frames].sort((a, b) => a - b);
        const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
        const longTasks = await page.evaluate(() => window.longTasks ?? []);
        lines.push(`long tasks over 50 ms in those 3 s: ${longTasks.length ? longTasks.join(' ms, ') + ' ms' : 'none'}`);
        lines.push(`frames while analysing (${frames.length}): median ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`);
      }
      await done(page);
    }
  }
  writeFileSync(join(artefacts, 'analysis-frames.txt'), lines.join('\n') + '\n');
  console.log(lines.join('\n'));
});
