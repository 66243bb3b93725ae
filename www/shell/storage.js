// Saving the game in localStorage and in share links. Only plain data is stored: the start FEN, the
// moves in coordinate notation, how a game ended when it did not end by a move (resignation,
// agreement, flag), and who plays (two people, or a person against the computer at a level). Whatever is read back is checked before it reaches the engine; the engine then
// replays it, so a corrupt save can never give an illegal position.
// The reasons given for refusing data ('bad move list', …) are for developers: the page logs them
// and tells the player, in the player's language, only that the game could not be used.
//
// Nothing saved is lost by reading it: a save this version cannot read is reported with its text,
// so that the page can set it aside (setAside: kept under another key) before it saves anything
// in its place; a save of a newer format (`v` above SAVE_VERSION) is reported as such, for the page
// to leave alone; a bad clock drops only the clock, and a malformed move only the moves from it on
// (loadGame says what it dropped).

/** @typedef {'w' | 'b'} Color */

/**
 * Who plays: two people on one screen, or a person against the computer.
 * @typedef {{mode: 'hotseat'} | {mode: 'computer', human: Color, level: number, movetimeMs: number}} Players
 */

/**
 * Players as saveGame() takes them: the time per move may be missing (1 s when read back).
 * @typedef {{mode: 'hotseat'} | {mode: 'computer', human: Color, level: number, movetimeMs?: number}} SavePlayers
 */

/**
 * How a game ended when not by a move: a resignation or a flag fall (`color`: who resigned / whose
 * time ran out), or a draw by agreement.
 * time ran out), a draw by agreement, or an aborted game.
 * @typedef {{kind: 'resign' | 'flag', color: Color} | {kind: 'draw'} | {kind: 'abort'}} GameEnd
 */

/**
 * A saved clock: the game's clock (ClockState) and `at`, the time (Date.now()) its times were read.
 * @typedef {import('../game/types').ClockState & {at: number}} SavedClock
 */

/**
 * A saved game, as checkGame() returns it.
 * @typedef {object} SavedGame
 * @property {number} v  SAVE_VERSION
 * @property {string} start  the start FEN
 * @property {string[]} moves  as given (we write coordinate notation)
 * @property {GameEnd | null} end
 * @property {Players} players
 * @property {SavedClock | null} [clock]  the game's clock, if it has one (not in share links)
 */

/**
 * What loadGame() and decodeHash() found: `data` when it looks right, else `error` saying why not.
 * (A share link may also say which side is at the bottom: `orientation`.)
 * loadGame() also gives the saved `text` as it was (to set it aside), `newer`: the format version of
 * a save made by a newer version (then no data and no error), `clockDropped`: why the game's clock
 * was left out (the game itself is fine), and `cut`: the first malformed move, where the moves
 * were cut (those before it are in `data`).
 * @typedef {{data?: SavedGame, error?: string, orientation?: Color, text?: string, newer?: number,
 *            clockDropped?: string, cut?: {index: number, token: string}}} Loaded
 */

/**
 * The part of the Web Storage API used here (localStorage, or a stand-in).
 * @typedef {Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>} Store
 */

/**
 * Display preferences.
 * @typedef {object} Prefs
 * @property {Color} orientation
 * @property {'single' | 'double'} layout
 * @property {boolean} muted
 * @property {{enabled: boolean, minutes: number, increment: number}} clock
 * @property {{mode: 'hotseat' | 'computer', color: Color | 'random', level: number, movetimeMs: number}} setup
 * @property {boolean} showEval
 * @property {boolean} autoQueen
 * @property {boolean} boardBMarker
 * @property {string} boardTheme
 * @property {string | null} lang  the language chosen in the picker (null: the browser's)
 * @property {'system' | 'light' | 'dark'} theme  the page's colours (system: follow the OS)
 * @property {string} pieceSet  the piece images (settings.js PIECE_SETS)
 * @property {'on' | 'muted' | 'off'} chat  an online game's chat: shown, the opponent's lines hidden, or none
 */

export const GAME_KEY = 'alice-chess.game';
/** A game in progress put aside when another replaced it (a share link, a FEN or PGN loaded). */
export const PREVIOUS_KEY = 'alice-chess.previous';
/**
 * Keys earlier versions wrote and none ever read: the analysis, puzzle and lesson boards' games
 * (those boards are rebuilt from the analysis tree, the puzzle and the lesson). The page removes
 * them, so that a large analysis saved there once does not fill the storage for good.
 */
export const OBSOLETE_KEYS = Object.freeze(['alice-chess.analysis', 'alice-chess.puzzle-board', 'alice-chess.lesson-board']);
export const PREFS_KEY = 'alice-chess.prefs';
export const SAVE_VERSION = 1;
export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

