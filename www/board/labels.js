// Words for pieces, colours and boards, for screen-reader labels and status text.

const ROLE = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn' };
const COLOR = { w: 'white', b: 'black' };

/** "white pawn" for "wP". */
export const pieceName = (code) => `${COLOR[code[0]]} ${ROLE[code[1]]}`;

/** "White" for "w". */
export const colorName = (c) => (c === 'w' ? 'White' : 'Black');

/** Screen-reader label of a square: "e4, board B, white pawn" or "e4, empty". */
export function squareLabel(square, piece, board) {
  if (piece) return `${square}, board ${piece.board}, ${pieceName(piece.piece)}`;
  return board ? `${square}, board ${board}, empty` : `${square}, empty`;
}

/** Promotion letter to role name. */
export const PROMOTION_NAMES = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };
