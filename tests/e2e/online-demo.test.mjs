// www/demo/online.html: an online game without a server — the tabs of one browser paired through a
// BroadcastChannel (the first White, the second Black, the third watches), with the host code shown
// beside the board. Three pages of one browser context (they share the channel).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, url } from './harness.mjs';

const ctx = useBrowser();

test('online demo: two tabs play each other through a BroadcastChannel, a third one watches', async () => {
  const context = await ctx.browser.newContext({ viewport: { width: 1200, height: 800 } });
  context.setDefaultTimeout(10_000);
  /** @type {string[]} */
  const errors = [];
  /** @param {string} expected */
  async function tab(expected) {
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(url('www/demo/online.html'));
    await page.locator('[data-testid="seat"]', { hasText: expected }).waitFor();
    return page;
  }
  /** @param {import('playwright-core').Page} page @param {string} from @param {string} to */
  async function move(page, from, to) {
    await page.locator(`alice-chess [data-square="${from}"]`).click();
    await page.locator(`alice-chess [data-square="${to}"]`).click();
  }
  /** @param {import('playwright-core').Page} page @param {number} ply */
  const atPly = (page, ply) => page.waitForFunction((n) => /** @type {any} */ (document.querySelector('alice-chess')).ply === n, ply);
  const state = (/** @type {import('playwright-core').Page} */ page) =>
    page.evaluate(() => {
      const el = /** @type {any} */ (document.querySelector('alice-chess'));
      return { mode: el.mode, color: el.playerColor, orientation: el.orientation, ply: el.ply };
    });

  const white = await tab('White');
  const black = await tab('Black');
  assert.deepEqual(await state(white), { mode: 'online', color: 'white', orientation: 'white', ply: 0 });
  assert.deepEqual(await state(black), { mode: 'online', color: 'black', orientation: 'black', ply: 0 });

  // The host code is shown, about 40 lines a site can copy.
  const code = await white.locator('[data-testid="host-code"]').innerText();
  const lines = code.trim().split('\n').length;
  assert.ok(lines >= 25 && lines <= 45, `${lines} lines`);
  assert.match(code, /new BroadcastChannel\(/);

  await move(white, 'e2', 'e4');
  await atPly(black, 1);
  // Black cannot move White's pieces.
  await move(black, 'd2', 'd4');
  assert.equal((await state(black)).ply, 1);
  await move(black, 'd7', 'd5');
  await atPly(white, 2);

  // A third tab watches, from the game so far.
  const viewer = await tab('watch');
  await atPly(viewer, 2);
  assert.equal((await state(viewer)).mode, 'view');
  await move(white, 'f1', 'e2');
  await atPly(viewer, 3);
  await move(black, 'd5', 'e4');
  await atPly(white, 4);
  await move(white, 'e2', 'b5');
  for (const page of [white, black, viewer]) {
    await page.waitForFunction(() => /** @type {any} */ (document.querySelector('alice-chess')).result?.reason === 'checkmate');
  }
  assert.deepEqual(errors, []);
  await context.close();
});
