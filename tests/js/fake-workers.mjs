// Stand-in workers for the page's worker clients (web/lib/bot-client.js), answering by the protocol in
// lib/bot-worker.js only when a test says so; `workers` lists every one started.
export function fakeWorkers({ bot = true } = {}) {
  const workers = [];
  const create = () => {
    const w = {
      posted: [],
      terminated: false,
      onmessage: null,
      postMessage(m) { this.posted.push(m); },
      terminate() { this.terminated = true; },
      send(m) { if (!this.terminated) this.onmessage?.({ data: m }); },
      // The answer to init: the module loaded (with a bot or without one).
      answerInit() { this.send(bot ? { type: 'ready', levels: [1, 2, 3, 4, 5] } : { type: 'unavailable', reason: 'the module has no bot' }); },
      // What was posted after init: the jobs.
      jobs() { return this.posted.filter((m) => m.type !== 'init'); },
    };
    workers.push(w);
    return w;
  };
  return { workers, create };
}

export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
