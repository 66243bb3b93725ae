// Pointer (mouse, touch, pen) and keyboard input on the board. Click-click and drag-and-drop both end
// in hooks.move(from, to) — or hooks.premove(from, to) for a piece that has premove destinations but
// no legal move now; every other change goes through the state and hooks.redraw(). Drawing shapes
// with the right button or a long press is draw.js's.
// In edit mode (state.edit, for a board editor) there are no moves: any piece can be dragged
// anywhere (hooks.drop), and a click, a key press or a stroke over squares is hooks.squareClick.

import { canPick, isDest, isPremoveDest, isRefusal, selectSquare } from './state.js';
import { visiblePiece } from './render.js';
import { screenPos, squareAtScreen, squareAtPoint } from './squares.js';
import { slide, stopSlide } from './anim.js';

const DRAG_THRESHOLD = 4; // px of pointer travel before a press becomes a drag

/** @typedef {import('./render.js').BoardContext} BoardContext */
/** @typedef {import('./render.js').View} View */

/**
 * What input.js calls: redraw, move, premove and premoveCancel (board.js keeps the state in step).
 * @typedef {object} InputHooks
 * @property {() => void} redraw
 * @property {(from: string, to: string) => void} move
 * @property {(from: string, to: string) => void} premove
 * @property {() => void} premoveCancel
 * @property {(from: string, to: string) => void} refused  a try that is not a legal move (isRefusal)
 * @property {(square: string, board: BoardName | null, stroke: boolean) => void} squareClick  edit
 *   mode: a square clicked (board: the grid's in two-board view, else null); stroke: a later square
 *   of a drag that began on an empty square
 * @property {(from: string, to: string | null, fromBoard: BoardName, toBoard: BoardName | null) => void} drop
 *   edit mode: a piece dragged to another square (to null: off the board; toBoard: the grid it was
 *   dropped on in two-board view, else its own board)
 */

/** @typedef {import('./squares.js').BoardName} BoardName */

/**
 * Bind input on ctx.root. Returns a function that unbinds it.
 * @param {BoardContext} ctx
 * @param {InputHooks} hooks
 * @returns {() => void}
 */
