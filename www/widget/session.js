// The game behind one <alice-chess> element, once the rules core is loaded: its game controller
// (game/controller.js), the board drawn from it (ui/board-view.js), the move list, the online parts
// (online.js: clocks, the host's actions, offers), the move sounds, the controller's events sent on
// as the element's (events.js) — and the element's attributes applied to all of them: display
// settings to the board and the layout, fen / moves / pgn to controller.load(), mode, level,
// player-color and premove to who plays. Every part words itself with the element's translator `t`
// at each render; relabel() redraws them all after a change of language.

import { createGameController } from '../game/controller.js';
import { createBoard } from '../board/board.js';
import { bindBoard } from '../ui/board-view.js';
import { createMoveNote } from '../ui/move-note.js';
import { createMoveList } from '../ui/movelist.js';
import { createSound } from '../ui/sound.js';
import { readSettings } from './config.js';
import { loadMessages } from './setup.js';
import { applyLayout } from './render.js';
import { forwardEvents } from './events.js';
import { UNAVAILABLE } from './computer.js';
import { bindOnline } from './online.js';

/** @typedef {import('../game/types').Players} Players */
/** @typedef {import('./config.js').Settings} Settings */

/** @param {Players} p */
const playersKey = (p) => (p.mode === 'computer' ? `computer|${p.human}|${p.level}` : p.mode === 'online' ? `online|${p.color}` : p.mode);

/**
 * The orientation to draw: the attribute, else the player's side (against the computer or
 * online), else White.
 * @param {Settings} s
 * @returns {'w'|'b'}
 */
export const orientationOf = (s) => s.orientation ?? (s.mode === 'computer' || s.mode === 'online' ? s.playerColor : 'w');

/**
 * @param {{core: import('../core/boundary').Core,
 *          ui: ReturnType<typeof import('./view.js').buildShadow>,
 *          computer: ReturnType<typeof import('./computer.js').createComputer>,
 *          messages: ReturnType<typeof import('./messages.js').createMessageBox>,
 *          emit: (type: string, detail: object) => void,
 *          settings: Settings, t: import('../i18n/i18n.js').Translate}} deps  settings: the ones in
 *        force so far (the defaults); t: the element's translator
 */
export function createSession({ core, ui, computer, messages, emit, settings: initial, t }) {
  const controller = createGameController({ core, engine: computer.engine, t });
  let settings = initial;
  ui.loading.remove();
  // From now on the status line and the empty move list say what the game says (render.js).
  delete ui.statusText.dataset.i18n;
  delete ui.movesEmpty.dataset.i18n;
  /** @type {ReturnType<typeof bindBoard>|null} */
  let boardView = null;
  const note = createMoveNote(ui.moveNote);
  const board = createBoard(ui.board, {
    onMove: (from, to) => boardView?.onBoardMove(from, to),
    onRefused: (from, to) => note.show(boardView?.explain(from, to) ?? null, to),
    onPremove: (from, to) => boardView?.onBoardPremove(from, to),
    onPremoveCancel: () => boardView?.onPremoveCancel(),
  }, { t });
  boardView = bindBoard(board, controller); // registered first: the board is drawn before the rest
  const sound = createSound();
  ui.frame.addEventListener('pointerdown', () => sound.warm(), { once: true });
  controller.on('move', ({ move }) => {
    note.clear();
    ui.board.classList.remove('premove-dropped');
    const s = controller.snapshot;
    if (settings.sound && !s.outcome) sound.play(s.check ? 'check' : move.captured ? 'capture' : 'move');
  });
  controller.on('gameover', ({ loaded }) => {
    if (settings.sound && !loaded) sound.play('end');
  });
  controller.on('premove', ({ played, reason }) => {
    if (played) return;
    note.show(reason ? t('game.premove.dropped', { reason }) : t('game.premove.droppedIllegal'));
    // A cue on the board too: it flashes once (the note says why).
    ui.board.classList.remove('premove-dropped');
    void ui.board.offsetWidth;
    ui.board.classList.add('premove-dropped');
  });
  const online = bindOnline(ui, {
    snapshot: () => controller.snapshot,
    settings: () => settings,
    emit,
    goLive: () => controller.goTo(Infinity),
    t,
  });
  controller.on('change', () => online.render()); // before render.js's redraw (forwardEvents)
  const moveList = createMoveList(ui.moves, (ply) => controller.goTo(ply), { t });
  const redraw = forwardEvents(controller, {
    ui,
    moveList,
    emit,
    t,
    // Online, the player's move is also an `action` ({type: 'move', uci, ply}: LiveGame.move's).
    onPlayerMove: ({ uci, ply }) => {
      if (settings.mode === 'online') emit('action', { type: 'move', uci, ply });
    },
    // The computer's search failed: the controller lets both sides move here now. Shown (and sent
    // as `error`); the players become hotseat after the controller's event, not inside it.
    onComputerError: (message) => {
      computer.markUnavailable();
      messages.add('settings', () => message); // the controller worded it (in the language of then)
      queueMicrotask(syncPlayers);
    },
  });

  /** Tell the controller who plays, when that changed: the settings, or hotseat without a computer. */
  function syncPlayers() {
    const want = computer.players(settings);
    if (playersKey(controller.snapshot.players) !== playersKey(want)) controller.setPlayers(want);
  }

  /**
   * Bring the display, the game and who plays in line with the attributes that changed.
   * @param {{settings: boolean, game: boolean}} dirty
   * @param {(name: string) => string|null} attr
   */
  function apply(dirty, attr) {
    let modeChanged = false;
    if (dirty.settings) {
      const s = readSettings(attr);
      modeChanged = s.mode !== settings.mode;
      settings = s;
      if (s.mode === 'computer' && modeChanged) {
        // Start the engine now; if it cannot start, say so and play hotseat.
        computer.probe(() => {
          if (settings.mode === 'computer') messages.add('settings', UNAVAILABLE);
          syncPlayers(); // drops a search in progress
        });
      }
      board.set({ orientation: orientationOf(s), layout: s.layout });
      applyLayout(ui, s, t);
      const noComputer = s.mode === 'computer' && computer.unavailable;
      messages.set('settings', [...s.errors, ...(noComputer ? [UNAVAILABLE] : [])], false);
    }
    if (dirty.game) {
      const parts = { fen: attr('fen'), moves: attr('moves'), pgn: attr('pgn') };
      messages.set('game', loadMessages(controller.load(parts), parts), false);
    }
    // After the game, so that the computer starts thinking once, on the game it is to play.
    const viewOnly = settings.mode === 'view';
    if (controller.snapshot.viewOnly !== viewOnly) controller.setViewOnly(viewOnly);
    controller.setPremoves(settings.premoves);
    syncPlayers();
    if (modeChanged && !controller.snapshot.live) controller.goTo(Infinity);
    online.render(); // first: the seats it shows decide whether the players' box does (render.js)
    redraw();
    messages.render();
  }

  return {
    controller,
    board,
    online,
    /** The display and mode settings in force. */
    get settings() {
      return settings;
    },
    apply,
    /** Word everything again: the element's language changed. */
    relabel() {
      board.redraw();
      applyLayout(ui, settings, t);
      redraw();
      online.render();
    },
  };
}
