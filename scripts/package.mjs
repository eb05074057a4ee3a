#!/usr/bin/env node
// The npm package, assembled from the build into dist/npm/ (npm run build runs this last):
//   renju.js, renju.d.ts, renju-core.js, renju-core.wasm   the module (as in dist/), the rules
//   module renju-rules.js, renju-rules.wasm (loadRenju({ rulesOnly: true })), and renju-files*.js/.wasm (trees, files)
//   board.js, lesson.js (+ shared-*.js)                    <renju-board> and <renju-lesson>, importing ./renju.js
//   renju-bot-worker.js                                    the worker <renju-board bot="N"> starts beside board.js
//   i18n/<lang>/{widget,lesson,phrases}.json               the elements' text in other languages than English
//   board.d.ts, lesson.d.ts                                the elements' declarations (npm/)
//   package.json, README.md, LICENSE, CHANGELOG.md         for package users (npm/README.md, the root's LICENSE and CHANGELOG.md)
// Publish it with `npm publish ./dist/npm` (or `npm pack ./dist/npm`): it has no scripts, so packing
// never starts a build. In the repository root, `npm pack` and `npm publish` stop with a message
// saying so (`node scripts/package.mjs --refuse-root`, the root's prepack script).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const dist = `${root}dist`;
const out = `${dist}/npm`;
const rootPackage = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));

if (process.argv.includes('--refuse-root')) {
  const built = existsSync(`${out}/package.json`);
  console.error([
    'renju: the repository root is not the package. The package is built into dist/npm/:',
    built ? '  npm pack ./dist/npm      (or npm publish ./dist/npm)' : '  npm run build            (needs the native and WebAssembly toolchains; see README.md)\n  npm pack ./dist/npm      (or npm publish ./dist/npm)',
  ].join('\n'));
  process.exit(1);
}

// renju-files*: game trees and record files, which renju.js imports on first use (renju.loadFiles).
const module = ['renju.js', 'renju.d.ts', 'renju-core.js', 'renju-core.wasm', 'renju-rules.js', 'renju-rules.wasm', 'renju-files.js', 'renju-files-core.js', 'renju-files-core.wasm'];
const missing = [...module, 'widget/renju-board.js', 'lessons/renju-lesson.js', 'lib/bot-worker.js'].filter((f) => !existsSync(`${dist}/${f}`));
if (missing.length) {
  console.error(`package: dist/ lacks ${missing.join(', ')}: run npm run build first`);
  process.exit(1);
}

// The version the loader keys its shared instance with must be the package's.
const loaderVersion = /export const VERSION = '([^']+)'/.exec(readFileSync(`${dist}/renju.js`, 'utf8'))?.[1];
if (loaderVersion !== rootPackage.version) {
  console.error(`package: renju.js says VERSION ${loaderVersion}, package.json ${rootPackage.version}: make them agree`);
  process.exit(1);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const f of module) cpSync(`${dist}/${f}`, `${out}/${f}`);

// The elements, bundled with their board renderer, importing the package's own loader (so an app
// that imports 'renju' and 'renju/board' has one loader and one .wasm), code they share in a chunk.
const { build } = await import('esbuild');
const loaderExternal = {
  name: 'renju-loader-external',
  setup(b) {
    b.onResolve({ filter: /(^|\/)renju\.js$/ }, () => ({ path: './renju.js', external: true }));
  },
};
// The elements' language tables (widget, lesson and the shared phrases; English is built in) go in
// i18n/<lang>/ beside them, where their code looks for them.
const i18nBase = {
  name: 'renju-i18n-base',
  setup(b) {
    b.onLoad({ filter: /[\\/]i18n[\\/]source\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const contents = source.replace("new URL('./', import.meta.url)", "new URL('./i18n/', import.meta.url)");
      if (contents === source) throw new Error('package: the I18N_BASE line of i18n/source.js was not found');
      return { contents, loader: 'js' };
    });
  },
};
for (const lang of readdirSync(`${dist}/i18n`, { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'en').map((d) => d.name)) {
  mkdirSync(`${out}/i18n/${lang}`, { recursive: true });
  for (const area of ['widget', 'lesson', 'phrases']) {
    if (existsSync(`${dist}/i18n/${lang}/${area}.json`)) cpSync(`${dist}/i18n/${lang}/${area}.json`, `${out}/i18n/${lang}/${area}.json`);
  }
}
await build({
  // The board starts its engine's worker from ./renju-bot-worker.js beside it.
  entryPoints: { board: `${dist}/widget/renju-board.js`, lesson: `${dist}/lessons/renju-lesson.js`, 'renju-bot-worker': `${dist}/lib/bot-worker.js` },
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2022',
  outdir: out,
  chunkNames: 'shared-[hash]',
  plugins: [loaderExternal, i18nBase],
  logLevel: 'warning',
  legalComments: 'none',
});
for (const f of ['board.d.ts', 'lesson.d.ts', 'README.md']) cpSync(`${root}npm/${f}`, `${out}/${f}`);
for (const f of ['LICENSE', 'CHANGELOG.md']) cpSync(`${root}${f}`, `${out}/${f}`);

const pkg = {
  name: rootPackage.name,
  version: rootPackage.version,
  description: 'Renju and Gomoku rules in WebAssembly (forbidden moves with explanations, every opening rule, a bot), with <renju-board> and <renju-lesson> elements',
  keywords: ['renju', 'gomoku', 'five-in-a-row', 'board-game', 'webassembly', 'web-component', 'custom-element'],
  license: rootPackage.license,
  ...(rootPackage.author ? { author: rootPackage.author } : {}),
  ...Object.fromEntries(['repository', 'homepage', 'bugs'].filter((k) => rootPackage[k]).map((k) => [k, rootPackage[k]])),
  type: 'module',
  main: './renju.js',
  types: './renju.d.ts',
  exports: {
    '.': { types: './renju.d.ts', default: './renju.js' },
    './board': { types: './board.d.ts', default: './board.js' },
    './lesson': { types: './lesson.d.ts', default: './lesson.js' },
    './renju-core.wasm': './renju-core.wasm',
    './renju-rules.wasm': './renju-rules.wasm',
    './renju-files-core.wasm': './renju-files-core.wasm',
    './renju-bot-worker.js': './renju-bot-worker.js',
    './i18n/*': './i18n/*',
    './package.json': './package.json',
  },
  // The element modules define their elements when imported: bundlers must keep them.
  sideEffects: ['./board.js', './lesson.js', './renju-bot-worker.js', './shared-*.js'],
  engines: { node: rootPackage.engines.node },
};
writeFileSync(`${out}/package.json`, `${JSON.stringify(pkg, null, 2)}\n`);
