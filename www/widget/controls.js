// The input of an <alice-chess> element besides the board: the ‹ › buttons and the ← → Home End
// keys step through the game, the take-back, flip and one/two-boards buttons. Each becomes a
// controller call (or, for flip and the view, an attribute change by the element).

/** @typedef {import('../game/controller').GameController} GameController */

/**
 * @param {ReturnType<typeof import('./view.js').buildShadow>} ui
 * @param {{controller: () => GameController|null, flip: () => void, toggleView: () => void}} actions
 *   `controller()` is null until the rules core is loaded (the buttons do nothing until then)
 */
export function bindControls(ui, actions) {
  /** @param {(c: GameController) => void} fn */
  const withGame = (fn) => () => {
    const c = actions.controller();
    if (c) fn(c);
  };
  ui.nav.first.addEventListener('click', withGame((c) => c.goTo(0)));
  ui.nav.prev.addEventListener('click', withGame((c) => c.step(-1)));
  ui.nav.next.addEventListener('click', withGame((c) => c.step(1)));
  ui.nav.last.addEventListener('click', withGame((c) => c.goTo(Infinity)));
  // The take-back button: against the computer, back to the player's own turn.
  ui.undo.addEventListener('click', withGame((c) => c.takeBack()));
  ui.flip.addEventListener('click', () => actions.flip());
  ui.viewToggle.addEventListener('click', () => actions.toggleView());

  /** @type {Record<string, (c: GameController) => void>} */
  const keys = {
    ArrowLeft: (c) => c.step(-1),
    ArrowRight: (c) => c.step(1),
    Home: (c) => c.goTo(0),
    End: (c) => c.goTo(Infinity),
  };
  // ← → Home End step through the game (not on the board, where arrows move between squares).
  ui.frame.addEventListener('keydown', (e) => {
    const c = actions.controller();
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || !c || !keys[e.key]) return;
    const t = e.target instanceof Element ? e.target : null;
    if (t?.closest('[role="grid"], .promotion')) return;
    e.preventDefault();
    keys[e.key](c);
  });
}
