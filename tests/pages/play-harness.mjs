// The play page's tests on top of the shared harness: the site served as `npm start` serves it,
// pages that record console errors, and board helpers that click points like a player (by the
// point's position on screen).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { artifacts, clickBoardPoint, openPage as openRecordingPage, useSite } from './harness.mjs';

export { launch, dist } from './harness.mjs';
export const artefacts = join(artifacts, 'pages');
mkdirSync(artefacts, { recursive: true });

/** For a test file: the site as `npm start` serves it (precompressed files), and Chromium. */
export function usePlaySite() {
  return useSite({ compressed: true });
}

/** A new page in a fresh context; page.errors collects console errors and uncaught exceptions. */
export async function openPage(browser, url, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await openRecordingPage(context);
  if (url) await gotoReady(page, url);
  return page;
}

export async function gotoReady(page, url) {
  await page.goto(url);
  await waitReady(page);
}

export async function waitReady(page) {
  await page.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
}

/** Clicks a board point ('h8') with the mouse, where it is drawn. */
export async function clickPoint(page, point) {
  const svg = await page.$('#board svg');
  const size = await page.evaluate(() => window.renjuApp.view.config.size);
  await clickBoardPoint(page, svg, point, size);
}

export async function playPoints(page, points) {
  for (const p of points) await clickPoint(page, p);
}

export const actions = (page) => page.evaluate(() => [...window.renjuApp.session.record.actions]);
export const text = (page, selector) => page.locator(selector).innerText();
export const shot = (page, name) => page.screenshot({ path: join(artefacts, name) });

/** Waits for the status message to match `pattern` (some refusals come after an asynchronous check). */
export async function messageMatching(page, pattern) {
  await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('#message')?.innerText ?? ''), pattern.source, { timeout: 10000 })
    .catch(async () => assert.match(await text(page, '#message'), pattern));
}

/** Waits for the status message to be `message` exactly (a message read at once after a click races with the page's work). */
export async function messageIs(page, message) {
  await page.waitForFunction((m) => document.querySelector('#message')?.innerText === m, message, { timeout: 10000 })
    .catch(async () => assert.equal(await text(page, '#message'), message));
}

/** Once the bot is ready, each turn its worker is asked for is sent a record it cannot read: it answers with the module's error. */
export async function botTurnsFail(page) {
  await page.waitForFunction(() => window.renjuApp?.bot?.status === 'ready', null, { timeout: 20000 });
  await page.evaluate(() => {
    const w = window.renjuApp.bot.worker;
    const post = w.postMessage.bind(w);
    w.postMessage = (m) => post(m.type === 'turn' ? { ...m, game: 'not a record' } : m);
  });
}
