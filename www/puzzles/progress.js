// The puzzle trainer's progress as kept in the browser (localStorage, key PROGRESS_KEY): the
// player's Glicko-2 rating, each puzzle's own rating after the player's first try at it, each
// puzzle's result, the current streak and the theme chosen. Puzzles are kept by id, and a
// regenerated file has new ids: the player's rating, streak and theme stay, the puzzles' own
// ratings and results start afresh. What is read back is checked by shape, entry by entry:
// what is wrong is dropped and the rest kept, so that a corrupt save (`ratings: "x"`, which made
// every try throw when the trainer wrote into it) can never stop the trainer, nor lose the
// progress around it.

import { NEW_PLAYER } from '../game/glicko.js';

/** @typedef {import('../game/glicko.js').Glicko} Glicko */
/** @typedef {{player: Glicko, ratings: Record<string, number>, results: Record<string, 'correct'|'wrong'>, streak: number, theme: string}} Progress */

export const PROGRESS_KEY = 'alice-chess.puzzles';

/** A puzzle id as `alice puzzles` writes them (8 hex digits), with room for other ids; never `__proto__`. */
const ID = /^[0-9A-Za-z-]{1,40}$/;
/** A theme's name as `alice puzzles` writes them (mateIn2, fork…), or '' for every theme. */
const THEME = /^[A-Za-z0-9]{0,40}$/;
/** The most puzzles remembered (the file holds a few hundred). */
const MAX_ENTRIES = 10_000;

/** @param {unknown} x  @param {number} lo  @param {number} hi */
const within = (x, lo, hi) => typeof x === 'number' && Number.isFinite(x) && x >= lo && x <= hi;

/**
 * A rating, with its deviation and volatility, in Glicko-2's ranges; else null.
 * @param {unknown} g
 * @returns {Glicko | null}
 */
function readPlayer(g) {
  if (!g || typeof g !== 'object') return null;
  const { rating, rd, vol } = /** @type {Record<string, unknown>} */ (g);
  if (!within(rating, 0, 5000) || !within(rd, 1, 500) || !within(vol, 1e-6, 1)) return null;
  return { rating: /** @type {number} */ (rating), rd: /** @type {number} */ (rd), vol: /** @type {number} */ (vol) };
}

/**
 * The entries of a saved map whose id and value are good (a plain object: an array or a string is
 * no map).
 * @template T
 * @param {unknown} map
 * @param {(v: unknown) => v is T} good
 * @returns {Record<string, T>}
 */
function readMap(map, good) {
  /** @type {Record<string, T>} */
  const out = {};
  if (!map || typeof map !== 'object' || Array.isArray(map)) return out;
  let n = 0;
  for (const [id, v] of Object.entries(map)) {
    if (n >= MAX_ENTRIES) break;
    if (ID.test(id) && good(v)) {
      out[id] = v;
      n++;
    }
  }
  return out;
}

/**
 * Progress from what was saved (anything: the parsed JSON, or null): a fresh start where nothing
 * can be used, and every good part kept.
 * @param {unknown} raw
 * @returns {Progress}
 */
export function readProgress(raw) {
  const p = raw && typeof raw === 'object' ? /** @type {Record<string, unknown>} */ (raw) : {};
  const streak = p.streak;
  return {
    player: readPlayer(p.player) ?? { ...NEW_PLAYER },
    ratings: readMap(p.ratings, /** @returns {v is number} */ (v) => within(v, 0, 5000)),
    results: readMap(p.results, /** @returns {v is 'correct'|'wrong'} */ (v) => v === 'correct' || v === 'wrong'),
    streak: Number.isInteger(streak) && within(streak, 0, 1e6) ? /** @type {number} */ (streak) : 0,
    theme: typeof p.theme === 'string' && THEME.test(p.theme) ? p.theme : '',
  };
}

/**
 * The progress saved in `storage` (a fresh start when there is none or it cannot be read).
 * @param {import('../shell/storage.js').Store | null} storage
 * @returns {Progress}
 */
export function loadProgress(storage) {
  let raw = null;
  try {
    raw = JSON.parse(storage?.getItem(PROGRESS_KEY) ?? 'null');
  } catch {
    /* unreadable: a fresh start */
  }
  return readProgress(raw);
}

/**
 * Save the progress; false when the browser did not (full or blocked: the page's store says so).
 * @param {import('../shell/storage.js').Store | null} storage
 * @param {Progress} progress
 */
export function saveProgress(storage, progress) {
  try {
    storage?.setItem(PROGRESS_KEY, JSON.stringify(progress));
    return !!storage;
  } catch {
    return false; // progress lasts for this visit
  }
}
