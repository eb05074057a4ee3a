// The READMEs' JavaScript samples run, as written: each ```js block of README.md (against the
// repository's own package, imported by name) and of the package's README (against dist/npm,
// installed by name) is written to a file and run by Node; it must finish without an error.
// Blocks that only make sense in a bundler or a page (importing the .wasm, the elements' HTML) are
// exercised by tests/pages/bundlers.test.mjs instead.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';

const root = new URL('../../', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'renju-readme-'));
after(() => rmSync(work, { recursive: true, force: true }));

function jsBlocks(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
}

/** Runs a sample as a module in `dir`; returns its standard output. */
function run(dir, name, code) {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, code);
  try {
    return execFileSync(process.execPath, [file], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
  } catch (e) {
    assert.fail(`${name} failed:\n${code}\n---\n${e.stderr}`);
  }
}

test('README.md: the JavaScript module sample runs as written', () => {
  const blocks = jsBlocks(join(root, 'README.md'));
  assert.ok(blocks.length >= 1, 'no ```js block in README.md');
  // Inside the repository 'renju' resolves to the package itself (its exports map: dist/renju.js).
  const dir = join(root, 'test-results', 'readme-samples');
  mkdirSync(dir, { recursive: true });
  blocks.forEach((code, i) => {
    const out = run(dir, `readme-${i + 1}`, code);
    if (code.includes('console.log(e.code)')) assert.match(out, /OCCUPIED/);
  });
});

test("the package's README: its module samples run as written against the installed package", () => {
  const app = join(work, 'app');
  mkdirSync(join(app, 'node_modules'), { recursive: true });
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  symlinkSync(join(root, 'dist/npm'), join(app, 'node_modules/renju'));
  const blocks = jsBlocks(join(root, 'npm/README.md'));
  const runnable = blocks.filter((code) => !code.includes('renju-core.wasm') && !code.startsWith('// vite.config.js'));
  assert.ok(runnable.length >= 3, `${runnable.length} runnable blocks`);
  runnable.forEach((code, i) => {
    const out = run(app, `package-readme-${i + 1}`, code);
    if (code.includes('console.log(e.code)')) assert.match(out, /OCCUPIED/);
  });
});
