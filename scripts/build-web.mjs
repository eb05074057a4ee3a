// Finishes the site in dist/ (after build.sh copied the module and web/ there):
//  - bundles: the play page (dist/app/app.js, with the parts it needs only after the first board in
//    chunks loaded later), the bot's worker (dist/renju-bot-worker.js, for the page and the widget),
//    <renju-board> (dist/renju-board.js) and <renju-lesson> (dist/renju-lesson.js). None of them
//    carries the loader and the Emscripten glue: all import the one dist/renju.js (which loads
//    renju-core.js, or renju-rules.js for the play page's rules-only module), so a visit fetches them once;
//  - dist/sw.js gets the list of the page's files and a version made from their contents;
//  - dist/renju-offline.html: the whole app in one file (module, .wasm, styles, bot worker) that
//    opens from disk by double-click. Browsers refuse ES modules, module workers and fetch on
//    file://, so esbuild bundles the app into one classic script with the .wasm inside as base64,
//    and the worker into text that the page starts from a blob URL.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { readFile, writeFile, readdir } from 'node:fs/promises';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { markdownPage } from './render-markdown.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const SINGLE = 'renju-offline.html';
// Precached at install: what the play page loads (its first load, scripts/dev/measure-page.mjs).
// Then, once the worker is active, every other file of every page (lessons and their data, the
// format page, widget docs, embed, every language's tables) is fetched into the same cache in the
// background, so after one visit to any page all of them work offline (issue 15).
// Left out: what no page loads (the single file, the Markdown sources of rendered pages, type
// declarations, the npm folder, precompressed copies, the sources the bundles were made from) and
// the worker itself.
const PAGE_ASSET = /^(index\.html|manifest\.webmanifest|renju\.js|renju-(core|rules)\.(js|wasm)|renju-bot-worker\.js|icons\/[^/]+|app\/(app\.js|app\.css|chunk-[\w-]+\.js)|i18n\/en\/app\.json)$/;
const NOT_ASSET = /^(renju-offline\.html|sw\.js|offline-files\.json|npm\/.*|.*\.d\.ts|.*\.md|.*\.(gz|br)|app\/(?!app\.js$|app\.css$|chunk-).*|widget\/(config|model|render|events|renju-board)\.js|lib\/(bot-worker|bot-client|files-worker)\.js|i18n\/phrases-draft\.json)$/;

async function files(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...await files(path));
    else out.push(path);
  }
  return out;
}

// The app's parts loaded only when a reader asks for them (a panel switched on, a dialog opened, a
// variation played): their chunks are cached with the other pages' files in the background, not at
// install, so a first visit of the play page does not wait for them; they still work offline after it.
const ON_USE = ['panels/analysis.js', 'dialogs/save-image.js', 'dialogs/open-file.js', 'marks-tool.js', 'variations.js']; // under app/
let onUseChunks = new Set();

