// Reading a big record file: a 10 MB PlayOK PGN (60,783 games of 15 moves, made here, always the same)
// read by the files module in Node (CPU and wall time of readGameFile, the stages of the read) and, with
// --browser, opened on the play page in Chromium (the worker's read, from the file chosen to the
// game list). Numbers for the notes, never a test. node scripts/dev/files-profile.mjs [--browser]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

export function bigPgn(bytes = 10 * 1024 * 1024) {
  const cols = 'abcdefghijklmno';
  const games = [];
  let size = 0;
  for (let k = 0; size < bytes; k++) {
    const moves = [];
    for (let i = 0; i < 40; i++) moves.push(`${cols[(i * 7 + k) % 15]}${((i * 11 + Math.floor(k / 15)) % 15) + 1}`);
    const text = [...new Set(moves)].map((m, i) => (i % 2 ? m : `${i / 2 + 1}. ${m}`)).join(' ');
    const g = `[Event "Club ${k % 50}"]\n[Black "player${k}"]\n[White "opponent${k % 97}"]\n[Date "2021.01.${String(1 + (k % 28)).padStart(2, '0')}"]\n[Result "*"]\n\n${text} *\n`;
    games.push(g);
    size += g.length + 1;
  }
  return new TextEncoder().encode(games.join('\n'));
}

const bytes = bigPgn();
const { loadRenju } = await import(`${dist}renju.js`);
const renju = await loadRenju();
const files = await renju.loadFiles();
files.readGameFile('h8 h9');
const c0 = process.cpuUsage();
let t0 = performance.now();
const read = files.readGameFile(bytes, { onProgress() {} });
const cpu = process.cpuUsage(c0);
console.log(`node: ${(bytes.length / 1048576).toFixed(1)} MB, ${read.games.length} games, ${read.games.reduce((a, g) => a + g.moves, 0)} moves: `
  + `readGameFile ${Math.round(performance.now() - t0)} ms wall, ${Math.round((cpu.user + cpu.system) / 1000)} ms CPU`);
t0 = performance.now();
const json = files._core.readFileJson(bytes, 'pgn', undefined, false);
const core = performance.now() - t0;
t0 = performance.now();
JSON.parse(json);
console.log(`  of which the core's read and JSON ${Math.round(core)} ms, JSON.parse ${Math.round(performance.now() - t0)} ms (${(json.length / 1048576).toFixed(1)} MB of JSON)`);

if (process.argv.includes('--browser')) {
  const { launch, serve } = await import('../../tests/pages/harness.mjs');
  const server = await serve(undefined, { compressed: true });
  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${server.url}/index.html`);
  await page.waitForSelector('html[data-ready="true"]');
  const start = Date.now();
  await page.setInputFiles('#file-in', { name: 'big.pgn', mimeType: 'text/plain', buffer: Buffer.from(bytes) });
  await page.waitForFunction(() => window.renjuFiles, null, { timeout: 300000 });
  console.log(`chromium: the play page's worker read it and listed ${await page.evaluate(() => window.renjuFiles.games)} games in ${Date.now() - start} ms`);
  await browser.close();
  await server.close();
}
