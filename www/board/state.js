// The board's state: one plain object, changed only by the functions below (and by input.js while a
// pointer drag is in progress). The board knows no chess: the app hands it the position and the legal
// destinations, and is called back when the player makes a move.

/** @typedef {import('./squares.js').Color} Color */
/** @typedef {import('./squares.js').BoardName} BoardName */
/** @typedef {import('./render.js').View} View */

/**
 * A piece to draw: `{square: 'e4', board: 'A', piece: 'wP'}` (colour letter and role letter).
 * @typedef {{square: string, board: BoardName, piece: string}} Piece
 */

/**
 * A move to highlight (the last one, or a suggestion).
 * @typedef {{from: string, to: string, fromBoard: BoardName, toBoard: BoardName}} Highlight
 */

/**
 * A pointer drag in progress (owned by input.js).
 * @typedef {object} Drag
 * @property {number} pointerId
 * @property {string} from  the square it started on
 * @property {View} view  the view it started in
 * @property {HTMLElement | undefined} el  the piece element being dragged
 * @property {number} x0  client x where the pointer went down
 * @property {number} y0  client y where the pointer went down
 * @property {boolean} started  moved far enough to count as a drag (then `el` is set)
 * @property {boolean} wasSelected  the piece was already selected when pressed
 * @property {string | null} over  the square under the pointer
 */

/** @typedef {import('./shapes.js').Shape} Shape */
/** @typedef {import('./shapes.js').Drawing} Drawing */

/**
 * A premove: the waiting side's move, set on the board, that the app plays when its turn comes.
 * @typedef {{from: string, to: string}} Premove
 */

/**
 * The board's state (see createState for what each field means).
 * @typedef {object} BoardState
 * @property {Color} orientation
 * @property {'single' | 'double'} layout
 * @property {Piece[]} pieces
 * @property {Map<string, string[]>} dests
 * @property {string | null} selected
 * @property {Highlight | null} lastMove
 * @property {{square: string, board: BoardName} | null} check
 * @property {Highlight | null} hint
 * @property {Map<string, string[]>} premoveDests
 * @property {Premove | null} premove
 * @property {Color | null} turnColor
 * @property {Shape[]} shapes
 * @property {Shape[]} autoShapes
 * @property {Drawing | null} drawing
 * @property {boolean} boardBMarker
 * @property {boolean} coordinates
 * @property {{enabled: boolean, duration: number}} animation
 * @property {string[]} focus
 * @property {Drag | null} drag
 * @property {boolean} promoting
 * @property {boolean} edit
 */

/**
 * What setPosition() takes: the pieces, and optionally the legal destinations and highlights.
 * @typedef {object} Position
 * @property {Piece[]} pieces
 * @property {Map<string, string[]> | null} [dests]
 * @property {Highlight | null} [lastMove]
 * @property {{square: string, board: BoardName} | null} [check]
 * @property {Highlight | null} [hint]
 * @property {Map<string, string[]> | null} [premoveDests]
 * @property {Premove | null} [premove]
 * @property {Color | null} [turnColor]  the side that may move now: its pieces without a legal
 *   move can still be picked up, so that a refused try reaches the app (onRefused) to be explained
 */

/**
 * A fresh board state.
 * @returns {BoardState}
 */
export function createState() {
  return {
    /** Colour drawn at the bottom: 'w' or 'b'. */
    orientation: 'w',
    /** 'single': both worlds drawn on one board; 'double': board A and board B side by side. */
    layout: 'single',
    /** Pieces to show: [{square:'e4', board:'A'|'B', piece:'wP'}]. A square holds at most one piece. */
    pieces: [],
    /** Legal moves of the side to move: from-square → array of to-squares. Empty = nothing movable. */
    dests: new Map(),
    /** Selected from-square (its destinations are shown), or null. */
    selected: null,
    /** Last move to highlight: {from, to, fromBoard, toBoard}, or null. */
    lastMove: null,
    /** King in check: {square, board}, or null. */
    check: null,
    /** A suggested move to highlight: {from, to, fromBoard, toBoard}, or null. */
    hint: null,
    /** Where the waiting side's pieces may be premoved: from-square → to-squares (used only for
     *  pieces that have no entry in `dests`). */
    premoveDests: new Map(),
    /** The premove set on the board (drawn on its squares), or null. */
    premove: null,
    /** The side that may move now (its pieces may be picked even without a legal move), or null. */
    turnColor: null,
    /** The player's drawn arrows and circles (cleared by a left click). */
    shapes: [],
    /** The app's own shapes (setShapes): not cleared by clicks. */
    autoShapes: [],
    /** A shape being drawn with the right button or a long press (owned by draw.js), or null. */
    drawing: null,
    /** In the single-board view, mark every board-B piece with a badge (a cue that is not colour). */
    boardBMarker: true,
    /** Draw file and rank labels. */
    coordinates: true,
    /** Piece animation; switched off for users who prefer reduced motion. */
    animation: { enabled: true, duration: 220 },
    /** Square holding the keyboard focus ("roving tabindex"), per board view. */
    focus: ['e2', 'e2'],
    /** Pointer drag in progress (owned by input.js), or null. */
    drag: null,
    /** Promotion picker open: the board ignores other input meanwhile. */
    promoting: false,
    /** Edit mode (a board editor): no moves; clicks and drags go to onSquareClick / onPieceDrop. */
    edit: false,
  };
}

