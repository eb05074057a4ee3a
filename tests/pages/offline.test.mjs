// Offline: the service worker serves the whole page with the network off, and the single-file
// build opens from file:// and plays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { usePlaySite, openPage, waitReady, playPoints, actions, text, dist, shot } from './play-harness.mjs';

const site = usePlaySite();

test('after the service worker installed, a reload with the network off still works', async () => {
  const page = await openPage(site.browser, site.server.url);
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
  assert.match(await text(page, '#end-reason'), /Black wins: five in a row/);
  // The bot's worker starts from a blob URL here; without a bot in the module it says so.
  await page.waitForFunction(() => window.renjuApp.bot && window.renjuApp.bot.status !== 'starting');
  assert.notEqual(await page.evaluate(() => window.renjuApp.bot.status), 'failed');
  await shot(page, 'single-file.png');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
