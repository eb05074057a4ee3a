// Every shipped lesson's expected answers against the engine: a rules change that breaks a lesson
// fails here. And the checker itself catches lessons that disagree.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { explanationSteps, verdictSummary } from '../../web/lessons/explain-steps.js';
import { buildPosition, checkLesson, judgeDefend, judgeUnforbid, judgeVcfMove, judgeWinningMove, openingOf, TASK_KINDS } from '../../web/lessons/lesson-check.js';
import { LANGUAGES } from '../../web/i18n/lang.js';
import { localize } from '../../web/i18n/localize.js';
import { renju } from './load.mjs';
const dataDir = new URL('../../web/lessons/data/', import.meta.url);
const course = JSON.parse(readFileSync(new URL('course.json', dataDir), 'utf8'));
const KINDS = new Set();

for (const id of course.lessons) {
  test(`lesson ${id} agrees with the engine, in every language its text is given in`, () => {
    const lesson = JSON.parse(readFileSync(new URL(`${id}.json`, dataDir), 'utf8'));
    assert.equal(lesson.id, id);
    // Text may be given per language (FORMAT.md, "Languages"): the lesson as each reader gets it.
    for (const lang of LANGUAGES) assert.deepEqual(checkLesson(renju, localize(lesson, lang)), [], lang);
    for (const t of lesson.tasks) KINDS.add(t.kind);
  });
}

// A game alternates from black: with black to move the counts are equal, with white to move black has
// one more. A composed diagram that breaks this must say so in its text (FORMAT.md).
function countsProblem(position, task) {
  const black = position.stones.filter((s) => s.color === 'black').length;
  const white = position.stones.length - black;
  const real = position.toMove === 'black' ? black === white : black === white + 1;
  if (real || /composed/i.test(JSON.stringify(task.text))) return null;
  return `${black} black, ${white} white with ${position.toMove} to move`;
}

for (const id of course.lessons) {
  test(`lesson ${id}: every position has stone counts a game reaches with that side to move`, () => {
    const lesson = JSON.parse(readFileSync(new URL(`${id}.json`, dataDir), 'utf8'));
    const problems = [];
    lesson.tasks.forEach((task, i) => {
      const position = buildPosition(renju, task);
      const problem = countsProblem(position, task);
      if (problem) problems.push(`task ${i + 1}: ${problem}`);
      position.dispose();
    });
    assert.deepEqual(problems, []);
  });
}

test('practice positions: black to move with as many black stones as white ones, 200 seeds', () => {
  for (let seed = 1; seed <= 200; seed++) {
    const position = renju.practicePosition(seed);
    const black = position.stones.filter((s) => s.color === 'black').length;
    assert.equal(position.toMove, 'black');
    assert.equal(black, position.stones.length - black, `seed ${seed}`);
    assert.ok(black >= 5, `seed ${seed}: ${black} stones each`);
    position.dispose();
  }
});

test('the course: three chapters, every lesson once, at least 60 tasks, every task kind, a test per chapter', () => {
  assert.equal(course.chapters.length, 3);
  assert.deepEqual(course.chapters.flatMap((c) => c.lessons), course.lessons);
  assert.equal(new Set(course.lessons).size, course.lessons.length);
  const lessons = course.lessons.map((id) => JSON.parse(readFileSync(new URL(`${id}.json`, dataDir), 'utf8')));
  assert.ok(lessons.reduce((n, l) => n + l.tasks.length, 0) >= 60);
  assert.deepEqual([...KINDS].sort(), [...TASK_KINDS].sort());
  for (const chapter of course.chapters) {
    const last = lessons[course.lessons.indexOf(chapter.lessons.at(-1))];
    assert.equal(last.test, true, `${chapter.title} ends with a test`);
  }
});

