// The note over the board that says why a move tried there is not allowed (the rules core's
// reason). It sits at the foot of the board, or at its head when the tried square is in the lower
// half (so that it never hides the piece or the square in question). Shared by the page and the
// <alice-chess> widget; it hides itself after a while.

export const MOVE_NOTE_MS = 5000;

/**
 * @param {HTMLElement} el  the note element (class move-note, hidden)
 * @returns {{show: (text: string|null, near?: string) => boolean, clear: () => void}}
 */
export function createMoveNote(el) {
  /** @type {any} */
  let timer = 0;
  const clear = () => {
    clearTimeout(timer);
    el.hidden = true;
    el.textContent = '';
  };
  return {
    /**
     * Show `text` (null or '': hide); true when something is shown.
     * @param {string|null} text
     * @param {string} [near]  the square tried (e.g. "e4"): the note keeps clear of it
     */
    show(text, near) {
      clear();
      if (!text) return false;
      el.textContent = text;
      el.classList.toggle('at-top', near ? inLowerHalf(el, near) : false);
      el.hidden = false;
      timer = setTimeout(clear, MOVE_NOTE_MS);
      return true;
    },
    clear,
  };
}

/**
 * Whether the square `name` is drawn in the lower half of the board the note floats over.
 * @param {HTMLElement} el
 * @param {string} name
 */
function inLowerHalf(el, name) {
  const area = el.parentElement;
  const square = [...(area?.querySelectorAll(`[data-square="${CSS.escape(name)}"]`) ?? [])].find((s) => s.getClientRects().length);
  if (!area || !square) return false;
  const box = area.getBoundingClientRect();
  const sq = square.getBoundingClientRect();
  return sq.top + sq.height / 2 > box.top + box.height / 2;
}
