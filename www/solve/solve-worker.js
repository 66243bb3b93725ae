// The problem solver's thread: a module Web Worker holding the solver's own wasm (dist/pkg-solve,
// built with the `solve-js` feature; the play page's wasm does not carry the solver). A solve is
// synchronous and may take long, so it runs here; to cancel one, the page terminates this worker
// and starts a fresh one (solve-client.js).
//
// The last solution stays here (in the wasm, compactly): the page gets a helpmate's first
// solutions with it and asks for more when the player wants them, so a problem with hundreds of
// thousands of solutions never crosses to the page at once.
//
// Messages in:
//   {id, type: 'solve', fen, stipulation, tries, first}   `first`: how many helpmates to send
//   {id, type: 'more', from, count}           more of the last solution's helpmates
// Messages out:
//   {id, type: 'progress', done, total}       after each first move examined
//   {id, type: 'solution', fen, solution}     `fen`: the problem's position with the side that the
//                                             stipulation makes begin; `solution`: src/solve's JSON
//                                             with at most `first` helpmates
//   {id, type: 'more', helpmates}             the helpmates asked for ([] when none)
//   {id, type: 'error', message, problem?}    a bad FEN (`problem`: the core's, as data) or
//                                             stipulation; id null: the wasm could not load

import init, { solveProblem } from '../../pkg-solve/alice_chess.js';

/** The last problem solved. @type {import('../../pkg-solve/alice_chess.js').SolvedProblem | null} */
let solved = null;

const ready = init();
ready.catch((err) => self.postMessage({ id: null, type: 'error', message: `the solver could not load: ${messageOf(err)}` }));

/** @param {unknown} err */
function messageOf(err) {
  return err instanceof Error ? err.message : String(err);
}

self.onmessage = async (/** @type {MessageEvent} */ e) => {
  const msg = e.data ?? {};
  if (msg.type === 'more') {
    const helpmates = solved ? JSON.parse(solved.helpmates(msg.from >>> 0, msg.count >>> 0)) : [];
    self.postMessage({ id: msg.id, type: 'more', helpmates });
    return;
  }
  if (msg.type !== 'solve') return;
  try {
    await ready;
    const progress = (/** @type {number} */ done, /** @type {number} */ total) => self.postMessage({ id: msg.id, type: 'progress', done, total });
    solved?.free();
    solved = null;
    solved = solveProblem(String(msg.fen), String(msg.stipulation), !!msg.tries, progress);
    const out = JSON.parse(solved.json(msg.first >>> 0));
    self.postMessage({ id: msg.id, type: 'solution', fen: out.fen, solution: out.solution });
  } catch (err) {
    const problem = /** @type {any} */ (err)?.problem;
    self.postMessage({ id: msg.id, type: 'error', message: messageOf(err), problem: problem ? JSON.parse(JSON.stringify(problem)) : null });
  }
};
