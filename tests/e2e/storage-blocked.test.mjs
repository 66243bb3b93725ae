// Issue 31, point 1: with site data blocked the page, the iframe route and the element start and
// play. The block is Chromium's own, not a stand-in: a profile (launchPersistentContext over a
// user-data-dir) whose Preferences block cookies — for every site
// (`profile.default_content_setting_values.cookies = 2`: reading `window.localStorage` throws a
// SecurityError), or for third parties (`profile.cookie_controls_mode = 1`) with the page framed
// by another site: the parent at `localhost`, the frame at `127.0.0.1` (two sites, where the other
// tests' two ports of 127.0.0.1 are one). Each test first checks that the block is real (the same
// page's `localStorage` throws there), then that the page says once that nothing will be kept and
// that a game is played through.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_PATH, CHROME_ARGS, BASE_URL, SCREENSHOT_DIR, url, assertNoErrors, screenshot } from './harness.mjs';
import { ready, clickMove, moveList, status } from './play-helpers.mjs';

/**
 * A Chromium with its own profile whose Preferences are `prefs`; closed (and its folder removed)
 * by the returned `close`. The page records errors as harness.newPage's do.
 * @param {object} prefs
 */
async function browserWith(prefs) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alice-blocked-'));
  fs.mkdirSync(path.join(dir, 'Default'));
  fs.writeFileSync(path.join(dir, 'Default', 'Preferences'), JSON.stringify(prefs));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_ARGS,
    viewport: { width: 1280, height: 800 },
    // As a browser with site data blocked does: a service worker cannot register (the page says
    // nothing about it and works, just not offline).
    serviceWorkers: 'allow',
  });
  context.setDefaultTimeout(10_000);
  const page = context.pages()[0] ?? (await context.newPage());
  page.errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/favicon\.ico/.test(msg.location()?.url ?? '')) page.errors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => page.errors.push(`page error: ${err.stack || err.message}`));
  const close = async () => {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { context, page, close };
}

/** Site data blocked for every site. */
const ALL_BLOCKED = { profile: { default_content_setting_values: { cookies: 2 } } };
/** Third-party cookies (and with them a cross-site frame's storage) blocked; the site's own allowed. */
const THIRD_PARTY_BLOCKED = { profile: { cookie_controls_mode: 1, default_content_setting_values: { cookies: 1 } } };

/** Whether `localStorage` can be read where `frame` runs: 'ok' or the error's name. */
const storageIn = (frame) =>
  frame.evaluate(() => {
    try {
      localStorage.getItem('x');
      return 'ok';
    } catch (err) {
      return /** @type {Error} */ (err).name;
    }
  });

/** The notice's text, once shown. */
async function noticeText(page) {
  const notice = page.locator('[data-testid="notice"]');
  await notice.waitFor({ state: 'visible' });
  return notice.textContent();
}

// The parent pages of the cross-site frame: served at 127.0.0.1 by this file, opened as localhost.
/** @type {Map<string, string>} */
const parents = new Map();
const parentServer = http.createServer((req, res) => {
  const html = parents.get(new URL(req.url ?? '/', 'http://x').pathname);
  if (!html) return void res.writeHead(404).end('not found');
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
});
let PARENT = '';
before(() => new Promise((resolve) => parentServer.listen(0, '127.0.0.1', () => {
  PARENT = `http://localhost:${/** @type {import('node:net').AddressInfo} */ (parentServer.address()).port}/`;
  resolve(undefined);
})));
after(() => parentServer.close());

test('site data blocked (cookies off): the page starts, says once that nothing is kept, and a game is played to mate', async () => {
  const { page, close } = await browserWith(ALL_BLOCKED);
  try {
    await page.goto(url());
    assert.equal(await storageIn(page), 'SecurityError', 'the block is real: localStorage throws on this page');
    await ready(page);
    assert.match(await noticeText(page), /keeps nothing for this site.*will be lost/);
    await screenshot(page, 'storage-blocked-page');
    for (const m of ['e2e4', 'd7d5', 'f1e2', 'd5e4', 'e2b5']) await clickMove(page, m);
    assert.equal(await status(page), 'Checkmate — White wins');
    // Said once: the moves (whose saves all fail) said nothing more; the notice is the same one.
    assert.match(await page.locator('[data-testid="notice"]').textContent(), /keeps nothing for this site/);
    // Nothing was kept: a reload starts again, and says so again.
    await page.reload();
    await ready(page);
    assert.deepEqual(await moveList(page), []);
    assert.match(await noticeText(page), /keeps nothing/);
    // The other screens start too.
    for (const screen of ['?analysis', '?puzzles', '?learn', '?editor']) {
      await page.goto(url(screen));
      await page.waitForFunction(() => document.documentElement.classList.contains('ready'), null, { timeout: 30_000 });
      assert.equal(await page.locator('[data-part="loading"]').count(), 0, `${screen} started`);
      assert.match(await noticeText(page), /keeps nothing/, `${screen} says it`);
    }
    assertNoErrors(page);
  } finally {
    await close();
  }
});

