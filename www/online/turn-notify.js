// Telling a player who looks elsewhere that it is their move: while the page is in a background
// tab, the document's title starts with the number of games waiting — "(2) Play online · Alice
// Chess" — until the page is seen again, and the browser shows a notification if the player
// allowed it. Permission is asked only when the player clicks "Notify me", never as the page loads.

/** @typedef {import('../i18n/i18n.js').Translate} Translate */

/**
 * @param {{t: Translate, doc?: Document, win?: any}} env
 */
export function createTurnNotifier(env) {
  const doc = env.doc ?? document;
  const win = env.win ?? globalThis;
  let base = doc.title;
  /** the games waiting, said in the title while the page is hidden */
  let count = 0;

  const apply = () => {
    const title = count > 0 && doc.hidden ? `(${count}) ${base}` : base;
    if (doc.title !== title) doc.title = title;
  };
  doc.addEventListener('visibilitychange', () => {
    if (!doc.hidden) count = 0;
    apply();
  });
  /** @returns {any} the Notification API, if the browser has one */
  const api = () => (typeof win.Notification === 'function' ? win.Notification : null);

  return {
    /** The screen's own title (the count goes before it while hidden). @param {string} text */
    setTitle(text) {
      base = text;
      apply();
    },
    /**
     * A game became the player's move: `waiting` games wait for them now. Said only when the page
     * is not seen.
     * @param {number} waiting
     */
    turn(waiting) {
      if (!doc.hidden) return;
      count = Math.max(1, waiting);
      apply();
      const N = api();
      if (N?.permission !== 'granted') return;
      try {
        const note = new N(env.t('account.notify.title', { count }), { body: env.t('account.notify.body'), tag: 'alice-chess-turn', icon: 'www/icons/app-192.png' });
        note.onclick = () => {
          win.focus?.();
          note.close();
        };
      } catch {
        // Some browsers allow notifications only from a service worker: the title says it.
      }
    },
    /** Whether the player can still be asked (the browser has notifications, not yet decided). */
    get canAsk() {
      return api()?.permission === 'default';
    },
    /** Whether notifications are on. */
    get allowed() {
      return api()?.permission === 'granted';
    },
    /** Ask the browser's permission (from a click). @returns {Promise<string>} */
    async ask() {
      const N = api();
      if (!N) return 'denied';
      return await N.requestPermission();
    },
  };
}

/** @typedef {ReturnType<typeof createTurnNotifier>} TurnNotifier */
