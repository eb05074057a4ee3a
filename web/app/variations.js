// Variations (issue 16), loaded on first need: the game's tree of lines (the files module's GameTree,
// renju.loadFiles; the tree is the core's, this only shows it and passes on what the player does).
// A move played while looking at an earlier position starts a variation; the panel under the move
// list lists the lines that part from the one shown, each to go to, promote or delete, and offers
// to make the line shown the main line. Each node of the tree keeps its own comment and marks (the
// core's VariationTree): the comment of the position shown can be written under the list, and its
// marks are drawn on the board; both are saved with the tree (its record) and travel in share links.
// The node's marks are set with the same kinds as the analysis board's marks tool: while a kind is
// chosen, a click on the board marks the position shown instead of playing.
// What the page hands this module (controls.js): its state and helpers, as for the record panel.
import { drawnMarks, moduleMarks } from '../lib/diagram-text.js';
import { markKindField, markOnClick, toggleMark } from './marks-tool.js';
import { dot, stepShort, stepText } from './panels/moves.js';
let app, els, t, moduleReason, render, save, announce, showMessage;
let files = null;
let markLabel = null;

/** The files module (loaded once). */
export async function loadFiles(renju) {
  files ??= await renju.loadFiles();
  return files;
}

/**
 * Gives a session its tree if it has none yet: a game's line so far, or the analysis board's steps
 * and the ones it can redo (the redo line stays in the tree when a step starts another).
 */
export function ensureTree(session) {
  if (session.tree) return session.tree;
  if (!session.analysis) {
    session.attachTree(files.treeOf(session.target));
    return session.tree;
  }
  const tree = files.boardTree(session.boardStart());
  const { actions, undone } = session.record;
  try {
    tree.follow([...actions, ...[...undone].reverse()]).follow(actions);
  } catch (e) {
    tree.dispose();
    throw e;
  }
  session.attachTree(tree);
  return tree;
}

export function setupVariations(page) {
  ({ app, els, t, moduleReason, render, save, announce, showMessage } = page);
  els['variation-list'].addEventListener('click', (e) => {
    const button = e.target.closest('button[data-act]');
    if (!button) return;
    act(button.dataset.act, Number(button.dataset.node));
  });
  els['btn-main-line'].addEventListener('click', () => act('main', app.session.tree.current));
  const area = els['node-comment'];
  // Written into the tree as it is typed (the page's own save keeps it); said once when done.
  area.addEventListener('input', () => setComment(false));
  area.addEventListener('change', () => setComment(true));
  page.registerPanel(renderVariations);
  page.registerBoardLayer((s) => ({ marks: nodeMarks(s) }));
  buildMarkKinds();
}

// The marks select under the comment; while a kind is chosen a click marks the position shown.
function buildMarkKinds() {
  const { label, select } = markKindField(t, 'node-mark-kind', 'field inline node-mark-field');
  markLabel = label;
  els['node-marks'].before(label);
  markOnClick(app, () => app.session?.tree && !app.session.analysis && select.value !== 'off', (p) => {
    const s = app.session;
    const id = shownNode(s);
    const marks = moduleMarks(toggleMark(nodeMarks(s), p, select.value));
    try {
      s.tree.setMarks(marks, id);
    } catch (e) {
      showMessage(() => t('error', moduleReason(e)));
      return;
    }
    save();
    render();
  });
}

// The tree's node of the position shown: along the line to the current node, at the move looked at.
function shownNode(s) {
  const tree = s.tree;
  const at = s.viewPly ?? s.ply;
  if (!at) return 0;
  return tree.line()[at - 1] ?? tree.current;
}

function setComment(done) {
  const s = app.session;
  const area = els['node-comment'];
  if (!s?.tree || area.dataset.node === undefined) return;
  const id = Number(area.dataset.node);
  try {
    if ((s.tree.node(id).comment ?? '') !== area.value) s.tree.setComment(area.value, id);
  } catch (e) {
    showMessage(() => t('error', moduleReason(e)));
    return;
  }
  save();
  if (done && id) announce(t('nodeCommentSaved', { n: s.tree.node(id).moveNumber ?? id }));
}

// The marks of the position shown (the tree's node: {point, x, y, type, text}), as the board draws them;
// on the analysis board too, where a record can bring them, though its own marks tool sets others.
function nodeMarks(s) {
  if (!s?.tree) return [];
  return drawnMarks(s.tree.node(shownNode(s))?.marks ?? []);
}

