// The bot's Web Worker, one protocol for the play page and <renju-board bot="N"> (their side of it is
// lib/bot-client.js): searches off the page's thread so the board never freezes. Loads the same
// module as the page (the page posts its compiled WebAssembly.Module, so nothing is fetched again).
// The page stops a search by terminating this worker and starting a fresh one.
//
// Protocol (all messages are plain objects):
//   page -> worker  {type: 'init', wasmModule}
//   worker -> page  {type: 'ready', levels: [1..5]}            the module has a bot
//                   {type: 'unavailable', reason, code}        it has none (yet): the page hides bot play
//                   {type: 'failed', message, code}            the module did not load
// (code: the module's error code, as RenjuError's, for the page to word the reason in its language)
//   page -> worker  {type: 'turn', id, game: <the module's full game record text>, level, timeMs, seed}
//   worker -> page  {type: 'progress', id, depth, eval, winIn, nodes, timeMs, best, pv}   (zero or more)
//                   {type: 'turn', id, action, eval, winIn, depth, nodes, timeMs, pv}
//                   {type: 'error', id, message, code}
//   page -> worker  {type: 'analyse', id, position: {rule, size, black, white, toMove}, multiPV, timeMs?}
//   worker -> page  {type: 'started', id, threats, forbidden, at} at once, before thinking: renju.threats and
//                                                                black's forbidden points of the position
//                   {type: 'analysis', id, analysis, final}      renju.analyse's reports, then its answer
//   page -> worker  {type: 'review', id, positions: [{rule, size, black, white, toMove}], timeMs}
//   worker -> page  {type: 'review-step', id, index, entry: {eval, winIn, winner, best, pv, over}}  per position
//                   {type: 'review', id}                         every position done
//   page -> worker  {type: 'balance', id, position: {rule, size, black, white, toMove}, upTo, candidates, timeMs}
//   worker -> page  {type: 'balance', id, balance, final}        renju.findBalance's reports, then its answer
// (analysis, review and balance run until done, until the page terminates the worker, or, where the
// page shares a stop flag (init's `stop`: a SharedArrayBuffer of one Int32, which needs a cross-origin
// isolated page), until the flag no longer holds the job's id: the search polls it every few
// milliseconds, stops, and the worker takes the next job at once, with no new worker to start)
// `action` is what the bot does for whoever's turn it is, as the module's action token (game.apply takes it): a stone 'h8', 'pass',
// a swap decision 'stay' | 'swap' | 'place-two', 'declare:3', 'offer:g8' or 'choose:g8'.
import { loadRenju } from '../renju.js';

let renju = null;
let stopFlag = null; // Int32Array over the page's SharedArrayBuffer, or null

// shouldStop for a job: true once the page has put another job's id (or none) in the stop flag.
const stopperOf = (id) => (stopFlag ? () => Atomics.load(stopFlag, 0) !== id : undefined);

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

function positionOf(p) {
  return renju.newPosition({ rule: p.rule, size: p.size, black: p.black, white: p.white, toMove: p.toMove });
}

function analyse(request) {
  // When the worker began on this position (the shared clock: time origin + now), before the threats
  // and forbidden points it computes first: the page's restart time is the change to this.
  const at = performance.timeOrigin + performance.now();
  const position = positionOf(request.position);
  try {
    const threats = renju.threats(position);
    let forbidden = [];
    if (request.position.rule === 'renju') {
      position.toMove = 'black';
      forbidden = position.forbiddenPoints().map((f) => ({ x: f.x, y: f.y }));
      position.toMove = request.position.toMove;
    }
    post({ type: 'started', id: request.id, threats, forbidden, at });
    const analysis = renju.analyse(position, {
      shouldStop: stopperOf(request.id),
      multiPV: request.multiPV ?? 3,
      ...(request.timeMs ? { timeMs: request.timeMs } : {}),
      onProgress: (a) => post({ type: 'analysis', id: request.id, analysis: a, final: false }),
    });
    post({ type: 'analysis', id: request.id, analysis, final: true });
  } finally {
    position.dispose();
  }
}

// Each position of a game, best move and evaluation for its side to move; a finished position
// (a five on the board) is reported as over.
function review(request) {
  const stop = stopperOf(request.id);
  for (const [index, p] of request.positions.entries()) {
    if (stop?.()) return;
    const position = positionOf(p);
    let entry;
    try {
      const a = renju.analyse(position, { multiPV: 1, timeMs: request.timeMs, shouldStop: stop });
      const c = a.candidates[0];
      entry = c ? { eval: c.eval, winIn: c.winIn, winner: c.winner, best: c.move, pv: c.pv, winProbability: c.winProbability, over: false }
        : { over: true };
    } catch (e) {
      if (e?.code !== 'GAME_OVER') throw e;
      entry = { over: true };
    } finally {
      position.dispose();
    }
    if (stop?.()) return;
    post({ type: 'review-step', id: request.id, index, entry });
  }
  post({ type: 'review', id: request.id });
}

// The swap openings' balance finder on the position (renju.findBalance), reporting as it weighs.
function balance(request) {
  const position = positionOf(request.position);
  try {
    const result = renju.findBalance(position, {
      upTo: request.upTo,
      candidates: request.candidates ?? 5,
      shouldStop: stopperOf(request.id),
      ...(request.timeMs ? { timeMs: request.timeMs } : {}),
      onProgress: (b) => post({ type: 'balance', id: request.id, balance: b, final: false }),
    });
    post({ type: 'balance', id: request.id, balance: result, final: true });
  } finally {
    position.dispose();
  }
}

self.onmessage = async (event) => {
  const message = event.data ?? {};
  try {
    if (message.type === 'init') {
      if (typeof SharedArrayBuffer === 'function' && message.stop instanceof SharedArrayBuffer) stopFlag = new Int32Array(message.stop);
      try {
        renju = await loadRenju(message.wasmModule ? { wasmModule: message.wasmModule } : {});
      } catch (e) {
        post({ type: 'failed', message: String(e?.message ?? e), code: e?.code ?? 'LOAD_FAILED' });
        return;
      }
      if (renju.hasEngine) post({ type: 'ready', levels: [1, 2, 3, 4, 5] });
      else post({ type: 'unavailable', reason: 'the module has no bot', code: 'NO_ENGINE' });
    } else if (message.type === 'analyse' || message.type === 'review' || message.type === 'balance') {
      // A job the page has already replaced (it waited behind a search that was stopping) is skipped.
      if (stopFlag && Atomics.load(stopFlag, 0) !== message.id) return;
      if (!renju || typeof renju.analyse !== 'function') post({ type: 'error', id: message.id, message: 'the module has no analysis', code: 'NO_ENGINE' });
      else if (message.type === 'analyse') analyse(message);
      else if (message.type === 'balance') balance(message);
      else review(message);
    } else if (message.type === 'turn') {
      if (!renju || !renju.hasEngine) post({ type: 'unavailable', reason: 'the module has no bot', code: 'NO_ENGINE' });
      else turn(message);
    }
  } catch (e) {
    post({ type: 'error', id: message.id, message: String(e?.message ?? e), code: e?.code });
  }
};
