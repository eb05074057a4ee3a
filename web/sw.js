// Service worker: caches every asset of the play page at install, then every file of the other
// pages (lessons and their data, widget docs, embed, every language's tables) once it is active, so
// that after one visit to any page every page and lesson works offline; and whatever else of the
// site is fetched later. The build (scripts/build-web.mjs) fills in both lists and a version made
// from the files' contents, so a new build installs a new cache and drops the old one.
const VERSION = 'dev';
const ASSETS = ['./'];
const LATER = 'offline-files.json'; // the other pages' files (the build writes it)
const CACHE = `renju-${VERSION}`;

// The language tables (i18n/<lang>/<area>.json) a reader's pages have loaded are cached as they are
// fetched; a new version fetches those languages' tables afresh, so a chosen language stays offline.
const TABLE = /\/i18n\/[\w-]+\/[\w-]+\.json$/;
async function tablesInUse() {
  const urls = new Set();
  for (const key of await caches.keys()) {
    if (!key.startsWith('renju-') || key === CACHE) continue;
    for (const request of await (await caches.open(key)).keys()) if (TABLE.test(new URL(request.url).pathname)) urls.add(request.url);
  }
  return [...urls];
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(ASSETS);
    await Promise.all((await tablesInUse()).map((url) => cache.add(url).catch(() => {})));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key.startsWith('renju-') && key !== CACHE) await caches.delete(key);
    await self.clients.claim();
    // The other pages' files, after the play page's: the page that registered us is already running,
    // so this costs it nothing; a file that fails now is cached when it is next fetched.
    const cache = await caches.open(CACHE);
    try {
      const later = await (await fetch(LATER, { cache: 'no-cache' })).json();
      await Promise.all(later.map((url) => cache.add(url).catch(() => {})));
    } catch {
      // offline or no list (a development copy of web/): the pages are cached as they are visited
    }
  })());
});

// Every page it serves is cross-origin isolated (COOP same-origin, COEP require-corp: the site loads
// nothing from other origins), so the play page can share a stop flag (a SharedArrayBuffer) with its
// analysis worker and restart a search without starting a new worker (lib/bot-client.js).
function isolated(response) {
  if (!response || response.status === 0 || response.type === 'opaqueredirect') return response;
  const headers = new Headers(response.headers);
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('Cross-Origin-Embedder-Policy', 'require-corp');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // The page (with any query) is the app shell; everything else is matched by its URL.
    const path = new URL(request.url).pathname;
    const shell = request.mode === 'navigate' && (path.endsWith('/') || path.endsWith('/index.html'));
    const cached = await cache.match(shell ? './' : request, { ignoreSearch: true });
    if (cached) return isolated(cached);
    const response = await fetch(request);
    // Other pages of the site (and anything the list missed) work offline once visited.
    if (response.ok && response.type === 'basic') cache.put(request, response.clone());
    return isolated(response);
  })());
});
