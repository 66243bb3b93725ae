// Game review arithmetic, as lichess does it: a score becomes White's winning chances, a move's
// cost is the drop in its mover's chances, and that marks it as an inaccuracy (?!), a mistake (?) or
// a blunder (??); a player's accuracy averages a per-move figure of the drop in win percentage.
// Pure: the page's review panel (play/review-ctrl.js) feeds it the engine's scores.

/** @typedef {import('./evaluation.js').WhiteScore} WhiteScore */

/** Drops in winning chances (on lichess's −1 … +1 scale) that mark a move. */
export const THRESHOLDS = Object.freeze({ inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 });

/**
 * White's winning chances, −1 (Black wins) … +1 (White wins), of a score from White's view.
 * @param {WhiteScore} score
 */
export function winningChances({ cp, mate }) {
  if (mate != null) return mate > 0 ? 1 : -1;
  const c = Math.max(-1000, Math.min(1000, cp));
  return 2 / (1 + Math.exp(-0.00368208 * c)) - 1;
}

/**
 * The mark of a move that dropped its mover's winning chances by `drop` (0 … 2), or null.
 * @param {number} drop
 * @returns {'??'|'?'|'?!'|null}
 */
export function markOf(drop) {
  if (drop >= THRESHOLDS.blunder) return '??';
  if (drop >= THRESHOLDS.mistake) return '?';
  if (drop >= THRESHOLDS.inaccuracy) return '?!';
  return null;
}

/**
 * Lichess's per-move accuracy (0 … 100) from the mover's win percentage before and after.
 * @param {number} before  0 … 100
 * @param {number} after  0 … 100
 */
export function moveAccuracy(before, after) {
  if (after >= before) return 100;
  const a = 103.1668 * Math.exp(-0.04354 * (before - after)) - 3.1669;
  return Math.max(0, Math.min(100, a));
}

/**
 * Review a game from the scores of its positions.
 * @param {Array<{score: WhiteScore, best: string|null}>} positions  position 0 is the start; each
 *        with its score from White's view and the engine's best move there (uci), if any
 * @param {ReadonlyArray<{uci: string, color: 'w'|'b'}>} moves  move i leads from position i to i + 1
 * @returns {{moves: Array<{ply: number, drop: number, mark: '??'|'?'|'?!'|null}>,
 *            accuracy: {w: number|null, b: number|null}}}
 */
export function reviewGame(positions, moves) {
  const out = [];
  /** @type {{w: number[], b: number[]}} */
  const acc = { w: [], b: [] };
  for (let i = 0; i < moves.length && i + 1 < positions.length; i++) {
    const m = moves[i];
    const sign = m.color === 'w' ? 1 : -1;
    const before = sign * winningChances(positions[i].score);
    const after = sign * winningChances(positions[i + 1].score);
    const drop = Math.max(0, before - after);
    const best = positions[i].best === m.uci; // the engine's own choice is never marked
    out.push({ ply: i + 1, drop, mark: best ? null : markOf(drop) });
    acc[m.color].push(moveAccuracy(50 + 50 * before, 50 + 50 * after));
  }
  /** @param {number[]} xs */
  const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
  return { moves: out, accuracy: { w: mean(acc.w), b: mean(acc.b) } };
}
