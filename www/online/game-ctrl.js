// The live game (`?game=ID`), its state and actions — no DOM of its own (the screen, game.js, draws
// it): one game of the game server, for one of its players or for a spectator. It is the host of
// the game's board (an <alice-chess> element, or anything with its methods): it relays the
// player's moves and answers to the server (connection.js) and shows on the board what the server
// says — moves, takebacks, clocks counted from the server's time, offers, the result — and keeps
// the rest for the screen: the status, presence, notes, a rematch, when victory may be claimed.
// The server decides everything; nothing here is a rule. It says "change" whenever what the
// screen shows changes.
//
// Who sits where: a seat's token in this browser (seats.js) plays that seat; a browser without one
// that opens a game still waiting for its second player takes the free seat (the friend link);
// anyone else watches.

import { ApiError, GAME_ID, joinGame, readGame } from './api.js';
import { connectGame, RETRY_MS } from './connection.js';
import { createEmitter } from '../game/emitter.js';

/** @typedef {import('./api.js').GameInfo} GameInfo */
/** @typedef {import('./api.js').LiveState} LiveState */
/** @typedef {import('./api.js').ServerClocks} ServerClocks */
/** @typedef {import('./api.js').Side} Side */
/** @typedef {import('./seats.js').Seats} Seats */
/** @typedef {import('./connection.js').Connection} Connection */
/** @typedef {'connecting'|'waiting'|'playing'|'reconnecting'|'ended'|'failed'} ScreenState */
/**
 * A passing note under the status: words by key (`player`: the side named in them), or a refusal
 * of the server (its code and English message).
 * @typedef {{key: string, player?: Side} | {code: string, message: string}} Note
 */
/**
 * A line of a game's chat, as the server relays it (docs/PROTOCOL.md): `room` is `player` (the two
 * players') or `spectator`; `seat` the writer's seat in the players' room; `name` null when anonymous.
 * @typedef {{seq: number, room: 'player'|'spectator', seat: Side|null, name: string|null, text: string, at: number}} ChatLine
 */
/**
 * What the live game needs of its board (the <alice-chess> element's API).
 * @typedef {object} GameBoard
 * @property {Promise<unknown>} ready
 * @property {(name: string, value: string) => void} setAttribute
 * @property {ReadonlyArray<{uci: string}>|undefined} history
 * @property {{text?: string}|null} result
 * @property {number} ply
 * @property {{white: number, black: number, running: Side|null}|null} clock
 * @property {(game: any) => void} load
 * @property {(clocks: any) => void} setClock
 * @property {(kind: 'draw'|'takeback'|null, by?: Side) => void} offer
 * @property {(uci: string) => void} play
 * @property {() => void} undo
 * @property {(end: {result: string, reason: string}) => void} end
 */

export const OTHER = /** @type {const} */ ({ white: 'black', black: 'white' });

/** The chat lines a page keeps (the server's hello carries as many). */
const CHAT_KEPT = 100;

/**
 * Whether `line` is a chat line as the server sends it (anything else is dropped).
 * @param {any} line
 * @returns {line is ChatLine}
 */
export function isChatLine(line) {
  return (
    !!line &&
    typeof line === 'object' &&
    Number.isInteger(line.seq) &&
    (line.room === 'player' || line.room === 'spectator') &&
    (line.seat === null || line.seat === undefined || line.seat === 'white' || line.seat === 'black') &&
    (line.name === null || line.name === undefined || typeof line.name === 'string') &&
    typeof line.text === 'string' &&
    typeof line.at === 'number'
  );
}

/**
 * `lines` and `more` as one list by number, each line once, the last ones kept.
 * @param {ChatLine[]} lines
 * @param {ChatLine[]} more
 */
function mergeLines(lines, more) {
  const bySeq = new Map([...lines, ...more].map((l) => [l.seq, l]));
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq).slice(-CHAT_KEPT);
}

/**
 * @param {{id: string, seats: Seats, board: GameBoard, go: (url: string) => void,
 *          connect?: typeof connectGame, api?: {readGame: typeof readGame, joinGame: typeof joinGame},
 *          timers?: {setTimeout: (fn: () => void, ms: number) => any}, anonymous?: () => string}} env
 *   go: open another address (a rematch); connect, api, timers: the real ones unless given (tests);
 *   anonymous: the name the board shows for a seated player who gave none (the page's "Anonymous")
 */
