// What an <alice-chess> element shows and sends in online mode, besides the board: the seats above
// and below it (the players' names and ratings, the clocks: clocks.js, whether a player is away),
// the actions the host decides — Abort (until both sides have moved), Resign (asks once more),
// Offer draw, Propose takeback, sent as `resign`, `drawoffer`, `takebackoffer` —, the player's own
// offer with Withdraw, an offer of the opponent's with Accept / Decline (`drawaccept`, `drawdecline`,
// `takebackaccept`, `takebackdecline`), Claim victory once the opponent has been gone long enough,
// the connection to the host when it is not up, the result of the game, and the "Live" button that
// returns to the last move. Each of the player's actions is also one `action` event named as the
// live game's method ({type: 'offer', kind}, {type: 'resign'}, …: live-events.js applies what comes
// back). The host decides everything: nothing here changes the game. A spectator's board
// (mode="view") shows the seats, the result and an offer (whose, without Accept / Decline). Words
// from the element's translator.

import { colorName, scoreText, outcomeText } from '../game/format.js';
import { clip } from '../i18n/i18n.js';
import { createHostClocks, readClockSpec } from './clocks.js';

/** @typedef {import('../game/types').GameSnapshot} GameSnapshot */
/** @typedef {import('./config.js').Settings} Settings */
/** @typedef {ReturnType<typeof import('./view.js').buildShadow>} Ui */
/** @typedef {'draw'|'takeback'} OfferKind */
/** @typedef {{name: string|null, rating: number|null}} Player */
/** @typedef {{w: Player|null, b: Player|null}} Players */

/** How long the Resign button waits for the second click. */
export const RESIGN_CONFIRM_MS = 3000;
const COLOR_WORD = /** @type {const} */ ({ w: 'white', b: 'black' });

/**
 * @param {Ui} ui
 * @param {{snapshot: () => GameSnapshot|null, settings: () => Settings, emit: (type: string, detail: object) => void,
 *          goLive: () => void, t: import('../i18n/i18n.js').Translate}} env
 */