test('openings are named in any orientation: each of the 26 standard openings under all 8 symmetries', () => {
  const rows = readFileSync(new URL('../data/standard-openings.tsv', import.meta.url), 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t'));
  assert.equal(rows.length, 26);
  const sym = [([x, y]) => [x, y], ([x, y]) => [-y, x], ([x, y]) => [-x, -y], ([x, y]) => [y, -x], ([x, y]) => [-x, y], ([x, y]) => [x, -y], ([x, y]) => [y, x], ([x, y]) => [-y, -x]];
  const rel = (p) => [p.charCodeAt(0) - 104, Number(p.slice(1)) - 8];
  const name = ([x, y]) => String.fromCharCode(104 + x) + (y + 8);
  for (const [code, , , w2, b3] of rows) {
    for (const f of sym) assert.equal(openingOf(renju, ['h8', name(f(rel(w2))), name(f(rel(b3)))]), code);
  }
});

test('the new kinds are judged by the engine: a defence, a VCF move, a lesson that disagrees', () => {
  const four = buildPosition(renju, { stones: 'black: f8 g8 h8 i8; white: e8 k4 d12', toMove: 'white' });
  assert.deepEqual(judgeDefend(renju, four, 'j8'), { works: true, reason: 'defends' });
  assert.deepEqual(judgeDefend(renju, four, 'a1'), { works: false, reason: 'opponent-five', fivePoints: ['j8'] });
  const vcf = buildPosition(renju, { stones: 'black: f8 g8 h8 j10 j11; white: e8 d4 c12 m3 n12', toMove: 'black' });
  assert.equal(judgeVcfMove(renju, vcf, 'a1').reason, 'not-four');
  assert.deepEqual(judgeVcfMove(renju, vcf, 'j8').block, 'i8');
  const base = { id: 'bad', title: 'Bad', text: [] };
  assert.match(checkLesson(renju, { ...base, tasks: [{ kind: 'name-opening', text: 'x', moves: 'h8h9h10', answer: '2D' }] })[0], /is 1D, the lesson says 2D/);
  assert.match(checkLesson(renju, { ...base, tasks: [{ kind: 'vcf', text: 'x', stones: 'black: h8; white: a1', toMove: 'black' }] })[0], /no win by continuous fours/);
  assert.match(checkLesson(renju, { ...base, tasks: [{ kind: 'defend', text: 'x', stones: 'black: f8 g8 h8 i8; white: e8 k4 d12', toMove: 'white', answer: ['a1'] }] })[0], /a1 does not defend/);
  assert.match(checkLesson(renju, { ...base, tasks: [{ kind: 'opening-walk', text: 'x', opening: 'chess' }] })[0], /"opening" must be one of/);
});

test('a lesson whose answer disagrees with the engine is reported', () => {
  const base = { id: 'bad', title: 'Bad', text: [] };
  const wrong = checkLesson(renju, { ...base, tasks: [{ kind: 'is-forbidden', text: 'A?', stones: 'black: f8 g8 h9 h10', point: 'h8', answer: false }] });
  assert.deepEqual(wrong, ['task 1: the engine says h8 is forbidden (double-three), the lesson says allowed']);
  const missing = checkLesson(renju, { ...base, tasks: [{ kind: 'click-forbidden', text: 'Click', stones: 'black: f8 g8 h9 h10; white: a1', toMove: 'black', answer: [] }] });
  assert.match(missing[0], /forbidden points are \[h8\]/);
  const notWinning = checkLesson(renju, { ...base, tasks: [{ kind: 'winning-move', text: 'Win', stones: 'black: f8 g8 h8', toMove: 'black', answer: ['a1'] }] });
  assert.match(notWinning[0], /a1 does not win at once for black \(no-threat\)/);
  const threes = checkLesson(renju, { ...base, tasks: [{ kind: 'which-three-real', text: 'Which?', stones: 'black: f8 g8 h9 h10', point: 'h8', answer: ['across'] }] });
  assert.match(threes[0], /real threes at h8 are \[across, down\]/);
  const unforbid = checkLesson(renju, { ...base, tasks: [{ kind: 'unforbid', text: 'Fix', stones: 'black: f8 g8 h9 h10', point: 'h8', color: 'white', answer: ['d8'] }] });
  assert.match(unforbid[0], /a white stone on d8 leaves h8 forbidden/);
  assert.match(checkLesson(renju, { ...base, tasks: [{ kind: 'guess', text: 'x' }] })[0], /unknown task kind "guess"/);
  assert.match(checkLesson(renju, { ...base, tasks: [{ kind: 'is-forbidden', text: 'x', stones: 'black: zz', point: 'h8', answer: true }] })[0], /cannot be set up/);
  assert.deepEqual(checkLesson(renju, { title: 'x' }), ['"id" must be lowercase letters, digits and dashes', 'a lesson needs at least one task in "tasks"']);
});

test('judging winning moves: five, two fives, white through a forbidden point; and what does not win', () => {
  const five = buildPosition(renju, { stones: 'black: e8 f8 g8 h8; white: i8', toMove: 'black' });
  assert.equal(judgeWinningMove(five, 'd8').reason, 'five');
  assert.equal(judgeWinningMove(five, 'a1').wins, false);
  // Beside an existing four the move threatens nothing: the five point D8 is the four's, not I9's.
  assert.deepEqual(judgeWinningMove(five, 'i9'), { wins: false, reason: 'missed-five', fivePoints: ['d8'] });
  const one = buildPosition(renju, { stones: 'black: f8 g8 h8; white: e8 a1 a3', toMove: 'black' });
  assert.deepEqual(judgeWinningMove(one, 'i8'), { wins: false, reason: 'one-five', fivePoints: ['j8'] });
  assert.deepEqual(judgeWinningMove(one, 'h10'), { wins: false, reason: 'no-threat', fivePoints: [] });
  const threat = buildPosition(renju, { stones: 'black: f8 g8 h8 a1; white: f9 g9 h9 i9', toMove: 'black' });
  assert.deepEqual(judgeWinningMove(threat, 'i8'), { wins: false, reason: 'opponent-five', fivePoints: ['e9', 'j9'] });
  const straight = buildPosition(renju, { stones: 'black: f8 g8 h8; white: a1 a3', toMove: 'black' });
  assert.deepEqual(judgeWinningMove(straight, 'e8'), { wins: true, reason: 'two-fives', fivePoints: ['d8', 'i8'] });
  const trap = buildPosition(renju, { stones: 'black: f8 g8 h9 h10 c3; white: d4 e5 f6 m13', toMove: 'white' });
  assert.deepEqual(judgeWinningMove(trap, 'g7'), { wins: true, reason: 'forbidden-block', fivePoints: ['h8'], kind: 'double-three' });
  assert.equal(judgeWinningMove(trap, 'g7').wins, true); // judging leaves the position as it was
  const forbidden = buildPosition(renju, { stones: 'black: f8 g8 h9 h10', toMove: 'black' });
  assert.equal(judgeWinningMove(forbidden, 'h8').reason, 'forbidden');
  assert.equal(judgeUnforbid(forbidden, 'h8', 'e8', 'white').works, true);
  assert.equal(judgeUnforbid(forbidden, 'h8', 'a1', 'white').works, false);
  assert.equal(forbidden.stones.length, 4);
});

// Captions of the step-through, on corpus positions with deep nesting (a five-level check below the
// top, from tests/data/renju-forbidden.tsv) and with a point of two threes of which none is real.
test('explanation captions: any depth reads "(level N)", and "none"/"only one" of the threes are real', () => {
  const deep = renju.positionFromCode('g10j10h6g6f7k4n7n5h12h14g9l7i11m13g8n13i7o11h10e4g11m5f8o14');
  const deepSteps = explanationSteps(deep.explain('f9', 'black'));
  const deepest = Math.max(...deepSteps.map((s) => s.depth));
  assert.equal(deepest, 5);
  assert.ok(deepSteps.some((s) => s.caption === 'J (J11) makes two fours: a forbidden double four. (level 6)'));
  assert.ok(deepSteps.some((s) => s.caption === 'H (H11) makes a four and two threes, and only one is real: it is allowed. (level 5)'));
  assert.ok(deepSteps.some((s) => s.caption === 'C (F10) makes three real threes: a forbidden double three. (level 2)'));
  const none = renju.positionFromCode('h3e10j4k5f10k4g5k9m6k8l5g1i6l3g11i11g4e2f7j15g2e15h5n14i7e1f9b15j5a1f8o15g6h15');
  const e = none.explain('j6', 'black');
  assert.deepEqual([e.verdict, e.threes, e.realThrees], ['playable', 2, 0]);
  assert.equal(explanationSteps(e).at(-1).caption, 'A (J6) makes two threes, and none is real: it is allowed.');
  assert.equal(verdictSummary(e), 'J6 is allowed: none of its threes is real.');
  for (const s of [...deepSteps, ...explanationSteps(e)]) assert.doesNotMatch(s.caption, /level \d+ level|Only no|only 0| [0-9] (real )?threes/, s.caption);
});
