// The play page's "Save image" dialog (issue 17): it loads on first use, its toggles change what the
// picture shows (move numbers, numbering from move N, coordinates, the last move, forbidden points),
// and its PNG, SVG and GIF files are checked by content: stone elements and numbers in the SVG, the PNG
// decoded and sampled at stone centres, the GIF's frames counted. Light and dark, desktop and phone.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { decodeGIF, decodePNG } from '../js/image-decode.mjs';
import { artifacts, centre, openPage, useSite } from './harness.mjs';

const site = useSite();
// A shared game: black h8, white i9, black j10, white i10, black i8 (white to move).
const GAME = '#mode=two&forbidden=tournament&a=h8.i9.j10.i10.i8';

async function appPage({ width = 1280, height = 900, colorScheme = 'light', hash = GAME } = {}) {
  const context = await site.browser.newContext({ viewport: { width, height }, colorScheme, acceptDownloads: true });
  const page = await openPage(context);
  page.chunks = [];
  page.on('request', (r) => page.chunks.push(new URL(r.url()).pathname));
  await page.goto(`${site.server.url}/index.html${hash}`);
  await page.waitForFunction(() => window.renjuApp?.session && document.documentElement.dataset.ready === 'true');
  return { page, context };
}

async function openDialog(page) {
  await page.evaluate(() => { document.getElementById('record-box').open = true; });
  await page.click('#btn-save-image');
  await page.waitForSelector('#dlg-image[open]');
}

async function save(page, name) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(`#dlg-image button:text-is("${name}")`)]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

