// The play page: wires the board (board-view), the session (rules through the module), the clock,
// the bot worker, records and settings to the DOM in index.html. Text comes from strings.js and is
// always set as text, never as HTML.
import { BoardView, adoptBoardCss } from '../lib/board-view.js';
import { OPENINGS } from '../renju.js';
import { loadModule, createBotWorker, singleFile } from './platform.js';
import { t, applyStrings } from './strings.js';
import { Session } from './session.js';
import { Clock, formatTime } from './clock.js';
import { BotClient } from '../lib/bot-client.js';
import {
  defaultRecord, normalizeRecord, recordToParams, recordFromParams, RecordError, toStored, fromStored,
  readGameRecord, looksLikeGameRecord, LEVELS, CLOCK_MINUTES, CLOCK_INCREMENTS,
} from './record.js';

// One key for both versions of the saved form: fromStored() reads either.
const STORAGE_KEY = 'renju-app:v1';

const $ = (id) => document.getElementById(id);
const els = new Proxy({}, { get: (cache, id) => cache[id] ?? (cache[id] = $(id)) });

const app = {
  renju: null,
  session: null,
  view: null,
  clock: null,
  bot: null,
  botThinking: false,
  botDepth: 0,
  settings: { theme: 'auto', showNumbers: true, showForbidden: true, showCoordinates: true },
  message: '',
  pendingSetup: null, // analysis position a new game will start from
  forbiddenNow: [],
  clockTimer: 0,
};
// For tests and the console: the page's state, read-only use.
window.renjuApp = app;

// ---------------------------------------------------------------------------------------------
// Storage

function loadStored() {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

let storageWarned = false;
function save() {
  if (!app.session) return;
  const s = app.session;
  const record = toStored({ ...s.record, times: app.clock ? app.clock.snapshot() : null }, s.gameText);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ record, settings: app.settings }));
  } catch {
    if (!storageWarned) showMessage(t('storageFailed'));
    storageWarned = true;
  }
}

// ---------------------------------------------------------------------------------------------
// Messages and announcements

function showMessage(text) {
  app.message = text || '';
  els.message.textContent = app.message;
  els.message.hidden = !app.message;
}

let announceToggle = false;
function announce(text) {
  if (!text) return;
  // Alternating a trailing space makes screen readers read a repeated text again.
  announceToggle = !announceToggle;
  els.announcer.textContent = text + (announceToggle ? '' : '\u00a0');
}

// ---------------------------------------------------------------------------------------------
// Theme and settings

const darkQuery = matchMedia('(prefers-color-scheme: dark)');
function applyTheme() {
  const theme = app.settings.theme;
  if (theme === 'auto') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
}

// ---------------------------------------------------------------------------------------------
// Sessions

function startSession(record, { announceText } = {}) {
  const session = new Session(app.renju, record); // throws RecordError: the caller keeps the old one
  cancelBot();
  app.session?.dispose();
  app.session = session;
  app.clock = record.clock ? new Clock(record.clock, record.times) : null;
  app.pendingSetup = null;
  app.endDismissed = false;
  hideResignConfirm();
  syncClock(false);
  save();
  render();
  if (announceText) announce(announceText);
  maybeBot();
  return session;
}

function recordWithDefaults(overrides) {
  return { ...defaultRecord(), ...overrides, actions: overrides.actions ?? [], undone: [], times: null };
}

/** Applies an action's outcome: message, announcement, save, clock, bot, redraw. */
function handle(outcome, { moved = true } = {}) {
  if (!outcome) return;
  showMessage(outcome.message ?? '');
  if (outcome.ok) {
    syncClock(moved);
    save();
  }
  render();
  announce(outcome.announce ?? (outcome.ok ? '' : outcome.message));
  if (outcome.ok) maybeBot();
}

// ---------------------------------------------------------------------------------------------
// Clock

// The clock keeps each player's time under the colour that player started with, so a swap in the
// opening does not hand one player's time to the other.
function syncClock(moved) {
  const clock = app.clock;
  const s = app.session;
  if (!clock) return;
  if (s.analysis || s.over || !s.started) clock.stop();
  else clock.run(s.startColorOf(s.turn.player), moved);
  clearInterval(app.clockTimer);
  if (clock.running) app.clockTimer = setInterval(tickClock, 200);
  renderClocks();
}

function tickClock() {
  const flagged = app.clock?.flagged();
  if (flagged && !app.session.over) {
    cancelBot();
    const s = app.session;
    handle(s.timeout(s.colorOf(s.playerStartingAs(flagged))), { moved: false });
    return;
  }
  renderClocks();
}

