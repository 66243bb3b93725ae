// The board component: state + render + input + promotion picker, given one container element.
// It knows no chess. The app gives it the position and the legal destinations (from the engine) and
// gets onMove(from, to) back. Reusable: nothing here looks outside `root`.

import { createState, setPosition } from './state.js';
import { render } from './render.js';
import { bindInput } from './input.js';
import { bindDraw } from './draw.js';
import { cleanShapes } from './shapes.js';
import { pickPromotion } from './promotion.js';
import { englishT } from '../i18n/i18n.js';

/** @typedef {import('./squares.js').BoardName} BoardName */
/** @typedef {import('./squares.js').Color} Color */
/** @typedef {import('./state.js').BoardState} BoardState */
/** @typedef {import('./state.js').Position} Position */
/** @typedef {import('./render.js').BoardContext} BoardContext */
/** @typedef {import('./shapes.js').Shape} Shape */

/**
 * What the board calls back.
 * @typedef {object} BoardHooks
 * @property {(from: string, to: string) => void} [onMove]  a move was made (the app plays it and
 *   answers with setPosition)
 * @property {(from: string, to: string) => void} [onPremove]  a premove was set (for a piece with
 *   premoveDests and no dests); the board shows it at once, the app keeps it and passes it back as
 *   `premove` in setPosition until it plays or drops it
 * @property {() => void} [onPremoveCancel]  the player let go of the premove (a click elsewhere on
 *   the board, a right click, Escape); the board drops it at once
 * @property {(from: string, to: string) => void} [onRefused]  the player tried to take a piece of
 *   the side to move (`turnColor`) somewhere it may not go: the app can say why
 * @property {(shapes: Shape[]) => void} [onShapesChange]  the player's shapes changed (drawn, removed,
 *   cleared by a click or by clearUserShapes)
 * @property {(square: string, board: BoardName | null, stroke: boolean) => void} [onSquareClick]  edit
 *   mode only (`set({edit: true})`): a square was clicked, tapped or chosen with Enter/Space. `board`
 *   is the grid's ('A'|'B') in the two-board view, null in the single view; `stroke` is true for the
 *   squares a pointer then passes over while held (a drag that began on an empty square)
 * @property {(from: string, to: string | null, fromBoard: BoardName, toBoard: BoardName | null) => void} [onPieceDrop]
 *   edit mode only: a piece was dragged from `from` (on `fromBoard`) to `to`, dropped on grid
 *   `toBoard` in the two-board view (the single view: `fromBoard`); `to` and `toBoard` are null when
 *   it was dropped off the board. The app answers with setPosition
 */

/**
 * Create a board inside `root`. `options.t` words its labels for screen readers (English when
 * not given); it is asked at every redraw, so after a change of language a redraw() relabels.
 * @param {HTMLElement} root  container; the board fills its width
 * @param {BoardHooks} hooks
 * @param {{t?: import('../i18n/i18n.js').Translate}} [options]
 */
export function createBoard(root, hooks = {}, { t = englishT } = {}) {
  const state = createState();
  /** @type {BoardContext} */
  const ctx = { root, state, views: [], layout: null, dropRects: null, cancelPromotion: null, t };
  root.classList.add('alice-board');
  const redraw = () => render(ctx);
  const premoveCancel = () => {
    if (!state.premove) return;
    state.premove = null;
    hooks.onPremoveCancel?.();
    redraw();
  };
  const shapesChanged = () => hooks.onShapesChange?.([...state.shapes]);
  const unbindInput = bindInput(ctx, {
    redraw,
    // The app answers every move with setPosition() (or redraw()), which draws the result.
    move: (from, to) => hooks.onMove?.(from, to),
    premove: (from, to) => {
      state.premove = { from, to };
      hooks.onPremove?.(from, to);
      redraw();
    },
    premoveCancel,
    refused: (from, to) => hooks.onRefused?.(from, to),
    squareClick: (square, board, stroke) => hooks.onSquareClick?.(square, board, stroke),
    drop: (from, to, fromBoard, toBoard) => hooks.onPieceDrop?.(from, to, fromBoard, toBoard),
  });
  const unbindDraw = bindDraw(ctx, { redraw, shapesChanged, premoveCancel });
  redraw();

  return {
    /** The board state (read it; change it through the methods below). */
    state,
    /**
     * Show a position: {pieces, dests, lastMove, check, hint, premoveDests, premove}. `hint` is drawn
     * as an arrow; `premove` (the one the app keeps, see onPremove) on its squares.
     * @param {Position} pos
     */
    setPosition(pos) {
      setPosition(state, pos);
      redraw();
    },
    /**
     * Change display options: {orientation, layout, coordinates, animation, boardBMarker, edit} (the
     * badge on board-B pieces in the single-board view, on by default; edit: free placement for a
     * board editor, see onSquareClick and onPieceDrop).
     * @param {Partial<Pick<BoardState, 'orientation' | 'layout' | 'coordinates' | 'animation' | 'boardBMarker' | 'edit'>>} options
     */
    set(options) {
      Object.assign(state, options);
      redraw();
    },
    /**
     * The app's own shapes (a hint, an analysis arrow): drawn under the player's, kept on clicks.
     * [{from, to?, board?: 'A'|'B', brush: 'green'|'red'|'blue'|'yellow'}]; replaces the previous ones.
     * @param {Shape[]} shapes
     */
    setShapes(shapes) {
      state.autoShapes = cleanShapes(shapes);
      redraw();
    },
    /** The player's drawn shapes (a copy). */
    get userShapes() {
      return [...state.shapes];
    },
    /**
     * Remove the player's drawn shapes (onShapesChange is called if there were any, unless `silent`:
     * the position changed under them).
     * @param {{silent?: boolean}} [options]
     */
    clearUserShapes({ silent = false } = {}) {
      if (state.shapes.length === 0) return;
      state.shapes = [];
      if (!silent) shapesChanged();
      redraw();
    },
    /**
     * Show these as the player's drawn shapes (kept ones, e.g. from a PGN comment); onShapesChange
     * is not called.
     * @param {Shape[]} shapes
     */
    setUserShapes(shapes) {
      state.shapes = cleanShapes(shapes);
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
      unbindInput();
      unbindDraw();
      root.querySelector(':scope > .boards')?.remove();
      root.classList.remove('alice-board');
    },
  };
}
