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
  return record.rule === 'renju' ? base : `${base} ${record.size}×${record.size}`;
}

export function rulesLine(record) {
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

export function humanCanPlay() {
  const s = app.session;
  if (s.analysis) return true;
  if (s.viewing || s.over) return false;
  return !(s.mode === 'bot' && s.botToMove);
}

export function render() {
  const s = app.session;
  if (!s) return;
  const record = s.record;
  const board = withLayers(s.board({ showForbidden: app.settings.showForbidden }), s);
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
  renderControls();
  renderEnd();
  for (const panel of panels) panel(s);
  renderClocks();
}

export function renderStatus() {
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

export function renderEnd() {
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
