// The npm package as a user gets it: npm pack ./dist/npm, installed into a fresh folder, imported
// by name in Node, its declarations compiled by tsc; the root refuses npm pack with a message instead
// of starting a build; two versions of the package in one realm keep their own instances.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';

const root = new URL('../../', import.meta.url).pathname;
const npmDir = join(root, 'dist/npm');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'renju-package-'));
const app = join(work, 'app');

before(() => {
  execFileSync('npm', ['pack', npmDir, '--pack-destination', work, '--silent'], { stdio: 'pipe' });
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module', dependencies: { renju: `file:../${tarball}` } }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: app, stdio: 'pipe' });
});

after(() => rmSync(work, { recursive: true, force: true }));

test('npm pack ./dist/npm: the module, both elements, their declarations, their language tables, README, LICENSE and CHANGELOG, nothing else', () => {
  const [report] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', npmDir], { stdio: 'pipe' }).toString());
  const files = report.files.map((f) => f.path).sort();
  const shared = files.filter((f) => /^shared-[A-Z0-9]+\.js$/.test(f));
  assert.ok(shared.length >= 1, files.join(' '));
  // The elements' text in every language but the built-in English: widget, lesson and the shared phrases.
  const tables = files.filter((f) => f.startsWith('i18n/'));
  assert.deepEqual(tables, ['ja', 'ru', 'zh-Hans', 'zh-Hant'].flatMap((l) => ['lesson', 'phrases', 'widget'].map((a) => `i18n/${l}/${a}.json`)));
  assert.deepEqual(files.filter((f) => !shared.includes(f) && !tables.includes(f)), ['CHANGELOG.md', 'LICENSE', 'README.md', 'board.d.ts', 'board.js', 'lesson.d.ts',
    'lesson.js', 'package.json', 'renju-bot-worker.js', 'renju-core.js', 'renju-core.wasm', 'renju-files-core.js', 'renju-files-core.wasm', 'renju-files.js', 'renju-rules.js', 'renju-rules.wasm', 'renju.d.ts', 'renju.js']);
  assert.equal(report.name, 'renju');
  assert.equal(report.version, rootPackage.version);
  // The README is the one for package users: no developer commands.
  const readme = readFileSync(join(npmDir, 'README.md'), 'utf8');
  assert.doesNotMatch(readme, /npm start|npm test|ctest|emcc/);
  assert.match(readme, /npm i renju/);
  assert.match(readFileSync(join(npmDir, 'LICENSE'), 'utf8'), /^MIT License/);
  assert.match(readFileSync(join(npmDir, 'CHANGELOG.md'), 'utf8'), new RegExp(`## ${rootPackage.version.replaceAll('.', '\\.')}`));
});

test('the package.json of the package: exports for the module and the elements, types, MIT, no scripts', () => {
  const pkg = JSON.parse(readFileSync(join(npmDir, 'package.json'), 'utf8'));
  assert.equal(pkg.license, 'MIT');
  assert.equal(pkg.scripts, undefined, 'packing or installing it must run nothing');
  assert.equal(pkg.devDependencies, undefined);
  assert.deepEqual(Object.keys(pkg.exports), ['.', './board', './lesson', './renju-core.wasm', './renju-rules.wasm', './renju-files-core.wasm', './renju-bot-worker.js', './i18n/*', './package.json']);
  assert.equal(pkg.exports['./board'].types, './board.d.ts');
  assert.equal(pkg.exports['./lesson'].types, './lesson.d.ts');
  for (const k of ['repository', 'homepage', 'bugs']) if (rootPackage[k]) assert.deepEqual(pkg[k], rootPackage[k], k);
});

test('npm pack and npm publish in the repository root stop with a clear message and start no build', () => {
  for (const command of [['pack', '--dry-run'], ['publish', '--dry-run']]) {
    const r = spawnSync('npm', command, { cwd: root, encoding: 'utf8' });
    assert.notEqual(r.status, 0, `npm ${command.join(' ')} succeeded`);
    assert.match(r.stderr, /the repository root is not the package/);
    assert.match(r.stderr, /npm pack \.\/dist\/npm/);
    assert.doesNotMatch(r.stdout + r.stderr, /cmake|ninja|emcc|esbuild/i);
  }
});

test('the loader keys its instance with the package version', async () => {
  const { VERSION } = await import(pathToFileURL(join(npmDir, 'renju.js')));
  assert.equal(VERSION, rootPackage.version);
});

