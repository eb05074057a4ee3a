// <renju-board>: an embeddable Renju/Gomoku board for articles and lessons.
//
//   <script type="module" src="renju-board.js"></script>
//   <renju-board moves="h8i9j10" mode="replay" marks="A:g8 x:k9"></renju-board>
//
// Split the way chessground splits a board: attributes -> a plain config (config.js, pure) -> a model
// over the module's game or position (model.js) -> the shadow DOM drawn from it (render.js); this file
// wires them, turns input into model calls and events (events.js), and is the small public API.
// Every rule comes from the WebAssembly module, loaded once per page when the first board appears.
// Attribute text is only ever used as text or parsed; it is never inserted as markup.
import { pointLabel } from '../lib/board-view.js';
import { BotClient } from '../lib/bot-client.js';
import { elementLanguage } from '../i18n/lang.js';
import { englishText, onDocumentLanguage, textFor } from '../i18n/text.js';
import { reasonText } from '../i18n/reason.js';
import en from '../i18n/en/widget.js';
import { loadRenju } from '../renju.js';
import { ATTRIBUTES, AttributeError, isTrue, readConfig } from './config.js';
import { emit } from './events.js';
import { BoardModel } from './model.js';
import { download } from '../lib/board-image.js';
import { tokenText } from '../lib/diagram-text.js';
import { boardGIF, boardPNG, boardSVGText } from './image.js';
import { WidgetView } from './render.js';

const FALLBACK_MS = 400; // the longest a search may hold the page when no worker can run it

// The engine's worker, started when a board first needs it; each board has its own client, so an
// undo on one stops only that board's search.
function createBotWorker() {
  return new Worker(new URL('./renju-bot-worker.js', import.meta.url), { type: 'module', name: 'renju-board bot' });
}

// The element also loads where there is no DOM to define it in (a bundle's worker, Node tests).
const ElementBase = globalThis.HTMLElement ?? class {};

export class RenjuBoardElement extends ElementBase {
  static get observedAttributes() {
    return [...ATTRIBUTES, 'lang'];
  }

  #view;
  #renju = null;
  #model = null;
  #bot = null;
  #thinking = false;
  #ticket = 0;
  #scheduled = false;
  #readyPromise = null;
  // The element's text: its `lang` attribute's language, else the page's (English until loaded).
  #text = englishText(en);
  #said = null; // the message line's {key, params, tone}, to say again in another language
  #unwatch = null;