const numbersIn = (svg) => [...svg.matchAll(/<path class="rb-number[^"]*"[^>]*><title>(\d+)<\/title>/g)].map((m) => Number(m[1])).sort((a, b) => a - b);

test('the dialog: toggles decide what the SVG shows; numbers from move N; the stones are the board\'s', async () => {
  const { page, context } = await appPage();
  const before = page.chunks.length;
  await openDialog(page);
  assert.ok(page.chunks.slice(before).some((p) => /\/app\/chunk-/.test(p)) || page.chunks.some((p) => /chunk-/.test(p)), 'the dialog loads on first use');
  await page.check('#dlg-image [name="numbers"]');
  let svg = (await save(page, 'Save SVG')).bytes.toString('utf8');
  const stones = [...svg.matchAll(/<circle class="rb-stone-(black|white)"[^>]*cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => [m[1], +m[2], +m[3]]);
  const want = [['black', 'h8'], ['white', 'i9'], ['black', 'j10'], ['white', 'i10'], ['black', 'i8']].map(([c, p]) => [c, +centre(p).x.toFixed(3), +centre(p).y.toFixed(3)]);
  const sort = (l) => [...l].sort((a, b) => a[1] - b[1] || a[2] - b[2]);
  assert.deepEqual(sort(stones), sort(want));
  assert.deepEqual(numbersIn(svg), [1, 2, 3, 4, 5]);
  assert.equal((svg.match(/class="rb-coord"/g) ?? []).length, 30);
  // Numbers from move 3 on; no coordinates; no last move.
  await page.fill('#dlg-image [name="from"]', '3');
  await page.uncheck('#dlg-image [name="coordinates"]');
  svg = (await save(page, 'Save SVG')).bytes.toString('utf8');
  assert.deepEqual(numbersIn(svg), [3, 4, 5]);
  assert.equal((svg.match(/class="rb-coord"/g) ?? []).length, 0);
  assert.match(svg, /viewBox="0 0 15.3 15.3"/);
  await page.uncheck('#dlg-image [name="numbers"]');
  await page.uncheck('#dlg-image [name="last"]');
  svg = (await save(page, 'Save SVG')).bytes.toString('utf8');
  assert.deepEqual(numbersIn(svg), []);
  assert.doesNotMatch(svg, /rb-last/);
  await page.screenshot({ path: `${artifacts}/save-image-dialog.png` });
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('forbidden points: in the picture when black is to move and the toggle is on, not otherwise', async () => {
  // Black to move with H8 a double three (F8 G8 and H9 H10 set up in analysis).
  const { page, context } = await appPage({ hash: '#mode=analysis&rule=renju&sb=f8.g8.h9.h10&sw=d11.k6&st=black&a=' });
  await openDialog(page);
  const live = await page.locator('#board svg .rb-forbidden').count();
  let svg = (await save(page, 'Save SVG')).bytes.toString('utf8');
  assert.equal((svg.match(/class="rb-forbidden"/g) ?? []).length, live);
  assert.ok(live >= 1, 'H8 is forbidden on the board');
  await page.uncheck('#dlg-image [name="forbidden"]');
  svg = (await save(page, 'Save SVG')).bytes.toString('utf8');
  assert.equal((svg.match(/class="rb-forbidden"/g) ?? []).length, 0);
  await context.close();
});

test('PNG at 2x the board and GIF of the moves, decoded; dark theme on a phone', async () => {
  const { page, context } = await appPage({ width: 390, height: 844, colorScheme: 'dark' });
  await openDialog(page);
  await page.uncheck('#dlg-image [name="numbers"]');
  const boardWidth = await page.evaluate(() => document.querySelector('#board svg').getBoundingClientRect().width);
  const png = decodePNG((await save(page, 'Save PNG')).bytes);
  assert.equal(png.width, Math.round(boardWidth * 2));
  const extent = 14 + 2 * 1.3;
  const at = (img, p, d = 0.25) => {
    const c = centre(p);
    const x = Math.floor(((c.x + d) / extent) * img.width);
    const y = Math.floor(((c.y + d) / extent) * img.height);
    return [...img.rgba.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 3)];
  };
  const dark = (v) => v.every((c) => c < 60);
  const light = (v) => v.every((c) => c > 170);
  assert.ok(dark(at(png, 'h8')), `h8 black ${at(png, 'h8')}`);
  assert.ok(light(at(png, 'i9')), `i9 white ${at(png, 'i9')}`);
  const decoded = decodeGIF((await save(page, 'Save the moves as a GIF')).bytes);
  assert.equal(decoded.frames.length, 6, 'the empty board and one frame a move');
  const gif = { frames: decoded.frames.map((f) => ({ width: decoded.width, height: decoded.height, rgba: f.rgba })) };
  // Each stone appears in its frame in the colours the PNG has for it (the dark board is dark too).
  const near = (a, b, tol = 14) => a.every((v, i) => Math.abs(v - b[i]) <= tol);
  const blackStone = at(png, 'h8');
  const whiteStone = at(png, 'i9');
  assert.ok(!near(at(gif.frames[0], 'h8'), blackStone) && near(at(gif.frames[1], 'h8'), blackStone), `h8 appears in frame 1: ${at(gif.frames[0], 'h8')} then ${at(gif.frames[1], 'h8')}`);
  assert.ok(!near(at(gif.frames[1], 'i9'), whiteStone) && near(at(gif.frames[2], 'i9'), whiteStone), 'i9 appears in frame 2');
  assert.ok(near(at(gif.frames[5], 'i8'), blackStone) && !near(at(gif.frames[4], 'i8'), blackStone), 'i8 appears in frame 5');
  await page.screenshot({ path: `${artifacts}/save-image-phone-dark.png` });
  // The scale select is as wide as on its own (squeezed by its label it hid "2×" under its arrow).
  const widths = await page.evaluate(() => {
    const select = document.querySelector('#dlg-image [name="scale"]');
    const alone = select.cloneNode(true);
    alone.style.position = 'absolute';
    document.getElementById('dlg-image').append(alone);
    const out = [select.getBoundingClientRect().width, alone.getBoundingClientRect().width];
    alone.remove();
    return out;
  });
  assert.ok(widths[0] >= widths[1] - 0.5, `scale select ${widths[0]} px wide, ${widths[1]} on its own`);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('the analysis board\'s marks tool: clicks put letters and symbols, the share link keeps them, the image shows them', async () => {
  const { page, context } = await appPage({ hash: '#mode=analysis&rule=renju&a=bh8.wi9' });
  await page.waitForSelector('#sel-mark');
  const svg = await page.evaluateHandle(() => document.querySelector('#board svg'));
  const { clickBoardPoint } = await import('./harness.mjs');
  await page.selectOption('#sel-mark', 'letter');
  await clickBoardPoint(page, svg, 'j10');
  await clickBoardPoint(page, svg, 'h8'); // on a stone: a label on it
  await page.selectOption('#sel-mark', 'triangle');
  await clickBoardPoint(page, svg, 'k11');
  assert.deepEqual(await page.locator('#board svg .rb-label').allTextContents(), ['A', 'B']);
  assert.equal(await page.locator('#board svg .rb-mark').count(), 1);
  assert.equal(await page.locator('#board svg .rb-preview').count(), 0, 'no stone is previewed while marking');
  assert.equal(await page.locator('#board svg circle[class^="rb-stone-"]:not(.rb-preview)').count(), 2, 'no stone was placed');
  // The share link carries them; opened afresh, the board shows them.
  await page.evaluate(() => { document.getElementById('record-box').open = true; });
  const link = await page.inputValue('#link-out');
  assert.match(link, /mk=A%3Aj10\+B%3Ah8\+tri%3Ak11/);
  const other = await openPage(context);
  await other.goto(link.replace(/^https?:\/\/[^/]+\//, `${site.server.url}/`));
  await other.waitForFunction(() => document.querySelectorAll('#board svg .rb-label').length === 2);
  // The image has them; a click on a mark takes it off; off again, clicks place stones.
  await openDialog(page);
  const image = (await save(page, 'Save SVG')).bytes.toString('utf8');
  assert.equal((image.match(/class="rb-label[ "]/g) ?? []).length, 2);
  await page.click('#dlg-image button[type="submit"]');
  await clickBoardPoint(page, svg, 'k11');
  assert.equal(await page.locator('#board svg .rb-mark').count(), 0);
  await page.selectOption('#sel-mark', 'off');
  await clickBoardPoint(page, svg, 'k11');
  assert.equal(await page.locator('#board svg circle[class^="rb-stone-"]:not(.rb-preview)').count(), 3);
  await page.screenshot({ path: `${artifacts}/app-marks-tool.png` });
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('a game\'s share link with marks (mk=) shows them on the board, and the image has them', async () => {
  const { page, context } = await appPage({ hash: `${GAME}&mk=A%3Ak11+tri%3Aj9` });
  await page.waitForFunction(() => document.querySelectorAll('#board svg .rb-label').length === 1);
  assert.deepEqual(await page.locator('#board svg .rb-label').allTextContents(), ['A']);
  assert.equal(await page.locator('#board svg .rb-mark').count(), 1);
  await openDialog(page);
  const svg = (await save(page, 'Save SVG')).bytes.toString('utf8');
  assert.equal((svg.match(/class="rb-mark"/g) ?? []).length, 1);
  await page.uncheck('#dlg-image [name="marks"]');
  const plain = (await save(page, 'Save SVG')).bytes.toString('utf8');
  assert.equal((plain.match(/class="rb-mark"|class="rb-label/g) ?? []).length, 0);
  assert.deepEqual(page.problems, []);
  await context.close();
});

// A dialog taller than the screen scrolls under its buttons: each button of its last row is in sight
// and takes a click at its centre before anything is scrolled (the picture dialog is 824 px tall, the
// new-game dialog 900: both taller than a 1280x800 desktop and a 390x600 phone).
test('dialogs taller than the screen keep their buttons in sight: Save image and New game, desktop and phone', async () => {
  for (const [width, height] of [[1280, 800], [390, 600]]) {
    const { page, context } = await appPage({ width, height });
    const inSight = (selector) => page.$$eval(selector, (buttons) => buttons.map((b) => {
      const r = b.getBoundingClientRect();
      const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { text: b.textContent, inside: r.top >= 0 && r.bottom <= innerHeight, clickable: at === b || b.contains(at) };
    }));
    const all = (texts) => texts.map((text) => ({ text, inside: true, clickable: true }));
    await openDialog(page);
    await page.waitForSelector('#dlg-image[open] img');
    assert.ok(await page.$eval('#dlg-image', (d) => d.scrollHeight > d.clientHeight), `${width}x${height}: the picture dialog scrolls`);
    assert.deepEqual(await inSight('#dlg-image .row.end button'), all(['Save PNG', 'Save SVG', 'Save the moves as a GIF', 'Close']), `${width}x${height}`);
    await page.click('#dlg-image button:text-is("Close")');
    await page.click('#btn-new');
    await page.waitForSelector('#dlg-new[open]');
    assert.ok(await page.$eval('#dlg-new', (d) => d.scrollHeight > d.clientHeight), `${width}x${height}: the new-game dialog scrolls`);
    assert.deepEqual(await inSight('#dlg-new .row.end button'), all(['Cancel', 'Start']), `${width}x${height}`);
    await page.screenshot({ path: `${artifacts}/dialog-buttons-${width}x${height}.png` });
    assert.deepEqual(page.errors, []);
    await context.close();
  }
});
