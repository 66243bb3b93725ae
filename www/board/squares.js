// Square names and screen geometry. No chess rules here: only the 8×8 grid.

/** @typedef {'w' | 'b'} Color */
/** @typedef {'A' | 'B'} BoardName */

export const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
export const RANKS = ['1', '2', '3', '4', '5', '6', '7', '8'];

/** All 64 square names, a1 … h8. */
export const SQUARES = RANKS.flatMap((r) => FILES.map((f) => f + r));

/** File index 0–7 of a square name. @param {string} sq */
export const fileOf = (sq) => sq.charCodeAt(0) - 97;
/** Rank index 0–7 of a square name. @param {string} sq */
export const rankOf = (sq) => sq.charCodeAt(1) - 49;
/**
 * Square name from file and rank indexes, or null off the board.
 * @param {number} file
 * @param {number} rank
 * @returns {string | null}
 */
export const squareAt = (file, rank) =>
  file >= 0 && file < 8 && rank >= 0 && rank < 8 ? FILES[file] + RANKS[rank] : null;

/**
 * Screen column and row (0 = left / top) of a square for an orientation ('w' = White at the bottom).
 * @param {string} sq
 * @param {Color} orientation
 * @returns {{col: number, row: number}}
 */
export function screenPos(sq, orientation) {
  const f = fileOf(sq);
  const r = rankOf(sq);
  return orientation === 'w' ? { col: f, row: 7 - r } : { col: 7 - f, row: r };
}

/**
 * Square at a screen column and row for an orientation (null off the board).
 * @param {number} col
 * @param {number} row
 * @param {Color} orientation
 */
export function squareAtScreen(col, row, orientation) {
  return orientation === 'w' ? squareAt(col, 7 - row) : squareAt(7 - col, row);
}

/**
 * Square under client point (x, y) inside element el (a board drawn as an 8×8 grid), or null.
 * @param {Element} el
 * @param {number} x
 * @param {number} y
 * @param {Color} orientation
 */
export function squareAtPoint(el, x, y, orientation) {
  const r = el.getBoundingClientRect();
  if (x < r.left || y < r.top || x >= r.right || y >= r.bottom || r.width === 0) return null;
  const col = Math.floor(((x - r.left) / r.width) * 8);
  const row = Math.floor(((y - r.top) / r.height) * 8);
  return squareAtScreen(col, row, orientation);
}

/**
 * The other board.
 * @param {BoardName} b
 * @returns {BoardName}
 */
export const otherBoard = (b) => (b === 'A' ? 'B' : 'A');
