// The npm package in the bundlers a web developer uses: the packed tarball (npm pack ./dist/npm) is
// installed into a fresh app, a tiny page importing 'renju' and 'renju/board' is bundled with esbuild,
// Vite and webpack 5 exactly as the package's README says, and each bundle plays a move in Chromium:
// one through the module's API, one by clicking the board. No Node import may reach a bundle, and
// the .wasm must be fetched from the bundle's own output.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { clickBoardPoint, dist, launch, openPage, root, serve } from './harness.mjs';

const work = mkdtempSync(join(tmpdir(), 'renju-bundlers-'));
const app = join(work, 'app');
let browser;

// The page every bundler builds: the same code for all three (esbuild's second recipe adds the
// .wasm import its file loader needs).
const html = (script) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>renju in a bundle</title></head>
<body><renju-board mode="play" bot="1" show-forbidden></renju-board><script type="module" src="${script}"></script></body></html>
`;
const main = (wasm = '') => `import { loadRenju, RenjuError } from 'renju';
import 'renju/board';
${wasm}
loadRenju(${wasm ? '{ wasmUrl: new URL(wasmUrl, import.meta.url) }' : ''}).then(async (renju) => {
  const game = renju.newGame();
  game.play('h8');
  let refused = null;
  try { game.play('h8'); } catch (e) { refused = e instanceof RenjuError ? e.code : String(e); }
  const board = document.querySelector('renju-board');
  await board.ready;
  const played = await board.play('h8');
  window.result = { api: game.code, refused, played, board: board.getCode().slice(0, 2) };
}).catch((e) => { window.result = { error: (e.code ?? '') + ' ' + e.message }; });
`;

before(async () => {
  execFileSync('npm', ['pack', `${dist}/npm`, '--pack-destination', work, '--silent'], { cwd: root, stdio: 'pipe' });
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module', dependencies: { renju: `file:../${tarball}` } }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: app, stdio: 'pipe' });
  browser = await launch();
});

after(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A fresh source folder for one bundler: index.html and main.js. */
function sources(name, { wasm = '', script = './main.js' } = {}) {
  const dir = join(app, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), html(script));
  writeFileSync(join(dir, 'main.js'), main(wasm));
  return dir;
}

/** Every file under dir, relative. */
function files(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]));
}

/** Serves a bundle's output, plays h8 through the API and the element, then i9 by clicking. */
async function playIn(out, label) {
  const js = files(out).filter((f) => f.endsWith('.js'));
  for (const f of js) {
    const m = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']node:[^"']*/.exec(readFileSync(join(out, f), 'utf8'));
    assert.equal(m, null, `${label}: ${f} imports a Node module: ${m?.[0]}`);
  }
  assert.ok(files(out).some((f) => f.endsWith('.wasm')), `${label}: no .wasm in ${files(out).join(', ')}`);
  const server = await serve(out);
  const context = await browser.newContext();
  try {
    const page = await openPage(context);
    const wasmRequests = [];
    page.on('response', (r) => { if (r.url().endsWith('.wasm')) wasmRequests.push(`${r.status()} ${r.url()}`); });
    const workers = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.goto(`${server.url}/index.html`);
    await page.waitForFunction(() => window.result, null, { timeout: 20000 });
    const result = await page.evaluate(() => window.result);
    assert.deepEqual(result, { api: 'h8', refused: 'OCCUPIED', played: true, board: 'h8' }, `${label}: ${JSON.stringify(result)}`);
    // The engine (bot="1", in its worker) answers h8; then a click plays a1 and the engine answers again.
    const moves = () => page.evaluate(() => document.querySelector('renju-board').getCode().match(/[a-z]\d+/g)?.length ?? 0);
    await page.waitForFunction(() => document.querySelector('renju-board').getCode().match(/[a-z]\d+/g)?.length === 2, null, { timeout: 15000 });
    const svg = await page.locator('renju-board svg').first().elementHandle();
    await clickBoardPoint(page, svg, 'a1');
    await page.waitForFunction(() => document.querySelector('renju-board').getCode().match(/[a-z]\d+/g)?.length === 4, null, { timeout: 15000 });
    assert.equal(await moves(), 4);
    assert.match(await page.evaluate(() => document.querySelector('renju-board').getCode()), /^h8[a-z]\d+a1[a-z]\d+$/);
    assert.ok(workers.length >= 1, `${label}: the engine's worker did not start`);
    assert.equal(wasmRequests.length, 1, `${label}: .wasm requests ${wasmRequests.join(', ')}`);
    assert.match(wasmRequests[0], /^200 /, label);
    assert.deepEqual(page.problems, [], label);
  } finally {
    await context.close();
    await server.close();
  }
}

