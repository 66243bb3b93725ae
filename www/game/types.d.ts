// Shapes of the game controller (game/controller.js), for the JS type check. Never loaded by browsers.
import type { Color, BoardName, Dest, HistoryEntry, PromotionRole, Snapshot } from '../core/boundary';

/** Who plays: two people at one screen, a person against the computer, or a person against a
 * remote player whose moves the host brings with play() (online). */
export type Players =
  | { mode: 'hotseat' }
  | { mode: 'computer'; human: Color; level: number; movetimeMs?: number }
  | { mode: 'online'; color: Color };

/** A promotion the player must choose a piece for. */
export interface Promotion {
  from: string;
  to: string;
  toBoard: BoardName;
  color: Color;
  choices: PromotionRole[];
}

/** The clock as of a snapshot: `remaining` at `since` (performance.now()); `running`'s time goes on. */
export interface ClockView {
  remaining: { w: number; b: number };
  running: Color | null;
  since: number;
  increment: number;
}

/** A game's clock as plain data (saved with the game): ms per side at the start, the increment in
 * ms, the time left per side now, and whose time runs. */
export interface ClockState {
  initial: number;
  increment: number;
  remaining: { w: number; b: number };
  running: Color | null;
}

/** What the controller publishes after every change (frozen). */
export interface GameSnapshot extends Omit<Snapshot, 'dests'> {
  /** To-squares by from-square of the moves the person at the board may make now (else empty). */
  dests: Map<string, string[]>;
  /** The same moves with their details (uci, board, promotion). */
  legal: Record<string, Dest[]>;
  /** Changes whenever another game is loaded or started. */
  gameId: number;
  history: readonly HistoryEntry[];
  startFen: string;
  /** The side to move in the live position (also while an earlier one is shown). */
  liveTurn: Color;
  players: Players;
  viewOnly: boolean;
  thinking: boolean;
  promotion: Promotion | null;
  clock: ClockView | null;
  tags: Array<[string, string]>;
  /** Where the player's pieces may be premoved now (during the opponent's turn), else empty. */
  premoveDests: Map<string, string[]>;
  /** The premove set, waiting for the opponent's move. */
  premove: { from: string; to: string; promotion: PromotionRole | null } | null;
  /** Per side: resigning now would abort the game (that side has not moved in it yet). */
  abortable: { w: boolean; b: boolean };
}

/** What `load()` could not use. */
export interface LoadError {
  part: 'pgn' | 'fen' | 'moves';
  /** The core's message, in English. */
  message: string;
  /** What the core refused, as data (www/i18n/errors.js words it), or null. */
  problem: import('../core/boundary').Problem | null;
  /** moves: the index of the move that failed, the move as given, how many there were. */
  index?: number;
  token?: string;
  total?: number;
  /** moves: the fullmove number and side to move where it failed. */
  fullmove?: number;
  turn?: Color;
}

export interface LoadResult {
  error: LoadError | null;
}
