// The single-file build's platform: the .wasm bytes are bundled in (esbuild's binary loader) and
// the bot's worker is a classic script bundled as text and started from a blob URL, since pages
// opened from file:// can neither fetch nor start module workers.
import { loadRenju } from '../renju.js';
import wasmBinary from '../renju-core.wasm';
import filesWasm from '../renju-files-core.wasm';
import workerSource from 'inline-worker-source';

export const singleFile = true;

// One file carries one module, the full one: the page and the worker share it. The record files'
// module is inside too: its first use (opening a file, a variation) compiles these bytes, since a page
// from file:// cannot fetch its .wasm.
export async function loadModule() {
  const renju = await loadRenju({ wasmBinary });
  const loadFiles = renju.loadFiles;
  renju.loadFiles = (options) => loadFiles.call(renju, { wasmBinary: filesWasm, ...options });
  return renju;
}

export function engineModule() {
  return Promise.resolve(undefined);
}

export function createBotWorker() {
  const url = URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' }));
  const worker = new Worker(url, { name: 'renju-bot' });
  setTimeout(() => URL.revokeObjectURL(url), 10000);
  return worker;
}

// One file holds no second module to start a worker from: files are read on the page.
export function createFilesWorker() {
  return null;
}
