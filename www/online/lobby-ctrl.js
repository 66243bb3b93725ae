// The online home screen's state and actions (`?online`) — no DOM (the screen, lobby.js, draws
// it): a game created from the form (a friend link or a seek in the lobby), a seek of the lobby
// joined, and the lobby itself, the open seeks heard live from the server's lobby socket
// (reconnecting by itself, with back-off). Creating or joining keeps the seat's token in this
// browser (seats.js) and opens the game (`?game=ID`). It says "change" whenever what the screen
// shows changes.

import { GAME_ID, createGame, joinGame, problemOf, readProfile } from './api.js';
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

/** The opponent's rating ranges the form offers: this many points either side of the player's
 * rating in the game's speed (0: any rating), as lichess's. */
export const RANGE_STEPS = /** @type {const} */ ([0, 100, 200, 300, 500]);
/** A new player's rating (the server's, for a speed never played rated). */
const DEFAULT_RATING = 1500;
/** The largest rating a range may name (the server's). */
const RANGE_MAX = 4000;

/**
 * A time control's speed, as the server reckons it (lichess's estimate: base + 40 × increment,
 * in whole seconds): `bullet` under 180 s, `blitz` under 480, `rapid` under 1,500, else
 * `classical`; days per move `correspondence`; `null` for what is not a time control.
 * @param {string} control  `M+S` or `corr-D`
 * @returns {'bullet'|'blitz'|'rapid'|'classical'|'correspondence'|null}
 */
export function speedOf(control) {
  if (/^corr-\d+$/.test(control)) return 'correspondence';
  const [m, s, extra] = control.split('+');
  if (extra !== undefined || m === '' || s === '') return null;
  const minutes = Number(m);
  const increment = Number(s);
  if (!Number.isFinite(minutes) || !Number.isFinite(increment)) return null;
  const estimate = Math.floor(minutes * 60) + 40 * Math.floor(increment);
  return estimate < 180 ? 'bullet' : estimate < 480 ? 'blitz' : estimate < 1500 ? 'rapid' : 'classical';
}

/**
 * The range `delta` points either side of `rating` (within 0 and the server's largest), or null
 * for any rating (`delta` 0).
 * @param {number} rating
 * @param {number} delta
 * @returns {[number, number]|null}
 */
export function ratingRange(rating, delta) {
  if (!(delta > 0)) return null;
  const r = Math.round(rating);
  return [Math.max(0, r - delta), Math.min(RANGE_MAX, r + delta)];
}

/** @param {any} s @returns {s is Seek} */
const isSeek = (s) => !!s && typeof s.id === 'string' && GAME_ID.test(s.id) && typeof s.control === 'string';

/**
 * @param {{seats: Seats, go: (url: string) => void, WebSocket?: typeof WebSocket,
 *          api?: {createGame: typeof createGame, joinGame: typeof joinGame, readProfile?: typeof readProfile},
 *          timers?: {setTimeout: (fn: () => void, ms: number) => any}, random?: () => number}} env
 *   go: open another address (the game); the rest: the real ones unless given (tests)
 */
export function createLobbyCtrl(env) {
  const { seats } = env;
  const api = env.api ?? { createGame, joinGame, readProfile };
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
    /** @type {Record<string, number>} the signed-in player's rating per speed (empty: not known yet; 1500 is then assumed) */
    ratings: /** @type {Record<string, number>} */ ({}),
  };

  /**
   * The signed-in player's rating for the time control the form names (a new player's until
   * their ratings are read).
   * @param {string} choice @param {string} minutes @param {string} increment
   */
  function ratingFor(choice, minutes, increment) {
    const read = readControl(choice, minutes, increment);
    const speed = 'control' in read ? speedOf(read.control) : null;
    return (speed && state.ratings[speed]) || DEFAULT_RATING;
  }

  /** Read the signed-in player's ratings (their profile), for the rating range. @param {string} name */
  async function loadRatings(name) {
    if (!api.readProfile) return;
    try {
      const profile = await api.readProfile(name);
      /** @type {Record<string, number>} */
      const ratings = {};
      for (const [speed, perf] of Object.entries(profile?.perfs ?? {})) {
        if (typeof perf?.rating === 'number') ratings[speed] = perf.rating;
      }
      state.ratings = ratings;
      changed();
    } catch {
      // Not known: the range is taken around a new player's rating; the server decides anyway.
    }
  }
  /**
   * Create a game from the form: a friend link (`seek` false) or a seek in the lobby.
   * @param {{choice: string, minutes: string, increment: string, color: 'white'|'black'|'random', name: string, seek: boolean, rated?: boolean, range?: number}} form
   *   rated: a rated game (the server refuses it to an anonymous player); range: the opponent's
   *   rating asked for, this many points either side of the player's own (0 or none: any; only
   *   with rated)
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
      const range = form.rated ? ratingRange(ratingFor(form.choice, form.minutes, form.increment), form.range ?? 0) : null;
      const grant = await api.createGame({
        control: read.control,
        color: form.color,
        seek: form.seek,
        ...(who ? { name: who } : {}),
        ...(form.rated ? { rated: true } : {}),
        ...(range ? { ratingRange: `${range[0]}-${range[1]}` } : {}),
      });
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
    loadRatings,
    ratingFor,
    /** Whether this browser holds a seat of that game (its own seek). @param {string} id */
    mine: (id) => !!seats.get(id),
    /** What the screen shows (read only). */
    get state() {
      return /** @type {Readonly<typeof state>} */ (state);
    },
  };
}
