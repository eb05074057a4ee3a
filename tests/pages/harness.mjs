// Shared by the page tests: serves dist/ on a free port (with the sirv package sirv-cli uses) and
// drives Debian's Chromium through playwright-core. Collects console errors and page errors so tests
// can assert there were none.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import { after, afterEach, before, beforeEach } from 'node:test';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';
import sirv from 'sirv';

export const root = fileURLToPath(new URL('../../', import.meta.url));

// With RENJU_PAGE_TEST_CPU_FILE (scripts/test.sh sets it), each test's CPU seconds, this process's
// and Chromium's, are appended to that file: "seconds<TAB>file<TAB>test". Tests that run side by side
// (lesson-walk's) each count the others' time too.
const testCpuFile = process.env.RENJU_PAGE_TEST_CPU_FILE;
if (testCpuFile) {
  const started = new Map();
  const cpuNow = () => {
    const own = process.cpuUsage();
    return (own.user + own.system) / 1e6 + descendantsCpuSeconds();
  };
  beforeEach((t) => { started.set(t.name, cpuNow()); });
  afterEach((t) => {
    const file = (process.argv[1] ?? '').split('/').pop();
    appendFileSync(testCpuFile, `${(cpuNow() - started.get(t.name)).toFixed(1)}\t${file}\t${t.name}\n`);
  });
}
export const dist = `${root}dist`;
export const artifacts = `${root}test-results`;
mkdirSync(artifacts, { recursive: true });

/**
 * Serves `dir`; with {compressed: true} as `npm start` does (precompressed .gz/.br files, cached); with
 * {isolated: true} every response says COOP same-origin and COEP require-corp, as a host that makes the
 * pages cross-origin isolated does (SharedArrayBuffer: the analysis worker's stop flag).
 */
export async function serve(dir = dist, { compressed = false, isolated = false } = {}) {
  const setHeaders = isolated ? (res) => {
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Embedder-Policy', 'require-corp');
  } : undefined;
  const handler = sirv(dir, { ...(compressed ? { etag: true, gzip: true, brotli: true } : { dev: true, etag: true }), setHeaders });
  const server = createServer((req, res) => handler(req, res, () => { res.statusCode = 404; res.end('not found'); }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * For a test file: serves `dist` and starts Chromium before its tests, stops both after them.
 * Returns an object whose `server` ({url, close}) and `browser` are set once the tests run.
 */
export function useSite(serveOptions) {
  const site = {};
  before(async () => {
    site.server = await serve(dist, serveOptions);
    site.browser = await launch();
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}

// Chromium (156) gives every window, so every browser context, a renderer for the omnibox's popup
// (chrome://omnibox-popup.top-chrome): measured 1.3 s of CPU per context, for a popup a headless test
// never opens. Chromium keeps only the last --disable-features, so Playwright's own list (read from
// the installed playwright-core) is passed again with those two added.
const OMNIBOX_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
function disabledFeatures() {
  const bundle = readFileSync(createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1].replace(/\/\/.*/g, '').match(/"[A-Za-z0-9]+"/g);
  if (!list?.length) throw new Error('tests/pages/harness.mjs: Playwright\'s --disable-features list was not found in playwright-core (changed?)');
  return [...list.map((name) => name.slice(1, -1)), ...OMNIBOX_POPUP];
}

// Debian's old headless shell (chromium-headless-shell: the same Chromium build without the browser's
// UI, the one Playwright itself runs headless) when installed: a page file's Chromium CPU measured
// 20% lower than with the full browser in its new headless mode. CHROMIUM names another binary.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export async function launch() {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--no-first-run', '--disable-quic', '--disable-gpu', `--disable-features=${disabledFeatures().join(',')}`],
  });
  // Contexts block the site's service worker unless a test asks for it (`serviceWorkers: 'allow'`):
  // once active it fetches and caches every file of the site (117 files, 1.3 MB), in every context,
  // for tests not about it: the page files' CPU fell from 739 s to 533 (play.test.mjs 48-57 s ->
  // 29-30). A fresh context's first load is not served by the worker anyway; the tests of the
  // worker (offline, offline-pages, analysis-restart) and of a returning reader (languages) allow it.
  for (const name of ['newContext', 'newPage']) {
    const make = browser[name].bind(browser);
    browser[name] = (options = {}) => make({ serviceWorkers: 'block', ...options });
  }
  const cpuFile = process.env.RENJU_BROWSER_CPU_FILE;
  if (cpuFile) {
    const close = browser.close.bind(browser);
    browser.close = async (...args) => {
      appendFileSync(cpuFile, `${descendantsCpuSeconds().toFixed(2)}\n`);
      return close(...args);
    };
  }
  return browser;
}

/**
 * CPU seconds (user + system) of this process's descendants that are alive, with the children each
 * has reaped (Linux /proc): Chromium's renderer, GPU and utility processes. Their time never reaches
 * this process's own children's times, so npm test's tier lines would not count it (scripts/test.sh
 * adds it, through RENJU_BROWSER_CPU_FILE).
 */
function descendantsCpuSeconds() {
  const parent = new Map();
  const ticks = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // After the command's closing parenthesis: state, ppid, ... utime (14), stime, cutime, cstime (17).
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parent.set(Number(pid), Number(f[1]));
    ticks.set(Number(pid), Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]));
  }
  let sum = 0;
  for (const [pid, t] of ticks) {
    for (let p = parent.get(pid); p; p = parent.get(p)) {
      if (p === process.pid) {
        sum += t;
        break;
      }
    }
  }
  return sum / 100; // USER_HZ
}

