// Decoders for the images' tests, written from the file formats' specifications rather than from
// the writers: GIF89a (blocks, sub-blocks, LZW with growing codes and clear codes) and PNG (8-bit
// RGB/RGBA, zlib, the five row filters).
import { inflateSync } from 'node:zlib';

export function lzwDecode(bytes, minCodeSize, count) {
  const clear = 1 << minCodeSize;
  const eoi = clear + 1;
  let size = minCodeSize + 1;
  let dict = [];
  const reset = () => {
    dict = [];
    for (let i = 0; i < clear; i++) dict[i] = [i];
    dict[clear] = [];
    dict[eoi] = [];
    size = minCodeSize + 1;
  };
  reset();
  const out = [];
  let pos = 0;
  const read = () => {
    let code = 0;
    for (let i = 0; i < size; i++) {
      const bit = (bytes[(pos + i) >> 3] >> ((pos + i) & 7)) & 1;
      code |= bit << i;
    }
    pos += size;
    return code;
  };
  let prev = null;
  while (pos + size <= bytes.length * 8) {
    const code = read();
    if (code === clear) { reset(); prev = null; continue; }
    if (code === eoi) break;
    let entry;
    if (code < dict.length) entry = dict[code];
    else if (code === dict.length && prev) entry = [...prev, prev[0]];
    else throw new Error(`bad code ${code}`);
    out.push(...entry);
    if (prev) {
      dict.push([...prev, entry[0]]);
      if (dict.length === 1 << size && size < 12) size++;
    }
    prev = entry;
  }
  if (out.length !== count) throw new Error(`the image data decodes to ${out.length} indices, not ${count}`);
  return out;
}


/** Decodes a GIF into {width, height, loop, frames: [{delay, rgba}]} (each frame composited over the one before). */
export function decodeGIF(bytes) {
  const b = bytes;
  if (String.fromCharCode(...b.subarray(0, 6)) !== 'GIF89a') throw new Error('not a GIF89a file');
  const width = b[6] | (b[7] << 8);
  const height = b[8] | (b[9] << 8);
  const flags = b[10];
  let pos = 13;
  let palette = [];
  if (flags & 0x80) {
    const n = 2 << (flags & 7);
    for (let i = 0; i < n; i++) palette.push([b[pos + i * 3], b[pos + i * 3 + 1], b[pos + i * 3 + 2]]);
    pos += n * 3;
  }
  const canvas = new Uint8Array(width * height * 4);
  const frames = [];
  let loop = null;
  let delay = 0;
  const blocks = () => {
    const data = [];
    while (b[pos] !== 0) {
      const n = b[pos++];
      for (let i = 0; i < n; i++) data.push(b[pos + i]);
      pos += n;
    }
    pos++;
    return data;
  };
  for (;;) {
    const kind = b[pos++];
    if (kind === 0x3b) break;
    if (kind === 0x21) {
      const label = b[pos++];
      const data = blocks();
      if (label === 0xf9) delay = data[1] | (data[2] << 8);
      if (label === 0xff && String.fromCharCode(...data.slice(0, 11)) === 'NETSCAPE2.0') loop = data[12] | (data[13] << 8);
    } else if (kind === 0x2c) {
      const x0 = b[pos] | (b[pos + 1] << 8);
      const y0 = b[pos + 2] | (b[pos + 3] << 8);
      const w = b[pos + 4] | (b[pos + 5] << 8);
      const h = b[pos + 6] | (b[pos + 7] << 8);
      if (b[pos + 8] & 0xc0) throw new Error('local palettes and interlacing are not read here');
      pos += 9;
      const minCodeSize = b[pos++];
      const indices = lzwDecode(blocks(), minCodeSize, w * h);
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const c = palette[indices[y * w + x]];
          const p = ((y0 + y) * width + x0 + x) * 4;
          canvas.set([...c, 255], p);
        }
      }
      frames.push({ delay, rgba: canvas.slice() });
    } else {
      throw new Error(`unknown block 0x${kind.toString(16)} at ${pos - 1}`);
    }
  }
  return { width, height, loop, frames };
}


/** Decodes a PNG (8-bit RGBA or RGB, not interlaced) into {width, height, rgba}. */
export function decodePNG(bytes) {
  const buf = Buffer.from(bytes);
  if (buf.toString('latin1', 1, 4) !== 'PNG') throw new Error('not a PNG file');
  let pos = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const idat = [];
  while (pos < buf.length) {
    const length = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0 || (data[9] !== 6 && data[9] !== 2)) throw new Error('expected an 8-bit RGB(A), non-interlaced PNG');
      channels = data[9] === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(data);
    pos += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const px = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? px[y * stride + i - channels] : 0;
      const b = y > 0 ? px[(y - 1) * stride + i] : 0;
      const c = i >= channels && y > 0 ? px[(y - 1) * stride + i - channels] : 0;
      let v = row[i];
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      px[y * stride + i] = v & 255;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    rgba[i * 4] = px[i * channels];
    rgba[i * 4 + 1] = px[i * channels + 1];
    rgba[i * 4 + 2] = px[i * channels + 2];
    rgba[i * 4 + 3] = channels === 4 ? px[i * channels + 3] : 255;
  }
  return { width, height, rgba };
}
