// The confirmation bar under the controls: "Who resigns?", "White offers a draw. Black, do you
// accept?". Buttons only call back; the page decides what they do. refresh() words it again (a
// change of language) without moving the focus.

import { englishT } from '../i18n/page-catalogues.js';

/** @typedef {import('../core/boundary').Color} Color */

/**
 * @param {{confirm: HTMLElement, text: HTMLElement, actions: HTMLElement}} el
 * @param {{resign: (color: Color) => void, acceptDraw: () => void, beforeOpen?: () => void}} hooks
 * @param {import('../i18n/i18n.js').Translate} [t]
 */
export function createConfirmBar(el, hooks, t = englishT) {
  /** @type {'draw'|'resign'|null} */
  let open = null;
  /** @type {[Color, Color|null, boolean]} what the open bar was shown for: turn, human, abortable */
  let shown = ['w', null, false];

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
   * @param {boolean} [focus]  move the focus to its first button
   */
  function show(kind, turn, human, abortable = false, focus = true) {
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
      text = t('page.confirm.abortText');
      button(t('page.confirm.abort'), 'resign-confirm', () => hooks.resign(human ?? turn), true);
      button(t('page.action.cancel'), 'confirm-cancel', () => {});
    } else if (kind === 'resign' && human) {
      text = t('page.confirm.resignText');
      button(t('page.confirm.resign'), 'resign-confirm', () => hooks.resign(human), true);
      button(t('page.action.cancel'), 'confirm-cancel', () => {});
    } else if (kind === 'draw') {
      text = t(`page.confirm.drawText.${turn}`);
      button(t('page.confirm.drawAccept'), 'draw-accept', hooks.acceptDraw, true);
      button(t('page.confirm.drawDecline'), 'draw-decline', () => {});
    } else {
      text = t('page.confirm.whoResigns');
      button(t(`page.confirm.resigns.${turn}`), 'resign-confirm', () => hooks.resign(turn), true);
      button(t(`page.confirm.resigns.${other}`), 'resign-other', () => hooks.resign(other));
      button(t('page.action.cancel'), 'confirm-cancel', () => {});
    }
    if (focus) hooks.beforeOpen?.();
    open = kind;
    shown = [turn, human, abortable];
    el.text.textContent = text;
    el.actions.replaceChildren(...actions);
    el.confirm.hidden = false;
    el.confirm.dataset.kind = kind;
    if (focus) actions[0].focus({ preventScroll: true });
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
    /** Word the open bar again (in the current language). */
    refresh() {
      if (open) show(open, ...shown, false);
    },
  };
}
