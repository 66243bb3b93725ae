// wasm tests of Game.endBy(result, reason): an ending the host (a game server) decided, recorded
// with its result and its words, written to PGN, taken back by undo(); bad arguments refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasm, says } from './load.mjs';

const { Game } = wasm;

test('endBy with a reason of its own: outcome, end {kind: host}, PGN Result and Termination', () => {
  const g = new Game();
  g.play('e4');
  g.endBy('0-1', 'adjudication');
  const s = g.snapshot();
  assert.deepEqual(s.outcome, { result: '0-1', winner: 'b', reason: 'adjudication', text: 'Adjudication — Black wins' });
  assert.deepEqual(s.end, { kind: 'host', result: '0-1', reason: 'adjudication' });
  assert.deepEqual(s.dests, {});
  says(assert, () => g.play('e5'), /the game is over/);
  const pgn = g.pgn();
  assert.match(pgn, /\[Result "0-1"\]\n/);
  assert.match(pgn, /\[Termination "adjudication"\]\n/);
  assert.match(pgn, /\{Adjudication — Black wins\} 0-1\n$/);
  assert.equal(g.undo(), true);
  assert.equal(g.snapshot().outcome, null);
  assert.equal(g.ply(), 1);
});

test('endBy with the usual reasons records those endings', () => {
  const cases = [
    ['1-0', 'resignation', { kind: 'resign', color: 'b' }, 'resignation'],
    ['0-1', 'time', { kind: 'flag', color: 'w' }, 'timeout'],
    ['1/2-1/2', 'agreement', { kind: 'draw' }, 'agreement'],
    ['*', 'abort', { kind: 'abort' }, 'aborted'],
  ];
  for (const [result, reason, end, said] of cases) {
    const g = new Game();
    g.play('e4');
    g.endBy(result, reason);
    assert.deepEqual(g.snapshot().end, end, reason);
    assert.equal(g.snapshot().outcome.result, result);
    assert.equal(g.snapshot().outcome.reason, said);
    g.free();
  }
});

test('endBy refuses a bad result, a bad reason, a game over; the game is unchanged', () => {
  const g = new Game();
  says(assert, () => g.endBy('2-0', 'x'), /the result must be 1-0, 0-1, 1\/2-1\/2 or \*/);
  says(assert, () => g.endBy('1-0', '  '), /the reason is empty/);
  says(assert, () => g.endBy('1-0', 'x'.repeat(81)), /longer than 80/);
  assert.throws(() => g.endBy(1, 'x'), TypeError);
  assert.throws(() => g.endBy('1-0'), TypeError);
  assert.equal(g.snapshot().outcome, null);
  for (const m of ['Pe4', 'Pd5', 'Be2', 'Sdxe4', 'Cb5']) g.play(m);
  says(assert, () => g.endBy('0-1', 'adjudication'), /the game is over \(Checkmate — White wins\)/);
  assert.equal(g.snapshot().outcome.reason, 'checkmate');
});

test('pgn() keeps a given Result and Termination for a game that goes on', () => {
  const g = new Game();
  g.play('e4');
  const pgn = g.pgn({ tags: [['Result', '1-0'], ['Termination', 'adjudication']] });
  assert.match(pgn, /\[Result "1-0"\]\n/);
  assert.match(pgn, /\[Termination "adjudication"\]\n/);
  assert.match(pgn, / 1-0\n$/);
});
