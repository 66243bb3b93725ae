// Helpers for the game-page tests: open the page, make moves by clicking or dragging, read the
// status, FEN and move list. Everything goes through the page's test contract (data-square,
// data-piece, data-board, data-testid) — never through the page's internals.
import assert from 'node:assert/strict';
import { newPage, url, devUrl } from './harness.mjs';

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** The rules page's example game, as coordinate moves and as the page writes it. */
export const RULES_GAME = ['e2e4', 'd7d5', 'f1e2', 'd5e4', 'e2b5'];
export const RULES_GAME_ALICE = ['Pe4', 'Pd5', 'Be2', 'Sdxe4', 'Cb5#'];

/**
 * A new page (own storage) at `hash` (e.g. "#moves=e2e4"), ready to play; `dev`: the unbundled
 * sources (DEV_BASE_URL), for a test that imports one of their modules.
 */
export async function openGame(browser, { hash = '', dev = false, ...options } = {}) {
  const page = await newPage(browser, options);
  await page.goto(dev ? devUrl(hash) : url(hash));
  await ready(page);
  return page;
}

/**
 * Wait until the app has started (pieces drawn, status filled in). Generous: the first page of a run
 * compiles the wasm module, on a machine that may be busy building.
 */
export async function ready(page) {
  await page.waitForSelector('[data-piece]', { timeout: 30_000 });
  await page.waitForFunction(
    () => {
      const s = document.querySelector('[data-testid="status"]')?.textContent ?? '';
      return s !== '' && !s.startsWith('Loading');
    },
    null,
    { timeout: 30_000 },
  );
}

/** Reload the page once its loading has quietened (so no request is cut off), then wait for the app. */
export async function reload(page) {
  await page.waitForLoadState('networkidle');
  await page.reload();
  await ready(page);
}

/** A square element; `board` ('A'|'B') picks the grid in two-board view. */
export function square(page, sq, board) {
  return page.locator(board ? `[data-square="${sq}"][data-board="${board}"]` : `[data-square="${sq}"]`);
}

/** The piece drawn on a square (in the given grid in two-board view): {piece, board} or null. */
export async function pieceOn(page, sq, grid) {
  const sel = grid ? `[data-square="${sq}"][data-board="${grid}"]` : `[data-square="${sq}"]`;
  return page.evaluate((s) => {
    const el = document.querySelector(`${s} [data-piece]`);
    return el ? { piece: el.dataset.piece, board: el.dataset.board } : null;
  }, sel);
}

/** The number of moves in the move list. */
export async function moveCount(page) {
  return page.locator('[data-testid="moves"] [data-ply]').count();
}

/** The move list as an array of strings ("Pe4", "Pd5", …). */
export async function moveList(page) {
  return page.locator('[data-testid="moves"] [data-ply]').allTextContents();
}

export const status = (page) => page.locator('[data-testid="status"]').textContent();
export const fen = (page) => page.locator('[data-testid="fen"]').textContent();

/** Wait for the move list to hold n moves. */
export async function waitForMoves(page, n) {
  await page.waitForFunction(
    (k) => document.querySelectorAll('[data-testid="moves"] [data-ply]').length === k,
    n,
  );
}

/** Play a move by clicking its from-square then its to-square (a UCI string: "e2e4"). */
export async function clickMove(page, uci, { board } = {}) {
  const before = await moveCount(page);
  await square(page, uci.slice(0, 2), board).click();
  await square(page, uci.slice(2, 4), board).click();
  if (uci.length === 5) await page.locator(`[data-promotion="${uci[4]}"]`).click();
  await waitForMoves(page, before + 1);
}

/** Centre of a square on screen. */
async function centre(page, sq, board) {
  const box = await square(page, sq, board).boundingBox();
  assert.ok(box, `square ${sq} is on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drag a piece with the mouse from one square to another; `toBoard` picks the target grid. */
export async function drag(page, from, to, { board, toBoard } = {}) {
  const a = await centre(page, from, board);
  const b = await centre(page, to, toBoard ?? board);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + (b.x - a.x) / 3, a.y + (b.y - a.y) / 3, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
}

/** Play a move by dragging (promotion letter, if any, chosen in the picker). */
export async function dragMove(page, uci, opts = {}) {
  const before = await moveCount(page);
  await drag(page, uci.slice(0, 2), uci.slice(2, 4), opts);
  if (uci.length === 5) await page.locator(`[data-promotion="${uci[4]}"]`).click();
  await waitForMoves(page, before + 1);
}

/**
 * Load a FEN through the page's FEN field and wait until it shows (over a game in progress, the
 * page asks first: this answers Replace).
 */
export async function loadFen(page, text) {
  await page.locator('[data-testid="fen-input"]').fill(text);
  await page.locator('[data-testid="fen-load"]').click();
  await page.waitForFunction(
    (f) => document.querySelector('[data-testid="fen"]')?.textContent === f || !!document.querySelector('[data-testid="replace-confirm"]'),
    text,
  );
  const replace = page.locator('[data-testid="replace-confirm"]');
  if (await replace.isVisible()) await replace.click();
  await page.waitForFunction(
    (f) => document.querySelector('[data-testid="fen"]')?.textContent === f,
    text,
  );
}

/** Wait for every piece animation to finish, so a screenshot shows pieces in place. */
export async function settle(page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}
