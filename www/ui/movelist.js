// The move list: numbered rows of Alice-notation moves; each move is a button that shows the
// position after it. Rebuilt only when the moves change; otherwise only the current mark moves (and
// the labels for screen readers are worded again, so that a change of language shows).

import { englishT } from '../i18n/i18n.js';
import { numberedMove } from '../game/format.js';

/**
 * A move as the list shows it (the engine's history entries have these fields and more).
 * @typedef {{number: number, color: 'w' | 'b', uci: string, alice: string}} ListedMove
 */

/**
 * Draw `history` (engine Move objects with number, color, alice) into the <ol> `list`.
 * `current` is the ply being shown (0 = start). onPick(ply) is called when a move is chosen.
 * `options.t` words the moves' labels for screen readers (English when not given).
 * @param {HTMLElement} list
 * @param {(ply: number) => void} onPick
 * @param {{t?: import('../i18n/i18n.js').Translate}} [options]
 */
export function createMoveList(list, onPick, { t = englishT } = {}) {
  /** @type {string | null} */
  let signature = null;
  /** @type {HTMLButtonElement[]} */
  let buttons = [];
  /** @type {readonly ListedMove[]} the moves the buttons show */
  let shown = [];
  let scrollFrame = 0;

  list.addEventListener('click', (e) => {
    /** @type {HTMLButtonElement | null} */
    const b = e.target instanceof Element ? e.target.closest('button[data-ply]') : null;
    if (b) onPick(Number(b.dataset.ply));
  });

  /** @param {readonly ListedMove[]} history */
  function rebuild(history) {
    /** @type {HTMLLIElement[]} */
    const rows = [];
    buttons = [];
    /** @type {HTMLLIElement | null} */
    let row = null;
    history.forEach((m, i) => {
      const ply = i + 1;
      if (!row || m.color === 'w') {
        row = document.createElement('li');
        row.className = 'move-row';
        const num = document.createElement('span');
        num.className = 'move-num';
        num.textContent = m.color === 'w' ? `${m.number}.` : `${m.number}…`;
        num.setAttribute('aria-hidden', 'true');
        row.append(num);
        if (m.color === 'b') {
          const gap = document.createElement('span');
          gap.className = 'move move-gap';
          gap.setAttribute('aria-hidden', 'true');
          row.append(gap);
        }
        rows.push(row);
      }
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'move';
      b.dataset.ply = String(ply);
      b.dataset.uci = m.uci;
      b.textContent = m.alice;
      row.append(b);
      buttons.push(b);
    });
    list.replaceChildren(...rows);
  }

  /** @type {Map<number, string>} ply → ?!, ?, ?? */
  let marks = new Map();
  function applyMarks() {
    buttons.forEach((b, i) => {
      const mark = marks.get(i + 1);
      if (mark) b.dataset.annotation = mark;
      else delete b.dataset.annotation;
    });
  }

  return {
    /**
     * Annotate moves (a game review): ply → '?!' | '?' | '??' (an empty map clears them).
     * @param {Map<number, string>} next
     */
    setMarks(next) {
      marks = next;
      applyMarks();
    },

    /**
     * Show `history`, marking the move of ply `current` (0 = the start position).
     * @param {readonly ListedMove[]} history
     * @param {number} current
     */
    update(history, current) {
      const sig = history.map((m) => m.uci).join(' ');
      if (sig !== signature) {
        rebuild(history);
        signature = sig;
        shown = history;
        applyMarks();
      }
      buttons.forEach((b, i) => {
        const m = shown[i];
        const label = t(`game.moves.move.${m.color}`, { move: numberedMove(m) });
        if (b.getAttribute('aria-label') !== label) b.setAttribute('aria-label', label);
        const on = i + 1 === current;
        b.classList.toggle('current', on);
        if (on) b.setAttribute('aria-current', 'step');
        else b.removeAttribute('aria-current');
      });
      // Keep the shown move in view — after the next layout, so a move costs no extra layout.
      const cur = buttons[current - 1];
      const atEnd = current === history.length;
      cancelAnimationFrame(scrollFrame);
      scrollFrame = requestAnimationFrame(() => {
        const scroller = list.parentElement;
        if (!scroller) return;
        if (cur) {
          const top = cur.offsetTop; // the scroller is the offsetParent (position: relative)
          if (top < scroller.scrollTop) scroller.scrollTop = top - 4;
          else if (top + cur.offsetHeight > scroller.scrollTop + scroller.clientHeight) {
            scroller.scrollTop = top + cur.offsetHeight - scroller.clientHeight + 4;
          }
        } else if (atEnd) {
          scroller.scrollTop = scroller.scrollHeight;
        }
      });
    },
  };
}
