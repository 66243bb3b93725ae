// Game review: "Review the game" runs the engine over every position of the game at a fixed node
// budget, each position from a fresh table (its own worker; a progress bar and Cancel) — exactly as
// `alice review` does (src/review.rs), so the same game gets the same marks on every run and machine — then draws the evaluation graph (click it to go to a
// move), marks inaccuracies ?!, mistakes ? and blunders ?? in the move list (game/review.js does
// the arithmetic), lists each with the better move and its line, and gives each player's accuracy.
// A review belongs to the moves it reviewed: another move made clears it.

import { whiteView, formatScore, whiteShare } from '../game/evaluation.js';
import { reviewGame } from '../game/review.js';
import { numberedMove } from '../game/format.js';
import { englishT } from '../i18n/page-catalogues.js';
import { problemText } from '../i18n/errors.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('../core/engine-client').EngineClient} EngineClient */
/** @typedef {import('../game/evaluation.js').WhiteScore} WhiteScore */
/**
 * The engine's view of one position of a reviewed game: its FEN, score (White's view), best move
 * (uci and Alice) and line (Alice, and uci: `pv`).
 * @typedef {{fen: string, score: WhiteScore, best: string|null, bestAlice: string|null, line: string[], pv: string[]}} Position
 */

/** The engine's node budget per position: `REVIEW_NODES` of src/review.rs (a 60-move game takes
 * about 16 s; `cargo xtask bench-review` measures it). Never a time: the answer must not depend on
 * the machine's speed. */
export const REVIEW_NODES = 100_000;
const SVG = 'http://www.w3.org/2000/svg';
const NAMES = /** @type {Record<string, string>} */ ({ '??': 'blunder', '?': 'mistake', '?!': 'inaccuracy' }); // page.review.mark.*

/**
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {GameController} controller
 * @param {EngineClient} engine  its own worker
 * @param {{setMarks: (marks: Map<number, string>) => void, onError: (message: string) => void,
 *          t?: import('../i18n/i18n.js').Translate, keepsLine?: (moves: string[]) => boolean,
 *          showLine?: (moves: string[]) => void,
 *          onReviewed?: (moves: string[], notes: Array<{ply: number, nag: number, comment: string, line: string[]}>) => void,
 *          setArrows?: (shapes: Array<{from: string, to: string, board?: 'A'|'B', brush: string}>) => void,
 *          boardOf?: (fen: string, uci: string) => 'A'|'B'|null}} view
 *   keepsLine: whether the moves reviewed are still there to go back along (the analysis board,
 *   whose game ends at the move shown, answers from its tree): while they are, the review stays as
 *   the board goes back along them; showLine: show the position after these moves (a click on the
 *   graph there: the analysis board goes to that node of its tree); onReviewed: a review just finished, with its notes (the
 *   analysis board writes them into its move tree: the better lines as variations); setArrows: the
 *   better move's arrow, drawn while the move shown is a marked one (a click on a marked move, in the
 *   list or in the review's panel, goes there); boardOf: the board a move starts from (drawn on it in
 *   the two-board view).
 */
