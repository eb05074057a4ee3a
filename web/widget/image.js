// <renju-board>'s pictures: the board as drawn now as SVG text or a PNG, and its game's moves as an
// animated GIF. All come from the board's scene (web/lib/board-scene.js) in the colours the element
// is painted with (its theme and the page's custom properties), so they show what the reader sees.
import { colorsOf, pngPixels, renderSVG, sceneSVG, svgToPNG } from '../lib/board-image.js';
import { boardScene } from '../lib/board-scene.js';
import { encodeGIF } from '../lib/gif.js';
import { readConfig } from './config.js';
import { BoardModel } from './model.js';

/** The board's SVG text: `view` the element's BoardView, `host` the element. */
export function boardSVGText(view, host, { width } = {}) {
  return sceneSVG(view.scene(), { theme: host.theme, colors: colorsOf(host), width, title: view.config.label });
}

/** A PNG Blob of the board: {scale} times its size on the page (at least 2x the device's pixels) or {width} pixels. */
export async function boardPNG(view, host, options = {}) {
  const pixels = pngPixels(view.svg.getBoundingClientRect().width, options);
  return svgToPNG(boardSVGText(view, host, { width: pixels }), pixels);
}

/**
 * An animated GIF (a Blob) of the board's game from its first move to its last: one frame per move,
 * `delay` milliseconds each (the last shown three times as long). `attrs` are the element's attributes;
 * `code` the game's moves now (a play-mode board's own moves included).
 */
export async function boardGIF(renju, attrs, code, host, { delay = 700, width = 480 } = {}) {
  const px = pngPixels(0, { width });
  const d = Number(delay);
  if (!Number.isFinite(d) || d < 20 || d > 60000) throw new RangeError(`delay: ${String(delay).slice(0, 12)} is not from 20 to 60000 ms`);
  const config = { ...readConfig(attrs, renju.rules), mode: 'replay', moves: code };
  const model = new BoardModel(renju, config);
  const colors = colorsOf(host);
  const frames = [];
  try {
    for (let i = 0; i <= model.moves.length; i++) {
      model.goto(i);
      const { result, toMove, preview, interactive, ...board } = model.view();
      const scene = boardScene({ ...board, showNumbers: config.numbers, coordinates: config.coordinates });
      const canvas = await renderSVG(sceneSVG(scene, { theme: config.theme, colors, width: px }), px);
      frames.push(canvas.getContext('2d').getImageData(0, 0, px, px).data);
    }
  } finally {
    model.dispose();
  }
  const cs = Math.round(d / 10);
  const delays = frames.map((_, i) => (i === frames.length - 1 ? cs * 3 : cs));
  return new Blob([encodeGIF(frames, px, px, { delays })], { type: 'image/gif' });
}
