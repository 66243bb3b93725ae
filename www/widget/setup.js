// The messages of an <alice-chess> element's game attributes (fen, moves, pgn). The game controller
// loads as much of them as it can (controller.load never throws) and says what it could not use;
// this turns that LoadResult into the message the widget shows, which also says what is shown
// instead. No rules here: the core read the attributes.

import { quote } from './config.js';

/** @typedef {import('../game/types').LoadResult} LoadResult */

/**
 * The widget's messages for what `controller.load({fen, moves, pgn})` could not use.
 * @param {LoadResult} result
 * @param {{fen?: string|null}} attrs  the attributes as given (the fen is quoted in its message)
 * @returns {string[]}
 */
export function loadMessages(result, { fen = null }) {
  const e = result.error;
  if (!e) return [];
  if (e.part === 'pgn') {
    return [`The pgn attribute could not be read: ${e.message}. Showing the start position instead.`];
  }
  if (e.part === 'fen') {
    return [
      `fen=${quote(fen ?? '')} is not a valid Alice chess position: ${e.message}. ` +
        `Showing the start position instead${e.total ? ', without the moves' : ''}.`,
    ];
  }
  const index = e.index ?? 0;
  const number = `${e.fullmove ?? 1}${e.turn === 'b' ? '…' : '.'}`;
  return [
    `The moves attribute stops at ${number} ${e.token} (move ${index + 1} of ${e.total}): ${e.message}. ` +
      (index === 0 ? 'Showing the position before it.' : 'Showing the game up to the move before it.'),
  ];
}