export function createReview(el, controller, engine, view) {
  const t = view.t ?? englishT;
  let run = 0;
  /** @type {Parameters<typeof show>|null} the shown review's data (drawn again after a change of language) */
  let last = null;
  /** @type {string|null} the moves (uci) the shown review is about */
  let reviewed = null;
  /** The start position of the game reviewed. */
  let reviewedStart = '';
  /** @type {Array<{ply: number, nag: number, comment: string, line: string[]}>} the review's notes for the PGN */
  let notes = [];
  /** @type {Array<{ply: number, drop: number, mark: '??'|'?'|'?!'|null}>} the shown review's moves */
  let judged = [];
  const signature = () => controller.snapshot.history.map((m) => m.uci).join(' ');
  /** The game shown is the one reviewed (or, following the line while it is there, a part of it from the start). */
  const stillReviewed = () => {
    if (reviewed === null || controller.snapshot.startFen !== reviewedStart) return false;
    const now = signature();
    if (now === reviewed) return true;
    // The analysis board: while its tree holds the line reviewed, wherever the board is.
    if (view.keepsLine) return view.keepsLine(reviewed ? reviewed.split(' ') : []);
    return false;
  };

  el.review.addEventListener('click', () => start());
  el['review-cancel'].addEventListener('click', () => cancel());
  el['eval-graph'].addEventListener('click', (/** @type {MouseEvent} */ e) => {
    const n = Number(el['eval-graph'].dataset.plies);
    const r = el['eval-graph'].getBoundingClientRect();
    if (!(n > 0 && r.width > 0)) return;
    const ply = Math.round(((e.clientX - r.left) / r.width) * n);
    if (view.showLine && reviewed !== null) view.showLine(reviewed.split(' ').slice(0, ply));
    else controller.goTo(ply);
  });
  el['review-marks'].addEventListener('click', (/** @type {Event} */ e) => {
    const b = e.target instanceof Element ? e.target.closest('button[data-ply]') : null;
    if (b instanceof HTMLElement) goToMove(Number(b.dataset.ply));
  });
  controller.on('change', (s) => {
    if (reviewed !== null && !stillReviewed()) clear();
    el.review.disabled = s.history.length === 0 || el['review-progress'].hidden === false;
    drawArrow();
  });

  /**
   * Go to the position after the reviewed move `ply` (its better move's arrow follows).
   * @param {number} ply
   */
  function goToMove(ply) {
    if (reviewed === null) return;
    if (view.showLine) view.showLine(reviewed.split(' ').slice(0, ply));
    else controller.goTo(ply);
    drawArrow();
  }

  /** The better move's arrow while the position shown is after a marked move of the review. */
  function drawArrow() {
    if (!view.setArrows) return;
    const s = controller.snapshot;
    const shown = s.history.slice(0, s.ply).map((m) => m.uci);
    const marked = last && reviewed !== null && s.ply > 0 && judged.find((m) => m.ply === s.ply && m.mark);
    const before = marked ? last?.[0][s.ply - 1] : null;
    const along = reviewed !== null && shown.join(' ') === reviewed.split(' ').slice(0, s.ply).join(' ');
    if (!before?.best || !along) return view.setArrows([]);
    const board = view.boardOf?.(before.fen, before.best);
    view.setArrows([{ from: before.best.slice(0, 2), to: before.best.slice(2, 4), brush: 'green', ...(board ? { board } : {}) }]);
  }

  el.review.disabled = controller.snapshot.history.length === 0;

  function clear() {
    reviewed = null;
    last = null;
    notes = [];
    judged = [];
    view.setMarks(new Map());
    view.setArrows?.([]);
    el['eval-graph'].toggleAttribute('hidden', true);
    el['review-accuracy'].textContent = '';
    delete el['review-accuracy'].dataset.white;
    delete el['review-accuracy'].dataset.black;
    el['review-marks'].replaceChildren();
  }

  function cancel() {
    run++;
    engine.cancel();
    busy(false);
  }

  /** @param {boolean} on */
  function busy(on) {
    el['review-progress'].hidden = !on;
    el['review-cancel'].hidden = !on;
    el.review.disabled = on || controller.snapshot.history.length === 0;
  }

  async function start() {
    const mine = ++run;
    const s = controller.snapshot;
    const moves = s.history;
    const fens = [s.startFen, ...moves.map((m) => m.fenAfter)];
    clear();
    busy(true);
    el['review-progress'].max = fens.length;
    el['review-progress'].value = 0;
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
        if (mine === run && !(err instanceof Error && err.name === 'Cancelled')) {
          view.onError(t('page.review.failed', { error: problemText(t, err) }));
        }
        if (mine === run) busy(false);
        return;
      }
      el['review-progress'].value = i + 1;
    }
    busy(false);
    reviewed = moves.map((m) => m.uci).join(' ');
    reviewedStart = s.startFen;
    // Another game came meanwhile (loaded, a new one, the line deleted): this review is not about it.
    if (!stillReviewed()) {
      clear();
      return;
    }
    show(positions, moves);
    view.onReviewed?.(moves.map((m) => m.uci), notes);
  }

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
   * @param {Position[]} positions
   * @param {readonly import('../core/boundary').HistoryEntry[]} moves
   */
  function show(positions, moves) {
    last = [positions, moves];
    const r = reviewGame(positions, moves);
    judged = r.moves;
    /** @type {Map<number, string>} */
    const marks = new Map();
    const items = [];
    for (const m of r.moves) {
      if (!m.mark) continue;
      marks.set(m.ply, m.mark);
      const before = positions[m.ply - 1];
      const li = document.createElement('li');
      li.dataset.mark = m.mark;
      li.dataset.ply = String(m.ply);
      if (before.best) li.dataset.best = before.best;
      if (before.bestAlice) li.dataset.better = before.bestAlice;
      // The engine's score of the position before the move (White's view), as the analysis shows it.
      if (before.score.mate != null) li.dataset.mate = String(before.score.mate);
      else li.dataset.score = String(before.score.cp);
      const move = moves[m.ply - 1];
      const said = { move: numberedMove(move), mark: m.mark, name: t(`page.review.mark.${NAMES[m.mark]}`) };
      // A button: it goes to the move, where the better move's arrow is drawn.
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'review-item';
      b.dataset.ply = String(m.ply);
      b.textContent = before.bestAlice
        ? t('page.review.itemBetter', { ...said, best: before.bestAlice, line: before.line.slice(0, 5).join(' ') })
        : t('page.review.item', said);
      li.append(b);
      items.push(li);
    }
    view.setMarks(marks);
    el['review-marks'].replaceChildren(...items);
    const NAG = /** @type {Record<string, number>} */ ({ '?!': 6, '?': 2, '??': 4 });
    notes = r.moves
      .filter((m) => m.mark)
      .map((m) => {
        const before = positions[m.ply - 1];
        const line = before.bestAlice ? [before.bestAlice, ...before.line.slice(1, 5)].join(' ') : '';
        return { ply: m.ply, nag: NAG[/** @type {string} */ (m.mark)], comment: line ? t('page.review.pgnComment', { line }) : '', line: before.pv.slice(0, 5) };
      });
    /** @param {number|null} a */
    const pct = (a) => (a == null ? '–' : t('page.review.percent', { percent: Math.round(a) }));
    const count = (/** @type {'w'|'b'} */ c) => {
      const own = r.moves.filter((m) => moves[m.ply - 1].color === c && m.mark);
      return ['?!', '?', '??'].map((k) => own.filter((m) => m.mark === k).length);
    };
    const [wi, wm, wb] = count('w');
    const [bi, bm, bb] = count('b');
    // The exact figures, as `alice review` prints them (for tools and tests).
    el['review-accuracy'].dataset.white = r.accuracy.w == null ? '-' : r.accuracy.w.toFixed(1);
    el['review-accuracy'].dataset.black = r.accuracy.b == null ? '-' : r.accuracy.b.toFixed(1);
    el['review-accuracy'].textContent = t('page.review.accuracy', {
      white: pct(r.accuracy.w),
      whiteInaccuracies: wi,
      whiteMistakes: wm,
      whiteBlunders: wb,
      black: pct(r.accuracy.b),
      blackInaccuracies: bi,
      blackMistakes: bm,
      blackBlunders: bb,
    });
    drawGraph(positions.map((p) => p.score));
    drawArrow();
  }

  /**
   * The evaluation graph: White's share (a win for White at the top), one point per position.
   * @param {WhiteScore[]} scores
   */
  function drawGraph(scores) {
    const svg = el['eval-graph'];
    const w = 300;
    const h = 80;
    const n = Math.max(1, scores.length - 1);
    const pts = scores.map((sc, i) => [(i / n) * w, h - whiteShare(sc) * h]);
    const d = `M0,${h} ${pts.map(([x, y]) => `L${x.toFixed(1)},${y.toFixed(1)}`).join(' ')} L${w},${h} Z`;
    const area = document.createElementNS(SVG, 'path');
    area.setAttribute('d', d);
    area.setAttribute('class', 'eval-graph-area');
    const mid = document.createElementNS(SVG, 'line');
    for (const [k, v] of Object.entries({ x1: 0, x2: w, y1: h / 2, y2: h / 2, class: 'eval-graph-mid' })) mid.setAttribute(k, String(v));
    const title = document.createElementNS(SVG, 'title');
    title.textContent = t('page.review.graphTitle', { from: formatScore(scores[0], t), to: formatScore(scores[scores.length - 1], t) });
    svg.replaceChildren(title, area, mid);
    svg.dataset.plies = String(n);
    svg.toggleAttribute('hidden', false); // an SVG element has no hidden property
  }

  return {
    start,
    cancel,
    /** Draw the shown review again (a change of language). */
    refresh() {
      if (last) show(...last);
    },
    /**
     * The shown review, or null: the moves reviewed (uci, from the start position `startFen`), the
     * engine's view of each position (`positions[i]` before move i + 1) and each move's mark.
     * `entries`: the moves reviewed as the history wrote them.
     * @returns {{startFen: string, moves: string[], entries: readonly import('../core/boundary').HistoryEntry[], positions: Position[], marks: Array<{ply: number, mark: '??'|'?'|'?!'|null}>}|null}
     */
    data: () => (reviewed !== null && last ? { startFen: reviewedStart, moves: reviewed.split(' '), entries: last[1], positions: last[0], marks: judged } : null),
    /** Go to the position after the reviewed move `ply`, with its better move's arrow. */
    goToMove,
    /** The review's marks as PGN notes (NAG and comment per move), while the game is the one reviewed. */
    annotations: () => (reviewed !== null && reviewed === signature() ? notes : []),
  };
}
