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
//
// One version per page, also across an update: when a version takes over, every page already open
// (another tab of the game, the iframe route inside another site, the demos) is pinned to the
// version it was loaded with, and its later requests (a language's words, the engine worker, the
// puzzles) are answered from that version's cache, which is kept until the last page pinned to it
// is gone. A page opened afterwards gets the new version. A cached wasm that does not compile (a
// damaged cache) is dropped and fetched again, so that a reload heals it.

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
  event.waitUntil(takeOver().then(() => sw.clients.claim()));
});

/**
 * The pages open when this version takes over were loaded by the version before it (`current` in
 * the pins): pin them to it, make this version the current one, and let go of every other cache.
 */
async function takeOver() {
  const pins = await readPins();
  const before = pins.current;
  const open = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (before && before !== CACHE && (await caches.has(before))) {
    for (const client of open) pins.clients[client.id] ??= before;
  }
  pins.current = CACHE;
  await prune(pins, open);
}

/**
 * Forget the pins of pages that are gone, and delete the caches no page is pinned to (all but this
 * version's).
 * @param {Pins} pins
 * @param {readonly Client[]} [open]  the window clients now (asked when not given)
 */
async function prune(pins, open) {
  const alive = new Set((open ?? (await sw.clients.matchAll({ type: 'window', includeUncontrolled: true }))).map((c) => c.id));
  for (const id of Object.keys(pins.clients)) if (!alive.has(id)) delete pins.clients[id];
  const kept = new Set([CACHE, ...Object.values(pins.clients)]);
  const keys = await caches.keys();
  await Promise.all(keys.filter((k) => k.startsWith(PREFIX) && !kept.has(k)).map((k) => caches.delete(k)));
  await writePins(pins);
}

/**
 * Which version each open page uses: `clients` (client id → its version's cache) for the pages
 * pinned to an older version, `current` the version in charge. Kept in a cache of its own (a
 * worker's memory does not outlive the worker), and in memory while the worker runs.
 * @typedef {{current: string|null, clients: Record<string, string>}} Pins
 */
const PINS_CACHE = 'alice-chess:pins';
const PINS_URL = `${ROOT}__alice-chess-pins__`;
/** @type {Pins|null} */
let pinsMemo = null;

/** @returns {Promise<Pins>} */
async function readPins() {
  if (pinsMemo) return pinsMemo;
  /** @type {Pins} */
  let pins = { current: null, clients: {} };
  try {
    const hit = await (await caches.open(PINS_CACHE)).match(PINS_URL);
    const data = hit ? await hit.json() : null;
    if (data && typeof data === 'object' && data.clients && typeof data.clients === 'object') {
      pins = { current: typeof data.current === 'string' ? data.current : null, clients: {} };
      for (const [id, name] of Object.entries(data.clients)) if (typeof name === 'string') pins.clients[id] = name;
    }
  } catch {
    // Unreadable: no pins (the pages open fall back to this version's files).
  }
  pinsMemo = pins;
  return pins;
}

/** @param {Pins} pins */
async function writePins(pins) {
  pinsMemo = pins;
  await (await caches.open(PINS_CACHE)).put(PINS_URL, new Response(JSON.stringify(pins), { headers: { 'content-type': 'application/json' } }));
}

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
  event.respondWith(answer(request, event.clientId));
  // A page opens (or reloads): the right moment to let go of what closed pages held.
  if (request.mode === 'navigate') event.waitUntil(readPins().then((pins) => prune(pins)));
});

/**
 * From the cache of the page's version when the file is one of the site's (a page, whatever its
 * query: `index.html?analysis`, the folder itself: index.html) — this version's for a page being
 * opened, the pinned one for a page opened before this version took over — else from the network.
 * A file of a hashed name found in no version's cache but another's (an engine worker of an older
 * page asks for its own chunks) comes from that one.
 * @param {Request} request
 * @param {string} clientId  the page asking ('' for a navigation)
 */
async function answer(request, clientId) {
  const pinned = request.mode === 'navigate' || !clientId ? null : (await readPins()).clients[clientId];
  const name = pinned && (await caches.has(pinned)) ? pinned : CACHE;
  const cache = await caches.open(name);
  const url = new URL(request.url);
  const path = url.href.slice(ROOT.length).split(/[?#]/)[0];
  const file = new URL(request.mode === 'navigate' && (path === '' || path.endsWith('/')) ? `${path}index.html` : path, ROOT).href;
  const hit = (await cache.match(file, { ignoreSearch: true })) ?? (/-[0-9A-Z]{8}\./.test(path) ? await caches.match(file, { ignoreSearch: true }) : undefined);
  if (!hit) return fetch(request);
  if (path.endsWith('.wasm') && !(await compiles(hit))) return repair(cache, file, request);
  return hit;
}

/**
 * Whether a cached wasm is whole (a damaged cache entry would fail every load until dropped).
 * @param {Response} response
 */
async function compiles(response) {
  try {
    return WebAssembly.validate(await response.clone().arrayBuffer());
  } catch {
    return false;
  }
}

/**
 * Drop a damaged file from the cache and fetch it again (kept again when it is whole).
 * @param {Cache} cache
 * @param {string} file
 * @param {Request} request
 */
async function repair(cache, file, request) {
  await cache.delete(file, { ignoreSearch: true });
  const fresh = await fetch(file, { cache: 'reload' });
  if (fresh.ok && (await compiles(fresh))) await cache.put(file, fresh.clone());
  return fresh.ok ? fresh : fetch(request);
}