function renderClocks() {
  const clock = app.clock;
  els.clocks.hidden = !clock;
  if (!clock) return;
  const s = app.session;
  for (const slot of ['black', 'white']) {
    const ms = clock.remaining(slot);
    const box = els[`clock-${slot}-box`];
    const player = s.playerStartingAs(slot);
    const color = s.analysis ? slot : s.colorOf(player);
    els[`clock-${slot}`].textContent = formatTime(ms);
    box.querySelector('.dot').className = `dot ${color}`;
    box.classList.toggle('running', clock.running === slot);
    box.classList.toggle('low', ms < 10000);
    box.setAttribute('aria-label', s.playersMatter ? t('timeLeftWho', s.who(player), formatTime(ms)) : t('timeLeft', color, formatTime(ms)));
  }
}

// ---------------------------------------------------------------------------------------------
// Bot

function startBot() {
  if (!app.renju) return;
  app.bot = new BotClient(createBotWorker, app.renju.wasmModule);
  app.bot.ready.then(() => {
    render();
    if (!app.bot.available && app.session?.mode === 'bot') {
      // A saved or shared game against the bot, in a version without one: play it as two players.
      const record = { ...app.session.record, mode: 'two' };
      try {
        startSession(record);
        showMessage(t('botUnavailableShared'));
      } catch (e) {
        showMessage(t('error', e.message));
      }
    }
    maybeBot();
  });
}

function botTimeMs() {
  // The level sets the budget (level 5: a second); with a clock, at most a small share of what is left.
  const s = app.session;
  if (!app.clock) return 0;
  return Math.round(Math.max(100, Math.min(1000, app.clock.remaining(s.startColorOf(s.botPlayer)) / 20)));
}

function maybeBot() {
  const s = app.session;
  if (!s || !s.botToMove || app.botThinking || !app.bot?.available) return;
  app.botThinking = true;
  app.botDepth = 0;
  render();
  // The game goes to the worker as the module's full record: the bot sees the opening as it stands.
  const request = {
    game: s.gameText,
    level: s.record.level,
    timeMs: botTimeMs(),
    seed: (Math.random() * 2 ** 31) | 0,
  };
  app.bot.turn(request, (progress) => {
    app.botDepth = progress.depth ?? 0;
    renderStatus();
  }).then((answer) => {
    if (app.session !== s) return;
    app.botThinking = false;
    handle(s.botAct(answer.action));
  }).catch((e) => {
    if (e?.name === 'AbortError') return;
    app.botThinking = false;
    showMessage(t('botFailed', e?.message ?? String(e)));
    render();
  });
}

function cancelBot() {
  if (!app.botThinking) return;
  app.botThinking = false;
  app.bot?.cancel();
}

// ---------------------------------------------------------------------------------------------
// Rendering

function ruleName(record) {
  const base = t(`ruleShort_${record.rule}`);
  return record.rule === 'renju' ? base : `${base} ${record.size}×${record.size}`;
}

function rulesLine(record) {
  const parts = [ruleName(record)];
  if (record.mode === 'bot') parts.push(`${t('modeBot')}: ${t('level')} ${record.level}`);
  else if (record.mode === 'two') parts.push(t('modeTwo'));
  else parts.push(t('modeAnalysis'));
  if (record.mode !== 'analysis' && record.opening !== 'free' && !record.setup) parts.push(`${t('opening')}: ${t(`opening_${record.opening}`)}`);
  if (record.rule === 'renju' && record.mode !== 'analysis') {
    parts.push(t(`forbiddenShort_${record.forbidden}`));
  }
  if (record.clock) parts.push(t('clockMinutes', record.clock.minutes) + (record.clock.increment ? ` + ${record.clock.increment} s` : ''));
  return parts.join(' · ');
}

function humanCanPlay() {
  const s = app.session;
  if (s.analysis) return true;
  if (s.viewing || s.over) return false;
  return !(s.mode === 'bot' && s.botToMove);
}

function render() {
  const s = app.session;
  if (!s) return;
  const record = s.record;
  const board = s.board({ showForbidden: app.settings.showForbidden });
  app.forbiddenNow = board.forbidden;
  const canPlay = humanCanPlay();
  const previewColor = canPlay ? s.previewColor : null;
  app.view.set({
    ...board,
    showNumbers: app.settings.showNumbers,
    coordinates: app.settings.showCoordinates,
    interactive: canPlay && Boolean(previewColor || s.analysis),
    preview: previewColor ? { color: previewColor } : null,
    label: t('boardLabel', ruleName(record), record.size),
  });
  app.view.svg.dataset.toMove = s.analysis ? '' : (s.target.toMove ?? '');
  els['rules-line'].textContent = rulesLine(record);
  renderStatus();
  renderOpening();
  renderControls();
  renderEnd();
  renderMoves();
  renderRecord();
  renderClocks();
}

