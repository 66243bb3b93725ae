// wasm tests of premove destinations (Game.premoveDests) and of castling by moving the king onto
// its own rook (play("e1h1"), and the rook's corner in the snapshot's dests).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { wasm } from './load.mjs';

const { Game } = wasm;
const CASTLES = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
const on = (game, square) => game.pieces().filter((p) => p.square === square);

describe('premoveDests()', () => {
  test("the side not to move: patterns ignoring every piece, grouped by from-square", () => {
    const d = new Game().premoveDests();
    assert.equal(Object.getPrototypeOf(d), Object.prototype, 'a plain object');
    assert.equal(Object.keys(d).length, 16, "Black's sixteen pieces");
    assert.ok(Object.keys(d).every((from) => from[1] === '7' || from[1] === '8'));
    assert.deepEqual(d.g8, ['f6', 'h6', 'e7']);
    assert.deepEqual(d.e7, ['e5', 'd6', 'e6', 'f6']);
    assert.equal(d.a8.length, 14);
    assert.deepEqual(d.e8, ['d7', 'e7', 'f7', 'a8', 'c8', 'd8', 'f8', 'g8', 'h8']);
    for (const [from, list] of Object.entries(d)) {
      assert.equal(new Set(list).size, list.length, `${from}: no duplicates`);
      assert.ok(!list.includes(from));
    }
  });

  test("after a move it is the other side's, pieces on board B included", () => {
    const g = new Game();
    g.play('Nf3');
    const d = g.premoveDests();
    assert.deepEqual(d.f3, ['e1', 'g1', 'd2', 'h2', 'd4', 'h4', 'e5', 'g5']);
    assert.deepEqual(d.e1, ['a1', 'c1', 'd1', 'f1', 'g1', 'h1', 'd2', 'e2', 'f2']);
    assert.equal(d.g8, undefined);
  });

  test('castling squares only while the right is kept; {} once the game is over', () => {
    assert.deepEqual(new Game('r3k2r/8/8/8/8/8/8/R3K2R b Qkq - 0 1').premoveDests().e1,
      ['a1', 'c1', 'd1', 'f1', 'd2', 'e2', 'f2']);
    const g = new Game();
    g.resign('w');
    assert.deepEqual(g.premoveDests(), {});
  });
});

describe('castling by moving the king onto its own rook', () => {
  test('play("e1h1") / ("e1a1") castle; black too', () => {
    const short = new Game(CASTLES);
    const m = short.play('e1h1');
    assert.equal(m.uci, 'e1g1');
    assert.equal(m.castle, 'O-O');
    assert.equal(m.alice, 'O-O');
    assert.deepEqual(on(short, 'g1'), [{ square: 'g1', board: 'B', piece: 'wK' }]);
    assert.deepEqual(on(short, 'f1'), [{ square: 'f1', board: 'B', piece: 'wR' }]);
    assert.equal(short.play('e8a8').castle, 'O-O-O');
    assert.equal(new Game(CASTLES).play('e1a1').castle, 'O-O-O');
    assert.equal(new Game(CASTLES.replace(' w ', ' b ')).play('e8h8').uci, 'e8g8');
  });

  test('refused with the reason when castling that way is not legal', () => {
    const g = new Game();
    const between = { code: 'castleBetween', args: [[{ role: 'bishop', square: 'f1', board: 'A' }, { role: 'knight', square: 'g1', board: 'A' }]] };
    assert.throws(() => g.play('e1h1'), (e) => e.problem.code === 'move.illegal' && assert.deepEqual(e.refusal, { ...between, label: 'e1h1' }) === undefined);
    assert.equal(g.ply(), 0);
    assert.deepEqual(g.explain('e1', 'h1'), { ...between, label: 'Kh1' });
    assert.equal(new Game(CASTLES).explain('e1', 'h1'), null);
  });

  test("dests list castling again with to = the rook's corner, same uci", () => {
    const e1 = new Game(CASTLES).snapshot().dests.e1;
    const castles = e1.filter((d) => d.uci === 'e1g1' || d.uci === 'e1c1');
    assert.deepEqual(castles.map((d) => [d.to, d.uci, d.toBoard]).sort(), [
      ['a1', 'e1c1', 'B'], ['c1', 'e1c1', 'B'], ['g1', 'e1g1', 'B'], ['h1', 'e1g1', 'B'],
    ]);
    // Only the dests grouping lists it twice: legalMoves() and perft count castling once.
    const g = new Game(CASTLES);
    assert.equal(g.legalMoves().filter((m) => m.castle).length, 2);
    const inDests = Object.values(g.snapshot().dests).reduce((n, list) => n + list.length, 0);
    assert.equal(inDests, g.legalMoves().length + 2);
    assert.equal(Number(wasm.perft(CASTLES, 1)), g.legalMoves().length);
  });
});
