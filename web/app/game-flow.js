// A session's life on the page: starting one (from a record, a link or storage), applying the outcome
// of each action (message, announcement, save, clock, bot, redraw), and stepping through the moves.
import { Clock } from './clock.js';
import { cancelBot, maybeBot } from './bot-play.js';
import { syncClock } from './clock-view.js';
import { defaultRecord, recordFromParams } from './record.js';
import { stepText } from './panels/moves.js';
import { render } from './render.js';
import { Session } from './session.js';
import { app, announce, els, showMessage } from './state.js';
import { save } from './storage.js';
import { t } from './strings.js';

export function startSession(record, { announceText } = {}) {
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

export function recordWithDefaults(overrides) {
  return { ...defaultRecord(), ...overrides, actions: overrides.actions ?? [], undone: [], times: null };
}

export function handle(outcome, { moved = true } = {}) {
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

export function hideResignConfirm() {
  els['resign-confirm'].hidden = true;
}

export function undo() {
  cancelBot();
  app.endDismissed = false;
  handle(app.session.undo(), { moved: false });
}
export function redo() {
  cancelBot();
  handle(app.session.redo(), { moved: false });
}
export function goTo(ply) {
  app.session.goTo(ply);
  render();
  const s = app.session;
  const at = s.viewPly ?? s.ply;
  const step = s.steps()[at - 1];
  announce(step ? stepText(step) : t('noMoves'));
}
export function step(delta) {
  const s = app.session;
  goTo((s.viewPly ?? s.ply) + delta);
}

export function openSharedFromHash() {
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
