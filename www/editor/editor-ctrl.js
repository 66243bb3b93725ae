// The board editor's controller: the position being set up (pieces on boards A and B, side to move,
// castling rights, en-passant square), the side at the bottom, and the core's verdict on it — and
// the actions that change them (a piece placed or taken away with the palette's tool, a piece
// moved, the controls, a FEN typed, a link's FEN). No DOM: the view (editor.js) draws its state and
// calls its actions; every change is said to its listeners. The editor knows no rules:
// editor-fen.js writes the FEN, the core judges it.

import { START_FEN, EMPTY_FEN, emptySetup, toFen, parseFen } from './editor-fen.js';
import { problemSentence } from '../i18n/errors.js';
import { createEmitter } from '../game/emitter.js';

/** @typedef {import('../core/boundary').Core} Core */
/** @typedef {import('./editor-fen.js').Setup} Setup */
/** @typedef {'A' | 'B'} BoardName */
/** @typedef {{board: BoardName, piece: string} | 'eraser' | null} Tool  the palette's */

/** Where an en-passant square can be written (the core says which are possible). */
const EP_SQUARES = ['3', '6'].flatMap((rank) => [...'abcdefgh'].map((file) => file + rank));

/**
 * @param {Core} core
 * @param {{t: import('../i18n/i18n.js').Translate, orientation: 'w'|'b'}} env
 */
