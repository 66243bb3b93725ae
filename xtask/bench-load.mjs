// `cargo xtask bench-load`: how fast a first visit draws the board and takes a first move — a
// benchmark, not a test (it prints numbers and never fails on them). Run by the xtask with
// BASE_URL (dist/ served by `cargo xtask serve`'s server), CHROME_PATH, RUNS (loads per cell; the
// median is shown) and PLAYWRIGHT (the folder of tests/e2e, whose playwright-core it borrows).
//
// Each load: a fresh browser context (empty storage, no service worker), the HTTP cache disabled
// and the network shaped through the DevTools protocol (Network.emulateNetworkConditions). A script
// injected before the page's own watches every animation frame for the board ([data-piece] in the
// page or in the first <alice-chess>'s shadow root) and for the first move's piece on e4; the
// requests and bytes before the board are the page's Resource Timing entries finished by then
// (plus the document; bytes are what crossed the network, headers included). "Move" is the time at
// which e2-e4, clicked with the mouse as soon as the board shows (and again every 250 ms until it
// is taken), stands on e4.
// The repeat visit loads the page once with its service worker allowed, waits until the worker
// controls it, then loads it again (its first move is not measured: the first visit's game, e4
// played, comes back).

import { createRequire } from 'node:module';
import path from 'node:path';

const BASE_URL = (process.env.BASE_URL || 'http://127.0.0.1:8080/').replace(/\/*$/, '/');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.RUNS || 1));
const require = createRequire(path.join(process.env.PLAYWRIGHT || 'tests/e2e', 'package.json'));
const { chromium } = require('playwright-core');

/** As tests/e2e/harness.mjs launches it. */
const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const kbit = (k) => (k * 1000) / 8; // bytes per second
const PROFILES = [
  { name: 'unthrottled', latency: 0, down: -1, up: -1 },
  { name: '150 ms RTT, 10 Mbit/s', latency: 150, down: kbit(10_000), up: kbit(10_000) },
  { name: 'Slow 4G (300 ms, 1.6 Mbit/s)', latency: 300, down: kbit(1_600), up: kbit(750) },
];
const ALL_PAGES = [
  { name: 'play', path: 'index.html', move: true },
  { name: 'analysis', path: 'index.html?analysis', move: true },
  { name: 'puzzles', path: 'index.html?puzzles', move: false },
  { name: 'embed demo', path: 'embed.html', move: true },
];

/** `--pages play,analysis` and `--networks 0,2` (indices of PROFILES) narrow the table; `--list`
 * prints each load's requests before the board (address and bytes transferred). */
const PAGES = process.env.PAGES ? ALL_PAGES.filter((p) => process.env.PAGES.split(',').includes(p.name)) : ALL_PAGES;
const NETWORKS = process.env.NETWORKS ? PROFILES.filter((_, i) => process.env.NETWORKS.split(',').includes(String(i))) : PROFILES;
const LIST = process.env.LIST === '1';

/** Injected before the page's scripts: timestamps of the board and of the first move. */
const WATCH = () => {
  const w = /** @type {any} */ (window);
  w.__bench = { board: null, move: null, requests: 0, bytes: 0, names: [] };
  const root = () => {
    const el = document.querySelector('alice-chess');
    return el?.shadowRoot ?? document;
  };
  const tick = () => {
    const r = root();
    if (w.__bench.board === null && r.querySelector('[data-piece]')) {
      w.__bench.board = performance.now();
      const nav = performance.getEntriesByType('navigation')[0];
      const res = performance.getEntriesByType('resource');
      w.__bench.requests = 1 + res.length;
      w.__bench.names = res.map((e) => `${e.name} ${e.transferSize}`);
      w.__bench.bytes = (nav?.transferSize ?? 0) + res.reduce((n, e) => n + (e.transferSize ?? 0), 0);
    }
    if (w.__bench.move === null && r.querySelector('[data-square="e4"] [data-piece]')) {
      w.__bench.move = performance.now();
    }
    if (w.__bench.board === null || w.__bench.move === null) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

async function load(browser, profile, page, { serviceWorker = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: serviceWorker ? 'allow' : 'block' });
  const tab = await context.newPage();
  await tab.addInitScript(WATCH);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: profile.down,
    uploadThroughput: profile.up,
  });
  const result = await visit(tab, page);
  if (serviceWorker) {
    // Wait until the worker has cached everything and controls the page, then come again.
    await tab.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 }).catch(() => {});
    await tab.waitForLoadState('networkidle');
    result.repeat = await visit(tab, page);
  }
  await context.close();
  return result;
}

