// <renju-board> in real Chromium: many boards on one page, one .wasm fetch, every mode, marks where
// they belong, attribute changes, hostile host CSS, bad attributes, the iframe embed, strict CSP.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { artifacts, centre, clickBoardPoint, openPage, useSite } from './harness.mjs';

const fixture = (name) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
const HOSTILE_CSS = '* { all: unset !important; } svg { display: none !important; } button { display: none !important; } div { font-size: 40px !important; }';

const site = useSite();

async function widgetsPage({ hostile = false, csp = null } = {}) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route('**/__test__/widgets.html', (route) => route.fulfill({
    contentType: 'text/html', body: fixture('widgets.html'),
    headers: csp ? { 'content-security-policy': csp } : {},
  }));
  await context.route('**/__test__/hostile.css', (route) => route.fulfill({ contentType: 'text/css', body: hostile ? HOSTILE_CSS : '.col { width: 300px; display: inline-block; vertical-align: top; }' }));
  const page = await openPage(context);
  page.wasmFetches = 0;
  page.on('request', (r) => { if (r.url().endsWith('.wasm')) page.wasmFetches++; });
  await page.goto(`${site.server.url}/__test__/widgets.html`);
  await page.waitForFunction(() => [...document.querySelectorAll('renju-board')].every((b) => b.shadowRoot.querySelector('svg') || !b.shadowRoot.querySelector('.rb-error').hidden));
  return page;
}

// What one board shows, read from inside its shadow root.
function inspect(page, id) {
  return page.evaluate((id) => {
    const root = document.getElementById(id).shadowRoot;
    const error = root.querySelector('.rb-error');
    const svg = root.querySelector('svg');
    return {
      error: error.hidden ? null : error.textContent,
      stones: svg ? svg.querySelectorAll('[class^="rb-stone-"]:not(.rb-preview)').length : 0,
      forbidden: svg ? svg.querySelectorAll('.rb-forbidden').length : 0,
      labels: svg ? [...svg.querySelectorAll('.rb-label')].map((t) => ({ text: t.textContent, x: +t.getAttribute('x'), y: +t.getAttribute('y') })) : [],
      message: root.querySelector('.rb-message').textContent,
      counter: root.querySelector('.rb-counter')?.textContent ?? null,
      box: svg ? svg.getBoundingClientRect().width : 0,
    };
  }, id);
}

async function clickPoint(page, id, point, size = 15) {
  const svg = await page.evaluateHandle((id) => document.getElementById(id).shadowRoot.querySelector('svg'), id);
  await clickBoardPoint(page, svg, point, size);
}

test('every board renders; the page fetches the .wasm once', async () => {
  const page = await widgetsPage();
  for (const id of ['view', 'diagram', 'replay', 'play', 'edit', 'gomoku', 'dark']) {
    const s = await inspect(page, id);
    assert.equal(s.error, null, `${id}: ${s.error}`);
    assert.ok(s.box > 200, `${id} has no size`);
  }
  assert.equal((await inspect(page, 'view')).stones, 3);
  assert.equal(page.wasmFetches, 1);
  assert.deepEqual(page.problems, []);
  await page.screenshot({ path: `${artifacts}/widget-many-boards.png`, fullPage: true });
  await page.context().close();
});

test('marks are drawn on their points, and forbidden points are marked', async () => {
  const page = await widgetsPage();
  const s = await inspect(page, 'diagram');
  const a = s.labels.find((l) => l.text === 'A');
  const b = s.labels.find((l) => l.text === 'B');
  assert.ok(a && b);
  assert.ok(Math.abs(a.x - centre('h8').x) < 1e-6 && Math.abs(a.y - 0.02 - centre('h8').y) < 1e-6);
  assert.ok(Math.abs(b.x - centre('i8').x) < 1e-6);
  assert.equal(s.forbidden, 1); // H8 (the double three), even under its label
  const symbols = await page.evaluate(() => {
    const svg = document.getElementById('diagram').shadowRoot.querySelector('svg');
    return {
      circle: [...svg.querySelectorAll('circle.rb-mark')].map((c) => [+c.getAttribute('cx'), +c.getAttribute('cy')]),
      square: [...svg.querySelectorAll('rect.rb-mark')].map((r) => [+r.getAttribute('x') + 0.22, +r.getAttribute('y') + 0.22]),
    };
  });
  assert.deepEqual(symbols.circle.map((p) => p.map((v) => +v.toFixed(3))), [[centre('e8').x, centre('e8').y].map((v) => +v.toFixed(3))]);
  assert.deepEqual(symbols.square.map((p) => p.map((v) => +v.toFixed(3))), [[centre('j7').x, centre('j7').y].map((v) => +v.toFixed(3))]);
  await page.context().close();
});