export function createEditorCtrl(core, env) {
  const { t } = env;
  /** @type {Setup} */
  let setup = parseFen(START_FEN);
  /** A FEN typed into the field that cannot be read: its reason (the editor keeps its position). */
  let typedError = '';
  /** The link's FEN when it could not be read (null when it could, or once the position changed). */
  let linkFen = /** @type {string | null} */ (null);
  /** What the view draws. */
  const state = {
    orientation: env.orientation,
    /** @type {string} the position's FEN */
    fen: toFen(setup),
    /** @type {string | null} the core's normalised FEN when the position is legal */
    legal: /** @type {string | null} */ (null),
    /** What is wrong, as a sentence in the page's language ('' when nothing is). */
    error: '',
    /** The typed FEN could not be read. */
    invalid: false,
    /** @type {string[]} the en-passant squares possible in the position */
    candidates: /** @type {string[]} */ ([]),
    /** The last change came from the FEN field (the view leaves what is typed there). */
    fromField: false,
  };
  const events = createEmitter();

  /**
   * What the core (or the editor's own reading) says is wrong, as a sentence in the page's language:
   * `White has 2 kings.` (problemSentence: the core says it as data).
   * @param {unknown} err
   */
  const reason = (err) => problemSentence(t, err);

  /** The core's normalised FEN, or null when it refuses the FEN. @param {string} fen */
  function check(fen) {
    try {
      return core.validateFen(fen);
    } catch {
      return null;
    }
  }

  /**
   * A FEN read for the editor (nothing changes): its setup, or why it cannot be read.
   * @param {string} text
   * @returns {{setup: Setup | null, why: string}}
   */
  function readFen(text) {
    let fen = text;
    let error = '';
    try {
      fen = core.validateFen(text);
    } catch (err) {
      error = reason(err);
    }
    try {
      return { setup: parseFen(fen, t), why: '' };
    } catch (err) {
      return { setup: null, why: error || reason(err) };
    }
  }

  /**
   * Load a FEN into the editor (a typed one, the link's, the start position). Returns the reason
   * when it cannot be read (the editor is then unchanged). A well-formed FEN of an illegal position
   * loads: the core's message says what is wrong.
   * @param {string} text
   */
  function loadFen(text) {
    const read = readFen(text);
    if (read.setup) setup = read.setup;
    return read.why;
  }

  /**
   * Something changed: the verdict again, then the listeners.
   * @param {boolean} [edited]  by the board or the side to move: an en-passant square no longer
   *   possible is dropped (a loaded FEN keeps its own, so that the core can say what is wrong)
   */
  function changed(edited = false, { fromField = false } = {}) {
    if (!fromField) typedError = '';
    linkFen = null;
    const base = check(toFen(setup, '-'));
    const candidates = base ? EP_SQUARES.filter((sq) => check(toFen(setup, sq))) : [];
    if (edited && setup.ep !== '-' && !candidates.includes(setup.ep)) setup.ep = '-';
    const fen = toFen(setup);
    const legal = setup.ep === '-' ? base : check(fen);
    let error = '';
    if (!legal) {
      try {
        core.validateFen(fen);
      } catch (err) {
        error = reason(err);
      }
    }
    Object.assign(state, { fen, legal, error: typedError || error, invalid: !!typedError, candidates, fromField });
    events.emit('change', null);
  }

  return {
    state: /** @type {Readonly<typeof state>} */ (state),
    /** The pieces, the side to move, the rights: read by the view, changed only here. */
    get setup() {
      return /** @type {Readonly<Setup>} */ (setup);
    },
    /** A legal position, no unread FEN in the field: it can be played, analysed, solved. */
    get ok() {
      return !!state.legal && !typedError;
    },
    /** @param {() => void} fn  called after every change */
    onChange: (fn) => events.on('change', fn),
    /** The link's FEN that could not be read, and why (in the language of now); null if none. */
    linkProblem: () => (linkFen === null ? null : readFen(linkFen).why),

    /**
     * A square clicked with the palette's tool: place the piece (on the grid clicked in the two-board
     * view), or remove it when the same piece is clicked again (not in a stroke) or with the eraser.
     * @param {string} square
     * @param {BoardName | null} grid
     * @param {boolean} stroke
     * @param {Tool} tool
     */
    place(square, grid, stroke, tool) {
      if (!tool) return;
      const here = setup.pieces.get(square);
      if (tool === 'eraser') {
        if (!here) return;
        setup.pieces.delete(square);
      } else {
        const put = { board: grid ?? tool.board, piece: tool.piece };
        if (here && here.piece === put.piece && here.board === put.board) {
          if (stroke) return;
          setup.pieces.delete(square);
        } else {
          setup.pieces.set(square, put);
        }
      }
      changed(true);
    },
    /**
     * A piece dragged to another square (or off the board: `to` null, removed).
     * @param {string} from  @param {string | null} to  @param {BoardName | null | undefined} toBoard
     */
    move(from, to, toBoard) {
      const p = setup.pieces.get(from);
      if (!p) return;
      setup.pieces.delete(from);
      if (to) setup.pieces.set(to, { board: toBoard ?? p.board, piece: p.piece });
      changed(true);
    },
    /** @param {'w'|'b'} turn */
    setTurn(turn) {
      setup.turn = turn;
      changed(true);
    },
    /** @param {'K'|'Q'|'k'|'q'} right  @param {boolean} on */
    setCastling(right, on) {
      setup.castling[right] = on;
      changed();
    },
    /** @param {string} square  ('-': none) */
    setEp(square) {
      setup.ep = square || '-';
      changed();
    },
    /** A FEN being typed: loaded when it can be read, else its reason is said (the board stays). @param {string} text */
    typeFen(text) {
      typedError = text ? loadFen(text) : t('page.editor.typeFen');
      changed(false, { fromField: true });
    },
    /** The field left: a FEN that was read is written in the editor's own form. */
    fenDone() {
      if (!typedError) changed();
    },
    /** Every piece gone (the side to move kept). */
    clear() {
      const turn = setup.turn;
      setup = parseFen(EMPTY_FEN);
      setup.turn = turn;
      changed();
    },
    /** The start position. */
    start() {
      setup = parseFen(START_FEN);
      changed();
    },
    flip() {
      state.orientation = state.orientation === 'w' ? 'b' : 'w';
      changed();
    },
    /** Nothing changed but the view needs the state again (another view of the boards). */
    redraw: () => changed(),
    /**
     * Open on a link's FEN: the position when it can be read, else an empty board and the reason
     * (linkProblem).
     * @param {string} fen
     */
    openLink(fen) {
      const why = loadFen(fen);
      if (why) setup = emptySetup();
      changed();
      linkFen = why ? fen : null;
    },
    /** Worded again in another language: a FEN that could not be read says why again. @param {string} typed */
    reword(typed) {
      const link = linkFen;
      if (typedError) {
        typedError = typed ? loadFen(typed) : t('page.editor.typeFen');
        changed(false, { fromField: true });
      } else {
        changed();
      }
      linkFen = link;
    },
  };
}

/** @typedef {ReturnType<typeof createEditorCtrl>} EditorCtrl */
