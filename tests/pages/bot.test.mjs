// The play page against the bot, in Chromium: the bot completes its five and blocks the player's four
// (the points worked out from the rules by the module's own queries), plays through swap2, RIF,
// Yamaguchi and Soosõrv-8 openings (stones, swap decisions, declarations, offers, the choice), never
// takes a forbidden point, is interrupted by undo and by a new game, shows its search depth, and the
// page keeps drawing frames while it thinks (frame times written to
// test-results/pages/bot-frame-times.json; measured, not asserted).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { usePlaySite, openPage, clickPoint, actions, text, shot, artefacts } from './play-harness.mjs';
import { loadRenju } from '../../dist/renju.js';

const site = usePlaySite();
const renju = await loadRenju();

async function done(page) {
  assert.deepEqual(page.errors, [], 'no console errors');
  // A bot answer the module refused (an illegal move) would be shown as a message, not thrown.
  assert.doesNotMatch(await page.evaluate(() => window.renjuApp.message), /bot could not move/);
  await page.context().close();
}

const botLink = (game, { human = 'black', level = 1 } = {}) =>
  `#mode=bot&forbidden=learning&human=${human}&level=${level}&game=${encodeURIComponent(game)}`;

async function openBotGame(url) {
  const page = await openPage(site.browser, url);
  await page.waitForFunction(() => window.renjuApp.bot?.status === 'ready');
  return page;
}

// Resolves when the bot's busy worker is ended (an interrupted search is stopped that way).
function workerEnds(page) {
  const worker = page.workers().find((w) => w.url().endsWith('/renju-bot-worker.js'));
  assert.ok(worker, 'the bot runs in a worker');
  // On a loaded machine the search may end before the click that would interrupt it: then the worker
  // stays (nothing to stop), and the test checks that nothing late lands instead of waiting forever.
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('kept'), 20000);
    worker.once('close', () => { clearTimeout(timer); resolve('closed'); });
  });
}

const waitBot = (page) => page.waitForFunction(() => !window.renjuApp.botThinking && !window.renjuApp.session.botToMove, null, { timeout: 60000 });

// What the human does on its turn, the simplest legal choice: the first of the offered moves, "stay",
// two fifth moves, or the legal point nearest the centre (in the zone when there is one). Returns
// false once the game is over.
async function humanTurn(page) {
  const plan = await page.evaluate(() => {
    const s = window.renjuApp.session;
    if (s.over) return { over: true };
    const turn = s.turn;
    if (turn.actions.includes('swap')) return { button: '#btn-stay' };
    if (turn.actions.includes('declare')) return { button: '#btn-declare' };
    const size = s.record.size;
    const c = (size - 1) / 2;
    const points = [];
    for (let x = 0; x < size; x++) for (let y = 0; y < size; y++) points.push({ x, y, d: Math.max(Math.abs(x - c), Math.abs(y - c)) + (x + y) / 1000 });
    points.sort((a, b) => a.d - b.d);
    const names = points.map((p) => String.fromCharCode(97 + p.x) + (p.y + 1));
    if (s.boardAction === 'choose') return { point: s.opening.offers[0] };
    if (s.boardAction === 'offer') return { point: names.find((p) => s.target.offerLegality(p).legal) };
    return { point: names.find((p) => s.target.legality(p).legal) };
  });
  if (plan.over) return false;
  if (plan.button) await page.click(plan.button);
  else await clickPoint(page, plan.point);
  return true;
}

// The points where `color` makes five in a set-up position, asked of the module (its rules decide).
function fivePoints(black, white, color) {
  const position = renju.newPosition({ black, white, toMove: color });
  const points = [];
  for (let x = 0; x < 15; x++) {
    for (let y = 0; y < 15; y++) {
      const p = String.fromCharCode(97 + x) + (y + 1);
      if (!position.at(p) && position.makesFive(p, color)) points.push(p);
    }
  }
  position.dispose();
  return points;
}

const setupGame = (black, white, toMove) => `black: ${black.join(' ')}\nwhite: ${white.join(' ')}\nto-move: ${toMove}\nactions:`;

