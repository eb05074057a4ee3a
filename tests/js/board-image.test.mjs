// Marks and board images in Node (issue 17): the marks text, the forbidden marker that no mark
// shares and that stays under a label, and the self-contained SVG checked by its content — one stone
// element per stone with its colour and its centre worked out by hand from the board's geometry
// (a 15x15 board with coordinates: a margin of 1.3 point spacings, rows counted from the bottom).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renju } from './load.mjs';
import { parseMarks, marksText, DiagramTextError } from '../../web/lib/diagram-text.js';
import { boardScene } from '../../web/lib/board-scene.js';
import { boardSVG, sceneSVG, pngPixels, themeColors } from '../../web/lib/board-image.js';
import { textPath, hasGlyphs } from '../../web/lib/glyphs.js';
import { BoardModel } from '../../web/widget/model.js';
import { readConfig } from '../../web/widget/config.js';

const xy = (p) => renju.point(p, { size: 15 });

test('marks: letters, numbers, the symbols by word or sign, coloured points; the text reads back', () => {
  const marks = parseMarks(renju, 'A:h8 12:i8 ×:k9 △:j9 ○:g7 □:f6 tri:e5 dot:d4 dot-green:c3,c4', 15);
  const at = Object.fromEntries(marks.map((m) => [String.fromCharCode(97 + m.x) + (m.y + 1), m]));
  assert.deepEqual(at.h8, { x: 7, y: 7, type: 'label', text: 'A' });
  assert.deepEqual(at.i8, { x: 8, y: 7, type: 'label', text: '12' });
  assert.equal(at.k9.type, 'x');
  assert.equal(at.j9.type, 'triangle');
  assert.equal(at.g7.type, 'circle');
  assert.equal(at.f6.type, 'square');
  assert.equal(at.e5.type, 'triangle');
  assert.deepEqual(at.d4, { x: 3, y: 3, type: 'dot', color: 'mark' });
  assert.deepEqual(at.c4, { x: 2, y: 3, type: 'dot', color: 'green' });
  const text = marksText(renju, marks, 15);
  assert.equal(text, 'A:h8 12:i8 x:k9 tri:j9 circle:g7 square:f6 tri:e5 dot:d4 dot-green:c3 dot-green:c4');
  const byPoint = (list) => [...list].sort((a, b) => a.y * 15 + a.x - (b.y * 15 + b.x));
  assert.deepEqual(byPoint(parseMarks(renju, text, 15)), byPoint(marks));
  assert.throws(() => parseMarks(renju, 'dot-pink:h8', 15), (e) => e instanceof DiagramTextError && /"dot-pink" is neither a label.*dot-red/.test(e.message));
});

// The docs' example (issue 17): the label A on H8, the real double three, and an x on K9.
function docsExample() {
  const m = new BoardModel(renju, readConfig({ stones: 'black: f8 g8 h9 h10; white: d11', 'to-move': 'black', marks: 'A:h8 x:k9', 'show-forbidden': '' }, renju.rules));
  const v = m.view();
  m.dispose();
  return boardScene({ ...v, showNumbers: false, coordinates: true });
}

test('the forbidden marker: a ring with a bar, on H8 under its label; the x on K9 is not it', () => {
  const scene = docsExample();
  const forbidden = scene.items.filter((i) => i.cls === 'rb-forbidden');
  assert.deepEqual(forbidden.map((i) => i.forbidden), [xy('h8')].map(({ x, y }) => ({ x, y })), 'H8 alone is forbidden (the double three)');
  const d = forbidden[0].attrs.d;
  assert.match(d, /A/, 'the marker has a ring (arcs)');
  // Centre of H8: (1.3 + 7, 1.3 + 14 - 7) = (8.3, 8.3); under a label the ring is wider than the label's patch.
  const patch = scene.items.find((i) => i.cls === 'rb-label-patch');
  assert.deepEqual([patch.attrs.cx, patch.attrs.cy], [8.3, 8.3]);
  const ringStart = Number(/^M([\d.]+) /.exec(d)[1]);
  assert.ok(8.3 - ringStart > patch.attrs.r + 0.05, `the ring (radius ${8.3 - ringStart}) shows around the label's patch (${patch.attrs.r})`);
  // Paint order: the marker, then the label over it.
  const order = scene.items.map((i) => i.cls);
  assert.ok(order.indexOf('rb-forbidden') < order.indexOf('rb-label'));
  // K9's x: a mark, in the marks' ink, with no arc, and not the forbidden class.
  const x = scene.items.find((i) => i.cls === 'rb-mark');
  assert.match(x.attrs.d, /^M[\d.\sL]+M[\d.\sL]+$/);
  assert.doesNotMatch(x.attrs.d, /A/);
  const colors = themeColors('wood');
  assert.notEqual(colors['--renju-mark'], colors['--renju-forbidden']);
  // No mark shape has the marker's arcs-and-bar path.
  const all = boardScene({ size: 15, marks: ['x', 'triangle', 'circle', 'square', 'dot'].map((type, i) => ({ x: i, y: 0, type }))
    .concat([{ x: 9, y: 0, type: 'label', text: 'O' }]) });
  assert.equal(all.items.filter((i) => i.cls.includes('forbidden') || /A.*A.*M/.test(i.attrs.d ?? '')).length, 0);
});

