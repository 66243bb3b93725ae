// Learn from your mistakes: the controller — which of one side's marked moves is asked, what is
// said about it, which buttons are offered — and the actions (start, stop, next, show the
// solution) and the answer to a move played on the board. No DOM: the view (retro-view.js) draws
// its state and calls its actions; it says "changed" to its listeners (also after every change of
// the board's game, since whether it can start follows the review).
//
// The move played at the mistake's position is judged as the review judges: the engine's view of
// the position after it (a fresh table, the review's node budget) against the best move's; within
// ACCEPT_DROP of the best in winning chances it is accepted. Then the solution (the better move,
// drawn; its line is a variation of the tree, from the review) and the next mistake.

import { whiteView } from '../game/evaluation.js';
import { winningChances } from '../game/review.js';
import { numberedMove } from '../game/format.js';
import { REVIEW_NODES } from '../play/review-ctrl.js';
import { englishT } from '../i18n/page-catalogues.js';
import { problemText } from '../i18n/errors.js';
import { createEmitter } from '../game/emitter.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('../core/engine-client').EngineClient} EngineClient */
/** @typedef {import('../play/review-ctrl.js').Position} Position */
/** @typedef {{startFen: string, moves: string[], entries: readonly import('../core/boundary').HistoryEntry[], positions: Position[], marks: Array<{ply: number, mark: string|null}>}} ReviewData */
/**
 * @typedef {{review: {data: () => ReviewData|null}, showLine: (moves: string[]) => void, side: () => 'w'|'b',
 *            setArrows: (shapes: Array<{from: string, to: string, board?: 'A'|'B', brush: string}>|null) => void,
 *            boardOf: (fen: string, uci: string) => 'A'|'B'|null, pause: () => void, resume: () => void,
 *            t?: import('../i18n/i18n.js').Translate, onError: (message: string) => void}} RetroEnv
 *   review: the game review's result (null before one); showLine: the tree shows this line; side:
 *   whose mistakes (the side at the bottom); setArrows: Learn from your mistakes' own arrows (null:
 *   the others' again); boardOf: the board a move lands on; pause/resume: the engine's analysis
 */

/** The largest drop in the mover's winning chances (−1 … +1 scale) from the best move that is still
 * a good answer: lichess's retro mode accepts a move within 0.04. */
export const ACCEPT_DROP = 0.04;

/**
 * Whether a move scored `after` (White's view) is good enough against the best move's `best`, for
 * the side `color` who played it.
 * @param {import('../game/evaluation.js').WhiteScore} best
 * @param {import('../game/evaluation.js').WhiteScore} after
 * @param {'w'|'b'} color
 */
export function goodEnough(best, after, color) {
  const sign = color === 'w' ? 1 : -1;
  return sign * (winningChances(best) - winningChances(after)) <= ACCEPT_DROP;
}

/**
 * @param {GameController} controller  the analysis board's game
 * @param {EngineClient} engine  the review's worker
 * @param {RetroEnv} env
 */
