// The analysis board's move tree (www/analysis/tree-ctrl.js) without any DOM, on the real built
// wasm core and the real game controller: moves made at an earlier point become variations,
// promote / make main / delete (undoable), comments and drawn shapes kept in the PGN, the tree
// saved and read back after a "reload", a replaced tree kept aside and brought back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bindings } from './core.mjs';
import { createCore } from '../../www/core/core.js';
import { createGameController } from '../../www/game/controller.js';
import { createTreeCtrl, TREE_KEY, ASIDE_KEY, MAX_TREE_CHARS } from '../../www/analysis/tree-ctrl.js';
import { memoryStorage, tick } from './fakes.mjs';

const core = createCore(bindings);


/** A tree on a fresh game controller; its notices, errors and change events recorded. */
function open(storage, from = {}) {
  const controller = createGameController({ core });
  const notices = [];
  const errors = [];
  const shapes = [];
  const ctrl = createTreeCtrl(core, controller, {
    storage,
    t: (key, params) => (params ? `${key} ${JSON.stringify(params)}` : key),
    onError: (m) => errors.push(m),
    notify: (text, kind, actions = []) => notices.push({ text: typeof text === 'function' ? text() : text, kind, actions }),
    showShapes: (s) => shapes.push(s),
  });
  const changes = [];
  ctrl.onChange((d) => changes.push(d));
  ctrl.start(from);
  return { controller, ctrl, notices, errors, shapes, changes };
}

/** The moves of the tree as (depth, uci), in the order written. */
const moves = (ctrl) => ctrl.view().items.flatMap((i) => (i.kind === 'move' ? [`${i.depth}:${i.uci}`] : []));

test('the tree controller needs no DOM: a move at an earlier point makes a variation; promote, make main, delete and undo', async () => {
  assert.equal(typeof globalThis.document, 'undefined');
  const storage = memoryStorage();
  const { controller, ctrl, notices, errors, changes } = open(storage);
  assert.deepEqual(moves(ctrl), []);
  for (const uci of ['e2e4', 'e7e5']) controller.play(uci);
  assert.deepEqual(moves(ctrl), ['0:e2e4', '0:e7e5']);
  assert.ok(changes.length >= 2, 'each move said');
  ctrl.first();
  assert.equal(ctrl.node, 0);
  assert.equal(controller.snapshot.gamePly, 0, 'the controller holds the game to the node');
  assert.equal(ctrl.view().atEnd, false);
  controller.play('d2d4'); // from the start: a variation, the line kept
  assert.deepEqual(moves(ctrl), ['0:e2e4', '1:d2d4', '0:e7e5']); // (written as PGN: 1. e4 (1. d4) 1... e5)
  assert.equal(ctrl.view().inVariation, true);
  ctrl.makeMain();
  assert.deepEqual(moves(ctrl), ['0:d2d4', '1:e2e4', '1:e7e5']);
  assert.equal(ctrl.view().inVariation, false);
  assert.match(ctrl.pgn({}), /\n1\. Pd4 \(1\. Pe4 Pe5\) \*/);

  // Delete e4 (and e5 after it); the notice's Undo brings the tree back whole, at e4.
  ctrl.variation(1);
  assert.equal(controller.snapshot.history.at(-1).uci, 'e2e4');
  ctrl.remove();
  assert.deepEqual(moves(ctrl), ['0:d2d4']);
  const undo = notices.at(-1).actions.find((a) => a.testid === 'tree-undo-delete');
  assert.ok(undo, 'the delete is undoable');
  undo.run();
  assert.deepEqual(moves(ctrl), ['0:d2d4', '1:e2e4', '1:e7e5']);
  assert.equal(controller.snapshot.history.at(-1).uci, 'e2e4');
  assert.deepEqual(errors, []);

  // Browsing the controller's history (its own ← →) moves the tree's node, then the game follows it.
  ctrl.last();
  assert.equal(controller.snapshot.history.length, 2);
  controller.goTo(1);
  await tick();
  assert.equal(controller.snapshot.live, true);
  assert.equal(controller.snapshot.history.length, 1);
  assert.equal(ctrl.view().atEnd, false);
});