function renderStatus() {
  const s = app.session;
  const status = els.status;
  status.replaceChildren();
  status.classList.toggle('thinking', app.botThinking);
  let text;
  let color = null;
  if (s.viewing) {
    text = s.analysis ? t('viewingAnalysis', s.viewPly, s.ply) : t('viewing', s.viewPly, s.ply);
  } else if (s.analysis) {
    color = s.toMove === 'remove' ? null : s.toMove;
    text = t('analysisStatus', s.toMove);
  } else if (s.over) {
    // The end panel says who won and why; once it is closed the status line does.
    text = app.endDismissed ? t('result', s.result) : t('gameOverShort');
  } else if (app.botThinking) {
    text = app.botDepth ? t('botThinkingDepth', app.botDepth) : t('botThinking');
    color = s.turn.color;
  } else {
    color = s.turn.color;
    text = s.prompt();
  }
  if (color) {
    const dot = document.createElement('span');
    dot.className = `dot ${color}`;
    dot.setAttribute('aria-hidden', 'true');
    status.append(dot);
  }
  status.append(document.createTextNode(text));
}

function playerChip(s, player) {
  const chip = document.createElement('span');
  chip.className = 'player';
  const color = s.colorOf(player);
  const dot = document.createElement('span');
  dot.className = `dot ${color}`;
  dot.setAttribute('aria-hidden', 'true');
  const who = s.who(player, color);
  const name = { first: t('firstPlayer'), second: t('secondPlayer'), you: t('you'), bot: t('theBot') }[who.role];
  chip.append(dot, document.createTextNode(`${name}: ${t(color)}`));
  if (!s.over && s.turn.player === player) chip.classList.add('acting');
  return chip;
}

// The opening: its rule, the standard opening the first three stones form, who holds which colour,
// and the controls for the decisions that are not stones (swap, declaration, Taraguchi's fifth move).
function renderOpening() {
  const s = app.session;
  const panel = els['opening-panel'];
  if (s.analysis) {
    panel.hidden = true;
    return;
  }
  const opening = s.opening;
  const rule = s.record.setup ? null : opening.rule;
  const named = opening.standardOpening;
  const lines = [];
  if (rule && rule !== 'free') lines.push(`${t('opening')}: ${t(`opening_${rule}`)}`);
  els['opening-rule'].textContent = lines.join('');
  els['opening-rule'].hidden = !lines.length;
  els['standard-opening'].textContent = named ? `${t('standardOpening')}: ${named.label}` : '';
  els['standard-opening'].hidden = !named;
  const players = s.playersMatter || s.mode === 'bot';
  els['players-line'].hidden = !players;
  if (players) els['players-line'].replaceChildren(playerChip(s, 'first'), playerChip(s, 'second'));

  const turn = s.turn;
  const live = !s.over && !s.viewing && !(s.mode === 'bot' && s.botToMove);
  const a = live ? turn.actions : [];
  const swap = a.includes('swap');
  const declare = a.includes('declare');
  const fifth = a.includes('move') && a.includes('offer') && turn.offered === 0;
  els['swap-buttons'].hidden = !swap;
  if (swap) {
    els['btn-stay'].textContent = t('swapStay', turn.color);
    els['btn-swap'].textContent = t('swapSwap', turn.color === 'black' ? 'white' : 'black');
    els['btn-place-two'].hidden = !turn.placeTwo;
  }
  els['declare-box'].hidden = !declare;
  if (declare) {
    const max = turn.declareMax;
    if (els['sel-declare'].options.length !== max) {
      fillSelect(els['sel-declare'], Array.from({ length: max }, (_, i) => i + 1), String);
      els['sel-declare'].value = String(Math.min(2, max));
    }
  }
  els['fifth-mode'].hidden = !fifth;
  if (fifth) {
    els['fifth-offer-label'].textContent = t('fifthOffer', turn.offerCount);
    for (const input of document.querySelectorAll('input[name="fifth"]')) input.checked = input.value === s.fifthMode;
  }
  const deciding = swap || declare || fifth;
  els.decision.hidden = !deciding;
  panel.hidden = !(lines.length || named || players || deciding);

  // Keyboard players: a decision that appears takes the focus from the board (where it cannot be
  // made), and the board takes it back when the decision's controls go away. Pointer and touch
  // players keep their focus (and their scroll position).
  const kind = swap ? 'swap' : declare ? 'declare' : null;
  const active = document.activeElement;
  const keyboard = active?.matches(':focus-visible');
  if (kind && kind !== app.decisionShown && active === app.view.svg && keyboard) {
    (swap ? els['btn-stay'] : els['sel-declare']).focus();
  } else if (!kind && app.decisionShown && els.decision.contains(active) && keyboard && app.view.config.interactive) {
    app.view.svg.focus();
  }
  app.decisionShown = kind;
}