async function visit(tab, page) {
  await tab.goto(new URL(page.path, BASE_URL).href, { waitUntil: 'commit' });
  await tab.waitForFunction(() => /** @type {any} */ (window).__bench?.board !== null, null, { timeout: 120_000, polling: 50 });
  if (page.move) {
    // Clicked with the mouse where the squares are, as a person would: no waiting for the page to
    // be still (Playwright's locator.click waits for that, which is not what a player does).
    const deadline = Date.now() + 60_000;
    // Both squares' centres in one call (in the page, or the first <alice-chess>'s shadow root).
    const centres = () =>
      tab.evaluate(() => {
        const el = document.querySelector('alice-chess');
        const root = el?.shadowRoot ?? document;
        return ['e2', 'e4'].map((s) => {
          const r = root.querySelector(`[data-square="${s}"]`)?.getBoundingClientRect();
          return r ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;
        });
      });
    while (Date.now() < deadline) {
      const [from, to] = await centres();
      if (from && to) {
        await tab.mouse.click(from.x, from.y);
        await tab.mouse.click(to.x, to.y);
      }
      const done = await tab
        .waitForFunction(() => /** @type {any} */ (window).__bench.move !== null, null, { timeout: 250, polling: 20 })
        .then(() => true, () => false);
      if (done) break;
    }
  }
  return tab.evaluate(() => ({ .../** @type {any} */ (window).__bench }));
}

const median = (xs) => {
  const v = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  return v.length ? v[Math.floor((v.length - 1) / 2)] : null;
};
const secs = (ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);
const kib = (b) => `${Math.round(b / 1024)} KiB`;

const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_ARGS });
const rows = [];
try {
  for (const profile of NETWORKS) {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await load(browser, profile, page));
      if (LIST) for (const name of runs[0].names) console.error(`  ${name.replace(BASE_URL, '')}`);
      const row = {
        network: profile.name,
        page: page.name,
        board: median(runs.map((r) => r.board)),
        move: page.move ? median(runs.map((r) => r.move)) : null,
        requests: median(runs.map((r) => r.requests)),
        bytes: median(runs.map((r) => r.bytes)),
      };
      rows.push(row);
      console.error(`${row.network} · ${row.page}: board ${secs(row.board)}, move ${secs(row.move)}, ${row.requests} requests, ${kib(row.bytes)}`);
    }
  }
  // The repeat visit, service worker on: the play page.
  const repeat = [];
  for (const profile of [PROFILES[0], PROFILES[2]].filter((p) => NETWORKS.includes(p) && PAGES.includes(ALL_PAGES[0]))) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await load(browser, profile, ALL_PAGES[0], { serviceWorker: true }));
    const row = {
      network: profile.name,
      page: 'play, repeat visit (service worker)',
      board: median(runs.map((r) => r.repeat?.board ?? null)),
      move: null, // (the first visit's e2-e4 is still on the board: the game was kept)
      requests: median(runs.map((r) => r.repeat?.requests ?? null)),
      bytes: median(runs.map((r) => r.repeat?.bytes ?? null)),
    };
    repeat.push(row);
    console.error(`${row.network} · ${row.page}: board ${secs(row.board)}, move ${secs(row.move)}`);
  }
  rows.push(...repeat);
} finally {
  await browser.close();
}

console.log(`| network | page | board drawn | first move | requests before the board | transferred before the board |`);
console.log(`|---|---|---|---|---|---|`);
for (const r of rows) {
  console.log(`| ${r.network} | ${r.page} | ${secs(r.board)} | ${secs(r.move)} | ${r.requests ?? '—'} | ${r.bytes === null ? '—' : kib(r.bytes)} |`);
}