export function bindInput(ctx, hooks) {
  const { root, state } = ctx;

  /**
   * Play or premove from → to, if the maps allow it; returns whether it did.
   * @param {string} from
   * @param {string} to
   */
  function tryMove(from, to) {
    if (from === to) return false;
    if (isDest(state, from, to)) hooks.move(from, to);
    else if (isPremoveDest(state, from, to)) hooks.premove(from, to);
    else return false;
    return true;
  }

  /** @param {Element} el */
  const viewOf = (el) => ctx.views.find((v) => v.el.contains(el));

  /**
   * {view, square} under an event target, or null.
   * @param {EventTarget | null} target
   * @returns {{view: View, square: string} | null}
   */
  function hit(target) {
    /** @type {HTMLElement | null} */
    const sqEl = target instanceof Element ? target.closest('[data-square]') : null;
    const view = sqEl && viewOf(sqEl);
    return view ? { view, square: /** @type {string} */ (sqEl?.dataset.square) } : null;
  }

  /**
   * {view, square} under a client point, or null (works while a dragged piece covers the point).
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

  /** Edit mode: a drag over squares that began on an empty one (each square is a squareClick). */
  /** @type {{pointerId: number, square: string, view: View} | null} */
  let stroke = null;

  /**
   * Edit mode: a press on a piece may become a drag; a press on an empty square starts a stroke.
   * @param {PointerEvent} e
   * @param {View} view
   * @param {string} square
   */
  function editPress(e, view, square) {
    state.selected = null;
    const piece = visiblePiece(view, state, square);
    if (piece) {
      const el = view.pieceEls.get(square);
      state.drag = { pointerId: e.pointerId, from: square, view, el, x0: e.clientX, y0: e.clientY, started: false, wasSelected: false, over: null };
    } else {
      stroke = { pointerId: e.pointerId, square, view };
      hooks.squareClick(square, view.board, false);
    }
    try {
      root.setPointerCapture(e.pointerId);
    } catch {
      /* pointer already gone */
    }
    hooks.redraw();
  }

  /**
   * Edit mode: a drag released. Returns whether it handled the release.
   * @param {import('./state.js').Drag} d
   * @param {PointerEvent} e
   */
  function editRelease(d, e) {
    if (!state.edit) return false;
    const fromBoard = /** @type {BoardName} */ (state.pieces.find((p) => p.square === d.from)?.board ?? d.view.board ?? 'A');
    if (!d.started) {
      endDrag(d);
      hooks.squareClick(d.from, d.view.board, false);
      return true;
    }
    const el = /** @type {HTMLElement} */ (d.el);
    const target = hitPoint(e.clientX, e.clientY);
    el.classList.remove('dragging');
    if (target && target.square === d.from && target.view === d.view) {
      const rect = el.getBoundingClientRect();
      endDrag(d);
      if (state.animation.enabled) slide(el, rect, state.animation.duration);
      hooks.redraw();
      return true;
    }
    ctx.dropRects = new Map([[el, el.getBoundingClientRect()]]);
    endDrag(d);
    hooks.drop(d.from, target?.square ?? null, fromBoard, target ? target.view.board ?? fromBoard : null);
    return true;
  }

  /** @param {import('./state.js').Drag} d */
  function endDrag(d) {
    d.el?.classList.remove('dragging');
    if (d.el) d.el.style.transform = '';
    d.view.squares.get(d.from)?.classList.remove('drag-origin');
  }

  /** @param {PointerEvent} e */
  function onPointerDown(e) {
    if (state.promoting || state.drag || state.drawing) return;
    if (e.pointerType === 'mouse' && e.button !== 0) {
      if (e.button === 2 && hit(e.target) && state.premove) hooks.premoveCancel();
      return;
    }
    const h = hit(e.target);
    if (!h || stroke) return;
    e.preventDefault();
    const { view, square } = h;
    state.focus[view.index] = square;
    if (state.edit) return editPress(e, view, square);
    const prev = state.selected;
    if (prev) {
      state.selected = null;
      if (tryMove(prev, square)) return;
      if (isRefusal(state, prev, square)) {
        hooks.refused(prev, square);
        hooks.redraw();
        return;
      }
      state.selected = prev;
    }
    // Any other click on the board lets go of the premove (it may pick a piece for a new one).
    if (state.premove) hooks.premoveCancel();
    const piece = visiblePiece(view, state, square);
    if (piece && canPick(state, square)) {
      state.selected = square;
      const el = view.pieceEls.get(square);
      state.drag = {
        pointerId: e.pointerId,
        from: square,
        view,
        el,
        x0: e.clientX,
        y0: e.clientY,
        started: false,
        wasSelected: prev === square,
        over: null,
      };
      try {
        root.setPointerCapture(e.pointerId);
      } catch {
        /* pointer already gone */
      }
    } else {
      state.selected = null;
    }
    hooks.redraw();
  }

  /** @param {PointerEvent} e */
  function onPointerMove(e) {
    if (stroke && e.pointerId === stroke.pointerId) {
      const over = hitPoint(e.clientX, e.clientY);
      if (over && (over.square !== stroke.square || over.view !== stroke.view)) {
        stroke.square = over.square;
        stroke.view = over.view;
        hooks.squareClick(over.square, over.view.board, true);
      }
      return;
    }
    const d = state.drag;
    if (!d || e.pointerId !== d.pointerId) return;
    const dx = e.clientX - d.x0;
    const dy = e.clientY - d.y0;
    if (!d.started) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD || !d.el) return;
      d.started = true;
      stopSlide(d.el);
      d.el.classList.add('dragging');
      d.view.squares.get(d.from)?.classList.add('drag-origin');
    }
    e.preventDefault();
    /** @type {HTMLElement} */ (d.el).style.transform = `translate(${dx}px, ${dy}px)`;
    const over = hitPoint(e.clientX, e.clientY)?.square ?? null;
    if (over !== d.over) {
      d.over = over;
      hooks.redraw();
    }
  }

  /** @param {PointerEvent} e */
  function onPointerUp(e) {
    if (stroke?.pointerId === e.pointerId) stroke = null;
    const d = state.drag;
    if (!d || e.pointerId !== d.pointerId) return;
    state.drag = null;
    if (editRelease(d, e)) return;
    if (d.started) {
      const el = /** @type {HTMLElement} */ (d.el); // set when the drag started
      const target = hitPoint(e.clientX, e.clientY);
      el.classList.remove('dragging'); // unscaled, still where the pointer let go
      if (target && target.square !== d.from && isDest(state, d.from, target.square)) {
        ctx.dropRects = new Map([[el, el.getBoundingClientRect()]]);
        endDrag(d);
        state.selected = null;
        hooks.move(d.from, target.square);
        return;
      }
      // Not a legal drop: the piece goes back; it stays selected so its moves remain visible. A
      // premove also sends it back (it is played later), marked on its squares.
      const rect = el.getBoundingClientRect();
      endDrag(d);
      if (state.animation.enabled) slide(el, rect, state.animation.duration);
      if (target && target.square !== d.from && isPremoveDest(state, d.from, target.square)) {
        state.selected = null;
        hooks.premove(d.from, target.square);
        return;
      }
      if (target && isRefusal(state, d.from, target.square, true)) hooks.refused(d.from, target.square);
    } else {
      endDrag(d);
      if (d.wasSelected) state.selected = null; // a second click on the selected piece lets go of it
    }
    hooks.redraw();
  }

  /** @param {PointerEvent} e */
  function onPointerCancel(e) {
    if (stroke?.pointerId === e.pointerId) stroke = null;
    const d = state.drag;
    if (!d || e.pointerId !== d.pointerId) return;
    state.drag = null;
    endDrag(d);
    hooks.redraw();
  }

  /**
   * Keyboard: arrows move the focus between squares, Enter/Space pick up and put down, Esc lets go.
   * @param {KeyboardEvent} e
   */
  function onKeyDown(e) {
    if (state.promoting) return;
    const h = hit(e.target);
    if (!h) return;
    const { view, square } = h;
    /** @type {Record<string, [number, number]>} */
    const arrows = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    if (e.key in arrows) {
      const [dc, dr] = arrows[e.key];
      const { col, row } = screenPos(square, state.orientation);
      const next = /** @type {string} */ (squareAtScreen(
        Math.min(7, Math.max(0, col + dc)),
        Math.min(7, Math.max(0, row + dr)),
        state.orientation,
      )); // never null: clamped to the board
      e.preventDefault();
      e.stopPropagation();
      state.focus[view.index] = next;
      hooks.redraw();
      view.squares.get(next)?.focus();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      state.focus[view.index] = square;
      if (state.edit) {
        hooks.squareClick(square, view.board, false);
        hooks.redraw();
        return;
      }
      const hadPremove = !!state.premove;
      const from = state.selected;
      if (from && isRefusal(state, from, square)) {
        state.selected = null;
        hooks.refused(from, square);
        hooks.redraw();
        return;
      }
      const mv = selectSquare(state, square, !!visiblePiece(view, state, square));
      if (mv?.premove) hooks.premove(mv.from, mv.to);
      else if (mv) hooks.move(mv.from, mv.to);
      else {
        if (hadPremove) hooks.premoveCancel(); // as a click elsewhere on the board
        hooks.redraw();
      }
    } else if (e.key === 'Escape' && (state.selected || state.premove)) {
      e.preventDefault();
      state.selected = null;
      if (state.premove) hooks.premoveCancel();
      hooks.redraw();
    }
  }

  // A mouse press on the board must not start a text selection or move the focus ring there.
  /** @param {MouseEvent} e */
  const onMouseDown = (e) => {
    if (hit(e.target)) e.preventDefault();
  };
  /** @param {MouseEvent} e */
  const onContextMenu = (e) => {
    if (state.drag) e.preventDefault();
  };

  /** @type {[keyof HTMLElementEventMap, (e: any) => void][]} */
  const listeners = [
    ['pointerdown', onPointerDown],
    ['pointermove', onPointerMove],
    ['pointerup', onPointerUp],
    ['pointercancel', onPointerCancel],
    ['keydown', onKeyDown],
    ['mousedown', onMouseDown],
    ['contextmenu', onContextMenu],
  ];
  for (const [type, fn] of listeners) root.addEventListener(type, fn);
  return () => {
    for (const [type, fn] of listeners) root.removeEventListener(type, fn);
  };
}
