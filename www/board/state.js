// The board's state: one plain object, changed only by the functions below (and by input.js while a
// pointer drag is in progress). The board knows no chess: the app hands it the position and the legal
// destinations, and is called back when the player makes a move.

/** A fresh board state. */
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
  };
}

/** The piece on a square (on either board), or undefined. */
export const pieceOn = (state, square) => state.pieces.find((p) => p.square === square);

/** Can the piece on `square` be moved? */
export const isMovable = (state, square) => state.dests.has(square);

/** Is from → to a legal destination? */
export const isDest = (state, from, to) => !!state.dests.get(from)?.includes(to);

/**
 * A square was clicked (or tapped, or chosen with Enter). Either moves the selected piece there —
 * returns {from, to} — or changes the selection and returns null. `canPick` is false when the
 * square's piece is not visible where the player clicked (the other board in two-board view).
 */
export function selectSquare(state, square, canPick = true) {
  const from = state.selected;
  if (from && from !== square && isDest(state, from, square)) {
    state.selected = null;
    return { from, to: square };
  }
  state.selected = from !== square && canPick && isMovable(state, square) ? square : null;
  return null;
}

/** Replace the shown position. Drops a selection that is no longer movable. */
export function setPosition(state, { pieces, dests, lastMove, check, hint }) {
  state.pieces = pieces;
  state.dests = dests ?? new Map();
  state.lastMove = lastMove ?? null;
  state.check = check ?? null;
  state.hint = hint ?? null;
  if (state.selected && !isMovable(state, state.selected)) state.selected = null;
}
