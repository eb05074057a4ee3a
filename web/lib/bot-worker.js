// The bot's Web Worker, one protocol for the play page and <renju-board bot="N"> (their side of it is
// lib/bot-client.js): searches off the page's thread so the board never freezes. Loads the same
// module as the page (the page posts its compiled WebAssembly.Module, so nothing is fetched again).
// The page stops a search by terminating this worker and starting a fresh one.
//
// Protocol (all messages are plain objects):
//   page -> worker  {type: 'init', wasmModule}
//   worker -> page  {type: 'ready', levels: [1..5]}            the module has a bot
//                   {type: 'unavailable', reason}              it has none (yet): the page hides bot play
//                   {type: 'failed', message}                  the module did not load
//   page -> worker  {type: 'turn', id, game: <the module's full game record text>, level, timeMs, seed}
//   worker -> page  {type: 'progress', id, depth, eval, winIn, nodes, timeMs, best, pv}   (zero or more)
//                   {type: 'turn', id, action, eval, winIn, depth, nodes, timeMs, pv}
//                   {type: 'error', id, message}
// `action` is what the bot does for whoever's turn it is, as the module's action token (game.apply takes it): a stone 'h8', 'pass',
// a swap decision 'stay' | 'swap' | 'place-two', 'declare:3', 'offer:g8' or 'choose:g8'.
import { loadRenju } from '../renju.js';

let renju = null;

function post(message) {
  self.postMessage(message);
}

function turn(request) {
  const game = renju.importRecord(request.game);
  try {
    // game.botTurn answers any turn, in play or in any opening phase, for whoever's turn it is.
    const answer = game.botTurn({
      level: request.level,
      ...(request.timeMs ? { timeMs: request.timeMs } : {}),
      seed: request.seed,
      onProgress: (p) => post({ type: 'progress', id: request.id, depth: p.depth, eval: p.eval, winIn: p.winIn, nodes: p.nodes, timeMs: p.timeMs, best: p.best, pv: p.pv }),
    });
    const r = answer.search ?? {};
    post({ type: 'turn', id: request.id, action: answer.action.token, eval: r.eval, winIn: r.winIn, depth: r.depth, nodes: r.nodes, timeMs: r.timeMs, pv: r.pv ?? [] });
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
      if (renju.hasEngine) post({ type: 'ready', levels: [1, 2, 3, 4, 5] });
      else post({ type: 'unavailable', reason: 'the module has no bot' });
    } else if (message.type === 'turn') {
      if (!renju || !renju.hasEngine) post({ type: 'unavailable', reason: 'the module has no bot' });
      else turn(message);
    }
  } catch (e) {
    post({ type: 'error', id: message.id, message: String(e?.message ?? e) });
  }
};
