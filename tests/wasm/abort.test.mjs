// wasm tests of Game.abort(): a declared end without a result, taken back by undo().
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasm, says } from './load.mjs';

const { Game } = wasm;
const ABORTED = { result: '*', winner: null, reason: 'aborted', text: 'Game aborted' };

test('abort before a move: result *, no winner, end {kind: abort}', () => {
  const g = new Game();
  g.abort();
  const s = g.snapshot();
  assert.deepEqual(s.outcome, ABORTED);
  assert.deepEqual(s.end, { kind: 'abort' });
  assert.deepEqual(g.status().outcome, ABORTED);
  assert.deepEqual(g.status().end, { kind: 'abort' });
  assert.deepEqual(s.dests, {}, 'nothing can be played');
  assert.deepEqual(g.legalMoves(), []);
  assert.equal(s.canUndo, true);
  says(assert, () => g.play('e4'), /the game is over \(Game aborted\)/);
  says(assert, () => g.resign('w'), /the game is over/);
  says(assert, () => g.abort(), /the game is over/);
  assert.match(g.pgn(), /\[Result "\*"\]\n/);
  assert.match(g.pgn(), /\[Termination "aborted"\]\n/);
  assert.match(g.pgn(), /\{Game aborted\} \*\n$/);
});

test('undo takes the abort back like a resignation; the moves stay', () => {
  const g = new Game();
  g.play('e4');
  g.abort();
  assert.equal(g.snapshot(0).end.kind, 'abort', "the end is the game's, at every ply");
  assert.equal(g.canRedo(), false);
  assert.equal(g.undo(), true);
  assert.equal(g.snapshot().outcome, null);
  assert.equal(g.snapshot().end, null);
  assert.equal(g.ply(), 1);
  assert.equal(g.play('e5').ply, 2);
});

test('an aborted game read back from its PGN is aborted', () => {
  const g = new Game();
  g.play('d4');
  g.abort();
  const back = Game.fromPgn(g.pgn());
  assert.deepEqual(back.snapshot().end, { kind: 'abort' });
  assert.deepEqual(back.snapshot().outcome, ABORTED);
  assert.equal(back.ply(), 1);
  assert.equal(Game.fromPgn('1. d4 *').snapshot().outcome, null, 'a plain * is a game going on');
});

test('not after the rules ended the game', () => {
  const g = new Game();
  for (const m of ['e4', 'd5', 'Be2', 'dxe4', 'Bb5']) g.play(m);
  says(assert, () => g.abort(), /the game is over \(Checkmate — White wins\)/);
  assert.equal(g.snapshot().end, null);
});
