// Shared set-up for the page tests: a static server (sirv-cli) on a free port over dist/, Debian's
// Chromium through playwright-core, pages that record console errors, and board helpers that click
// points like a player (by the point's position on screen).
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const dist = join(root, 'dist');
export const artefacts = join(root, 'test-results/pages');
mkdirSync(artefacts, { recursive: true });

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'node_modules/sirv-cli/bin.js'), dist, '--port', String(port), '--host', '127.0.0.1', '--gzip', '--brotli', '--quiet'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(url);
      if (r.ok) return { url, stop: () => child.kill() };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the static server did not start');
}

export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** A new page in a fresh context; page.errors collects console errors and uncaught exceptions. */
export async function openPage(browser, url, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  page.errors = [];
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => page.errors.push(`pageerror: ${e.message}`));
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

function xy(point) {
  return { x: point.charCodeAt(0) - 97, y: Number(point.slice(1)) - 1 };
}

/** Clicks a board point ('h8') with the mouse, where it is drawn. */
export async function clickPoint(page, point) {
  const { x, y } = xy(point);
  const box = await page.evaluate(() => {
    const svg = document.querySelector('#board svg');
    const r = svg.getBoundingClientRect();
    const [, , w] = svg.getAttribute('viewBox').split(' ').map(Number);
    return { left: r.left, top: r.top, width: r.width, extent: w, margin: window.renjuApp.view.margin, size: window.renjuApp.view.config.size };
  });
  const scale = box.width / box.extent;
  await page.mouse.click(box.left + (box.margin + x) * scale, box.top + (box.margin + box.size - 1 - y) * scale);
}

export async function playPoints(page, points) {
  for (const p of points) await clickPoint(page, p);
}

export const actions = (page) => page.evaluate(() => [...window.renjuApp.session.record.actions]);
export const text = (page, selector) => page.locator(selector).innerText();
export const shot = (page, name) => page.screenshot({ path: join(artefacts, name) });
