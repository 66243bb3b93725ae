// The analysis board's engine (index.html?analysis), its state and actions — no DOM (the view,
// engine-view.js, draws the panel, the evaluation bar and the arrows): the engine analyses the
// position shown, depth after depth in its worker (the transposition table carries each depth to
// the next), keeping the best LINES lines of the last finished depth (best first: the core sorts
// them). A new position (a move, stepping through the game) starts a new analysis; Stop ends it; it
// stops by itself at DEPTH_LIMIT unless "Infinite analysis" is on (off by default on phones: the
// battery). "At the review's budget" runs one search exactly as the game review does (a cleared
// table, one line, REVIEW_NODES nodes: www/play/review-ctrl.js, src/review.rs), so its verdict is the
// review's. Playing a move of a line plays the line up to it. Keys (bound by the page): l toggles
// the engine, space plays its best move, x shows the threat (the opponent's best lines if it were
// their move). It says "change" (with the controller's snapshot) whenever what is shown changes.

import { englishT } from '../i18n/page-catalogues.js';
import { problemText } from '../i18n/errors.js';
import { createEmitter } from '../game/emitter.js';
import { REVIEW_NODES } from '../play/review-ctrl.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('../game/types').GameSnapshot} GameSnapshot */
/** @typedef {import('../core/engine-client').EngineClient} EngineClient */
/** @typedef {import('../core/boundary').Analysis} Analysis */
/** @typedef {import('../core/boundary').SearchResult} SearchResult */

/** The deepest the panel goes with "Infinite analysis" on (the core's search goes no deeper). */
export const MAX_DEPTH = 90;
/** The deepest it goes with "Infinite analysis" off (the default on phones). */
export const DEPTH_LIMIT = 18;
/** How many lines it shows. */
export const LINES = 3;
/** The game review's node budget per position (its one search "at the review's budget"). */
export { REVIEW_NODES };

/** @param {unknown} err */
const cancelled = (err) => err instanceof Error && err.name === 'Cancelled';

/**
 * @param {GameController} controller
 * @param {Pick<EngineClient, 'analyse'|'cancel'>} engine  its own worker (cancelled whenever the position changes)
 * @param {{onError: (message: string) => void, t?: import('../i18n/i18n.js').Translate, infinite?: boolean}} env
 *   infinite: whether it starts with "Infinite analysis" on (the page: not on phones)
 */
export function createEngineCtrl(controller, engine, env) {
  const t = env.t ?? englishT;
  let running = true;
  /** Stop at DEPTH_LIMIT (phones by default) or go on. */
  let infinite = env.infinite ?? true;
  /** Show the opponent's threat instead of the position's lines. */
  let threat = false;
  /** One search at the review's budget instead of depth after depth. */
  let reviewBudget = false;
  /** @type {string|null} the FEN the shown lines are about */
  let fen = null;
  /** @type {Analysis|null} */
  let result = null;
  let run = 0; // bumps to let go of an older analysis
  const events = createEmitter();
  /** @param {GameSnapshot} s */
  const changed = (s) => events.emit('change', s);

  function start() {
    running = true;
    fen = null;
    update(controller.snapshot);
  }

  function stop() {
    running = false;
    run++;
    engine.cancel();
    changed(controller.snapshot);
  }

  /**
   * Play line `n` of the analysis up to its move `index` (only from the live position).
   * @param {number} n
   * @param {number} index
   */
  function playLine(n, index) {
    const s = controller.snapshot;
    const line = result?.lines[n];
    if (!line || !s.live || fen !== key(s) || threat) return;
    try {
      for (const uci of line.pv.slice(0, index + 1)) controller.play(uci, { source: 'player' });
    } catch (err) {
      env.onError(problemText(t, err));
    }
  }

  /**
   * Analyse `s`'s position, depth after depth, until stopped or the position changes.
   * @param {GameSnapshot} s
   */
  async function analyse(s) {
    const mine = ++run;
    // The threat: the core analyses the position as if the side to move passed.
    const history = threat ? [] : controller.historyFens(s.ply);
    const deepest = reviewBudget ? 1 : infinite ? MAX_DEPTH : DEPTH_LIMIT;
    for (let depth = 1; depth <= deepest && mine === run; depth++) {
      try {
        // At the review's budget: one search, as the review makes it (cleared table, one line).
        const limit = reviewBudget ? { nodes: REVIEW_NODES, multipv: 1, fresh: true } : { depth, multipv: LINES };
        const a = await engine.analyse({ fen: s.fen, history, ...limit, ...(threat ? { threat } : {}) });
        if (mine !== run) return;
        result = a;
        changed(controller.snapshot);
        if (a.lines.length === 0 || a.lines[0].mate != null) break; // nothing more to find
      } catch (err) {
        if (!cancelled(err) && mine === run) env.onError(t('page.analysis.failed', { error: problemText(t, err) }));
        return;
      }
    }
    if (mine === run) {
      running = false;
      changed(controller.snapshot);
    }
  }

  /** What the shown lines are about: the position, or its threat. @param {GameSnapshot} s */
  const key = (s) => (threat ? `threat ${s.fen}` : s.fen);

  /** @param {GameSnapshot} s  the controller's new snapshot */
  function update(s) {
    if (key(s) === fen) return changed(s);
    if (fen !== null && !fen.endsWith(s.fen)) threat = false; // another position: its own lines
    fen = key(s);
    result = null;
    run++;
    engine.cancel();
    if (running && !s.outcome && !(threat && s.check)) analyse(s);
    return changed(s);
  }

  controller.on('change', update);
  return {
    /** Listen to what is shown changing (with the game's snapshot); returns the function that stops. */
    onChange: (/** @type {(s: GameSnapshot) => void} */ fn) => events.on('change', fn),
    /** The analysis on (again, from depth 1). */
    start,
    stop,
    /** The engine on or off (key l). */
    toggle: () => (running ? stop() : start()),
    /** Play the best move of the lines shown (not the threat's) (key space). */
    playBest() {
      if (!threat && result?.lines[0]) playLine(0, 0);
    },
    playLine,
    /** The threat on or off (the analysis starts again, on) (key x). */
    toggleThreat() {
      threat = !threat;
      start();
    },
    /** "Infinite analysis" on or off (on: a stopped analysis goes on). @param {boolean} on */
    setInfinite(on) {
      infinite = on;
      if (infinite && !running) start();
    },
    /** "At the review's budget" on or off (the analysis starts again). @param {boolean} on */
    setReviewBudget(on) {
      reviewBudget = on;
      start();
    },
    /**
     * What is shown for this snapshot: the lines of its position (none while the first depth is
     * searched, or when the result is about another position), the last result when it is about
     * it, and the side to move in the position analysed (the other in a threat).
     * @param {GameSnapshot} s
     * @returns {{lines: SearchResult[], result: Analysis|null, turn: 'w'|'b'}}
     */
    shown(s) {
      const current = result && fen === key(s) ? result : null;
      return { lines: current?.lines ?? [], result: current, turn: threat ? (s.turn === 'w' ? 'b' : 'w') : s.turn };
    },
    get running() {
      return running;
    },
    get infinite() {
      return infinite;
    },
    get threat() {
      return threat;
    },
    get reviewBudget() {
      return reviewBudget;
    },
  };
}
