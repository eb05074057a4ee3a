// Game trees through the files module (renju.loadFiles): variations from play, promote, delete,
// comments, marks, and the record with variations (what saved games and share links carry).
import test from 'node:test';
import assert from 'node:assert/strict';
import { renju, throwsCode } from './load.mjs';

const files = await renju.loadFiles();

function played(code) {
  const g = renju.newGame();
  for (const p of code.split(' ')) g.play(p);
  return g;
}
const tokens = (tree, id) => tree.line(id).map((n) => tree.node(n).token).join(' ');

test('a move played from an earlier position starts a variation beside the main line', () => {
  const g = played('h8 h9 i9');
  const tree = files.treeOf(g);
  assert.equal(tree.nodes.length, 4);
  g.undo();
  g.undo();
  g.play('j9');
  const { nodes, current } = tree.toJSON();
  assert.equal(nodes.length, 5);
  const h8 = nodes.find((n) => n.token === 'h8');
  assert.equal(h8.children.length, 2);
  assert.equal(tree.node(h8.children[0]).token, 'h9', 'the old line stays the main line');
  assert.equal(tree.node(h8.children[1]).token, 'j9');
  assert.equal(tree.node(current).token, 'j9');
  assert.deepEqual(
    [tree.node(current).color, tree.node(current).moveNumber, tree.node(current).point],
    ['white', 2, 'j9'],
  );
  assert.equal(files.treeOf(g), tree, 'one tree per game');
});

test('goTo replays a line through the rules and leaves the main line after it as the redo list', () => {
  const g = played('h8 h9 i9 i8');
  const tree = files.treeOf(g);
  const h9 = tree.line()[1];
  tree.goTo(h9);
  assert.equal(g.code, 'h8h9');
  assert.ok(g.canRedo);
  g.play('g7'); // a variation after h9
  const g7 = tree.current;
  tree.goTo(tree.line(tree.nodes.find((n) => n.token === 'i8').id).at(-1));
  assert.equal(g.code, 'h8h9i9i8');
  tree.goTo(g7);
  assert.equal(g.code, 'h8h9g7');
  assert.equal(g.canRedo, false);
  tree.goTo(0);
  assert.equal(g.code, '');
  g.redo();
  assert.equal(g.code, 'h8', 'redo follows the main line');
  throwsCode(assert, () => tree.goTo(99), 'BAD_ARGUMENT', 'no node 99');
  throwsCode(assert, () => tree.goTo('1'), 'BAD_ARGUMENT');
});

test('promote, make main line and delete', () => {
  const g = played('h8 h9');
  const tree = files.treeOf(g);
  g.undo();
  g.play('i9');
  g.undo();
  g.play('j9');
  const h8 = tree.root.children[0];
  const [a, b, c] = tree.node(h8).children;
  assert.deepEqual([a, b, c].map((id) => tree.node(id).token), ['h9', 'i9', 'j9']);
  tree.promote(c);
  assert.deepEqual(tree.node(h8).children, [a, c, b]);
  throwsCode(assert, () => tree.promote(a), 'BAD_ARGUMENT', 'main line already');
  tree.makeMainLine(b);
  assert.deepEqual(tree.node(h8).children, [b, a, c]);
  assert.equal(g.code, 'h8j9', 'reshaping keeps the game where it was');
  tree.delete(c); // the game stood there: it goes back to h8
  assert.equal(g.code, 'h8');
  assert.equal(tree.current, h8);
  assert.deepEqual(tree.node(h8).children, [b, a]);
  g.redo();
  assert.equal(g.code, 'h8i9', 'the redo list is the new main line');
  throwsCode(assert, () => tree.delete(0), 'BAD_ARGUMENT', 'start position');
});

