// The widget docs page: each example's snippet is written from the live board itself (so the two
// cannot disagree), copy buttons, the click-the-forbidden-point demo, and the iframe snippet generator.
import { languageMenu, startPageText, textFor } from '../i18n/text.js';
import en from '../i18n/en/docs.js';
import filesEn from '../i18n/en/files.js';
import { fileProblemText } from '../lib/file-problems.js';
import { reasonText } from '../i18n/reason.js';
import { loadRenju } from '../renju.js';

// The page's language (the reader's choice, else the browser's) before its text is drawn; the boards
// follow <html lang>. Choosing another language reloads the page in it.
const { t } = await startPageText('docs', en);
languageMenu(document.getElementById('language'), t, () => location.reload());

function escapeAttr(v) {
  return v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

// Written out by hand rather than outerHTML so that boolean attributes read `numbers`, not `numbers=""`.
function snippetOf(board) {
  const attrs = [...board.attributes].filter((a) => a.name !== 'id' && a.name !== 'style')
    .map((a) => (a.value === '' ? ` ${a.name}` : ` ${a.name}="${escapeAttr(a.value)}"`)).join('');
  return `<renju-board${attrs}></renju-board>`;
}

function copyButton(getText, className = 'copy') {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.textContent = t('copy');
  b.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(getText());
      b.textContent = t('copied');
    } catch {
      b.textContent = t('copyManually');
    }
    setTimeout(() => { b.textContent = t('copy'); }, 1500);
  });
  return b;
}

for (const example of document.querySelectorAll('.example[data-snippet]')) {
  const board = example.querySelector('renju-board');
  const pre = document.createElement('pre');
  const code = document.createElement('code');
  const text = (example.closest('#start') ? '<script type="module" src="renju-board.js"></script>\n' : '') + snippetOf(board);
  code.textContent = text;
  pre.append(code, copyButton(() => text));
  example.append(pre);
}

const quiz = document.getElementById('quiz');
const answer = document.getElementById('quiz-answer');
quiz.addEventListener('point-click', (e) => {
  const { point, forbidden, color } = e.detail;
  const name = point.toUpperCase();
  if (color) answer.textContent = t('quiz.taken', { point: name, color });
  else answer.textContent = forbidden ? t('quiz.yes', { point: name, kind: forbidden }) : t('quiz.no', { point: name });
});

const form = document.getElementById('generator');
const snippet = document.getElementById('iframe-snippet');
const elementSnippet = document.getElementById('element-snippet');
const preview = document.getElementById('iframe-preview');
// Every attribute of the element has a field; defaults are left out of the snippets.
const DEFAULTS = { size: '15', rule: 'renju', theme: 'wood', mode: 'view' };
const TEXT_FIELDS = ['moves', 'stones', 'marks', 'mode', 'to-move', 'bot', 'theme', 'rule', 'size', 'label', 'lang'];
function attributes() {
  const data = new FormData(form);
  const out = [];
  for (const name of TEXT_FIELDS) {
    const v = String(data.get(name) ?? '').trim();
    if (v && DEFAULTS[name] !== v) out.push([name, v]);
  }
  for (const flag of ['numbers', 'show-forbidden']) if (data.get(flag)) out.push([flag, '']);
  if (!data.get('coordinates')) out.push(['coordinates', 'false']);
  return out;
}
function embedUrl() {
  const data = new FormData(form);
  const params = new URLSearchParams(attributes());
  if (data.get('mode') === 'replay') {
    if (record.text) params.delete('moves'); // the record holds them, with its comments, variations and marks
    else {
      for (const line of String(data.get('comments') ?? '').split('\n')) {
        const m = /^\s*(\d{1,4})\s*[:.]\s*(.+)$/.exec(line);
        if (m) params.append('c', `${m[1]}:${m[2].trim()}`);
      }
    }
    if (!data.get('list')) params.set('list', 'off');
  }
  // The record after '#': a long one does not make the request too long for a server.
  const hash = data.get('mode') === 'replay' && record.text ? `#${new URLSearchParams([['record', record.text]]).toString()}` : '';
  return `embed.html?${params.toString()}${hash}`;
}

