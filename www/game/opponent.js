// Who plays the game of a controller, and the computer opponent's side of it: whose moves the
// person at the board makes, whether the computer plays (its engine may fail: then both sides move
// here), the search for its move (computer-turn.js) and who may premove meanwhile. The controller
// asks; this holds no game.

import { createComputerTurn, LEVEL_MOVETIME_MS } from './computer-turn.js';

/** @typedef {import('../core/engine-client').EngineClient} EngineClient */
/** @typedef {import('../core/boundary').Color} Color */
/** @typedef {import('../core/boundary').SearchResult} SearchResult */
/** @typedef {import('./types').Players} Players */

/** Two people at one screen. */
export const HOTSEAT = Object.freeze(/** @type {Players} */ ({ mode: 'hotseat' }));

/**
 * @param {{engine: EngineClient|null, now: () => number, random: () => number,
 *          timers: {setTimeout: typeof setTimeout}}} deps
 */
export function createOpponent({ engine, now, random, timers }) {
  const turn = engine ? createComputerTurn({ engine, now, random, timers }) : null;
  /** @type {Players} */
  let players = HOTSEAT;
  let failed = false; // the engine could not play: both sides move here
  let premoves = true;

  const computerPlays = () => players.mode === 'computer' && !failed && !!turn;
  /** The person's colour against a computer that plays, else null. */
  const human = () => (computerPlays() ? /** @type {{human: Color}} */ (players).human : null);

  return {
    get players() {
      return players;
    },
    /** @param {Players} who  (a new choice: the engine is tried again) */
    set players(who) {
      players = who;
      failed = false;
    },
    /** The person's colour against a computer that plays, else null (everyone moves here). */
    human,
    /** @param {Color} color  the person at the board moves this side */
    movesHere: (color) => human() === null || color === human(),
    /** The side that may set a premove while its opponent is to move, or null. */
    premover: () => (premoves ? human() : null),
    /** @param {boolean} on */
    allowPremoves(on) {
      premoves = !!on;
    },
    /** The FEN the computer is thinking about, or null. */
    get thinking() {
      return turn?.fen ?? null;
    },

    /**
     * Search the computer's move. Its time: its setting (or its level's), cut by `budget` (the clock).
     * @param {{fen: string, history: string[], budget: (base: number) => number}} position
     * @param {(res: SearchResult) => void} onAnswer
     * @param {(message: string) => void} onFail  the engine failed: from now on both sides move here
     */
    think({ fen, history, budget }, onAnswer, onFail) {
      const p = /** @type {{level: number, movetimeMs?: number}} */ (players);
      const movetimeMs = budget(p.movetimeMs ?? LEVEL_MOVETIME_MS[p.level - 1] ?? 1000);
      turn?.start({ fen, history, level: p.level, movetimeMs }, onAnswer, (err) => {
        failed = true;
        onFail(`The computer could not choose a move (${err.message}), so both sides are played here now.`);
      });
    },

    /** Stop the search; true when there was one. */
    cancel: () => turn?.cancel() ?? false,
  };
}
