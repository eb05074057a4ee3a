// Lessons: building a task's position, judging a learner's answer, and checking that a lesson's
// expected answers agree with the engine. Every judgement asks the module; nothing here decides a
// rule. Works in pages and in Node (the lesson tests use it).
import { parseMarks, parseStones } from '../lib/diagram-text.js';
import en from '../i18n/en/lesson.js';
import { format } from '../i18n/format.js';

export const TASK_KINDS = ['click-forbidden', 'is-forbidden', 'which-three-real', 'winning-move', 'unforbid',
  'defend', 'vcf', 'name-opening', 'place-opening', 'opening-walk'];
export const OPENING_CODES = [...Array.from({ length: 13 }, (_, i) => `${i + 1}D`), ...Array.from({ length: 13 }, (_, i) => `${i + 1}I`)];
const WALK_RULES = ['rif', 'yamaguchi', 'swap', 'swap2', 'soosorv-8', 'taraguchi-10'];
const VCF_NODES = 200000;
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

/** The points where `color` makes five now. */
export function fivePointsOf(position, color) {
  return emptyPoints(position).filter((p) => position.makesFive(p, color));
}

/**
 * Whether `point` stops the opponent's threat (the side to move defends): after it, the opponent
 * has no five and no win by continuous fours (the engine's solver; an open three that would become
 * a straight four counts, since a straight four is a four that wins). {works, reason, ...}:
 * 'forbidden' (black's defence point is forbidden, kind), 'five' (the defender makes five: better
 * still), 'opponent-five' (fivePoints), 'opponent-vcf' (line: the engine's winning fours).
 */
export function judgeDefend(renju, position, point) {
  const color = position.toMove;
  if (position.at(point)) return { works: false, reason: 'occupied' };
  if (color === 'black' && position.rule === 'renju' && position.forbiddenAt(point)) {
    return { works: false, reason: 'forbidden', kind: position.forbiddenAt(point) };
  }
  if (position.makesFive(point, color)) return { works: true, reason: 'five' };
  position.place(point, color);
  position.toMove = other(color);
  try {
    const fives = fivePointsOf(position, other(color));
    if (fives.length) return { works: false, reason: 'opponent-five', fivePoints: fives };
    const line = renju.findVcf(position, { nodes: VCF_NODES });
    if (line.length) return { works: false, reason: 'opponent-vcf', line };
    return { works: true, reason: 'defends' };
  } finally {
    position.remove(point);
    position.toMove = color;
  }
}

/**
 * One attacking move of a VCF task, for the side to move: it must make five (the win), or a four
 * after which the attacker still wins by continuous fours (the engine's solver) whatever the forced
 * block. {ok, reason, block, kind, line}: 'five' (won), 'four' (block: where the defender must
 * answer, or null when black cannot block because the point is forbidden, kind), 'forbidden',
 * 'not-four' (the move threatens no five), 'no-win' (a four, but after the block no win is left),
 * 'opponent-five' (the defender has a five of their own to play).
 */
export function judgeVcfMove(renju, position, point) {
  const color = position.toMove;
  const them = other(color);
  if (position.at(point)) return { ok: false, reason: 'occupied' };
  if (color === 'black' && position.rule === 'renju' && position.forbiddenAt(point)) {
    return { ok: false, reason: 'forbidden', kind: position.forbiddenAt(point) };
  }
  if (position.makesFive(point, color)) return { ok: true, reason: 'five' };
  position.place(point, color);
  try {
    const theirs = fivePointsOf(position, them);
    if (theirs.length) return { ok: false, reason: 'opponent-five', fivePoints: theirs };
    const fives = fivePointsOf(position, color);
    if (!fives.length) return { ok: false, reason: 'not-four' };
    const block = fives[0];
    if (fives.length === 1 && them === 'black' && position.rule === 'renju' && position.forbiddenAt(block)) {
      return { ok: true, reason: 'four', block: null, blockPoint: block, kind: position.forbiddenAt(block) };
    }
    if (fives.length >= 2) return { ok: true, reason: 'four', block, fivePoints: fives };
    position.place(block, them);
    try {
      position.toMove = color;
      const line = renju.findVcf(position, { nodes: VCF_NODES });
      if (!line.length) return { ok: false, reason: 'no-win', block };
      return { ok: true, reason: 'four', block, line };
    } finally {
      position.remove(block);
    }
  } finally {
    position.remove(point);
    position.toMove = color;
  }
}

/** A game of `rule`'s opening with the task's moves played (each by whoever's turn it is). */
export function openingGame(renju, task, opening = 'free') {
  const game = renju.newGame({ rule: 'renju', opening });
  for (const token of (task.moves ?? '').match(/[a-z]\d{1,2}/g) ?? []) game.apply(token);
  return game;
}

