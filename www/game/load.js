// Reading a game from its parts — a PGN text, or a start FEN, moves and how it was declared over —
// through the rules core, as far as the parts go (the controller's load()); and the options of the
// PGN written back (its pgn()).

import { englishT } from '../i18n/i18n.js';
import { problemOf } from '../i18n/errors.js';
import { requirePgnOptions } from '../core/checks.js';

/** @typedef {import('../core/boundary').Core} Core */
/** @typedef {import('../core/boundary').CoreGame} CoreGame */
/** @typedef {import('../core/boundary').DeclaredEnd} DeclaredEnd */
/** @typedef {import('./types').LoadError} LoadError */
/** @typedef {import('../i18n/i18n.js').Translate} Translate */

/** @param {unknown} err */
const messageOf = (err) => (err instanceof Error ? err.message : String(err));
/**
 * What could not be used, for a LoadError: the core's message (English) and its problem (data, for
 * errors.js to word in the reader's language).
 * @param {unknown} err
 */
const failure = (err) => ({ message: messageOf(err), problem: problemOf(err) });

/**
 * @param {CoreGame} g
 * @param {DeclaredEnd|null|undefined} end
 */
function applyEnd(g, end) {
  if (!end || g.snapshot().outcome) return; // the moves ended it (a live game's state says so too)
  if (end.kind === 'resign') g.resign(end.color);
  else if (end.kind === 'draw') g.agreeDraw();
  else if (end.kind === 'flag') g.flag(end.color);
  else if (end.kind === 'abort') g.abort();
  else if (end.kind === 'host') g.endBy(end.result, end.reason);
}

/**
 * Read a game. Never throws unless `strict`: what could not be used is described in `error`, and
 * `game` holds what could be (the start position when the FEN or the PGN is bad).
 * @param {Core} core
 * @param {{fen?: string|null, moves?: string|string[]|null, pgn?: string|null, index?: number,
 *          end?: DeclaredEnd|null, strict?: boolean}} parts  index: which game of the PGN text (from 0);
 *        strict: throw the core's error instead of reading part of it
 * @param {Translate} [t]  words the error of an empty PGN text
 * @returns {{game: CoreGame, tags: Array<[string, string]>, error: LoadError|null}}
 */
export function readGame(core, { fen = null, moves = null, pgn = null, index = 0, end = null, strict = false }, t = englishT) {
  if (strict && typeof pgn === 'string' && !pgn.trim() && !fen && !moves) {
    throw new Error(t('game.load.emptyPgn'));
  }
  if (pgn && pgn.trim()) {
    try {
      return { game: core.gameFromPgn(pgn, index), tags: core.pgnTags(pgn, index), error: null };
    } catch (err) {
      if (strict) throw err;
      return { game: core.newGame(), tags: [], error: { part: 'pgn', ...failure(err) } };
    }
  }
  const list = typeof moves === 'string' ? core.splitMoves(moves) : (moves ?? []);
  let g;
  try {
    g = core.newGame(fen && fen.trim() ? fen.trim() : undefined);
  } catch (err) {
    if (strict) throw err;
    return { game: core.newGame(), tags: [], error: { part: 'fen', ...failure(err), total: list.length } };
  }
  try {
    for (let i = 0; i < list.length; i++) {
      const s = g.snapshot();
      try {
        g.play(list[i]);
      } catch (err) {
        if (strict) throw err;
        const error = { part: 'moves', ...failure(err), index: i, token: list[i], total: list.length, fullmove: s.fullmove, turn: s.turn };
        return { game: g, tags: [], error: /** @type {LoadError} */ (error) };
      }
    }
    applyEnd(g, end);
  } catch (err) {
    g.free();
    throw err;
  }
  return { game: g, tags: [], error: null };
}

/**
 * The core's pgn() options for a game with `tags` (a loaded PGN's) and what pgn() was given: its
 * notation, and its tags replacing the game's. Throws a TypeError for options of the wrong type.
 * @param {Array<[string, string]>} tags
 * @param {{notation?: 'alice'|'san', tags?: Record<string, string>|Array<[string, string]>,
 *          annotations?: import('../core/boundary').PgnAnnotation[]}} options  annotations: NAGs and comments on moves
 */
export function pgnOptions(tags, options) {
  requirePgnOptions(options ?? {}, 'pgn()');
  const given = options.tags;
  const merged = new Map(tags);
  if (given) for (const [k, v] of Array.isArray(given) ? given : Object.entries(given)) merged.set(k, v);
  const out = { notation: options.notation ?? 'alice', tags: [...merged] };
  return options.annotations ? { ...out, annotations: options.annotations } : out;
}
