// The analysis board's saved tree read back by shape (www/analysis/tree-ctrl.js readSavedTree):
// issue 31, point 5. A PGN string and a path of child indices; anything else is no saved tree (the
// page then sets it aside), a bad path only loses the current move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readSavedTree, MAX_TREE_CHARS } from '../../www/analysis/tree-ctrl.js';

test('a saved tree: its PGN, and the path to the current move when it is one', () => {
  assert.deepEqual(readSavedTree({ pgn: '1. e4 e5 *', path: [0, 1] }), { pgn: '1. e4 e5 *', path: [0, 1] });
  assert.deepEqual(readSavedTree({ pgn: '1. e4 *', path: 'x' }), { pgn: '1. e4 *', path: null });
  assert.deepEqual(readSavedTree({ pgn: '1. e4 *', path: [0, -1] }), { pgn: '1. e4 *', path: null });
  assert.deepEqual(readSavedTree({ pgn: '1. e4 *', path: [0.5] }), { pgn: '1. e4 *', path: null });
  assert.deepEqual(readSavedTree({ pgn: '1. e4 *' }), { pgn: '1. e4 *', path: null });
});

test('anything else is no saved tree', () => {
  for (const bad of [null, 'x', 7, [], { pgn: 7 }, { pgn: ['1. e4'] }, { path: [0] }]) assert.equal(readSavedTree(bad), null, JSON.stringify(bad));
});

test('the cap on saving is documented as 256 KiB', () => {
  assert.equal(MAX_TREE_CHARS, 262_144);
});
