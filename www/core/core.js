// The rules core as JavaScript sees it: a thin, type-checked layer over the wasm-bindgen package
// (the Rust core, src/wasm.rs). Every rule question of the front end comes through here; nothing
// here knows a rule. It takes the package's bindings as an argument, so the same code runs in the
// browser (core/wasm.js loads the package) and in Node tests (tests/js/).
//
// A value of the wrong type never reaches the wasm: it is refused with a TypeError that names the
// argument, and the game is left as it was (a wasm trap would end the page's engine for good).

import { englishT } from '../i18n/i18n.js';
import { problemOf, problemText } from '../i18n/errors.js';

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
 * Checks that `value` is a string; otherwise throws a TypeError naming `what`.
 * @param {unknown} value
 * @param {string} what
 * @returns {string}
 */
export function requireString(value, what) {
  if (typeof value !== 'string') {
    throw new TypeError(`${what} must be a string, not ${describeType(value)}`);
  }
  return value;
}

/**
 * Checks a colour: 'w' | 'b' (also 'white' | 'black').
 * @param {unknown} value
 * @param {string} what
 * @returns {'w'|'b'}
 */
export function requireColor(value, what) {
  if (value === 'w' || value === 'white') return 'w';
  if (value === 'b' || value === 'black') return 'b';
  throw new TypeError(`${what} must be "w" or "b" ("white" or "black"), not ${describeType(value)}`);
}

/**
 * Checks a whole number of at least 0.
 * @param {unknown} value
 * @param {string} what
 * @returns {number}
 */
export function requirePly(value, what) {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new TypeError(`${what} must be a whole number of at least 0, not ${describeType(value)}`);
  }
  return value;
}

/**
 * A short description of a value for an error message: `the number 42`, `an object`, `undefined`.
 * @param {unknown} value
 */
