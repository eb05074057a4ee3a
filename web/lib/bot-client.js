// The page's side of the bot worker (protocol in bot-worker.js), one client for the play page and
// <renju-board bot>. One search at a time; cancel() terminates a busy worker (a search in WebAssembly cannot be interrupted by a message) and the
// next request starts a fresh one from the already compiled module.

// An error with the code the page words its reason by (web/i18n/reason.js).
function codedError(message, code) {
  return Object.assign(new Error(message), { code });
}

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
    this.reasonCode = undefined;
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
        this.reasonCode = 'WORKER_FAILED';
        resolve(false);
        return;
      }
      this.worker = worker;
      const settle = (status, reason = '', code = undefined) => {
        if (this.worker !== worker) return;
        if (this.status === 'starting' || status !== 'ready') {
          this.status = status;
          this.reason = reason;
          this.reasonCode = code;
        }
        resolve(status === 'ready');
      };
      worker.onmessage = (event) => {
        const m = event.data ?? {};
        if (m.type === 'ready') settle('ready');
        else if (m.type === 'unavailable') {
          settle('unavailable', m.reason, m.code ?? 'NO_ENGINE');
          this.#finish(null, codedError(m.reason, m.code ?? 'NO_ENGINE'));
        } else if (m.type === 'failed') settle('failed', m.message, m.code ?? 'LOAD_FAILED');
        else if (this.pending && m.id === this.pending.id) {
          if (m.type === 'progress') this.pending.onProgress?.(m);
          else if (m.type === 'turn') this.#finish(m);
          else if (m.type === 'error') this.#finish(null, codedError(m.message, m.code));
        }
      };
      worker.onerror = (event) => {
        event.preventDefault?.();
        settle('failed', event.message || 'the bot worker failed', 'WORKER_FAILED');
        this.#finish(null, codedError(event.message || 'the bot worker failed', 'WORKER_FAILED'));
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
    if (!ok) throw codedError(this.reason || 'the bot is not available', this.reasonCode ?? 'NO_ENGINE');
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

/**
 * The page's side of analysis and review in the bot's worker (protocol in bot-worker.js). A search in
 * WebAssembly cannot be interrupted by a message. On a cross-origin isolated page the client shares a
 * stop flag with its worker (a SharedArrayBuffer): a new job puts its id there, the running search
 * sees it within a few milliseconds and stops, and the same worker takes the new job, so a restart
 * needs neither a new worker nor a spare one. Elsewhere a new job terminates the busy worker and goes
 * to a spare one that has already loaded the module: a restart costs no module start-up. Only the
 * current job's messages reach its callback.
 */
export class AnalysisClient {
  constructor(createWorker, wasmModule) {
    this.createWorker = createWorker;
    this.wasmModule = wasmModule;
    this.active = null;
    this.spare = null;
    this.seq = 0;
    this.failure = '';
    this.failureCode = undefined;
    // The stop flag: the id of the job the worker should be running (0: none).
    this.flag = globalThis.crossOriginIsolated && typeof SharedArrayBuffer === 'function' ? new Int32Array(new SharedArrayBuffer(4)) : null;
    this.spare = this.#spawn();
  }

  #spawn() {
    let worker;
    try {
      worker = this.createWorker();
    } catch (e) {
      this.failure = String(e?.message ?? e);
      this.failureCode = 'WORKER_FAILED';
      return { worker: null, ready: Promise.resolve(false) };
    }
    const slot = { worker, handler: null, isReady: false };
    slot.ready = new Promise((resolve) => {
      worker.onmessage = (event) => {
        const m = event.data ?? {};
        if (m.type === 'ready') {
          slot.isReady = true;
          resolve(true);
        }
        else if (m.type === 'unavailable' || m.type === 'failed') {
          this.failure = m.reason ?? m.message ?? 'no analysis';
          this.failureCode = m.code ?? (m.type === 'failed' ? 'LOAD_FAILED' : 'NO_ENGINE');
          slot.dead = true;
          resolve(false);
        } else slot.handler?.(m);
      };
      worker.onerror = (event) => {
        event.preventDefault?.();
        this.failure = event.message || 'the analysis worker failed';
        this.failureCode = 'WORKER_FAILED';
        slot.dead = true;
        resolve(false);
        slot.handler?.({ type: 'error', id: slot.id, message: this.failure, code: this.failureCode });
      };
    });
    // The engine module may still be on its way (a promise): the worker gets it when it is there.
    Promise.resolve(this.wasmModule).catch(() => undefined).then((wasmModule) => worker.postMessage({ type: 'init', wasmModule, stop: this.flag?.buffer }));
    return slot;
  }

  /** Starts a job ({type: 'analyse' | 'review', ...}); `onMessage(m)` gets its messages until the next job or cancel(). */
  run(message, onMessage) {
    // With the stop flag the worker on the last job (or still loading for it) stops and takes this one.
    // Without it, a worker still loading for the last job has not begun on it and takes this one too:
    // changes quicker than a worker's start (a held arrow key) wait for one worker, not each for a new one.
    const last = this.active?.worker && !this.active.dead ? this.active : null;
    const keep = last && (this.flag || !last.posted) ? last : null;
    this.cancel(keep);
    const slot = keep ?? this.spare ?? this.#spawn();
    if (slot === this.spare) this.spare = null;
    this.active = slot;
    const id = ++this.seq;
    slot.id = id;
    if (this.flag) Atomics.store(this.flag, 0, id);
    // The next spare is made once this job's message is out: making a worker first (on this thread)
    // would delay the job's own start.
    // (With the stop flag one worker serves every job; the spare is only the first one's.)
    const spareNow = () => {
      if (!this.spare && this.active === slot && !this.flag) this.spare = this.#spawn();
    };
    const start = (ok) => {
      if (this.active !== slot || slot.id !== id) return;
      if (!ok) {
        onMessage({ type: 'error', id, message: this.failure || 'the analysis is not available', code: this.failureCode ?? 'NO_ENGINE' });
        return;
      }
      slot.handler = (m) => {
        if (this.active === slot && m.id === id) onMessage(m);
      };
      slot.worker.postMessage({ ...message, id });
      slot.posted = true;
      this.postedAt = performance.now();
      spareNow();
    };
    // A ready spare gets the job at once, not after the rest of the page's task (a promise's turn).
    if (slot.isReady) start(true);
    else {
      slot.ready.then(start);
      spareNow();
    }
    return id;
  }

  /**
   * Stops the current job: with the stop flag its search stops and its worker stays for the next job
   * (kept as the spare, or as `keep`); else the worker is terminated and the spare takes the next one.
   */
  cancel(keep = null) {
    const slot = this.active;
    this.active = null;
    if (this.flag) Atomics.store(this.flag, 0, 0);
    if (!slot) return;
    slot.handler = null;
    if (slot === keep) return;
    if (this.flag && slot.isReady && !this.spare) this.spare = slot;
    else slot.worker?.terminate();
  }

  terminate() {
    this.cancel();
    this.spare?.worker?.terminate();
    this.spare = null;
  }
}
