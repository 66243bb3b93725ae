// What is wrong with a FEN, a PGN text, a move text or a game action, in the player's language.
// The rules core throws it as data (the `problem` of its Error: a code and its details in order —
// src/problem.rs, typed in core/boundary.d.ts); this words it from the `errors.*` messages
// (i18n/<lang>/errors.js), with refusal.js for why a move is refused and how a game ended. In
// English it is the core's own sentence: `invalid FEN: white has 2 kings`.

import { reasonText, outcomeText } from './refusal.js';

/** @typedef {import('./i18n.js').Translate} Translate */
/** @typedef {import('../core/boundary').Problem} Problem */

/**
 * The problem an error carries (its `problem`), or null.
 * @param {unknown} error
 * @returns {Problem | null}
 */
export function problemOf(error) {
  const problem = error && typeof error === 'object' ? /** @type {{problem?: unknown}} */ (error).problem : null;
  if (!problem || typeof problem !== 'object') return null;
  const { code, args } = /** @type {{code?: unknown, args?: unknown}} */ (problem);
  return typeof code === 'string' && Array.isArray(args) ? /** @type {Problem} */ (problem) : null;
}

/**
 * What went wrong, in words: the core's problem worded in `t`'s language, else the error's message
 * (an error with no problem: a wrong argument, a failure of the page itself), else the text.
 * @param {Translate} t
 * @param {unknown} error  an Error the core threw (or anything with a `problem` and a `message`)
 * @returns {string}
 */
export function problemText(t, error) {
  const problem = problemOf(error);
  if (problem) return wordProblem(t, problem);
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return String(error ?? '');
}

/**
 * What went wrong as a sentence of its own, for a line that says only that (the board editor):
 * a bad FEN without its `invalid FEN:` lead (`White has 2 kings.`), anything else as
 * problemText() says it; capitalised, with a full stop.
 * @param {Translate} t
 * @param {unknown} error
 */
export function problemSentence(t, error) {
  const problem = problemOf(error);
  const text = problem && isFen(problem.code) ? fenClause(t, problem) : problemText(t, error);
  return text.charAt(0).toLocaleUpperCase(t.lang) + text.slice(1) + (/[.!?…]$/.test(text) ? '' : '.');
}

/** @param {string} code */
const isFen = (code) => code.startsWith('fen.') || code.startsWith('position.');

/**
 * A problem in words.
 * @param {Translate} t
 * @param {Problem} problem
 * @returns {string}
 */
export function wordProblem(t, problem) {
  if (isFen(problem.code)) return t('errors.fen', { reason: fenClause(t, problem) });
  const key = `errors.${problem.code}`;
  // Numbers as the core writes them (no digit grouping in a line number); plurals still choose.
  const n = (/** @type {number} */ x) => String(x);
  const p = problem;
  switch (p.code) {
    case 'pgn.empty':
    case 'move.empty':
    case 'end.emptyReason':
    case 'end.controlCharacters':
      return t(key);
    case 'pgn.tagName':
    case 'pgn.tagValue':
    case 'pgn.tagUnclosed':
    case 'pgn.tagClose': {
      const [line, text] = p.args;
      return t(key, { line: n(line), text });
    }
    case 'pgn.comment':
    case 'pgn.variationOpen':
    case 'pgn.parenthesis':
    case 'pgn.variation':
      return t(key, { line: n(p.args[0]) });
    case 'pgn.fen': {
      const [line, fen] = p.args;
      return t(key, { line: n(line), error: wordProblem(t, fen) });
    }
    case 'pgn.variant': {
      const [line, value] = p.args;
      return t(key, { line: n(line), value });
    }
    case 'pgn.move': {
      const [line, number, side, error] = p.args;
      return t(`${key}.${side}`, { line: n(line), number: n(number), error: wordProblem(t, error) });
    }
    case 'pgn.afterEnd': {
      const [line, number, side, move, outcome] = p.args;
      return t(`${key}.${side}`, { line: n(line), number: n(number), move, outcome: outcomeText(t, outcome) });
    }
    case 'pgn.noSuchGame': {
      const [index, count] = p.args;
      const which = count === 0 ? 'none' : count === 1 ? 'one' : 'several';
      return t(`${key}.${which}`, { index: n(index), count: n(count), last: n(count - 1) });
    }
    case 'pgn.tooLong':
      return t(key, { max: n(p.args[0]) });
    case 'pgn.tooManyTags':
    case 'pgn.tooManyMoves': {
      const [line, max] = p.args;
      return t(key, { line: n(line), max: n(max) });
    }
    case 'pgn.resultContradicts': {
      const [line, result, outcome] = p.args;
      return t(key, { line: n(line), result, outcome: outcomeText(t, outcome), score: outcome.result });
    }
    case 'move.syntax':
    case 'game.illegal':
      return t(key, { move: p.args[0] });
    case 'move.illegal': {
      const [move, reason] = p.args;
      return reason ? t(key, { move, reason: reasonText(t, reason) }) : t(`${key}.bare`, { move });
    }
    case 'move.ambiguous': {
      const [move, moves] = p.args;
      return t(key, { move, moves: moves.join(t('errors.move.separator')) });
    }
    case 'game.over':
      return t(key, { outcome: outcomeText(t, p.args[0]) });
    case 'end.result':
      return t(key, { result: p.args[0] });
    case 'end.longReason':
      return t(key, { max: n(p.args[0]) });
    default:
      return t('errors.unknown', { code: /** @type {{code: string}} */ (problem).code });
  }
}

/**
 * What is wrong with a FEN, as a clause (`white has 2 kings`), without the `invalid FEN:` lead.
 * @param {Translate} t
 * @param {Problem} problem  a `fen.*` or `position.*` one
 * @returns {string}
 */
function fenClause(t, problem) {
  const key = `errors.${problem.code}`;
  const n = (/** @type {number} */ x) => String(x);
  const p = problem;
  switch (p.code) {
    case 'fen.empty':
      return t(key);
    case 'fen.fieldCount':
    case 'fen.rankCount':
      return t(key, { count: n(p.args[0]) });
    case 'fen.rankLength': {
      const [rank, count] = p.args;
      return t(key, { rank: n(rank), count: n(count) });
    }
    case 'fen.badChar': {
      const [char, rank] = p.args;
      return t(key, { char, rank: n(rank) });
    }
    case 'fen.badBar':
      return t(key, { rank: n(p.args[0]) });
    case 'fen.side':
    case 'fen.castling':
    case 'fen.enPassant':
    case 'fen.halfmoveClock':
    case 'fen.fullmoveNumber':
      return t(key, { found: p.args[0] });
    case 'position.missingKing':
    case 'position.oppositeCheck':
      return t(`${key}.${p.args[0]}`);
    case 'position.tooManyKings': {
      const [side, count] = p.args;
      return t(`${key}.${side}`, { count: n(count) });
    }
    case 'position.pawnOnBackRank':
    case 'position.epNoPawn':
    case 'position.epStartOccupied':
    case 'position.epPassedOccupied':
      return t(key, { square: p.args[0] });
    case 'position.castlingRight': {
      const [letter, king, rook] = p.args;
      return t(key, { letter, king, rook });
    }
    case 'position.epRank': {
      const [square, side] = p.args;
      return t(`${key}.${side}`, { square });
    }
    default:
      return t('errors.unknown', { code: /** @type {{code: string}} */ (problem).code });
  }
}
