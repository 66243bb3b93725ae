// Which screen a URL opens, and where each screen's code is: the page picks the screen from its
// address before any screen's code loads (main.js), then fetches only that screen's modules with
// import(). The play screen needs none beyond the shared ones; the analysis board, the board
// editor, the problem solver, the puzzle trainer and the lessons each bring their own, entered by
// their folder's screen.js (a chunk of their own in the built site): `mount(page)` gets the parts
// every screen shares (Page, made by play/app.js) and hands back its hooks into them (Screen). A
// screen's code never imports this module (it would close a circle through loadScreen's import()):
// the links between screens are in links.js.

/** @typedef {'play'|'analysis'|'editor'|'solve'|'puzzles'|'learn'|'embed'|'online'|'watch'|'game'|'signup'|'login'|'account'|'profile'} ScreenName */

/**
 * The online screens (www/online/): shown instead of the play screen, without its game — the
 * games, and the accounts' screens (sign-up, sign-in, the account, a player's profile).
 */
export const ONLINE_SCREENS = /** @type {const} */ (['online', 'watch', 'game', 'signup', 'login', 'account', 'profile']);

/**
 * The screen of an address's query: `?analysis`, `?editor`, `?solve`, `?puzzles` or `?puzzle=ID`, `?learn`,
 * `?embed=1` (the iframe route), the online screens `?online`, `?watch` and `?game=ID`, the accounts'
 * `?signup`, `?login`, `?account` and `?profile=NAME`, else play.
 * @param {string} search  location.search
 * @returns {ScreenName}
 */
export function screenOf(search) {
  const q = new URLSearchParams(search);
  const embed = q.get('embed');
  if (embed === '1' || embed === 'true') return 'embed';
  if (q.has('game')) return 'game';
  if (q.has('watch')) return 'watch';
  if (q.has('online')) return 'online';
  if (q.has('signup')) return 'signup';
  if (q.has('login')) return 'login';
  if (q.has('account')) return 'account';
  if (q.has('profile')) return 'profile';
  if (q.has('editor')) return 'editor';
  if (q.has('solve')) return 'solve';
  if (q.has('analysis')) return 'analysis';
  if (q.has('puzzles') || q.has('puzzle')) return 'puzzles';
  if (q.has('learn')) return 'learn';
  return 'play';
}

/** @typedef {Array<{from: string, to: string, board?: 'A'|'B', brush: string}>} Arrows */

/**
 * What the page gives a screen's code when it starts (play/app.js makes it): the parts every screen
 * shares — the board, the game controller, the side panel's cards, the words, the storage.
 * @typedef {object} Page
 * @property {Record<string, any>} el  the page's parts, by their data-part names
 * @property {import('../core/boundary').Core} core  the rules core
 * @property {import('../game/controller.js').GameController} controller  the board's game
 * @property {ReturnType<typeof import('../board/board.js').createBoard>} board
 * @property {import('./language.js').PageLanguage} language
 * @property {import('./page-storage.js').PageStore} storage
 * @property {import('./storage.js').Prefs} prefs
 * @property {URLSearchParams} search  the address's query
 * @property {Location} location
 * @property {History|undefined} history
 * @property {boolean} linked  the page opened on a share link's game
 * @property {import('./notice.js').Notify} notify
 * @property {() => void} bootGame  load the saved game or the link's (the screens that play one)
 * @property {() => void} showBoard  scroll the board into view
 * @property {(orientation: 'w'|'b') => void} setOrientation  the side at the bottom (remembered)
 * @property {(times: () => Record<'w'|'b', number|null> | null) => void} showClocks  a game's
 *   recorded times on the player bars (the analysis board's [%clk …]), while the page has no clock
 * @property {(text: string|null, near?: string) => void} showMoveNote  a note over the board
 * @property {(change: {engine?: Arrows, review?: Arrows, retro?: Arrows|null}) => void} drawShapes
 *   the page's arrows by source (the engine's, the review's, Learn from your mistakes' own)
 * @property {(fen: string, uci: string) => 'A'|'B'|null} boardOf  the board a move starts from
 *   (an arrow's board in the two-board view)
 */

/**
 * What a screen's code hands back: its hooks into the shared parts, each optional.
 * @typedef {object} Screen
 * @property {{step: (d: number) => void, first: () => void, last: () => void, variation: (d: number) => boolean}} [nav]
 *   moving through the game (the analysis board: along its tree's line)
 * @property {(shapes: any) => void} [shapesDrawn]  arrows and circles drawn on the board by hand
 * @property {() => boolean} [syncing]  the screen is moving the board itself (no scrolling to it)
 * @property {(options: any) => string|null} [treePgn]  the PGN to export, if not the game's
 * @property {(text: string, index: number) => void} [pgnLoading]  a PGN is about to be loaded
 * @property {(what: string, load: () => void) => boolean} [replace]  loads a game in place of the
 *   one shown (instead of asking first)
 * @property {any} [engineKeys]  what the keys l, space and x drive
 * @property {{keepsLine?: (moves: string[]) => boolean, showLine?: (moves: string[]) => void,
 *   onReviewed?: (moves: string[], notes: any) => void}} [review]  the game review's hooks
 * @property {(review: any, engine: any) => void} [reviewed]  the review card is there
 * @property {() => void} [refresh]  draw again (another language)
 */

/**
 * A screen's own code (its folder's screen.js), loaded when the screen opens.
 * @typedef {object} ScreenCode
 * @property {(page: Page) => Screen} [mount]  the screens on the page's board
 * @property {typeof import('../online/screen.js').mountOnline} [mountOnline]  the online screens
 */

/**
 * The code of `screen` (literal import() paths, so that the bundler makes one chunk per screen).
 * @param {ScreenName} screen
 * @returns {Promise<ScreenCode>}
 */
export function loadScreen(screen) {
  switch (screen) {
    case 'analysis':
      return import('../analysis/screen.js');
    case 'editor':
      return import('../editor/screen.js');
    case 'solve':
      return import('../solve/screen.js');
    case 'puzzles':
      return import('../puzzles/screen.js');
    case 'learn':
      return import('../learn/screen.js');
    case 'online':
    case 'watch':
    case 'game':
    case 'signup':
    case 'login':
    case 'account':
    case 'profile':
      return import('../online/screen.js');
    default:
      return Promise.resolve({});
  }
}
