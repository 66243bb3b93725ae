// Draws the board state into DOM elements. The board is one or two 8×8 grids ("views"):
//  - layout 'single': one view showing the pieces of both worlds (board-B pieces in their own colours);
//  - layout 'double': view A shows board-A pieces, view B board-B pieces.
// Each square is an element with data-square (and data-board in two-board view); a piece is a child
// element of its square with data-piece and data-board. Pieces that move keep their element, which is
// slid from its old place to the new one (also from one board to the other).

import { SQUARES, FILES, RANKS, screenPos, squareAtScreen, fileOf, rankOf } from './squares.js';
import { pieceName, squareLabel } from './labels.js';
import { slide, isSliding, fadeIn, fadeOut, reducedMotion } from './anim.js';
import { isDest, isPremoveDest } from './state.js';
import { renderShapes } from './shapes.js';

/** @typedef {import('./squares.js').Color} Color */
/** @typedef {import('./squares.js').BoardName} BoardName */
/** @typedef {import('./state.js').BoardState} BoardState */
/** @typedef {import('./state.js').Piece} Piece */

/**
 * One drawn 8×8 grid: the whole board (`board` null, layout 'single') or board A or B.
 * @typedef {object} View
 * @property {HTMLDivElement} wrap  the grid with its title
 * @property {HTMLDivElement} el  the grid
 * @property {HTMLDivElement | null} title  the grid's title (two-board view)
 * @property {BoardName | null} board
 * @property {number} index  0 or 1 (its entry in state.focus)
 * @property {HTMLDivElement[]} rows  screen rows, top first
 * @property {Map<string, HTMLDivElement>} squares  square elements by name
 * @property {Map<string, HTMLElement>} pieceEls  piece elements by square
 * @property {Color | null} orientation  as last drawn
 * @property {boolean} [coordinates]  as last drawn
 * @property {DOMRect | null} [rect]  the grid's rectangle, measured at most once per render
 * @property {SVGSVGElement} [svg]  the layer of drawn shapes (shapes.js)
 * @property {string} [shapesKey]  what the layer shows, as last drawn
 */

/**
 * What the board's modules share (made by board.js).
 * @typedef {object} BoardContext
 * @property {HTMLElement} root  the container
 * @property {BoardState} state
 * @property {View[]} views  built here
 * @property {string | null} layout  the layout the views were built for
 * @property {Map<Element, DOMRect> | null} dropRects  piece element → where a drag released it
 *   (consumed by the next render)
 * @property {(() => void) | null} cancelPromotion  closes an open promotion picker
 * @property {import('../i18n/i18n.js').Translate} t  words the labels (asked at every render, so
 *   that a change of language shows with the next one)
 */

/**
 * Draw `ctx.state` into `ctx.root`. `ctx` holds: root (container element), state, views (built here),
 * dropRects (Map piece element → DOMRect where a drag released it, consumed by the next render).
 * @param {BoardContext} ctx
 */
export function render(ctx) {
  const { state } = ctx;
  let animate = state.animation.enabled && !reducedMotion();
  if (ctx.layout !== state.layout) {
    buildViews(ctx);
    animate = false;
  }
  for (const view of ctx.views) {
    if (view.orientation !== state.orientation || view.coordinates !== state.coordinates) {
      orient(view, state.orientation, state.coordinates);
    }
  }
  renderPieces(ctx, animate);
  renderLabels(ctx);
  renderSquares(ctx);
  renderShapes(ctx);
  ctx.dropRects = null;
}

/**
 * The piece a view shows on a square, or undefined.
 * @param {View} view
 * @param {BoardState} state
 * @param {string} square
 */
export function visiblePiece(view, state, square) {
  const p = state.pieces.find((x) => x.square === square);
  return p && (!view.board || view.board === p.board) ? p : undefined;
}

/**
 * (Re)create the board grid(s) for the current layout.
 * @param {BoardContext} ctx
 */
