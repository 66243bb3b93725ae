// Premoves, as online players expect: while the opponent (the computer, or later a remote player)
// is to move, the player may set one move ahead; it is played as soon as the opponent's move comes
// if it is then legal, and dropped otherwise. The rules core says where the waiting side's pieces
// may be premoved (Game.premoveDests) and whether the premove is legal when its turn comes.

/** @typedef {import('../core/boundary').Dest} Dest */
/** @typedef {import('../core/boundary').PromotionRole} PromotionRole */

/** @typedef {{from: string, to: string, promotion: PromotionRole|null}} Premove */

/**
 * The legal move a premove stands for now, or null: its from → to, with its promotion piece (a
 * queen when none was chosen; a king dropped on its rook castles as the core lists it).
 * @param {Premove} p
 * @param {Record<string, Dest[]>} legal  the player's legal moves by from-square
 * @returns {Dest|null}
 */
export function premoveAsMove(p, legal) {
  const cands = (legal[p.from] ?? []).filter((d) => d.to === p.to);
  if (cands.length === 0) return null;
  return cands.find((d) => d.promotion === (p.promotion ?? 'q')) ?? cands.find((d) => !d.promotion) ?? null;
}

/**
 * Where the player's pieces may be premoved, as the board takes it (from → to-squares).
 * @param {Record<string, string[]>} dests  the core's premove destinations
 * @returns {Map<string, string[]>}
 */
export function premoveMap(dests) {
  return new Map(Object.entries(dests).map(([from, list]) => [from, [...new Set(list)]]));
}

/**
 * What becomes of a premove once the opponent has moved: the move to play (`uci`), or why it is
 * dropped (`reason`, the core's words when it has them).
 * @param {Premove} p
 * @param {Record<string, Dest[]>} legal  the player's legal moves now
 * @param {(p: Premove) => string|null} explain  the core's reason for a refused move
 * @returns {{uci: string, reason?: undefined} | {uci?: undefined, reason: string|null}}
 */
export function resolvePremove(p, legal, explain) {
  const d = premoveAsMove(p, legal);
  if (d) return { uci: d.uci };
  try {
    return { reason: explain(p) };
  } catch {
    return { reason: null }; // the reason is a nicety
  }
}
