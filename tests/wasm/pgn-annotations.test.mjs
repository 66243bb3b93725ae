// wasm tests of Game.pgn({annotations}): NAGs and comments after their moves (a review's marks),
// and the annotated text reads back to the same game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasm } from './load.mjs';

const { Game } = wasm;

/** 1. e4 d5 2. Be2 dxe4 3. a3 (3. Bb5 mated) Kd7. */
function trapGame() {
  const g = new Game();
  for (const m of ['e4', 'd5', 'Be2', 'dxe4', 'a3', 'Kd7']) g.play(m);
  return g;
}

const flat = (text) => text.split('\n\n')[1].split(/\s+/).filter(Boolean).join(' ');

test('pgn writes NAGs and comments after their moves', () => {
  const g = trapGame();
  const pgn = g.pgn({
    tags: { White: 'Tweedledum' },
    annotations: [
      { ply: 5, nag: 4, comment: 'better: Cb5#' },
      { ply: 2, nag: 6 },
      { ply: 6, comment: 'the only move' },
      { ply: 40, nag: 2, comment: 'no such move' },
    ],
  });
  assert.match(pgn, /\[White "Tweedledum"\]/);
  assert.equal(flat(pgn), '1. Pe4 Pd5 $6 2. Be2 Sdxe4 3. Pa3 $4 {better: Cb5#} 3... Kd7 {the only move} *');
  const back = Game.fromPgn(pgn);
  assert.deepEqual(back.history(), g.history());
  assert.equal(back.fen(), g.fen());
});

test('pgn without annotations is unchanged; bad annotations throw', () => {
  const g = trapGame();
  assert.equal(g.pgn({ annotations: [] }), g.pgn());
  assert.equal(g.pgn({ annotations: null }), g.pgn());
  assert.match(g.pgn({ notation: 'san', annotations: [{ ply: 5, nag: 4 }] }), /3\. a3 \$4 Kd7/);
  for (const bad of ['x', 5, { ply: 1 }, [{ nag: 4 }], [{ ply: 0 }], [7]]) {
    assert.throws(() => g.pgn({ annotations: bad }), /bad PGN annotations/);
  }
});