export function describeType(value) {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return `the text "${value.length > 20 ? `${value.slice(0, 20)}…` : value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return `the ${typeof value} ${String(value)}`;
  if (Array.isArray(value)) return 'an array';
  return `a${typeof value === 'object' ? 'n object' : ` ${typeof value}`}`;
}

/**
 * The error the core threw, as an Error (wasm-bindgen's JsError already is one). What the rules
 * refuse comes as data (its `problem`, with the code alone as the message: the wasm has no English
 * for it); the message, for hosts and logs, gets the English sentence (errors.js words it in the
 * player's language from the problem).
 * @param {unknown} err
 * @returns {Error}
 */
function asError(err) {
  const error = err instanceof Error ? err : new Error(String(err));
  if (problemOf(error)) error.message = problemText(englishT, error);
  return error;
}

/**
 * Runs a core call and turns whatever it throws into an Error.
 * @template T
 * @param {() => T} call
 * @returns {T}
 */
function guarded(call) {
  try {
    return call();
  } catch (err) {
    throw asError(err);
  }
}

/**
 * Checks PGN options: an object, or nothing.
 * @param {unknown} options
 */
function requirePgnOptions(options) {
  if (options !== undefined && options !== null && (typeof options !== 'object' || Array.isArray(options))) {
    throw new TypeError(`PGN options must be an object {notation, tags, annotations}, not ${describeType(options)}`);
  }
}

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
 * One move tree of the core (a wasm `GameTree`: a game with its variations, comments and NAGs),
 * with checked arguments. Nodes are named by ids, whole numbers; the root (the start position) is 0.
 * @implements {CoreTree}
 */
class TreeHandle {
  /** @type {any} */
  #t;

  /**
   * @param {any} wasmTree a wasm-bindgen `GameTree`
   */
  constructor(wasmTree) {
    this.#t = wasmTree;
  }

  /** @returns {number} how many nodes the tree holds, the root included */
  size() {
    return this.#t.size();
  }

  /** @returns {Array<[string, string]>} the tags of a tree read from PGN */
  tags() {
    return this.#t.tags();
  }

  /**
   * Plays a move in any notation at node `node`; returns the id of its node (the existing child with
   * that move, else a new one: the line's continuation at its end, a variation elsewhere). Throws a
   * RefusalError (tree unchanged) when it cannot be played there.
   * @param {number} node
   * @param {string} move
   * @returns {number}
   */
  play(node, move) {
    requirePly(node, 'the node id');
    requireString(move, 'a move');
    return guarded(() => this.#t.play(node, move));
  }

  /** @returns {TreeItem[]} the whole tree as the tokens of a move list written inline, in PGN order */
  list() {
    return this.#t.list();
  }

  /**
   * The game from the start to node `node` (a new game: playing on it leaves the tree as it is).
   * @param {number} node
   * @returns {CoreGame}
   */
  game(node) {
    requirePly(node, 'the node id');
    return new GameHandle(guarded(() => this.#t.game(node)));
  }

  /**
   * @param {number} node
   * @returns {string} the FEN at node `node`
   */
  fen(node) {
    requirePly(node, 'the node id');
    return guarded(() => this.#t.fen(node));
  }

  /**
   * @param {number} node
   * @returns {number | null} the node before (null for the root)
   */
  parent(node) {
    requirePly(node, 'the node id');
    return guarded(() => this.#t.parent(node));
  }

  /**
   * @param {number} node
   * @returns {number[]} the moves played from `node`, main continuation first
   */
  children(node) {
    requirePly(node, 'the node id');
    return guarded(() => this.#t.children(node));
  }

  /** @returns {number[]} the main line's moves, first move first (the root not included) */
  mainLine() {
    return this.#t.mainLine();
  }

  /**
   * @param {number} node
   * @returns {number} the last node of the line through `node`
   */
  lineEnd(node) {
    requirePly(node, 'the node id');
    return guarded(() => this.#t.lineEnd(node));
  }

  /**
   * @param {number} node
   * @returns {boolean}
   */
  isMainLine(node) {
    requirePly(node, 'the node id');
    return guarded(() => this.#t.isMainLine(node));
  }

  /**
   * @param {number} node
   * @returns {number[]} the place of each node from the first move to `node` among its siblings
   */
  path(node) {
    requirePly(node, 'the node id');
    return guarded(() => this.#t.path(node));
  }

  /**
   * @param {number[]} path
   * @returns {number | null} the node that path leads to, if any
   */
  nodeAt(path) {
    if (!Array.isArray(path)) throw new TypeError(`the path must be an array of whole numbers, not ${describeType(path)}`);
    path.forEach((place) => requirePly(place, 'each place of the path'));
    return guarded(() => this.#t.nodeAt(path));
  }

  /**
   * The variation holding `node` moves one place up (throws for the main line).
   * @param {number} node
   */
  promote(node) {
    requirePly(node, 'the node id');
    guarded(() => this.#t.promote(node));
  }

  /**
   * The path to `node` becomes the main line.
   * @param {number} node
   */
  promoteToMain(node) {
    requirePly(node, 'the node id');
    guarded(() => this.#t.promoteToMain(node));
  }

  /**
   * Deletes `node` and everything after it (throws for the root).
   * @param {number} node
   * @returns {number} its parent's id
   */
  delete(node) {
    requirePly(node, 'the node id');
    return guarded(() => this.#t.delete(node));
  }

  /**
   * The comment after the move of `node` (the root's: before the first move); '' clears it.
   * @param {number} node
   * @param {string} text
   */
  setComment(node, text) {
    requirePly(node, 'the node id');
    requireString(text, 'the comment');
    guarded(() => this.#t.setComment(node, text));
  }

  /**
   * The NAGs of the move of `node` (1 !, 2 ?, 3 !!, 4 ??, 5 !?, 6 ?!, …); [] clears them.
   * @param {number} node
   * @param {number[]} nags
   */
  setNags(node, nags) {
    requirePly(node, 'the node id');
    if (!Array.isArray(nags)) throw new TypeError(`the NAGs must be an array of whole numbers, not ${describeType(nags)}`);
    nags.forEach((nag) => requirePly(nag, 'each NAG'));
    guarded(() => this.#t.setNags(node, nags));
  }

  /**
   * The tree as PGN, with its variations, comments and NAGs.
   * @param {TreePgnOptions} [options]
   */
  pgn(options) {
    requirePgnOptions(options);
    return guarded(() => this.#t.pgn(options ?? undefined));
  }

  /** Releases the wasm memory; the handle must not be used afterwards. */
  free() {
    this.#t.free();
  }
}

/**
 * The core API over a loaded wasm-bindgen package.
 * @param {any} bindings the package's exports (after its `init()` resolved)
 * @returns {Core}
 */
export function createCore(bindings) {
  const { Game, GameTree } = bindings;
  /** @type {Core} */
  const core = {
    newGame(fen) {
      if (fen !== undefined && fen !== null) requireString(fen, 'the FEN');
      const text = (fen ?? '').trim();
      return new GameHandle(guarded(() => (text ? new Game(text) : new Game())));
    },
    gameFromPgn(text, index) {
      requireString(text, 'the PGN text');
      if (index !== undefined && index !== null) requirePly(index, 'the game index');
      return new GameHandle(guarded(() => Game.fromPgn(text, index ?? undefined)));
    },
    newTree(fen) {
      if (fen !== undefined && fen !== null) requireString(fen, 'the FEN');
      const text = (fen ?? '').trim();
      return new TreeHandle(guarded(() => (text ? new GameTree(text) : new GameTree())));
    },
    treeFromPgn(text, index) {
      requireString(text, 'the PGN text');
      if (index !== undefined && index !== null) requirePly(index, 'the game index');
      return new TreeHandle(guarded(() => GameTree.fromPgn(text, index ?? undefined)));
    },
    pgnTags(text, index) {
      requireString(text, 'the PGN text');
      if (index !== undefined && index !== null) requirePly(index, 'the game index');
      return guarded(() => Game.pgnTags(text, index ?? undefined));
    },
    pgnGames(text) {
      requireString(text, 'the PGN text');
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
