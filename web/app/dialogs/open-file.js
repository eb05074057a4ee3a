// Opening other programs' record files on the play page (issue 17), loaded on first use: a file
// chosen with "Open file…", dropped on the page or pasted as text. The files module detects the
// format and replays every move by the rules, in a worker (web/lib/files-worker.js) so that a big
// file neither hangs nor freezes the page; this dialog shows the progress, the problems the read
// found (each with its place in the file) and, for a file of many games, a list to choose from.
// The chosen game is opened as a two-player game (its variations, comments and marks with it).
// What the page hands this module (controls.js): its state and helpers, as for the other dialogs.
import { format } from '../../i18n/format.js';
import { loadTable } from '../../i18n/source.js';
import en from '../../i18n/en/files.js';
import { fileProblemText } from '../../lib/file-problems.js';

let page;
let strings = en;
let lang = 'en';
let dialog = null;
let ui = null;
let worker = null;
let request = 0;
let current = null; // {name, result}
const SHOWN = 200; // rows of the game list drawn at once; the filter finds the others
const MAX_RECORD = 200000; // what the page stores and links (record.js); a bigger tree is refused

const t = (key, params) => format(strings[key] ?? en[key], params, lang);

const CSS = `
#dlg-file { width: min(46rem, calc(100vw - 1.5rem)); }
#dlg-file .file-progress { display: flex; flex-direction: column; gap: 0.35rem; margin: 0.5rem 0; }
#dlg-file progress { width: 100%; }
#dlg-file .file-problems { margin: 0.4rem 0; max-height: 9rem; overflow: auto; font-size: 0.9rem; padding-inline-start: 1.2rem; }
#dlg-file .file-problems .kept { color: var(--muted); }
#dlg-file .file-find { width: 100%; margin: 0.3rem 0; }
#dlg-file .file-games { max-height: min(50dvh, 24rem); overflow: auto; border: 1px solid var(--border); border-radius: 8px; }
#dlg-file table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
#dlg-file th, #dlg-file td { text-align: start; padding: 0.25rem 0.4rem; border-bottom: 1px solid var(--border); vertical-align: top; }
#dlg-file th { position: sticky; top: 0; background: var(--panel); }
#dlg-file tbody tr { cursor: pointer; }
#dlg-file tbody tr:hover { background: var(--button-hover); }
#dlg-file td button { min-width: 2.4rem; }
@media (max-width: 40rem) {
  #dlg-file .wide { display: none; }
  /* A phone: each game is a card (number; the players; date, result and moves, each under its
     column's name), so that nothing is off to the side. */
  #dlg-file thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  #dlg-file tbody tr { display: grid; grid-template-columns: auto max-content max-content minmax(0, 1fr); column-gap: 0.6rem; border-bottom: 1px solid var(--border); }
  #dlg-file tbody td { border-bottom: 0; overflow-wrap: anywhere; }
  #dlg-file tbody td[data-label]::before { content: attr(data-label); display: block; font-size: 0.75rem; color: var(--muted); }
  #dlg-file tbody td:first-child { grid-row: span 2; }
  #dlg-file tbody td:nth-child(3) { grid-column: span 2; }
  #dlg-file tbody td[colspan] { grid-column: 1 / -1; }
}
`;

function make(tag, attrs = {}, text) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

