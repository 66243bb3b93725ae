// wasm tests: load the built package (dist/pkg, the very files the page uses, after wasm-opt) in
// Node and check the JS API documented in src/wasm/mod.rs (its module comment is the reference).
// Run by `cargo xtask test` and `cargo xtask wasm-test`; by hand:
// `ALICE_PKG_DIR=dist/pkg node --test tests/wasm/`.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkgDir = path.resolve(process.env.ALICE_PKG_DIR || path.join(here, '../../dist/pkg'));
const wasm = await import(pathToFileURL(path.join(pkgDir, 'alice_chess.js')).href);
await wasm.default({ module_or_path: fs.readFileSync(path.join(pkgDir, 'alice_chess_bg.wasm')) });

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
/** Perft depths up to this many leaves run here (deeper ones are the Rust tests' job). */
const MAX_NODES = 250_000;

function perftCases() {
  const text = fs.readFileSync(path.join(here, '../data/alice.perft'), 'utf8');
  const cases = [];
  let current;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const [key, ...rest] = line.split(/\s+/);
    if (key === 'id') cases.push((current = { id: rest[0], fen: '', depths: [] }));
    else if (key === 'fen') current.fen = rest.join(' ');
    else if (key === 'perft') current.depths.push([Number(rest[0]), Number(rest[1])]);
  }
  return cases;
}

test('version() is the crate version', () => {
  assert.match(wasm.version(), /^\d+\.\d+\.\d+/);
});

describe('perft', { skip: typeof wasm.perft !== 'function' && 'perft is not exported yet' }, () => {
  for (const { id, fen, depths } of perftCases()) {
    for (const [depth, nodes] of depths.filter(([, n]) => n <= MAX_NODES)) {
      test(`${id} depth ${depth} = ${nodes}`, () => {
        assert.equal(Number(wasm.perft(fen, depth)), nodes);
      });
    }
  }
  test('a bad FEN throws an Error', () => {
    assert.throws(() => wasm.perft('not a fen', 1), Error);
  });
});

