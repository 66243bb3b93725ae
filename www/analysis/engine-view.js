// The analysis board's engine drawn (its state and actions: engine-ctrl.js): the panel with its
// best lines in Alice notation and their scores, the depth and the speed; the vertical evaluation
// bar beside the board (the best line's score); one arrow per line on the board (the best
// strongest; the threat's in red). Everything shown comes from the controller's one search.
// Clicking a move of a line plays the line up to it.

import { whiteView, formatScore, whiteShare } from '../game/evaluation.js';
import { REVIEW_NODES } from './engine-ctrl.js';

/** @typedef {import('../game/types').GameSnapshot} GameSnapshot */
/** @typedef {ReturnType<typeof import('./engine-ctrl.js').createEngineCtrl>} EngineCtrl */

/** The arrows of lines 1, 2, 3 (the best strongest); the threat's in red. */
const BRUSHES = ['blue', 'paleBlue', 'faintBlue'];

/**
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {EngineCtrl} ctrl
 * @param {import('../game/controller').GameController} controller
 * @param {{setShapes: (shapes: Array<{from: string, to: string, board?: 'A'|'B', brush: string}>) => void,
 *          orientation?: () => 'w'|'b', t: import('../i18n/i18n.js').Translate}} env
 */
export function createEngineView(el, ctrl, controller, env) {
  const { t } = env;
  el.analysis.hidden = false;
  el['analysis-bar'].hidden = false;
  el['analysis-infinite'].checked = ctrl.infinite;
  el['analysis-infinite'].addEventListener('change', () => ctrl.setInfinite(el['analysis-infinite'].checked));
  el['analysis-review-budget']?.addEventListener('change', () => ctrl.setReviewBudget(el['analysis-review-budget'].checked));
  el['analysis-toggle'].addEventListener('click', ctrl.toggle);
  el['analysis-lines'].addEventListener('click', (/** @type {Event} */ e) => {
    const b = e.target instanceof Element ? e.target.closest('[data-line]') : null;
    if (b instanceof HTMLElement) ctrl.playLine(Number(b.dataset.line), Number(b.dataset.index));
  });

  /** @param {GameSnapshot} s */
  function render(s) {
    const { running, threat, reviewBudget } = ctrl;
    const { lines, result, turn } = ctrl.shown(s);
    el['analysis-toggle'].textContent = t(running ? 'page.analysis.stop' : 'page.analysis.start');
    el['analysis-toggle'].setAttribute('aria-pressed', String(running));
    el['analysis-depth'].textContent = s.outcome
      ? t('page.analysis.over')
      : threat && s.check
        ? t('page.analysis.noThreat')
        : result
          ? t(running ? 'page.analysis.depth' : 'page.analysis.depthStopped', { depth: result.depth, speed: Math.round(result.nps / 1000) })
          : t(running ? 'page.analysis.thinking' : 'page.analysis.stopped');
    el['analysis-depth'].dataset.threat = String(threat);
    el['analysis-depth'].dataset.budget = reviewBudget ? String(REVIEW_NODES) : '';
    el['analysis-depth'].dataset.running = String(running);
    if (result) el['analysis-depth'].dataset.depth = String(result.depth);
    else delete el['analysis-depth'].dataset.depth;
    el['analysis-lines'].classList.toggle('threat', threat);
    el['analysis-lines'].replaceChildren(...lines.map((line, n) => lineItem(line, n, s, turn)));
    // One arrow per line, the best drawn last (on top) and strongest; the threat's in red.
    const arrows = [];
    for (let n = lines.length - 1; n >= 0; n--) {
      const from = lines[n].pv[0]?.slice(0, 2);
      const to = lines[n].pv[0]?.slice(2, 4);
      if (!from || !to) continue;
      // The board it starts from (the two-board view draws it there; a switch of view keeps it right).
      const board = s.pieces.find((p) => p.square === from)?.board;
      arrows.push({ from, to, brush: threat ? (n === 0 ? 'red' : 'paleRed') : BRUSHES[n] ?? 'faintBlue', ...(board ? { board } : {}) });
    }
    env.setShapes(arrows);
    renderBar(s, lines[0] ? whiteView(lines[0], turn) : null);
  }

  /**
   * The evaluation bar beside the board: the best line's score (White's share from the bottom when
   * White is at the bottom), the last one kept, greyed, while the next is found; hidden while the
   * engine is off and has nothing for the position shown.
   * @param {GameSnapshot} s
   * @param {import('../game/evaluation.js').WhiteScore|null} score
   */
  function renderBar(s, score) {
    const bar = el['analysis-bar'];
    const outcome = s.live ? s.outcome : null;
    const shown = ctrl.threat ? null : outcome ? { cp: 0, mate: outcome.winner === 'w' ? 1 : outcome.winner === 'b' ? -1 : null } : score;
    bar.classList.toggle('pending', !shown);
    // The engine off with nothing found for this position: no figure (not the last one, greyed).
    bar.hidden = !shown && !ctrl.running;
    bar.dataset.orientation = env.orientation?.() ?? 'w'; // White's share grows from White's side
    if (!shown) return;
    const share = outcome && !outcome.winner ? 0.5 : whiteShare(shown);
    bar.dataset.share = share.toFixed(3);
    if (shown.mate != null) {
      bar.dataset.mate = String(shown.mate);
      delete bar.dataset.score;
    } else {
      bar.dataset.score = String(shown.cp);
      delete bar.dataset.mate;
    }
    bar.style.setProperty('--white-share', share.toFixed(3));
    const text = formatScore(shown, t);
    bar.querySelector('.analysis-bar-text').textContent = text;
    bar.title = text;
  }

  /**
   * One line: its score from White's view, then its moves (buttons that play the line up to them).
   * @param {import('../core/boundary').SearchResult} line
   * @param {number} n
   * @param {GameSnapshot} s
   * @param {'w'|'b'} turn  the side to move in the position analysed (the other in a threat)
   */
  function lineItem(line, n, s, turn) {
    const li = document.createElement('li');
    li.className = 'analysis-line';
    li.dataset.testid = 'pv-line';
    li.dataset.depth = String(line.depth);
    const white = whiteView(line, turn);
    if (white.mate != null) li.dataset.mate = String(white.mate);
    else li.dataset.score = String(white.cp); // centipawns from White's side
    const score = document.createElement('span');
    score.className = 'analysis-score';
    score.textContent = formatScore(white, t);
    li.append(score);
    // A threat of White's while Black is to move: Black passed, so White's move is the next number.
    let number = s.fullmove + (turn === 'w' && s.turn === 'b' ? 1 : 0);
    let whiteMoves = turn === 'w';
    line.pvAlice.forEach((text, i) => {
      if (whiteMoves || i === 0) {
        const num = document.createElement('span');
        num.className = 'analysis-num';
        num.textContent = whiteMoves ? `${number}.` : `${number}…`;
        li.append(num);
      }
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'analysis-move';
      b.textContent = text;
      b.dataset.line = String(n);
      b.dataset.index = String(i);
      b.disabled = !s.live || ctrl.threat;
      b.title = t(s.live ? 'page.analysis.playLine' : 'page.analysis.goLive');
      li.append(b);
      if (!whiteMoves) number++;
      whiteMoves = !whiteMoves;
    });
    return li;
  }

  ctrl.onChange(render);
  return {
    /** Draw again (a change of language). */
    refresh: () => render(controller.snapshot),
  };
}
