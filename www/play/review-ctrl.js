// The game review, its state and actions — no DOM (the card, review.js, draws it): "Review the
// game" runs the engine over every position of the game at a fixed node budget, each position from
// a fresh table (its own worker; progress, Cancel) — exactly as `alice review` does
// (src/review.rs), so the same game gets the same marks on every run and machine — then judges each
// move (game/review.js does the arithmetic: inaccuracies ?!, mistakes ? and blunders ??, each
// player's accuracy) and keeps the better move and its line of each marked move, as PGN notes too.
// A review belongs to the moves it reviewed: another move made clears it (the analysis board keeps
// it while its tree holds the line). It says "change" to its listeners whenever what is shown
// changes (progress, a review done or cleared, the position shown: the better move's arrow).

import { whiteView } from '../game/evaluation.js';
import { reviewGame } from '../game/review.js';
import { englishT } from '../i18n/page-catalogues.js';
import { problemText } from '../i18n/errors.js';
import { createEmitter } from '../game/emitter.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('../core/engine-client').EngineClient} EngineClient */
/** @typedef {import('../core/boundary').HistoryEntry} HistoryEntry */
/** @typedef {import('../game/evaluation.js').WhiteScore} WhiteScore */
/**
 * The engine's view of one position of a reviewed game: its FEN, score (White's view), best move
 * (uci and Alice) and line (Alice, and uci: `pv`).
 * @typedef {{fen: string, score: WhiteScore, best: string|null, bestAlice: string|null, line: string[], pv: string[]}} Position
 */
/** @typedef {{ply: number, nag: number, comment: string, line: string[]}} Note */
/** @typedef {ReturnType<typeof reviewGame>} Judged */

/** The engine's node budget per position: `REVIEW_NODES` of src/review.rs (a 60-move game takes
 * about 16 s; `cargo xtask bench-review` measures it). Never a time: the answer must not depend on
 * the machine's speed. */
export const REVIEW_NODES = 100_000;
/** The NAG of each mark, in the PGN. */
const NAG = /** @type {Record<string, number>} */ ({ '?!': 6, '?': 2, '??': 4 });

/**
 * The score of a position without moves: a mate for its winner, else a draw.
 * @param {import('../core/boundary').Outcome|null} outcome
 * @returns {WhiteScore}
 */
function endScore(outcome) {
  if (outcome?.winner) return { cp: 0, mate: outcome.winner === 'w' ? 1 : -1 };
  return { cp: 0, mate: null };
}

/**
 * @param {GameController} controller
 * @param {Pick<EngineClient, 'analyse'|'cancel'>} engine  its own worker
 * @param {{onError: (message: string) => void, t?: import('../i18n/i18n.js').Translate,
 *          keepsLine?: (moves: string[]) => boolean, showLine?: (moves: string[]) => void,
 *          onReviewed?: (moves: string[], notes: Note[]) => void,
 *          boardOf?: (fen: string, uci: string) => 'A'|'B'|null}} env
 *   keepsLine: whether the moves reviewed are still there to go back along (the analysis board,
 *   whose game ends at the move shown, answers from its tree): while they are, the review stays as
 *   the board goes back along them; showLine: show the position after these moves (the analysis
 *   board goes to that node of its tree); onReviewed: a review just finished, with its notes (the
 *   analysis board writes them into its move tree: the better lines as variations); boardOf: the
 *   board a move starts from (its arrow drawn on it in the two-board view).
 */
