// The lessons' screen (?learn): each lesson's tasks on the page's board; a refused move's note says
// why under the board.

import { startLessons } from './lessons.js';

/**
 * @param {import('../shell/screens.js').Page} page
 * @returns {import('../shell/screens.js').Screen}
 */
export function mount(page) {
  page.bootGame();
  page.el.app?.classList.add('lesson-mode');
  startLessons(
    page.el,
    page.controller,
    { storage: page.storage, note: page.showMoveNote, orient: (side) => page.board.set({ orientation: side }) },
    page.language,
  );
  return {};
}
