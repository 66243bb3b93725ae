// The shapes that cross the wasm boundary (src/wasm.rs) as the front end uses them, for the JS type
// check (`cargo xtask typecheck`). Browsers never load this file.

/** 'w' (White) or 'b' (Black). */
export type Color = 'w' | 'b';
/** Board A (where every piece starts) or board B, through the looking-glass. */
export type BoardName = 'A' | 'B';
/** A promotion piece letter. */
export type PromotionRole = 'q' | 'r' | 'b' | 'n';

/** A piece of a position: `{square: 'e4', board: 'B', piece: 'wP'}`. */
export interface Piece {
  square: string;
  board: BoardName;
  /** Colour letter and role letter: `wK`, `bP`, … */
  piece: string;
}

/** A move with what is needed to draw and describe it. */
export interface MoveView {
  uci: string;
  from: string;
  to: string;
  fromBoard: BoardName;
  toBoard: BoardName;
  piece: string;
  captured: string | null;
  capturedSquare: string | null;
  promotion: PromotionRole | null;
  castle: 'O-O' | 'O-O-O' | null;
  rookFrom: string | null;
  rookTo: string | null;
  enPassant: boolean;
  /** Alice notation (`Pe4`, `Sdxe4`, `Cb5#`). */
  alice: string;
  /** Plain SAN (`e4`, `dxe4`, `Bb5#`). */
  san: string;
}

/** A move of the game's history. */
export interface HistoryEntry extends MoveView {
  /** FEN after the move. */
  fenAfter: string;
  /** The move gives check. */
  check: boolean;
  /** Its fullmove number. */
  number: number;
  /** The mover. */
  color: Color;
  /** Its ply (1 = the first move). */
  ply: number;
}

/** How the game ended. */
export interface Outcome {
  /** `*` for an aborted game. */
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
  winner: Color | null;
  /** `checkmate`, `stalemate`, `threefold repetition`, `fifty moves`, `insufficient material`
   * (only the kings are left), `resignation`, `agreement`, `timeout` (a draw when the opponent had
   * only a king), `abandonment`, `aborted`, or the host's own
   * words for an ending it decided (`endBy`). */
  reason: string;
  /** `Checkmate — White wins`, `Draw by stalemate`, `Game aborted`, `Adjudication — White wins`, … */
  text: string;
}

/** An ending the players declared (not made by a move). `color`: who resigned / whose flag fell;
 * `abort`: the game was abandoned before it really began. */
export type DeclaredEnd =
  | { kind: 'resign'; color: Color }
  | { kind: 'flag'; color: Color }
  | { kind: 'draw' }
  | { kind: 'abort' }
  /** The host (a game server) ended it with a result for a reason of its own (`endBy`). */
  | { kind: 'host'; result: '1-0' | '0-1' | '1/2-1/2' | '*'; reason: string };

/** A legal destination of a piece. A castling move is listed twice: `to` the king's square
 * (`g1`) and `to` the rook's corner (`h1`, a king dropped on its rook), with the same `uci`. */
export interface Dest {
  to: string;
  uci: string;
  toBoard: BoardName;
  promotion: PromotionRole | null;
}

/** Everything a view draws for one position of a game (`Game.snapshot(ply)`). */
export interface Snapshot {
  ply: number;
  gamePly: number;
  live: boolean;
  fen: string;
  turn: Color;
  fullmove: number;
  pieces: Piece[];
  check: { square: string; board: BoardName } | null;
  lastMove: MoveView | null;
  /** Legal moves by from-square (only for the live position of a game still going on). */
  dests: Record<string, Dest[]>;
  outcome: Outcome | null;
  end: DeclaredEnd | null;
  canUndo: boolean;
  canRedo: boolean;
}

/** The movetext's result and the Result tag differ (`pgnNote`): `used` is the one the game was
 * read with. */
export interface PgnResultNote {
  line: number;
  tag: string;
  movetext: string;
  used: string;
}

/** One game of a PGN text, as `pgnGames` lists it. */
export interface PgnGameInfo {
  /** Its place in the text, from 0 (for `gameFromPgn(text, index)`). */
  index: number;
  tags: Array<[string, string]>;
  white: string | null;
  black: string | null;
  /** The game's as read: the `Result` tag's (the movetext's when the rules contradict it), else
   * the movetext's, else `*`. */
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
  event: string | null;
  date: string | null;
  /** How many half-moves it holds. */
  plies: number;
  /** Why it cannot be read (in English), or null. */
  error: string | null;
  /** Why it cannot be read, as data (for errors.js: in the player's language), or null. */
  problem: Problem | null;
}

