// The argument checks and error shaping of the core's JS layer (core.js, core-tree.js): a value of
// the wrong type is refused with a TypeError naming the argument before it reaches the wasm, and
// whatever the wasm throws becomes an Error whose message is in English (for hosts and logs).

import { englishT } from '../i18n/i18n.js';
import { problemOf, problemText } from '../i18n/errors.js';

/**
 * Checks that `value` is a string; otherwise throws a TypeError naming `what`.
 * @param {unknown} value
 * @param {string} what
 * @returns {string}
 */
export function requireString(value, what) {
  if (typeof value !== 'string') {
    throw new TypeError(`${what} must be a string, not ${describeType(value)}`);
  }
  return value;
}

/**
 * Checks a colour: 'w' | 'b' (also 'white' | 'black').
 * @param {unknown} value
 * @param {string} what
 * @returns {'w'|'b'}
 */
export function requireColor(value, what) {
  if (value === 'w' || value === 'white') return 'w';
  if (value === 'b' || value === 'black') return 'b';
  throw new TypeError(`${what} must be "w" or "b" ("white" or "black"), not ${describeType(value)}`);
}

/**
 * Checks a whole number of at least 0.
 * @param {unknown} value
 * @param {string} what
 * @returns {number}
 */
export function requirePly(value, what) {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new TypeError(`${what} must be a whole number of at least 0, not ${describeType(value)}`);
  }
  return value;
}

/**
 * A short description of a value for an error message: `the number 42`, `an object`, `undefined`.
 * @param {unknown} value
 */
export function describeType(value) {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return `the text "${value.length > 20 ? `${value.slice(0, 20)}…` : value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return `the ${typeof value} ${String(value)}`;
  if (Array.isArray(value)) return 'an array';
  return `a${typeof value === 'object' ? 'n object' : ` ${typeof value}`}`;
}

/**
 * The error the core threw, as an Error (wasm-bindgen's JsError already is one). What the rules
 * refuse comes as data (its `problem`, with the code alone as the message: the wasm has no English
 * for it); the message, for hosts and logs, gets the English sentence (errors.js words it in the
 * player's language from the problem).
 * @param {unknown} err
 * @returns {Error}
 */
export function asError(err) {
  const error = err instanceof Error ? err : new Error(String(err));
  if (problemOf(error)) error.message = problemText(englishT, error);
  return error;
}

/**
 * Runs a core call and turns whatever it throws into an Error.
 * @template T
 * @param {() => T} call
 * @returns {T}
 */
export function guarded(call) {
  try {
    return call();
  } catch (err) {
    throw asError(err);
  }
}

/** The longest PGN text the core reads, in bytes of UTF-8 (src/pgn/mod.rs, `MAX_PGN_BYTES`). */
export const MAX_PGN_BYTES = 1_000_000;

/** The most tag pairs a game may have, read or given to pgn() (src/pgn/mod.rs, `MAX_TAGS`). */
export const MAX_TAGS = 1000;

/**
 * Checks a PGN text: a string, and not longer than the core reads. A text of more UTF-16 units
 * than the cap has more bytes of UTF-8 still, so it is refused here, with the core's own problem
 * (`pgn.tooLong`), before it is copied into the wasm's memory (which never shrinks again); a
 * shorter one with too many bytes is refused by the core.
 * @param {unknown} text
 * @returns {string}
 */
export function requirePgnText(text) {
  const pgn = requireString(text, 'the PGN text');
  if (pgn.length > MAX_PGN_BYTES) {
    const problem = { code: 'pgn.tooLong', args: [MAX_PGN_BYTES / 1_000_000] };
    throw asError(Object.assign(new Error(problem.code), { problem }));
  }
  return pgn;
}

/**
 * Checks PGN options: an object, or nothing.
 * @param {unknown} options
 */
export function requirePgnOptions(options) {
  if (options !== undefined && options !== null && (typeof options !== 'object' || Array.isArray(options))) {
    throw new TypeError(`PGN options must be an object {notation, tags, annotations}, not ${describeType(options)}`);
  }
}

