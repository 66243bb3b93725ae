// The engine's opinion of a position, for people: "+0.35", "#3", a bar for White's share, and a
// sentence for screen readers. Scores arrive from the engine from the side to move's view and are
// kept from White's view here. Words and numbers in the player's language (a translator `t`,
// English when none is given).

import { englishT } from '../i18n/i18n.js';
import { decimal } from './format.js';

/** @typedef {import('../i18n/i18n.js').Translate} Translate */

/**
 * A score from White's view: centipawns, and moves to mate (positive when White mates) or null.
 * @typedef {{cp: number, mate: number | null}} WhiteScore
 */

/**
 * White's view of an engine answer for a position where `turn` is to move:
 * {cp, mate} (mate: moves to mate, positive when White mates, else null).
 * @param {{score: number, mate?: number | null}} answer  from the side to move's view
 * @param {'w' | 'b'} turn
 * @returns {WhiteScore}
 */
export function whiteView({ score, mate }, turn) {
  const sign = turn === 'w' ? 1 : -1;
  return { cp: sign * score, mate: mate == null ? null : sign * mate };
}

/**
 * "+0.35", "−1.20", "0.00", "#3" (White mates in 3), "#−2" (Black mates in 2); the decimal sign
 * is the language's ("+0,35").
 * @param {WhiteScore} score
 * @param {Translate} [t]
 */
export function formatScore({ cp, mate }, t = englishT) {
  if (mate != null) return mate > 0 ? `#${mate}` : `#−${-mate}`;
  const pawns = Math.round(Math.abs(cp)) / 100;
  const text = decimal(pawns, 2, t);
  if (pawns === 0) return text;
  return cp > 0 ? `+${text}` : `−${text}`;
}

/**
 * White's share of the bar, 0..1 (½ = equal; a winning side fills it gradually).
 * @param {WhiteScore} score
 */
export function whiteShare({ cp, mate }) {
  if (mate != null) return mate > 0 ? 1 : 0;
  return 1 / (1 + 10 ** (-cp / 400));
}

/**
 * "White is better by 0.35 pawns", "Black mates in 2", "The position is about equal".
 * @param {WhiteScore} score
 * @param {Translate} [t]
 */
export function describe({ cp, mate }, t = englishT) {
  if (mate != null) return t(`game.eval.mate.${mate > 0 ? 'w' : 'b'}`, { count: Math.abs(mate) });
  if (Math.abs(cp) < 15) return t('game.eval.equal');
  return t(`game.eval.better.${cp > 0 ? 'w' : 'b'}`, { pawns: decimal(Math.round(Math.abs(cp)) / 100, 2, t) });
}
