// A move the person at the board made, read against the legal moves of a snapshot: played, waiting
// for a promotion piece, or not a legal move. Pure; the controller acts on the answer.

/** @typedef {import('../core/boundary').Dest} Dest */
/** @typedef {import('../core/boundary').Color} Color */
/** @typedef {import('./types').Promotion} Promotion */

/**
 * @param {Record<string, Dest[]>} legal  the player's legal moves by from-square
 * @param {Color} turn
 * @param {string} from
 * @param {string} to
 * @param {string|undefined} promotion  the piece to promote to without asking, if any
 * @returns {{kind: 'play', uci: string} | {kind: 'promotion', promotion: Promotion} | {kind: 'illegal'}}
 */
export function readBoardMove(legal, turn, from, to, promotion) {
  const cands = (legal[from] ?? []).filter((d) => d.to === to);
  if (cands.length === 0) return { kind: 'illegal' };
  const chosen = promotion ? cands.find((d) => d.promotion === promotion) : null;
  if (chosen) return { kind: 'play', uci: chosen.uci };
  if (!cands[0].promotion) return { kind: 'play', uci: cands[0].uci };
  const choices = /** @type {Promotion['choices']} */ (cands.map((d) => d.promotion));
  return { kind: 'promotion', promotion: Object.freeze({ from, to, toBoard: cands[0].toBoard, color: turn, choices }) };
}
