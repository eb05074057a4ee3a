// Variations (issue 16), loaded on first need: the game's tree of lines (the files module's GameTree,
// renju.loadFiles; the tree is the core's, this only shows it and passes on what the player does).
// A move played while looking at an earlier position starts a variation; the panel under the move
// list lists the lines that part from the one shown, each to go to, promote or delete, and offers
// to make the line shown the main line. What the page hands this module (controls.js): its state
// and helpers, as for the record panel.
let app, els, t, moduleReason, render, save, announce, showMessage;
let files = null;

/** The files module (loaded once). */
export async function loadFiles(renju) {
  files ??= await renju.loadFiles();
  return files;
}

/** Gives a session its tree (the game's line so far) if it has none yet. */
export function ensureTree(session) {
  if (!session.tree) session.attachTree(files.treeOf(session.target));
  return session.tree;
}

export function setupVariations(page) {
  ({ app, els, t, moduleReason, render, save, announce, showMessage } = page);
  els['variation-list'].addEventListener('click', (e) => {
    const button = e.target.closest('button[data-act]');
    if (!button) return;
    act(button.dataset.act, Number(button.dataset.node));
  });
  els['btn-main-line'].addEventListener('click', () => act('main', app.session.tree.current));
  page.registerPanel(renderVariations);
}

function act(kind, id) {
  const s = app.session;
  let outcome;
  try {
    outcome = s.changeTree(kind, id);
  } catch (e) {
    showMessage(t('error', moduleReason(e)));
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
  const tree = s.analysis ? null : s.tree;
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
        const text = lineText(byId, child);
        const li = document.createElement('li');
        li.style.marginInlineStart = `${depth * 1.25}rem`;
        const go = button('go', child, t('variationGo', { line: text }), text);
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
  box.hidden = !items.length && onMain;
  els['btn-main-line'].hidden = onMain;
  els['variation-list'].replaceChildren(...items);
  els['variations-note'].hidden = onMain;
}
