// Offline, every page (issue 15): after one visit to any page of the site, with the network cut,
// every page and every lesson loads and works from the service worker's cache. Each starting page
// is tried in a fresh browser context; then each page is loaded offline (each lesson from a bookmark
// after the first starting page, from the course after the others) and checked by what it shows, not
// just by a response.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { dist, openPage, useSite } from './harness.mjs';

const site = useSite();
const course = JSON.parse(readFileSync(new URL('../../web/lessons/data/course.json', import.meta.url), 'utf8'));

// What each page shows once it works.
const works = {
  'index.html': (page) => page.waitForSelector('html[data-ready="true"]', { timeout: 15000 }),
  'widget.html': (page) => page.waitForFunction(() => {
    const boards = [...document.querySelectorAll('renju-board')];
    return boards.length > 0 && boards.every((b) => b.shadowRoot?.querySelector('svg') || !b.shadowRoot?.querySelector('.rb-error')?.hidden);
  }, null, { timeout: 15000 }),
  'embed.html?moves=h8i9j10&show-forbidden=': (page) => page.waitForFunction(() => document.querySelector('renju-board')?.shadowRoot?.querySelector('svg .rb-stone-black'), null, { timeout: 15000 }),
  'lessons/format.html': (page) => page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Writing a Renju lesson'),
};
for (const id of course.lessons) {
  works[`lessons.html#${id}`] = (page) => page.waitForFunction((id) => document.querySelector('#lesson')?.lesson?.id === id
    && document.querySelector('#lesson').shadowRoot.querySelector('svg'), id, { timeout: 15000 });
}
works['lessons.html#practice'] = (page) => page.waitForFunction(() => document.querySelector('#practice')?.lesson?.tasks.length === 1, null, { timeout: 15000 });

/** Loads `url` until the service worker answers the navigation (at most 20 s). */
async function servedByWorker(page, url) {
  const until = Date.now() + 20000;
  while (!(await page.goto(url)).fromServiceWorker()) {
    assert.ok(Date.now() < until, `${url}: no navigation was answered by the service worker in 20 s`);
  }
}

for (const first of ['index.html', 'lessons.html', 'widget.html', 'embed.html?moves=h8', 'lessons/format.html']) {
  test(`after one visit to ${first.replace(/\?.*/, '')}, every page and lesson works with the network cut`, async () => {
    const context = await site.browser.newContext({ serviceWorkers: 'allow' });
    const page = await openPage(context);
    await page.goto(`${site.server.url}/${first}`);
    // The worker installed (it precaches everything before it activates) and controls the page.
    await page.waitForFunction(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return reg?.active?.state === 'activated'
      && navigator.serviceWorker.controller;
    }, null, { timeout: 20000 });
    // Activated is not yet enough: the first navigations after it still go to the network (seen
    // here), and cut then, every later one fails too. Once a navigation is answered by the worker,
    // cutting the network leaves every page to the cache.
    await servedByWorker(page, `${site.server.url}/lessons/format.html`);
    await context.setOffline(true);
    const failed = [];
    for (const [url, check] of Object.entries(works)) {
      try {
        await page.goto(`${site.server.url}/${url}`);
        // A lesson opened from a bookmark: a hash-only change does not reload, so reload. After the
        // first starting page the lessons are opened from the course instead (the hash changes in
        // the loaded page), which fetches the same lesson file from the cache with less to redo.
        if (url.includes('#') && first === 'index.html') await page.reload();
        await check(page);
      } catch (e) {
        failed.push(`${url}: ${e.message.split('\n')[0]}`);
      }
    }
    assert.deepEqual(failed, []);
    assert.deepEqual(page.errors, [], page.problems.join("\n"));
    await context.close();
  });
}

test('the single-file build links to no page it lacks, and says the lessons and the widget need the full site', async () => {
  const { pathToFileURL } = await import('node:url');
  const context = await site.browser.newContext();
  const page = await openPage(context);
  await page.goto(pathToFileURL(`${dist}/renju-offline.html`).href);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 15000 });
  assert.equal(await page.locator('a[href="lessons.html"], a[href="widget.html"]').count(), 0);
  assert.equal(await page.locator('.single-file-note').innerText(), 'Lessons and the board for your site are on the full site: this file holds the game only.');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('"Write your own lesson" opens the format as an HTML page in UTF-8 (dashes and Cyrillic intact)', async () => {
  const context = await site.browser.newContext();
  const page = await openPage(context);
  await page.goto(`${site.server.url}/lessons.html`);
  await page.getByRole('link', { name: 'Write your own lesson' }).click();
  await page.waitForURL(/lessons\/format\.html$/);
  const served = await fetch(`${site.server.url}/lessons/format.html`);
  assert.match(served.headers.get('content-type'), /^text\/html;\s*charset=utf-8/i);
  assert.match(await served.text(), /<meta charset="utf-8">/);
  assert.equal(await page.locator('h1').textContent(), 'Writing a Renju lesson');
  const text = await page.locator('main').innerText();
  assert.ok(text.includes('5–22'), 'the en dash');
  assert.ok(text.includes('Вилка 3×3'), 'the Cyrillic example');
  assert.ok(await page.locator('main table td code', { hasText: 'click-forbidden' }).count() >= 1, 'the kinds table is a table');
  await page.getByRole('link', { name: '← Lessons' }).click();
  await page.waitForFunction(() => document.querySelector('#lesson')?.lesson);
  assert.deepEqual(page.problems, []);
  await context.close();
});
