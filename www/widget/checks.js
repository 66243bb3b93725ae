// The argument checks of the <alice-chess> methods that take more than a string: each throws a
// TypeError naming what is wrong before anything changes. These speak to the page's programmer (as
// the rules core's own TypeErrors do), so they stay in English, whatever language the board speaks.

import { describeType, requireString } from '../core/core.js';

/**
 * pgn(options): null, undefined or {notation, tags}.
 * @param {unknown} options
 */
export function checkPgnOptions(options) {
  if (options !== undefined && options !== null && (typeof options !== 'object' || Array.isArray(options))) {
    throw new TypeError(`pgn(): the options must be an object {notation, tags}, not ${describeType(options)}`);
  }
  const tags = /** @type {{tags?: unknown}|null|undefined} */ (options)?.tags;
  if (tags !== undefined && tags !== null && typeof tags !== 'object') {
    throw new TypeError(`pgn(): the tags must be an object {White: '…', …}, not ${describeType(tags)}`);
  }
}

/**
 * end(ending): {result, reason}, both strings.
 * @param {unknown} ending
 * @returns {{result: string, reason: string}}
 */
export function checkEnding(ending) {
  if (!ending || typeof ending !== 'object') throw new TypeError(`end(): give {result, reason}, not ${describeType(ending)}`);
  const e = /** @type {{result: unknown, reason: unknown}} */ (ending);
  return { result: requireString(e.result, 'end(): the result'), reason: requireString(e.reason, 'end(): the reason') };
}

/**
 * offer(kind): 'draw' or 'takeback'.
 * @param {unknown} kind
 * @returns {'draw'|'takeback'}
 */
export function checkOffer(kind) {
  if (kind !== 'draw' && kind !== 'takeback') throw new TypeError(`offer(): the offer must be 'draw' or 'takeback', not ${describeType(kind)}`);
  return kind;
}
