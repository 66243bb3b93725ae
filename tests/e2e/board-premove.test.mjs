// Premoves on the board (board side only): a board of its own, made from www/board/board.js in the
// game page served unbundled (DEV_BASE_URL: the module has an address of its own there), given premoveDests and a premove; clicks, drags and keys set and cancel them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, assertNoErrors, newPage, devUrl, screenshot } from './harness.mjs';

const ctx = useBrowser();

/**
 * The game page with a test board of 400 px (50 px squares) fixed at its top left corner:
 * window.tb = {board, calls: ['premove e2-e4', 'cancel', 'move …'], setPremove(p)}. White to wait:
 * Black's knight on g8 (board A) has legal moves; White's pawn on e2 (A) and knight on f3 (B) may be
 * premoved. The test app stores the premove and passes it back, as the real one would.
 */
async function openTestBoard(browser) {
  const page = await newPage(browser);
  await page.goto(devUrl());
  await page.waitForSelector('[data-piece]');
  await page.evaluate(async () => {
    const { createBoard } = await import('/www/board/board.js');
    const root = document.createElement('div');
    root.id = 'tb';
    root.style.position = 'fixed';
    root.style.left = '0';
    root.style.top = '0';
    root.style.width = '400px';
    root.style.zIndex = '1000';
    document.body.append(root);
    const w = /** @type {any} */ (window);
    /** @type {string[]} */
    const calls = [];
    /** @type {{from: string, to: string} | null} */
    let premove = null;
    const position = () => ({
      pieces: [
        { square: 'e2', board: 'A', piece: 'wP' },
        { square: 'f3', board: 'B', piece: 'wN' },
        { square: 'g8', board: 'A', piece: 'bN' },
        { square: 'e1', board: 'A', piece: 'wK' },
      ],
      dests: new Map([['g8', ['f6', 'h6']]]),
      premoveDests: new Map([
        ['e2', ['e3', 'e4']],
        ['f3', ['e5', 'g5', 'd4']],
      ]),
      premove,
    });
    const board = createBoard(root, {
      onMove: (from, to) => calls.push(`move ${from}-${to}`),
      onPremove: (from, to) => {
        calls.push(`premove ${from}-${to}`);
        premove = { from, to };
        board.setPosition(position());
      },
      onPremoveCancel: () => {
        calls.push('cancel');
        premove = null;
        board.setPosition(position());
      },
    });
    board.set({ animation: { enabled: false, duration: 0 } });
    board.setPosition(position());
    w.tb = { board, calls };
  });
  return page;
}

const sq = (page, s) => page.locator(`#tb [data-square="${s}"]`);
/** Squares of the test board with a class. */
const withClass = (page, cls) =>
  page.locator(`#tb .square.${cls}`).evaluateAll((els) => els.map((e) => e.dataset.square).sort());
const calls = (page) => page.evaluate(() => /** @type {any} */ (window).tb.calls.splice(0));

test('click-click on a piece with premove destinations sets a premove, shown on its squares', async () => {
  const page = await openTestBoard(ctx.browser);
  await sq(page, 'e2').click();
  assert.deepEqual(await withClass(page, 'selected'), ['e2']);
  assert.deepEqual(await withClass(page, 'premove-dest'), ['e3', 'e4'], 'its premove targets');
  assert.deepEqual(await withClass(page, 'move-dest'), [], 'no legal targets');
  assert.match(await sq(page, 'e4').getAttribute('aria-label'), /premove possible/);
  await sq(page, 'e4').click();
  assert.deepEqual(await calls(page), ['premove e2-e4']);
  assert.deepEqual(await withClass(page, 'premove'), ['e2', 'e4']);
  assert.deepEqual(await withClass(page, 'selected'), []);
  // The premove tint is its own colour, not the last move's or the selection's.
  const bg = await sq(page, 'e4').evaluate((el) => getComputedStyle(el).backgroundImage);
  assert.match(bg, /rgba\(140, 36, 36, 0\.5\)/);
  await screenshot(page, 'board-premove');
  // The piece did not move: the app plays the premove later.
  assert.equal(await page.locator('#tb [data-square="e2"] [data-piece]').count(), 1);
  // A click elsewhere on the board drops it.
  await sq(page, 'a6').click();
  assert.deepEqual(await calls(page), ['cancel']);
  assert.deepEqual(await withClass(page, 'premove'), []);
  assertNoErrors(page);
  await page.context().close();
});

