// The engine's opinion of a position, for people: "+0.35", "#3", a bar for White's share, and a
// sentence for screen readers. Scores arrive from the engine from the side to move's view and are
// kept from White's view here.

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
 * "+0.35", "−1.20", "0.00", "#3" (White mates in 3), "#−2" (Black mates in 2).
 * @param {WhiteScore} score
 */
export function formatScore({ cp, mate }) {
  if (mate != null) return mate > 0 ? `#${mate}` : `#−${-mate}`;
  const pawns = (Math.abs(cp) / 100).toFixed(2);
  if (pawns === '0.00') return '0.00';
  return cp > 0 ? `+${pawns}` : `−${pawns}`;
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
 */
export function describe({ cp, mate }) {
  if (mate != null) return `${mate > 0 ? 'White' : 'Black'} mates in ${Math.abs(mate)}`;
  if (Math.abs(cp) < 15) return 'The position is about equal';
  return `${cp > 0 ? 'White' : 'Black'} is better by ${(Math.abs(cp) / 100).toFixed(2)} pawns`;
}
