// Opening record files on the play page (issue 17): "Open file…", a file dropped on the page, text
// pasted on the page or into the record box. One test per real sample in ../shared/records/ (every
// file there must be described below: a new sample fails until it is), each format the project writes,
// a file of many games (the list to choose from), broken files (the problem named by its place), and
// a big file read in the worker while the page keeps drawing. Expected moves are the samples' README's.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { openPage, shot, usePlaySite, waitReady } from './play-harness.mjs';

const site = usePlaySite();
import { EXPECT, SAMPLES, samples } from './record-samples.mjs';

async function playPage(options) {
  const page = await openPage(site.browser, `${site.server.url}/index.html`, options);
  return page;
}

const state = (page) => page.evaluate(() => ({
  read: window.renjuFiles,
  code: window.renjuApp.session.target.code,
  size: window.renjuApp.session.record.size,
  nodes: window.renjuApp.session.tree ? window.renjuApp.session.tree.nodes.length : 0,
  message: document.getElementById('message').textContent,
  dialog: Boolean(document.getElementById('dlg-file')?.open),
}));

async function readDone(page) {
  await page.waitForFunction(() => window.renjuFiles, null, { timeout: 120000 });
  // A file of one clean game opens at once; wait for the message that says so.
  await page.waitForFunction(() => !document.getElementById('dlg-file')?.open || document.querySelector('#dlg-file .file-summary')?.textContent, null, { timeout: 10000 });
}

async function openBytes(page, name, bytes) {
  await page.evaluate(() => { window.renjuFiles = null; });
  await page.setInputFiles('#file-in', { name, mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) });
  await readDone(page);
  return state(page);
}

async function pick(page, index) {
  await page.click(`#dlg-file tr[data-game="${index}"] button`);
  await page.waitForFunction(() => !document.getElementById('dlg-file').open);
}

test('every sample in ../shared/records is described here', { skip: !samples.length && 'no ../shared/records here' }, () => {
  assert.deepEqual(samples.filter((f) => !EXPECT[f]), []);
});