function build() {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  dialog = make('dialog', { id: 'dlg-file', 'aria-labelledby': 'dlg-file-title' });
  const form = make('form', { method: 'dialog' });
  const title = make('h2', { id: 'dlg-file-title' }, t('title'));
  const name = make('p', { class: 'note file-name' });
  const progress = make('div', { class: 'file-progress', role: 'status' });
  const bar = make('progress', { max: '100' });
  const phase = make('span', { class: 'note' });
  progress.append(bar, phase);
  const summary = make('p', { class: 'file-summary', role: 'status' });
  const partial = make('p', { class: 'note file-partial', hidden: '' }, t('partial'));
  const problems = make('ol', { class: 'file-problems', hidden: '' });
  const choose = make('div', { class: 'file-choose', hidden: '' });
  const findLabel = make('label', { class: 'field' });
  const find = make('input', { type: 'search', class: 'file-find', autocomplete: 'off', spellcheck: 'false' });
  findLabel.append(make('span', { class: 'sr-only' }, t('filter')), find);
  find.placeholder = t('filter');
  const games = make('div', { class: 'file-games' });
  const table = make('table');
  const caption = make('caption', { class: 'sr-only' }, t('choose'));
  const head = make('thead');
  const row = make('tr');
  const cols = [['colNumber'], ['colBlack'], ['colWhite'], ['colDate'], ['colResult'], ['colOpening', 'wide'], ['colEvent', 'wide'], ['colMoves']];
  for (const [key, cls] of cols) row.append(make('th', cls ? { scope: 'col', class: cls } : { scope: 'col' }, t(key)));
  head.append(row);
  const body = make('tbody');
  table.append(caption, head, body);
  games.append(table);
  const shown = make('p', { class: 'note file-shown', hidden: '' });
  choose.append(make('h3', {}, t('choose')), findLabel, games, shown);
  const buttons = make('div', { class: 'row end' });
  const cancel = make('button', { type: 'button' }, t('cancel'));
  const close = make('button', { type: 'submit' }, t('close'));
  buttons.append(cancel, close);
  form.append(title, name, progress, summary, partial, problems, choose, buttons);
  dialog.append(form);
  document.body.append(dialog);
  ui = { name, progress, bar, phase, summary, partial, problems, choose, find, body, shown, cancel, close };
  find.addEventListener('input', () => listGames());
  find.addEventListener('keydown', (e) => {
    // Enter opens the first game listed.
    if (e.key !== 'Enter') return;
    e.preventDefault();
    ui.body.querySelector('button')?.click();
  });
  body.addEventListener('click', (e) => {
    const tr = e.target.closest('tr[data-game]');
    if (tr) openGame(Number(tr.dataset.game));
  });
  cancel.addEventListener('click', cancelRead);
  // The close event comes a task later: a dialog shown again by then (a new file) was not closed.
  dialog.addEventListener('close', () => {
    if (ui.progress.hidden || dialog.open) return;
    cancelRead();
  });
}

