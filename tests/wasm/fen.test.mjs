// wasm tests of FENs without their move counters (as lichess writes them), in both dialects.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasm, says } from './load.mjs';

const { Game, validateFen } = wasm;

test('no counters: half-move clock 0, full-move number 1', () => {
  assert.equal(validateFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -'),
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  const full = 'rnbqkbnr/ppp1pppp/8/8/2p5/5O2/PP1PPPPP/RNBQKB1R w KQkq - 0 1';
  assert.equal(new Game('rnbqkbnr/ppp1pppp/8/8/2p5/5O2/PP1PPPPP/RNBQKB1R w KQkq -').fen(), full);
  assert.equal(new Game('rnbqkbnr/ppp1pppp/8/8/2p5/5|N2/PP1PPPPP/RNBQKB1R w KQkq -').fen(), full);
});

test('no full-move number: the one number is the half-move clock (as lichess reads it)', () => {
  assert.equal(validateFen('4k3/8/8/8/8/8/8/4K3 b - - 12'), '4k3/8/8/8/8/8/8/4K3 b - - 12 1');
  assert.equal(new Game('4k3/8/8/3sP3/8/8/8/4K3 w - d6 0').fen(), '4k3/8/8/3sP3/8/8/8/4K3 w - d6 0 1');
  assert.equal(new Game('4k3/8/8/8/8/8/8/4|K3 w - - 3').snapshot().fullmove, 1);
});

test('malformed counters still give a clear error', () => {
  for (const [fen, message] of [
    ['4k3/8/8/8/8/8/8/4K3 w - - x', /half-move clock/],
    ['4k3/8/8/8/8/8/8/4K3 w - - 0 x', /full-move number must be a number of at least 1, found 'x'/],
    ['4k3/8/8/8/8/8/8/4K3 w - - 0 0', /full-move number/],
    ['4k3/8/8/8/8/8/8/4K3 w - - y 2', /half-move clock must be a number, found 'y'/],
    ['4k3/8/8/8/8/8/8/4K3', /found 1/],
    ['4k3/8/8/8/8/8/8/4K3 w KX', /castling/],
  ]) {
    says(assert, () => validateFen(fen), message);
    says(assert, () => new Game(fen), message);
  }
});
