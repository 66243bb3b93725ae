// Game review arithmetic (www/game/review.js): winning chances, marks, accuracy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { winningChances, markOf, moveAccuracy, reviewGame, THRESHOLDS } from '../../www/game/review.js';

test('winning chances: 0 for equal, towards ±1 with the score, ±1 for a mate', () => {
  assert.equal(winningChances({ cp: 0, mate: null }), 0);
  assert.ok(winningChances({ cp: 300, mate: null }) > 0.5);
  assert.ok(winningChances({ cp: -300, mate: null }) < -0.5);
  assert.equal(winningChances({ cp: 0, mate: 3 }), 1);
  assert.equal(winningChances({ cp: 0, mate: -1 }), -1);
  assert.equal(winningChances({ cp: 99999, mate: null }), winningChances({ cp: 1000, mate: null }), 'capped');
});

test('marks follow the thresholds', () => {
  assert.equal(markOf(THRESHOLDS.inaccuracy - 0.01), null);
  assert.equal(markOf(THRESHOLDS.inaccuracy), '?!');
  assert.equal(markOf(THRESHOLDS.mistake), '?');
  assert.equal(markOf(THRESHOLDS.blunder), '??');
  assert.equal(moveAccuracy(60, 70), 100);
  assert.ok(moveAccuracy(60, 59) > 90);
  assert.ok(moveAccuracy(90, 10) < 5);
});

test("a review: letting a mate in and missing one are blunders; the engine's own move is never marked", () => {
  const positions = [
    { score: { cp: 20, mate: null }, best: 'e2e4' },
    { score: { cp: 30, mate: null }, best: 'd7d5' },
    { score: { cp: 0, mate: 1 }, best: 'e2b5' }, // White mates in one here…
    { score: { cp: -50, mate: null }, best: 'e7e5' }, // …and played something else
  ];
  const moves = [
    { uci: 'e2e4', color: 'w' },
    { uci: 'b8c6', color: 'b' },
    { uci: 'a2a3', color: 'w' },
  ];
  const r = reviewGame(positions, moves);
  // e4 was the engine's choice; b8c6 let a mate in (a blunder); a2a3 missed it (another).
  assert.deepEqual(r.moves.map((m) => m.mark), [null, '??', '??']);
  // The same drop with the engine's own move is not marked.
  const again = reviewGame(positions.map((p, i) => (i === 1 ? { ...p, best: 'b8c6' } : p)), moves);
  assert.equal(again.moves[1].mark, null);
  assert.ok(r.accuracy.w < 60 && r.accuracy.b < 60);
});