/**
 * A page that records console errors and page errors in page.errors, and those plus failed requests
 * in page.problems (tests that go offline on purpose look at page.errors only).
 */
export async function openPage(context) {
  const page = await context.newPage();
  page.problems = [];
  page.errors = [];
  const error = (text) => {
    page.errors.push(text);
    page.problems.push(text);
  };
  page.on('console', (m) => { if (m.type() === 'error') error(`console: ${m.text()}`); });
  page.on('pageerror', (e) => error(`pageerror: ${e.message}`));
  // A request aborted by the next navigation was superseded, not failed.
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') page.problems.push(`requestfailed: ${r.url()} ${r.failure()?.errorText}`);
  });
  return page;
}

/**
 * In the page (pass its source along, as press() does): where the control `selector` (with exactly the
 * text `label`, when given) in `root` can be clicked now, after what a locator's click waits for:
 * exactly one match (unless `first`; more throws), visible, enabled, and hit at its centre. Scrolls it
 * into view; returns {x, y}, or {why} it cannot be clicked yet.
 */
export function controlAt(root, selector, label, first) {
  const found = [...root.querySelectorAll(selector)].filter((b) => label == null || b.textContent === label);
  if (found.length > 1 && !first) throw new Error(`${selector}${label == null ? '' : ` "${label}"`}: ${found.length} elements match`);
  const b = found[0];
  if (!b) return { why: 'not found' };
  b.scrollIntoView({ block: 'nearest' });
  const box = b.getBoundingClientRect();
  if (!b.checkVisibility({ visibilityProperty: true }) || !box.width || !box.height) return { why: 'not visible' };
  if (b.matches(':disabled')) return { why: 'disabled' };
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hit = root.elementFromPoint(x, y);
  if (!hit || !b.contains(hit)) return { why: `covered by ${hit?.outerHTML.slice(0, 80)}` };
  return { x, y };
}

/**
 * Clicks the control `selector` (with exactly the text `label`, when given) in the shadow root of
 * `host` with a real mouse click, once controlAt() finds it clickable, checked in the page in one call
 * (a locator's click takes about ten round trips: a third of lesson-walk's CPU); retried each frame
 * for 30 s.
 */
export async function press(page, host, selector, { label, first = false } = {}) {
  const at = await page.evaluate(`(${async ([host, selector, label, first], controlAt) => {
    const deadline = performance.now() + 30000;
    for (;; await new Promise((r) => requestAnimationFrame(r))) {
      const at = controlAt(document.querySelector(host).shadowRoot, selector, label, first);
      if (at.why == null) return at;
      if (performance.now() > deadline) throw new Error(`${selector}${label == null ? '' : ` "${label}"`}: ${at.why}`);
    }
  }})(${JSON.stringify([host, selector, label ?? null, first])}, ${controlAt})`);
  await page.mouse.click(at.x, at.y);
}

/** The SVG coordinates of a point's centre as the board draws it (margin 1.3 with coordinates). */
export function centre(point, size = 15, margin = 1.3) {
  const x = point.charCodeAt(0) - 97;
  const y = Number(point.slice(1)) - 1;
  return { x: margin + x, y: margin + (size - 1 - y) };
}

/** Clicks a board point; `svg` is a handle to the board's <svg> (inside whatever shadow root). */
export async function clickBoardPoint(page, svg, point, size = 15) {
  await svg.scrollIntoViewIfNeeded();
  const box = await svg.boundingBox();
  // The viewBox is square: the grid's size - 1 plus a margin on each side, which differs with and
  // without coordinates.
  const extent = await svg.evaluate((el) => Number(el.getAttribute('viewBox').split(' ')[2]));
  const margin = (extent - (size - 1)) / 2;
  const c = centre(point, size, margin);
  await page.mouse.click(box.x + (c.x / extent) * box.width, box.y + (c.y / extent) * box.height);
}
