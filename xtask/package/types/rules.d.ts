// `alice-chess/rules`: the Alice chess rules core (wasm) for Node 20+ and browsers. Loaded when the
// import is (Node: synchronously from the package's .wasm; browsers: a top-level await).
import type {
  Color,
  BoardName,
  PromotionRole,
  Piece,
  MoveView,
  HistoryEntry as CoreHistoryEntry,
  Outcome,
  DeclaredEnd,
  Dest,
  Snapshot,
  PgnGameInfo,
  PgnOptions,
  Problem,
  ProblemError,
  CoreGame,
} from './boundary.js';

export type {
  Color,
  BoardName,
  PromotionRole,
  Piece,
  MoveView,
  Outcome,
  DeclaredEnd,
  Dest,
  Snapshot,
  PgnGameInfo,
  PgnOptions,
  Problem,
  ProblemError,
};

/** A move of a game's history: `fen` is the position after it (as the element's `move` event
 * names it); `fenAfter` is the same, under its older name. */
export interface HistoryEntry extends CoreHistoryEntry {
  fen: string;
}

/** Game results as PGN writes them (`*`: aborted or still going on). */
export type Result = Outcome['result'];

/**
 * One game: a position, its history, and its result once over. Every method that takes input
 * throws (the game unchanged): a `TypeError` for a wrong type, an `Error` with the rules' reason
 * for a move or position they refuse (`illegal move 'Qd4': d4 is taken on board B`; the same as
 * data in its `problem`, {@link ProblemError}, to say it in another language).
 */
