// Lessons: building a task's position, judging a learner's answer, and checking that a lesson's
// expected answers agree with the engine. Every judgement asks the module; nothing here decides a
// rule. Works in pages and in Node (the lesson tests use it).
import { parseMarks, parseStones } from '../lib/diagram-text.js';

export const TASK_KINDS = ['click-forbidden', 'is-forbidden', 'which-three-real', 'winning-move', 'unforbid'];
const DIRECTIONS = ['across', 'down', 'diagonal', 'anti-diagonal'];

/**
 * The task's position: its stones, then its moves (black first), the side to move as the task says or
 * after the moves; the module places the stones and says whose turn the stones alone imply.
 */
export function buildPosition(renju, task) {
  const rule = task.rule ?? 'renju';
  const size = task.size ?? 15;
  const start = parseStones(renju, task.stones ?? '', size);
  const position = renju.positionFromCode(task.moves ?? '', { rule, size, ...start, ...(task.moves ? { toMove: 'black' } : {}) });
  if (task.toMove) position.toMove = task.toMove;
  return position;
}

export function taskMarks(renju, task) {
  return parseMarks(renju, task.marks ?? '', task.size ?? 15);
}

function emptyPoints(position) {
  const taken = new Set(position.stones.map((s) => s.point));
  const out = [];
  for (let y = 0; y < position.size; y++) {
    for (let x = 0; x < position.size; x++) {
      const name = String.fromCharCode(97 + x) + (y + 1);
      if (!taken.has(name)) out.push(name);
    }
  }
  return out;
}

function other(color) {
  return color === 'black' ? 'white' : 'black';
}

/**
 * Whether the side to move wins by playing `point`, in one of the ways a lesson can show without a
 * search: it makes five; or it leaves two points that make five, which one stone cannot both block;
 * or (white in Renju) it leaves one such point and that point is forbidden for black. In every case
 * the opponent must have no five of their own to play. {wins, reason, fivePoints}: `fivePoints` are
 * the points that make five after the move and did not before (the move's own threat); with reason
 * 'missed-five' they are the five points the mover already had and did not take.
 */
export function judgeWinningMove(position, point) {
  const color = position.toMove;
  if (position.at(point)) return { wins: false, reason: 'occupied' };
  // The module says a five is never forbidden.
  if (color === 'black' && position.forbiddenAt(point)) {
    return { wins: false, reason: 'forbidden', kind: position.forbiddenAt(point) };
  }
  if (position.makesFive(point, color)) return { wins: true, reason: 'five' };
  const before = emptyPoints(position).filter((p) => position.makesFive(p, color));
  if (before.length) return { wins: false, reason: 'missed-five', fivePoints: before };
  position.place(point, color);
  try {
    const empties = emptyPoints(position);
    const opponent = empties.filter((p) => position.makesFive(p, other(color)));
    if (opponent.length) return { wins: false, reason: 'opponent-five', fivePoints: opponent };
    const fivePoints = empties.filter((p) => position.makesFive(p, color));
    if (fivePoints.length >= 2) return { wins: true, reason: 'two-fives', fivePoints };
    if (fivePoints.length === 1 && color === 'white' && position.rule === 'renju' && position.forbiddenAt(fivePoints[0])) {
      return { wins: true, reason: 'forbidden-block', fivePoints, kind: position.forbiddenAt(fivePoints[0]) };
    }
    return { wins: false, reason: fivePoints.length ? 'one-five' : 'no-threat', fivePoints };
  } finally {
    position.remove(point);
  }
}

/** Whether a `color` stone on `point` makes point `a` no longer forbidden. */
export function judgeUnforbid(position, a, point, color) {
  if (position.at(point)) return { works: false, reason: 'occupied' };
  position.place(point, color);
  try {
    const kind = position.forbiddenAt(a);
    return { works: kind === null, kind };
  } finally {
    position.remove(point);
  }
}

/** The real and false threes through `point` for a black stone there: {real: [dir], false: [dir]}. */
export function threesAt(position, point) {
  const e = position.explain(point, 'black');
  const threes = e.lines.filter((l) => l.kind === 'three');
  return {
    real: threes.filter((l) => l.real).map((l) => l.direction),
    false: threes.filter((l) => !l.real).map((l) => l.direction),
    lines: threes,
  };
}

const sameSet = (a, b) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The problems with one task: wrong shape, or an expected answer the engine disagrees with.
 * Returns [] when the task is sound.
 */
