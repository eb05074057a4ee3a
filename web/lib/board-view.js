// BoardView: draws a Renju/Gomoku board in SVG from a plain description of what is on it, and turns
// pointer and keyboard input into point events. It knows nothing of rules: callers tell it which
// stones, marks and forbidden points to show. Shared by the app, the <renju-board> widget and the lessons.
//
//   const view = new BoardView(element, { size: 15, stones: [{ x: 7, y: 7, color: 'black' }] });
//   view.set({ lastMove: { x: 7, y: 7 } });           // partial updates redraw what changed
//   view.onPointClick = ({ x, y }) => { ... };
//
// Points are 0-based {x, y} with x the column from the left and y the row from the bottom.

import { boardMargin, boardScene, inverseSymmetry, stylesCss, symmetryPoint, THEMES, viewSymmetry } from './board-scene.js';

const SVG = 'http://www.w3.org/2000/svg';

// The paint of every board class comes from board-scene.js's table; these are the live board's own.
export const boardCss = `
.rb-svg { display: block; width: 100%; height: auto; max-height: 100%; user-select: none; -webkit-user-select: none;
  touch-action: manipulation; outline: none; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
${stylesCss()}
.rb-layer-base, .rb-layer-zone, .rb-layer-stones, .rb-layer-marks, .rb-layer-overlay { pointer-events: none; }
.rb-preview { opacity: 0.45; pointer-events: none; }
.rb-cursor { stroke: var(--renju-cursor, #1b6fd8); stroke-width: 0.07; fill: none; pointer-events: none; }
.rb-hit { fill: transparent; cursor: pointer; }
.rb-svg[data-interactive="false"] .rb-hit { cursor: default; }
`;

export function themeVariables(theme) {
  return THEMES[theme] ?? THEMES.wood;
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
  forbidden: [],        // [{x, y}] drawn as a ring with a bar (no mark has that shape)
  winLine: [],          // [{x, y}] ringed and joined
  marks: [],            // [{x, y, type: 'label'|'x'|'triangle'|'circle'|'square'|'dot'|'ghost', text?, color?, tone?}] (ghost: a see-through numbered stone of `color`; tone: 'black'|'white'|'bad')
  highlights: [],       // [{x, y, role: 'shape'|'good'|'bad'|'focus'|'filled'}] rings for explanations
  segments: [],         // [{from: {x, y}, to: {x, y}, role}] strokes joining a shape's stones
  zone: null,           // {x0, y0, x1, y1}: a rectangle of points shaded as the area a stone must go in
  preview: null,        // {color} ghost stone under the pointer or the cursor
  cursor: null,         // {x, y} keyboard cursor
  interactive: true,
  label: 'Board',       // accessible name
  symmetry: 0,          // 0-7: the board drawn flipped or turned (board-scene.js); points keep their names
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
    if (force || before.size !== c.size || before.coordinates !== c.coordinates || viewSymmetry(before.symmetry) !== viewSymmetry(c.symmetry)) this.#drawBase();
    this.#drawDynamic();
    this.svg.dataset.interactive = String(Boolean(c.interactive));
    this.svg.setAttribute('aria-label', c.label);
  }

  destroy() {
    this.svg.remove();
  }

  /** The centre of point (x, y) in SVG units. */
  #at(x, y) {
    const p = this.#drawn(x, y);
    return [this.margin + p.x, this.margin + (this.config.size - 1 - p.y)];
  }

  // Board points and where they are drawn (the view's symmetry).
  #drawn(x, y) {
    const s = viewSymmetry(this.config.symmetry);
    return s ? symmetryPoint(x, y, s, this.config.size) : { x, y };
  }

  #pointAt(gx, gy) {
    const s = viewSymmetry(this.config.symmetry);
    return s ? symmetryPoint(gx, gy, inverseSymmetry(s), this.config.size) : { x: gx, y: gy };
  }

  #drawBase() {
    const { size, coordinates } = this.config;
    this.margin = boardMargin(coordinates);
    const extent = size - 1 + 2 * this.margin;
    this.svg.setAttribute('viewBox', `0 0 ${extent} ${extent}`);
    const hit = this.layers.hit;
    hit.replaceChildren();
    el('rect', { class: 'rb-hit', x: 0, y: 0, width: extent, height: extent }, hit);
    this.baseKey = null; // the base layer is redrawn from the scene with the rest
  }

  /** The scene (board-scene.js) of what the board shows now, without the pointer's preview and cursor. */
  scene() {
    return boardScene(this.config);
  }

  #drawDynamic() {
    const c = this.config;
    const scene = this.scene();
    const colorAt = new Set(c.stones.map((s) => s.y * c.size + s.x));
    const baseKey = `${c.size}/${c.coordinates}/${viewSymmetry(c.symmetry)}`;
    const fill = { base: [], zone: [], stones: [], marks: [], overlay: [] };
    for (const item of scene.items) fill[item.layer].push(item);
    for (const [name, items] of Object.entries(fill)) {
      if (name === 'base' && this.baseKey === baseKey) continue;
      const layer = this.layers[name];
      layer.replaceChildren();
      for (const item of items) {
        const node = el(item.tag, { class: item.cls, ...item.attrs }, layer);
        if (item.text !== undefined) node.textContent = item.text;
      }
    }
    this.baseKey = baseKey;
    const p = c.preview ? this.#previewPoint() : null;
    if (p && !colorAt.has(p.y * c.size + p.x)) {
      const [cx, cy] = this.#at(p.x, p.y);
      el('circle', { class: `rb-stone-${c.preview.color} rb-preview`, cx, cy, r: 0.47 }, this.layers.stones);
    }
    if (c.cursor) {
      const [cx, cy] = this.#at(c.cursor.x, c.cursor.y);
      el('rect', { class: 'rb-cursor', x: cx - 0.5, y: cy - 0.5, width: 1, height: 1, rx: 0.12 }, this.layers.overlay);
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
    return this.#pointAt(x, y);
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
        // The arrows move the cursor as the board is drawn, flipped or turned.
        const g = this.#drawn(cur.x, cur.y);
        const next = this.#pointAt(Math.min(size - 1, Math.max(0, g.x + dx)), Math.min(size - 1, Math.max(0, g.y + dy)));
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
