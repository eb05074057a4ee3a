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
const preview = document.getElementById('iframe-preview');
function embedUrl() {
  const params = new URLSearchParams();
  const data = new FormData(form);
  for (const name of ['moves', 'stones', 'marks', 'mode', 'theme', 'rule', 'size']) {
    const v = String(data.get(name) ?? '').trim();
    if (v && !(name === 'size' && v === '15') && !(name === 'rule' && v === 'renju') && !(name === 'theme' && v === 'wood') && !(name === 'mode' && v === 'view')) params.set(name, v);
  }
  for (const flag of ['numbers', 'show-forbidden']) if (data.get(flag)) params.set(flag, '');
  return `embed.html?${params.toString()}`;
}
function update() {
  const relative = embedUrl();
  const absolute = new URL(relative, location.href).href;
  snippet.textContent = `<iframe src="${absolute}" width="360" height="420" style="border:0" title="Renju board" loading="lazy"></iframe>`;
  preview.src = relative;
}
form.addEventListener('input', update);
form.addEventListener('change', update);
document.getElementById('copy-iframe').replaceWith(copyButton(() => snippet.textContent, 'copy-inline'));
update();
