// Words for pieces, colours and boards, for screen-reader labels and status text.

/** @type {Record<string, string>} */
const ROLE = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn' };
/** @type {Record<string, string>} */
const COLOR = { w: 'white', b: 'black' };

/**
 * "white pawn" for "wP".
 * @param {string} code
 */
export const pieceName = (code) => `${COLOR[code[0]]} ${ROLE[code[1]]}`;

/**
 * Screen-reader label of a square: "e4, board B, white pawn" or "e4, empty".
 * @param {string} square
 * @param {{board: string, piece: string} | null | undefined} piece  the piece shown there
 * @param {string | null} [board]  the board of a two-board view
 */
export function squareLabel(square, piece, board) {
  if (piece) return `${square}, board ${piece.board}, ${pieceName(piece.piece)}`;
  return board ? `${square}, board ${board}, empty` : `${square}, empty`;
}

/**
 * Promotion letter to role name.
 * @type {Record<string, string>}
 */
export const PROMOTION_NAMES = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };
