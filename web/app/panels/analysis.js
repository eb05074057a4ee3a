// The analysis panel (issue 16), loaded when the Analyse switch is first turned on: the engine thinks
// in a worker (lib/bot-client.js AnalysisClient) on the position on the board and starts again at
// once whenever it changes; analysis of any other position is never shown. It shows an evaluation
// bar (black's share) with the score, "Black wins in N" when a win is proven, the best line as
// numbered ghost stones, the best moves (hover or focus previews a line, a click plays its first
// move), depth, nodes and speed, "Show the win" step by step, a hint against the bot (learning mode),
// a threat overlay (the module's renju.threats and forbidden points), and the game review.
//
// Review thresholds (documented here and in the panel's summary line): a move's loss is the drop of
// its player's win probability (renju.analyse's winProbability) from the position before it to the
// one after; 10% or more is an inaccuracy, 20% a mistake, 30% a blunder. Where the position before
// a move had a proven win for its player and the move lost it, "the win was X".
import { AnalysisClient } from '../../lib/bot-client.js';
import { composeSymmetry } from '../../lib/board-scene.js';
import { format } from '../../i18n/format.js';
import { loadTable } from '../../i18n/source.js';
import en from '../../i18n/en/analysis.js';

const MULTI_PV = 4;
const REVIEW_MS = 250; // per position
export const THRESHOLDS = { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 };

const CSS = `
.an-body { display: grid; gap: 0.5rem; margin-top: 0.5rem; }
.an-bar { position: relative; height: 1.4rem; border: 1px solid var(--border); border-radius: 4px; overflow: hidden; background: #f7f7f2; }
.an-bar-black { position: absolute; inset: 0 auto 0 0; background: #141414; transition: width 0.2s; }
.an-bar-text { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; font-size: 0.8rem; font-weight: 700; color: #fff; mix-blend-mode: difference; }
.an-win { font-weight: 700; color: var(--accent); margin: 0; }
.an-stats, .an-note { font-size: 0.85rem; color: var(--muted); margin: 0; }
.an-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; }
.an-list button { width: 100%; display: flex; justify-content: space-between; gap: 0.5rem; font-variant-numeric: tabular-nums; }
.an-placement { display: flex; flex-direction: column; align-items: flex-start; text-align: start; }
.an-opening { font-size: 0.8rem; font-weight: 400; opacity: 0.8; }
.an-row { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; }
.an-legend { display: flex; flex-wrap: wrap; gap: 0.2rem 0.8rem; font-size: 0.8rem; color: var(--muted); }
.an-legend svg { width: 0.9rem; height: 0.9rem; vertical-align: -0.15rem; }
.an-graph { width: 100%; height: 7rem; display: block; background: var(--button); border: 1px solid var(--border); border-radius: 4px; cursor: pointer; }
.an-graph .an-area { fill: #141414; opacity: 0.8; }
.an-graph .an-mid { stroke: var(--muted); stroke-width: 0.5; stroke-dasharray: 2 2; }
.an-graph .an-cur { stroke: var(--accent); stroke-width: 1.5; }
.an-graph .an-dot-inaccuracy { fill: #d9a400; } .an-graph .an-dot-mistake { fill: #e06c00; } .an-graph .an-dot-blunder { fill: #d11a1a; }
.an-mistakes { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.2rem; font-size: 0.85rem; }
.an-mistakes button { text-align: start; width: 100%; }
progress.an-progress { width: 100%; }
`;

let page;
let strings = en;
let lang = 'en';
const state = {
  on: false,
  key: '',
  position: null, // {rule, size, black, white, toMove, over}
  analysis: null, // for state.key only
  jobKey: '',
  changedAt: 0,
  restarts: [], // ms from a change to the worker starting on the new position
  delivered: [], // ms from a change to the page hearing that it started
  posted: [], // ms from a change to the job's message leaving the page
  firstReports: [], // ms from a change to the new position's first report
  preview: null, // candidate index hovered or focused
  win: null, // {line, step, color}
  hint: null, // {key, point}
  threats: false,
  threatMarks: null, // {key, marks}
  error: null,
  review: null, // {key, total, entries[], running, client, steps}
  balance: null, // {key, upTo, result, running, error}: the swap openings' balance finder
  balanceMs: 4000, // the finder's time, shared among its placements (tests shorten it)
};
let balanceClient = null;
let client = null;
let body;
const svgNS = 'http://www.w3.org/2000/svg';

function ta(key, params = {}) {
  return format(strings[key] ?? en[key], params, lang);
}

