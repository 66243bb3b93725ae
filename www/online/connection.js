// One game's socket to the game server (docs/PROTOCOL.md), kept open for as long as the page shows
// the game: it reconnects by itself after a dropped network, a reload of the server or a sleeping
// laptop (at once when the browser says it is online or visible again, else with back-off), and
// notices a socket that went silent (a ping every few seconds; no answer in time → a new socket).
// Every `hello` brings the whole game, so nothing is missed across a reconnect.
//
// The player's actions wait for the server's answer (`ack` / `error`). A move not yet acknowledged
// when the socket drops — or refused with `storage` / `unavailable` (the server could not store it
// now) — is sent again, with the same ply, on the next socket: the server plays it once (a move
// already played comes back as a `duplicate` ack). Other actions are not sent again —
// the next `hello` shows whether they were done.
//
// It also measures the round trip and the server's clock against this one (from `pong` and `hello`),
// so that the clocks shown count from the server's time, not from when a message happened to arrive.

import { socketUrl } from './api.js';

/** @typedef {'connecting'|'open'|'reconnecting'|'closed'} LinkState */

/** Back-off between attempts (ms), the last one repeated; each with up to 30 % random added. */
export const RETRY_MS = [300, 1000, 2000, 4000, 8000];
/** The close code of a server that is restarting (the socket is reopened at the first wait). */
export const RESTARTING = 1012;
/** How often the open socket is pinged (ms). */
export const PING_MS = 4000;
/** A socket that heard nothing for this long (ms) is given up and replaced. */
export const SILENT_MS = 10000;
/** The game socket's subprotocol, which the server answers with. */
export const SOCKET_PROTOCOL = 'alice-chess';
/** The prefix of the subprotocol that carries a seat's token (`alice-seat.TOKEN`). */
export const SEAT_PROTOCOL = 'alice-seat.';
/** Refusals that mean "not now" rather than "no": a move refused so is sent again on a new socket. */
export const RETRY_CODES = ['storage', 'unavailable'];

/**
 * @typedef {object} ConnectionEnv
 * @property {(msg: any) => void} onMessage  every message but `ack`, `error` and `pong`
 * @property {(state: LinkState) => void} onState
 * @property {typeof WebSocket} [WebSocket]
 * @property {() => number} [now]
 * @property {Window|null} [window]  for `online` and `visibilitychange`
 */

/**
 * @param {string} gameId
 * @param {string|null} token  the seat's token (null: a spectator)
 * @param {ConnectionEnv} env
 */
