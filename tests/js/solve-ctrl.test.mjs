// The problem solver's controller (www/solve/solve-ctrl.js) in Node, without any DOM, against the
// real built wasm core and a stand-in for the solver's worker: a link's problem solved at once, the
// progress, a bad FEN refused before solving, a new FEN cancelling a search, a line shown.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bindings } from './core.mjs';
import { createCore } from '../../www/core/core.js';
import { createSolveCtrl } from '../../www/solve/solve-ctrl.js';

const core = createCore(bindings);

/** The worker's client: each solve waits for the test to answer it. */
function fakeClient() {
  const calls = [];
  let cancels = 0;
  return {
    calls,
    get cancels() {
      return cancels;
    },
    solve(fen, stip, tries, progress) {
      return new Promise((resolve, reject) => calls.push({ fen, stip, tries, progress, resolve, reject }));
    },
    cancel() {
      cancels += 1;
      const last = calls.at(-1);
      last?.reject(Object.assign(new Error('cancelled'), { cancelled: true }));
    },
  };
}

test('the solver controller needs no DOM: a link solved at once, progress, a bad FEN, cancel, a line shown', async () => {
  assert.equal(typeof globalThis.document, 'undefined');
  const client = fakeClient();
  const fen = '8/8/8/2Q1l3/8/2U5/3s4/K7 w - - 0 1';
  const ctrl = createSolveCtrl(core, { client: /** @type {any} */ (client), hash: `#${new URLSearchParams({ fen, stip: 'h#2' })}` });
  const changes = [];
  ctrl.onChange((c) => changes.push(c));
  assert.equal(ctrl.linked, true);
  ctrl.start();
  assert.equal(ctrl.state.status, 'solving');
  assert.deepEqual([client.calls[0].fen, client.calls[0].stip, client.calls[0].tries], [fen, 'h#2', false]);
  client.calls[0].progress(3, 10);
  assert.deepEqual(ctrl.state.progress, { done: 3, total: 10 });
  client.calls[0].resolve({ fen, solution: { solutions: 1, keys: [], tries: [], helpmates: [] } });
  await Promise.resolve();
  await Promise.resolve();
  assert.equal(ctrl.state.status, 'done');
  ctrl.show(['c5c1']);
  assert.deepEqual(ctrl.state.shown, ['c5c1']);

  // A FEN the core cannot read: said, nothing is solved.
  ctrl.setFen('8/8/8 w');
  assert.notEqual(ctrl.state.error, null);
  ctrl.solve();
  assert.equal(client.calls.length, 1);

  // A new FEN while solving cancels the search.
  ctrl.setFen(fen);
  ctrl.setTries(true);
  ctrl.solve();
  assert.equal(client.calls[1].tries, true);
  ctrl.setFen('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
  assert.equal(client.cancels, 1);
  assert.equal(ctrl.state.status, 'idle');
  await Promise.resolve();
  await Promise.resolve();
  assert.deepEqual(changes.slice(0, 3), ['all', 'status', 'all']);
  assert.ok(changes.includes('shown'));
});
