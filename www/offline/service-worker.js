// The page's service worker: after one visit the page, its wasm, the engine worker, the pieces,
// the sounds, the puzzles and the message catalogues come from a cache, so the game loads and plays
// with no network, at once.
//
// `cargo xtask build` writes this file to dist/sw.js (beside index.html, so that its scope is the
// page) with MANIFEST filled in: every file of the site and a version made from their contents.
// Each version has its own cache, filled completely before the version takes over, and every file
// of a page is served from one cache: a page can never meet a wasm of another version. A new
// version installs in the background and waits; the page offers "Reload for the new version"
// (shell/offline.js), which tells it to take over. Only the page registers it: the <alice-chess>
// module never does.

/// <reference lib="webworker" />

const MANIFEST = { version: 'dev', files: /** @type {string[]} */ ([]) }; // filled in by cargo xtask build

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const PREFIX = 'alice-chess-';
const CACHE = `${PREFIX}${MANIFEST.version}`;
/** The scope's root (the folder of index.html), with a trailing slash. */
const ROOT = new URL('./', sw.location.href).href;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      // Past the HTTP cache: the files must be this version's, not yesterday's.
      cache.addAll(MANIFEST.files.map((file) => new Request(new URL(file, ROOT), { cache: 'reload' }))),
    ),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => sw.clients.claim()),
  );
});

sw.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'alice-chess:activate') sw.skipWaiting();
});

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(ROOT)) return;
  // The game server's answers (`api/…`: a game, the lobby, the games being played, a PGN) are
  // live: a cached or stale one would show a position that is no longer the game's. The worker
  // stays out of their way entirely (no respondWith: the browser asks the network as if there
  // were no worker), so that it can never answer one from a cache, keep one, or delay one.
  if (request.url.slice(ROOT.length).startsWith('api/')) return;
  event.respondWith(answer(request));
});

/**
 * From this version's cache when the file is one of the site's (a page, whatever its query:
 * `index.html?analysis`, the folder itself: index.html), else from the network.
 * @param {Request} request
 */
async function answer(request) {
  const cache = await caches.open(CACHE);
  const url = new URL(request.url);
  const path = url.href.slice(ROOT.length).split(/[?#]/)[0];
  const file = request.mode === 'navigate' && (path === '' || path.endsWith('/')) ? `${path}index.html` : path;
  const hit = await cache.match(new URL(file, ROOT).href, { ignoreSearch: true });
  return hit ?? fetch(request);
}
