// The confirmation bar under the controls: "Who resigns?", "White offers a draw. Black, do you
// accept?". Buttons only call back; the page decides what they do.

import { colorName } from '../game/format.js';

/** @typedef {import('../core/boundary').Color} Color */

/**
 * @param {{confirm: HTMLElement, text: HTMLElement, actions: HTMLElement}} el
 * @param {{resign: (color: Color) => void, acceptDraw: () => void, beforeOpen?: () => void}} hooks
 */
export function createConfirmBar(el, hooks) {
  /** @type {'draw'|'resign'|null} */
  let open = null;

  function close() {
    const wasOpen = open !== null;
    open = null;
    el.confirm.hidden = true;
    el.actions.replaceChildren();
    return wasOpen;
  }

  /**
   * @param {'draw'|'resign'} kind
   * @param {Color} turn  the side to move
   * @param {Color|null} human  the person's colour against the computer, else null
   * @param {boolean} [abortable]  resigning now aborts the game (the resigner has not moved yet)
   */
  function show(kind, turn, human, abortable = false) {
    const other = turn === 'w' ? 'b' : 'w';
    /** @type {HTMLButtonElement[]} */
    const actions = [];
    /**
     * @param {string} text
     * @param {string} testid
     * @param {() => void} fn
     */
    const button = (text, testid, fn, primary = false) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = primary ? 'btn primary' : 'btn';
      b.textContent = text;
      b.dataset.testid = testid;
      b.addEventListener('click', () => {
        close();
        fn();
      });
      actions.push(b);
    };
    let text;
    if (kind === 'resign' && abortable) {
      text = 'Abort this game? It has not really begun, so nobody wins.';
      button('Abort game', 'resign-confirm', () => hooks.resign(human ?? turn), true);
      button('Cancel', 'confirm-cancel', () => {});
    } else if (kind === 'resign' && human) {
      text = 'Resign this game?';
      button('Resign', 'resign-confirm', () => hooks.resign(human), true);
      button('Cancel', 'confirm-cancel', () => {});
    } else if (kind === 'draw') {
      text = `${colorName(turn)} offers a draw. ${colorName(other)}, do you accept?`;
      button('Accept draw', 'draw-accept', hooks.acceptDraw, true);
      button('Decline', 'draw-decline', () => {});
    } else {
      text = 'Who resigns?';
      button(`${colorName(turn)} resigns`, 'resign-confirm', () => hooks.resign(turn), true);
      button(`${colorName(other)} resigns`, 'resign-other', () => hooks.resign(other));
      button('Cancel', 'confirm-cancel', () => {});
    }
    hooks.beforeOpen?.();
    open = kind;
    el.text.textContent = text;
    el.actions.replaceChildren(...actions);
    el.confirm.hidden = false;
    el.confirm.dataset.kind = kind;
    actions[0].focus({ preventScroll: true });
  }

  return {
    get open() {
      return open;
    },
    /**
     * Open `kind`, or close it when it is already open.
     * @param {'draw'|'resign'} kind
     * @param {Color} turn
     * @param {Color|null} human
     * @param {boolean} [abortable]
     */
    toggle(kind, turn, human, abortable = false) {
      if (open === kind) close();
      else show(kind, turn, human, abortable);
    },
    close,
  };
}
