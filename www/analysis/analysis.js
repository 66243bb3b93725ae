// Analysis mode (index.html?analysis): the engine analyses the position shown, depth after depth in
// its worker (the transposition table carries each depth to the next), and the panel shows its best
// three lines in Alice notation with their scores, the depth and the speed. Everything shown comes
// from that one search: the lines (always those of one finished depth, best first: the core sorts
// them), the vertical evaluation bar beside the board (the best line's score) and one arrow per
// line on the board (the best strongest). Clicking a move of a line plays the line up to it. A new
// position (a move, stepping through the game) starts a new analysis; Stop ends it; it stops by
// itself at DEPTH_LIMIT unless "Infinite analysis" is on (off by default on phones: the battery).
// "At the review's budget" runs one search exactly as the game review does (a cleared table, one
// line, REVIEW_NODES nodes: www/play/review.js, src/review.rs), so its verdict is the review's.
// Keys (bound by the page): l toggles the engine, space plays its best move, x shows the threat
// (the opponent's best lines if it were their move: red arrows).

import { whiteView, formatScore, whiteShare } from '../game/evaluation.js';
import { englishT } from '../i18n/page-catalogues.js';
import { problemText } from '../i18n/errors.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('../game/types').GameSnapshot} GameSnapshot */
/** @typedef {import('../core/engine-client').EngineClient} EngineClient */
/** @typedef {import('../core/boundary').Analysis} Analysis */

/** The deepest the panel goes with "Infinite analysis" on (the core's search goes no deeper). */
export const MAX_DEPTH = 90;
/** The deepest it goes with "Infinite analysis" off (the default on phones). */
export const DEPTH_LIMIT = 18;
/** The arrows of lines 1, 2, 3 (the best strongest); the threat's in red. */
const BRUSHES = ['blue', 'paleBlue', 'faintBlue'];

/** How many lines it shows. */
export const LINES = 3;
/** The game review's node budget per position: `REVIEW_NODES` of src/review.rs and of
 * www/play/review.js (tests/e2e/review.test.mjs checks the analysis there agrees with the review). */
export const REVIEW_NODES = 100_000;

/** @param {unknown} err */
const cancelled = (err) => err instanceof Error && err.name === 'Cancelled';

/**
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {GameController} controller
 * @param {EngineClient} engine  its own worker (cancelled whenever the position changes)
 * @param {{setShapes: (shapes: Array<{from: string, to: string, board?: 'A'|'B', brush: string}>) => void,
 *          layout: () => 'single'|'double', orientation?: () => 'w'|'b', onError: (message: string) => void,
 *          t?: import('../i18n/i18n.js').Translate}} view
 */
