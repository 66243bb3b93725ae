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
 * Checks PGN options — nothing, or `{notation, tags, annotations}` — before anything is written:
 * a TypeError names the option and what is wrong with it (`pgn(): tags[1] must be a [name, value]
 * pair, not null`), a RangeError more than MAX_TAGS tags.
 * @param {unknown} options
 * @param {string} [who]  what the messages start with: the method
 */
export function requirePgnOptions(options, who = 'pgn()') {
  if (options === undefined || options === null) return;
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`${who}: the options must be an object {notation, tags, annotations}, not ${describeType(options)}`);
  }
  const { notation, tags, annotations } = /** @type {{notation?: unknown, tags?: unknown, annotations?: unknown}} */ (options);
  if (notation !== undefined && notation !== null && !(typeof notation === 'string' && /^(alice|san)$/i.test(notation))) {
    throw new TypeError(`${who}: the notation must be 'alice' or 'san', not ${describeType(notation)}`);
  }
  requireTags(tags, who);
  if (annotations === undefined || annotations === null) return;
  if (!Array.isArray(annotations)) throw new TypeError(`${who}: the annotations must be an array of {ply, nag, comment}, not ${describeType(annotations)}`);
  annotations.forEach((a, i) => {
    const at = `${who}: annotations[${i}]`;
    if (!a || typeof a !== 'object') throw new TypeError(`${at} must be an object {ply, nag, comment}, not ${describeType(a)}`);
    const { ply, nag, comment } = /** @type {{ply?: unknown, nag?: unknown, comment?: unknown}} */ (a);
    if (typeof ply !== 'number' || !Number.isInteger(ply) || ply < 1) throw new TypeError(`${at}.ply must be a whole number of at least 1, not ${describeType(ply)}`);
    if (nag != null && !(typeof nag === 'number' && Number.isInteger(nag) && nag >= 0 && nag <= 255)) {
      throw new TypeError(`${at}.nag must be a whole number from 0 to 255, not ${describeType(nag)}`);
    }
    if (comment != null && typeof comment !== 'string') throw new TypeError(`${at}.comment must be a string, not ${describeType(comment)}`);
  });
}

/**
 * Checks the `tags` of PGN options: nothing, `{name: value}` or `[[name, value], …]`, names strings
 * and values strings or whole numbers (as the core writes them), at most MAX_TAGS.
 * @param {unknown} tags
 * @param {string} who
 */
function requireTags(tags, who) {
  if (tags === undefined || tags === null) return;
  if (typeof tags !== 'object') throw new TypeError(`${who}: the tags must be an object {White: '…', …} or an array of [name, value] pairs, not ${describeType(tags)}`);
  const pairs = Array.isArray(tags) ? tags : Object.entries(tags);
  if (pairs.length > MAX_TAGS) throw new RangeError(`${who}: at most ${MAX_TAGS} tags, not ${pairs.length}`);
  pairs.forEach((pair, i) => {
    if (!Array.isArray(pair) || pair.length !== 2) throw new TypeError(`${who}: tags[${i}] must be a [name, value] pair, not ${describeType(pair)}`);
    const [name, value] = pair;
    if (typeof name !== 'string') throw new TypeError(`${who}: the name of tags[${i}] must be a string, not ${describeType(name)}`);
    if (!(typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < 1e15))) {
      throw new TypeError(`${who}: the tag ${describeType(name).replace(/^the text /, '')} must be a string or a whole number, not ${describeType(value)}`);
    }
  });
}
