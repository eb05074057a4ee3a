// What a board shows, as a list of drawing items: the one description of the board's geometry and
// marks that both the live board (board-view.js, as DOM) and the saved images (board-image.js, as
// SVG text and PNG) are made from, so a picture always shows what the board shows. Pure: no DOM.
//
//   const scene = boardScene({ size: 15, stones: [{ x: 7, y: 7, color: 'black', number: 1 }] });
//   scene.extent   -> the side of the square viewBox, in point spacings
//   scene.items    -> [{ layer, tag, cls, attrs, text? }]
//
// Points are 0-based {x, y} with x the column from the left and y the row from the bottom.

// Every class's paint, with the custom property a page may set and its default. The live board's
// stylesheet and the saved images' resolved colours are both written from this table.
export const STYLES = {
  'rb-board': { fill: ['--renju-board-wood', '#dcb35c'] },
  'rb-grid': { stroke: ['--renju-line', '#3b2a14'], 'stroke-width': 0.035, fill: 'none' },
  'rb-edge': { stroke: ['--renju-line', '#3b2a14'], 'stroke-width': 0.07, fill: 'none' },
  'rb-star': { fill: ['--renju-line', '#3b2a14'] },
  'rb-coord': { fill: ['--renju-coord', '#3b2a14'], font: [0.42, 400] },
  'rb-stone-black': { fill: ['--renju-stone-black', '#141414'] },
  'rb-stone-white': { fill: ['--renju-stone-white', '#f7f7f2'], stroke: ['--renju-stone-white-edge', '#6b6b6b'], 'stroke-width': 0.03 },
  'rb-shine': { fill: '#fff', opacity: 0.18 },
  'rb-shade': { fill: '#000', opacity: 0.08 },
  'rb-number': { font: [0.44, 600] },
  'rb-number-black': { fill: ['--renju-number-on-black', '#f4f4f4'] },
  'rb-number-white': { fill: ['--renju-number-on-white', '#1a1a1a'] },
  'rb-number-last': { fill: ['--renju-last', '#e0301e'] },
  'rb-last': { fill: ['--renju-last', '#e0301e'] },
  // Forbidden points: a ring with a bar, in no other mark's shape or colour.
  'rb-forbidden': { stroke: ['--renju-forbidden', '#d21f1f'], 'stroke-width': 0.075, 'stroke-linecap': 'round', fill: 'none' },
  'rb-win': { stroke: ['--renju-win', '#e0301e'], 'stroke-width': 0.12, 'stroke-linecap': 'round', fill: 'none', opacity: 0.85 },
  'rb-win-ring': { stroke: ['--renju-win', '#e0301e'], 'stroke-width': 0.07, fill: 'none' },
  'rb-mark': { fill: 'none', stroke: ['--renju-mark', '#1f4fa8'], 'stroke-width': 0.07, 'stroke-linejoin': 'round' },
  'rb-mark-on-black': { stroke: ['--renju-mark-on-black', '#9cc8ff'] },
  'rb-label': { fill: ['--renju-mark', '#1f4fa8'], font: [0.5, 700] },
  'rb-label-on-black': { fill: ['--renju-mark-on-black', '#9cc8ff'] },
  'rb-label-patch': { fill: ['--renju-board-wood', '#dcb35c'] },
  'rb-dot': { stroke: ['--renju-line', '#3b2a14'], 'stroke-width': 0.03 },
  // The analysis panel's marks: a line as see-through numbered stones with a dashed ring (not stones
  // on the board), and shapes toned by side (an overlay of black's and white's threats).
  'rb-ghost': { opacity: 0.55 },
  'rb-ghost-ring': { fill: 'none', stroke: ['--renju-mark', '#1f4fa8'], 'stroke-width': 0.05, 'stroke-dasharray': '0.12 0.08' },
  'rb-ghost-text': { font: [0.46, 700] },
  'rb-ghost-text-black': { fill: '#ffffff' },
  'rb-ghost-text-white': { fill: '#141414' },
  'rb-tone-black': { fill: ['--renju-stone-black', '#141414'], stroke: ['--renju-stone-white', '#f7f7f2'], 'stroke-width': 0.05 },
  'rb-tone-white': { fill: ['--renju-stone-white', '#f7f7f2'], stroke: ['--renju-stone-black', '#141414'], 'stroke-width': 0.05 },
  'rb-tone-bad': { stroke: ['--renju-forbidden', '#d21f1f'] },
  'rb-dot-mark': { fill: ['--renju-mark', '#1f4fa8'] },
  'rb-dot-mark-on-black': { fill: ['--renju-mark-on-black', '#9cc8ff'] },
  'rb-hl': { fill: 'none', 'stroke-width': 0.09 },
  'rb-hl-line': { 'stroke-width': 0.16, 'stroke-linecap': 'round', opacity: 0.55, fill: 'none' },
  'rb-hl-shape': { stroke: ['--renju-hl-shape', '#1b6fd8'] },
  'rb-hl-good': { stroke: ['--renju-hl-good', '#1f9d55'] },
  'rb-hl-bad': { stroke: ['--renju-hl-bad', '#d21f1f'] },
  'rb-hl-focus': { stroke: ['--renju-hl-focus', '#f0a500'] },
  'rb-hl-filled': { stroke: ['--renju-hl-filled', '#8e44ad'], 'stroke-dasharray': '0.12 0.08' },
  'rb-zone': { fill: ['--renju-zone', 'rgba(27, 111, 216, 0.14)'], stroke: ['--renju-zone-edge', '#1b6fd8'], 'stroke-width': 0.05, 'stroke-dasharray': '0.18 0.1' },
};

