// Service worker: caches every asset of the play page at install so that it works offline after
// the first visit, and whatever else of the site is fetched later. The build
// (scripts/build-web.mjs) fills in the asset list and a version made from the files' contents, so
// a new build installs a new cache and drops the old one.
const VERSION = 'dev';
const ASSETS = ['./'];
const CACHE = `renju-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ASSETS)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key.startsWith('renju-') && key !== CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // The page (with any query) is the app shell; everything else is matched by its URL.
    const path = new URL(request.url).pathname;
    const shell = request.mode === 'navigate' && (path.endsWith('/') || path.endsWith('/index.html'));
    const cached = await cache.match(shell ? './' : request, { ignoreSearch: true });
    if (cached) return cached;
    const response = await fetch(request);
    // Other pages of the site (and anything the list missed) work offline once visited.
    if (response.ok && response.type === 'basic') cache.put(request, response.clone());
    return response;
  })());
});
