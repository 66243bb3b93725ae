// The messages of an <alice-chess> element's game attributes (fen, moves, pgn). The game controller
// loads as much of them as it can (controller.load never throws) and says what it could not use;
// this turns that LoadResult into the message the widget shows, which also says what is shown
// instead (worded by the element's translator: messages.js). No rules here: the core read the
// attributes and said what is wrong as data, which errors.js words in the element's language.

import { quote } from './config.js';
import { clip } from '../i18n/i18n.js';
import { problemText } from '../i18n/errors.js';

/** @typedef {import('../game/types').LoadResult} LoadResult */
/** @typedef {import('./messages.js').Message} Message */

/**
 * The widget's messages for what `controller.load({fen, moves, pgn})` could not use.
 * @param {LoadResult} result
 * @param {{fen?: string|null}} attrs  the attributes as given (the fen is quoted in its message)
 * @returns {Message[]}
 */
export function loadMessages(result, { fen = null }) {
  const e = result.error;
  if (!e) return [];
  /** @param {import('../i18n/i18n.js').Translate} t */
  const error = (t) => problemText(t, e);
  if (e.part === 'pgn') return [(t) => t('widget.load.pgn', { error: error(t) })];
  if (e.part === 'fen') {
    const value = quote(fen ?? '');
    return [(t) => t(e.total ? 'widget.load.fenWithMoves' : 'widget.load.fen', { value, error: error(t) })];
  }
  const index = e.index ?? 0;
  // The token as given, clipped: a moves attribute may hold anything, at any length.
  const params = { move: `${e.fullmove ?? 1}${e.turn === 'b' ? '…' : '.'} ${clip(e.token ?? '')}`, index: index + 1, total: e.total ?? 0 };
  return [(t) => t(index === 0 ? 'widget.load.movesFirst' : 'widget.load.moves', { ...params, error: error(t) })];
}
