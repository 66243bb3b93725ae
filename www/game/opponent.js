// Who plays the game of a controller, and the computer opponent's side of it: whose moves the
// person at the board makes — both (hotseat), one against the computer (whose engine may fail: then
// both sides move here), or one against a remote player whose moves the host brings (online: nothing
// is thought here) —, the search for the computer's move (computer-turn.js) and who may premove
// meanwhile. The controller asks; this holds no game.

import { createComputerTurn, LEVEL_MOVETIME_MS } from './computer-turn.js';
import { problemText } from '../i18n/errors.js';

/** @typedef {import('../core/engine-client').EngineClient} EngineClient */
/** @typedef {import('../core/boundary').Color} Color */
/** @typedef {import('../core/boundary').SearchResult} SearchResult */
/** @typedef {import('./types').Players} Players */
/** @typedef {import('../i18n/i18n.js').Translate} Translate */

/** Two people at one screen. */
export const HOTSEAT = Object.freeze(/** @type {Players} */ ({ mode: 'hotseat' }));

/**
 * @param {{engine: EngineClient|null, now: () => number, random: () => number,
 *          timers: {setTimeout: typeof setTimeout}, t: Translate}} deps  t: words the failures
 */
export function createOpponent({ engine, now, random, timers, t }) {
  const turn = engine ? createComputerTurn({ engine, now, random, timers }) : null;
  /** @type {Players} */
  let players = HOTSEAT;
  let failed = false; // the engine could not play: both sides move here
  let premoves = true;

  const computerPlays = () => players.mode === 'computer' && !failed && !!turn;
  /** The person's colour against a computer that plays, else null. */
  const human = () => (computerPlays() ? /** @type {{human: Color}} */ (players).human : null);
  /** The one side the person at the board moves (against the computer, or online), else null. */
  const local = () => (players.mode === 'online' ? players.color : human());

  return {
    get players() {
      return players;
    },
    /** @param {Players} who  (a new choice: the engine is tried again) */
    set players(who) {
      players = who;
      failed = false;
    },
    /** The person's colour against a computer that plays, else null. */
    human,
    /** The one side the person at the board moves (computer or online), else null (both sides). */
    local,
    /** Online: the other side's moves come from the host (play()); nothing takes them back here. */
    get online() {
      return players.mode === 'online';
    },
    /** @param {Color} turn  the computer is to move (and should think) */
    computerMoves: (turn) => human() !== null && turn !== human(),
    /** @param {Color} color  the person at the board moves this side */
    movesHere: (color) => local() === null || color === local(),
    /** The side that may set a premove while its opponent is to move, or null. */
    premover: () => (premoves ? local() : null),
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
        onFail(t('game.computer.failed', { error: err.message }));
      });
    },

    /**
     * The computer's turn: search `position` (think()), then play the answer with `play(uci, res)`
     * if the game is still there (`current()`: its FEN now). `publish(events)` tells the controller
     * what changed: the search started, it found no move, its move was refused, the engine failed.
     * @param {{fen: string, history: string[], budget: (base: number) => number}} position
     * @param {{current: () => string, play: (uci: string, res: SearchResult) => void,
     *          publish: (events: Array<[string, object]>) => void}} game
     */
    takeTurn(position, { current, play, publish }) {
      this.think(
        position,
        (res) => {
          if (current() !== position.fen) return;
          if (!res.uci) return publish([]);
          try {
            play(res.uci, res);
          } catch (err) {
            publish([['error', { message: t('game.computer.refused', { error: problemText(t, err) }) }]]);
          }
          return undefined;
        },
        (message) => publish([['error', { message, computer: true }]]),
      );
      publish([]);
    },

    /** Stop the search; true when there was one. */
    cancel: () => turn?.cancel() ?? false,
  };
}