test('site data blocked: the iframe route (?embed=1) starts and plays, in the language asked for', async () => {
  const { page, close } = await browserWith(ALL_BLOCKED);
  try {
    await page.goto(url('index.html?embed=1&moves=e4+d5&lang=fr'));
    assert.equal(await storageIn(page), 'SecurityError');
    const board = page.locator('alice-chess');
    await page.waitForFunction(() => /** @type {any} */ (document.querySelector('alice-chess'))?.ply === 2, null, { timeout: 30_000 });
    await board.locator('[data-square="f1"]').click();
    await board.locator('[data-square="e2"]').click();
    await board.locator('[data-square="d5"]').click();
    await board.locator('[data-square="e4"]').click();
    await board.locator('[data-square="e2"]').click();
    await board.locator('[data-square="b5"]').click();
    await page.waitForFunction(() => /** @type {any} */ (document.querySelector('alice-chess'))?.result?.reason === 'checkmate');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
    await screenshot(page, 'storage-blocked-embed');
    assertNoErrors(page);
  } finally {
    await close();
  }
});

test('a cross-site frame (localhost framing 127.0.0.1) with third-party cookies blocked: the iframe route and the page start and play', async () => {
  const base = new URL(BASE_URL);
  assert.equal(base.hostname, '127.0.0.1', 'the site is served at 127.0.0.1, the parent at localhost: two sites');
  parents.set(
    '/parent.html',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog</title></head><body>
<h1>A blog post with a board</h1>
<iframe id="embed" src="${new URL('index.html?embed=1&moves=e4', base).href}" width="420" height="470"></iframe>
<iframe id="page" src="${new URL('index.html', base).href}" width="1100" height="800"></iframe>
</body></html>`,
  );
  const { page, close } = await browserWith(THIRD_PARTY_BLOCKED);
  try {
    await page.goto(new URL('parent.html', PARENT).href);
    assert.equal(await storageIn(page), 'ok', 'the parent site keeps its own data');
    const embedFrame = page.frames().find((f) => f.url().includes('embed=1'));
    const pageFrame = page.frames().find((f) => f.url().endsWith('/index.html'));
    assert.ok(embedFrame && pageFrame);
    assert.equal(await storageIn(embedFrame), 'SecurityError', 'the block is real: the framed site has no storage');

    // The iframe route: a move played in the frame.
    await embedFrame.waitForFunction(() => /** @type {any} */ (document.querySelector('alice-chess'))?.ply === 1, null, { timeout: 30_000 });
    const board = page.frameLocator('#embed').locator('alice-chess');
    await board.locator('[data-square="e7"]').click();
    await board.locator('[data-square="e5"]').click();
    await embedFrame.waitForFunction(() => /** @type {any} */ (document.querySelector('alice-chess'))?.ply === 2);
    // (A full-page screenshot leaves a cross-site frame blank in headless Chromium: the frame's own.)
    await page.locator('#embed').screenshot({ path: path.join(SCREENSHOT_DIR, 'storage-blocked-cross-site-embed.png') });

    // The whole page framed cross-site: it starts, says once that nothing is kept, and plays.
    await pageFrame.waitForSelector('[data-piece]', { timeout: 30_000 });
    await pageFrame.waitForFunction(() => document.documentElement.classList.contains('ready'));
    const inner = page.frameLocator('#page');
    await inner.locator('[data-testid="notice"]').waitFor({ state: 'visible' });
    assert.match(await inner.locator('[data-testid="notice"]').textContent(), /keeps nothing for this site/);
    await inner.locator('[data-square="g1"]').click();
    await inner.locator('[data-square="f3"]').click();
    await pageFrame.waitForFunction(() => document.querySelectorAll('[data-testid="moves"] [data-ply]').length === 1);
    await screenshot(page, 'storage-blocked-cross-site');
    assertNoErrors(page);
  } finally {
    await close();
  }
});
