// Learn from your mistakes: the view — the start button (offered after a review), the card with the
// message said and the buttons offered, drawn from the controller's state (retro-ctrl.js); its
// buttons call the controller's actions. While a question is asked the card moves where the
// player looks: on a phone under the board's move bar (the board and the question in one view, as
// lichess mobile), on a wider screen under the move list (as lichess's analysis board) — and back
// to the review's card after.

/**
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {import('./retro-ctrl.js').RetroCtrl} ctrl
 * @param {import('../i18n/i18n.js').Translate} t  the page's words
 */
export function bindRetroView(el, ctrl, t) {
  /** Where the questions live: the review's card; while asked, by the board or the move list. */
  const home = { parent: el.retro.parentElement, next: el.retro.nextSibling };
  /** @param {boolean} asking */
  function place(asking) {
    const bar = el['bar-next']?.closest('nav');
    const moves = el['moves-scroll'];
    if (asking && bar && globalThis.matchMedia?.('(max-width: 640px)').matches) bar.after(el.retro);
    else if (asking && moves) moves.after(el.retro);
    else if (el.retro.parentElement !== home.parent) home.parent?.insertBefore(el.retro, home.next);
  }

  el['retro-start'].addEventListener('click', () => ctrl.start());
  el['retro-stop'].addEventListener('click', () => ctrl.stop());
  el['retro-next'].addEventListener('click', () => ctrl.next());
  el['retro-solution'].addEventListener('click', () => ctrl.solution());

  /** The card was shown (placed once each time it opens or closes). */
  let open = false;
  function render() {
    if (ctrl.active !== open) {
      open = ctrl.active;
      if (open) place(true);
      el.retro.hidden = !open;
      if (!open) place(false);
      else {
        // The question in view (asked from the review's card, far below on a long page): at the
        // foot of the window, with as much as fits of the moves and the board above it.
        const r = el.retro.getBoundingClientRect();
        if (r.top < 0 || r.bottom > globalThis.innerHeight) el.retro.scrollIntoView?.({ block: 'end' });
      }
    }
    el['retro-start'].hidden = !ctrl.canStart();
    const said = ctrl.said;
    if (said) {
      el['retro-message'].textContent = t(...said);
      el['retro-message'].dataset.state = said[0].slice('page.retro.'.length);
    }
    const offered = ctrl.offered;
    if (offered) {
      el['retro-next'].hidden = !offered.next;
      el['retro-solution'].hidden = !offered.solution;
    }
  }
  ctrl.onChange(render);
  render();
  return { render };
}
