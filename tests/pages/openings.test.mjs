// The play page under tournament opening rules, in Chromium: RIF and swap2 between two players driven
// by clicks and buttons through to normal play, the zone and symmetric offers refused with the
// module's reasons, a share link and a reload mid-opening, undo through the opening, the swap decision
// by keyboard alone, and screenshots of the opening's phases.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePlaySite, openPage, gotoReady, clickPoint, playPoints, actions, text, shot, messageMatching, messageIs } from './play-harness.mjs';

const site = usePlaySite();

async function done(page) {
  assert.deepEqual(page.errors, [], 'no console errors');
  await page.context().close();
}

async function newGame(page, { opening, mode = 'two', rule = 'renju' }) {
  await page.click('#btn-new');
  await page.locator(`input[name="mode"][value="${mode}"]`).check();
  await page.locator(`input[name="rule"][value="${rule}"]`).check();
  await page.selectOption('#sel-opening', opening);
  await page.click('#btn-new-start');
}

const status = (page) => text(page, '#status');
const stoneAt = (page, point) => page.evaluate((p) => window.renjuApp.session.target.at(p), point);

// A share link that opens this record (module text) between two players.
const linkFor = (game) => `#mode=two&forbidden=learning&game=${encodeURIComponent(game)}`;

test('the new-game dialog offers every opening rule with a one-line explanation', async () => {
  const page = await openPage(site.browser, site.server.url);
  await page.click('#btn-new');
  const options = await page.locator('#sel-opening option').allTextContents();
  assert.deepEqual(options, ['Free', 'RIF (1996)', 'Yamaguchi', 'Soosõrv-8', 'Taraguchi-10', 'Swap', 'Swap2', 'None']);
  await page.selectOption('#sel-opening', 'swap2');
  assert.match(await text(page, '#opening-help'), /second player may instead place moves 4 and 5/);
  assert.match(await text(page, '#human-label'), /at the start/);
  // Freestyle on 19×19: the module allows swap and swap2 but not the 15×15 openings.
  await page.locator('input[name="rule"][value="freestyle"]').check();
  await page.selectOption('#sel-size', '19');
  assert.equal(await page.locator('#sel-opening option[value="rif"]').isDisabled(), true);
  assert.equal(await page.locator('#sel-opening option[value="swap2"]').isDisabled(), false);
  assert.match(await text(page, '#opening-note'), /Not on this board: RIF \(1996\), Yamaguchi, Soosõrv-8 and Taraguchi-10\./);
  // Analysis stays free placement.
  await page.locator('input[name="mode"][value="analysis"]').check();
  assert.equal(await page.locator('#sel-opening').isDisabled(), true);
  await done(page);
});

