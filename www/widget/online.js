// What an <alice-chess> element shows and sends in online mode, besides the board: the clocks above
// and below it (clocks.js), the actions the host decides — Resign (asks once more), Offer draw,
// Propose takeback, sent as `resign`, `drawoffer`, `takebackoffer` —, an offer of the opponent's
// brought by el.offer() with Accept / Decline (`drawaccept`, `drawdecline`, `takebackaccept`,
// `takebackdecline`), the result of the game, and the "Live" button that returns to the last move.
// The host decides everything: nothing here changes the game. Words from the element's translator.

import { colorName, scoreText, outcomeText } from '../game/format.js';
import { createHostClocks, readClockSpec } from './clocks.js';

/** @typedef {import('../game/types').GameSnapshot} GameSnapshot */
/** @typedef {import('./config.js').Settings} Settings */
/** @typedef {ReturnType<typeof import('./view.js').buildShadow>} Ui */
/** @typedef {'draw'|'takeback'} OfferKind */

/** How long the Resign button waits for the second click. */
export const RESIGN_CONFIRM_MS = 3000;
const COLOR_WORD = /** @type {const} */ ({ w: 'white', b: 'black' });

/**
 * @param {Ui} ui
 * @param {{snapshot: () => GameSnapshot|null, settings: () => Settings, emit: (type: string, detail: object) => void,
 *          goLive: () => void, t: import('../i18n/i18n.js').Translate}} env
 */
export function bindOnline(ui, env) {
  /** @type {OfferKind|null} the opponent's offer shown */
  let incoming = null;
  /** @type {{kind: OfferKind, ply: number, gameId: number}|null} the player's own offer, until the next move */
  let sent = null;
  /** @type {any} */
  let confirmTimer = 0;
  const t = env.t;
  const clocks = createHostClocks(ui.clocks, (color) => env.emit('flag', { color: COLOR_WORD[color] }), undefined, t);
  const names = { white: nameTag('w'), black: nameTag('b') };
  let confirming = false; // Resign was pressed once: the next press resigns

  const player = () => COLOR_WORD[env.settings().playerColor];
  const { resign, draw, takeback } = ui.actions;

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
    env.emit('resign', { color: player() });
  });
  /** @param {OfferKind} kind */
  const sendOffer = (kind) => {
    const s = env.snapshot();
    if (!s) return;
    sent = { kind, ply: s.gamePly, gameId: s.gameId };
    env.emit(`${kind}offer`, { color: player() });
    render();
  };
  draw.addEventListener('click', () => sendOffer('draw'));
  takeback.addEventListener('click', () => sendOffer('takeback'));
  /** @param {boolean} yes */
  const answer = (yes) => {
    const kind = incoming;
    incoming = null;
    render();
    if (kind) env.emit(`${kind}${yes ? 'accept' : 'decline'}`, { color: player() });
  };
  ui.offerAccept.addEventListener('click', () => answer(true));
  ui.offerDecline.addEventListener('click', () => answer(false));
  ui.live.addEventListener('click', () => env.goLive());

  /** Bring the online parts in line with the settings and the latest snapshot. */
  function render() {
    const s = env.snapshot();
    const st = env.settings();
    const online = st.mode === 'online';
    const over = !!s?.outcome;
    if (over) clocks.stop();
    if (over || !online) incoming = null;
    if (sent && (!s || s.gamePly !== sent.ply || s.gameId !== sent.gameId || over)) sent = null;

    // Clocks: the side at the bottom below the board.
    const bottom = st.orientation ?? (online || st.mode === 'computer' ? st.playerColor : 'w');
    /** @type {['white', 'black'] | ['black', 'white']} */
    const [low, high] = bottom === 'w' ? ['white', 'black'] : ['black', 'white'];
    ui.seats.bottom.replaceChildren(names[low], ui.clocks[low]);
    ui.seats.top.replaceChildren(names[high], ui.clocks[high]);
    ui.seats.top.hidden = ui.seats.bottom.hidden = !clocks.shown;
    if (s) for (const c of /** @type {const} */ (['w', 'b'])) names[COLOR_WORD[c]].classList.toggle('to-move', !over && s.liveTurn === c);

    // The host's actions (with show-controls; each part can be left out with `controls`).
    ui.actionBar.hidden = !(online && st.showControls && ['resign', 'draw', 'takeback'].some((p) => st.controls.has(/** @type {any} */ (p))));
    resign.hidden = !st.controls.has('resign');
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
    for (const c of /** @type {const} */ (['w', 'b'])) names[COLOR_WORD[c]].textContent = colorName(c, t);
    if (clocks.shown) clocks.render(); // worded anew (the language may have changed)

    // The opponent's offer, or the result.
    ui.offer.hidden = !incoming;
    ui.offerText.textContent = incoming ? t(`widget.offer.${incoming}`) : '';
    const showResult = online && over && !!s?.live;
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
      clocks.set(readClockSpec(spec));
      render();
    },
    /** @returns {{white: number, black: number, running: 'white'|'black'|null}|null} */
    clockState: () => clocks.state(),
    /**
     * el.offer(kind): the opponent's offer, shown with Accept / Decline.
     * @param {OfferKind} kind
     */
    offer(kind) {
      incoming = kind;
      render();
    },
    /** The opponent's offer was withdrawn (or answered elsewhere). */
    clearOffer() {
      incoming = null;
      render();
    },
    dispose: () => clocks.dispose(),
  };
}

/**
 * The name of a side on its seat: a dot and "White" / "Black" (worded by render()).
 * @param {'w'|'b'} color
 */
function nameTag(color) {
  const el = document.createElement('span');
  el.className = 'seat-name';
  el.dataset.color = color;
  return el;
}
