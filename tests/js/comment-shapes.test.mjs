// Arrows and circles in PGN comments (www/ui/comment-shapes.js): lichess's [%cal …] and [%csl …].
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { commentText, commentShapes, withShapes } from '../../www/ui/comment-shapes.js';

test('shapes are read from a comment, its text without them', () => {
  const c = 'a fine move [%csl Ge4,Rd5] [%cal Gg1f3,Yb1c3] really';
  assert.equal(commentText(c), 'a fine move really');
  assert.deepEqual(commentShapes(c), [
    { from: 'e4', brush: 'green' },
    { from: 'd5', brush: 'red' },
    { from: 'g1', to: 'f3', brush: 'green' },
    { from: 'b1', to: 'c3', brush: 'yellow' },
  ]);
  // Unknown colours, bad squares and malformed items are skipped.
  assert.deepEqual(commentShapes('[%cal Xe2e4,Ge9e4,Ge2] [%csl Bz1,Be2e4,Bh8]'), [{ from: 'h8', brush: 'blue' }]);
  assert.deepEqual(commentShapes('no shapes'), []);
});

test('shapes are written after the text, replacing the old ones, and read back the same', () => {
  const shapes = [
    { from: 'g1', to: 'f3', brush: 'green' },
    { from: 'e5', brush: 'red' },
    { from: 'a1', to: 'a1', brush: 'blue' },
  ];
  const c = withShapes('hello [%cal Rh1h8]', shapes);
  assert.equal(c, 'hello [%csl Re5,Ba1] [%cal Gg1f3]');
  assert.deepEqual(commentShapes(c), [
    { from: 'e5', brush: 'red' },
    { from: 'a1', brush: 'blue' },
    { from: 'g1', to: 'f3', brush: 'green' },
  ]);
  assert.equal(withShapes('hello [%cal Rh1h8]', []), 'hello');
  assert.equal(withShapes('', [{ from: 'e4', brush: 'green' }]), '[%csl Ge4]');
  // Shapes of another kind (the app's own brushes) are not kept.
  assert.equal(withShapes('x', [{ from: 'e4', to: 'e5', brush: 'paleBlue' }]), 'x');
});