// A game record pasted for the replay: any file's text the files module reads (SGF, PlayOK PGN, .psq,
// a move list, the app's record with variations), made the app's full record for record=. The status
// line says what was read, or why nothing was, in the page's language.
const recordField = form.elements.namedItem('record');
const recordStatus = document.getElementById('record-status');
const record = { text: '', moves: '', ticket: 0 };
async function readRecord() {
  const ticket = ++record.ticket;
  const input = recordField.value.trim();
  if (!input) {
    Object.assign(record, { text: '', moves: '' });
    recordStatus.textContent = '';
    return;
  }
  const lang = document.documentElement.lang || 'en';
  const [files, words] = await Promise.all([loadRenju().then((r) => r.loadFiles()), textFor('files', filesEn, lang)]);
  if (ticket !== record.ticket) return; // typed on since
  const problem = (e) => fileProblemText(e, { t: words.t, lang: words.lang, reason: (r) => reasonText(r, words.lang, words.phrases.phrase) });
  let read;
  try {
    read = files.readGameFile(input);
  } catch (e) {
    read = { games: [], errors: [{ where: '', message: e?.message ?? String(e) }] };
  }
  const game = read.games[0];
  if (!game) {
    Object.assign(record, { text: '', moves: '' });
    recordStatus.textContent = t('iframe.recordNone', { problem: read.errors[0] ? problem(read.errors[0]) : '' });
    recordStatus.dataset.state = 'error';
    return;
  }
  const tree = game.tree;
  record.text = game.record;
  record.moves = tree.game.moves.filter((m) => m !== 'pass').join('');
  tree.game.dispose?.();
  tree.dispose();
  const first = read.errors[0];
  recordStatus.textContent = [
    t('iframe.recordRead', { format: words.t('formatName', { format: read.format || 'other' }), moves: game.moves, nodes: game.nodes, games: read.games.length }),
    first ? t('iframe.recordProblems', { n: read.errors.length, first: problem(first) }) : '',
  ].filter(Boolean).join(' ');
  recordStatus.dataset.state = first ? 'partial' : 'read';
}

function frameSize() {
  const data = new FormData(form);
  const clamp = (v, d) => Math.min(2000, Math.max(200, Number(v) || d));
  return [clamp(data.get('frame-width'), 600), clamp(data.get('frame-height'), 420)];
}
function update() {
  const data = new FormData(form);
  const relative = embedUrl();
  const absolute = new URL(relative, location.href).href;
  const [w, h] = frameSize();
  snippet.textContent = `<iframe src="${escapeAttr(absolute)}" width="${w}" height="${h}" style="border:0" title="${escapeAttr(t('iframe.title'))}" loading="lazy"></iframe>`;
  // The element has no record attribute: it replays the record's main line.
  const attrs = attributes().map(([k, v]) => (k === 'moves' && record.text && data.get('mode') === 'replay' ? [k, record.moves] : [k, v]));
  elementSnippet.textContent = `<renju-board${attrs.map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeAttr(v)}"`)).join('')}></renju-board>`;
  preview.style.width = `${w}px`;
  preview.style.height = `${h}px`;
  preview.src = relative;
}
form.addEventListener('input', (e) => {
  if (e.target === recordField) readRecord().then(update);
  else update();
});
form.addEventListener('change', (e) => { if (e.target !== recordField) update(); });
document.getElementById('copy-iframe').replaceWith(copyButton(() => snippet.textContent, 'copy-inline'));
document.getElementById('copy-element').replaceWith(copyButton(() => elementSnippet.textContent, 'copy-inline'));
update();
// The generator listens from here on (tests wait for this before typing into it).
document.documentElement.dataset.ready = 'true';