/** `pgn()` options. */
export interface PgnOptions {
  notation?: 'alice' | 'san';
  tags?: Record<string, string | number> | Array<[string, string | number]>;
  /** Notes on moves: `nag` ($6 ?!, $2 ?, $4 ??, …) and a `{comment}` after the move of `ply` (from 1). */
  annotations?: PgnAnnotation[];
}

/** A note on one move for `pgn({annotations})`. */
export interface PgnAnnotation {
  /** The move's ply, from 1 (the game's first move); plies the game does not have are ignored. */
  ply: number;
  /** A NAG, 0 … 255. */
  nag?: number | null;
  /** A comment (a `}` in it is dropped). */
  comment?: string | null;
}

/** A kind of piece, by its English name (a key: `rules.piece.knight`). */
export type RoleName = 'pawn' | 'knight' | 'bishop' | 'rook' | 'queen' | 'king';

/** A piece a refusal names: `the bishop on h4`. */
export interface RefusalPiece {
  role: RoleName;
  square: string;
  board: BoardName;
}

/** How the game ended, in a `gameOver` refusal (`reason` as in {@link Outcome}). */
export type RefusalOutcome = Pick<Outcome, 'result' | 'winner' | 'reason'>;

/**
 * Why a move is refused, as data (src/explain_reason.rs): the kind of refusal and its arguments,
 * in order. Squares are `'e4'`; www/i18n/refusal.js words it (message `rules.<code>`).
 */
export type RefusalReason =
  | { code: 'promotionPiece' | 'castleOnB' | 'noMove' | 'notAMove' | 'unexplained'; args: [] }
  | {
      code:
        | 'notPromotion'
        | 'sameSquare'
        | 'noPiece'
        | 'nothingToCapture'
        | 'kingMoved'
        | 'castleKingTaken'
        | 'castleRookTaken'
        | 'noPawnReaches';
      args: [square: string];
    }
  | { code: 'notYours'; args: [turn: Color, piece: RefusalPiece, owner: Color] }
  | { code: 'cannotMove'; args: [role: RoleName, from: string, to: string] }
  | { code: 'blocked'; args: [from: string, to: string, blocker: RefusalPiece, board: BoardName] }
  | { code: 'ownPiece'; args: [square: string, role: RoleName, board: BoardName] }
  | { code: 'taken'; args: [square: string, board: BoardName] }
  | { code: 'pawnBlocked'; args: [piece: RefusalPiece, board: BoardName] }
  | { code: 'nothingOnBoard'; args: [square: string, board: BoardName, piece: RefusalPiece, pieceBoard: BoardName] }
  | { code: 'kingIntoCheck'; args: [square: string, board: BoardName, attackers: RefusalPiece[]] }
  | { code: 'kingLandsInCheck'; args: [board: BoardName, square: string, attackers: RefusalPiece[]] }
  | { code: 'inCheck'; args: [king: string, checkers: RefusalPiece[], board: BoardName] }
  | { code: 'pinned' | 'takingExposes'; args: [piece: RefusalPiece, king: string, attacker: RefusalPiece, board: BoardName] }
  | { code: 'exposes'; args: [king: string, attacker: RefusalPiece, board: BoardName] }
  | { code: 'noRightShort' | 'noRightLong'; args: [color: Color, corner: string] }
  | {
      code: 'castleInCheck' | 'castleThroughCheck' | 'castleIntoCheck' | 'castleCheckOnB';
      args: [square: string, pieces: RefusalPiece[]];
    }
  | { code: 'castleBetween'; args: [pieces: RefusalPiece[]] }
  | { code: 'ambiguous' | 'whichPromotion'; args: [moves: string[]] }
  | { code: 'noneOnB'; args: [role: RoleName, letter: string] }
  | { code: 'noneLeft'; args: [role: RoleName] }
  | { code: 'noneOnSquare'; args: [role: RoleName, square: string] }
  | { code: 'noneOnFile'; args: [role: RoleName, file: string] }
  | { code: 'noneOnRank'; args: [role: RoleName, rank: string] }
  | { code: 'cannotReach'; args: [pieces: RefusalPiece[], square: string] }
  | { code: 'several'; args: [each: Array<RefusalReason & { piece: RefusalPiece }>] }
  | { code: 'opponentsMove'; args: [turn: Color, other: Color] }
  | { code: 'gameOver'; args: [outcome: RefusalOutcome] };

