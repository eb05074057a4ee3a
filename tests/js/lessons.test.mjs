// Every shipped lesson's expected answers against the engine: a rules change that breaks a lesson
// fails here. And the checker itself catches lessons that disagree.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { explanationSteps, verdictSummary } from '../../web/lessons/explain-steps.js';
import { buildPosition, checkLesson, judgeUnforbid, judgeWinningMove } from '../../web/lessons/lesson-check.js';
import { renju } from './load.mjs';

const dataDir = new URL('../../web/lessons/data/', import.meta.url);
const course = JSON.parse(readFileSync(new URL('course.json', dataDir), 'utf8'));
const KINDS = new Set();

for (const id of course.lessons) {
  test(`lesson ${id} agrees with the engine`, () => {
    const lesson = JSON.parse(readFileSync(new URL(`${id}.json`, dataDir), 'utf8'));
    assert.equal(lesson.id, id);
    assert.deepEqual(checkLesson(renju, lesson), []);
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

test('the course has at least ten lessons and uses every task kind', () => {
  assert.ok(course.lessons.length >= 10);
  assert.deepEqual([...KINDS].sort(), ['click-forbidden', 'is-forbidden', 'unforbid', 'which-three-real', 'winning-move']);
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
