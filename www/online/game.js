// The live game screen (`?game=ID`; its state and actions: game-ctrl.js): the board — an
// <alice-chess> element in online mode (a player: premoves, sounds, the two-board view, Resign /
// Offer draw / Propose takeback) or view mode (a spectator) — and around it the status (waiting,
// playing, reconnecting, ended), who is here, Abort, Claim victory, Rematch, the PGN, the game on
// the analysis board, and the link to send. The board's events go to the controller; what the
// controller keeps is drawn here, in the page's language.

import '../alice-chess.js';
import { pgnUrl } from './api.js';
import { loadCore } from '../core/wasm.js';
import { downloadText } from '../ui/download.js';
import { createGameCtrl, OTHER } from './game-ctrl.js';
import { controlText, diffText, errorText, ratingText } from './words.js';
import { mountChat } from './chat.js';

/** @typedef {import('./api.js').Side} Side */
/** @typedef {import('./seats.js').Seats} Seats */
/** @typedef {import('./game-ctrl.js').ScreenState} ScreenState */
/** @typedef {import('./game-ctrl.js').Note} Note */
/** @typedef {import('../shell/language.js').PageLanguage} PageLanguage */

/** Why a game cannot be shown, in words. */
const FAILURES = /** @type {const} */ ({ noGame: 'online.status.noGame', noServer: 'online.status.noServer', failed: 'online.status.failed' });

/**
 * @param {Record<string, any>} el  the page's parts by data-part
 * @param {{id: string, seats: Seats, language: PageLanguage, prefs: import('../shell/storage.js').Prefs,
 *          location: Location, notifier: import('./turn-notify.js').TurnNotifier, save: () => void}} env
 *   notifier: says in the title (and a notification, if allowed) that it became the player's move
 *   while the page is not seen
 */
