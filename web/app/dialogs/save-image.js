// The "Save image" dialog (loaded on first use): the board as it is shown now, as a PNG or an SVG, with
// toggles for move numbers (from a chosen move on), coordinates, marks, the last move and forbidden
// points, and the game's moves as an animated GIF. Every picture is drawn from the board's own scene
// (web/lib/board-scene.js) in the page's colours, so it shows what the board shows.
// What the page hands this module (controls.js): its state and helpers. Importing them would put the
// page's shared code in a chunk of its own, one more request before the first board.
import { colorsOf, download, pngPixels, renderSVG, sceneSVG, svgToPNG } from '../../lib/board-image.js';
import { boardScene } from '../../lib/board-scene.js';
import { encodeGIF } from '../../lib/gif.js';

let app, t, moduleReason, showMessage;
let dialog = null;
let fields = null;
let previewImg = null;

const pointName = (s) => String.fromCharCode(97 + s.x) + (s.y + 1);

// The board's description with the dialog's choices applied.
function chosen() {
  const base = app.view.config;
  const f = fields;
  const from = Math.max(1, Math.trunc(Number(f.from.value) || 1));
  const stones = base.stones.map((s) => ({ ...s, number: s.number && s.number >= from ? s.number : undefined }));
  return {
    ...base,
    stones,
    showNumbers: f.numbers.checked,
    coordinates: f.coordinates.checked,
    marks: f.marks.checked ? base.marks : [],
    lastMove: f.last.checked ? base.lastMove : null,
    forbidden: f.forbidden.checked ? base.forbidden : [],
    preview: null,
    cursor: null,
  };
}

const colors = () => colorsOf(app.view.svg);
const svgOf = (config, width) => sceneSVG(boardScene(config), { colors: colors(), width, title: app.view.config.label });

function updatePreview() {
  const svg = svgOf(chosen(), 320);
  previewImg.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  const px = pngPixels(app.view.svg.getBoundingClientRect().width, { scale: Number(fields.scale.value) });
  fields.scaleNote.textContent = t('imagePixels', { n: px });
  const moves = app.view.config.stones.filter((s) => s.number).length;
  fields.gif.disabled = moves === 0;
}

function fileName(ext) {
  const s = app.session;
  return `renju-${s?.record?.rule ?? 'board'}-${s?.ply ?? 0}.${ext}`;
}

async function savePNG() {
  const px = pngPixels(app.view.svg.getBoundingClientRect().width, { scale: Number(fields.scale.value) });
  download(await svgToPNG(svgOf(chosen(), px), px), fileName('png'));
  showMessage(() => t('imageSaved'));
}

function saveSVG() {
  download(svgOf(chosen(), null), fileName('svg'), 'image/svg+xml');
  showMessage(() => t('imageSaved'));
}

// A frame a move: the stones without numbers throughout, the numbered ones up to that move; forbidden
// points (when asked) from the module, for black to move.
async function saveGIF() {
  const config = chosen();
  const numbered = config.stones.filter((s) => s.number).sort((a, b) => a.number - b.number);
  const fixed = config.stones.filter((s) => !s.number && !app.view.config.stones.find((b) => b.x === s.x && b.y === s.y && b.number));
  const earlier = config.stones.filter((s) => !s.number && !fixed.includes(s));
  const px = 480;
  const palette = colors();
  const frames = [];
  const record = app.session.record;
  fields.gif.disabled = true;
  try {
    for (let k = 0; k <= numbered.length; k++) {
      const stones = [...fixed, ...earlier, ...numbered.slice(0, k)];
      let forbidden = [];
      if (fields.forbidden.checked && record.rule === 'renju') {
        const next = numbered[k];
        if (!next || next.color === 'black') {
          const list = (c) => stones.filter((s) => s.color === c).map(pointName);
          const position = app.renju.newPosition({ rule: 'renju', size: record.size, black: list('black'), white: list('white'), toMove: 'black' });
          try { forbidden = position.forbiddenPoints(); } finally { position.dispose(); }
        }
      }
      const last = k ? numbered[k - 1] : null;
      const frame = { ...config, stones, forbidden, winLine: k === numbered.length ? config.winLine : [],
        lastMove: fields.last.checked && last ? { x: last.x, y: last.y } : null };
      const canvas = await renderSVG(sceneSVG(boardScene(frame), { colors: palette, width: px }), px);
      frames.push(canvas.getContext('2d').getImageData(0, 0, px, px).data);
    }
    const delays = frames.map((_, i) => (i === frames.length - 1 ? 240 : 80));
    download(new Blob([encodeGIF(frames, px, px, { delays })], { type: 'image/gif' }), fileName('gif'));
    showMessage(() => t('imageSaved'));
  } finally {
    fields.gif.disabled = false;
  }
}

