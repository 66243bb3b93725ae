// wasm tests: load the built package (dist/pkg, the very files the page uses, after wasm-opt) in
// Node and check the JS API documented in src/wasm.rs. Run by `cargo xtask test` and
// `cargo xtask wasm-test`; by hand: `ALICE_PKG_DIR=dist/pkg node --test tests/wasm/`.
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
    assert.equal(k.status().outcome.reason, 'bare kings');
    assert.equal(k.status().outcome.result, '1/2-1/2');
  });
});
