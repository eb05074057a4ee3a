// The front end's pure modules, in Node: the widget's attribute config, the diagram text forms, the
// lessons' explanation stepper, the clock (with an injected clock), the phrase table and the bot's
// time budget (through the module's time manager). Expected values are worked out by hand from the rules and the formats' documentation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renju } from './load.mjs';
import { readConfig, AttributeError, isTrue } from '../../web/widget/config.js';
import { parseStones, parseMarks, DiagramTextError } from '../../web/lib/diagram-text.js';
import { explanationSteps, verdictSummary, xy } from '../../web/lessons/explain-steps.js';
import { Clock, formatTime } from '../../web/app/clock.js';
import { phrase, kindPhrase, shapeName, resultPhrase, resultBrief, setPhrases, en } from '../../web/lib/phrases.js';
import { botBudgetMs } from '../../web/app/bot-budget.js';

const refuses = (fn, attribute, pattern) => assert.throws(fn, (e) => {
  assert.ok(e instanceof AttributeError, `an AttributeError, not ${e}`);
  assert.equal(e.attribute, attribute);
  assert.match(e.message, pattern);
  return true;
});

test('widget config: defaults, every attribute read, booleans as HTML reads them', () => {
  assert.deepEqual(readConfig({}, renju.rules), {
    rule: 'renju', size: 15, mode: 'view', theme: 'wood', toMove: null, bot: null, moves: '', stones: '', marks: '',
    showForbidden: false, numbers: false, coordinates: true, label: null,
  });
  const c = readConfig({ rule: 'freestyle', size: '9', mode: 'play', theme: 'dark', 'to-move': 'white', bot: '3', moves: 'e5',
    stones: 'black: a1', marks: 'A:b2', 'show-forbidden': '', numbers: 'false', coordinates: 'off', label: 'A board' }, renju.rules);
  assert.deepEqual(c, { rule: 'freestyle', size: 9, mode: 'play', theme: 'dark', toMove: 'white', bot: 3, moves: 'e5',
    stones: 'black: a1', marks: 'A:b2', showForbidden: true, numbers: false, coordinates: false, label: 'A board' });
  for (const [v, expected] of [[null, 'fallback'], ['', true], ['true', true], ['yes', true], ['False', false], [' 0 ', false], ['no', false]]) {
    assert.equal(isTrue(v, 'fallback'), expected, JSON.stringify(v));
  }
});

test('widget config: each bad attribute is named, with what is wrong; sizes are the module\'s', () => {
  refuses(() => readConfig({ rule: 'go' }, renju.rules), 'rule', /rule: "go" is not one of renju, standard, freestyle/);
  refuses(() => readConfig({ size: 'big' }, renju.rules), 'size', /size: "big" is not a whole number/);
  refuses(() => readConfig({ size: '15.5' }, renju.rules), 'size', /not a whole number/);
  refuses(() => readConfig({ size: '19' }, renju.rules), 'size', /renju is played on 15x15 only, not 19x19/);
  refuses(() => readConfig({ rule: 'standard', size: '4' }, renju.rules), 'size', /standard is played on 5x5 to 22x22, not 4x4/);
  assert.equal(readConfig({ rule: 'standard', size: '22' }, renju.rules).size, 22);
  refuses(() => readConfig({ mode: 'quiz' }, renju.rules), 'mode', /mode: "quiz" is not one of view, replay, play, edit/);
  refuses(() => readConfig({ theme: 'neon' }, renju.rules), 'theme', /theme: "neon"/);
  refuses(() => readConfig({ 'to-move': 'red' }, renju.rules), 'to-move', /to-move: "red" is not one of black, white/);
  refuses(() => readConfig({ bot: '6' }, renju.rules), 'bot', /bot: "6" is not a level from 1 to 5/);
  refuses(() => readConfig({ bot: '' }, renju.rules), 'bot', /level from 1 to 5/);
  // Long text is quoted short.
  refuses(() => readConfig({ mode: 'x'.repeat(500) }, renju.rules), 'mode', /"x{40}…"/);
});

