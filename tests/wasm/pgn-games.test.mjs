// wasm tests of PGN texts with several games: pgnGames(text), and Game.fromPgn / Game.pgnTags with
// a game index.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasm, refuses } from './load.mjs';

const { Game, pgnGames } = wasm;

/** Three games; the second plays an illegal move. */
const THREE = `[Event "Spring"]
[Site "Wonderland"]
[Date "2024.03.01"]
[White "Alice"]
[Black "Red Queen"]
[Result "1-0"]

1. e4 d5 2. Be2 dxe4 3. Bb5# 1-0

[Event "Summer"]
[White "Tweedledum"]
[Black "Tweedledee"]

1. d4 Nf6 2. Qd4 *

[Event "Autumn"]
[White "Hatter"]
[Result "1/2-1/2"]

1. Nf3 Nf6 2. Ng1 Ng8 1/2-1/2
`;

test('pgnGames lists every game, the broken one with its error', () => {
  const games = pgnGames(THREE);
  assert.equal(games.length, 3);
  assert.deepEqual(games[0], {
    index: 0,
    tags: [['Event', 'Spring'], ['Site', 'Wonderland'], ['Date', '2024.03.01'], ['White', 'Alice'],
      ['Black', 'Red Queen'], ['Result', '1-0']],
    white: 'Alice',
    black: 'Red Queen',
    result: '1-0',
    event: 'Spring',
    date: '2024.03.01',
    plies: 5,
    error: null,
  });
  assert.deepEqual(
    games.map((g) => [g.index, g.event, g.white, g.black, g.date, g.result, g.plies]),
    [
      [0, 'Spring', 'Alice', 'Red Queen', '2024.03.01', '1-0', 5],
      [1, 'Summer', 'Tweedledum', 'Tweedledee', null, '*', 3],
      [2, 'Autumn', 'Hatter', null, null, '1/2-1/2', 4],
    ],
  );
  // (The wasm has no English for the reason of a refusal: `d4 is taken on board B` is the CLI's.)
  assert.equal(games[1].error, "move 2 (white): illegal move 'Qd4' (line 14)");
  assert.equal(games[2].error, null);
  games.forEach((g) => assert.equal(Object.getPrototypeOf(g), Object.prototype));
  assert.deepEqual(pgnGames(''), []);
  assert.deepEqual(pgnGames('1. e4 *').map((g) => [g.plies, g.white, g.error]), [[1, null, null]]);
});

test('fromPgn and pgnTags take a game index (default 0)', () => {
  assert.equal(Game.fromPgn(THREE).ply(), 5);
  assert.equal(Game.fromPgn(THREE, 0).snapshot().outcome.reason, 'checkmate');
  const autumn = Game.fromPgn(THREE, 2);
  assert.equal(autumn.ply(), 4);
  assert.equal(autumn.snapshot().outcome.reason, 'agreement');
  assert.deepEqual(Game.pgnTags(THREE, 2), [['Event', 'Autumn'], ['White', 'Hatter'], ['Result', '1/2-1/2']]);
  assert.deepEqual(Game.pgnTags(THREE), Game.pgnTags(THREE, null));
  assert.throws(() => Game.fromPgn(THREE, 1), { message: "move 2 (white): illegal move 'Qd4' (line 14)" });
  assert.throws(() => Game.pgnTags(THREE, 1), /illegal move 'Qd4'/);
});

test('an index out of range or of the wrong type', () => {
  for (const call of [() => Game.fromPgn(THREE, 3), () => Game.pgnTags(THREE, 3)]) {
    refuses(assert, call, /^no game at index 3: the PGN text holds 3 games \(indexes 0 to 2\)$/, false);
  }
  refuses(assert, () => Game.fromPgn('1. e4 *', 1), /holds 1 game \(index 0\)/, false);
  for (const bad of [-1, 1.5, 'x', {}, true]) {
    refuses(assert, () => Game.fromPgn(THREE, bad), /^the game index must be a whole number of at least 0/);
    refuses(assert, () => Game.pgnTags(THREE, bad), /^the game index must be a whole number of at least 0/);
  }
  for (const bad of [5, undefined, null, {}]) refuses(assert, () => pgnGames(bad), /^the PGN text must be a string/);
});
