// The page's side of the bot worker (web/lib/bot-client.js) against a stand-in worker that answers
// by the protocol in lib/bot-worker.js: requests, progress, answers, and cancellation, including a
// cancel that comes while a fresh worker is still starting.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fakeWorkers, tick } from './fake-workers.mjs';
import { BotClient } from '../../web/lib/bot-client.js';

const request = { game: 'actions: h8', level: 1, timeMs: 0, seed: 1 };

test('a request gets progress and then the answer; the worker is started once and kept', async () => {
  const { workers, create } = fakeWorkers();
  const client = new BotClient(create, 'compiled module');
  assert.deepEqual(workers[0].posted, [{ type: 'init', wasmModule: 'compiled module' }]);
  workers[0].answerInit();
  assert.equal(await client.ready, true);
  assert.equal(client.available, true);
  const depths = [];
  const answer = client.turn(request, (p) => depths.push(p.depth));
  await tick();
  const sent = workers[0].posted.at(-1);
  assert.equal(sent.type, 'turn');
  assert.equal(sent.game, 'actions: h8');
  workers[0].send({ type: 'progress', id: sent.id, depth: 1 });
  workers[0].send({ type: 'progress', id: sent.id + 99, depth: 7 }); // another request's: ignored
  workers[0].send({ type: 'progress', id: sent.id, depth: 2 });
  workers[0].send({ type: 'turn', id: sent.id, action: 'i9', depth: 2 });
  assert.equal((await answer).action, 'i9');
  assert.deepEqual(depths, [1, 2]);
  assert.equal(workers.length, 1);
});

test('cancel stops a search: the busy worker is terminated and the next request starts a fresh one', async () => {
  const { workers, create } = fakeWorkers();
  const client = new BotClient(create, null);
  workers[0].answerInit();
  await client.ready;
  const first = client.turn(request);
  await tick();
  client.cancel();
  await assert.rejects(first, { name: 'AbortError' });
  assert.equal(workers[0].terminated, true);
  const second = client.turn(request);
  assert.equal(workers.length, 2, 'a fresh worker');
  workers[1].answerInit();
  await tick();
  const sent = workers[1].posted.at(-1);
  workers[1].send({ type: 'turn', id: sent.id, action: 'j10' });
  assert.equal((await second).action, 'j10');
});

test('cancel while the fresh worker starts: the request is never sent and rejects as aborted', async () => {
  const { workers, create } = fakeWorkers();
  const client = new BotClient(create, null);
  workers[0].answerInit();
  await client.ready;
  const first = client.turn(request);
  await tick();
  client.cancel(); // terminates workers[0]
  const second = client.turn(request); // starts workers[1], waits for it
  client.cancel(); // undo before it is ready
  workers[1].answerInit();
  await assert.rejects(first, { name: 'AbortError' });
  await assert.rejects(second, { name: 'AbortError' });
  assert.deepEqual(workers[1].posted.map((m) => m.type), ['init'], 'nothing was asked of the new worker');
  assert.equal(workers[1].terminated, false, 'the idle worker is kept for the next request');
  // Two requests while a worker starts: only the later one is sent.
  const third = client.turn(request);
  const fourth = client.turn(request);
  await assert.rejects(third, { name: 'AbortError' });
  await tick();
  assert.deepEqual(workers[1].posted.map((m) => m.type), ['init', 'turn']);
  workers[1].send({ type: 'turn', id: workers[1].posted[1].id, action: 'k11' });
  assert.equal((await fourth).action, 'k11');
});

test('a worker without a bot: unavailable, and requests fail with its reason', async () => {
  const { workers, create } = fakeWorkers({ bot: false });
  const client = new BotClient(create, null);
  workers[0].answerInit();
  assert.equal(await client.ready, false);
  assert.equal(client.status, 'unavailable');
  await assert.rejects(client.turn(request), /the module has no bot/);
});

test('an error in the worker fails the request with its message', async () => {
  const { workers, create } = fakeWorkers();
  const client = new BotClient(create, null);
  workers[0].answerInit();
  await client.ready;
  const answer = client.turn(request);
  await tick();
  workers[0].send({ type: 'error', id: workers[0].posted.at(-1).id, message: 'BAD_CODE' });
  await assert.rejects(answer, /BAD_CODE/);
});
