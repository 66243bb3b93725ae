// One move tree of the core (a wasm `GameTree`), with checked arguments: see core.js.

import { describeType, guarded, requirePly, requireString, requirePgnOptions } from './checks.js';

/** @typedef {import('./boundary').CoreGame} CoreGame */
/** @typedef {import('./boundary').CoreTree} CoreTree */
/** @typedef {import('./boundary').TreeItem} TreeItem */
/** @typedef {import('./boundary').TreePgnOptions} TreePgnOptions */

/**
 * One move tree of the core (a wasm `GameTree`: a game with its variations, comments and NAGs),
 * with checked arguments. Nodes are named by ids, whole numbers; the root (the start position) is 0.
 * @implements {CoreTree}
 */
export class TreeHandle {
  /** @type {any} */
  #t;

  /** @type {(wasmGame: any) => CoreGame} */
  #wrapGame;

  /**
   * @param {any} wasmTree a wasm-bindgen `GameTree`
   * @param {(wasmGame: any) => CoreGame} wrapGame  a wasm `Game` as core.js hands it out
   */
  constructor(wasmTree, wrapGame) {
    this.#t = wasmTree;
    this.#wrapGame = wrapGame;
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
    return this.#wrapGame(guarded(() => this.#t.game(node)));
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

