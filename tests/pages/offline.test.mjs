// Offline: the service worker serves the whole page with the network off, and the single-file
// build opens from file:// and plays, against the bot too.
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
