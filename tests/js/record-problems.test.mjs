// A broken game record of the project's own format (the record box, a stored game, an opened .txt
// record) in every language: the module says where (a line, a set-up list, an action, a character of
// the actions) and what was wrong in English; in ru, ja, zh-Hans and zh-Hant the same place and
// problem are said by the phrases 'record.where' and 'record.problem', never just "the record is
// malformed". Each case is a record written by hand to break one rule of core/record.cpp,
// tree_record.cpp, notation.cpp, action_token.cpp or mark.cpp, with the place and problem worked out
// from those sources; every problem the phrase knows is met by a case.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { renju } from './load.mjs';
import { loadFiles } from '../../dist/renju-files.js';
import { format } from '../../web/i18n/format.js';
import { phrasesFor } from '../../web/lib/phrases.js';
import { reasonText } from '../../web/i18n/reason.js';
import en from '../../web/i18n/en/phrases.js';

const files = await loadFiles(renju);
const OTHERS = ['ru', 'ja', 'zh-Hans', 'zh-Hant'];
const tables = Object.fromEntries(OTHERS.map((l) => [l, JSON.parse(readFileSync(new URL(`../../web/i18n/${l}/phrases.json`, import.meta.url), 'utf8'))]));

const H = 'rule: renju\nsize: 15\n';
// [name, record, which reader ('flat': renju.importRecord, 'tree': files.importRecord, 'both'), code,
//  place (null: none), problem: [shape, params] or ['reason', params of the shared 'reason' phrase]]
const CASES = [
  ['no colon', 'rule renju\n', 'both', 'BAD_RECORD', { where: 'line', n: 1 }, ['noColon', { token: '"rule renju"' }]],
  ['a field twice', 'rule: renju\nrule: renju\n', 'both', 'BAD_RECORD', { where: 'line', n: 2 }, ['fieldTwice', { token: '"rule"' }]],
  ['unknown rule', 'rule: chess\n', 'both', 'BAD_RECORD', { where: 'line', n: 1 }, ['unknownRule', { token: '"chess"' }]],
  ['size not a number', 'size: big\n', 'both', 'BAD_RECORD', { where: 'line', n: 1 }, ['sizeNotNumber', { token: '"big"' }]],
  ['unknown opening', 'opening: nope\n', 'both', 'BAD_RECORD', { where: 'line', n: 1 }, ['unknownOpening', { token: '"nope"' }]],
  ['unknown ruling', 'ruling: soon\n', 'both', 'BAD_RECORD', { where: 'line', n: 1 }, ['unknownRuling', { token: '"soon"' }]],
  ['bad to-move', 'to-move: red\n', 'both', 'BAD_RECORD', { where: 'line', n: 1 }, ['badToMove', { token: '"red"' }]],
  ['unknown field', 'colour: red\n', 'both', 'BAD_RECORD', { where: 'line', n: 1 }, ['unknownField', { token: '"colour"' }]],
  ['renju on 19x19', 'rule: renju\nsize: 19\n', 'both', 'BAD_RECORD', null, ['renjuSize', { size: 19 }]],
  ['a size outside 5-22', 'rule: freestyle\nsize: 40\n', 'both', 'BAD_RECORD', null, ['sizeRange', { size: 40, min: 5, max: 22 }]],
  ['a set-up stone with no row', `${H}black: h8 zz\n`, 'both', 'BAD_RECORD', { where: 'stones', color: 'black' }, ['notAMove', { token: '"zz"' }]],
  ['a set-up list with a stray character', `${H}black: h8 ?\n`, 'both', 'BAD_RECORD', { where: 'stones', color: 'black' }, ['notAMove', { token: '"?"' }]],
  ['a set-up stone off the board', `${H}black: h8 p16\n`, 'both', 'BAD_RECORD', { where: 'stones', color: 'black' }, ['pointOffBoard', { token: '"p16"', size: 15 }]],
  ['a pass among set-up stones', `${H}black: h8 pass\n`, 'both', 'BAD_RECORD', { where: 'stones', color: 'black' }, ['passNotStone', {}]],
  ['a set-up stone of both colours', `${H}black: h8\nwhite: h8\n`, 'both', 'BAD_RECORD', { where: 'stones', color: 'white' }, ['stoneTwice', { point: 'h8' }]],
  ['a wrong move number in a set-up list', `${H}black: 2. h8\n`, 'both', 'BAD_RECORD', { where: 'stones', color: 'black' }, ['moveNumber', { token: '"2"', n: 1 }]],
  ['an action on a stone', `${H}actions: h8 h8\n`, 'both', 'OCCUPIED', { where: 'action', n: 2, token: 'h8' }, ['reason', { reason: 'OCCUPIED', point: 'H8', token: '' }]],
  ['an action off the board', `${H}actions: h8 q99\n`, 'both', 'BAD_RECORD', { where: 'action', n: 2, token: 'q99' }, ['offBoard', { size: 15 }]],
  ['an unknown action', `${H}actions: h8 ???\n`, 'both', 'BAD_RECORD', { where: 'action', n: 2, token: '???' }, ['unknownAction', { token: '"???"' }]],
  ['an unknown action word', `${H}actions: h8 [toolong:h8]\n`, 'flat', 'BAD_RECORD', { where: 'action', n: 2, token: '[toolong:h8]' }, ['unknownAction', { token: '"[toolong:"' }]],
  ['declare without a number', 'rule: renju\nopening: rif\nactions: h8 i9 j10 declare:x\n', 'both', 'BAD_RECORD', { where: 'action', n: 4, token: 'declare:x' }, ['needsNumber', {}]],
  ['resign without a colour', `${H}actions: h8 resign:red\n`, 'both', 'BAD_RECORD', { where: 'action', n: 2, token: 'resign:red' }, ['needsColour', { head: 'resign', token: '"red"' }]],
  ['an offer of no point', `${H}actions: h8 offer:zz\n`, 'both', 'BAD_RECORD', { where: 'action', n: 2, token: 'offer:zz' }, ['notAPoint', { token: '"zz"', size: 15 }]],
  ['a comment not closed', `${H}actions: h8 {hi\n`, 'tree', 'BAD_RECORD', { where: 'character', n: 4 }, ['commentOpen', {}]],
  ['marks not closed', `${H}actions: h8 [A:h8\n`, 'tree', 'BAD_RECORD', { where: 'character', n: 4 }, ['marksOpen', {}]],
  ['a mark with no point', `${H}actions: h8 [Q]\n`, 'tree', 'BAD_RECORD', { where: 'character', n: 4 }, ['markForm', { token: '"Q"' }]],
  ['a mark of no kind', `${H}actions: h8 [toolong:h8]\n`, 'tree', 'BAD_RECORD', { where: 'character', n: 4 }, ['markName', { token: '"toolong"' }]],
  ['a mark on no point', `${H}actions: h8 [Q:zz]\n`, 'tree', 'BAD_RECORD', { where: 'character', n: 4 }, ['markPoint', { token: '"zz"', mark: '"Q:zz"' }]],
  ['a mark off the board', `${H}actions: h8 [Q:p16]\n`, 'tree', 'BAD_RECORD', { where: 'character', n: 4 }, ['markPoint', { token: '"p16"', mark: '"Q:p16"' }]],
  ['a variation before any action', `${H}actions: (h8)\n`, 'tree', 'BAD_RECORD', { where: 'character', n: 1 }, ['variationFirst', {}]],
  ['a bracket that closes nothing', `${H}actions: h8 )\n`, 'tree', 'BAD_RECORD', { where: 'character', n: 4 }, ['closesNone', {}]],
  ['an empty variation', `${H}actions: h8 () \n`, 'tree', 'BAD_RECORD', { where: 'character', n: 5 }, ['emptyVariation', {}]],
  ['a stray closing brace', `${H}actions: h8 }\n`, 'tree', 'BAD_RECORD', { where: 'character', n: 4 }, ['unexpected', { token: '"}"' }]],
  ['a variation not closed', `${H}actions: h8 i9 (j10\n`, 'tree', 'BAD_RECORD', { where: 'character', n: 7 }, ['variationOpen', {}]],
  ['a variation onto a stone', `${H}actions: h8 i9 (h8)\n`, 'tree', 'OCCUPIED', { where: 'action', n: 3, token: 'h8' }, ['reason', { reason: 'OCCUPIED', point: 'H8', token: '' }]],
];
// More than the tree's 1,000,000 actions ('tooManyActions') is a record no test builds in seconds.
const NOT_BUILT = new Set(['tooManyActions', 'other']);

