// "My games" (www/online/my-games-ctrl.js) without any DOM: the order (your move first, then the
// least time left, then the newest), the seat book's games asked of the server (finished and
// vanished ones dropped), the account's games with their seats' tokens kept in the seat book, a
// game becoming the player's move said once; and the sign-up's check (www/online/auth.js) and the
// seats claimed, newest first, at most 50.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createMyGamesCtrl, sortGames } from '../../www/online/my-games-ctrl.js';
import { checkSignup, claimBrowserSeats, MAX_CLAIM } from '../../www/online/auth.js';
import { ApiError } from '../../www/online/api.js';
import { createSeats } from '../../www/online/seats.js';

const id = (n) => n.toString(16).padStart(16, '0');
const token = (n) => n.toString(16).padStart(32, '0');
const row = (over) => ({ id: id(1), seat: 'white', opponent: null, control: 'corr-3', status: 'playing', yourTurn: false, clock: null, updated: 0, ...over });

test('my games: your move first, then the least time left, then the newest', () => {
  const games = [row({ id: id(1), updated: 5 }), row({ id: id(2), clock: 9000 }), row({ id: id(3), yourTurn: true, clock: 50_000 }), row({ id: id(4), yourTurn: true, clock: 1000 }), row({ id: id(5), updated: 9 })];
  assert.deepEqual(sortGames(games).map((g) => g.id), [id(4), id(3), id(2), id(5), id(1)]);
});

test('signed out: the seat book\'s games asked of the server, finished and vanished ones dropped; a new move of yours said once', async () => {
  const seats = createSeats(null);
  seats.put(id(1), { token: token(1), color: 'white' });
  seats.put(id(2), { token: token(2), color: 'black' });
  seats.put(id(3), { token: token(3), color: 'black' });
  let turn = 'black';
  const games = {
    [id(1)]: () => ({ id: id(1), status: 'ended', control: '5+3', white: { name: 'A' }, black: null, state: null }),
    [id(2)]: () => ({ id: id(2), status: 'playing', control: 'corr-1', white: { name: null }, black: { name: 'B' }, state: { turn, outcome: null, clocks: null } }),
    [id(3)]: () => {
      throw new ApiError('not-found', 'gone', 404);
    },
  };
  const ctrl = createMyGamesCtrl({ seats, signedIn: () => false, api: { accountGames: async () => ({ games: [] }), readGame: async (g) => games[g]() }, timers: { setInterval: () => 0 } });
  const turns = [];
  ctrl.onTurn((n) => turns.push(n));
  await ctrl.refresh();
  assert.deepEqual(ctrl.state.games.map((g) => [g.id, g.yourTurn, g.opponent]), [[id(2), true, null]]);
  assert.deepEqual(turns, [], 'nothing said at the first reading');
  turn = 'white';
  await ctrl.refresh();
  turn = 'black';
  await ctrl.refresh();
  assert.deepEqual(turns, [1]);
  assert.equal(ctrl.turns, 1);
});

test('signed in: the account\'s games, their tokens kept in the seat book', async () => {
  const seats = createSeats(null);
  let signedIn = true;
  const ctrl = createMyGamesCtrl({
    seats,
    signedIn: () => signedIn,
    onSignedOut: () => (signedIn = false),
    api: {
      accountGames: async () => {
        if (!signedIn) throw new Error('asked signed out');
        return { games: [{ ...row({ id: id(7), seat: 'black', yourTurn: true, clock: 1000 }), token: token(7), moves: 3 }] };
      },
      readGame: async () => {
        throw new ApiError('not-found', 'gone', 404);
      },
    },
    timers: { setInterval: () => 0 },
  });
  await ctrl.refresh();
  assert.deepEqual(ctrl.state.games.map((g) => g.id), [id(7)]);
  assert.deepEqual(seats.get(id(7)), { token: token(7), color: 'black', at: seats.get(id(7)).at });
});

test('sign-up checked as the server checks it; the seats claimed newest first, at most 50', async () => {
  assert.equal(checkSignup('a', 'long enough'), 'name-length');
  assert.equal(checkSignup('x'.repeat(21), 'long enough'), 'name-length');
  assert.equal(checkSignup('Ann Lee', 'long enough'), 'name-characters');
  assert.equal(checkSignup('ann-lee_2', 'short'), 'password-length');
  assert.equal(checkSignup('ann-lee_2', 'long enough'), null);
  const seats = createSeats(null);
  assert.equal(await claimBrowserSeats(seats, async () => assert.fail('nothing to claim')), 0);
  for (let n = 1; n <= 60; n++) seats.put(id(n), { token: token(n), color: 'white' });
  let sent = [];
  assert.equal(await claimBrowserSeats(seats, async (list) => ((sent = list), { claimed: list.length })), MAX_CLAIM);
  assert.equal(sent.length, MAX_CLAIM);
  assert.ok(sent.every((s) => /^[0-9a-f]{16}$/.test(s.id) && /^[0-9a-f]{32}$/.test(s.token)));
  assert.equal(await claimBrowserSeats(seats, async () => Promise.reject(new ApiError('unreachable', 'x'))), 0);
});

test('signed out without a server (a static host): one game asked, then nothing more, the failure kept', async () => {
  const seats = createSeats(null);
  for (let n = 1; n <= 5; n++) seats.put(id(n), { token: token(n), color: 'white' });
  let asked = 0;
  const ctrl = createMyGamesCtrl({
    seats,
    signedIn: () => false,
    api: {
      accountGames: async () => assert.fail('not signed in'),
      readGame: async () => {
        asked++;
        throw new ApiError('unreachable', 'no game server here (HTTP 404)', 404);
      },
    },
    timers: { setInterval: () => 0 },
  });
  await ctrl.refresh();
  assert.equal(asked, 1);
  assert.equal(ctrl.state.failure?.code, 'unreachable');
  assert.equal(ctrl.state.games, null);
});
