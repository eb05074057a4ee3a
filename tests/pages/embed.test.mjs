// embed.html in iframes of several sizes and aspect ratios (issue 17): the board and every control lie
// inside the frame (nothing cut off), the board is square and as big as the frame allows; the replay
// embed's move list and comments, its keyboard stepping, and its link that opens the game in the app.
// Screenshots of each frame land in test-results/.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { artifacts, openPage, useSite } from './harness.mjs';

const site = useSite();

async function framed(width, height, query, { colorScheme = 'light' } = {}) {
  const context = await site.browser.newContext({ viewport: { width: width + 40, height: height + 40 }, colorScheme });
  await context.route('**/__test__/frame.html', (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><meta charset="utf-8"><body style="margin:20px"><iframe id="f" src="/embed.html?${query}" width="${width}" height="${height}" style="border:0;display:block" title="board"></iframe></body>`,
  }));
  const page = await openPage(context);
  await page.goto(`${site.server.url}/__test__/frame.html`);
  const frame = page.frame({ url: /embed\.html/ });
  await frame.waitForFunction(() => document.querySelector('renju-board')?.shadowRoot.querySelector('svg'));
  await frame.evaluate(() => document.querySelector('renju-board').ready);
  return { page, frame, context };
}

// Boxes (in the frame's own coordinates) of the board's drawing, its buttons and the embed's list and link.
function layout(frame) {
  return frame.evaluate(() => {
    const b = document.querySelector('renju-board');
    const root = b.shadowRoot;
    const box = (el) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height }; };
    const svg = root.querySelector('svg');
    const r = svg.getBoundingClientRect();
    const side = Math.min(r.width, r.height); // the square drawing inside the SVG's box (xMidYMid meet)
    return {
      view: { w: innerWidth, h: innerHeight },
      board: { x: r.x + (r.width - side) / 2, y: r.y + (r.height - side) / 2, w: side, h: side },
      buttons: [...root.querySelectorAll('button')].map(box),
      list: document.querySelector('.replay-moves') ? box(document.querySelector('.replay-moves')) : null,
      link: document.querySelector('.replay-open') ? box(document.querySelector('.replay-open')) : null,
      scroll: { w: document.documentElement.scrollWidth, h: document.documentElement.scrollHeight },
    };
  });
}

const inside = (b, view, what) => {
  assert.ok(b.x >= -0.5 && b.y >= -0.5 && b.x + b.w <= view.w + 0.5 && b.y + b.h <= view.h + 0.5,
    `${what} ${JSON.stringify(b)} lies inside the ${view.w}x${view.h} frame`);
};

const REPLAY = new URLSearchParams([['moves', 'h8i9j10i10i8'], ['mode', 'replay'], ['numbers', ''], ['c', '0:From the start'], ['c', '3:A strong third move']]).toString();

for (const [w, h] of [[600, 420], [360, 640], [800, 300], [300, 300], [420, 600]]) {
  test(`a ${w}x${h} frame shows the whole board and every control: play and replay`, async () => {
    for (const [name, query] of [['play', 'mode=play&show-forbidden&moves=h8i9'], ['replay', REPLAY], ['edit', 'mode=edit']]) {
      const { page, frame, context } = await framed(w, h, query);
      const l = await layout(frame);
      inside(l.board, l.view, `${name}: the board`);
      l.buttons.forEach((b, i) => inside(b, l.view, `${name}: button ${i + 1}`));
      if (l.list) inside(l.list, l.view, `${name}: the move list`);
      if (l.link) inside(l.link, l.view, `${name}: the link`);
      assert.ok(l.scroll.w <= l.view.w && l.scroll.h <= l.view.h, `${name}: nothing to scroll (${JSON.stringify(l.scroll)})`);
      // As big as the frame allows: the board takes most of the frame's shorter side.
      assert.ok(l.board.w >= Math.min(w, h) * 0.45, `${name}: the board (${Math.round(l.board.w)} px) is not tiny in ${w}x${h}`);
      await page.screenshot({ path: `${artifacts}/embed-${name}-${w}x${h}.png` });
      assert.deepEqual(page.problems, []);
      await context.close();
    }
  });
}

test('the replay embed: the moves and comments are listed, keys and clicks step, the link opens the game in the app', async () => {
  const { page, frame, context } = await framed(600, 420, REPLAY);
  await frame.waitForSelector('.replay-move');
  const list = () => frame.evaluate(() => ({
    moves: [...document.querySelectorAll('.replay-move')].map((b) => b.textContent),
    current: document.querySelector('.replay-move[aria-current="step"]')?.textContent,
    comments: [...document.querySelectorAll('.replay-comment')].map((p) => p.textContent),
    counter: document.querySelector('renju-board').shadowRoot.querySelector('.rb-counter').textContent,
    stones: document.querySelector('renju-board').shadowRoot.querySelectorAll('circle[class^="rb-stone-"]').length,
  }));
  let s = await list();
  assert.deepEqual(s.moves, ['Start', '1. H8', '2. I9', '3. J10', '4. I10', '5. I8']);
  assert.deepEqual(s.comments, ['From the start', 'A strong third move']);
  assert.equal(s.current, '5. I8');
  // Keys anywhere in the frame step the board.
  await frame.click('.replay-open', { trial: true });
  await frame.focus('.replay-moves');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  s = await list();
  assert.deepEqual([s.current, s.counter, s.stones], ['3. J10', '3 / 5', 3]);
  await page.keyboard.press('Home');
  assert.deepEqual([(await list()).current, (await list()).stones], ['Start', 0]);
  await page.keyboard.press('End');
  assert.equal((await list()).counter, '5 / 5');
  // A click on a move shows it; the board's own buttons move the list's mark.
  await frame.click('text=2. I9');
  s = await list();
  assert.deepEqual([s.current, s.counter, s.stones], ['2. I9', '2 / 5', 2]);
  await frame.evaluate(() => document.querySelector('renju-board').shadowRoot.querySelector('button[aria-label="Next move"]').click());
  assert.equal((await list()).current, '3. J10');
  // The link opens the play page with the game loaded.
  const href = await frame.getAttribute('.replay-open', 'href');
  assert.match(href, /\/index\.html#mode=two&forbidden=tournament&a=h8\.i9\.j10\.i10\.i8$/);
  const app = await openPage(context);
  await app.goto(href);
  await app.waitForFunction(() => window.renjuApp?.session?.ply === 5 || document.querySelectorAll('#board svg circle[class^="rb-stone-"]').length === 5);
  assert.equal(await app.locator('#board svg circle[class^="rb-stone-"]').count(), 5);
  await page.screenshot({ path: `${artifacts}/embed-replay-list.png` });
  assert.deepEqual(page.problems, []);
  await context.close();
});

// The record= replays below, worked out by hand from the record texts: main line h8 h9 i8; at move 2
// the variation i9 j10; the comments and marks are the nodes' own.
const RECORD = 'actions: h8 {start here} h9 (i9 j10 {the variation} [x:k11]) i8 {the main line} [A:j9]';
const recordList = (frame) => frame.evaluate(() => ({
  moves: [...document.querySelectorAll('.replay-move')].map((b) => b.textContent),
  variations: [...document.querySelectorAll('.replay-variation')].map((b) => b.textContent),
  comments: [...document.querySelectorAll('.replay-comment')].map((p) => p.textContent),
  current: document.querySelector('.replay-move[aria-current="step"]')?.textContent,
  board: document.querySelector('renju-board').getAttribute('moves'),
  shown: document.querySelector('renju-board').index,
  marks: document.querySelector('renju-board').getAttribute('marks'),
  main: Boolean(document.querySelector('.replay-main')),
  link: document.querySelector('.replay-open').href,
}));

test('the replay embed of a record: its variations listed where they part, a click shows one, comments and each position\'s marks', async () => {
  const { page, frame, context } = await framed(600, 420, `mode=replay&record=${encodeURIComponent(RECORD)}`);
  await frame.waitForSelector('.replay-move');
  let s = await recordList(frame);
  assert.deepEqual(s.moves, ['Start', '1. H8', '2. H9', '3. I8']);
  assert.deepEqual(s.variations, ['2. I9 3. J10']);
  assert.deepEqual(s.comments, ['start here', 'the main line']);
  assert.deepEqual([s.current, s.board, s.marks, s.main], ['3. I8', 'h8h9i8', 'A:j9', false]);
  // The link hands the app the whole record, variations, comments and marks included.
  const game = new URLSearchParams(new URL(s.link).hash.slice(1)).get('game');
  assert.match(game, /actions: h8 \{start here\} h9 \(i9 j10 \{the variation\} \[x:k11\]\) i8 \{the main line\} \[A:j9\]/);
  const app = await openPage(context);
  await app.goto(s.link);
  await app.waitForFunction(() => window.renjuApp?.session?.tree);
  assert.deepEqual(await app.evaluate(() => {
    const tree = window.renjuApp.session.tree;
    return [window.renjuApp.session.ply, tree.nodes.length, tree.nodes.find((n) => n.point === 'j10')?.comment];
  }), [3, 6, 'the variation'], 'the app opens the main line with the variation and its comment');
  await app.close();
  await frame.click('text=1. H8');
  assert.equal((await recordList(frame)).marks, '', 'the marks are the position\'s');
  await frame.click('.replay-variation');
  s = await recordList(frame);
  assert.deepEqual(s.moves, ['Start', '1. H8', '2. I9', '3. J10']);
  assert.deepEqual(s.variations, ['2. H9 3. I8'], 'the main line is now the other way');
  assert.deepEqual([s.current, s.board, s.main], ['2. I9', 'h8i9j10', true], 'the variation shown at the move it replaces');
  await frame.click('text=3. J10');
  s = await recordList(frame);
  assert.deepEqual([s.marks, s.comments.at(-1)], ['x:k11', 'the variation']);
  await page.screenshot({ path: `${artifacts}/embed-replay-record.png` });
  // The keys step along the variation shown, and its marks follow.
  await frame.press('.replay-moves', 'ArrowLeft');
  s = await recordList(frame);
  assert.deepEqual([s.current, s.shown, s.marks, s.board], ['2. I9', 2, '', 'h8i9j10']);
  await frame.press('.replay-moves', 'End');
  assert.equal((await recordList(frame)).marks, 'x:k11');
  await frame.click('.replay-main');
  s = await recordList(frame);
  assert.deepEqual([s.board, s.main, s.variations], ['h8h9i8', false, ['2. I9 3. J10']]);
  assert.deepEqual(page.problems, []);
  await context.close();
  // A record that cannot be read says why, in the list.
  const bad = await framed(600, 420, `mode=replay&record=${encodeURIComponent('actions: h8 h8')}`);
  await bad.frame.waitForSelector('.replay-error');
  assert.match(await bad.frame.textContent('.replay-error'), /cannot be read: .*H8 is already taken/);
  await bad.context.close();
});

// Worked out by hand: h8 (black), i9 (white), j10 (black), white passes, k11 is black's, l12 white's;
// the variation passes again for white at move 6 and m13 is black's.
test('the replay embed of a record with passes: a pass is a move of the list and the stones after it keep their colours', async () => {
  const record = 'rule: freestyle\nactions: h8 i9 j10 pass k11 l12 (pass m13)';
  const { frame, context } = await framed(600, 420, `mode=replay&record=${encodeURIComponent(record)}`);
  await frame.waitForSelector('.replay-move');
  const colours = () => frame.evaluate(() => {
    const svg = document.querySelector('renju-board').shadowRoot;
    return [svg.querySelectorAll('svg .rb-stone-black').length, svg.querySelectorAll('svg .rb-stone-white').length];
  });
  let s = await recordList(frame);
  assert.deepEqual(s.moves, ['Start', '1. H8', '2. I9', '3. J10', '4. pass', '5. K11', '6. L12']);
  assert.deepEqual([s.variations, s.board], [['6. pass 7. M13'], 'h8i9j10passk11l12']);
  await frame.click('text=5. K11');
  await frame.waitForFunction(() => document.querySelector('renju-board').index === 5);
  assert.deepEqual(await colours(), [3, 1], 'after the pass K11 is black');
  await frame.click('.replay-variation');
  s = await recordList(frame);
  assert.deepEqual([s.moves.slice(-2), s.board], [['6. pass', '7. M13'], 'h8i9j10passk11passm13']);
  await frame.click('text=7. M13');
  await frame.waitForFunction(() => document.querySelector('renju-board').index === 7);
  assert.deepEqual(await colours(), [4, 1], 'after the second pass M13 is black');
  await context.close();
});

test('the replay embed of a record with set-up stones, a 19x19 Gomoku board, in Russian, dark, on a phone-sized frame', async () => {
  // Black h8 j10 and white i9 set up, white to move: k11 is move 4 (white), then l12 black and a
  // variation m13 instead of l12.
  const record = 'rule: freestyle\nsize: 19\nopening: none\nblack: h8 j10\nwhite: i9\nto-move: white\nactions: k11 {white first} l12 (m13 [tri:n14])';
  const { page, frame, context } = await framed(360, 560, `mode=replay&theme=dark&lang=ru&record=${encodeURIComponent(record)}`, { colorScheme: 'dark' });
  await frame.waitForSelector('.replay-move');
  let s = await recordList(frame);
  assert.deepEqual(s.moves, ['Начало', '4. K11', '5. L12']);
  assert.deepEqual([s.variations, s.comments, s.board], [['5. M13'], ['white first'], 'k11l12']);
  const stones = await frame.evaluate(() => {
    const b = document.querySelector('renju-board');
    return [b.getAttribute('stones'), b.getAttribute('to-move'), b.getAttribute('size'), b.getAttribute('rule')];
  });
  assert.deepEqual(stones, ['black: h8 j10; white: i9', 'white', '19', 'freestyle']);
  assert.equal(await frame.getAttribute('.replay-variation', 'aria-label'), 'Показать вариант 5. M13');
  await frame.click('.replay-variation');
  s = await recordList(frame);
  assert.deepEqual([s.board, s.marks, await frame.textContent('.replay-main')], ['k11m13', 'tri:n14', 'Вернуться к основной линии']);
  await page.screenshot({ path: `${artifacts}/embed-replay-record-dark-ru.png` });
  assert.deepEqual(page.problems, []);
  await context.close();
  // A record it cannot read, said in Russian: where (its second action, h8) and the phrases' reason for
  // OCCUPIED ("точка H8 уже занята").
  const bad = await framed(360, 560, `mode=replay&lang=ru&record=${encodeURIComponent('actions: h8 h8')}`);
  await bad.frame.waitForSelector('.replay-error');
  assert.equal(await bad.frame.textContent('.replay-error'), 'Эту запись партии не удалось прочитать: действие 2 (h8): точка H8 уже занята');
  await bad.context.close();
});

test('the replay embed in the dark theme and on a phone-sized frame, in Japanese', async () => {
  const { page, frame, context } = await framed(360, 560, `${REPLAY}&theme=dark&lang=ja`, { colorScheme: 'dark' });
  await frame.waitForSelector('.replay-move');
  const first = await frame.evaluate(() => [...document.querySelectorAll('.replay-move')][0].textContent);
  assert.equal(first, '初形');
  assert.equal(await frame.textContent('.replay-open'), 'この対局をアプリで開く');
  await page.screenshot({ path: `${artifacts}/embed-replay-dark-ja.png` });
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('the snippet generator on widget.html has a field for every attribute, and its frame and element carry them', async () => {
  const { ATTRIBUTES } = await import('../../web/widget/config.js');
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await openPage(context);
  await page.goto(`${site.server.url}/widget.html#iframe`);
  await page.waitForSelector('html[data-ready="true"]');
  const fields = await page.evaluate(() => [...document.querySelectorAll('#generator [name]')].map((f) => f.name));
  for (const name of ATTRIBUTES) assert.ok(fields.includes(name), `a field for ${name}`);
  // Every attribute set away from its default.
  const values = { moves: 'h8i9', stones: 'black: a1; white: o15', marks: 'A:g8 dot-green:e5', mode: 'play', 'to-move': 'white',
    bot: '2', theme: 'dark', rule: 'freestyle', size: '19', label: 'My board', lang: 'ru' };
  for (const [name, v] of Object.entries(values)) {
    const tag = await page.evaluate((n) => document.querySelector(`#generator [name="${n}"]`).tagName, name);
    if (tag === 'SELECT') await page.selectOption(`#generator [name="${name}"]`, v);
    else await page.fill(`#generator [name="${name}"]`, v);
  }
  await page.check('#generator [name="show-forbidden"]');
  await page.uncheck('#generator [name="coordinates"]');
  await page.uncheck('#generator [name="numbers"]');
  await page.fill('#generator [name="frame-width"]', '420');
  await page.fill('#generator [name="frame-height"]', '600');
  const iframe = await page.textContent('#iframe-snippet');
  const element = await page.textContent('#element-snippet');
  const src = new URL(/src="([^"]+)"/.exec(iframe)[1].replace(/&amp;/g, '&'));
  const want = { ...values, 'show-forbidden': '', coordinates: 'false' };
  assert.deepEqual(Object.fromEntries(src.searchParams), want);
  assert.match(iframe, /width="420" height="600"/);
  for (const [name, v] of Object.entries(want)) assert.ok(element.includes(v === '' ? ` ${name}` : ` ${name}="${v}"`), `the element snippet has ${name}`);
  // The preview frame's board has them as attributes.
  const frame = page.frame({ url: /embed\.html/ });
  await frame.waitForFunction((n) => document.querySelector('renju-board')?.getAttribute('size') === n, '19');
  const attrs = await frame.evaluate(() => Object.fromEntries([...document.querySelector('renju-board').attributes].map((a) => [a.name, a.value])));
  assert.deepEqual(attrs, want);
  // A replay's comments and list switch.
  await page.selectOption('#generator [name="mode"]', 'replay');
  await page.fill('#generator [name="comments"]', '1: first\n2: second');
  await page.uncheck('#generator [name="list"]');
  const replay = new URL(/src="([^"]+)"/.exec(await page.textContent('#iframe-snippet'))[1].replace(/&amp;/g, '&'));
  assert.deepEqual(replay.searchParams.getAll('c'), ['1:first', '2:second']);
  assert.equal(replay.searchParams.get('list'), 'off');
  await page.locator('#iframe').screenshot({ path: `${artifacts}/widget-generator.png` });
  assert.deepEqual(page.problems, []);
  await context.close();
});