function make(tag, attrs = {}, text) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

function check(name, key, on = true) {
  const label = make('label', { class: 'choice' });
  const input = make('input', { type: 'checkbox', name });
  input.checked = on;
  label.append(input, make('span', {}, t(key)));
  return [label, input];
}

function build() {
  dialog = make('dialog', { id: 'dlg-image', 'aria-labelledby': 'dlg-image-title' });
  const form = make('form', { method: 'dialog' });
  const title = make('h2', { id: 'dlg-image-title' }, t('saveImageTitle'));
  previewImg = make('img', { class: 'image-preview', alt: t('imagePreview'), width: '320', height: '320' });
  Object.assign(previewImg.style, { display: 'block', width: 'min(320px, 100%)', height: 'auto', margin: '0 auto 0.4rem' });
  const shows = make('fieldset');
  shows.append(make('legend', {}, t('imageShows')));
  const [numbersLabel, numbers] = check('numbers', 'imageNumbers', Boolean(app.settings.showNumbers));
  const fromLabel = make('label', { class: 'field' });
  const from = make('input', { type: 'number', name: 'from', min: '1', max: '999', value: '1', inputmode: 'numeric' });
  fromLabel.append(make('span', {}, t('imageNumbersFrom')), from);
  const [coordinatesLabel, coordinates] = check('coordinates', 'imageCoordinates', app.view.config.coordinates);
  const [marksLabel, marks] = check('marks', 'imageMarks');
  const [lastLabel, last] = check('last', 'imageLastMove');
  const [forbiddenLabel, forbidden] = check('forbidden', 'imageForbidden');
  shows.append(numbersLabel, fromLabel, coordinatesLabel, marksLabel, lastLabel, forbiddenLabel);
  const size = make('fieldset');
  size.append(make('legend', {}, t('imageSize')));
  const scaleLabel = make('label', { class: 'field' });
  const scale = make('select', { name: 'scale' });
  for (const n of [2, 3, 4, 6]) scale.append(make('option', { value: String(n) }, `${n}×`));
  const scaleNote = make('span', { class: 'note' });
  scaleLabel.append(make('span', {}, t('imageScale')), scale);
  size.append(scaleLabel, scaleNote);
  const row = make('div', { class: 'row end' });
  const png = make('button', { type: 'button', class: 'primary' }, t('imageSavePng'));
  const svg = make('button', { type: 'button' }, t('imageSaveSvg'));
  const gif = make('button', { type: 'button' }, t('imageSaveGif'));
  const close = make('button', { type: 'submit' }, t('close'));
  row.append(png, svg, gif, close);
  form.append(title, previewImg, shows, size, row);
  dialog.append(form);
  document.body.append(dialog);
  fields = { numbers, from, coordinates, marks, last, forbidden, scale, scaleNote, gif };
  form.addEventListener('input', updatePreview);
  form.addEventListener('change', updatePreview);
  const guard = (fn) => async () => {
    try {
      await fn();
    } catch (e) {
      showMessage(() => t('imageFailed', { message: moduleReason(e) }));
    }
  };
  png.addEventListener('click', guard(savePNG));
  svg.addEventListener('click', guard(saveSVG));
  gif.addEventListener('click', guard(saveGIF));
}

/** Opens the dialog (built on first use). */
export function openSaveImage(page) {
  ({ app, t, moduleReason, showMessage } = page);
  if (!dialog) build();
  updatePreview();
  dialog.showModal();
}