function el(tag, attrs = {}, parent = null, text = null) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== null) node.textContent = text;
  if (parent) parent.append(node);
  return node;
}
function svgEl(tag, attrs, parent) {
  const node = document.createElementNS(svgNS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  parent?.append(node);
  return node;
}

const xyOf = (point) => page.app.renju.point(point, { size: state.position?.size ?? 15 });
const upper = (p) => String(p ?? '').toUpperCase();
const other = (c) => (c === 'black' ? 'white' : 'black');

/** The position on the board now (the step looked at, or the current one) as plain data. */
function positionNow(s, count = s.viewPly ?? s.ply) {
  const viewing = count !== s.ply;
  const target = viewing ? page.replay(page.app.renju, s.record, count) : s.target;
  try {
    const stones = target.stones;
    let toMove;
    let over = false;
    if (s.analysis) toMove = s.toMove === 'remove' ? 'black' : s.toMove;
    else {
      over = target.over;
      toMove = target.toMove ?? 'black';
    }
    return {
      rule: s.record.rule,
      size: s.record.size,
      black: stones.filter((x) => x.color === 'black').map((x) => x.point),
      white: stones.filter((x) => x.color === 'white').map((x) => x.point),
      toMove,
      over,
    };
  } finally {
    if (target !== s.target) target.dispose();
  }
}

// Every position of a game, from the start to its last action, by one replay (a replay per position
// cost a second and a half of the page's thread on a 40-move game).
function positionsAlong(s) {
  const game = page.replay(page.app.renju, s.record, 0);
  const out = [];
  const snap = () => {
    const stones = game.stones;
    out.push({
      rule: s.record.rule,
      size: s.record.size,
      black: stones.filter((x) => x.color === 'black').map((x) => x.point),
      white: stones.filter((x) => x.color === 'white').map((x) => x.point),
      toMove: game.toMove ?? 'black',
      over: game.over,
    });
  };
  try {
    snap();
    for (const action of s.record.actions.slice(0, s.ply)) {
      game.apply(action);
      snap();
    }
  } finally {
    game.dispose();
  }
  return out;
}

const keyOf = (p) => `${p.rule}/${p.size}/${p.toMove}/${p.over}/${[...p.black].sort().join()}/${[...p.white].sort().join()}`;


// ---------------------------------------------------------------------------------------------
// Thinking

// The engine runs only in the worker: the page's own module may be the rules-only one.
const engine = () => (page.app.renju.hasEngine ? page.app.renju.wasmModule : page.engineModule());

function restart() {
  const p = state.position;
  state.analysis = null;
  state.win = null;
  state.preview = null;
  state.error = null;
  if (!state.on || p.over) {
    client?.cancel();
    state.jobKey = '';
    return;
  }
  client ??= new AnalysisClient(page.createBotWorker, engine());
  const key = state.key;
  state.jobKey = key;
  // Posted at the end of this task: where one task changes the position twice (undo, then redo),
  // only the last is sent, and the worker the first would have taken is left for it.
  if (queued) return;
  queued = true;
  queueMicrotask(post);
}

let queued = false;
function post() {
  queued = false;
  const p = state.position;
  if (!state.on || p.over || !client) return;
  const key = state.key;
  const changedAt = state.changedAt;
  let first = true;
  client.postedAt = 0;
  client.run({ type: 'analyse', position: p, multiPV: MULTI_PV, timeMs: 600000 }, (m) => {
    if (state.key !== key) return; // never shown for another position
    if (m.type === 'error') state.error = m; // {message, code}: worded by page.moduleReason
    else if (m.type === 'started') {
      // When the worker began on it (its clock, on the shared time origin), and when the page heard.
      state.restarts.push(m.at ? m.at - performance.timeOrigin - changedAt : performance.now() - changedAt);
      state.delivered.push(performance.now() - changedAt);
      state.posted.push(client.postedAt ? client.postedAt - changedAt : NaN);
      state.threatData = { key, threats: m.threats, forbidden: m.forbidden };
      if (state.threats) soon(true);
      return;
    } else if (m.type === 'analysis') {
      if (first) {
        first = false;
        state.firstReports.push(performance.now() - changedAt);
      }
      const before = state.analysis;
      state.analysis = m.analysis;
      soon(!before || shown(before) !== shown(m.analysis));
      return;
    }
    soon(true);
  });
}

// What the board and the list show of an analysis (the rest, nodes and speed, is the panel's text).
const shown = (a) => `${a.depth}|${a.candidates.map((c) => `${c.move}:${c.eval}:${c.winIn}:${c.pv.join('')}`).join()}`;

// Reports come in bursts (the first depths take a millisecond each). The board and this panel are
// redrawn at most every 300 ms for a new line or evaluation; nodes and speed alone redraw only this
// panel, once a frame. Nothing else on the page shows the analysis, so the rest (the move list,
// whose redraw lays the page out again) is left alone: the page's own render() is for changes.
function redraw() {
  if (!page.app.session) return;
  page.renderBoard();
  renderPanel(page.app.session);
}

let frame = 0;
let fullTimer = 0;
let lastFull = 0;
function soon(full) {
  if (full) {
    if (fullTimer) return;
    const wait = Math.max(0, lastFull + 300 - performance.now());
    fullTimer = setTimeout(() => requestAnimationFrame(() => {
      fullTimer = 0;
      lastFull = performance.now();
      redraw();
    }), wait);
    return;
  }
  if (frame || fullTimer) return;
  // Only the numbers changed: their one line is rewritten, four times a second at most (the whole
  // panel, rebuilt once a frame, held the page's thread for hundreds of ms on a crowded machine).
  frame = setTimeout(() => requestAnimationFrame(() => {
    frame = 0;
    const a = currentAnalysis();
    const stats = document.getElementById('an-stats');
    if (a && stats) {
      stats.textContent = statsText(a);
      stats.dataset.depth = String(a.depth);
    }
  }), 250);
}

function statsText(a) {
  const speed = a.timeMs > 0 ? Math.round((a.nodes * 1000) / a.timeMs) : 0;
  return ta('stats', { depth: a.depth, nodes: numberText(a.nodes), speed: numberText(speed) });
}

// Grouped digits in the page's language; one formatter (toLocaleString makes one per call).
let numbers = null;
function numberText(n) {
  numbers ??= new Intl.NumberFormat(lang === 'en' ? 'en-GB' : lang);
  return numbers.format(n);
}

export function setupAnalysis(p) {
  page = p;
  lang = page.currentLanguage?.() ?? 'en';
  // A constructed sheet: the page's CSP (style-src 'self') refuses <style> elements.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  body = page.els['analysis-body'];
  page.registerPanel(renderPanel);
  page.registerBoardLayer(boardLayer);
  const ready = lang === 'en' ? Promise.resolve() : loadTable('analysis', lang).then((t) => { strings = { ...en, ...t }; }).catch(() => {});
  const api = {
    setOn(on) {
      state.on = on;
      state.key = '';
      // The flipped or turned view belongs to the panel: without it the board is shown as it is.
      if (!on) {
        page.app.viewSymmetry = 0;
        balanceClient?.cancel();
        state.balance = null;
      }
      ready.then(() => page.render());
    },
    state,
    ready,
    // Tests: the position after `count` actions of the game, as the panel analyses it.
    positionAt: (count) => positionNow(page.app.session, count),
  };
  window.renjuAnalysis.state = state;
  window.renjuAnalysis.panel = api;
  return api;
}

// ---------------------------------------------------------------------------------------------
// The board

function lineMarks(line, from, count) {
  const marks = [];
  let color = from;
  line.slice(0, count).forEach((point, i) => {
    marks.push({ ...xyOf(point), type: 'ghost', color, text: String(i + 1) });
    color = other(color);
  });
  return marks;
}

function boardLayer(s) {
  if (!state.on) return {};
  track(s);
  const marks = [];
  const highlights = [];
  const a = currentAnalysis();
  const placing = state.balance?.key === `${state.key}/${state.balance?.upTo}` ? state.balance : null;
  const shownPlacement = placing?.result?.candidates[state.balancePreview ?? -1];
  if (shownPlacement) {
    // A hovered or focused placement, as numbered see-through stones in the colours they will have.
    const next = (state.position.black.length + state.position.white.length) % 2 ? 'white' : 'black';
    return { marks: lineMarks(shownPlacement.stones, next, shownPlacement.stones.length), highlights };
  }
  if (state.win) marks.push(...lineMarks(state.win.line, state.position.toMove, state.win.step));
  else if (a?.candidates.length) {
    const c = a.candidates[state.preview ?? 0] ?? a.candidates[0];
    if (!isHintOnly(s)) marks.push(...lineMarks(c.pv, state.position.toMove, 9));
  }
  if (state.hint?.key === state.key) highlights.push({ ...xyOf(state.hint.point), role: 'good' });
  if (state.threats && !isHintOnly(s)) marks.push(...threatMarks());
  return { marks, highlights };
}

// The worker's renju.threats and forbidden points for this position (sent when it starts on it).
function threatMarks() {
  if (state.threatMarks?.key === state.key) return state.threatMarks.marks;
  const data = state.threatData?.key === state.key ? state.threatData : null;
  if (!data) return [];
  const marks = [];
  for (const color of ['black', 'white']) {
    for (const point of data.threats[color].fives) marks.push({ ...xyOf(point), type: 'triangle', tone: color });
    for (const point of data.threats[color].fours) marks.push({ ...xyOf(point), type: 'circle', tone: color });
  }
  for (const f of data.forbidden) marks.push({ x: f.x, y: f.y, type: 'x', tone: 'bad' });
  state.threatMarks = { key: state.key, marks };
  return marks;
}

// Against the bot the panel gives hints only (learning mode), so the game stays a game.
function isHintOnly(s) {
  return s.mode === 'bot' && !s.over;
}

function currentAnalysis() {
  return state.jobKey === state.key ? state.analysis : null;
}

// ---------------------------------------------------------------------------------------------
// The panel

function blackView(a, c) {
  const sign = a.toMove === 'black' ? 1 : -1;
  const share = a.toMove === 'black' ? c.winProbability : 1 - c.winProbability;
  return { share, score: (sign * c.eval) / 100 };
}

function valueText(a, c) {
  if (c.winIn) return ta('winsIn', { color: c.winner, n: Math.abs(c.winIn) });
  const { score } = blackView(a, c);
  return `${score > 0 ? '+' : ''}${score.toFixed(2)}`;
}

// Notices a change of position and restarts the engine on it at once. Called first thing in a redraw
// (from the board layer, before the board is drawn) and again by the panel.
function track(s) {
  const position = positionNow(s);
  const key = keyOf(position);
  if (key !== state.key) {
    state.key = key;
    state.position = position;
    state.changedAt = performance.now();
    restart();
  }
  return position;
}

function renderPanel(s) {
  if (!body) return;
  const position = track(s);
  // The panel is drawn afresh and only the parts that changed are swapped in, so that a control
  // under the pointer stays the same element while reports arrive (a click needs press and release
  // on one element); a replaced control keeps the focus.
  const focused = body.contains(document.activeElement) ? document.activeElement : null;
  const focusKey = focused && (focused.id || focused.dataset.move || focused.dataset.count);
  rebuilding = true;
  const fresh = document.createElement('div');
  const target = body;
  body = fresh;
  try {
    drawPanel(s, position);
  } finally {
    body = target;
    body.hidden = fresh.hidden;
    body.className = fresh.className;
    morphChildren(body, fresh);
    if (focusKey && !body.contains(document.activeElement)) {
      const again = document.getElementById(focusKey) ?? body.querySelector(`[data-move="${focusKey}"],[data-count="${focusKey}"]`);
      again?.focus({ preventScroll: true });
    }
    rebuilding = false;
  }
}

let rebuilding = false;

// Brings `old`'s children to `fresh`'s, keeping every node that stays the same kind of element (its
// attributes and text updated), so controls are not replaced while reports arrive. The listeners
// of kept nodes are the ones from when they were made: they read what they act on from the element
// (data-*) or the state at the time of the event, never from the render that made them.
function morphChildren(old, fresh) {
  const olds = [...old.childNodes];
  const news = [...fresh.childNodes];
  news.forEach((n, i) => {
    const o = olds[i];
    if (!o) old.append(n);
    else if (o.nodeType !== n.nodeType || o.nodeName !== n.nodeName) o.replaceWith(n);
    else if (o.nodeType === Node.TEXT_NODE) {
      if (o.data !== n.data) o.data = n.data;
    } else if (o.outerHTML !== n.outerHTML) {
      for (const a of [...o.attributes]) if (!n.hasAttribute(a.name)) o.removeAttribute(a.name);
      for (const a of [...n.attributes]) {
        if (o.getAttribute(a.name) === a.value) continue;
        // The CSP (style-src 'self') refuses a style attribute; CSSOM is allowed.
        if (a.name === 'style') o.style.cssText = n.style.cssText;
        else o.setAttribute(a.name, a.value);
      }
      morphChildren(o, n);
    }
  });
  olds.slice(news.length).forEach((o) => o.remove());
}

function drawPanel(s, position) {
  if (!state.on) {
    body.hidden = true;
    return;
  }
  body.hidden = false;
  body.className = 'an-body';
  const hintOnly = isHintOnly(s);
  const a = currentAnalysis();
  if (state.error) el('p', { class: 'an-note' }, body, ta('unavailable', { message: page.moduleReason(state.error) }));
  renderView();
  if (position.over) el('p', { class: 'an-note' }, body, ta('over'));
  else {
    renderBalance(s, position);
    if (hintOnly) renderHint(s, a);
    else renderThinking(s, a);
  }
  renderReview(s);
}

function renderThinking(s, a) {
  const best = a?.candidates[0];
  const bar = el('div', { class: 'an-bar', role: 'meter', 'aria-valuemin': '0', 'aria-valuemax': '100' }, body);
  const fill = el('div', { class: 'an-bar-black' }, bar);
  const label = el('div', { class: 'an-bar-text' }, bar);
  if (!best) {
    fill.style.width = '50%';
    label.textContent = ta('thinking');
    bar.setAttribute('aria-valuenow', '50');
    bar.setAttribute('aria-label', ta('thinking'));
    return;
  }
  const { share, score } = blackView(a, best);
  const pct = Math.round(share * 100);
  fill.style.width = `${pct}%`;
  bar.setAttribute('aria-valuenow', String(pct));
  bar.setAttribute('aria-label', ta('barLabel', { share: pct }));
  bar.dataset.share = String(share);
  label.textContent = best.winIn ? `${pct}%` : `${pct}% · ${score > 0 ? '+' : ''}${score.toFixed(2)}`;
  if (!best.winIn) el('p', { class: 'an-stats' }, body, ta('score', { score: `${score > 0 ? '+' : ''}${score.toFixed(2)}` }));
  if (best.winIn) {
    const win = el('p', { class: 'an-win', id: 'an-win' }, body, ta('winsIn', { color: best.winner, n: Math.abs(best.winIn) }));
    win.dataset.n = String(Math.abs(best.winIn));
    win.dataset.winner = best.winner;
    if (best.winIn > 0) renderShowWin(best);
  }
  el('h3', { class: 'an-note' }, body, ta('candidates'));
  const list = el('ol', { class: 'an-list', id: 'an-candidates' }, body);
  a.candidates.forEach((c, i) => {
    const li = el('li', {}, list);
    const b = el('button', { type: 'button', 'data-move': c.move, 'data-index': String(i) }, li);
    el('span', {}, b, upper(c.move));
    el('span', {}, b, valueText(a, c));
    b.setAttribute('aria-label', ta('candidateLabel', { move: upper(c.move), value: valueText(a, c) }));
    const index = () => Number(b.dataset.index);
    const preview = (on) => () => {
      if (on ? state.preview === index() : state.preview !== index()) return;
      state.preview = on ? index() : null;
      redraw();
    };
    b.addEventListener('mouseenter', preview(true));
    b.addEventListener('mouseleave', preview(false));
    b.addEventListener('focus', preview(true));
    b.addEventListener('blur', () => setTimeout(() => {
      if (!rebuilding && state.preview === index() && !document.activeElement?.closest?.('#an-candidates')) preview(false)();
    }, 0));
    b.addEventListener('click', () => {
      state.preview = null;
      page.onPoint(xyOf(b.dataset.move));
    });
  });
  const stats = el('p', { class: 'an-stats', id: 'an-stats' }, body, statsText(a));
  stats.dataset.depth = String(a.depth);
  renderThreatToggle();
}

// The board's view in any of its eight symmetries: turned a quarter clockwise, mirrored left and
// right, or back as it is. Only the drawing changes; the game and its record keep their points.
const TURN_CLOCKWISE = 3; // a quarter anticlockwise three times (board-scene.js's numbering)
const MIRROR = 4;
function renderView() {
  const row = el('div', { class: 'an-row', role: 'group', 'aria-label': ta('view') }, body);
  el('span', { class: 'an-stats' }, row, ta('view'));
  const now = page.app.viewSymmetry ?? 0;
  const change = (id, text, next) => {
    const b = el('button', { type: 'button', id }, row, text);
    b.addEventListener('click', () => {
      page.app.viewSymmetry = next(page.app.viewSymmetry ?? 0);
      redraw();
      document.getElementById(id)?.focus();
    });
    return b;
  };
  change('an-view-turn', ta('viewTurn'), (v) => composeSymmetry(v, TURN_CLOCKWISE));
  change('an-view-mirror', ta('viewMirror'), (v) => composeSymmetry(v, MIRROR));
  change('an-view-reset', ta('viewReset'), () => 0).disabled = now === 0;
  row.dataset.symmetry = String(now);
  if (now) el('p', { class: 'an-note', id: 'an-view-note' }, body, ta('viewNote'));
}

function renderShowWin(best) {
  const row = el('div', { class: 'an-row' }, body);
  if (!state.win) {
    const b = el('button', { type: 'button', id: 'an-show-win' }, row, ta('showWin'));
    b.addEventListener('click', () => {
      const top = currentAnalysis()?.candidates[0];
      if (!top || top.winIn <= 0) return;
      state.win = { line: top.pv, step: 1 };
      redraw();
      document.getElementById('an-win-next')?.focus();
    });
    return;
  }
  const w = state.win;
  const back = el('button', { type: 'button', id: 'an-win-prev' }, row, ta('prev'));
  back.disabled = w.step <= 1;
  el('span', { class: 'an-stats', id: 'an-win-step', 'aria-live': 'polite' }, row, ta('winStep', { n: w.step, total: w.line.length }));
  const next = el('button', { type: 'button', id: 'an-win-next' }, row, ta('next'));
  next.disabled = w.step >= w.line.length;
  const done = el('button', { type: 'button', id: 'an-win-done' }, row, ta('close'));
  const go = (d, id) => () => {
    const win = state.win;
    if (!win) return;
    win.step = Math.max(1, Math.min(win.line.length, win.step + d));
    redraw();
    document.getElementById(id)?.focus();
  };
  back.addEventListener('click', go(-1, 'an-win-prev'));
  next.addEventListener('click', go(1, 'an-win-next'));
  done.addEventListener('click', () => { state.win = null; redraw(); });
}

function renderThreatToggle() {
  const label = el('label', { class: 'an-row' }, body);
  const box = el('input', { type: 'checkbox', id: 'an-threats' }, label);
  box.checked = state.threats;
  label.append(document.createTextNode(ta('threats')));
  box.addEventListener('change', () => { state.threats = box.checked; redraw(); });
  if (!state.threats) return;
  const legend = el('div', { class: 'an-legend' }, body);
  const item = (shape, tone, text) => {
    const span = el('span', {}, legend);
    const svg = svgEl('svg', { viewBox: '-1 -1 2 2', 'aria-hidden': 'true' }, span);
    // As the board draws them (lib/board-view.js, rb-tone-*): filled with the side's stone colour.
    const black = 'var(--renju-stone-black, #141414)';
    const white = 'var(--renju-stone-white, #f7f7f2)';
    const fill = tone === 'black' ? black : tone === 'white' ? white : 'none';
    const stroke = tone === 'black' ? white : tone === 'white' ? black : 'var(--renju-forbidden, #c0392b)';
    const width = tone === 'bad' ? 0.2 : 0.1;
    svgEl('rect', { x: -1, y: -1, width: 2, height: 2, fill: 'var(--renju-board-wood, #dcb35c)' }, svg);
    const d = shape === 'triangle' ? 'M0 -0.65L0.6 0.4L-0.6 0.4Z' : shape === 'x' ? 'M-0.45 -0.45L0.45 0.45M0.45 -0.45L-0.45 0.45' : null;
    if (d) svgEl('path', { d, fill, stroke, 'stroke-width': width }, svg);
    else svgEl('circle', { r: 0.5, fill, stroke, 'stroke-width': width }, svg);
    span.append(document.createTextNode(` ${text}`));
  };
  item('triangle', 'black', ta('legendFour', { color: 'black' }));
  item('triangle', 'white', ta('legendFour', { color: 'white' }));
  item('circle', 'black', ta('legendThree', { color: 'black' }));
  item('circle', 'white', ta('legendThree', { color: 'white' }));
  if (state.position.rule === 'renju') item('x', 'bad', ta('legendForbidden'));
}

function renderHint(s, a) {
  if (s.record.forbidden !== 'learning' && s.record.rule === 'renju') return;
  const humanTurn = !s.botToMove && !s.viewing;
  if (!humanTurn) return;
  const row = el('div', { class: 'an-row' }, body);
  const b = el('button', { type: 'button', id: 'an-hint' }, row, ta('hint'));
  const best = a?.candidates[0];
  b.disabled = !best;
  b.addEventListener('click', () => {
    const top = currentAnalysis()?.candidates[0];
    if (!top) return;
    state.hint = { key: state.key, point: top.move };
    redraw();
    document.getElementById('an-hint')?.focus();
  });
  if (state.hint?.key === state.key) el('p', { class: 'an-stats', id: 'an-hint-text', 'aria-live': 'polite' }, body, ta('hintIs', { point: upper(state.hint.point) }));
}

// ---------------------------------------------------------------------------------------------
// The balance finder (swap, swap2): while the first three stones are placed, and at swap2's choice
// and its moves 4 and 5, the placements that leave the position closest to even for the player who
// chooses a colour next, each with black's share after it (renju.findBalance in a worker of its own).

/** The stones on the board after the placement being made now (3 or 5), or 0 when none is. */
export function balanceStep(s) {
  if (s.analysis || s.viewing || s.over || s.record.setup || !['swap', 'swap2'].includes(s.record.opening)) return 0;
  const turn = s.turn;
  if (!turn?.opening) return 0;
  if (s.mode === 'bot' && s.botToMove) return 0;
  // Against the bot it is a hint, given where hints are (learning mode, or Gomoku).
  if (isHintOnly(s) && s.record.forbidden !== 'learning' && s.record.rule === 'renju') return 0;
  const stones = s.target.stones.length;
  if (turn.actions.includes('move') && stones < 3) return 3;
  const placeTwo = turn.actions.includes('move') || (turn.actions.includes('swap') && turn.placeTwo);
  if (s.record.opening === 'swap2' && stones >= 3 && stones < 5 && placeTwo) return 5;
  return 0;
}

function updateBalance(s, position) {
  const upTo = balanceStep(s);
  const key = `${state.key}/${upTo}`;
  if (!upTo) {
    if (state.balance?.running) balanceClient?.cancel();
    state.balance = null;
    return;
  }
  if (state.balance?.key === key) return;
  const job = { key, upTo, result: null, running: true, error: null };
  state.balance = job;
  state.balancePreview = null;
  balanceClient ??= new AnalysisClient(page.createBotWorker, engine());
  balanceClient.run({ type: 'balance', position, upTo, candidates: 5, timeMs: state.balanceMs }, (m) => {
    if (state.balance !== job) return;
    if (m.type === 'balance') {
      job.result = m.balance;
      job.running = !m.final;
    } else if (m.type === 'error') {
      job.error = m;
      job.running = false;
    } else return;
    soon(true);
  });
}

// The standard opening the first three stones make, named by the module (game.opening.standardOpening
// of a game that plays them): the board's stones in the order they were played, then the placement's.
// Null when they are not three or make no standard opening.
function openingOfPlacement(position, stones) {
  const placed = [];
  for (let i = 0; i < 3; i++) {
    if (position.black[i]) placed.push(position.black[i]);
    if (position.white[i]) placed.push(position.white[i]);
  }
  const moves = [...placed.slice(0, 3), ...stones].slice(0, 3);
  if (moves.length !== 3) return null;
  const game = page.app.renju.newGame({ rule: position.rule, size: position.size, opening: 'none' });
  try {
    for (const m of moves) game.play(m);
    return game.opening.standardOpening ?? null;
  } catch {
    return null;
  } finally {
    game.dispose();
  }
}

// The opening's label in the page's language ("4D Kagetsu"), once per placement of a job.
function openingName(job, position, stones) {
  job.openings ??= new Map();
  const key = stones.join(' ');
  if (!job.openings.has(key)) {
    const opening = openingOfPlacement(position, stones);
    job.openings.set(key, opening ? page.openingLabel(opening) : '');
  }
  return job.openings.get(key);
}

function renderBalance(s, position) {
  updateBalance(s, position);
  const job = state.balance;
  if (!job) return;
  el('h3', { class: 'an-note' }, body, ta('balanceTitle'));
  el('p', { class: 'an-stats' }, body, ta(job.upTo === 3 ? 'balanceThree' : 'balanceTwo'));
  // Moves 4 and 5 are placed on an opening already named by the three stones on the board.
  const onBoard = job.upTo === 5 ? openingName(job, position, []) : '';
  if (onBoard) el('p', { class: 'an-stats', id: 'an-balance-opening' }, body, ta('balanceOpeningIs', { opening: onBoard }));
  if (job.error) {
    el('p', { class: 'an-note' }, body, ta('unavailable', { message: page.moduleReason(job.error) }));
    return;
  }
  const r = job.result;
  const status = el('p', { class: 'an-stats', id: 'an-balance-status' }, body,
    job.running ? ta('balanceWeighing', { done: r?.searched ?? 0, total: r?.total ?? 0 }) : ta('balanceDone', { total: r?.total ?? 0 }));
  status.dataset.running = String(job.running);
  if (!r?.candidates.length) return;
  const list = el('ol', { class: 'an-list', id: 'an-balance' }, body);
  for (const c of r.candidates) {
    const li = el('li', {}, list);
    const stones = c.stones.map(upper).join(' · ');
    const share = Math.round(c.blackShare * 100);
    const value = c.winIn ? ta('winsIn', { color: c.blackAdvantage > 0 ? 'black' : 'white', n: Math.abs(c.winIn) }) : ta('balanceShare', { share });
    const b = el('button', { type: 'button', 'data-stones': c.stones.join(' ') }, li);
    const opening = job.upTo === 3 ? openingName(job, position, c.stones) : '';
    const what = el('span', { class: 'an-placement' }, b, stones);
    if (opening) el('span', { class: 'an-opening' }, what, opening);
    el('span', {}, b, value);
    b.setAttribute('aria-label', opening ? ta('balanceLabelOpening', { stones, opening, value }) : ta('balanceLabel', { stones, value }));
    b.dataset.index = String(r.candidates.indexOf(c));
    const preview = (on) => () => {
      const i = Number(b.dataset.index);
      if (on ? state.balancePreview === i : state.balancePreview !== i) return;
      state.balancePreview = on ? i : null;
      redraw();
    };
    b.addEventListener('mouseenter', preview(true));
    b.addEventListener('mouseleave', preview(false));
    b.addEventListener('focus', preview(true));
    b.addEventListener('blur', () => setTimeout(() => {
      if (!rebuilding && !document.activeElement?.closest?.('#an-balance')) preview(false)();
    }, 0));
    b.addEventListener('click', () => {
      state.balancePreview = null;
      placeAll(b.dataset.stones.split(' '));
    });
  }
}

// Plays a placement's stones in order (after choosing "place two" at swap2's choice).
function placeAll(stones) {
  const s = page.app.session;
  if (!s || !balanceStep(s)) return;
  if (s.turn.actions.includes('swap')) page.handle(s.decide('place-two'));
  for (const p of stones) {
    const now = page.app.session;
    if (!now.turn?.actions.includes('move')) break;
    page.onPoint(xyOf(p));
  }
}

// ---------------------------------------------------------------------------------------------
// Game review

function reviewable(s) {
  return !s.analysis && s.ply >= 2 && !isHintOnly(s);
}

function startReview(s) {
  stopReview();
  const positions = positionsAlong(s);
  const steps = s.steps();
  const review = { key: s.gameText, total: positions.length, entries: new Array(positions.length).fill(null), running: true, steps, positions };
  review.client = new AnalysisClient(page.createBotWorker, engine());
  review.client.run({ type: 'review', positions, timeMs: REVIEW_MS }, (m) => {
    if (state.review !== review) return;
    if (m.type === 'review-step') review.entries[m.index] = m.entry;
    else if (m.type === 'review') {
      review.running = false;
      review.client.terminate();
    } else if (m.type === 'error') {
      review.running = false;
      review.error = m;
      review.client.terminate();
    }
    redraw();
  });
  state.review = review;
}

function stopReview() {
  if (state.review?.running) {
    state.review.client.terminate();
    state.review.running = false;
  }
}

/** Black's share at each position of a review (null where not yet known). */
function blackShares(review) {
  return review.entries.map((e, i) => {
    if (!e) return null;
    const p = review.positions[i];
    if (e.over) return p.toMove === 'black' ? 0 : 1; // the player who just moved made five
    return p.toMove === 'black' ? e.winProbability : 1 - e.winProbability;
  });
}

/** Each stone's loss for its player and its verdict: [{count, n, point, color, loss, percent, kind, missed, best}]. */
export function judgeMoves(review) {
  const out = [];
  const shares = blackShares(review);
  for (let count = 1; count < review.entries.length; count++) {
    const step = review.steps[count - 1];
    const before = review.entries[count - 1];
    const after = review.entries[count];
    if (!step || step.kind !== 'move' || !before || !after || before.over) continue;
    const color = step.color;
    // The engine's own choice loses nothing, whatever its evaluations say one ply apart.
    if (String(step.point).toLowerCase() === before.best) continue;
    const mine = (share) => (color === 'black' ? share : 1 - share);
    const loss = Math.max(0, mine(shares[count - 1]) - mine(shares[count]));
    // Judged on the whole percent the list shows, so "20% lost" is never called an inaccuracy.
    const percent = Math.round(loss * 100);
    const over = (limit) => percent >= Math.round(limit * 100);
    const kind = over(THRESHOLDS.blunder) ? 'blunder' : over(THRESHOLDS.mistake) ? 'mistake' : over(THRESHOLDS.inaccuracy) ? 'inaccuracy' : null;
    // A proven win for the mover before, none after (its opponent is not lost in the new position).
    const stillWon = after.over || (after.winIn < 0);
    const missed = before.winIn > 0 && !stillWon && review.positions[count - 1].toMove === color
      ? { best: before.best, k: before.winIn } : null;
    if (kind || missed) out.push({ count, n: step.n, point: step.point, color, loss, percent, kind: kind ?? 'blunder', missed, best: before.best });
  }
  return out;
}

function renderReview(s) {
  const row = el('div', { class: 'an-row' }, body);
  const review = state.review?.key === s.gameText ? state.review : null;
  if (!reviewable(s)) return;
  if (!review?.running) {
    const b = el('button', { type: 'button', id: 'an-review' }, row, ta('review'));
    b.addEventListener('click', () => { startReview(page.app.session); redraw(); });
  }
  if (!review) return;
  const done = review.entries.filter(Boolean).length;
  if (review.running) {
    el('progress', { class: 'an-progress', max: String(review.total), value: String(done), id: 'an-review-progress' }, row);
    el('span', { class: 'an-stats' }, row, ta('reviewing', { done, total: review.total }));
    const cancel = el('button', { type: 'button', id: 'an-review-cancel' }, row, ta('cancel'));
    cancel.addEventListener('click', () => { stopReview(); state.review = null; redraw(); });
  }
  if (review.error) {
    el('p', { class: 'an-note', id: 'an-review-error' }, body, ta('unavailable', { message: page.moduleReason(review.error) }));
    return;
  }
  drawGraph(s, review);
  if (!review.running) {
    const judged = judgeMoves(review);
    el('p', { class: 'an-stats', id: 'an-review-summary' }, body, ta('reviewDone', { mistakes: judged.length }));
    const list = el('ul', { class: 'an-mistakes', id: 'an-mistakes' }, body);
    for (const j of judged) {
      const li = el('li', {}, list);
      const text = j.missed
        ? ta('missedWin', { n: j.n, point: j.point, best: upper(j.missed.best), color: j.color, k: j.missed.k })
        : ta('loss', { n: j.n, point: j.point, kind: ta('kind', { kind: j.kind }), loss: j.percent, best: upper(j.best) });
      const b = el('button', { type: 'button', 'data-count': String(j.count) }, li, text);
      b.addEventListener('click', () => page.goTo(Number(b.dataset.count)));
    }
  }
}

function drawGraph(s, review) {
  const shares = blackShares(review);
  const n = review.total;
  const w = 200;
  const h = 60;
  const x = (i) => (n > 1 ? (i / (n - 1)) * w : w / 2);
  const svg = svgEl('svg', { class: 'an-graph', id: 'an-graph', viewBox: `0 0 ${w} ${h}`, preserveAspectRatio: 'none', role: 'img', 'aria-label': ta('graphLabel') }, body);
  svg.dataset.points = String(shares.filter((v) => v !== null).length);
  let d = `M0 ${h}`;
  shares.forEach((v, i) => { if (v !== null) d += `L${x(i)} ${h - v * h}`; });
  const lastKnown = shares.reduce((k, v, i) => (v !== null ? i : k), 0);
  d += `L${x(lastKnown)} ${h}Z`;
  svgEl('path', { class: 'an-area', d }, svg);
  svgEl('line', { class: 'an-mid', x1: 0, y1: h / 2, x2: w, y2: h / 2 }, svg);
  const at = s.viewPly ?? s.ply;
  svgEl('line', { class: 'an-cur', x1: x(at), y1: 0, x2: x(at), y2: h }, svg);
  if (!review.running) {
    for (const j of judgeMoves(review)) {
      svgEl('circle', { class: `an-dot-${j.kind}`, cx: x(j.count), cy: h - shares[j.count] * h, r: 2.2 }, svg);
    }
  }
  svg.dataset.total = String(n);
  svg.addEventListener('click', (event) => {
    const box = svg.getBoundingClientRect();
    const total = Number(svg.dataset.total);
    const i = Math.round(((event.clientX - box.left) / box.width) * (total - 1));
    page.goTo(Math.max(0, Math.min(total - 1, i)));
  });
}
