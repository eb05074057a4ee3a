// embed.html: the same <renju-board> from URL parameters, for sites that only allow an <iframe>.
// Every parameter is set as an attribute (text), never as markup. The board and its controls fit the
// frame's width and height at any aspect ratio.
//
// A replay (mode=replay with moves) also shows the moves as a list with comments, beside the board in
// a wide frame and below it in a tall one: a click on a move shows it, the arrow keys step anywhere in
// the frame, and a link opens the game in the app. Comments: c=N:text (after move N; c=0:text before
// the first), as many as wanted; list=off hides the list.
import '../renju-board.js';
import widgetEn from '../i18n/en/widget.js';
import { elementLanguage, supported } from '../i18n/lang.js';
import { startPageText, textFor } from '../i18n/text.js';
import en from '../i18n/en/embed.js';

const ATTRIBUTES = ['moves', 'stones', 'to-move', 'rule', 'size', 'mode', 'marks', 'show-forbidden', 'numbers',
  'coordinates', 'theme', 'bot', 'label', 'lang'];

const params = new URLSearchParams(location.search);
// The language: the `lang` parameter (the embedding page's), else the reader's choice or the browser's.
// <html lang> is set, and the board follows it.
await startPageText('embed', en, supported(params.get('lang')) ? { lang: supported(params.get('lang')) } : {});
const board = document.createElement('renju-board');
for (const name of ATTRIBUTES) {
  if (params.has(name)) board.setAttribute(name, params.get(name));
}
if (params.get('theme') === 'dark') document.documentElement.style.colorScheme = 'dark';
if (params.get('theme')) document.documentElement.dataset.theme = params.get('theme');

/** Comments from the c=N:text parameters: Map(move number -> text). */
export function readComments(search) {
  const out = new Map();
  for (const value of search.getAll('c')) {
    const m = /^\s*(\d{1,4})\s*:(.*)$/s.exec(value);
    if (m) out.set(Number(m[1]), (out.has(Number(m[1])) ? `${out.get(Number(m[1]))}\n` : '') + m[2].trim().slice(0, 2000));
  }
  return out;
}

/** The app's share link for the game: the page's fragment form (record.js reads a=, sb=, sw=, st=). */
export function appLink(moves, search, base) {
  const p = new URLSearchParams();
  p.set('mode', 'two');
  p.set('forbidden', 'tournament'); // a game from elsewhere may end on a forbidden stone, as a referee would let it
  const rule = search.get('rule');
  if (rule) p.set('rule', rule);
  const size = search.get('size');
  if (size) p.set('size', size);
  const stones = search.get('stones');
  if (stones) {
    // The stones text as the app's set-up lists ("black: h8 i9; white: j10").
    const list = (color) => {
      const m = new RegExp(`(?:^|;)\\s*${color[0]}(?:${color.slice(1)})?\\s*:([^;]*)`, 'i').exec(stones);
      return m ? m[1].trim().split(/[\s,]+/).filter(Boolean).join('.') : '';
    };
    p.set('sb', list('black'));
    p.set('sw', list('white'));
    if (search.get('to-move')) p.set('st', search.get('to-move'));
  }
  p.set('a', moves.join('.'));
  return new URL(`index.html#${p.toString()}`, base).href;
}

const showList = params.get('mode') === 'replay' && params.get('moves') && params.get('list') !== 'off';
if (!showList) {
  document.body.append(board);
} else {
  const layout = document.createElement('div');
  layout.className = 'replay';
  const side = document.createElement('aside');
  side.className = 'replay-side';
  const list = document.createElement('ol');
  list.className = 'replay-moves';
  list.tabIndex = 0;
  const link = document.createElement('a');
  link.className = 'replay-open';
  link.target = '_blank';
  link.rel = 'noopener';
  side.append(list, link);
  layout.append(board, side);
  document.body.append(layout);
  const comments = readComments(params);
  let items = [];

  const build = async () => {
    await board.ready;
    const text = await textFor('widget', widgetEn, elementLanguage(board));
    list.setAttribute('aria-label', text.t('replay.moves'));
    link.textContent = text.t('replay.open');
    const moves = board.moveList;
    link.href = appLink(moves, params, location.href);
    items = [];
    list.replaceChildren();
    const item = (n, label) => {
      const li = document.createElement('li');
      li.dataset.index = String(n);
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'replay-move';
      b.textContent = label;
      b.addEventListener('click', () => board.goto(n));
      li.append(b);
      if (comments.has(n)) {
        const p = document.createElement('p');
        p.className = 'replay-comment';
        p.textContent = comments.get(n);
        li.append(p);
      }
      list.append(li);
      items[n] = li;
    };
    item(0, text.t('replay.start'));
    moves.forEach((point, i) => item(i + 1, text.t('replay.move', { n: i + 1, point: point === 'pass' ? text.t('replay.pass') : point.toUpperCase() })));
    mark();
  };
  const mark = () => {
    const index = board.index;
    items.forEach((li, n) => {
      const b = li.querySelector('button');
      if (n === index) b.setAttribute('aria-current', 'step');
      else b.removeAttribute('aria-current');
    });
    const current = items[index];
    if (current) current.scrollIntoView({ block: 'nearest' });
  };
  board.addEventListener('step', mark);
  board.addEventListener('change', mark);
  // The arrow keys step wherever the focus is in the frame (the board handles its own when focused).
  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const to = { ArrowLeft: board.index - 1, ArrowUp: board.index - 1, ArrowRight: board.index + 1, ArrowDown: board.index + 1,
      Home: 0, End: Infinity }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    board.goto(to === Infinity ? board.moveList.length : to);
  });
  build();
}
