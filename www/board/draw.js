// Drawing shapes on the board with the pointer, as on lichess: a right click on a square rings it,
// a right drag from one square to another draws an arrow, drawing the same shape again removes it, and
// modifier keys pick the colour (shapes.js brushOf). On a touch screen a long press starts drawing
// (release on the same square: a circle; drag away: an arrow). A left click or a tap on the board
// clears the player's shapes. The browser's context menu is kept off the board.

import { squareAtPoint } from './squares.js';
import { brushOf, toggleShape } from './shapes.js';

/** @typedef {import('./render.js').BoardContext} BoardContext */
/** @typedef {import('./render.js').View} View */
/** @typedef {import('./shapes.js').Shape} Shape */
/** @typedef {import('./shapes.js').Brush} Brush */

/** How long a touch must stay put to start drawing, in ms. */
export const LONG_PRESS_MS = 500;
/** How far (px) a touch may wander and still count as a long press. */
const SLOP = 8;

/**
 * Bind shape drawing on ctx.root. Returns a function that unbinds it.
 * @param {BoardContext} ctx
 * @param {{redraw: () => void, shapesChanged: () => void, premoveCancel: () => void}} hooks
 * @returns {() => void}
 */
export function bindDraw(ctx, hooks) {
  const { root, state } = ctx;
  /** The touch in progress: it may become a long press (`timer` running) and draw (`drew`). */
  /** @type {{pointerId: number, x0: number, y0: number, view: View, square: string, timer: ReturnType<typeof setTimeout> | null, drew: boolean} | null} */
  let press = null;

  /**
   * The view and square under a client point, or null.
   * @param {number} x
   * @param {number} y
   */
  function hitPoint(x, y) {
    for (const view of ctx.views) {
      const square = squareAtPoint(view.el, x, y, state.orientation);
      if (square) return { view, square };
    }
    return null;
  }

  function clearUserShapes() {
    if (state.shapes.length === 0) return;
    state.shapes = [];
    hooks.shapesChanged();
    hooks.redraw();
  }

  /**
   * @param {number} pointerId
   * @param {View} view
   * @param {string} square
   * @param {Brush} brush
   */
  function startDrawing(pointerId, view, square, brush) {
    if (state.premove) hooks.premoveCancel();
    state.selected = null;
    state.drawing = { pointerId, view, from: square, to: null, brush };
    try {
      root.setPointerCapture(pointerId);
    } catch {
      /* pointer already gone */
    }
    hooks.redraw();
  }

  /** The touch is no long press (it moved, or ended). */
  function stopTimer() {
    if (press?.timer) clearTimeout(press.timer);
    if (press) press.timer = null;
  }

  /** The touch stayed put long enough: it draws instead of moving a piece. */
  function longPress() {
    const p = press;
    if (!p) return;
    p.timer = null;
    const d = state.drag;
    if (d?.started || state.drawing || state.promoting) return; // a piece is being dragged
    if (d) state.drag = null; // the press on a piece had not become a drag yet
    p.drew = true;
    startDrawing(p.pointerId, p.view, p.square, 'green');
  }

  /** @param {PointerEvent} e */
  function onPointerDown(e) {
    if (state.promoting) return;
    const h = hitPoint(e.clientX, e.clientY);
    if (!h) return;
    if (e.pointerType === 'mouse') {
      if (e.button === 2) {
        e.preventDefault();
        if (!state.drawing && !state.drag) startDrawing(e.pointerId, h.view, h.square, brushOf(e));
      } else if (e.button === 0) {
        clearUserShapes();
      }
      return;
    }
    stopTimer();
    press = null;
    if (!e.isPrimary || state.drawing) return;
    press = {
      pointerId: e.pointerId,
      x0: e.clientX,
      y0: e.clientY,
      view: h.view,
      square: h.square,
      timer: setTimeout(longPress, LONG_PRESS_MS),
      drew: false,
    };
  }

  /** @param {PointerEvent} e */
  function onPointerMove(e) {
    if (press?.timer && e.pointerId === press.pointerId) {
      if (Math.hypot(e.clientX - press.x0, e.clientY - press.y0) > SLOP) stopTimer();
    }
    const d = state.drawing;
    if (!d || e.pointerId !== d.pointerId) return;
    e.preventDefault();
    const sq = squareAtPoint(d.view.el, e.clientX, e.clientY, state.orientation);
    const to = sq && sq !== d.from ? sq : null;
    if (to !== d.to) {
      d.to = to;
      hooks.redraw();
    }
  }

  /** @param {PointerEvent} e */
  function onPointerUp(e) {
    if (press && e.pointerId === press.pointerId) {
      const drew = press.drew; // otherwise a tap or a drag: the touch's left click
      stopTimer();
      press = null;
      if (!drew) clearUserShapes();
    }
    const d = state.drawing;
    if (!d || e.pointerId !== d.pointerId) return;
    state.drawing = null;
    /** @type {Shape} */
    const shape = { from: d.from, brush: d.brush };
    if (d.to) shape.to = d.to;
    if (d.view.board) shape.board = d.view.board;
    state.shapes = toggleShape(state.shapes, shape);
    hooks.shapesChanged();
    hooks.redraw();
  }

  /** @param {PointerEvent} e */
  function onPointerCancel(e) {
    if (press && e.pointerId === press.pointerId) {
      stopTimer();
      press = null;
    }
    if (state.drawing?.pointerId !== e.pointerId) return;
    state.drawing = null;
    hooks.redraw();
  }

  /** @param {MouseEvent} e */
  function onContextMenu(e) {
    const t = e.target;
    if (t instanceof Node && ctx.views.some((v) => v.el.contains(t))) e.preventDefault();
  }

  /** @type {[keyof HTMLElementEventMap, (e: any) => void][]} */
  const listeners = [
    ['pointerdown', onPointerDown],
    ['pointermove', onPointerMove],
    ['pointerup', onPointerUp],
    ['pointercancel', onPointerCancel],
    ['contextmenu', onContextMenu],
  ];
  for (const [type, fn] of listeners) root.addEventListener(type, fn);
  return () => {
    stopTimer();
    for (const [type, fn] of listeners) root.removeEventListener(type, fn);
  };
}
