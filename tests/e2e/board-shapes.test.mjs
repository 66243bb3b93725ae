// The board's drawn shapes (right-click arrows and circles, long-press on touch), the hint arrow and
// the board-B badge, on the real game page; the board's shape API on a board of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, assertNoErrors, screenshot } from './harness.mjs';
import { openGame, square, waitForMoves } from './play-helpers.mjs';

const ctx = useBrowser();

/** The drawn shapes of the page: "kind:shape:brush:from-to[@board]" strings, in drawing order. */
function shapes(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.board-shapes [data-shape]')].map((e) => {
      const b = e.closest('[data-board]')?.getAttribute('data-board');
      const d = /** @type {HTMLElement} */ (/** @type {unknown} */ (e)).dataset;
      return `${d.kind}:${d.shape}:${d.brush}:${d.from}-${d.to ?? ''}${b ? `@${b}` : ''}`;
    }),
  );
}

/** Centre of a square (of a board in two-board view). */
async function centre(page, sq, board) {
  const box = await square(page, sq, board).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, size: box.width };
}

/** Right-button drag from one square to another (the same square: a right click), with modifiers. */
async function rightDraw(page, from, to, { board, mods = [] } = {}) {
  const a = await centre(page, from, board);
  const b = await centre(page, to, board);
  for (const m of mods) await page.keyboard.down(m);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 5 });
  await page.mouse.up({ button: 'right' });
  for (const m of mods) await page.keyboard.up(m);
}

/** The on-screen box of the drawn arrow from → to. */
function arrowBox(page, from, to) {
  return page.evaluate(
    ([f, t]) => {
      const r = document.querySelector(`.board-shapes [data-from="${f}"][data-to="${t}"]`).getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    },
    [from, to],
  );
}

test('right-click draws arrows and circles in the brush of the modifier keys; again removes; a left click clears', async () => {
  const page = await openGame(ctx.browser, { hash: '#moves=e2e4,d7d5' });
  assert.deepEqual(await shapes(page), []);
  // The browser's menu is kept off the board (and only off the board).
  const prevented = await page.evaluate(() => {
    const ev = () => new MouseEvent('contextmenu', { bubbles: true, cancelable: true, composed: true });
    const onBoard = !document.querySelector('[data-square="e2"]').dispatchEvent(ev());
    const offBoard = !document.querySelector('[data-testid="status"]').dispatchEvent(ev());
    return { onBoard, offBoard };
  });
  assert.deepEqual(prevented, { onBoard: true, offBoard: false });

  await rightDraw(page, 'g1', 'f3');
  await rightDraw(page, 'd1', 'h5', { mods: ['Shift'] });
  await rightDraw(page, 'b1', 'c3', { mods: ['Alt'] });
  await rightDraw(page, 'f1', 'b5', { mods: ['Control'] });
  await rightDraw(page, 'a2', 'a4', { mods: ['Shift', 'Alt'] });
  await rightDraw(page, 'd5', 'd5');
  assert.deepEqual(await shapes(page), [
    'user:arrow:green:g1-f3',
    'user:arrow:red:d1-h5',
    'user:arrow:blue:b1-c3',
    'user:arrow:blue:f1-b5',
    'user:arrow:yellow:a2-a4',
    'user:circle:green:d5-',
  ]);
  // The right clicks neither moved nor selected anything.
  assert.equal(await page.locator('.square.selected').count(), 0);
  assert.equal(await page.locator('[data-testid="moves"] [data-ply]').count(), 2);

  // The arrow runs from the centre of its square towards the other's and stops short of its centre,
  // so the head leaves the target piece visible.
  const g1 = await centre(page, 'g1');
  const f3 = await centre(page, 'f3');
  const box = await arrowBox(page, 'g1', 'f3');
  assert.ok(box.bottom > g1.y && box.bottom < g1.y + g1.size * 0.2, `tail at g1's centre: ${JSON.stringify(box)}`);
  assert.ok(box.top > f3.y && box.top < f3.y + f3.size * 0.4, `tip short of f3's centre: ${JSON.stringify(box)}`);
  await screenshot(page, 'board-shapes-desktop');

  // Drawing the same shape again removes it; in another colour recolours it.
  await rightDraw(page, 'g1', 'f3');
  await rightDraw(page, 'd5', 'd5', { mods: ['Shift'] });
  assert.deepEqual(await shapes(page), [
    'user:arrow:red:d1-h5',
    'user:arrow:blue:b1-c3',
    'user:arrow:blue:f1-b5',
    'user:arrow:yellow:a2-a4',
    'user:circle:red:d5-',
  ]);

  // The arrows follow the board when it is flipped: the tip is still near f3's centre.
  await page.getByRole('button', { name: 'Flip board' }).click();
  const d1 = await centre(page, 'd1');
  const h5 = await centre(page, 'h5');
  const flipped = await arrowBox(page, 'd1', 'h5');
  assert.ok(d1.y < h5.y, 'flipped');
  assert.ok(Math.abs(flipped.top - d1.y) < d1.size * 0.2 && flipped.bottom > h5.y - h5.size * 0.5, JSON.stringify(flipped));

  // A left click anywhere on the board clears them.
  await square(page, 'e6').click();
  assert.deepEqual(await shapes(page), []);
  assertNoErrors(page);
  await page.context().close();
});

