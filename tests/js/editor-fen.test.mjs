// www/editor/editor-fen.js: the board editor's FEN writing and reading (formatting only; the core
// judges the position). Round trips through the core's validateFen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bindings } from './core.mjs';
import { createCore } from '../../www/core/core.js';
import { START_FEN, EMPTY_FEN, emptySetup, toFen, parseFen, letterOf, castlingField } from '../../www/editor/editor-fen.js';

const core = createCore(bindings);

test('the start position and the empty board round-trip', () => {
  assert.equal(toFen(parseFen(START_FEN)), START_FEN);
  assert.equal(toFen(parseFen(EMPTY_FEN)), EMPTY_FEN);
  assert.equal(toFen(emptySetup()), EMPTY_FEN);
  assert.equal(core.validateFen(toFen(parseFen(START_FEN))), START_FEN);
});

test('board-B letters: the rules page letters are written, both dialects are read', () => {
  assert.equal(letterOf({ board: 'B', piece: 'wN' }), 'O');
  assert.equal(letterOf({ board: 'B', piece: 'bP' }), 's');
  assert.equal(letterOf({ board: 'A', piece: 'bQ' }), 'q');
  const bar = parseFen('rnbqkbnr/pppppppp/8/8/4|P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
  const letters = parseFen('rnbqkbnr/pppppppp/8/8/4S3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
  assert.deepEqual(bar.pieces.get('e4'), { board: 'B', piece: 'wP' });
  assert.equal(toFen(bar), toFen(letters));
  assert.equal(core.validateFen(toFen(bar)), toFen(letters));
  // Every piece on every board: what the core reads back is what was written.
  const all = '1ltuco2/3s4/8/8/8/8/3S4/1LTUCO2 w - - 0 1';
  assert.equal(toFen(parseFen(all)), all);
});

test('fields: turn, castling, en passant, counters; the counters and later fields may be left out', () => {
  const s = parseFen('4k3/8/8/8/8/8/8/R3K2R b KQ - 7 31');
  assert.equal(s.turn, 'b');
  assert.deepEqual(s.castling, { K: true, Q: true, k: false, q: false });
  assert.equal(castlingField(s.castling), 'KQ');
  assert.equal(s.halfmove, 7);
  assert.equal(s.fullmove, 31);
  assert.equal(toFen(parseFen('4k3/8/8/8/8/8/8/4K3')), '4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  assert.equal(toFen(s, 'e3'), '4k3/8/8/8/8/8/8/R3K2R b KQ e3 7 31');
});

test('illegal positions are read (the core says why); malformed text is refused with a reason', () => {
  const twoKings = parseFen('4K3/8/8/8/8/8/8/4K3 w - - 0 1');
  assert.equal(twoKings.pieces.size, 2);
  assert.throws(() => core.validateFen(toFen(twoKings)), /white has 2 kings/i);
  assert.throws(() => parseFen(''), /empty/);
  assert.throws(() => parseFen('8/8/8/8 w - - 0 1'), /8 ranks/);
  assert.throws(() => parseFen('9/8/8/8/8/8/8/8 w - - 0 1'), /rank 8/);
  assert.throws(() => parseFen('8/8/8/8/8/8/8/7X w - - 0 1'), /unexpected character 'X'/);
  assert.throws(() => parseFen('8/8/8/8/8/8/8/7| w - - 0 1'), /'\|'/);
  assert.throws(() => parseFen('8/8/8/8/8/8/8/8 x - - 0 1'), /side to move/);
  assert.throws(() => parseFen('8/8/8/8/8/8/8/8 w qK - 0 1'), /castling/);
  assert.throws(() => parseFen('8/8/8/8/8/8/8/8 w - e9 0 1'), /en-passant/);
  assert.throws(() => parseFen('8/8/8/8/8/8/8/8 w - - x 1'), /half-move/);
  assert.throws(() => parseFen('8/8/8/8/8/8/8/8 w - - 0 0'), /full-move/);
});