test('comments and marks, and the record with variations round trip', () => {
  const g = played('h8 h9 i9');
  const tree = files.treeOf(g);
  tree.setComment('centre {first}\nline two', tree.line()[0]);
  tree.setMarks([{ point: 'j10', type: 'label', text: 'A' }, { x: 10, y: 10, type: 'x' }, { point: 'g7', type: 'triangle' }]);
  g.undo();
  g.play('j9');
  tree.setMarks('dot-red:k11');
  const record = tree.record;
  assert.equal(record.split('\n')[4],
    'actions: h8 {centre {first\\}\\nline two} h9 i9 [A:j10 x:k11 tri:g7] (j9 [dot-red:k11] *)');
  const back = files.importRecord(record);
  assert.equal(back.game.code, 'h8h9j9', 'at the * node');
  assert.equal(back.record, record);
  const h8 = back.node(back.line()[0]);
  assert.equal(h8.comment, 'centre {first}\nline two');
  const i9 = back.nodes.find((n) => n.token === 'i9');
  assert.deepEqual(i9.marks, [
    { point: 'j10', x: 9, y: 9, type: 'label', text: 'A' },
    { point: 'k11', x: 10, y: 10, type: 'x' },
    { point: 'g7', x: 6, y: 6, type: 'triangle' },
  ]);
  // An old one-line record reads too, and the main module's own reader refuses a tree rather than half-reading it.
  assert.equal(files.importRecord(played('h8 h9').record).game.code, 'h8h9');
  throwsCode(assert, () => renju.importRecord(record), 'BAD_RECORD');
  throwsCode(assert, () => tree.setMarks('A:p16'), 'OFF_BOARD');
  throwsCode(assert, () => tree.setMarks([{ point: 'h8', type: 'star' }]), 'BAD_ARGUMENT');
});

test('a broken record with variations is refused naming the place; nothing is made', () => {
  const head = 'rule: renju\nsize: 15\nopening: free\nruling: immediate\nactions: ';
  throwsCode(assert, () => files.importRecord(`${head}h8 h9 (h8 i9)`), 'OCCUPIED', 'action 3 (h8)');
  throwsCode(assert, () => files.importRecord(`${head}h8 (`), 'BAD_RECORD', 'character 4');
  throwsCode(assert, () => files.importRecord(`${head}h8 {x`), 'BAD_RECORD', 'comment');
});

test('the tree follows the opening actions of a swap2 game', () => {
  const g = renju.newGame({ opening: 'swap2', rule: 'freestyle' });
  for (const t of ['h8', 'i9', 'g10', 'place-two', 'a1', 'o15', 'stay']) g.apply(t);
  const tree = files.treeOf(g);
  assert.deepEqual(tree.line().map((id) => tree.node(id).token), ['h8', 'i9', 'g10', 'place-two', 'a1', 'o15', 'stay']);
  const back = files.importRecord(tree.record);
  assert.equal(back.game.record, g.record);
});

test('renju.readGameFile loads the files module on first use and reads a record, bytes or text', async () => {
  const g = played('h8 h9');
  const read = await renju.readGameFile(new TextEncoder().encode(g.record));
  assert.equal(read.errors.length, 0);
  assert.equal(read.games[0].tree.game.code, 'h8h9');
  const bad = await renju.readGameFile('actions: h8 h8');
  assert.deepEqual(bad.games, []);
  assert.deepEqual(bad.errors, [{ where: 'record', message: 'action 2 (h8): H8 is already taken', warning: false,
    code: 'badRecord', params: { reason: 'OCCUPIED', token: '' } }]);
  assert.equal(await renju.loadFiles(), files, 'one files module per module');
});

// Other programs' files through the module: the JS side of core/game_file.h (the formats are tested
// natively in tests/core/test_game_file.cpp).
import { readFileSync, existsSync } from 'node:fs';
const SAMPLES = '/work/shared/records/';
const sampleTest = existsSync(SAMPLES) ? test : test.skip;