export function createAnalysis(el, controller, engine, view) {
  const t = view.t ?? englishT;
  let running = true;
  /** Stop at DEPTH_LIMIT (phones by default) or go on. */
  let infinite = !globalThis.matchMedia?.('(pointer: coarse)').matches;
  /** Show the opponent's threat instead of the position's lines. */
  let threat = false;
  /** One search at the review's budget instead of depth after depth. */
  let reviewBudget = false;
  /** @type {string|null} the FEN the shown lines are about */
  let fen = null;
  /** @type {Analysis|null} */
  let result = null;
  let run = 0; // bumps to let go of an older analysis

  el.analysis.hidden = false;
  el['analysis-bar'].hidden = false;
  el['analysis-infinite'].checked = infinite;
  el['analysis-infinite'].addEventListener('change', () => {
    infinite = el['analysis-infinite'].checked;
    if (infinite && !running) start();
  });
  el['analysis-review-budget']?.addEventListener('change', () => {
    reviewBudget = el['analysis-review-budget'].checked;
    start();
  });
  el['analysis-toggle'].addEventListener('click', () => (running ? stop() : start()));
  el['analysis-lines'].addEventListener('click', (/** @type {Event} */ e) => {
    const b = e.target instanceof Element ? e.target.closest('[data-line]') : null;
    if (b instanceof HTMLElement) playLine(Number(b.dataset.line), Number(b.dataset.index));
  });

  function start() {
    running = true;
    fen = null;
    update(controller.snapshot);
  }

  /** The threat on or off (the analysis starts again, on). */
  function toggleThreat() {
    threat = !threat;
    start();
  }

  /** Play the best move of the lines shown (not the threat's). */
  function playBest() {
    if (!threat && result?.lines[0]) playLine(0, 0);
  }

  function stop() {
    running = false;
    run++;
    engine.cancel();
    render(controller.snapshot);
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
      view.onError(problemText(t, err));
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
        render(controller.snapshot);
        if (a.lines.length === 0 || a.lines[0].mate != null) break; // nothing more to find
      } catch (err) {
        if (!cancelled(err) && mine === run) view.onError(t('page.analysis.failed', { error: problemText(t, err) }));
        return;
      }
    }
    if (mine === run) {
      running = false;
      render(controller.snapshot);
    }
  }

  /** What the shown lines are about: the position, or its threat. @param {GameSnapshot} s */
  const key = (s) => (threat ? `threat ${s.fen}` : s.fen);

  /** @param {GameSnapshot} s  the controller's new snapshot */
  function update(s) {
    if (key(s) === fen) return render(s);
    if (fen !== null && !fen.endsWith(s.fen)) threat = false; // another position: its own lines
    fen = key(s);
    result = null;
    run++;
    engine.cancel();
    if (running && !s.outcome && !(threat && s.check)) analyse(s);
    return render(s);
  }

  /** @param {GameSnapshot} s */
  function render(s) {
    const lines = result && fen === key(s) ? result.lines : [];
    const turn = threat ? (s.turn === 'w' ? 'b' : 'w') : s.turn;
    el['analysis-toggle'].textContent = t(running ? 'page.analysis.stop' : 'page.analysis.start');
    el['analysis-toggle'].setAttribute('aria-pressed', String(running));
    el['analysis-depth'].textContent = s.outcome
      ? t('page.analysis.over')
      : threat && s.check
        ? t('page.analysis.noThreat')
        : result && fen === key(s)
          ? t(running ? 'page.analysis.depth' : 'page.analysis.depthStopped', { depth: result.depth, speed: Math.round(result.nps / 1000) })
          : t(running ? 'page.analysis.thinking' : 'page.analysis.stopped');
    el['analysis-depth'].dataset.threat = String(threat);
    el['analysis-depth'].dataset.budget = reviewBudget ? String(REVIEW_NODES) : '';
    el['analysis-depth'].dataset.running = String(running);
    if (result && fen === key(s)) el['analysis-depth'].dataset.depth = String(result.depth);
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
    view.setShapes(arrows);
    renderBar(s, lines[0] ? whiteView(lines[0], turn) : null);
  }

  /**
   * The evaluation bar beside the board: the best line's score (White's share from the bottom when
   * White is at the bottom), the last one kept, greyed, while the next is found.
   * @param {GameSnapshot} s
   * @param {import('../game/evaluation.js').WhiteScore|null} score
   */
  function renderBar(s, score) {
    const bar = el['analysis-bar'];
    const outcome = s.live ? s.outcome : null;
    const shown = threat ? null : outcome ? { cp: 0, mate: outcome.winner === 'w' ? 1 : outcome.winner === 'b' ? -1 : null } : score;
    bar.classList.toggle('pending', !shown);
    bar.dataset.orientation = view.orientation?.() ?? 'w'; // White's share grows from White's side
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
      b.disabled = !s.live || threat;
      b.title = t(s.live ? 'page.analysis.playLine' : 'page.analysis.goLive');
      li.append(b);
      if (!whiteMoves) number++;
      whiteMoves = !whiteMoves;
    });
    return li;
  }

  controller.on('change', update);
  update(controller.snapshot);
  return {
    start,
    stop,
    /** The engine on or off (key l). */
    toggle: () => (running ? stop() : start()),
    playBest,
    toggleThreat,
    /** Draw again (a change of language). */
    refresh: () => render(controller.snapshot),
    get running() {
      return running;
    },
  };
}
