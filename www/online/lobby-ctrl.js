// The online home screen's state and actions (`?online`) — no DOM (the screen, lobby.js, draws
// it): a game created from the form (a friend link or a seek in the lobby), a seek of the lobby
// joined, and the lobby itself, the open seeks heard live from the server's lobby socket
// (reconnecting by itself, with back-off). Creating or joining keeps the seat's token in this
// browser (seats.js) and opens the game (`?game=ID`). It says "change" whenever what the screen
// shows changes.

import { GAME_ID, createGame, joinGame, problemOf } from './api.js';
import { listenFeed } from './feed-socket.js';
import { createEmitter } from '../game/emitter.js';

/** @typedef {import('./api.js').Seek} Seek */
/** @typedef {import('./seats.js').Seats} Seats */
/** A refusal of the server (its code and English message), or words by key. */
/** @typedef {{code: string, message: string} | {key: string}} Problem */

/**
 * The time control a form asks for: a listed value, or `M+S` from the custom fields.
 * @param {string} choice  the select's value
 * @param {string} minutes
 * @param {string} increment
 * @returns {{control: string} | {error: string}}  error: a message key
 */
export function readControl(choice, minutes, increment) {
  if (choice !== 'custom') return { control: choice };
  const m = Number(minutes);
  const s = Number(increment);
  if (!(m >= 0.5 && m <= 180 && Number.isInteger(m * 2))) return { error: 'online.create.badMinutes' };
  if (!(s >= 0 && s <= 180 && Number.isInteger(s))) return { error: 'online.create.badIncrement' };
  return { control: `${m}+${s}` };
}

/** @param {any} s @returns {s is Seek} */
const isSeek = (s) => !!s && typeof s.id === 'string' && GAME_ID.test(s.id) && typeof s.control === 'string';

/**
 * @param {{seats: Seats, go: (url: string) => void, WebSocket?: typeof WebSocket,
 *          api?: {createGame: typeof createGame, joinGame: typeof joinGame},
 *          timers?: {setTimeout: (fn: () => void, ms: number) => any}, random?: () => number}} env
 *   go: open another address (the game); the rest: the real ones unless given (tests)
 */
export function createLobbyCtrl(env) {
  const { seats } = env;
  const api = env.api ?? { createGame, joinGame };
  const events = createEmitter();
  const changed = () => events.emit('change', null);
  const state = {
    /** @type {Seek[]|null} the open seeks (null: not heard yet) */
    seeks: /** @type {Seek[]|null} */ (null),
    /** false: the lobby socket never answered (probably no server here) */
    reachable: true,
    /** a game is being created */
    busy: false,
    /** @type {Problem|null} why the game could not be created */
    createError: /** @type {Problem|null} */ (null),
    /** @type {Problem|null} why a seek could not be joined */
    joinError: /** @type {Problem|null} */ (null),
  };
  /**
   * Create a game from the form: a friend link (`seek` false) or a seek in the lobby.
   * @param {{choice: string, minutes: string, increment: string, color: 'white'|'black'|'random', name: string, seek: boolean, rated?: boolean}} form
   *   rated: a rated game (the server refuses it to an anonymous player)
   */
  async function create(form) {
    if (state.busy) return;
    const read = readControl(form.choice, form.minutes, form.increment);
    if ('error' in read) {
      state.createError = { key: read.error };
      return changed();
    }
    const who = form.name.trim();
    seats.setName(who);
    state.busy = true;
    state.createError = null;
    changed();
    try {
      const grant = await api.createGame({ control: read.control, color: form.color, seek: form.seek, ...(who ? { name: who } : {}), ...(form.rated ? { rated: true } : {}) });
      seats.put(grant.id, { token: grant.token, color: grant.seat });
      env.go(`?game=${grant.id}`);
    } catch (err) {
      state.createError = problemOf(err);
    } finally {
      state.busy = false;
      changed();
    }
  }

  /** @param {Seek} seek  a seek of the lobby: joined (or, this browser's own, opened) */
  async function join(seek) {
    if (seats.get(seek.id)) return env.go(`?game=${seek.id}`);
    try {
      const grant = await api.joinGame(seek.id, seats.name() || undefined);
      seats.put(grant.id, { token: grant.token, color: grant.seat });
      env.go(`?game=${grant.id}`);
    } catch (err) {
      state.joinError = problemOf(err);
      changed();
    }
  }

  /** The lobby's socket (feed-socket.js): every message the whole list of seeks. */
  function listen() {
    listenFeed(
      'api/lobby/socket',
      {
        message(msg) {
          if (msg?.t !== 'lobby' || !Array.isArray(msg.seeks)) return false;
          state.reachable = true;
          state.seeks = msg.seeks.filter(isSeek);
          state.joinError = null; // (said until the lobby changes)
          changed();
          return true;
        },
        closed() {
          if (state.seeks === null) state.reachable = false; // never heard from: probably no server here
          changed();
        },
      },
      env,
    );
  }

  return {
    /** Listen to what the screen shows changing; returns the function that stops. */
    onChange: (/** @type {() => void} */ fn) => events.on('change', fn),
    /** Open the lobby's socket (kept open, reconnecting). */
    listen,
    create,
    join,
    /** Whether this browser holds a seat of that game (its own seek). @param {string} id */
    mine: (id) => !!seats.get(id),
    /** What the screen shows (read only). */
    get state() {
      return /** @type {Readonly<typeof state>} */ (state);
    },
  };
}
