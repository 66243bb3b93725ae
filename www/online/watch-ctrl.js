// The watch screen's state (`?watch`) — no DOM (the screen, watch.js, draws it): the games being
// played on the server, read again every WATCH_REFRESH_MS while the page is visible; a failure to
// read them is kept (no server here, or the server's refusal). It says "change" after each reading.

import { GAME_ID, listGames, problemOf } from './api.js';
import { createEmitter } from '../game/emitter.js';

/** @typedef {import('./api.js').GameRow} GameRow */

/** How often the list is read again (ms). */
export const WATCH_REFRESH_MS = 5000;

/**
 * @param {{list?: typeof listGames, visible?: () => boolean,
 *          timers?: {setInterval: (fn: () => void, ms: number) => any}}} [env]
 *   the real ones unless given (tests); visible: whether the page is seen (not read again when not)
 */
export function createWatchCtrl(env = {}) {
  const list = env.list ?? listGames;
  const visible = env.visible ?? (() => globalThis.document?.visibilityState === 'visible');
  const timers = env.timers ?? globalThis;
  const events = createEmitter();
  const state = {
    /** @type {GameRow[]|null} the games (null: not read yet) */
    games: /** @type {GameRow[]|null} */ (null),
    /** @type {{code: string, message: string}|null} why they could not be read */
    failure: /** @type {{code: string, message: string}|null} */ (null),
  };

  async function refresh() {
    try {
      const rows = await list();
      state.games = Array.isArray(rows) ? rows.filter((g) => g && typeof g.id === 'string' && GAME_ID.test(g.id)) : [];
      state.failure = null;
    } catch (err) {
      state.failure = problemOf(err);
    }
    events.emit('change', null);
  }

  return {
    /** Listen to each reading; returns the function that stops. */
    onChange: (/** @type {() => void} */ fn) => events.on('change', fn),
    /** Read the list now, then every WATCH_REFRESH_MS while the page is visible. */
    start() {
      const first = refresh();
      timers.setInterval(() => {
        if (visible()) refresh();
      }, WATCH_REFRESH_MS);
      return first;
    },
    refresh,
    /** What the screen shows (read only). */
    get state() {
      return /** @type {Readonly<typeof state>} */ (state);
    },
  };
}
