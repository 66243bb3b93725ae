// From a game controller's events to an <alice-chess> element's: every snapshot is drawn
// (render.js) and then announced — `move` (with its `source`: 'player', 'api' or 'computer'),
// `change` (only when the position shown, its ply or the number of moves changed), `gameover` and
// `error` — as the element's DOM events, in that order, as README "Embedding" documents them. A
// game's end is worded in the element's language (its `text`), as on the board.

import { outcomeText } from '../game/format.js';
import { renderSnapshot } from './render.js';

/** @typedef {import('../core/boundary').HistoryEntry} HistoryEntry */
/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('../core/boundary').Outcome} Outcome */
/** @typedef {import('../i18n/i18n.js').Translate} Translate */

const COLOR_WORD = /** @type {const} */ ({ w: 'white', b: 'black' });

/**
 * A move as the element's events and methods give it: {uci, alice, san, fen, ply, color} (`fen`:
 * the position after it, as alice-chess/rules' history and LiveGame's events name it too).
 * @param {HistoryEntry} m
 */
export const moveDetail = (m) => ({ uci: m.uci, alice: m.alice, san: m.san, fen: m.fenAfter, ply: m.ply, color: COLOR_WORD[m.color] });

/**
 * The FEN of the game's current position (also while an earlier one is shown).
 * @param {import('../game/types').GameSnapshot} s
 */
export const liveFen = (s) => (s.live ? s.fen : (s.history[s.gamePly - 1]?.fenAfter ?? s.startFen));

/**
 * A game's end as the element's events and `result` give it: {result, reason, text}.
 * @param {Outcome} o
 * @param {Translate} t
 */
export const resultDetail = (o, t) => ({ result: o.result, reason: o.reason, text: outcomeText(o, t) });

/**
 * Draw the controller's snapshots into the shadow root and send its events on.
 * @param {GameController} controller
 * @param {{ui: ReturnType<typeof import('./view.js').buildShadow>,
 *          moveList: ReturnType<typeof import('../ui/movelist.js').createMoveList>,
 *          emit: (type: string, detail: object) => void,
 *          onComputerError: (message: string) => void, onPlayerMove: (move: {uci: string, ply: number}) => void,
 *          t: Translate}} view
 *   onComputerError: the computer's search failed (the controller lets both sides move now);
 *   onPlayerMove: the player moved (after its `move` event)
 * @returns {() => void} draws the latest snapshot (and sends `change` if due)
 */
export function forwardEvents(controller, { ui, moveList, emit, onComputerError, onPlayerMove, t }) {
  /** @type {{uci: string, ply: number, source: string}|null} the `move` event that goes out once the move is drawn */
  let pendingMove = null;
  /** @type {string|null} "fen|ply|moves" of the last `change` event */
  let lastChange = null;

  function redraw() {
    renderSnapshot(ui, controller.snapshot, moveList, t);
    const move = pendingMove;
    pendingMove = null;
    if (move) {
      emit('move', move);
      if (move.source === 'player') onPlayerMove(move);
    }
    const s = controller.snapshot; // the latest: a `move` listener may have played on meanwhile
    const key = `${s.fen}|${s.ply}|${s.gamePly}`;
    if (key === lastChange) return;
    lastChange = key;
    // plies: the half-moves played; moves: the same number, under its first name (kept for old hosts).
    emit('change', { fen: s.fen, ply: s.ply, live: s.live, plies: s.gamePly, moves: s.gamePly });
  }

  controller.on('move', ({ move, source }) => {
    pendingMove = { ...moveDetail(move), source };
    ui.announce.textContent = t(`game.moves.played.${move.color}`, { move: move.alice });
  });
  controller.on('change', redraw);
  controller.on('gameover', ({ outcome }) => emit('gameover', resultDetail(outcome, t)));
  controller.on('error', ({ message, computer }) => {
    if (computer) onComputerError(message);
    else emit('error', { message });
  });
  return redraw;
}