export function checkTask(renju, task) {
  const problems = [];
  if (!task || typeof task !== 'object') return ['a task must be an object'];
  if (!TASK_KINDS.includes(task.kind)) return [`unknown task kind "${task.kind}" (one of ${TASK_KINDS.join(', ')})`];
  if (typeof task.text !== 'string' || !task.text) problems.push('a task needs its "text"');
  let position;
  try {
    position = buildPosition(renju, task);
    taskMarks(renju, task);
  } catch (e) {
    return [...problems, `the position cannot be set up: ${e.message}`];
  }
  try {
    const needsPoint = ['is-forbidden', 'which-three-real', 'unforbid'].includes(task.kind);
    if (needsPoint) {
      try {
        renju.point(task.point ?? '', { size: position.size });
      } catch {
        problems.push(`"point" must be a point on the board, not ${JSON.stringify(task.point)}`);
        return problems;
      }
      if (position.at(task.point)) problems.push(`point ${task.point} already holds a stone`);
    }
    switch (task.kind) {
      case 'click-forbidden': {
        const engine = position.toMove === 'black' ? position.forbiddenPoints().map((f) => f.point) : [];
        if (!Array.isArray(task.answer)) problems.push('"answer" must list the forbidden points');
        else if (!sameSet(engine, task.answer.map((p) => p.toLowerCase()))) {
          problems.push(`the engine's forbidden points are [${engine.join(', ')}], the lesson says [${task.answer.join(', ')}]`);
        }
        break;
      }
      case 'is-forbidden': {
        const kind = position.forbiddenAt(task.point);
        if (typeof task.answer !== 'boolean') problems.push('"answer" must be true (forbidden) or false');
        else if (Boolean(kind) !== task.answer) problems.push(`the engine says ${task.point} is ${kind ? `forbidden (${kind})` : 'not forbidden'}, the lesson says ${task.answer ? 'forbidden' : 'allowed'}`);
        if (task.answerKind && task.answerKind !== kind) problems.push(`the engine says ${task.point} is ${kind ?? 'allowed'}, the lesson says ${task.answerKind}`);
        break;
      }
      case 'which-three-real': {
        const t = threesAt(position, task.point);
        if (t.lines.length < 2) problems.push(`a black stone on ${task.point} makes ${t.lines.length} three(s); this task needs two or more`);
        if (!Array.isArray(task.answer) || task.answer.some((d) => !DIRECTIONS.includes(d))) problems.push(`"answer" must list directions (${DIRECTIONS.join(', ')})`);
        else if (!sameSet(t.real, task.answer)) problems.push(`the engine's real threes at ${task.point} are [${t.real.join(', ')}], the lesson says [${task.answer.join(', ')}]`);
        break;
      }
      case 'winning-move': {
        if (!Array.isArray(task.answer) || task.answer.length === 0) problems.push('"answer" must list at least one winning move');
        else for (const p of task.answer) {
          const j = judgeWinningMove(position, p);
          if (!j.wins) problems.push(`${p} does not win at once for ${position.toMove} (${j.reason})`);
        }
        break;
      }
      case 'unforbid': {
        const color = task.color ?? position.toMove;
        if (!position.forbiddenAt(task.point)) problems.push(`${task.point} is not forbidden to begin with`);
        if (!Array.isArray(task.answer) || task.answer.length === 0) problems.push('"answer" must list at least one point');
        else for (const p of task.answer) {
          if (!judgeUnforbid(position, task.point, p, color).works) problems.push(`a ${color} stone on ${p} leaves ${task.point} forbidden`);
        }
        break;
      }
      default:
        break;
    }
  } finally {
    position.dispose();
  }
  return problems;
}

/** Every problem with a lesson, each prefixed with where it is. [] means the lesson agrees with the engine. */
export function checkLesson(renju, lesson) {
  if (!lesson || typeof lesson !== 'object') return ['a lesson must be a JSON object'];
  const problems = [];
  if (typeof lesson.id !== 'string' || !/^[a-z0-9-]+$/.test(lesson.id)) problems.push('"id" must be lowercase letters, digits and dashes');
  if (typeof lesson.title !== 'string' || !lesson.title) problems.push('a lesson needs a "title"');
  if (!Array.isArray(lesson.tasks) || lesson.tasks.length === 0) problems.push('a lesson needs at least one task in "tasks"');
  else lesson.tasks.forEach((t, i) => { for (const p of checkTask(renju, t)) problems.push(`task ${i + 1}: ${p}`); });
  return problems;
}
