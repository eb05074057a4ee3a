// A small stroke font for saved board images: the coordinates' letters and digits, move numbers and
// the labels' letters, drawn as paths so an SVG looks the same wherever it is opened, with no font.
// Each glyph is [advance width, absolute path data] on a box 10 units tall (y down, 0 the cap line,
// 10 the baseline); lowercase letters use the capitals. Commands used: M L H V C S A Z.

const GLYPHS = {
  0: [6, 'M3 0A3 5 0 0 0 3 10A3 5 0 0 0 3 0Z'],
  1: [6, 'M1.2 2.2L3.6 0V10'],
  2: [6, 'M0.4 2.6C0.6 0.8 1.8 0 3 0C4.6 0 5.8 1.1 5.8 2.7C5.8 5.2 0.2 7.6 0.2 10H6'],
  3: [6, 'M0.4 1.2C1 0.4 2 0 3 0C4.7 0 5.6 1 5.6 2.5C5.6 4 4.4 4.8 2.6 4.8C4.6 4.8 6 5.8 6 7.4C6 9 4.7 10 3 10C1.8 10 0.8 9.5 0.2 8.7'],
  4: [6, 'M4.5 10V0L0 7H6'],
  5: [6, 'M5.6 0H1L0.5 4.5C1.2 4 2 3.8 3 3.8C4.8 3.8 6 5 6 6.9C6 8.8 4.7 10 3 10C1.8 10 0.8 9.5 0.2 8.7'],
  6: [6, 'M5.3 0.9C4.7 0.3 3.9 0 3 0C1 0 0 2.2 0 5.5C0 8.5 1.2 10 3 10C4.8 10 6 8.8 6 7C6 5.2 4.8 4 3.1 4C1.6 4 0.5 4.9 0 6.2'],
  7: [6, 'M0 0H6L2.2 10'],
  8: [6, 'M3 4.7C1.5 4.7 0.5 3.8 0.5 2.4S1.5 0 3 0S5.5 1 5.5 2.4S4.5 4.7 3 4.7C1.2 4.7 0 5.7 0 7.3S1.2 10 3 10S6 8.9 6 7.3S4.8 4.7 3 4.7Z'],
  9: [6, 'M0.7 9.1C1.3 9.7 2.1 10 3 10C5 10 6 7.8 6 4.5C6 1.5 4.8 0 3 0C1.2 0 0 1.2 0 3C0 4.8 1.2 6 2.9 6C4.4 6 5.5 5.1 6 3.8'],
  A: [6, 'M0 10L3 0L6 10M1.1 6.5H4.9'],
  B: [6, 'M0 5H3.4C5 5 6 6 6 7.5S5 10 3.6 10H0V0H3.2C4.6 0 5.4 0.9 5.4 2.5S4.6 5 3.2 5'],
  C: [6, 'M5.8 1.5C5.2 0.5 4.2 0 3.1 0C1.2 0 0 2 0 5S1.2 10 3.1 10C4.2 10 5.2 9.5 5.8 8.5'],
  D: [6, 'M0 0V10H2.6C4.8 10 6 8 6 5S4.8 0 2.6 0Z'],
  E: [5.5, 'M5.5 0H0V10H5.5M0 5H4.3'],
  F: [5.5, 'M5.5 0H0V10M0 5H4.3'],
  G: [6, 'M5.8 1.5C5.2 0.5 4.2 0 3.1 0C1.2 0 0 2 0 5S1.2 10 3.1 10C4.4 10 5.4 9.5 6 8.7V5.5H3.4'],
  H: [6, 'M0 0V10M6 0V10M0 5H6'],
  I: [3, 'M0 0H3M1.5 0V10M0 10H3'],
  J: [5, 'M5 0V7.2C5 9 4 10 2.6 10C1.4 10 0.5 9.3 0.1 8.2'],
  K: [6, 'M0 0V10M6 0L0 6.5M2 4.3L6 10'],
  L: [5.5, 'M0 0V10H5.5'],
  M: [7, 'M0 10V0L3.5 6.5L7 0V10'],
  N: [6, 'M0 10V0L6 10V0'],
  O: [6, 'M3 0A3 5 0 0 0 3 10A3 5 0 0 0 3 0Z'],
  P: [6, 'M0 10V0H3.3C5 0 6 1 6 2.7S5 5.4 3.3 5.4H0'],
  Q: [6, 'M3 0A3 5 0 0 0 3 10A3 5 0 0 0 3 0ZM3.6 7.2L6 10.4'],
  R: [6, 'M0 10V0H3.3C5 0 6 1 6 2.7S5 5.4 3.3 5.4H0M3.2 5.4L6 10'],
  S: [6, 'M5.6 1.4C5 0.5 4.1 0 3 0C1.5 0 0.3 0.9 0.3 2.5C0.3 5.8 5.9 4.2 5.9 7.4C5.9 9 4.6 10 3 10C1.7 10 0.7 9.4 0.1 8.5'],
  T: [6, 'M0 0H6M3 0V10'],
  U: [6, 'M0 0V6.8C0 8.8 1.2 10 3 10S6 8.8 6 6.8V0'],
  V: [6, 'M0 0L3 10L6 0'],
  W: [8, 'M0 0L2 10L4 3.5L6 10L8 0'],
  X: [6, 'M0 0L6 10M6 0L0 10'],
  Y: [6, 'M0 0L3 5L6 0M3 5V10'],
  Z: [6, 'M0 0H6L0 10H6'],
  '?': [5.6, 'M0.3 2.3C0.6 0.8 1.6 0 2.9 0C4.5 0 5.6 1 5.6 2.5C5.6 4.6 3 4.9 3 7.2M3 9.8V9.9'],
  '!': [2, 'M1 0V7M1 9.8V9.9'],
  '+': [6, 'M0 5H6M3 2V8'],
  '-': [4, 'M0 5H4'],
  '=': [6, 'M0 3.5H6M0 6.5H6'],
  '*': [6, 'M3 2V8M0.4 3.5L5.6 6.5M5.6 3.5L0.4 6.5'],
  '#': [6, 'M2 0.5L1.2 9.5M4.8 0.5L4 9.5M0.3 3.3H5.9M0 6.7H5.6'],
};