async function writeServiceWorker() {
  const all = (await files(dist)).map((f) => relative(dist, f).split('\\').join('/'))
    .filter((f) => !NOT_ASSET.test(f)).sort();
  const hash = createHash('sha256');
  for (const f of all) hash.update(f).update(await readFile(join(dist, f)));
  const version = hash.digest('hex').slice(0, 12);
  const atInstall = (f) => PAGE_ASSET.test(f) && !onUseChunks.has(f);
  const list = ['./', ...all.filter((f) => atInstall(f) && f !== 'index.html')];
  const later = all.filter((f) => !atInstall(f));
  let sw = await readFile(join(root, 'web/sw.js'), 'utf8');
  sw = sw.replace("const VERSION = 'dev';", `const VERSION = '${version}';`)
    .replace("const ASSETS = ['./'];", `const ASSETS = ${JSON.stringify(list)};`);
  // The other pages' list is a file the worker fetches itself, so the play page's first load (which
  // fetches sw.js) does not carry it.
  await writeFile(join(dist, 'offline-files.json'), `${JSON.stringify(later)}\n`);
  if (!sw.includes(version)) throw new Error('sw.js: the VERSION line was not found');
  // Every page's first visit fetches the worker: its comments stay in web/sw.js.
  sw = sw.split('\n').filter((line) => !/^\s*\/\//.test(line)).join('\n');
  await writeFile(join(dist, 'sw.js'), sw);
  return { version, count: list.length, later: later.length };
}

const common = {
  bundle: true,
  write: false,
  format: 'iife',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  // The Emscripten glue resolves its .wasm's URL against import.meta.url even when handed the
  // bytes; any valid base does (a blob: worker's own URL is not one), nothing is fetched from it.
  define: { 'import.meta.url': '"file:///renju-offline/"' },
  loader: { '.wasm': 'binary' },
  // renju.js reads the .wasm from disk under Node only; never reached in a browser.
  external: ['node:*'],
};

// The language tables (web/i18n/<lang>/<area>.json): each bundle finds them from its own folder, and
// the single file, which cannot fetch, holds the play page's (app and phrases) of every language.
const I18N_SOURCE = /[\\/]i18n[\\/]source\.js$/;
function i18nBase(outdir) {
  return {
    name: 'i18n-base',
    setup(b) {
      b.onLoad({ filter: I18N_SOURCE }, async (args) => {
        const path = relative(outdir, join(dist, 'i18n')).split('\\').join('/');
        const source = await readFile(args.path, 'utf8');
        const contents = source.replace("new URL('./', import.meta.url)", `new URL('${path ? `${path}/` : './'}', import.meta.url)`);
        if (contents === source) throw new Error('i18n/source.js: the I18N_BASE line was not found');
        return { contents, loader: 'js' };
      });
    },
  };
}

// English tables are JS modules (web/i18n/en/<area>.js, for Node and for the bundles that carry
// them); the play page fetches its own as JSON like every other language's (its bundle leaves the
// module out, a smaller first load), so the build writes en/<area>.json beside the others.
async function writeEnglishTables() {
  for (const file of await readdir(join(dist, 'i18n/en'))) {
    if (!file.endsWith('.js')) continue;
    const table = (await import(pathToFileURL(join(dist, 'i18n/en', file)).href)).default;
    await writeFile(join(dist, 'i18n/en', file.replace(/\.js$/, '.json')), `${JSON.stringify(table)}\n`);
  }
}
function withoutEnglish(area) {
  const file = new RegExp(`[\\\\/]i18n[\\\\/]en[\\\\/]${area}\\.js$`);
  return {
    name: 'without-english',
    setup(b) {
      b.onLoad({ filter: file }, () => ({ contents: 'export default {};', loader: 'js' }));
    },
  };
}

async function inlineTables(areas) {
  const tables = {};
  for (const lang of (await readdir(join(dist, 'i18n'), { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name)) {
    for (const area of areas) {
      const file = join(dist, 'i18n', lang, `${area}.json`);
      try {
        (tables[lang] ??= {})[area] = JSON.parse(await readFile(file, 'utf8'));
      } catch (e) {
        if (e.code !== 'ENOENT') throw e;
      }
    }
  }
  return `export const I18N_BASE = null;
const TABLES = ${JSON.stringify(tables)};
export function loadTable(area, lang) {
  const table = TABLES[lang]?.[area];
  return table ? Promise.resolve(table) : Promise.reject(new Error(\`no \${area} table for \${lang}\`));
}
export function tableUrls() {
  return [];
}
`;
}

async function writeSingleFile() {
  const worker = await build({ ...common, entryPoints: [join(dist, 'lib/bot-worker.js')] });
  const tables = await inlineTables(['app', 'phrases', 'files']);
  const workerSource = worker.outputFiles[0].text;
  const inline = {
    name: 'inline-platform',
    setup(b) {
      b.onResolve({ filter: /\/platform\.js$/ }, () => ({ path: join(dist, 'app/platform-inline.js') }));
      b.onResolve({ filter: /^inline-worker-source$/ }, () => ({ path: 'worker', namespace: 'inline' }));
      b.onLoad({ filter: /.*/, namespace: 'inline' }, () => ({ contents: workerSource, loader: 'text' }));
      b.onLoad({ filter: I18N_SOURCE }, () => ({ contents: tables, loader: 'js' }));
    },
  };
  const app = await build({ ...common, entryPoints: [join(dist, 'app/main.js')], plugins: [inline] });
  // Nothing in a script may close the <script> element early.
  const script = app.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
  const css = await readFile(join(dist, 'app/app.css'), 'utf8');
  const icon = await readFile(join(dist, 'icons/icon.svg'));
  let html = await readFile(join(dist, 'index.html'), 'utf8');
  html = html
    // A file opened from disk has no origin to restrict; the served page keeps its CSP.
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\n/, '')
    .replace(/<link rel="(manifest|apple-touch-icon|modulepreload|preload)"[^>]*>\n/g, '')
    .replace(/<link rel="icon"[^>]*>/, `<link rel="icon" href="data:image/svg+xml;base64,${icon.toString('base64')}">`)
    .replace(/<link rel="stylesheet" href="app\/app.css">/, () => `<style>\n${css}</style>`)
    .replace(/<script type="module" src="app\/main.js"><\/script>\n/, '')
    // The lessons and the widget pages are not in this file: say so instead of linking to nothing.
    .replace(/<a href="lessons\.html" data-t="lessonsLink"><\/a>\s*<a href="widget\.html" data-t="embedLink"><\/a>/,
      '<span class="single-file-note" data-t="singleFileLinks"></span>')
    .replace('</body>', () => `<script>\n${script}</script>\n</body>`);
  if (html.includes('src="app/') || html.includes('href="app/')) throw new Error('single file: an external asset is left');
  if (/<a href="(lessons|widget)\.html"/.test(html)) throw new Error('single file: a link to a page it does not hold is left');
  await writeFile(join(dist, SINGLE), html);
  return html.length;
}

// Precompressed copies for the static server (sirv --gzip --brotli serves them when accepted).
async function compress() {
  let gz = 0;
  for (const f of await files(dist)) {
    if (!/\.(js|mjs|css|html|wasm|svg|webmanifest|json)$/.test(f) || f.endsWith('.d.ts')) continue;
    const bytes = await readFile(f);
    const z = gzipSync(bytes, { level: 9 });
    gz += z.length;
    await writeFile(`${f}.gz`, z);
    await writeFile(`${f}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  return gz;
}

// Bundles import the shared loader instead of carrying it: any import of renju.js becomes the path
// from the bundle's folder to dist/renju.js, kept as an import.
function sharedLoader(outdir) {
  return {
    name: 'shared-loader',
    setup(b) {
      b.onResolve({ filter: /(^|\/)renju\.js$/ }, () => {
        const path = relative(outdir, join(dist, 'renju.js')).split('\\').join('/');
        return { path: path.startsWith('.') ? path : `./${path}`, external: true };
      });
    },
  };
}

function sharedFiles() {
  return {
    name: 'shared-files',
    setup(b) {
      b.onResolve({ filter: /(^|\/)renju-files\.js$/ }, () => ({ path: './renju-files.js', external: true }));
    },
  };
}

// The served page: the app (split: what comes after the first board is in chunks it imports later),
// the worker, the widget and the lesson element, each an ES module; index.html points at the app.
async function bundlePage() {
  const esm = { ...common, format: 'esm', define: {}, write: true };
  const appDir = join(dist, 'app');
  const app = await build({ ...esm, entryPoints: { app: join(appDir, 'main.js') }, outdir: appDir, splitting: true,
    chunkNames: 'chunk-[hash]', metafile: true, plugins: [sharedLoader(appDir), i18nBase(appDir), withoutEnglish('app')] });
  // The chunks the app imports at once are preloaded with it, not found one round trip later.
  const entry = Object.entries(app.metafile.outputs).find(([, o]) => o.entryPoint);
  onUseChunks = new Set(Object.entries(app.metafile.outputs)
    .filter(([, o]) => o.entryPoint && ON_USE.some((f) => o.entryPoint.split('\\').join('/').endsWith(`app/${f}`)))
    .map(([out]) => relative(dist, join(root, out)).split('\\').join('/')));
  if (onUseChunks.size !== ON_USE.length) throw new Error(`build-web: ${onUseChunks.size} of the ${ON_USE.length} parts loaded on use were found among the app's chunks`);
  const eager = entry[1].imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => relative(dist, join(root, i.path)).split('\\').join('/'));
  const atRoot = [['lib/bot-worker.js', 'renju-bot-worker.js'], ['widget/renju-board.js', 'renju-board.js'], ['lessons/renju-lesson.js', 'renju-lesson.js']];
  for (const [from, to] of atRoot) {
    await build({ ...esm, entryPoints: [join(dist, from)], outfile: join(dist, to), plugins: [sharedLoader(dist), i18nBase(dist)] });
  }
  // The record-file reader's worker imports renju-files.js beside it, the module the page loads too.
  await build({ ...esm, entryPoints: [join(dist, 'lib/files-worker.js')], outfile: join(dist, 'renju-files-worker.js'), plugins: [sharedFiles()] });
  let html = await readFile(join(dist, 'index.html'), 'utf8');
  // The sources' preloads name source files; the bundle needs the shared loader, its glue and the .wasm.
  html = html.replace(/<link rel="modulepreload" href="(?!renju\.js|renju-rules\.js)[^"]*">\n/g, '')
    .replace('<script type="module" src="app/main.js"></script>',
      [...eager.map((f) => `<link rel="modulepreload" href="${f}">`), '<script type="module" src="app/app.js"></script>'].join('\n'));
  if (!html.includes('src="app/app.js"')) throw new Error('index.html: the module script was not found');
  await writeFile(join(dist, 'index.html'), html);
}

// The lesson format (web/lessons/FORMAT.md) as a page of the site: UTF-8 HTML, linked from the lessons.
async function writeDocPages() {
  const source = await readFile(join(dist, 'lessons/FORMAT.md'), 'utf8');
  const html = markdownPage(source, { title: 'Writing a Renju lesson', css: 'lessons.css', script: '../lib/offline.js', back: { href: '../lessons.html', text: '← Lessons' } });
  await writeFile(join(dist, 'lessons/format.html'), html);
}

// The single file is built from the sources first; then the served bundles replace them.
await writeDocPages();
await writeEnglishTables();
const size = await writeSingleFile();
await bundlePage();
const sw = await writeServiceWorker();
await compress();
console.log(`web: sw.js caches ${sw.count} files at install and ${sw.later} more after (version ${sw.version}); ${SINGLE} ${Math.round(size / 1024)} KiB`);
