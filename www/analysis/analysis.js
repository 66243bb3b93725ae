// Analysis mode (index.html?analysis): the engine analyses the position shown, depth after depth in
// its worker (the transposition table carries each depth to the next), and the panel shows its best
// three lines in Alice notation with their scores, the depth and the speed; the best move is drawn
// as an arrow on the board where it is played. Clicking a move of a line plays the line up to it.
// A new position (a move, stepping through the game) starts a new analysis; Stop ends it.

import { whiteView, formatScore } from '../game/evaluation.js';
import { englishT } from '../i18n/page-catalogues.js';
import { problemText } from '../i18n/errors.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('../game/types').GameSnapshot} GameSnapshot */
/** @typedef {import('../core/engine-client').EngineClient} EngineClient */
/** @typedef {import('../core/boundary').Analysis} Analysis */

/** The deepest the panel goes by itself. */
export const MAX_DEPTH = 30;
/** How many lines it shows. */
export const LINES = 3;

/** @param {unknown} err */
const cancelled = (err) => err instanceof Error && err.name === 'Cancelled';

/**
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {GameController} controller
 * @param {EngineClient} engine  its own worker (cancelled whenever the position changes)
 * @param {{setShapes: (shapes: Array<{from: string, to: string, board?: 'A'|'B', brush: string}>) => void,
 *          layout: () => 'single'|'double', onError: (message: string) => void,
 *          t?: import('../i18n/i18n.js').Translate}} view
 */
export function createAnalysis(el, controller, engine, view) {
  const t = view.t ?? englishT;
  let running = true;
  /** @type {string|null} the FEN the shown lines are about */
  let fen = null;
  /** @type {Analysis|null} */
  let result = null;
  let run = 0; // bumps to let go of an older analysis

  el.analysis.hidden = false;
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
    if (!line || !s.live || fen !== s.fen) return;
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
    const history = controller.historyFens(s.ply);
    for (let depth = 1; depth <= MAX_DEPTH && mine === run; depth++) {
      try {
        const a = await engine.analyse({ fen: s.fen, history, depth, multipv: LINES });
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

  /** @param {GameSnapshot} s  the controller's new snapshot */
  function update(s) {
    if (s.fen === fen) return render(s);
    fen = s.fen;
    result = null;
    run++;
    engine.cancel();
    if (running && !s.outcome) analyse(s);
    return render(s);
  }

  /** @param {GameSnapshot} s */
  function render(s) {
    const lines = result && fen === s.fen ? result.lines : [];
    el['analysis-toggle'].textContent = t(running ? 'page.analysis.stop' : 'page.analysis.start');
    el['analysis-toggle'].setAttribute('aria-pressed', String(running));
    el['analysis-depth'].textContent = s.outcome
      ? t('page.analysis.over')
      : result && fen === s.fen
        ? t(running ? 'page.analysis.depth' : 'page.analysis.depthStopped', { depth: result.depth, speed: Math.round(result.nps / 1000) })
        : t(running ? 'page.analysis.thinking' : 'page.analysis.stopped');
    el['analysis-lines'].replaceChildren(...lines.map((line, n) => lineItem(line, n, s)));
    const best = lines[0];
    const from = best?.pv[0]?.slice(0, 2);
    const to = best?.pv[0]?.slice(2, 4);
    const board = s.pieces.find((p) => p.square === from)?.board;
    view.setShapes(from && to ? [{ from, to, brush: 'blue', ...(view.layout() === 'double' && board ? { board } : {}) }] : []);
  }

  /**
   * One line: its score from White's view, then its moves (buttons that play the line up to them).
   * @param {import('../core/boundary').SearchResult} line
   * @param {number} n
   * @param {GameSnapshot} s
   */
  function lineItem(line, n, s) {
    const li = document.createElement('li');
    li.className = 'analysis-line';
    li.dataset.testid = 'pv-line';
    const white = whiteView(line, s.turn);
    if (white.mate != null) li.dataset.mate = String(white.mate);
    else li.dataset.score = String(white.cp); // centipawns from White's side
    const score = document.createElement('span');
    score.className = 'analysis-score';
    score.textContent = formatScore(white, t);
    li.append(score);
    let number = s.fullmove;
    let whiteMoves = s.turn === 'w';
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
      b.disabled = !s.live;
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
    /** Draw again (a change of language). */
    refresh: () => render(controller.snapshot),
    get running() {
      return running;
    },
  };
}
