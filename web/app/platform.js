// How the page gets the module and the bot's worker when served over HTTP. The single-file build
// swaps this file for platform-inline.js (the .wasm and the worker's code inside the page).
import { loadRenju } from '../renju.js';

export const singleFile = false;

export function loadModule() {
  return loadRenju();
}

export function createBotWorker() {
  return new Worker(new URL('./bot.worker.js', import.meta.url), { type: 'module', name: 'renju-bot' });
}