sampleTest('readGameFile reads the real samples of every format, detected', async () => {
  const expect = {
    'renlib_figrid_I7.lib': ['renlib', 'h8i9i7g10g9'],
    'pos_xl_basic_43.pos': ['pos', 'c15n13c14m12c13j9b12n9d12m10d4o2d5n2e1m2b4k3a5k5'],
    'psq_gomocuponline_1x0-16.psq': ['psq', 'j11k9j8k8i10l9h9k12k10m10n11n9l11m9j9o9'],
    'sgf_lfz084_linear_gm5_zjrenju.sgf': ['sgf', 'h8i9i7g9j7g8j9g7g6h10'],
  };
  for (const [name, [format, code]] of Object.entries(expect)) {
    const bytes = readFileSync(SAMPLES + name);
    assert.equal(files.detectFileFormat(bytes), format, name);
    const read = await renju.readGameFile(bytes);
    assert.equal(read.format, format);
    const tree = read.games[0].tree;
    tree.goTo(tree.line(tree.nodes.reduce((end, n) => (n.children.length === 0 && end === null ? n.id : end), null)).at(-1));
    // The main line: follow first children.
    let node = tree.root;
    let line = '';
    while (node.children.length) {
      node = tree.node(node.children[0]);
      line += node.point ?? 'pass';
    }
    assert.equal(line, code, name);
  }
  const pgn = await renju.readGameFile(readFileSync(SAMPLES + 'playok_pgn_gomoku_runglathap.txt', 'utf8'));
  assert.equal(pgn.games.length, 18);
  // Swap2: runglathap (PlayOK's White, the second player) took black; names and result by colour.
  assert.deepEqual([pgn.games[0].info.black, pgn.games[0].info.white, pgn.games[0].info.result], ['runglathap', 'k56', '1-0']);
  assert.equal(pgn.games[0].tree.game.actions.map((a) => a.token).slice(0, 5).join(' '), 'g8 h8 j8 swap h9');
  assert.equal(pgn.games[0].tree.game.code, 'g8h8j8h9h10i9g9g7j10g10j9j7j12j11i11f8k13');
  const sgf = await renju.readGameFile(readFileSync(SAMPLES + 'sgf_lfz084_GoWrite_variations.sgf'));
  const root = sgf.games[0].tree.root;
  const h8 = sgf.games[0].tree.node(root.children[0]);
  assert.deepEqual(h8.marks.map((m) => `${m.text}:${m.point}`), ['直:i8', '斜:i9']);
});

test('game.toFile writes every format; what it writes reads back as the same moves', async () => {
  const g = played('h8 h9 i9 j10');
  const tree = files.treeOf(g);
  g.undo();
  g.play('g7');
  tree.setComment('a variation');
  for (const format of ['renlib', 'psq', 'pos', 'sav', 'sgf', 'moves', 'record']) {
    const out = g.toFile(format);
    assert.equal(typeof out === 'string', !['renlib', 'pos'].includes(format), format);
    const back = await renju.readGameFile(out, { format });
    assert.deepEqual(back.errors, [], format);
    const t = back.games[0].tree;
    if (['renlib', 'sgf', 'record'].includes(format)) {
      assert.equal(t.nodes.length, tree.nodes.length, `${format} keeps the tree`);
      assert.ok(t.nodes.some((n) => n.comment === 'a variation'), format);
    } else {
      assert.equal(t.game.code, 'h8h9i9g7', `${format} keeps the current line`);
    }
  }
  throwsCode(assert, () => g.toFile('pgn'), 'BAD_ARGUMENT');
  const big = renju.newGame({ rule: 'freestyle', size: 19, opening: 'none' });
  big.play('a1');
  throwsCode(assert, () => big.toFile('renlib'), 'BAD_ARGUMENT', '15x15');
});

test('text files in other encodings: GBK bytes decode, CA[gb2312] on UTF-8 bytes stays UTF-8', async () => {
  // 黑 in GBK is 0xBA 0xDA; in UTF-8 E9 BB 91.
  const gbk = new Uint8Array([...new TextEncoder().encode('(;CA[gb2312]SZ[15];B[hh]C['), 0xba, 0xda, ...new TextEncoder().encode('])')]);
  const a = await renju.readGameFile(gbk);
  assert.equal(a.games[0].tree.node(a.games[0].tree.root.children[0]).comment, '黑');
  const b = await renju.readGameFile('(;CA[gb2312]SZ[15];B[hh]C[黑])');
  assert.equal(b.games[0].tree.node(b.games[0].tree.root.children[0]).comment, '黑');
});

