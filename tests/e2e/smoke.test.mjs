// Smoke test: the served site loads in headless Chromium and the wasm package works there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, assertNoErrors, url, screenshot } from './harness.mjs';

const ctx = useBrowser();

test('the wasm module is served with the right MIME types', async () => {
  const page = await newPage(ctx.browser);
  const js = await page.request.get(url('pkg/alice_chess.js'));
  assert.equal(js.status(), 200);
  assert.match(js.headers()['content-type'], /^text\/javascript/);
  const wasm = await page.request.get(url('pkg/alice_chess_bg.wasm'));
  assert.equal(wasm.status(), 200);
  assert.equal(wasm.headers()['content-type'], 'application/wasm');
  const missing = await page.request.get(url('no-such-file.js'));
  assert.equal(missing.status(), 404);
  await page.context().close();
});

test('the page loads without errors and the wasm package initialises in it', async () => {
  const page = await newPage(ctx.browser);
  // The front end's index.html when it exists; otherwise any document of the same origin.
  const index = await page.request.get(url());
  const hasIndex = index.status() === 200;
  if (hasIndex) {
    await page.goto(url(), { waitUntil: 'load' });
  } else {
    page.errors.length = 0;
    await page.goto(url('pkg/alice_chess.js'));
  }
  const result = await page.evaluate(async (moduleUrl) => {
    const m = await import(moduleUrl);
    await m.default();
    const out = { version: m.version() };
    if (typeof m.perft === 'function') {
      out.perft3 = m.perft('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 3);
    }
    return out;
  }, url('pkg/alice_chess.js'));
  assert.match(result.version, /^\d+\.\d+\.\d+/);
  if ('perft3' in result) assert.equal(Number(result.perft3), 9384);
  if (hasIndex) {
    // Let asynchronous start-up (module scripts, wasm init) finish before judging.
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'smoke');
  }
  assertNoErrors(page);
  await page.context().close();
});
