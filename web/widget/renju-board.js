// <renju-board>: an embeddable Renju/Gomoku board for articles and lessons.
//
//   <script type="module" src="renju-board.js"></script>
//   <renju-board moves="h8i9j10" mode="replay" marks="A:g8 x:k9"></renju-board>
//
// Every rule comes from the WebAssembly module, loaded once per page when the first board appears.
// Attribute text is only ever used as text or parsed; it is never inserted as markup.
import { adoptBoardCss, BoardView, pointLabel, themeVariables } from '../lib/board-view.js';
import { DiagramTextError, parseMarks, parseStones } from '../lib/diagram-text.js';
import { loadRenju } from '../renju.js';
import { askBot } from './widget-bot.js';

const MODES = ['view', 'replay', 'play', 'edit'];
const THEMES = ['wood', 'plain', 'dark'];
const KIND_TEXT = { overline: 'an overline', 'double-four': 'a double four', 'double-three': 'a double three' };
const REASON_TEXT = {
  five: (r) => `${cap(r.winner)} wins with five.`,
  forbidden: (r) => `White wins: black's ${r.kind.replace('-', ' ')} at ${r.point.toUpperCase()}.`,
  resignation: (r) => `${cap(r.winner)} wins by resignation.`,
  timeout: (r) => `${cap(r.winner)} wins on time.`,
  'full-board': () => 'Draw: the board is full.',
  'two-passes': () => 'Draw: both players passed.',
  agreement: () => 'Draw by agreement.',
};

// Media-control icons drawn as paths: the glyphs are missing from many system fonts.
const ICONS = {
  first: 'M3 2h2v12H3zM14 2v12L6 8z',
  back: 'M12 2v12L4 8z',
  forward: 'M4 2v12l8-6z',
  last: 'M11 2h2v12h-2zM2 2v12l8-6z',
};

function icon(d) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('width', '14');
  svg.setAttribute('height', '14');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', d);
  path.setAttribute('fill', 'currentColor');
  svg.append(path);
  return svg;
}

function cap(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : '';
}

const WIDGET_CSS = `
:host { display: block; position: relative; max-width: var(--renju-board-max-width, 520px); margin: var(--renju-board-margin, 0);
  color: var(--renju-text, #222); font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; box-sizing: border-box; }
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
.rb-frame { display: flex; flex-direction: column; gap: 6px; }
.rb-bar { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; justify-content: center; }
.rb-bar[hidden] { display: none; }
button { font: inherit; min-width: 2.4em; min-height: 2.2em; padding: 0 0.6em; border-radius: 6px; cursor: pointer;
  border: 1px solid var(--renju-button-border, #8a7350); background: var(--renju-button, #f6efe2); color: inherit; }
button:disabled { opacity: 0.45; cursor: default; }
button[aria-pressed="true"] { background: var(--renju-button-active, #3b2a14); color: #fff; }
button:focus-visible, .rb-svg:focus-visible { outline: 3px solid var(--renju-cursor, #1b6fd8); outline-offset: 2px; }
.rb-counter { min-width: 5.5em; text-align: center; font-variant-numeric: tabular-nums; }
.rb-message { min-height: 1.4em; text-align: center; }
.rb-message[data-tone="error"], .rb-message[data-tone="refused"] { color: var(--renju-error, #b3261e); font-weight: 600; }
.rb-error { padding: 12px; border: 2px solid var(--renju-error, #b3261e); border-radius: 8px; color: var(--renju-error, #b3261e);
  background: var(--renju-error-bg, #fdecea); font-weight: 600; white-space: pre-wrap; overflow-wrap: anywhere; }
.rb-board-box { position: relative; }
:host([theme="dark"]) { --renju-text: #e8e8e8; --renju-button: #39404a; --renju-button-border: #6b7480; --renju-button-active: #6cb2ff; --renju-error-bg: #3a1f1f; --renju-error: #ff8a80; }
@media print {
  .rb-bar, .rb-message:empty { display: none !important; }
  :host { break-inside: avoid; }
}
`;

// Theme presets as :host rules, so that a page's own custom properties on the element still win.
function themeCss() {
  return THEMES.map((t) => `:host([theme="${t}"]) { ${Object.entries(themeVariables(t)).map(([k, v]) => `${k}: ${v};`).join(' ')} }`).join('\n');
}

let sheet = null;
function widgetSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(themeCss() + WIDGET_CSS);
  }
  return sheet;
}

