// Turns the module's explanation of a point (renju.explain) into steps a learner can walk through:
// the stone is placed, each line's shape is shown, every straight-four point of every three is
// judged (filling stones in, as RIF 9.3 describes, and working back up), and the verdict follows.
// Each step carries a one-line caption made from the explanation data and what to draw on the
// board. No rule is decided here: verdicts are read from the explanation.
import { kindPhrase } from '../lib/phrases.js';

const DIRECTION_TEXT = { across: 'across', down: 'down', diagonal: 'on the diagonal', 'anti-diagonal': 'on the anti-diagonal' };
const LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four'];
const count = (n) => COUNT_WORDS[n] ?? String(n);

/** {x, y} of a point name like "h8". */
export function xy(name) {
  return { x: name.charCodeAt(0) - 97, y: Number(name.slice(1)) - 1 };
}

function up(name) {
  return name.toUpperCase();
}

function list(names) {
  const u = names.map(up);
  return u.length <= 1 ? u.join('') : `${u.slice(0, -1).join(', ')} and ${u[u.length - 1]}`;
}

function span(names) {
  return names.length ? `${up(names[0])}–${up(names[names.length - 1])}` : '';
}

function lineSegment(line) {
  return line.stones.length >= 2 ? [{ from: xy(line.stones[0]), to: xy(line.stones[line.stones.length - 1]) }] : [];
}

function verdictSentence(e, label) {
  switch (e.verdict) {
    case 'five': return `${label} makes five: black wins, whatever else the stone makes.`;
    case 'overline': return `${label} makes an overline: forbidden.`;
    case 'double-four': return `${label} makes two fours: a forbidden double four.`;
    case 'double-three': return `${label} makes ${count(e.realThrees)} real threes: a forbidden double three.`;
    default: {
      const shapes = `${e.fours >= 1 ? 'a four and ' : ''}${count(e.threes)} threes`;
      if (e.threes >= 2) return `${label} makes ${shapes}, and ${e.realThrees === 0 ? 'none is real' : 'only one is real'}: it is allowed.`;
      if (e.fours >= 1 && e.realThrees >= 1) return `${label} makes a four and a three: allowed.`;
      return `${label} is not forbidden.`;
    }
  }
}

function sfVerdictText(v) {
  switch (v) {
    case 'five': return 'it would make five at the same time, so it does not count';
    case 'overline': return 'it would be an overline, which is forbidden';
    case 'double-four': return 'it would be a double four, which is forbidden';
    case 'double-three': return 'it would be a double three, which is forbidden';
    case 'playable': return 'it can be played';
    default: return 'it was not needed';
  }
}

/**
 * Steps for the explanation `e` of point e.point. Each step:
 *   { caption, depth, point, filled: [names], stone: name|null, highlights: [{x, y, role}],
 *     segments: [{from, to, role}], labels: [{x, y, text}] }
 * `filled` are black stones filled in (the board draws them as stones, ringed); `stone` is the
 * stone being judged.
 */
export function explanationSteps(e, names = {}) {
  const steps = [];
  // point -> letter: the names the lesson already gave, then A for the top point and B, C... as the
  // check goes deeper, skipping letters already taken.
  const labels = new Map(Object.entries(names));
  walk(e, 0, labels, steps);
  return steps;
}

function label(labels, point) {
  if (!labels.has(point)) {
    const used = new Set(labels.values());
    labels.set(point, [...LETTERS].find((l) => !used.has(l)) ?? '?');
  }
  return labels.get(point);
}

function named(labels, point) {
  return `${label(labels, point)} (${up(point)})`;
}

