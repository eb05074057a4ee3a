// The record panel (loaded after the first board): the game code, the full game record and the share
// link to copy, and a pasted code or record to load.
// What the page hands this module when it loads it (controls.js): its state and helpers. Importing
// them would put the page's shared code in a chunk of its own, one more request before the first board.
let page;
let app, els, t, moduleReason, announce, showMessage, startSession, registerPanel, looksLikeGameRecord, normalizeRecord, readGameRecord, recordToParams, prepareFor;

function shareLink() {
  const base = location.protocol.startsWith('http') ? location.origin + location.pathname : 'https://localhost/';
  return `${base}#${recordToParams(app.session.record, app.session.analysis ? app.session.boardText : app.session.gameText)}`;
}

function renderRecord() {
  const s = app.session;
  els['code-out'].value = s.code;
  els['code-out'].closest('.field').hidden = s.analysis;
  // An analysis board has a record once it has a tree (its variations).
  els['record-out'].value = s.analysis ? s.boardText : s.gameText;
  els['record-out'].closest('.field').hidden = s.analysis && !s.boardText;
  els['link-out'].value = shareLink();
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
async function loadCode() {
  const text = els['code-in'].value.trim();
  if (!text) {
    showMessage(() => t('emptyCode'));
    return;
  }
  const current = app.session.record;
  let record;
  try {
    await prepareFor(text);
    // The module reads the code or record; the session replays it and the module judges every action.
    const game = looksLikeGameRecord(text)
      ? readGameRecord(app.renju, text, app.files)
      : { opening: 'free', setup: null, actions: app.renju.parseCode(text, { size: current.size }) };
    // An analysis board's record opens an analysis board; a game's opens a game in the mode chosen.
    const mode = game.mode ?? (current.mode === 'analysis' ? 'two' : current.mode);
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
    // Not a game code or record of this app: another program's file as text (PGN, SGF, a move list…).
    // The code box's own errors stand for codes and move lists; the module tells the other formats.
    const format = looksLikeGameRecord(text) ? 'record' : await app.renju.detectFileFormat(text).catch(() => null);
    if (format && format !== 'moves' && format !== 'record' && page.openText) {
      els['code-in'].value = '';
      await page.openText(text);
      return;
    }
    const message = t('badCode', moduleReason(e));
    showMessage(message);
    announce(message);
    return;
  }
  els['code-in'].value = '';
  const text2 = t('loaded', app.session.moveCount);
  showMessage(text2);
  announce(`${text2} ${app.session.prompt()}`);
}

/** Wires the panel's buttons and adds it to the redraw. */
export function setupRecordPanel(p) {
  page = p;
  ({ app, els, t, moduleReason, announce, showMessage, startSession, registerPanel, looksLikeGameRecord, normalizeRecord, readGameRecord, recordToParams, prepareFor } = p);
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
  registerPanel(renderRecord);
}