function renderControls() {
  const s = app.session;
  const game = !s.analysis;
  els['game-controls'].hidden = !game;
  els['analysis-tools'].hidden = game;
  if (game) {
    const live = !s.over && !s.viewing;
    const humanTurn = live && !(s.mode === 'bot' && s.botToMove);
    const actions = live ? s.turn.actions : [];
    els['btn-undo'].disabled = !s.canUndo;
    els['btn-redo'].disabled = !s.canRedo;
    // Enabled in play whenever a stone is expected: the module says why a pass is refused (too early).
    els['btn-pass'].disabled = !humanTurn || !(actions.includes('pass') || (actions.includes('move') && !s.turn.opening));
    els['btn-draw'].disabled = !humanTurn || s.turn.opening || !(actions.includes('move') || actions.includes('pass'));
    els['btn-draw'].setAttribute('aria-pressed', String(s.drawArmed));
    els['btn-draw'].textContent = s.drawArmed ? t('offerDrawArmed') : t('offerDraw');
    els['btn-resign'].disabled = !live;
    const offer = live && s.drawOffered && !(s.mode === 'bot' && s.botToMove);
    els['draw-offer'].hidden = !offer;
    if (offer) els['draw-offer-text'].textContent = t('drawOfferedBy', s.target.toMove === 'black' ? 'white' : 'black');
  } else {
    els['draw-offer'].hidden = true;
    for (const input of document.querySelectorAll('input[name="place"]')) input.checked = input.value === s.record.place;
    els['btn-a-undo'].disabled = !s.canUndo;
    els['btn-a-redo'].disabled = !s.canRedo;
  }
}

function renderEnd() {
  const s = app.session;
  const show = s.over && !s.viewing && !app.endDismissed;
  els['end-panel'].hidden = !show;
  if (!show) return;
  const r = s.result;
  els['end-title'].textContent = r.winner ? t('winsHeading', r.winner) : t('drawHeading');
  els['end-reason'].textContent = t('result', r);
  const winner = s.winnerWho();
  els['end-winner'].hidden = !winner;
  els['end-winner'].textContent = winner ? `${t('winnerIs', winner)}.` : '';
}

function renderMoves() {
  const s = app.session;
  const list = els['move-list'];
  const steps = s.steps();
  const current = s.viewPly ?? s.ply;
  els['moves-title'].textContent = s.analysis ? t('steps') : t('moves');
  const items = steps.map((step) => {
    const li = document.createElement('li');
    li.dataset.index = String(step.index);
    const label = stepText(step);
    if (step.event) {
      li.className = 'event';
      li.textContent = label;
    } else {
      const n = document.createElement('span');
      n.className = 'n';
      n.textContent = step.n ? `${step.n}.` : '';
      li.append(n);
      if (step.color) {
        const dot = document.createElement('span');
        dot.className = `dot ${step.color}`;
        dot.setAttribute('aria-hidden', 'true');
        li.append(dot);
      }
      li.append(document.createTextNode(stepShort(step)));
      li.setAttribute('aria-label', label);
      if (step.kind === 'offer') li.classList.add('offer');
    }
    if (step.index === current) li.setAttribute('aria-current', 'step');
    return li;
  });
  if (!items.length) {
    const li = document.createElement('li');
    li.className = 'empty';
    li.textContent = t('noMoves');
    items.push(li);
  }
  list.replaceChildren(...items);
  // Scroll the list only (scrollIntoView would scroll the page too, away from the board on phones).
  const cur = list.querySelector('[aria-current]');
  if (cur && (cur.offsetTop < list.scrollTop || cur.offsetTop + cur.offsetHeight > list.scrollTop + list.clientHeight)) {
    list.scrollTop = cur.offsetTop - list.clientHeight / 2;
  }
  els['btn-first'].disabled = els['btn-back'].disabled = current === 0;
  els['btn-forward'].disabled = els['btn-last'].disabled = current === s.ply;
}

// A step of the move list: short (beside its stone) and in words (for screen readers).
function stepShort(step) {
  if (step.kind === 'pass') return t('passWord') + (step.offer ? ` ${t('drawMark')}` : '');
  if (step.kind === 'remove') return t('removeStep', step.point);
  if (step.kind === 'offer') return t('offerShort', step.point);
  if (step.kind === 'choose') return `${step.point} ${t('chosenMark')}`;
  return step.point + (step.offer ? ` ${t('drawMark')}` : '');
}
function stepText(step) {
  if (step.text) return step.text;
  if (step.kind === 'remove') return `${step.n}. ${t('removed', step.point)}`;
  return `${step.n}. ${t('placed', step.color, step.point)}`;
}