test('legal moves come first; a click on a square that is no target does nothing', async () => {
  const page = await openTestBoard(ctx.browser);
  await sq(page, 'g8').click();
  assert.deepEqual(await withClass(page, 'move-dest'), ['f6', 'h6']);
  assert.deepEqual(await withClass(page, 'premove-dest'), []);
  await sq(page, 'f6').click();
  assert.deepEqual(await calls(page), ['move g8-f6']);
  await sq(page, 'f3').click();
  await sq(page, 'f5').click(); // not a premove target of the knight
  assert.deepEqual(await calls(page), []);
  assert.deepEqual(await withClass(page, 'premove'), []);
  assertNoErrors(page);
  await page.context().close();
});

test('dragging sets a premove; the piece goes back to its square and is drawn as usual', async () => {
  const page = await openTestBoard(ctx.browser);
  // f3 is at (5.5, 5.5) squares of 50 px from the top left; d4 at (3.5, 4.5).
  await page.mouse.move(275, 275);
  await page.mouse.down();
  await page.mouse.move(240, 250, { steps: 3 });
  const dragging = await page.locator('#tb .piece.dragging').evaluate((el) => ({
    board: el.dataset.board,
    opacity: getComputedStyle(el).opacity,
  }));
  assert.deepEqual(dragging, { board: 'B', opacity: '1' });
  await page.mouse.move(175, 225, { steps: 4 });
  await page.mouse.up();
  assert.deepEqual(await calls(page), ['premove f3-d4']);
  assert.deepEqual(await withClass(page, 'premove'), ['d4', 'f3']);
  assert.equal(await page.locator('#tb [data-square="f3"] [data-piece="wN"]').count(), 1);
  assert.equal(await page.locator('#tb .piece.dragging').count(), 0);
  // Dragging the premoved piece again to another target replaces the premove.
  await page.mouse.move(275, 275);
  await page.mouse.down();
  await page.mouse.move(300, 250, { steps: 3 });
  const again = await page.locator('#tb .piece.dragging').evaluate((el) => ({
    piece: el.dataset.piece,
    opacity: getComputedStyle(el).opacity,
    filter: getComputedStyle(el).filter,
  }));
  assert.equal(again.piece, 'wN');
  assert.equal(again.opacity, '1');
  assert.match(again.filter, /drop-shadow/, 'drawn as any dragged piece');
  await page.mouse.move(325, 175, { steps: 4 });
  await page.mouse.up();
  assert.deepEqual(await calls(page), ['cancel', 'premove f3-g5']);
  assert.deepEqual(await withClass(page, 'premove'), ['f3', 'g5']);
  assertNoErrors(page);
  await page.context().close();
});

test('a right click or Escape on the focused board cancels the premove', async () => {
  const page = await openTestBoard(ctx.browser);
  await sq(page, 'e2').click();
  await sq(page, 'e3').click();
  assert.deepEqual(await calls(page), ['premove e2-e3']);
  await sq(page, 'h1').click({ button: 'right' });
  assert.deepEqual(await calls(page), ['cancel']);
  assert.deepEqual(await withClass(page, 'premove'), []);
  await sq(page, 'e2').click();
  await sq(page, 'e4').click();
  assert.deepEqual(await calls(page), ['premove e2-e4']);
  await sq(page, 'e4').focus();
  await page.keyboard.press('Escape');
  assert.deepEqual(await calls(page), ['cancel']);
  assert.deepEqual(await withClass(page, 'premove'), []);
  // Escape without a premove calls nothing.
  await page.keyboard.press('Escape');
  assert.deepEqual(await calls(page), []);
  assertNoErrors(page);
  await page.context().close();
});

test('the keyboard sets a premove like click-click', async () => {
  const page = await openTestBoard(ctx.browser);
  await sq(page, 'e2').focus();
  await page.keyboard.press('Enter');
  assert.deepEqual(await withClass(page, 'premove-dest'), ['e3', 'e4']);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-square')), 'e4');
  await page.keyboard.press('Enter');
  assert.deepEqual(await calls(page), ['premove e2-e4']);
  assert.deepEqual(await withClass(page, 'premove'), ['e2', 'e4']);
  assertNoErrors(page);
  await page.context().close();
});

test('a new position without the premove drops it; one that still has it keeps it', async () => {
  const page = await openTestBoard(ctx.browser);
  const result = await page.evaluate(() => {
    const { board } = /** @type {any} */ (window).tb;
    const pieces = [{ square: 'e2', board: 'A', piece: 'wP' }];
    board.setPosition({ pieces, premoveDests: new Map([['e2', ['e4']]]), premove: { from: 'e2', to: 'e4' } });
    const kept = [...document.querySelectorAll('#tb .square.premove')].map((e) => e.getAttribute('data-square')).sort();
    board.setPosition({ pieces });
    const dropped = document.querySelectorAll('#tb .square.premove').length;
    return { kept, dropped };
  });
  assert.deepEqual(result, { kept: ['e2', 'e4'], dropped: 0 });
  assertNoErrors(page);
  await page.context().close();
});