export function bindOnline(ui, env) {
  /** @type {OfferKind|null} the opponent's offer shown (a spectator: `incomingBy`'s) */
  let incoming = null;
  /** @type {'w'|'b'|null} who made the offer shown (a spectator's board says it) */
  let incomingBy = null;
  /** @type {Players} the names on the seats (el.load()); none: the loaded PGN's tags */
  let players = { w: null, b: null };
  /** @type {{kind: OfferKind, ply: number, gameId: number}|null} the player's own offer: a takeback's until the next move, a draw's until the opponent's */
  let sent = null;
  /** @type {any} */
  let confirmTimer = 0;
  /** @type {{w: boolean, b: boolean}} whether each player is here (a live game's presence events) */
  let present = { w: true, b: true };
  /** @type {number|null} when the player may claim victory (Date.now() time), the opponent gone */
  let claimAt = null;
  /** @type {any} */
  let claimTimer = 0;
  /** @type {'online'|'reconnecting'|'offline'} the connection to the host (el.setConnection()) */
  let connection = 'online';
  const t = env.t;
  const clocks = createHostClocks(ui.clocks, (color) => env.emit('flag', { color: COLOR_WORD[color] }), undefined, t);
  const names = { white: nameTag('w'), black: nameTag('b') };
  let confirming = false; // Resign was pressed once: the next press resigns

  const player = () => COLOR_WORD[env.settings().playerColor];

  /**
   * The player on a seat: load()'s, else the PGN's White / Black tags (and WhiteElo / BlackElo).
   * @param {'w'|'b'} c
   * @returns {Player|null}
   */
  function seatPlayer(c) {
    if (players[c]) return players[c];
    const tags = env.snapshot()?.tags ?? [];
    /** @param {string} name */
    const tag = (name) => tags.find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1]?.trim();
    const name = tag(c === 'w' ? 'White' : 'Black');
    const rating = Number(tag(c === 'w' ? 'WhiteElo' : 'BlackElo'));
    const known = !!name && name !== '?';
    return known ? { name, rating: Number.isInteger(rating) && rating > 0 ? rating : null } : null;
  }
  const { resign, draw, takeback, abort } = ui.actions;
  /**
   * The player's action, as the live game's method names it (`action`), and as its own event.
   * @param {object} detail  {type, kind?}
   * @param {string} [legacy]  the older event's name (`resign`, `drawoffer`, …)
   */
  const act = (detail, legacy) => {
    if (legacy) env.emit(legacy, { color: player() });
    env.emit('action', detail);
  };

  function resetResign() {
    clearTimeout(confirmTimer);
    confirming = false;
    showResign();
  }

  function showResign() {
    resign.classList.toggle('confirm', confirming);
    resign.setAttribute('aria-pressed', String(confirming));
    /** @type {HTMLElement} */ (resign.lastElementChild).textContent = t(confirming ? 'widget.action.confirmResign' : 'widget.action.resign');
  }

  resign.addEventListener('click', () => {
    if (!confirming) {
      confirming = true;
      showResign();
      confirmTimer = setTimeout(resetResign, RESIGN_CONFIRM_MS);
      return;
    }
    resetResign();
    act({ type: 'resign' }, 'resign');
  });
  abort.addEventListener('click', () => act({ type: 'abort' }));
  ui.claim.addEventListener('click', () => act({ type: 'claimVictory' }));
  ui.sentWithdraw.addEventListener('click', () => {
    const kind = sent?.kind;
    sent = null;
    render();
    if (kind) act({ type: 'withdraw', kind });
  });
  /** @param {OfferKind} kind */
  const sendOffer = (kind) => {
    const s = env.snapshot();
    if (!s) return;
    sent = { kind, ply: s.gamePly, gameId: s.gameId };
    render();
    act({ type: 'offer', kind }, `${kind}offer`);
  };
  draw.addEventListener('click', () => sendOffer('draw'));
  takeback.addEventListener('click', () => sendOffer('takeback'));
  /** @param {boolean} yes */
  const answer = (yes) => {
    const kind = incoming;
    incoming = null;
    render();
    if (kind) act({ type: yes ? 'accept' : 'decline', kind }, `${kind}${yes ? 'accept' : 'decline'}`);
  };
  ui.offerAccept.addEventListener('click', () => answer(true));
  ui.offerDecline.addEventListener('click', () => answer(false));
  ui.live.addEventListener('click', () => env.goLive());

  /** Bring the online parts in line with the settings and the latest snapshot. */
  function render() {
    const s = env.snapshot();
    const st = env.settings();
    const online = st.mode === 'online';
    const view = st.mode === 'view';
    const over = !!s?.outcome;
    if (over) clocks.stop();
    if (over || !(online || view)) incoming = null;
    // A draw offered and then a move made: the offer stands until the opponent moves (the live
    // game's rule, src/live: a draw may be offered with a move); a takeback proposal ends with any
    // move.
    const mover = s && s.gamePly > 0 ? s.history[s.gamePly - 1]?.color : null;
    if (sent?.kind === 'draw' && s && s.gameId === sent.gameId && s.gamePly === sent.ply + 1 && mover === st.playerColor) sent.ply = s.gamePly;
    if (sent && (!s || s.gamePly !== sent.ply || s.gameId !== sent.gameId || over)) sent = null;

    // Clocks: the side at the bottom below the board.
    const bottom = st.orientation ?? (online || st.mode === 'computer' ? st.playerColor : 'w');
    /** @type {['white', 'black'] | ['black', 'white']} */
    const [low, high] = bottom === 'w' ? ['white', 'black'] : ['black', 'white'];
    ui.seats.bottom.replaceChildren(names[low], ui.clocks[low]);
    ui.seats.top.replaceChildren(names[high], ui.clocks[high]);
    // The seats show with clocks, or with the players' names (load()'s).
    const named = !!(players.w?.name || players.b?.name);
    const away = (online || view) && !over && !(present.w && present.b);
    ui.seats.top.hidden = ui.seats.bottom.hidden = !(clocks.shown || named || away);
    ui.clocks.white.hidden = ui.clocks.black.hidden = !clocks.shown;
    if (s) for (const c of /** @type {const} */ (['w', 'b'])) names[COLOR_WORD[c]].classList.toggle('to-move', !over && s.liveTurn === c);

    // The host's actions (with show-controls; each part can be left out with `controls`).
    ui.actionBar.hidden = !(online && st.showControls && ['resign', 'draw', 'takeback', 'abort'].some((p) => st.controls.has(/** @type {any} */ (p))));
    resign.hidden = !st.controls.has('resign');
    // Abort: until both sides have moved (the live game's rule), while the game goes on.
    abort.hidden = !st.controls.has('abort') || over || !s || s.gamePly >= 2;
    /** @type {HTMLElement} */ (abort.lastElementChild).textContent = t('widget.action.abort');
    draw.hidden = !st.controls.has('draw');
    takeback.hidden = !st.controls.has('takeback');
    const mine = st.playerColor;
    resign.disabled = over;
    if (over) resetResign();
    else showResign();
    draw.disabled = over || sent?.kind === 'draw';
    draw.setAttribute('aria-pressed', String(sent?.kind === 'draw'));
    takeback.disabled = over || sent?.kind === 'takeback' || !s?.history.some((m) => m.color === mine);
    takeback.setAttribute('aria-pressed', String(sent?.kind === 'takeback'));
    /** @type {HTMLElement} */ (draw.lastElementChild).textContent = t(sent?.kind === 'draw' ? 'widget.action.drawOffered' : 'widget.action.draw');
    /** @type {HTMLElement} */ (takeback.lastElementChild).textContent = t('widget.action.takeback');
    for (const c of /** @type {const} */ (['w', 'b'])) showPlayer(names[COLOR_WORD[c]], c, seatPlayer(c), t, (online || view) && !over && !present[c]);
    if (clocks.shown) clocks.render(); // worded anew (the language may have changed)

    // The opponent's offer (a spectator's board: whose, without the buttons), or the result.
    ui.offer.hidden = !incoming;
    ui.offerText.textContent = !incoming ? '' : view ? t(`widget.offer.${incoming}.${incomingBy ?? 'none'}`) : t(`widget.offer.${incoming}`);
    ui.offerAccept.hidden = ui.offerDecline.hidden = view;
    ui.offer.setAttribute('role', view ? 'status' : 'alertdialog');
    // The player's own offer, with Withdraw.
    ui.sent.hidden = !(online && sent);
    ui.sentText.textContent = online && sent ? t(`widget.offer.sent.${sent.kind}`) : '';
    // The opponent gone: Claim victory from the time the live game allows it.
    const opponent = st.playerColor === 'w' ? 'b' : 'w';
    const gone = online && !over && !present[opponent];
    const claimable = gone && claimAt !== null && Date.now() >= claimAt;
    clearTimeout(claimTimer);
    if (gone && claimAt !== null && !claimable) claimTimer = setTimeout(render, Math.min(claimAt - Date.now() + 50, 2 ** 31 - 1));
    ui.gone.hidden = !gone;
    ui.goneText.textContent = gone ? t(claimable ? 'widget.gone.claim' : 'widget.gone.wait') : '';
    ui.claim.hidden = !claimable;
    // The connection, when it is not up.
    ui.connection.hidden = connection === 'online';
    ui.connection.textContent = connection === 'online' ? '' : [t(`widget.connection.${connection}`), ...(clocks.shown ? [t('widget.connection.clocks')] : [])].join(' ');
    ui.frame.dataset.connection = connection;
    const showResult = (online || view) && over && !!s?.live;
    ui.result.hidden = !showResult;
    if (showResult && s?.outcome) {
      ui.resultScore.textContent = scoreText(s.outcome.result);
      ui.resultText.textContent = outcomeText(s.outcome, t);
    }
    ui.live.hidden = !(s && !s.live && (online || st.mode === 'view'));
  }

  return {
    render,
    /**
     * el.setClock(spec): checked first (a TypeError changes nothing).
     * @param {unknown} spec
     */
    setClock(spec) {
      const next = readClockSpec(spec);
      if (next && env.snapshot()?.outcome) next.running = null; // a finished game's clocks stand still
      clocks.set(next);
      render();
    },
    /** @returns {{white: number, black: number, running: 'white'|'black'|null}|null} */
    clockState: () => clocks.state(),
    /**
     * el.offer(kind, by): online, the opponent's offer, shown with Accept / Decline (the player's
     * own, `by` the player's side: shown as sent, with Withdraw); a spectator's board says whose it
     * is (`by`), without the buttons.
     * @param {OfferKind} kind
     * @param {'w'|'b'|null} [by]
     */
    offer(kind, by = null) {
      const st = env.settings();
      const s = env.snapshot();
      if (st.mode === 'online' && by === st.playerColor) {
        // The player's own offer (a relay sends every offer to both seats): shown as sent.
        if (s) sent = { kind, ply: s.gamePly, gameId: s.gameId };
      } else {
        incoming = kind;
        incomingBy = by;
      }
      render();
    },
    /** The offer shown (the opponent's, or the player's own) was withdrawn, declined or answered elsewhere. */
    clearOffer() {
      incoming = null;
      incomingBy = null;
      sent = null;
      render();
    },
    /**
     * A live game's pending offers ({draw, takeback}: who made each, or null), as load() gives them:
     * online, the opponent's shows with Accept / Decline and the player's own as sent; a spectator's
     * board shows one (a draw first).
     * @param {{draw: 'w'|'b'|'?'|null, takeback: 'w'|'b'|'?'|null}} offers  '?': the opponent's
     */
    setOffers(offers) {
      const s = env.snapshot();
      const st = env.settings();
      incoming = null;
      incomingBy = null;
      sent = null;
      for (const kind of /** @type {const} */ (['draw', 'takeback'])) {
        const by = offers[kind];
        if (!by) continue;
        if (st.mode === 'online' && by === st.playerColor) {
          if (s && !sent) sent = { kind, ply: s.gamePly, gameId: s.gameId };
        } else if (!incoming) {
          incoming = kind;
          incomingBy = by === '?' ? null : by;
        }
      }
      render();
    },
    /**
     * A live game's presence event: `color`'s player came or went; `at`: when the opponent may
     * claim victory (the live game's `claimAt`, a Date.now() time), or null.
     * @param {'w'|'b'} color
     * @param {boolean} connected
     * @param {number|null} at
     */
    setPresence(color, connected, at) {
      present = { ...present, [color]: connected };
      if (color !== env.settings().playerColor) claimAt = connected ? null : at;
      render();
    },
    /**
     * el.setConnection(): the connection to the host, shown on the board when it is not up.
     * @param {'online'|'reconnecting'|'offline'} state
     */
    setConnection(state) {
      connection = state;
      clocks.pause(state !== 'online');
      render();
    },
    /**
     * The names on the seats (load()); null: the loaded PGN's tags.
     * @param {Players|null} next
     */
    setPlayers(next) {
      players = next ?? { w: null, b: null };
      render();
    },
    /** Off the page: the clocks stop ticking and send no `flag`, and the Resign confirmation ends. */
    suspend() {
      clocks.suspend();
      clearTimeout(confirmTimer);
      clearTimeout(claimTimer);
      confirming = false;
    },
    /** Back in the page. */
    resume() {
      clocks.resume();
      render();
    },
    dispose() {
      clocks.dispose();
      clearTimeout(confirmTimer);
      clearTimeout(claimTimer);
    },
  };
}

