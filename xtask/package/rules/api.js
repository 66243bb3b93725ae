// `alice-chess/rules`: the rules core (Rust, compiled to wasm) for a site's server or its pages.
// node.js and browser.js load the wasm and hand it to `bind`; this file is the API both export.
// Every argument is checked before it reaches the wasm (a TypeError names a wrong one), and a move
// or position the rules refuse throws an Error with the core's reason. Types: types/rules.d.ts.

import { createCore } from '../www/core/core.js';
import { englishT } from '../www/i18n/i18n.js';
import { refusalText } from '../www/i18n/refusal.js';
import { asError, guarded } from '../www/core/checks.js';

/** @type {import('../types/boundary').Core | null} */
let core = null;
/** @type {any} the wasm package's exports (its LiveGame is used as it is: no core.js handle) */
let wasm = null;

/** @param {object} bindings  the wasm package's exports, initialised */
export function bind(bindings) {
  core = createCore(bindings);
  wasm = bindings;
}

function need() {
  if (!core) throw new Error('alice-chess/rules: the rules core is not loaded yet');
  return core;
}

/** @type {import('../types/boundary').CoreGame | null} a core game fromPgn hands to the constructor */
let adopting = null;

/**
 * A side as the core takes it: 'white' / 'black' become 'w' / 'b' (anything else goes on as it is,
 * for the core to refuse).
 * @param {unknown} c
 * @returns {any}
 */
const side = (c) => (c === 'white' ? 'w' : c === 'black' ? 'b' : c);

/**
 * A history entry with `fen` (the position after the move, as the element's `move` event names
 * it) besides its older name `fenAfter`.
 * @param {any} m
 */
const withFen = (m) => ({ ...m, fen: m.fenAfter });

/** The core's sides ('w', 'b') as the package names them. */
const COLOR_WORD = /** @type {const} */ ({ w: 'white', b: 'black' });

/** One game: a position, its history, and its result once over. */
export class Game {
  /** @type {import('../types/boundary').CoreGame} */
  #g;

  /**
   * A new game from `fen` (either FEN dialect), or from the start position.
   * @param {string} [fen]
   */
  constructor(fen) {
    const given = adopting;
    adopting = null;
    this.#g = given ?? need().newGame(fen ?? null);
  }

  /**
   * Game `index` (from 0; the first by default) of a PGN text.
   * @param {string} pgn
   * @param {number} [index]
   */
  static fromPgn(pgn, index) {
    adopting = need().gameFromPgn(pgn, index ?? null);
    return new Game();
  }