test('RIF between two players: zones, swap, offers, the kept fifth move, then normal play; undo through it all', async () => {
  const page = await openPage(site.browser, site.server.url);
  await newGame(page, { opening: 'rif' });
  assert.equal(await status(page), 'First player (black): place black 1 on the centre');
  assert.equal(await page.locator('#board svg .rb-zone').count(), 1, 'the zone is drawn');
  await clickPoint(page, 'h8');
  await clickPoint(page, 'a1');
  await messageMatching(page, /A1 is outside the central 3×3 square, where white 2 goes/);
  assert.deepEqual(await actions(page), ['h8']);
  await playPoints(page, ['h9', 'i9']);
  assert.equal(await text(page, '#standard-opening'), 'Standard opening: 4D Kagetsu');
  assert.equal(await status(page), 'Second player (white): stay white or swap to black');
  assert.equal(await page.locator('#swap-buttons').isVisible(), true);
  assert.equal(await page.locator('#btn-place-two').isVisible(), false, 'no place-two under RIF');
  assert.match(await page.locator('#announcer').textContent(), /Standard opening: 4D Kagetsu\. Second player \(white\): stay white or swap to black/);
  await shot(page, 'rif-swap-desktop-light.png');
  await page.click('#btn-swap');
  assert.match(await text(page, '#players-line'), /First player: White\s*Second player: Black/);
  assert.equal(await status(page), 'First player (white): place white 4 anywhere');
  await clickPoint(page, 'i8');
  assert.equal(await status(page), 'Second player (black): offer fifth move 1 of 2 (a point not symmetric to another offer)');
  await clickPoint(page, 'g8');
  await clickPoint(page, 'h7');
  await messageIs(page, 'H7 is symmetric to G8, already offered: the position is the same.');
  await clickPoint(page, 'j10');
  assert.equal(await page.locator('#board svg .rb-label').count(), 2, 'both offers are marked');
  assert.match(await status(page), /First player \(white\): choose one of the 2 offered fifth moves/);
  await shot(page, 'rif-choose-desktop-light.png');
  await clickPoint(page, 'j10');
  assert.equal(await stoneAt(page, 'j10'), 'black', 'the kept fifth move is black\'s stone');
  assert.equal(await stoneAt(page, 'g8'), null);
  assert.equal(await page.locator('#board svg .rb-label').count(), 0);
  assert.equal(await status(page), 'White to move (first player)');
  assert.equal(await page.inputValue('#code-out'), 'h8h9i9i8j10');
  assert.match(await page.inputValue('#record-out'), /opening: rif\n.*actions: h8 h9 i9 swap i8 offer:g8 offer:j10 choose:j10/s);
  // The move list has the opening's decisions.
  assert.match(await text(page, '#move-list'), /Second player swaps and now plays black/);
  // The offers are a line of their own, the kept one marked there; the kept stone is move 5.
  assert.match(await text(page, '#move-list .offers'), /^Fifth moves offered:\s*G8\s*J10\s*\(kept\)$/);
  const kept = page.locator('#move-list li[data-index="8"]');
  assert.match(await kept.innerText(), /^5\.\s*J10$/);
  assert.equal(await kept.getAttribute('aria-label'), 'First player (white) keeps J10: black 5');
  // Nothing in the list is cut off.
  assert.deepEqual(await page.$$eval('#move-list li, #move-list .offer', (all) => all.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent)), []);
  await shot(page, 'rif-offers-list-desktop-light.png');
  // Normal play, then back through the opening with undo.
  await clickPoint(page, 'k11');
  assert.equal(await status(page), 'Black to move (second player)');
  const expected = [
    /choose one of the 2 offered/, /offer fifth move 2 of 2/, /offer fifth move 1 of 2/, /place white 4 anywhere/,
    /stay white or swap to black/, /place black 3 within the central 5×5/,
  ];
  await page.click('#btn-undo');
  for (const prompt of expected) {
    await page.click('#btn-undo');
    assert.match(await status(page), prompt);
  }
  assert.match(await text(page, '#players-line'), /First player: Black\s*Second player: White/, 'the swap is taken back');
  for (let i = 0; i < 7; i++) await page.click('#btn-redo');
  assert.deepEqual(await actions(page), ['h8', 'h9', 'i9', 'swap', 'i8', 'offer:g8', 'offer:j10', 'choose:j10', 'k11']);
  await done(page);
});

test('swap2 by keyboard alone: the decision takes the focus, place two, the first player swaps', async () => {
  const page = await openPage(site.browser, site.server.url);
  await newGame(page, { opening: 'swap2' });
  await page.locator('#board svg').focus();
  // The cursor starts on H8: black 1 there, white 2 to the right, black 3 above it.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  assert.deepEqual(await actions(page), ['h8', 'i8', 'i9']);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'btn-stay', 'the decision takes the focus');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'btn-place-two');
  await page.keyboard.press('Enter');
  assert.ok(await page.evaluate(() => document.activeElement?.matches('#board svg')), 'back to the board for moves 4 and 5');
  assert.equal(await status(page), 'Second player (white): place white 4 anywhere');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  assert.deepEqual(await actions(page), ['h8', 'i8', 'i9', 'place-two', 'i10', 'h10']);
  assert.equal(await status(page), 'First player (black): stay black or swap to white');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => window.renjuApp.session.colorOf('first')), 'white');
  assert.equal(await status(page), 'White to move (first player)');
  assert.match(await page.locator('#announcer').textContent(), /First player swaps and now plays white\. White to move \(first player\)/);
  await done(page);
});

