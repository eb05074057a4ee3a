// The JS API's cost over the core: load time, and all forbidden points of each corpus position
// through the JS API (median, p90, p99). Run after `npm run build`: node bench/api_bench.mjs
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const t0 = performance.now();
const { loadRenju } = await import('../dist/renju.js');
const renju = await loadRenju();
const loadMs = performance.now() - t0;

const lines = readFileSync(new URL('../tests/data/renju-forbidden.tsv', import.meta.url), 'utf8')
  .split('\n').filter((l) => l && !l.startsWith('#'));
const times = [];
let sink = 0;
for (const line of lines) {
  const game = renju.importGame(line.split('\t')[0]);
  const reps = 200;
  const start = performance.now();
  for (let r = 0; r < reps; r++) sink += game.forbiddenPoints().length;
  times.push(((performance.now() - start) / reps) * 1000);
  game.dispose();
}
times.sort((a, b) => a - b);
const pct = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(3);
console.log(`loadRenju() to ready: ${loadMs.toFixed(1)} ms (import + compile + instantiate)`);
console.log(`forbiddenPoints() through JS, per position: median ${pct(0.5)} us  p90 ${pct(0.9)} us  p99 ${pct(0.99)} us`);
if (sink < 0) console.log(sink);
