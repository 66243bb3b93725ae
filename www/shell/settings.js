// The Settings card: always promote to a queen, the board-B badge, and the page's appearance — the
// theme (light, dark, or as the system says), the board's colours and the piece set. Each choice
// applies at once and is remembered with the other preferences.
//
// The appearance is a few classes on the root element, which the stylesheets read:
//   theme-light | theme-dark   (neither: follow the system; shell/theme.css)
//   board-theme-<scheme>       (shell/theme.css)
//   pieces-<set>               (board/board.css; none for the classic set)
// applyAppearance() sets them; main.js calls it before the rules core loads, so a remembered
// choice shows from the first frames, and bindSettings() again on every change.

/** The board colour schemes: square colours of board A (and of the single board), then board B. */
export const BOARD_THEMES = Object.freeze(['blue', 'brown', 'green']);

/** The page themes: follow the system (the default), or always light, or always dark. */
export const PAGE_THEMES = Object.freeze(/** @type {const} */ (['system', 'light', 'dark']));

/** The piece sets (www/pieces/ is the classic one; the others are folders of it). */
export const PIECE_SETS = Object.freeze(['classic', 'modern']);

/** @typedef {{theme?: string, boardTheme?: string, pieceSet?: string}} Appearance */

/**
 * Set the root's classes for the theme, the board colours and the piece set (unknown values give
 * the defaults: the system's theme, blue, classic).
 * @param {HTMLElement} root  the <html> element
 * @param {Appearance} prefs
 */
export function applyAppearance(root, prefs) {
  const theme = PAGE_THEMES.find((t) => t === prefs.theme) ?? 'system';
  root.classList.toggle('theme-light', theme === 'light');
  root.classList.toggle('theme-dark', theme === 'dark');
  const board = BOARD_THEMES.includes(prefs.boardTheme ?? '') ? prefs.boardTheme : 'blue';
  for (const t of BOARD_THEMES) root.classList.toggle(`board-theme-${t}`, board === t);
  const pieces = PIECE_SETS.includes(prefs.pieceSet ?? '') ? prefs.pieceSet : 'classic';
  for (const set of PIECE_SETS) {
    if (set !== 'classic') root.classList.toggle(`pieces-${set}`, pieces === set);
  }
}

/**
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {{autoQueen: boolean, boardBMarker: boolean, boardTheme: string, theme: 'system' | 'light' | 'dark', pieceSet: string}} prefs
 * @param {{save: () => void, setBoard: (options: object) => void, root: HTMLElement}} env
 */
export function bindSettings(el, prefs, env) {
  el['auto-queen'].checked = prefs.autoQueen;
  el['auto-queen'].addEventListener('change', () => {
    prefs.autoQueen = el['auto-queen'].checked;
    env.save();
  });
  el['board-b-marker'].checked = prefs.boardBMarker;
  el['board-b-marker'].addEventListener('change', () => {
    prefs.boardBMarker = el['board-b-marker'].checked;
    env.setBoard({ boardBMarker: prefs.boardBMarker });
    env.save();
  });

  /**
   * A select that sets one appearance preference: shows the remembered value, and on a change
   * keeps an allowed value (else the default), applies and saves.
   * @param {string} part  the select's data-part
   * @param {'theme' | 'boardTheme' | 'pieceSet'} key
   * @param {readonly string[]} allowed  the first is the default
   */
  const bindChoice = (part, key, allowed) => {
    const select = /** @type {HTMLSelectElement | null} */ (el[part]);
    if (!select) return;
    select.value = allowed.includes(prefs[key]) ? prefs[key] : allowed[0];
    select.addEventListener('change', () => {
      const value = allowed.includes(select.value) ? select.value : allowed[0];
      Object.assign(prefs, { [key]: value });
      applyAppearance(env.root, prefs);
      env.save();
    });
  };
  bindChoice('page-theme', 'theme', PAGE_THEMES);
  bindChoice('board-theme', 'boardTheme', BOARD_THEMES);
  bindChoice('piece-set', 'pieceSet', PIECE_SETS);
  applyAppearance(env.root, prefs);
}
