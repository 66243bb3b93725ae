// Offline and installable (issue 15): after one visit the page loads and plays with no network —
// the computer's engine, the puzzles and the lessons included; a new version installs in the
// background and is offered as "Reload for the new version"; a page open during an update keeps its
// version (issue 31); a damaged cached wasm heals; the <alice-chess> element never registers a
// service worker on the sites that embed it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, assertNoErrors, newPage, url, screenshot, PHONE } from './harness.mjs';
import { ready, clickMove, waitForMoves } from './play-helpers.mjs';

const ctx = useBrowser();
const DIST_SW = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../dist/sw.js');

/** A page with service workers allowed, controlled by ours once it returns. */
async function visit(options = {}) {
  const page = await newPage(ctx.browser, { serviceWorkers: 'allow', ...options });
  await page.goto(url());
  await ready(page);
  // The first visit installs the worker (it caches the whole site) and it takes the page over.
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });
  return page;
}

test('the web app manifest and its icons are there, and the page links them', async () => {
  const page = await newPage(ctx.browser);
  await page.goto(url());
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const res = await page.request.get(url(href));
  assert.equal(res.status(), 200);
  const manifest = await res.json();
  assert.equal(manifest.name, 'Alice Chess');
  assert.equal(manifest.display, 'standalone');
  const base = new URL(href, url());
  for (const icon of manifest.icons) {
    const r = await page.request.get(new URL(icon.src, base).href);
    assert.equal(r.status(), 200, icon.src);
  }
  assert.ok(manifest.icons.some((i) => i.sizes === '512x512' && i.type === 'image/png'));
  assert.equal(new URL(manifest.start_url, base).href, url('index.html'));
  await page.context().close();
});

test('after one visit, the page reloads offline and a game against the computer is played', async () => {
  const page = await visit();
  const context = page.context();
  await context.setOffline(true);
  await page.reload();
  await ready(page);
  // A new game against the computer, level 1, half a second a move.
  await page.locator('[data-testid="new-game"]').click();
  await page.selectOption('[data-testid="mode"]', 'computer');
  await page.selectOption('[data-testid="player-color"]', 'w');
  await page.selectOption('[data-testid="level"]', '1');
  await page.selectOption('[data-testid="movetime"]', '500');
  await page.locator('[data-testid="new-game-confirm"]').click();
  await clickMove(page, 'e2e4');
  await waitForMoves(page, 2); // the engine worker and its wasm came from the cache
  // The computer done thinking, not only its move listed (once in CI the next click went unplayed).
  await page.locator('[data-testid="thinking"]').waitFor({ state: 'hidden' });
  await clickMove(page, 'g1f3');
  await waitForMoves(page, 4);
  // Other parts of the site too: the analysis board (its engine's lines), a puzzle and the lessons.
  await page.goto(url('index.html?analysis'));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="pv-line"]').length === 3, null, { timeout: 30_000 });
  await page.goto(url('index.html?puzzles'));
  await page.locator('[data-testid="puzzle"]').waitFor();
  await page.waitForSelector('[data-piece]');
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="puzzle-rating"]')?.textContent ?? ''));
  await page.goto(url('index.html?learn'));
  await page.locator('[data-testid="lesson-task"]').waitFor();
  await screenshot(page, 'offline-lessons');
  // Offline, the only failures allowed are requests that were never cached (none expected).
  assertNoErrors(page);
  await context.close();
});

test('a new version installs in the background and is offered; taking it reloads into it', async () => {
  const original = fs.readFileSync(DIST_SW, 'utf8');
  const page = await visit({ viewport: PHONE });
  try {
    const before = await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('alice-chess-')));
    assert.equal(before.length, 1, `one cache: ${before}`);
    // A new build: another version of the worker (as any change of any file makes).
    fs.writeFileSync(DIST_SW, original.replace(/version: '([0-9a-f]+)'/, "version: '$1-next'"));
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const reload = page.locator('[data-testid="update-reload"]');
    await reload.waitFor({ timeout: 60_000 });
    assert.match(await page.locator('[data-testid="notice"]').textContent(), /new version/i);
    await screenshot(page, 'offline-update-offered');
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await ready(page);
    await page.waitForFunction(async () => {
      const keys = (await caches.keys()).filter((k) => k.startsWith('alice-chess-'));
      return keys.length === 1 && keys[0].endsWith('-next');
    });
    assertNoErrors(page);
  } finally {
    restore(DIST_SW, original);
    await page.context().close();
  }
});

