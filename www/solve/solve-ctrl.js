// The problem solver's controller: the problem asked (a FEN, a stipulation, "Show tries"), what
// is being done (solving, with its progress; cancelled; failed) and what was found, and the line
// shown on the board — with the actions that change them. No DOM: the view (solve.js) draws its
// state and calls its actions; each change is said to its listeners ('all', or 'status' for the
// progress alone, 'shown' for another line on the board, 'more' for more of a helpmate's
// solutions appended). The solver runs in its own worker (solve-client.js), which keeps the
// solution: a helpmate's solutions come PAGE at a time, the first with the solution and more when
// the player asks (a problem may have hundreds of thousands); the core reads the FEN.

import { createSolveClient } from './solve-client.js';
import { createEmitter } from '../game/emitter.js';

/** @typedef {import('../core/boundary').Core} Core */
/** @typedef {'all' | 'status' | 'shown' | 'more'} Change */

/** How many of a helpmate's solutions are drawn at first, and added by each "Show more". */
export const PAGE = 100;

/** The stipulations offered, by group. */
export const STIPULATIONS = {
  direct: ['#1', '#2', '#3', '#4', '#5'],
  help: ['h#0.5', 'h#1', 'h#1.5', 'h#2', 'h#2.5', 'h#3', 'h#3.5', 'h#4'],
  self: ['s#1', 's#2', 's#3', 's#4'],
};

/** What the screen shows first: M. Caillaud's h#2 (Andernach 2025, 5th place). */
const EXAMPLE = { fen: '8/8/8/2Q1l3/8/2U5/3s4/K7 w - - 0 1', stip: 'h#2' };

/**
 * The problem of an address's hash: `#fen=…&stip=…` (either may be missing).
 * @param {string | undefined} hash
 */
export function readProblemHash(hash) {
  const q = new URLSearchParams((hash ?? '').replace(/^#/, ''));
  return { fen: q.get('fen'), stip: q.get('stip') };
}

/**
 * @param {Core} core
 * @param {{client?: ReturnType<typeof createSolveClient>, hash?: string}} env  hash: the address's
 *   (a link's problem)
 */
export function createSolveCtrl(core, env) {
  const client = env.client ?? createSolveClient();
  const linked = readProblemHash(env.hash);
  const stips = Object.values(STIPULATIONS).flat();
  const events = createEmitter();
  const changed = (/** @type {Change} */ change = 'all') => events.emit('change', change);

  /** What is asked, what is being done, what was found. */
  const state = {
    fen: linked.fen ?? EXAMPLE.fen,
    stip: linked.stip && stips.includes(linked.stip) ? linked.stip : linked.fen ? '#2' : EXAMPLE.stip,
    tries: false,
    /** @type {'idle' | 'solving' | 'done' | 'cancelled' | 'failed'} */
    status: 'idle',
    progress: { done: 0, total: 0 },
    /** Why the FEN cannot be solved, or why solving failed. */
    error: /** @type {unknown} */ (null),
    /** @type {{fen: string, solution: any} | null} */
    result: null,
    /** The moves (coordinates) of the line shown on the board, from the problem's position. */
    shown: /** @type {string[]} */ ([]),
    /** More of a helpmate's solutions are being read from the worker. */
    loadingMore: false,
  };

  /** How many of a helpmate's solutions are not read yet. */
  const remaining = () => {
    const sol = state.result?.solution;
    return sol ? Math.max(0, sol.solutions - sol.keys.length - sol.helpmates.length) : 0;
  };

  /** Whether the FEN can be read; keeps why not. */
  function checkFen() {
    try {
      core.validateFen(state.fen.trim());
      return true;
    } catch (err) {
      state.error = err;
      return false;
    }
  }

  function solveNow() {
    const fen = state.fen.trim();
    state.error = null;
    state.result = null;
    state.shown = [];
    state.status = 'solving';
    state.progress = { done: 0, total: 0 };
    state.loadingMore = false;
    changed();
    client
      .solve(
        fen,
        state.stip,
        state.tries,
        (done, total) => {
          state.progress = { done, total };
          changed('status');
        },
        PAGE,
      )
      .then(
        (result) => {
          state.result = result;
          state.status = 'done';
          changed();
        },
        (err) => {
          if (err?.cancelled) {
            state.status = 'cancelled';
          } else {
            state.status = 'failed';
            state.error = err;
          }
          changed();
        },
      );
  }

  checkFen();
  return {
    state: /** @type {Readonly<typeof state>} */ (state),
    /** The problem came with the address (it is solved at once: start()). */
    linked: !!linked.fen,
    /** @param {(change: Change) => void} fn */
    onChange: (fn) => events.on('change', fn),
    /** A link's problem is solved at once. */
    start() {
      if (linked.fen && !state.error) solveNow();
    },
    /** Solve the problem asked (or say why the FEN cannot be). */
    solve() {
      if (checkFen()) solveNow();
      else changed();
    },
    cancel: () => client.cancel(),
    remaining,
    /** The next PAGE of a helpmate's solutions, appended (said as 'more'). */
    more() {
      const result = state.result;
      if (state.status !== 'done' || !result || state.loadingMore || remaining() === 0) return;
      state.loadingMore = true;
      changed('status');
      client.more(result.solution.helpmates.length, PAGE).then(
        (helpmates) => {
          state.loadingMore = false;
          if (state.result !== result) return; // another problem meanwhile
          result.solution.helpmates.push(...helpmates);
          changed('more');
        },
        (err) => {
          state.loadingMore = false;
          if (state.result !== result) return;
          state.error = err;
          changed('status');
        },
      );
    },
    /** A FEN typed: whatever was found or being solved goes. @param {string} text */
    setFen(text) {
      if (state.status === 'solving') client.cancel();
      state.fen = text;
      state.result = null;
      state.shown = [];
      state.status = 'idle';
      state.error = null;
      checkFen();
      changed();
    },
    /** @param {string} stip */
    setStip(stip) {
      state.stip = stip;
      changed();
    },
    /** @param {boolean} on */
    setTries(on) {
      state.tries = on;
    },
    /** Show the position after `moves` (coordinates) from the problem's position. @param {string[]} moves */
    show(moves) {
      state.shown = moves;
      changed('shown');
    },
  };
}

/** @typedef {ReturnType<typeof createSolveCtrl>} SolveCtrl */
