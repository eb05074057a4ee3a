// The page's side of the bot worker (protocol in bot-worker.js), one client for the play page and
// <renju-board bot>. One search at a time; cancel() terminates a busy worker (a search in WebAssembly cannot be interrupted by a message) and the
// next request starts a fresh one from the already compiled module.

function abortError() {
  const error = new Error('cancelled');
  error.name = 'AbortError';
  return error;
}

export class BotClient {
  // wasmModule: the compiled full module (or a promise of it) for the worker; undefined: it loads its own.
  constructor(createWorker, wasmModule) {
    this.createWorker = createWorker;
    this.wasmModule = wasmModule;
    this.worker = null;
    this.pending = null; // {id, resolve, reject, onProgress}
    this.status = 'starting'; // 'ready' | 'unavailable' | 'failed'
    this.reason = '';
    this.seq = 0;
    this.tickets = 0; // bumped by every cancel(): a request that waited for a worker checks it
    this.ready = this.#start();
  }

  #start() {
    return new Promise((resolve) => {
      let worker;
      try {
        worker = this.createWorker();
      } catch (e) {
        this.status = 'failed';
        this.reason = String(e?.message ?? e);
        resolve(false);
        return;
      }
      this.worker = worker;
      const settle = (status, reason = '') => {
        if (this.worker !== worker) return;
        if (this.status === 'starting' || status !== 'ready') {
          this.status = status;
          this.reason = reason;
        }
        resolve(status === 'ready');
      };
      worker.onmessage = (event) => {
        const m = event.data ?? {};
        if (m.type === 'ready') settle('ready');
        else if (m.type === 'unavailable') {
          settle('unavailable', m.reason);
          this.#finish(null, new Error(m.reason));
        } else if (m.type === 'failed') settle('failed', m.message);
        else if (this.pending && m.id === this.pending.id) {
          if (m.type === 'progress') this.pending.onProgress?.(m);
          else if (m.type === 'turn') this.#finish(m);
          else if (m.type === 'error') this.#finish(null, new Error(m.message));
        }
      };
      worker.onerror = (event) => {
        event.preventDefault?.();
        settle('failed', event.message || 'the bot worker failed');
        this.#finish(null, new Error(event.message || 'the bot worker failed'));
      };
      // The module may still be compiling (a promise); without one the worker loads its own.
      if (typeof this.wasmModule?.then === 'function') {
        this.wasmModule.catch(() => undefined).then((wasmModule) => {
          if (this.worker === worker) worker.postMessage({ type: 'init', wasmModule });
        });
      } else worker.postMessage({ type: 'init', wasmModule: this.wasmModule });
    });
  }

  #finish(value, error) {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    if (error) p.reject(error);
    else p.resolve(value);
  }

  get available() {
    return this.status === 'ready';
  }

  /** Asks for the bot's turn: request {game, level, timeMs, seed}; resolves {action, ...}; rejects on cancel or failure. */
  async turn(request, onProgress) {
    this.cancel();
    const ticket = this.tickets;
    if (!this.worker) this.ready = this.#start();
    const ok = await this.ready;
    // Cancelled (or asked again) while a fresh worker was starting: this request is not sent.
    if (ticket !== this.tickets) throw abortError();
    if (!ok) throw new Error(this.reason || 'the bot is not available');
    const id = ++this.seq;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, onProgress };
      this.worker.postMessage({ type: 'turn', id, ...request });
    });
  }

  /** Stops a search in progress, or a request waiting for its worker (its promise rejects with name 'AbortError'). */
  cancel() {
    this.tickets++;
    if (!this.pending) return;
    const p = this.pending;
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
    p.reject(abortError());
  }

  terminate() {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }
}
