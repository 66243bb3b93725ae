// What a lichess player notices on the page: nothing moves under the finger while the computer
// thinks or a notice shows, the result never covers the position, no stale messages, both boards in
// view on a phone, and the small conveniences (f flips, the tab title, share links keep the
// orientation, auto-queen, material beside the players).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, assertNoErrors, screenshot, url, PHONE } from './harness.mjs';
import { openGame, clickMove, moveList, status, waitForMoves, fen, square, pieceOn } from './play-helpers.mjs';

const ctx = useBrowser();
const tid = (page, id) => page.locator(`[data-testid="${id}"]`);

/** Top edges (page coordinates) of the board and the game buttons. */
const tops = (page) =>
  page.evaluate(() => {
    const top = (sel) => Math.round(document.querySelector(sel).getBoundingClientRect().top + scrollY);
    return { board: top('[data-part="board"]'), buttons: top('[data-testid="new-game"]') };
  });

/** Whether two elements' boxes overlap on screen. */
const overlaps = (page, a, b) =>
  page.evaluate(
    ([x, y]) => {
      const p = document.querySelector(x).getBoundingClientRect();
      const q = document.querySelector(y).getBoundingClientRect();
      return p.width > 0 && q.width > 0 && p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom;
    },
    [a, b],
  );

for (const [name, viewport] of [
  ['desktop', undefined],
  ['phone', PHONE],
]) {
  test(`${name}: nothing moves while the computer thinks`, async () => {
    // A slow computer (level 8, 3 s) so its thinking is seen; the player is White.
    const page = await openGame(ctx.browser, { hash: '#moves=&vs=computer&you=w&level=8&ms=3000', viewport });
    const before = await tops(page);
    await clickMove(page, 'e2e4');
    await tid(page, 'thinking').waitFor({ state: 'visible' });
    assert.deepEqual(await tops(page), before, 'thinking moved the board or the buttons');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="moves"] [data-ply]').length === 2, null, { timeout: 30_000 });
    await tid(page, 'thinking').waitFor({ state: 'hidden' });
    assert.deepEqual(await tops(page), before, 'the answer moved the board or the buttons');
    assertNoErrors(page);
    await page.context().close();
  });
}

test('a notice floats over the page: the board does not move and its bottom rank stays in view at 900 px', async () => {
  const viewport = { width: 1280, height: 900 };
  const plain = await openGame(ctx.browser, { viewport });
  const without = await tops(plain);
  await plain.context().close();
  const page = await openGame(ctx.browser, { hash: '#moves=e2e4,d7d5', viewport });
  await tid(page, 'notice').waitFor({ state: 'visible' });
  assert.deepEqual(await tops(page), without);
  const box = await square(page, 'a1').boundingBox();
  assert.ok(box.y + box.height <= 900, `a1 ends at ${box.y + box.height}`);
  assertNoErrors(page);
  await page.context().close();
});

test('the result never covers the board: after a mate, while stepping back, after importing a finished game', async () => {
  const page = await openGame(ctx.browser, { hash: '#moves=e2e4,d7d5,f1e2,d5e4,e2b5' });
  await tid(page, 'result').waitFor({ state: 'visible' });
  assert.equal(await overlaps(page, '[data-testid="result"]', '[data-part="board"]'), false);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await overlaps(page, '[data-testid="result"]', '[data-part="board"]'), false);
  assert.deepEqual(await pieceOn(page, 'e2'), { piece: 'wB', board: 'B' }, 'the earlier position is shown');
  await screenshot(page, 'result-beside-board');
  assertNoErrors(page);
  await page.context().close();

  const phone = await openGame(ctx.browser, { viewport: PHONE });
  await phone.locator('[data-testid="pgn-input"]').fill('1. e4 d5 2. Be2 dxe4 3. Bb5# 1-0');
  await phone.locator('[data-testid="pgn-load"]').click();
  await waitForMoves(phone, 5);
  await tid(phone, 'result').waitFor({ state: 'visible' });
  assert.equal(await overlaps(phone, '[data-testid="result"]', '[data-part="board"]'), false);
  // The page scrolled back up to the board.
  await phone.waitForFunction(() => {
    const r = document.querySelector('[data-part="board"]').getBoundingClientRect();
    return r.top >= 0 && r.top < innerHeight / 2;
  });
  await screenshot(phone, 'result-phone');
  assertNoErrors(phone);
  await phone.context().close();
});

test('no stale message: the computer declining a draw is gone once the player resigns', async () => {
  const page = await openGame(ctx.browser, { hash: '#moves=&vs=computer&you=w&level=1&ms=200' });
  await clickMove(page, 'e2e4');
  await waitForMoves(page, 2);
  await tid(page, 'draw').click();
  await tid(page, 'assist').waitFor({ state: 'visible' });
  // The analyst worker loads the wasm on first use, then searches: allow for a busy machine.
  // The computer declines (and says so), or accepts: then the game is over, the result shows
  // and no assistant message stays (level 1's random reply may leave it worse off).
  await page.waitForFunction(
    () => /declines/.test(document.querySelector('[data-testid="assist"]').textContent) || !document.querySelector('[data-testid="result"]').hidden,
    null,
    { timeout: 30_000 },
  );
  if (await tid(page, 'result').isVisible()) {
    assert.match(await status(page), /[Dd]raw/);
    assert.equal(await tid(page, 'assist').isVisible(), false);
  } else {
    await tid(page, 'resign').click();
    await tid(page, 'resign-confirm').click();
    await tid(page, 'result').waitFor({ state: 'visible' });
    assert.match(await status(page), /Black wins/);
    assert.equal(await tid(page, 'assist').isVisible(), false);
  }
  assertNoErrors(page);
  await page.context().close();
});

