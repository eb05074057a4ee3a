// How the page gets the module and the bot's worker when served over HTTP. The single-file build
// swaps this file for platform-inline.js (the .wasm and the worker's code inside the page).
import { loadRenju } from '../renju.js';

export const singleFile = false;

// The page's own thread needs the rules only: the rules module (renju-rules.wasm, no engine) keeps
// the first load small; the engine comes in the worker after the board is interactive.
export function loadModule() {
  // Named from here, not from renju.js: the build bundles renju.js into app/app.js.
  return loadRenju({ wasmUrl: new URL('../renju-rules.wasm', import.meta.url), rulesOnly: true });
}

// The full module for the bot's worker, compiled once on the page (a cancelled search restarts the
// worker from it). A failed fetch leaves the worker to load it itself.
let engine = null;
export function engineModule() {
  engine ??= (async () => {
    const response = await fetch(new URL('../renju-core.wasm', import.meta.url));
    if (!response.ok) throw new Error(`renju-core.wasm: HTTP ${response.status}`);
    return WebAssembly.compile(await response.arrayBuffer());
  })().catch(() => undefined);
  return engine;
}

// The bot's worker (lib/bot-worker.js) is built beside renju.js, where the widget finds it too.
export function createBotWorker() {
  return new Worker(new URL('../renju-bot-worker.js', import.meta.url), { type: 'module', name: 'renju-bot' });
}

// The record-file reader's worker (lib/files-worker.js), built beside renju-files.js, which it imports.
export function createFilesWorker() {
  return new Worker(new URL('../renju-files-worker.js', import.meta.url), { type: 'module', name: 'renju-files' });
}
