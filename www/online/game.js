// The live game screen (`?game=ID`): one game of the game server, for one of its players or for a
// spectator. The board is an <alice-chess> element in online mode (a player: premoves, sounds, the
// two-board view, Resign / Offer draw / Propose takeback) or view mode (a spectator); this module is
// its host — it relays the player's moves and answers to the server (connection.js) and draws what
// the server says: moves, clocks counted from the server's time, offers, presence, the result.
// Around the board: the status (waiting, playing, reconnecting, ended), Abort, Claim victory,
// Rematch, the PGN, and the link to send. The server decides everything; nothing here is a rule.
//
// Who sits where: a seat's token in this browser (seats.js) plays that seat; a browser without one
// that opens a game still waiting for its second player takes the free seat (the friend link);
// anyone else watches.

import '../alice-chess.js';
import { ApiError, GAME_ID, joinGame, readGame, pgnUrl } from './api.js';
import { connectGame, RETRY_MS } from './connection.js';
import { controlText, errorText } from './words.js';

/** @typedef {import('./api.js').GameInfo} GameInfo */
/** @typedef {import('./api.js').LiveState} LiveState */
/** @typedef {import('./api.js').ServerClocks} ServerClocks */
/** @typedef {import('./api.js').Side} Side */
/** @typedef {import('./seats.js').Seats} Seats */
/** @typedef {import('../shell/language.js').PageLanguage} PageLanguage */
/** @typedef {'connecting'|'waiting'|'playing'|'reconnecting'|'ended'|'failed'} ScreenState */

const OTHER = /** @type {const} */ ({ white: 'black', black: 'white' });

/**
 * @param {Record<string, any>} el  the page's parts by data-part
 * @param {{id: string, seats: Seats, language: PageLanguage, prefs: import('../shell/storage.js').Prefs,
 *          location: Location}} env
 */
