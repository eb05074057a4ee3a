// Analysis restarts with a stop flag (issue 16): on a cross-origin isolated page (the host sends COOP
// and COEP, here the test server) the analysis client shares a SharedArrayBuffer with its worker, and a
// change of position stops the running search through it: the same worker takes the new job, however
// fast the moves come, with no new worker started and no spare needed. The times from a change to the
// worker thinking on the new position are measured and written to
// test-results/pages/analysis-restarts-isolated.txt (reported in the note, not asserted).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { dist, openPage, serve, useSite } from './harness.mjs';
import { artefacts, clickPoint } from './play-harness.mjs';

const site = useSite({ compressed: true, isolated: true });
const MOVES = ['h8', 'i9', 'j10', 'i10', 'i8', 'j8', 'k9', 'g7', 'h9', 'h7'];

test('an isolated page: every change stops the search through the stop flag and the one worker takes the new position', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await openPage(context);
  const workers = [];
  page.on('worker', (w) => { if (w.url().endsWith('/renju-bot-worker.js')) workers.push(w.url()); });
  await page.goto(`${site.server.url}/#mode=two`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 20000 });
  assert.equal(await page.evaluate(() => crossOriginIsolated), true, 'the page is cross-origin isolated');
  await page.evaluate(() => window.renjuAnalysis.set(true));
  await page.waitForFunction(() => window.renjuAnalysis.state.analysis, null, { timeout: 30000 });
  const before = workers.length;
  // Moves faster than any worker could start: each one restarts the analysis.
  for (const m of MOVES) {
    await clickPoint(page, m);
    await page.waitForFunction((n) => window.renjuApp.session.ply === n, MOVES.indexOf(m) + 1);
  }
  // The analysis shown is of the position on the board, from the same worker.
  await page.waitForFunction((n) => {
    const st = window.renjuAnalysis.state;
    return st.analysis && st.position.black.length + st.position.white.length === n;
  }, MOVES.length, { timeout: 30000 });
  const st = await page.evaluate(() => {
    const s = window.renjuAnalysis.state;
    return { restarts: s.restarts, firstReports: s.firstReports, candidates: s.analysis.candidates.map((c) => c.move) };
  });
  assert.ok(st.candidates.every((c) => !MOVES.includes(c)), `no candidate on a stone: ${st.candidates}`);
  assert.equal(workers.length, before, `no new worker for ${MOVES.length} restarts (workers: ${workers.length})`);
  assert.ok(st.restarts.length >= MOVES.length, `every change restarted the worker (${st.restarts.length})`);
  writeFileSync(join(artefacts, 'analysis-restarts-isolated.txt'), `stop flag, one worker, ${MOVES.length} moves in a row\n`
    + `ms from a change to the worker thinking on the new position: ${st.restarts.map((x) => x.toFixed(1)).join(' ')}\n`
    + `ms from a change to the new position's first report: ${st.firstReports.map((x) => x.toFixed(1)).join(' ')}\n`);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('served by a host that sends no such headers, the page is isolated once its service worker serves it', async () => {
  const plain = await serve(dist, { compressed: true });
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' });
  const page = await openPage(context);
  await page.goto(`${plain.url}/`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 20000 });
  assert.equal(await page.evaluate(() => crossOriginIsolated), false, 'the first visit, from the host');
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active && navigator.serviceWorker.controller), null, { timeout: 20000 });
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]', { timeout: 20000 });
  assert.equal(await page.evaluate(() => crossOriginIsolated), true, 'served by the service worker');
  // Everything still works: the engine's worker starts and analyses.
  await page.evaluate(() => window.renjuAnalysis.set(true));
  await page.waitForFunction(() => window.renjuAnalysis.state.analysis?.candidates.length, null, { timeout: 30000 });
  await clickPoint(page, 'h8');
  await page.waitForFunction(() => window.renjuAnalysis.state.position.black.length === 1 && window.renjuAnalysis.state.analysis, null, { timeout: 30000 });
  assert.deepEqual(page.errors, []);
  await context.close();
  await plain.close();
});
