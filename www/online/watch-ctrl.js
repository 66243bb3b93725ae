// The watch screen's state (`?watch`) — no DOM (the screen, watch.js, draws it): the games being
// played on the server, each with its players, position, last move and clocks, heard live from
// the server's watch socket (feed-socket.js: reopened by itself with back-off; every message the
// whole list, sent when a game changes). A socket that never answered: no server here. The
// running clocks count down from when the list arrived. It says "change" after each list.

import { GAME_ID } from './api.js';
import { listenFeed } from './feed-socket.js';
import { createEmitter } from '../game/emitter.js';

/** @typedef {import('./api.js').Side} Side */
/** @typedef {{white: number, black: number, running: Side|null}} WatchClocks */
/**
 * A game being played, as the watch socket lists it (checked).
 * @typedef {{id: string, control: string, white: string|null, black: string|null, ply: number,
 *            fen: string|null, lastMove: string|null, clocks: WatchClocks|null}} WatchedGame
 */

/** @param {unknown} v */
const time = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
/** @param {unknown} v */
const text = (v) => (typeof v === 'string' ? v : null);

/**
 * A row of the server's list, checked field by field (null: not a game).
 * @param {any} g
 * @returns {WatchedGame|null}
 */
export function readWatched(g) {
  if (!g || typeof g.id !== 'string' || !GAME_ID.test(g.id) || typeof g.control !== 'string') return null;
  const c = g.clocks;
  const running = c?.running === 'white' || c?.running === 'black' ? c.running : null;
  return {
    id: g.id,
    control: g.control,
    white: text(g.white),
    black: text(g.black),
    ply: Number.isInteger(g.ply) && g.ply >= 0 ? g.ply : 0,
    fen: text(g.fen),
    lastMove: typeof g.lastMove === 'string' && /^[a-h][1-8][a-h][1-8][nbrq]?$/.test(g.lastMove) ? g.lastMove : null,
    clocks: c && time(c.white) && time(c.black) ? { white: c.white, black: c.black, running } : null,
  };
}

/**
 * @param {{WebSocket?: typeof WebSocket, timers?: {setTimeout: (fn: () => void, ms: number) => any},
 *          random?: () => number, now?: () => number}} [env]  the real ones unless given (tests)
 */
export function createWatchCtrl(env = {}) {
  const now = env.now ?? (() => performance.now());
  const events = createEmitter();
  const state = {
    /** @type {WatchedGame[]|null} the games (null: not heard yet) */
    games: /** @type {WatchedGame[]|null} */ (null),
    /** false: the watch socket never answered (probably no server here) */
    reachable: true,
  };
  /** When the list arrived (now()'s time): the running clocks count from then. */
  let at = 0;

  return {
    /** Listen to each list; returns the function that stops. */
    onChange: (/** @type {() => void} */ fn) => events.on('change', fn),
    /** Open the watch socket (kept open, reconnecting); returns what stops it. */
    start() {
      return listenFeed(
        'api/watch/socket',
        {
          message(msg) {
            if (msg?.t !== 'games' || !Array.isArray(msg.games)) return false;
            state.reachable = true;
            state.games = msg.games.flatMap((/** @type {unknown} */ g) => {
              const game = readWatched(g);
              return game ? [game] : [];
            });
            at = now();
            events.emit('change', null);
            return true;
          },
          closed() {
            if (state.games === null) state.reachable = false;
            events.emit('change', null);
          },
        },
        env,
      );
    },
    /**
     * A game's clocks as of now: the running one counted down since the list came.
     * @param {WatchedGame} game
     * @returns {WatchClocks|null}
     */
    clocks(game) {
      const c = game.clocks;
      if (!c) return null;
      const out = { ...c };
      if (c.running) out[c.running] = Math.max(0, c[c.running] - (now() - at));
      return out;
    },
    /** What the screen shows (read only). */
    get state() {
      return /** @type {Readonly<typeof state>} */ (state);
    },
  };
}
