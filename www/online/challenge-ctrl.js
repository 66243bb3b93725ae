// Challenging a bot from its profile (`?profile=NAME`; its view: profile.js): the state and the
// actions, no DOM. One of the server's computer players starts the game at once (the seat kept,
// the page goes to the game); a bot of the API gets a challenge on its event stream, and the
// answer comes on the challenger's: `gameStart` (accepted: the seat read from "my games", the page
// goes to the game), `challengeDeclined` or `challengeCanceled` (it expired).

import { accountGames, challengeBot, problemOf, streamEvents, GAME_ID, TOKEN } from './api.js';
import { readControl } from './lobby-ctrl.js';
import { createEmitter } from '../game/emitter.js';

/** @typedef {import('./seats.js').Seats} Seats */
/** @typedef {{code: string, message: string} | {key: string}} Problem */
/** @typedef {'idle'|'starting'|'waiting'|'accepted'|'declined'|'expired'|'failed'} Phase */

/**
 * The control of the form: `M+S` from minutes and increment, or `corr-D` from days.
 * @param {'live'|'corr'} kind
 * @param {string} minutes
 * @param {string} increment
 * @param {string} days
 * @returns {{control: string} | {error: string}}
 */
export function challengeControl(kind, minutes, increment, days) {
  if (kind === 'live') return readControl('custom', minutes, increment);
  const d = Number(days);
  if (!(d >= 1 && d <= 14 && Number.isInteger(d))) return { error: 'account.challenge.badDays' };
  return { control: `corr-${d}` };
}

/**
 * @param {{seats: Seats, go: (url: string) => void,
 *          api?: {challengeBot: typeof challengeBot, accountGames: typeof accountGames, streamEvents: typeof streamEvents}}} env
 *   go: open another address (the game); api: the real one unless given (tests)
 */
export function createChallengeCtrl(env) {
  const { seats } = env;
  const api = env.api ?? { challengeBot, accountGames, streamEvents };
  const events = createEmitter();
  const changed = () => events.emit('change', null);
  const state = {
    /** @type {Phase} where the challenge is */
    phase: /** @type {Phase} */ ('idle'),
    /** @type {Problem|null} why it failed */
    problem: /** @type {Problem|null} */ (null),
  };
  /** @type {AbortController|null} the event stream while an API bot's answer is awaited */
  let listening = null;

  /** @param {Phase} phase @param {Problem|null} [problem] */
  const set = (phase, problem = null) => {
    state.phase = phase;
    state.problem = problem;
    changed();
  };
  const stop = () => {
    listening?.abort();
    listening = null;
  };

  /** The accepted game's seat, read from the account's games; then the game. @param {string} id */
  async function open(id) {
    const mine = await api.accountGames();
    const g = (mine?.games ?? []).find((/** @type {any} */ x) => x.id === id);
    if (g && TOKEN.test(g.token)) seats.put(id, { token: g.token, color: g.seat });
    if (GAME_ID.test(id)) env.go(`?game=${id}`);
  }

  /**
   * Challenge bot `name`.
   * @param {{name: string, computer: boolean, kind: 'live'|'corr', minutes: string, increment: string, days: string,
   *          color: 'white'|'black'|'random', rated: boolean}} form
   *   computer: one of the server's computer players (the game starts at once)
   */
  async function challenge(form) {
    if (state.phase === 'starting' || state.phase === 'waiting') return;
    const read = challengeControl(form.kind, form.minutes, form.increment, form.days);
    if ('error' in read) return set('failed', { key: read.error });
    const body = { control: read.control, color: form.color, ...(form.rated ? { rated: true } : {}), ...(seats.name() && !form.rated ? { name: seats.name() } : {}) };
    set('starting');
    if (form.computer) {
      try {
        const grant = /** @type {import('./api.js').SeatGrant} */ (await api.challengeBot(form.name, body));
        seats.put(grant.id, { token: grant.token, color: grant.seat });
        set('accepted');
        env.go(`?game=${grant.id}`);
      } catch (err) {
        set('failed', problemOf(err));
      }
      return;
    }
    // An API bot: its answer comes on our event stream, opened before the challenge is made.
    stop();
    const controller = new AbortController();
    listening = controller;
    /** @type {string|null} */
    let id = null;
    /** @type {any[]} events heard before the challenge's id is known */
    const early = [];
    /** @param {any} e */
    const hear = (e) => {
      if (!id) return void early.push(e);
      if (e?.type === 'gameStart' && e.game?.gameId === id) {
        stop();
        set('accepted');
        open(id).catch((err) => set('failed', problemOf(err)));
      } else if (e?.type === 'challengeDeclined' && e.challenge?.id === id) {
        stop();
        set('declined');
      } else if (e?.type === 'challengeCanceled' && e.challenge?.id === id) {
        stop();
        set('expired');
      }
    };
    try {
      await new Promise((resolve, reject) => {
        api.streamEvents(hear, controller.signal, () => resolve(null)).catch(reject);
      });
      const made = /** @type {{challenge: {id: string}}} */ (await api.challengeBot(form.name, body));
      id = made.challenge.id;
      set('waiting');
      for (const e of early.splice(0)) hear(e);
    } catch (err) {
      stop();
      set('failed', problemOf(err));
    }
  }

  return {
    /** Listen to what the form shows changing; returns the function that stops. */
    onChange: (/** @type {() => void} */ fn) => events.on('change', fn),
    challenge,
    /** Stop listening for an answer (the page leaves). */
    stop,
    /** What the form shows (read only). */
    get state() {
      return /** @type {Readonly<typeof state>} */ (state);
    },
  };
}
