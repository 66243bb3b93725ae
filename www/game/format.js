// Words and figures for people, shared by the page and the widget (no DOM, no rules).

/** @typedef {import('../core/boundary').Color} Color */
/** @typedef {import('../core/boundary').HistoryEntry} HistoryEntry */

/**
 * "White" for "w".
 * @param {Color|string} c
 */
export const colorName = (c) => (c === 'w' ? 'White' : 'Black');

/**
 * "1–0", "0–1", "½–½".
 * @param {string} result  a PGN result
 */
export const scoreText = (result) => (result === '1/2-1/2' ? '½–½' : result.replace('-', '–'));

/**
 * "12. Pe4" or "12… Sdxe4".
 * @param {HistoryEntry} m
 */
export const numberedMove = (m) => `${m.number}${m.color === 'w' ? '.' : '…'} ${m.alice}`;

/** The result card's title for each way a game ends. */
export const REASON_TITLES = /** @type {Record<string, string>} */ ({
  checkmate: 'Checkmate',
  stalemate: 'Stalemate',
  'threefold repetition': 'Threefold repetition',
  'fifty-move rule': 'Fifty-move rule',
  'bare kings': 'Bare kings',
  resignation: 'Resignation',
  agreement: 'Draw agreed',
  timeout: 'Time out',
  'timeout vs lone king': 'Time out',
  aborted: 'Game aborted',
});
