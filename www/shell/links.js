// The addresses that open one screen from another, made by more than one screen. A module of its
// own, importing nothing, so that a screen's code can make a link without importing the shell's
// list of screens (shell/screens.js imports each screen's code: a link back would be a circle).

/**
 * The board editor's address for a position (the play screen's "Edit position", the solver's
 * "Edit" link).
 * @param {{pathname: string}} loc
 * @param {string} fen
 */
export const editorLink = (loc, fen) => `${loc.pathname}?editor#fen=${encodeURIComponent(fen)}`;
