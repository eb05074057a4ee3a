// The engine's answers for <renju-board bot="N">, searched in a Web Worker so the host page never
// freezes. The worker runs this same module (in the bundle: the widget's one file), so embedding
// stays one <script>; it gets the page's compiled WebAssembly.Module instead of fetching the .wasm
// again. Where a worker cannot start (a CSP without worker-src 'self', an old browser) the search
// runs on the page with a short time budget instead.
import { loadRenju } from '../renju.js';

const inWorker = typeof document === 'undefined' && typeof self === 'object' && typeof self.postMessage === 'function'
  && typeof WorkerGlobalScope === 'function' && self instanceof WorkerGlobalScope;

// Worker side: {id, record, level, seed, wasmModule} -> {id, point: 'h8' | null} or {id, error}.
if (inWorker) {
  self.addEventListener('message', async (event) => {
    const { id, record, level, seed, wasmModule } = event.data ?? {};
    if (typeof id !== 'number') return;
    let game = null;
    try {
      const renju = await loadRenju({ wasmModule });
      game = renju.importRecord(record);
      const result = renju.bestMove(game, { level, seed });
      self.postMessage({ id, point: result.best ?? null });
    } catch (e) {
      self.postMessage({ id, error: String(e?.message ?? e), code: e?.code ?? 'ERROR' });
    } finally {
      game?.dispose();
    }
  });
}

const FALLBACK_MS = 400; // the longest a search may hold the page when no worker can run it

let worker = null;
let workerBroken = false;
let nextId = 1;
const pending = new Map(); // id -> {resolve, reject}

function startWorker() {
  if (worker || workerBroken || typeof Worker !== 'function') return worker;
  try {
    worker = new Worker(import.meta.url, { type: 'module', name: 'renju-board bot' });
  } catch {
    workerBroken = true;
    return null;
  }
  worker.addEventListener('message', (event) => {
    const { id, point, error, code } = event.data ?? {};
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    if (error) waiting.reject(Object.assign(new Error(error), { code }));
    else waiting.resolve(point);
  });
  // A worker that fails to load (blocked by the page's policy, say): search on the page instead.
  worker.addEventListener('error', (event) => {
    event.preventDefault?.();
    workerBroken = true;
    worker.terminate();
    worker = null;
    const waiting = [...pending.values()];
    pending.clear();
    for (const w of waiting) w.retry();
  });
  return worker;
}

function searchHere(renju, game, level, seed) {
  const result = renju.bestMove(game, { level, seed, timeMs: FALLBACK_MS });
  return result.best ?? null;
}

/**
 * The engine's move for the side to move in `game` at `level` (1–5): a point such as 'h8', or null
 * when it has none (it passes). One worker serves every board on the page.
 */
export function askBot(renju, game, level, seed) {
  const record = game.record;
  return new Promise((resolve, reject) => {
    const here = () => {
      let local = null;
      try {
        local = renju.importRecord(record);
        resolve(searchHere(renju, local, level, seed));
      } catch (e) {
        reject(e);
      } finally {
        local?.dispose();
      }
    };
    const w = startWorker();
    if (!w) {
      // Let the page paint the reader's stone before the search holds it.
      setTimeout(here, 30);
      return;
    }
    const id = nextId++;
    pending.set(id, { resolve, reject, retry: here });
    w.postMessage({ id, record, level, seed, wasmModule: renju.wasmModule });
  });
}