test('a big file reports its progress: about every 1% of the bytes, in order, up to the whole file', async () => {
  const text = '[Black "a"]\n\n1. h8 i9 2. j10 *\n\n'.repeat(2000);
  const seen = [];
  const read = await renju.readGameFile(text, { onProgress: (p) => seen.push(p) });
  assert.equal(read.games.length, 2000);
  assert.ok(seen.length > 50 && seen.length <= 102, `${seen.length} reports`);
  assert.ok(seen.every((p, i) => p.total === text.length && (i === 0 || p.done >= seen[i - 1].done)));
  assert.equal(seen.at(-1).done, text.length);
});

test('RenLib comments in GBK (Chinese libraries) decode, trail bytes 0x5C and 0x7D inside their characters; others as Windows-1252', async () => {
  const g = played('h8 h9');
  const tree = files.treeOf(g);
  tree.setComment('ABCDEFGH', tree.line()[0]);
  const lib = g.toFile('renlib');
  const at = (() => {
    for (let i = 0; i + 8 <= lib.length; i++) if (String.fromCharCode(...lib.subarray(i, i + 8)) === 'ABCDEFGH') return i;
    return -1;
  })();
  assert.ok(at > 0);
  const withBytes = (bytes) => {
    const copy = lib.slice();
    copy.set(bytes, at);
    return copy;
  };
  // 黑棋 (BA DA C6 E5), then two characters whose second bytes are "\\" and "}".
  const gbk = [0xba, 0xda, 0xc6, 0xe5, 0x81, 0x5c, 0x81, 0x7d];
  const want = new TextDecoder('gbk').decode(Uint8Array.from(gbk));
  assert.equal(want.length, 4);
  assert.ok(want.startsWith('黑棋'));
  const read = await renju.readGameFile(withBytes(gbk));
  assert.deepEqual(read.errors, []);
  const t = read.games[0].tree;
  assert.equal(t.node(t.root.children[0]).comment, want);
  // "café ok!" in Windows-1252 is no GBK text: read as Windows-1252.
  const latin = await renju.readGameFile(withBytes([0x63, 0x61, 0x66, 0xe9, 0x20, 0x6f, 0x6b, 0x21]));
  assert.equal(latin.games[0].tree.node(latin.games[0].tree.root.children[0]).comment, 'café ok!');
});

test('broken files give errors naming the place, and no exception', async () => {
  const r = await renju.readGameFile(new Uint8Array([3, 0x70, 0x6f, 0x70]), { format: 'pos' });
  assert.equal(r.partial, true);
  assert.deepEqual(r.errors, [{ where: 'byte 4', message: 'move 3 (h8): H8 is already taken', warning: false,
    code: 'refused', params: { n: '3', move: 'h8', reason: 'OCCUPIED', point: 'H8' } }]);
  const none = await renju.readGameFile('%%% nothing');
  assert.equal(none.games.length, 0);
  assert.match(none.errors[0].message, /not a record file/);
  await assert.rejects(renju.readGameFile(42), (e) => e.code === 'BAD_ARGUMENT');
  await assert.rejects(renju.readGameFile('h8', { onProgress: 3 }), (e) => e.code === 'BAD_ARGUMENT');
  assert.deepEqual(renju.fileFormats, files.fileFormats);
});

