// The board editor's screen (?editor): the editor on the page's board area. The game being played
// stays as it is (no game is loaded from a link here).

import { createEditor } from './editor.js';

/**
 * @param {import('../shell/screens.js').Page} page
 * @returns {import('../shell/screens.js').Screen}
 */
export function mount(page) {
  const editor = createEditor(page.el, page.core, {
    location: page.location,
    history: page.history,
    prefs: page.prefs,
    t: page.language.t,
  });
  return { refresh: () => editor.refresh() };
}