  constructor() {
    super();
    this.#view = new WidgetView(this.attachShadow({ mode: 'open' }), {
      first: () => this.#goto(0),
      back: () => this.#goto(this.#model.index - 1),
      forward: () => this.#goto(this.#model.index + 1),
      last: () => this.#goto(this.#model.moves.length),
      undo: () => this.undo(),
      reset: () => this.reset(),
      editColor: (color) => {
        this.#model.editColor = color;
        this.#render();
      },
      clear: () => {
        this.#model.clear();
        this.#render();
        emit(this, 'change', this.#model.detail());
      },
      point: (p) => this.#onPoint(p),
      key: (e) => this.#onKey(e),
      save: (kind) => this.#save(kind),
    });
  }

  connectedCallback() {
    this.#unwatch = onDocumentLanguage(() => this.#relanguage());
    this.#schedule();
  }

  disconnectedCallback() {
    this.#unwatch?.();
    this.#unwatch = null;
    this.#model?.dispose();
    this.#model = null;
    this.#bot?.terminate();
    this.#bot = null;
  }

  attributeChangedCallback(name) {
    if (name === 'lang') this.#relanguage();
    else this.#schedule();
  }

  /** The language the board speaks now ('en', 'ru', 'ja', 'zh-Hans', 'zh-Hant'). */
  get language() {
    return this.#text.lang;
  }

  // Loads the element's language if it changed; true when it did.
  async #loadText() {
    const lang = elementLanguage(this);
    if (lang === this.#text.lang) return false;
    const text = await textFor('widget', en, lang);
    if (text.lang === this.#text.lang) return false;
    this.#text = text;
    this.#view.text = text.t;
    return true;
  }

  // A new language keeps the game: the controls, the board's label and the message are said again.
  #relanguage() {
    if (!this.isConnected) return;
    const before = this.#readyPromise ?? Promise.resolve();
    this.#readyPromise = before.then(async () => {
      if (!(await this.#loadText())) return;
      if (!this.#model) return this.#rebuild(); // an error shown: said again
      this.#view.controls(this.#model.mode);
      this.#render();
      if (this.#said) this.#say(this.#said.key, this.#said.params, this.#said.tone);
    });
  }

  // What was wrong with the module or its worker, in the board's language (i18n/reason.js).
  #reason(e) {
    return reasonText(e, this.#text.lang, this.#text.phrases.phrase);
  }

  #say(key, params = {}, tone = 'info') {
    this.#said = key ? { key, params, tone } : null;
    this.#view.say(key ? this.#text.t(key, params) : '', tone);
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

  #schedule() {
    if (this.#scheduled || !this.isConnected) return;
    this.#scheduled = true;
    this.#readyPromise = Promise.resolve().then(() => this.#rebuild());
  }

  async #rebuild() {
    this.#scheduled = false;
    await this.#loadText();
    try {
      if (!this.#renju) this.#renju = await loadRenju().catch((e) => {
        throw Object.assign(new Error(e.message ?? String(e)), { code: e.code, text: { key: 'error.engine', params: { message: this.#reason(e) } } });
      });
      const attrs = Object.fromEntries(ATTRIBUTES.map((name) => [name, this.getAttribute(name)]));
      const model = new BoardModel(this.#renju, readConfig(attrs, this.#renju.rules));
      // A replay whose moves stay (its marks, theme or label changed) stays at the move it shows.
      const old = this.#model;
      if (old?.mode === 'replay' && model.mode === 'replay' && old.moves.join() === model.moves.join()) model.goto(old.index);
      this.#model?.dispose();
      this.#model = model;
      this.#ticket++; // an engine answer for the board before is dropped
      this.#thinking = false;
      this.#view.controls(model.mode);
      this.#render();
      this.#view.showError(null);
    } catch (e) {
      this.#fail(e);
    }
  }

  #fail(e) {
    const message = e.message ?? String(e);
    // A bad attribute in English: the module's own message (it says most: "at offset 6 has no row
    // number"); in another language the table's, from the error's code and the token it quoted.
    const table = e.text && (this.#text.lang !== 'en' || !(e instanceof AttributeError));
    this.#view.showError(table ? this.#text.t(e.text.key, { attribute: e.attribute, ...e.text.params }) : message);
    emit(this, 'error', { code: e.code ?? 'ERROR', message, attribute: e.attribute ?? null });
  }

  #render() {
    const m = this.#model;
    if (!m) return;
    const result = m.result;
    const over = result && result.outcome !== 'ongoing';
    const { t, phrases } = this.#text;
    const brief = over ? phrases.resultBrief(result) : '';
    const facts = { rule: m.config.rule, size: m.config.size, n: m.subject.stones.length };
    const label = over ? t('board.labelOver', { ...facts, result: brief })
      : m.subject.toMove && m.mode !== 'view' ? t('board.labelToMove', { ...facts, color: m.subject.toMove }) : t('board.label', facts);
    if (over) this.#said = null;
    this.#view.render(m, { thinking: this.#thinking, resultText: brief, label: m.config.label ?? label });
  }

  #goto(index) {
    const m = this.#model;
    const before = m.index;
    m.goto(index);
    this.#render();
    if (m.index !== before) emit(this, 'step', { index: m.index, total: m.moves.length, code: m.game.code });
  }

  #onKey(e) {
    const m = this.#model;
    if (!m || m.mode !== 'replay') return;
    const keys = { ArrowLeft: -1, ArrowRight: 1 };
    if (e.key in keys || e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      e.stopPropagation();
      if (e.key === 'Home') this.#goto(0);
      else if (e.key === 'End') this.#goto(m.moves.length);
      else this.#goto(m.index + keys[e.key]);
    }
  }

  #onPoint({ x, y }) {
    const m = this.#model;
    if (!m) return;
    const point = this.#renju.point({ x, y }, { size: m.config.size }).point;
    emit(this, 'point-click', { point, x, y, ...m.pointInfo(point) });
    if (m.mode === 'play') this.#tryPlay(point);
    else if (m.mode === 'edit') {
      m.edit(point);
      this.#render();
      emit(this, 'change', m.detail());
    }
  }

  #tryPlay(point) {
    const m = this.#model;
    if (this.#thinking) {
      this.#say('thinking', {}, 'refused');
      return false;
    }
    const legality = m.legality(point);
    if (!legality.legal) {
      const P = point.toUpperCase();
      if (legality.code === 'GAME_OVER') this.#say('gameOver', {}, 'refused');
      else if (legality.code === 'FORBIDDEN') this.#say('forbidden', { point: P, kind: legality.kind }, 'refused');
      else if (legality.code === 'OCCUPIED') this.#say('occupied', { point: P }, 'refused');
      else this.#say('refused.move', { point: P }, 'refused');
      return false;
    }
    const move = m.play(point);
    this.#say('played', { color: move.color, point: point.toUpperCase() });
    this.#after(move);
    if (!m.over && m.config.bot) this.#botAnswer();
    return true;
  }

  #after(move) {
    const m = this.#model;
    this.#render();
    emit(this, 'move', move);
    emit(this, 'change', m.detail());
    if (m.over) emit(this, 'gameover', { result: m.game.result, code: m.game.code });
  }

  // The engine answers the reader's move in a worker (the play page's protocol and client); where no
  // worker can start (a CSP without worker-src 'self', an old browser) it searches here, briefly.
  // An answer for a board since undone or rebuilt is dropped.
  #botAnswer() {
    const m = this.#model;
    const ticket = ++this.#ticket;
    const seed = (Math.random() * 2 ** 31) | 0;
    this.#thinking = true;
    this.#say('thinking', {}, 'thinking');
    this.#render();
    this.#bot ??= new BotClient(createBotWorker, this.#renju.wasmModule);
    const request = { game: m.game.record, level: m.config.bot, timeMs: 0, seed };
    const here = () => new Promise((resolve) => setTimeout(resolve, 30)) // let the page paint the reader's stone first
      .then(() => ({ action: m.game.botTurn({ level: m.config.bot, seed, timeMs: FALLBACK_MS }).action.token }));
    this.#bot.turn(request).catch((e) => {
      if (e?.name === 'AbortError') throw e;
      if (this.#bot && (this.#bot.status === 'failed' || this.#bot.status === 'starting')) return here();
      throw e;
    }).then((answer) => {
      if (this.#model !== m || this.#ticket !== ticket) return;
      this.#thinking = false;
      const move = m.playBot(answer.action);
      if (move.point === 'pass') this.#say('botPassed', { color: move.color });
      else this.#say('botPlayed', { color: move.color, point: move.point.toUpperCase() });
      this.#after(move);
    }).catch((e) => {
      if (e?.name === 'AbortError' || this.#model !== m || this.#ticket !== ticket) return;
      this.#thinking = false;
      this.#say('botFailed', { message: this.#reason(e) }, 'refused');
      this.#render();
      emit(this, 'error', { code: e.code ?? 'BOT_FAILED', message: e.message, attribute: null });
    });
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
    const m = this.#model;
    if (!m || m.mode === 'edit') return false;
    try {
      return this.#tryPlay(this.#renju.point(point, { size: m.config.size }).point);
    } catch (e) {
      // A point the module cannot read: worded from its code, quoting the token it names.
      this.#say('refused.point', tokenText(e, m.config.size).params, 'refused');
      return false;
    }
  }

  /** Takes back the reader's last move in play mode, with the engine's answer to it (or its search). */
  async undo() {
    await this.ready;
    const m = this.#model;
    if (!m || m.mode === 'edit' || !m.canUndo) return false;
    if (this.#thinking) {
      this.#ticket++;
      this.#thinking = false;
      this.#bot?.cancel(); // the search stops: its worker is ended, the next request starts a fresh one
    }
    m.undo();
    this.#say(null);
    this.#render();
    emit(this, 'undo', { code: m.game.code });
    emit(this, 'change', m.detail());
    return true;
  }

  /** Back to the position the attributes describe. */
  async reset() {
    await this.ready;
    this.#bot?.cancel();
    this.#say(null);
    this.#schedule();
    await this.ready;
    if (this.#model) emit(this, 'change', this.#model.detail());
  }

  /**
   * The game code of the moves on the board (as far as replay has stepped). Never the attribute's
   * text: until the board has drawn (await `ready`), or when its attributes were refused before it
   * ever drew, there are no moves on it and the code is ''.
   */
  getCode() {
    const m = this.#model;
    if (!m) return '';
    return m.mode === 'edit' ? '' : m.game.code;
  }

  /** The stones as a `stones` attribute value: "black: h8 i9; white: j10" ('' before the board has drawn). */
  getStones() {
    return this.#model ? this.#model.stonesText() : '';
  }

  /** Black's forbidden points in the shown position (black to move), [{point, x, y, kind}]. */
  forbiddenPoints() {
    return this.#model ? this.#model.subject.forbiddenPoints() : [];
  }

  /** The module's explanation of a stone of the side to move on `point`, or null (with an error event). */
  explain(point) {
    const m = this.#model;
    if (!m) return null;
    try {
      return m.subject.explain(point);
    } catch (e) {
      emit(this, 'error', { code: e.code ?? 'ERROR', message: e.message, attribute: null });
      return null;
    }
  }

  /**
   * The board as drawn now, as a self-contained SVG document (text as paths, colours resolved: it
   * looks the same anywhere); '' before the board has drawn.
   */
  toSVG() {
    const board = this.#view.board;
    return this.#model && board ? boardSVGText(board, this) : '';
  }

  /**
   * The board as a PNG Blob: toPNG({scale}) is `scale` (2 to 16) times its size on the page, at
   * least 2x the device's pixels by default; toPNG({width}) that many pixels square. Null, with an
   * error event, when it cannot be made.
   */
  async toPNG(options = {}) {
    await this.ready;
    const board = this.#view.board;
    if (!this.#model || !board) return null;
    try {
      return await boardPNG(board, this, options);
    } catch (e) {
      this.#failed(e, 'BAD_ARGUMENT');
      return null;
    }
  }

  /**
   * The game's moves as an animated GIF Blob, one frame a move: toGIF({delay: ms, width: pixels}).
   * Null, with an error event, when it cannot be made.
   */
  async toGIF(options = {}) {
    await this.ready;
    const m = this.#model;
    if (!m) return null;
    try {
      const attrs = Object.fromEntries(ATTRIBUTES.map((name) => [name, this.getAttribute(name)]));
      return await boardGIF(this.#renju, attrs, m.mode === 'edit' ? '' : m.game.code, this, options);
    } catch (e) {
      this.#failed(e, 'BAD_ARGUMENT');
      return null;
    }
  }

  #failed(e, code) {
    emit(this, 'error', { code: e.code ?? code, message: e.message, attribute: null });
  }

  // The edit mode's save buttons: the position as a picture file.
  async #save(kind) {
    if (kind === 'svg') {
      const svg = this.toSVG();
      if (svg) download(svg, 'renju-board.svg', 'image/svg+xml');
      return;
    }
    const png = await this.toPNG();
    if (png) download(png, 'renju-board.png', 'image/png');
  }

  /** Replay: shows the first `index` moves (clamped; a `step` event follows a change). False in other modes. */
  async goto(index) {
    await this.ready;
    const m = this.#model;
    if (!m || m.mode !== 'replay' || !Number.isFinite(Number(index))) return false;
    this.#goto(Math.trunc(Number(index)));
    return true;
  }

  /** Replay: how many of the moves are shown (0 before the board has drawn). */
  get index() {
    return this.#model?.index ?? 0;
  }

  /** The moves the board was given and played, as points ('h8', 'pass'); [] before it has drawn. */
  get moveList() {
    const m = this.#model;
    if (!m || m.mode === 'edit') return [];
    return m.mode === 'replay' ? [...m.moves] : this.#renju.parseCode(m.game.code, { size: m.config.size });
  }

  /** The BoardView, for pages that draw explanations on the board (highlights, segments). */
  get view() {
    return this.#view.board;
  }

  /** A layer over the board (absolutely placed, no pointer events) for a page's own drawings. */
  get overlay() {
    return this.#view.overlay;
  }
}

export { AttributeError };

if (globalThis.customElements && !customElements.get('renju-board')) customElements.define('renju-board', RenjuBoardElement);
