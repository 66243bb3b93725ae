// The controller's snapshot of a core snapshot: what the person at the board may move (the legal
// moves only when they may move now), with the controller's own state around it. Pure.

/** @typedef {import('../core/boundary').Snapshot} Snapshot */
/** @typedef {import('../core/boundary').HistoryEntry} HistoryEntry */
/** @typedef {import('./types').GameSnapshot} GameSnapshot */

/**
 * @param {Snapshot} s  the core's snapshot of the shown position
 * @param {boolean} mayMove  the person at the board may move now
 * @param {Omit<GameSnapshot, keyof Snapshot | 'legal' | 'abortable'> & {canUndo: boolean}} state  the controller's part (its canUndo replaces the core's)
 * @returns {GameSnapshot}
 */
export function gameSnapshot(s, mayMove, state) {
  /** @type {Map<string, string[]>} */
  const dests = new Map();
  if (mayMove) {
    for (const [from, list] of Object.entries(s.dests)) dests.set(from, [...new Set(list.map((d) => d.to))]);
  }
  /** @param {'w'|'b'} color  resigning now would abort: that side has not moved in this game */
  const abortable = (color) => !s.outcome && !state.history.some((m) => m.color === color);
  return Object.freeze({
    ...s,
    ...state,
    dests,
    legal: mayMove ? s.dests : {},
    abortable: Object.freeze({ w: abortable('w'), b: abortable('b') }),
  });
}