// The generator's record field: a teacher pastes a file's text and gets the replay embed of it. The SGF:
// black h8 (comment "start"), white i8, black j8 on the main line; white i9 instead of i8, with the
// label A on j6 (SGF's "jj": column j, row 10 from the top of 15, so 6). Worked out by hand.
const SGF = '(;GM[4]SZ[15];B[hh]C[start](;W[ih];B[jh])(;W[ig]LB[jj:A]))';
const snippetSrc = async (page) => new URL(/src="([^"]+)"/.exec(await page.textContent('#iframe-snippet'))[1].replace(/&amp;/g, '&'));

test('the snippet generator\'s record field: a pasted SGF becomes the replay embed\'s record, the preview shows its variation; what cannot be read is said', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await openPage(context);
  await page.goto(`${site.server.url}/widget.html#iframe`);
  await page.waitForSelector('html[data-ready="true"]');
  await page.selectOption('#generator [name="mode"]', 'replay');
  await page.fill('#generator [name="record"]', SGF);
  await page.waitForFunction(() => document.getElementById('record-status').dataset.state === 'read');
  assert.equal(await page.textContent('#record-status'), 'Read as SGF file: 3 moves on the main line, 4 positions in all.');
  const src = await snippetSrc(page);
  assert.equal(src.searchParams.get('mode'), 'replay');
  assert.deepEqual([src.searchParams.has('moves'), src.searchParams.getAll('c')], [false, []], 'the record replaces the moves and comments');
  const record = new URLSearchParams(src.hash.slice(1)).get('record');
  assert.match(record, /^actions: h8 \{start\} i8 \(i9 \[A:j6\]\) j8$/m);
  assert.match(await page.textContent('#element-snippet'), / moves="h8i8j8"/, 'the element replays the main line');
  // The preview replays the record.
  const frame = page.frame({ url: /embed\.html/ });
  await frame.waitForFunction(() => document.querySelectorAll('.replay-variation').length === 1);
  assert.deepEqual(await frame.evaluate(() => [...document.querySelectorAll('.replay-move, .replay-variation, .replay-comment')].map((e) => e.textContent)),
    ['Start', '1. H8', 'start', '2. I8', '2. I9', '3. J8']);
  await frame.click('.replay-variation');
  await frame.waitForFunction(() => document.querySelector('renju-board').getAttribute('marks') === 'A:j6');
  await page.locator('#iframe').screenshot({ path: `${artifacts}/widget-generator-record.png` });
  // The same embed pasted into a page of its own replays it too.
  const embed = await openPage(context);
  await embed.goto(src.href);
  await embed.waitForSelector('.replay-variation');
  assert.equal(await embed.getAttribute('renju-board', 'moves'), 'h8i8j8');
  await embed.close();
  // A move the rules refuse: the game is read without it, and the problem is named by its place.
  await page.fill('#generator [name="record"]', '(;GM[4]SZ[15];B[hh];W[hh];B[ii])');
  await page.waitForFunction(() => document.getElementById('record-status').dataset.state === 'partial');
  assert.equal(await page.textContent('#record-status'),
    'Read as SGF file: 1 move on the main line, 1 position in all. 1 problem: game 1, line 1: move 2 (h8): H8 is already taken');
  // Nothing readable: no record in the snippet, and why.
  await page.fill('#generator [name="record"]', '%% a shopping list');
  await page.waitForFunction(() => document.getElementById('record-status').dataset.state === 'error');
  assert.match(await page.textContent('#record-status'), /^No game could be read from this text: byte 1: not a record file of a known format/);
  assert.equal((await snippetSrc(page)).hash, '');
  assert.equal((await snippetSrc(page)).searchParams.get('moves'), 'h8i9j10i10i8', 'the moves field again');
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('the snippet generator\'s record field in Russian and Japanese: what was read and its problems in the page\'s language', async () => {
  for (const [lang, read, problem] of [
    ['ru', 'Прочитано как Файл SGF: 1 ход в основной линии, 1 позиция всего.', '1 ошибка: партия 1, строка 1: ход 2 (h8): точка H8 уже занята'],
    ['ja', 'SGF ファイルとして読み込みました：本線 1 手、全 1 局面。', '問題 1 件：第 1 局、1 行目：2手目（h8）：H8にはもう石があります'],
  ]) {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    await context.addInitScript((l) => localStorage.setItem('renju-lang', l), lang);
    const page = await openPage(context);
    await page.goto(`${site.server.url}/widget.html#iframe`);
    await page.waitForSelector('html[data-ready="true"]');
    await page.fill('#generator [name="record"]', '(;GM[4]SZ[15];B[hh];W[hh];B[ii])');
    await page.waitForFunction(() => document.getElementById('record-status').dataset.state === 'partial');
    assert.equal(await page.textContent('#record-status'), `${read} ${problem}`, lang);
    await page.locator('#record-status').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${artifacts}/widget-generator-record-${lang}-phone-dark.png` });
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});

test('the element in a box with a height: the board and its controls fit the box; without one it is as tall as wide', async () => {
  const context = await site.browser.newContext({ viewport: { width: 900, height: 900 } });
  await context.route('**/__test__/box.html', (route) => route.fulfill({
    contentType: 'text/html',
    body: '<!doctype html><meta charset="utf-8"><script type="module" src="/renju-board.js"></script><body style="margin:0">'
      + '<renju-board id="fixed" mode="replay" moves="h8i9j10" style="width:500px;height:300px"></renju-board>'
      + '<div style="width:400px"><renju-board id="auto" mode="play"></renju-board></div></body>',
  }));
  const page = await openPage(context);
  await page.goto(`${site.server.url}/__test__/box.html`);
  await page.waitForFunction(() => [...document.querySelectorAll('renju-board')].every((b) => b.shadowRoot.querySelector('svg')));
  const boxes = await page.evaluate(() => Object.fromEntries(['fixed', 'auto'].map((id) => {
    const b = document.getElementById(id);
    const r = (el) => el.getBoundingClientRect();
    const svg = r(b.shadowRoot.querySelector('svg'));
    const bar = r(b.shadowRoot.querySelector('.rb-bar'));
    return [id, { host: r(b).toJSON(), side: Math.min(svg.width, svg.height), svg: svg.toJSON(), barBottom: bar.bottom }];
  })));
  const f = boxes.fixed;
  assert.ok(f.barBottom <= f.host.bottom + 0.5, `the controls (to ${f.barBottom}) inside the 300 px box (to ${f.host.bottom})`);
  assert.ok(f.side > 200 && f.side <= 300, `the board fits the height: ${f.side}`);
  const a = boxes.auto;
  assert.ok(Math.abs(a.svg.width - 400) < 1 && Math.abs(a.svg.height - 400) < 1, `square at the container's width: ${a.svg.width}x${a.svg.height}`);
  assert.deepEqual(page.problems, []);
  await context.close();
});