test('the bot (level 1, white) completes its five; the end panel says the bot won', async () => {
  const black = ['h8', 'i8', 'j8', 'a1'];
  const white = ['h9', 'i9', 'j9', 'k9'];
  const wins = fivePoints(black, white, 'white');
  assert.deepEqual(wins.sort(), ['g9', 'l9'], 'white\'s open four has two ends');
  const page = await openBotGame(`${site.server.url}/${botLink(setupGame(black, white, 'white'), { human: 'black', level: 1 })}`);
  await waitBot(page);
  const [move] = await actions(page);
  assert.ok(wins.includes(move), `the bot played ${move}, not one of ${wins.join(', ')}`);
  const result = await page.evaluate(() => window.renjuApp.session.result);
  assert.equal(result.reason, 'five');
  assert.equal(result.winner, 'white');
  await page.waitForSelector('#end-panel:not([hidden])');
  assert.equal(await text(page, '#end-title'), 'The bot wins with white');
  assert.match(await text(page, '#end-reason'), /^Five in a row at [GL]9/);
  await shot(page, 'bot-wins-desktop-light.png');
  await done(page);
});

test('the bot (level 1, white) blocks the player\'s four at its only open end', async () => {
  const black = ['h8', 'i8', 'j8', 'k8'];
  const white = ['g8', 'a15', 'b15', 'o1'];
  const threats = fivePoints(black, white, 'black');
  assert.deepEqual(threats, ['l8'], 'black\'s four is closed at G8');
  assert.deepEqual(fivePoints(black, white, 'white'), [], 'white has no five of its own');
  const page = await openBotGame(`${site.server.url}/${botLink(setupGame(black, white, 'white'), { human: 'black', level: 1 })}`);
  await waitBot(page);
  assert.deepEqual(await actions(page), threats);
  assert.match(await text(page, '#status'), /your turn/);
  await done(page);
});

// Each step of the game with the player who took it, from the module's list of actions.
const steps = (page) => page.evaluate(() => {
  const s = window.renjuApp.session;
  const taken = s.target.actions;
  return s.record.actions.map((a, i) => ({ action: a, bot: taken[i].player === s.botPlayer }));
});

for (const [opening, human] of [['yamaguchi', 'white'], ['soosorv-8', 'black']]) {
  test(`against the bot under ${opening} (human ${human}): declarations and as many offered fifth moves as declared`, async () => {
    const page = await openBotGame(`${site.server.url}/${botLink(`opening: ${opening}\nactions:`, { human })}`);
    for (let i = 0; i < 40; i++) {
      await waitBot(page);
      const state = await page.evaluate(() => ({ opening: window.renjuApp.session.turn.opening, n: window.renjuApp.session.ply }));
      if (!state.opening && state.n > 8) break;
      if (!(await humanTurn(page))) break;
    }
    const done_ = await steps(page);
    const acts = done_.map((d) => d.action);
    const declared = acts.find((a) => a.startsWith('declare:'));
    assert.ok(declared, `a declaration: ${acts.join(' ')}`);
    assert.equal(acts.filter((a) => a.startsWith('offer:')).length, Number(declared.slice(8)), `as many offers as declared: ${acts.join(' ')}`);
    assert.equal(acts.filter((a) => a.startsWith('choose:')).length, 1);
    assert.ok(done_.some((d) => d.bot && /^(declare|offer|choose):/.test(d.action)), `the bot took part in the fifth move: ${acts.join(' ')}`);
    assert.equal(await page.evaluate(() => window.renjuApp.session.turn.opening), false, 'the opening is over');
    await done(page);
  });
}

test('against the bot under swap2 (the human opens): the bot decides and the game gets through the opening', async () => {
  const page = await openBotGame(`${site.server.url}/${botLink('opening: swap2\nactions:', { human: 'black' })}`);
  for (let i = 0; i < 40; i++) {
    await waitBot(page);
    const state = await page.evaluate(() => ({ opening: window.renjuApp.session.turn.opening, n: window.renjuApp.session.ply }));
    if (!state.opening && state.n > 6) break;
    if (!(await humanTurn(page))) break;
  }
  const record = await page.inputValue('#record-out');
  assert.match(record, /opening: swap2/);
  const acts = await actions(page);
  assert.ok(acts.some((a) => ['stay', 'swap', 'place-two'].includes(a)), `a swap decision was made: ${acts.join(' ')}`);
  assert.equal(await page.evaluate(() => window.renjuApp.session.turn.opening), false, 'the opening is over');
  await done(page);
});