function errorOf(read, text) {
  try {
    const g = read(text);
    g.dispose?.();
  } catch (e) {
    return e;
  }
  return null;
}

const readers = (via) => [['flat', (t) => renju.importRecord(t)], ['tree', (t) => files.importRecord(t)]].filter(([k]) => via === 'both' || via === k);

test('each broken record is refused with its code and a message naming the place (English: the module\'s words)', () => {
  for (const [name, text, via, code, place] of CASES) {
    for (const [how, read] of readers(via)) {
      const e = errorOf(read, text);
      assert.ok(e, `${name} (${how}) is refused`);
      assert.equal(e.code, code, `${name} (${how}): ${e.message}`);
      const prefix = { line: `line ${place?.n}: `, stones: `${place?.color} set-up stones: `, action: `action ${place?.n} (${place?.token}): `, character: `actions, character ${place?.n}: ` }[place?.where];
      if (prefix) assert.ok(e.message.startsWith(prefix), `${name} (${how}): "${e.message}" starts with "${prefix}"`);
      assert.equal(reasonText(e, 'en', phrasesFor(null).phrase), e.message);
    }
  }
});

// Latin that may stay: quoted input, points, the format's own syntax words (label:point, A:g8) and
// the action words a record holds (resign).
const englishWords = (text) => text.replace(/"[^"]*"/g, ' ').replace(/\b(?:[A-Za-z](?:1[0-9]|[1-9])|A:g8|label:point|resign)\b/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];