function buildViews(ctx) {
  const { root, state } = ctx;
  const wrap = document.createElement('div');
  wrap.className = `boards boards-${state.layout}`;
  /** @type {(BoardName | null)[]} */
  const boards = state.layout === 'double' ? ['A', 'B'] : [null];
  ctx.views = boards.map((board, index) => createView(board, index));
  for (const v of ctx.views) wrap.append(v.wrap);
  const old = root.querySelector(':scope > .boards');
  if (old) old.replaceWith(wrap);
  else root.prepend(wrap);
  ctx.layout = state.layout;
}

/**
 * @param {BoardName | null} board
 * @param {number} index
 * @returns {View}
 */
function createView(board, index) {
  const wrap = document.createElement('div');
  wrap.className = 'board-wrap';
  /** @type {HTMLDivElement | null} */
  let title = null;
  if (board) {
    title = document.createElement('div');
    title.className = 'board-title';
    wrap.append(title);
  }
  const el = document.createElement('div');
  el.className = board ? `board board-${board}` : 'board board-single';
  el.setAttribute('role', 'grid');
  if (board) el.dataset.board = board;
  const rows = [];
  for (let r = 0; r < 8; r++) {
    const row = document.createElement('div');
    row.className = 'rank';
    row.setAttribute('role', 'row');
    rows.push(row);
    el.append(row);
  }
  const squares = new Map();
  for (const sq of SQUARES) {
    const s = document.createElement('div');
    s.className = (fileOf(sq) + rankOf(sq)) % 2 ? 'square light' : 'square dark';
    s.dataset.square = sq;
    if (board) s.dataset.board = board;
    s.setAttribute('role', 'gridcell');
    s.tabIndex = -1;
    squares.set(sq, s);
  }
  wrap.append(el);
  return { wrap, el, title, board, index, rows, squares, pieceEls: new Map(), orientation: null };
}

/**
 * Put the squares in screen order for an orientation and label the edge squares.
 * @param {View} view
 * @param {Color} orientation
 * @param {boolean} coordinates
 */
function orient(view, orientation, coordinates) {
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const sq = /** @type {string} */ (squareAtScreen(col, row, orientation));
      const s = /** @type {HTMLDivElement} */ (view.squares.get(sq));
      view.rows[row].append(s);
      delete s.dataset.fileLabel;
      delete s.dataset.rankLabel;
      if (!coordinates) continue;
      if (row === 7) s.dataset.fileLabel = FILES[fileOf(sq)];
      if (col === 0) s.dataset.rankLabel = RANKS[rankOf(sq)];
    }
  }
  view.orientation = orientation;
  view.coordinates = coordinates;
}

/** @param {Piece} p */
function pieceClass(p) {
  return `piece pc-${p.board}-${p.piece}`;
}

/**
 * @param {HTMLElement} el
 * @param {Piece} p
 */
function updatePiece(el, p) {
  el.className = pieceClass(p);
  el.dataset.piece = p.piece;
  el.dataset.board = p.board;
}

/** @param {Piece} p */
function makePiece(p) {
  const el = document.createElement('div');
  el.setAttribute('role', 'img');
  updatePiece(el, p);
  return el;
}

/**
 * @param {Element} el
 * @param {string} name
 * @param {string} value
 */
