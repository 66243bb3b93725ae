// Shared helpers for the browser end-to-end tests (run by `cargo xtask test` / `cargo xtask e2e`).
//
// Environment (set by the xtask):
//   BASE_URL     where dist/ is served, ends with "/" (default http://127.0.0.1:8080/ for
//                running against `cargo xtask serve` by hand)
//   DEV_BASE_URL the sources served unbundled (`cargo xtask serve --dev`), for the few tests that
//                import a module of www/ by its source address or stand in for a source file
//                (default BASE_URL)
//   CHROME_PATH  the Chromium executable (default /usr/bin/chromium)
//   ALICE_E2E_TIMES  a file each test file's time is added to (a line: seconds, tab, file name)
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BASE_URL = (process.env.BASE_URL || 'http://127.0.0.1:8080/').replace(/\/*$/, '/');
export const DEV_BASE_URL = (process.env.DEV_BASE_URL || BASE_URL).replace(/\/*$/, '/');
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

// Exactly the flags this machine needs: without the background-networking ones Chromium's
// connections are refused by the closed network, many at a time.
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const here = path.dirname(fileURLToPath(import.meta.url));
export const SCREENSHOT_DIR = path.join(here, 'screenshots');

/** Desktop and phone viewports for `newPage(browser, { viewport })`. */
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 740 };

/**
 * Starts headless Chromium. Playwright's `launch()` always uses a fresh temporary user-data-dir
 * (and deletes it on close), so every browser starts with empty storage.
 */
export async function launchBrowser(options = {}) {
  return chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_ARGS,
    ...options,
  });
}

/**
 * The test file's browser: started before its first test and closed after its last (this registers
 * node:test `before`/`after` hooks, so call it once, at the top level of the file). Returns a holder
 * whose `browser` is set once started: `const ctx = useBrowser(); … await newPage(ctx.browser)`.
 */
export function useBrowser(options) {
  const ctx = { browser: null };
  let started = 0;
  before(async () => {
    started = performance.now();
    ctx.browser = await launchBrowser(options);
  });
  after(async () => {
    await ctx.browser?.close();
    // The file's time, for the xtask's list of the slowest (`ALICE_E2E_TIMES`: a line a file).
    const times = process.env.ALICE_E2E_TIMES;
    if (times && started) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      fs.appendFileSync(times, `${seconds}\t${path.basename(process.argv[1] ?? '?')}\n`);
    }
  });
  return ctx;
}

/** An absolute URL under BASE_URL: `url('index.html?x=1')`, `url('#moves=...')`. */
export function url(relative = '') {
  return new URL(relative, BASE_URL).href;
}

/**
 * An absolute URL on the unbundled sources (`devUrl('?editor')`): for tests of one module of www/
 * (`import('/www/board/board.js')`) or that replace a source file through page.route().
 */
export function devUrl(relative = '') {
  return new URL(relative, DEV_BASE_URL).href;
}

/**
 * A page in its own browser context (own localStorage, cookies), recording problems:
 * `page.errors` collects console errors, uncaught page errors and failed (not merely aborted) or
 * 4xx/5xx requests, as strings
 * (a missing /favicon.ico, which Chromium requests by itself, is not counted).
 * Options: `viewport` (default DESKTOP), `isMobile`, `hasTouch`, `serviceWorkers` (default 'block'),
 * any other context option.
 * Close it with `await page.context().close()` (or just close the browser).
 */
export async function newPage(browser, { viewport = DESKTOP, ...contextOptions } = {}) {
  // No service worker unless a test asks for one (`serviceWorkers: 'allow'`, offline.test.mjs):
  // each fresh context would otherwise cache the whole site while the test runs.
  const context = await browser.newContext({ viewport, serviceWorkers: 'block', ...contextOptions });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  page.errors = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location()?.url || '';
    // Chromium asks for /favicon.ico on its own; a missing one is not the page's error.
    if (/\/favicon\.ico$/.test(where)) return;
    page.errors.push(`console.error: ${msg.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (err) => page.errors.push(`page error: ${err.stack || err.message || err}`));
  page.on('requestfailed', (req) => {
    const why = req.failure()?.errorText || '';
    // ERR_ABORTED: the page navigated/reloaded or dropped the element while it loaded; not an error.
    if (why === 'net::ERR_ABORTED') return;
    page.errors.push(`request failed: ${req.url()} (${why})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && !/\/favicon\.ico$/.test(res.url())) {
      page.errors.push(`HTTP ${res.status()}: ${res.url()}`);
    }
  });
  return page;
}

/** Throws (with the list) if the page recorded any error; `ignore` is a list of RegExps. */
export function assertNoErrors(page, ignore = []) {
  const errors = page.errors.filter((e) => !ignore.some((re) => re.test(e)));
  if (errors.length > 0) {
    throw new Error(`the page reported ${errors.length} error(s):\n  ${errors.join('\n  ')}`);
  }
}

/** Saves a full-page PNG to tests/e2e/screenshots/NAME.png and returns its path. */
export async function screenshot(page, name) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