test('esbuild: the bundle and the .wasm copied beside it (README recipe)', async () => {
  const dir = sources('esbuild');
  const out = join(dir, 'public');
  const { build } = await import('esbuild');
  await build({
    entryPoints: { main: join(dir, 'main.js'), 'renju-bot-worker': join(app, 'node_modules/renju/renju-bot-worker.js') }, bundle: true, format: 'esm',
    outdir: join(out, 'build'), absWorkingDir: app, logLevel: 'error',
  });
  cpSync(join(app, 'node_modules/renju/renju-core.wasm'), join(out, 'build/renju-core.wasm'));
  writeFileSync(join(out, 'index.html'), html('./build/main.js'));
  await playIn(out, 'esbuild');
});

test('esbuild: the .wasm through the file loader (README recipe)', async () => {
  const dir = sources('esbuild-file', { wasm: "import wasmUrl from 'renju/renju-core.wasm';" });
  const out = join(dir, 'public');
  const { build } = await import('esbuild');
  await build({
    entryPoints: { main: join(dir, 'main.js'), 'renju-bot-worker': join(app, 'node_modules/renju/renju-bot-worker.js') }, bundle: true, format: 'esm',
    outdir: join(out, 'build'), absWorkingDir: app, loader: { '.wasm': 'file' }, logLevel: 'error',
  });
  writeFileSync(join(out, 'index.html'), html('./build/main.js'));
  await playIn(out, 'esbuild file loader');
});

test('Vite: vite build, no configuration (README recipe)', async () => {
  const dir = sources('vite');
  const { build } = await import('vite');
  await build({ root: dir, configFile: false, logLevel: 'error', build: { outDir: join(dir, 'dist'), emptyOutDir: true } });
  await playIn(join(dir, 'dist'), 'Vite');
});

test('webpack 5: the default asset handling, no configuration of its own (README recipe)', async () => {
  const dir = sources('webpack');
  const out = join(dir, 'dist');
  const { default: webpack } = await import('webpack');
  const stats = await new Promise((resolve, reject) => {
    webpack({ mode: 'production', context: dir, entry: './main.js', output: { path: out, filename: 'main.js' }, performance: { hints: false } },
      (err, s) => (err ? reject(err) : resolve(s)));
  });
  assert.equal(stats.hasErrors(), false, stats.toString({ all: false, errors: true }));
  assert.equal(stats.hasWarnings(), false, stats.toString({ all: false, warnings: true }));
  cpSync(join(dir, 'index.html'), join(out, 'index.html'));
  await playIn(out, 'webpack');
});

test('esbuild as a classic script (iife, no import.meta): loadRenju rejects with LOAD_FAILED, and works given wasmUrl', async () => {
  const dir = join(app, 'esbuild-iife');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'main.js'), `import { loadRenju } from 'renju';
loadRenju().catch((e) => e).then((e) => loadRenju({ wasmUrl: 'renju-core.wasm' }).then((renju) => {
  window.result = { first: e.code + ': ' + e.message, code: renju.newGame().play('h8').code };
})).catch((e) => { window.result = { error: String(e) }; });
`);
  const out = join(dir, 'public');
  const { build } = await import('esbuild');
  await build({ entryPoints: [join(dir, 'main.js')], bundle: true, format: 'iife', outfile: join(out, 'main.js'), absWorkingDir: app, logLevel: 'silent' });
  cpSync(join(app, 'node_modules/renju/renju-core.wasm'), join(out, 'renju-core.wasm'));
  writeFileSync(join(out, 'index.html'), '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><script src="main.js"></script>');
  const server = await serve(out);
  const context = await browser.newContext();
  try {
    const page = await openPage(context);
    await page.goto(`${server.url}/index.html`);
    await page.waitForFunction(() => window.result, null, { timeout: 20000 });
    const result = await page.evaluate(() => window.result);
    assert.equal(result.code, 'h8', JSON.stringify(result));
    assert.match(result.first, /^LOAD_FAILED: .*pass loadRenju\(\{ wasmUrl \}\)/);
  } finally {
    await context.close();
    await server.close();
  }
});
