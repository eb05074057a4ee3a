// Turns the module's explanation of a point (renju.explain) into steps a learner can walk through:
// the stone is placed, each line's shape is shown, every straight-four point of every three is
// judged (filling stones in, as RIF 9.3 describes, and working back up), and the verdict follows.
// Each step carries a one-line caption made from the explanation data and what to draw on the
// board. No rule is decided here: verdicts are read from the explanation.
// The captions are the lesson table's messages (web/i18n/en/lesson.js): each sentence is whole in its
// language and selects its own words for the kinds, directions and verdicts the module returns.
import { translator } from '../i18n/text.js';
import en from '../i18n/en/lesson.js';

const LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const english = translator(en);

/** {x, y} of a point name like "h8". */
export function xy(name) {
  return { x: name.charCodeAt(0) - 97, y: Number(name.slice(1)) - 1 };
}

function up(name) {
  return name.toUpperCase();
}

const list = (names) => names.map(up);

function lineSegment(line) {
  return line.stones.length >= 2 ? [{ from: xy(line.stones[0]), to: xy(line.stones[line.stones.length - 1]) }] : [];
}

function verdictSentence(e, me, t) {
  switch (e.verdict) {
    case 'five': return t('verdict.five', { me });
    case 'overline': return t('verdict.overline', { me });
    case 'double-four': return t('verdict.doubleFour', { me });
    case 'double-three': return t('verdict.doubleThree', { me, real: e.realThrees });
    default: {
      if (e.threes >= 2) return t('verdict.allowedThrees', { me, four: e.fours >= 1 ? 'yes' : 'no', threes: e.threes, real: Math.min(e.realThrees, 1) });
      if (e.fours >= 1 && e.realThrees >= 1) return t('verdict.fourThree', { me });
      return t('verdict.allowed', { me });
    }
  }
}

/**
 * Steps for the explanation `e` of point e.point. Each step:
 *   { caption, depth, point, filled: [names], stone: name|null, highlights: [{x, y, role}],
 *     segments: [{from, to, role}], labels: [{x, y, text}] }
 * `filled` are black stones filled in (the board draws them as stones, ringed); `stone` is the
 * stone being judged.
 */
export function explanationSteps(e, names = {}, t = english) {
  const steps = [];
  // point -> letter: the names the lesson already gave, then A for the top point and B, C... as the
  // check goes deeper, skipping letters already taken.
  const labels = new Map(Object.entries(names));
  walk(e, 0, labels, steps, t);
  return steps;
}

function label(labels, point) {
  if (!labels.has(point)) {
    const used = new Set(labels.values());
    labels.set(point, [...LETTERS].find((l) => !used.has(l)) ?? '?');
  }
  return labels.get(point);
}

function named(labels, point, t) {
  return t('name.lettered', { letter: label(labels, point), point: up(point) });
}

function walk(e, depth, labels, steps, t) {
  const me = named(labels, e.point, t);
  const base = { depth, point: e.point, filled: e.filled, stone: e.point };
  const push = (caption, extra = {}) => steps.push({ ...base, highlights: [], segments: [], ...extra, caption,
    labels: [...labels].map(([p, t]) => ({ ...xy(p), text: t })) });

  if (depth === 0) push(t('step.plays', { me }), { highlights: [{ ...xy(e.point), role: 'focus' }] });
  else push(t('step.judge', { filled: list(e.filled), me }), { highlights: [{ ...xy(e.point), role: 'focus' }] });

  if (e.lines.length === 0 && e.verdict === 'playable') {
    push(t('step.nothing', { me }));
  }
  for (const line of e.lines) {
    const direction = line.direction;
    const point = up(e.point);
    const shape = line.stones.map((p) => ({ ...xy(p), role: 'shape' }));
    const segments = lineSegment(line).map((s) => ({ ...s, role: 'shape' }));
    if (line.kind === 'five') {
      push(t('step.five', { point, direction, from: up(line.stones[0]), to: up(line.stones.at(-1)) }), { highlights: shape, segments });
    } else if (line.kind === 'overline') {
      push(t('step.overline', { point, direction, n: line.stones.length }), { highlights: shape, segments });
    } else if (line.kind === 'four' || line.kind === 'double-four') {
      const fives = line.fivePoints.map((p) => ({ ...xy(p), role: 'good' }));
      const text = line.kind === 'four'
        ? t('step.four', { direction, stones: list(line.stones), fives: list(line.fivePoints) })
        : t('step.doubleFourLine', { direction, fives: list(line.fivePoints) });
      push(text, { highlights: [...shape, ...fives], segments });
    } else if (line.kind === 'three') {
      const sf = line.straightFours.map((s) => ({ ...xy(s.point), role: 'focus' }));
      const points = line.straightFours.map((s) => s.point);
      push(t('step.three', { direction, stones: list(line.stones), points: list(points) }),
        { highlights: [...shape, ...sf], segments });
      if (!line.checked) continue;
      for (const s of line.straightFours) {
        // A point that makes at most one three and one four settles at a glance: one step.
        const plain = s.nested && s.verdict === 'playable' && s.nested.threes < 2 && s.nested.fours < 2;
        if (s.nested && !plain) {
          walk(s.nested, depth + 1, labels, steps, t);
          push(t('step.back', { me, direction, sf: named(labels, s.point, t), verdict: s.verdict }), {
            highlights: [...shape, { ...xy(s.point), role: s.verdict === 'playable' ? 'good' : 'bad' }], segments,
          });
        } else if (plain) {
          push(t('step.plain', { sf: named(labels, s.point, t), filled: list([...e.filled, e.point]) }), {
            highlights: [...shape, { ...xy(s.point), role: 'good' }], segments,
          });
        } else {
          push(t('step.point', { point: up(s.point), verdict: s.verdict }), {
            highlights: [...shape, { ...xy(s.point), role: s.verdict === 'playable' ? 'good' : 'bad' }], segments,
          });
        }
      }
      push(t(line.real ? 'step.real' : 'step.false', { direction }),
      { highlights: shape.map((h) => ({ ...h, role: line.real ? 'good' : 'bad' })), segments: segments.map((s) => ({ ...s, role: line.real ? 'good' : 'bad' })) });
    }
  }
  const final = verdictSentence(e, me, t);
  const role = e.verdict === 'playable' || e.verdict === 'five' ? 'good' : 'bad';
  push(depth === 0 ? final : t('verdict.level', { text: final, n: depth + 1 }), {
    highlights: [{ ...xy(e.point), role }],
  });
}

/** A one-line summary of an explanation's verdict, e.g. for a list of mistakes. */
export function verdictSummary(e, t = english) {
  const point = up(e.point);
  if (e.verdict === 'five') return t('summary.five', { point });
  if (['overline', 'double-four', 'double-three'].includes(e.verdict)) return t('summary.forbidden', { point, kind: e.verdict });
  if (e.threes >= 2) return t('summary.allowedThrees', { point, real: Math.min(e.realThrees, 1) });
  return t('summary.allowed', { point });
}
