// Measures the play page in dist/: what it transfers (gzip, per file, as the page loads it) and
// the time from navigation to an interactive board (the 'renju-interactive' mark) in headless
// Chromium on localhost, median of several cold loads. With a bot in the module it also measures
// frame times while the bot thinks.   node scripts/dev/measure-page.mjs [loads] [browser language, e.g. ru]
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dist, launch, serve } from '../../tests/pages/harness.mjs';

const loads = Number(process.argv[2] ?? 9);
// The page speaks the browser's language: each fetches its own table (issue 19).
const locale = process.argv[3] ?? 'en-GB';
const server = await serve(dist, { compressed: true });
const browser = await launch();
try {
  // Which files a first visit fetches (the service worker then caches the rest of the list).
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const fetched = new Set();
  page.on('requestfinished', (r) => fetched.add(new URL(r.url()).pathname.slice(1) || 'index.html'));
  await page.goto(server.url);
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));
  await page.waitForTimeout(500);
  const pageLang = await page.evaluate(() => document.documentElement.lang);
  await context.close();
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const cached = JSON.parse(/const ASSETS = (\[.*\]);/.exec(sw)[1]).map((f) => (f === './' ? 'index.html' : f));
  const all = [...new Set([...fetched, ...cached, 'sw.js'])].sort();
  // The engine (the bot's worker and the full module it runs) comes after the board is interactive
  // (issue 13: at most 200 KiB gzip for the worker's module and data); the rest is the first load.
  const ENGINE = /^(renju-core\.(js|wasm)|renju-bot-worker\.js)$/;
  const sums = { page: [0, 0], engine: [0, 0] };
  const rows = all.map((f) => {
    const bytes = readFileSync(join(dist, f));
    const gz = /\.png$/.test(f) ? bytes.length : gzipSync(bytes, { level: 9 }).length;
    const sum = sums[ENGINE.test(f) ? 'engine' : 'page'];
    sum[0] += bytes.length;
    sum[1] += gz;
    const note = ENGINE.test(f) ? '  (engine, after the board)' : fetched.has(f) ? '' : '  (cached by the service worker)';
    return `${f.padEnd(28)} ${String(bytes.length).padStart(7)} ${String(gz).padStart(7)}${note}`;
  });
  const line = (name, [raw, gz]) => `${name.padEnd(28)} ${String(raw).padStart(7)} ${String(gz).padStart(7)}  = ${(gz / 1024).toFixed(1)} KiB gzip`;
  console.log(`browser language ${locale}: page language ${pageLang}`);
  console.log(`file                            bytes    gzip`);
  console.log(rows.join('\n'));
  console.log(line('first load (the board)', sums.page));
  console.log(line('engine (the worker)', sums.engine));

  const times = [];
  for (let i = 0; i < loads; i++) {
    const ctx = await browser.newContext({ locale });
    const p = await ctx.newPage();
    await p.goto(server.url);
    await p.waitForSelector('html[data-ready="true"]');
    times.push(await p.evaluate(() => Math.round(performance.getEntriesByName('renju-interactive')[0].startTime)));
    await ctx.close();
  }
  times.sort((a, b) => a - b);
  console.log(`navigation to interactive board, ms: ${times.join(' ')}; median ${times[times.length >> 1]}`);

  const ctx = await browser.newContext();
  const p = await ctx.newPage();
  await p.goto(server.url);
  await p.waitForSelector('html[data-ready="true"]');
  await p.waitForFunction(() => window.renjuApp.bot && window.renjuApp.bot.status !== 'starting');
  if (await p.evaluate(() => window.renjuApp.bot.available)) {
    // A game against the bot at level 5, the bot (black) to move in the middle of a game: it
    // searches at once. Sample requestAnimationFrame while the worker thinks.
    await p.goto(`${server.url}#mode=bot&rule=renju&human=white&level=5&a=h8.i9.i8.g8.j10.k11`);
    await p.waitForSelector('html[data-ready="true"]');
    await p.evaluate(() => {
      window.__frames = [];
      let last = performance.now();
      const tick = (now) => { window.__frames.push(now - last); last = now; requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    });
    await p.waitForFunction(() => window.renjuApp.session.ply > 6, null, { timeout: 20000 });
    const frames = await p.evaluate(() => {
      const d = [...window.__frames].sort((a, b) => a - b);
      return { n: d.length, median: d[d.length >> 1], max: d[d.length - 1] };
    });
    console.log(`frames while the bot thinks: ${frames.n}, median ${frames.median.toFixed(1)} ms, max ${frames.max.toFixed(1)} ms`);
  } else {
    console.log('frame time while the bot thinks: not measured, the module has no bot yet');
  }
  await ctx.close();
} finally {
  await browser.close();
  await server.close();
}