test('diagram text: stones and marks read through the module, errors name the field', () => {
  assert.deepEqual(parseStones(renju, 'black: f8 G8 h9; white: d8', 15), { black: ['f8', 'g8', 'h9'], white: ['d8'] });
  assert.deepEqual(parseStones(renju, 'b: a1, a2; w: o15', 15), { black: ['a1', 'a2'], white: ['o15'] });
  assert.deepEqual(parseStones(renju, '  ', 15), { black: [], white: [] });
  assert.deepEqual(parseMarks(renju, 'A:g8 x:k9 tri:h9 circle:f7,f8 square:e5', 15), [
    { x: 6, y: 7, type: 'label', text: 'A' }, { x: 10, y: 8, type: 'x' }, { x: 7, y: 8, type: 'triangle' },
    { x: 5, y: 6, type: 'circle' }, { x: 5, y: 7, type: 'circle' }, { x: 4, y: 4, type: 'square' }]);
  const bad = (fn, field, pattern) => assert.throws(fn, (e) => e instanceof DiagramTextError && e.field === field && pattern.test(e.message));
  bad(() => parseStones(renju, 'red: h8', 15), 'stones', /stones: "red: h8" should start with "black:" or "white:"/);
  bad(() => parseStones(renju, 'black: pass', 15), 'stones', /"pass" is not a point/);
  bad(() => parseStones(renju, 'black: p16', 15), 'stones', /off the 15x15 board/);
  bad(() => parseMarks(renju, 'g8', 15), 'marks', /"g8" should be label:point/);
  bad(() => parseMarks(renju, 'ABCD:g8', 15), 'marks', /"ABCD" is neither a label/);
  bad(() => parseMarks(renju, 'A:p16', 15), 'marks', /"p16" in "A:p16"/);
});

test('explanation steps: a double three is walked line by line to its verdict', () => {
  // F8 G8 across and H9 H10 down with H8: two open threes, both real (nothing stops their straight fours).
  const p = renju.newPosition({ black: ['f8', 'g8', 'h9', 'h10'], toMove: 'black' });
  const steps = explanationSteps(p.explain('h8'));
  assert.equal(steps[0].caption, 'Black plays A (H8).');
  assert.deepEqual(steps[0].highlights, [{ x: 7, y: 7, role: 'focus' }]);
  assert.ok(steps.some((s) => /^Across, F8, G8 and H8 make a three/.test(s.caption)), steps.map((s) => s.caption).join('\n'));
  assert.ok(steps.some((s) => /^Down, H8, H9 and H10 make a three/.test(s.caption)));
  assert.ok(steps.some((s) => s.caption === 'So the three across is real: it can become a straight four.'));
  assert.equal(steps.at(-1).caption, 'A (H8) makes two real threes: a forbidden double three.');
  assert.deepEqual(steps.at(-1).highlights, [{ x: 7, y: 7, role: 'bad' }]);
  assert.equal(verdictSummary(p.explain('h8')), 'H8 is forbidden: a double three.');
  // A lesson's own names are kept.
  assert.equal(explanationSteps(p.explain('h8'), { h8: 'X' })[0].caption, 'Black plays X (H8).');
  assert.deepEqual(xy('o15'), { x: 14, y: 14 });
});

test('explanation steps: a point with no shape, and a five', () => {
  const p = renju.newPosition({ black: ['d8', 'e8', 'f8', 'g8'], toMove: 'black' });
  const none = explanationSteps(p.explain('a1'));
  assert.deepEqual(none.map((s) => s.caption), ['Black plays A (A1).', 'A (A1) makes no three, four or five: nothing to check.', 'A (A1) is not forbidden.']);
  const five = explanationSteps(p.explain('h8'));
  assert.equal(five.at(-1).caption, 'A (H8) makes five: black wins, whatever else the stone makes.');
  assert.equal(verdictSummary(p.explain('h8')), 'H8 makes five: black wins.');
});

test('clock: counts the running side down with an injected clock, adds the increment, flags at zero', () => {
  let now = 0;
  const clock = new Clock({ minutes: 1, increment: 2 }, null, () => now);
  assert.deepEqual([clock.remaining('black'), clock.remaining('white'), clock.running], [60000, 60000, null]);
  clock.run('black');
  now = 10000;
  assert.equal(clock.remaining('black'), 50000);
  assert.equal(clock.remaining('white'), 60000);
  clock.run('white', true); // black moved: +2 s
  assert.equal(clock.remaining('black'), 52000);
  now = 70000;
  assert.equal(clock.remaining('white'), 0);
  assert.equal(clock.flagged(), 'white');
  assert.deepEqual(clock.snapshot(), { black: 52000, white: 0 });
  clock.stop();
  assert.equal(clock.flagged(), null);
  const resumed = new Clock({ minutes: 5, increment: 0 }, { black: 1234, white: 5678 }, () => now);
  assert.deepEqual([resumed.remaining('black'), resumed.remaining('white')], [1234, 5678]);
  assert.deepEqual([formatTime(600000), formatTime(59001), formatTime(9950), formatTime(5300), formatTime(3723000), formatTime(-5)],
    ['10:00', '1:00', '0:09.9', '0:05.3', '1:02:03', '0:00.0']);
});