function shareLink() {
  const base = location.protocol.startsWith('http') ? location.origin + location.pathname : 'https://localhost/';
  return `${base}#${recordToParams(app.session.record, app.session.gameText)}`;
}

function renderRecord() {
  const s = app.session;
  els['code-out'].value = s.code;
  els['code-out'].closest('.field').hidden = s.analysis;
  els['record-out'].value = s.gameText;
  els['record-out'].closest('.field').hidden = s.analysis;
  els['link-out'].value = shareLink();
}

// ---------------------------------------------------------------------------------------------
// Board input

function onPoint({ x, y }) {
  const s = app.session;
  if (!s) return;
  app.endDismissed = false;
  handle(s.click(x, y));
}

function onCursor({ x, y }) {
  const text = app.session.describePoint(x, y, app.forbiddenNow);
  els['cursor-announcer'].textContent = text;
}

// ---------------------------------------------------------------------------------------------
// Buttons and keys

function undo() {
  cancelBot();
  app.endDismissed = false;
  handle(app.session.undo(), { moved: false });
}
function redo() {
  cancelBot();
  handle(app.session.redo(), { moved: false });
}
function goTo(ply) {
  app.session.goTo(ply);
  render();
  const s = app.session;
  const at = s.viewPly ?? s.ply;
  const step = s.steps()[at - 1];
  announce(step ? stepText(step) : t('noMoves'));
}
function step(delta) {
  const s = app.session;
  goTo((s.viewPly ?? s.ply) + delta);
}

async function copyText(text, input, done) {
  try {
    await navigator.clipboard.writeText(text);
    showMessage(done);
  } catch {
    input.focus();
    input.select();
    showMessage(document.execCommand?.('copy') ? done : t('copyFailed'));
  }
}

// A pasted game code (moves only: it loads under the free opening) or full game record (with its
// opening, swaps and offers). Mode, forbidden-move handling and clock stay as they are.
function loadCode() {
  const text = els['code-in'].value.trim();
  if (!text) {
    showMessage(t('emptyCode'));
    return;
  }
  const current = app.session.record;
  let record;
  try {
    // The module reads the code or record; the session replays it and the module judges every action.
    const game = looksLikeGameRecord(text)
      ? readGameRecord(app.renju, text)
      : { opening: 'free', setup: null, actions: app.renju.parseCode(text, { size: current.size }) };
    const mode = current.mode === 'analysis' ? 'two' : current.mode;
    record = normalizeRecord({ ...current, rule: current.rule, size: current.size, ...game, mode, undone: [], times: null });
    try {
      startSession(record);
    } catch (e) {
      // A game another program judged in tournament mode may end on a forbidden stone.
      if (e?.code !== 'FORBIDDEN' || record.forbidden !== 'learning') throw e;
      record = { ...record, forbidden: 'tournament' };
      startSession(record);
    }
  } catch (e) {
    const message = t('badCode', e.message);
    showMessage(message);
    announce(message);
    return;
  }
  els['code-in'].value = '';
  const text2 = t('loaded', record.actions.length);
  showMessage(text2);
  announce(`${text2} ${app.session.prompt()}`);
}

function openSharedFromHash() {
  const hash = location.hash;
  if (!hash || hash.length < 2) return false;
  let ok = false;
  try {
    const record = recordFromParams(app.renju, hash);
    if (record.mode === 'bot' && app.bot && app.bot.status !== 'starting' && !app.bot.available) {
      record.mode = 'two';
    }
    startSession(record);
    showMessage(t('sharedLoaded'));
    ok = true;
  } catch (e) {
    showMessage(t('badLink', e.message));
  }
  // The game now lives in storage; a reload must not replay the link over later moves.
  history.replaceState(null, '', location.pathname + location.search);
  return ok;
}