/** The standard opening the first three stones form, by the engine (any orientation), or null. */
export function openingOf(renju, moves) {
  const game = renju.newGame({ rule: 'renju', opening: 'none' });
  try {
    for (const m of moves) game.play(m);
    return game.opening.standardOpening?.code ?? null;
  } catch {
    return null;
  } finally {
    game.dispose();
  }
}

/** The choices shown for a name-opening task: its own, else the answer and three others. */
export function openingChoices(task) {
  if (Array.isArray(task.choices)) return task.choices;
  const i = OPENING_CODES.indexOf(task.answer);
  const picks = [task.answer, OPENING_CODES[(i + 5) % 26], OPENING_CODES[(i + 13) % 26], OPENING_CODES[(i + 20) % 26]];
  return [...new Set(picks)].sort((a, b) => OPENING_CODES.indexOf(a) - OPENING_CODES.indexOf(b));
}

const sameSet = (a, b) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

// The checker's problems are worded by the lesson table's 'check.*' messages (web/i18n/en/lesson.js):
// in English by default, or by the element's text in its language ({t, reason}: reason words a
// module error). The data quoted (points, codes, the file's field names) stays as written.
const ENGLISH = { t: (key, params) => format(en[key], params, 'en'), reason: (e) => String(e?.message ?? e) };

/**
 * The problems with one task: wrong shape, or an expected answer the engine disagrees with.
 * Returns [] when the task is sound. `text` words them ({t, reason}; English by default).
 */
