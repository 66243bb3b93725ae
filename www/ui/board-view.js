// Connects a board (board/board.js, which knows no chess) to a game controller: every snapshot is
// drawn on the board, a move made on the board goes to the controller, and a pending promotion
// opens the board's piece picker. Shared by the page and the <alice-chess> widget.

/** @typedef {import('../game/types').GameSnapshot} GameSnapshot */
/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('../core/boundary').MoveView} MoveView */

/** @param {MoveView} m */
const marks = (m) => ({ from: m.from, to: m.to, fromBoard: m.fromBoard, toBoard: m.toBoard });

/**
 * The board's picture of a snapshot: pieces, the squares the player may move to, the last move and
 * the king in check.
 * @param {GameSnapshot} s
 * @param {{from: string, to: string, fromBoard: import('../core/boundary').BoardName, toBoard: import('../core/boundary').BoardName}|null} [hint] a move to highlight
 */
export function boardPosition(s, hint = null) {
  return {
    pieces: s.pieces,
    dests: s.dests,
    lastMove: s.lastMove ? marks(s.lastMove) : null,
    check: s.check,
    hint,
    // While the player may move, a try with any of their pieces reaches onRefused to be explained.
    turnColor: s.dests.size > 0 ? s.turn : null,
    premoveDests: s.premoveDests,
    premove: s.premove ? { from: s.premove.from, to: s.premove.to } : null,
  };
}

/**
 * Draw the controller's snapshots on `board` and send its moves back.
 * @param {ReturnType<typeof import('../board/board.js').createBoard>} board
 * @param {GameController} controller
 * @param {{hint?: (s: GameSnapshot) => ({from: string, to: string, fromBoard: import('../core/boundary').BoardName, toBoard: import('../core/boundary').BoardName}|null),
 *          onRender?: (s: GameSnapshot) => void}} [options]
 * @returns {{render: (s?: GameSnapshot) => void, onBoardMove: (from: string, to: string) => void,
 *            onBoardPremove: (from: string, to: string) => void, onPremoveCancel: () => void,
 *            explain: (from: string, to: string) => string|null}}
 */
export function bindBoard(board, controller, options = {}) {
  /** @type {object|null} the promotion the picker is open for */
  let picking = null;
  let gameId = -1;
  let shapesFor = { gameId: -1, ply: -1 };

  /** @param {GameSnapshot} [s] */
  function render(s = controller.snapshot) {
    if (s.gameId !== gameId) {
      gameId = s.gameId;
      board.cancel(); // a new game: no selection or open picker is about it
    }
    if (s.gameId !== shapesFor.gameId || s.gamePly !== shapesFor.ply) {
      if (shapesFor.ply >= 0) board.clearUserShapes({ silent: true }); // drawn arrows and circles were about the last position
      shapesFor = { gameId: s.gameId, ply: s.gamePly };
    }
    board.setPosition(boardPosition(s, options.hint?.(s) ?? null));
    if (s.promotion && s.promotion !== picking) {
      const p = s.promotion;
      picking = p;
      board.promote({ square: p.to, board: p.toBoard, color: p.color, choices: p.choices }).then((choice) => {
        if (picking !== p) return; // superseded (the game moved on meanwhile)
        picking = null;
        if (controller.snapshot.promotion === p) controller.promote(choice);
      });
    } else if (!s.promotion && picking) {
      picking = null;
      board.cancel();
    }
    options.onRender?.(s);
  }

  controller.on('change', render);
  return {
    render,
    /**
     * @param {string} from
     * @param {string} to
     */
    onBoardMove(from, to) {
      controller.move(from, to);
    },
    /**
     * A premove set on the board (the board's onPremove).
     * @param {string} from
     * @param {string} to
     */
    onBoardPremove(from, to) {
      if (!controller.setPremove(from, to)) board.redraw();
    },
    /** The premove let go on the board (its onPremoveCancel). */
    onPremoveCancel() {
      controller.cancelPremove();
    },
    /**
     * Why a try on the board (onRefused) is not a move, or null.
     * @param {string} from
     * @param {string} to
     */
    explain(from, to) {
      try {
        return controller.explain(from, to);
      } catch (err) {
        return err instanceof Error ? err.message : String(err);
      }
    },
  };
}
