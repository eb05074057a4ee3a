// The play page's entry: draws the empty board at once, loads the module, starts the session (from a
// share link, storage or the defaults) and marks the board interactive; then loads what the first
// board does not need (the dialogs, the record panel), starts the bot's worker and the service
// worker. The page's parts are modules of their own:
//   state.js (the app object, messages)   storage.js   theme.js   game-flow.js (sessions, actions)
//   render.js (board, status, controls; panels register there)   panels/opening.js   panels/moves.js
//   panels/record.js, dialogs/new-game.js, dialogs/settings.js (loaded after the first board)
//   controls.js (board input, buttons, keys)   clock-view.js   bot-play.js   bot-budget.js
// Text comes from strings.js and is always set as text, never as HTML.
import { BoardView, adoptBoardCss } from '../lib/board-view.js';
import { startBot } from './bot-play.js';
import { later, onCursor, onPoint, wire } from './controls.js';
import { goTo, handle, openSharedFromHash, prepareFor, startSession } from './game-flow.js';
import { wireAnalysis } from './panels/analysis-hook.js';
import { createBotWorker, engineModule, loadModule, singleFile } from './platform.js';
import { defaultRecord, fromStored, RecordError, replay } from './record.js';
import { registerBoardLayer, registerPanel, render, renderBoard } from './render.js';
import { app, els, showMessage, status } from './state.js';
import { loadStored, readSettings } from './storage.js';
import { keepForOffline, startLanguage } from './language.js';
import { moduleReason, t, applyStrings, currentLanguage } from './strings.js';
import { openingLabel } from '../lib/phrases.js';
import { applyTheme } from './theme.js';

// For tests and the console: the page's state, read-only use; and the seams later tools plug into.
window.renjuApp = app;
window.renjuPage = { registerPanel, registerBoardLayer, render };

function registerServiceWorker() {
  if (singleFile || !('serviceWorker' in navigator) || !location.protocol.startsWith('http')) return;
  navigator.serviceWorker.register('sw.js').then(() => navigator.serviceWorker.ready).then(() => {
    els['offline-note'].dataset.t = 'offlineReady';
    els['offline-note'].textContent = t('offlineReady');
    els['offline-note'].hidden = false;
    // The language's tables were fetched before the worker took the page over: fetch them through it.
    if (navigator.serviceWorker.controller) keepForOffline();
    else navigator.serviceWorker.addEventListener('controllerchange', keepForOffline, { once: true });
  }).catch(() => {});
}

async function boot() {
  performance.mark('renju-boot');
  // Compiling the .wasm runs off the main thread: start it before drawing the empty board.
  const loading = loadModule();
  loading.catch(() => {});
  // The text waits for the language's tables (one small fetch beside the module's, none for English).
  await startLanguage();
  applyStrings(document);
  adoptBoardCss(document);
  const stored = loadStored();
  app.settings = readSettings(stored);
  applyTheme();
  app.view = new BoardView(els.board, { size: 15, interactive: false, label: t('loading') });
  app.view.svg.setAttribute('role', 'application');
  app.view.svg.setAttribute('aria-roledescription', t('boardRole'));
  app.view.svg.setAttribute('aria-describedby', 'board-help');
  app.view.onPointClick = onPoint;
  app.view.onCursorMove = onCursor;
  status(t('loading'));

  try {
    app.renju = await loading;
  } catch (e) {
    status(t('noBoard', { message: moduleReason(e) }));
    return;
  }
  performance.mark('renju-module');
  wire();
  wireAnalysis({ app, els, moduleReason, openingLabel, registerPanel, registerBoardLayer, render, renderBoard, handle, goTo, onPoint, replay, createBotWorker, engineModule, currentLanguage });

  let started = false;
  if (location.hash.length > 1) started = await openSharedFromHash();
  if (!started && stored?.record) {
    try {
      await prepareFor(stored.record.game ?? stored.record.tree ?? '').catch(() => {});
      startSession(fromStored(app.renju, stored.record, app.files));
      started = true;
    } catch (e) {
      if (!(e instanceof RecordError || e?.code)) throw e;
      showMessage(() => t('error', moduleReason(e)));
    }
  }
  if (!started) startSession(defaultRecord());
  if (singleFile) {
    els['offline-note'].dataset.t = 'singleFileNote';
    els['offline-note'].textContent = t('singleFileNote');
    els['offline-note'].hidden = false;
    els['download-single'].parentElement.hidden = true;
  }
  // The board takes moves from here on; the rest of the page follows.
  performance.mark('renju-interactive');
  startBot();
  try {
    await later();
  } catch (e) {
    // The board plays on without the dialogs and the record panel; say why they are missing.
    showMessage(() => t('error', moduleReason(e)));
  }
  render();
  document.documentElement.dataset.ready = 'true';
  registerServiceWorker();
}

boot();