// Each problem as a code and its parameters (FileMessage.code/params), worked out by hand from the
// inputs: a page words them in its language from the files table (web/lib/file-problems.js).
const PROBLEMS = [
  ['a stone on a taken point (.pos: h8 g8 h8)', new Uint8Array([3, 0x70, 0x6f, 0x70]), 'pos', 'byte 4', 'refused', { n: '3', move: 'h8', reason: 'OCCUPIED', point: 'H8' }],
  ['no known format', '%%% nothing', undefined, 'byte 1', 'unknownFormat', {}],
  // Bytes are counted from 1: the count, then h8 at byte 2; byte 3 is where the missing move would be.
  ['fewer moves than the count byte says', new Uint8Array([3, 0x70]), 'pos', 'byte 3', 'countShort', { count: '3', have: '1' }],
  ['bytes after the moves (the extra one is byte 3)', new Uint8Array([1, 0x70, 0x6f]), 'pos', 'byte 3', 'bytesAfterMoves', { n: '1', count: '1' }],
  ['a .pos byte off the board (230 > 224)', new Uint8Array([2, 0x70, 230]), 'pos', 'byte 3', 'posOffBoard', { n: '2', value: '230' }],
  ['a .psq move off the 20x20 board', 'Piskvorky 20x20, 11:11, 0\n10,10,0\n25,3,0\n', 'psq', 'line 3', 'psqOffBoard', { x: '25', y: '3', size: '20' }],
  ['no .psq header', 'Hello', 'psq', 'line 1', 'psqHeader', {}],
  ['an SGF board of 30', '(;GM[4]SZ[30];B[hh])', 'sgf', 'game 1, line 1', 'sgfBadSize', { size: '30' }],
  ['an SGF point off the board', '(;GM[4]SZ[15];B[hh];W[zz])', 'sgf', 'game 1, line 1', 'sgfNotPoint', { id: 'W', token: '"zz"', size: '15' }],
  ['black twice in SGF (ii: column i, row 7)', '(;GM[4]SZ[15];B[hh];B[ii])', 'sgf', 'game 1, line 1', 'sgfWrongColour', { color: 'black', point: 'i7', toMove: 'white' }],
  ['an SGF file cut inside its tree', '(;GM[4]SZ[15];B[hh]', 'sgf', 'game 1, line 1', 'sgfUnclosed', {}],
  ['a Yixin-Board move off the board', '15\n15\n2\n7 7\n20 3\n', 'sav', 'line 5', 'savOffBoard', { n: '2', row: '20', column: '3', size: '15' }],
  ['a record with a stone on a stone', 'actions: h8 h8', 'record', 'record', 'badRecord', { reason: 'OCCUPIED', token: '' }],
  ['black\'s double three at i9 under Renju, kept', '(;GM[4]SZ[15]RU[renju];B[hh];W[ao];B[hg];W[aa];B[jg];W[oo];B[ih];W[oa];B[if];W[bo];B[ig])', 'sgf', 'game 1, line 1', 'forbiddenKept', { n: '11', move: 'i9', kind: 'double-three' }],
];

for (const [what, input, format, where, code, params] of PROBLEMS) {
  test(`a file's problem as a code and its parameters: ${what} (${code})`, async () => {
    const r = await renju.readGameFile(input, format ? { format } : {});
    assert.deepEqual([r.errors[0]?.where, r.errors[0]?.code, r.errors[0]?.params], [where, code, params], JSON.stringify(r.errors));
  });
}

test('every problem code the module gives is worded from its code in every language, with no English of the module\'s', async () => {
  const { readFileSync } = await import('node:fs');
  const { format } = await import('../../web/i18n/format.js');
  const { phrasesFor } = await import('../../web/lib/phrases.js');
  const { reasonText } = await import('../../web/i18n/reason.js');
  const { fileProblemText, problemCodes } = await import('../../web/lib/file-problems.js');
  const en = (await import('../../web/i18n/en/files.js')).default;
  const dts = readFileSync(new URL('../../wasm/renju.d.ts', import.meta.url), 'utf8');
  const codes = /export type FileProblemCode = ([^;]+);/.exec(dts)[1].match(/'(\w+)'/g).map((c) => c.slice(1, -1)).sort();
  assert.deepEqual(Object.keys(problemCodes).sort(), codes, 'the page words every code renju.d.ts lists');
  for (const key of Object.values(problemCodes)) if (key) assert.ok(`problem.${key}` in en, `problem.${key} is in the files table`);
  const json = (lang, area) => JSON.parse(readFileSync(new URL(`../../web/i18n/${lang}/${area}.json`, import.meta.url), 'utf8'));
  for (const lang of ['ru', 'ja', 'zh-Hans', 'zh-Hant']) {
    const table = { ...en, ...json(lang, 'files') };
    const t = (key, p) => format(table[key], p, lang);
    const phrases = phrasesFor(json(lang, 'phrases'), lang);
    for (const [what, input, fmt] of PROBLEMS) {
      const r = await renju.readGameFile(input, fmt ? { format: fmt } : {});
      const text = fileProblemText(r.errors[0], { t, lang, reason: (e) => reasonText(e, lang, phrases.phrase) });
      assert.doesNotMatch(text, /\{\w+\}|\b(move|board|line|byte|game|left out|taken|forbidden|black|white)\b/, `${lang}, ${what}: ${text}`);
    }
  }
});
