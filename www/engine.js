// The only module that touches the wasm package. Every rule question goes through here to the
// Rust core; see notes/wasm_api.md for the contract.

import init, { Game, validateFen, version } from '../pkg/alice_chess.js';

let ready = null;

/**
 * Load the wasm module once. Resolves to the engine API used by the app:
 * {newGame(fen?), validateFen(fen), version()}.
 */
export function loadEngine() {
  ready ??= init().then(() => ({
    /** A new game from a FEN (start position when omitted). Throws Error with the core's message. */
    newGame: (fen) => (fen ? new Game(fen) : new Game()),
    validateFen: (fen) => validateFen(fen),
    version: () => version(),
  }));
  return ready;
}
