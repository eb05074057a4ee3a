// embed.html: the same <renju-board> from URL parameters, for sites that only allow an <iframe>.
// Every parameter is set as an attribute (text), never as markup. The board and its controls fit the
// frame's width and height at any aspect ratio.
//
// A replay (mode=replay with moves) also shows the moves as a list with comments, beside the board in
// a wide frame and below it in a tall one: a click on a move shows it, the arrow keys step anywhere in
// the frame, and a link opens the game in the app. Comments: c=N:text (after move N; c=0:text before
// the first), as many as wanted; list=off hides the list.
// Or record=<the app's full game record> (with variations ( ), comments { } and marks [ ], as
// tree.record writes it): the list shows the line on the board with each node's comment, the
// variations that part from it under the move they replace (a click shows that line), and each
// position's marks on the board as it is stepped to. The files module reads the record.
import '../renju-board.js';
import { loadRenju } from '../renju.js';
import widgetEn from '../i18n/en/widget.js';
import { elementLanguage, supported } from '../i18n/lang.js';
import { reasonText } from '../i18n/reason.js';
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

/** The app's link for a full record (variations, comments, marks): the page's fragment form, game=. */
export function recordLink(record, base) {
  const p = new URLSearchParams([['mode', 'two'], ['forbidden', 'tournament'], ['game', record]]);
  return new URL(`index.html#${p.toString()}`, base).href;
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

// record= in the query or after '#' (where the snippet generator puts it: a long record stays out of the request).
const recordText = params.get('mode') === 'replay' ? params.get('record') ?? new URLSearchParams(location.hash.slice(1)).get('record') : null;
const showList = params.get('mode') === 'replay' && (params.get('moves') || recordText) && params.get('list') !== 'off';
// A new record after '#' (the generator's preview changes only that): read again.
if (params.get('mode') === 'replay') addEventListener('hashchange', () => location.reload());

// The set-up stones of a record ("black: h8 j10" and "white: i9" lines, as the module writes them) as
// the board's stones text, and who moves after them.
export function recordSetup(text) {
  const field = (name) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'm').exec(text)?.[1].trim() ?? '';
  const black = field('black');
  const white = field('white');
  const stones = [black && `black: ${black}`, white && `white: ${white}`].filter(Boolean).join('; ');
  return { stones, toMove: field('to-move') };
}