function isTyping(target) {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

function onKey(e) {
  if (document.querySelector('dialog[open]') || isTyping(e.target)) return;
  const mod = e.ctrlKey || e.metaKey;
  if (mod && e.key.toLowerCase() === 'z' && !e.shiftKey) { e.preventDefault(); undo(); return; }
  if (mod && (e.key.toLowerCase() === 'y' || (e.key.toLowerCase() === 'z' && e.shiftKey))) { e.preventDefault(); redo(); return; }
  if (mod || e.altKey) return;
  if (e.target === app.view.svg) return; // the board uses the arrows for its cursor
  const keys = { ArrowLeft: () => step(-1), ArrowRight: () => step(1), ArrowUp: () => step(-1), ArrowDown: () => step(1), Home: () => goTo(0), End: () => goTo(Infinity) };
  if (keys[e.key] && (e.target === els['move-list'] || e.target === document.body || e.target.closest?.('.nav'))) {
    e.preventDefault();
    keys[e.key]();
  }
}

// ---------------------------------------------------------------------------------------------
// New-game dialog

function fillSelect(select, values, label) {
  select.replaceChildren(...values.map((v) => {
    const o = document.createElement('option');
    o.value = String(v);
    o.textContent = label(v);
    return o;
  }));
}

function fillSizes(rule, wanted) {
  const sizes = app.renju.rules[rule].sizes; // the module's facts: the page only asks
  fillSelect(els['sel-size'], sizes, (v) => `${v}×${v}`);
  els['sel-size'].value = String(sizes.includes(wanted) ? wanted : sizes.includes(15) ? 15 : sizes[0]);
  els['sel-size'].disabled = sizes.length < 2;
  els['size-note'].hidden = sizes.length > 1;
  els['size-note'].textContent = t('boardSizeOnly', t(`ruleShort_${rule}`), sizes[0]);
}

// The opening rules the module allows with a rule and board size, and whether each can change the
// players' colours: the module's facts, the page only asks.
function openingsFor(rule, size) {
  const allowed = app.renju.rules[rule].openings[size] ?? [];
  return OPENINGS.map((opening) => ({ opening, allowed: allowed.includes(opening), swaps: app.renju.openingRules[opening].maySwap }));
}

function fillOpenings(rule, size, wanted, { setup, analysis }) {
  const list = openingsFor(rule, size);
  const select = els['sel-opening'];
  fillSelect(select, list.map((o) => o.opening), (v) => t(`opening_${v}`));
  for (const option of select.options) option.disabled = !list.find((o) => o.opening === option.value).allowed;
  const allowed = list.filter((o) => o.allowed).map((o) => o.opening);
  // Analysis is free placement and a set-up position has no opening: the choice does not apply.
  select.disabled = Boolean(setup || analysis);
  select.value = select.disabled ? 'free' : allowed.includes(wanted) ? wanted : 'free';
  const missing = list.filter((o) => !o.allowed).map((o) => t(`opening_${o.opening}`));
  const note = setup ? t('setupNoOpening') : !analysis && missing.length ? t('openingNotHere', missing.join(', ')) : '';
  els['opening-note'].textContent = note;
  els['opening-note'].hidden = !note;
  els['opening-help'].textContent = select.disabled ? '' : t(`openingHelp_${select.value}`);
  els['opening-help'].hidden = select.disabled;
  return list.find((o) => o.opening === select.value);
}

function setupNewGameForm() {
  fillSelect(els['sel-human'], ['black', 'white', 'random'], (v) => t(v));
  fillSelect(els['sel-level'], LEVELS, (v) => t('levelName', v));
  fillSelect(els['sel-minutes'], [0, ...CLOCK_MINUTES], (v) => (v ? t('clockMinutes', v) : t('clockNone')));
  fillSelect(els['sel-increment'], CLOCK_INCREMENTS, (v) => t('incrementSeconds', v));
  const form = els['form-new'];
  form.addEventListener('change', updateNewGameForm);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    startFromForm();
  });
  els['btn-new-cancel'].addEventListener('click', () => els['dlg-new'].close());
  els['dlg-new'].addEventListener('close', () => { app.pendingSetup = null; });
}

function updateNewGameForm() {
  const form = els['form-new'];
  const botOk = Boolean(app.bot?.available);
  const botInput = form.querySelector('input[name="mode"][value="bot"]');
  botInput.disabled = !botOk;
  els['bot-note'].hidden = botOk;
  els['bot-note'].textContent = app.bot?.status === 'starting' ? t('loading') : t('botUnavailable');
  if (!botOk && botInput.checked) form.querySelector('input[name="mode"][value="two"]').checked = true;
  els['mode-analysis-choice'].hidden = Boolean(app.pendingSetup);
  const mode = form.elements.mode.value;
  els['bot-options'].disabled = mode !== 'bot';
  const rule = form.elements.rule.value;
  fillSizes(rule, Number(els['sel-size'].value));
  const opening = fillOpenings(rule, Number(els['sel-size'].value), els['sel-opening'].value,
    { setup: app.pendingSetup, analysis: mode === 'analysis' });
  els['human-label'].textContent = opening?.swaps ? t('yourStartColor') : t('yourColor');
  els['forbidden-options'].disabled = rule !== 'renju' || mode === 'analysis';
  els['clock-options'].disabled = mode === 'analysis';
  els['sel-increment'].disabled = els['sel-minutes'].value === '0' || mode === 'analysis';
}

