// wasm tests of PGN texts with several games: pgnGames(text), and Game.fromPgn / Game.pgnTags with
// a game index.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasm, refuses, says } from './load.mjs';
import { englishT } from '../../www/i18n/i18n.js';
import { problemText } from '../../www/i18n/errors.js';

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
  // Why it cannot be read, as data (errors.test.mjs: worded by www/i18n/errors.js).
  assert.deepEqual(games[1].error, {
    code: 'pgn.move',
    args: [14, 2, 'w', { code: 'move.illegal', args: ['Qd4', { code: 'taken', args: ['d4', 'B'] }] }],
  });
  assert.equal(problemText(englishT, { problem: games[1].error }), "move 2 (white): illegal move 'Qd4': d4 is taken on board B (line 14)");
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
  says(assert, () => Game.fromPgn(THREE, 1), /^move 2 \(white\): illegal move 'Qd4': d4 is taken on board B \(line 14\)$/);
  says(assert, () => Game.pgnTags(THREE, 1), /illegal move 'Qd4'/);
});

test('an index out of range or of the wrong type', () => {
  for (const call of [() => Game.fromPgn(THREE, 3), () => Game.pgnTags(THREE, 3)]) {
    says(assert, call, /^no game at index 3: the PGN text holds 3 games \(indexes 0 to 2\)$/);
  }
  says(assert, () => Game.fromPgn('1. e4 *', 1), /holds 1 game \(index 0\)/);
  for (const bad of [-1, 1.5, 'x', {}, true]) {
    refuses(assert, () => Game.fromPgn(THREE, bad), /^the game index must be a whole number of at least 0/);
    refuses(assert, () => Game.pgnTags(THREE, bad), /^the game index must be a whole number of at least 0/);
  }
  for (const bad of [5, undefined, null, {}]) refuses(assert, () => pgnGames(bad), /^the PGN text must be a string/);
});