/** A refused move (`explain()`, and `refusal` on the Error `play()` throws): `{label: 'Qd4', code:
 * 'taken', args: ['d4', 'B']}`. `label`: the move as given, or a short one for squares (`''`
 * when there is none). */
export type Refusal = RefusalReason & { label: string };

/** The Error `play()` throws: `refusal` says why the move cannot be played, `problem` what the move
 * text was and why (both absent for a wrong argument). */
export interface RefusalError extends ProblemError {
  refusal?: Refusal;
}

/**
 * What is wrong with a FEN, a PGN text, a move text or a game action, as data (the `problem` of an
 * Error the core throws; src/problem.rs): the kind of problem and its details, in order. Numbers are
 * line numbers, move numbers, ranks and counts; texts are as they were given. www/i18n/errors.js
 * words it (message `errors.<code>`): in English the core's own sentence.
 */
export type Problem =
  | { code: 'fen.empty' | 'pgn.empty' | 'move.empty' | 'end.emptyReason' | 'end.controlCharacters'; args: [] }
  | { code: 'fen.fieldCount' | 'fen.rankCount'; args: [found: number] }
  | { code: 'fen.rankLength'; args: [rank: number, squares: number] }
  | { code: 'fen.badChar'; args: [char: string, rank: number] }
  | { code: 'fen.badBar'; args: [rank: number] }
  | { code: 'fen.side' | 'fen.castling' | 'fen.enPassant' | 'fen.halfmoveClock' | 'fen.fullmoveNumber'; args: [found: string] }
  | { code: 'position.missingKing' | 'position.oppositeCheck'; args: [side: Color] }
  | { code: 'position.tooManyKings'; args: [side: Color, kings: number] }
  | {
      code: 'position.pawnOnBackRank' | 'position.epNoPawn' | 'position.epStartOccupied' | 'position.epPassedOccupied';
      args: [square: string];
    }
  | { code: 'position.castlingRight'; args: [letter: string, king: string, rook: string] }
  /** `toMove`: the side to move (the en-passant square must be on the 6th rank for White, the 3rd for Black). */
  | { code: 'position.epRank'; args: [square: string, toMove: Color] }
  | { code: 'pgn.tagName' | 'pgn.tagValue' | 'pgn.tagUnclosed' | 'pgn.tagClose'; args: [line: number, text: string] }
  | { code: 'pgn.comment' | 'pgn.variationOpen' | 'pgn.parenthesis' | 'pgn.variation'; args: [line: number] }
  | { code: 'pgn.fen'; args: [line: number, fen: Problem] }
  | { code: 'pgn.variant'; args: [line: number, value: string] }
  | { code: 'pgn.move'; args: [line: number, number: number, side: Color, move: Problem] }
  | { code: 'pgn.afterEnd'; args: [line: number, number: number, side: Color, token: string, outcome: RefusalOutcome] }
  | { code: 'pgn.resultTag'; args: [line: number, tag: string, movetext: string] }
  /** `index`: the game asked for (from 0); `count`: how many games the text holds. */
  | { code: 'pgn.noSuchGame'; args: [index: number, count: number] }
  | { code: 'pgn.resultContradicts'; args: [line: number, result: string, outcome: RefusalOutcome] }
  | { code: 'pgn.tooLong'; args: [megabytes: number] }
  | { code: 'pgn.tooManyTags' | 'pgn.tooManyMoves'; args: [line: number, max: number] }
  /** `game.illegal`: a move given in coordinates (never from the wasm, which reads move texts). */
  | { code: 'move.syntax' | 'game.illegal'; args: [move: string] }
  /** `reason`: why the move is refused (absent when the core did not ask). */
  | { code: 'move.illegal'; args: [move: string, reason?: RefusalReason] }
  | { code: 'move.ambiguous'; args: [move: string, moves: string[]] }
  | { code: 'game.over'; args: [outcome: RefusalOutcome] }
  | { code: 'end.result'; args: [result: string] }
  | { code: 'end.longReason'; args: [max: number] };

/** An Error the core throws: `problem` says what is wrong (absent for a wrong argument), and its
 * message is the problem in English (core.js words it). */
export interface ProblemError extends Error {
  problem?: Problem;
}