export function createGameCtrl(env) {
  const { seats, board } = env;
  const connect = env.connect ?? connectGame;
  const api = env.api ?? { readGame, joinGame };
  const timers = env.timers ?? globalThis;
  /** Everything the screen shows, from the server's messages. */
  const view = {
    id: env.id,
    /** @type {GameInfo|null} */
    game: /** @type {GameInfo|null} */ (null),
    /** @type {Side|null} this page's seat (null: watching) */
    seat: /** @type {Side|null} */ (null),
    /** @type {Connection|null} */
    conn: /** @type {Connection|null} */ (null),
    /** @type {import('./connection.js').LinkState} */
    link: /** @type {import('./connection.js').LinkState} */ ('connecting'),
    seq: 0,
    /** @type {string[]} the moves shown (coordinates) */
    moves: /** @type {string[]} */ ([]),
    /** @type {string|null} */
    start: /** @type {string|null} */ (null),
    /** @type {ServerClocks|null} the last clocks, as the server sent them */
    clocks: /** @type {ServerClocks|null} */ (null),
    /** when the opponent may claim victory (server time), while they are gone */
    claimAt: /** @type {number|null} */ (null),
    /** @type {{white: boolean, black: boolean}} who is connected */
    present: { white: false, black: false },
    /** @type {Note|null} a passing note under the status (an offer declined, an error) */
    note: /** @type {Note|null} */ (null),
    /** @type {Side|null} who asked for a rematch */
    rematchBy: /** @type {Side|null} */ (null),
    /** @type {'noGame'|'noServer'|'failed'|null} why the game cannot be shown (no such game, no server) */
    failure: /** @type {'noGame'|'noServer'|'failed'|null} */ (null),
    /** @type {string|null} the rematch's id, once agreed */
    rematch: /** @type {string|null} */ (null),
    /** this page came for a seat (no token yet): it was taken if the server seats it nowhere */
    wantedSeat: false,
    /** @type {ChatLine[]} the chat's lines this page may see (the players' room for a player, the spectators' for a spectator), oldest first */
    chat: /** @type {ChatLine[]} */ ([]),
    /** @type {ChatLine[]|null} the spectators' room for a player once the game is over (lichess's way), oldest first; null: not open to this page */
    spectatorChat: /** @type {ChatLine[]|null} */ (null),
    /** @type {{code: string, message: string}|null} why the last line was refused (null: it was not) */
    chatError: /** @type {{code: string, message: string}|null} */ (null),
  };
  let loaded = false; // the board has shown the server's game once (names, clocks)
  let retries = 0;
  const events = createEmitter();
  const changed = () => events.emit('change', null);

  // ---- the player's actions → the server ------------------------------------------------------

  /**
   * Send an action; a refusal is noted (and, when the board and the server disagree, the whole
   * game is read again).
   * @param {{t: string} & Record<string, unknown>} msg
   */
  function act(msg) {
    const conn = view.conn;
    if (!conn) return;
    conn.send(msg).then(
      () => {},
      (/** @type {any} */ err) => {
        const code = String(err?.code ?? 'error');
        if (code === 'closed') return;
        note({ code, message: String(err?.message ?? '') });
        // A refused move is not on the server: the board must not keep it. Other refusals that
        // say the page saw another game than the server's: read it again.
        if (msg.t === 'move' || ['stale', 'turn', 'over', 'waiting', 'takeback.none'].includes(code)) conn.reconnect();
      },
    );
  }

  /**
   * The player made a move on the board (its ply from 1): sent, and kept as shown.
   * @param {string} uci
   * @param {number} ply
   */
  function played(uci, ply) {
    if (!view.conn || !view.seat) return;
    view.moves = view.moves.slice(0, ply - 1).concat(uci);
    act({ t: 'move', uci, ply: ply - 1 });
    changed();
  }

  /** @param {Note|null} text */
  function note(text) {
    view.note = text;
    changed();
  }

  // ---- the server's messages → the board ------------------------------------------------------

  /** @param {any} msg */
  function onMessage(msg) {
    switch (msg.t) {
      case 'hello':
        view.failure = null;
        view.seat = msg.seat === 'white' || msg.seat === 'black' ? msg.seat : null;
        if (view.seat) board.setAttribute('player-color', view.seat);
        // A link to a game with two players already: say why this page only watches.
        if (!view.seat && view.wantedSeat && msg.game?.status !== 'waiting') view.note = { key: 'online.note.watching' };
        showGame(msg.game);
        // The chat's last lines come with every hello (a reload, another device, a reconnect).
        if (Array.isArray(msg.chat)) view.chat = msg.chat.filter(isChatLine);
        // A player's page reads the spectators' room too once the game is over.
        view.spectatorChat = view.seat && Array.isArray(msg.spectatorChat) ? msg.spectatorChat.filter(isChatLine) : null;
        break;
      case 'chat': {
        if (!isChatLine(msg.line)) return;
        // The spectators' room on a player's page: only once the game is over (the server says so).
        const theirs = view.seat !== null && msg.line.room === 'spectator';
        const lines = theirs ? (view.spectatorChat ?? []) : view.chat;
        if (lines.some((l) => l.seq === msg.line.seq)) return;
        const next = lines.concat(msg.line).slice(-CHAT_KEPT);
        if (theirs) view.spectatorChat = next;
        else view.chat = next;
        break;
      }
      case 'spectator-chat':
        // The game ended: the spectators' room so far, for the players (a spectator has it).
        if (!view.seat || !Array.isArray(msg.chat)) return;
        view.spectatorChat = mergeLines(view.spectatorChat ?? [], msg.chat.filter(isChatLine));
        break;
      case 'players':
        // A seat joined its player's account: the names change (the board's too).
        if (msg.game && typeof msg.game === 'object') showGame(msg.game, true);
        break;
      case 'start':
        showGame(msg.game);
        break;
      case 'event':
        applyEvent(msg.event);
        break;
      case 'presence':
        if (msg.color === 'white' || msg.color === 'black') view.present[/** @type {Side} */ (msg.color)] = !!msg.connected;
        break;
      case 'rematch':
        view.note = null;
        if (typeof msg.game === 'string' && GAME_ID.test(msg.game)) return goToRematch(msg.game);
        if (msg.offer === 'white' || msg.offer === 'black') view.rematchBy = msg.offer;
        break;
      case 'cancelled':
        if (view.game) view.game.status = 'ended';
        board.setAttribute('mode', 'view');
        break;
      default:
        return;
    }
    changed();
  }

  /**
   * @param {GameInfo} game
   * @param {boolean} [again]  drawn again even when the board shows these moves (the names changed)
   */
  function showGame(game, again = false) {
    view.game = game;
    view.present = { white: !!game.white?.connected, black: !!game.black?.connected };
    const offers = game.rematchOffers;
    view.rematchBy = offers?.white ? 'white' : offers?.black ? 'black' : null;
    view.rematch = typeof game.rematch === 'string' && GAME_ID.test(game.rematch) ? game.rematch : null;
    const gone = view.seat ? game[OTHER[view.seat]]?.claimAt : null;
    view.claimAt = typeof gone === 'number' ? gone : null;
    board.setAttribute('mode', view.seat && game.status !== 'waiting' && game.state ? 'online' : 'view');
    const state = game.state;
    if (!state) return;
    view.seq = state.seq;
    view.start = state.start;
    view.clocks = state.clocks;
    // The board already shows these moves (a reconnect), perhaps with this player's move made while
    // the connection was down and about to be sent again: leave it as it is (no flash, a premove kept).
    const expected = state.moves.slice();
    for (const m of view.conn?.pendingMoves() ?? []) if (m.ply === expected.length) expected.push(m.uci);
    const shown = board.history?.map((m) => m.uci) ?? [];
    const same = shown.length === expected.length && shown.every((u, i) => u === expected[i]) && board.result === null;
    view.moves = same ? expected : state.moves.slice();
    const first = !loaded;
    loaded = true;
    board.ready.then(() => {
      if (first || !same || state.outcome || again) {
        board.load({ ...state, clocks: shownClocks(state.clocks), players: players(game) });
      }
      board.setClock(shownClocks(state.clocks));
      showOffers(state.offers);
    });
  }

  /** @param {GameInfo} game */
  function players(game) {
    const nameless = env.anonymous?.();
    const p = (/** @type {import('./api.js').PublicSeat|null} */ s) => (s?.name ? { name: s.name } : s && nameless ? { name: nameless } : null);
    return { white: p(game.white), black: p(game.black) };
  }

  /** @param {{draw: Side|null, takeback: Side|null}} offers */
  function showOffers(offers) {
    const theirs = view.seat ? OTHER[view.seat] : null;
    for (const kind of /** @type {const} */ (['draw', 'takeback'])) {
      const by = offers?.[kind];
      if (!by) continue;
      if (view.seat) {
        if (by === theirs) return board.offer(kind);
      } else return board.offer(kind, by);
    }
    board.offer(null);
  }

  /** @param {any} ev */
  function applyEvent(ev) {
    if (!ev || typeof ev.seq !== 'number' || ev.seq <= view.seq) return;
    if (ev.seq !== view.seq + 1) {
      // Something was missed: the next hello brings the whole game.
      view.conn?.reconnect();
      return;
    }
    view.seq = ev.seq;
    // A passing note (an offer declined, a refusal) lasts until the game moves on.
    if (ev.type !== 'declined' && ev.type !== 'withdrawn' && ev.type !== 'presence') view.note = null;
    const state = view.game?.state;
    board.ready
      .then(() => {
        switch (ev.type) {
          case 'move':
            if (view.moves.length >= ev.ply && view.moves[ev.ply - 1] === ev.uci) {
              // Our own move, already on the board.
            } else if (view.moves.length === ev.ply - 1 && board.ply === ev.ply - 1) {
              view.moves.push(ev.uci);
              board.play(ev.uci);
            } else {
              view.conn?.reconnect();
              return;
            }
            setClocks(ev.clocks);
            showOffers(ev.offers);
            advance(state, ev.ply, ev.fen);
            break;
          case 'offer':
            if (!view.seat) board.offer(ev.kind, ev.by);
            else if (ev.by !== view.seat) board.offer(ev.kind);
            break;
          case 'declined':
          case 'withdrawn':
            board.offer(null);
            if (ev.by !== view.seat) view.note = { key: ev.type === 'declined' ? `online.note.declined.${ev.kind}` : `online.note.withdrawn.${ev.kind}`, player: ev.by };
            break;
          case 'takeback':
            view.moves = view.moves.slice(0, ev.ply);
            for (let i = 0; i < ev.plies; i++) board.undo();
            if (board.ply !== ev.ply) board.load({ fen: view.start, moves: view.moves, players: view.game ? players(view.game) : null });
            setClocks(ev.clocks);
            board.offer(null);
            advance(state, ev.ply, ev.fen);
            break;
          case 'clock':
            setClocks(ev.clocks);
            break;
          case 'presence':
            view.present[/** @type {Side} */ (ev.color)] = !!ev.connected;
            view.claimAt = !ev.connected && view.seat && ev.color !== view.seat && typeof ev.claimAt === 'number' ? ev.claimAt : null;
            break;
          case 'end': {
            // The clocks stop where they are shown (the loser's at zero on time).
            const shown = board.clock;
            if (shown) {
              const stopped = { white: shown.white, black: shown.black, running: null };
              if (ev.reason === 'timeout' && (ev.winner === 'white' || ev.winner === 'black')) stopped[OTHER[/** @type {Side} */ (ev.winner)]] = 0;
              board.setClock(stopped);
            }
            board.end({ result: ev.result, reason: ev.reason });
            board.offer(null);
            if (view.game) {
              view.game.status = 'ended';
              if (state) state.outcome = { result: ev.result, reason: ev.reason, winner: ev.winner ?? null, text: ev.text };
              // A rated game's end: each player's rating change.
              const diffs = ev.ratingDiffs;
              const ratings = view.game.ratings;
              if (diffs && ratings) {
                for (const side of /** @type {const} */ (['white', 'black'])) {
                  const r = ratings[side];
                  if (r && typeof diffs[side] === 'number') r.diff = diffs[side];
                }
              }
            }
            view.claimAt = null;
            break;
          }
        }
        changed();
      })
      .catch((/** @type {unknown} */ err) => {
        // The board refused what the server said: read the whole game again.
        console.error('alice-chess: an online event could not be shown', err);
        view.conn?.reconnect();
      });
  }

  /**
   * The game moved to `ply` (a move or a takeback): its moves, ply and side to move.
   * @param {LiveState|null|undefined} state
   * @param {number} ply
   * @param {string} fen
   */
  function advance(state, ply, fen) {
    if (!state) return;
    state.ply = ply;
    state.moves = view.moves.slice(0, ply);
    const side = typeof fen === 'string' ? fen.split(' ')[1] : null;
    if (side === 'w' || side === 'b') state.turn = side === 'w' ? 'white' : 'black';
  }

  /** @param {ServerClocks|null} clocks */
  function setClocks(clocks) {
    view.clocks = clocks;
    if (view.game?.state) view.game.state.clocks = clocks;
    board.setClock(shownClocks(clocks));
  }

  /**
   * The clocks to show: the running side's time counted from its deadline in the server's time, so
   * that the time a message spent on the way is not given back.
   * @param {ServerClocks|null} c
   */
  function shownClocks(c) {
    if (!c) return null;
    const out = { white: c.white, black: c.black, running: c.running };
    if (c.running && typeof c.deadline === 'number' && view.conn) out[c.running] = Math.max(0, Math.min(out[c.running], c.deadline - view.conn.serverNow()));
    return out;
  }

  /** @param {string} next */
  function goToRematch(next) {
    const mine = view.seat ? seats.get(view.id) : null;
    if (mine && view.seat && !seats.get(next)) seats.put(next, { token: mine.token, color: OTHER[view.seat] });
    view.conn?.close();
    env.go(`?game=${next}`);
  }

  // ---- opening the game ------------------------------------------------------------------------

  /**
   * The game cannot be shown: say why (no such game, no server here, another failure).
   * @param {unknown} err
   */
  function fail(err) {
    const code = err instanceof ApiError ? err.code : 'error';
    if (code === 'unreachable' && view.conn) return; // the socket keeps trying
    console.error('alice-chess: the online game cannot be opened', err);
    view.failure = code === 'not-found' ? 'noGame' : code === 'unreachable' ? 'noServer' : 'failed';
    view.conn?.close();
    view.conn = null;
    changed();
    // No server (yet: it may be restarting): try again, ever more slowly.
    if (code === 'unreachable') {
      const wait = RETRY_MS[Math.min(retries++, RETRY_MS.length - 1)];
      timers.setTimeout(open, wait * 2); // the failure stays shown until the server answers
    }
  }

  async function open() {
    changed();
    if (!GAME_ID.test(view.id)) return fail(new ApiError('not-found', 'not a game id'));
    let seat = seats.get(view.id);
    if (!seat) {
      view.wantedSeat = true;
      try {
        const game = await api.readGame(view.id);
        view.failure = null;
        if (game.status === 'waiting' && (!game.white || !game.black)) {
          const grant = await api.joinGame(view.id, seats.name() || undefined);
          seats.put(grant.id, { token: grant.token, color: grant.seat });
          seat = seats.get(grant.id);
        }
      } catch (err) {
        // Someone else took the seat first: watch.
        if (!(err instanceof ApiError && err.code === 'taken')) return fail(err);
      }
    }
    view.conn = connect(view.id, seat?.token ?? null, {
      onMessage,
      onState(state) {
        view.link = state;
        if (state === 'reconnecting') {
          // Never in: is there such a game at all (a server whose data was wiped)?
          if (!view.game) api.readGame(view.id).catch((err) => fail(err));
        }
        changed();
      },
    });
  }

  /**
   * Send a line of chat (the player's room for a player, the spectators' for a spectator); the
   * refusal, if any, is kept in `view.chatError`. Resolves to whether the server took it.
   * @param {string} text
   * @param {'player'|'spectator'} [room]  a player's page: the spectators' room once the game is over
   * @returns {Promise<boolean>}
   */
  async function say(text, room) {
    const conn = view.conn;
    if (!conn) return false;
    view.chatError = null;
    changed();
    try {
      await conn.send(view.seat && room === 'spectator' ? { t: 'chat', text, room } : { t: 'chat', text });
      return true;
    } catch (/** @type {any} */ err) {
      const code = String(err?.code ?? 'error');
      if (code !== 'closed') view.chatError = { code, message: String(err?.message ?? '') };
      changed();
      return false;
    }
  }

  /** @returns {ScreenState} */
  function screenState() {
    const g = view.game;
    if (view.failure) return 'failed';
    if (g?.status === 'ended') return 'ended';
    if (view.link === 'reconnecting') return 'reconnecting';
    if (!g) return 'connecting';
    return g.status === 'waiting' ? 'waiting' : 'playing';
  }

  return {
    /** Listen to what the screen shows changing; returns the function that stops. */
    onChange: (/** @type {() => void} */ fn) => events.on('change', fn),
    /** Read the game (taking the free seat of a friend's game) and connect to it. */
    open,
    played,
    /** Send an action of the player's (resign, offer, accept, decline, abort, claim, rematch). */
    act,
    /** A rematch: to the agreed game, else asked for (or accepted). */
    rematch: () => (view.rematch ? goToRematch(view.rematch) : act({ t: 'rematch' })),
    say,
    /** Forget the last chat refusal (the player is typing again). */
    clearChatError() {
      if (!view.chatError) return;
      view.chatError = null;
      changed();
    },
    /** A passing note of the screen's own (the link copied). */
    note,
    /** What the screen shows (read only). */
    get view() {
      return /** @type {Readonly<typeof view>} */ (view);
    },
    /** The screen's state: connecting, waiting, playing, reconnecting, ended or failed. */
    state: screenState,
    /** The server's time now (its clock as measured by the connection), or null before it is known. */
    serverNow: () => (view.conn ? view.conn.serverNow() : null),
  };
}
