// `import 'alice-chess'` defines the <alice-chess> custom element (and nothing else global).
// README "Embedding" documents every attribute, property, method and event.

import type { LiveState, LiveEvent } from './rules.js';

export type ColorName = 'white' | 'black';
/** A side as an argument: `'white'` / `'black'`, or `'w'` / `'b'` (as the rules core says it). */
export type ColorArg = ColorName | 'w' | 'b';
export type GameResult = '1-0' | '0-1' | '1/2-1/2';
export type Mode = 'hotseat' | 'computer' | 'online' | 'view';

/** The element's attributes (all strings in HTML; booleans present = on, unless `false`/`0`/`no`/`off`). */
export interface AliceChessAttributes {
  fen?: string;
  /** Moves replayed from `fen`, any notation, separated by spaces or commas. */
  moves?: string;
  pgn?: string;
  orientation?: ColorName | 'w' | 'b';
  mode?: Mode;
  /** `1` … `8` */
  level?: string | number;
  'player-color'?: ColorArg;
  view?: 'single' | 'two';
  'show-moves'?: boolean | string;
  'show-controls'?: boolean | string;
  /** Parts `show-controls` shows: `undo`, `flip`, `view`, `abort`, `resign`, `draw`, `takeback`. */
  controls?: string;
  premove?: boolean | string;
  sound?: boolean | string;
  /** The board's language (`en`, `fr`, `es`, `de`, `ru`, `it`, `pt`; `fr-CA` is `fr`); without it, the
   * closest ancestor's `lang` (the page's), else the browser's; English for a language it does not speak. */
  lang?: string;
}

/** A move as the events and methods give it. */
export interface MoveInfo {
  uci: string;
  /** Alice notation (`Pe4`, `Sdxe4`, `Cb5#`). */
  alice: string;
  /** Plain SAN (`e4`, `dxe4`, `Bb5#`). */
  san: string;
  /** The FEN after the move (as alice-chess/rules' history entries and LiveGame's events name it). */
  fen: string;
  /** Its half-move number (1 = the first move). */
  ply: number;
  /** The mover. */
  color: ColorName;
}

export interface MoveEventDetail extends MoveInfo {
  /** `player`: the person at this board; `api`: `play()`; `computer`: the engine. A host relays only `player` moves. */
  source: 'player' | 'api' | 'computer';
}

export interface ChangeEventDetail {
  /** The position shown. */
  fen: string;
  /** Its ply. */
  ply: number;
  /** Whether it is the current position. */
  live: boolean;
  /** Half-moves played. */
  plies: number;
  /** The same number as `plies` (its older name). */
  moves: number;
}

export interface GameOverEventDetail {
  result: GameResult | '*';
  /** `checkmate`, `stalemate`, `threefold repetition`, `resignation`, … or the host's words. */
  reason: string;
  /** The result in a sentence, in the board's language (`Checkmate — White wins`). */
  text: string;
}

export interface ErrorEventDetail {
  /** What went wrong, in the board's language (a refused `play()`: the rules core's words). */
  message: string;
}

export interface ColorEventDetail {
  color: ColorName;
}

export interface ClockState {
  white: number;
  black: number;
  running: ColorName | null;
}

export interface ClockSpec {
  /** Milliseconds left. */
  white: number;
  black: number;
  running?: ColorArg | null;
}

/** A player on a seat (`load()`): a name (shown as text) and a rating, either may be null. */
export interface SeatPlayer {
  name?: string | null;
  rating?: number | null;
}

/** How a game ended, as `end()` takes it. */
export interface GameEnding {
  result: GameResult | '*';
  /** `resignation`, `timeout` (or `time`), `agreement`, `abandonment`, `aborted`, … or the host's own words. */
  reason: string;
}

/** `load()`'s plain game: the start and the moves (or a PGN), the clocks, the ending, the players, an offer. */
export interface GameState {
  /** The start position (the usual one when left out). */
  fen?: string | null;
  /** Moves replayed from `fen`: any notation, a list or one text. */
  moves?: string[] | string | null;
  /** A PGN text instead of `fen` and `moves`. */
  pgn?: string | null;
  /** The clocks as of now, as `setClock()` takes them (left out: the clocks stay as they are; null: none). */
  clock?: ClockSpec | null;
  /** How it ended (left out or null: it goes on, or the moves ended it). */
  result?: GameEnding | null;
  players?: { white?: SeatPlayer | string | null; black?: SeatPlayer | string | null } | null;
  /** A pending offer: whose (online, left out: the opponent's). */
  offer?: 'draw' | 'takeback' | { kind: 'draw' | 'takeback'; color?: ColorArg | null } | null;
}

/**
 * What the player did on an online board, named as `LiveGame`'s method that does it: a relay calls
 * `live[detail.type](…)` — `move(uci, seat, now)`, `offer(kind, seat, now)`, `resign(seat, now)`, ….
 */
