// The Game review card (its state and actions: review-ctrl.js): "Review the game" and Cancel with a
// progress bar; once reviewed, the evaluation graph (click it to go to a move), the marked moves
// ?!, ? and ?? in the move list (setMarks), each listed with the better move and its line (a click
// goes there, where the better move's arrow is drawn), and each player's accuracy. On the play
// page and on the analysis board.

import { formatScore, whiteShare } from '../game/evaluation.js';
import { numberedMove } from '../game/format.js';

/** @typedef {ReturnType<typeof import('./review-ctrl.js').createReviewCtrl>} ReviewCtrl */
/** @typedef {import('../game/evaluation.js').WhiteScore} WhiteScore */

const SVG = 'http://www.w3.org/2000/svg';
const NAMES = /** @type {Record<string, string>} */ ({ '??': 'blunder', '?': 'mistake', '?!': 'inaccuracy' }); // page.review.mark.*

/**
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {ReviewCtrl} ctrl
 * @param {import('../game/controller').GameController} controller
 * @param {{setMarks: (marks: Map<number, string>) => void, t: import('../i18n/i18n.js').Translate,
 *          showLine?: (moves: string[]) => void, showBoard?: () => void,
 *          setArrows?: (shapes: Array<{from: string, to: string, board?: 'A'|'B', brush: string}>) => void}} view
 *   setMarks: the marks in the move list; showLine: show the position after these moves (a click on
 *   the graph: the analysis board goes to that node of its tree); setArrows: the better move's arrow
 */
export function createReviewView(el, ctrl, controller, view) {
  const { t } = view;
  /** @type {ReviewCtrl['shown']} the review drawn */
  let drawn = null;

  el.review.addEventListener('click', () => ctrl.start());
  el['review-cancel'].addEventListener('click', () => ctrl.cancel());
  el['eval-graph'].addEventListener('click', (/** @type {MouseEvent} */ e) => {
    const n = Number(el['eval-graph'].dataset.plies);
    const r = el['eval-graph'].getBoundingClientRect();
    const data = ctrl.data();
    if (!(n > 0 && r.width > 0) || !data) return;
    const ply = Math.round(((e.clientX - r.left) / r.width) * n);
    if (view.showLine) view.showLine(data.moves.slice(0, ply));
    else controller.goTo(ply);
    view.showBoard?.();
  });
  el['review-marks'].addEventListener('click', (/** @type {Event} */ e) => {
    const b = e.target instanceof Element ? e.target.closest('button[data-ply]') : null;
    if (!(b instanceof HTMLElement)) return;
    ctrl.goToMove(Number(b.dataset.ply));
    view.showBoard?.(); // the position and its arrow, where the player looks next
  });

  function render() {
    const { progress } = ctrl;
    el['review-progress'].hidden = !progress;
    el['review-cancel'].hidden = !progress;
    if (progress) {
      el['review-progress'].max = progress.total;
      el['review-progress'].value = progress.done;
    }
    el.review.disabled = !ctrl.canStart;
    if (ctrl.shown !== drawn) {
      drawn = ctrl.shown;
      if (drawn) show(drawn);
      else clear();
    }
    view.setArrows?.(ctrl.arrows());
  }

  function clear() {
    view.setMarks(new Map());
    el['eval-graph'].toggleAttribute('hidden', true);
    el['review-accuracy'].textContent = '';
    delete el['review-accuracy'].dataset.white;
    delete el['review-accuracy'].dataset.black;
    el['review-marks'].replaceChildren();
  }

  /** @param {NonNullable<ReviewCtrl['shown']>} review */
  function show({ positions, moves, judged, marks }) {
    const items = [];
    for (const m of judged.moves) {
      if (!m.mark) continue;
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
    /** @param {number|null} a */
    const pct = (a) => (a == null ? '–' : t('page.review.percent', { percent: Math.round(a) }));
    const count = (/** @type {'w'|'b'} */ c) => {
      const own = judged.moves.filter((m) => moves[m.ply - 1].color === c && m.mark);
      return ['?!', '?', '??'].map((k) => own.filter((m) => m.mark === k).length);
    };
    const [wi, wm, wb] = count('w');
    const [bi, bm, bb] = count('b');
    // The exact figures, as `alice review` prints them (for tools and tests).
    el['review-accuracy'].dataset.white = judged.accuracy.w == null ? '-' : judged.accuracy.w.toFixed(1);
    el['review-accuracy'].dataset.black = judged.accuracy.b == null ? '-' : judged.accuracy.b.toFixed(1);
    el['review-accuracy'].textContent = t('page.review.accuracy', {
      white: pct(judged.accuracy.w),
      whiteInaccuracies: wi,
      whiteMistakes: wm,
      whiteBlunders: wb,
      black: pct(judged.accuracy.b),
      blackInaccuracies: bi,
      blackMistakes: bm,
      blackBlunders: bb,
    });
    drawGraph(positions.map((p) => p.score));
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

  ctrl.onChange(render);
  render();
  return {
    /** Draw the shown review again (a change of language). */
    refresh() {
      if (drawn) show(drawn);
    },
  };
}
