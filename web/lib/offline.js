// Every page of the site registers the one service worker (../sw.js, the site's root), so that one
// visit to any page makes every page and lesson work offline: the worker precaches them all at
// install. Not on file:// (the single-file build) and not where service workers are unavailable.
const sw = globalThis.navigator?.serviceWorker;
if (sw && globalThis.location?.protocol.startsWith('http')) {
  sw.register(new URL('../sw.js', import.meta.url)).catch(() => {});
}