function openNewGame(setup = null) {
  const r = app.session.record;
  const form = els['form-new'];
  form.elements.mode.value = setup && r.mode === 'analysis' ? 'two' : r.mode;
  form.elements.rule.value = r.rule;
  fillSizes(r.rule, r.size);
  fillSelect(els['sel-opening'], OPENINGS, String);
  els['sel-opening'].value = r.opening;
  form.elements.forbidden.value = r.forbidden;
  els['sel-human'].value = r.human;
  els['sel-level'].value = String(r.level);
  els['sel-minutes'].value = String(r.clock?.minutes ?? 0);
  els['sel-increment'].value = String(r.clock?.increment ?? 0);
  app.pendingSetup = setup;
  els['from-position-note'].hidden = !setup;
  els['from-position-note'].textContent = setup ? t('playFromHere') : '';
  if (setup) {
    // The rule stays the analysis board's: its stones were judged under it.
    for (const input of form.querySelectorAll('input[name="rule"]')) input.disabled = input.value !== r.rule;
  } else {
    for (const input of form.querySelectorAll('input[name="rule"]')) input.disabled = false;
  }
  updateNewGameForm();
  els['dlg-new'].showModal();
}

function startFromForm() {
  const f = els['form-new'].elements;
  const setup = app.pendingSetup;
  const mode = f.mode.value;
  const minutes = Number(els['sel-minutes'].value);
  let human = els['sel-human'].value;
  if (human === 'random') human = Math.random() < 0.5 ? 'black' : 'white';
  const record = recordWithDefaults({
    mode,
    rule: f.rule.value,
    size: Number(els['sel-size'].value),
    opening: setup || mode === 'analysis' ? 'free' : els['sel-opening'].value,
    forbidden: f.forbidden.value,
    human,
    level: Number(els['sel-level'].value),
    clock: minutes && mode !== 'analysis' ? { minutes, increment: Number(els['sel-increment'].value) } : null,
    setup,
    place: 'alternate',
  });
  try {
    startSession(normalizeRecord(record), { announceText: `${t('newGame')}: ${rulesLine(record)}` });
    showMessage('');
    els['dlg-new'].close();
  } catch (e) {
    showMessage(t('error', e.message));
    els['dlg-new'].close();
  }
}

// ---------------------------------------------------------------------------------------------
// Settings dialog

function setupSettings() {
  const form = els['form-settings'];
  form.addEventListener('change', () => {
    const f = form.elements;
    app.settings = {
      theme: f.theme.value,
      showNumbers: f.showNumbers.checked,
      showForbidden: f.showForbidden.checked,
      showCoordinates: f.showCoordinates.checked,
    };
    applyTheme();
    save();
    render();
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    els['dlg-settings'].close();
  });
  els['btn-settings'].addEventListener('click', () => {
    const f = form.elements;
    f.theme.value = app.settings.theme;
    f.showNumbers.checked = app.settings.showNumbers;
    f.showForbidden.checked = app.settings.showForbidden;
    f.showCoordinates.checked = app.settings.showCoordinates;
    els['dlg-settings'].showModal();
  });
}

function hideResignConfirm() {
  els['resign-confirm'].hidden = true;
}

