// Learn from your mistakes (www/analysis/retro.js): which answers are good enough.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { goodEnough, ACCEPT_DROP } from '../../www/analysis/retro.js';
import { winningChances } from '../../www/game/review.js';

const cp = (n) => ({ cp: n, mate: null });

test('a move within the margin of the best is good enough, for either side', () => {
  assert.equal(ACCEPT_DROP, 0.04);
  assert.equal(goodEnough(cp(100), cp(100), 'w'), true);
  assert.equal(goodEnough(cp(100), cp(300), 'w'), true, 'better than the best');
  // The largest drop of whole centipawns still accepted, and the next one refused.
  let n = 100;
  while (winningChances(cp(100)) - winningChances(cp(n - 1)) <= ACCEPT_DROP) n--;
  assert.equal(goodEnough(cp(100), cp(n), 'w'), true);
  assert.equal(goodEnough(cp(100), cp(n - 1), 'w'), false);
  assert.ok(n < 100 && n > 60, `${n}`);
  // Black: lower is better.
  assert.equal(goodEnough(cp(-100), cp(-100 - 50), 'b'), true);
  assert.equal(goodEnough(cp(-100), cp(-100 + 200), 'b'), false);
  // A missed mate into a still winning position may be refused; mating is always good.
  assert.equal(goodEnough({ cp: 0, mate: 2 }, cp(300), 'w'), false);
  assert.equal(goodEnough({ cp: 0, mate: 2 }, { cp: 0, mate: 5 }, 'w'), true);
  assert.equal(goodEnough({ cp: 0, mate: -2 }, { cp: 0, mate: -5 }, 'b'), true);
});
