// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): a rating, its deviation and
// volatility, updated after one game against an opponent — for the puzzle trainer, where the player
// plays a puzzle and the puzzle, in turn, "plays" the player. Pure.

/** @typedef {{rating: number, rd: number, vol: number}} Glicko */

/** A new player: 1500 ± 350. */
export const NEW_PLAYER = Object.freeze({ rating: 1500, rd: 350, vol: 0.06 });
const SCALE = 173.7178;
const TAU = 0.5;

/** @param {number} phi */
const g = (phi) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));

/**
 * The new rating of `me` after a game against `them` with `score` (1 win, 0 loss, ½ draw).
 * @param {Glicko} me
 * @param {Glicko} them
 * @param {number} score
 * @returns {Glicko}
 */
export function rate(me, them, score) {
  const mu = (me.rating - 1500) / SCALE;
  const phi = me.rd / SCALE;
  const muJ = (them.rating - 1500) / SCALE;
  const phiJ = them.rd / SCALE;
  const gJ = g(phiJ);
  const e = 1 / (1 + Math.exp(-gJ * (mu - muJ)));
  const v = 1 / (gJ * gJ * e * (1 - e));
  const delta = v * gJ * (score - e);
  // The new volatility (the Illinois algorithm of step 5).
  const a = Math.log(me.vol * me.vol);
  /** @param {number} x */
  const f = (x) => {
    const ex = Math.exp(x);
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (TAU * TAU);
  };
  let A = a;
  /** @type {number} */
  let B;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * TAU) < 0) k++;
    B = a - k * TAU;
  }
  let fA = f(A);
  let fB = f(B);
  for (let i = 0; i < 100 && Math.abs(B - A) > 1e-6; i++) {
    /** @type {number} */
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  const vol = Math.exp(A / 2);
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * gJ * (score - e);
  return { rating: Math.round(muNew * SCALE + 1500), rd: Math.max(45, Math.min(350, phiNew * SCALE)), vol };
}
