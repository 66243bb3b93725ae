// The analysis board's marks on a move: one move mark and one position mark at most, other NAGs kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withMark, MOVE_NAGS, POSITION_NAGS, POSITION_GROUP } from '../../www/analysis/tree-marks.js';

test('a move mark replaces the one before and goes first; clearing keeps the rest', () => {
  assert.deepEqual(withMark([], MOVE_NAGS, 1), [1]);
  assert.deepEqual(withMark([1, 16], MOVE_NAGS, 4), [4, 16]);
  assert.deepEqual(withMark([16, 2, 140], MOVE_NAGS, 3), [3, 16, 140]);
  assert.deepEqual(withMark([2, 16], MOVE_NAGS, null), [16]);
});

test('a position mark replaces the one before and goes last; other NAGs are kept in order', () => {
  assert.deepEqual(withMark([], POSITION_NAGS, 10), [10]);
  assert.deepEqual(withMark([6, 16], POSITION_NAGS, 19), [6, 19]);
  assert.deepEqual(withMark([140, 14, 6], POSITION_NAGS, 13), [140, 6, 13]);
  assert.deepEqual(withMark([6, 18], POSITION_NAGS, null), [6]);
});

test('the groups do not overlap and hold the standard signs', () => {
  assert.equal(MOVE_NAGS.filter((n) => POSITION_NAGS.includes(n)).length, 0);
  assert.deepEqual([...MOVE_NAGS].sort((a, b) => a - b), [1, 2, 3, 4, 5, 6]);
});

test('a chosen position mark also replaces the other "equal" marks a PGN may bring ($11, $12)', () => {
  assert.deepEqual(withMark([1, 11], POSITION_GROUP, 16), [1, 16]);
  assert.deepEqual(withMark([12, 140], POSITION_GROUP, null), [140]);
  assert.ok(POSITION_NAGS.every((n) => POSITION_GROUP.includes(n)));
});