test('npm i renju: the module by name in Node, and renju/board and renju/lesson import there without a DOM', async () => {
  const script = `
    import { loadRenju, VERSION } from 'renju';
    import { RenjuBoardElement } from 'renju/board';
    import { RenjuLessonElement } from 'renju/lesson';
    const renju = await loadRenju();
    const game = renju.newGame();
    game.play('h8');
    console.log(JSON.stringify({ VERSION, code: game.code, board: typeof RenjuBoardElement, lesson: typeof RenjuLessonElement }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: app, encoding: 'utf8' });
  assert.deepEqual(JSON.parse(out), { VERSION: rootPackage.version, code: 'h8', board: 'function', lesson: 'function' });
});

test('two versions of the package in one realm do not share one instance', async () => {
  const copy = (name, version) => {
    const dir = join(work, name);
    cpSync(npmDir, dir, { recursive: true });
    const file = join(dir, 'renju.js');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/export const VERSION = '[^']+'/, `export const VERSION = '${version}'`));
    return import(pathToFileURL(file));
  };
  const [a, b, sameAsA] = await Promise.all([copy('v-a', rootPackage.version), copy('v-b', '0.0.1-other'), copy('v-a2', rootPackage.version)]);
  const [ra, rb, ra2] = await Promise.all([a.loadRenju(), b.loadRenju(), sameAsA.loadRenju()]);
  assert.notEqual(ra, rb, 'another version got the same instance');
  assert.equal(ra, ra2, 'two copies of one version should share');
  // Each works with its own objects; a game of one is not taken for a game of the other.
  const ga = ra.newGame();
  const gb = rb.newGame();
  ga.play('h8');
  gb.play('h8').play('i9');
  assert.equal(ga.code, 'h8');
  assert.equal(gb.code, 'h8i9');
});

test('TypeScript: the elements are typed (attributes, events, methods, HTMLElementTagNameMap)', () => {
  writeFileSync(join(app, 'typed.ts'), `
import 'renju/board';
import 'renju/lesson';
import { loadRenju, type Renju } from 'renju';
import type { RenjuBoardAttributes, RenjuBoardElement, RenjuBoardMoveDetail } from 'renju/board';
import type { Lesson, RenjuLessonElement } from 'renju/lesson';

const board = document.querySelector('renju-board');
if (board) {
  const b: RenjuBoardElement = board;
  b.mode = 'play';
  b.showForbidden = true;
  b.addEventListener('move', (e) => { const d: RenjuBoardMoveDetail = e.detail; const p: string = d.point; void p; });
  b.addEventListener('error', (e) => { const a: string | null = e.detail.attribute; void a; });
  b.addEventListener('point-click', (e) => { const x: number = e.detail.x; void x; });
  void b.play('h8').then((played: boolean) => played);
  void b.setPosition({ black: ['h8'], white: [{ x: 8, y: 8 }], toMove: 'black' });
  const code: string = b.getCode();
  const kinds: string[] = b.forbiddenPoints().map((f) => f.kind);
  void code; void kinds;
  // @ts-expect-error play takes a point
  void b.play(42 as unknown as boolean);
}
const made = document.createElement('renju-board');
const attrs: RenjuBoardAttributes = { moves: 'h8i9', mode: 'replay', 'show-forbidden': true, bot: 3 };
void made; void attrs;
const lesson = document.createElement('renju-lesson');
const l: RenjuLessonElement = lesson;
l.addEventListener('task-complete', (e) => { const ok: boolean = e.detail.correct; void ok; });
l.addEventListener('lesson-error', (e) => { const p: string[] = e.detail.problems; void p; });
const data: Lesson = { id: 'x', title: 'X', tasks: [{ kind: 'is-forbidden', text: '?', point: 'h8', answer: true }] };
l.lesson = data;
const renju: Promise<Renju> = loadRenju();
void renju;
`);
  writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2022', 'DOM', 'ESNext.Disposable'], strict: true, noEmit: true, skipLibCheck: false, types: [] },
    files: ['typed.ts'],
  }));
  const tsc = join(root, 'node_modules/.bin/tsc');
  const r = spawnSync(tsc, ['-p', join(app, 'tsconfig.json')], { cwd: app, encoding: 'utf8' });
  assert.equal(r.status, 0, `tsc failed:\n${r.stdout}${r.stderr}`);
});
