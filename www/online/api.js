// The game server's HTTP endpoints and socket addresses (docs/PROTOCOL.md), as the online screens
// call them. Addresses are relative to the page (the server serves the site and `api/` beside it),
// so the same build works at any path; on a static host without the server every call fails with
// an ApiError whose code is `unreachable`, and the screens say that online play needs the server.

/** @typedef {'white'|'black'} Side */

/**
 * A player's seat as the server shows it to everyone (no token).
 * `claimAt`: when the opponent may claim victory, this player being gone (server time), else null.
 * @typedef {{name: string|null, connected: boolean, claimAt?: number|null}} PublicSeat
 */

/**
 * A game as `GET /api/games/{id}`, `hello` and `start` give it.
 * @typedef {object} GameInfo
 * @property {string} id
 * @property {'waiting'|'playing'|'ended'} status  (ended without a state: cancelled before it began)
 * @property {string} control  `3+2`, `corr-3`, …
 * @property {boolean} seek  listed in the lobby (else a friend game)
 * @property {PublicSeat|null} white
 * @property {PublicSeat|null} black
 * @property {LiveState|null} state  the live game once both players are there
 * @property {string|null} rematch  the rematch's id, once agreed
 * @property {{white: boolean, black: boolean}} [rematchOffers]
 * @property {boolean} [rated]  a rated game (between two accounts)
 * @property {string|null} [speed]  `bullet`, `blitz`, `rapid`, `classical`, `correspondence`
 * @property {{white?: GameRating, black?: GameRating}} [ratings]  the players' ratings (accounts only)
 */

/**
 * A player's rating in a game: as of its start, and once a rated game ended its change and the
 * rating after it.
 * @typedef {{rating: number, rd: number, prov: boolean, diff?: number, after?: {rating: number, prov: boolean}}} GameRating
 */

/**
 * The clocks as the server sends them: times left in ms as of the message, the running side, and
 * the server time (ms since the epoch) at which the side to move loses — or, before both sides have
 * moved, at which the game is aborted.
 * @typedef {{white: number, black: number, running: Side|null, deadline: number|null}} ServerClocks
 */

/**
 * A live game's whole state (src/live/state.rs).
 * @typedef {object} LiveState
 * @property {number} v
 * @property {string|null} start
 * @property {string[]} moves
 * @property {string} fen
 * @property {number} ply
 * @property {Side} turn
 * @property {ServerClocks|null} clocks
 * @property {{draw: Side|null, takeback: Side|null}} offers
 * @property {{result: string, reason: string, winner: Side|null, text?: string}|null} outcome
 * @property {number} seq
 * @property {string} control
 * @property {any} [players]
 */

/**
 * A seek in the lobby; `rating`: its creator's in the game's speed (`null`: anonymous), `ratingRange`:
 * the opponent's rating it asks for; `bot`: one of the server's computer players, of `level`, whose
 * rated seek is casual for an anonymous player (`casualIfAnonymous`).
 * @typedef {{id: string, control: string, color: 'white'|'black'|'random', name: string|null, created: number,
 *   rated?: boolean, speed?: string|null, rating?: number|null, provisional?: boolean|null, ratingRange?: [number, number]|null,
 *   bot?: boolean, level?: number, casualIfAnonymous?: boolean}} Seek
 */
/** A game being played. @typedef {{id: string, control: string, white: string|null, black: string|null, ply: number, updated: number}} GameRow */
/** A seat just taken. @typedef {{id: string, seat: Side, token: string}} SeatGrant */

