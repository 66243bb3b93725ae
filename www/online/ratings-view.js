// A player's ratings as the profile shows them (`GET /api/user/NAME`'s `perfs`): one item per speed
// — bullet, blitz, rapid, classical, correspondence — with the rating ("1500?" while provisional),
// its progress over the last rated games and how many were played. Text only (no markup from the
// server reaches the page).

import { diffText, ratingText } from './words.js';

/** @typedef {import('../i18n/i18n.js').Translate} Translate */

/** The speeds, in the order shown. */
export const SPEEDS = /** @type {const} */ (['bullet', 'blitz', 'rapid', 'classical', 'correspondence']);

/**
 * A rating in one speed, as lichess's `perfs`.
 * @typedef {{rating: number, rd: number, prog: number, games: number, prov: boolean}} Perf
 */

/**
 * The items of a profile's ratings: `data-testid="rating"`, `data-speed` the speed.
 * @param {Partial<Record<string, Perf>>|undefined} perfs
 * @param {Translate} t
 * @returns {HTMLLIElement[]}
 */
export function ratingItems(perfs, t) {
  return SPEEDS.map((speed) => {
    const perf = perfs?.[speed] ?? { rating: 1500, rd: 350, prog: 0, games: 0, prov: true };
    const li = document.createElement('li');
    li.dataset.testid = 'rating';
    li.dataset.speed = speed;
    li.dataset.provisional = perf.prov ? 'true' : 'false';
    const name = document.createElement('span');
    name.className = 'speed';
    name.textContent = t(`online.speed.${speed}`);
    const value = document.createElement('strong');
    value.className = 'value';
    value.textContent = ratingText(perf);
    const prog = document.createElement('span');
    prog.className = perf.prog > 0 ? 'prog up' : perf.prog < 0 ? 'prog down' : 'prog';
    prog.textContent = perf.prog ? diffText(perf.prog) : '';
    const games = document.createElement('span');
    games.className = 'games';
    games.textContent = t('online.rating.games', { count: perf.games });
    li.append(name, value, prog, games);
    return li;
  });
}