export function mountGame(el, env) {
  const { seats, language } = env;
  const { t } = language;
  el['online-game'].hidden = false;

  /** @type {any} the <alice-chess> element */
  const board = document.createElement('alice-chess');
  // A view until the game is on (no move on a board without a game); online for a seated player then.
  board.setAttribute('mode', 'view');
  board.setAttribute('show-controls', '');
  board.setAttribute('show-moves', '');
  board.setAttribute('lang', language.lang());
  board.setAttribute('view', env.prefs.layout === 'double' ? 'double' : 'single');
  board.setAttribute('sound', env.prefs.muted ? 'false' : 'true');
  el['online-board'].replaceChildren(board);

  /** Everything the screen shows, from the server's messages. */
  const view = {
    id: env.id,
    /** @type {GameInfo|null} */
    game: null,
    /** @type {Side|null} this page's seat (null: watching) */
    seat: /** @type {Side|null} */ (null),
    /** @type {import('./connection.js').Connection|null} */
    conn: null,
    /** @type {import('./connection.js').LinkState} */
    link: /** @type {import('./connection.js').LinkState} */ ('connecting'),
    seq: 0,
    /** @type {string[]} the moves shown (coordinates) */
    moves: /** @type {string[]} */ ([]),
    /** @type {string|null} */
    start: null,
    /** @type {ServerClocks|null} the last clocks, as the server sent them */
    clocks: /** @type {ServerClocks|null} */ (null),
    /** when the opponent may claim victory (server time), while they are gone */
    claimAt: /** @type {number|null} */ (null),
    /** @type {{white: boolean, black: boolean}} who is connected */
    present: { white: false, black: false },
    /** @type {(() => string)|null} a passing note under the status (an offer declined, an error) */
    note: /** @type {(() => string)|null} */ (null),
    /** @type {Side|null} who asked for a rematch */
    rematchBy: /** @type {Side|null} */ (null),
    /** @type {(() => string)|null} why the game cannot be shown (no such game, no server) */
    failure: /** @type {(() => string)|null} */ (null),
    /** @type {string|null} the rematch's id, once agreed */
    rematch: /** @type {string|null} */ (null),
    /** this page came for a seat (no token yet): it was taken if the server seats it nowhere */
    wantedSeat: false,
  };
  /** @type {any} */
  let tick = 0;
  let loaded = false; // the board has shown the server's game once (names, clocks)

  // ---- the board's actions → the server ------------------------------------------------------
  board.addEventListener('move', (/** @type {CustomEvent} */ e) => {
    if (e.detail.source !== 'player' || !view.conn || !view.seat) return;
    view.moves = view.moves.slice(0, e.detail.ply - 1).concat(e.detail.uci);
    act({ t: 'move', uci: e.detail.uci, ply: e.detail.ply - 1 });
    render();
  });
  /** @type {[string, string, string][]} the element's events and the message each sends */
  const ACTIONS = [
    ['resign', 'resign', ''],
    ['drawoffer', 'offer', 'draw'],
    ['takebackoffer', 'offer', 'takeback'],
    ['drawaccept', 'accept', 'draw'],
    ['drawdecline', 'decline', 'draw'],
    ['takebackaccept', 'accept', 'takeback'],
    ['takebackdecline', 'decline', 'takeback'],
  ];
  for (const [event, type, kind] of ACTIONS) board.addEventListener(event, () => act(kind ? { t: type, kind } : { t: type }));
  // A clock reaching zero on this screen changes nothing: the server settles the flag at its
  // deadline and sends the end.

  el['online-abort'].onclick = () => act({ t: 'abort' });
  el['online-claim'].onclick = () => act({ t: 'claim' });
  el['online-rematch'].onclick = () => (view.rematch ? goToRematch(view.rematch) : act({ t: 'rematch' }));
  el['online-copy'].onclick = () => {
    const input = /** @type {HTMLInputElement} */ (el['online-link']);
    input.select();
    if (!navigator.clipboard) return showNote(() => t('online.share.copyByHand'));
    navigator.clipboard.writeText(input.value).then(
      () => showNote(() => t('online.share.copied')),
      () => showNote(() => t('online.share.copyByHand')),
    );
  };

  /**
   * Send an action; a refusal is shown (and, when the board and the server disagree, the whole
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
        showNote(() => errorText(t, code, String(err?.message ?? '')));
        // A refused move is not on the server: the board must not keep it. Other refusals that
        // say the page saw another game than the server's: read it again.
        if (msg.t === 'move' || ['stale', 'turn', 'over', 'waiting', 'takeback.none'].includes(code)) conn.reconnect();
      },
    );
  }

  /** @param {() => string} text */
  function showNote(text) {
    view.note = text;
    render();
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
        if (!view.seat && view.wantedSeat && msg.game?.status !== 'waiting') view.note = () => t('online.note.watching');
        showGame(msg.game);
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
    render();
  }

  /** @param {GameInfo} game */
  function showGame(game) {
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
    const shown = board.history?.map((/** @type {{uci: string}} */ m) => m.uci) ?? [];
    const same = shown.length === expected.length && shown.every((/** @type {string} */ u, /** @type {number} */ i) => u === expected[i]) && board.result === null;
    view.moves = same ? expected : state.moves.slice();
    const first = !loaded;
    loaded = true;
    board.ready.then(() => {
      if (first || !same || state.outcome) {
        board.load({ ...state, clocks: shownClocks(state.clocks), players: players(game) });
      }
      board.setClock(shownClocks(state.clocks));
      showOffers(state.offers);
    });
  }

  /** @param {GameInfo} game */
  function players(game) {
    const p = (/** @type {import('./api.js').PublicSeat|null} */ s) => (s?.name ? { name: s.name } : null);
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
    board.ready.then(() => {
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
          if (ev.by !== view.seat) showNote(() => t(ev.type === 'declined' ? `online.note.declined.${ev.kind}` : `online.note.withdrawn.${ev.kind}`, { player: sideName(ev.by) }));
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
          }
          view.claimAt = null;
          break;
        }
      }
      render();
    }).catch((/** @type {unknown} */ err) => {
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
    env.location.assign(`?game=${next}`);
  }

  /** @param {Side} side */
  function sideName(side) {
    const name = view.game?.[side]?.name;
    return name || t(side === 'white' ? 'online.color.white' : 'online.color.black');
  }

  // ---- drawing ------------------------------------------------------------------------------

  /** @returns {ScreenState} */
  function screenState() {
    const g = view.game;
    if (view.failure) return 'failed';
    if (g?.status === 'ended') return 'ended';
    if (view.link === 'reconnecting') return 'reconnecting';
    if (!g) return 'connecting';
    return g.status === 'waiting' ? 'waiting' : 'playing';
  }

  function render() {
    const state = screenState();
    const g = view.game;
    const live = g?.state ?? null;
    const status = el['online-status'];
    status.dataset.state = state;
    language.say(status, () => statusText(state));
    language.say(el['online-detail'], view.note ?? (() => detailText(state)));

    const mine = view.seat;
    const myTurn = state === 'playing' && !!mine && live?.turn === mine && !live?.outcome;
    document.title = t(myTurn ? 'page.doc.titleYourMove' : 'online.doc.title');
    el['online-abort'].hidden = !mine || !(state === 'waiting' || (state === 'playing' && (live?.ply ?? 0) < 2));
    language.say(el['online-abort'], () => t(state === 'waiting' ? 'online.game.cancel' : 'online.game.abort'));
    const canClaim = state === 'playing' && !!mine && view.claimAt !== null && !!view.conn && view.conn.serverNow() >= view.claimAt;
    el['online-claim'].hidden = !canClaim;
    const over = state === 'ended' && !!live;
    el['online-rematch'].hidden = !(over && mine);
    el['online-rematch'].disabled = !view.rematch && view.rematchBy === mine;
    language.say(el['online-rematch'], () =>
      t(view.rematch ? 'online.game.rematchGo' : view.rematchBy === mine ? 'online.game.rematchSent' : view.rematchBy ? 'online.game.rematchAccept' : 'online.game.rematch'),
    );
    el['online-pgn'].hidden = !live;
    el['online-pgn'].href = pgnUrl(view.id);
    el['online-pgn'].setAttribute('download', `alice-${view.id}.pgn`);
    el['online-analyse'].hidden = !over;
    if (over && live) el['online-analyse'].href = analysisLink(live.start, view.moves);
    el['online-new'].hidden = state !== 'ended' && !view.failure;

    // The link to send: the friend's while waiting, else the spectators'.
    const share = el['online-share'];
    // A waiting seek's address would seat whoever opens it: nothing to share until it starts.
    share.hidden = !g || !!view.failure || (state === 'waiting' && (!mine || g.seek));
    const link = new URL(`?game=${view.id}`, env.location.href).href;
    if (el['online-link'].value !== link) el['online-link'].value = link;
    language.say(el['online-share-label'], () => t(state === 'waiting' && !g?.seek ? 'online.share.friend' : 'online.share.watch'));

    renderPresence();
    clearTimeout(tick);
    // While the opponent is gone, Claim victory appears on its own when its time comes.
    if (state === 'playing' && (view.claimAt !== null || (!!live && live.ply < 2 && !!live.clocks?.deadline))) tick = setTimeout(render, 1000);
  }

  function renderPresence() {
    const g = view.game;
    const list = el['online-presence'];
    if (!g) return list.replaceChildren();
    const rows = /** @type {const} */ (['white', 'black']).map((side) => {
      const li = document.createElement('li');
      li.dataset.side = side;
      const seated = !!g[side];
      const here = seated && view.present[side];
      // While this page's own connection is down, nobody's presence is known here: its own seat is
      // reconnecting, the other's is not said (the last word heard may be stale).
      const cut = seated && view.link === 'reconnecting';
      li.className = cut ? 'unknown' : here ? 'present' : seated ? 'absent' : 'free';
      const dot = document.createElement('span');
      dot.className = 'dot';
      dot.setAttribute('aria-hidden', 'true');
      const name = document.createElement('span');
      name.className = 'name';
      name.textContent = seated ? g[side]?.name || t('online.lobby.anonymous') : t('online.presence.free');
      const color = document.createElement('span');
      color.className = 'seat';
      color.textContent = t(side === 'white' ? 'online.color.white' : 'online.color.black') + (side === view.seat ? ` · ${t('online.presence.you')}` : '');
      const where = document.createElement('span');
      where.className = 'where';
      where.textContent = !seated
        ? ''
        : t(cut ? (side === view.seat ? 'online.presence.reconnecting' : 'online.presence.unknown') : here ? 'online.presence.here' : 'online.presence.gone');
      li.append(dot, name, color, where);
      return li;
    });
    const control = document.createElement('li');
    control.className = 'control';
    control.textContent = controlText(t, g.control);
    list.replaceChildren(control, ...rows);
  }

  /** @param {ScreenState} state */
  function statusText(state) {
    if (view.failure) return view.failure();
    const g = view.game;
    const live = g?.state;
    switch (state) {
      case 'connecting':
        return t('online.status.connecting');
      case 'reconnecting':
        return t('online.status.reconnecting');
      case 'waiting':
        if (!view.seat) return t('online.status.waitingWatch');
        return t(g?.seek ? 'online.status.waitingSeek' : 'online.status.waitingFriend');
      case 'ended':
        if (!live) return t('online.status.cancelled');
        return live.outcome?.text ?? board.result?.text ?? t('online.status.over');
      default: {
        if (!live) return '';
        if (view.seat) return t(live.turn === view.seat ? 'online.status.yourMove' : 'online.status.theirMove');
        return t(live.turn === 'white' ? 'online.status.whiteToMove' : 'online.status.blackToMove');
      }
    }
  }

  /** @param {ScreenState} state */
  function detailText(state) {
    const g = view.game;
    const live = g?.state;
    if (state === 'reconnecting') return t(view.conn?.waiting ? 'online.detail.moveWaiting' : 'online.detail.reconnecting');
    if (state === 'ended' && g?.state && view.rematchBy && view.rematchBy !== view.seat) return t('online.detail.rematchAsked', { player: sideName(view.rematchBy) });
    if (state === 'waiting' && view.seat && g?.seek) return t('online.detail.keepOpen');
    if (state !== 'playing' || !live) return '';
    const opponent = view.seat ? OTHER[view.seat] : null;
    if (opponent && view.claimAt !== null && view.conn) {
      const s = Math.ceil((view.claimAt - view.conn.serverNow()) / 1000);
      return s > 0 ? t('online.detail.goneClaimIn', { seconds: s }) : t('online.detail.goneClaim');
    }
    if (live.ply < 2 && live.clocks?.deadline && view.conn) {
      const s = Math.max(0, Math.ceil((live.clocks.deadline - view.conn.serverNow()) / 1000));
      // Live games: 30 s for a first move (a correspondence game's days are on its clock).
      if (s <= 120) return t('online.detail.firstMove', { player: sideName(live.turn), seconds: s });
    }
    return '';
  }

  /**
   * The game on the analysis board (its moves in a share link).
   * @param {string|null} start
   * @param {string[]} moves
   */
  function analysisLink(start, moves) {
    const q = new URLSearchParams();
    if (start) q.set('fen', start);
    q.set('moves', moves.join(' '));
    return `?analysis#${q.toString()}`;
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
    view.failure = () => t(code === 'not-found' ? 'online.status.noGame' : code === 'unreachable' ? 'online.status.noServer' : 'online.status.failed');
    view.conn?.close();
    view.conn = null;
    render();
    // No server (yet: it may be restarting): try again, ever more slowly.
    if (code === 'unreachable') {
      const wait = RETRY_MS[Math.min(retries++, RETRY_MS.length - 1)];
      setTimeout(open, wait * 2); // the failure stays shown until the server answers
    }
  }
  let retries = 0;

  async function open() {
    render();
    if (!GAME_ID.test(view.id)) return fail(new ApiError('not-found', 'not a game id'));
    let seat = seats.get(view.id);
    if (!seat) {
      view.wantedSeat = true;
      try {
        const game = await readGame(view.id);
        view.failure = null;
        if (game.status === 'waiting' && (!game.white || !game.black)) {
          const grant = await joinGame(view.id, seats.name() || undefined);
          seats.put(grant.id, { token: grant.token, color: grant.seat });
          seat = seats.get(grant.id);
        }
      } catch (err) {
        // Someone else took the seat first: watch.
        if (!(err instanceof ApiError && err.code === 'taken')) return fail(err);
      }
    }
    view.conn = connectGame(view.id, seat?.token ?? null, {
      onMessage,
      onState(state) {
        view.link = state;
        if (state === 'reconnecting') {
          // Never in: is there such a game at all (a server whose data was wiped)?
          if (!view.game) readGame(view.id).catch((err) => fail(err));
        }
        render();
      },
    });
  }

  // The header's buttons: one board or two, sound.
  return {
    open,
    /** @param {{layout?: 'single'|'double', muted?: boolean}} options */
    set(options) {
      if (options.layout) board.setAttribute('view', options.layout);
      if (options.muted !== undefined) board.setAttribute('sound', options.muted ? 'false' : 'true');
    },
    relabel() {
      board.setAttribute('lang', language.lang());
      render();
    },
  };
}
