// The analysis board's engine (www/analysis/engine-ctrl.js) without any DOM, on the real built wasm
// core and the real game controller, with a fake engine client whose searches wait for the test:
// depth after depth up to the limit, a new position cancels and starts again, Stop, a line played
// up to a move, the threat, the review's budget, a mate ends the deepening, a failure said.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bindings } from './core.mjs';
import { createCore } from '../../www/core/core.js';
import { createGameController } from '../../www/game/controller.js';
import { createEngineCtrl, DEPTH_LIMIT, LINES, REVIEW_NODES } from '../../www/analysis/engine-ctrl.js';
import { fakeAnalyser, tick } from './fakes.mjs';

const core = createCore(bindings);

/** The fake engine, answering the oldest search with these lines (uci moves, centipawns / mate). */
function fakeEngine() {
  const engine = fakeAnalyser();
  return Object.assign(engine, {
    /** @param {Array<{pv: string[], cp?: number, mate?: number}>} lines */
    async answer(lines) {
      const p = engine.pending.shift();
      assert.ok(p, 'a search to answer');
      const depth = p.req.depth ?? 1;
      p.resolve({ depth, nodes: 1000, timeMs: 1, nps: 1_000_000, lines: lines.map((l) => ({ depth, score: l.cp ?? 0, mate: l.mate ?? null, pv: l.pv, pvAlice: l.pv, uci: l.pv[0] })) });
      await tick();
    },
  });
}

function open({ infinite = false } = {}) {
  const controller = createGameController({ core });
  const engine = fakeEngine();
  const errors = [];
  const ctrl = createEngineCtrl(controller, engine, { onError: (m) => errors.push(m), t: (key, p) => (p ? `${key} ${JSON.stringify(p)}` : key), infinite });
  const changes = [];
  ctrl.onChange((s) => changes.push(s));
  ctrl.start();
  return { controller, engine, ctrl, errors, changes };
}

test('the engine controller needs no DOM: depth after depth to the limit, then it stops by itself', async () => {
  assert.equal(typeof globalThis.document, 'undefined');
  const { controller, engine, ctrl, changes } = open();
  assert.equal(ctrl.running, true);
  assert.deepEqual(ctrl.shown(controller.snapshot).lines, [], 'nothing before the first depth');
  for (let depth = 1; depth <= DEPTH_LIMIT; depth++) {
    const req = engine.pending[0].req;
    assert.deepEqual([req.depth, req.multipv, req.fen], [depth, LINES, controller.snapshot.fen]);
    await engine.answer([{ pv: ['e2e4', 'e7e5'], cp: 30 }, { pv: ['d2d4'], cp: 20 }]);
    assert.equal(ctrl.shown(controller.snapshot).result?.depth, depth);
  }
  assert.equal(engine.pending.length, 0, 'no depth past the limit');
  assert.equal(ctrl.running, false);
  assert.equal(changes.at(-1), controller.snapshot);
  assert.deepEqual(ctrl.shown(controller.snapshot).lines.map((l) => l.pv[0]), ['e2e4', 'd2d4']);

  // "Infinite analysis" on: a stopped analysis goes on.
  ctrl.setInfinite(true);
  assert.equal(ctrl.running, true);
  assert.equal(engine.pending[0].req.depth, 1);
});

test('a new position cancels the search and starts again; a line is played up to a move; Stop', async () => {
  const { controller, engine, ctrl } = open({ infinite: true });
  await engine.answer([{ pv: ['e2e4', 'e7e5', 'g1f3'], cp: 30 }]);
  ctrl.playLine(0, 1); // 1. e4 e5
  assert.deepEqual(controller.snapshot.history.map((m) => m.uci), ['e2e4', 'e7e5']);
  assert.ok(engine.cancels >= 1);
  assert.deepEqual(ctrl.shown(controller.snapshot).lines, [], 'the old lines are not about this position');
  assert.equal(engine.pending.length, 1);
  assert.equal(engine.pending[0].req.fen, controller.snapshot.fen);
  assert.equal(engine.pending[0].req.history.length, 2, 'the game so far, for repetitions');
  // The best move played by space.
  await engine.answer([{ pv: ['g1f3'], cp: 25 }]);
  ctrl.playBest();
  assert.equal(controller.snapshot.history.at(-1).uci, 'g1f3');
  ctrl.stop();
  assert.equal(ctrl.running, false);
  assert.equal(engine.pending.length, 0);
  controller.play('b8c6');
  assert.equal(engine.pending.length, 0, 'stopped: a new position is not analysed');
  ctrl.toggle();
  assert.equal(ctrl.running, true);
  assert.equal(engine.pending.length, 1);
});

test('the threat: the position as if the side to move passed, without its history; a move ends it', async () => {
  const { controller, engine, ctrl } = open({ infinite: true });
  ctrl.toggleThreat();
  assert.equal(ctrl.threat, true);
  const req = engine.pending.at(-1).req;
  assert.equal(req.threat, true);
  assert.deepEqual(req.history, []);
  await engine.answer([{ pv: ['e7e5'], cp: 10 }]);
  const shown = ctrl.shown(controller.snapshot);
  assert.equal(shown.turn, 'b', "Black's threat");
  ctrl.playBest(); // not the threat's move
  assert.equal(controller.snapshot.gamePly, 0);
  controller.play('e2e4');
  assert.equal(ctrl.threat, false, 'another position: its own lines');
  assert.equal(engine.pending.at(-1).req.threat, undefined);
});

test("at the review's budget: one search as the review makes it; a mate ends the deepening; a failure is said", async () => {
  const { controller, engine, ctrl, errors } = open({ infinite: true });
  ctrl.setReviewBudget(true);
  const req = engine.pending.at(-1).req;
  assert.deepEqual([req.nodes, req.multipv, req.fresh, req.depth], [REVIEW_NODES, 1, true, undefined]);
  await engine.answer([{ pv: ['e2e4'], cp: 30 }]);
  assert.equal(engine.pending.length, 0, 'one search');
  assert.equal(ctrl.running, false);

  ctrl.setReviewBudget(false);
  await engine.answer([{ pv: ['e2e4'], mate: 3 }]);
  assert.equal(engine.pending.length, 0, 'no deeper than a mate found');
  assert.equal(ctrl.running, false);

  ctrl.start();
  engine.pending.shift().reject(new Error('the worker died'));
  await tick();
  assert.equal(errors.length, 1);
  assert.match(errors[0], /^page\.analysis\.failed/);
  assert.equal(controller.snapshot.gamePly, 0);
});
