// A feed of the game server's (the lobby's open seeks, the games being played for the watch
// screen): a socket whose every message is the whole list, opened again by itself with back-off
// when it closes. No DOM; the caller reads the messages.

import { socketUrl } from './api.js';
import { RETRY_MS } from './connection.js';

/**
 * Listen to the feed at `path` (`api/lobby/socket`, `api/watch/socket`) until `close()`.
 * @param {string} path
 * @param {{message: (msg: any) => boolean, closed: () => void}} hooks
 *   message: a message parsed from JSON (true: it was the feed's, and the back-off starts again);
 *   closed: the socket closed (another is opened after a back-off)
 * @param {{WebSocket?: typeof WebSocket, timers?: {setTimeout: (fn: () => void, ms: number) => any},
 *          random?: () => number}} [env]  the real ones unless given (tests)
 */
export function listenFeed(path, hooks, env = {}) {
  const timers = env.timers ?? globalThis;
  const random = env.random ?? Math.random;
  let attempt = 0;
  let stopped = false;
  /** @type {WebSocket|null} */
  let ws = null;

  function open() {
    if (stopped) return;
    const Socket = env.WebSocket ?? globalThis.WebSocket;
    let socket;
    try {
      socket = new Socket(socketUrl(path));
    } catch {
      return again();
    }
    ws = socket;
    socket.onmessage = (e) => {
      let msg;
      try {
        msg = JSON.parse(String(e.data));
      } catch {
        return;
      }
      if (hooks.message(msg)) attempt = 0;
    };
    socket.onclose = () => {
      if (ws !== socket) return;
      ws = null;
      hooks.closed();
      again();
    };
  }
  function again() {
    if (stopped) return;
    const wait = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)];
    timers.setTimeout(open, wait + random() * wait * 0.3);
  }

  open();
  return {
    /** Stop listening (the socket closed, none opened again). */
    close() {
      stopped = true;
      const socket = ws;
      ws = null;
      socket?.close();
    },
  };
}
