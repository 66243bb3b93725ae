// The page's helpers from the engine, beside the game: a hint for the player to move, the
// evaluation of the shown position, and the computer's answer to a draw offer. They run on their own
// engine worker (the analyst), so they never hold up the computer's move, nor it them. No DOM here:
// the page draws `state` after `onChange` (its words as a message key, worded when drawn).

import { Cancelled } from '../core/engine-client.js';
import { whiteView } from '../game/evaluation.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('../core/engine-client').EngineClient} EngineClient */
/** @typedef {import('../core/boundary').Dest} Dest */

/** Search time for a hint, for the evaluation display, and for weighing a draw offer. */
const HINT_MS = 1000;
const EVAL_MS = 300;
const DRAW_MS = 600;
/** The computer accepts a draw when it thinks it is at least this much worse (centipawns)… */
const DRAW_ACCEPT_BELOW = -200;
/** …or when the position is this close to equal after this many half-moves. */
const DRAW_EQUAL_WITHIN = 20;
const DRAW_EQUAL_AFTER = 60;

/**
 * @param {GameController} controller
 * @param {EngineClient} analyst
 * @param {() => void} onChange  called when something to show changed
 */
export function createAssistant(controller, analyst, onChange) {
  const state = {
    /** @type {{fen: string, move: (Dest & {from: string, fromBoard: import("../core/boundary").BoardName, alice: string|null})|null}|null} a hint for the live position (move null while it is found) */
    hint: null,
    /** @type {{fen: string, key: string, params?: Record<string, string>}|null} a message about the live position */
    assist: null,
    /** @type {string|null} FEN of a draw offer the computer is weighing */
    drawOffer: null,
    /** @type {Map<string, {cp: number, mate: number|null}>} FEN → the engine's score, White's view */
    evals: new Map(),
    /** @type {string|null} FEN being evaluated */
    evalPending: null,
  };
  let gameId = controller.snapshot.gameId;

  /**
   * @param {string} key  a message (page.assist.*)
   * @param {Record<string, string>} [params]
   */
  function say(key, params) {
    state.assist = { fen: controller.snapshot.fen, key, params };
    onChange();
  }

  controller.on('change', (s) => {
    if (s.gameId === gameId) return;
    gameId = s.gameId; // another game: nothing said about the old one applies
    state.hint = null;
    state.assist = null;
    state.drawOffer = null;
    state.evals.clear();
  });
  // The computer's own search tells where its move leads.
  controller.on('move', ({ search, mover }) => {
    if (search) state.evals.set(controller.snapshot.fen, whiteView(search, mover));
  });

  const live = () => controller.snapshot;

  return {
    state,

    canHint() {
      const s = live();
      return s.live && !s.outcome && s.dests.size > 0 && state.hint?.fen !== s.fen;
    },

    /** Ask the engine for a good move for the player to move; shown on the board and in words. */
    askHint() {
      if (!this.canHint()) return;
      const s = live();
      const fen = s.fen;
      state.hint = { fen, move: null };
      say('page.assist.looking');
      analyst
        .search({ fen, history: controller.historyFens(), movetimeMs: HINT_MS, seed: 1 })
        .then((res) => {
          const now = live();
          if (state.hint?.fen !== fen || now.fen !== fen || now.gameId !== s.gameId) return;
          const from = res.uci ? res.uci.slice(0, 2) : '';
          const dest = (now.legal[from] ?? []).find((d) => d.uci === res.uci);
          const fromBoard = now.pieces.find((p) => p.square === from)?.board ?? 'A';
          const move = dest ? { ...dest, from, fromBoard, alice: res.alice } : null;
          state.hint = { fen, move };
          state.evals.set(fen, whiteView(res, now.turn));
          if (move) say('page.assist.hint', { move: move.alice ?? move.uci, from: move.from, to: move.to });
          else say('page.assist.noMove');
        })
        .catch((err) => {
          if (err instanceof Cancelled || state.hint?.fen !== fen) return;
          state.hint = null;
          say('page.assist.failed', { error: err.message });
        });
    },

    /** The computer weighs a draw offer by its evaluation of the position. */
    offerDraw() {
      const s = live();
      const players = s.players;
      if (state.drawOffer || s.outcome || players.mode !== 'computer') return;
      const fen = s.fen;
      state.drawOffer = fen;
      say('page.assist.drawOffered');
      analyst
        .search({ fen, history: controller.historyFens(), movetimeMs: DRAW_MS, seed: 1 })
        .then((res) => {
          if (state.drawOffer !== fen) return;
          state.drawOffer = null;
          const now = live();
          if (now.gameId !== s.gameId || now.fen !== fen || now.outcome) return onChange();
          const computer = players.human === 'w' ? 'b' : 'w';
          const score = now.turn === computer ? res.score : -res.score;
          const accept =
            score <= DRAW_ACCEPT_BELOW || (Math.abs(score) <= DRAW_EQUAL_WITHIN && now.gamePly >= DRAW_EQUAL_AFTER);
          if (accept) {
            say('page.assist.drawAccepted');
            controller.agreeDraw();
          } else {
            say('page.assist.drawDeclined');
          }
          return undefined;
        })
        .catch((err) => {
          if (err instanceof Cancelled || state.drawOffer !== fen) return;
          state.drawOffer = null;
          say('page.assist.drawFailed', { error: err.message });
        });
    },

    /**
     * The evaluation of the shown position, finding it first when it is not known (one search at a
     * time: when it is done, the position then shown is evaluated next).
     * @returns {{cp: number, mate: number|null}|undefined}
     */
    evaluation() {
      const s = live();
      const known = state.evals.get(s.fen);
      if (known || state.evalPending || s.outcome) return known;
      if (s.thinking && s.live) return undefined; // the computer's own answer brings the score
      const fen = s.fen;
      state.evalPending = fen;
      analyst
        .search({ fen, history: controller.historyFens(s.ply), movetimeMs: EVAL_MS, seed: 1 })
        .then((res) => {
          if (live().gameId === s.gameId) state.evals.set(fen, whiteView(res, s.turn));
        })
        .catch(() => {})
        .finally(() => {
          if (state.evalPending === fen) state.evalPending = null;
          onChange();
        });
      return undefined;
    },
  };
}
