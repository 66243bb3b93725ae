// wasm tests of refused moves: play()'s error says why (its `refusal`), and
// Game.explain(from, to, promotion?) gives the refusal for squares (null when the move is legal):
// data ({label, code, args}) that www/i18n/refusal.js words, here in English. The package is
// loaded by load.mjs. (refusals.test.mjs: every reason code against the Rust core's English.)
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { wasm } from './load.mjs';
import { englishT } from '../../www/i18n/i18n.js';
import { refusalText } from '../../www/i18n/refusal.js';
import { problemText } from '../../www/i18n/errors.js';

const { Game } = wasm;

/** Game.explain() in English words (null when the move is legal). */
const explain = (g, ...args) => {
  const refusal = g.explain(...args);
  return refusal && refusalText(englishT, refusal);
};

/** A game after `moves` from `fen` (the start when omitted). */
function game(moves = [], fen) {
  const g = new Game(fen);
  for (const m of moves) g.play(m);
  return g;
}

/** The error play(text) throws: its problem and its refusal, in English words. */
function refused(g, text) {
  const before = g.fen();
  let error = null;
  try {
    g.play(text);
  } catch (e) {
    assert.ok(e instanceof Error, 'an Error');
    error = e;
  }
  assert.notEqual(error, null, `${text} should be refused`);
  assert.equal(g.fen(), before, 'the game is unchanged');
  return { message: problemText(englishT, error), why: refusalText(englishT, error.refusal) };
}

/** Why play(text) is refused, in English words. */
const refusal = (g, text) => refused(g, text).why;

describe('play() says why a move is refused', () => {
  test('the looking-glass rule: Qd4 after 1.d4 Nf6', () => {
    const g = game(['d4', 'Nf6']);
    assert.deepEqual(refused(g, 'Qd4'), { message: "illegal move 'Qd4': d4 is taken on board B", why: 'Qd4: d4 is taken on board B.' });
    assert.equal(refusal(g, 'd1d4'), 'd1d4: d4 is taken on board B.');
  });

  test('each kind of reason', () => {
    const cases = [
      [[], 'e7e5', "it is White's turn, and the pawn on e7 is Black's"],
      [[], 'Nf6', "it is White's turn, and this is a move for Black"],
      [[], 'e3e4', 'there is no piece on e3'],
      [[], 'Nd4', 'your knights on b1 and g1 (board A) cannot reach d4 in one move'],
      [[], 'g1g3', 'a knight cannot move from g1 to g3'],
      [[], 'Bb5', 'the way from f1 to b5 is blocked by the pawn on e2 (board A)'],
      [[], 'Qd2', 'd2 holds your own pawn (board A)'],
      [[], 'O-O', 'the bishop on f1 and the knight on g1 (board A) stand between the king and the rook'],
    ];
    for (const [moves, text, why] of cases) {
      const { message, why: said } = refused(game(moves), text);
      assert.equal(said, `${text}: ${why}.`);
      assert.equal(message, `illegal move '${text}': ${why}`, 'the problem names the move and says why');
    }
    const over = refused(game(['e4', 'd5', 'Be2', 'dxe4', 'Bb5']), 'Kd7');
    assert.deepEqual(over, { message: 'the game is over (Checkmate — White wins)', why: 'Kd7: the game is over (Checkmate — White wins).' });
  });

  test('pins, checks and both boards of a king move', () => {
    assert.equal(
      refusal(game([], '4k3/8/8/8/7b/8/5N2/4K3 w - - 0 1'), 'Nd3'),
      'Nd3: the knight on f2 is pinned — moving it would leave your king on e1 in check from the bishop on h4 (board A).',
    );
    assert.equal(
      refusal(game([], '4k3/8/8/8/7b/8/8/R3K3 w - - 0 1'), 'Ra2'),
      'Ra2: your king on e1 is in check from the bishop on h4 (board A), and this move does not answer it.',
    );
    assert.match(refusal(game([], '4kr2/8/8/8/8/8/8/4K3 w - - 0 1'), 'Kf1'), /move into check: f1 is attacked on board A by the rook on f8\.$/);
    assert.match(refusal(game([], '4ku2/8/8/8/8/8/8/4K3 w - - 0 1'), 'Kf1'), /land in check on board B: f1 is attacked there by the rook on f8\.$/);
    assert.match(refusal(game([], '4k3/8/8/8/8/8/8/R3K1oR w KQ - 0 1'), 'O-O'), /g1 is taken on board B, where the king would land\.$/);
  });

  test('ambiguous moves name the candidates', () => {
    const { message, why } = refused(game([], '4k3/8/8/8/8/2N3N1/3O4/4K3 w - - 0 1'), 'Ne4');
    assert.equal(message, "ambiguous move 'Ne4': could be Nce4, Nge4");
    assert.equal(why, 'Ne4: it could be Nce4 or Nge4.');
  });
});

