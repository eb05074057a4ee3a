// The main thread while analysis runs: frame times (median, p95, max), long tasks, the functions
// that take the main thread's time (a CPU profile), and restart latencies over a series of
// undo/redo changes. node scripts/dev/analysis-profile.mjs [seconds]
import { chromium } from 'playwright-core';
import { serve } from '../../tests/pages/harness.mjs';

const seconds = Number(process.argv[2] ?? 4);
const changes = process.argv[3] !== 'still'; // 'still': no changes, the engine thinking on one position
const server = await serve(undefined, { compressed: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
const game = 'h8.i9.j10.i8.i10.h10.j8.j9.k9.i11.k10.i7.l10.m10.m11.n12.j11';
await page.goto(`${server.url}/#mode=two&rule=renju&a=${game}`);
await page.waitForSelector('html[data-ready="true"]');
await page.evaluate(() => window.renjuAnalysis.set(true));
await page.waitForSelector('#an-candidates button', { timeout: 30000 });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const frames = await page.evaluate(({ ms, changes }) => new Promise((resolve) => {
  const long = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) long.push(Math.round(e.duration)); }).observe({ type: 'longtask' });
  const times = [];
  let last = performance.now();
  const end = last + ms;
  // A change every 700 ms (undo, then redo): the analysis restarts while frames are timed.
  let k = 0;
  // One change a tick: the shown button of the mode (the analysis board's and the game's both exist).
  const click = (ids) => ids.map((id) => document.getElementById(id)).find((b) => b && b.offsetParent !== null)?.click();
  const changer = changes && setInterval(() => click(k++ % 2 ? ['btn-a-redo', 'btn-redo'] : ['btn-a-undo', 'btn-undo']), 700);
  const tick = (now) => {
    times.push(now - last);
    last = now;
    if (now < end) requestAnimationFrame(tick);
    else { clearInterval(changer); resolve({ times, long }); }
  };
  requestAnimationFrame(tick);
}), { ms: seconds * 1000, changes });
const { profile } = await cdp.send('Profiler.stop');
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => {
  const n = byId.get(id);
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
});
const top = [...self.entries()].filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 15);
const sorted = [...frames.times].sort((a, b) => a - b);
const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const st = await page.evaluate(() => ({ restarts: window.renjuAnalysis.state.restarts, delivered: window.renjuAnalysis.state.delivered ?? [], posted: window.renjuAnalysis.state.posted ?? [], first: window.renjuAnalysis.state.firstReports }));
console.log(`frames (${sorted.length}): median ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`);
console.log(`long tasks: ${frames.long.join(', ') || 'none'}`);
console.log(`ms from a change to the worker on the new position: ${st.restarts.map((x) => x.toFixed(0)).join(' ')}`);
console.log(`ms from a change to the job posted to the worker: ${st.posted.map((x) => x.toFixed(1)).join(' ')}`);
console.log(`ms from a change to the page hearing it started: ${st.delivered.map((x) => x.toFixed(0)).join(' ')}`);
console.log(`ms from a change to its first report: ${st.first.map((x) => x.toFixed(0)).join(' ')}`);
console.log('main-thread self time (ms):');
for (const [k, v] of top) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
await browser.close();
await server.close?.();
process.exit(0);
