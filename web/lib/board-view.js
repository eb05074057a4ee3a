// BoardView: draws a Renju/Gomoku board in SVG from a plain description of what is on it, and turns
// pointer and keyboard input into point events. It knows nothing of rules: callers tell it which
// stones, marks and forbidden points to show. Shared by the app, the <renju-board> widget and the lessons.
//
//   const view = new BoardView(element, { size: 15, stones: [{ x: 7, y: 7, color: 'black' }] });
//   view.set({ lastMove: { x: 7, y: 7 } });           // partial updates redraw what changed
//   view.onPointClick = ({ x, y }) => { ... };
//
// Points are 0-based {x, y} with x the column from the left and y the row from the bottom.

const SVG = 'http://www.w3.org/2000/svg';

export const boardCss = `
.rb-svg { display: block; width: 100%; height: auto; max-height: 100%; user-select: none; -webkit-user-select: none;
  touch-action: manipulation; outline: none; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.rb-board { fill: var(--renju-board-wood, #dcb35c); }
.rb-grid { stroke: var(--renju-line, #3b2a14); stroke-width: 0.035; fill: none; shape-rendering: geometricPrecision; }
.rb-edge { stroke: var(--renju-line, #3b2a14); stroke-width: 0.07; fill: none; }
.rb-star { fill: var(--renju-line, #3b2a14); }
.rb-coord { fill: var(--renju-coord, #3b2a14); font-size: 0.42px; text-anchor: middle; dominant-baseline: central; }
.rb-stone-black { fill: var(--renju-stone-black, #141414); }
.rb-stone-white { fill: var(--renju-stone-white, #f7f7f2); stroke: var(--renju-stone-white-edge, #6b6b6b); stroke-width: 0.03; }
.rb-shine { fill: #fff; opacity: 0.18; pointer-events: none; }
.rb-shade { fill: #000; opacity: 0.08; pointer-events: none; }
.rb-number { font-size: 0.44px; font-weight: 600; text-anchor: middle; dominant-baseline: central; pointer-events: none; }
.rb-number-black { fill: var(--renju-number-on-black, #f4f4f4); }
.rb-number-white { fill: var(--renju-number-on-white, #1a1a1a); }
.rb-number-last { fill: var(--renju-last, #e0301e); }
.rb-last { fill: var(--renju-last, #e0301e); pointer-events: none; }
.rb-preview { opacity: 0.45; pointer-events: none; }
.rb-ghost { opacity: 0.55; pointer-events: none; }
.rb-ghost-ring { fill: none; stroke: var(--renju-mark, #c0392b); stroke-width: 0.05; stroke-dasharray: 0.12 0.08; pointer-events: none; }
.rb-mark.rb-tone-black { fill: var(--renju-stone-black, #141414); stroke: var(--renju-stone-white, #f7f7f2); stroke-width: 0.05; }
.rb-mark.rb-tone-white { fill: var(--renju-stone-white, #f7f7f2); stroke: var(--renju-stone-black, #141414); stroke-width: 0.05; }
.rb-mark.rb-tone-bad { stroke: var(--renju-forbidden, #c0392b); }
.rb-ghost-text { font-size: 0.46px; font-weight: 700; text-anchor: middle; dominant-baseline: central; pointer-events: none; }
.rb-ghost-text-black { fill: #fff; }
.rb-ghost-text-white { fill: #141414; }
.rb-forbidden { stroke: var(--renju-forbidden, #d21f1f); stroke-width: 0.09; stroke-linecap: round; pointer-events: none; }
.rb-win { stroke: var(--renju-win, #e0301e); stroke-width: 0.12; stroke-linecap: round; fill: none; opacity: 0.85; pointer-events: none; }
.rb-win-ring { stroke: var(--renju-win, #e0301e); stroke-width: 0.07; fill: none; pointer-events: none; }
.rb-cursor { stroke: var(--renju-cursor, #1b6fd8); stroke-width: 0.07; fill: none; pointer-events: none; }
.rb-mark { fill: none; stroke: var(--renju-mark, #c0392b); stroke-width: 0.07; pointer-events: none; }
.rb-mark-on-black { stroke: var(--renju-mark-on-black, #ffb199); }
.rb-label { fill: var(--renju-mark, #c0392b); font-size: 0.5px; font-weight: 700; text-anchor: middle; dominant-baseline: central; pointer-events: none; }
.rb-label-on-black { fill: var(--renju-mark-on-black, #ffb199); }
.rb-label-patch { fill: var(--renju-board-wood, #dcb35c); pointer-events: none; }
.rb-hl { fill: none; stroke-width: 0.09; pointer-events: none; }
.rb-hl-line { stroke-width: 0.16; stroke-linecap: round; opacity: 0.55; fill: none; pointer-events: none; }
.rb-hl-shape { stroke: var(--renju-hl-shape, #1b6fd8); }
.rb-hl-good { stroke: var(--renju-hl-good, #1f9d55); }
.rb-hl-bad { stroke: var(--renju-hl-bad, #d21f1f); }
.rb-hl-focus { stroke: var(--renju-hl-focus, #f0a500); }
.rb-hl-filled { stroke: var(--renju-hl-filled, #8e44ad); stroke-dasharray: 0.12 0.08; }
.rb-zone { fill: var(--renju-zone, rgba(27, 111, 216, 0.14)); stroke: var(--renju-zone-edge, #1b6fd8); stroke-width: 0.05;
  stroke-dasharray: 0.18 0.1; pointer-events: none; }
.rb-hit { fill: transparent; cursor: pointer; }
.rb-svg[data-interactive="false"] .rb-hit { cursor: default; }
`;