test('against the bot under RIF (the bot opens): stones in the zones, the bot offers and the human chooses, or the reverse', async () => {
  const page = await openBotGame(`${site.server.url}/${botLink('opening: rif\nactions:', { human: 'white' })}`);
  const seen = new Set();
  for (let i = 0; i < 40; i++) {
    await waitBot(page);
    const state = await page.evaluate(() => ({ turn: window.renjuApp.session.turn, n: window.renjuApp.session.ply }));
    for (const a of state.turn.actions) {
      if (!seen.has(a) && ['swap', 'choose'].includes(a)) await shot(page, `bot-rif-${a}-desktop-light.png`);
      seen.add(a);
    }
    if (!state.turn.opening && state.n > 9) break;
    if (!(await humanTurn(page))) break;
  }
  const acts = await actions(page);
  assert.ok(await page.evaluate(() => window.renjuApp.session.opening.standardOpening !== null), 'the bot opened with a standard opening');
  assert.ok(acts.some((a) => a.startsWith('choose:')), `a fifth move was chosen: ${acts.join(' ')}`);
  assert.equal(acts.filter((a) => a.startsWith('offer:')).length, 2, 'two fifth moves were offered');
  assert.equal(await page.evaluate(() => window.renjuApp.session.turn.opening), false, 'the opening is over');
  await done(page);
});

test('the bot as black never plays a forbidden point, even one that would make two fours', async () => {
  // K8 gives black two fours (H8-K8 across, K8-K11 up): a double four, forbidden in Renju.
  const black = ['h8', 'i8', 'j8', 'k9', 'k10', 'k11'];
  const white = ['g8', 'k12', 'a1', 'a2', 'a3', 'a4'];
  const setup = `black: ${black.join(' ')}\nwhite: ${white.join(' ')}\nto-move: black\nactions:`;
  const page = await openBotGame(`${site.server.url}/${botLink(setup, { human: 'white', level: 3 })}`);
  for (let i = 0; i < 12; i++) {
    await waitBot(page);
    if (!(await humanTurn(page))) break;
  }
  await waitBot(page);
  // Replay the game in Node: before each of black's moves, was its point forbidden?
  const moves = (await actions(page)).filter((a) => /^[a-o]\d+$/.test(a));
  const game = renju.newGame({ black, white, toMove: 'black' });
  assert.equal(game.forbiddenAt('k8'), 'double-four');
  const blackMoves = [];
  for (const move of moves) {
    if (game.toMove === 'black') {
      assert.equal(game.forbiddenAt(move), null, `black played ${move}, a forbidden point`);
      blackMoves.push(move);
    }
    game.play(move);
  }
  assert.ok(blackMoves.length >= 2, `the bot played: ${blackMoves.join(' ')}`);
  assert.notEqual((await page.evaluate(() => window.renjuApp.session.result)).reason, 'forbidden');
  game.dispose();
  await done(page);
});

test('undo and a new game interrupt the bot while it thinks', async () => {
  const page = await openBotGame(`${site.server.url}/${botLink('actions:', { human: 'black', level: 5 })}`);
  await clickPoint(page, 'h8');
  await page.waitForFunction(() => window.renjuApp.botThinking);
  assert.match(await text(page, '#status'), /The bot is thinking/);
  assert.equal(await page.locator('#status.thinking').count(), 1, 'the status shows the spinner');
  let ended = workerEnds(page);
  await page.click('#btn-undo');
  assert.deepEqual(await actions(page), []);
  assert.equal(await page.evaluate(() => window.renjuApp.botThinking), false);
  if (await ended === 'kept') assert.equal(await page.evaluate(() => window.renjuApp.bot.pending), null, 'a worker kept is idle');
  assert.deepEqual(await actions(page), [], 'the interrupted search played nothing');
  assert.match(await text(page, '#status'), /your turn/);
  // Play again: a fresh worker answers; then a new game during the search.
  await clickPoint(page, 'h8');
  await waitBot(page);
  assert.equal((await actions(page)).length, 2);
  await clickPoint(page, (await page.evaluate(() => {
    const s = window.renjuApp.session;
    return ['g7', 'g9', 'j7', 'j9', 'i10'].find((p) => s.target.legality(p).legal);
  })));
  await page.waitForFunction(() => window.renjuApp.botThinking);
  ended = workerEnds(page);
  await page.click('#btn-new');
  await page.locator('input[name="mode"][value="two"]').check();
  await page.click('#btn-new-start');
  assert.equal(await page.evaluate(() => window.renjuApp.botThinking), false);
  if (await ended === 'kept') assert.equal(await page.evaluate(() => window.renjuApp.bot.pending), null, 'a worker kept is idle');
  assert.deepEqual(await actions(page), [], 'the new game stays empty');
  await done(page);
});