/** Put a dist file back as it was, its time too (build.test.mjs checks the precompressed twins are not older). */
function restore(file, text) {
  const { atime, mtime } = fs.statSync(`${file}.gz`);
  fs.writeFileSync(file, text);
  // A second before its twins (a time set back is rounded: never after them).
  fs.utimesSync(file, atime, new Date(mtime.getTime() - 1000));
}

test('a page open during an update keeps its version until it closes; a damaged cached wasm is fetched again', async () => {
  const original = fs.readFileSync(DIST_SW, 'utf8');
  const manifestFile = path.join(path.dirname(DIST_SW), 'www/manifest.webmanifest');
  const manifest = fs.readFileSync(manifestFile, 'utf8');
  const page = await visit();
  const context = page.context();
  // The iframe route, open in another tab before the update (as inside another site).
  const frame = await context.newPage();
  await frame.goto(url('index.html?embed=1&moves=e2e4'));
  await frame.waitForFunction(() => navigator.serviceWorker?.controller != null);
  const read = (p) => p.evaluate(() => fetch('www/manifest.webmanifest').then((r) => r.text()));
  try {
    assert.equal(await read(frame), manifest);
    // A new version whose files differ, taken by the game page.
    fs.writeFileSync(manifestFile, manifest.replace('{', '{\n  "x-build": "next",'));
    fs.writeFileSync(DIST_SW, original.replace(/version: '([0-9a-f]+)'/, "version: '$1-next'"));
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const reload = page.locator('[data-testid="update-reload"]');
    await reload.waitFor({ timeout: 60_000 });
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await ready(page);
    assert.match(await read(page), /x-build/, 'the reloaded page has the new version');
    // The tab opened before keeps its version's files, and its cache is kept meanwhile.
    assert.equal(await read(frame), manifest, 'the open iframe route still reads its own version');
    const versions = () => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('alice-chess-')).sort());
    assert.equal((await versions()).length, 2, `both versions kept: ${await versions()}`);
    // Once it is closed, the next page load lets the old version go.
    await frame.close();
    await page.reload();
    await ready(page);
    await page.waitForFunction(async () => (await caches.keys()).filter((k) => k.startsWith('alice-chess-')).length === 1);
    assert.match((await versions())[0], /-next$/);

    // A damaged wasm in the cache: the next load drops it, fetches it again and plays.
    const wasm = await page.evaluate(async () => {
      const name = (await caches.keys()).find((k) => k.endsWith('-next'));
      const cache = await caches.open(name);
      const file = (await cache.keys()).map((r) => r.url).find((u) => u.endsWith('.wasm'));
      await cache.put(file, new Response('not a wasm', { headers: { 'content-type': 'application/wasm' } }));
      return file;
    });
    await page.reload();
    await ready(page);
    await clickMove(page, 'e2e4');
    await waitForMoves(page, 1);
    assert.equal(
      await page.evaluate(async (file) => WebAssembly.validate(await (await caches.match(file)).arrayBuffer()), wasm),
      true,
      'the cache holds the whole wasm again',
    );
    assertNoErrors(page);
  } finally {
    restore(DIST_SW, original);
    restore(manifestFile, manifest);
    await context.close();
  }
});

test('the <alice-chess> element registers no service worker on the page that embeds it', async () => {
  const page = await newPage(ctx.browser, { serviceWorkers: 'allow' });
  await page.goto(url('embed.html'));
  await page.waitForFunction(() => document.querySelector('alice-chess')?.shadowRoot?.querySelector('[data-piece]'));
  await page.waitForTimeout(500);
  assert.deepEqual(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)), 0);
  await page.context().close();
});
