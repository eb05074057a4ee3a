// The text forms shared by <renju-board> attributes and lesson files:
//   stones: "black: f8 g8 h9; white: d8"   (b: and w: also work)
//   marks:  "A:g8 B:j8 1:h7 x:k9 tri:h9 circle:f7,f8 square:e5 dot:d4 dot-green:e4"
//           (the symbols also as ×, △, ○, □; a coloured point is dot or dot-<colour>)
// The module reads both (points by its notation parser, marks by its one marks reader) and writes
// marks texts. Errors name the field and the bad text.

import { DOT_COLORS } from './board-scene.js';

/** The coloured dots' names (dot-red, …), as the widget's messages list them. */
export const DOTS = Object.keys(DOT_COLORS).filter((c) => c !== 'mark');

/** The module's marks ({type, text}: a dot's colour in text) as the board draws them ({type, text?, color?}). */
export const drawnMarks = (marks) => marks.map((m) => (m.type === 'dot' ? { x: m.x, y: m.y, type: 'dot', color: m.text || 'mark' }
  : m.type === 'label' ? { x: m.x, y: m.y, type: 'label', text: m.text } : { x: m.x, y: m.y, type: m.type }));

/** The board's marks as the module takes them (the inverse of drawnMarks). */
export const moduleMarks = (marks) => marks.map((m) => ({ x: m.x, y: m.y, type: m.type,
  text: m.type === 'dot' ? (m.color && m.color !== 'mark' ? m.color : '') : m.text }));

/** The marks text of the board's marks ({x, y, type, text?, color?}), written by the module (parseMarks reads it back). */
export function marksText(renju, marks, size) {
  return renju.formatMarks(moduleMarks(marks), { size });
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

/** [{x, y, type, text?, color?}] from a marks text, read by the module: one mark a point, the last one given for it. */
export function parseMarks(renju, text, size) {
  if (!text || !String(text).trim()) return [];
  try {
    return drawnMarks(renju.parseMarks(String(text), { size }));
  } catch (e) {
    const token = quote(e.token ?? '');
    if (e.problem === 'form') throw new DiagramTextError('marks', e.message, undefined, { key: 'attribute.markForm', params: { token } });
    if (e.problem === 'name') {
      throw new DiagramTextError('marks', e.message, undefined, { key: 'attribute.markName', params: { name: token, dots: DOTS.join('/') } });
    }
    throw new DiagramTextError('marks', e.message, e.code, tokenText(e, size));
  }
}