  fen() { return this.#g.fen(); }
  startFen() { return this.#g.startFen(); }
  /** The side to move: 'white' or 'black'. */
  turn() { return COLOR_WORD[this.#g.turn()]; }
  ply() { return this.#g.ply(); }
  history() { return this.#g.history().map(withFen); }
  /** @param {string} move */
  play(move) { return withFen(this.#g.play(move)); }
  /** @param {string} move */
  isLegal(move) {
    if (typeof move !== 'string') throw new TypeError('isLegal(): the move must be a string');
    const probe = need().newGame(this.#g.fen());
    try {
      probe.play(move);
      return true;
    } catch {
      return false;
    } finally {
      probe.free();
    }
  }
  /** Legal moves in the current position (UCI, e.g. `e2e4`), none once the game is over. */
  legalMoves() {
    const dests = this.#g.snapshot().dests;
    return [...new Set(Object.values(dests).flat().map((d) => d.uci))].sort();
  }
  outcome() { return this.#g.snapshot().outcome; }
  isOver() { return this.#g.snapshot().outcome !== null; }
  premoveDests() { return this.#g.premoveDests(); }
  /** @param {number} [ply] */
  snapshot(ply) { return this.#g.snapshot(ply); }
  /**
   * Why from → to cannot be played, in English (the core gives it as data: www/i18n/refusal.js).
   * @param {string} from @param {string} to @param {any} [promotion]
   */
  explain(from, to, promotion) {
    const refusal = this.#g.explain(from, to, promotion);
    return refusal && refusalText(englishT, refusal);
  }
  undo() { return this.#g.undo(); }
  redo() { return this.#g.redo(); }
  canUndo() { return this.#g.canUndo(); }
  canRedo() { return this.#g.canRedo(); }
  /** @param {any} color */
  resign(color) { this.#g.resign(side(color)); }
  agreeDraw() { this.#g.agreeDraw(); }
  /** @param {any} color */
  flag(color) { this.#g.flag(side(color)); }
  abort() { this.#g.abort(); }
  /** @param {string} result @param {string} reason */
  endBy(result, reason) { this.#g.endBy(result, reason); }
  /** @param {any} [options] */
  pgn(options) { return this.#g.pgn(options); }
  free() { this.#g.free(); }
}

/** @param {string} fen  @returns {string} the FEN normalised; throws Error with the reason */
export const validateFen = (fen) => need().validateFen(fen);
/** @param {string} text */
export const splitMoves = (text) => need().splitMoves(text);
/** @param {string} text */
export const pgnGames = (text) => need().pgnGames(text);
/** @param {string} text @param {number} [index] */
export const pgnTags = (text, index) => need().pgnTags(text, index ?? null);
/** The core's version. */
export const version = () => need().version();


/**
 * Runs one action of a wasm LiveGame: its events, or the Error it threw (English message, `code`),
 * with the events the same call still produced (a flag it found) as `error.events`.
 * @param {any} g @param {(g: any) => any} call
 */
function act(g, call) {
  try {
    return call(g);
  } catch (err) {
    const error = /** @type {Error & {events?: unknown[]}} */ (asError(err));
    error.events = g.takeEvents();
    throw error;
  }
}

/**
 * A live game between two seats, as a server runs it: the rules, the clocks (base + increment,
 * or days per move), the first-move rule, the flag, the offers, resignation, abort, claim victory,
 * with no I/O — every call takes the time, `now` (milliseconds, e.g. `Date.now()`). Every action
 * returns the events it produced (`{seq, type, …}`) for the server to relay; a refused one throws
 * an Error with a `code` (`turn`, `over`, `move`, `offer.none`, …) and changes nothing.
 */
export class LiveGame {
  /** @type {any} */
  #g;

  /**
   * @param {string} control  `3+2` (minutes + seconds), `corr-3` (days per move) or `-`
   * @param {number} now
   * @param {string} [fen]
   */
  constructor(control, now, fen) {
    const given = adoptingLive;
    adoptingLive = null;
    if (given) {
      this.#g = given;
      return;
    }
    const Live = liveWasm();
    this.#g = guarded(() => new Live(control, now, fen ?? null));
  }

  /** @param {string | object} state  what `state()` returned (or its JSON text) */
  static fromState(state) {
    const Live = liveWasm();
    adoptingLive = guarded(() => Live.fromState(state));
    return new LiveGame('-', 0);
  }

  /** @param {string} move @param {string} by @param {number} now */
  play(move, by, now) { return act(this.#g, (g) => g.play(move, by, now)); }
  /**
   * `play` under the name of the <alice-chess> element's `action` event for a move ({type: 'move',
   * uci}): every action of the element is `live[detail.type](…)`.
   * @param {string} move @param {string} by @param {number} now
   */
  move(move, by, now) { return this.play(move, by, now); }
  /** @param {'draw' | 'takeback'} kind @param {string} by @param {number} now */
  offer(kind, by, now) { return act(this.#g, (g) => g.offer(kind, by, now)); }
  /** @param {'draw' | 'takeback'} kind @param {string} by @param {number} now */
  accept(kind, by, now) { return act(this.#g, (g) => g.accept(kind, by, now)); }
  /** @param {'draw' | 'takeback'} kind @param {string} by @param {number} now */
  decline(kind, by, now) { return act(this.#g, (g) => g.decline(kind, by, now)); }
  /** @param {'draw' | 'takeback'} kind @param {string} by @param {number} now */
  withdraw(kind, by, now) { return act(this.#g, (g) => g.withdraw(kind, by, now)); }
  /** @param {string} by @param {number} now */
  resign(by, now) { return act(this.#g, (g) => g.resign(by, now)); }
  /** @param {string} by @param {number} now */
  abort(by, now) { return act(this.#g, (g) => g.abort(by, now)); }
  /** @param {string} by @param {number} now */
  claimVictory(by, now) { return act(this.#g, (g) => g.claimVictory(by, now)); }
  /** @param {string} result @param {string} reason @param {number} now */
  endByHost(result, reason, now) { return act(this.#g, (g) => g.endByHost(result, reason, now)); }
  /** @param {number} now */
  tick(now) { return act(this.#g, (g) => g.tick(now)); }
  /** @param {string} color @param {boolean} connected @param {number} now */
  setConnected(color, connected, now) { return act(this.#g, (g) => g.setConnected(color, connected, now)); }
  /** @param {number} now */
  resumeAt(now) { return act(this.#g, (g) => g.resumeAt(now)); }
  takeEvents() { return this.#g.takeEvents(); }
  /** @param {string} color @param {string | null} [name] @param {number | null} [rating] */
  setPlayer(color, name, rating) { guarded(() => this.#g.setPlayer(color, name ?? null, rating ?? null)); }
  /** @param {number} ms */
  setFirstMoveMs(ms) { guarded(() => this.#g.setFirstMoveMs(ms)); }
  /** @param {number} now */
  state(now) { return guarded(() => this.#g.state(now)); }
  /** @param {number} now */
  clocks(now) { return guarded(() => this.#g.clocks(now)); }
  nextDeadline() { return this.#g.nextDeadline() ?? null; }
  seq() { return this.#g.seq(); }
  turn() { return this.#g.turn(); }
  /** @param {Array<[string, string]>} [tags] */
  pgn(tags) { return guarded(() => this.#g.pgn(tags ?? null)); }
  free() { this.#g.free(); }
}

/** @type {any} a wasm LiveGame fromState hands to the constructor */
let adoptingLive = null;

/** The wasm's LiveGame: Node's has it (pkg-live/); browsers' does not (no server code in pages). */
function liveWasm() {
  need();
  if (!wasm.LiveGame) throw new Error('alice-chess/rules: LiveGame is for a game server, in Node; the browsers\' rules core leaves it out');
  return wasm.LiveGame;
}