const THEMES = {
  wood: {},
  plain: { '--renju-board-wood': '#f3efe6', '--renju-line': '#444', '--renju-coord': '#444' },
  dark: {
    '--renju-board-wood': '#2b2f36', '--renju-line': '#9aa3ad', '--renju-coord': '#b9c2cc',
    '--renju-stone-black': '#0b0b0b', '--renju-stone-white': '#e9e9e4', '--renju-stone-white-edge': '#e9e9e4',
    '--renju-mark': '#ff8a73', '--renju-cursor': '#6cb2ff',
  },
};

export function themeVariables(theme) {
  return THEMES[theme] ?? THEMES.wood;
}

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

function el(name, attrs, parent) {
  const node = document.createElementNS(SVG, name);
  for (const key in attrs) node.setAttribute(key, attrs[key]);
  if (parent) parent.appendChild(node);
  return node;
}

/** Column letter and row number: {x: 7, y: 7} -> "H8". */
export function pointLabel(x, y) {
  return String.fromCharCode(65 + x) + (y + 1);
}

const DEFAULTS = {
  size: 15,
  stones: [],           // [{x, y, color: 'black'|'white', number?: n}]
  showNumbers: false,
  coordinates: true,
  lastMove: null,       // {x, y}
  forbidden: [],        // [{x, y}] drawn as x
  winLine: [],          // [{x, y}] ringed and joined
  marks: [],            // [{x, y, type: 'label'|'x'|'triangle'|'circle'|'square'|'ghost', text?, color?}] (ghost: a see-through stone of `color`, numbered; tone: 'black'|'white'|'bad' colours a shape)
  highlights: [],       // [{x, y, role: 'shape'|'good'|'bad'|'focus'|'filled'}] rings for explanations
  segments: [],         // [{from: {x, y}, to: {x, y}, role}] strokes joining a shape's stones
  zone: null,           // {x0, y0, x1, y1}: a rectangle of points shaded as the area a stone must go in
  preview: null,        // {color} ghost stone under the pointer or the cursor
  cursor: null,         // {x, y} keyboard cursor
  interactive: true,
  label: 'Board',       // accessible name
};

export class BoardView {
  constructor(container, config = {}) {
    this.config = { ...DEFAULTS };
    this.hover = null;
    this.onPointClick = null;  // ({x, y, via: 'pointer'|'keyboard'}) => void
    this.onPointHover = null;  // ({x, y} | null) => void
    this.onCursorMove = null;  // ({x, y}) => void
    this.svg = el('svg', { class: 'rb-svg', role: 'img', tabindex: '0', focusable: 'true' });
    this.layers = {};
    for (const name of ['base', 'zone', 'stones', 'marks', 'overlay', 'hit']) {
      this.layers[name] = el('g', { class: `rb-layer-${name}` }, this.svg);
    }
    container.appendChild(this.svg);
    this.#listen();
    this.set(config, true);
  }