test('phrases: one table, keyed by the module\'s kinds and reasons; a translation replaces whole phrases', () => {
  assert.equal(kindPhrase('double-three'), 'a double three');
  assert.equal(kindPhrase('something-else'), 'a forbidden move');
  assert.equal(shapeName('double-four'), 'double four');
  assert.equal(resultPhrase({ reason: 'five', winner: 'black', point: 'l8', line: ['h8', 'i8', 'j8', 'k8', 'l8'] }),
    'Black wins: five in a row at L8 (H8 I8 J8 K8 L8)');
  assert.equal(resultPhrase({ reason: 'forbidden', winner: 'white', point: 'j8', kind: 'double-three' }), 'White wins: black’s double three at J8');
  assert.equal(resultPhrase({ reason: 'resignation', winner: 'black' }), 'Black wins: white resigned');
  assert.equal(resultPhrase({ reason: 'timeout', winner: 'white' }), 'White wins: black ran out of time');
  assert.equal(resultPhrase({ reason: 'two-passes', winner: null }), 'Draw: both players passed');
  assert.equal(resultBrief({ reason: 'five', winner: 'white', point: 'a1' }), 'White wins with five.');
  assert.equal(resultBrief({ reason: 'agreement', winner: null }), 'Draw by agreement.');
  // Every result the module can give has a phrase of its own in both forms.
  const results = [];
  for (const winner of ['black', 'white']) for (const reason of ['five', 'resignation', 'timeout']) results.push({ reason, winner });
  for (const kind of ['overline', 'double-four', 'double-three']) results.push({ reason: 'forbidden', winner: 'white', kind });
  for (const reason of ['full-board', 'two-passes', 'agreement']) results.push({ reason, winner: null });
  for (const r of results) {
    for (const text of [resultPhrase(r), resultBrief(r)]) assert.doesNotMatch(text, /^(result|brief)\.|\{/, JSON.stringify(r));
  }
  setPhrases({ 'kind.double-three': 'двойная тройка', 'result.two-passes': 'Ничья: оба игрока спасовали' });
  try {
    assert.equal(kindPhrase('double-three'), 'двойная тройка');
    assert.equal(resultPhrase({ reason: 'two-passes' }), 'Ничья: оба игрока спасовали');
    assert.equal(kindPhrase('overline'), 'an overline', 'missing keys fall back to English');
  } finally {
    setPhrases(en);
  }
  assert.equal(phrase('no.such.key'), 'no.such.key');
  assert.equal(phrase('result.forbidden.overline', { point: 'H8' }), 'White wins: black’s overline at H8');
});

test('the bot\'s budget: the level\'s own without a clock; with one, the module\'s time manager within 1 s', () => {
  assert.equal(botBudgetMs(), 0);
  assert.equal(botBudgetMs({ renju, remainingMs: null }), 0);
  assert.equal(botBudgetMs({ renju, remainingMs: Infinity }), 0);
  // The 1 s cap less the 30 + 50 ms reserve is 920; 10 min left shares far more than that.
  assert.equal(botBudgetMs({ renju, remainingMs: 600000 }), 920);
  // 10 s at the start: (10000 - 25 x 30) / 25 moves = 370 soft, a single budget of 370 / 0.75 = 493.
  assert.equal(botBudgetMs({ renju, remainingMs: 10000 }), 493);
  // 1 s: (1000 - 750) / 25 = 10 soft, 30 hard, single budget 13 (13.3).
  assert.equal(botBudgetMs({ renju, remainingMs: 1000 }), 13);
  // 10 s with 100 stones down: 10 moves to go, (10000 - 300) / 10 = 970, so the cap decides: 920.
  assert.equal(botBudgetMs({ renju, remainingMs: 10000, stones: 100, size: 15 }), 920);
  // Nothing left: the least a search gets.
  assert.equal(botBudgetMs({ renju, remainingMs: 0 }), 5);
});
