// The note over the foot of the board that says why a move tried there is not allowed (the rules
// core's reason). Shared by the page and the <alice-chess> widget; it hides itself after a while.

export const MOVE_NOTE_MS = 5000;

/**
 * @param {HTMLElement} el  the note element (class move-note, hidden)
 * @returns {{show: (text: string|null) => boolean, clear: () => void}}
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
    /** Show `text` (null or '': hide); true when something is shown. */
    show(text) {
      clear();
      if (!text) return false;
      el.textContent = text;
      el.hidden = false;
      timer = setTimeout(clear, MOVE_NOTE_MS);
      return true;
    },
    clear,
  };
}