// We write coordinate moves (e2e4, a7a8q); links written by hand may use any notation the engine reads.
const MOVE = /^[A-Za-z0-9=+#-]{2,12}$/;
const MAX_MOVES = 3000;
const MAX_FEN = 200;

/** The computer's levels (the engine's 1..MAX_LEVEL) and the allowed time per move. */
export const MAX_LEVEL = 8;
export const MOVETIME_MIN = 100;
export const MOVETIME_MAX = 60_000;

/** Two people on one screen. */
export const HOTSEAT = Object.freeze(/** @type {{mode: 'hotseat'}} */ ({ mode: 'hotseat' }));

/** @param {any} n  anything */
const isLevel = (n) => Number.isInteger(n) && n >= 1 && n <= MAX_LEVEL;
/** @param {any} n  anything */
const isMovetime = (n) => Number.isInteger(n) && n >= MOVETIME_MIN && n <= MOVETIME_MAX;

/**
 * Check who plays: {mode: 'hotseat'} or {mode: 'computer', human: 'w'|'b', level, movetimeMs}.
 * Missing means hotseat. Returns the cleaned value or throws an Error saying what is wrong.
 * @param {any} p  read from storage or a link: anything
 * @returns {Players}
 */
export function checkPlayers(p) {
  if (p == null || p.mode === 'hotseat') return HOTSEAT;
  if (typeof p !== 'object' || p.mode !== 'computer') throw new Error('bad players');
  if (p.human !== 'w' && p.human !== 'b') throw new Error('bad player colour');
  if (!isLevel(p.level)) throw new Error('bad computer level');
  const movetimeMs = p.movetimeMs ?? 1000;
  if (!isMovetime(movetimeMs)) throw new Error('bad time per move');
  return { mode: 'computer', human: p.human, level: p.level, movetimeMs };
}

/**
 * Check a saved game's shape. Returns the cleaned data or throws an Error saying what is wrong.
 * @param {any} data  read from storage or a link: anything
 * @returns {SavedGame}
 */
export function checkGame(data) {
  if (!data || typeof data !== 'object') throw new Error('not a saved game');
  if (data.v !== SAVE_VERSION) throw new Error(`saved by another version (${String(data.v)})`);
  const start = data.start ?? START_FEN;
  if (typeof start !== 'string' || start.length > MAX_FEN) throw new Error('bad start position');
  if (!Array.isArray(data.moves) || data.moves.length > MAX_MOVES) throw new Error('bad move list');
  for (const m of data.moves) {
    if (typeof m !== 'string' || !MOVE.test(m)) throw new Error(`bad move "${String(m).slice(0, 12)}"`);
  }
  /** @type {GameEnd | null} */
  let end = null;
  if (data.end != null) {
    const { kind, color } = data.end;
    const okColor = color === 'w' || color === 'b';
    if (!((kind === 'resign' && okColor) || (kind === 'flag' && okColor) || kind === 'draw' || kind === 'abort')) {
      throw new Error('bad game ending');
    }
    end = kind === 'draw' || kind === 'abort' ? { kind } : { kind, color };
  }
  const clock = data.clock == null ? null : checkClock(data.clock);
  return { v: SAVE_VERSION, start, moves: [...data.moves], end, players: checkPlayers(data.players), clock };
}

const MAX_CLOCK_MS = 24 * 3600_000;
/** @param {any} n  anything */
const isMs = (n) => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= MAX_CLOCK_MS;

/**
 * Check a saved clock. Returns the cleaned value or throws an Error saying what is wrong.
 * @param {any} c  read from storage: anything
 * @returns {SavedClock}
 */
export function checkClock(c) {
  if (typeof c !== 'object' || !c) throw new Error('bad clock');
  if (!isMs(c.initial) || c.initial === 0 || !isMs(c.increment)) throw new Error('bad clock settings');
  if (!c.remaining || !isMs(c.remaining.w) || !isMs(c.remaining.b)) throw new Error('bad clock times');
  if (c.running !== null && c.running !== 'w' && c.running !== 'b') throw new Error('bad running clock');
  if (typeof c.at !== 'number' || !Number.isFinite(c.at)) throw new Error('bad clock time stamp');
  return { initial: c.initial, increment: c.increment, remaining: { w: c.remaining.w, b: c.remaining.b }, running: c.running, at: c.at };
}

/**
 * @param {Store | null | undefined} store
 * @param {string} key
 */
function read(store, key) {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null; // storage switched off
  }
}

/**
 * @param {Store | null | undefined} store
 * @param {string} key
 * @param {string} value
 */
function write(store, key, value) {
  try {
    store?.setItem(key, value);
    return true;
  } catch {
    return false; // storage full or switched off
  }
}