function act(kind, id) {
  const s = app.session;
  let outcome;
  try {
    outcome = s.changeTree(kind, id);
  } catch (e) {
    showMessage(() => t('error', moduleReason(e)));
    return;
  }
  showMessage('');
  save();
  render();
  announce(outcome);
}

// A line in short: "5. J10 6. K11 7. L12 …" from a node down its first children.
function lineText(byId, id, limit = 6) {
  const parts = [];
  let n = byId.get(id);
  for (; n && parts.length < limit; n = byId.get(n.children[0])) parts.push(n.point ? `${n.moveNumber}. ${n.point.toUpperCase()}` : n.token);
  return n ? `${parts.join(' ')} …` : parts.join(' ');
}

// An analysis board's line: each step's colour matters (no turns), so it is shown by its stone, as in
// the step list, and said in words.
function boardLine(byId, id, limit = 6) {
  const steps = [];
  let n = byId.get(id);
  for (; n && steps.length < limit; n = byId.get(n.children[0])) {
    steps.push({ n: n.moveNumber, kind: n.color ? 'place' : 'remove', color: n.color, point: n.point.toUpperCase() });
  }
  const nodes = [];
  for (const step of steps) {
    if (nodes.length) nodes.push(document.createTextNode(' '));
    const span = document.createElement('span');
    span.className = 'step'; // a step does not break between its number, stone and point
    span.append(`${step.n}. `);
    if (step.color) span.append(dot(step.color));
    span.append(stepShort(step));
    nodes.push(span);
  }
  if (n) nodes.push(document.createTextNode(' …'));
  return { nodes, words: steps.map(stepText).join(', ') + (n ? ' …' : '') };
}

function button(act, node, label, text) {
  const b = document.createElement('button');
  b.type = 'button';
  b.dataset.act = act;
  b.dataset.node = String(node);
  b.textContent = text;
  b.setAttribute('aria-label', label);
  return b;
}

export function renderVariations(s) {
  const box = els.variations;
  const tree = s.tree;
  if (!tree) {
    box.hidden = true;
    return;
  }
  const nodes = tree.nodes;
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const main = new Set();
  for (let n = byId.get(0); n; n = byId.get(n.children[0])) main.add(n.id);
  // The line shown: the root to the current node, then on down its first children.
  const shown = [0, ...tree.line()];
  for (let n = byId.get(shown.at(-1)).children[0]; n !== undefined; n = byId.get(n).children[0]) shown.push(n);
  const items = [];
  // The lines that part from `line` (ids along it), each followed by the lines that part from it, indented.
  const list = (line, depth) => {
    line.forEach((id, i) => {
      const next = line[i + 1];
      const siblings = byId.get(id).children;
      for (const child of siblings) {
        if (child === next) continue;
        const board = s.analysis ? boardLine(byId, child) : null;
        const text = board ? board.words : lineText(byId, child);
        const li = document.createElement('li');
        li.style.marginInlineStart = `${depth * 1.25}rem`;
        const go = button('go', child, t('variationGo', { line: text }), text);
        if (board) go.replaceChildren(...board.nodes);
        go.className = 'line';
        li.append(go);
        if (main.has(child)) {
          const tag = document.createElement('span');
          tag.className = 'tag';
          tag.textContent = t('mainLineTag');
          li.append(tag);
        }
        if (siblings.indexOf(child) > 0) li.append(button('promote', child, t('variationPromoteLabel', { line: text }), t('variationPromote')));
        li.append(button('delete', child, t('variationDeleteLabel', { line: text }), t('variationDelete')));
        items.push(li);
        const sub = [];
        for (let n = child; n !== undefined; n = byId.get(n).children[0]) sub.push(n);
        if (depth < 8) list(sub, depth + 1);
      }
    });
  };
  list(shown, 0);
  const onMain = main.has(tree.current);
  // The comment and marks of the position shown (a comment being typed is left as it is).
  const here = byId.get(shownNode(s));
  const area = els['node-comment'];
  if (area.dataset.node !== String(here.id) || document.activeElement !== area) {
    area.dataset.node = String(here.id);
    area.value = here.comment ?? '';
  }
  const marks = here.marks?.length ?? 0;
  // The analysis board keeps its marks with the board (its own marks tool), not in the tree's nodes.
  markLabel.hidden = s.analysis;
  els['node-marks'].hidden = !marks;
  els['node-marks'].textContent = marks ? t('nodeMarks', { n: marks }) : '';
  box.hidden = false;
  els['btn-main-line'].hidden = onMain;
  els['variation-list'].replaceChildren(...items);
  els['variations-note'].hidden = onMain;
}
