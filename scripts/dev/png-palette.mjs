// Rewrites an 8-bit RGB(A) PNG as a palette PNG of at most 256 colours (the app icons are flat
// drawings: a palette keeps them visually identical at a third of the size).
//   node scripts/dev/png-palette.mjs in.png out.png
import { readFileSync, writeFileSync } from 'node:fs';
import { deflateSync, crc32 } from 'node:zlib';
import { decodePNG } from '../../tests/js/image-decode.mjs';

const [input, output] = process.argv.slice(2);
const png = readFileSync(input);
const { width, height, rgba } = decodePNG(png);
const stride = width * 4;
const pixels = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.length);

// The 256 most frequent colours; every other pixel takes the nearest of them.
const counts = new Map();
for (let i = 0; i < pixels.length; i += 4) {
  const key = pixels.readUInt32BE(i);
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
const palette = [...counts.entries()].sort((x, y) => y[1] - x[1]).slice(0, 256).map(([k]) => k);
const index = new Map(palette.map((k, i) => [k, i]));
const channels = (k) => [k >>> 24, (k >>> 16) & 255, (k >>> 8) & 255, k & 255];
const nearest = (k) => {
  const [r, g, b, a] = channels(k);
  let best = 0;
  let bestD = Infinity;
  palette.forEach((p, i) => {
    const [pr, pg, pb, pa] = channels(p);
    const d = (r - pr) ** 2 + (g - pg) ** 2 + (b - pb) ** 2 + (a - pa) ** 2;
    if (d < bestD) { bestD = d; best = i; }
  });
  return best;
};
const rows = Buffer.alloc(height * (width + 1));
for (let y = 0; y < height; y++) {
  for (let x = 0; x < width; x++) {
    const k = pixels.readUInt32BE(y * stride + x * 4);
    let i = index.get(k);
    if (i === undefined) index.set(k, (i = nearest(k)));
    rows[y * (width + 1) + 1 + x] = i;
  }
}

const chunk = (type, data) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(width, 0);
ihdr.writeUInt32BE(height, 4);
ihdr[8] = 8;
ihdr[9] = 3;
const plte = Buffer.concat(palette.map((k) => Buffer.from(channels(k).slice(0, 3))));
const trns = Buffer.from(palette.map((k) => k & 255));
writeFileSync(output, Buffer.concat([
  png.subarray(0, 8), chunk('IHDR', ihdr), chunk('PLTE', plte), chunk('tRNS', trns),
  chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0)),
]));
console.log(`${input}: ${png.length} -> ${output}: ${readFileSync(output).length} bytes, ${counts.size} colours -> ${palette.length}`);
