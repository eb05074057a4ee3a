// The animated-GIF writer (web/lib/gif.js), checked by decoding its files back with a decoder written
// in tests/js/image-decode.mjs from the GIF89a specification (blocks, sub-blocks, LZW with growing codes and clear codes):
// the number of frames, their delays, the loop, and every pixel's colour. Chromium's own decoder
// reads the widget's GIFs in tests/pages/board-image.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { encodeGIF, lzwEncode } from '../../web/lib/gif.js';
import { decodeGIF, lzwDecode } from './image-decode.mjs';

// A w x h frame of one colour with rectangles painted on it.
function frame(w, h, bg, rects = []) {
  const px = new Uint8Array(w * h * 4);
  for (let i = 0; i < w * h; i++) px.set([...bg, 255], i * 4);
  for (const [x0, y0, x1, y1, c] of rects) {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) px.set([...c, 255], (y * w + x) * 4);
  }
  return px;
}

const pixel = (f, w, x, y) => [...f.rgba.subarray((y * w + x) * 4, (y * w + x) * 4 + 3)];

test('a GIF of three frames decodes to three frames with their delays, the loop and every pixel', () => {
  const w = 40;
  const h = 30;
  const wood = [220, 179, 92];
  const black = [20, 20, 20];
  const white = [247, 247, 242];
  const frames = [
    frame(w, h, wood),
    frame(w, h, wood, [[5, 5, 12, 12, black]]),
    frame(w, h, wood, [[5, 5, 12, 12, black], [20, 10, 30, 25, white]]),
  ];
  const bytes = encodeGIF(frames, w, h, { delays: [50, 50, 150] });
  const gif = decodeGIF(bytes);
  assert.deepEqual([gif.width, gif.height, gif.loop], [40, 30, 0]);
  assert.deepEqual(gif.frames.map((f) => f.delay), [50, 50, 150]);
  for (let n = 0; n < 3; n++) {
    for (let i = 0; i < w * h; i++) {
      assert.deepEqual([...gif.frames[n].rgba.subarray(i * 4, i * 4 + 3)], [...frames[n].subarray(i * 4, i * 4 + 3)], `frame ${n}, pixel ${i}`);
    }
  }
  assert.deepEqual(pixel(gif.frames[2], w, 25, 20), white);
  assert.deepEqual(pixel(gif.frames[1], w, 25, 20), wood);
});

test('LZW: long and varied runs fill the code table, clear it, and still decode exactly', () => {
  // 300x300 of pseudo-random indices from 256 colours: the table fills (4096 codes) many times.
  let seed = 12345;
  const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 16;
  const n = 90000;
  const indices = Uint8Array.from({ length: n }, (_, i) => (i % 7 === 0 ? rand() & 255 : (i >> 5) & 255));
  const code = lzwEncode(indices, 8);
  assert.deepEqual(lzwDecode(code, 8, n), [...indices]);
  // Two colours, the smallest code size.
  const two = Uint8Array.from({ length: 1000 }, (_, i) => (i * i) % 3 === 0 ? 1 : 0);
  assert.deepEqual(lzwDecode(lzwEncode(two, 2), 2, 1000), [...two]);
});

test('many colours: the palette keeps the most common ones and draws the rest in the nearest', () => {
  const w = 64;
  const h = 64;
  const px = new Uint8Array(w * h * 4);
  // A big wood area, then a gradient of 4096 colours in one corner.
  for (let i = 0; i < w * h; i++) px.set([220, 179, 92, 255], i * 4);
  for (let y = 0; y < 16; y++) for (let x = 0; x < 64; x++) px.set([x * 4, y * 16, (x * y) & 255, 255], (y * w + x) * 4);
  const gif = decodeGIF(encodeGIF([px], w, h));
  assert.deepEqual(pixel(gif.frames[0], w, 40, 40), [220, 179, 92], 'the common colour exactly');
  const got = pixel(gif.frames[0], w, 30, 5);
  const want = [120, 80, 150];
  assert.ok(got.every((v, i) => Math.abs(v - want[i]) < 40), `a rare colour drawn near it: ${got}`);
});

test('bad frames are refused with the reason', () => {
  assert.throws(() => encodeGIF([], 2, 2), /at least one frame/);
  assert.throws(() => encodeGIF([new Uint8Array(3)], 2, 2), /width x height RGBA/);
  assert.throws(() => encodeGIF([new Uint8Array(0)], 0, 2), /not a GIF size/);
});
