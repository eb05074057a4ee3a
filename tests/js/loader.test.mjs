// The loader never hangs: every failure to load (a missing file, a truncated module, a module that
// compiles but does not match the glue, a relative wasmUrl under Node, a failed fetch) rejects with
// LOAD_FAILED naming the cause, leaves no unhandled rejection, and a later loadRenju can try again.
// Each case loads its own copy of the module with its own version, so it starts with nothing loaded.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, test } from 'node:test';

const root = new URL('../../', import.meta.url).pathname;
const dist = join(root, 'dist');
const work = mkdtempSync(join(tmpdir(), 'renju-loader-'));
const wasm = readFileSync(join(dist, 'renju-core.wasm'));
const unhandled = [];
process.on('unhandledRejection', (e) => unhandled.push(e));
let copies = 0;

after(() => {
  rmSync(work, { recursive: true, force: true });
  assert.deepEqual(unhandled, [], 'unhandled rejections');
});

/** A fresh copy of the module (renju.js and the glue; the .wasm unless told not to), its own version. */
async function fresh({ withWasm = true, withGlue = true } = {}) {
  const dir = join(work, `copy-${++copies}`);
  cpSync(join(dist, 'renju.js'), join(dir, 'renju.js'), { recursive: true });
  const file = join(dir, 'renju.js');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/export const VERSION = '([^']+)'/, `export const VERSION = '$1-loader-test-${copies}'`));
  if (withGlue) cpSync(join(dist, 'renju-core.js'), join(dir, 'renju-core.js'));
  if (withWasm) cpSync(join(dist, 'renju-core.wasm'), join(dir, 'renju-core.wasm'));
  return { dir, module: await import(pathToFileURL(file)) };
}

/** Awaits p, failing the test if it does not settle within 10 s (the bug: it never did). */
function settles(p) {
  let timer;
  const hang = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('loadRenju did not settle in 10 s')), 10000); });
  return Promise.race([p, hang]).finally(() => clearTimeout(timer));
}

async function rejectsWith(p, code, pattern) {
  await assert.rejects(settles(p), (e) => {
    assert.equal(e.name, 'RenjuError', `not a RenjuError: ${e}`);
    assert.equal(e.code, code, e.message);
    assert.match(e.message, pattern);
    return true;
  });
}

/** A later call loads for real and works. */
async function worksAfterwards(module, options) {
  const renju = await settles(module.loadRenju(options));
  assert.equal(renju.newGame().play('h8').code, 'h8');
}

test('loader: a missing .wasm file rejects with LOAD_FAILED naming the file, and a later call tries again', async () => {
  const { dir, module } = await fresh({ withWasm: false });
  await rejectsWith(module.loadRenju(), 'LOAD_FAILED', /renju-core\.wasm/);
  await rejectsWith(module.loadRenju(), 'LOAD_FAILED', /no such file|ENOENT/i);
  cpSync(join(dist, 'renju-core.wasm'), join(dir, 'renju-core.wasm'));
  await worksAfterwards(module);
});

test('loader: a truncated module rejects with LOAD_FAILED (not WebAssembly), then the right bytes load', async () => {
  const { module } = await fresh();
  await rejectsWith(module.loadRenju({ wasmBinary: wasm.subarray(0, 1000) }), 'LOAD_FAILED', /WebAssembly/);
  await rejectsWith(module.loadRenju({ wasmBinary: new Uint8Array(0) }), 'LOAD_FAILED', /WebAssembly/);
  await worksAfterwards(module, { wasmBinary: wasm });
});

test('loader: a module that compiles but does not match the glue settles with LOAD_FAILED, no unhandled rejection', async () => {
  const { module } = await fresh();
  // Another Emscripten program (the Catch2 suite), an empty module, and one importing what the glue lacks.
  const cases = [
    readFileSync(join(root, 'build/wasm/renju_tests.wasm')),
    Uint8Array.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]),
    // (module (import "env" "no_such_function" (func)))
    Uint8Array.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 1, 4, 1, 0x60, 0, 0, 2, 0x18, 1, 3, 0x65, 0x6e, 0x76, 0x10,
      ...Buffer.from('no_such_function'), 0, 0]),
  ];
  for (const bytes of cases) {
    assert.ok(WebAssembly.validate(bytes), 'the case must compile');
    await rejectsWith(module.loadRenju({ wasmBinary: bytes }), 'LOAD_FAILED', /does not match|renju-core\.js/);
  }
  const compiled = await WebAssembly.compile(cases[1]);
  await rejectsWith(module.loadRenju({ wasmModule: compiled }), 'LOAD_FAILED', /does not match/);
  await worksAfterwards(module);
});

test('loader: a relative wasmUrl under Node rejects with LOAD_FAILED saying so', async () => {
  const { module } = await fresh();
  await rejectsWith(module.loadRenju({ wasmUrl: 'renju-core.wasm' }), 'LOAD_FAILED', /relative/);
  await rejectsWith(module.loadRenju({ wasmUrl: './x/renju-core.wasm' }), 'LOAD_FAILED', /relative/);
  await worksAfterwards(module);
});

test('loader: a failed fetch and an HTTP error reject with LOAD_FAILED naming the URL', async () => {
  const { module } = await fresh();
  const server = createServer((req, res) => {
    if (req.url === '/renju-core.wasm') {
      res.setHeader('content-type', 'application/wasm');
      res.end(wasm);
    } else {
      res.statusCode = 404;
      res.end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    await rejectsWith(module.loadRenju({ wasmUrl: `${base}/missing.wasm` }), 'LOAD_FAILED', /HTTP 404.*missing\.wasm|missing\.wasm.*HTTP 404/);
    const closed = createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = closed.address().port;
    await new Promise((resolve) => closed.close(resolve));
    await rejectsWith(module.loadRenju({ wasmUrl: `http://127.0.0.1:${port}/renju-core.wasm` }), 'LOAD_FAILED', new RegExp(`127\\.0\\.0\\.1:${port}`));
    await worksAfterwards(module, { wasmUrl: `${base}/renju-core.wasm` });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('loader: a missing glue file rejects with LOAD_FAILED naming it', async () => {
  const { dir, module } = await fresh({ withGlue: false });
  await rejectsWith(module.loadRenju(), 'LOAD_FAILED', /renju-core\.js/);
  cpSync(join(dist, 'renju-core.js'), join(dir, 'renju-core.js'));
  await worksAfterwards(module);
});

test('loader: options of the wrong type reject with BAD_ARGUMENT (never a throw, never a hang)', async () => {
  const { module } = await fresh();
  for (const options of [42, 'x', [], { wasmUrl: 42 }, { wasmBinary: 'bytes' }, { wasmBinary: {} }, { wasmModule: {} }]) {
    const p = module.loadRenju(options);
    assert.ok(p instanceof Promise, `loadRenju(${JSON.stringify(options)}) did not return a promise`);
    await rejectsWith(p, 'BAD_ARGUMENT', /./);
  }
  await worksAfterwards(module);
});

test('loader: once loaded, later calls give the same instance whatever they pass', async () => {
  const { module } = await fresh();
  const first = await settles(module.loadRenju());
  assert.equal(await module.loadRenju({ wasmBinary: new Uint8Array(3) }), first);
  assert.equal(await module.loadRenju(), first);
});