export function connectGame(gameId, token, env) {
  const Socket = env.WebSocket ?? globalThis.WebSocket;
  const now = env.now ?? (() => Date.now());
  const win = env.window === undefined ? globalThis.window ?? null : env.window;
  const path = `api/games/${encodeURIComponent(gameId)}/socket`;
  // The seat's token travels in the upgrade's Sec-WebSocket-Protocol header, never in the address
  // (which servers and proxies write to their logs): docs/PROTOCOL.md.
  const protocols = token ? [SOCKET_PROTOCOL, `${SEAT_PROTOCOL}${token}`] : [SOCKET_PROTOCOL];

  /** @type {WebSocket|null} */
  let ws = null;
  /** @type {LinkState} */
  let state = 'connecting';
  let attempt = 0;
  let nextId = 1;
  let heard = 0; // when this socket last heard anything
  /** @type {any} */
  let retryTimer = 0;
  /** @type {any} */
  let pingTimer = 0;
  /** Round trip (ms) and the server's clock minus ours (ms), once measured. */
  let rtt = /** @type {number|null} */ (null);
  let offset = 0;
  /** @type {Map<number, {sent: number}>} pings in flight */
  const pings = new Map();
  /**
   * Actions waiting for their answer, in the order sent.
   * @type {Map<number, {msg: any, resolve: (v: any) => void, reject: (e: any) => void}>}
   */
  const pending = new Map();

  /** @param {LinkState} next */
  function setState(next) {
    if (state === next) return;
    state = next;
    env.onState(next);
  }

  function open() {
    clearTimeout(retryTimer);
    if (state === 'closed') return;
    let socket;
    try {
      socket = new Socket(socketUrl(path), protocols);
    } catch (err) {
      console.error('alice-chess: cannot open the game socket', err);
      return retry();
    }
    ws = socket;
    heard = now();
    let ticked = now();
    // One watchdog for a socket that never opens (a network that swallows the connection) and
    // for one that went silent: either is replaced. A late tick (a background tab's timers are
    // throttled to one a minute) proves nothing: it only pings, and the answer is awaited.
    clearInterval(pingTimer);
    pingTimer = setInterval(() => {
      if (ws !== socket) return;
      const late = now() - ticked > PING_MS * 2;
      ticked = now();
      if (!late && now() - heard > SILENT_MS) return drop(socket);
      if (late) heard = Math.max(heard, now() - SILENT_MS + PING_MS * 2);
      if (socket.readyState === 1) ping();
    }, PING_MS);
    socket.onopen = () => {
      if (ws !== socket) return;
      heard = now();
      ping();
    };
    socket.onmessage = (e) => {
      if (ws !== socket) return;
      heard = now();
      let msg;
      try {
        msg = JSON.parse(String(e.data));
      } catch {
        return;
      }
      if (!msg || typeof msg !== 'object') return;
      receive(msg);
    };
    socket.onclose = (e) => {
      if (ws !== socket) return;
      // 1012: the server is restarting (or handing its games to another node): come back at once.
      if (e?.code === RESTARTING) attempt = 0;
      lost();
    };
    socket.onerror = () => {}; // a close follows
  }

  /** @param {any} msg */
  function receive(msg) {
    switch (msg.t) {
      case 'pong': {
        const ping = pings.get(msg.id);
        pings.delete(msg.id);
        if (ping && typeof msg.now === 'number') {
          const back = now();
          const trip = back - ping.sent;
          // The best (shortest) trips say the most about the clocks' offset.
          if (rtt === null || trip <= rtt * 1.5) offset = msg.now - (ping.sent + trip / 2);
          rtt = rtt === null ? trip : Math.round(rtt * 0.7 + trip * 0.3);
        }
        return;
      }
      case 'ack':
      case 'error': {
        // A refusal without an id (`throttled`) answers the oldest action still waiting.
        if (msg.t === 'error' && (msg.id === null || msg.id === undefined) && pending.size) msg = { ...msg, id: pending.keys().next().value };
        const wait = pending.get(msg.id);
        if (!wait) return;
        // Not stored (the server's database, or the node running the game, cannot be reached
        // now): the move stays waiting, the page says it is reconnecting, and a new socket sends
        // it again after its hello — never acknowledged and lost.
        if (msg.t === 'error' && wait.msg.t === 'move' && RETRY_CODES.includes(String(msg.code))) {
          if (ws) drop(ws);
          return;
        }
        pending.delete(msg.id);
        if (msg.t === 'ack') wait.resolve(msg);
        else wait.reject(Object.assign(new Error(String(msg.message ?? msg.code)), { code: String(msg.code ?? 'error') }));
        return;
      }
      case 'hello':
        if (typeof msg.now === 'number') offset = msg.now - (now() - (rtt ?? 0) / 2);
        attempt = 0;
        setState('open');
        env.onMessage(msg);
        resend();
        return;
      default:
        env.onMessage(msg);
    }
  }

  /** After a `hello`: the moves not yet acknowledged go again; other actions are settled by the hello. */
  function resend() {
    for (const [id, wait] of pending) {
      if (wait.msg.t === 'move') ws?.send(JSON.stringify(wait.msg));
      else {
        pending.delete(id);
        wait.resolve({ t: 'ack', id, unknown: true });
      }
    }
  }

  function ping() {
    const id = nextId++;
    pings.set(id, { sent: now() });
    if (pings.size > 20) pings.delete(/** @type {number} */ (pings.keys().next().value));
    try {
      ws?.send(JSON.stringify({ t: 'ping', id }));
    } catch {
      // closing: the close handler takes over
    }
  }

  /** @param {WebSocket} socket */
  function drop(socket) {
    try {
      socket.close();
    } catch {
      // already closed
    }
    if (ws === socket) lost();
  }

  function lost() {
    ws = null;
    clearInterval(pingTimer);
    if (state === 'closed') return;
    setState('reconnecting');
    retry();
  }

  function retry() {
    clearTimeout(retryTimer);
    const base = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
    attempt++;
    retryTimer = setTimeout(open, base + Math.random() * base * 0.3);
  }

  /** Back online, or the tab is seen again: do not wait for the back-off. */
  function soon() {
    if (state !== 'reconnecting' || ws) return;
    attempt = 0;
    open();
  }
  const onVisible = () => {
    if (win?.document?.visibilityState === 'visible') soon();
  };
  // The browser knows the network is gone: say so now rather than when the watchdog notices.
  const offline = () => ws && drop(ws);
  win?.addEventListener('online', soon);
  win?.addEventListener('offline', offline);
  win?.document?.addEventListener('visibilitychange', onVisible);

  open();

  return {
    /** @returns {LinkState} */
    get state() {
      return state;
    },
    /** The measured round trip (ms), or null. */
    get rtt() {
      return rtt;
    },
    /** The server's time now, as well as this page can tell (ms since the epoch). */
    serverNow: () => now() + offset,
    /** Whether a move is waiting for the server's answer. */
    get waiting() {
      for (const w of pending.values()) if (w.msg.t === 'move') return true;
      return false;
    },
    /**
     * The moves waiting for the server's answer, in the order played.
     * @returns {{uci: string, ply: number}[]}
     */
    pendingMoves() {
      return [...pending.values()].filter((w) => w.msg.t === 'move').map((w) => ({ uci: String(w.msg.uci), ply: Number(w.msg.ply) }));
    },
    /**
     * Send an action; resolves with the `ack`, rejects with the server's refusal (`code`). A move
     * is kept until answered and sent again after a reconnect.
     * @param {{t: string} & Record<string, unknown>} action
     * @returns {Promise<any>}
     */
    send(action) {
      const id = nextId++;
      const msg = { ...action, id, v: 1 };
      return new Promise((resolve, reject) => {
        pending.set(id, { msg, resolve, reject });
        if (ws && ws.readyState === 1 && state === 'open') ws.send(JSON.stringify(msg));
        else if (msg.t !== 'move') {
          pending.delete(id);
          reject(Object.assign(new Error('not connected'), { code: 'offline' }));
        }
      });
    },
    /** Open a new socket now (e.g. to read the whole game again). */
    reconnect() {
      if (ws) drop(ws);
      else soon();
    },
    /** Close for good (the page leaves the game). */
    close() {
      setState('closed');
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      win?.removeEventListener('online', soon);
      win?.removeEventListener('offline', offline);
      win?.document?.removeEventListener('visibilitychange', onVisible);
      const socket = ws;
      ws = null;
      socket?.close();
      for (const wait of pending.values()) wait.reject(Object.assign(new Error('closed'), { code: 'closed' }));
      pending.clear();
    },
  };
}

/** @typedef {ReturnType<typeof connectGame>} Connection */
