// The watch screen (`?watch`; its state: watch-ctrl.js): the games being played on the server, as
// small live boards (as lichess's TV list), newest change first — each with both players' names
// and clocks, its time control and move count — moved as the games go on; each a link that opens
// the game live for a spectator (`?game=ID`). The pieces of a position come from the rules core
// (its FEN read by the wasm, as every board of the site), the board from board/.

import { createWatchCtrl } from './watch-ctrl.js';
import { controlText } from './words.js';
import { createBoard } from '../board/board.js';
import { loadCore } from '../core/wasm.js';
import { formatTime } from '../game/clock.js';

/** @typedef {import('../shell/language.js').PageLanguage} PageLanguage */
/** @typedef {import('./watch-ctrl.js').WatchedGame} WatchedGame */
/** @typedef {import('./api.js').Side} Side */

/** How often a running clock is drawn again (ms). */
const TICK_MS = 100;

/**
 * @param {Record<string, any>} el
 * @param {{language: PageLanguage}} env
 */
export function mountWatch(el, env) {
  const { language } = env;
  const { t } = language;
  el['online-watch'].hidden = false;
  const ctrl = createWatchCtrl();
  const { state } = ctrl;
  /** @type {import('../core/boundary').Core|null} the rules core, once loaded (it reads the FENs) */
  let core = null;
  /** @type {Map<string, ReturnType<typeof card>>} each game's card, by id */
  const cards = new Map();
  /** @type {any} */
  let ticker = 0;

  function render() {
    document.title = t('online.doc.titleWatch');
    const note = el['watch-state'];
    const { games, reachable } = state;
    if (!reachable) language.say(note, () => t('online.status.noServer'));
    else if (games === null) language.say(note, () => t('online.lobby.loading'));
    else language.say(note, games.length ? null : () => t('online.watch.empty'));
    const shown = reachable ? (games ?? []) : [];
    for (const id of [...cards.keys()]) if (!shown.some((g) => g.id === id)) cards.delete(id);
    el.watch.replaceChildren(
      ...shown.map((g) => {
        let c = cards.get(g.id);
        if (!c) cards.set(g.id, (c = card(g.id)));
        c.show(g);
        return c.li;
      }),
    );
    tick();
  }

  /** Draw the running clocks again (ten times a second while one runs). */
  function tick() {
    let running = false;
    for (const c of cards.values()) running = c.clocks() || running;
    if (running && !ticker) ticker = setInterval(tick, TICK_MS);
    if (!running && ticker) {
      clearInterval(ticker);
      ticker = 0;
    }
  }

  /**
   * One game's card: its board (not interactive: the whole card is the link), the players with
   * their clocks above and below it, the time control and the moves.
   * @param {string} id
   */
  function card(id) {
    const li = document.createElement('li');
    li.dataset.testid = 'watch-game';
    li.dataset.gameId = id;
    const a = document.createElement('a');
    a.href = `?game=${id}`;
    a.className = 'watch-card';
    const holder = document.createElement('div');
    holder.className = 'watch-board';
    holder.inert = true; // the link takes the tap; the board is seen, not used
    const board = createBoard(holder, {}, { t });
    board.set({ coordinates: false, animation: { enabled: false, duration: 0 } });
    const seat = (/** @type {Side} */ side) => {
      const row = document.createElement('span');
      row.className = 'watch-player';
      row.dataset.side = side;
      const name = document.createElement('bdi');
      name.className = 'name';
      const clock = document.createElement('span');
      clock.className = 'watch-clock';
      clock.dataset.testid = `watch-clock-${side}`;
      row.append(name, clock);
      return { row, name, clock };
    };
    const black = seat('black');
    const white = seat('white');
    const meta = document.createElement('span');
    meta.className = 'watch-meta';
    const control = document.createElement('span');
    const moves = document.createElement('span');
    meta.append(control, moves);
    a.append(black.row, holder, white.row, meta);
    li.append(a);
    /** @type {WatchedGame|null} */
    let game = null;
    /** the position drawn (its FEN), so that an unchanged game is not read again */
    let drawn = /** @type {string|null} */ (null);

    function position() {
      if (!game?.fen || !core || drawn === game.fen) return;
      drawn = game.fen;
      li.dataset.fen = game.fen;
      let handle = null;
      try {
        handle = core.newGame(game.fen);
        const m = game.lastMove;
        // One board: the squares of the last move are marked whichever board they are on.
        const lastMove = m ? { from: m.slice(0, 2), to: m.slice(2, 4), fromBoard: /** @type {const} */ ('A'), toBoard: /** @type {const} */ ('A') } : null;
        board.setPosition({ pieces: handle.snapshot().pieces, lastMove });
      } catch (err) {
        console.warn('alice-chess: a watched game’s position cannot be read', err);
      } finally {
        handle?.free();
      }
    }

    return {
      li,
      /** @param {WatchedGame} g */
      show(g) {
        game = g;
        white.name.textContent = g.white || t('online.lobby.anonymous');
        black.name.textContent = g.black || t('online.lobby.anonymous');
        control.textContent = controlText(t, g.control);
        moves.textContent = t('online.watch.moves', { count: Math.ceil(g.ply / 2) });
        position();
      },
      /** Draw the position (the core came). */
      position,
      /** Draw the clocks as of now; whether one runs. */
      clocks() {
        const c = game ? ctrl.clocks(game) : null;
        for (const [side, s] of /** @type {const} */ ([['white', white], ['black', black]])) {
          s.clock.hidden = !c;
          if (!c) continue;
          s.clock.textContent = formatTime(c[side], t);
          s.clock.classList.toggle('running', c.running === side);
          s.row.classList.toggle('to-move', c.running === side);
        }
        return !!c?.running && c[c.running] > 0;
      },
    };
  }

  ctrl.onChange(render);
  language.onChange(render);
  render();
  ctrl.start();
  loadCore().then(
    (c) => {
      core = c;
      for (const c2 of cards.values()) c2.position();
    },
    (err) => console.error('alice-chess: the rules core cannot be loaded', err),
  );
}
