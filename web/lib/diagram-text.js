// The text forms shared by <renju-board> attributes and lesson files:
//   stones: "black: f8 g8 h9; white: d8"   (b: and w: also work)
//   marks:  "A:g8 B:j8 1:h7 x:k9 tri:h9 circle:f7,f8 square:e5 dot:d4 dot-green:e4"
//           (the symbols also as ×, △, ○, □; a coloured point is dot or dot-<colour>)
// Points are read by the module's own notation parser. Errors name the field and the bad text.

import { DOT_COLORS } from './board-scene.js';

const SYMBOLS = { x: 'x', '×': 'x', tri: 'triangle', triangle: 'triangle', '△': 'triangle', circle: 'circle', '○': 'circle',
  square: 'square', '□': 'square' };

/** The marks' names for the marks text: label text, a symbol word, or dot / dot-<colour>. */
export const DOTS = Object.keys(DOT_COLORS).filter((c) => c !== 'mark');

// A mark's name read: {type, text?, color?}, or null when it is none of them.
function markOf(name) {
  const lower = name.toLowerCase();
  if (SYMBOLS[lower]) return { type: SYMBOLS[lower] };
  if (lower === 'dot') return { type: 'dot', color: 'mark' };
  if (lower.startsWith('dot-') && DOTS.includes(lower.slice(4))) return { type: 'dot', color: lower.slice(4) };
  if (/^[\p{L}\p{N}?!+*#=-]{1,3}$/u.test(name) && !lower.startsWith('dot-')) return { type: 'label', text: name };
  return null;
}

/** The marks text of a list of marks (the inverse of parseMarks), points as the module writes them. */
export function marksText(marks, pointName) {
  const groups = new Map();
  for (const m of marks) {
    const name = m.type === 'label' ? m.text : m.type === 'dot' ? (m.color && m.color !== 'mark' ? `dot-${m.color}` : 'dot')
      : { x: 'x', triangle: 'tri', circle: 'circle', square: 'square' }[m.type];
    if (!name) continue;
    if (!groups.has(name)) groups.set(name, []);
    groups.get(name).push(pointName(m));
  }
  return [...groups].map(([name, points]) => `${name}:${points.join(',')}`).join(' ');
}

// Text quoted in a message: a few dozen characters at most, whatever the attribute holds.
function quote(text) {
  const chars = [...text];
  return JSON.stringify(chars.length > 32 ? `${chars.slice(0, 32).join('')}…` : text);
}

/**
 * A bad stones or marks text: `field` names it and the message says what is wrong (English, for
 * developers). `text` is the same as a message of the widget's table ({key, params}) for a page in
 * another language; it carries no English words of the module's (only the token it quoted).
 */
export class DiagramTextError extends Error {
  constructor(field, message, code = 'BAD_ATTRIBUTE', text = null) {
    super(`${field}: ${message}`);
    this.field = field;
    this.code = code;
    this.text = text;
  }
}

/** The token a module error quotes ("z9" in `"z9" is off the 15x15 board`), quoted again; else ''. */
export function quotedToken(e) {
  const m = /"((?:[^"\\]|\\.)*)"/.exec(e?.message ?? '');
  return m ? quote(m[1]) : '';
}

/** The widget's message for a token the module could not read as a point or move ({key, params}). */
export function tokenText(e, size) {
  return { key: 'attribute.token', params: { reason: e?.code === 'OFF_BOARD' ? 'OFF_BOARD' : 'other', token: quotedToken(e), size } };
}

/** {black: ['f8', ...], white: [...]} from a stones text. */
export function parseStones(renju, text, size) {
  const out = { black: [], white: [] };
  if (!text || !String(text).trim()) return out;
  for (const part of String(text).split(';')) {
    if (!part.trim()) continue;
    const m = /^\s*(black|white|b|w)\s*:(.*)$/is.exec(part);
    if (!m) throw new DiagramTextError('stones', `${quote(part.trim())} should start with "black:" or "white:"`, undefined, { key: 'attribute.stonesPart', params: { part: quote(part.trim()) } });
    const color = m[1][0].toLowerCase() === 'b' ? 'black' : 'white';
    let points;
    try {
      points = renju.parseCode(m[2], { size });
    } catch (e) {
      throw new DiagramTextError('stones', e.message, e.code, tokenText(e, size));
    }
    for (const p of points) {
      if (p === 'pass') throw new DiagramTextError('stones', '"pass" is not a point', undefined, { key: 'attribute.pass', params: {} });
      out[color].push(p);
    }
  }
  return out;
}

/** [{x, y, type, text?}] from a marks text: one mark a point, the last one given for it. */
export function parseMarks(renju, text, size) {
  const marks = new Map(); // point index -> mark, in the order last given
  if (!text || !String(text).trim()) return [];
  for (const token of String(text).trim().split(/\s+/)) {
    const i = token.lastIndexOf(':');
    if (i <= 0) throw new DiagramTextError('marks', `${quote(token)} should be label:point, like A:g8 or x:k9`, undefined, { key: 'attribute.markForm', params: { token: quote(token) } });
    const name = token.slice(0, i);
    const mark = markOf(name);
    if (!mark) {
      throw new DiagramTextError('marks', `${quote(name)} is neither a label (up to 3 letters or digits) nor x, tri, circle, square, dot or dot-${DOTS.join('/')}`, undefined,
        { key: 'attribute.markName', params: { name: quote(name), dots: DOTS.join('/') } });
    }
    for (const p of token.slice(i + 1).split(',')) {
      let point;
      try {
        point = renju.point(p, { size });
      } catch (e) {
        throw new DiagramTextError('marks', `${quote(p)} in ${quote(token)}: ${e.message}`, e.code, tokenText(e, size));
      }
      const key = point.y * size + point.x;
      marks.delete(key);
      marks.set(key, { x: point.x, y: point.y, ...mark });
    }
  }
  return [...marks.values()];
}
