// The problem solver's thread: a module Web Worker holding the solver's own wasm (dist/pkg-solve,
// built with the `solve-js` feature; the play page's wasm does not carry the solver). A solve is
// synchronous and may take long, so it runs here; to cancel one, the page terminates this worker
// and starts a fresh one (solve-client.js).
//
// Message in:  {id, type: 'solve', fen, stipulation, tries}
// Messages out:
//   {id, type: 'progress', done, total}       after each first move examined
//   {id, type: 'solution', fen, solution}     `fen`: the problem's position with the side that the
//                                             stipulation makes begin; `solution`: src/solve's JSON
//   {id, type: 'error', message, problem?}    a bad FEN (`problem`: the core's, as data) or
//                                             stipulation; id null: the wasm could not load

import init, { solveProblem } from '../../pkg-solve/alice_chess.js';

const ready = init();
ready.catch((err) => self.postMessage({ id: null, type: 'error', message: `the solver could not load: ${messageOf(err)}` }));

/** @param {unknown} err */
function messageOf(err) {
  return err instanceof Error ? err.message : String(err);
}

self.onmessage = async (/** @type {MessageEvent} */ e) => {
  const msg = e.data ?? {};
  if (msg.type !== 'solve') return;
  try {
    await ready;
    const progress = (/** @type {number} */ done, /** @type {number} */ total) => self.postMessage({ id: msg.id, type: 'progress', done, total });
    const out = JSON.parse(solveProblem(String(msg.fen), String(msg.stipulation), !!msg.tries, progress));
    self.postMessage({ id: msg.id, type: 'solution', fen: out.fen, solution: out.solution });
  } catch (err) {
    const problem = /** @type {any} */ (err)?.problem;
    self.postMessage({ id: msg.id, type: 'error', message: messageOf(err), problem: problem ? JSON.parse(JSON.stringify(problem)) : null });
  }
};
