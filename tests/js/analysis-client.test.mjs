// The page's side of analysis (web/lib/bot-client.js AnalysisClient) against stand-in workers that
// answer by the protocol in lib/bot-worker.js: a job goes to a worker that has loaded the module,
// a new job replaces the last one, and (without a stop flag) a busy worker is terminated while a
// worker that has not begun on its job yet is kept for the next one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fakeWorkers, tick } from './fake-workers.mjs';
import { AnalysisClient } from '../../web/lib/bot-client.js';

const job = (n) => ({ type: 'analyse', position: { n } });

test('the first job waits for the worker to load, then goes to it; a spare is made beside it', async () => {
  const { workers, create } = fakeWorkers();
  const client = new AnalysisClient(create, 'compiled module');
  const seen = [];
  client.run(job(1), (m) => seen.push(m));
  await tick();
  assert.equal(workers[0].jobs().length, 0, 'not sent before the worker is ready');
  workers[0].answerInit();
  await tick();
  assert.deepEqual(workers[0].jobs().map((m) => m.position.n), [1]);
  assert.equal(workers.length, 2, 'the next spare is made once the job is out');
  const id = workers[0].jobs()[0].id;
  workers[0].send({ type: 'analysis', id, analysis: 'a' });
  workers[0].send({ type: 'analysis', id: id + 5, analysis: 'other' });
  assert.deepEqual(seen.map((m) => m.analysis), ['a']);
});

test('a new job terminates the busy worker and goes at once to the loaded spare', async () => {
  const { workers, create } = fakeWorkers();
  const client = new AnalysisClient(create, null);
  workers[0].answerInit();
  await tick();
  client.run(job(1), () => {});
  workers[1].answerInit();
  await tick();
  const seen = [];
  client.run(job(2), (m) => seen.push(m));
  assert.equal(workers[0].terminated, true);
  assert.deepEqual(workers[1].jobs().map((m) => m.position.n), [2], 'posted in the same task, no wait');
  workers[0].send({ type: 'analysis', id: workers[0].jobs()[0].id, analysis: 'old' });
  assert.deepEqual(seen, []);
});

test('jobs quicker than a worker loads: the loading worker is kept and gets only the last job', async () => {
  const { workers, create } = fakeWorkers();
  const client = new AnalysisClient(create, null);
  workers[0].answerInit();
  await tick();
  client.run(job(1), () => {}); // to the loaded worker; a spare starts loading
  client.run(job(2), () => {}); // the busy worker goes; the spare, still loading, takes this one
  client.run(job(3), () => {}); // that worker has not begun on 2: it is kept for 3
  client.run(job(4), () => {});
  assert.equal(workers[0].terminated, true);
  assert.equal(workers[1].terminated, false, 'the loading worker is not thrown away');
  const loading = workers[1];
  const seen = [];
  client.run(job(5), (m) => seen.push(m));
  loading.answerInit();
  await tick();
  assert.deepEqual(loading.jobs().map((m) => m.position.n), [5], 'only the last job is sent');
  loading.send({ type: 'analysis', id: loading.jobs()[0].id, analysis: 'five' });
  assert.deepEqual(seen.map((m) => m.analysis), ['five']);
  assert.ok(workers.length <= 3, `${workers.length} workers made for five jobs`);
  // The next job finds that worker busy: it is terminated and the spare made after it takes the job.
  client.run(job(6), () => {});
  assert.equal(loading.terminated, true);
});

test('with a stop flag (a cross-origin isolated page) one worker takes every job and is never terminated', async () => {
  const before = globalThis.crossOriginIsolated;
  globalThis.crossOriginIsolated = true;
  try {
    const { workers, create } = fakeWorkers();
    const client = new AnalysisClient(create, null);
    await tick(); // init goes once the module is there (here at once)
    assert.ok(workers[0].posted[0].stop instanceof SharedArrayBuffer);
    const flag = new Int32Array(workers[0].posted[0].stop);
    workers[0].answerInit();
    await tick();
    client.run(job(1), () => {});
    assert.equal(Atomics.load(flag, 0), workers[0].jobs()[0].id);
    client.run(job(2), () => {});
    const ids = workers[0].jobs().map((m) => m.id);
    assert.equal(Atomics.load(flag, 0), ids[1], 'the flag holds the new job: the old search stops');
    assert.deepEqual(workers[0].jobs().map((m) => m.position.n), [1, 2]);
    assert.equal(workers.length, 1);
    assert.equal(workers[0].terminated, false);
    client.cancel();
    assert.equal(Atomics.load(flag, 0), 0);
  } finally {
    globalThis.crossOriginIsolated = before;
  }
});