function isTrue(value, fallback) {
  if (value === null) return fallback;
  return !['false', 'off', 'no', '0'].includes(value.trim().toLowerCase());
}

class AttributeError extends Error {
  constructor(attribute, message, code = 'BAD_ATTRIBUTE') {
    super(message);
    this.attribute = attribute;
    this.code = code;
  }
}

// Diagram text errors already name their field ("stones: ..."), which is the attribute's name.
function attributeError(e) {
  return e instanceof DiagramTextError ? new AttributeError(e.field, e.message, e.code) : e;
}

const ATTRIBUTES = ['moves', 'stones', 'to-move', 'rule', 'size', 'mode', 'marks', 'show-forbidden', 'numbers', 'coordinates', 'theme', 'bot', 'label'];

// The bot's worker runs this module too, where there is no DOM to define an element in.
const ElementBase = globalThis.HTMLElement ?? class {};

export class RenjuBoardElement extends ElementBase {
  static get observedAttributes() {
    return ATTRIBUTES;
  }

  #root;
  #view = null;
  #renju = null;
  #state = null; // { size, rule, start: {black, white, toMove}, moves, marks, game|position, index }
  #els = {};
  #scheduled = false;
  #editColor = 'black';

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    adoptBoardCss(this.#root);
    this.#root.adoptedStyleSheets = [...this.#root.adoptedStyleSheets, widgetSheet()];
    const frame = document.createElement('div');
    frame.className = 'rb-frame';
    frame.setAttribute('part', 'frame');
    const boardBox = document.createElement('div');
    boardBox.className = 'rb-board-box';
    const bar = document.createElement('div');
    bar.className = 'rb-bar';
    bar.setAttribute('part', 'controls');
    const message = document.createElement('div');
    message.className = 'rb-message';
    message.setAttribute('role', 'status');
    message.setAttribute('aria-live', 'polite');
    const error = document.createElement('div');
    error.className = 'rb-error';
    error.setAttribute('role', 'alert');
    error.hidden = true;
    frame.append(error, boardBox, bar, message);
    this.#root.append(frame);
    this.#els = { frame, boardBox, bar, message, error };
  }

  connectedCallback() {
    this.#schedule();
  }

  disconnectedCallback() {
    this.#state?.game?.dispose();
    this.#state?.position?.dispose();
    this.#state = null;
  }

  attributeChangedCallback() {
    this.#schedule();
  }

  // Reflected properties.
  get moves() { return this.getAttribute('moves') ?? ''; }
  set moves(v) { this.setAttribute('moves', String(v)); }
  get stones() { return this.getAttribute('stones') ?? ''; }
  set stones(v) { this.setAttribute('stones', String(v)); }
  get toMove() { return this.getAttribute('to-move') ?? ''; }
  set toMove(v) { this.setAttribute('to-move', String(v)); }
  get rule() { return this.getAttribute('rule') ?? 'renju'; }
  set rule(v) { this.setAttribute('rule', String(v)); }
  get size() { return Number(this.getAttribute('size') ?? 15); }
  set size(v) { this.setAttribute('size', String(v)); }
  get mode() { return this.getAttribute('mode') ?? 'view'; }
  set mode(v) { this.setAttribute('mode', String(v)); }
  get marks() { return this.getAttribute('marks') ?? ''; }
  set marks(v) { this.setAttribute('marks', String(v)); }
  get showForbidden() { return isTrue(this.getAttribute('show-forbidden'), false); }
  set showForbidden(v) { this.toggleAttribute('show-forbidden', Boolean(v)); }
  get numbers() { return isTrue(this.getAttribute('numbers'), false); }
  set numbers(v) { this.toggleAttribute('numbers', Boolean(v)); }
  get coordinates() { return isTrue(this.getAttribute('coordinates'), true); }
  set coordinates(v) { this.setAttribute('coordinates', v ? 'true' : 'false'); }
  get theme() { return this.getAttribute('theme') ?? 'wood'; }
  set theme(v) { this.setAttribute('theme', String(v)); }
  get bot() { return this.getAttribute('bot'); }
  set bot(v) { if (v === null || v === undefined) this.removeAttribute('bot'); else this.setAttribute('bot', String(v)); }

  /** Resolves once the board has rendered its current attributes. */
  get ready() {
    return this.#readyPromise ?? Promise.resolve();
  }

  #readyPromise = null;

