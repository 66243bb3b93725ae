// The puzzle trainer's screen (index.html?puzzles, one puzzle: ?puzzle=ID): puzzles from
// www/puzzles/puzzles.json (made by `alice puzzles`), chosen near the player's rating, on the page's
// board, the solver's side at the bottom (not saved). The player plays one side (the game
// controller's online mode: only that side moves); each move is checked against the solution — in
// a mate puzzle any move that mates counts — and the opponent's replies come by themselves. As on
// lichess, a puzzle starts from the position before the opponent's last move (when the file has
// it), which is then played. A wrong move fails the puzzle (the position comes back to try again)
// and is named. The player's Glicko-2 rating and each puzzle's move after every first try; hint,
// solution, retry, next and a streak. A theme can be chosen: the next puzzles are then picked among
// that theme's, still near the player's rating; the choice is kept with the progress.
//
// This file starts the trainer: puzzle-ctrl.js is its controller (state and actions, no DOM),
// puzzle-view.js draws it, progress.js keeps the progress in localStorage (checked by shape when
// read).

import { englishT } from '../i18n/page-catalogues.js';
import { createPuzzleCtrl } from './puzzle-ctrl.js';
import { bindPuzzleView } from './puzzle-view.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('../learn/lessons.js').I18n} I18n */

/**
 * Start the trainer on the page: the controller and its view; resolves once the puzzles are read
 * and the first one is shown (or the card says why there is none).
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {GameController} controller
 * @param {Omit<import('./puzzle-ctrl.js').PuzzleEnv, 't'>} env
 * @param {I18n} [i18n]  the page's words (English when not given)
 */
export async function startPuzzles(el, controller, env, i18n = { t: englishT }) {
  const ctrl = createPuzzleCtrl(controller, { ...env, t: i18n.t });
  bindPuzzleView(el, ctrl, i18n);
  await ctrl.load();
  return ctrl;
}

/**
 * @param {import('../shell/screens.js').Page} page
 * @returns {import('../shell/screens.js').Screen}
 */
export function mount(page) {
  page.bootGame();
  page.el.app?.classList.add('puzzle-mode');
  startPuzzles(
    page.el,
    page.controller,
    {
      storage: page.storage,
      id: page.search.get('puzzle'),
      setShapes: (s) => page.board.setShapes(/** @type {any} */ (s)),
      orient: (side) => page.board.set({ orientation: side }),
      showBoard: page.showBoard,
      notify: page.notify,
    },
    page.language,
  );
  return {};
}
