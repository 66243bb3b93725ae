// Engine.analyse: the best lines of a position (multi-PV), for the analysis board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasm, refuses } from './load.mjs';

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
