// The problem solver's screen (?solve). Like the editor, it leaves the game being played as it is.

import { createSolver } from './solve.js';

/**
 * @param {import('../shell/screens.js').Page} page
 * @returns {import('../shell/screens.js').Screen}
 */
export function mount(page) {
  const solver = createSolver(page.el, page.core, { location: page.location, prefs: page.prefs, t: page.language.t });
  return { refresh: () => solver.refresh() };
}
