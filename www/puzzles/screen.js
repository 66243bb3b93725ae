// The puzzle trainer's screen (?puzzles, ?puzzle=ID): puzzles on the page's board, the solver's side
// at the bottom (not saved).

import { startPuzzles } from './puzzles.js';

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