export function checkTask(renju, task, text = ENGLISH) {
  const say = (key, params) => text.t(`check.${key}`, params);
  const problems = [];
  if (!task || typeof task !== 'object') return [say('taskObject')];
  if (!TASK_KINDS.includes(task.kind)) return [say('kind', { kind: String(task.kind), kinds: TASK_KINDS.join(', ') })];
  if (typeof task.text !== 'string' || !task.text) problems.push(say('text'));
  if (task.kind === 'name-opening' || task.kind === 'place-opening' || task.kind === 'opening-walk') return [...problems, ...checkOpeningTask(renju, task, text)];
  let position;
  try {
    position = buildPosition(renju, task);
    taskMarks(renju, task);
  } catch (e) {
    return [...problems, say('setup', { reason: text.reason(e) })];
  }
  try {
    const needsPoint = ['is-forbidden', 'which-three-real', 'unforbid'].includes(task.kind);
    if (needsPoint) {
      try {
        renju.point(task.point ?? '', { size: position.size });
      } catch {
        problems.push(say('point', { value: JSON.stringify(task.point) }));
        return problems;
      }
      if (position.at(task.point)) problems.push(say('pointTaken', { point: task.point }));
    }
    switch (task.kind) {
      case 'click-forbidden': {
        const engine = position.toMove === 'black' ? position.forbiddenPoints().map((f) => f.point) : [];
        if (!Array.isArray(task.answer)) problems.push(say('answerForbidden'));
        else if (!sameSet(engine, task.answer.map((p) => p.toLowerCase()))) {
          problems.push(say('forbiddenPoints', { engine: engine.join(', '), lesson: task.answer.join(', ') }));
        }
        break;
      }
      case 'is-forbidden': {
        const kind = position.forbiddenAt(task.point);
        if (typeof task.answer !== 'boolean') problems.push(say('answerBoolean'));
        else if (Boolean(kind) !== task.answer) problems.push(say('isForbidden', { point: task.point, kind: kind ?? 'none', said: task.answer ? 'forbidden' : 'allowed' }));
        if (task.answerKind && task.answerKind !== kind) problems.push(say('answerKind', { point: task.point, kind: kind ?? 'none', said: String(task.answerKind) }));
        break;
      }
      case 'which-three-real': {
        const t = threesAt(position, task.point);
        if (t.lines.length < 2) problems.push(say('threeCount', { point: task.point, n: t.lines.length }));
        if (!Array.isArray(task.answer) || task.answer.some((d) => !DIRECTIONS.includes(d))) problems.push(say('answerDirections', { directions: DIRECTIONS.join(', ') }));
        else if (!sameSet(t.real, task.answer)) problems.push(say('realThrees', { point: task.point, engine: t.real.join(', '), lesson: task.answer.join(', ') }));
        break;
      }
      case 'winning-move': {
        if (!Array.isArray(task.answer) || task.answer.length === 0) problems.push(say('answerWinning'));
        else for (const p of task.answer) {
          const j = judgeWinningMove(position, p);
          if (!j.wins) problems.push(say('notWinning', { point: p, color: position.toMove, reason: j.reason }));
        }
        break;
      }
      case 'unforbid': {
        const color = task.color ?? position.toMove;
        if (!position.forbiddenAt(task.point)) problems.push(say('notForbidden', { point: task.point }));
        if (!Array.isArray(task.answer) || task.answer.length === 0) problems.push(say('answerPoint'));
        else for (const p of task.answer) {
          if (!judgeUnforbid(position, task.point, p, color).works) problems.push(say('staysForbidden', { color, point: p, target: task.point }));
        }
        break;
      }
      case 'defend': {
        if (!Array.isArray(task.answer) || task.answer.length === 0) problems.push(say('answerDefend'));
        else for (const p of task.answer) {
          const j = judgeDefend(renju, position, p);
          if (!j.works) problems.push(say('notDefending', { point: p, color: position.toMove, reason: j.reason, line: j.line ? `: ${j.line.join(' ')}` : '' }));
        }
        position.toMove = other(position.toMove);
        const threat = fivePointsOf(position, position.toMove).length || renju.findVcf(position, { nodes: VCF_NODES }).length;
        if (!threat) problems.push(say('noThreat', { color: position.toMove }));
        break;
      }
      case 'vcf': {
        const line = renju.findVcf(position, { nodes: VCF_NODES });
        if (!line.length) problems.push(say('noVcf', { color: position.toMove }));
        if (fivePointsOf(position, position.toMove).length) problems.push(say('fiveNow', { color: position.toMove }));
        if (task.answer !== undefined && (!Array.isArray(task.answer) || !task.answer.length)) problems.push(say('answerVcf'));
        else if (Array.isArray(task.answer)) {
          const placed = [];
          for (const p of task.answer) {
            const j = judgeVcfMove(renju, position, p);
            if (!j.ok) { problems.push(say('vcfMove', { point: p, reason: j.reason })); break; }
            if (j.reason === 'five') break;
            position.place(p, position.toMove);
            placed.push(p);
            if (j.block) { position.place(j.block, other(position.toMove)); placed.push(j.block); }
          }
          for (const p of placed.reverse()) position.remove(p);
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

function checkOpeningTask(renju, task, text) {
  const say = (key, params) => text.t(`check.${key}`, params);
  const problems = [];
  const moves = (task.moves ?? '').match(/[a-z]\d{1,2}/g) ?? [];
  if (task.kind === 'name-opening') {
    if (moves.length !== 3) return [say('threeStones')];
    const code = openingOf(renju, moves);
    if (!code) problems.push(say('noOpening', { moves: moves.join(' ') }));
    else if (code !== task.answer) problems.push(say('opening', { moves: moves.join(' '), code, answer: String(task.answer) }));
    if (!openingChoices(task).includes(task.answer)) problems.push(say('choicesAnswer'));
    if (openingChoices(task).some((c) => !OPENING_CODES.includes(c))) problems.push(say('choicesCodes', { first: OPENING_CODES[0], last: OPENING_CODES[25] }));
  } else if (task.kind === 'place-opening') {
    if (moves.length !== 2) return [say('twoStones')];
    if (!OPENING_CODES.includes(task.answer)) return [say('answerCode', { value: JSON.stringify(task.answer) })];
    const game = renju.newGame({ rule: 'renju', opening: 'none' });
    game.play(moves[0]);
    game.play(moves[1]);
    const ways = [];
    for (let x = 0; x < 15; x++) for (let y = 0; y < 15; y++) {
      const p = String.fromCharCode(97 + x) + (y + 1);
      if (!game.at(p) && openingOf(renju, [...moves, p]) === task.answer) ways.push(p);
    }
    game.dispose();
    if (!ways.length) problems.push(say('noThird', { code: task.answer, moves: moves.join(' ') }));
  } else {
    if (!WALK_RULES.includes(task.opening)) return [say('walkRule', { rules: WALK_RULES.join(', ') })];
    try {
      openingGame(renju, task, task.opening).dispose();
    } catch (e) {
      problems.push(say('walkMoves', { opening: task.opening, reason: text.reason(e) }));
    }
  }
  return problems;
}

/**
 * Every problem with a lesson, each prefixed with where it is. [] means the lesson agrees with the
 * engine. `text` words them ({t, reason}; English by default).
 */
export function checkLesson(renju, lesson, text = ENGLISH) {
  const say = (key, params) => text.t(`check.${key}`, params);
  if (!lesson || typeof lesson !== 'object') return [say('lessonObject')];
  const problems = [];
  if (typeof lesson.id !== 'string' || !/^[a-z0-9-]+$/.test(lesson.id)) problems.push(say('id'));
  if (typeof lesson.title !== 'string' || !lesson.title) problems.push(say('title'));
  if (!Array.isArray(lesson.tasks) || lesson.tasks.length === 0) problems.push(say('tasks'));
  else lesson.tasks.forEach((t, i) => { for (const p of checkTask(renju, t, text)) problems.push(say('inTask', { n: i + 1, problem: p })); });
  return problems;
}
