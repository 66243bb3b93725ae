// The Settings card: always promote to a queen, the board-B badge, and the board's colours. Each
// choice applies at once and is remembered with the other preferences.

/** The board colour schemes: square colours of board A (and of the single board), then board B. */
export const BOARD_THEMES = Object.freeze(['blue', 'brown', 'green']);

/**
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {{autoQueen: boolean, boardBMarker: boolean, boardTheme?: string}} prefs
 * @param {{save: () => void, setBoard: (options: object) => void, root: HTMLElement}} env
 */
export function bindSettings(el, prefs, env) {
  const applyTheme = () => {
    for (const t of BOARD_THEMES) env.root.classList.toggle(`board-theme-${t}`, prefs.boardTheme === t);
  };
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
  el['board-theme'].value = prefs.boardTheme ?? 'blue';
  el['board-theme'].addEventListener('change', () => {
    prefs.boardTheme = BOARD_THEMES.includes(el['board-theme'].value) ? el['board-theme'].value : 'blue';
    applyTheme();
    env.save();
  });
  applyTheme();
}
