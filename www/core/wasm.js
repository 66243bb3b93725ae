// The only module that touches the wasm package. Every rule question goes through here to the
// Rust core; see notes/wasm_api.md for the contract. Results are handed on as plain JS data.

import init, { Game, validateFen, version } from '../../pkg/alice_chess.js';

/** Deep-copy a value from the wasm boundary into plain objects (a Map becomes an object). */
function plain(v) {
  if (v instanceof Map) {
    const o = {};
    for (const [k, x] of v) o[k] = plain(x);
    return o;
  }
  if (Array.isArray(v)) return v.map(plain);
  if (v && typeof v === 'object') {
    const o = {};
    for (const k of Object.keys(v)) o[k] = plain(v[k]);
    return o;
  }
  return v === undefined ? null : v;
}

/** One game, as the app uses it: the wasm Game's methods, with plain-data results. */
class GameHandle {
  #g;

  /** A game from `fen` (the start position when empty), or wrapping a wasm `Game` already made. */
  constructor(fen, game = null) {
    this.#g = game ?? (fen ? new Game(fen) : new Game());
  }

  fen() { return this.#g.fen(); }
  startFen() { return this.#g.startFen(); }
  turn() { return this.#g.turn(); }
  ply() { return this.#g.ply(); }
  canUndo() { return this.#g.canUndo(); }
  canRedo() { return this.#g.canRedo(); }
  pieces() { return plain(this.#g.pieces()); }
  legalMoves() { return plain(this.#g.legalMoves()); }
  /** Play a move in any notation; throws Error with the core's message, game unchanged. */
  play(move) { return plain(this.#g.play(move)); }
  undo() { return this.#g.undo(); }
  redo() { return this.#g.redo(); }
  history() { return plain(this.#g.history()); }
  status() { return plain(this.#g.status()); }
  positionAt(ply) { return plain(this.#g.positionAt(ply)); }
  resign(color) { this.#g.resign(color); }
  agreeDraw() { this.#g.agreeDraw(); }
  flag(color) { this.#g.flag(color); }
  /** The game as PGN text; options: {notation: 'alice'|'san', tags: {Name: value} | [[name, value]]}. */
  pgn(options) { return this.#g.pgn(options); }
  free() { this.#g.free(); }
}

let ready = null;

/**
 * Load the wasm module once. Resolves to the engine API used by the app:
 * {newGame(fen?), gameFromPgn(text), pgnTags(text), validateFen(fen), version()}.
 */
export function loadEngine() {
  ready ??= init().then(() => ({
    /** A new game from a FEN (start position when omitted). Throws Error with the core's message. */
    newGame: (fen) => new GameHandle(fen),
    /** The first game of a PGN text. Throws Error naming the line, move and token that failed. */
    gameFromPgn: (text) => new GameHandle(null, Game.fromPgn(text)),
    /** The tags of the first game of a PGN text: [[name, value], …]. Throws like gameFromPgn. */
    pgnTags: (text) => plain(Game.pgnTags(text)),
    validateFen: (fen) => validateFen(fen),
    version: () => version(),
  }));
  return ready;
}
