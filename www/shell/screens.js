// Which screen a URL opens, and where each screen's code is: the page picks the screen from its
// address before any screen's code loads (main.js), then fetches only that screen's modules with
// import(). The play screen needs none beyond the shared ones; the analysis board, the board
// editor, the problem solver, the puzzle trainer and the lessons each bring their own (a chunk of their own in the
// built site). The links that open another screen are made here too.

/** @typedef {'play'|'analysis'|'editor'|'solve'|'puzzles'|'learn'|'embed'|'online'|'watch'|'game'} ScreenName */

/** The online screens (www/online/): shown instead of the play screen, without its game. */
export const ONLINE_SCREENS = /** @type {const} */ (['online', 'watch', 'game']);

/**
 * The screen of an address's query: `?analysis`, `?editor`, `?solve`, `?puzzles` or `?puzzle=ID`, `?learn`,
 * `?embed=1` (the iframe route), the online screens `?online`, `?watch` and `?game=ID`, else play.
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
  if (q.has('editor')) return 'editor';
  if (q.has('solve')) return 'solve';
  if (q.has('analysis')) return 'analysis';
  if (q.has('puzzles') || q.has('puzzle')) return 'puzzles';
  if (q.has('learn')) return 'learn';
  return 'play';
}

/**
 * A screen's own code: what createApp needs of it (play/app.js), loaded when the screen opens.
 * @typedef {object} ScreenCode
 * @property {typeof import('../analysis/analysis.js').createAnalysis} [createAnalysis]
 * @property {typeof import('../analysis/analysis-tree.js').createAnalysisTree} [createAnalysisTree]
 * @property {typeof import('../analysis/retro.js').createRetro} [createRetro]
 * @property {typeof import('../editor/editor.js').createEditor} [createEditor]
 * @property {typeof import('../solve/solve.js').createSolver} [createSolver]
 * @property {typeof import('../puzzles/puzzles.js').startPuzzles} [startPuzzles]
 * @property {typeof import('../learn/lessons.js').startLessons} [startLessons]
 * @property {typeof import('../online/screen.js').mountOnline} [mountOnline]
 */

/**
 * The code of `screen` (literal import() paths, so that the bundler makes one chunk per screen).
 * @param {ScreenName} screen
 * @returns {Promise<ScreenCode>}
 */
export function loadScreen(screen) {
  switch (screen) {
    case 'analysis':
      return Promise.all([import('../analysis/analysis.js'), import('../analysis/analysis-tree.js'), import('../analysis/retro.js')]).then(([a, tree, retro]) => ({
        createAnalysis: a.createAnalysis,
        createAnalysisTree: tree.createAnalysisTree,
        createRetro: retro.createRetro,
      }));
    case 'editor':
      return import('../editor/editor.js').then((m) => ({ createEditor: m.createEditor }));
    case 'solve':
      return import('../solve/solve.js').then((m) => ({ createSolver: m.createSolver }));
    case 'puzzles':
      return import('../puzzles/puzzles.js').then((m) => ({ startPuzzles: m.startPuzzles }));
    case 'learn':
      return import('../learn/lessons.js').then((m) => ({ startLessons: m.startLessons }));
    case 'online':
    case 'watch':
    case 'game':
      return import('../online/screen.js').then((m) => ({ mountOnline: m.mountOnline }));
    default:
      return Promise.resolve({});
  }
}

/**
 * The board editor's address for a position (the editor's "Edit position" link).
 * @param {{pathname: string}} loc
 * @param {string} fen
 */
export const editorLink = (loc, fen) => `${loc.pathname}?editor#fen=${encodeURIComponent(fen)}`;
