// `alice-chess/rules`: the Alice chess rules core (wasm) for Node 20+ and browsers. Loaded when the
// import is (Node: synchronously from the package's .wasm; browsers: a top-level await).
import type {
  Color,
  BoardName,
  PromotionRole,
  Piece,
  MoveView,
  HistoryEntry,
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
  HistoryEntry,
  Outcome,
  DeclaredEnd,
  Dest,
  Snapshot,
  PgnGameInfo,
  PgnOptions,
  Problem,
  ProblemError,
};

/** Game results as PGN writes them (`*`: aborted or still going on). */
export type Result = Outcome['result'];

/**
 * One game: a position, its history, and its result once over. Every method that takes input
 * throws (the game unchanged): a `TypeError` for a wrong type, an `Error` with the rules' reason
 * for a move or position they refuse (`illegal move 'Qd4': d4 is taken on board B`; the same as
 * data in its `problem`, {@link ProblemError}, to say it in another language).
 */
export declare class Game implements Omit<CoreGame, 'explain'> {
  /** A new game from a FEN (either dialect), or the start position. Throws for an invalid FEN. */
  constructor(fen?: string | null);
  /** Game `index` (from 0; the first by default) of a PGN text; throws naming the move and token. */
  static fromPgn(pgn: string, index?: number | null): Game;
  fen(): string;
  startFen(): string;
  /** The side to move. */
  turn(): Color;
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
  resign(color: Color): void;
  agreeDraw(): void;
  flag(color: Color): void;
  abort(): void;
  /** The host ends the game: `result` for `reason` (`resignation`, `time`, `agreement`, `abort` or its own words). */
  endBy(result: Result, reason: string): void;
  pgn(options?: PgnOptions): string;
  /** Releases the wasm memory; the game must not be used afterwards. */
  free(): void;
}

/** The FEN normalised; throws an Error with the reason when it is not a valid Alice position. */
export declare function validateFen(fen: string): string;
/** A move list split into moves (move numbers and a result skipped). */
export declare function splitMoves(text: string): string[];
/** Every game of a PGN text, readable or not (`error` says why not). */
export declare function pgnGames(text: string): PgnGameInfo[];
/** The tags of game `index` (the first by default) of a PGN text, in order. */
export declare function pgnTags(text: string, index?: number | null): Array<[string, string]>;
/** The rules core's version. */
export declare function version(): string;
/** Resolved once the core is loaded (it is, by the time the import is). */
export declare const ready: Promise<void>;