test('the SVG: one stone element per stone, with its colour and its centre', () => {
  const codes = 'h8i9j10g7';
  const stones = renju.parseCode(codes, { size: 15 }).map((p, i) => ({ ...xy(p), color: i % 2 ? 'white' : 'black', number: i + 1 }));
  const svg = boardSVG({ size: 15, stones, showNumbers: true, lastMove: xy('g7') }, { theme: 'wood' });
  const circles = [...svg.matchAll(/<circle class="rb-stone-(black|white)"([^>]*)\/>/g)].map((m) => ({
    color: m[1], cx: Number(/cx="([\d.]+)"/.exec(m[2])[1]), cy: Number(/cy="([\d.]+)"/.exec(m[2])[1]), fill: /fill="([^"]+)"/.exec(m[2])[1],
    point: /data-point="(\w+)"/.exec(m[2])[1],
  }));
  // By hand: column letter a.. gives x = 1.3 + column, row n gives y = 1.3 + 15 - n.
  assert.deepEqual(circles, [
    { color: 'black', cx: 8.3, cy: 8.3, fill: '#141414', point: 'h8' },
    { color: 'white', cx: 9.3, cy: 7.3, fill: '#f7f7f2', point: 'i9' },
    { color: 'black', cx: 10.3, cy: 6.3, fill: '#141414', point: 'j10' },
    { color: 'white', cx: 7.3, cy: 9.3, fill: '#f7f7f2', point: 'g7' },
  ]);
  assert.match(svg, /viewBox="0 0 16.6 16.6"/);
  // Self-contained: no fonts, no links, no styles to fetch; the text is paths.
  assert.doesNotMatch(svg, /<text|font-family|href|url\(|@import|<style|var\(/);
  assert.equal((svg.match(/<path class="rb-coord"/g) ?? []).length, 30, '15 letters and 15 numbers as paths');
  assert.equal((svg.match(/<path class="rb-number /g) ?? []).length, 4);
  assert.match(svg, /class="rb-number rb-number-white rb-number-last"[^>]*stroke="#e0301e"/, 'the last move\'s number in the last-move red');
  // Another theme and a page's own colour.
  const dark = boardSVG({ size: 15, stones }, { theme: 'dark', colors: { '--renju-stone-white': '#abcdef' } });
  assert.match(dark, /class="rb-board"[^>]*fill="#2b2f36"/);
  assert.match(dark, /class="rb-stone-white"[^>]*fill="#abcdef"/);
});

test('the SVG carries what the board shows: forbidden points, marks, the five, no numbers unless asked', () => {
  const svg = sceneSVG(docsExample());
  assert.equal((svg.match(/class="rb-forbidden"/g) ?? []).length, 1);
  assert.equal((svg.match(/class="rb-label"/g) ?? []).length, 1);
  assert.equal((svg.match(/class="rb-mark"/g) ?? []).length, 1);
  const plain = boardSVG({ size: 15, stones: [{ ...xy('h8'), color: 'black', number: 1 }], showNumbers: false, coordinates: false });
  assert.doesNotMatch(plain, /rb-number|rb-coord/);
  assert.match(plain, /viewBox="0 0 15.3 15.3"/, 'without coordinates the margin is 0.65');
  // A label in a script the stroke font lacks falls back to text; markup in it stays text.
  const odd = boardSVG({ size: 15, marks: [{ x: 0, y: 0, type: 'label', text: 'Ж<' }] });
  assert.match(odd, /<text class="rb-label"[^>]*>Ж&#60;<\/text>/);
});

test('the stroke font: every coordinate letter and digit has a glyph, centred where SVG text would be', () => {
  assert.ok(hasGlyphs('ABCDEFGHIJKLMNOPQRSTUV0123456789?!+-=*#abc'));
  assert.equal(hasGlyphs('Ж'), false);
  const { d } = textPath('8', 5, 5, 0.5);
  const nums = d.match(/-?\d*\.?\d+/g).map(Number);
  const xs = nums.filter((_, i) => i % 2 === 0);
  const ys = nums.filter((_, i) => i % 2 === 1);
  // Cap height 0.72 of the font size: the glyph spans y 5 - 0.18 .. 5 + 0.18.
  assert.ok(Math.abs(Math.min(...ys) - 4.82) < 0.01 && Math.abs(Math.max(...ys) - 5.18) < 0.01);
  assert.ok(Math.abs((Math.min(...xs) + Math.max(...xs)) / 2 - 5) < 0.01);
});

test('PNG size: at least twice the device\'s pixels, a chosen scale or width, bad values refused', () => {
  assert.equal(pngPixels(400, {}, 1), 800);
  assert.equal(pngPixels(400, {}, 3), 2400);
  assert.equal(pngPixels(400, { scale: 4 }, 1), 1600);
  assert.equal(pngPixels(400, { width: 1000 }, 1), 1000);
  assert.throws(() => pngPixels(400, { scale: 1 }, 1), /scale: 1 is not from 2 to 16/);
  assert.throws(() => pngPixels(400, { width: 'big' }, 1), /width: big is not/);
});

test('a label on a numbered stone takes the place of its number and of the last-move dot', () => {
  const stones = [{ ...xy('h8'), color: 'black', number: 1 }, { ...xy('i9'), color: 'white', number: 2 }];
  const scene = boardScene({ size: 15, stones, showNumbers: true, lastMove: xy('i9'), marks: [{ ...xy('h8'), type: 'label', text: 'B' }, { ...xy('i9'), type: 'label', text: 'C' }] });
  assert.deepEqual(scene.items.filter((i) => i.tag === 'text' && i.layer === 'stones').map((i) => i.text), []);
  assert.deepEqual(scene.items.filter((i) => i.cls.startsWith('rb-label')).map((i) => i.text), ['B', 'C']);
  assert.equal(scene.items.filter((i) => i.cls === 'rb-last').length, 0);
});

test('the eight views of the board: a1 drawn where each symmetry takes it, labels naming the drawn lines, a group', async () => {
  const { symmetryPoint, inverseSymmetry, composeSymmetry, viewSymmetry } = await import('../../web/lib/board-scene.js');
  // Worked out by hand on 15x15: s & 4 mirrors left and right, then (s & 3) quarter turns anticlockwise.
  // a1 (bottom left) goes to: bottom right after one anticlockwise turn, top right after two, top left after three.
  const a1 = ['0,0', '14,0', '14,14', '0,14', '14,0', '14,14', '0,14', '0,0'];
  const b1 = ['1,0', '14,1', '13,14', '0,13', '13,0', '14,13', '1,14', '0,1'];
  for (let s = 0; s < 8; s++) {
    const p = symmetryPoint(0, 0, s, 15);
    const q = symmetryPoint(1, 0, s, 15);
    assert.equal(`${p.x},${p.y}`, a1[s], `a1 in symmetry ${s}`);
    assert.equal(`${q.x},${q.y}`, b1[s], `b1 in symmetry ${s}`);
    assert.equal(composeSymmetry(s, inverseSymmetry(s)), 0);
    // A stone is drawn at the centre of its drawn point, and the labels name the lines they sit by.
    const scene = boardScene({ size: 15, stones: [{ x: 1, y: 0, color: 'black' }], symmetry: s });
    const stone = scene.items.find((i) => i.stone);
    assert.deepEqual([stone.attrs.cx, stone.attrs.cy], [1.3 + q.x, 1.3 + 14 - q.y].map((v) => Math.round(v * 1000) / 1000));
    const coords = scene.items.filter((i) => i.cls === 'rb-coord').map((i) => i.text);
    const bottom = coords.filter((_, i) => i % 2 === 0);
    // The bottom line's first label is the name shared by the points drawn in the leftmost column.
    const back = (gx, gy) => symmetryPoint(gx, gy, inverseSymmetry(s), 15);
    const column = [back(0, 0), back(0, 14)];
    const name = column[0].x === column[1].x ? String.fromCharCode(65 + column[0].x) : String(column[0].y + 1);
    assert.equal(bottom[0], name, `symmetry ${s}`);
  }
  // Four quarter turns and two mirrors are the identity; the eight views are distinct.
  let s = 0;
  for (let k = 0; k < 4; k++) s = composeSymmetry(s, 1);
  assert.equal(s, 0);
  assert.equal(composeSymmetry(4, 4), 0);
  assert.equal(new Set([0, 1, 2, 3, 4, 5, 6, 7].map((v) => JSON.stringify(symmetryPoint(1, 0, v, 15)))).size, 8);
  assert.equal(viewSymmetry(9), 0);
  assert.equal(viewSymmetry('3'), 0);
});