describe('validateFen', { skip: typeof wasm.validateFen !== 'function' && 'not exported yet' }, () => {
  test('returns the FEN of a good position', () => {
    assert.equal(wasm.validateFen(START), START);
  });
  test('throws an Error with a message on bad input', () => {
    for (const bad of ['', 'garbage', 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1']) {
      assert.throws(() => wasm.validateFen(bad), (e) => e instanceof Error && e.message.length > 0);
    }
  });
});

describe('Game', { skip: typeof wasm.Game !== 'function' && 'Game is not exported yet' }, () => {
  const { Game } = wasm;
  const RULES_GAME = ['Pe4', 'Pd5', 'Be2', 'Sdxe4', 'Cb5'];
  const MATED = 'rnbqkbnr/ppp1pppp/8/1B6/4p3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 3';
  const on = (game, square) => game.pieces().filter((p) => p.square === square);

  test('starts in the usual position, all pieces on board A', () => {
    for (const g of [new Game(), new Game(undefined), new Game(''), new Game(START)]) {
      assert.equal(g.fen(), START);
      assert.equal(g.startFen(), START);
      assert.equal(g.turn(), 'w');
      assert.equal(g.ply(), 0);
      assert.equal(g.canUndo(), false);
      assert.equal(g.canRedo(), false);
      assert.equal(g.legalMoves().length, 20);
      const pieces = g.pieces();
      assert.equal(pieces.length, 32);
      assert.ok(pieces.every((p) => p.board === 'A'));
      assert.deepEqual(on(g, 'e1'), [{ square: 'e1', board: 'A', piece: 'wK' }]);
      const st = g.status();
      assert.equal(st.turn, 'w');
      assert.equal(st.check, false);
      assert.equal(st.outcome, null);
    }
  });

  test('a bad FEN throws an Error with the core message', () => {
    assert.throws(() => new Game('rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'), (e) => {
      return e instanceof Error && /fen/i.test(e.message);
    });
  });

  test('results are plain JS objects and arrays (not Maps)', () => {
    const g = new Game();
    g.play('e4');
    const plain = (what, v) =>
      assert.equal(Object.getPrototypeOf(v), Object.prototype, `${what} must be a plain object`);
    for (const [what, list] of [
      ['legalMoves()', g.legalMoves()],
      ['pieces()', g.pieces()],
      ['history()', g.history()],
      ['positionAt(1).pieces', g.positionAt(1).pieces],
    ]) {
      assert.ok(Array.isArray(list), `${what} must be an array`);
      list.forEach((item, i) => plain(`${what}[${i}]`, item));
    }
    plain('status()', g.status());
    const snap = g.snapshot();
    plain('snapshot()', snap);
    plain('snapshot().dests', snap.dests);
    plain('snapshot().lastMove', snap.lastMove);
    for (const [from, list] of Object.entries(snap.dests)) {
      assert.ok(Array.isArray(list), `dests.${from} must be an array`);
      list.forEach((d, i) => plain(`dests.${from}[${i}]`, d));
    }
    snap.pieces.forEach((p, i) => plain(`snapshot().pieces[${i}]`, p));
    assert.ok(Array.isArray(wasm.splitMoves('e4 e5')), 'splitMoves() must give an array');
    plain('positionAt(1)', g.positionAt(1));
    plain('positionAt(1).lastMove', g.positionAt(1).lastMove);
    plain('play() result', g.play('d5'));
  });

  test("the rules page's game ends in checkmate (Alice notation)", () => {
    const g = new Game();
    let last;
    for (const m of RULES_GAME) last = g.play(m);
    assert.equal(last.alice, 'Cb5#');
    assert.equal(last.fromBoard, 'B');
    assert.equal(last.toBoard, 'A');
    assert.equal(g.fen(), MATED);
    assert.deepEqual(g.legalMoves(), []);
    const { outcome, check } = g.status();
    assert.equal(check, true);
    assert.equal(outcome.reason, 'checkmate');
    assert.equal(outcome.winner, 'w');
    assert.equal(outcome.result, '1-0');
    assert.equal(typeof outcome.text, 'string');
    assert.throws(() => g.play('Ke7'), Error);
    const h = g.history();
    assert.deepEqual(h.map((m) => m.alice.replace(/[+#]$/, '')), RULES_GAME);
    assert.deepEqual(h.map((m) => m.number), [1, 1, 2, 2, 3]);
    assert.deepEqual(h.map((m) => m.color), ['w', 'b', 'w', 'b', 'w']);
    assert.equal(h[4].fenAfter, MATED);
    assert.equal(h[4].check, true);
  });

  test('plain SAN and coordinate input are accepted too', () => {
    const san = new Game();
    for (const m of ['e4', 'd5', 'Be2', 'dxe4', 'Bb5']) san.play(m);
    assert.equal(san.fen(), MATED);
    const uci = new Game();
    for (const m of ['e2e4', 'd7d5', 'f1e2', 'd5e4', 'e2b5']) uci.play(m);
    assert.equal(uci.fen(), MATED);
  });

  test('an illegal or garbled move throws and leaves the game untouched', () => {
    const g = new Game();
    for (const bad of ['e5', 'Ke2', 'xyz', '', 'e7e5', 'h1h1', 'a7a8q']) {
      assert.throws(() => g.play(bad), Error, `white ${bad}`);
      assert.equal(g.fen(), START);
      assert.equal(g.ply(), 0);
    }
    g.play('e4');
    const fen = g.fen();
    for (const bad of ['Ke7', 'd4', 'e2e4', 'Nf3']) {
      assert.throws(() => g.play(bad), Error, `black ${bad}`);
      assert.equal(g.fen(), fen);
      assert.equal(g.ply(), 1);
    }
  });

  test('a played move describes itself', () => {
    const g = new Game();
    const m = g.play('e2e4');
    assert.equal(m.uci, 'e2e4');
    assert.equal(m.from, 'e2');
    assert.equal(m.to, 'e4');
    assert.equal(m.fromBoard, 'A');
    assert.equal(m.toBoard, 'B');
    assert.equal(m.piece, 'wP');
    assert.equal(m.captured, null);
    assert.equal(m.promotion, null);
    assert.equal(m.castle, null);
    assert.equal(m.enPassant, false);
    assert.equal(m.alice, 'Pe4');
    assert.equal(m.san, 'e4');
    assert.deepEqual(on(g, 'e4'), [{ square: 'e4', board: 'B', piece: 'wP' }]);
    assert.equal(g.turn(), 'b');
  });

  test('undo and redo', () => {
    const g = new Game();
    assert.equal(g.undo(), false);
    g.play('e4');
    g.play('d5');
    const after2 = g.fen();
    assert.equal(g.undo(), true);
    assert.equal(g.ply(), 1);
    assert.equal(g.canRedo(), true);
    assert.equal(g.redo(), true);
    assert.equal(g.fen(), after2);
    assert.equal(g.redo(), false);
    g.undo();
    g.play('e5');
    assert.equal(g.canRedo(), false, 'a new move clears the redo list');
    g.undo();
    g.undo();
    assert.equal(g.fen(), START);
    assert.equal(g.canUndo(), false);
  });

  test('history positions', () => {
    const g = new Game();
    for (const m of RULES_GAME) g.play(m);
    assert.equal(g.positionAt(0).fen, START);
    assert.equal(g.positionAt(0).lastMove, null);
    assert.equal(g.positionAt(5).fen, MATED);
    assert.equal(g.positionAt(5).lastMove.uci, 'e2b5');
    assert.equal(g.positionAt(5).check, true);
    assert.equal(g.positionAt(1).pieces.length, 32);
    assert.throws(() => g.positionAt(6));
  });

  test('castling both ways lands king and rook on board B', () => {
    const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    const castles = new Game(fen).legalMoves().filter((m) => m.castle);
    assert.deepEqual(castles.map((m) => m.castle).sort(), ['O-O', 'O-O-O']);
    const short = new Game(fen);
    const m = short.play('O-O');
    assert.equal(m.uci, 'e1g1');
    assert.equal(m.rookFrom, 'h1');
    assert.equal(m.rookTo, 'f1');
    assert.deepEqual(on(short, 'g1'), [{ square: 'g1', board: 'B', piece: 'wK' }]);
    assert.deepEqual(on(short, 'f1'), [{ square: 'f1', board: 'B', piece: 'wR' }]);
    const long = new Game(fen);
    long.play('0-0-0');
    assert.deepEqual(on(long, 'c1'), [{ square: 'c1', board: 'B', piece: 'wK' }]);
    assert.deepEqual(on(long, 'd1'), [{ square: 'd1', board: 'B', piece: 'wR' }]);
    // A black knight on g1 of board B stops the short castle.
    const blocked = new Game('r3k2r/8/8/8/8/8/8/R3K1oR w KQkq - 0 1').legalMoves();
    assert.deepEqual(blocked.filter((mv) => mv.castle).map((mv) => mv.castle), ['O-O-O']);
  });

  test('en passant across boards', () => {
    const g = new Game('4k3/8/8/3sP3/8/8/8/4K3 w - d6 0 1');
    const m = g.play('e5d6');
    assert.equal(m.enPassant, true);
    assert.equal(m.capturedSquare, 'd5');
    assert.equal(m.captured, 'bP');
    assert.deepEqual(on(g, 'd5'), []);
    assert.deepEqual(on(g, 'd6'), [{ square: 'd6', board: 'B', piece: 'wP' }]);
  });

  test('promotion offers four pieces and lands on the other board', () => {
    const fen = '4k3/P7/8/8/8/8/8/4K3 w - - 0 1';
    const promos = new Game(fen).legalMoves().filter((m) => m.from === 'a7');
    assert.deepEqual(promos.map((m) => m.promotion).sort(), ['b', 'n', 'q', 'r']);
    const g = new Game(fen);
    const m = g.play('a7a8q');
    assert.equal(m.promotion, 'q');
    assert.match(m.alice, /^Pa8=T/);
    assert.deepEqual(on(g, 'a8'), [{ square: 'a8', board: 'B', piece: 'wQ' }]);
  });

  test('check from the board the king stands on', () => {
    const st = new Game('4r1k1/8/8/1C6/8/8/8/4K3 w - - 0 1').status();
    assert.equal(st.check, true);
    assert.equal(st.checkSquare, 'e1');
    assert.equal(st.checkBoard, 'A');
  });

  test('resignation, agreement and bare kings end the game; undo lifts a resignation', () => {
    const g = new Game();
    g.play('e4');
    g.resign('w');
    assert.deepEqual(
      [g.status().outcome.reason, g.status().outcome.winner, g.status().outcome.result],
      ['resignation', 'b', '0-1'],
    );
    assert.throws(() => g.play('e5'), Error);
    assert.throws(() => g.agreeDraw(), Error);
    assert.equal(g.undo(), true);
    assert.equal(g.status().outcome, null);
    assert.equal(g.ply(), 1);

    const d = new Game();
    d.agreeDraw();
    assert.equal(d.status().outcome.reason, 'agreement');
    assert.equal(d.status().outcome.result, '1/2-1/2');

    const k = new Game('4k3/8/8/8/8/8/3q4/4K3 w - - 0 1');
    k.play('Kxd2');
    assert.equal(k.status().outcome.reason, 'insufficient material');
    assert.equal(k.status().outcome.result, '1/2-1/2');
  });
});

describe('Game history entries', () => {
  const { Game } = wasm;
  const MOVES = ['e2e4', 'd7d5', 'f1e2', 'd5e4', 'e2b5'];
  /** The history of a fresh game that replays `ucis`. */
  const replay = (ucis, fen) => {
    const g = new Game(fen);
    for (const m of ucis) g.play(m);
    return g.history();
  };

  test('play() returns the full entry, the one history() then holds', () => {
    const g = new Game();
    const entries = MOVES.map((m) => g.play(m));
    assert.deepEqual(g.history(), entries);
    assert.deepEqual(entries.map((e) => e.ply), [1, 2, 3, 4, 5]);
    assert.deepEqual(entries.map((e) => e.alice), ['Pe4', 'Pd5', 'Be2', 'Sdxe4', 'Cb5#']);
    assert.deepEqual(entries.map((e) => e.san), ['e4', 'd5', 'Be2', 'dxe4', 'Bb5#']);
    const last = entries[4];
    assert.equal(last.uci, 'e2b5');
    assert.equal(last.fromBoard, 'B');
    assert.equal(last.check, true);
    assert.equal(last.number, 3);
    assert.equal(last.color, 'w');
    assert.equal(last.fenAfter, g.fen());
    for (const key of ['uci', 'from', 'to', 'fromBoard', 'toBoard', 'piece', 'captured', 'capturedSquare',
      'promotion', 'castle', 'rookFrom', 'rookTo', 'enPassant', 'alice', 'san', 'fenAfter', 'check', 'number',
      'color', 'ply']) {
      assert.ok(key in last, `a history entry has ${key}`);
    }
  });

  test('kept in step with undo and redo, equal to a fresh replay', () => {
    const g = new Game();
    for (const m of MOVES) g.play(m);
    g.undo();
    g.undo();
    assert.deepEqual(g.history(), replay(MOVES.slice(0, 3)));
    g.redo();
    assert.deepEqual(g.history(), replay(MOVES.slice(0, 4)));
    g.redo();
    assert.deepEqual(g.history(), replay(MOVES));
    g.undo();
    g.undo();
    const other = g.play('Pc5');
    assert.equal(other.ply, 4);
    assert.deepEqual(g.history(), replay([...MOVES.slice(0, 3), 'c7c5']));
    while (g.undo());
    assert.deepEqual(g.history(), []);
  });

  test('undoing a declared ending keeps the moves', () => {
    const g = new Game();
    g.play('e4');
    g.resign('b');
    assert.equal(g.history().length, 1);
    assert.equal(g.undo(), true);
    assert.deepEqual(g.history(), replay(['e2e4']));
  });

  test('a game read from PGN comes with its history, and goes on from it', () => {
    const g = Game.fromPgn('1. e4 d5 2. Be2 dxe4 *');
    assert.deepEqual(g.history(), replay(MOVES.slice(0, 4)));
    assert.equal(g.play('Bb5').ply, 5);
    assert.deepEqual(g.history(), replay(MOVES));
    const fen = '4k3/8/8/8/8/8/8/R3K3 b Q - 0 12';
    const f = Game.fromPgn(`[FEN "${fen}"]\n\n12... Kd7 13. Ra7+ *`);
    const h = f.history();
    assert.deepEqual(h, replay(['e8d7', 'a1a7'], fen));
    assert.deepEqual(h.map((e) => [e.ply, e.number, e.color, e.check]), [[1, 12, 'b', false], [2, 13, 'w', true]]);
  });
});

describe('Game.snapshot', () => {
  const { Game } = wasm;
  const count = (dests) => Object.values(dests).reduce((n, list) => n + list.length, 0);

  test('the start: 32 pieces, 20 moves by from-square, no check, no last move', () => {
    const s = new Game().snapshot();
    assert.equal(s.ply, 0);
    assert.equal(s.gamePly, 0);
    assert.equal(s.live, true);
    assert.equal(s.fen, START);
    assert.equal(s.turn, 'w');
    assert.equal(s.fullmove, 1);
    assert.equal(s.pieces.length, 32);
    assert.deepEqual(s.pieces.find((p) => p.square === 'e1'), { square: 'e1', board: 'A', piece: 'wK' });
    assert.equal(s.check, null);
    assert.equal(s.lastMove, null);
    assert.equal(count(s.dests), 20);
    assert.deepEqual(Object.keys(s.dests).sort(), ['a2', 'b1', 'b2', 'c2', 'd2', 'e2', 'f2', 'g1', 'g2', 'h2']);
    assert.deepEqual(
      [...s.dests.e2].sort((a, b) => a.to.localeCompare(b.to)),
      [
        { to: 'e3', uci: 'e2e3', toBoard: 'B', promotion: null },
        { to: 'e4', uci: 'e2e4', toBoard: 'B', promotion: null },
      ],
    );
    assert.deepEqual(s.dests.g1.map((d) => d.to).sort(), ['f3', 'h3']);
    assert.equal(s.outcome, null);
    assert.equal(s.end, null);
    assert.equal(s.canUndo, false);
    assert.equal(s.canRedo, false);
    assert.deepEqual(new Game().snapshot(null), s);
    assert.deepEqual(new Game().snapshot(0), s);
  });

  test('dests hold the same moves as legalMoves()', () => {
    const g = new Game('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
    // A castling move comes twice: to the king's square and to the rook's corner (same uci).
    const fromDests = Object.entries(g.snapshot().dests).flatMap(([from, list]) =>
      list.filter((d) => d.uci.slice(2, 4) === d.to).map((d) => `${from}:${d.uci}:${d.toBoard}:${d.promotion}`));
    const fromLegal = g.legalMoves().map((m) => `${m.from}:${m.uci}:${m.toBoard}:${m.promotion}`);
    assert.deepEqual(fromDests.sort(), fromLegal.sort());
  });

  test("castling is the king's move; each promotion piece is its own entry", () => {
    const castle = new Game('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1').snapshot().dests.e1;
    assert.ok(castle.some((d) => d.to === 'g1' && d.uci === 'e1g1' && d.toBoard === 'B'));
    assert.ok(castle.some((d) => d.to === 'c1' && d.uci === 'e1c1'));
    const promo = new Game('4k3/P7/8/8/8/8/8/4K3 w - - 0 1').snapshot().dests.a7;
    assert.deepEqual(promo.map((d) => d.promotion).sort(), ['b', 'n', 'q', 'r']);
    assert.ok(promo.every((d) => d.to === 'a8' && d.uci === `a7a8${d.promotion}` && d.toBoard === 'B'));
  });

  test('check: the square and board of the king in check', () => {
    const s = new Game('4r1k1/8/8/1C6/8/8/8/4K3 w - - 0 1').snapshot();
    assert.deepEqual(s.check, { square: 'e1', board: 'A' });
    const g = new Game();
    for (const m of ['e4', 'd5', 'Be2', 'dxe4', 'Bb5']) g.play(m);
    const mate = g.snapshot();
    assert.deepEqual(mate.check, { square: 'e8', board: 'A' });
    assert.equal(mate.live, true);
    assert.deepEqual(mate.dests, {}, 'no moves once the game is over');
    assert.equal(mate.outcome.reason, 'checkmate');
    assert.equal(mate.end, null, 'a mate is not declared');
    assert.equal(mate.lastMove.alice, 'Cb5#');
    assert.equal(mate.lastMove.ply, 5);
  });

  test("a past ply: not live, no moves, the game's outcome", () => {
    const g = new Game();
    for (const m of ['e4', 'd5', 'Be2', 'dxe4', 'Bb5']) g.play(m);
    const s = g.snapshot(2);
    assert.equal(s.ply, 2);
    assert.equal(s.gamePly, 5);
    assert.equal(s.live, false);
    assert.equal(s.turn, 'w');
    assert.equal(s.fullmove, 2);
    assert.equal(s.fen, g.positionAt(2).fen);
    assert.equal(s.fen, g.history()[1].fenAfter);
    assert.deepEqual(s.dests, {});
    assert.equal(s.check, null);
    assert.deepEqual(s.lastMove, g.history()[1]);
    assert.equal(s.outcome.reason, 'checkmate', "the outcome is the game's, at every ply");
    assert.equal(s.canUndo, true);
    const start = g.snapshot(0);
    assert.equal(start.lastMove, null);
    assert.equal(start.fen, START);
    g.undo();
    g.undo();
    const back = g.snapshot(1);
    assert.equal(back.live, false);
    assert.equal(back.outcome, null);
    assert.equal(back.canRedo, true);
    assert.equal(g.snapshot(3).live, true);
    assert.ok(count(g.snapshot(3).dests) > 0);
  });

  test('end: who resigned, whose flag fell, or an agreed draw (also in status())', () => {
    const g = new Game();
    g.play('e4');
    g.resign('w');
    let s = g.snapshot();
    assert.deepEqual(s.end, { kind: 'resign', color: 'w' });
    assert.deepEqual(g.status().end, s.end);
    assert.equal(s.outcome.reason, 'resignation');
    assert.deepEqual(s.dests, {});
    assert.deepEqual(g.snapshot(0).end, s.end, "the end is the game's, at every ply");
    g.undo();
    assert.equal(g.snapshot().end, null);
    assert.equal(g.status().end, null);
    assert.ok(count(g.snapshot().dests) > 0);

    g.flag('black');
    assert.deepEqual(g.snapshot().end, { kind: 'flag', color: 'b' });
    assert.equal(g.snapshot().outcome.reason, 'timeout');
    g.undo();

    g.agreeDraw();
    s = g.snapshot();
    assert.deepEqual(s.end, { kind: 'draw' });
    assert.equal(s.outcome.reason, 'agreement');
    assert.ok(!('color' in s.end));

    // White's flag falls while Black has only a king: a draw, and it was White who ran out.
    const lone = new Game('4k3/8/8/8/8/8/8/4K2R w - - 0 1');
    lone.flag('w');
    s = lone.snapshot();
    assert.equal(s.outcome.reason, 'timeout');
    assert.equal(s.outcome.result, '1/2-1/2');
    assert.equal(s.outcome.result, '1/2-1/2');
    assert.deepEqual(s.end, { kind: 'flag', color: 'w' });
    assert.deepEqual(lone.status().end, { kind: 'flag', color: 'w' });
  });

  test('a ply past the end, negative, fractional or not a number throws', () => {
    const g = new Game();
    for (const m of ['e4', 'd5', 'Be2', 'dxe4', 'Bb5']) g.play(m);
    assert.throws(() => g.snapshot(6), { message: 'no position at ply 6: the game has 5 half-moves' });
    assert.throws(() => g.snapshot(12), /no position at ply 12: the game has 5 half-moves/);
    assert.throws(() => g.snapshot(2 ** 40), /no position at ply 1099511627776/);
    for (const bad of [-1, 1.5, NaN, Infinity, -Infinity, 'x', '2', {}, [], true]) {
      assert.throws(() => g.snapshot(bad), (e) => e instanceof TypeError && /ply must be a whole number/.test(e.message),
        `snapshot(${String(bad)})`);
    }
    assert.throws(() => g.snapshot(-1), /not the number -1$/);
    assert.equal(g.snapshot(5).live, true);
    assert.equal(g.ply(), 5);
  });
});

describe('splitMoves', () => {
  const cases = [
    ['1.e4 e5 2.Nf3', ['e4', 'e5', 'Nf3']],
    ['e4,d5; Be2', ['e4', 'd5', 'Be2']],
    ['1...d5', ['d5']],
    ['12… Sdxe4', ['Sdxe4']],
    ['e4 *', ['e4']],
    ['', []],
    ['  \n\t ', []],
    ['1. Pe4 Pd5 2. Be2 Sdxe4 3. Cb5# 1-0', ['Pe4', 'Pd5', 'Be2', 'Sdxe4', 'Cb5#']],
    ['e2e4, e7e5, 1/2-1/2', ['e2e4', 'e7e5']],
    ['d4 0-1', ['d4']],
    ['d4 ½-½', ['d4']],
    ['1.Pe4', ['Pe4']],
    ['O-O 0-0-0', ['O-O', '0-0-0']],
  ];
  for (const [text, want] of cases) {
    test(JSON.stringify(text), () => assert.deepEqual(wasm.splitMoves(text), want));
  }
  test('the moves it gives play', () => {
    const g = new wasm.Game();
    for (const m of wasm.splitMoves('1. e4 d5, 2. Be2; 2...dxe4 3.Bb5# 1-0')) g.play(m);
    assert.equal(g.status().outcome.reason, 'checkmate');
  });
});

describe('wrong-typed arguments throw and change nothing', () => {
  const { Game, Engine } = wasm;
  const game = () => {
    const g = new Game();
    g.play('e4');
    return g;
  };
  const fenAfterE4 = game().fen();
  /** `call` throws an Error (a TypeError when `type`) whose message matches `message`. */
  const refuses = (call, message, type = true) =>
    assert.throws(call, (e) => e instanceof (type ? TypeError : Error) && message.test(e.message));
  /** The game is as it was and still plays. */
  const intact = (g) => {
    assert.equal(g.fen(), fenAfterE4);
    assert.equal(g.ply(), 1);
    assert.equal(g.history().length, 1);
    assert.equal(g.status().outcome, null);
    assert.equal(g.play('d5').ply, 2);
    assert.equal(g.undo(), true);
  };

  test('new Game(…) with a non-string FEN', () => {
    for (const bad of [42, {}, [], true, () => START]) refuses(() => new Game(bad), /FEN must be a string/);
    refuses(() => new Game(42), /not the number 42$/);
    refuses(() => new Game({}), /not an object$/);
    assert.equal(new Game(null).fen(), START);
  });

  test('play(…) with a non-string', () => {
    const g = game();
    for (const bad of [undefined, null, 42, {}, ['d5'], true, Symbol('d5'), 10n]) {
      refuses(() => g.play(bad), /^the move must be a string, not /);
      intact(g);
    }
    refuses(() => g.play(undefined), /not undefined$/);
    refuses(() => g.play({ toString: () => 'd5' }), /not an object$/);
  });

  test('positionAt(…) and snapshot(…) with a bad ply', () => {
    const g = game();
    for (const bad of ['x', -1, 0.5, NaN, {}, true]) {
      refuses(() => g.positionAt(bad), /^the ply must be a whole number of at least 0/);
      refuses(() => g.snapshot(bad), /^the ply must be a whole number of at least 0/);
      intact(g);
    }
    refuses(() => g.positionAt(-1), /not the number -1$/);
    refuses(() => g.positionAt('x'), /not the text "x"$/);
    refuses(() => g.positionAt(2), /no position at ply 2: the game has 1 half-moves/, false);
    refuses(() => g.positionAt(4294967295), /no position at ply 4294967295/, false);
    assert.equal(g.positionAt(undefined).fen, g.fen(), 'no ply: the current position');
    assert.equal(g.positionAt(0).fen, START);
  });

  test('resign(…) and flag(…) with a bad colour', () => {
    const g = game();
    for (const bad of [5, null, undefined, {}, true]) {
      refuses(() => g.resign(bad), /colour that resigns must be "w" or "b"/);
      refuses(() => g.flag(bad), /colour whose clock ran out must be "w" or "b"/);
      intact(g);
    }
    refuses(() => g.resign('x'), /unknown colour 'x'/, false);
    refuses(() => g.flag('red'), /unknown colour 'red'/, false);
    intact(g);
    assert.equal(g.snapshot().end, null);
  });

  test('pgn(…) with bad options', () => {
    const g = game();
    refuses(() => g.pgn(5), /PGN options must be an object/);
    refuses(() => g.pgn('san'), /not the text "san"$/);
    refuses(() => g.pgn({ notation: 5 }), /notation/, false);
    refuses(() => g.pgn({ tags: 5 }), /tags/, false);
    intact(g);
    assert.match(g.pgn({ notation: 'san' }), /1\. e4 \*/);
  });

  test('the free functions and static methods', () => {
    refuses(() => wasm.perft('x', 'y'), /perft depth must be a whole number/);
    refuses(() => wasm.perft(START), /perft depth must be a whole number, not undefined$/);
    refuses(() => wasm.perft(START, -1), /perft depth/);
    refuses(() => wasm.perft(START, 1.5), /perft depth/);
    refuses(() => wasm.perft(5, 1), /FEN must be a string/);
    refuses(() => wasm.perft(START, 9), /at most 8/, false);
    assert.equal(Number(wasm.perft(START, 1)), 20);
    for (const bad of [5, undefined, null, {}, ['e4']]) {
      refuses(() => wasm.splitMoves(bad), /move list must be a string/);
      refuses(() => wasm.validateFen(bad), /FEN must be a string/);
      refuses(() => Game.fromPgn(bad), /PGN text must be a string/);
      refuses(() => Game.pgnTags(bad), /PGN text must be a string/);
    }
    refuses(() => Game.fromPgn(7), /not the number 7$/);
  });

  test('Engine', () => {
    for (const bad of ['x', -1, 1.5, {}]) refuses(() => new Engine(bad), /hash size in MB must be a whole number/);
    const engine = new Engine(1);
    refuses(() => engine.bestMove(5, {}), /FEN must be a string/);
    refuses(() => engine.bestMove(undefined), /FEN must be a string/);
    refuses(() => engine.bestMove(START, 5), /search options must be an object/);
    refuses(() => engine.bestMove(START, [1]), /search options must be an object/);
    refuses(() => engine.bestMove(START, { history: 5 }), /'history' must be an array of FENs/);
    refuses(() => engine.bestMove(START, { depth: 'x' }), /bad search options/, false);
    refuses(() => engine.bestMove(START, { depth: -1 }), /bad search options/, false);
    refuses(() => engine.bestMove(START, { history: [5] }), /bad search options/, false);
    refuses(() => engine.evaluate(5), /FEN must be a string/);
    const best = engine.bestMove(START, { depth: 1 });
    assert.match(best.uci, /^[a-h][1-8][a-h][1-8]$/);
    assert.equal(typeof best.alice, 'string');
    assert.equal(typeof best.san, 'string');
    assert.equal(typeof engine.evaluate(START), 'number');
    engine.free();
  });

  test('the wasm instance survives all of it', () => {
    const g = new Game();
    for (const m of ['e4', 'd5', 'Be2', 'dxe4', 'Bb5']) g.play(m);
    assert.equal(g.status().outcome.reason, 'checkmate');
  });
});
