// The board component: state + render + input + promotion picker, given one container element.
// It knows no chess. The app gives it the position and the legal destinations (from the engine) and
// gets onMove(from, to) back. Reusable: nothing here looks outside `root`.

import { createState, setPosition } from './state.js';
import { render } from './render.js';
import { bindInput } from './input.js';
import { pickPromotion } from './promotion.js';

/** @typedef {import('./squares.js').BoardName} BoardName */
/** @typedef {import('./squares.js').Color} Color */
/** @typedef {import('./state.js').BoardState} BoardState */
/** @typedef {import('./state.js').Position} Position */
/** @typedef {import('./render.js').BoardContext} BoardContext */

/**
 * Create a board inside `root`.
 * @param {HTMLElement} root  container; the board fills its width
 * @param {{onMove?: (from: string, to: string) => void}} hooks
 */
export function createBoard(root, hooks = {}) {
  const state = createState();
  /** @type {BoardContext} */
  const ctx = { root, state, views: [], layout: null, dropRects: null, cancelPromotion: null };
  root.classList.add('alice-board');
  const redraw = () => render(ctx);
  const unbind = bindInput(ctx, {
    redraw,
    // The app answers every move with setPosition() (or redraw()), which draws the result.
    move: (from, to) => hooks.onMove?.(from, to),
  });
  redraw();

  return {
    /** The board state (read it; change it through the methods below). */
    state,
    /**
     * Show a position: {pieces, dests, lastMove, check}.
     * @param {Position} pos
     */
    setPosition(pos) {
      setPosition(state, pos);
      redraw();
    },
    /**
     * Change display options: {orientation, layout, coordinates, animation}.
     * @param {Partial<Pick<BoardState, 'orientation' | 'layout' | 'coordinates' | 'animation'>>} options
     */
    set(options) {
      Object.assign(state, options);
      redraw();
    },
    /** Drop the selection and any drag. */
    cancel() {
      state.selected = null;
      ctx.cancelPromotion?.();
      redraw();
    },
    /**
     * Ask which piece a pawn promotes to: resolves 'q'|'r'|'b'|'n', or null when cancelled.
     * @param {{square: string, board: BoardName, color: Color, choices: string[]}} opts
     */
    promote(opts) {
      ctx.cancelPromotion?.();
      return pickPromotion(ctx, { ...opts, orientation: state.orientation });
    },
    /**
     * The square element of a square (on a board in two-board view).
     * @param {string} square
     * @param {BoardName} [board]
     */
    squareEl(square, board) {
      const view = ctx.views.find((v) => !v.board || v.board === board) ?? ctx.views[0];
      return view?.squares.get(square);
    },
    redraw,
    destroy() {
      ctx.cancelPromotion?.();
      unbind();
      root.querySelector(':scope > .boards')?.remove();
      root.classList.remove('alice-board');
    },
  };
}