function sizeText(bytes) {
  const n = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${n.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${n.format(bytes / 1024)} KB`;
  return `${n.format(bytes / 1024 / 1024)} MB`;
}

/** A problem of the file's read ({where, message}), in the page's language (file-problems.js). */
export const problemText = (e) => fileProblemText(e, { t, lang, reason: page.moduleReason });

function showProgress(text, percent) {
  ui.progress.hidden = false;
  ui.cancel.hidden = false;
  ui.close.hidden = true;
  ui.phase.textContent = text;
  if (percent === undefined) ui.bar.removeAttribute('value');
  else ui.bar.value = percent;
}

function reset(name) {
  ui.name.textContent = name;
  ui.summary.textContent = '';
  ui.partial.hidden = true;
  ui.problems.hidden = true;
  ui.problems.replaceChildren();
  ui.choose.hidden = true;
  ui.find.value = '';
  ui.body.replaceChildren();
}

function openDialog() {
  if (!dialog.open) dialog.showModal();
}

function stopWorker() {
  worker?.terminate();
  worker = null;
}

function cancelRead() {
  if (ui.progress.hidden) return;
  request++;
  stopWorker();
  ui.progress.hidden = true;
  if (dialog.open) dialog.close();
  page.showMessage(() => t('cancelled'));
  page.announce(t('cancelled'));
}

// The file's bytes, with the share read so far for a big one.
async function fileBytes(file, id) {
  if (file.size < 4 * 1024 * 1024 || !file.stream) return new Uint8Array(await file.arrayBuffer());
  const out = new Uint8Array(file.size);
  const reader = file.stream().getReader();
  let at = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done || id !== request) break;
    out.set(value.subarray(0, Math.max(0, out.length - at)), at);
    at += value.length;
    showProgress(t('phaseFile', { percent: Math.min(100, Math.round((at / file.size) * 100)) }), (at / file.size) * 100);
  }
  return out.subarray(0, Math.min(at, out.length));
}

const PHASES = { module: 'phaseModule', reading: 'phaseReading', listing: 'phaseListing' };

// Reads the bytes in the worker (or, where there is none, on the page after the dialog is drawn).
function readBytes(bytes, id) {
  const made = worker ?? page.createFilesWorker?.();
  if (!made) {
    return new Promise((resolve, reject) => {
      showProgress(t('phaseReading'));
      requestAnimationFrame(() => setTimeout(() => page.app.renju.readGameFile(bytes).then((read) => resolve({
        format: read.format, partial: read.partial, errors: read.errors,
        games: read.games.map((g) => ({ info: g.info, moves: g.moves, nodes: g.nodes, record: g.record })),
      }), reject), 0));
    });
  }
  worker = made;
  return new Promise((resolve, reject) => {
    worker.onmessage = ({ data }) => {
      if (data.id !== id) return;
      if (data.type === 'progress' && data.percent !== undefined) showProgress(t('phaseReadingPercent', { percent: data.percent }), data.percent);
      else if (data.type === 'progress') showProgress(t(PHASES[data.phase] ?? 'phaseReading'));
      else if (data.type === 'read') resolve(data.result);
      else if (data.type === 'error') reject(Object.assign(new Error(data.message), { code: data.code }));
    };
    worker.onerror = (e) => {
      e.preventDefault?.();
      stopWorker();
      reject(Object.assign(new Error(e.message || 'the file reader stopped'), { code: 'WORKER_FAILED' }));
    };
    // A copy goes over, so the bytes a caller holds stay usable.
    const copy = bytes.slice().buffer;
    worker.postMessage({ type: 'read', id, bytes: copy }, [copy]);
  });
}

/** Opens a file (a File or Blob with a name). */
export async function openFile(p, file) {
  await ready(p);
  const id = ++request;
  reset(file.name ?? '');
  showProgress(t('reading', { name: file.name ?? '', size: sizeText(file.size) }));
  openDialog();
  let bytes;
  try {
    bytes = await fileBytes(file, id);
  } catch (e) {
    return failed(e);
  }
  if (id !== request) return undefined;
  return read(bytes, file.name ?? '', id);
}

/** Opens pasted or dropped text. */
export async function openText(p, text) {
  await ready(p);
  const id = ++request;
  const name = t('unnamed');
  reset(name);
  return read(new TextEncoder().encode(text), name, id);
}

async function ready(p) {
  page = p;
  const language = page.currentLanguage?.() ?? 'en';
  if (language !== lang || !dialog) {
    lang = language;
    strings = lang === 'en' ? en : { ...en, ...await loadTable('files', lang).catch(() => ({})) };
    if (dialog) {
      dialog.remove();
      dialog = null;
    }
  }
  if (!dialog) build();
}

async function read(bytes, name, id) {
  let result;
  try {
    showProgress(t('reading', { name, size: sizeText(bytes.length) }));
    openDialog();
    result = await readBytes(bytes, id);
  } catch (e) {
    if (id !== request) return undefined;
    return failed(e);
  }
  if (id !== request) return undefined;
  ui.progress.hidden = true;
  ui.cancel.hidden = true;
  ui.close.hidden = false;
  current = { name, result };
  // For tests and the console: what the last read found, once the page shows it.
  const done = () => { window.renjuFiles = { name, format: result.format, partial: result.partial, errors: result.errors, games: result.games.length }; };
  if (!result.games.length) {
    showSummary(result);
    ui.summary.textContent = t('noGames', { name });
    const text = `${ui.summary.textContent} ${result.errors[0] ? problemText(result.errors[0]) : ''}`.trim();
    page.showMessage(text);
    page.announce(text);
    done();
    return result;
  }
  if (result.games.length === 1 && !result.errors.length) {
    dialog.close();
    await openGame(0);
    done();
    return result;
  }
  showSummary(result);
  ui.choose.hidden = false;
  listGames();
  ui.find.focus();
  page.announce(ui.summary.textContent);
  done();
  return result;
}

function failed(e) {
  ui.progress.hidden = true;
  ui.cancel.hidden = true;
  ui.close.hidden = false;
  const text = t('failed', { message: page.moduleReason(e) });
  ui.summary.textContent = text;
  page.showMessage(text);
  page.announce(text);
  return null;
}

function showSummary(result) {
  ui.summary.textContent = t('summary', { kind: t('formatName', { format: result.format || 'other' }), n: result.games.length });
  ui.partial.hidden = !result.partial;
  const errors = result.errors;
  ui.problems.hidden = !errors.length;
  if (!errors.length) return;
  ui.problems.setAttribute('aria-label', t('problems', { n: errors.length }));
  ui.problems.replaceChildren(...errors.map((e) => {
    const li = make('li', e.warning ? { class: 'kept' } : {}, problemText(e));
    if (e.warning) li.append(` (${t('kept')})`);
    return li;
  }));
}

const field = (g, key) => g.info?.[key] ?? '';

function listGames() {
  const games = current.result.games;
  const words = ui.find.value.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const rows = [];
  let matched = 0;
  games.forEach((g, i) => {
    if (words.length) {
      const text = `${i + 1} ${Object.values(g.info ?? {}).join(' ')}`.toLowerCase();
      if (!words.every((w) => text.includes(w))) return;
    }
    matched++;
    if (rows.length >= SHOWN) return;
    const tr = make('tr', { 'data-game': String(i) });
    const number = make('td');
    const black = field(g, 'black');
    const white = field(g, 'white');
    number.append(make('button', { type: 'button', 'aria-label': t('openGame', { n: i + 1, black: black || '?', white: white || '?' }) }, String(i + 1)));
    // data-label: the column's name, shown above the value where the row is a card (a phone).
    const cell = (key, text, cls) => make('td', { 'data-label': t(key), ...(cls ? { class: cls } : {}) }, text);
    tr.append(number, cell('colBlack', black), cell('colWhite', white), cell('colDate', field(g, 'date')), cell('colResult', field(g, 'result')),
      cell('colOpening', field(g, 'opening'), 'wide'), cell('colEvent', field(g, 'event'), 'wide'), cell('colMoves', String(g.moves)));
    rows.push(tr);
  });
  if (!rows.length) {
    const tr = make('tr');
    tr.append(make('td', { colspan: '8' }, t('noMatch')));
    rows.push(tr);
  }
  ui.body.replaceChildren(...rows);
  ui.shown.hidden = matched <= SHOWN;
  ui.shown.textContent = t('showing', { shown: SHOWN, total: matched });
}

async function openGame(index) {
  const { app, els } = page;
  const { name, result } = current;
  const g = result.games[index];
  if (g.record.length > MAX_RECORD) {
    const text = t('tooBig', { size: sizeText(g.record.length), max: sizeText(MAX_RECORD) });
    ui.summary.textContent = text;
    page.showMessage(text);
    page.announce(text);
    return;
  }
  let record;
  try {
    await page.loadVariations();
    const game = page.readGameRecord(app.renju, g.record, app.files);
    const base = app.session.record;
    // A game from a file is for study: two players on one board, no clock, the file's rule and size.
    record = page.normalizeRecord({ ...base, ...game, mode: 'two', clock: null, undone: [], times: null, marks: '' });
    try {
      page.startSession(record);
    } catch (e) {
      // A game judged in tournament mode may end on a forbidden stone that stands (the file says so).
      if (e?.code !== 'FORBIDDEN' || record.forbidden !== 'learning') throw e;
      page.startSession({ ...record, forbidden: 'tournament' });
    }
  } catch (e) {
    const text = t('failed', { message: page.moduleReason(e) });
    ui.summary.textContent = text;
    page.showMessage(text);
    page.announce(text);
    return;
  }
  if (dialog.open) dialog.close();
  const moves = app.session.moveCount;
  let text = result.games.length > 1
    ? t('openedOf', { name, k: index + 1, total: result.games.length, n: moves })
    : t('opened', { name, n: moves });
  const own = result.errors.filter((e) => result.games.length === 1 || String(e.where).startsWith(`game ${index + 1},`) || !/^game \d+/.test(e.where));
  if (own.length) text += ` ${t('openedProblems', { n: own.length, first: problemText(own[0]) })}`;
  page.showMessage(text);
  page.announce(`${text} ${app.session.prompt()}`);
  els['move-list']?.focus?.();
}
