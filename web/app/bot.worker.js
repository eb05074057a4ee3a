// The bot's Web Worker: searches off the page's thread so the board never freezes. Loads the same
// module as the page (the page posts its compiled WebAssembly.Module, so nothing is fetched again).
// The page stops a search by terminating this worker and starting a fresh one.
//
// Protocol (all messages are plain objects):
//   page -> worker  {type: 'init', wasmModule}
//   worker -> page  {type: 'ready', levels: [1..5]}            the module has a bot
//                   {type: 'unavailable', reason}              it has none (yet): the page hides bot play
//                   {type: 'failed', message}                  the module did not load
//   page -> worker  {type: 'bestMove', id, record: {rule, size, opening, forbidden, setup, actions}, level, timeMs}
//   worker -> page  {type: 'progress', id, depth, eval, winIn, nodes, timeMs, best, pv}   (zero or more)
//                   {type: 'bestMove', id, move: 'h8' | 'pass', eval, winIn, depth, nodes, timeMs, pv}
//                   {type: 'error', id, message}
import { loadRenju } from '../renju.js';
import { replay } from './record.js';

let renju = null;

function post(message) {
  self.postMessage(message);
}

const pointName = (p) => {
  if (p == null) return null;
  if (typeof p === 'string') return p.toLowerCase();
  if (typeof p.point === 'string') return p.point.toLowerCase();
  if (Number.isInteger(p.x) && Number.isInteger(p.y) && p.x >= 0 && p.y >= 0) return String.fromCharCode(97 + p.x) + (p.y + 1);
  return null;
};

// The one place that knows the module's bot call. The core's Bot::search takes a position and
// limits {level, timeMs, seed} and reports progress after each depth; its result has best (off the
// board when there is no move), pv, eval, winIn, depth, nodes, timeMs.
async function callBot(game, request, onProgress) {
  return renju.bestMove(game, { level: request.level, timeMs: request.timeMs, seed: request.seed, onProgress });
}

async function bestMove(request) {
  const game = replay(renju, { mode: 'two', ...request.record, undone: [] });
  try {
    const result = await callBot(game, request, (p) => post({
      type: 'progress', id: request.id, depth: p.depth, eval: p.eval, winIn: p.winIn, nodes: p.nodes,
      timeMs: p.timeMs, best: pointName(p.best), pv: (p.pv ?? []).map(pointName),
    }));
    const move = pointName(result?.move ?? result?.best ?? result?.point) ?? 'pass';
    post({
      type: 'bestMove', id: request.id, move, eval: result?.eval, winIn: result?.winIn, depth: result?.depth,
      nodes: result?.nodes, timeMs: result?.timeMs, pv: (result?.pv ?? []).map(pointName),
    });
  } finally {
    game.dispose();
  }
}

self.onmessage = async (event) => {
  const message = event.data ?? {};
  try {
    if (message.type === 'init') {
      try {
        renju = await loadRenju(message.wasmModule ? { wasmModule: message.wasmModule } : {});
      } catch (e) {
        post({ type: 'failed', message: String(e?.message ?? e) });
        return;
      }
      if (typeof renju.bestMove === 'function') post({ type: 'ready', levels: [1, 2, 3, 4, 5] });
      else post({ type: 'unavailable', reason: 'the module has no bot' });
    } else if (message.type === 'bestMove') {
      if (!renju || typeof renju.bestMove !== 'function') post({ type: 'unavailable', reason: 'the module has no bot' });
      else await bestMove(message);
    }
  } catch (e) {
    post({ type: 'error', id: message.id, message: String(e?.message ?? e) });
  }
};
