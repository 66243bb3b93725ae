// The online home screen's controller (www/online/lobby-ctrl.js) without any DOM: the time
// control read from the form, a game created (its seat kept, the game opened) or refused (said,
// nothing kept), a seek joined, and the live lobby over a stand-in socket: seeks heard (bad ones
// dropped), a socket that closes reconnects with back-off, one that never answered says no server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createLobbyCtrl, ratingRange, readControl, speedOf } from '../../www/online/lobby-ctrl.js';
import { createSeats } from '../../www/online/seats.js';
import { ApiError } from '../../www/online/api.js';
import { memoryStorage, sockets } from './fakes.mjs';

// (The socket's address is made from the document's base, all this module asks of a document.)
globalThis.document ??= /** @type {any} */ ({ baseURI: 'http://alice.test/' });
const ID = '0123456789abcdef';
const TOKEN = 'c'.repeat(32);


function open(api = {}) {
  const seats = createSeats(memoryStorage());
  const went = [];
  const timers = [];
  const { opened, FakeSocket } = sockets();
  const ctrl = createLobbyCtrl({ seats, go: (url) => went.push(url), api, WebSocket: /** @type {any} */ (FakeSocket), timers: { setTimeout: (fn, ms) => timers.push({ fn, ms }) }, random: () => 0 });
  let changes = 0;
  ctrl.onChange(() => changes++);
  return { seats, went, timers, opened, ctrl, changes: () => changes };
}

test('the time control: a listed one, or minutes + increment within bounds', () => {
  assert.deepEqual(readControl('5+3', '', ''), { control: '5+3' });
  assert.deepEqual(readControl('custom', '0.5', '0'), { control: '0.5+0' });
  assert.deepEqual(readControl('custom', '0.3', '0'), { error: 'online.create.badMinutes' });
  assert.deepEqual(readControl('custom', '181', '0'), { error: 'online.create.badMinutes' });
  assert.deepEqual(readControl('custom', '3', '1.5'), { error: 'online.create.badIncrement' });
});

test('the lobby controller needs no DOM: a game created keeps its seat and opens; a refusal is said and keeps nothing', async () => {
  const asked = [];
  const { seats, went, ctrl } = open({
    createGame: async (o) => (asked.push(o), { id: ID, token: TOKEN, seat: 'black' }),
  });
  await ctrl.create({ choice: 'custom', minutes: '3', increment: '2', color: 'black', name: '  Ann ', seek: true });
  assert.deepEqual(asked, [{ control: '3+2', color: 'black', seek: true, name: 'Ann' }]);
  assert.deepEqual(seats.get(ID) && [seats.get(ID).token, seats.get(ID).color], [TOKEN, 'black']);
  assert.equal(seats.name(), 'Ann');
  assert.deepEqual(went, [`?game=${ID}`]);
  assert.equal(ctrl.state.busy, false);

  const refused = open({ createGame: async () => Promise.reject(new ApiError('throttled', 'slow down', 429)) });
  await refused.ctrl.create({ choice: '5+3', minutes: '', increment: '', color: 'random', name: '', seek: false });
  assert.deepEqual(refused.ctrl.state.createError, { code: 'throttled', message: 'slow down' });
  assert.deepEqual(refused.went, []);
  await refused.ctrl.create({ choice: 'custom', minutes: 'x', increment: '0', color: 'random', name: '', seek: false });
  assert.deepEqual(refused.ctrl.state.createError, { key: 'online.create.badMinutes' });
});

test('the live lobby: seeks heard (bad ones dropped), joined; a closed socket reconnects with back-off; never heard: no server', async () => {
  const joined = [];
  const { seats, went, timers, opened, ctrl } = open({ joinGame: async (id) => (joined.push(id), { id, token: TOKEN, seat: 'white' }) });
  ctrl.listen();
  assert.equal(opened.length, 1);
  assert.equal(opened[0].url, 'ws://alice.test/api/lobby/socket');
  assert.equal(ctrl.state.seeks, null);
  opened[0].say('not json');
  opened[0].say({ t: 'lobby', seeks: [{ id: ID, control: '5+3', color: 'white', name: 'Bob' }, { id: 'nope', control: '5+3' }, null] });
  assert.deepEqual(ctrl.state.seeks.map((s) => s.id), [ID]);
  assert.equal(ctrl.mine(ID), false);
  await ctrl.join(ctrl.state.seeks[0]);
  assert.deepEqual(joined, [ID]);
  assert.equal(seats.get(ID).color, 'white');
  assert.deepEqual(went, [`?game=${ID}`]);
  // Its own seek: opened, not joined again.
  assert.equal(ctrl.mine(ID), true);
  await ctrl.join(ctrl.state.seeks[0]);
  assert.deepEqual(joined, [ID]);

  opened[0].drop();
  assert.equal(ctrl.state.reachable, true, 'heard from before: the server is there');
  assert.equal(timers.length, 1);
  timers[0].fn();
  assert.equal(opened.length, 2);
  opened[1].drop();
  assert.ok(timers[1].ms > timers[0].ms, 'backs off');

  const nobody = open();
  nobody.ctrl.listen();
  nobody.opened[0].drop();
  assert.equal(nobody.ctrl.state.reachable, false);
});