test('replay: buttons and keys step through the moves', async () => {
  const page = await widgetsPage();
  assert.equal((await inspect(page, 'replay')).counter, '5 / 5');
  const button = (label) => page.evaluateHandle((label) => document.getElementById('replay').shadowRoot.querySelector(`button[aria-label="${label}"]`), label);
  await (await button('First move')).click();
  assert.deepEqual([(await inspect(page, 'replay')).counter, (await inspect(page, 'replay')).stones], ['0 / 5', 0]);
  await (await button('Next move')).click();
  await (await button('Next move')).click();
  assert.deepEqual([(await inspect(page, 'replay')).counter, (await inspect(page, 'replay')).stones], ['2 / 5', 2]);
  await page.evaluate(() => document.getElementById('replay').shadowRoot.querySelector('svg').focus());
  await page.keyboard.press('ArrowRight');
  assert.equal((await inspect(page, 'replay')).counter, '3 / 5');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal((await inspect(page, 'replay')).counter, '1 / 5');
  await page.keyboard.press('End');
  assert.equal((await inspect(page, 'replay')).counter, '5 / 5');
  await page.keyboard.press('Home');
  assert.equal((await inspect(page, 'replay')).counter, '0 / 5');
  await page.context().close();
});

test('play: a forbidden point is refused with a message; moves, undo and events work', async () => {
  const page = await widgetsPage();
  await page.evaluate(() => {
    window.events = [];
    const board = document.getElementById('play');
    for (const name of ['move', 'undo', 'point-click', 'change', 'gameover']) board.addEventListener(name, (e) => window.events.push([name, e.detail]));
  });
  assert.equal((await inspect(page, 'play')).forbidden, 1);
  await clickPoint(page, 'play', 'h8');
  let s = await inspect(page, 'play');
  assert.equal(s.message, 'H8 is forbidden for black: a double three.');
  assert.equal(s.stones, 8);
  let events = await page.evaluate(() => window.events);
  assert.deepEqual(events, [['point-click', { point: 'h8', x: 7, y: 7, color: null, forbidden: 'double-three' }]]);
  await clickPoint(page, 'play', 'j11');
  s = await inspect(page, 'play');
  assert.equal(s.stones, 9);
  assert.equal(s.message, 'Black played J11.');
  events = await page.evaluate(() => window.events.map((e) => e[0]));
  assert.deepEqual(events, ['point-click', 'point-click', 'move', 'change']);
  await page.evaluate(() => document.getElementById('play').undo());
  assert.equal((await inspect(page, 'play')).stones, 8);
  assert.equal(await page.evaluate(() => window.events.at(-2)[0]), 'undo');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('play: a five ends the game with gameover', async () => {
  const page = await widgetsPage();
  await page.evaluate(async () => {
    window.over = null;
    const board = document.getElementById('gomoku');
    board.addEventListener('gameover', (e) => { window.over = e.detail.result; });
    for (const p of ['c5', 'c1', 'd5', 'd1', 'e5', 'e1', 'f5', 'f1']) await board.play(p);
  });
  await clickPoint(page, 'gomoku', 'g5', 9);
  const result = await page.evaluate(() => window.over);
  assert.equal(result.outcome, 'black-wins');
  assert.equal((await inspect(page, 'gomoku')).message, 'Black wins with five.');
  await page.context().close();
});

// The engine on the "bot" board: black g8 h8 i8 with white f8 at the left end. Black's j8 makes a
// four whose only five point is k8, so an engine at any level must answer k8.
async function playAgainstBot(page) {
  await page.evaluate(() => {
    window.botMoves = [];
    document.getElementById('bot').addEventListener('move', (e) => { if (e.detail.bot) window.botMoves.push(e.detail); });
  });
  await clickPoint(page, 'bot', 'j8');
  await page.waitForFunction(() => window.botMoves.length === 1, null, { timeout: 20000 });
  return page.evaluate(() => window.botMoves[0]);
}

test('bot: the engine answers in a worker, blocks a four, and undo takes back the pair', async () => {
  const page = await widgetsPage();
  const answer = await playAgainstBot(page);
  assert.equal(answer.point, 'k8');
  assert.equal(answer.color, 'white');
  let s = await inspect(page, 'bot');
  assert.equal(s.stones, 9);
  assert.equal(s.message, 'White (the engine) played K8.');
  assert.ok(page.workers().length >= 1, 'the search ran in a worker');
  assert.equal(page.wasmFetches, 1, 'the worker reuses the page\'s compiled module');
  await page.evaluate(() => document.getElementById('bot').undo());
  s = await inspect(page, 'bot');
  assert.equal(s.stones, 7);
  // Undo while the engine thinks stops its search: the busy worker is ended, so nothing from it can land.
  const [busy] = page.workers();
  const ended = new Promise((resolve) => busy.once('close', resolve));
  await page.evaluate(async () => {
    const board = document.getElementById('bot');
    await board.play('j8');
    await board.undo();
  });
  await ended;
  s = await inspect(page, 'bot');
  assert.equal(s.stones, 7);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("bot: where the page's policy forbids workers, the engine answers on the page", async () => {
  const page = await widgetsPage({ csp: "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; worker-src 'none'" });
  const answer = await playAgainstBot(page);
  assert.equal(answer.point, 'k8');
  assert.equal(page.workers().length, 0);
  assert.deepEqual(page.errors.filter((e) => !/Content Security Policy/.test(e)), []);
  await page.context().close();
});

test('edit: clicks place and erase stones of the chosen colour', async () => {
  const page = await widgetsPage();
  await clickPoint(page, 'edit', 'h8');
  await page.evaluate(() => document.getElementById('edit').shadowRoot.querySelector('button[aria-label="Place white stones"]').click());
  await clickPoint(page, 'edit', 'i9');
  assert.equal(await page.evaluate(() => document.getElementById('edit').getStones()), 'black: h8; white: i9');
  await clickPoint(page, 'edit', 'i9'); // the same colour again takes it off
  assert.equal(await page.evaluate(() => document.getElementById('edit').getStones()), 'black: h8; white: ');
  await page.context().close();
});

test('attribute changes re-render; properties reflect attributes', async () => {
  const page = await widgetsPage();
  await page.evaluate(async () => {
    const b = document.getElementById('view');
    b.setAttribute('moves', 'h8i9j10k11l12');
    await b.ready;
  });
  assert.equal((await inspect(page, 'view')).stones, 5);
  await page.evaluate(async () => {
    const b = document.getElementById('view');
    b.moves = 'h8';
    b.showForbidden = true;
    b.theme = 'dark';
    await b.ready;
  });
  assert.equal((await inspect(page, 'view')).stones, 1);
  assert.deepEqual(await page.evaluate(() => {
    const b = document.getElementById('view');
    return [b.getAttribute('moves'), b.hasAttribute('show-forbidden'), b.getAttribute('theme'), b.getCode()];
  }), ['h8', true, 'dark', 'h8']);
  await page.context().close();
});

test('bad attributes show a readable error in the box and fire error events, never throw', async () => {
  const page = await widgetsPage();
  assert.match((await inspect(page, 'bad-code')).error, /moves: "zz" at offset 6 has no row number/);
  assert.match((await inspect(page, 'bad-rule')).error, /rule: "go" is not one of renju, standard, freestyle/);
  assert.match((await inspect(page, 'bad-mark')).error, /marks: "p16".*off the 15x15 board/);
  assert.match((await inspect(page, 'bad-move')).error, /move 3 \(h8\).*already taken/);
  assert.match((await inspect(page, 'xss-marks')).error, /marks: "<b>x<\/b>" is neither a label/);
  // "<b>" is three characters, a label like any other (the records' label form): drawn as its text.
  const label = await inspect(page, 'xss-label');
  assert.equal(label.error, null);
  assert.deepEqual(label.labels.map((l) => l.text), ['<b>']);
  assert.match((await inspect(page, 'xss-moves')).error, /moves:.*unexpected "<img/);
  // the text was shown as text: no element was made from it, in the page or in any shadow root
  assert.equal(await page.evaluate(() => document.querySelectorAll('img, b').length
    + [...document.querySelectorAll('renju-board')].reduce((n, el) => n + el.shadowRoot.querySelectorAll('img, b').length, 0)), 0);
  const events = await page.evaluate(async () => {
    const b = document.createElement('renju-board');
    const seen = [];
    b.addEventListener('error', (e) => seen.push(e.detail));
    b.setAttribute('size', 'big');
    document.body.append(b);
    await b.ready;
    return seen;
  });
  assert.equal(events.length, 1);
  assert.equal(events[0].attribute, 'size');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("the host page's hostile CSS does not break the boards", async () => {
  const page = await widgetsPage({ hostile: true });
  for (const id of ['view', 'replay', 'play']) {
    const s = await inspect(page, id);
    assert.equal(s.error, null);
    assert.ok(s.box > 100, `${id} collapsed under hostile CSS`);
  }
  const buttons = await page.evaluate(() => {
    const b = document.getElementById('replay').shadowRoot.querySelector('button');
    return getComputedStyle(b).display;
  });
  assert.notEqual(buttons, 'none');
  await page.screenshot({ path: `${artifacts}/widget-hostile-css.png`, fullPage: true });
  await page.context().close();
});

test('a strict Content-Security-Policy (no unsafe-eval, no inline scripts) is enough', async () => {
  const page = await widgetsPage({ csp: "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'" });
  const s = await inspect(page, 'play');
  assert.equal(s.error, null);
  await clickPoint(page, 'play', 'h8');
  assert.equal((await inspect(page, 'play')).message, 'H8 is forbidden for black: a double three.');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the iframe embed draws the same board as the element', async () => {
  const context = await site.browser.newContext({ viewport: { width: 800, height: 900 } });
  const page = await openPage(context);
  const attrs = { moves: 'h8i9j10i10i8', marks: 'A:g8 x:k9', numbers: '', mode: 'replay', 'show-forbidden': '' };
  await page.goto(`${site.server.url}/embed.html?${new URLSearchParams(attrs)}`);
  const svgOf = () => page.evaluate(async () => {
    const b = document.querySelector('renju-board');
    await b.ready;
    return b.shadowRoot.querySelector('svg').innerHTML;
  });
  const embedded = await svgOf();
  await page.goto(`${site.server.url}/widget.html`);
  const direct = await page.evaluate(async (attrs) => {
    const b = document.createElement('renju-board');
    for (const [k, v] of Object.entries(attrs)) b.setAttribute(k, v);
    document.body.append(b);
    await b.ready;
    return b.shadowRoot.querySelector('svg').innerHTML;
  }, attrs);
  assert.equal(embedded, direct);
  assert.ok(embedded.includes('rb-label'));
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('the docs page: every example renders, under its own strict CSP, with no errors', async () => {
  for (const [width, name, colorScheme] of [[1280, 'desktop', 'light'], [390, 'phone', 'light'], [1280, 'desktop-dark', 'dark']]) {
    const context = await site.browser.newContext({ viewport: { width, height: 900 }, colorScheme });
    const page = await openPage(context);
    await page.goto(`${site.server.url}/widget.html`);
    await page.waitForFunction(() => [...document.querySelectorAll('renju-board')].every((b) => b.shadowRoot.querySelector('svg') || !b.shadowRoot.querySelector('.rb-error').hidden));
    const states = await page.evaluate(() => [...document.querySelectorAll('renju-board')].map((b) => b.shadowRoot.querySelector('.rb-error').hidden));
    assert.equal(states.filter((ok) => !ok).length, 1); // the deliberate bad-attribute example
    await clickPoint(page, 'quiz', 'h8');
    assert.match(await page.textContent('#quiz-answer'), /Yes: H8 is forbidden for black \(double three\)/);
    // A reader who prefers dark gets a dark page, light text, and board controls that can be read on it.
    const colours = await page.evaluate(() => {
      const rgb = (el, prop) => getComputedStyle(el)[prop].match(/\d+/g).slice(0, 3).map(Number);
      const button = document.querySelector('renju-board[mode="play"]:not([theme="dark"])').shadowRoot.querySelector('button');
      return { page: rgb(document.body, 'backgroundColor'), text: rgb(document.body, 'color'), button: rgb(button, 'color'), buttonBg: rgb(button, 'backgroundColor') };
    });
    const light = (c) => c.reduce((a, b) => a + b, 0) / 3 > 128;
    const want = colorScheme === 'dark';
    assert.equal(light(colours.page), !want, `${name}: page background ${colours.page}`);
    assert.equal(light(colours.text), want, `${name}: text ${colours.text}`);
    assert.equal(light(colours.buttonBg), !want, `${name}: a board's button ${colours.buttonBg}`);
    assert.equal(light(colours.button), want, `${name}: a board's button text ${colours.button}`);
    await page.screenshot({ path: `${artifacts}/widget-docs-${name}.png`, fullPage: true });
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});