/**
 * A seat's name: the player's name (text, never markup) and rating, else "White" / "Black".
 * @param {HTMLElement} el
 * @param {'w'|'b'} color
 * @param {Player|null} p
 * @param {import('../i18n/i18n.js').Translate} t
 * @param {boolean} away  the player has left (a live game's presence)
 */
function showPlayer(el, color, p, t, away) {
  const name = document.createElement('span');
  name.className = 'seat-player';
  name.textContent = p?.name ? clip(p.name) : colorName(color, t);
  const parts = [name];
  if (p?.rating != null) {
    const rating = document.createElement('span');
    rating.className = 'seat-rating';
    rating.textContent = String(p.rating);
    parts.push(rating);
  }
  if (away) {
    const tag = document.createElement('span');
    tag.className = 'seat-away';
    tag.dataset.testid = `away-${COLOR_WORD[color]}`;
    tag.textContent = t('widget.presence.gone');
    parts.push(tag);
  }
  el.replaceChildren(...parts);
  el.title = p?.name ? colorName(color, t) : '';
}

/**
 * The name of a side on its seat: a dot and its player (showPlayer, from render()).
 * @param {'w'|'b'} color
 */
function nameTag(color) {
  const el = document.createElement('span');
  el.className = 'seat-name';
  el.dataset.color = color;
  return el;
}