for (const name of samples) {
  const want = EXPECT[name];
  if (!want) continue;
  test(`opens ${name} (${want.format}) with "Open file…": ${want.games} game(s), the moves of the README`, async () => {
    const page = await playPage();
    let s = await openBytes(page, name, readFileSync(SAMPLES + name));
    assert.equal(s.read.format, want.format);
    assert.equal(s.read.games, want.games);
    assert.deepEqual(s.read.errors, []);
    if (want.games > 1) {
      assert.ok(s.dialog, 'a list to choose from');
      const rows = await page.locator('#dlg-file tbody tr').count();
      assert.equal(rows, want.games);
      const first = await page.locator('#dlg-file tbody tr').first().innerText();
      assert.match(first, new RegExp(`${want.black}\\s+${want.white}`));
      await pick(page, want.pick);
      s = await state(page);
      assert.match(s.message, new RegExp(`game ${want.pick + 1} of ${want.games}`));
    } else {
      assert.equal(s.dialog, false, 'one clean game opens at once');
    }
    assert.equal(s.code, want.code);
    if (want.size) assert.equal(s.size, want.size);
    if (want.opening) assert.equal(await page.evaluate(() => window.renjuApp.session.record.opening), want.opening);
    if (want.nodes) assert.equal(s.nodes, want.nodes);
    assert.match(s.message, new RegExp(`${want.code.match(/[a-z]\d+/g).length} moves? opened`));
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('files the project writes (every format) open again as the same game, variations kept where the format keeps them', async () => {
  const page = await playPage();
  // A game with a variation and a comment, written by the module in each format it writes.
  const written = await page.evaluate(async () => {
    const renju = window.renjuApp.renju;
    const files = await renju.loadFiles();
    const g = renju.newGame();
    for (const p of ['h8', 'h9', 'i9', 'j10']) g.play(p);
    const tree = files.treeOf(g);
    g.undo();
    g.play('g7');
    tree.setComment('a variation');
    const out = {};
    for (const f of ['renlib', 'psq', 'pos', 'sav', 'sgf', 'moves', 'record']) {
      const data = g.toFile(f);
      out[f] = typeof data === 'string' ? [...new TextEncoder().encode(data)] : [...data];
    }
    return out;
  });
  for (const [format, bytes] of Object.entries(written)) {
    const s = await openBytes(page, `game.${format}`, Uint8Array.from(bytes));
    assert.equal(s.read.format, format);
    assert.deepEqual(s.read.errors, [], format);
    // RenLib and SGF keep the tree but not where the game stood: it opens at the main line's end.
    assert.equal(s.code, ['renlib', 'sgf'].includes(format) ? 'h8h9i9j10' : 'h8h9i9g7', format);
    if (['renlib', 'sgf', 'record'].includes(format)) assert.equal(s.nodes, 6, `${format} keeps the variation (the root and 5 moves)`);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// A RIF / renju.net database (XML, its tables as renju.net exports them: games refer to players,
// tournaments, rules and openings by id). The list's rows worked out by hand from the tables:
// bresult 0 is black's loss, the date is the tournament's start, a player is name and surname.
const RIF_XML = `<?xml version="1.0" encoding="utf-8"?>
<database>
<games>
<game id="7" tournament="3" round="2" rule="1" black="10" white="11" bresult="0" opening="4"><move>h8 h9 j9 i8 i10</move></game>
<game id="8" tournament="3" round="3" rule="1" black="11" white="10" bresult="1" opening="5"><move>h8 i9 j10</move></game>
</games>
<players><player id="10" name="Ana" surname="Nov&#225;k"/><player id="11" name="Li" surname="Wei"/></players>
<tournaments><tournament id="3" name="World Championship" year="2019" start="2019-08-01"/></tournaments>
<rules><rule id="1" name="RIF"/></rules>
<openings><opening id="4" name="Kagetsu" abbr="D4"/><opening id="5" name="Kosei" abbr="I4"/></openings>
</database>
`;

test('a RIF database opens as a list of its games (players, date, result, opening, event) and the one chosen opens', async () => {
  const page = await playPage();
  const s = await openBytes(page, 'wc.xml', new TextEncoder().encode(RIF_XML));
  assert.equal(s.read.format, 'rif');
  assert.deepEqual(s.read.errors, []);
  assert.equal(s.dialog, true, 'a file of two games asks which');
  assert.match(await page.locator('#dlg-file .file-summary').innerText(), /^RIF database: 2 games\.$/);
  const rows = await page.$$eval('#dlg-file tbody tr', (trs) => trs.map((tr) => [...tr.cells].map((c) => c.innerText.trim())));
  assert.deepEqual(rows, [
    ['1', 'Ana Novák', 'Li Wei', '2019-08-01', '0-1', 'Kagetsu', 'World Championship', '5'],
    ['2', 'Li Wei', 'Ana Novák', '2019-08-01', '1-0', 'Kosei', 'World Championship', '3'],
  ]);
  await pick(page, 1);
  const opened = await state(page);
  assert.equal(opened.code, 'h8i9j10');
  assert.equal(opened.message, 'wc.xml, game 2 of 2: 3 moves opened.');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a file dropped on the page, text pasted on the page and into the record box open the same way', async () => {
  const page = await playPage();
  const sgf = '(;GM[4]SZ[15];B[hh];W[ih];B[jh])';
  await page.evaluate((text) => {
    window.renjuFiles = null;
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'dropped.sgf'));
    document.body.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, sgf);
  await readDone(page);
  let s = await state(page);
  assert.equal(s.code, 'h8i8j8');
  assert.match(s.message, /dropped\.sgf: 3 moves opened/);

  // Pasted on the page (not in a field): a numbered move list.
  await page.evaluate(() => {
    window.renjuFiles = null;
    const dt = new DataTransfer();
    dt.setData('text/plain', '1. h8 i9 2. j10 k11');
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  });
  await readDone(page);
  s = await state(page);
  assert.equal(s.code, 'h8i9j10k11');
  assert.equal(s.read.format, 'moves');

  // Into the record box: PlayOK's PGN is not a game code, so it is read as a file.
  await page.evaluate(() => { document.getElementById('record-box').open = true; window.renjuFiles = null; });
  await page.fill('#code-in', '[Black "a"]\n[White "b"]\n[Result "1-0"]\n\n1. h8 h9 2. i8 i9 3. j8 j9 4. k8 k9 5. l8 1-0\n');
  await page.click('#btn-load-code');
  await readDone(page);
  s = await state(page);
  assert.equal(s.read.format, 'pgn');
  assert.equal(s.code, 'h8h9i8i9j8j9k8k9l8');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('broken files: the problem is named by its place, a partial read says so, nothing changes until a game is chosen', async () => {
  const page = await playPage();
  // .pos: h8 (byte 2: 0x70 = row 7 from the top x 15 + column 7), g8, then h8 again (byte 4).
  let s = await openBytes(page, 'broken.pos', [3, 0x70, 0x6f, 0x70]);
  assert.ok(s.dialog);
  assert.equal(s.code, '', 'the board is as it was');
  assert.deepEqual(s.read.errors, [{ where: 'byte 4', message: 'move 3 (h8): H8 is already taken', warning: false,
    code: 'refused', params: { n: '3', move: 'h8', reason: 'OCCUPIED', point: 'H8' } }]);
  assert.equal(await page.locator('#dlg-file .file-partial').isVisible(), true);
  assert.equal(await page.locator('#dlg-file .file-problems li').innerText(), 'byte 4: move 3 (h8): H8 is already taken');
  await pick(page, 0);
  s = await state(page);
  assert.equal(s.code, 'h8g8');
  assert.match(s.message, /The file had 1 problem: byte 4: move 3 \(h8\): H8 is already taken/);

  // .psq: a move off the 20x20 board, on line 3.
  s = await openBytes(page, 'off.psq', new TextEncoder().encode('Piskvorky 20x20, 11:11, 0\n10,10,0\n25,3,0\n11,11,0\n'));
  assert.equal(s.read.partial, true);
  assert.equal(s.read.errors[0].where, 'line 3');
  assert.match(s.read.errors[0].message, /off|board/i);

  // SGF under Renju: black's double three at i9 is kept (the rules let it stand and black loses) and said.
  s = await openBytes(page, 'forbidden.sgf', new TextEncoder().encode('(;GM[4]SZ[15]RU[renju];B[hh];W[ao];B[hg];W[aa];B[jg];W[oo];B[ih];W[oa];B[if];W[bo];B[ig])'));
  assert.ok(s.read.errors.some((e) => e.warning && /forbidden/.test(e.message)), JSON.stringify(s.read.errors));
  assert.equal(await page.locator('#dlg-file .file-problems li.kept').count() > 0, true);

  // Not a record file at all.
  s = await openBytes(page, 'notes.txt', new TextEncoder().encode('%% shopping list'));
  assert.equal(s.read.games, 0);
  assert.match(s.message, /No game could be read from notes\.txt\. Nothing was changed\. byte 1: not a record file/);
  await shot(page, 'open-file-broken.png');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a big file (PGN of thousands of games) is read in the worker: the page keeps drawing, the list filters', async () => {
  const page = await playPage();
  // 3000 games of 25 moves each, every one different (~0.75 MB); the worker replays every move.
  const games = [];
  const cols = 'abcdefghijklmno';
  for (let k = 0; k < 3000; k++) {
    const moves = [];
    for (let i = 0; i < 25; i++) moves.push(`${cols[(i * 7 + k) % 15]}${((i * 11 + Math.floor(k / 15)) % 15) + 1}`);
    const uniq = [...new Set(moves)];
    const text = uniq.map((m, i) => (i % 2 ? m : `${i / 2 + 1}. ${m}`)).join(' ');
    games.push(`[Black "player${k}"]\n[White "opponent${k % 97}"]\n[Date "2021.01.${String(1 + (k % 28)).padStart(2, '0')}"]\n[Result "*"]\n\n${text} *\n`);
  }
  const bytes = new TextEncoder().encode(games.join('\n'));
  await page.evaluate(() => {
    window.frames_ = 0;
    const tick = () => { window.frames_++; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    window.renjuFiles = null;
  });
  await page.setInputFiles('#file-in', { name: 'big.pgn', mimeType: 'text/plain', buffer: Buffer.from(bytes) });
  await page.waitForSelector('#dlg-file[open] .file-progress:not([hidden])');
  const before = await page.evaluate(() => window.frames_);
  await readDone(page);
  const after = await page.evaluate(() => window.frames_);
  const s = await state(page);
  assert.equal(s.read.format, 'pgn');
  assert.ok(s.read.games > 2900, `${s.read.games} games`);
  assert.ok(after - before > 5, `the page drew ${after - before} frames while the file was read`);
  assert.equal(await page.locator('#dlg-file tbody tr').count(), 200, 'the first 200 are listed');
  assert.match(await page.locator('#dlg-file .file-shown').innerText(), /Showing 200 of \d+ games/);
  await page.fill('#dlg-file .file-find', 'player2999');
  assert.equal(await page.locator('#dlg-file tbody tr').count(), 1);
  await page.press('#dlg-file .file-find', 'Enter');
  await page.waitForFunction(() => !document.getElementById('dlg-file').open);
  assert.match((await state(page)).message, /game 3000 of/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('cancel stops a read and changes nothing', async () => {
  const page = await playPage();
  const big = new TextEncoder().encode(`${'[Black "a"]\n[White "b"]\n\n1. h8 h9 2. i8 i9 3. j8 j9 *\n\n'.repeat(40000)}`);
  await page.setInputFiles('#file-in', { name: 'long.pgn', mimeType: 'text/plain', buffer: Buffer.from(big) });
  await page.waitForSelector('#dlg-file[open] .file-progress:not([hidden])');
  await page.click('#dlg-file button:text-is("Cancel")');
  await page.waitForFunction(() => !document.getElementById('dlg-file').open);
  const s = await state(page);
  assert.equal(s.code, '');
  assert.match(s.message, /cancelled/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// The dialog's close event comes a task after close(), and under load Chromium can run the file
// input's change first: a file opened in between must be read, not cancelled by the first dialog's late
// close event (sent here by hand while the second file is read).
test('a late close event of the dialog does not cancel the next file\'s read; Escape during a read still cancels it', async () => {
  const page = await playPage();
  let s = await openBytes(page, 'notes.txt', new TextEncoder().encode('%% shopping list'));
  assert.equal(s.read.games, 0);
  await page.evaluate(() => { document.getElementById('dlg-file').close(); window.renjuFiles = null; });
  const games = new TextEncoder().encode(`${'[Black "a"]\n[White "b"]\n\n1. h8 h9 2. i8 i9 3. j8 j9 *\n\n'.repeat(3000)}`);
  await page.setInputFiles('#file-in', { name: 'games.pgn', mimeType: 'text/plain', buffer: Buffer.from(games) });
  await page.waitForSelector('#dlg-file[open] .file-progress:not([hidden])');
  await page.evaluate(() => document.getElementById('dlg-file').dispatchEvent(new Event('close')));
  await readDone(page);
  s = await state(page);
  assert.equal(s.read.name, 'games.pgn');
  assert.equal(s.read.games, 3000);
  assert.ok(s.dialog, 'the list of games is open');
  assert.doesNotMatch(s.message, /cancelled/);

  await page.evaluate(() => document.getElementById('dlg-file').close());
  const big = new TextEncoder().encode(`${'[Black "a"]\n[White "b"]\n\n1. h8 h9 2. i8 i9 3. j8 j9 *\n\n'.repeat(40000)}`);
  await page.evaluate(() => { window.renjuFiles = null; });
  await page.setInputFiles('#file-in', { name: 'long.pgn', mimeType: 'text/plain', buffer: Buffer.from(big) });
  await page.waitForSelector('#dlg-file[open] .file-progress:not([hidden])');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => /cancelled/.test(document.getElementById('message').textContent));
  s = await state(page);
  assert.equal(s.dialog, false);
  assert.equal(s.read, null, 'the read was stopped');
  assert.equal(s.code, '', 'nothing changed');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the dialog in Russian, on a phone, dark: the list and the problems in the page\'s language', async () => {
  const page = await openPage(site.browser, null, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  await page.context().addInitScript(() => localStorage.setItem('renju-lang', 'ru'));
  await page.goto(`${site.server.url}/index.html`);
  await waitReady(page);
  const pgn = readFileSync(new URL('./fixtures/two-games.pgn', import.meta.url));
  const s = await openBytes(page, 'две.pgn', pgn);
  assert.equal(s.read.games, 2);
  assert.match(await page.locator('#dlg-file .file-summary').innerText(), /PGN с PlayOK: 2 партии\./);
  assert.match(await page.locator('#dlg-file .file-problems li').first().innerText(), /^партия 2, строка \d+:/);
  // On a phone each game is a card: every value under its column's name, nothing off to the side
  // (the table scrolled sideways, Result and Moves out of sight). Game 1 by hand: Anna – Boris,
  // 2024.03.01, 1-0, nine moves (h8 h9 i8 i9 j8 j9 k8 k9 l8).
  const card = await page.evaluate(() => {
    const box = document.querySelector('#dlg-file .file-games');
    const edge = box.getBoundingClientRect();
    const cells = [...document.querySelectorAll('#dlg-file tr[data-game="0"] td')].filter((td) => td.getClientRects().length);
    return {
      sideways: box.scrollWidth - box.clientWidth,
      cells: cells.slice(1).map((td) => [getComputedStyle(td, '::before').content, td.textContent]),
      inside: cells.every((td) => { const r = td.getBoundingClientRect(); return r.left >= edge.left - 0.5 && r.right <= edge.right + 0.5; }),
    };
  });
  assert.equal(card.sideways, 0, 'the list does not scroll sideways');
  assert.deepEqual(card.cells, [['"Чёрные"', 'Anna'], ['"Белые"', 'Boris'], ['"Дата"', '2024.03.01'], ['"Результат"', '1-0'], ['"Ходы"', '9']]);
  assert.ok(card.inside, 'every cell of the card inside the list');
  await shot(page, 'open-file-ru-phone-dark.png');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// The problems worded from the module's codes and parameters (lib/file-problems.js, the files
// table): each expected text put together by hand from the ru and ja tables (problem.*, problemRest,
// the phrases' reason), with no English word of the module's.
test('broken files in Russian and Japanese: each problem in the page\'s language, from the module\'s codes', async () => {
  const FILES = [
    ['broken.pos', [3, 0x70, 0x6f, 0x70]],
    ['off.psq', new TextEncoder().encode('Piskvorky 20x20, 11:11, 0\n10,10,0\n25,3,0\n11,11,0\n')],
    ['off.sav', new TextEncoder().encode('15\n15\n2\n7 7\n20 3\n')],
    ['forbidden.sgf', new TextEncoder().encode('(;GM[4]SZ[15]RU[renju];B[hh];W[ao];B[hg];W[aa];B[jg];W[oo];B[ih];W[oa];B[if];W[bo];B[ig])')],
  ];
  const WANT = {
    ru: [
      'байт 4: ход 3 (h8): точка H8 уже занята',
      'строка 3: ход (25, 3) — вне доски 20×20; ходы после него пропущены',
      'строка 5: ход 2 (ряд 20, столбец 3) — вне доски 15×15; ходы после него пропущены',
      'партия 1, строка 1: ход 11 (i9) — фол для чёрных: фол 3×3 (оставлено)',
    ],
    ja: [
      '4 バイト目：3手目（h8）：H8にはもう石があります',
      '3 行目：着手(25, 3)は20×20の盤の外です。これ以降の手は読み飛ばしました',
      '5 行目：2手目（20行、3列）は15×15の盤の外です。これ以降の手は読み飛ばしました',
      '第 1 局、1 行目：11手目（i9）は黒の禁手です：三々 (残しました)',
    ],
  };
  for (const lang of ['ru', 'ja']) {
    const page = await openPage(site.browser, null, { viewport: { width: 390, height: 844 }, colorScheme: lang === 'ja' ? 'dark' : 'light' });
    await page.context().addInitScript((l) => localStorage.setItem('renju-lang', l), lang);
    await page.goto(`${site.server.url}/index.html`);
    await waitReady(page);
    const shown = [];
    for (const [name, bytes] of FILES) {
      const s = await openBytes(page, name, bytes);
      assert.ok(s.read.errors.length, name);
      shown.push(await page.locator('#dlg-file .file-problems li').first().innerText());
      if (name === 'off.psq') await shot(page, `open-file-problems-${lang}.png`);
      await page.keyboard.press('Escape');
    }
    assert.deepEqual(shown, WANT[lang], lang);
    for (const text of shown) assert.doesNotMatch(text, /\b(move|board|left out|forbidden|taken|file)\b/, `${lang}: no English in ${text}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});
