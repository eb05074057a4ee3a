// A screenshot of a page for looking at it: node scripts/dev/shot.mjs URL out.png [width height [fromY]]
// With fromY, a window of the full page starting at that height. Console errors are printed.
// SCHEME=dark in the environment: the page as a reader who prefers dark sees it.
import { chromium } from 'playwright-core';

const [url, out, w = '1100', h = '480', fromY] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const page = await browser.newPage({ viewport: { width: +w, height: +h }, colorScheme: process.env.SCHEME === 'dark' ? 'dark' : 'light' });
page.on('console', (m) => console.log('console:', m.type(), m.text(), m.location()?.url ?? ''));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
page.on('requestfailed', (r) => console.log('requestfailed:', r.url()));
page.on('response', (r) => { if (r.status() >= 400) console.log('http', r.status(), r.url()); });
await page.goto(url);
await page.waitForTimeout(600);
if (fromY === undefined) await page.screenshot({ path: out });
else await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y: +fromY, width: +w, height: +h } });
await browser.close();