  /** Updates part of the description and redraws. */
  set(partial, force = false) {
    const before = this.config;
    this.config = { ...before, ...partial };
    const c = this.config;
    if (force || before.size !== c.size || before.coordinates !== c.coordinates) this.#drawBase();
    this.#drawDynamic();
    this.svg.dataset.interactive = String(Boolean(c.interactive));
    this.svg.setAttribute('aria-label', c.label);
  }

  destroy() {
    this.svg.remove();
  }

  /** The centre of point (x, y) in SVG units. */
  #at(x, y) {
    const c = this.config;
    return [this.margin + x, this.margin + (c.size - 1 - y)];
  }

  #drawBase() {
    const { size, coordinates } = this.config;
    const base = this.layers.base;
    base.replaceChildren();
    // Wide enough that edge labels clear a corner stone and its highlight ring.
    this.margin = coordinates ? 1.3 : 0.65;
    const extent = size - 1 + 2 * this.margin;
    this.svg.setAttribute('viewBox', `0 0 ${extent} ${extent}`);
    el('rect', { class: 'rb-board', x: 0, y: 0, width: extent, height: extent, rx: 0.18 }, base);
    const [x0, y0] = this.#at(0, size - 1);
    const [x1, y1] = this.#at(size - 1, 0);
    let d = '';
    for (let i = 1; i < size - 1; i++) {
      const [gx] = this.#at(i, 0);
      const [, gy] = this.#at(0, i);
      d += `M${gx} ${y0}V${y1}M${x0} ${gy}H${x1}`;
    }
    el('path', { class: 'rb-grid', d }, base);
    el('rect', { class: 'rb-edge', x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, base);
    for (const [sx, sy] of starPoints(size)) {
      const [cx, cy] = this.#at(sx, sy);
      el('circle', { class: 'rb-star', cx, cy, r: 0.1 }, base);
    }
    if (coordinates) {
      for (let i = 0; i < size; i++) {
        const [cx] = this.#at(i, 0);
        const letter = el('text', { class: 'rb-coord', x: cx, y: y1 + 0.82 }, base);
        letter.textContent = String.fromCharCode(65 + i);
        const [, cy] = this.#at(0, i);
        const number = el('text', { class: 'rb-coord', x: x0 - 0.86, y: cy }, base);
        number.textContent = String(i + 1);
      }
    }
    const hit = this.layers.hit;
    hit.replaceChildren();
    el('rect', { class: 'rb-hit', x: 0, y: 0, width: extent, height: extent }, hit);
  }

  #drawDynamic() {
    const c = this.config;
    const zoneLayer = this.layers.zone;
    zoneLayer.replaceChildren();
    if (c.zone) {
      // Half a cell beyond the outer points, so stones on the zone's edge sit inside the shading.
      const [ax, ay] = this.#at(Math.min(c.zone.x0, c.zone.x1), Math.max(c.zone.y0, c.zone.y1));
      const [bx, by] = this.#at(Math.max(c.zone.x0, c.zone.x1), Math.min(c.zone.y0, c.zone.y1));
      el('rect', { class: 'rb-zone', x: ax - 0.5, y: ay - 0.5, width: bx - ax + 1, height: by - ay + 1, rx: 0.2 }, zoneLayer);
    }
    const stonesLayer = this.layers.stones;
    stonesLayer.replaceChildren();
    const colorAt = new Map();
    for (const s of c.stones) colorAt.set(s.y * c.size + s.x, s.color);
    const last = c.lastMove;
    for (const s of c.stones) {
      const [cx, cy] = this.#at(s.x, s.y);
      el('circle', { class: `rb-stone-${s.color}`, cx, cy, r: 0.47 }, stonesLayer);
      if (s.color === 'black') el('circle', { class: 'rb-shine', cx: cx - 0.14, cy: cy - 0.15, r: 0.16 }, stonesLayer);
      else el('circle', { class: 'rb-shade', cx: cx + 0.06, cy: cy + 0.07, r: 0.38 }, stonesLayer);
      const isLast = last && last.x === s.x && last.y === s.y;
      if (c.showNumbers && s.number) {
        const t = el('text', {
          class: `rb-number rb-number-${s.color}${isLast ? ' rb-number-last' : ''}`, x: cx, y: cy + 0.02,
        }, stonesLayer);
        if (s.number >= 100) t.setAttribute('font-size', '0.36');
        t.textContent = String(s.number);
      } else if (isLast) {
        el('circle', { class: 'rb-last', cx, cy, r: 0.12 }, stonesLayer);
      }
    }
    if (c.preview && this.#previewPoint() && !colorAt.has(this.#previewPoint().y * c.size + this.#previewPoint().x)) {
      const p = this.#previewPoint();
      const [cx, cy] = this.#at(p.x, p.y);
      el('circle', { class: `rb-stone-${c.preview.color} rb-preview`, cx, cy, r: 0.47 }, stonesLayer);
    }

    const marks = this.layers.marks;
    marks.replaceChildren();
    for (const f of c.forbidden) {
      if (colorAt.has(f.y * c.size + f.x)) continue;
      const [cx, cy] = this.#at(f.x, f.y);
      const r = 0.2;
      el('path', { class: 'rb-forbidden', d: `M${cx - r} ${cy - r}L${cx + r} ${cy + r}M${cx + r} ${cy - r}L${cx - r} ${cy + r}` }, marks);
    }
    for (const m of c.marks) this.#drawMark(marks, m, colorAt.get(m.y * c.size + m.x));

    const overlay = this.layers.overlay;
    overlay.replaceChildren();
    if (c.winLine.length >= 2) {
      const sorted = [...c.winLine].sort((a, b) => a.x - b.x || a.y - b.y);
      const [ax, ay] = this.#at(sorted[0].x, sorted[0].y);
      const [bx, by] = this.#at(sorted[sorted.length - 1].x, sorted[sorted.length - 1].y);
      el('line', { class: 'rb-win', x1: ax, y1: ay, x2: bx, y2: by }, overlay);
    }
    for (const p of c.winLine) {
      const [cx, cy] = this.#at(p.x, p.y);
      el('circle', { class: 'rb-win-ring', cx, cy, r: 0.5 }, overlay);
    }
    for (const s of c.segments) {
      const [ax, ay] = this.#at(s.from.x, s.from.y);
      const [bx, by] = this.#at(s.to.x, s.to.y);
      el('line', { class: `rb-hl-line rb-hl-${s.role ?? 'shape'}`, x1: ax, y1: ay, x2: bx, y2: by }, overlay);
    }
    for (const h of c.highlights) {
      const [cx, cy] = this.#at(h.x, h.y);
      el('circle', { class: `rb-hl rb-hl-${h.role ?? 'shape'}`, cx, cy, r: 0.56 }, overlay);
    }
    if (c.cursor) {
      const [cx, cy] = this.#at(c.cursor.x, c.cursor.y);
      el('rect', { class: 'rb-cursor', x: cx - 0.5, y: cy - 0.5, width: 1, height: 1, rx: 0.12 }, overlay);
    }
  }

  #drawMark(layer, m, stone) {
    const [cx, cy] = this.#at(m.x, m.y);
    // `tone` colours a shape by side (an overlay of black's and white's threats).
    const on = (stone === 'black' ? ' rb-mark-on-black' : '') + (['black', 'white', 'bad'].includes(m.tone) ? ` rb-tone-${m.tone}` : '');
    switch (m.type) {
      case 'label': {
        if (!stone) el('circle', { class: 'rb-label-patch', cx, cy, r: 0.34 }, layer);
        const t = el('text', { class: `rb-label${stone === 'black' ? ' rb-label-on-black' : ''}`, x: cx, y: cy + 0.02 }, layer);
        t.textContent = String(m.text ?? '').slice(0, 3); // text, never markup
        break;
      }
      case 'x': {
        const r = 0.22;
        el('path', { class: `rb-mark${on}`, d: `M${cx - r} ${cy - r}L${cx + r} ${cy + r}M${cx + r} ${cy - r}L${cx - r} ${cy + r}` }, layer);
        break;
      }
      case 'triangle': {
        const r = 0.3;
        el('path', { class: `rb-mark${on}`, d: `M${cx} ${cy - r}L${cx + r * 0.87} ${cy + r / 2}L${cx - r * 0.87} ${cy + r / 2}Z` }, layer);
        break;
      }
      case 'circle':
        el('circle', { class: `rb-mark${on}`, cx, cy, r: 0.26 }, layer);
        break;
      case 'square':
        el('rect', { class: `rb-mark${on}`, x: cx - 0.22, y: cy - 0.22, width: 0.44, height: 0.44 }, layer);
        break;
      case 'ghost': {
        if (stone || (m.color !== 'black' && m.color !== 'white')) break; // only on empty points
        el('circle', { class: `rb-stone-${m.color} rb-ghost`, cx, cy, r: 0.47 }, layer);
        el('circle', { class: 'rb-ghost-ring', cx, cy, r: 0.45 }, layer); // not a stone on the board
        const t = el('text', { class: `rb-ghost-text rb-ghost-text-${m.color}`, x: cx, y: cy + 0.02 }, layer);
        t.textContent = String(m.text ?? '').slice(0, 3);
        break;
      }
      default:
        break;
    }
  }

  #previewPoint() {
    return this.hover ?? (this.svg.matches(':focus-visible') ? this.config.cursor : null);
  }

  /** The board point under a pointer event, or null off the grid. */
  pointFromEvent(event) {
    const ctm = this.svg.getScreenCTM();
    if (!ctm) return null;
    const pt = new DOMPoint(event.clientX, event.clientY).matrixTransform(ctm.inverse());
    const size = this.config.size;
    const x = Math.round(pt.x - this.margin);
    const y = size - 1 - Math.round(pt.y - this.margin);
    if (x < 0 || y < 0 || x >= size || y >= size) return null;
    return { x, y };
  }

  #listen() {
    this.svg.addEventListener('pointermove', (e) => {
      if (!this.config.interactive || e.pointerType === 'touch') return;
      const p = this.pointFromEvent(e);
      if (p?.x === this.hover?.x && p?.y === this.hover?.y) return;
      this.hover = p;
      this.#drawDynamic();
      this.onPointHover?.(p);
    });
    this.svg.addEventListener('pointerleave', () => {
      if (!this.hover) return;
      this.hover = null;
      this.#drawDynamic();
      this.onPointHover?.(null);
    });
    this.svg.addEventListener('click', (e) => {
      const p = this.pointFromEvent(e);
      if (!p) return;
      this.set({ cursor: this.config.cursor ? p : this.config.cursor });
      this.onPointClick?.({ ...p, via: 'pointer' });
    });
    this.svg.addEventListener('keydown', (e) => {
      const size = this.config.size;
      const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
      if (!this.config.interactive) return;
      if (moves[e.key]) {
        e.preventDefault();
        const cur = this.config.cursor ?? { x: (size - 1) >> 1, y: (size - 1) >> 1 };
        const [dx, dy] = moves[e.key];
        const next = { x: Math.min(size - 1, Math.max(0, cur.x + dx)), y: Math.min(size - 1, Math.max(0, cur.y + dy)) };
        this.set({ cursor: next });
        this.onCursorMove?.(next);
      } else if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        const cur = this.config.cursor ?? { x: (size - 1) >> 1, y: (size - 1) >> 1 };
        if (!this.config.cursor) this.set({ cursor: cur });
        this.onPointClick?.({ ...cur, via: 'keyboard' });
      }
    });
    this.svg.addEventListener('focus', () => {
      if (!this.config.cursor && this.config.interactive) {
        const mid = (this.config.size - 1) >> 1;
        this.set({ cursor: { x: mid, y: mid } });
        this.onCursorMove?.({ x: mid, y: mid });
      } else {
        this.#drawDynamic();
      }
    });
    this.svg.addEventListener('blur', () => this.#drawDynamic());
  }
}

/** Adopts the board's stylesheet into a document or shadow root (CSP-safe: no <style> element). */
export function adoptBoardCss(root, extraCss = '') {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(boardCss + extraCss);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return sheet;
}
