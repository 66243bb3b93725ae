// The lessons' progress kept in this browser: the lesson open last and the tasks done of each,
// checked by shape when read (a corrupt save can never stop the lessons).

import { LESSONS } from './lessons-data.js';

/** @typedef {{current: string, done: Record<string, number>}} Progress */

export const PROGRESS_KEY = 'alice-chess.lessons';

/**
 * Progress from what was saved (anything: the parsed JSON, or null), checked by shape: the current
 * lesson when it is one of LESSONS (else the first), and the tasks done of each known lesson when
 * they are a whole number (others dropped). A corrupt save can never stop the lessons.
 * @param {unknown} raw
 * @returns {Progress}
 */
export function readProgress(raw) {
  const p = raw && typeof raw === 'object' ? /** @type {Record<string, unknown>} */ (raw) : {};
  const known = (/** @type {unknown} */ id) => LESSONS.some((l) => l.id === id);
  /** @type {Record<string, number>} */
  const done = {};
  if (p.done && typeof p.done === 'object' && !Array.isArray(p.done)) {
    for (const [id, n] of Object.entries(p.done)) {
      if (known(id) && Number.isInteger(n) && /** @type {number} */ (n) >= 0 && /** @type {number} */ (n) <= 1000) done[id] = /** @type {number} */ (n);
    }
  }
  return { current: known(p.current) ? /** @type {string} */ (p.current) : LESSONS[0].id, done };
}

/**
 * The progress kept in this browser (a fresh one when there is none or it cannot be read).
 * @param {import('../shell/storage.js').Store|null} storage
 * @returns {Progress}
 */
export function loadProgress(storage) {
  try {
    return readProgress(JSON.parse(storage?.getItem(PROGRESS_KEY) ?? 'null'));
  } catch {
    return readProgress(null); // unreadable: start again
  }
}

/**
 * @param {import('../shell/storage.js').Store|null} storage
 * @param {Progress} progress
 */
export function saveProgress(storage, progress) {
  try {
    storage?.setItem(PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    /* storage off: progress lasts for this visit */
  }
}

