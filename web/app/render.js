// Draws the page from the session: the board (through BoardView), the status line and the controls,
// then each side panel. Panels are modules that register a render function (registerPanel): the
// opening and move-list panels are there from the start, the record panel once it has loaded, and
// later panels (analysis: eval bar, candidates, variations) plug in the same way.
import { renderClocks } from './clock-view.js';
import { renderMoves } from './panels/moves.js';
import { renderOpening } from './panels/opening.js';
import { app, els } from './state.js';
import { t } from './strings.js';

const panels = [() => renderOpening(), () => renderMoves()];

/** Adds a side panel: `render(session)` runs after the board and the controls on every redraw. */
export function registerPanel(render) {
  panels.push(render);
}

// Board layers: functions of the session that add marks, highlights and segments to what the board
// shows (analysis arrows, a teacher's marks). Their lists are appended to the session's own.
const layers = [];
const LAYER_KEYS = ['marks', 'highlights', 'segments'];

/** Adds a board layer: `layer(session)` returns {marks?, highlights?, segments?} in BoardView's form. */
export function registerBoardLayer(layer) {
  layers.push(layer);
}

function withLayers(board, session) {
  const out = { ...board };
  for (const layer of layers) {
    const extra = layer(session) ?? {};
    for (const key of LAYER_KEYS) if (extra[key]?.length) out[key] = [...(out[key] ?? []), ...extra[key]];
  }
  return out;
}

export function ruleName(record) {
  const base = t(`ruleShort_${record.rule}`);
  return record.rule === 'renju' ? base : t('ruleWithSize', { rule: base, size: record.size });
}

export function rulesLine(record) {
  const parts = [ruleName(record)];
  if (record.mode === 'bot') parts.push(t('botLevel', { level: record.level }));
  else if (record.mode === 'two') parts.push(t('modeTwo'));
  else parts.push(t('modeAnalysis'));
  if (record.mode !== 'analysis' && record.opening !== 'free' && !record.setup) parts.push(t('openingIs', { name: t(`opening_${record.opening}`) }));
  if (record.rule === 'renju' && record.mode !== 'analysis') {
    parts.push(t(`forbiddenShort_${record.forbidden}`));
  }
  if (record.clock) {
    const { minutes: m, increment: s } = record.clock;
    parts.push(s ? t('clockWithIncrement', { m, s }) : t('clockMinutes', m));
  }
  return parts.join(' · ');
}

export function humanCanPlay() {
  const s = app.session;
  // Looking back at a game, a move starts a variation from there.
  if (s.analysis || s.claimArmed || s.viewing) return true;
  if (s.over) return false;
  return !(s.mode === 'bot' && s.botToMove);
}

export function render() {
  const s = app.session;
  if (!s) return;
  const record = s.record;
  const board = withLayers(s.board({ showForbidden: app.settings.showForbidden }), s);
  app.forbiddenNow = board.forbidden;
  const canPlay = humanCanPlay();
  const previewColor = canPlay && !s.claimArmed && !s.viewing ? s.previewColor : null;
  app.view.set({
    ...board,
    showNumbers: app.settings.showNumbers,
    coordinates: app.settings.showCoordinates,
    interactive: canPlay && Boolean(previewColor || s.analysis || s.claimArmed || s.viewing),
    preview: previewColor ? { color: previewColor } : null,
    label: t('boardLabel', ruleName(record), record.size),
    // The analysis panel's flipped or turned view (0: as it is); the game itself is not changed.
    symmetry: app.viewSymmetry ?? 0,
  });
  app.view.svg.dataset.toMove = s.analysis ? '' : (s.target.toMove ?? '');
  els['rules-line'].textContent = rulesLine(record);
  renderStatus();
  renderControls();
  renderEnd();
  for (const panel of panels) panel(s);
  renderClocks();
  refreshCursor();
}

// The keyboard cursor's announcement says what is on its point: said again when that changes (a
// stone played or taken back there), and only then.
function refreshCursor() {
  const cursor = app.view.config.cursor;
  if (!cursor || app.session.viewing) return;
  const text = app.session.describePoint(cursor.x, cursor.y, app.forbiddenNow);
  if (els['cursor-announcer'].textContent !== text) els['cursor-announcer'].textContent = text;
}

export function renderStatus() {
  const s = app.session;
  const status = els.status;
  status.replaceChildren();
  status.classList.toggle('thinking', app.botThinking);
  let text;
  let color = null;
  const ended = s.over && !s.viewing && !app.endDismissed;
  // While the end panel is up it says who won and why; the status line says nothing more.
  status.hidden = ended;
  if (ended) return;
  if (s.claimArmed) {
    text = t('claimForbiddenPrompt');
  } else if (s.viewing) {
    text = s.analysis ? t('viewingAnalysis', s.viewPly, s.ply) : t('viewing', s.viewPly, s.ply);
  } else if (s.analysis) {
    color = s.toMove === 'remove' ? null : s.toMove;
    text = t('analysisStatus', s.toMove);
  } else if (s.over) {
    // Once the end panel is closed the status line says who won and why.
    text = t('result', s.result);
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

export function renderControls() {
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
    renderClaims(live);
    const offer = live && s.drawOffered && !(s.mode === 'bot' && s.botToMove);
    els['draw-offer'].hidden = !offer;
    if (offer) els['draw-offer-text'].textContent = t('drawOfferedBy', s.target.toMove === 'black' ? 'white' : 'black');
  } else {
    els['draw-offer'].hidden = true;
    renderClaims(false);
    for (const input of document.querySelectorAll('input[name="place"]')) input.checked = input.value === s.record.place;
    els['btn-a-undo'].disabled = !s.canUndo;
    els['btn-a-redo'].disabled = !s.canRedo;
  }
}

// A tournament game's claims (RIF 9.6-9.8), always open while it is played: a player claims a five
// of their own colour, white claims a forbidden move of black's by naming the stone. The module
// rules on each claim; the buttons do not say whether one would hold.
function renderClaims(live) {
  const s = app.session;
  const show = live && s.claims;
  els['claim-controls'].hidden = !show;
  if (!show) return;
  const human = s.mode === 'bot' ? s.colorOf(s.humanPlayer) : null;
  els['btn-claim-black'].hidden = human === 'white';
  els['btn-claim-white'].hidden = human === 'black';
  els['btn-claim-forbidden'].hidden = human === 'black';
  els['btn-claim-forbidden'].setAttribute('aria-pressed', String(s.claimArmed));
}

export function renderEnd() {
  const s = app.session;
  const show = s.over && !s.viewing && !app.endDismissed;
  els['end-panel'].hidden = !show;
  if (!show) return;
  const end = s.endTexts();
  els['end-title'].textContent = end.heading;
  els['end-reason'].textContent = end.reason;
  els['end-reason'].hidden = !end.reason;
}