// Coloured points (`dot-red:h8`): fixed colours that read on every theme, none of them the
// forbidden marker's red ring.
export const DOT_COLORS = { mark: null, red: '#e8452c', green: '#22a35a', blue: '#2f6fe0', yellow: '#f2c230', purple: '#9a4fd0', orange: '#f08a24' };

export const THEMES = {
  wood: {},
  plain: { '--renju-board-wood': '#f3efe6', '--renju-line': '#444', '--renju-coord': '#444' },
  dark: {
    '--renju-board-wood': '#2b2f36', '--renju-line': '#9aa3ad', '--renju-coord': '#b9c2cc',
    '--renju-stone-black': '#0b0b0b', '--renju-stone-white': '#e9e9e4', '--renju-stone-white-edge': '#e9e9e4',
    '--renju-mark': '#8fc1ff', '--renju-mark-on-black': '#8fc1ff', '--renju-cursor': '#6cb2ff',
  },
};

function starPoints(size) {
  const mid = (size - 1) / 2;
  const points = [];
  if (size % 2 === 1) points.push([mid, mid]);
  const edge = size >= 13 ? 3 : size >= 9 ? 2 : -1;
  if (edge >= 0) {
    for (const x of [edge, size - 1 - edge]) for (const y of [edge, size - 1 - edge]) points.push([x, y]);
    if (size >= 19 && size % 2 === 1) {
      points.push([mid, edge], [mid, size - 1 - edge], [edge, mid], [size - 1 - edge, mid]);
    }
  }
  return points;
}

// Numbers are rounded so that the same board always gives the same text.
const r3 = (v) => Math.round(v * 1000) / 1000;

/** The margin around the grid: wide enough that edge labels clear a corner stone and its ring. */
export function boardMargin(coordinates) {
  return coordinates ? 1.3 : 0.65;
}

/** The centre of point (x, y) in viewBox units, on a board drawn in symmetry `symmetry` (0: as it is). */
export function pointCentre(size, coordinates, x, y, symmetry = 0) {
  const m = boardMargin(coordinates);
  const p = symmetry ? symmetryPoint(x, y, symmetry, size) : { x, y };
  return [m + p.x, m + (size - 1 - p.y)];
}

// A view of the board in one of its eight symmetries (flipped, turned), numbered as the core's
// symmetry.h: symmetry s mirrors left and right when s & 4, then turns the board a quarter
// anticlockwise (s & 3) times. Only the drawing moves: points keep their names.

/** Where point (x, y) is drawn in symmetry s: {x, y} of the drawn grid (x from the left, y from the bottom). */
export function symmetryPoint(x, y, s, size) {
  // Doubled offsets from the centre keep even boards, whose centre lies between points, exact.
  let dx = 2 * x - (size - 1);
  let dy = 2 * y - (size - 1);
  if (s & 4) dx = -dx;
  for (let k = 0; k < (s & 3); k++) [dx, dy] = [-dy, dx];
  return { x: (dx + size - 1) / 2, y: (dy + size - 1) / 2 };
}