/**
 * The piece on a square (on either board), or undefined.
 * @param {BoardState} state
 * @param {string} square
 */
export const pieceOn = (state, square) => state.pieces.find((p) => p.square === square);

/**
 * Can the piece on `square` be moved now?
 * @param {BoardState} state
 * @param {string} square
 */
export const isMovable = (state, square) => state.dests.has(square);

/**
 * Can the piece on `square` be premoved (it has no legal move now, but premove destinations)?
 * @param {BoardState} state
 * @param {string} square
 */
export const isPremovable = (state, square) => !state.dests.has(square) && state.premoveDests.has(square);

/**
 * Can the piece on `square` be picked up (to move or to premove)?
 * @param {BoardState} state
 * @param {string} square
 */
export const canPick = (state, square) =>
  isMovable(state, square) || isPremovable(state, square) || (!!state.turnColor && colorAt(state, square) === state.turnColor);

/**
 * The colour of the piece on `square` ('w'|'b'), or null.
 * @param {BoardState} state
 * @param {string} square
 */
export const colorAt = (state, square) => /** @type {Color|null} */ (state.pieces.find((p) => p.square === square)?.piece[0] ?? null);

/**
 * Is from → to a try the app should hear about although it is not a legal move: a piece of the
 * side to move dropped anywhere else, or clicked onto an empty square or an opponent's piece (a
 * click on another own piece picks that one)?
 * @param {BoardState} state
 * @param {string} from
 * @param {string} to
 * @param {boolean} [drop]  dragged and dropped there
 */
export const isRefusal = (state, from, to, drop = false) =>
  from !== to &&
  !!state.turnColor &&
  colorAt(state, from) === state.turnColor &&
  (drop || colorAt(state, to) !== state.turnColor) &&
  !isDest(state, from, to) &&
  !isPremoveDest(state, from, to);

/**
 * Is from → to a legal destination?
 * @param {BoardState} state
 * @param {string} from
 * @param {string} to
 */
export const isDest = (state, from, to) => !!state.dests.get(from)?.includes(to);

/**
 * Is from → to a premove destination (for a piece with no legal move now)?
 * @param {BoardState} state
 * @param {string} from
 * @param {string} to
 */
export const isPremoveDest = (state, from, to) =>
  isPremovable(state, from) && !!state.premoveDests.get(from)?.includes(to);

/**
 * A square was clicked (or tapped, or chosen with Enter). Either moves (or premoves) the selected
 * piece there — returns {from, to, premove} — or changes the selection and returns null. `visible`
 * is false when the square's piece is not visible where the player clicked (the other board in
 * two-board view).
 * @param {BoardState} state
 * @param {string} square
 * @param {boolean} [visible]
 * @returns {{from: string, to: string, premove: boolean} | null}
 */
export function selectSquare(state, square, visible = true) {
  const from = state.selected;
  if (from && from !== square && (isDest(state, from, square) || isPremoveDest(state, from, square))) {
    state.selected = null;
    return { from, to: square, premove: !isDest(state, from, square) };
  }
  state.selected = from !== square && visible && canPick(state, square) ? square : null;
  return null;
}

/**
 * Replace the shown position. Drops a selection that is no longer movable.
 * @param {BoardState} state
 * @param {Position} position
 */
export function setPosition(state, { pieces, dests, lastMove, check, hint, premoveDests, premove, turnColor }) {
  state.turnColor = turnColor ?? null;
  state.pieces = pieces;
  state.dests = dests ?? new Map();
  state.lastMove = lastMove ?? null;
  state.check = check ?? null;
  state.hint = hint ?? null;
  state.premoveDests = premoveDests ?? new Map();
  state.premove = premove ?? null;
  if (state.selected && !canPick(state, state.selected)) state.selected = null;
}