test('a seek that cannot be joined any more is said until the lobby changes', async () => {
  const { opened, ctrl } = open({ joinGame: async () => Promise.reject(new ApiError('taken', 'the seat is taken', 409)) });
  ctrl.listen();
  opened[0].say({ t: 'lobby', seeks: [{ id: ID, control: '5+3', color: 'random' }] });
  await ctrl.join(ctrl.state.seeks[0]);
  assert.deepEqual(ctrl.state.joinError, { code: 'taken', message: 'the seat is taken' });
  opened[0].say({ t: 'lobby', seeks: [] });
  assert.equal(ctrl.state.joinError, null);
});

test('a rated game is asked for only when the form says so; a rated refusal is kept to be said', async () => {
  const asked = [];
  const { ctrl } = open({ createGame: async (o) => (asked.push(o), { id: ID, token: TOKEN, seat: 'white' }) });
  await ctrl.create({ choice: 'corr-3', minutes: '', increment: '', color: 'white', name: '', seek: true, rated: true });
  await ctrl.create({ choice: '5+3', minutes: '', increment: '', color: 'white', name: '', seek: true, rated: false });
  assert.deepEqual(asked, [
    { control: 'corr-3', color: 'white', seek: true, rated: true },
    { control: '5+3', color: 'white', seek: true },
  ]);
  const refused = open({ createGame: async () => Promise.reject(new ApiError('rated-anonymous', 'sign in', 403)) });
  await refused.ctrl.create({ choice: '5+3', minutes: '', increment: '', color: 'white', name: '', seek: true, rated: true });
  assert.equal(refused.ctrl.state.createError?.code, 'rated-anonymous');
});

test('a rated seek’s rating range: ± around the player’s rating in the game’s speed, as the server reckons the speed', async () => {
  assert.equal(speedOf('1+0'), 'bullet');
  assert.equal(speedOf('0.5+0'), 'bullet');
  assert.equal(speedOf('2+1'), 'bullet'); // 120 + 40 = 160 s
  assert.equal(speedOf('3+2'), 'blitz'); // 180 + 80
  assert.equal(speedOf('5+3'), 'blitz'); // 300 + 120 = 420
  assert.equal(speedOf('10+5'), 'rapid'); // 600 + 200
  assert.equal(speedOf('15+10'), 'rapid'); // 900 + 400 = 1300
  assert.equal(speedOf('25+0'), 'classical');
  assert.equal(speedOf('corr-3'), 'correspondence');
  assert.equal(speedOf('x'), null);
  assert.deepEqual(ratingRange(1500, 200), [1300, 1700]);
  assert.deepEqual(ratingRange(1493.6, 100), [1394, 1594]);
  assert.deepEqual(ratingRange(3900, 300), [3600, 4000]);
  assert.deepEqual(ratingRange(250, 500), [0, 750]);
  assert.equal(ratingRange(1500, 0), null);

  const asked = [];
  const { ctrl } = open({
    createGame: async (o) => (asked.push(o), { id: ID, token: TOKEN, seat: 'white' }),
    readProfile: async () => ({ perfs: { blitz: { rating: 1720 }, rapid: { rating: 1610 } } }),
  });
  assert.equal(ctrl.ratingFor('5+3', '', ''), 1500, 'a new player’s until the ratings are read');
  await ctrl.loadRatings('Kim');
  assert.equal(ctrl.ratingFor('5+3', '', ''), 1720);
  assert.equal(ctrl.ratingFor('custom', '10', '5'), 1610);
  assert.equal(ctrl.ratingFor('1+0', '', ''), 1500);
  await ctrl.create({ choice: '5+3', minutes: '', increment: '', color: 'white', name: 'Kim', seek: true, rated: true, range: 200 });
  await ctrl.create({ choice: '5+3', minutes: '', increment: '', color: 'white', name: 'Kim', seek: true, rated: true, range: 0 });
  await ctrl.create({ choice: '5+3', minutes: '', increment: '', color: 'white', name: 'Kim', seek: true, rated: false, range: 200 });
  assert.equal(asked[0].ratingRange, '1520-1920');
  assert.equal(asked[0].rated, true);
  assert.equal('ratingRange' in asked[1], false, 'any rating: no range');
  assert.equal('ratingRange' in asked[2], false, 'a casual game: no range');
});
