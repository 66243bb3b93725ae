// The watch screen's controller (www/online/watch-ctrl.js) without any DOM, over a stand-in
// socket: the games heard (bad rows dropped, every field checked), the running clock counted down
// from the list's arrival, a socket that closes opened again with back-off, one that never
// answered saying no server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createWatchCtrl, readWatched } from '../../www/online/watch-ctrl.js';
import { sockets } from './fakes.mjs';

// (The socket's address is made from the document's base, all this module asks of a document.)
globalThis.document ??= /** @type {any} */ ({ baseURI: 'http://alice.test/' });
const ID = '0123456789abcdef';

test('the watch controller: games heard and checked, clocks counted from their arrival, a lost socket reopened, no server said', () => {
  const { opened, FakeSocket } = sockets();
  const timers = [];
  let clock = 1000;
  const ctrl = createWatchCtrl({ WebSocket: /** @type {any} */ (FakeSocket), timers: { setTimeout: (fn, ms) => timers.push({ fn, ms }) }, random: () => 0, now: () => clock });
  let changes = 0;
  ctrl.onChange(() => changes++);
  ctrl.start();
  assert.equal(opened[0].url, 'ws://alice.test/api/watch/socket');
  assert.equal(ctrl.state.games, null);
  // Never answered: no server here (and it tries again).
  opened[0].drop();
  assert.equal(ctrl.state.reachable, false);
  assert.equal(timers.length, 1);
  timers[0].fn();
  opened[1].say('not json');
  opened[1].say({ t: 'lobby', seeks: [] });
  assert.equal(changes, 1, 'only its own messages count');
  opened[1].say({
    t: 'games',
    games: [
      { id: ID, control: '3+2', white: 'Ann', black: null, ply: 2, fen: 'F', lastMove: 'd7d5', clocks: { white: 170_000, black: 180_000, running: 'white', deadline: 9 } },
      { id: '../x', control: '1+0' },
      null,
    ],
  });
  assert.equal(ctrl.state.reachable, true);
  assert.deepEqual(ctrl.state.games, [{ id: ID, control: '3+2', white: 'Ann', black: null, ply: 2, fen: 'F', lastMove: 'd7d5', clocks: { white: 170_000, black: 180_000, running: 'white' } }]);
  clock += 2500;
  assert.deepEqual(ctrl.clocks(ctrl.state.games[0]), { white: 167_500, black: 180_000, running: 'white' });
  clock += 1_000_000;
  assert.equal(ctrl.clocks(ctrl.state.games[0]).white, 0, 'never below zero');
  // Lost after it answered: kept, and opened again.
  opened[1].drop();
  assert.equal(ctrl.state.reachable, true);
  assert.equal(ctrl.state.games.length, 1);
  assert.equal(timers.length, 2);
});

test('a watched row is read field by field: bad fields become none', () => {
  assert.equal(readWatched({ id: 'nope', control: '3+2' }), null);
  assert.deepEqual(readWatched({ id: ID, control: '3+2', white: 5, black: '<b>', ply: -1, fen: 7, lastMove: 'e2e4; x', clocks: { white: -1, black: 3 } }), {
    id: ID,
    control: '3+2',
    white: null,
    black: '<b>',
    ply: 0,
    fen: null,
    lastMove: null,
    clocks: null,
  });
});
