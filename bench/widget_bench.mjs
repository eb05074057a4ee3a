// Time to render 20 <renju-board> elements on one page, in Chromium, served as `npm start` serves
// dist/ (precompressed files). Cold: a fresh browser context (empty cache); warm: a reload.
// Measured from navigation start to every board's `ready` having resolved, and the widget's
// gzipped size. Run after `npm run build`: node bench/widget_bench.mjs [runs]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import { dist, launch, serve } from '../tests/pages/harness.mjs';

const runs = Number(process.argv[2] ?? 7);

// Twenty boards in every mode a teacher uses: diagrams, games with numbers, replays, play boards.
const games = ['h8i9j10', 'h8h9i8g8j8', 'h8i9i7j8g8', 'h8j9i10g8', 'h8i7j6j8k7', 'h8g9i10i9h10'];
const boards = [];
for (let i = 0; i < 20; i++) {
  const moves = games[i % games.length];
  switch (i % 4) {
    case 0: boards.push(`<renju-board moves="${moves}" numbers></renju-board>`); break;
    case 1: boards.push(`<renju-board mode="replay" moves="${moves}" numbers></renju-board>`); break;
    case 2: boards.push('<renju-board stones="black: f8 g8 h9 h10; white: d11 k6" to-move="black" marks="A:h8 x:k9" show-forbidden></renju-board>'); break;
    default: boards.push(`<renju-board mode="play" moves="${moves}" show-forbidden></renju-board>`);
  }
}
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>20 boards</title>
<style>renju-board { display: inline-block; width: 240px; }</style>
<script type="module">
import '/renju-board.js';
await customElements.whenDefined('renju-board');
const all = [...document.querySelectorAll('renju-board')];
await Promise.all(all.map((b) => b.ready));
// Wait for the frame that paints them.
await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
window.renderedMs = performance.now();
window.svgCount = all.filter((b) => b.shadowRoot?.querySelector('svg')).length;
</script></head><body>${boards.join('\n')}</body></html>`;

const server = await serve(dist, { compressed: true });
const browser = await launch();
const cold = [];
const warm = [];
try {
  for (let r = 0; r < runs; r++) {
    const context = await browser.newContext();
    await context.route('**/__bench__/boards.html', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    const page = await context.newPage();
    for (const list of [cold, warm]) {
      if (list === cold) await page.goto(`${server.url}/__bench__/boards.html`);
      else await page.reload();
      await page.waitForFunction(() => window.renderedMs !== undefined, null, { timeout: 30000 });
      const { ms, svgs } = await page.evaluate(() => ({ ms: window.renderedMs, svgs: window.svgCount }));
      if (svgs !== 20) throw new Error(`only ${svgs} of 20 boards rendered`);
      list.push(ms);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (xs) => `median ${median(xs).toFixed(0)} ms, min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)}`;
console.log(`20 boards, ${runs} runs: cold (empty cache) ${fmt(cold)}; warm (reload) ${fmt(warm)}`);
const widget = readFileSync(`${dist}/renju-board.js`);
console.log(`widget JS: ${widget.length} bytes, ${gzipSync(widget, { level: 9 }).length} gzipped (the .wasm is shared and not counted)`);