test('a share link and a reload restore a game in the middle of the opening', async () => {
  const page = await openPage(site.browser, site.server.url);
  await newGame(page, { opening: 'yamaguchi' });
  await playPoints(page, ['h8', 'i9', 'j10']);
  assert.match(await status(page), /First player \(black\): declare how many fifth moves black will offer \(1–12\)/);
  await page.selectOption('#sel-declare', '3');
  await page.click('#btn-declare');
  await page.click('#btn-stay');
  await clickPoint(page, 'h9');
  await clickPoint(page, 'g9');
  const link = await page.inputValue('#link-out');
  await page.context().close();

  const fresh = await openPage(site.browser, link);
  const want = ['h8', 'i9', 'j10', 'declare:3', 'stay', 'h9', 'offer:g9'];
  assert.deepEqual(await actions(fresh), want);
  assert.equal(await text(fresh, '#standard-opening'), 'Standard opening: 1I Chosei');
  assert.equal(await status(fresh), 'First player (black): offer fifth move 2 of 3 (a point not symmetric to another offer)');
  assert.equal(await fresh.locator('#board svg .rb-label').count(), 1, 'the offer made is marked');
  await fresh.reload();
  await fresh.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(await actions(fresh), want);
  assert.equal(await fresh.locator('#board svg .rb-label').count(), 1);
  assert.match(await text(fresh, '#rules-line'), /Opening: Yamaguchi/);
  await done(fresh);
});

test('Taraguchi-10: black 5 can be placed in the 9×9 or ten fifth moves offered', async () => {
  const game = 'opening: taraguchi-10\nactions: h8 stay h9 stay i9 stay i8 stay';
  const page = await openPage(site.browser, `${site.server.url}/${linkFor(game)}`);
  assert.match(await status(page), /First player \(black\): place black 5 within the central 9×9 square, or offer 10 fifth moves/);
  assert.equal(await page.locator('#fifth-mode').isVisible(), true);
  await page.locator('#fifth-mode label:has(input[value="offer"])').click();
  assert.match(await status(page), /offer fifth move 1 of 10/);
  await clickPoint(page, 'a1');
  assert.deepEqual((await actions(page)).at(-1), 'offer:a1', 'an offer may lie anywhere');
  assert.equal(await page.locator('#fifth-mode').isVisible(), false, 'once offering, no going back to placing');
  await done(page);
});

const sizes = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};
const phases = {
  zone: 'opening: rif\nactions: h8 h9',
  swap: 'opening: swap2\nactions: h8 i9 j8',
  choose: 'opening: rif\nactions: h8 h9 i9 swap i8 offer:g8 offer:j10',
  declare: 'opening: soosorv-8\nactions: h8 h9 i9 stay i8',
};

for (const [device, options] of Object.entries(sizes)) {
  for (const scheme of ['light', 'dark']) {
    test(`opening phases on screen: ${device}, ${scheme}`, async () => {
      const page = await openPage(site.browser, null, { ...options, colorScheme: scheme });
      for (const [phase, game] of Object.entries(phases)) {
        await gotoReady(page, `${site.server.url}/${linkFor(game)}`);
        const layout = await page.evaluate(() => ({ width: innerWidth, scrollWidth: document.documentElement.scrollWidth }));
        assert.ok(layout.scrollWidth <= layout.width, 'no sideways scrolling');
        assert.equal(await page.locator('#opening-panel').isVisible(), true);
        await shot(page, `opening-${phase}-${device}-${scheme}.png`);
        if (device === 'phone') {
          await page.locator('#opening-panel').scrollIntoViewIfNeeded();
          await shot(page, `opening-${phase}-${device}-${scheme}-panel.png`);
        }
      }
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }
}