/** A record's tree for the replay: {byId, rule, size, setup, record} (throws the module's error). */
async function readTree(text) {
  const renju = await loadRenju();
  const files = await renju.loadFiles();
  const tree = files.importRecord(text);
  // Each node's marks as the board's marks text, written by the module.
  const nodes = tree.nodes.map((n) => ({ ...n, marksText: renju.formatMarks(n.marks, { size: tree.game.size }) }));
  const out = { byId: new Map(nodes.map((n) => [n.id, n])), size: tree.game.size, rule: tree.game.rule,
    setup: recordSetup(tree.game.record), record: tree.record };
  tree.game.dispose?.();
  tree.dispose();
  return out;
}
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
  // With a record: its tree (read while the board and the text table load), and the line shown
  // (node ids from the root's child down).
  const treeRead = recordText ? readTree(recordText) : null;
  treeRead?.catch(() => {}); // said in the list once the text table is there
  let tree = null;
  let line = [];
  let text = null;
  const lineFrom = (ids) => {
    const out = [...ids];
    for (let n = tree.byId.get(out.at(-1) ?? 0); n && n.children.length; n = tree.byId.get(n.children[0])) out.push(n.children[0]);
    return out;
  };
  // The replay's moves: stones and passes (a pass keeps the colours of the stones after it right).
  const isMove = (n) => Boolean(n.point) || n.token === 'pass';
  const stones = () => line.map((id) => tree.byId.get(id)).filter(isMove);
  const showLine = async (ids, at) => {
    line = lineFrom(ids);
    board.setAttribute('moves', stones().map((n) => n.point ?? 'pass').join(''));
    await board.ready;
    render();
    board.goto(Math.min(at ?? Infinity, stones().length));
  };
  const nodeAt = (index) => (index === 0 ? tree.byId.get(0) : stones()[index - 1]);

  const item = (n, label, comment) => {
    const li = document.createElement('li');
    li.dataset.index = String(n);
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'replay-move';
    b.textContent = label;
    b.addEventListener('click', () => board.goto(n));
    li.append(b);
    if (comment) {
      const p = document.createElement('p');
      p.className = 'replay-comment';
      p.textContent = comment;
      li.append(p);
    }
    list.append(li);
    items[n] = li;
    return li;
  };
  const moveLabel = (n, point) => text.t('replay.move', { n, point: point ? point.toUpperCase() : text.t('replay.pass') });
  // The variations that part from the line shown at a node: "5. J10 6. K11 …", each a button.
  const variations = (li, parentId, shownId, index) => {
    const others = tree.byId.get(parentId).children.filter((c) => c !== shownId && isMove(tree.byId.get(c)));
    if (!others.length) return;
    li.classList.add('replay-has-variations');
    const box = document.createElement('div');
    box.className = 'replay-variations';
    box.setAttribute('role', 'group');
    box.setAttribute('aria-label', text.t('replay.variations'));
    for (const c of others) {
      const parts = [];
      let n = tree.byId.get(c);
      for (let k = 0; n && k < 4; n = tree.byId.get(n.children[0])) {
        if (!isMove(n)) continue;
        parts.push(moveLabel(n.moveNumber, n.point));
        k++;
      }
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'replay-variation';
      b.textContent = `${parts.join(' ')}${n ? ' …' : ''}`;
      b.setAttribute('aria-label', text.t('replay.variationGo', { line: b.textContent }));
      const ids = line.slice(0, line.indexOf(shownId));
      b.addEventListener('click', () => showLine([...ids, c], index));
      box.append(b);
    }
    li.append(box);
  };
  const render = () => {
    items = [];
    list.replaceChildren();
    item(0, text.t('replay.start'), tree.byId.get(0).comment);
    const main = lineFrom([]).join() === line.join();
    stones().forEach((n, i) => {
      const li = item(i + 1, moveLabel(n.moveNumber ?? i + 1, n.point), n.comment);
      variations(li, n.parent, n.id, i + 1);
    });
    if (!main) {
      const back = document.createElement('button');
      back.type = 'button';
      back.className = 'replay-main';
      back.textContent = text.t('replay.mainLine');
      back.addEventListener('click', () => showLine([], board.index));
      const li = document.createElement('li');
      li.className = 'replay-main-item';
      li.append(back);
      list.prepend(li);
    }
    // The app gets the whole record: its variations, comments and marks.
    link.href = recordLink(tree.record, location.href);
    mark();
  };

  const build = async () => {
    await board.ready;
    text = await textFor('widget', widgetEn, elementLanguage(board));
    list.setAttribute('aria-label', text.t('replay.moves'));
    link.textContent = text.t('replay.open');
    if (recordText) {
      try {
        tree = await treeRead;
      } catch (e) {
        const p = document.createElement('p');
        p.className = 'replay-error';
        p.setAttribute('role', 'alert');
        // The module's own words in English, else the shared reason phrase from its error code.
        p.textContent = text.t('replay.badRecord', { message: reasonText(e, text.lang, text.phrases.phrase) });
        list.replaceChildren(p);
        link.hidden = true;
        return;
      }
      if (!params.has('rule') && tree.rule) board.setAttribute('rule', tree.rule);
      if (!params.has('size') && tree.size) board.setAttribute('size', String(tree.size));
      if (!params.has('stones') && tree.setup.stones) board.setAttribute('stones', tree.setup.stones);
      if (!params.has('to-move') && tree.setup.stones && tree.setup.toMove) board.setAttribute('to-move', tree.setup.toMove);
      await showLine([]);
      return;
    }
    const moves = board.moveList;
    link.href = appLink(moves, params, location.href);
    items = [];
    list.replaceChildren();
    item(0, text.t('replay.start'), comments.get(0));
    moves.forEach((point, i) => item(i + 1, moveLabel(i + 1, point === 'pass' ? null : point), comments.get(i + 1)));
    mark();
  };
  const mark = () => {
    const index = board.index;
    // A record's marks are the position's: the node stepped to.
    if (tree) {
      const marks = nodeAt(index)?.marksText ?? '';
      if ((board.getAttribute('marks') ?? '') !== marks) board.setAttribute('marks', marks);
    }
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
