// Offline: the service worker serves the whole page with the network off, and the single-file
// build opens from file:// and plays, against the bot too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { EXPECT, SAMPLES, samples } from './record-samples.mjs';
import { usePlaySite, openPage, waitReady, playPoints, actions, text, dist, shot } from './play-harness.mjs';

const site = usePlaySite();

test('after the service worker installed, a reload with the network off still works', async () => {
  const page = await openPage(site.browser, site.server.url, { serviceWorkers: 'allow' });
  await page.waitForFunction(async () => {
    const reg = await navigator.serviceWorker.ready;
    return Boolean(reg.active && navigator.serviceWorker.controller);
  }, null, { timeout: 15000 });
  await playPoints(page, ['h8', 'i9']);
  const manifest = await page.evaluate(async () => (await fetch('manifest.webmanifest')).json());
  assert.equal(manifest.display, 'standalone');
  assert.ok(manifest.icons.some((i) => i.sizes === '512x512'));
  await page.context().setOffline(true);
  await page.reload();
  await waitReady(page);
  assert.deepEqual(await actions(page), ['h8', 'i9'], 'the game survived the reload');
  await playPoints(page, ['j10']);
  assert.deepEqual(await actions(page), ['h8', 'i9', 'j10'], 'and goes on offline');
  assert.match(await text(page, '#offline-note'), /offline/);
  // The bot's worker comes from the cache too.
  await page.waitForFunction(() => window.renjuApp.bot && window.renjuApp.bot.status !== 'starting');
  assert.equal(await page.evaluate(() => window.renjuApp.bot.status), 'ready');
  await page.context().setOffline(false);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the single-file build opens from file:// and plays to a win', async () => {
  const url = pathToFileURL(join(dist, 'renju-offline.html')).href;
  const page = await openPage(site.browser, url);
  assert.equal(await page.locator('script[src], link[rel="stylesheet"]').count(), 0, 'nothing external');
  await playPoints(page, ['h8', 'a1', 'i8', 'a2', 'j8', 'a3', 'k8', 'a4', 'l8']);
  await page.waitForSelector('#end-panel:not([hidden])');
  assert.match(await text(page, '#end-reason'), /^Five in a row at L8/);
  // The bot's worker starts from a blob URL here (file:// pages cannot start module workers).
  await page.waitForFunction(() => window.renjuApp.bot && window.renjuApp.bot.status !== 'starting');
  assert.equal(await page.evaluate(() => window.renjuApp.bot.status), 'ready');
  await shot(page, 'single-file.png');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the single-file build plays against the bot: its worker starts from a blob URL and answers', async () => {
  const url = pathToFileURL(join(dist, 'renju-offline.html')).href;
  const page = await openPage(site.browser, `${url}#mode=bot&human=white&level=1&a=`);
  await page.waitForFunction(() => window.renjuApp.bot?.status === 'ready', null, { timeout: 15000 });
  const answered = (n) => page.waitForFunction((k) => window.renjuApp.session.ply === k && !window.renjuApp.botThinking, n, { timeout: 30000 });
  // The bot is black; under the free opening black's first stone goes on the centre.
  await answered(1);
  assert.deepEqual(await actions(page), ['h8']);
  await playPoints(page, ['i9']);
  await answered(3);
  const [, , reply] = await actions(page);
  assert.match(reply, /^[a-o]\d{1,2}$/, 'the bot answered with a stone');
  assert.equal(await page.locator('#board svg .rb-stone-black, #board svg .rb-stone-white').count(), 3);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Reading files in the single-file build: there is no worker and nothing to fetch from file://, so the
// files module's .wasm is inside the page (platform-inline.js). Every real sample in ../shared/records
// opens with "Open file…" as it does on the served page (record-samples.mjs: the README's moves).
test('the single-file build opens every real record file in ../shared/records from file://', { skip: !samples.length && 'no ../shared/records here' }, async () => {
  const page = await openPage(site.browser, pathToFileURL(join(dist, 'renju-offline.html')).href);
  for (const name of samples) {
    const want = EXPECT[name];
    assert.ok(want, `${name} is described in record-samples.mjs`);
    await page.evaluate(() => { window.renjuFiles = null; });
    await page.setInputFiles('#file-in', { name, mimeType: 'application/octet-stream', buffer: readFileSync(SAMPLES + name) });
    await page.waitForFunction(() => window.renjuFiles, null, { timeout: 60000 });
    const read = await page.evaluate(() => window.renjuFiles);
    assert.deepEqual([read.format, read.games, read.errors], [want.format, want.games, []], name);
    if (want.games > 1) {
      await page.click(`#dlg-file tr[data-game="${want.pick}"] button`);
      await page.waitForFunction(() => !document.getElementById('dlg-file').open);
    }
    await page.waitForFunction((code) => window.renjuApp.session.target.code === code, want.code, { timeout: 10000 });
    if (want.nodes) assert.equal(await page.evaluate(() => window.renjuApp.session.tree?.nodes.length), want.nodes, `${name}: its variations`);
    if (name.endsWith('.lib')) await shot(page, 'single-file-renlib.png');
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