function walk(e, depth, labels, steps) {
  const me = named(labels, e.point);
  const base = { depth, point: e.point, filled: e.filled, stone: e.point };
  const push = (caption, extra = {}) => steps.push({ ...base, highlights: [], segments: [], ...extra, caption,
    labels: [...labels].map(([p, t]) => ({ ...xy(p), text: t })) });

  if (depth === 0) push(`Black plays ${me}.`, { highlights: [{ ...xy(e.point), role: 'focus' }] });
  else push(`With ${list(e.filled)} filled in, judge ${me}.`, { highlights: [{ ...xy(e.point), role: 'focus' }] });

  if (e.lines.length === 0 && e.verdict === 'playable') {
    push(`${me} makes no three, four or five: nothing to check.`);
  }
  for (const line of e.lines) {
    const where = DIRECTION_TEXT[line.direction];
    const shape = line.stones.map((p) => ({ ...xy(p), role: 'shape' }));
    const segments = lineSegment(line).map((s) => ({ ...s, role: 'shape' }));
    if (line.kind === 'five') {
      push(`${up(e.point)} makes five ${where}: ${span(line.stones)}.`, { highlights: shape, segments });
    } else if (line.kind === 'overline') {
      push(`${up(e.point)} makes ${line.stones.length} in a row ${where}: an overline.`, { highlights: shape, segments });
    } else if (line.kind === 'four' || line.kind === 'double-four') {
      const fives = line.fivePoints.map((p) => ({ ...xy(p), role: 'good' }));
      const text = line.kind === 'four'
        ? `${where[0].toUpperCase()}${where.slice(1)}, ${list(line.stones)} make a four: ${list(line.fivePoints)} would make five.`
        : `${where[0].toUpperCase()}${where.slice(1)}, two fours on one line: ${list(line.fivePoints)} each make five.`;
      push(text, { highlights: [...shape, ...fives], segments });
    } else if (line.kind === 'three') {
      const sf = line.straightFours.map((s) => ({ ...xy(s.point), role: 'focus' }));
      const points = line.straightFours.map((s) => s.point);
      push(`${where[0].toUpperCase()}${where.slice(1)}, ${list(line.stones)} make a three: ${list(points)} would make a straight four.`,
        { highlights: [...shape, ...sf], segments });
      if (!line.checked) continue;
      for (const s of line.straightFours) {
        // A point that makes at most one three and one four settles at a glance: one step.
        const plain = s.nested && s.verdict === 'playable' && s.nested.threes < 2 && s.nested.fours < 2;
        if (s.nested && !plain) {
          walk(s.nested, depth + 1, labels, steps);
          push(`Back to ${me}: for its three ${where}, ${named(labels, s.point)}: ${sfVerdictText(s.verdict)}.`, {
            highlights: [...shape, { ...xy(s.point), role: s.verdict === 'playable' ? 'good' : 'bad' }], segments,
          });
        } else if (plain) {
          push(`${named(labels, s.point)}, with ${list([...e.filled, e.point])} filled in, makes no forbidden shape: it can be played.`, {
            highlights: [...shape, { ...xy(s.point), role: 'good' }], segments,
          });
        } else {
          push(`${up(s.point)}: ${sfVerdictText(s.verdict)}.`, {
            highlights: [...shape, { ...xy(s.point), role: s.verdict === 'playable' ? 'good' : 'bad' }], segments,
          });
        }
      }
      push(line.real
        ? `So the three ${where} is real: it can become a straight four.`
        : `So the three ${where} is false: none of its straight-four points can be played.`,
      { highlights: shape.map((h) => ({ ...h, role: line.real ? 'good' : 'bad' })), segments: segments.map((s) => ({ ...s, role: line.real ? 'good' : 'bad' })) });
    }
  }
  const final = verdictSentence(e, me);
  const role = e.verdict === 'playable' || e.verdict === 'five' ? 'good' : 'bad';
  push(depth === 0 ? final : `${final} (level ${depth + 1})`, {
    highlights: [{ ...xy(e.point), role }],
  });
}

/** A one-line summary of an explanation's verdict, e.g. for a list of mistakes. */
export function verdictSummary(e) {
  if (e.verdict === 'five') return `${up(e.point)} makes five: black wins.`;
  if (['overline', 'double-four', 'double-three'].includes(e.verdict)) return `${up(e.point)} is forbidden: ${kindPhrase(e.verdict)}.`;
  if (e.threes >= 2) return `${up(e.point)} is allowed: ${e.realThrees === 0 ? 'none of its threes is real' : 'only one of its threes is real'}.`;
  return `${up(e.point)} is allowed.`;
}
