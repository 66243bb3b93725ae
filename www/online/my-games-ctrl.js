// "My games" on the online home — no DOM (my-games.js draws it): the player's games not over, the
// ones waiting for their move first, then by the time they have left (correspondence games by days
// left), then the most recently changed. Signed in, the account's games from the server (GET
// /api/account/games), whose seats' tokens are kept in this browser's seat book so that the game's
// page plays them from here; anonymous, the games in this browser's seat book (the newest 20, each
// asked of the server: finished and vanished games are dropped). Read again every 45 s, and when
// the page is seen again; it says "turn" when a game becomes the player's to move.

import { accountGames, readGame, problemOf } from './api.js';
import { createEmitter } from '../game/emitter.js';

/** @typedef {import('./api.js').Side} Side */
/** @typedef {import('./seats.js').Seats} Seats */

/**
 * A game as "my games" shows it.
 * @typedef {{id: string, seat: Side, opponent: string|null, control: string, status: string,
 *            yourTurn: boolean, clock: number|null, updated: number}} MyGame
 */

/** How often the list is read again (ms). */
export const POLL_MS = 45_000;
/** The games of the seat book asked about, when signed out. */
export const BOOK_GAMES = 20;

/**
 * Your move first; then the least time left (games without a clock after); then the newest.
 * @param {MyGame[]} games
 */
export function sortGames(games) {
  return [...games].sort(
    (a, b) =>
      Number(b.yourTurn) - Number(a.yourTurn) ||
      (a.clock ?? Infinity) - (b.clock ?? Infinity) ||
      b.updated - a.updated,
  );
}

/**
 * A game of the seat book, from the server's answer: null when it is over.
 * @param {import('./api.js').GameInfo} g
 * @param {Side} seat
 * @param {number} at  when the seat was taken (the order of games without news)
 * @param {number} now
 * @returns {MyGame|null}
 */
export function bookGame(g, seat, at, now) {
  const live = g.state;
  if (g.status === 'ended' || live?.outcome) return null;
  const other = seat === 'white' ? 'black' : 'white';
  const clocks = live?.clocks ?? null;
  let clock = clocks ? clocks[seat] : null;
  if (clocks && clocks.running === seat && clocks.deadline !== null) clock = Math.max(0, clocks.deadline - now);
  return {
    id: g.id,
    seat,
    opponent: g[other]?.name ?? null,
    control: g.control,
    status: g.status,
    yourTurn: g.status === 'playing' && !!live && live.turn === seat,
    clock: g.status === 'playing' ? clock : null,
    updated: at,
  };
}

/**
 * @param {{seats: Seats, signedIn: () => boolean, onSignedOut?: () => void,
 *          api?: {accountGames: typeof accountGames, readGame: typeof readGame},
 *          timers?: {setInterval: (fn: () => void, ms: number) => any}, now?: () => number}} env
 */
export function createMyGamesCtrl(env) {
  const { seats } = env;
  const api = env.api ?? { accountGames, readGame };
  const timers = env.timers ?? globalThis;
  const now = env.now ?? Date.now;
  const events = createEmitter();
  const state = {
    /** @type {MyGame[]|null} null: not read yet */
    games: /** @type {MyGame[]|null} */ (null),
    /** @type {{code: string, message: string}|null} */
    failure: /** @type {{code: string, message: string}|null} */ (null),
  };
  /** @type {Set<string>|null} the games that were the player's to move at the last reading */
  let mine = null;
  let reading = false;

  /** @returns {Promise<MyGame[]>} */
  async function fromAccount() {
    const { games } = await api.accountGames();
    for (const g of games) {
      // The seat plays from this browser too (the game's page finds its token here).
      if (seats.get(g.id)?.token !== g.token) seats.put(g.id, { token: g.token, color: g.seat });
    }
    return games.filter((g) => g.status !== 'ended').map(({ id, seat, opponent, control, status, yourTurn, clock, updated }) => ({ id, seat, opponent, control, status, yourTurn, clock, updated }));
  }

  /** @returns {Promise<MyGame[]>} */
  async function fromBook() {
    const book = seats.list(BOOK_GAMES);
    const ask = (/** @type {typeof book} */ some) => Promise.allSettled(some.map((s) => api.readGame(s.id)));
    // The newest first, alone: without a server here (a static host) nothing more is asked.
    const answers = await ask(book.slice(0, 1));
    const unreachable = (/** @type {PromiseSettledResult<unknown>} */ a) => a.status === 'rejected' && problemOf(a.reason).code === 'unreachable';
    if (answers.length && unreachable(answers[0])) throw /** @type {PromiseRejectedResult} */ (answers[0]).reason;
    answers.push(...(await ask(book.slice(1))));
    const failed = answers.find(unreachable);
    if (failed) throw /** @type {PromiseRejectedResult} */ (failed).reason;
    const t = now();
    return answers.flatMap((a, i) => {
      const g = a.status === 'fulfilled' ? bookGame(a.value, book[i].color, book[i].at, t) : null;
      return g ? [g] : [];
    });
  }

  async function refresh() {
    if (reading) return;
    reading = true;
    try {
      const games = sortGames(await (env.signedIn() ? fromAccount() : fromBook()));
      const turns = new Set(games.filter((g) => g.yourTurn).map((g) => g.id));
      const fresh = mine !== null && [...turns].some((id) => !mine?.has(id));
      mine = turns;
      state.games = games;
      state.failure = null;
      events.emit('change', null);
      if (fresh) events.emit('turn', turns.size);
    } catch (err) {
      const problem = problemOf(err);
      if (problem.code === 'signed-out') {
        env.onSignedOut?.();
        reading = false;
        return refresh();
      }
      state.failure = problem;
      events.emit('change', null);
    } finally {
      reading = false;
    }
  }

  return {
    /** @param {() => void} fn */
    onChange: (fn) => events.on('change', fn),
    /** A game became the player's to move: the number of games now waiting. @param {(count: number) => void} fn */
    onTurn: (fn) => events.on('turn', fn),
    refresh,
    /** Read now, then every POLL_MS. */
    start() {
      refresh();
      timers.setInterval(refresh, POLL_MS);
    },
    get state() {
      return /** @type {Readonly<typeof state>} */ (state);
    },
    /** The games waiting for the player's move. */
    get turns() {
      return state.games?.filter((g) => g.yourTurn).length ?? 0;
    },
  };
}
