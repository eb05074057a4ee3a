// The page's input: the board (clicks and the keyboard cursor), the game buttons, and the keys
// (Ctrl+Z / Ctrl+Y, arrows through the move list). The dialogs' buttons load them on first use.
import { cancelBot, maybeBot } from './bot-play.js';
import { syncClock } from './clock-view.js';
import { fillSelect, isTyping } from './dom.js';
import {
  goTo, handle, hideResignConfirm, loadVariations, openSharedFromHash, prepareFor, recordWithDefaults, redo, startSession, step, undo, withTree,
} from './game-flow.js';
import {
  CLOCK_INCREMENTS, CLOCK_MINUTES, LEVELS, looksLikeGameRecord, normalizeRecord, readGameRecord, recordToParams,
} from './record.js';
import { registerBoardLayer, registerPanel, render, renderControls, rulesLine } from './render.js';
import { app, announce, els, showMessage } from './state.js';
import { save } from './storage.js';
import { applyTheme, darkQuery } from './theme.js';
import { currentLanguage, moduleReason, t } from './strings.js';
import * as language from './language.js';
import { LANGUAGES, LANGUAGE_NAMES } from '../i18n/lang.js';
import { createFilesWorker } from './platform.js';

// What the page loads after its first board: the dialogs and the record panel (main.js loads it;
// a click that comes first waits for it).
let laterParts = null;
export function later() {
  laterParts ??= Promise.all([import('./dialogs/new-game.js'), import('./dialogs/settings.js'), import('./panels/record.js')])
    .then(([newGame, settings, record]) => {
      const page = {
        app, els, t, moduleReason, announce, showMessage, save, render, registerPanel, applyTheme, fillSelect, startSession,
        recordWithDefaults, rulesLine, CLOCK_INCREMENTS, CLOCK_MINUTES, LEVELS, looksLikeGameRecord, normalizeRecord, prepareFor,
        readGameRecord, recordToParams, language: { ...language, LANGUAGES, LANGUAGE_NAMES },
        openText: (text) => openFiles({ text }),
      };
      newGame.setupNewGameForm(page);
      settings.setupSettings(page);
      record.setupRecordPanel(page);
      laterPage = page;
      return { openNewGame: newGame.openNewGame, updateNewGameForm: newGame.updateNewGameForm, openSettings: settings.openSettings };
    });
  return laterParts;
}

// The marks tool (marks-tool.js) loads once an analysis board or a record with marks is shown.
let laterPage = null;
let marksTool = null;
registerPanel((s) => {
  if (marksTool || !(s.analysis || s.record.marks)) return;
  marksTool = Promise.all([import('./marks-tool.js'), later()]).then(([marks]) => marks.setupMarks({ ...laterPage, registerBoardLayer }));
});

// Record files (dialogs/open-file.js, loaded on first use): a file chosen, dropped, or text pasted.
async function openFiles({ file, text }) {
  const [dialog] = await Promise.all([import('./dialogs/open-file.js'), later()]);
  const page = { ...laterPage, loadVariations, createFilesWorker, currentLanguage };
  return file ? dialog.openFile(page, file) : dialog.openText(page, text);
}

function wireFiles() {
  els['btn-open-file'].addEventListener('click', () => els['file-in'].click());
  els['file-in'].addEventListener('change', () => {
    const file = els['file-in'].files?.[0];
    els['file-in'].value = '';
    if (file) openFiles({ file });
  });
  const carriesFile = (e) => [...(e.dataTransfer?.types ?? [])].some((k) => k === 'Files' || k === 'text/plain');
  const dropping = (on) => {
    document.body.classList.toggle('dropping', on);
    if (on) document.body.dataset.dropHint = t('dropHint');
  };
  addEventListener('dragover', (e) => {
    if (!carriesFile(e)) return;
    e.preventDefault();
    dropping(true);
  });
  addEventListener('dragleave', (e) => { if (!e.relatedTarget) dropping(false); });
  addEventListener('drop', (e) => {
    dropping(false);
    const file = e.dataTransfer?.files?.[0];
    const text = file ? '' : e.dataTransfer?.getData('text/plain');
    if (!file && !text?.trim()) return;
    e.preventDefault();
    openFiles(file ? { file } : { text });
  });
  // Text pasted on the page (not into a field): a record or a file's text.
  document.addEventListener('paste', (e) => {
    if (isTyping(e.target) || document.querySelector('dialog[open]')) return;
    const text = e.clipboardData?.getData('text/plain');
    if (!text?.trim()) return;
    e.preventDefault();
    openFiles({ text });
  });
}

