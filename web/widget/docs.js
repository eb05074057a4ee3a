// The widget docs page: each example's snippet is written from the live board itself (so the two
// cannot disagree), copy buttons, the click-the-forbidden-point demo, and the iframe snippet generator.
import { shapeName } from '../lib/phrases.js';
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
  b.textContent = 'Copy';
  b.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(getText());
      b.textContent = 'Copied';
    } catch {
      b.textContent = 'Select and copy';
    }
    setTimeout(() => { b.textContent = 'Copy'; }, 1500);
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
  if (color) answer.textContent = `${name} already holds a ${color} stone.`;
  else answer.textContent = forbidden ? `Yes: ${name} is forbidden for black (${shapeName(forbidden)}).` : `${name} is not forbidden. Try again.`;
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
    for (const line of String(data.get('comments') ?? '').split('\n')) {
      const m = /^\s*(\d{1,4})\s*[:.]\s*(.+)$/.exec(line);
      if (m) params.append('c', `${m[1]}:${m[2].trim()}`);
    }
    if (!data.get('list')) params.set('list', 'off');
  }
  return `embed.html?${params.toString()}`;
}
function frameSize() {
  const data = new FormData(form);
  const clamp = (v, d) => Math.min(2000, Math.max(200, Number(v) || d));
  return [clamp(data.get('frame-width'), 600), clamp(data.get('frame-height'), 420)];
}
function update() {
  const relative = embedUrl();
  const absolute = new URL(relative, location.href).href;
  const [w, h] = frameSize();
  snippet.textContent = `<iframe src="${escapeAttr(absolute)}" width="${w}" height="${h}" style="border:0" title="Renju board" loading="lazy"></iframe>`;
  elementSnippet.textContent = `<renju-board${attributes().map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeAttr(v)}"`)).join('')}></renju-board>`;
  preview.style.width = `${w}px`;
  preview.style.height = `${h}px`;
  preview.src = relative;
}
form.addEventListener('input', update);
form.addEventListener('change', update);
document.getElementById('copy-iframe').replaceWith(copyButton(() => snippet.textContent, 'copy-inline'));
document.getElementById('copy-element').replaceWith(copyButton(() => elementSnippet.textContent, 'copy-inline'));
update();
