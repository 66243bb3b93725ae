// Words and figures for people, shared by the page and the widget (no DOM, no rules). Every word
// comes from the message catalogues (game.* keys) through a translator `t`, English when none is
// given; chess notation ("12. Pe4", "1–0") is the same in every language.

import { englishT } from '../i18n/i18n.js';

/** @typedef {import('../core/boundary').Color} Color */
/** @typedef {import('../core/boundary').HistoryEntry} HistoryEntry */
/** @typedef {import('../core/boundary').Outcome} Outcome */
/** @typedef {import('../i18n/i18n.js').Translate} Translate */

/** @param {Color|string} c */
const side = (c) => (c === 'w' ? 'w' : 'b');

/**
 * "White" for "w".
 * @param {Color|string} c
 * @param {Translate} [t]
 */
export const colorName = (c, t = englishT) => t(`game.color.${side(c)}`);

/**
 * "1–0", "0–1", "½–½".
 * @param {string} result  a PGN result
 */
export const scoreText = (result) => (result === '1/2-1/2' ? '½–½' : result.replace('-', '–'));

/**
 * "12. Pe4" or "12… Sdxe4".
 * @param {Pick<HistoryEntry, 'number' | 'color' | 'alice'>} m
 */
export const numberedMove = (m) => `${m.number}${m.color === 'w' ? '.' : '…'} ${m.alice}`;

/** The key (after `game.reason.` / `game.outcome.`) of each way the rules end a game. */
const REASON_KEYS = /** @type {Record<string, string>} */ ({
  checkmate: 'checkmate',
  stalemate: 'stalemate',
  'threefold repetition': 'threefold',
  'fifty moves': 'fiftyMove',
  'insufficient material': 'bareKings',
  // The words of saved games and hosts before the vocabulary was settled.
  'fifty-move rule': 'fiftyMove',
  'bare kings': 'bareKings',
  resignation: 'resignation',
  abandonment: 'abandonment',
  agreement: 'agreement',
  timeout: 'timeout',
  'timeout vs lone king': 'timeout',
  aborted: 'aborted',
});

/** The endings with a winner; the others are draws, but for `aborted` (no result). */
const WINS = ['checkmate', 'resignation', 'timeout', 'abandonment'];

/**
 * The result card's title for a way a game ends ("Checkmate"), or undefined for a host's own
 * reason (show the reason itself).
 * @param {string} reason  an outcome's reason
 * @param {Translate} [t]
 */
export function reasonTitle(reason, t = englishT) {
  const key = Object.hasOwn(REASON_KEYS, reason) ? REASON_KEYS[reason] : null;
  return key ? t(`game.reason.${key}`) : undefined;
}

/**
 * How a game ended, in one sentence: "Checkmate — White wins", "Draw by stalemate", "Game aborted",
 * or for an ending a host decided its reason with the result ("Adjudication — White wins"). The
 * rules core's outcome.text says the same in English.
 * @param {Pick<Outcome, 'result' | 'winner' | 'reason'>} o
 * @param {Translate} [t]
 */
export function outcomeText(o, t = englishT) {
  // A result given without a reason (a PGN without a Termination): the result alone.
  if (o.reason === 'unknown' && o.result !== '*') return resultText(o, t);
  const known = Object.hasOwn(REASON_KEYS, o.reason);
  const winner = o.winner ? side(o.winner) : null;
  if (known && WINS.includes(o.reason) && winner) return t(`game.outcome.${o.reason}.${winner}`);
  if (known && o.reason === 'aborted' && o.result === '*') return t('game.outcome.aborted');
  if (known && o.reason.startsWith('timeout') && !winner) return t('game.outcome.loneKing');
  if (known && !WINS.includes(o.reason) && o.reason !== 'aborted' && !winner) return t(`game.outcome.${REASON_KEYS[o.reason]}`);
  // The host's own words, capitalised as the core does.
  const reason = o.reason.charAt(0).toUpperCase() + o.reason.slice(1);
  if (winner) return t(`game.outcome.host.${winner}`, { reason });
  return t(o.result === '*' ? 'game.outcome.host.none' : 'game.outcome.host.draw', { reason });
}

/**
 * The result in words, under the result card's title: "White wins", "Draw", …
 * @param {Pick<Outcome, 'winner' | 'reason'>} o
 * @param {Translate} [t]
 */
export function resultText(o, t = englishT) {
  if (o.winner) return t(`game.result.wins.${side(o.winner)}`);
  if (o.reason.startsWith('timeout')) return t('game.result.loneKing');
  if (o.reason === 'aborted') return t('game.result.aborted');
  return t('game.result.draw');
}

/**
 * The status line of a live position: "White to move", "White to move — check!" ({side} may be a
 * player: "You (White)").
 * @param {string} who  the side to move, in words
 * @param {boolean} check
 * @param {Translate} [t]
 */
export const toMoveText = (who, check, t = englishT) => t(check ? 'game.status.toMoveCheck' : 'game.status.toMove', { side: who });

/**
 * A decimal number for the language: 0.35 → "0.35" (English), "0,35" (French); no grouping.
 * @param {number} value
 * @param {number} digits  fraction digits
 * @param {Translate} [t]
 */
export function decimal(value, digits, t = englishT) {
  return new Intl.NumberFormat(t.lang, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value);
}
