// Words for pieces and squares, for screen-reader labels: from the message catalogues (game.piece.*,
// game.board.square.*) through the board's translator.

/** @typedef {import('../i18n/i18n.js').Translate} Translate */

/**
 * "white pawn" for "wP".
 * @param {string} code
 * @param {Translate} t
 */
export const pieceName = (code, t) => t(`game.piece.${code}`);

/**
 * Screen-reader label of a square: "e4, board B, white pawn" or "e4, empty".
 * @param {string} square
 * @param {{board: string, piece: string} | null | undefined} piece  the piece shown there
 * @param {string | null | undefined} board  the board of a two-board view
 * @param {Translate} t
 */
export function squareLabel(square, piece, board, t) {
  if (piece) return t('game.board.square.piece', { square, board: piece.board, piece: pieceName(piece.piece, t) });
  return board ? t('game.board.square.emptyOn', { square, board }) : t('game.board.square.empty', { square });
}