/** A view's symmetry as drawn: an integer 0-7, anything else 0. */
export function viewSymmetry(s) {
  return Number.isInteger(s) && s > 0 && s < 8 ? s : 0;
}

/** The symmetry that undoes s. */
export function inverseSymmetry(s) {
  return s & 4 ? s : (4 - (s & 3)) & 3;
}

/** The symmetry of doing a, then b. */
export function composeSymmetry(a, b) {
  const size = 3;
  const probe = (s) => [symmetryPoint(2, 1, s, size), symmetryPoint(1, 2, s, size)].map((p) => `${p.x},${p.y}`).join();
  const p = symmetryPoint(2, 1, a, size);
  const q = symmetryPoint(1, 2, a, size);
  const want = [symmetryPoint(p.x, p.y, b, size), symmetryPoint(q.x, q.y, b, size)].map((r) => `${r.x},${r.y}`).join();
  for (let s = 0; s < 8; s++) if (probe(s) === want) return s;
  return 0;
}

/** A ring with a bar across it (the forbidden marker) as path data. */
function forbiddenPath(cx, cy, r) {
  const d = r * Math.SQRT1_2;
  return `M${r3(cx - r)} ${r3(cy)}A${r3(r)} ${r3(r)} 0 1 0 ${r3(cx + r)} ${r3(cy)}A${r3(r)} ${r3(r)} 0 1 0 ${r3(cx - r)} ${r3(cy)}`
    + `M${r3(cx - d)} ${r3(cy - d)}L${r3(cx + d)} ${r3(cy + d)}`;
}

/**
 * The drawing items of a board: `config` as BoardView takes it (size, stones, showNumbers,
 * coordinates, lastMove, forbidden, winLine, marks, highlights, segments, zone). Items are in paint
 * order; each has its layer ('base', 'zone', 'stones', 'marks', 'overlay'), its SVG tag, its class
 * (a key of STYLES, or several), its attributes and, for text, its text.
 */
export function boardScene(config) {
  const c = {
    size: 15, stones: [], showNumbers: false, coordinates: true, lastMove: null, forbidden: [], winLine: [],
    marks: [], highlights: [], segments: [], zone: null, symmetry: 0, ...config,
  };
  const { size } = c;
  const sym = viewSymmetry(c.symmetry);
  const margin = boardMargin(c.coordinates);
  const extent = size - 1 + 2 * margin;
  const at = (x, y) => pointCentre(size, c.coordinates, x, y, sym);
  const grid = (x, y) => pointCentre(size, c.coordinates, x, y); // the drawn grid, whatever the view
  const items = [];
  const add = (layer, tag, cls, attrs, text) => {
    const item = { layer, tag, cls, attrs };
    if (text !== undefined) item.text = text;
    items.push(item);
    return item;
  };

  add('base', 'rect', 'rb-board', { x: 0, y: 0, width: r3(extent), height: r3(extent), rx: 0.18 });
  const [x0, y0] = grid(0, size - 1);
  const [x1, y1] = grid(size - 1, 0);
  let d = '';
  for (let i = 1; i < size - 1; i++) {
    const [gx] = grid(i, 0);
    const [, gy] = grid(0, i);
    d += `M${r3(gx)} ${r3(y0)}V${r3(y1)}M${r3(x0)} ${r3(gy)}H${r3(x1)}`;
  }
  if (d) add('base', 'path', 'rb-grid', { d });
  add('base', 'rect', 'rb-edge', { x: r3(x0), y: r3(y0), width: r3(x1 - x0), height: r3(y1 - y0) });
  for (const [sx, sy] of starPoints(size)) {
    const [cx, cy] = grid(sx, sy);
    add('base', 'circle', 'rb-star', { cx: r3(cx), cy: r3(cy), r: 0.1 });
  }
  if (c.coordinates) {
    // Each drawn line is labelled with the name its points have: in a turned view (odd symmetry)
    // the columns drawn along the bottom are the board's rows, so they carry numbers.
    const back = inverseSymmetry(sym);
    const name = (gx, gy, across) => {
      const p = symmetryPoint(gx, gy, back, size);
      return across === Boolean(sym & 1) ? String(p.y + 1) : String.fromCharCode(65 + p.x);
    };
    for (let i = 0; i < size; i++) {
      const [cx] = grid(i, 0);
      add('base', 'text', 'rb-coord', { x: r3(cx), y: r3(y1 + 0.82) }, name(i, 0, true));
      const [, cy] = grid(0, i);
      add('base', 'text', 'rb-coord', { x: r3(x0 - 0.86), y: r3(cy) }, name(0, i, false));
    }
  }

  if (c.zone) {
    // Half a cell beyond the outer points, so stones on the zone's edge sit inside the shading.
    const [px, py] = at(c.zone.x0, c.zone.y0);
    const [qx, qy] = at(c.zone.x1, c.zone.y1);
    const [ax, ay, bx, by] = [Math.min(px, qx), Math.min(py, qy), Math.max(px, qx), Math.max(py, qy)];
    add('zone', 'rect', 'rb-zone', { x: r3(ax - 0.5), y: r3(ay - 0.5), width: r3(bx - ax + 1), height: r3(by - ay + 1), rx: 0.2 });
  }

  const colorAt = new Map();
  for (const s of c.stones) colorAt.set(s.y * size + s.x, s.color);
  // A label on a stone takes the place of its move number.
  const labelled = new Set(c.marks.filter((m) => m.type === 'label').map((m) => m.y * size + m.x));
  const last = c.lastMove;
  for (const s of c.stones) {
    const [cx, cy] = at(s.x, s.y);
    const stone = add('stones', 'circle', `rb-stone-${s.color}`, { cx: r3(cx), cy: r3(cy), r: 0.47 });
    stone.stone = { x: s.x, y: s.y, color: s.color };
    if (s.color === 'black') add('stones', 'circle', 'rb-shine', { cx: r3(cx - 0.14), cy: r3(cy - 0.15), r: 0.16 });
    else add('stones', 'circle', 'rb-shade', { cx: r3(cx + 0.06), cy: r3(cy + 0.07), r: 0.38 });
    const isLast = last && last.x === s.x && last.y === s.y;
    if (labelled.has(s.y * size + s.x)) continue;
    if (c.showNumbers && s.number) {
      const attrs = { x: r3(cx), y: r3(cy + 0.02) };
      if (s.number >= 100) attrs['font-size'] = 0.36;
      add('stones', 'text', `rb-number rb-number-${s.color}${isLast ? ' rb-number-last' : ''}`, attrs, String(s.number));
    } else if (isLast) {
      add('stones', 'circle', 'rb-last', { cx: r3(cx), cy: r3(cy), r: 0.12 });
    }
  }

  // A forbidden point that also carries a mark keeps its marker: a wider ring around the mark.
  const marked = new Set(c.marks.map((m) => m.y * size + m.x));
  for (const f of c.forbidden) {
    const key = f.y * size + f.x;
    if (colorAt.has(key)) continue;
    const [cx, cy] = at(f.x, f.y);
    const item = add('marks', 'path', 'rb-forbidden', { d: forbiddenPath(cx, cy, marked.has(key) ? 0.43 : 0.27) });
    item.forbidden = { x: f.x, y: f.y };
  }
  for (const m of c.marks) markItems(add, m, at, colorAt.get(m.y * size + m.x));

  if (c.winLine.length >= 2) {
    const sorted = [...c.winLine].sort((a, b) => a.x - b.x || a.y - b.y);
    const [ax, ay] = at(sorted[0].x, sorted[0].y);
    const [bx, by] = at(sorted[sorted.length - 1].x, sorted[sorted.length - 1].y);
    add('overlay', 'line', 'rb-win', { x1: r3(ax), y1: r3(ay), x2: r3(bx), y2: r3(by) });
  }
  for (const p of c.winLine) {
    const [cx, cy] = at(p.x, p.y);
    add('overlay', 'circle', 'rb-win-ring', { cx: r3(cx), cy: r3(cy), r: 0.5 });
  }
  for (const s of c.segments) {
    const [ax, ay] = at(s.from.x, s.from.y);
    const [bx, by] = at(s.to.x, s.to.y);
    add('overlay', 'line', `rb-hl-line rb-hl-${s.role ?? 'shape'}`, { x1: r3(ax), y1: r3(ay), x2: r3(bx), y2: r3(by) });
  }
  for (const h of c.highlights) {
    const [cx, cy] = at(h.x, h.y);
    add('overlay', 'circle', `rb-hl rb-hl-${h.role ?? 'shape'}`, { cx: r3(cx), cy: r3(cy), r: 0.56 });
  }
  return { size, margin, extent: r3(extent), items };
}

