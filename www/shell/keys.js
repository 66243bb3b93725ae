// The page's keyboard shortcuts: ← → Home End move through the game (along the analysis board's
// line), h asks for a hint, f flips the board, Ctrl+Z / Ctrl+Y take back and replay, Escape closes
// a question; on the analysis board ↑ / ↓ switch between the variations at the move shown, l turns the engine on or off, space plays its best move and x
// shows the threat. Not while typing, and not on the board, where the arrows move between squares.
// (Listed for the player in the footer: page.footer.keys.)

/**
 * @param {ParentNode} root
 * @param {{nav: {step: (delta: number) => void, first: () => void, last: () => void, variation?: (delta: number) => boolean},
 *          undo: () => void, redo: () => void, hint: () => void, flip: () => void,
 *          closeQuestion: () => boolean, engine?: {toggle: () => void, playBest: () => void, toggleThreat: () => void} | null}} actions
 *   closeQuestion: true when a question was open; engine: the analysis board's (read at each key)
 */
export function bindPageKeys(root, actions) {
  const { nav, undo, redo, hint, flip, closeQuestion } = actions;
  /** @type {Record<string, () => void>} */
  const keys = {
    ArrowLeft: () => nav.step(-1),
    ArrowRight: () => nav.step(1),
    Home: () => nav.first(),
    End: () => nav.last(),
    h: hint,
    H: hint,
    f: flip,
    F: flip,
    l: () => actions.engine?.toggle(),
    L: () => actions.engine?.toggle(),
    ' ': () => actions.engine?.playBest(),
    x: () => actions.engine?.toggleThreat(),
    X: () => actions.engine?.toggleThreat(),
  };
  root.addEventListener('keydown', (/** @type {Event} */ ev) => {
    const e = /** @type {KeyboardEvent} */ (ev);
    if (e.defaultPrevented || e.altKey || e.metaKey) return;
    const t = e.target instanceof Element ? e.target : null;
    if (t?.closest('input, textarea, select, [contenteditable="true"], [role="grid"], .promotion')) return;
    if (e.key === 'Escape' && closeQuestion()) return;
    if (e.ctrlKey) {
      if (e.key === 'z') undo();
      else if (e.key === 'y') redo();
      else return;
      e.preventDefault();
      return;
    }
    // ↑ / ↓: the previous or next variation at the move shown (else the page scrolls as usual).
    if ((e.key === 'ArrowUp' || e.key === 'ArrowDown') && nav.variation?.(e.key === 'ArrowUp' ? -1 : 1)) {
      e.preventDefault();
      return;
    }
    if (e.key === ' ' && (!actions.engine || t?.closest('button, a, summary, label'))) return; // space presses buttons
    if (keys[e.key]) {
      e.preventDefault();
      keys[e.key]();
    }
  });
}