export declare class Game implements Omit<CoreGame, 'explain' | 'turn'> {
  /** A new game from a FEN (either dialect), or the start position. Throws for an invalid FEN. */
  constructor(fen?: string | null);
  /** Game `index` (from 0; the first by default) of a PGN text; throws naming the move and token. */
  static fromPgn(pgn: string, index?: number | null): Game;
  fen(): string;
  startFen(): string;
  /** The side to move, `'white'` or `'black'` (as everything else in the package names sides). */
  turn(): Side;
  /** Half-moves played. */
  ply(): number;
  history(): HistoryEntry[];
  /** Plays a move in any notation (`Pe4`, `e4`, `e2e4`, `Sdxe4`, `O-O`, `a7a8q`); throws with the reason. */
  play(move: string): HistoryEntry;
  /** Whether `move` can be played now (nothing changes). */
  isLegal(move: string): boolean;
  /** The legal moves now, as UCI (`e2e4`), sorted; none once the game is over. */
  legalMoves(): string[];
  /** How the game ended (checkmate, stalemate, the draws, resignation…), or null while it goes on. */
  outcome(): Outcome | null;
  isOver(): boolean;
  snapshot(ply?: number): Snapshot;
  /** Why `from` → `to` cannot be played (`Qd4: d4 is taken on board B.`), or null when it can. */
  explain(from: string, to: string, promotion?: PromotionRole | null): string | null;
  premoveDests(): Record<string, string[]>;
  undo(): boolean;
  redo(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  resign(color: Color | Side): void;
  agreeDraw(): void;
  flag(color: Color | Side): void;
  abort(): void;
  /** The host ends the game: `result` for `reason` (`resignation`, `timeout` (or `time`), `agreement`, `abandonment`, `aborted` or its own words). */
  endBy(result: Result, reason: string): void;
  pgn(options?: PgnOptions): string;
  /** Releases the wasm memory; the game must not be used afterwards. */
  free(): void;
}

/** The FEN normalised; throws an Error with the reason when it is not a valid Alice position. */
export declare function validateFen(fen: string): string;
/** A move list split into moves (move numbers and a result skipped). */
export declare function splitMoves(text: string): string[];
/** Every game of a PGN text, readable or not (`error` says why not); throws for a text of more
 * than 1 MB (`problem` `pgn.tooLong`). */
export declare function pgnGames(text: string): PgnGameInfo[];
/** The tags of game `index` (the first by default) of a PGN text, in order. */
export declare function pgnTags(text: string, index?: number | null): Array<[string, string]>;
/** The rules core's version. */
export declare function version(): string;
/** Resolved once the core is loaded (it is, by the time the import is). */
export declare const ready: Promise<void>;

/** A side in a live game's values. Arguments also take `'w'` / `'b'`. */
export type Side = 'white' | 'black';
export type SideArg = Side | 'w' | 'b';
export type OfferKind = 'draw' | 'takeback';

/** The clocks at one moment, in whole milliseconds. */
export interface Clocks {
  white: number;
  black: number;
  /** Whose clock runs (`null` before both sides have moved, once over, or untimed). */
  running: Side | null;
  /** When the side to move loses on time (or, before both have moved, the game is aborted) if it does not move. */
  deadline: number | null;
}

/** The pending offers: who made each, if anyone. */
export interface Offers {
  draw: Side | null;
  takeback: Side | null;
}

/** One change of a live game, numbered from 1 with no gaps (also across a save and restore). */
export type LiveEvent = { seq: number } & (
  | { type: 'move'; ply: number; uci: string; san: string; fen: string; clocks: Clocks | null; offers: Offers }
  | { type: 'offer' | 'declined' | 'withdrawn'; kind: OfferKind; by: Side }
  | { type: 'takeback'; plies: number; ply: number; fen: string; clocks: Clocks | null }
  | { type: 'clock'; clocks: Clocks | null }
  | { type: 'presence'; color: Side; connected: boolean; claimAt: number | null }
  | {
      type: 'end';
      result: Result;
      /** `checkmate`, `stalemate`, `threefold repetition`, `fifty moves`, `insufficient material`,
       * `resignation`, `timeout`, `agreement`, `abandonment`, `aborted`, or the host's own words. */
      reason: string;
      winner: Side | null;
      text: string;
    }
);

/** A player on a seat. */
export interface LivePlayer {
  name: string | null;
  rating: number | null;
}

/** A live game's whole state: what `LiveGame.fromState` restores, and what a reconnecting client needs. */
export interface LiveState {
  v: 1;
  /** The start FEN, or null for the usual start. */
  start: string | null;
  control: string;
  firstMove: number;
  created: number;
  players: { white: LivePlayer; black: LivePlayer };
  /** The moves in coordinates. */
  moves: string[];
  /** The mover's clock after each move (ms). */
  clk: number[];
  remaining: [number, number];
  since: number;
  offers: Offers;
  end: null | { declared: string; color: Side | null; result: Result; reason: string };
  endedAt: number | null;
  seq: number;
  /** For clients (ignored when restoring): */
  fen: string;
  ply: number;
  turn: Side;
  clocks: Clocks | null;
  outcome: null | { result: Result; reason: string; winner: Side | null; text: string };
}

/** A refused live action: the Error's `code`, and the events the call still produced (a flag it found). */
export interface LiveError extends Error {
  code: 'over' | 'turn' | 'move' | 'offer.none' | 'offer.again' | 'takeback.none' | 'abort.late' | 'claim.none' | 'claim.early' | 'end.bad' | 'name.bad' | 'state.bad';
  events: LiveEvent[];
  problem?: Problem;
}

/**
 * A live game between two seats as a server runs it, with no I/O: every call takes `now`
 * (milliseconds, e.g. `Date.now()`). Clocks start once both sides have moved (each side's first
 * move has 30 s, or the days per move; missing it aborts); the flag falls exactly at the
 * deadline and is found at any call; an offer meeting the opponent's is accepted; a move clears
 * the opponent's offers. Every action returns the events it produced; a refused one throws a
 * {@link LiveError} and changes nothing.
 */
export declare class LiveGame {
  /** `control`: `3+2` (minutes + seconds increment), `0.5+0`, `corr-3` (days per move), `-` (untimed). */
  constructor(control: string, now: number, fen?: string | null);
  /** The game `state()` returned (or its JSON text), exactly. */
  static fromState(state: LiveState | string): LiveGame;
  /** `by` plays `move` (`e2e4`, or any notation `Game.play` reads). */
  play(move: string, by: SideArg, now: number): LiveEvent[];
  /** `play` under the name of the element's `action` event for a move: a relay calls `live[action.type](…)`. */
  move(move: string, by: SideArg, now: number): LiveEvent[];
  offer(kind: OfferKind, by: SideArg, now: number): LiveEvent[];
  accept(kind: OfferKind, by: SideArg, now: number): LiveEvent[];
  decline(kind: OfferKind, by: SideArg, now: number): LiveEvent[];
  withdraw(kind: OfferKind, by: SideArg, now: number): LiveEvent[];
  resign(by: SideArg, now: number): LiveEvent[];
  /** Only before both sides have moved. */
  abort(by: SideArg, now: number): LiveEvent[];
  /** When the opponent has been gone 30 s (see `setConnected`) in a live game both sides have moved in. */
  claimVictory(by: SideArg, now: number): LiveEvent[];
  /** `result` for `reason` (`abandonment`, `timeout`, … or the host's own words). */
  endByHost(result: Result, reason: string, now: number): LiveEvent[];
  /** Settles a flag by `now` (call it at `nextDeadline()`). */
  tick(now: number): LiveEvent[];
  /** The host reports a player's connection (for claim victory). */
  setConnected(color: SideArg, connected: boolean, now: number): LiveEvent[];
  /** After a restore: the side to move's turn restarts at `now` (the downtime is not charged). */
  resumeAt(now: number): LiveEvent[];
  takeEvents(): LiveEvent[];
  setPlayer(color: SideArg, name?: string | null, rating?: number | null): void;
  setFirstMoveMs(ms: number): void;
  state(now: number): LiveState;
  clocks(now: number): Clocks | null;
  /** The one time the server must wake up for, or null. */
  nextDeadline(): number | null;
  seq(): number;
  turn(): Side;
  /** PGN with Date, UTCTime, TimeControl, the players, Termination and `{[%clk 0:03:07.4]}` after each move. */
  pgn(tags?: Array<[string, string]> | null): string;
  free(): void;
}
