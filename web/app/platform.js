// How the page gets the module and the bot's worker when served over HTTP. The single-file build
// swaps this file for platform-inline.js (the .wasm and the worker's code inside the page).
import { loadRenju } from '../renju.js';

export const singleFile = false;

export function loadModule() {
  // Named from here, not from renju.js: the build bundles renju.js into app/app.js.
  return loadRenju({ wasmUrl: new URL('../renju-core.wasm', import.meta.url) });
}

// The bot's worker (lib/bot-worker.js) is built beside renju.js, where the widget finds it too.
export function createBotWorker() {
  return new Worker(new URL('../renju-bot-worker.js', import.meta.url), { type: 'module', name: 'renju-bot' });
}
