// A session's life on the page: starting one (from a record, a link or storage), applying the outcome
// of each action (message, announcement, save, clock, bot, redraw), and stepping through the moves.
import { Clock } from './clock.js';
import { cancelBot, maybeBot } from './bot-play.js';
import { syncClock } from './clock-view.js';
import { defaultRecord, hasTree, recordFromParams } from './record.js';
import { stepText } from './panels/moves.js';
import { registerBoardLayer, registerPanel, render } from './render.js';
import { Session } from './session.js';
import { app, announce, els, showMessage } from './state.js';
import { save } from './storage.js';
import { moduleReason, t } from './strings.js';

// Variations: their panel and the files module that holds the tree, loaded on first need (a move
// played from an earlier position, a record with variations).
let variations = null;
export function loadVariations() {
  variations ??= import('./variations.js').then(async (v) => {
    app.files = await v.loadFiles(app.renju);
    v.setupVariations({ app, els, t, moduleReason, render, save, announce, showMessage, registerPanel, registerBoardLayer });
    return v;
  });
  variations.catch(() => { variations = null; });
  return variations;
}

/** Loads what a record's text needs before it can be opened (the files module for variations). */
export async function prepareFor(text) {
  if (hasTree(text)) await loadVariations();
}

/** Gives the session a variation tree (loading its module first) so that a move can start a variation. */
export async function withTree(session) {
  const v = await loadVariations();
  if (app.session === session) v.ensureTree(session);
}

export function startSession(record, { announceText } = {}) {
  const session = new Session(app.renju, record, { files: app.files }); // throws RecordError: the caller keeps the old one
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
  // Looking back in a game: a move played here will start a variation; get its module ready.
  if (app.session.viewing && !app.session.analysis) loadVariations().catch(() => {});
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

export async function openSharedFromHash() {
  const hash = location.hash;
  if (!hash || hash.length < 2) return false;
  let ok = false;
  try {
    const params = new URLSearchParams(hash.slice(1));
    await prepareFor(params.get('game') ?? params.get('tree') ?? '');
    const record = recordFromParams(app.renju, hash, app.files);
    if (record.mode === 'bot' && app.bot && app.bot.status !== 'starting' && !app.bot.available) {
      record.mode = 'two';
    }
    startSession(record);
    showMessage(() => t('sharedLoaded'));
    ok = true;
  } catch (e) {
    showMessage(() => t('badLink', moduleReason(e)));
  }
  // The game now lives in storage; a reload must not replay the link over later moves.
  history.replaceState(null, '', location.pathname + location.search);
  return ok;
}
