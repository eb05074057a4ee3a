// <renju-board>'s rendering: its shadow DOM (frame, error box, board, controls, message line), the
// controls of each mode, and the board drawn from the model's view. Reads the model; changes nothing
// in it: the element (renju-board.js) turns clicks into model calls and events.
import { adoptBoardCss, BoardView, themeVariables } from '../lib/board-view.js';
import { translator } from '../i18n/text.js';
import en from '../i18n/en/widget.js';
import { THEMES } from './config.js';

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

const WIDGET_CSS = `
:host { display: flex; flex-direction: column; position: relative; max-width: var(--renju-board-max-width, 520px); margin: var(--renju-board-margin, 0);
  color: var(--renju-text, #222); font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; box-sizing: border-box; }
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
/* The board takes what the controls leave of the element's height when the page gives it one (an
   iframe's whole window, a box with a height), else it is as tall as it is wide. */
.rb-frame { display: flex; flex-direction: column; gap: 6px; flex: 1 1 auto; min-height: 0; }
.rb-bar { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; justify-content: center; }
.rb-bar[hidden] { display: none; }
button { font: inherit; min-width: 2.4em; min-height: 2.2em; padding: 0 0.6em; border-radius: 6px; cursor: pointer;
  border: 1px solid var(--renju-button-border, #8a7350); background: var(--renju-button, #f6efe2); color: inherit; }
button:disabled { opacity: 0.45; cursor: default; }
button[aria-pressed="true"] { background: var(--renju-button-active, #3b2a14); color: #fff; }
button:focus-visible, .rb-svg:focus-visible { outline: 3px solid var(--renju-cursor, #1b6fd8); outline-offset: 2px; }
.rb-save { margin-left: 0.8em; }
.rb-counter { min-width: 5.5em; text-align: center; font-variant-numeric: tabular-nums; }
.rb-message { min-height: 1.4em; text-align: center; }
.rb-message[data-tone="error"], .rb-message[data-tone="refused"] { color: var(--renju-error, #b3261e); font-weight: 600; }
.rb-error { padding: 12px; border: 2px solid var(--renju-error, #b3261e); border-radius: 8px; color: var(--renju-error, #b3261e);
  background: var(--renju-error-bg, #fdecea); font-weight: 600; white-space: pre-wrap; overflow-wrap: anywhere; }
.rb-board-box { position: relative; flex: 1 1 auto; min-height: 0; }
.rb-board-box > .rb-svg { height: 100%; aspect-ratio: 1 / 1; }
.rb-overlay { position: absolute; inset: 0; pointer-events: none; }
.rb-overlay:empty { display: none; }
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

function make(tag, className, attrs = {}) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

function button(text, label, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  if (ICONS[text]) b.append(icon(ICONS[text]));
  else b.textContent = text;
  b.setAttribute('aria-label', label);
  b.title = label;
  b.addEventListener('click', onClick);
  return b;
}

/**
 * The widget's DOM in a shadow root. `actions` are the element's handlers: {first, back, forward, last,
 * undo, reset, editColor(color), clear, save('png'|'svg'), point({x, y}), key(event)}.
 */
export class WidgetView {
  constructor(root, actions) {
    this.root = root;
    this.actions = actions;
    adoptBoardCss(root);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, widgetSheet()];
    const frame = make('div', 'rb-frame', { part: 'frame' });
    this.boardBox = make('div', 'rb-board-box');
    this.bar = make('div', 'rb-bar', { part: 'controls' });
    this.message = make('div', 'rb-message', { role: 'status', 'aria-live': 'polite' });
    this.error = make('div', 'rb-error', { role: 'alert' });
    this.error.hidden = true;
    // A layer over the board for pages and later tools (marks, analysis arrows): drawn above the SVG.
    this.overlay = make('div', 'rb-overlay', { part: 'overlay' });
    this.boardBox.append(this.overlay);
    frame.append(this.error, this.boardBox, this.bar, this.message);
    root.append(frame);
    this.board = null; // the BoardView, made with the first model
    this.buttons = {};
    this.mode = null;
    this.text = translator(en); // the element sets its language's
  }

  showError(text) {
    this.error.hidden = !text;
    this.error.textContent = text ?? '';
  }

  say(text, tone = 'info') {
    this.message.textContent = text;
    this.message.dataset.tone = tone;
  }

  /** The controls of a mode: replay's stepping, play's undo and reset, edit's colours. */
  controls(mode) {
    const a = this.actions;
    const t = this.text;
    const B = (this.buttons = {});
    this.mode = mode;
    this.bar.replaceChildren();
    if (mode === 'replay') {
      B.first = button('first', t('replay.first'), a.first);
      B.back = button('back', t('replay.back'), a.back);
      B.counter = make('span', 'rb-counter');
      B.forward = button('forward', t('replay.forward'), a.forward);
      B.last = button('last', t('replay.last'), a.last);
      this.bar.append(B.first, B.back, B.counter, B.forward, B.last);
    } else if (mode === 'play') {
      B.undo = button(t('play.undo'), t('play.undoLabel'), a.undo);
      B.reset = button(t('play.reset'), t('play.resetLabel'), a.reset);
      this.bar.append(B.undo, B.reset);
    } else if (mode === 'edit') {
      for (const color of ['black', 'white', 'erase']) {
        B[color] = button(t(`edit.${color}`), t(`edit.${color}Label`), () => a.editColor(color));
        this.bar.append(B[color]);
      }
      B.clear = button(t('edit.clear'), t('edit.clearLabel'), a.clear);
      this.bar.append(B.clear);
      B.savePng = button(t('edit.savePng'), t('edit.savePngLabel'), () => a.save('png'));
      B.saveSvg = button(t('edit.saveSvg'), t('edit.saveSvgLabel'), () => a.save('svg'));
      B.savePng.classList.add('rb-save');
      this.bar.append(B.savePng, B.saveSvg);
    }
    this.bar.hidden = this.bar.childElementCount === 0;
  }

  /** Draws the model: the board from model.view(), the controls' states, and the result line. */
  render(model, { thinking = false, resultText = '', label } = {}) {
    const { result, toMove, ...board } = model.view({ thinking });
    const config = { ...board, showNumbers: model.config.numbers, coordinates: model.config.coordinates, label };
    if (!this.board) {
      this.board = new BoardView(this.boardBox, config);
      this.boardBox.append(this.overlay);
      this.board.onPointClick = (p) => this.actions.point(p);
      this.board.svg.addEventListener('keydown', (e) => this.actions.key(e));
    } else {
      this.board.set(config);
    }
    this.board.svg.setAttribute('part', 'board');
    const B = this.buttons;
    if (this.mode === 'replay') {
      B.first.disabled = B.back.disabled = model.index === 0;
      B.forward.disabled = B.last.disabled = model.index === model.moves.length;
      B.counter.textContent = this.text('replay.counter', { index: model.index, total: model.moves.length });
    } else if (this.mode === 'play') {
      B.undo.disabled = !model.canUndo;
      B.reset.disabled = !model.canReset;
    } else if (this.mode === 'edit') {
      for (const c of ['black', 'white', 'erase']) B[c].setAttribute('aria-pressed', String(model.editColor === c));
    }
    if (result && result.outcome !== 'ongoing') this.say(resultText, 'result');
    else if (this.message.dataset.tone === 'result') this.say('');
    return { toMove, result };
  }
}

