// Board images from <renju-board> in Chromium (issue 17): toSVG() has one stone element per stone the
// board shows, in its colour and at its centre; toPNG() decoded (tests/js/image-decode.mjs) and
// sampled at the stones' centres; toGIF() has one frame a move, read by Chromium's own decoder and by
// ours; edit mode's save buttons download the files. Centres worked out by hand (harness.centre).
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { test } from 'node:test';

import { decodeGIF, decodePNG } from '../js/image-decode.mjs';
import { artifacts, centre, openPage, useSite } from './harness.mjs';

const site = useSite();

async function boardPage(html, viewport = { width: 900, height: 900 }) {
  const context = await site.browser.newContext({ viewport, acceptDownloads: true });
  await context.route('**/__test__/image.html', (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><meta charset="utf-8"><script type="module" src="/renju-board.js"></script><body style="margin:0">${html}</body>`,
  }));
  const page = await openPage(context);
  await page.goto(`${site.server.url}/__test__/image.html`);
  await page.waitForFunction(() => [...document.querySelectorAll('renju-board')].every((b) => b.shadowRoot.querySelector('svg')));
  return { page, context };
}

const close = (a, b, tolerance = 12) => a.every((v, i) => Math.abs(v - b[i]) <= tolerance);
const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));

test('toSVG: one stone element per stone on the board, in its colour and at its centre; the same forbidden points and marks', async () => {
  const { page, context } = await boardPage('<renju-board id="b" mode="replay" moves="h8i9h10i10h9" marks="A:h7 x:k9 dot-green:e5" show-forbidden numbers></renju-board>');
  const got = await page.evaluate(() => {
    const b = document.getElementById('b');
    const live = b.shadowRoot.querySelector('svg');
    const doc = new DOMParser().parseFromString(b.toSVG(), 'image/svg+xml');
    const stones = (root) => [...root.querySelectorAll('circle[class^="rb-stone-"]')]
      .map((c) => [c.getAttribute('class'), +c.getAttribute('cx'), +c.getAttribute('cy'), c.getAttribute('fill')]);
    const count = (root, sel) => root.querySelectorAll(sel).length;
    return {
      parsed: doc.documentElement.nodeName,
      error: count(doc, 'parsererror'),
      image: stones(doc), live: stones(live).map((s) => s.slice(0, 3)),
      forbidden: [count(doc, '.rb-forbidden'), count(live, '.rb-forbidden')],
      labels: [count(doc, '.rb-label'), count(live, '.rb-label')],
      marks: [count(doc, '.rb-mark'), count(live, '.rb-mark')],
      dots: [count(doc, '.rb-dot'), count(live, '.rb-dot')],
      texts: count(doc, 'text'),
    };
  });
  assert.equal(got.parsed, 'svg');
  assert.equal(got.error, 0);
  const sorted = (list) => [...list].sort((a, b) => a[1] - b[1] || a[2] - b[2]);
  got.image = sorted(got.image);
  got.live = sorted(got.live);
  const want = sorted([['h8', 'black'], ['i9', 'white'], ['h10', 'black'], ['i10', 'white'], ['h9', 'black']]
    .map(([p, c]) => [`rb-stone-${c}`, +centre(p).x.toFixed(3), +centre(p).y.toFixed(3), c === 'black' ? '#141414' : '#f7f7f2']));
  assert.deepEqual(got.image, want);
  assert.deepEqual(got.live, want.map((s) => s.slice(0, 3)), 'the image shows the stones the board shows');
  assert.deepEqual(got.marks, [1, 1]);
  assert.deepEqual(got.labels, [1, 1]);
  assert.deepEqual(got.dots, [1, 1]);
  assert.equal(got.forbidden[0], got.forbidden[1]);
  assert.equal(got.texts, 0, 'every character is a path');
  // Stepping back changes the picture as it changes the board.
  await page.evaluate(() => document.getElementById('b').shadowRoot.querySelector('button[aria-label="First move"]').click());
  assert.equal(await page.evaluate(() => (document.getElementById('b').toSVG().match(/rb-stone-/g) ?? []).length), 0);
  writeFileSync(`${artifacts}/board-image.svg`, await page.evaluate(() => { const b = document.getElementById('b'); b.shadowRoot.querySelector('button[aria-label="Last move"]').click(); return b.toSVG(); }));
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('toPNG: the decoded pixels at each stone\'s centre are its colour; the last move is red; the size is the scale times the board', async () => {
  const { page, context } = await boardPage('<div style="width:400px"><renju-board id="b" moves="h8i9j10k11"></renju-board></div>');
  const { bytes, width } = await page.evaluate(async () => {
    const b = document.getElementById('b');
    const blob = await b.toPNG({ scale: 3 });
    return { bytes: [...new Uint8Array(await blob.arrayBuffer())], width: b.shadowRoot.querySelector('svg').getBoundingClientRect().width };
  });
  const png = decodePNG(Uint8Array.from(bytes));
  writeFileSync(`${artifacts}/board-image.png`, Uint8Array.from(bytes));
  assert.equal(png.width, Math.round(width * 3));
  assert.equal(png.height, png.width);
  const extent = 14 + 2 * 1.3;
  const at = (p, dx = 0, dy = 0) => {
    const c = centre(p);
    const x = Math.floor(((c.x + dx) / extent) * png.width);
    const y = Math.floor(((c.y + dy) / extent) * png.height);
    return [...png.rgba.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3)];
  };
  // Black stones: #141414 at the centre. White: #f7f7f2 under the 8% shade drawn over its middle.
  assert.ok(close(at('h8'), hex('#141414')), `h8 ${at('h8')}`);
  assert.ok(close(at('j10'), hex('#141414')), `j10 ${at('j10')}`);
  const shaded = hex('#f7f7f2').map((v) => v * 0.92);
  assert.ok(close(at('i9'), shaded), `i9 ${at('i9')}`);
  // K11 is the last move: a red dot on a white stone; a little off its centre, the stone itself.
  assert.ok(close(at('k11'), hex('#e0301e'), 20), `k11 ${at('k11')}`);
  assert.ok(close(at('k11', 0.3, 0), shaded, 14), `k11's stone ${at('k11', 0.3, 0)}`);
  // An empty cell's middle is the wood.
  assert.ok(close(at('c3', 0.5, 0.5), hex('#dcb35c'), 4), `wood ${at('c3', 0.5, 0.5)}`);
  // A scale under 2 is refused with an error event, and nothing is returned.
  const refused = await page.evaluate(async () => {
    const b = document.getElementById('b');
    let detail = null;
    b.addEventListener('error', (e) => { detail = e.detail; }, { once: true });
    const blob = await b.toPNG({ scale: 1 });
    return { blob, detail };
  });
  assert.equal(refused.blob, null);
  assert.match(refused.detail.message, /scale: 1 is not from 2 to 16/);
  await context.close();
});

test('toGIF: one frame for the empty board and one a move, read back by Chromium and by our decoder', async () => {
  const { page, context } = await boardPage('<renju-board id="b" mode="play" moves="h8i9" show-forbidden theme="dark"></renju-board>');
  await page.evaluate(() => document.getElementById('b').play('j10'));
  const { bytes, frames } = await page.evaluate(async () => {
    const blob = await document.getElementById('b').toGIF({ delay: 400, width: 240 });
    const data = new Uint8Array(await blob.arrayBuffer());
    const decoder = new ImageDecoder({ data, type: 'image/gif' });
    await decoder.tracks.ready;
    await decoder.completed;
    return { bytes: [...data], frames: decoder.tracks.selectedTrack.frameCount };
  });
  assert.equal(frames, 4, 'Chromium reads 4 frames: none, h8, i9, j10');
  const gif = decodeGIF(Uint8Array.from(bytes));
  writeFileSync(`${artifacts}/board-image.gif`, Uint8Array.from(bytes));
  assert.equal(gif.frames.length, 4);
  assert.deepEqual(gif.frames.map((f) => f.delay), [40, 40, 40, 120]);
  assert.equal(gif.loop, 0);
  const extent = 14 + 2 * 1.3;
  const at = (f, p, d = 0) => {
    const c = centre(p);
    const x = Math.floor(((c.x + d) / extent) * gif.width);
    const y = Math.floor(((c.y + d) / extent) * gif.height);
    return [...gif.frames[f].rgba.subarray((y * gif.width + x) * 4, (y * gif.width + x) * 4 + 3)];
  };
  const board = hex('#2b2f36'); // the dark theme's board
  const beside = 0.25; // off the centre (the last-move dot) and the grid lines, diagonally
  assert.ok(close(at(0, 'h8', beside), board, 16), `frame 0, h8 empty ${at(0, 'h8', beside)}`);
  assert.ok(close(at(1, 'h8', beside), hex('#0b0b0b'), 16), `frame 1, h8 black ${at(1, 'h8', beside)}`);
  assert.ok(close(at(1, 'i9', beside), board, 16), 'frame 1, i9 still empty');
  assert.ok(close(at(3, 'j10', beside), hex('#0b0b0b'), 16), `frame 3, j10 black ${at(3, 'j10', beside)}`);
  assert.ok(at(2, 'i9', beside).every((v) => v > 180), `frame 2, i9 white ${at(2, 'i9', beside)}`);
  await context.close();
});

test('edit mode: the PNG and SVG buttons download the position as pictures', async () => {
  const { page, context } = await boardPage('<renju-board id="b" mode="edit" stones="black: h8; white: i9"></renju-board>');
  const save = async (kind) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.evaluate((kind) => document.getElementById('b').shadowRoot.querySelector(`button[aria-label="Save the board as a${kind === 'PNG' ? '' : 'n'} ${kind} picture"]`).click(), kind),
    ]);
    return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
  };
  const png = await save('PNG');
  assert.equal(png.name, 'renju-board.png');
  const decoded = decodePNG(png.bytes);
  assert.ok(decoded.width >= 2 * 480 * 0.9, `at least twice the board's size: ${decoded.width}`);
  const svg = await save('SVG');
  assert.equal(svg.name, 'renju-board.svg');
  const text = svg.bytes.toString('utf8');
  assert.equal((text.match(/class="rb-stone-black"/g) ?? []).length, 1);
  assert.equal((text.match(/class="rb-stone-white"/g) ?? []).length, 1);
  await page.screenshot({ path: `${artifacts}/board-image-edit.png` });
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('lesson boards: <renju-lesson> toSVG() has the board\'s stones, toPNG() is decoded, its button downloads the picture', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1200, height: 900 }, acceptDownloads: true });
  const page = await openPage(context);
  await page.goto(`${site.server.url}/lessons.html#false-three-five`);
  await page.waitForFunction(() => document.querySelector('#lesson')?.lesson && document.querySelector('#lesson').shadowRoot.querySelector('svg'));
  const got = await page.evaluate(async () => {
    const l = document.getElementById('lesson');
    const live = l.shadowRoot.querySelector('svg');
    const doc = new DOMParser().parseFromString(l.toSVG(), 'image/svg+xml');
    const stones = (root) => [...root.querySelectorAll('circle[class^="rb-stone-"]:not(.rb-preview)')]
      .map((c) => [c.getAttribute('class'), +c.getAttribute('cx'), +c.getAttribute('cy')]).sort((a, b) => a[1] - b[1] || a[2] - b[2]);
    const png = await l.toPNG({ scale: 2 });
    return { image: stones(doc), live: stones(live), pngBytes: [...new Uint8Array(await png.arrayBuffer())], width: live.getBoundingClientRect().width };
  });
  assert.ok(got.live.length >= 4);
  assert.deepEqual(got.image, got.live);
  const png = decodePNG(Uint8Array.from(got.pngBytes));
  assert.equal(png.width, Math.round(got.width * 2));
  // A stone's centre in the PNG is its colour.
  const [cls, cx, cy] = got.image[0];
  const extent = 14 + 2 * 1.3;
  const x = Math.floor(((cx + 0.25) / extent) * png.width);
  const y = Math.floor(((cy + 0.25) / extent) * png.height);
  const px = [...png.rgba.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3)];
  assert.ok(cls === 'rb-stone-black' ? px.every((v) => v < 60) : px.every((v) => v > 180), `${cls} at ${px}`);
  const [download] = await Promise.all([page.waitForEvent('download'),
    page.evaluate(() => document.getElementById('lesson').shadowRoot.querySelector('button.save-image').click())]);
  assert.match(download.suggestedFilename(), /^false-three-five-1\.png$/);
  assert.equal(decodePNG(readFileSync(await download.path())).width > 0, true);
  await page.screenshot({ path: `${artifacts}/lesson-save-image.png` });
  assert.deepEqual(page.problems, []);
  await context.close();
});
