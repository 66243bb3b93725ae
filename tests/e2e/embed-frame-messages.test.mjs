// The iframe route, scripted: a parent page on another origin (a small server of this file) frames
// index.html?embed=1&origin=<its origin> and talks to the board by postMessage — calls
// ({type: 'alice-chess:call', id, method, args} → 'alice-chess:result') and events
// ('alice-chess:event'); a frame given another origin ignores the parent and tells it nothing. And
// the frame's content fits the documented default size, 420 × 470, with its move list.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { useBrowser, newPage, assertNoErrors, url, BASE_URL } from './harness.mjs';

const ctx = useBrowser();
const FRAME_ORIGIN = new URL(BASE_URL).origin;

/** @type {Map<string, string>} */
const pages = new Map();
const site = http.createServer((req, res) => {
  const html = pages.get(new URL(req.url ?? '/', 'http://x').pathname);
  if (!html) return void res.writeHead(404).end('not found');
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
});
let SITE = '';
before(() => new Promise((resolve) => site.listen(0, '127.0.0.1', () => {
  SITE = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (site.address()).port}`;
  resolve(undefined);
})));
after(() => site.close());

/**
 * The parent page: one frame, every message from the frame's origin kept in window.__got, and
 * window.call(method, ...args) resolving to the frame's reply.
 * @param {string} name
 * @param {string} frameQuery  after index.html?embed=1
 */
async function parentPage(name, frameQuery) {
  const src = url(`index.html?embed=1${frameQuery}`);
  pages.set(`/${name}.html`, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>parent</title></head><body>
<iframe id="frame" title="Alice chess" src="${src.replace(/&/g, '&amp;')}" width="420" height="470"></iframe>
<script>
  window.__got = [];
  let next = 1;
  addEventListener('message', (e) => { if (e.origin === ${JSON.stringify(FRAME_ORIGIN)}) window.__got.push(e.data); });
  window.call = (method, ...args) => new Promise((resolve) => {
    const id = next++;
    const frame = document.getElementById('frame').contentWindow;
    const wait = (e) => { if (e.data && e.data.id === id) { removeEventListener('message', wait); resolve(e.data); } };
    addEventListener('message', wait);
    frame.postMessage({ type: 'alice-chess:call', id, method, args }, '*');
  });
</script></body></html>`);
  const page = await newPage(ctx.browser, { viewport: { width: 700, height: 600 } });
  await page.goto(`${SITE}/${name}.html`);
  return page;
}

/** @param {import('playwright-core').Page} page @param {string} event */
const events = (page, event) => page.evaluate((ev) => window.__got.filter((m) => m.type === 'alice-chess:event' && m.event === ev), event);

test('iframe postMessage: the parent calls the methods and hears the events; origin-checked', async () => {
  const page = await parentPage('scripted', `&origin=${encodeURIComponent(SITE)}&moves=e4`);
  await page.waitForFunction(() => window.__got.some((m) => m.event === 'ready')).catch(async (e) => {
    throw new Error(`${e.message}: ${JSON.stringify(await page.evaluate(() => window.__got))} ${page.errors.join('\n')}`);
  });
  const ready = (await events(page, 'ready'))[0].detail;
  assert.deepEqual({ ...ready, fen: undefined }, { fen: undefined, ply: 1, turn: 'black', orientation: 'white', mode: 'hotseat' });
  assert.match(ready.fen, / b KQkq /);

  // A call, its reply, and the move event it causes.
  const played = await page.evaluate(() => window.call('play', 'd5'));
  assert.equal(played.ok, true);
  assert.equal(played.value.alice, 'Pd5');
  await page.waitForFunction(() => window.__got.some((m) => m.event === 'move' && m.detail.source === 'api'));
  assert.equal((await page.evaluate(() => window.call('get', 'ply'))).value, 2);
  // Refusals come back as errors, the game unchanged.
  const illegal = await page.evaluate(() => window.call('play', 'Ke5'));
  assert.equal(illegal.ok, false);
  assert.match(illegal.error.message, /illegal move 'Ke5'/);
  // …with why as data, for the parent to word in its own language (www/i18n/errors.js).
  assert.equal(illegal.error.problem.code, 'move.illegal');
  assert.equal(illegal.error.problem.args[0], 'Ke5');
  assert.equal(illegal.error.refusal.label, 'Ke5');
  const unknown = await page.evaluate(() => window.call('remove'));
  assert.deepEqual([unknown.ok, unknown.error.name], [false, 'TypeError']);
  assert.equal(unknown.error.problem, undefined);
  assert.match(unknown.error.message, /unknown method "remove"/);
  assert.match((await page.evaluate(() => window.call('get', 'secret'))).error.message, /no property "secret"/);
  assert.equal((await page.evaluate(() => window.call('setAttribute', 'orientation', 'black'))).ok, true);
  assert.equal((await page.evaluate(() => window.call('get', 'orientation'))).value, 'black');

  for (const move of ['Be2', 'dxe4']) assert.equal((await page.evaluate((m) => window.call('play', m), move)).ok, true);
  // The player's move in the frame reaches the parent with source 'player'.
  const frame = page.frameLocator('#frame');
  await frame.locator('alice-chess [data-square="e2"]').click();
  await frame.locator('alice-chess [data-square="b5"]').click();
  await page.waitForFunction(() => window.__got.some((m) => m.event === 'move' && m.detail.source === 'player'));
  const gameover = await page.waitForFunction(() => window.__got.find((m) => m.event === 'gameover')?.detail);
  assert.deepEqual(await gameover.jsonValue(), { result: '1-0', reason: 'checkmate', text: 'Checkmate — White wins' });
  assert.match((await page.evaluate(() => window.call('pgn'))).value, /1\. Pe4 Pd5 2\. Be2 Sdxe4 3\. Cb5# .*1-0/);
  assert.ok((await events(page, 'change')).length >= 3);
  assertNoErrors(page);
  await page.context().close();
});

test('iframe postMessage: a frame told another origin ignores this parent and sends it nothing', async () => {
  const page = await parentPage('other-origin', '&origin=https://other.example&moves=e4');
  const inner = page.frameLocator('#frame');
  await inner.locator('alice-chess [data-piece]').first().waitFor();
  await page.waitForTimeout(300);
  const reply = await Promise.race([page.evaluate(() => window.call('play', 'd5')), new Promise((r) => setTimeout(() => r('no reply'), 1000))]);
  assert.equal(reply, 'no reply');
  await inner.locator('alice-chess [data-square="e7"]').click();
  await inner.locator('alice-chess [data-square="e5"]').click();
  await page.waitForTimeout(300);
  assert.deepEqual(await page.evaluate(() => window.__got), [], 'nothing reached this parent');
  const f = page.frame({ url: /embed=1/ });
  assert.equal(await f?.evaluate(() => /** @type {any} */ (document.querySelector('alice-chess')).ply), 2, 'd5 was not played, e5 was');
  // A bad origin parameter is named.
  const bad = await parentPage('bad-origin', '&origin=example.org');
  await bad.frameLocator('#frame').locator('[data-testid="embed-note"]').waitFor();
  assert.match(await bad.frameLocator('#frame').locator('[data-testid="embed-note"]').innerText(), /origin="example.org" is not an origin/);
  await page.context().close();
  await bad.context().close();
});

test('the iframe route fits its documented default size, 420 × 470, move list included', async () => {
  const page = await newPage(ctx.browser, { viewport: { width: 420, height: 470 } });
  const long = 'd4 e5 Nf3 Nc6 Nxe5 Qg5 a3 Bd6 e4 Nf6 h4 Bb4+ Ke2 Qf5 g4 Qxc2+ Nd2 Nxe4 Bf4 Nc3+ Kf3 Qe4+ Kg3 Qxh1';
  for (const query of ['', `&moves=${encodeURIComponent(long)}`, '&view=two', '&mode=online&player-color=black']) {
    await page.goto(url(`index.html?embed=1${query}`));
    await page.waitForFunction(() => customElements.get('alice-chess') !== undefined);
    await page.evaluate(() => /** @type {any} */ (document.querySelector('alice-chess')).ready);
    await page.locator('alice-chess [data-square="e4"]').first().waitFor();
    assert.equal(await page.locator('alice-chess [data-testid="error"]').isVisible(), false, `${query}: no message`);
    const m = await page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (document.querySelector('alice-chess')?.shadowRoot);
      const box = (/** @type {string} */ s) => /** @type {Element} */ (root.querySelector(s)).getBoundingClientRect();
      return {
        scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
        board: box('.board-area').width,
        movesBottom: box('.side').bottom,
      };
    });
    assert.ok(m.scroll[0] <= 420 && m.scroll[1] <= 470, `${query || 'defaults'}: no scrolling (${m.scroll})`);
    assert.ok(m.movesBottom <= 470, `${query || 'defaults'}: the move list is inside the frame (${m.movesBottom})`);
    assert.ok(m.board >= 240, `${query || 'defaults'}: the board stays large (${m.board}px)`);
  }
  assertNoErrors(page);
  await page.context().close();
});