const GAP = 1.8; // between glyphs, in glyph units

/** The glyph for a character, or null when the set has none. */
export function glyph(ch) {
  return GLYPHS[ch] ?? GLYPHS[ch.toUpperCase()] ?? null;
}

/** Whether every character of `text` has a glyph. */
export function hasGlyphs(text) {
  return [...text].every((ch) => glyph(ch) !== null);
}

const round = (v) => Math.round(v * 1000) / 1000;

// Absolute path data moved by (tx, ty) and scaled by s.
function transform(d, s, tx, ty) {
  const tokens = d.match(/[A-Za-z]|-?\d*\.?\d+/g);
  let out = '';
  let cmd = '';
  let i = 0;
  const num = () => Number(tokens[i++]);
  const X = () => round(num() * s + tx);
  const Y = () => round(num() * s + ty);
  while (i < tokens.length) {
    if (/[A-Za-z]/.test(tokens[i])) {
      cmd = tokens[i++];
      out += cmd;
      if (cmd === 'Z') continue;
    } else {
      out += ' ';
    }
    switch (cmd) {
      case 'H': out += X(); break;
      case 'V': out += Y(); break;
      case 'C': out += `${X()} ${Y()} ${X()} ${Y()} ${X()} ${Y()}`; break;
      case 'S': out += `${X()} ${Y()} ${X()} ${Y()}`; break;
      case 'A': {
        const rx = round(num() * s);
        const ry = round(num() * s);
        const rot = num();
        const large = num();
        const sweep = num();
        out += `${rx} ${ry} ${rot} ${large} ${sweep} ${X()} ${Y()}`;
        break;
      }
      default: out += `${X()} ${Y()}`; // M, L
    }
  }
  return out;
}

/**
 * Path data for `text` centred on (x, y) (as SVG's text-anchor middle and dominant-baseline central
 * place it) at `fontSize`, and the stroke width for `weight`. Null when a character has no glyph.
 */
export function textPath(text, x, y, fontSize, weight = 400) {
  const chars = [...String(text)];
  if (!chars.length || !hasGlyphs(text)) return null;
  const capHeight = fontSize * 0.72;
  const s = capHeight / 10;
  const width = chars.reduce((w, ch) => w + glyph(ch)[0], 0) + GAP * (chars.length - 1);
  let left = x - (width * s) / 2;
  const top = y - capHeight / 2;
  let d = '';
  for (const ch of chars) {
    const [advance, path] = glyph(ch);
    d += transform(path, s, left, top);
    left += (advance + GAP) * s;
  }
  const strokeWidth = round(capHeight * (weight >= 700 ? 0.19 : weight >= 600 ? 0.16 : 0.12));
  return { d, strokeWidth };
}