test('comments and drawn shapes are kept in the PGN; the tree is saved and read back, at its move', () => {
  const storage = memoryStorage();
  const first = open(storage);
  for (const uci of ['e2e4', 'e7e5', 'g1f3']) first.controller.play(uci);
  first.ctrl.step(-1); // at e5
  first.ctrl.shapesDrawn([{ from: 'e2', to: 'e4', brush: 'green' }]);
  const typed = first.changes.length;
  first.ctrl.setComment('the main idea');
  assert.deepEqual(first.changes.at(-1), { comment: false }, 'not drawn over while typed');
  assert.ok(first.changes.length > typed);
  assert.equal(first.ctrl.view().comment, 'the main idea [%cal Ge2e4]');
  first.ctrl.setNags([1]);
  assert.match(first.ctrl.pgn({}), /e5 \$1 \{the main idea \[%cal Ge2e4\]\}/);
  const saved = JSON.parse(storage.getItem(TREE_KEY));
  assert.equal(saved.pgn, first.ctrl.pgn({}));

  // A reload: the same tree, at the same move, and its shapes drawn again.
  const second = open(storage);
  assert.equal(second.ctrl.pgn({}), first.ctrl.pgn({}));
  assert.equal(second.ctrl.node, first.ctrl.node);
  assert.equal(second.controller.snapshot.history.at(-1).uci, 'e7e5');
  assert.deepEqual(second.shapes.at(-1), [{ from: 'e2', to: 'e4', brush: 'green' }]);
  assert.equal(second.ctrl.hasLine(['e2e4', 'e7e5', 'g1f3']), true);
  assert.equal(second.ctrl.hasLine(['e2e4', 'd7d5']), false);
});

test('a PGN brought by a link replaces the tree, which is kept aside and comes back', () => {
  const storage = memoryStorage();
  const first = open(storage);
  for (const uci of ['e2e4', 'e7e5']) first.controller.play(uci);
  const mine = first.ctrl.pgn({});
  const second = open(storage, { pgn: '1. d4 d5 (1... Nf6) *' });
  assert.deepEqual(moves(second.ctrl), ['0:d2d4', '0:d7d5', '1:g8f6']);
  assert.equal(JSON.parse(storage.getItem(ASIDE_KEY)).pgn, mine);
  const back = second.notices.at(-1).actions.find((a) => a.testid === 'resume-analysis');
  assert.ok(back, 'a way back');
  back.run();
  assert.equal(second.ctrl.pgn({}), mine);
  assert.deepEqual(moves(second.ctrl), ['0:e2e4', '0:e7e5']);
});

test('an unreadable saved tree is set aside, not written over; a tree over the cap is not saved, and said once', () => {
  const storage = memoryStorage();
  storage.setItem(TREE_KEY, '{"pgn": 7}');
  const { controller, ctrl, notices } = open(storage);
  assert.equal(notices.length, 1);
  assert.match(notices[0].text, /^page\.tree\.setAside/);
  assert.equal([...storage.items.values()].filter((v) => v === '{"pgn": 7}').length, 1, 'kept under another key');
  controller.play('e2e4');
  ctrl.setComment('x'.repeat(400));
  for (let i = 0; i < 8; i++) {
    ctrl.first();
    controller.play(['a2a3', 'b2b3', 'c2c3', 'd2d3', 'f2f3', 'g2g3', 'h2h3', 'b1c3'][i]);
    ctrl.setComment(String(i).repeat(490));
  }
  const before = storage.getItem(TREE_KEY);
  assert.ok(before.length < MAX_TREE_CHARS);
  // Well over the cap: a comment on every one of many new variations is not what makes it; a long PGN is.
  const big = ['1. e4 e5'];
  for (let i = 0; i < 700; i++) big.push(`{${'c'.repeat(400)}}`);
  ctrl.pgnLoading(`${big.join(' ')} *`, 0);
  controller.load({ moves: ['e2e4', 'e7e5'], players: controller.snapshot.players });
  const warned = notices.filter((n) => n.kind === 'warn' && /tooBig/.test(n.text));
  assert.equal(warned.length, 1);
  assert.equal(storage.getItem(TREE_KEY), before, 'the last tree saved stays');
  ctrl.setComment('more');
  assert.equal(notices.filter((n) => /tooBig/.test(n.text)).length, 1, 'said once');
});