/** A refused or failed request: `code` is the server's (`taken`, `not-found`, …) or `unreachable`. */
export class ApiError extends Error {
  /**
   * @param {string} code
   * @param {string} message
   * @param {number} [status]
   */
  constructor(code, message, status = 0) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

/** A game id or seat token as the server makes them (hex); anything else never reaches a URL. */
export const GAME_ID = /^[0-9a-f]{16}$/;
export const TOKEN = /^[0-9a-f]{32}$/;

/**
 * The address of an endpoint, relative to the page.
 * @param {string} path  e.g. `api/lobby`
 * @param {string} [base]  the page's address
 */
export const apiUrl = (path, base = document.baseURI) => new URL(path, base).href;

/**
 * A socket's address (ws: or wss: as the page is http: or https:).
 * @param {string} path  e.g. `api/games/ID/socket`
 * @param {string} [base]
 */
export function socketUrl(path, base = document.baseURI) {
  const url = new URL(path, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/**
 * One request: the answer's JSON, or an ApiError.
 * @param {string} path
 * @param {{method?: string, body?: object}} [options]
 * @returns {Promise<any>}
 */
async function call(path, { method = 'GET', body } = {}) {
  let response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      cache: 'no-store',
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (err) {
    throw new ApiError('unreachable', err instanceof Error ? err.message : String(err));
  }
  if (response.status === 204) return null; // done, nothing to say (logout, a password changed…)
  const type = response.headers.get('content-type') ?? '';
  // A static host answers with its own page (or a 404 page), not the server's JSON.
  if (!type.includes('application/json')) throw new ApiError('unreachable', `no game server here (HTTP ${response.status})`, response.status);
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const e = data?.error;
    throw new ApiError(typeof e?.code === 'string' ? e.code : 'http', typeof e?.message === 'string' ? e.message : `HTTP ${response.status}`, response.status);
  }
  return data;
}

/**
 * Create a game: a friend link, or a seek in the lobby.
 * @param {{control: string, color: 'white'|'black'|'random', name?: string, seek: boolean, rated?: boolean, ratingRange?: string}} options
 * @returns {Promise<SeatGrant>}
 */
export const createGame = (options) => call('api/games', { method: 'POST', body: options });

/** The waits before a join is sent again (ms), when its answer did not come or said "not now". */
export const JOIN_RETRY_MS = [500, 1500, 3000];

/** A seat's token: 128 bits of the browser's secure random source, as 32 hex digits. */
function newSeatToken() {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Take the free seat of a game. The seat's token is chosen here and sent with the join, so that a
 * join whose answer was lost (a dropped network) or that the server could not do now is sent
 * again with it and gets the same seat — never "taken" by the player's own first try.
 * @param {string} id
 * @param {string} [name]
 * @param {{wait?: (ms: number) => Promise<void>}} [env]  the pause between tries (tests)
 * @returns {Promise<SeatGrant>}
 */
export async function joinGame(id, name, env = {}) {
  const wait = env.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const body = { ...(name ? { name } : {}), token: newSeatToken() };
  for (let attempt = 0; ; attempt++) {
    try {
      return await call(`api/games/${encodeURIComponent(id)}/join`, { method: 'POST', body });
    } catch (err) {
      // No answer (status 0: not a static host's page) or "not now": the same join again.
      const again = err instanceof ApiError && ((err.code === 'unreachable' && err.status === 0) || err.code === 'unavailable' || err.code === 'storage');
      if (!again || attempt >= JOIN_RETRY_MS.length) throw err;
      await wait(JOIN_RETRY_MS[attempt]);
    }
  }
}

/**
 * What went wrong, as the screens keep it: the server's code (`error` for anything that is no
 * ApiError) and message.
 * @param {unknown} err
 * @returns {{code: string, message: string}}
 */
export const problemOf = (err) => ({ code: err instanceof ApiError ? err.code : 'error', message: err instanceof Error ? err.message : String(err) });

/** @param {string} id @returns {Promise<GameInfo>} */
export const readGame = (id) => call(`api/games/${encodeURIComponent(id)}`);

/** @returns {Promise<GameRow[]>} */
export const listGames = () => call('api/games');

/** @returns {Promise<Seek[]>} */
export const listSeeks = () => call('api/lobby');

/** The PGN's address (a download link). @param {string} id */
export const pgnUrl = (id) => apiUrl(`api/games/${encodeURIComponent(id)}/pgn`);

// ---- accounts (docs/PROTOCOL.md, "Accounts") --------------------------------------------------

/** An account's game in progress, as "my games" lists it. @typedef {{id: string, seat: Side, token: string, status: 'waiting'|'playing'|'ended', control: string, opponent: string|null, yourTurn: boolean, clock: number|null, moves: number, updated: number}} AccountGame */
/**
 * A session or personal API token of the account; a session's `browser` and `os` as the server
 * read them from its user agent (`label`), null when unknown.
 * @typedef {{id: string, kind: 'session'|'token', label: string, browser?: string|null, os?: string|null, created: number, lastUsed: number|null, current: boolean}} AccountSession
 */
/** A game on a profile. @typedef {{id: string, color: Side, opponent: string|null, status: string, control: string, result: string|null, moves: number, updated: number, rated?: boolean, ratingDiff?: number|null}} ProfileGame */
/** A player's public page; `perfs`: the ratings per speed; `computer`: the level of one of the server's computer players. @typedef {{name: string, created: number, title: string|null, computer?: number|null, deleted: boolean, perfs?: Record<string, import('./ratings-view.js').Perf>, games: ProfileGame[]}} Profile */

/** @param {string} name @param {string} password @returns {Promise<{name: string}>} */
export const signup = (name, password) => call('api/signup', { method: 'POST', body: { name, password } });
/** @param {string} name @param {string} password @returns {Promise<{name: string}>} */
export const login = (name, password) => call('api/login', { method: 'POST', body: { name, password } });
/** @returns {Promise<null>} */
export const logout = () => call('api/logout', { method: 'POST', body: {} });
/** @returns {Promise<{name: string, created: number, title: string|null}>} */
export const readAccount = () => call('api/account');
/** @param {string} current @param {string} password @returns {Promise<null>} */
export const changePassword = (current, password) => call('api/account/password', { method: 'POST', body: { current, password } });
/** @returns {Promise<AccountSession[]>} */
export const listSessions = () => call('api/account/sessions');
/** @param {string} id @returns {Promise<null>} */
export const endSession = (id) => call(`api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
/** @param {string} description @returns {Promise<{id: string, token: string, description: string}>} */
export const newToken = (description) => call('api/account/tokens', { method: 'POST', body: description ? { description } : {} });
/** @param {string} password @returns {Promise<null>} */
export const deleteAccount = (password) => call('api/account/delete', { method: 'POST', body: { password } });
/** @returns {Promise<{games: AccountGame[]}>} */
export const accountGames = () => call('api/account/games');
/** @param {Array<{id: string, token: string}>} seats @returns {Promise<{claimed: number}>} */
export const claimSeats = (seats) => call('api/account/claim', { method: 'POST', body: { seats } });
/** @param {string} name @returns {Promise<Profile>} */
export const readProfile = (name) => call(`api/user/${encodeURIComponent(name)}`);
/**
 * Challenge a bot from its profile: one of the server's computer players answers with the game
 * started (a SeatGrant), an API bot with `{challenge}` (its answer comes on the event stream).
 * @param {string} name
 * @param {{control: string, color: 'white'|'black'|'random', rated?: boolean, name?: string}} body
 * @returns {Promise<SeatGrant | {challenge: {id: string}}>}
 */
export const challengeBot = (name, body) => call(`api/user/${encodeURIComponent(name)}/challenge`, { method: 'POST', body });

/**
 * The signed-in account's event stream (`GET /api/stream/event`, NDJSON as lichess's): each
 * event object to `onEvent` until `signal` aborts or the stream ends.
 * @param {(event: any) => void} onEvent
 * @param {AbortSignal} signal
 * @param {() => void} [onOpen]  called once the stream answered
 */
export async function streamEvents(onEvent, signal, onOpen) {
  const response = await fetch(apiUrl('api/stream/event'), { cache: 'no-store', signal });
  if (!response.ok || !response.body) throw new ApiError('http', `HTTP ${response.status}`, response.status);
  onOpen?.();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let eol;
    while ((eol = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, eol).trim();
      buffer = buffer.slice(eol + 1);
      if (!line) continue; // a keep-alive
      try {
        onEvent(JSON.parse(line));
      } catch {
        // not JSON: skipped
      }
    }
  }
}
/** Every game of a player as PGN (a download link). @param {string} name */
export const userPgnUrl = (name) => apiUrl(`api/games/user/${encodeURIComponent(name)}`);

// ---- passkeys (docs/PROTOCOL.md, "Passkeys"; the ceremonies themselves: passkeys.js) ----------

/** A passkey of the account. @typedef {{id: string, label: string, created: number, lastUsed: number|null}} AccountPasskey */

/** The options of a new passkey (WebAuthn's JSON form). @returns {Promise<any>} */
export const passkeyRegisterOptions = () => call('api/account/passkeys/options', { method: 'POST', body: {} });
/** @param {object} answer  `{credential, label?}` @returns {Promise<AccountPasskey>} */
export const registerPasskey = (answer) => call('api/account/passkeys', { method: 'POST', body: answer });
/** @returns {Promise<AccountPasskey[]>} */
export const listPasskeys = () => call('api/account/passkeys');
/** @param {string} id @returns {Promise<null>} */
export const removePasskey = (id) => call(`api/account/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });
/** The options of a sign-in with a passkey. @returns {Promise<any>} */
export const passkeyLoginOptions = () => call('api/login/passkey/options', { method: 'POST', body: {} });
/** @param {object} answer  `{credential}` @returns {Promise<{name: string}>} */
export const loginWithPasskey = (answer) => call('api/login/passkey', { method: 'POST', body: answer });