/**
 * The saved game: null when there is none, else what was found (see Loaded): {data} when it can be
 * used (with `clockDropped` or `cut` when part of it could not), {newer} for a newer format,
 * {error} when it cannot be used; and always its `text`.
 * @param {Store | null | undefined} store
 * @param {string} [key]  GAME_KEY (the autosave) or PREVIOUS_KEY (the game put aside)
 * @returns {Loaded | null}
 */
export function loadGame(store, key = GAME_KEY) {
  const text = read(store, key);
  if (text == null) return null;
  let raw;
  try {
    raw = JSON.parse(text);
  } catch {
    return { error: 'unreadable data', text };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { error: 'not a saved game', text };
  if (Number.isInteger(raw.v) && raw.v > SAVE_VERSION) return { newer: raw.v, text };
  try {
    // The moves up to the first malformed one (what the rules core then refuses is cut by the page).
    const bad = Array.isArray(raw.moves) ? raw.moves.findIndex((/** @type {unknown} */ m) => typeof m !== 'string' || !MOVE.test(m)) : -1;
    const moves = bad < 0 ? raw.moves : raw.moves.slice(0, bad);
    /** @type {Loaded} */
    const found = { data: checkGame({ ...raw, moves, clock: null }), text };
    if (bad >= 0) found.cut = { index: bad, token: String(raw.moves[bad]).slice(0, 12) };
    if (raw.clock != null && found.data) {
      try {
        found.data.clock = checkClock(raw.clock);
      } catch (err) {
        found.clockDropped = /** @type {Error} */ (err).message;
      }
    }
    return found;
  } catch (err) {
    return { error: /** @type {Error} */ (err).message, text };
  }
}

/**
 * Keep `text`, a save that cannot be used, under another key instead of losing it: `KEY.unreadable`,
 * or `KEY.unreadable.<time>` when that one already holds another. Returns the key used, or null when
 * it could not be written (storage full or blocked): then the save must not be written over.
 * @param {Store | null | undefined} store
 * @param {string} key  where it was found
 * @param {string} text
 * @param {number} [now]  Date.now()
 */
export function setAside(store, key, text, now = Date.now()) {
  if (!store) return null;
  let aside = `${key}.unreadable`;
  const there = read(store, aside);
  if (there === text) return aside; // set aside already (an earlier visit could not write over it)
  if (there != null) aside = `${aside}.${now}`;
  return write(store, aside, text) ? aside : null;
}

/**
 * Save a game: {start, moves, end, players, clock}. False when it could not be stored.
 * @param {Store | null | undefined} store
 * @param {{start?: string, moves: string[], end?: GameEnd | null, players?: SavePlayers, clock?: SavedClock | null}} game
 * @param {string} [key]  GAME_KEY (the autosave) or PREVIOUS_KEY (the game put aside)
 */
export function saveGame(store, game, key = GAME_KEY) {
  return write(store, key, JSON.stringify({ v: SAVE_VERSION, ...game }));
}

/**
 * Forget a saved game.
 * @param {Store | null | undefined} store
 * @param {string} [key]  GAME_KEY (the autosave) or PREVIOUS_KEY (the game put aside)
 */
export function clearGame(store, key = GAME_KEY) {
  try {
    store?.removeItem(key);
  } catch {
    /* nothing to do */
  }
}

/**
 * Display preferences, with defaults for anything missing or malformed.
 * @param {Store | null | undefined} store
 * @returns {Prefs}
 */
export function loadPrefs(store) {
  /** @type {Prefs} */
  const prefs = {
    orientation: 'w',
    layout: 'single',
    muted: false,
    clock: { enabled: false, minutes: 5, increment: 3 },
    /** The new-game dialog's last choice (color may be 'random'). */
    setup: { mode: 'hotseat', color: 'w', level: 3, movetimeMs: 1000 },
    /** Show the evaluation. */
    showEval: false,
    /** Promote to a queen without asking. */
    autoQueen: false,
    /** Mark board-B pieces with a second cue besides their colour (single-board view). */
    boardBMarker: true,
    /** The board's colours (settings.js BOARD_THEMES). */
    boardTheme: 'blue',
    /** The language chosen in the picker; null follows the browser (i18n/i18n.js pickLanguage). */
    lang: null,
    /** Light or dark page, or as the system says. */
    theme: 'system',
    /** The piece images. */
    pieceSet: 'classic',
    /** An online game's chat: on, the opponent muted, or off. */
    chat: 'on',
  };
  try {
    const p = JSON.parse(read(store, PREFS_KEY) ?? '{}');
    if (p.orientation === 'w' || p.orientation === 'b') prefs.orientation = p.orientation;
    if (p.layout === 'single' || p.layout === 'double') prefs.layout = p.layout;
    if (typeof p.muted === 'boolean') prefs.muted = p.muted;
    const c = p.clock;
    if (c && typeof c === 'object') {
      if (typeof c.enabled === 'boolean') prefs.clock.enabled = c.enabled;
      if (Number.isFinite(c.minutes) && c.minutes > 0 && c.minutes <= 180) prefs.clock.minutes = c.minutes;
      if (Number.isFinite(c.increment) && c.increment >= 0 && c.increment <= 180) {
        prefs.clock.increment = c.increment;
      }
    }
    const g = p.setup;
    if (g && typeof g === 'object') {
      if (g.mode === 'hotseat' || g.mode === 'computer') prefs.setup.mode = g.mode;
      if (['w', 'b', 'random'].includes(g.color)) prefs.setup.color = g.color;
      if (isLevel(g.level)) prefs.setup.level = g.level;
      if (isMovetime(g.movetimeMs)) prefs.setup.movetimeMs = g.movetimeMs;
    }
    if (typeof p.showEval === 'boolean') prefs.showEval = p.showEval;
    if (typeof p.autoQueen === 'boolean') prefs.autoQueen = p.autoQueen;
    if (typeof p.boardBMarker === 'boolean') prefs.boardBMarker = p.boardBMarker;
    if (['blue', 'brown', 'green'].includes(p.boardTheme)) prefs.boardTheme = p.boardTheme;
    if (typeof p.lang === 'string' && /^[a-z]{2}$/.test(p.lang)) prefs.lang = p.lang;
    if (['system', 'light', 'dark'].includes(p.theme)) prefs.theme = p.theme;
    if (typeof p.pieceSet === 'string' && /^[a-z]{1,20}$/.test(p.pieceSet)) prefs.pieceSet = p.pieceSet;
    if (['on', 'muted', 'off'].includes(p.chat)) prefs.chat = p.chat;
  } catch {
    /* defaults */
  }
  return prefs;
}

/**
 * @param {Store | null | undefined} store
 * @param {Prefs} prefs
 */
export function savePrefs(store, prefs) {
  write(store, PREFS_KEY, JSON.stringify(prefs));
}

/**
 * The hash part of a share link: "#fen=…&moves=e2e4,d7d5" (fen left out for the start position),
 * then "&vs=computer&you=b&level=3&ms=1000" for a game against the computer, and "&o=b" when the
 * board is seen from Black's side.
 * @param {{start?: string | null, moves: string[], players?: Players | null, orientation?: Color}} game
 */
export function encodeHash({ start, moves, players, orientation = 'w' }) {
  const params = [];
  if (start && start !== START_FEN) params.push(`fen=${encodeURIComponent(start)}`);
  params.push(`moves=${moves.join(',')}`);
  if (players?.mode === 'computer') {
    params.push(`vs=computer&you=${players.human}&level=${players.level}&ms=${players.movetimeMs}`);
  }
  if (orientation === 'b') params.push('o=b');
  return `#${params.join('&')}`;
}

/**
 * The players of a share link's parameters (throws when they are malformed).
 * @param {URLSearchParams} params
 */
function linkPlayers(params) {
  const vs = params.get('vs');
  if (vs == null || vs === 'hotseat') return HOTSEAT;
  if (vs !== 'computer') throw new Error(`unknown opponent "${vs.slice(0, 12)}"`);
  /**
   * @param {string} name
   * @param {number} fallback
   */
  const int = (name, fallback) => (params.has(name) ? Number(params.get(name)) : fallback);
  return checkPlayers({
    mode: 'computer',
    human: params.get('you') ?? 'w',
    level: int('level', 3),
    movetimeMs: int('ms', 1000),
  });
}

/**
 * Read a share link's hash: null when it holds no game, {data} when it looks right, {error} otherwise.
 * Accepts "#fen=…&moves=…", either part alone.
 * @param {string | null | undefined} hash  location.hash
 * @returns {Loaded | null}
 */
export function decodeHash(hash) {
  const text = (hash ?? '').replace(/^#/, '');
  if (!text) return null;
  let params;
  try {
    params = new URLSearchParams(text);
  } catch {
    return { error: 'unreadable link' };
  }
  if (!params.has('fen') && !params.has('moves')) return null;
  try {
    const movesText = (params.get('moves') ?? '').trim();
    const moves = movesText ? movesText.split(/[\s,]+/).filter(Boolean) : [];
    const fen = params.get('fen');
    const players = linkPlayers(params);
    const o = params.get('o');
    if (o != null && o !== 'w' && o !== 'b') throw new Error(`unknown orientation "${o.slice(0, 12)}"`);
    const data = checkGame({ v: SAVE_VERSION, start: fen == null ? START_FEN : fen.trim(), moves, players });
    return o ? { data, orientation: o } : { data };
  } catch (err) {
    return { error: /** @type {Error} */ (err).message };
  }
}