  #schedule() {
    if (this.#scheduled || !this.isConnected) return;
    this.#scheduled = true;
    this.#readyPromise = Promise.resolve().then(() => this.#rebuild());
  }

  async #rebuild() {
    this.#scheduled = false;
    try {
      if (!this.#renju) this.#renju = await loadRenju();
      this.#build();
      this.#showError(null);
    } catch (e) {
      this.#fail(e);
    }
  }

  #fail(e) {
    const attribute = e.attribute ?? null;
    const message = e.message ?? String(e);
    this.#showError(message);
    this.dispatchEvent(new CustomEvent('error', { detail: { code: e.code ?? 'ERROR', message, attribute }, bubbles: true, composed: true }));
  }

  #showError(text) {
    const { error } = this.#els;
    error.hidden = !text;
    error.textContent = text ?? '';
  }

  #build() {
    const renju = this.#renju;
    const rule = this.rule;
    if (!['renju', 'standard', 'freestyle'].includes(rule)) {
      throw new AttributeError('rule', `rule: "${rule}" is not one of renju, standard, freestyle`);
    }
    const sizeText = this.getAttribute('size');
    const size = sizeText === null ? 15 : Number(sizeText);
    if (!Number.isInteger(size)) throw new AttributeError('size', `size: "${sizeText}" is not a whole number`);
    try {
      renju.newGame({ rule, size, opening: 'none' }).dispose(); // the engine says which sizes the rule allows
    } catch (e) {
      throw new AttributeError('size', `size: ${e.message}`, e.code);
    }
    const mode = this.mode;
    if (!MODES.includes(mode)) throw new AttributeError('mode', `mode: "${mode}" is not one of ${MODES.join(', ')}`);
    const theme = this.theme;
    if (!THEMES.includes(theme)) throw new AttributeError('theme', `theme: "${theme}" is not one of ${THEMES.join(', ')}`);
    const toMoveText = this.getAttribute('to-move');
    if (toMoveText !== null && !['black', 'white'].includes(toMoveText)) {
      throw new AttributeError('to-move', `to-move: "${toMoveText}" is not black or white`);
    }
    const botText = this.getAttribute('bot');
    if (botText !== null && !/^[1-5]$/.test(botText)) throw new AttributeError('bot', `bot: "${botText}" is not a level from 1 to 5`);
    let start;
    let marks;
    try {
      start = parseStones(renju, this.stones, size);
      marks = parseMarks(renju, this.marks, size);
    } catch (e) {
      throw attributeError(e);
    }
    const blackCount = start.black.length;
    const whiteCount = start.white.length;
    const toMove = toMoveText ?? (blackCount > whiteCount ? 'white' : 'black');
    let moves;
    try {
      moves = renju.parseCode(this.moves, { size });
    } catch (e) {
      throw new AttributeError('moves', `moves: ${e.message}`, e.code);
    }

    // A game from the set-up stones with the moves played: it checks the moves are legal.
    const old = this.#state;
    // Diagrams and replays show any code, and readers try moves freely: no opening rule applies.
    const game = renju.newGame({ rule, size, black: start.black, white: start.white, toMove, refuseForbidden: mode === 'play', opening: 'none' });
    try {
      moves.forEach((m, i) => {
        try {
          if (m === 'pass') game.pass();
          else game.play(m);
        } catch (e) {
          throw new AttributeError('moves', `moves: move ${i + 1} (${m}): ${e.message}`, e.code);
        }
      });
    } catch (e) {
      game.dispose();
      throw e;
    }
    old?.game?.dispose();
    old?.position?.dispose();
    const state = { rule, size, mode, theme, start: { ...start, toMove }, moves, marks, game, index: moves.length, initialPly: moves.length, botPlies: new Set(), thinking: false, ticket: 0 };
    if (mode === 'edit') {
      // Editing starts from whatever the attributes put on the board; moves become plain stones.
      const all = game.stones;
      const of = (c) => all.filter((st) => st.color === c).map((st) => st.point);
      state.position = renju.newPosition({ rule, size, toMove: game.toMove ?? toMove, black: of('black'), white: of('white') });
    }
    this.#state = state;
    this.#buildControls();
    this.#render();
  }

  #button(text, label, onClick) {
    const b = document.createElement('button');
    b.type = 'button';
    if (ICONS[text]) b.append(icon(ICONS[text]));
    else b.textContent = text;
    b.setAttribute('aria-label', label);
    b.title = label;
    b.addEventListener('click', onClick);
    return b;
  }

  #buildControls() {
    const { bar } = this.#els;
    bar.replaceChildren();
    const mode = this.#state.mode;
    this.#els.buttons = {};
    const B = this.#els.buttons;
    if (mode === 'replay') {
      B.first = this.#button('first', 'First move', () => this.#goto(0));
      B.back = this.#button('back', 'Previous move', () => this.#goto(this.#state.index - 1));
      B.counter = document.createElement('span');
      B.counter.className = 'rb-counter';
      B.forward = this.#button('forward', 'Next move', () => this.#goto(this.#state.index + 1));
      B.last = this.#button('last', 'Last move', () => this.#goto(this.#state.moves.length));
      bar.append(B.first, B.back, B.counter, B.forward, B.last);
    } else if (mode === 'play') {
      B.undo = this.#button('Undo', 'Undo the last move', () => this.undo());
      B.reset = this.#button('Reset', 'Back to the start position', () => this.reset());
      bar.append(B.undo, B.reset);
    } else if (mode === 'edit') {
      for (const [color, text] of [['black', '● Black'], ['white', '○ White'], ['erase', 'Erase']]) {
        B[color] = this.#button(text, color === 'erase' ? 'Erase stones' : `Place ${color} stones`, () => {
          this.#editColor = color;
          this.#render();
        });
        bar.append(B[color]);
      }
      B.clear = this.#button('Clear', 'Remove every stone', () => {
        for (const s of this.#state.position.stones) this.#state.position.remove(s.point);
        this.#render();
        this.#emit('change', this.#detail());
      });
      bar.append(B.clear);
    }
    bar.hidden = bar.childElementCount === 0;
  }

  #goto(index) {
    const s = this.#state;
    const target = Math.max(0, Math.min(s.moves.length, index));
    while (s.index > target) {
      s.game.undo();
      s.index--;
    }
    while (s.index < target) {
      s.game.redo();
      s.index++;
    }
    this.#render();
  }

  #stonesWithNumbers() {
    const s = this.#state;
    if (s.mode === 'edit') return s.position.stones;
    const numbers = new Map();
    const played = s.game.moves;
    played.forEach((m, i) => { if (m !== 'pass') numbers.set(m, i + 1); });
    return s.game.stones.map((st) => ({ ...st, number: numbers.get(st.point) }));
  }

  #render() {
    const s = this.#state;
    if (!s) return;
    // Replay's arrow keys step through the moves, so only play and edit have a point cursor.
    const interactive = s.mode === 'play' || s.mode === 'edit';
    const stones = this.#stonesWithNumbers();
    const subject = s.mode === 'edit' ? s.position : s.game;
    const lastName = s.mode === 'edit' ? null : s.game.lastMove;
    const last = lastName && lastName !== 'pass' ? this.#renju.point(lastName, { size: s.size }) : null;
    const result = s.mode === 'edit' ? null : s.game.result;
    const toMove = subject.toMove;
    const forbidden = this.showForbidden && toMove === 'black' ? subject.forbiddenPoints() : [];
    const config = {
      size: s.size,
      stones,
      showNumbers: this.numbers,
      coordinates: this.coordinates,
      lastMove: last,
      forbidden,
      winLine: result?.reason === 'five' ? result.line.map((p) => this.#renju.point(p, { size: s.size })) : [],
      marks: s.marks,
      interactive,
      preview: s.mode === 'play' && toMove && !s.thinking ? { color: toMove } : s.mode === 'edit' && this.#editColor !== 'erase' ? { color: this.#editColor } : null,
      label: this.#describe(stones.length, toMove, result),
    };
    if (!this.#view) {
      this.#view = new BoardView(this.#els.boardBox, config);
      this.#view.onPointClick = (p) => this.#onPoint(p);
      this.#view.svg.addEventListener('keydown', (e) => this.#onKey(e));
    } else {
      this.#view.set(config);
    }
    this.#view.svg.setAttribute('part', 'board');
    const B = this.#els.buttons ?? {};
    if (s.mode === 'replay') {
      B.first.disabled = B.back.disabled = s.index === 0;
      B.forward.disabled = B.last.disabled = s.index === s.moves.length;
      B.counter.textContent = `${s.index} / ${s.moves.length}`;
    } else if (s.mode === 'play') {
      B.undo.disabled = s.game.ply <= s.initialPly;
      B.reset.disabled = s.game.ply === s.initialPly && !s.game.over;
    } else if (s.mode === 'edit') {
      for (const c of ['black', 'white', 'erase']) B[c].setAttribute('aria-pressed', String(this.#editColor === c));
    }
    if (result && result.outcome !== 'ongoing') this.#say(REASON_TEXT[result.reason]?.(result) ?? '', 'result');
    else if (this.#els.message.dataset.tone === 'result') this.#say('');
  }

  #describe(count, toMove, result) {
    const s = this.#state;
    let text = `${cap(s.rule)} board, ${s.size} by ${s.size}, ${count} stone${count === 1 ? '' : 's'}`;
    if (result && result.outcome !== 'ongoing') text += `. ${REASON_TEXT[result.reason]?.(result) ?? ''}`;
    else if (toMove && s.mode !== 'view') text += `, ${toMove} to move`;
    return text;
  }

  #say(text, tone = 'info') {
    this.#els.message.textContent = text;
    this.#els.message.dataset.tone = tone;
  }

  #onKey(e) {
    const s = this.#state;
    if (!s || s.mode !== 'replay') return;
    const keys = { ArrowLeft: -1, ArrowRight: 1 };
    if (e.key in keys || e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      e.stopPropagation();
      if (e.key === 'Home') this.#goto(0);
      else if (e.key === 'End') this.#goto(s.moves.length);
      else this.#goto(s.index + keys[e.key]);
    }
  }

  #onPoint({ x, y }) {
    const s = this.#state;
    if (!s) return;
    const point = this.#renju.point({ x, y }, { size: s.size }).point;
    const subject = s.mode === 'edit' ? s.position : s.game;
    const color = subject.at(point);
    const kind = subject.toMove === 'black' && !color ? subject.forbiddenAt(point) : null;
    this.#emit('point-click', { point, x, y, color, forbidden: kind });
    if (s.mode === 'play') this.#tryPlay(point);
    else if (s.mode === 'edit') this.#edit(point, color);
  }

  #tryPlay(point) {
    const s = this.#state;
    const game = s.game;
    if (game.over) {
      this.#say('The game is over: undo or reset to try again.', 'refused');
      return false;
    }
    if (s.thinking) {
      this.#say('The engine is thinking…', 'refused');
      return false;
    }
    const legality = game.legality(point);
    if (!legality.legal) {
      if (legality.code === 'FORBIDDEN') this.#say(`${point.toUpperCase()} is forbidden for black: ${KIND_TEXT[legality.kind]}.`, 'refused');
      else if (legality.code === 'OCCUPIED') this.#say(`${point.toUpperCase()} is already taken.`, 'refused');
      else this.#say(legality.message, 'refused');
      return false;
    }
    const color = game.toMove;
    game.play(point);
    this.#say(`${cap(color)} played ${point.toUpperCase()}.`);
    this.#render();
    this.#emit('move', { point, color, number: game.ply, code: game.code, bot: false });
    this.#emit('change', this.#detail());
    if (game.over) this.#emit('gameover', { result: game.result, code: game.code });
    else if (s.mode === 'play' && this.bot) this.#botAnswer();
    return true;
  }

  // The engine answers the reader's move; an answer for a board since undone or rebuilt is dropped.
  #botAnswer() {
    const s = this.#state;
    const level = Number(this.bot);
    const ticket = ++s.ticket;
    s.thinking = true;
    this.#say('The engine is thinking…', 'thinking');
    this.#render();
    askBot(this.#renju, s.game, level, (Math.random() * 2 ** 31) | 0).then((point) => {
      if (this.#state !== s || s.ticket !== ticket) return;
      s.thinking = false;
      const color = s.game.toMove;
      if (point) s.game.play(point);
      else s.game.pass();
      s.botPlies.add(s.game.ply);
      this.#say(point ? `${cap(color)} (the engine) played ${point.toUpperCase()}.` : `${cap(color)} (the engine) passed.`);
      this.#render();
      this.#emit('move', { point: point ?? 'pass', color, number: s.game.ply, code: s.game.code, bot: true });
      this.#emit('change', this.#detail());
      if (s.game.over) this.#emit('gameover', { result: s.game.result, code: s.game.code });
    }).catch((e) => {
      if (this.#state !== s || s.ticket !== ticket) return;
      s.thinking = false;
      this.#say(`The engine could not answer: ${e.message}`, 'refused');
      this.#render();
      this.#emit('error', { code: e.code ?? 'BOT_FAILED', message: e.message, attribute: null });
    });
  }

  #edit(point, color) {
    const pos = this.#state.position;
    if (color) pos.remove(point);
    if (this.#editColor !== 'erase' && color !== this.#editColor) pos.place(point, this.#editColor);
    this.#render();
    this.#emit('change', this.#detail());
  }

  #emit(name, detail) {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  #detail() {
    const s = this.#state;
    if (s.mode === 'edit') return { stones: this.getStones(), toMove: s.position.toMove };
    return { code: s.game.code, toMove: s.game.toMove, result: s.game.result };
  }

  // ------------------------------------------------------------------------------------------
  // The JavaScript API. Methods that need the module wait for it; errors are reported on the
  // board and as an `error` event, and returned as false/null rather than thrown into the page.

  /** Loads a game code (replacing `moves`). */
  async load(code) {
    this.setAttribute('moves', String(code ?? ''));
    await this.ready;
  }

  /** Sets up a position: setPosition({black: ['h8'], white: ['i9'], toMove: 'black'}) or a `stones` string. */
  async setPosition(position) {
    let text = '';
    if (typeof position === 'string') text = position;
    else if (position && typeof position === 'object') {
      const list = (l) => (Array.isArray(l) ? l.map((p) => (typeof p === 'string' ? p : pointLabel(p.x, p.y).toLowerCase())).join(' ') : '');
      text = `black: ${list(position.black)}; white: ${list(position.white)}`;
      if (position.toMove) this.setAttribute('to-move', String(position.toMove));
    }
    this.setAttribute('stones', text);
    this.setAttribute('moves', '');
    await this.ready;
  }

  /** Plays a move in play mode (or any mode but view/edit); true when it was played. */
  async play(point) {
    await this.ready;
    const s = this.#state;
    if (!s || s.mode === 'edit') return false;
    try {
      return this.#tryPlay(this.#renju.point(point, { size: s.size }).point);
    } catch (e) {
      this.#say(e.message, 'refused');
      return false;
    }
  }

  /** Takes back the reader's last move in play mode. */
  async undo() {
    await this.ready;
    const s = this.#state;
    if (!s || s.mode === 'edit' || s.game.ply <= s.initialPly) return false;
    // Against the engine, undo takes back its answer with the reader's move (or stops its search).
    if (s.thinking) {
      s.ticket++;
      s.thinking = false;
    }
    while (s.botPlies.has(s.game.ply) && s.game.ply > s.initialPly) {
      s.botPlies.delete(s.game.ply);
      s.game.undo();
    }
    if (s.game.ply > s.initialPly) s.game.undo();
    this.#say('');
    this.#render();
    this.#emit('undo', { code: s.game.code });
    this.#emit('change', this.#detail());
    return true;
  }

  /** Back to the position the attributes describe. */
  async reset() {
    await this.ready;
    this.#say('');
    this.#schedule();
    await this.ready;
    this.#emit('change', this.#detail());
  }

  /** The game code of the moves on the board (as far as replay has stepped). */
  getCode() {
    const s = this.#state;
    if (!s) return this.moves;
    return s.mode === 'edit' ? '' : s.game.code;
  }

  /** The stones as a `stones` attribute value: "black: h8 i9; white: j10". */
  getStones() {
    const s = this.#state;
    if (!s) return this.stones;
    const subject = s.mode === 'edit' ? s.position : s.game;
    const all = subject.stones;
    const list = (c) => all.filter((st) => st.color === c).map((st) => st.point).join(' ');
    return `black: ${list('black')}; white: ${list('white')}`;
  }

  /** Black's forbidden points in the shown position (black to move), [{point, x, y, kind}]. */
  forbiddenPoints() {
    const s = this.#state;
    if (!s) return [];
    return (s.mode === 'edit' ? s.position : s.game).forbiddenPoints();
  }

  /** The module's explanation of a stone of the side to move on `point`, or null (with an error event). */
  explain(point) {
    const s = this.#state;
    if (!s) return null;
    try {
      return (s.mode === 'edit' ? s.position : s.game).explain(point);
    } catch (e) {
      this.#emit('error', { code: e.code ?? 'ERROR', message: e.message, attribute: null });
      return null;
    }
  }

  /** The BoardView, for pages that draw explanations on the board (highlights, segments). */
  get view() {
    return this.#view;
  }
}

if (globalThis.customElements && !customElements.get('renju-board')) customElements.define('renju-board', RenjuBoardElement);
