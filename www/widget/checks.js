// The argument checks of the <alice-chess> methods that take more than a string: each throws a
// TypeError naming what is wrong before anything changes. These speak to the page's programmer (as
// the rules core's own TypeErrors do), so they stay in English, whatever language the board speaks.

import { describeType, requireString } from '../core/core.js';
import { requirePgnOptions } from '../core/checks.js';
import { readClockSpec } from './clocks.js';

/** @typedef {import('../core/boundary').DeclaredEnd} DeclaredEnd */

/**
 * pgn(options): null, undefined or {notation, tags} (annotations too: the controller's), each part
 * checked (core/checks.js).
 * @param {unknown} options
 */
export function checkPgnOptions(options) {
  requirePgnOptions(options, 'pgn()');
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

const SIDES = /** @type {const} */ ({ white: 'w', black: 'b', w: 'w', b: 'b' });

/**
 * A side, as 'w' or 'b', from 'white', 'black', 'w' or 'b' (null for null or undefined).
 * @param {unknown} value
 * @param {string} what  named in the TypeError
 * @returns {'w'|'b'|null}
 */
export function readSide(value, what) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && Object.hasOwn(SIDES, value)) return SIDES[/** @type {keyof typeof SIDES} */ (value)];
  throw new TypeError(`${what} must be 'white', 'black', 'w' or 'b', not ${describeType(value)}`);
}

/**
 * A player of load(): {name, rating} (either may be left out or null), or a name.
 * @param {unknown} p
 * @param {string} side
 * @returns {{name: string|null, rating: number|null}|null}
 */
function readPlayer(p, side) {
  if (p === null || p === undefined) return null;
  if (typeof p === 'string') return { name: p.trim() || null, rating: null };
  if (typeof p !== 'object' || Array.isArray(p)) throw new TypeError(`load(): players.${side} must be {name, rating} or a name, not ${describeType(p)}`);
  const { name = null, rating = null } = /** @type {{name?: unknown, rating?: unknown}} */ (p);
  if (name !== null && typeof name !== 'string') throw new TypeError(`load(): players.${side}.name must be a string, not ${describeType(name)}`);
  if (rating !== null && (typeof rating !== 'number' || !Number.isFinite(rating))) {
    throw new TypeError(`load(): players.${side}.rating must be a number, not ${describeType(rating)}`);
  }
  return { name: name?.trim() || null, rating: rating === null ? null : Math.round(rating) };
}

/**
 * @typedef {{fen: string|null, moves: string|string[]|null, pgn: string|null,
 *            end: DeclaredEnd|null,
 *            clock: unknown, players: {w: {name: string|null, rating: number|null}|null, b: {name: string|null, rating: number|null}|null}|null,
 *            offers: {draw: 'w'|'b'|'?'|null, takeback: 'w'|'b'|'?'|null}}} GameState  '?': the opponent's (no colour given)
 */

/**
 * load(state): a live game's `state(now)` (alice-chess/rules LiveGame: {start, moves, clocks,
 * players, offers, end, outcome, …}) or a plain {fen?, moves?, pgn?, clock?, result?, players?,
 * offer?}. Throws a TypeError naming what is wrong; the clocks are checked by setClock()'s rules.
 * @param {unknown} state
 * @returns {GameState}
 */
export function readGameState(state) {
  if (typeof state === 'string') {
    try {
      state = JSON.parse(state);
    } catch {
      throw new TypeError('load(): a text must be a live game state as JSON');
    }
  }
  if (!state || typeof state !== 'object' || Array.isArray(state)) {
    throw new TypeError(`load(): give a game state {fen, moves, pgn, clock, result, players, offer} or a LiveGame's state(), not ${describeType(state)}`);
  }
  const o = /** @type {Record<string, unknown>} */ (state);
  /** @param {string} k */
  const text = (k) => {
    const v = o[k];
    if (v === null || v === undefined) return null;
    return requireString(v, `load(): ${k}`);
  };
  // A live game's state (`v`) starts from `start` (null: the usual start); its `fen` is the
  // position now.
  const fen = o.v !== undefined ? text('start') : text('fen');
  const pgn = text('pgn');
  let moves = /** @type {string|string[]|null} */ (null);
  if (Array.isArray(o.moves)) moves = o.moves.map((m, i) => requireString(m, `load(): moves[${i}]`));
  else if (o.moves !== undefined && o.moves !== null) moves = requireString(o.moves, 'load(): moves');
  if (pgn && (fen || moves)) throw new TypeError('load(): give either pgn, or fen and moves, not both');

  // How it ended: {result, reason} (a live game's `end`, else its `outcome`; a plain `result`).
  const ending = o.result ?? o.end ?? o.outcome ?? null;
  /** @type {GameState['end']} */
  let end = null;
  if (ending !== null && typeof ending === 'object') {
    const { result, reason } = checkEnding(ending);
    // The core checks the result (Game.endBy) when the game loads.
    end = /** @type {DeclaredEnd} */ ({ kind: 'host', result, reason });
  } else if (typeof ending === 'string') {
    throw new TypeError('load(): result must be {result, reason} (as end() takes)');
  }

  const clock = o.clock !== undefined ? o.clock : o.v !== undefined ? (o.clocks ?? null) : undefined;
  if (clock !== undefined) readClockSpec(clock); // checked before anything changes
  /** @type {GameState['players']} */
  let players = null;
  if (o.players !== undefined && o.players !== null) {
    if (typeof o.players !== 'object' || Array.isArray(o.players)) throw new TypeError(`load(): players must be {white, black}, not ${describeType(o.players)}`);
    const p = /** @type {Record<string, unknown>} */ (o.players);
    players = { w: readPlayer(p.white ?? p.w, 'white'), b: readPlayer(p.black ?? p.b, 'black') };
  }

  // Pending offers: a live game's {draw: 'white'|null, takeback: …}; a plain offer: 'draw',
  // 'takeback' or {kind, color}.
  /** @type {GameState['offers']} */
  const offers = { draw: null, takeback: null };
  if (o.offers && typeof o.offers === 'object') {
    const f = /** @type {Record<string, unknown>} */ (o.offers);
    offers.draw = readSide(f.draw, 'load(): offers.draw');
    offers.takeback = readSide(f.takeback, 'load(): offers.takeback');
  }
  if (o.offer !== undefined && o.offer !== null) {
    const plain = typeof o.offer === 'string' ? { kind: o.offer, color: null } : /** @type {{kind?: unknown, color?: unknown}} */ (o.offer);
    const kind = checkOffer(plain.kind);
    // Without a colour: the opponent's (online), or nobody's in particular (a spectator's board).
    offers[kind] = readSide(plain.color, 'load(): offer.color') ?? '?';
  }
  return { fen, moves, pgn, end, clock, players, offers };
}
