// The promotion picker: a column of piece buttons over the destination square, like on the big chess
// sites. Each button carries data-promotion="q|r|b|n". Resolves to the chosen letter, or null when
// the player backs out (Esc, or a click beside the column).

import { screenPos } from './squares.js';

/** @type {Record<string, string>} */
const ROLE = { q: 'Q', r: 'R', b: 'B', n: 'N' };

/**
 * Open the picker on the view that shows `board` (the board the new piece lands on).
 * opts: {square, board, color, choices: ['q','r','b','n']}.
 * @param {import('./render.js').BoardContext} ctx
 * @param {{square: string, board: import('./squares.js').BoardName, color: import('./squares.js').Color,
 *   choices: string[], orientation?: import('./squares.js').Color}} opts  (the orientation is the
 *   board's: state.orientation is used)
 * @returns {Promise<string | null>}
 */
export function pickPromotion(ctx, { square, board, color, choices }) {
  const { state } = ctx;
  const view = ctx.views.find((v) => v.board === board) ?? ctx.views[0];
  const order = ['q', 'n', 'r', 'b'].filter((c) => choices.includes(c));
  return new Promise((resolve) => {
    const overlay = document.createElement('div');
    overlay.className = 'promotion';
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-label', ctx.t('game.promotion.dialog'));
    const { col, row } = screenPos(square, state.orientation);
    const down = row < 4; // the column grows away from the board edge the pawn reached
    const column = document.createElement('div');
    column.className = 'promotion-column';
    column.style.left = `${col * 12.5}%`;
    column.style.top = down ? `${row * 12.5}%` : `${(row - order.length + 1) * 12.5}%`;
    if (!down) column.classList.add('up');
    const items = down ? order : [...order].reverse();
    const buttons = items.map((c) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'promotion-choice';
      b.dataset.promotion = c;
      b.setAttribute('aria-label', ctx.t(`game.promotion.to.${c}`));
      b.title = ctx.t(`game.promotion.name.${c}`);
      const img = document.createElement('span');
      img.className = `piece-img pc-${board}-${color}${ROLE[c]}`;
      img.setAttribute('aria-hidden', 'true');
      b.append(img);
      return b;
    });
    column.append(...buttons);
    overlay.append(column);

    let done = false;
    /** @param {string | null} choice */
    function close(choice) {
      if (done) return;
      done = true;
      state.promoting = false;
      overlay.remove();
      resolve(choice);
    }
    overlay.addEventListener('pointerdown', (e) => e.stopPropagation());
    overlay.addEventListener('click', (e) => {
      /** @type {HTMLElement | null} */
      const b = e.target instanceof Element ? e.target.closest('[data-promotion]') : null;
      close(b ? /** @type {string} */ (b.dataset.promotion) : null);
    });
    overlay.addEventListener('keydown', (e) => {
      e.stopPropagation();
      if (e.key === 'Escape') {
        e.preventDefault();
        close(null);
      } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        // The focused button, also when the board is inside a shadow root (<alice-chess>).
        const root = /** @type {Document | ShadowRoot} */ (overlay.getRootNode());
        const i = buttons.indexOf(/** @type {HTMLButtonElement} */ (root.activeElement));
        const n = buttons.length;
        buttons[(i + (e.key === 'ArrowDown' ? 1 : n - 1)) % n].focus();
      }
    });
    state.promoting = true;
    ctx.cancelPromotion = () => close(null);
    view.el.append(overlay);
    buttons[down ? 0 : buttons.length - 1].focus({ preventScroll: true });
  });
}