export function createReviewCtrl(controller, engine, env) {
  const t = env.t ?? englishT;
  let run = 0;
  /** @type {{done: number, total: number}|null} the positions searched, while reviewing */
  let progress = null;
  /** @type {string|null} the moves (uci) the shown review is about */
  let reviewed = null;
  /** The start position of the game reviewed. */
  let reviewedStart = '';
  /** @type {{positions: Position[], moves: readonly HistoryEntry[], judged: Judged, marks: Map<number, string>, notes: Note[]}|null} the shown review */
  let shown = null;
  const events = createEmitter();
  const changed = () => events.emit('change', null);

  const signature = () => controller.snapshot.history.map((m) => m.uci).join(' ');
  /** The game shown is the one reviewed (or, following the line while it is there, a part of it from the start). */
  const stillReviewed = () => {
    if (reviewed === null || controller.snapshot.startFen !== reviewedStart) return false;
    if (signature() === reviewed) return true;
    // The analysis board: while its tree holds the line reviewed, wherever the board is.
    if (env.keepsLine) return env.keepsLine(reviewed.split(' '));
    return false;
  };

  controller.on('change', () => {
    if (reviewed !== null && !stillReviewed()) clear();
    changed();
  });

  function clear() {
    reviewed = null;
    shown = null;
  }

  function cancel() {
    run++;
    engine.cancel();
    progress = null;
    changed();
  }

  async function start() {
    const mine = ++run;
    const s = controller.snapshot;
    const moves = s.history;
    const fens = [s.startFen, ...moves.map((m) => m.fenAfter)];
    clear();
    progress = { done: 0, total: fens.length };
    changed();
    /** @type {Position[]} */
    const positions = [];
    for (let i = 0; i < fens.length; i++) {
      const turn = i === 0 ? (moves[0]?.color ?? s.turn) : moves[i - 1].color === 'w' ? 'b' : 'w';
      try {
        const a = await engine.analyse({ fen: fens[i], history: fens.slice(0, i), nodes: REVIEW_NODES, multipv: 1, fresh: true });
        if (mine !== run) return;
        const line = a.lines[0];
        positions.push(
          line
            ? { fen: fens[i], score: whiteView(line, turn), best: line.uci, bestAlice: line.alice, line: line.pvAlice, pv: line.pv }
            : { fen: fens[i], score: endScore(i === fens.length - 1 ? s.outcome : null), best: null, bestAlice: null, line: [], pv: [] },
        );
      } catch (err) {
        if (mine !== run) return;
        if (!(err instanceof Error && err.name === 'Cancelled')) env.onError(t('page.review.failed', { error: problemText(t, err) }));
        progress = null;
        changed();
        return;
      }
      progress = { done: i + 1, total: fens.length };
      changed();
    }
    progress = null;
    reviewed = moves.map((m) => m.uci).join(' ');
    reviewedStart = s.startFen;
    // Another game came meanwhile (loaded, a new one, the line deleted): this review is not about it.
    if (!stillReviewed()) {
      clear();
      changed();
      return;
    }
    const judged = reviewGame(positions, moves);
    /** @type {Map<number, string>} */
    const marks = new Map();
    for (const m of judged.moves) if (m.mark) marks.set(m.ply, m.mark);
    const notes = judged.moves
      .filter((m) => m.mark)
      .map((m) => {
        const before = positions[m.ply - 1];
        const line = before.bestAlice ? [before.bestAlice, ...before.line.slice(1, 5)].join(' ') : '';
        return { ply: m.ply, nag: NAG[/** @type {string} */ (m.mark)], comment: line ? t('page.review.pgnComment', { line }) : '', line: before.pv.slice(0, 5) };
      });
    shown = { positions, moves, judged, marks, notes };
    changed();
    env.onReviewed?.(moves.map((m) => m.uci), notes);
  }

  /**
   * Go to the position after the reviewed move `ply` (its better move's arrow follows).
   * @param {number} ply
   */
  function goToMove(ply) {
    if (reviewed === null) return;
    if (env.showLine) env.showLine(reviewed.split(' ').slice(0, ply));
    else controller.goTo(ply);
    changed();
  }

  return {
    /** Listen to what is shown changing; returns the function that stops. */
    onChange: (/** @type {() => void} */ fn) => events.on('change', fn),
    start,
    cancel,
    goToMove,
    /** Whether a review can start now: the game has moves and none is running. */
    get canStart() {
      return progress === null && controller.snapshot.history.length > 0;
    },
    /** The positions searched so far, while reviewing; null otherwise. */
    get progress() {
      return progress;
    },
    /**
     * The shown review, or null: the engine's view of each position (`positions[i]` before move
     * i + 1), the moves as the history wrote them, the judgement (each move's mark, the
     * accuracies), the marks by ply and the PGN notes.
     */
    get shown() {
      return shown;
    },
    /**
     * The better move's arrow while the position shown is after a marked move of the review, along
     * the line reviewed; else none.
     * @returns {Array<{from: string, to: string, board?: 'A'|'B', brush: string}>}
     */
    arrows() {
      const s = controller.snapshot;
      if (!shown || reviewed === null || s.ply === 0) return [];
      const marked = shown.judged.moves.find((m) => m.ply === s.ply && m.mark);
      const before = marked ? shown.positions[s.ply - 1] : null;
      const along = s.history.slice(0, s.ply).map((m) => m.uci).join(' ') === reviewed.split(' ').slice(0, s.ply).join(' ');
      if (!before?.best || !along) return [];
      const board = env.boardOf?.(before.fen, before.best);
      return [{ from: before.best.slice(0, 2), to: before.best.slice(2, 4), brush: 'green', ...(board ? { board } : {}) }];
    },
    /**
     * The shown review, or null: the moves reviewed (uci, from the start position `startFen`), the
     * engine's view of each position (`positions[i]` before move i + 1) and each move's mark.
     * `entries`: the moves reviewed as the history wrote them.
     * @returns {{startFen: string, moves: string[], entries: readonly HistoryEntry[], positions: Position[], marks: Array<{ply: number, mark: '??'|'?'|'?!'|null}>}|null}
     */
    data: () =>
      reviewed !== null && shown ? { startFen: reviewedStart, moves: reviewed.split(' '), entries: shown.moves, positions: shown.positions, marks: shown.judged.moves } : null,
    /** The review's marks as PGN notes (NAG and comment per move), while the game is the one reviewed. */
    annotations: () => (reviewed !== null && shown && reviewed === signature() ? shown.notes : []),
  };
}
