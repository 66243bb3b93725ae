// The game review (www/play/review-ctrl.js) without any DOM, on the real built wasm core and the
// real game controller, with a fake engine client whose answers the test gives: every position at
// the review's node budget from a fresh table, progress, a blunder marked with its better move, its
// PGN notes and arrow, a review cleared by another move, Cancel, a failure said.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bindings } from './core.mjs';
import { createCore } from '../../www/core/core.js';
import { createGameController } from '../../www/game/controller.js';
import { createReviewCtrl, REVIEW_NODES } from '../../www/play/review-ctrl.js';
import { fakeAnalyser, tick } from './fakes.mjs';

const core = createCore(bindings);
const GAME = ['e2e4', 'e7e5', 'g1f3', 'd8h4'];

/** The fake engine, answering the oldest analysis with a score from White's view and a best line. */
function fakeEngine() {
  const engine = fakeAnalyser();
  return Object.assign(engine, {
    /** @param {number} white  centipawns from White's view @param {string[]} pv */
    async answer(white, pv) {
      const p = engine.pending.shift();
      const turn = p.req.fen.split(' ')[1];
      const score = turn === 'w' ? white : -white;
      p.resolve({ depth: 5, nodes: REVIEW_NODES, timeMs: 1, nps: 1, lines: [{ score, mate: null, depth: 5, uci: pv[0], alice: `A${pv[0]}`, pv, pvAlice: pv.map((m) => `A${m}`) }] });
      await tick();
    },
  });
}

function open() {
  const controller = createGameController({ core });
  const engine = fakeEngine();
  const errors = [];
  const reviewed = [];
  const ctrl = createReviewCtrl(controller, engine, {
    onError: (m) => errors.push(m),
    t: (key, p) => (p ? `${key} ${JSON.stringify(p)}` : key),
    onReviewed: (moves, notes) => reviewed.push({ moves, notes }),
    boardOf: () => 'A',
  });
  let changes = 0;
  ctrl.onChange(() => changes++);
  return { controller, engine, ctrl, errors, reviewed, changes: () => changes };
}

test('the review controller needs no DOM: every position at the budget, a blunder marked with its better move, notes and arrow', async () => {
  assert.equal(typeof globalThis.document, 'undefined');
  const { controller, engine, ctrl, errors, reviewed, changes } = open();
  assert.equal(ctrl.canStart, false, 'nothing to review');
  for (const uci of GAME) controller.play(uci);
  assert.equal(ctrl.canStart, true);
  const before = changes();
  ctrl.start();
  assert.deepEqual(ctrl.progress, { done: 0, total: 5 });
  assert.equal(ctrl.canStart, false, 'one review at a time');
  assert.ok(changes() > before);
  // White keeps +0.20 until Black's 4th move drops to −9.00 for Black: Black's 2nd move is a blunder.
  const fens = [controller.snapshot.startFen, ...controller.snapshot.history.map((m) => m.fenAfter)];
  const scores = [20, 20, 20, 20, 900];
  for (let i = 0; i < 5; i++) {
    const req = engine.pending[0].req;
    assert.deepEqual([req.fen, req.history, req.nodes, req.multipv, req.fresh], [fens[i], fens.slice(0, i), REVIEW_NODES, 1, true]);
    await engine.answer(scores[i], i === 3 ? ['b8c6', 'f1c4'] : ['a2a3']);
    assert.equal(ctrl.progress?.done ?? 5, i + 1);
  }
  assert.equal(ctrl.progress, null);
  assert.deepEqual(errors, []);
  const shown = ctrl.shown;
  assert.ok(shown);
  assert.deepEqual([...shown.marks], [[4, '??']]);
  assert.equal(shown.judged.accuracy.w > shown.judged.accuracy.b, true);
  assert.deepEqual(reviewed, [{ moves: GAME, notes: [{ ply: 4, nag: 4, comment: 'page.review.pgnComment {"line":"Ab8c6 Af1c4"}', line: ['b8c6', 'f1c4'] }] }]);
  assert.deepEqual(ctrl.annotations(), reviewed[0].notes, 'the PGN notes while the game is the one reviewed');
  assert.deepEqual(ctrl.data()?.moves, GAME);

  // At the blunder: the better move's arrow; elsewhere none.
  assert.deepEqual(ctrl.arrows(), [{ from: 'b8', to: 'c6', brush: 'green', board: 'A' }]);
  ctrl.goToMove(2);
  assert.equal(controller.snapshot.ply, 2);
  assert.deepEqual(ctrl.arrows(), []);
  ctrl.goToMove(4);
  assert.deepEqual(ctrl.arrows().map((a) => a.from), ['b8']);

  // Another move made: the review is about another game now, and is cleared.
  controller.play('b1c3');
  assert.equal(ctrl.shown, null);
  assert.equal(ctrl.data(), null);
  assert.deepEqual(ctrl.annotations(), []);
});

test('Cancel stops the review; a failure of the engine is said; a review of a game replaced meanwhile is dropped', async () => {
  const { controller, engine, ctrl, errors } = open();
  for (const uci of GAME) controller.play(uci);
  ctrl.start();
  await engine.answer(20, ['e2e4']);
  ctrl.cancel();
  assert.equal(ctrl.progress, null);
  assert.equal(engine.cancels, 1);
  assert.equal(engine.pending.length, 0);
  assert.equal(ctrl.shown, null);
  assert.deepEqual(errors, [], 'a cancel is not an error');

  ctrl.start();
  engine.pending.shift().reject(new Error('the worker died'));
  await tick();
  assert.equal(ctrl.progress, null);
  assert.equal(errors.length, 1);
  assert.match(errors[0], /^page\.review\.failed/);

  ctrl.start();
  for (let i = 0; i < 4; i++) await engine.answer(0, ['a2a3']);
  controller.load({ moves: ['d2d4'] }); // another game before the last answer
  await engine.answer(0, ['a2a3']);
  assert.equal(ctrl.shown, null);
});