describe('Game.explain(from, to, promotion?)', () => {
  test('null for a legal move, the reason otherwise', () => {
    const g = game(['d4', 'Nf6']);
    assert.equal(explain(g, 'c1', 'f4'), null);
    assert.equal(explain(g, 'd1', 'd4'), 'Qd4: d4 is taken on board B.');
    assert.equal(explain(g, 'd1', 'd3'), null);
    assert.equal(explain(g, 'f6', 'e4'), "Oe4: it is White's turn, and the knight on f6 is Black's.");
    assert.equal(explain(g, 'e3', 'e4'), 'e3e4: there is no piece on e3.');
    assert.equal(explain(g, 'g1', 'g3'), 'Ng3: a knight cannot move from g1 to g3.');
  });

  test('promotion: any piece will do when none is given; a wrong one is named', () => {
    const g = game([], '4k3/P7/8/8/8/8/8/4K3 w - - 0 1');
    assert.equal(explain(g, 'a7', 'a8'), null);
    assert.equal(explain(g, 'a7', 'a8', 'n'), null);
    assert.equal(explain(g, 'a7', 'a8', null), null);
    assert.match(explain(g, 'e1', 'e2', 'q'), /only a pawn reaching the last rank is promoted/);
  });

  test('agrees with the legal moves on every square pair', () => {
    const g = game(['e4', 'd5', 'Be2', 'dxe4', 'Nc3', 'Nf6']);
    const squares = [];
    for (const f of 'abcdefgh') for (const r of '12345678') squares.push(f + r);
    const legal = new Set(g.legalMoves().map((m) => m.from + m.to));
    let refused = 0;
    for (const from of squares) {
      for (const to of squares) {
        const why = explain(g, from, to);
        assert.equal(why === null, legal.has(from + to), `${from}${to}: ${why}`);
        if (why !== null) {
          refused += 1;
          assert.match(why, /^\S+: .+\.$/, why);
        }
      }
    }
    assert.ok(refused > 4000);
  });

  test('a finished game refuses everything', () => {
    const g = game(['e4', 'd5', 'Be2', 'dxe4', 'Bb5']);
    assert.match(explain(g, 'e8', 'd7'), /the game is over \(Checkmate — White wins\)/);
  });

  test('wrong arguments: TypeError naming the argument, or a clear Error', () => {
    const g = game();
    const refuses = (call, message, type = true) =>
      assert.throws(call, (e) => e instanceof (type ? TypeError : Error) && message.test(e.message));
    refuses(() => g.explain(5, 'e4'), /^the from-square must be a string, not the number 5$/);
    refuses(() => g.explain('e2'), /^the to-square must be a string, not undefined$/);
    refuses(() => g.explain('e2', 'e4', 5), /^the promotion piece must be a string/);
    refuses(() => g.explain('z9', 'e4'), /from-square must be a square such as "e4", not 'z9'/, false);
    refuses(() => g.explain('e2', 'e4', 'k'), /unknown promotion piece 'k'/, false);
    assert.equal(explain(g, 'e2', 'e4'), null, 'the game still works');
  });
});