function markItems(add, m, at, stone) {
  const [cx, cy] = at(m.x, m.y);
  // `tone` ('black' | 'white' | 'bad') colours a shape by side.
  const on = (stone === 'black' ? ' rb-mark-on-black' : '') + (['black', 'white', 'bad'].includes(m.tone) ? ` rb-tone-${m.tone}` : '');
  switch (m.type) {
    case 'label': {
      if (!stone) add('marks', 'circle', 'rb-label-patch', { cx: r3(cx), cy: r3(cy), r: 0.3 });
      add('marks', 'text', `rb-label${stone === 'black' ? ' rb-label-on-black' : ''}`, { x: r3(cx), y: r3(cy + 0.02) },
        [...String(m.text ?? '')].slice(0, 3).join('')); // text, never markup
      break;
    }
    case 'x': {
      const r = 0.22;
      add('marks', 'path', `rb-mark${on}`, { d: `M${r3(cx - r)} ${r3(cy - r)}L${r3(cx + r)} ${r3(cy + r)}M${r3(cx + r)} ${r3(cy - r)}L${r3(cx - r)} ${r3(cy + r)}` });
      break;
    }
    case 'triangle': {
      const r = 0.3;
      add('marks', 'path', `rb-mark${on}`, { d: `M${r3(cx)} ${r3(cy - r)}L${r3(cx + r * 0.87)} ${r3(cy + r / 2)}L${r3(cx - r * 0.87)} ${r3(cy + r / 2)}Z` });
      break;
    }
    case 'circle':
      add('marks', 'circle', `rb-mark${on}`, { cx: r3(cx), cy: r3(cy), r: 0.26 });
      break;
    case 'square':
      add('marks', 'rect', `rb-mark${on}`, { x: r3(cx - 0.22), y: r3(cy - 0.22), width: 0.44, height: 0.44 });
      break;
    case 'dot': {
      const color = DOT_COLORS[m.color] ?? null;
      const attrs = { cx: r3(cx), cy: r3(cy), r: 0.2 };
      // The plain dot takes the marks' colour (a property the page may set); named ones are fixed.
      if (color) attrs.fill = color;
      add('marks', 'circle', color ? `rb-dot rb-dot-${m.color}` : `rb-dot rb-dot-mark${stone === 'black' ? ' rb-dot-mark-on-black' : ''}`, attrs);
      break;
    }
    case 'ghost': {
      if (stone || (m.color !== 'black' && m.color !== 'white')) break; // only on empty points
      add('marks', 'circle', `rb-stone-${m.color} rb-ghost`, { cx: r3(cx), cy: r3(cy), r: 0.47 });
      add('marks', 'circle', 'rb-ghost-ring', { cx: r3(cx), cy: r3(cy), r: 0.45 });
      add('marks', 'text', `rb-ghost-text rb-ghost-text-${m.color}`, { x: r3(cx), y: r3(cy + 0.02) }, [...String(m.text ?? '')].slice(0, 3).join(''));
      break;
    }
    default:
      break;
  }
}

/** The live board's stylesheet rules for the table (custom properties with their defaults). */
export function stylesCss() {
  const lines = [];
  for (const [cls, style] of Object.entries(STYLES)) {
    const decl = [];
    for (const [k, v] of Object.entries(style)) {
      if (k === 'font') {
        decl.push(`font-size: ${v[0]}px`, `font-weight: ${v[1]}`, 'text-anchor: middle', 'dominant-baseline: central');
      } else {
        decl.push(`${k}: ${Array.isArray(v) ? `var(${v[0]}, ${v[1]})` : v}`);
      }
    }
    lines.push(`.${cls} { ${decl.join('; ')}; }`);
  }
  return lines.join('\n');
}