/** One game of the core. Every method that takes input throws an Error (game unchanged) on bad input. */
export interface CoreGame {
  fen(): string;
  startFen(): string;
  turn(): Color;
  ply(): number;
  canUndo(): boolean;
  canRedo(): boolean;
  snapshot(ply?: number): Snapshot;
  history(): HistoryEntry[];
  /** Plays a move in any notation; one that cannot be played throws an Error (`illegal move
   * 'Qd4': d4 is taken on board B`) whose `refusal` and `problem` say why ({@link RefusalError}). */
  play(move: string): HistoryEntry;
  /** Why `from` → `to` cannot be played (`{label: 'Qd4', code: 'taken', args: ['d4', 'B']}`), or
   * null when it can. */
  explain(from: string, to: string, promotion?: PromotionRole | null): Refusal | null;
  /** For the side not to move: premove destinations by from-square (patterns ignoring every
   * piece; castling squares and rook corners while the right is kept). */
  premoveDests(): Record<string, string[]>;
  undo(): boolean;
  redo(): boolean;
  resign(color: Color): void;
  agreeDraw(): void;
  flag(color: Color): void;
  /** Abandon the game before it really began: result `*`, reason `aborted`, end `{kind: 'abort'}`. */
  abort(): void;
  /** The host ends the game: `result` for `reason` in its words (at most 80 characters); the usual
   * reasons (`resignation`, `time`, `agreement`, `abort`) become those endings. */
  endBy(result: string, reason: string): void;
  pgn(options?: PgnOptions): string;
  free(): void;
}

/** One token of a move tree's list (`CoreTree.list()`), in PGN order: a move, a comment, or the
 * start `(` / end `)` of a variation. `depth`: 0 on the main line, 1 in a variation of it, …; a
 * move's `numbered` says whether its number is written (`5.` always for White; `5...` for Black
 * when it starts the game or a variation, or follows a comment or a variation); a comment's
 * `starting` that it stands before its move (at the start of a variation) rather than after it
 * (`id` 0: the comment before the game's first move). */
export type TreeItem =
  | {
      kind: 'move';
      id: number;
      number: number;
      color: Color;
      numbered: boolean;
      uci: string;
      /** Alice notation, with `+` / `#`. */
      alice: string;
      /** Plain SAN, with `+` / `#`. */
      san: string;
      /** NAGs: 1 `!`, 2 `?`, 3 `!!`, 4 `??`, 5 `!?`, 6 `?!`, … */
      nags: number[];
      /** The mover's clock after the move in ms (a PGN's `[%clk …]`, kept apart from the
       * comment), else null. */
      clock: number | null;
      depth: number;
    }
  | { kind: 'comment'; id: number; text: string; starting: boolean; depth: number }
  | { kind: 'start'; depth: number }
  | { kind: 'end'; depth: number };

/** `CoreTree.pgn()` options (the tree's own NAGs and comments are written; no `annotations`). */
export interface TreePgnOptions {
  notation?: 'alice' | 'san';
  /** Added to (or replacing) the tags the tree was read with. */
  tags?: Record<string, string | number> | Array<[string, string | number]>;
}

/** A game with its variations, comments and NAGs. Nodes are named by ids, whole numbers, stable
 * for the tree's life (a deleted node's id is never reused); the root, the start position, is 0.
 * A bad id throws (a TypeError for one that is not a whole number; an Error `no node #7 in the game
 * tree`), and so does a move that cannot be played (a {@link RefusalError}); the tree is then
 * unchanged. */
