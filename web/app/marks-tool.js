// The analysis board's marks tool (loaded after the first board): letters, numbers, ×, △, ○, □ and
// coloured points put on the board by clicking, kept in the record as a marks text (the widget's
// `marks` attribute form, web/lib/diagram-text.js), so they are saved with the game and travel in the
// share link (`mk=`). The record's marks are drawn in every mode through a board layer; the tool
// itself is in the analysis tools. A click on a marked point takes its mark off.
// What the page hands this module (controls.js): its state and helpers. Importing them would put the
// page's shared code in a chunk of its own, one more request before the first board.
import { marksText, parseMarks } from '../lib/diagram-text.js';

let app, els, t, render, save, showMessage;
let select = null;

const KINDS = ['off', 'letter', 'number', 'x', 'triangle', 'circle', 'square', 'dot-red', 'dot-green', 'dot-blue', 'dot-yellow'];

/** The record's marks as BoardView marks ([] when there are none or they cannot be read). */
export function recordMarks(renju, record) {
  if (!record?.marks) return [];
  try {
    return parseMarks(renju, record.marks, record.size);
  } catch {
    return [];
  }
}

// The next free label: A, B, … (then AA…), or 1, 2, ….
function nextLabel(marks, kind) {
  const used = new Set(marks.filter((m) => m.type === 'label').map((m) => m.text));
  for (let i = 0; ; i++) {
    const text = kind === 'number' ? String(i + 1) : (i < 26 ? '' : String.fromCharCode(65 + Math.floor(i / 26) - 1)) + String.fromCharCode(65 + (i % 26));
    if (!used.has(text)) return text;
  }
}

/** Toggles a mark of `kind` on {x, y} in a marks list: the new list. */
export function toggleMark(marks, { x, y }, kind) {
  const here = marks.find((m) => m.x === x && m.y === y);
  const rest = marks.filter((m) => m !== here);
  if (here) return rest; // a click on a mark takes it off
  if (kind === 'letter' || kind === 'number') return [...rest, { x, y, type: 'label', text: nextLabel(marks, kind) }];
  if (kind.startsWith('dot-')) return [...rest, { x, y, type: 'dot', color: kind.slice(4) }];
  return [...rest, { x, y, type: kind }];
}

/** The labelled choice of a mark's kind ("Marks: off, letter, …"), for the marks tool and the variations panel. */
export function markKindField(t, id, className) {
  const label = document.createElement('label');
  label.className = className;
  const name = document.createElement('span');
  name.textContent = t('marksTool');
  const select = document.createElement('select');
  select.id = id;
  for (const kind of KINDS) {
    const o = document.createElement('option');
    o.value = kind;
    o.textContent = t(`mark_${kind.replace('-', '_')}`);
    select.append(o);
  }
  label.append(name, select);
  return { label, select };
}

function setMarks(list) {
  const s = app.session;
  s.record.marks = marksText(app.renju, list, s.record.size);
  save();
  render();
}

function build() {
  const box = document.createElement('div');
  box.className = 'row marks-tool';
  const field = markKindField(t, 'sel-mark', 'field inline');
  select = field.select;
  const clear = document.createElement('button');
  clear.type = 'button';
  clear.id = 'btn-clear-marks';
  clear.textContent = t('marksClear');
  clear.addEventListener('click', () => {
    setMarks([]);
    showMessage(() => t('marksCleared'));
  });
  box.append(field.label, clear);
  els['analysis-tools'].append(box);
}

/** Wires the tool: its controls in the analysis tools, the board layer, and clicks while it is on. */
export function setupMarks(page) {
  ({ app, els, t, render, save, showMessage } = page);
  build();
  page.registerBoardLayer((s) => ({ marks: recordMarks(app.renju, s.record) }));
  markOnClick(app, () => app.session?.analysis && select.value !== 'off',
    (p) => setMarks(toggleMark(recordMarks(app.renju, app.session.record), p, select.value)));
  select.addEventListener('change', () => render());
  render();
}

/** While `marking()` holds, no stone is previewed under the pointer and a click calls `mark(point)`
 * instead of placing a stone (the analysis board's marks tool, the variations panel's node marks). */
export function markOnClick(app, marking, mark) {
  const set = app.view.set.bind(app.view);
  app.view.set = (partial, force) => set(marking() ? { ...partial, preview: null } : partial, force);
  const placeStone = app.view.onPointClick;
  app.view.onPointClick = (p) => (marking() ? mark(p) : placeStone(p));
}
