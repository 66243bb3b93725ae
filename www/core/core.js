// The rules core as JavaScript sees it: a thin, type-checked layer over the wasm-bindgen package
// (the Rust core, src/wasm.rs). Every rule question of the front end comes through here; nothing
// here knows a rule. It takes the package's bindings as an argument, so the same code runs in the
// browser (core/wasm.js loads the package) and in Node tests (tests/js/).
//
// A value of the wrong type never reaches the wasm: it is refused with a TypeError that names the
// argument, and the game is left as it was (a wasm trap would end the page's engine for good).

import { englishT } from '../i18n/i18n.js';
import { problemText } from '../i18n/errors.js';
import { guarded, requireColor, requireString, requirePly, requirePgnOptions, requirePgnText } from './checks.js';
import { TreeHandle } from './core-tree.js';

export { requireString, requireColor, requirePly, describeType } from './checks.js';

/** @typedef {import('./boundary').Snapshot} Snapshot */
/** @typedef {import('./boundary').HistoryEntry} HistoryEntry */
/** @typedef {import('./boundary').Outcome} Outcome */
/** @typedef {import('./boundary').PgnOptions} PgnOptions */
/** @typedef {import('./boundary').PromotionRole} PromotionRole */
/** @typedef {import('./boundary').Core} Core */
/** @typedef {import('./boundary').CoreGame} CoreGame */
/** @typedef {import('./boundary').Refusal} Refusal */
/** @typedef {import('./boundary').RefusalError} RefusalError */
/** @typedef {import('./boundary').CoreTree} CoreTree */
/** @typedef {import('./boundary').TreeItem} TreeItem */
/** @typedef {import('./boundary').TreePgnOptions} TreePgnOptions */
/** @typedef {import('./boundary').PgnGameInfo} PgnGameInfo */

/**
 * One game of the core (a wasm `Game`), with checked arguments.
 * @implements {CoreGame}
 */
class GameHandle {
  /** @type {any} */
  #g;

  /**
   * @param {any} wasmGame a wasm-bindgen `Game`
   */
  constructor(wasmGame) {
    this.#g = wasmGame;
  }

  fen() {
    return this.#g.fen();
  }

  startFen() {
    return this.#g.startFen();
  }

  /** @returns {'w'|'b'} */
  turn() {
    return this.#g.turn();
  }

  ply() {
    return this.#g.ply();
  }

  canUndo() {
    return this.#g.canUndo();
  }

  canRedo() {
    return this.#g.canRedo();
  }