export type ActionEventDetail =
  | { type: 'move'; uci: string; ply: number }
  | { type: 'offer' | 'accept' | 'decline' | 'withdraw'; kind: 'draw' | 'takeback' }
  | { type: 'resign' }
  | { type: 'abort' }
  | { type: 'claimVictory' };

/** What `applyEvent()` takes: a `LiveGame` event as it returned it, or the whole game. */
export type LiveGameEvent = LiveEvent | { type: 'state'; state: LiveState | string };

/** The connection to the host, shown on the board (`setConnection()`). */
export type ConnectionState = 'online' | 'reconnecting' | 'offline';

export interface PgnExportOptions {
  notation?: 'alice' | 'san';
  tags?: Record<string, string> | Array<[string, string]>;
}

/** Every event of the element: `CustomEvent`s that bubble and are composed. */
export interface AliceChessEventMap {
  move: CustomEvent<MoveEventDetail>;
  change: CustomEvent<ChangeEventDetail>;
  gameover: CustomEvent<GameOverEventDetail>;
  error: CustomEvent<ErrorEventDetail>;
  flag: CustomEvent<ColorEventDetail>;
  resign: CustomEvent<ColorEventDetail>;
  drawoffer: CustomEvent<ColorEventDetail>;
  takebackoffer: CustomEvent<ColorEventDetail>;
  drawaccept: CustomEvent<ColorEventDetail>;
  drawdecline: CustomEvent<ColorEventDetail>;
  takebackaccept: CustomEvent<ColorEventDetail>;
  takebackdecline: CustomEvent<ColorEventDetail>;
  /** Online: everything the player does, as one event named after `LiveGame`'s methods. */
  action: CustomEvent<ActionEventDetail>;
}

/** Events whose names the DOM does not use already (`change` and `error` are typed on the element). */
type GlobalAliceEvents = Omit<AliceChessEventMap, 'change' | 'error'>;

export declare class AliceChessElement extends HTMLElement {
  static readonly observedAttributes: string[];
  /** Resolves once the engine is loaded and the board drawn; rejects with the reason if it cannot load. */
  readonly ready: Promise<void>;
  /** The current position's FEN; setting it sets the attribute (a new game). */
  fen: string;
  moves: string | null;
  orientation: ColorName;
  mode: Mode;
  view: 'single' | 'two';
  level: number;
  playerColor: ColorName;
  showMoves: boolean;
  showControls: boolean;
  premove: boolean;
  /** Online: the clocks as of now (ms), or null without clocks. */
  readonly clock: ClockState | null;
  readonly ply: number;
  readonly turn: ColorName;
  readonly result: GameOverEventDetail | null;
  readonly history: MoveInfo[];

  /** A whole game in one call: a `LiveGame`'s `state(now)` (or its JSON text) as it is, or a {@link GameState}. */
  load(state: LiveState | GameState | string): void;
  loadFen(fen: string): void;
  loadPgn(pgn: string): void;
  play(move: string): MoveInfo;
  undo(): boolean;
  flip(): void;
  reset(): void;
  pgn(options?: PgnExportOptions | null): string;
  setClock(clock: ClockSpec | null): void;
  /** Online: the opponent's offer (Accept / Decline); a spectator's board: `by`'s offer, shown. null: none. */
  offer(kind: 'draw' | 'takeback' | null, by?: ColorArg | null): void;
  end(ending: GameEnding): void;
  /**
   * One event of a live game exactly as `LiveGame` returned it (or its JSON text), or
   * `{type: 'state', state}`: applied for whoever the board belongs to (a player, a spectator).
   */
  applyEvent(event: LiveGameEvent | string): void;
  /** The connection to the host, shown on the board (`online`: nothing shown). */
  setConnection(state: ConnectionState): void;
  /** Stops the clocks, the computer and every timer for good; the methods throw afterwards. */
  destroy(): void;

  addEventListener<K extends keyof AliceChessEventMap>(
    type: K,
    listener: (this: AliceChessElement, ev: AliceChessEventMap[K]) => any,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: AliceChessElement, ev: HTMLElementEventMap[K]) => any,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof AliceChessEventMap>(
    type: K,
    listener: (this: AliceChessElement, ev: AliceChessEventMap[K]) => any,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: AliceChessElement, ev: HTMLElementEventMap[K]) => any,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'alice-chess': AliceChessElement;
  }
  // The element's events bubble and are composed: a container, the document and the window hear
  // them too (`document.addEventListener('move', (e) => e.detail.uci)`).
  interface HTMLElementEventMap extends GlobalAliceEvents {}
  interface DocumentEventMap extends GlobalAliceEvents {}
  interface WindowEventMap extends GlobalAliceEvents {}
}
