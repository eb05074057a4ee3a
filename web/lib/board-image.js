// Board images: the board's scene (board-scene.js, the same one the live board draws) as a
// self-contained SVG — colours resolved, text drawn as paths from a small stroke font (glyphs.js),
// nothing external — and as a PNG at a chosen pixel size, drawn from that SVG on a canvas.
//
//   const svg = boardSVG({ size: 15, stones, showNumbers: true }, { theme: 'wood' });
//   const png = await svgToPNG(svg, 1200);   // browser only: a Blob, 1200 x 1200 pixels
//
// sceneSVG and boardSVG are pure (Node runs them); svgToPNG and renderFrame need a browser.
import { boardScene, STYLES, THEMES } from './board-scene.js';
import { textPath } from './glyphs.js';

/** The default colour of each custom property under a theme: {'--renju-line': '#3b2a14', ...}. */
export function themeColors(theme = 'wood') {
  const out = {};
  for (const s of Object.values(STYLES)) {
    for (const v of Object.values(s)) if (Array.isArray(v) && typeof v[0] === 'string') out[v[0]] = v[1];
  }
  return { ...out, ...(THEMES[theme] ?? {}) };
}

/** Resolves a style value: a [variable, default] pair through `colors`, else the value itself. */
export function resolveValue(value, colors = {}) {
  if (!Array.isArray(value)) return value;
  const v = colors[value[0]];
  return v === undefined || v === '' ? value[1] : v;
}

const ORDER = Object.keys(STYLES);
const PAINT = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-dasharray', 'opacity'];

function escape(text) {
  return String(text).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

// An item's paint: its classes' styles merged in the stylesheet's order (as CSS applies them).
function paintOf(cls, colors) {
  const names = cls.split(/\s+/).filter((n) => STYLES[n]).sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  const out = {};
  for (const n of names) for (const [k, v] of Object.entries(STYLES[n])) out[k] = k === 'font' ? v : resolveValue(v, colors);
  return out;
}

function attrText(attrs) {
  return Object.entries(attrs).filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => ` ${k}="${escape(v)}"`).join('');
}

/**
 * A scene as SVG text. `colors`: custom property values ({'--renju-line': '#444'}) over the theme's
 * defaults; `width`: the SVG's size in pixels (the viewBox is the board's own units); `title`: its
 * accessible name.
 */
export function sceneSVG(scene, { theme = 'wood', colors = {}, width = null, title = 'Renju board' } = {}) {
  const palette = { ...themeColors(theme), ...colors };
  const px = width ?? Math.round(scene.extent * 40);
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${scene.extent} ${scene.extent}" width="${px}" height="${px}" role="img">`,
    `<title>${escape(title)}</title>`];
  for (const item of scene.items) {
    const paint = paintOf(item.cls, palette);
    const data = {};
    if (item.stone) {
      data['data-point'] = String.fromCharCode(97 + item.stone.x) + (item.stone.y + 1);
      data['data-color'] = item.stone.color;
    }
    if (item.tag === 'text') {
      const [size, weight] = paint.font ?? [0.4, 400];
      const fontSize = Number(item.attrs['font-size'] ?? size);
      const glyphs = textPath(item.text, Number(item.attrs.x), Number(item.attrs.y), fontSize, weight);
      if (glyphs) {
        out.push(`<path class="${item.cls}"${attrText({ d: glyphs.d, fill: 'none', stroke: paint.fill, 'stroke-width': glyphs.strokeWidth,
          'stroke-linecap': 'round', 'stroke-linejoin': 'round' })}><title>${escape(item.text)}</title></path>`);
      } else {
        // A label in a script the stroke font lacks: text in the reader's sans-serif.
        out.push(`<text class="${item.cls}"${attrText({ x: item.attrs.x, y: item.attrs.y, fill: paint.fill, 'font-family': 'sans-serif',
          'font-size': fontSize, 'font-weight': weight, 'text-anchor': 'middle', 'dominant-baseline': 'central' })}>${escape(item.text)}</text>`);
      }
      continue;
    }
    const style = {};
    for (const k of PAINT) if (paint[k] !== undefined) style[k] = paint[k];
    out.push(`<${item.tag} class="${item.cls}"${attrText({ ...item.attrs, ...style, ...(item.attrs.fill ? { fill: item.attrs.fill } : {}), ...data })}/>`);
  }
  out.push('</svg>');
  return out.join('\n');
}

/** A board description (BoardView's config) as SVG text: sceneSVG(boardScene(config), options). */
export function boardSVG(config, options = {}) {
  return sceneSVG(boardScene(config), options);
}

/** The custom property values an element's board is painted with (a page's and a theme's). */
export function colorsOf(element) {
  const style = getComputedStyle(element);
  const out = {};
  for (const name of Object.keys(themeColors())) {
    const v = style.getPropertyValue(name).trim();
    if (v) out[name] = v;
  }
  return out;
}

/** Draws SVG text on a canvas `pixels` square (browser). */
export async function renderSVG(svg, pixels) {
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = pixels;
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0, pixels, pixels);
  return canvas;
}

/** SVG text as a PNG Blob `pixels` square (browser). */
export async function svgToPNG(svg, pixels) {
  const canvas = await renderSVG(svg, pixels);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(Object.assign(new Error('the browser could not write a PNG'), { code: 'IMAGE_FAILED' }))), 'image/png');
  });
}

/** The pixel size of a PNG: `scale` times the board's size on screen (`cssPixels`), at least 2x the device's pixels. */
export function pngPixels(cssPixels, { scale, width } = {}, deviceRatio = globalThis.devicePixelRatio ?? 1) {
  if (width !== undefined) {
    const w = Math.round(Number(width));
    if (!Number.isFinite(w) || w < 16 || w > 8192) throw new RangeError(`width: ${String(width).slice(0, 12)} is not from 16 to 8192 pixels`);
    return w;
  }
  const s = scale === undefined ? Math.max(2, 2 * deviceRatio) : Number(scale);
  if (!Number.isFinite(s) || s < 2 || s > 16) throw new RangeError(`scale: ${String(scale).slice(0, 12)} is not from 2 to 16`);
  return Math.min(8192, Math.round(Math.max(cssPixels || 480, 120) * s));
}

/** A file download of a Blob or text (browser). */
export function download(data, filename, type) {
  const blob = data instanceof Blob ? data : new Blob([data], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