test('in the two-board view a shape belongs to the board it was drawn on', async () => {
  const page = await openGame(ctx.browser, { hash: '#moves=e2e4,d7d5' });
  await page.locator('[data-testid="view-toggle"]').click();
  await page.locator('.board-B').waitFor();
  await rightDraw(page, 'e4', 'e5', { board: 'B' });
  await rightDraw(page, 'g1', 'f3', { board: 'A', mods: ['Shift'] });
  await rightDraw(page, 'd5', 'd5', { board: 'B' });
  assert.deepEqual(await shapes(page), ['user:arrow:red:g1-f3@A', 'user:arrow:green:e4-e5@B', 'user:circle:green:d5-@B']);
  // The same squares on the other board are another shape.
  await rightDraw(page, 'd5', 'd5', { board: 'A' });
  assert.equal((await shapes(page)).length, 4);
  await screenshot(page, 'board-shapes-double');
  await square(page, 'a6', 'B').click();
  assert.deepEqual(await shapes(page), []);
  assertNoErrors(page);
  await page.context().close();
});

test('touch: a long press then a drag draws an arrow, a long press on one square a circle; a tap clears', async () => {
  const page = await openGame(ctx.browser, {
    hash: '#moves=e2e4,d7d5',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, p) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  const g1 = await centre(page, 'g1');
  const f3 = await centre(page, 'f3');
  await touch('touchStart', g1);
  await page.waitForTimeout(700);
  await touch('touchMove', { x: (g1.x + f3.x) / 2, y: (g1.y + f3.y) / 2 });
  await touch('touchMove', f3);
  // Drawn while the finger moves (touch moves reach the page once per frame).
  await page.waitForSelector('.board-shapes [data-kind="drawing"][data-from="g1"][data-to="f3"]');
  assert.deepEqual(await shapes(page), ['drawing:arrow:green:g1-f3']);
  await touch('touchEnd');
  const d5 = await centre(page, 'd5');
  await touch('touchStart', d5);
  await page.waitForTimeout(700);
  await touch('touchEnd');
  assert.deepEqual(await shapes(page), ['user:arrow:green:g1-f3', 'user:circle:green:d5-']);
  // The long press on the knight did not pick it up.
  assert.equal(await page.locator('.square.selected').count(), 0);
  await screenshot(page, 'board-shapes-phone');
  // A short press and drag still moves a piece (and a tap clears the drawing).
  await touch('touchStart', g1);
  await touch('touchMove', { x: g1.x, y: g1.y - 10 });
  await touch('touchMove', f3);
  await touch('touchEnd');
  await waitForMoves(page, 3);
  assert.deepEqual(await shapes(page), []);
  assertNoErrors(page);
  await page.context().close();
});

test('the hint is an arrow with its from-square tinted; in two-board view a ring marks where it lands', async () => {
  const page = await openGame(ctx.browser, { hash: '#moves=e2e4,d7d5' });
  await page.locator('[data-testid="hint"]').click();
  await page.waitForFunction(() => /^Hint: /.test(document.querySelector('[data-testid="assist"]')?.textContent ?? ''), null, {
    timeout: 30_000,
  });
  const text = await page.locator('[data-testid="assist"]').textContent();
  const [, from, to] = /\(([a-h][1-8])–([a-h][1-8])\)/.exec(text);
  assert.deepEqual(await shapes(page), [`hint:arrow:hint:${from}-${to}`]);
  assert.deepEqual(await page.locator('.square.hint-from').evaluateAll((els) => els.map((e) => e.dataset.square)), [from]);
  // The squares keep their class and words, without the old outline.
  assert.equal(await square(page, from).evaluate((el) => el.classList.contains('hinted')), true);
  assert.match(await square(page, to).getAttribute('aria-label'), /suggested move/);
  assert.equal(await square(page, from).evaluate((el) => getComputedStyle(el).boxShadow), 'none');
  // Clicks do not clear it.
  await square(page, 'a5').click();
  assert.equal((await shapes(page)).length, 1);
  await screenshot(page, 'board-hint');

  const fromBoard = await page.locator(`[data-square="${from}"] [data-piece]`).getAttribute('data-board');
  const toBoard = fromBoard === 'A' ? 'B' : 'A';
  await page.locator('[data-testid="view-toggle"]').click();
  await page.locator('.board-B').waitFor();
  // The arrow is on the board the piece stands on; it lands on the other board, ringed there.
  assert.deepEqual(await shapes(page), [`hint:arrow:hint:${from}-${to}@${fromBoard}`, `hint:circle:hint:${to}-@${toBoard}`]);
  assert.equal(await square(page, from, fromBoard).evaluate((el) => el.classList.contains('hint-from')), true);
  await screenshot(page, 'board-hint-double');
  assertNoErrors(page);
  await page.context().close();
});

test('board-B pieces carry a badge on the single board (not board-A pieces, not in two-board view)', async () => {
  const page = await openGame(ctx.browser, { hash: '#moves=e2e4,d7d5,f1e2' });
  /** The ::after badge of the piece on a square: its content and size, or null when there is none. */
  const badge = (sq, board) =>
    page
      .locator(board ? `[data-square="${sq}"][data-board="${board}"] .piece` : `[data-square="${sq}"] .piece`)
      .evaluate((el) => {
        const s = getComputedStyle(el, '::after');
        return s.content === 'none' ? null : { w: parseFloat(s.width), display: s.display };
      });
  for (const sq of ['e4', 'd5', 'e2']) {
    const b = await badge(sq);
    assert.ok(b && b.w >= 9, `${sq} (board B) has a badge: ${JSON.stringify(b)}`);
  }
  for (const sq of ['e1', 'd8', 'a2']) assert.equal(await badge(sq), null, `${sq} (board A) has none`);
  // Colour-blind check by eye: the page in greyscale (set through the CSSOM: the CSP allows no
  // inline style sheet).
  await page.evaluate(() => {
    document.documentElement.style.filter = 'grayscale(1)';
  });
  await screenshot(page, 'board-b-badge-greyscale');
  await page.evaluate(() => {
    document.documentElement.style.filter = '';
  });
  await page.locator('[data-testid="view-toggle"]').click();
  await page.locator('.board-B').waitFor();
  assert.equal(await badge('e4', 'B'), null, 'the two-board view needs no badge');
  assertNoErrors(page);
  await page.context().close();
});

test('board API: setShapes, userShapes, clearUserShapes, onShapesChange and boardBMarker', async () => {
  // The unbundled page: board.js has an address of its own there.
  const page = await openGame(ctx.browser, { dev: true });
  const result = await page.evaluate(async () => {
    const { createBoard } = await import('/www/board/board.js');
    const root = document.createElement('div');
    root.id = 'api-board';
    root.style.width = '400px';
    document.body.prepend(root);
    /** @type {any[]} */
    const changes = [];
    const board = createBoard(root, { onShapesChange: (s) => changes.push(s) });
    board.setPosition({
      pieces: [
        { square: 'e4', board: 'B', piece: 'wP' },
        { square: 'e1', board: 'A', piece: 'wK' },
      ],
    });
    const drawn = () =>
      [...root.querySelectorAll('.board-shapes [data-shape]')].map((e) => `${e.getAttribute('data-kind')}:${e.getAttribute('data-brush')}:${e.getAttribute('data-from')}-${e.getAttribute('data-to') ?? ''}`);
    const hasBadge = () => getComputedStyle(root.querySelector('[data-square="e4"] .piece'), '::after').content !== 'none';
    const out = {};
    board.setShapes([{ from: 'a1', to: 'a8', brush: 'yellow' }, { from: 'zz', brush: 'green' }, { from: 'h1', brush: 'pink' }]);
    out.auto = drawn();
    out.badgeOn = hasBadge();
    board.set({ boardBMarker: false });
    out.badgeOff = hasBadge();
    board.set({ boardBMarker: true });
    out.userBefore = board.userShapes;
    board.clearUserShapes(); // nothing to clear: no call
    out.changesBefore = changes.length;
    board.destroy();
    root.remove();
    return out;
  });
  assert.deepEqual(result, {
    auto: ['auto:yellow:a1-a8'],
    badgeOn: true,
    badgeOff: false,
    userBefore: [],
    changesBefore: 0,
  });

  // Drawn with the mouse: onShapesChange reports the player's shapes; clearUserShapes removes them
  // (the app's shapes stay).
  await page.evaluate(async () => {
    const { createBoard } = await import('/www/board/board.js');
    const root = document.createElement('div');
    root.style.width = '400px';
    root.style.position = 'fixed';
    root.style.left = '0';
    root.style.top = '0';
    root.style.zIndex = '1000';
    document.body.append(root);
    const w = /** @type {any} */ (window);
    w.shapeChanges = [];
    w.apiBoard = createBoard(root, { onShapesChange: (s) => w.shapeChanges.push(s) });
    w.apiBoard.setPosition({ pieces: [] });
    w.apiBoard.setShapes([{ from: 'h8', brush: 'red' }]);
  });
  // 50 px squares from (0, 0): a1 is at the bottom left.
  await page.mouse.move(25, 375);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(125, 275, { steps: 3 });
  await page.mouse.up({ button: 'right' });
  const after = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    const user = w.apiBoard.userShapes;
    w.apiBoard.clearUserShapes();
    return { user, changes: w.shapeChanges, left: w.apiBoard.userShapes, auto: document.querySelectorAll('[data-kind="auto"]').length };
  });
  assert.deepEqual(after, {
    user: [{ from: 'a1', to: 'c3', brush: 'green' }],
    changes: [[{ from: 'a1', to: 'c3', brush: 'green' }], []],
    left: [],
    auto: 1,
  });
  assertNoErrors(page);
  await page.context().close();
});
