// Screenshots at desktop and phone width, light and dark, kept in test-results/pages/ to look at.
// Checks that the board fits the window and nothing overflows sideways.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePlaySite, openPage, playPoints, shot } from './play-harness.mjs';

const site = usePlaySite();

// Black to move, and J8 is black's double three.
const GAME = ['h8', 'i9', 'i8', 'h9', 'j10', 'g10', 'j11', 'k12'];
const sizes = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

for (const [device, options] of Object.entries(sizes)) {
  for (const scheme of ['light', 'dark']) {
    test(`${device}, ${scheme}`, async () => {
      const page = await openPage(site.browser, site.server.url, { ...options, colorScheme: scheme });
      await playPoints(page, GAME);
      assert.equal(await page.locator('#board svg .rb-forbidden').count(), 1, 'the forbidden point is marked');
      const layout = await page.evaluate(() => {
        const board = document.querySelector('#board svg').getBoundingClientRect();
        return { board, width: innerWidth, height: innerHeight, scrollWidth: document.documentElement.scrollWidth, scrollY };
      });
      assert.ok(layout.scrollWidth <= layout.width, 'no sideways scrolling');
      assert.equal(layout.scrollY, 0, 'playing does not scroll the page away from the board');
      assert.ok(layout.board.right <= layout.width && layout.board.left >= 0, 'the board fits across');
      assert.ok(layout.board.bottom <= layout.height + 1, 'the whole board is in the first screen');
      assert.ok(layout.board.width >= Math.min(layout.width, layout.height) * 0.55, 'the board is large');
      const theme = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert.equal(theme === 'rgb(22, 25, 29)', scheme === 'dark');
      await shot(page, `${device}-${scheme}.png`);
      if (device === 'phone') {
        await page.click('#btn-new');
        await shot(page, `${device}-${scheme}-new-game.png`);
      }
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }
}