export interface CoreTree {
  /** How many nodes the tree holds, the root included. */
  size(): number;
  /** The tags of a tree read from PGN (`[]` for a new one). */
  tags(): Array<[string, string]>;
  /** Plays a move in any notation at `node` and returns its node: the child with that move if there
   * is one, else a new last child (the continuation at the end of a line, a variation elsewhere). */
  play(node: number, move: string): number;
  /** The whole tree as a move list written inline. */
  list(): TreeItem[];
  /** The game from the start to `node`: snapshots, history, outcome and PGN as for any game
   * (playing on it does not change the tree). */
  game(node: number): CoreGame;
  fen(node: number): string;
  /** The node before `node`; null for the root. */
  parent(node: number): number | null;
  /** The moves played from `node`, main continuation first. */
  children(node: number): number[];
  /** The main line's moves, from the first (the root not included). */
  mainLine(): number[];
  /** The last node of the line through `node` (first children to the end); `lineEnd(0)` ends the
   * main line. */
  lineEnd(node: number): number;
  isMainLine(node: number): boolean;
  /** The place of each node from the first move to `node` among its siblings (0: the main
   * continuation); `[]` for the root. */
  path(node: number): number[];
  /** The node a path leads to, or null. */
  nodeAt(path: number[]): number | null;
  /** The variation holding `node` moves one place up among its siblings; throws on the main line. */
  promote(node: number): void;
  /** The path to `node` becomes the main line. */
  promoteToMain(node: number): void;
  /** Deletes `node` with everything after it; returns its parent. Throws for the root. */
  delete(node: number): number;
  /** The comment after the move of `node` (the root's: before the first move); `''` clears it. */
  setComment(node: number, text: string): void;
  /** The NAGs of the move of `node` (0 … 255; repeats and 0 dropped); `[]` clears them. */
  setNags(node: number, nags: number[]): void;
  /** The tree as PGN with its variations, comments and NAGs. */
  pgn(options?: TreePgnOptions): string;
  free(): void;
}

/** The core API (`createCore(bindings)`, `loadCore()`). */
export interface Core {
  /** A new game from a FEN (either dialect), or the start position. */
  newGame(fen?: string | null): CoreGame;
  /** Game `index` (from 0; the first by default) of a PGN text; throws when it cannot be read, the
   * text holds fewer games, or it is past a cap (1 MB of text: checked before the text reaches the
   * wasm; 1,000 tags or 20,000 moves a game: `pgn.tooLong`, `pgn.tooManyTags`, `pgn.tooManyMoves`). */
  gameFromPgn(text: string, index?: number | null): CoreGame;
  /** A new move tree holding only its root: a FEN's position (either dialect), or the start. */
  newTree(fen?: string | null): CoreTree;
  /** Game `index` (the first by default) of a PGN text as a move tree, with its variations,
   * comments, NAGs and tags; throws like `gameFromPgn`. */
  treeFromPgn(text: string, index?: number | null): CoreTree;
  /** The tags of game `index` (the first by default) of a PGN text, in order. */
  pgnTags(text: string, index?: number | null): Array<[string, string]>;
  /** What to tell the reader of game `index` of a PGN text: its movetext's result differs from
   * its Result tag (`used`: the result the game was read with), else null; throws like
   * `gameFromPgn`. */
  pgnNote(text: string, index?: number | null): PgnResultNote | null;
  /** Every game of a PGN text, readable or not (`error` says why not); `[]` when it holds none.
   * Throws `pgn.tooLong` for a text of more than 1 MB. */
  pgnGames(text: string): PgnGameInfo[];
  /** A move list split into moves (numbers and a result skipped). */
  splitMoves(text: string): string[];
  /** The FEN normalised, or an Error with the reason. */
  validateFen(fen: string): string;
  version(): string;
}

/** The engine's answer to a search (the worker's `bestmove` message). */
export interface SearchResult {
  uci: string | null;
  alice: string | null;
  san: string | null;
  /** Centipawns from the side to move's view; a mate is ±(100000 − moves). */
  score: number;
  /** Moves to mate (negative: the side to move is mated), or null. */
  mate: number | null;
  depth: number;
  nodes: number;
  timeMs: number;
  nps: number;
  pv: string[];
  pvAlice: string[];
}

/** An analysis request to the engine worker (`Engine.analyse`). */
export interface AnalysisRequest {
  fen: string;
  history?: string[];
  depth?: number;
  movetimeMs?: number;
  /** A node budget. */
  nodes?: number;
  /** How many lines, 1 … 5 (default 3). */
  multipv?: number;
  /** Forget what earlier searches learnt first (a fresh table: the same answer every time). */
  fresh?: boolean;
  /** The threat: the other side's lines, as if the side to move passed (refused in check). */
  threat?: boolean;
}

/** The best lines of a position, best first; each line as a search result of its first move. */
export interface Analysis {
  depth: number;
  nodes: number;
  timeMs: number;
  nps: number;
  lines: SearchResult[];
}

/** A search request to the engine worker. */
export interface SearchRequest {
  fen: string;
  /** FENs of the game's earlier positions, oldest first (for repetitions). */
  history?: string[];
  level?: number;
  movetimeMs?: number;
  depth?: number;
  nodes?: number;
  seed?: number;
}