async function openNewGame(setup = null) {
  (await later()).openNewGame(setup);
}

export async function onPoint({ x, y }) {
  const s = app.session;
  if (!s) return;
  app.endDismissed = false;
  // A move from an earlier position starts a variation: the game or board needs its tree first (the
  // analysis board keeps the steps it could redo too).
  if ((s.viewing || (s.analysis && s.canRedo)) && !s.tree) {
    try {
      await withTree(s);
    } catch (e) {
      showMessage(() => t('error', moduleReason(e)));
      return;
    }
    if (app.session !== s) return;
  }
  if (s.claimArmed) claim((session) => session.click(x, y));
  else handle(s.click(x, y));
}

export function onCursor({ x, y }) {
  const text = app.session.describePoint(x, y, app.forbiddenNow);
  els['cursor-announcer'].textContent = text;
}

function onKey(e) {
  if (document.querySelector('dialog[open]') || isTyping(e.target)) return;
  const mod = e.ctrlKey || e.metaKey;
  if (mod && e.key.toLowerCase() === 'z' && !e.shiftKey) { e.preventDefault(); undo(); return; }
  if (mod && (e.key.toLowerCase() === 'y' || (e.key.toLowerCase() === 'z' && e.shiftKey))) { e.preventDefault(); redo(); return; }
  if (mod || e.altKey) return;
  if (e.key === 'Escape' && app.session?.claimArmed) {
    e.preventDefault();
    armClaim(false);
    return;
  }
  if (e.target === app.view.svg) return; // the board uses the arrows for its cursor
  const keys = { ArrowLeft: () => step(-1), ArrowRight: () => step(1), ArrowUp: () => step(-1), ArrowDown: () => step(1), Home: () => goTo(0), End: () => goTo(Infinity) };
  if (keys[e.key] && (e.target === els['move-list'] || e.target === document.body || e.target.closest?.('.nav'))) {
    e.preventDefault();
    keys[e.key]();
  }
}

// A claim is made while the bot may be thinking: the bot stops, and thinks again if the claim is refused.
function claim(perform) {
  cancelBot();
  const outcome = perform(app.session);
  handle(outcome, { moved: false });
  // A refused claim changes nothing: the clock of the side to move runs again.
  if (!outcome.ok) {
    syncClock(false);
    maybeBot();
  }
}

function armClaim(on) {
  app.session.armClaim(on);
  syncClock(false);
  showMessage('');
  render();
  announce(app.session.claimArmed ? t('claimForbiddenPrompt') : t('claimCancelled'));
}

export function wire() {
  els['btn-new'].addEventListener('click', () => openNewGame());
  els['btn-end-new'].addEventListener('click', () => openNewGame());
  els['btn-settings'].addEventListener('click', async () => (await later()).openSettings());
  // The image dialog and its drawing code load on first use.
  els['btn-save-image'].addEventListener('click', async () => (await import('./dialogs/save-image.js')).openSaveImage({ app, t, moduleReason, showMessage }));
  els['btn-end-review'].addEventListener('click', () => {
    app.endDismissed = true;
    render();
    els['move-list'].focus();
  });
  wireFiles();
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
  els['btn-claim-black'].addEventListener('click', () => claim((s) => s.claimWin('black')));
  els['btn-claim-white'].addEventListener('click', () => claim((s) => s.claimWin('white')));
  els['btn-claim-forbidden'].addEventListener('click', () => armClaim(!app.session.claimArmed));
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
    const li = e.target.closest('[data-index]');
    if (li) goTo(Number(li.dataset.index));
  });
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
