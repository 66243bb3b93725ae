// "Learn from your mistakes" (as lichess's retro mode), on the analysis board after a game review:
// steps through one side's marked moves (the side at the bottom of the board). At each it shows the
// position before the move and asks for a better one. The move played there is judged as the review
// judges: the engine's view of the position after it (a fresh table, the review's node budget)
// against the best move's; within ACCEPT_DROP of the best in winning chances it is accepted. Then the
// solution (the better move, drawn; its line is a variation of the tree, from the review) and the
// next mistake. The engine's own analysis is paused meanwhile (it would show the answer).

import { whiteView } from '../game/evaluation.js';
import { winningChances } from '../game/review.js';
import { numberedMove } from '../game/format.js';
import { REVIEW_NODES } from '../play/review-ctrl.js';
import { englishT } from '../i18n/page-catalogues.js';
import { problemText } from '../i18n/errors.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('../core/engine-client').EngineClient} EngineClient */
/** @typedef {import('../play/review-ctrl.js').Position} Position */

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
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {GameController} controller
 * @param {EngineClient} engine  the review's worker
 * @param {{review: {data: () => ({startFen: string, moves: string[], entries: readonly import('../core/boundary').HistoryEntry[], positions: Position[], marks: Array<{ply: number, mark: string|null}>}|null)},
 *          showLine: (moves: string[]) => void, side: () => 'w'|'b', setArrows: (shapes: Array<{from: string, to: string, board?: 'A'|'B', brush: string}>|null) => void,
 *          boardOf: (fen: string, uci: string) => 'A'|'B'|null, pause: () => void, resume: () => void,
 *          t?: import('../i18n/i18n.js').Translate, onError: (message: string) => void}} view
 */
export function createRetro(el, controller, engine, view) {
  const t = view.t ?? englishT;
  /** @type {{data: NonNullable<ReturnType<typeof view.review.data>>, side: 'w'|'b', plies: number[], index: number,
   *          phase: 'find'|'checking'|'solved'|'done'}|null} */
  let state = null;
  let run = 0;
  /** @type {[string, Record<string, any>]|null} the message shown (said again after a change of language) */
  let said = null;

  /** Where the questions live: the review's card; on a phone, under the board's move bar while
   * asked (the board and the question in one view, as lichess mobile). */
  const home = { parent: el.retro.parentElement, next: el.retro.nextSibling };
  /** @param {boolean} asking */
  function place(asking) {
    const bar = el['bar-next']?.closest('nav');
    if (asking && bar && globalThis.matchMedia?.('(max-width: 640px)').matches) bar.after(el.retro);
    else if (el.retro.parentElement !== home.parent) home.parent?.insertBefore(el.retro, home.next);
  }

  el['retro-start'].addEventListener('click', () => start());
  el['retro-stop'].addEventListener('click', () => stop());
  el['retro-next'].addEventListener('click', () => next());
  el['retro-solution'].addEventListener('click', () => solution());
  controller.on('change', () => {
    update();
    moved();
  });

  /** The start button: after a review on the analysis board, while not stepping through. */
  function update() {
    const data = view.review.data();
    el['retro-start'].hidden = !data || state !== null;
    if (state && (!data || data.moves.join(' ') !== state.data.moves.join(' '))) stop();
  }

  function start() {
    const data = view.review.data();
    if (!data) return;
    const side = view.side();
    const plies = data.marks.filter((m) => m.mark && data.entries[m.ply - 1]?.color === side).map((m) => m.ply);
    state = { data, side, plies, index: -1, phase: 'find' };
    view.pause();
    place(true);
    el.retro.hidden = false;
    el['retro-start'].hidden = true;
    next();
  }

  function stop() {
    run++;
    state = null;
    el.retro.hidden = true;
    place(false);
    view.setArrows(null);
    view.resume();
    update();
  }

  /** The next mistake of the side, or the end. */
  function next() {
    if (!state) return;
    run++;
    state.index++;
    view.setArrows([]);
    if (state.index >= state.plies.length) {
      state.phase = 'done';
      say(state.plies.length ? 'page.retro.done' : 'page.retro.none', {});
      buttons({ next: false, solution: false });
      return;
    }
    state.phase = 'find';
    const ply = state.plies[state.index];
    view.showLine(state.data.moves.slice(0, ply - 1));
    say('page.retro.find', { move: moveName(ply), side: t(state.side === 'w' ? 'page.retro.white' : 'page.retro.black'), count: state.index + 1, total: state.plies.length });
    buttons({ next: true, solution: true });
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
        if (mine === run && !(err instanceof Error && err.name === 'Cancelled')) view.onError(problemText(t, err));
        if (mine === run && state) {
          state.phase = 'find';
          back(prefix);
        }
      });
  }

  /**
   * Back to the question (the move tried stays in the tree as a variation).
   * @param {string[]} prefix
   */
  function back(prefix) {
    queueMicrotask(() => view.showLine(prefix));
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
    buttons({ next: true, solution: false });
  }

  /** Show the better move: its line (a variation of the tree) played, its arrow drawn. */
  function solution() {
    if (!state || state.index >= state.plies.length) return;
    run++;
    const ply = state.plies[state.index];
    const before = state.data.positions[ply - 1];
    state.phase = 'solved';
    if (before.best) view.showLine([...state.data.moves.slice(0, ply - 1), before.best]);
    say('page.retro.solution', { best: before.bestAlice ?? '' });
    arrow(before);
    buttons({ next: true, solution: false });
  }

  /** @param {Position} before */
  function arrow(before) {
    if (!before.best) return;
    const board = view.boardOf(before.fen, before.best);
    view.setArrows([{ from: before.best.slice(0, 2), to: before.best.slice(2, 4), brush: 'green', ...(board ? { board } : {}) }]);
  }

  /** @param {{next: boolean, solution: boolean}} shown */
  function buttons(shown) {
    el['retro-next'].hidden = !shown.next;
    el['retro-solution'].hidden = !shown.solution;
  }

  /**
   * @param {string} key
   * @param {Record<string, any>} args
   */
  function say(key, args) {
    said = [key, args];
    el['retro-message'].textContent = t(key, args);
    el['retro-message'].dataset.state = key.slice('page.retro.'.length);
  }

  update();
  return {
    /** Said again (a change of language); the start button follows the review (one just made). */
    refresh() {
      if (said) el['retro-message'].textContent = t(...said);
      update();
    },
    get active() {
      return state !== null;
    },
  };
}
