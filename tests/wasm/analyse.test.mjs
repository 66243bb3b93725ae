// Engine.analyse: the best lines of a position (multi-PV), for the analysis board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasm, refuses, says } from './load.mjs';

const { Engine, Game } = wasm;
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

test('three lines by default, best first, each a legal line with its own first move', () => {
  const engine = new Engine(4);
  const a = engine.analyse(START, { depth: 4 });
  assert.equal(a.lines.length, 3);

  assert.equal(new Set(a.lines.map((l) => l.pv[0])).size, 3, 'different first moves');
  for (let i = 1; i < a.lines.length; i++) assert.ok(a.lines[i - 1].score >= a.lines[i].score, 'best first');
  for (const line of a.lines) {
    assert.equal(line.pv.length, line.pvAlice.length);
    const g = new Game(START);
    for (const m of line.pv) g.play(m); // every move of the line is legal in turn
    assert.ok(line.depth >= 1 && line.depth <= 4);
  }
  assert.ok(a.depth >= 1 && a.nodes > 0);
  // One line, and a deeper call goes on.
  assert.equal(engine.analyse(START, { depth: 2, multipv: 1 }).lines.length, 1);
  assert.equal(engine.analyse(START, { depth: 5, multipv: 5 }).lines.length, 5);
});

test('a mate is found and scored as one; a position with fewer moves has fewer lines', () => {
  const engine = new Engine(2);
  // The rules page's mate: after 1.e4 d5 2.Be2 dxe4, 3.Bb5# mates.
  const g = new Game(START);
  for (const m of ['e2e4', 'd7d5', 'f1e2', 'd5e4']) g.play(m);
  const a = engine.analyse(g.fen(), { depth: 3 });
  assert.equal(a.lines[0].mate, 1);
  assert.equal(a.lines[0].pv[0], 'e2b5');
  assert.equal(a.lines[0].pvAlice[0], 'Cb5#');
  // A lone king in the corner has three moves: three lines, though five were asked for.
  const few = engine.analyse('8/8/8/8/8/8/8/K6k w - - 0 1', { depth: 2, multipv: 5 });
  assert.equal(few.lines.length, 3);
  refuses(assert, () => engine.analyse(START, { multipv: 'x' }), /multipv/, false);
  refuses(assert, () => engine.analyse(7), /FEN/);
});

test('the threat: the other side’s lines as if the side to move passed; none in check', () => {
  // After 1.e4 d5 2.Be2 dxe4 White mates by 3.Cb5#. The same position with Black to move: its
  // threat is that mate, and its lines are exactly those of White to move (fresh tables).
  const g = new Game(START);
  for (const m of ['e2e4', 'd7d5', 'f1e2', 'd5e4']) g.play(m);
  const whiteToMove = g.fen();
  const blackToMove = whiteToMove.replace(' w ', ' b ');
  assert.notEqual(blackToMove, whiteToMove);
  const threat = new Engine(2).analyse(blackToMove, { depth: 3, threat: true });
  assert.equal(threat.lines[0].mate, 1);
  assert.equal(threat.lines[0].pvAlice[0], 'Cb5#');
  const direct = new Engine(2).analyse(whiteToMove, { depth: 3 });
  assert.deepEqual(threat.lines.map((l) => [l.pv, l.score]), direct.lines.map((l) => [l.pv, l.score]));
  // Without the option, Black's own lines.
  assert.notEqual(new Engine(2).analyse(blackToMove, { depth: 3 }).lines[0].pvAlice[0], 'Cb5#');
  // In check there is no threat: refused (as a position whose side not to move is in check).
  g.play('e2b5');
  says(assert, () => new Engine(2).analyse(g.fen(), { depth: 2, threat: true }), /in check/);
  assert.equal(new Engine(2).analyse(g.fen(), { depth: 2 }).lines.length, 0, 'mated: no lines of its own either');
});
