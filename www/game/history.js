// The history of a controller's game: the positions before a ply (a search's repetition history),
// what the take-back button may take back — against the computer, the player's last move with the
// computer's answer; online nothing (a takeback there is an offer through the host, which then calls
// undo()) — and the walks back and forth to the player's own turn. The core undoes; this only says
// how far.

/** @typedef {import('../core/boundary').CoreGame} CoreGame */
/** @typedef {import('../core/boundary').Color} Color */
/** @typedef {import('../core/boundary').HistoryEntry} HistoryEntry */

/**
 * Whether the take-back button may take something back now.
 * @param {CoreGame} game
 * @param {unknown} end  the game's declared end, if any (a resignation, a fallen flag or an agreement is final)
 * @param {readonly HistoryEntry[]} history
 * @param {{online: boolean, human: () => Color|null}} opponent
 */
export function mayTakeBack(game, end, history, opponent) {
  if (end || opponent.online || !game.canUndo()) return false;
  const human = opponent.human();
  return human === null || history.some((m) => m.color === human);
}

/**
 * Undo (`back`) or redo one half-move, then on to `human`'s turn (against the computer).
 * @param {CoreGame} game
 * @param {Color|null} human
 * @param {boolean} back
 */
export function walk(game, human, back) {
  const step = back ? () => game.undo() : () => game.redo();
  const more = back ? () => game.canUndo() : () => game.canRedo();
  step();
  if (human !== null) while (game.turn() !== human && more()) step();
}

/**
 * The history after a take-back or a redo: cut to the game's ply, or the core's when it grew.
 * @param {readonly HistoryEntry[]} history
 * @param {CoreGame} game
 * @param {number} before  the game's ply before
 * @returns {readonly HistoryEntry[]}
 */
export function historyAfter(history, game, before) {
  if (game.ply() < before) return Object.freeze(history.slice(0, game.ply()));
  if (game.ply() > before) return Object.freeze(game.history());
  return history;
}

/**
 * FENs of the positions before the one after `ply` half-moves, oldest first (a search's repetition
 * history).
 * @param {string} startFen
 * @param {readonly HistoryEntry[]} history
 * @param {number} ply
 */
export function fensBefore(startFen, history, ply) {
  if (ply <= 0) return [];
  return [startFen, ...history.slice(0, ply - 1).map((m) => m.fenAfter)];
}