test('phone: the two-board view stacks the boards, A above B, each the width a thumb needs', async () => {
  const page = await openGame(ctx.browser, { hash: '#moves=e2e4,d7d5', viewport: PHONE });
  // The header's buttons say what they do in words, also on a phone.
  for (const id of ['view-toggle', 'mute']) assert.equal(await page.locator(`[data-testid="${id}"] .label`).isVisible(), true, id);
  await tid(page, 'view-toggle').click();
  const a8 = await square(page, 'a8', 'A').boundingBox();
  const a1 = await square(page, 'a1', 'A').boundingBox();
  const h1 = await square(page, 'h1', 'A').boundingBox();
  const b8 = await square(page, 'a8', 'B').boundingBox();
  const bh1 = await square(page, 'h1', 'B').boundingBox();
  assert.ok(b8.y >= a1.y + a1.height && Math.abs(b8.x - a8.x) < 2, 'board B is under board A');
  assert.ok(h1.width >= 40, `squares of at least 40 px: ${h1.width}`);
  assert.ok(h1.x + h1.width <= PHONE.width && bh1.x + bh1.width <= PHONE.width, 'both fit the width');
  assert.ok(h1.y + h1.height <= PHONE.height, 'board A wholly in view');
  // The boards' titles are whole ("Board B", its "through the looking-glass" given up), not cut.
  const titles = await page.locator('.board-title').evaluateAll((els) => els.map((e) => ({ text: e.innerText, cut: e.scrollWidth > e.clientWidth })));
  assert.deepEqual(titles, [{ text: 'BOARD A', cut: false }, { text: 'BOARD B', cut: false }]);
  await screenshot(page, 'two-boards-phone');
  assertNoErrors(page);
  await page.context().close();
});

test('f flips the board, a share link keeps the orientation, and the tab says "Your move"', async () => {
  const page = await openGame(ctx.browser, { hash: '#moves=&vs=computer&you=w&level=1&ms=200' });
  assert.equal(await page.title(), 'Your move · Alice Chess');
  await clickMove(page, 'e2e4');
  await waitForMoves(page, 2);
  await page.waitForFunction(() => document.title === 'Your move · Alice Chess');
  const rankOfTopLeft = () => page.evaluate(() => document.querySelector('[data-square]').dataset.square);
  assert.equal(await rankOfTopLeft(), 'a8');
  await page.locator('body').press('f');
  assert.equal(await rankOfTopLeft(), 'h1');
  await tid(page, 'share').click();
  const link = await tid(page, 'share-link').inputValue();
  assert.match(link, /&o=b/);
  const other = await openGame(ctx.browser, { hash: link.slice(link.indexOf('#')) });
  assert.equal(await other.evaluate(() => document.querySelector('[data-square]').dataset.square), 'h1');
  await other.context().close();
  assertNoErrors(page);
  await page.context().close();
});

test('auto-queen promotes without asking; material lead shows beside the player', async () => {
  const page = await openGame(ctx.browser);
  await page.locator('.settings-card summary').click();
  await tid(page, 'auto-queen').check();
  // A white pawn on a7 (board A), the black king out of its reach: a7a8 promotes at once.
  await page.locator('[data-testid="fen-input"]').fill('7k/P7/8/8/8/8/8/4K3 w - - 0 1');
  await page.locator('[data-testid="fen-load"]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="fen"]').textContent.startsWith('7k/P7'));
  assert.equal(await tid(page, 'material-white').textContent(), '+1');
  await square(page, 'a7').click();
  await square(page, 'a8').click();
  await waitForMoves(page, 1);
  assert.equal(await page.locator('[data-promotion]').count(), 0, 'no promotion picker');
  assert.equal((await moveList(page))[0], 'Pa8=T', 'a queen, written T: it lands on board B');
  assert.equal(await tid(page, 'material-white').textContent(), '+9');
  assert.equal(await tid(page, 'material-black').textContent(), '');
  assertNoErrors(page);
  await page.context().close();
});

test('clock presets fill in the time control', async () => {
  const page = await openGame(ctx.browser);
  await page.locator('.clock-card summary').click();
  for (const [preset, minutes, increment] of [['3+2', '3', '2'], ['15+10', '15', '10']]) {
    await tid(page, 'clock-preset').selectOption(preset);
    assert.equal(await tid(page, 'clock-minutes').inputValue(), minutes);
    assert.equal(await tid(page, 'clock-increment').inputValue(), increment);
  }
  assert.equal(await tid(page, 'clock-white').textContent(), '15:00');
  await tid(page, 'clock-minutes').fill('7');
  await tid(page, 'clock-minutes').dispatchEvent('change');
  assert.equal(await tid(page, 'clock-preset').inputValue(), 'custom');
  assert.equal(await fen(page), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  assertNoErrors(page);
  await page.context().close();
});

test('board colours: a scheme chosen in Settings colours the squares and is remembered', async () => {
  const page = await openGame(ctx.browser);
  const lightSquare = () => page.evaluate(() => getComputedStyle(document.querySelector('[data-square="a8"]')).backgroundColor);
  const blue = await lightSquare();
  await page.locator('.settings-card summary').click();
  await tid(page, 'board-theme').selectOption('brown');
  assert.equal(await lightSquare(), 'rgb(240, 217, 181)');
  assert.notEqual(blue, 'rgb(240, 217, 181)');
  await page.reload();
  await page.waitForSelector('[data-piece]');
  assert.equal(await lightSquare(), 'rgb(240, 217, 181)');
  assertNoErrors(page);
  await page.context().close();
});
