// A small animated-GIF writer (GIF89a, LZW), for a game's moves as a picture to share. Pure: frames
// are RGBA pixel arrays of one size; the result is the file's bytes.
//
//   const bytes = encodeGIF(frames, width, height, { delays: [80, 80, 200] });  // centiseconds
//
// One global palette of up to 256 colours, the most common ones across the frames (board drawings
// have few: wood, lines, stones, and the edges between them), every pixel drawn in its nearest. After
// the first frame only the rectangle that changed is written, over the frame before.

// The palette: colours counted in 5-bit-per-channel boxes; each box's mean colour, most common first.
function buildPalette(frames) {
  const count = new Uint32Array(32768);
  const sum = new Float64Array(32768 * 3);
  for (const px of frames) {
    for (let i = 0; i < px.length; i += 4) {
      const key = ((px[i] >> 3) << 10) | ((px[i + 1] >> 3) << 5) | (px[i + 2] >> 3);
      count[key]++;
      sum[key * 3] += px[i];
      sum[key * 3 + 1] += px[i + 1];
      sum[key * 3 + 2] += px[i + 2];
    }
  }
  const keys = [];
  for (let k = 0; k < 32768; k++) if (count[k]) keys.push(k);
  keys.sort((a, b) => count[b] - count[a]);
  const colors = keys.slice(0, 256).map((k) => [0, 1, 2].map((c) => Math.round(sum[k * 3 + c] / count[k])));
  while (colors.length < 2) colors.push([0, 0, 0]);
  return colors;
}

// Pixel -> palette index, by the nearest colour of each 5-bit box (worked out once per box).
function indexer(colors) {
  const cache = new Int16Array(32768).fill(-1);
  return (r, g, b) => {
    const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    let best = cache[key];
    if (best >= 0) return best;
    let bestD = Infinity;
    for (let i = 0; i < colors.length; i++) {
      const [pr, pg, pb] = colors[i];
      const d = (pr - r) ** 2 + (pg - g) ** 2 + (pb - b) ** 2;
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
    cache[key] = best;
    return best;
  };
}

/** LZW-compresses palette indices as GIF image data (the code stream, not yet in sub-blocks). */
export function lzwEncode(indices, minCodeSize) {
  const clear = 1 << minCodeSize;
  const eoi = clear + 1;
  const out = [];
  let acc = 0;
  let bits = 0;
  let size = minCodeSize + 1;
  const emit = (code) => {
    acc |= code << bits;
    bits += size;
    while (bits >= 8) {
      out.push(acc & 255);
      acc >>>= 8;
      bits -= 8;
    }
  };
  let table = new Map();
  let next = eoi + 1;
  emit(clear);
  let prefix = indices[0];
  for (let i = 1; i < indices.length; i++) {
    const k = indices[i];
    const key = (prefix << 8) | k;
    const found = table.get(key);
    if (found !== undefined) {
      prefix = found;
      continue;
    }
    emit(prefix);
    if (next === 4096) {
      // The table is full: start again.
      emit(clear);
      table = new Map();
      next = eoi + 1;
      size = minCodeSize + 1;
    } else {
      if (next >= 1 << size) size++;
      table.set(key, next++);
    }
    prefix = k;
  }
  emit(prefix);
  emit(eoi);
  if (bits > 0) out.push(acc & 255);
  return out;
}

function subBlocks(bytes, out) {
  for (let i = 0; i < bytes.length; i += 255) {
    const n = Math.min(255, bytes.length - i);
    out.push(n);
    for (let j = 0; j < n; j++) out.push(bytes[i + j]);
  }
  out.push(0);
}

const u16 = (v) => [v & 255, (v >> 8) & 255];

/**
 * An animated GIF of `frames` (RGBA Uint8ClampedArray/Uint8Array, width*height*4 each). `delays`:
 * each frame's delay in centiseconds (default 60; the last frame's too); `loop`: 0 repeats forever.
 */
export function encodeGIF(frames, width, height, { delays = [], loop = 0 } = {}) {
  if (!frames.length) throw new RangeError('a GIF needs at least one frame');
  if (!(width > 0 && height > 0 && width < 65536 && height < 65536)) throw new RangeError(`${width}x${height} is not a GIF size`);
  for (const f of frames) if (f.length !== width * height * 4) throw new RangeError('every frame must be width x height RGBA pixels');
  const colors = buildPalette(frames);
  const bitsPerColor = Math.max(1, Math.ceil(Math.log2(colors.length)));
  const tableSize = 1 << bitsPerColor;
  const out = [...'GIF89a'].map((c) => c.charCodeAt(0));
  out.push(...u16(width), ...u16(height), 0x80 | ((bitsPerColor - 1) << 4) | (bitsPerColor - 1), 0, 0);
  for (let i = 0; i < tableSize; i++) out.push(...(colors[i] ?? [0, 0, 0]));
  // NETSCAPE2.0: repeat.
  out.push(0x21, 0xff, 11, ...[...'NETSCAPE2.0'].map((c) => c.charCodeAt(0)), 3, 1, ...u16(loop), 0);
  const nearest = indexer(colors);
  const minCodeSize = Math.max(2, bitsPerColor);
  let previous = null;
  frames.forEach((px, n) => {
    const index = new Uint8Array(width * height);
    for (let i = 0, p = 0; i < index.length; i++, p += 4) index[i] = nearest(px[p], px[p + 1], px[p + 2]);
    // The rectangle that differs from the frame before (all of the first frame).
    let x0 = 0;
    let y0 = 0;
    let x1 = width - 1;
    let y1 = height - 1;
    if (previous) {
      x0 = width; y0 = height; x1 = -1; y1 = -1;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (index[y * width + x] !== previous[y * width + x]) {
            if (x < x0) x0 = x;
            if (x > x1) x1 = x;
            if (y < y0) y0 = y;
            if (y > y1) y1 = y;
          }
        }
      }
      if (x1 < 0) { x0 = y0 = x1 = y1 = 0; } // nothing changed: one pixel, the same as before
    }
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    const part = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) part.set(index.subarray((y0 + y) * width + x0, (y0 + y) * width + x0 + w), y * w);
    const delay = Math.max(2, Math.round(delays[n] ?? delays.at(-1) ?? 60));
    // Graphic control: keep the frame (disposal 1) under the next one; the delay.
    out.push(0x21, 0xf9, 4, 1 << 2, ...u16(delay), 0, 0);
    out.push(0x2c, ...u16(x0), ...u16(y0), ...u16(w), ...u16(h), 0);
    out.push(minCodeSize);
    subBlocks(lzwEncode(part, minCodeSize), out);
    previous = index;
  });
  out.push(0x3b);
  return Uint8Array.from(out);
}
