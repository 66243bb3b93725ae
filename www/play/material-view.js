// Material beside each player, as lichess shows it: the pieces a side is up (its extra pieces of
// each kind over the opponent's, both boards counted) and the points it leads by. Counting what is
// on the board is all this does; no rules.

import { joinList } from '../i18n/i18n.js';
import { englishT } from '../i18n/page-catalogues.js';

/** @typedef {import('../core/boundary').Color} Color */
/** @typedef {import('../core/boundary').Piece} Piece */

const ROLES = /** @type {const} */ (['Q', 'R', 'B', 'N', 'P']);
const POINTS = /** @type {Record<string, number>} */ ({ Q: 9, R: 5, B: 3, N: 3, P: 1 });

/**
 * What each side is up: roles (with repeats, strongest first) and the points it leads by (0 when
 * it does not lead).
 * @param {readonly Piece[]} pieces
 * @returns {Record<Color, {roles: string[], points: number}>}
 */
export function materialBalance(pieces) {
  /** @type {Record<string, number>} */
  const count = {};
  for (const p of pieces) count[p.piece] = (count[p.piece] ?? 0) + 1;
  const up = { w: /** @type {string[]} */ ([]), b: /** @type {string[]} */ ([]) };
  let score = 0; // White's lead
  for (const role of ROLES) {
    const diff = (count[`w${role}`] ?? 0) - (count[`b${role}`] ?? 0);
    score += diff * POINTS[role];
    const side = diff > 0 ? up.w : up.b;
    for (let i = 0; i < Math.abs(diff); i++) side.push(role);
  }
  return { w: { roles: up.w, points: Math.max(0, score) }, b: { roles: up.b, points: Math.max(0, -score) } };
}

/**
 * Draw a side's material lead into `el` (cleared when it leads by nothing).
 * @param {HTMLElement} el
 * @param {Color} color  the side of the player bar
 * @param {{roles: string[], points: number}} lead
 * @param {import('../i18n/i18n.js').Translate} [t]
 */
export function renderMaterial(el, color, lead, t = englishT) {
  const them = color === 'w' ? 'b' : 'w';
  el.replaceChildren(
    ...lead.roles.map((role) => {
      const span = document.createElement('span');
      span.className = `piece-img pc-A-${them}${role}`;
      return span;
    }),
  );
  if (lead.points > 0) {
    const pts = document.createElement('span');
    pts.className = 'material-points';
    pts.textContent = `+${lead.points}`;
    el.append(pts);
  }
  el.dataset.testid = color === 'w' ? 'material-white' : 'material-black';
  const pieces = joinList(t, lead.roles.map((r) => t(`page.material.piece.${r}`)));
  el.setAttribute(
    'aria-label',
    !lead.roles.length ? t('page.material.even') : t(lead.points ? 'page.material.upPoints' : 'page.material.up', { pieces, points: lead.points }),
  );
}
