// Screenshots of every lesson (from the course data) at desktop and phone widths and in dark mode,
// first task shown, to look at: test-results/lessons/<lesson>-<desktop|phone|dark>.png. Each page
// must render with no errors and the board inside the viewport's width.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

import { artifacts, openPage, useSite } from './harness.mjs';

const site = useSite();
const course = JSON.parse(readFileSync(new URL('../../web/lessons/data/course.json', import.meta.url), 'utf8'));
const out = `${artifacts}/lessons`;
mkdirSync(out, { recursive: true });
const MODES = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  dark: { viewport: { width: 1280, height: 900 }, colorScheme: 'dark' },
};

for (const [mode, options] of Object.entries(MODES)) {
  test(`every lesson renders at ${mode}: screenshots`, async () => {
    const context = await site.browser.newContext(options);
    const page = await openPage(context);
    for (const id of course.lessons) {
      // The first lesson loads the page; each other is chosen by its #hash, as the course list does.
      await page.goto(`${site.server.url}/lessons.html#${id}`);
      await page.waitForFunction((id) => document.querySelector('#lesson').lesson?.id === id, id);
      const box = await page.evaluate(() => document.querySelector('#lesson').shadowRoot.querySelector('svg').getBoundingClientRect().toJSON());
      assert.ok(box.right <= options.viewport.width + 1 && box.width > 200, `${id} at ${mode}: board ${JSON.stringify(box)}`);
      await page.screenshot({ path: `${out}/${id}-${mode}.png`, fullPage: mode !== 'phone' });
    }
    assert.deepEqual(page.errors, []);
    await context.close();
  });
}
