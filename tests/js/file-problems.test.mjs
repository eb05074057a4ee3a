// The record reader's problems in every language (issue 19): each message the core writes
// (core/format_*.cpp, game_file.cpp, variation_tree.cpp: one sample of each, written out here from
// those sources) is said by the files table's message for its shape in ru, ja, zh-Hans and zh-Hant,
// with the numbers and quoted text it holds and no English word; English keeps the core's words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { format } from '../../web/i18n/format.js';
import { phrasesFor } from '../../web/lib/phrases.js';
import { reasonText } from '../../web/i18n/reason.js';
import en from '../../web/i18n/en/files.js';
import { fileProblemText, knownProblem, refusalCode } from '../../web/lib/file-problems.js';

const table = (lang, area) => JSON.parse(readFileSync(new URL(`../../web/i18n/${lang}/${area}.json`, import.meta.url), 'utf8'));
const OTHERS = ['ru', 'ja', 'zh-Hans', 'zh-Hant'];

// [where, message, what the text must still hold]
const SAMPLES = [
  ['line 4', '"swap" chosen where swap2 has no choice to make: left out', ['"swap"']],
  ['line 7', '"h8z": at offset 2 has no row number: the moves after it are left out', ['"h8z"']],
  ['line 9', 'no colour was chosen after move 5: taken as the first player keeping black', ['5']],
  ['line 2', 'a tag is written [Name "value"], not "[Black Kim"', ['"[Black Kim"']],
  ['byte 1', 'a .pos file starts with its number of moves', ['.pos']],
  ['byte 4', 'the file says 5 moves but holds 3: the missing ones are left out', ['5', '3']],
  ['byte 4', '2 bytes after the 3 moves are left out', ['2', '3']],
  ['byte 3', 'move 2: byte 240 is off the 15x15 board: the moves after it are left out', ['240']],
  ['line 1', 'a .psq file starts with "Piskvorky WxH"', ['"Piskvorky WxH"']],
  ['line 1', 'the board "Piskvorky 30x30" is not a square of 5 to 22', ['"Piskvorky 30x30"']],
  ['line 3', 'move (25, 3) is off the 20x20 board: the moves after it are left out', ['25', '20']],
  ['byte 20', 'the RenLib header is cut short', ['RenLib']],
  ['byte 8', 'RenLib version 4.0 is newer than 3.4, the last this reader knows', ['4.0', '3.4']],
  ['byte 31', 'a text runs past the end of the file', []],
  ['byte 44', 'a node\'s extension bytes are cut off', []],
  ['byte 40', 'point byte 255 is off the 15x15 board: the rest of the library is left out', ['255']],
  ['byte 50', 'a move after a board text, not after a move: left out', []],
  ['byte 60', '12 bytes after the end of the tree are left out', ['12']],
  ['line 5', 'a tag "<" is not closed by ">"', ['"<"']],
  ['line 900', 'more than 100000 games: the rest are left out', ['100000']],
  ['', 'the database holds no <game>', ['<game>']],
  ['moves', 'at offset 4 has no row number: the moves after it are left out', []],
  ['line 1', 'a Yixin-Board .sav file holds whole numbers only', ['.sav']],
  ['line 1', 'a .sav file starts with the board\'s size, the size again and the number of moves', ['.sav']],
  ['line 1', 'the board\'s size 40 is not from 5 to 22', ['40']],
  ['line 6', 'numbers after the 3 moves are left out', ['3']],
  ['line 4', 'move 2 (row 16, column 3) is off the 15x15 board: the moves after it are left out', ['16', '3']],
  ['game 2, line 1', 'a game tree starts with ";"', ['";"']],
  ['line 3', 'the value of C opened on line 3 is not closed by "]"', ['"]"']],
  ['line 2', 'property "B" has no value: the rest of the game is left out', ['"B"']],
  ['line 1', 'board size 30 is outside 5-22', ['30']],
  ['line 1', 'set-up stone "zz" is off the board or on a stone: left out', ['"zz"']],
  ['line 2', 'B "zz" is not a point on the 15x15 board: this line is left out from here', ['"zz"']],
  ['line 2', 'white moves at H8, but black is to move: this line is left out from here', ['H8']],
  ['line 9', 'the file ends inside a game tree: ")" is missing', ['")"']],
  ['line 4', 'unexpected "x": skipped', ['"x"']],
  ['line 1', 'an SGF file starts with "(;"', ['"(;"']],
  ['', 'more than 10000 moves: the rest is left out', ['10000']],
  ['line 12', 'move 9 (i9) is forbidden for black: a double three', ['i9']],
  ['byte 4', 'move 3 (h8): H8 is already taken', ['h8', 'H8']],
  ['line 3', 'move 4 (a1): A1 is outside the central 5x5 square, where white 4 goes', ['a1']],
  ['record', 'at character 4 the variation "(" is not closed by ")"', []],
  ['byte 1', 'not a record file of a known format (renlib, psq, pos, sgf, pgn, moves, record, rif, sav)', ['sgf']],
  ['', 'unknown file format "doc"', ['"doc"']],
  ['', 'the file holds no game', []],
];