function wire() {
  els['btn-new'].addEventListener('click', () => openNewGame());
  els['btn-end-new'].addEventListener('click', () => openNewGame());
  els['btn-end-review'].addEventListener('click', () => {
    app.endDismissed = true;
    render();
    els['move-list'].focus();
  });
  els['btn-undo'].addEventListener('click', undo);
  els['btn-redo'].addEventListener('click', redo);
  els['btn-a-undo'].addEventListener('click', undo);
  els['btn-a-redo'].addEventListener('click', redo);
  els['btn-pass'].addEventListener('click', () => handle(app.session.pass()));
  els['btn-draw'].addEventListener('click', () => {
    app.session.setDrawArmed(!app.session.drawArmed);
    renderControls();
    announce(app.session.drawArmed ? t('offerDrawArmed') : '');
  });
  els['btn-accept'].addEventListener('click', () => handle(app.session.acceptDraw(), { moved: false }));
  els['btn-decline'].addEventListener('click', () => handle(app.session.declineDraw(), { moved: false }));
  els['btn-resign'].addEventListener('click', () => {
    els['resign-confirm'].hidden = false;
    els['btn-resign-no'].focus();
  });
  els['btn-resign-no'].addEventListener('click', () => { hideResignConfirm(); els['btn-resign'].focus(); });
  els['btn-resign-yes'].addEventListener('click', () => {
    hideResignConfirm();
    cancelBot();
    handle(app.session.resign(), { moved: false });
  });
  for (const input of document.querySelectorAll('input[name="place"]')) {
    input.addEventListener('change', () => {
      app.session.setPlace(input.value);
      save();
      render();
    });
  }
  els['btn-play-here'].addEventListener('click', () => openNewGame(app.session.setupFromHere()));
  els['btn-first'].addEventListener('click', () => goTo(0));
  els['btn-back'].addEventListener('click', () => step(-1));
  els['btn-forward'].addEventListener('click', () => step(1));
  els['btn-last'].addEventListener('click', () => goTo(Infinity));
  els['move-list'].addEventListener('click', (e) => {
    const li = e.target.closest('li[data-index]');
    if (li) goTo(Number(li.dataset.index));
  });
  els['btn-copy-code'].addEventListener('click', () => copyText(els['code-out'].value, els['code-out'], t('copied')));
  els['btn-copy-link'].addEventListener('click', () => copyText(els['link-out'].value, els['link-out'], t('linkCopied')));
  els['btn-load-code'].addEventListener('click', loadCode);
  els['code-in'].addEventListener('keydown', (e) => {
    // Enter loads; Shift+Enter starts a new line of a record typed by hand.
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      loadCode();
    }
  });
  els['btn-copy-record'].addEventListener('click', () => copyText(els['record-out'].value, els['record-out'], t('copied')));
  els['btn-stay'].addEventListener('click', () => handle(app.session.decide('stay')));
  els['btn-swap'].addEventListener('click', () => handle(app.session.decide('swap')));
  els['btn-place-two'].addEventListener('click', () => handle(app.session.decide('place-two')));
  els['btn-declare'].addEventListener('click', () => handle(app.session.declare(Number(els['sel-declare'].value))));
  for (const input of document.querySelectorAll('input[name="fifth"]')) {
    input.addEventListener('change', () => {
      app.session.setFifthMode(input.value);
      render();
      announce(app.session.prompt());
    });
  }
  document.addEventListener('keydown', onKey);
  window.addEventListener('hashchange', openSharedFromHash);
  darkQuery.addEventListener?.('change', applyTheme);
  // Save the running clock when the page goes away.
  addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') save(); });
}

function registerServiceWorker() {
  if (singleFile || !('serviceWorker' in navigator) || !location.protocol.startsWith('http')) return;
  navigator.serviceWorker.register('sw.js').then(() => navigator.serviceWorker.ready).then(() => {
    els['offline-note'].textContent = t('offlineReady');
    els['offline-note'].hidden = false;
  }).catch(() => {});
}

async function boot() {
  performance.mark('renju-boot');
  // Compiling the .wasm runs off the main thread: start it before drawing the empty board.
  const loading = loadModule();
  loading.catch(() => {});
  applyStrings(document);
  adoptBoardCss(document);
  const stored = loadStored();
  if (stored?.settings && typeof stored.settings === 'object') {
    const s = stored.settings;
    app.settings = {
      theme: ['auto', 'light', 'dark'].includes(s.theme) ? s.theme : 'auto',
      showNumbers: s.showNumbers !== false,
      showForbidden: s.showForbidden !== false,
      showCoordinates: s.showCoordinates !== false,
    };
  }
  applyTheme();
  app.view = new BoardView(els.board, { size: 15, interactive: false, label: t('loading') });
  app.view.svg.setAttribute('role', 'application');
  app.view.svg.setAttribute('aria-roledescription', 'board');
  app.view.svg.setAttribute('aria-describedby', 'board-help');
  app.view.onPointClick = onPoint;
  app.view.onCursorMove = onCursor;
  status(t('loading'));

  try {
    app.renju = await loading;
  } catch (e) {
    status(`${t('noBoard')} ${e?.message ?? ''}`);
    return;
  }
  performance.mark('renju-module');
  setupNewGameForm();
  setupSettings();
  wire();

  let started = false;
  if (location.hash.length > 1) started = openSharedFromHash();
  if (!started && stored?.record) {
    try {
      startSession(fromStored(app.renju, stored.record));
      started = true;
    } catch (e) {
      if (!(e instanceof RecordError || e?.code)) throw e;
      showMessage(t('error', e.message));
    }
  }
  if (!started) startSession(defaultRecord());
  if (singleFile) {
    els['offline-note'].textContent = t('singleFileNote');
    els['offline-note'].hidden = false;
    els['download-single'].parentElement.hidden = true;
  }
  document.documentElement.dataset.ready = 'true';
  performance.mark('renju-interactive');
  startBot();
  registerServiceWorker();
}

function status(text) {
  els.status.textContent = text;
}

boot();
