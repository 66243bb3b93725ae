// `import 'alice-chess'` defines the <alice-chess> custom element (and nothing else global).
// README "Embedding" documents every attribute, property, method and event.

export type ColorName = 'white' | 'black';
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
  'player-color'?: ColorName;
  view?: 'single' | 'two';
  'show-moves'?: boolean | string;
  'show-controls'?: boolean | string;
  /** Parts `show-controls` shows: `undo`, `flip`, `view`, `resign`, `draw`, `takeback`. */
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
  /** The FEN after the move. */
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
  running?: ColorName | null;
}

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

  loadFen(fen: string): void;
  loadPgn(pgn: string): void;
  play(move: string): MoveInfo;
  undo(): boolean;
  flip(): void;
  reset(): void;
  pgn(options?: PgnExportOptions | null): string;
  setClock(clock: ClockSpec | null): void;
  offer(kind: 'draw' | 'takeback'): void;
  end(ending: { result: GameResult | '*'; reason: string }): void;

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
  // The element's events bubble: a container hears them too.
  interface HTMLElementEventMap extends GlobalAliceEvents {}
}