// Words that may stay Latin: the formats' own names and syntax, points, and quoted input.
const LATIN_OK = /\b(?:[A-Oa-o](?:1[0-5]|[1-9])|RenLib|Yixin|Board|Piskvorky|WxH|Name|value|SGF|PlayOK|PGN|renlib|psq|pos|sgf|pgn|moves|record|rif|sav|Swap2|game)\b/g;
const englishWords = (text) => text.replace(/"[^"]*"/g, ' ').replace(LATIN_OK, ' ').match(/[A-Za-z]{2,}/g) ?? [];

function textIn(lang) {
  const files = lang === 'en' ? en : { ...en, ...table(lang, 'files') };
  const phrases = phrasesFor(lang === 'en' ? null : table(lang, 'phrases'), lang);
  return {
    t: (key, params) => format(files[key] ?? en[key], params, lang),
    lang,
    reason: (e) => reasonText(e, lang, phrases.phrase),
  };
}

test('every problem the core writes has a shape in the files table (a malformed record of the project\'s own format is said as one)', () => {
  for (const [where, message] of SAMPLES) assert.ok(knownProblem(message) || refusalCode(message) !== 'BAD_RECORD' || where === 'record', message);
});

test('English keeps the core\'s words, with their place', () => {
  const text = textIn('en');
  assert.equal(fileProblemText({ where: 'byte 4', message: 'move 3 (h8): H8 is already taken' }, text), 'byte 4: move 3 (h8): H8 is already taken');
  assert.equal(fileProblemText({ where: '', message: 'the file holds no game' }, text), 'the file holds no game');
});

test('every problem in ru, ja, zh-Hans and zh-Hant: the language\'s words, the numbers and quoted text kept, no English', () => {
  for (const lang of OTHERS) {
    const text = textIn(lang);
    for (const [where, message, kept] of SAMPLES) {
      const said = fileProblemText({ where, message }, text);
      const at = `${lang} "${message}": "${said}"`;
      assert.deepEqual(englishWords(said), [], at);
      for (const k of kept) assert.ok(said.includes(k), `${at} keeps ${k}`);
      assert.doesNotMatch(said, /\{|\}/, at);
    }
  }
});

test('a rule\'s refusal inside a problem is worded by its kind, a place by the table', () => {
  const ru = textIn('ru');
  assert.equal(fileProblemText({ where: 'byte 4', message: 'move 3 (h8): H8 is already taken' }, ru), 'байт 4: ход 3 (h8): точка H8 уже занята');
  assert.equal(fileProblemText({ where: 'game 2, line 12', message: 'move 9 (i9) is forbidden for black: a double three' }, textIn('ja')), '第 2 局、12 行目：9手目（i9）は黒の禁手です：三々');
  assert.equal(refusalCode('H8 is forbidden for black: a double four'), 'FORBIDDEN');
  assert.equal(refusalCode('something new'), 'BAD_RECORD');
});