export function mountGame(el, env) {
  const { language } = env;
  const { t } = language;
  el['online-game'].hidden = false;
  /** @type {boolean|null} whether it was the player's move at the last drawing (null: not drawn yet) */
  let wasMyTurn = null;

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

  const ctrl = createGameCtrl({ id: env.id, seats: env.seats, board, go: (url) => env.location.assign(url), anonymous: () => t('online.lobby.anonymous') });
  const view = ctrl.view;
  /** @type {any} */
  let tick = 0;
  /** The connection shown on the board (its clocks stand still, marked paused, while it is down). */
  let shownLink = 'online';

  // ---- the board's actions → the controller ----------------------------------------------------
  board.addEventListener('move', (/** @type {CustomEvent} */ e) => {
    if (e.detail.source === 'player') ctrl.played(e.detail.uci, e.detail.ply);
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
  for (const [event, type, kind] of ACTIONS) board.addEventListener(event, () => ctrl.act(kind ? { t: type, kind } : { t: type }));
  // A clock reaching zero on this screen changes nothing: the server settles the flag at its
  // deadline and sends the end.

  // ---- the game's PGN ---------------------------------------------------------------------------

  /** @type {string|null} the ended game's PGN as the server writes it (names, clocks): the analysis link carries it */
  let endedPgn = null;
  let pgnAsked = false;

  /** The game's PGN from the server (Alice notation, the players' names, each move's clock). */
  async function serverPgn() {
    const res = await fetch(pgnUrl(view.id));
    if (!res.ok) throw new Error(`the server answered ${res.status}`);
    return res.text();
  }

  /** Once the game is over: its PGN, for the analysis link (until then the link has the moves alone). */
  function askEndedPgn() {
    if (pgnAsked) return;
    pgnAsked = true;
    serverPgn().then(
      (text) => {
        endedPgn = text;
        render();
      },
      () => {
        pgnAsked = false; // asked again at the next change
      },
    );
  }

  // Plain SAN, as the PGN card offers it: the server's PGN written again by the core, in SAN.
  el['online-pgn'].addEventListener('click', (/** @type {Event} */ e) => {
    if (!el['online-pgn-san-box'].checked) return; // the server's file, as it is
    e.preventDefault();
    Promise.all([serverPgn(), loadCore()])
      .then(([text, core]) => {
        const tree = core.treeFromPgn(text);
        try {
          downloadText(tree.pgn({ notation: 'san' }), `alice-${view.id}-san.pgn`);
        } finally {
          tree.free();
        }
      })
      .catch(() => ctrl.note({ key: 'online.game.pgnFailed' }));
  });

  el['online-abort'].onclick = () => ctrl.act({ t: 'abort' });
  el['online-claim'].onclick = () => ctrl.act({ t: 'claim' });
  el['online-rematch'].onclick = () => ctrl.rematch();
  el['online-copy'].onclick = () => {
    const input = /** @type {HTMLInputElement} */ (el['online-link']);
    input.select();
    if (!navigator.clipboard) return ctrl.note({ key: 'online.share.copyByHand' });
    navigator.clipboard.writeText(input.value).then(
      () => ctrl.note({ key: 'online.share.copied' }),
      () => ctrl.note({ key: 'online.share.copyByHand' }),
    );
  };

  /** @param {Side} side */
  function sideName(side) {
    const name = view.game?.[side]?.name;
    return name || t('online.lobby.anonymous');
  }

  /** @param {Note} note */
  function noteText(note) {
    if ('code' in note) return errorText(t, note.code, note.message);
    return note.player ? t(note.key, { player: sideName(note.player) }) : t(note.key);
  }

  // ---- drawing ------------------------------------------------------------------------------

  function render() {
    const state = ctrl.state();
    const g = view.game;
    const live = g?.state ?? null;
    const status = el['online-status'];
    status.dataset.state = state;
    // While the socket is down the server keeps the time: the board's clocks wait, marked paused,
    // until its next hello sets them (never counting on here, then jumping back).
    const connection = state === 'reconnecting' ? 'reconnecting' : 'online';
    if (connection !== shownLink) {
      shownLink = connection;
      board.ready.then(() => board.setConnection(connection));
    }
    language.say(status, () => statusText(state));
    const note = view.note;
    language.say(el['online-detail'], note ? () => noteText(note) : () => detailText(state));

    const mine = view.seat;
    const myTurn = state === 'playing' && !!mine && live?.turn === mine && !live?.outcome;
    env.notifier.setTitle(t(myTurn ? 'page.doc.titleYourMove' : 'online.doc.title'));
    // Their move came while the page is in a background tab: the title and a notification say so.
    if (myTurn && wasMyTurn === false) env.notifier.turn(1);
    wasMyTurn = myTurn;
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
    el['online-pgn-group'].hidden = !live;
    el['online-pgn'].href = pgnUrl(view.id);
    el['online-pgn'].setAttribute('download', `alice-${view.id}.pgn`);
    el['online-analyse'].hidden = !over;
    if (over && live) {
      askEndedPgn();
      el['online-analyse'].href = analysisLink(live.start, view.moves);
    }
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
      const name = document.createElement('bdi'); // a name cannot reorder the text around it
      name.className = 'name';
      name.textContent = seated ? g[side]?.name || t('online.lobby.anonymous') : t('online.presence.free');
      const color = document.createElement('span');
      color.className = 'seat';
      color.textContent = t(side === 'white' ? 'online.color.white' : 'online.color.black') + (side === view.seat ? ` · ${t('online.presence.you')}` : '');
      // The player's rating (an account's), and once a rated game ended, its change.
      const r = g.ratings?.[side];
      const rating = document.createElement('span');
      rating.className = 'rating';
      rating.dataset.testid = 'player-rating';
      rating.textContent = ratingText(r);
      if (r && typeof r.diff === 'number') {
        const diff = document.createElement('span');
        diff.className = r.diff > 0 ? 'diff up' : r.diff < 0 ? 'diff down' : 'diff';
        diff.dataset.testid = 'rating-diff';
        diff.textContent = ` ${diffText(r.diff)}`;
        rating.append(diff);
      }
      const where = document.createElement('span');
      where.className = 'where';
      where.textContent = !seated
        ? ''
        : t(cut ? (side === view.seat ? 'online.presence.reconnecting' : 'online.presence.unknown') : here ? 'online.presence.here' : 'online.presence.gone');
      li.append(dot, name, rating, color, where);
      return li;
    });
    const control = document.createElement('li');
    control.className = 'control';
    control.dataset.rated = g.rated ? 'true' : 'false';
    control.textContent = `${controlText(t, g.control)} · ${t(g.rated ? 'online.rated.rated' : 'online.rated.casual')}`;
    list.replaceChildren(control, ...rows);
  }

  /** @param {ScreenState} state */
  function statusText(state) {
    if (view.failure) return t(FAILURES[view.failure]);
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
   * The game on the analysis board, seen from this player's side: its PGN (the players' names, each
   * move's clock) once the server gave it, else its moves in a share link.
   * @param {string|null} start
   * @param {string[]} moves
   */
  function analysisLink(start, moves) {
    const side = view.seat === 'black' ? 'b' : 'w';
    if (endedPgn) return `?analysis&${new URLSearchParams({ pgn: endedPgn, o: side }).toString()}`;
    const q = new URLSearchParams();
    if (start) q.set('fen', start);
    q.set('moves', moves.join(' '));
    if (side === 'b') q.set('o', 'b');
    return `?analysis#${q.toString()}`;
  }

  ctrl.onChange(render);
  // The chat: the players' room for a player, the spectators' for a spectator; its setting kept here.
  const chat = mountChat(el, { ctrl, language, prefs: env.prefs, save: env.save });
  // The header's buttons: one board or two, sound.
  return {
    open: () => ctrl.open(),
    /** @param {{layout?: 'single'|'double', muted?: boolean}} options */
    set(options) {
      if (options.layout) board.setAttribute('view', options.layout);
      if (options.muted !== undefined) board.setAttribute('sound', options.muted ? 'false' : 'true');
    },
    relabel() {
      board.setAttribute('lang', language.lang());
      render();
      chat.render();
    },
  };
}