export function createRetroCtrl(controller, engine, env) {
  const t = env.t ?? englishT;
  /** @type {{data: ReviewData, side: 'w'|'b', plies: number[], index: number, phase: 'find'|'checking'|'solved'|'done'}|null} */
  let state = null;
  let run = 0;
  /** @type {[string, Record<string, any>]|null} the message said (a key of the page catalogue and its params) */
  let said = null;
  /** @type {{next: boolean, solution: boolean}|null} the buttons offered (null: none said yet) */
  let offered = null;
  const events = createEmitter();
  const changed = () => events.emit('change', null);

  controller.on('change', () => {
    check();
    moved();
    changed();
  });

  /** The review the mistakes came from is gone or is another game's: stop. */
  function check() {
    const data = env.review.data();
    if (state && (!data || data.moves.join(' ') !== state.data.moves.join(' '))) stop();
  }

  function start() {
    const data = env.review.data();
    if (!data) return;
    const side = env.side();
    const plies = data.marks.filter((m) => m.mark && data.entries[m.ply - 1]?.color === side).map((m) => m.ply);
    state = { data, side, plies, index: -1, phase: 'find' };
    env.pause();
    next();
  }

  function stop() {
    run++;
    state = null;
    env.setArrows(null);
    env.resume();
    changed();
  }

  /** The next mistake of the side, or the end. */
  function next() {
    if (!state) return;
    run++;
    state.index++;
    env.setArrows([]);
    if (state.index >= state.plies.length) {
      state.phase = 'done';
      say(state.plies.length ? 'page.retro.done' : 'page.retro.none', {});
      offer({ next: false, solution: false });
      return;
    }
    state.phase = 'find';
    const ply = state.plies[state.index];
    env.showLine(state.data.moves.slice(0, ply - 1));
    say('page.retro.find', { move: moveName(ply), side: state.side, count: state.index + 1, total: state.plies.length });
    offer({ next: true, solution: true });
  }

  /** @param {number} ply  the mistake's move as the list writes it (`12. Pe4?`) */
  function moveName(ply) {
    const s = /** @type {NonNullable<typeof state>} */ (state);
    return `${numberedMove(s.data.entries[ply - 1])}${s.data.marks.find((m) => m.ply === ply)?.mark ?? ''}`;
  }

  /** The board changed: a move played at the mistake's position is the answer. */
  function moved() {
    if (!state || state.phase !== 'find') return;
    const s = controller.snapshot;
    const ply = state.plies[state.index];
    const prefix = state.data.moves.slice(0, ply - 1);
    const line = s.history.map((m) => m.uci);
    if (line.length !== ply || line.slice(0, ply - 1).join(' ') !== prefix.join(' ')) return;
    const answer = s.history[ply - 1];
    const before = state.data.positions[ply - 1];
    if (answer.uci === state.data.moves[ply - 1]) {
      say('page.retro.same', { move: numberedMove(answer) });
      back(prefix);
      return;
    }
    if (answer.uci === before.best) return solved(answer);
    state.phase = 'checking';
    say('page.retro.checking', { move: numberedMove(answer) });
    const mine = ++run;
    const fens = [state.data.startFen, ...s.history.map((m) => m.fenAfter)];
    const turn = answer.color === 'w' ? 'b' : 'w';
    engine
      .analyse({ fen: s.fen, history: fens.slice(0, -1), nodes: REVIEW_NODES, multipv: 1, fresh: true })
      .then((a) => {
        if (mine !== run || !state) return;
        const line0 = a.lines[0];
        const after = line0 ? whiteView(line0, turn) : s.outcome?.winner ? { cp: 0, mate: s.outcome.winner === 'w' ? 1 : -1 } : { cp: 0, mate: null };
        if (goodEnough(before.score, after, answer.color)) solved(answer);
        else {
          state.phase = 'find';
          say('page.retro.bad', { move: numberedMove(answer) });
          back(prefix);
        }
      })
      .catch((err) => {
        if (mine === run && !(err instanceof Error && err.name === 'Cancelled')) env.onError(problemText(t, err));
        if (mine === run && state) {
          state.phase = 'find';
          back(prefix);
          changed();
        }
      });
  }

  /**
   * Back to the question (the move tried stays in the tree as a variation).
   * @param {string[]} prefix
   */
  function back(prefix) {
    queueMicrotask(() => env.showLine(prefix));
  }

  /**
   * A good answer: said, with the engine's move drawn.
   * @param {import('../core/boundary').HistoryEntry} answer
   */
  function solved(answer) {
    const s = /** @type {NonNullable<typeof state>} */ (state);
    s.phase = 'solved';
    const before = s.data.positions[s.plies[s.index] - 1];
    const best = answer.uci === before.best;
    say(best ? 'page.retro.best' : 'page.retro.good', { move: numberedMove(answer), best: before.bestAlice ?? '' });
    arrow(before);
    offer({ next: true, solution: false });
  }

  /** Show the better move: its line (a variation of the tree) played, its arrow drawn. */
  function solution() {
    if (!state || state.index >= state.plies.length) return;
    run++;
    const ply = state.plies[state.index];
    const before = state.data.positions[ply - 1];
    state.phase = 'solved';
    if (before.best) env.showLine([...state.data.moves.slice(0, ply - 1), before.best]);
    say('page.retro.solution', { best: before.bestAlice ?? '' });
    arrow(before);
    offer({ next: true, solution: false });
  }

  /** @param {Position} before */
  function arrow(before) {
    if (!before.best) return;
    const board = env.boardOf(before.fen, before.best);
    env.setArrows([{ from: before.best.slice(0, 2), to: before.best.slice(2, 4), brush: 'green', ...(board ? { board } : {}) }]);
  }

  /** @param {{next: boolean, solution: boolean}} shown */
  function offer(shown) {
    offered = shown;
    changed();
  }

  /**
   * @param {string} key
   * @param {Record<string, any>} args
   */
  function say(key, args) {
    said = [key, args];
    changed();
  }

  return {
    /** @param {() => void} fn  called after every change of state */
    onChange: (fn) => events.on('change', fn),
    /** Stepping through the mistakes. */
    get active() {
      return state !== null;
    },
    /** What is being done: 'find' (a move is asked), 'checking' (the engine judges one), 'solved', 'done'; null when not active. */
    get phase() {
      return state?.phase ?? null;
    },
    /** The plies of the mistakes asked about, and which one is asked (-1 before the first). */
    get asked() {
      return state ? { plies: state.plies, index: state.index } : null;
    },
    /** The message said last: a key of the page catalogue (page.retro.*) and its params (the side
     * named in the page's language now: a change of language words it again). */
    get said() {
      if (!said || !('side' in said[1])) return said;
      const [key, params] = said;
      return /** @type {[string, Record<string, any>]} */ ([key, { ...params, side: t(params.side === 'w' ? 'page.retro.white' : 'page.retro.black') }]);
    },
    /** The buttons offered (null before the first message). */
    get offered() {
      return offered;
    },
    /** The start button is offered: after a review on the analysis board, while not stepping through. */
    canStart: () => !!env.review.data() && state === null,
    check,
    start,
    stop,
    next,
    solution,
  };
}

/** @typedef {ReturnType<typeof createRetroCtrl>} RetroCtrl */