  /**
   * Everything a view draws for the position after `ply` half-moves (the current one when omitted).
   * @param {number} [ply]
   * @returns {Snapshot}
   */
  snapshot(ply) {
    if (ply !== undefined && ply !== null) requirePly(ply, 'the ply');
    return guarded(() => this.#g.snapshot(ply ?? undefined));
  }

  /** @returns {HistoryEntry[]} the moves played (kept by the core as they are played) */
  history() {
    return this.#g.history();
  }

  /**
   * Plays a move in any notation the core reads. Throws an Error (a RefusalError: its `refusal`
   * says why, for refusalText() in the player's language, and its `problem` what the text was and
   * why, for problemText()); the game is then unchanged.
   * @param {string} move
   * @returns {HistoryEntry}
   */
  play(move) {
    requireString(move, 'a move');
    // The message in English: `illegal move 'Qd4': d4 is taken on board B`.
    return guarded(() => this.#g.play(move));
  }

  /**
   * Why the move `from` → `to` cannot be played (a refusal: `{label: 'Qd4', code: 'taken', args:
   * ['d4', 'B']}`, for refusalText()), or null when it can (any promotion piece will do when
   * `promotion` is omitted; a king dropped on its own rook castles).
   * @param {string} from a square, `e2`
   * @param {string} to a square, `e4`
   * @param {PromotionRole} [promotion]
   * @returns {Refusal | null}
   */
  explain(from, to, promotion) {
    requireString(from, 'the from-square');
    requireString(to, 'the to-square');
    if (promotion !== undefined && promotion !== null) requireString(promotion, 'the promotion piece');
    return guarded(() => this.#g.explain(from, to, promotion ?? undefined)) ?? null;
  }

  /**
   * For the side not to move: where each of its pieces could be premoved, by from-square
   * (patterns ignoring every piece, castling squares and rook corners while it has the right).
   * @returns {Record<string, string[]>}
   */
  premoveDests() {
    return this.#g.premoveDests();
  }

  undo() {
    return this.#g.undo();
  }

  redo() {
    return this.#g.redo();
  }

  /**
   * @param {'w'|'b'} color
   */
  resign(color) {
    const c = requireColor(color, 'the resigning colour');
    guarded(() => this.#g.resign(c));
  }

  agreeDraw() {
    guarded(() => this.#g.agreeDraw());
  }

  /** The players abandon the game before it really began: result `*`, reason `aborted`. */
  abort() {
    guarded(() => this.#g.abort());
  }

  /**
   * The host (a game server) ends the game: `result` ('1-0', '0-1', '1/2-1/2', '*') for `reason`
   * in its words; the usual reasons (resignation, time, agreement, abort) are recorded as those
   * endings, any other as end {kind: 'host', result, reason}. Throws a TypeError for a non-string,
   * an Error for a bad result or reason or a game already over (the game unchanged).
   * @param {string} result
   * @param {string} reason
   */
  endBy(result, reason) {
    requireString(result, 'endBy(): the result');
    requireString(reason, 'endBy(): the reason');
    guarded(() => this.#g.endBy(result, reason));
  }

  /**
   * @param {'w'|'b'} color the side whose time ran out
   */
  flag(color) {
    const c = requireColor(color, 'the colour whose time ran out');
    guarded(() => this.#g.flag(c));
  }

  /**
   * The game as PGN text.
   * @param {PgnOptions} [options]
   */
  pgn(options) {
    requirePgnOptions(options);
    return guarded(() => this.#g.pgn(options ?? undefined));
  }

  /** Releases the wasm memory; the handle must not be used afterwards. */
  free() {
    this.#g.free();
  }
}

/**
 * The core API over a loaded wasm-bindgen package.
 * @param {any} bindings the package's exports (after its `init()` resolved)
 * @returns {Core}
 */
export function createCore(bindings) {
  const { Game, GameTree } = bindings;
  /** @param {any} wasmGame */
  const wrapGame = (wasmGame) => new GameHandle(wasmGame);
  /** @type {Core} */
  const core = {
    newGame(fen) {
      if (fen !== undefined && fen !== null) requireString(fen, 'the FEN');
      const text = (fen ?? '').trim();
      return new GameHandle(guarded(() => (text ? new Game(text) : new Game())));
    },
    gameFromPgn(text, index) {
      requirePgnText(text);
      if (index !== undefined && index !== null) requirePly(index, 'the game index');
      return new GameHandle(guarded(() => Game.fromPgn(text, index ?? undefined)));
    },
    newTree(fen) {
      if (fen !== undefined && fen !== null) requireString(fen, 'the FEN');
      const text = (fen ?? '').trim();
      return new TreeHandle(guarded(() => (text ? new GameTree(text) : new GameTree())), wrapGame);
    },
    treeFromPgn(text, index) {
      requirePgnText(text);
      if (index !== undefined && index !== null) requirePly(index, 'the game index');
      return new TreeHandle(guarded(() => GameTree.fromPgn(text, index ?? undefined)), wrapGame);
    },
    pgnTags(text, index) {
      requirePgnText(text);
      if (index !== undefined && index !== null) requirePly(index, 'the game index');
      return guarded(() => Game.pgnTags(text, index ?? undefined));
    },
    pgnNote(text, index) {
      requirePgnText(text);
      if (index !== undefined && index !== null) requirePly(index, 'the game index');
      return guarded(() => Game.pgnNote(text, index ?? undefined));
    },
    pgnGames(text) {
      requirePgnText(text);
      // A broken game's error comes as a problem: `problem`, and `error` in English.
      return guarded(() => bindings.pgnGames(text)).map((/** @type {any} */ g) => ({
        ...g,
        error: g.error ? problemText(englishT, { problem: g.error }) : null,
        problem: g.error ?? null,
      }));
    },
    splitMoves(text) {
      requireString(text, 'the move list');
      return guarded(() => bindings.splitMoves(text));
    },
    validateFen(fen) {
      requireString(fen, 'the FEN');
      return guarded(() => bindings.validateFen(fen));
    },
    version: () => bindings.version(),
  };
  return Object.freeze(core);
}