test('the page keeps drawing frames while the bot thinks (level 5), and shows the search depth', async () => {
  const page = await openBotGame(`${site.server.url}/${botLink('actions: h8 h9 i9 i8', { human: 'black', level: 5 })}`);
  // For comparison: a second of frames with nothing to do (the machine may be busy with other work).
  const idle = await page.evaluate(() => new Promise((resolve) => {
    const frames = [];
    let last = performance.now();
    const end = last + 1000;
    const tick = (now) => {
      frames.push({ ms: now - last });
      last = now;
      if (now < end) requestAnimationFrame(tick);
      else resolve(frames.slice(1));
    };
    requestAnimationFrame(tick);
  }));
  // Main-thread tasks over 50 ms (the page's own work), as Chromium reports them.
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.longTasks.push({ ms: e.duration, thinking: window.renjuApp.botThinking });
    }).observe({ type: 'longtask' });
  });
  const samples = [];
  for (const point of ['g10', 'j7', 'k11']) {
    if (!(await page.evaluate((p) => window.renjuApp.session.target.legality(p).legal, point))) continue;
    // Record each requestAnimationFrame interval from the click until the bot has answered, with
    // whether the bot was thinking at both of its ends (the click's and the answer's own redraws
    // are outside the search).
    await page.evaluate(() => {
      const frames = [];
      window.frameLog = frames;
      let last = performance.now();
      let lastThinking = window.renjuApp.botThinking;
      const tick = (now) => {
        const thinking = window.renjuApp.botThinking;
        // Progress after each completed depth reaches the status line.
        if (thinking && /\(depth \d+\)/.test(document.querySelector('#status').textContent)) window.renjuApp.sawDepth = true;
        frames.push({ ms: now - last, during: thinking && lastThinking });
        last = now;
        lastThinking = thinking;
        if (window.frameLog === frames) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const before = (await actions(page)).length;
    const started = Date.now();
    await clickPoint(page, point);
    // The click's handler starts the bot at once; a forced reply may come back within a frame.
    assert.ok((await actions(page)).length > before, `${point} was played`);
    await page.waitForFunction(() => window.renjuApp.sawDepth || !window.renjuApp.botThinking);
    if (await page.evaluate(() => window.renjuApp.botThinking && !window.shotTaken)) {
      assert.equal(await page.locator('#status.thinking').count(), 1, 'the status shows the spinner');
      await shot(page, 'bot-thinking-desktop-light.png');
      await page.evaluate(() => { window.shotTaken = true; });
    }
    await waitBot(page);
    const thinkMs = Date.now() - started;
    const frames = await page.evaluate(() => { const f = window.frameLog; window.frameLog = null; return f.slice(1); });
    samples.push({ thinkMs, frames });
    if (await page.evaluate(() => window.renjuApp.session.over)) break;
  }
  const stats = (list) => {
    const ms = list.map((f) => f.ms).sort((a, b) => a - b);
    const r = (v) => Math.round(v * 10) / 10;
    return { frames: ms.length, medianMs: r(ms[Math.floor(ms.length / 2)]), p95Ms: r(ms[Math.floor(ms.length * 0.95)]), maxMs: r(ms.at(-1)) };
  };
  const all = samples.flatMap((s) => s.frames);
  const during = all.filter((f) => f.during);
  const report = {
    searches: samples.map((s) => ({ thinkMs: s.thinkMs, frames: s.frames.length })),
    whileThinking: stats(during),
    clickToAnswer: stats(all),
    idle: stats(idle),
    longTasks: await page.evaluate(() => window.longTasks.map((t) => `${Math.round(t.ms)} ms${t.thinking ? ' (thinking)' : ''}`)),
  };
  writeFileSync(join(artefacts, 'bot-frame-times.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('frame times while the bot thinks:', JSON.stringify(report));
  // Not a timing threshold: a search on the page's thread would allow no frame at all until it
  // ended; in the worker, frames keep coming through every search.
  assert.ok(samples.length >= 2, 'the bot searched at least twice');
  assert.equal(await page.evaluate(() => window.renjuApp.sawDepth), true, 'the status showed the search depth');
  assert.ok(during.length >= 10, `frames were drawn during the searches (${during.length})`);
  await shot(page, 'bot-game-desktop-light.png');
  await done(page);
});

test('a game against the bot to a finish: the bot wins by five against a naive player', async () => {
  const page = await openBotGame(`${site.server.url}/${botLink('opening: swap2\nactions:', { human: 'white', level: 2 })}`);
  for (let i = 0; i < 150; i++) {
    await waitBot(page);
    if (!(await humanTurn(page))) break;
  }
  await page.waitForSelector('#end-panel:not([hidden])');
  assert.match(await text(page, '#end-reason'), /^Five in a row at /);
  assert.match(await text(page, '#end-title'), /^The bot wins with (black|white)$/);
  assert.equal(await page.locator('#board svg .rb-win-ring').count() >= 5, true);
  await done(page);
});