function setAttr(el, name, value) {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/**
 * The words of the views: the grids' titles and names, the pieces' labels — in the language of
 * the moment (cheap when nothing changed: an attribute is only written when its text differs).
 * @param {BoardContext} ctx
 */
function renderLabels(ctx) {
  const { t } = ctx;
  for (const view of ctx.views) {
    const b = view.board;
    if (view.title && b) {
      const text = t(`game.board.title.${b}`);
      if (view.title.textContent !== text) {
        // "Board B · through the looking-glass": the words after the dot may give way on a narrow board.
        const [name, ...rest] = text.split(' · ');
        const main = document.createElement('span');
        main.textContent = name;
        view.title.replaceChildren(main);
        if (rest.length) {
          const more = document.createElement('span');
          more.className = 'board-subtitle';
          more.textContent = ` · ${rest.join(' · ')}`;
          view.title.append(more);
        }
      }
    }
    setAttr(view.el, 'aria-label', b ? t(`game.board.grid.${b}`) : t('game.board.grid.single'));
    for (const [square, el] of view.pieceEls) {
      const { piece, board } = el.dataset;
      if (piece && board) setAttr(el, 'aria-label', t('game.board.square.piece', { square, board, piece: pieceName(piece, t) }));
    }
  }
}

/**
 * @param {string} a
 * @param {string} b
 */
const distance = (a, b) =>
  Math.max(Math.abs(fileOf(a) - fileOf(b)), Math.abs(rankOf(a) - rankOf(b)));

/**
 * Where a square of a view is on screen, from the board's rectangle (measured once per render, so
 * that animating N pieces costs one layout, not N).
 * @param {View} view  measured (view.rect set)
 * @param {string} sq
 * @param {Color} orientation
 */
function squareRect(view, sq, orientation) {
  const r = /** @type {DOMRect} */ (view.rect);
  const { col, row } = screenPos(sq, orientation);
  return { left: r.left + (col * r.width) / 8, top: r.top + (row * r.height) / 8 };
}

/**
 * Bring the piece elements in line with state.pieces, sliding the ones that moved.
 * @param {BoardContext} ctx
 * @param {boolean} animate
 */
function renderPieces(ctx, animate) {
  const { state } = ctx;
  const duration = state.animation.duration;
  /** @type {{view: View, sq: string, p: Piece, el?: HTMLElement}[]} */
  const wanted = [];
  /** @type {{view: View, sq: string, el: HTMLElement, rect: {left: number, top: number} | null | undefined, used: boolean}[]} */
  const vanished = [];
  const hadPieces = ctx.views.some((v) => v.pieceEls.size > 0);
  const measured = () => {
    for (const v of ctx.views) v.rect ??= v.el.getBoundingClientRect();
  };
  for (const v of ctx.views) v.rect = null;
  for (const view of ctx.views) {
    const want = new Map();
    for (const p of state.pieces) if (!view.board || view.board === p.board) want.set(p.square, p);
    for (const [sq, el] of view.pieceEls) {
      const p = want.get(sq);
      if (p && p.piece === el.dataset.piece && p.board === el.dataset.board) {
        want.delete(sq);
        continue;
      }
      /** @type {{left: number, top: number} | null | undefined} */
      let rect = null;
      if (animate) {
        // Where the piece is seen now: where a drag let go of it, mid-slide, or on its square.
        rect = ctx.dropRects?.get(el);
        if (!rect && isSliding(el)) rect = el.getBoundingClientRect();
        if (!rect) {
          measured();
          rect = squareRect(view, sq, state.orientation);
        }
      }
      vanished.push({ view, sq, el, rect, used: false });
      view.pieceEls.delete(sq);
    }
    for (const [sq, p] of want) wanted.push({ view, sq, p });
  }
  for (const w of wanted) {
    let best = null;
    let bestD = Infinity;
    for (const v of vanished) {
      if (v.used || v.el.dataset.piece !== w.p.piece) continue;
      const d = distance(v.sq, w.sq) + (v.view === w.view ? 0 : 0.5);
      if (d < bestD) {
        best = v;
        bestD = d;
      }
    }
    const square = /** @type {HTMLDivElement} */ (w.view.squares.get(w.sq));
    if (best) {
      best.used = true;
      updatePiece(best.el, w.p);
      square.append(best.el);
      if (animate) {
        measured();
        slide(best.el, /** @type {{left: number, top: number}} */ (best.rect), duration, squareRect(w.view, w.sq, state.orientation));
      }
    } else {
      const el = makePiece(w.p);
      square.append(el);
      if (animate && hadPieces) fadeIn(el, duration);
      w.el = el;
    }
    w.view.pieceEls.set(w.sq, best ? best.el : /** @type {HTMLElement} */ (w.el));
  }
  for (const v of vanished) {
    if (v.used) continue;
    if (animate) {
      // A captured piece fades out; it no longer counts as a piece for tests or screen readers.
      for (const a of Object.keys(v.el.dataset)) delete v.el.dataset[a];
      v.el.removeAttribute('role');
      v.el.removeAttribute('aria-label');
      v.el.setAttribute('aria-hidden', 'true');
      v.el.classList.add('fading');
      fadeOut(v.el, duration);
    } else {
      v.el.remove();
    }
  }
}

/**
 * Square highlights, keyboard focus and screen-reader labels.
 * @param {BoardContext} ctx
 */
function renderSquares(ctx) {
  const { state } = ctx;
  const sel = state.selected;
  const selPiece = sel ? state.pieces.find((p) => p.square === sel) : null;
  const lm = state.lastMove;
  const ck = state.check;
  const hint = state.hint;
  const pm = state.premove;
  const pmPiece = pm ? state.pieces.find((p) => p.square === pm.from) : null;
  const hover = state.drag?.over;
  for (const view of ctx.views) {
    const vb = view.board;
    const focus = state.focus[view.index] ?? 'e2';
    const showDests = selPiece && (!vb || vb === selPiece.board);
    // The single board marks its board-B pieces with a badge (board.css), unless switched off.
    view.el.classList.toggle('b-marker', !vb && state.boardBMarker);
    for (const [sq, s] of view.squares) {
      const piece = visiblePiece(view, state, sq);
      const selected = !!selPiece && sq === sel && (!vb || vb === selPiece.board);
      const dest = showDests && isDest(state, /** @type {string} */ (sel), sq);
      const preDest = showDests && !dest && isPremoveDest(state, /** @type {string} */ (sel), sq);
      // A premove is drawn where its piece is seen: from on its board, to on the other one (two-board
      // view; the board does not know where the piece will land, but every move changes boards).
      const pmBoard = pmPiece?.board;
      const premoved =
        !!pm &&
        ((sq === pm.from && (!vb || !pmBoard || vb === pmBoard)) ||
          (sq === pm.to && (!vb || !pmBoard || vb !== pmBoard)));
      const last =
        !!lm &&
        ((sq === lm.from && (!vb || vb === lm.fromBoard)) || (sq === lm.to && (!vb || vb === lm.toBoard)));
      const check = !!ck && sq === ck.square && (!vb || vb === ck.board);
      const hinted =
        !!hint &&
        ((sq === hint.from && (!vb || vb === hint.fromBoard)) || (sq === hint.to && (!vb || vb === hint.toBoard)));
      s.classList.toggle('selected', selected);
      s.classList.toggle('move-dest', !!dest);
      s.classList.toggle('occupied', !!piece);
      s.classList.toggle('last-move', last);
      s.classList.toggle('check', check);
      s.classList.toggle('hinted', hinted);
      s.classList.toggle('hint-from', hinted && sq === hint?.from && (!vb || vb === hint.fromBoard));
      s.classList.toggle('premove-dest', !!preDest);
      s.classList.toggle('premove', premoved);
      s.classList.toggle('drag-over', (!!dest || !!preDest || (state.edit && !!state.drag?.started)) && hover === sq);
      s.tabIndex = sq === focus ? 0 : -1;
      const more = [];
      if (selected) more.push('selected');
      if (dest) more.push(piece ? 'capture' : 'move');
      if (preDest) more.push('premove');
      if (premoved) more.push(sq === pm?.from ? 'premoveFrom' : 'premoveTo');
      if (check) more.push('check');
      if (hinted) more.push('hint');
      const label = [squareLabel(sq, piece, vb, ctx.t), ...more.map((k) => ctx.t(`game.board.square.${k}`))].join(', ');
      setAttr(s, 'aria-label', label);
      s.setAttribute('aria-selected', selected ? 'true' : 'false');
    }
  }
}

/** The screen column and row of a square, exported for the promotion picker. */
export { screenPos };