test('in ru, ja, zh-Hans and zh-Hant: the place and the problem of each, in the language\'s words, the quoted input kept', () => {
  for (const lang of OTHERS) {
    const table = { ...en, ...tables[lang] };
    const say = (key, params) => format(table[key], params, lang);
    const { phrase } = phrasesFor(tables[lang], lang);
    const generic = say('reason', { reason: 'BAD_RECORD', token: '', point: '' });
    for (const [name, text, via, , place, [shape, params]] of CASES) {
      const what = shape === 'reason' ? say('reason', params) : say('record.problem', { shape, ...params });
      const want = place ? say('record.at', { where: say('record.where', { token: '', color: '', n: 0, ...place }), what }) : what;
      for (const [how, read] of readers(via)) {
        const said = reasonText(errorOf(read, text), lang, phrase);
        const at = `${lang} ${name} (${how}): "${said}"`;
        assert.equal(said, want, at);
        assert.notEqual(said, generic, at);
        assert.deepEqual(englishWords(place?.token ? said.replace(place.token, ' ') : said), [], at);
        for (const [k, v] of Object.entries(params)) if (k !== 'reason' && typeof v === 'string' && v) assert.ok(said.includes(v), `${at} keeps ${v}`);
        assert.doesNotMatch(said.replace(/"[^"]*"/g, " "), /[{}]/, at);
      }
    }
  }
});

test('by hand, in Russian and Japanese: the line, the set-up stones and the action are named', () => {
  const said = (lang, text, read = (t) => renju.importRecord(t)) => reasonText(errorOf(read, text), lang, phrasesFor(tables[lang], lang).phrase);
  assert.equal(said('ru', 'rule: chess\n'), 'строка 1: неизвестные правила "chess"');
  assert.equal(said('ru', `${H}black: h8\nwhite: h8\n`), 'расстановка белых: h8 указана дважды');
  assert.equal(said('ru', `${H}actions: h8 h8\n`), 'действие 2 (h8): точка H8 уже занята');
  assert.equal(said('ja', `${H}actions: h8 i9 (j10\n`, (t) => files.importRecord(t)), '着手欄の7文字目：変化が閉じていません');
});

test('every problem the phrase \'record.problem\' words is met by a case, in every table', () => {
  // The select's own keys: each word before a "{" one level inside it.
  const keysOf = (message) => {
    const keys = [];
    let depth = 0;
    message.replace(/(\w+)? ?\{|\}/g, (m, word) => {
      if (m === '}') depth--;
      else {
        if (depth === 1 && word) keys.push(word);
        depth++;
      }
      return m;
    });
    return keys;
  };
  const keys = keysOf(en['record.problem']);
  assert.ok(keys.length > 30, keys.join(' '));
  const met = new Set(CASES.map((c) => c[5][0]));
  for (const k of keys) if (!NOT_BUILT.has(k)) assert.ok(met.has(k), `a case for ${k}`);
  for (const lang of OTHERS) assert.deepEqual(keysOf(tables[lang]['record.problem']), keys, `${lang} words each`);
});
