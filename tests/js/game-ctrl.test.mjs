// The live game's controller (www/online/game-ctrl.js) without any DOM: a stand-in board (the
// <alice-chess> element's methods, recorded), a stand-in connection and server API. What the
// server says reaches the board (moves, takebacks, offers, the end), the player's moves and actions
// reach the server, a missed event or a refused move reads the game again, a friend's link takes
// the free seat, a rematch keeps the seat, a game that cannot be opened says why. (The real
// server, sockets and faults are the browser tests' and the server's.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGameCtrl } from '../../www/online/game-ctrl.js';
import { createSeats } from '../../www/online/seats.js';
import { ApiError } from '../../www/online/api.js';
import { memoryStorage, tick } from './fakes.mjs';

const ID = '0123456789abcdef';
const NEXT = 'fedcba9876543210';
const TOKEN = 'a'.repeat(32);

function fakeBoard() {
  const calls = [];
  const board = {
    calls,
    attributes: {},
    ready: Promise.resolve(),
    history: [],
    result: null,
    ply: 0,
    clock: { white: 60000, black: 60000, running: null },
    setAttribute: (name, value) => (board.attributes[name] = value),
    load(game) {
      calls.push(['load', game]);
      board.history = (game.moves ?? []).map((uci) => ({ uci }));
      board.ply = board.history.length;
    },
    setClock: (c) => calls.push(['clock', c]),
    offer: (kind, by) => calls.push(['offer', kind, by]),
    play(uci) {
      calls.push(['play', uci]);
      board.history.push({ uci });
      board.ply++;
    },
    undo() {
      calls.push(['undo']);
      board.history.pop();
      board.ply--;
    },
    end: (e) => calls.push(['end', e]),
  };
  return board;
}

/** A connection the test drives: what was sent, reconnects, the server's messages and link state. */
function fakeConnect() {
  const made = [];
  const connect = (id, token, handlers) => {
    const conn = {
      id,
      token,
      handlers,
      sent: [],
      reconnects: 0,
      closed: false,
      /** @type {Array<{resolve: Function, reject: Function}>} */
      answers: [],
      waiting: false,
      send(msg) {
        conn.sent.push(msg);
        return new Promise((resolve, reject) => conn.answers.push({ resolve, reject }));
      },
      reconnect: () => conn.reconnects++,
      close: () => (conn.closed = true),
      pendingMoves: () => [],
      serverNow: () => 1000,
      say: async (msg) => {
        handlers.onMessage(msg);
        await tick();
      },
    };
    made.push(conn);
    return conn;
  };
  return { made, connect };
}


const seat = (name, connected = true) => ({ name, connected });
const live = (moves = [], extra = {}) => ({ seq: 1, start: null, moves, ply: moves.length, turn: moves.length % 2 ? 'black' : 'white', clocks: { white: 60000, black: 60000, running: null }, offers: { draw: null, takeback: null }, outcome: null, ...extra });
const game = (extra = {}) => ({ id: ID, status: 'playing', control: '1+0', white: seat('Ann'), black: seat('Bob'), state: live(), ...extra });

function open({ seated = true, api } = {}) {
  const board = fakeBoard();
  const { made, connect } = fakeConnect();
  const seats = createSeats(memoryStorage());
  if (seated) seats.put(ID, { token: TOKEN, color: 'white' });
  const went = [];
  const timers = [];
  const ctrl = createGameCtrl({ id: ID, seats, board, go: (url) => went.push(url), connect, api, timers: { setTimeout: (fn, ms) => timers.push({ fn, ms }) } });
  let changes = 0;
  ctrl.onChange(() => changes++);
  return { board, made, seats, went, timers, ctrl, changes: () => changes };
}

test('a seated player: the server’s game on the board, own moves sent, the opponent’s played, a declined offer noted, the end', async () => {
  assert.equal(typeof globalThis.document, 'undefined');
  const { board, made, ctrl, changes } = open();
  await ctrl.open();
  assert.equal(made.length, 1);
  assert.equal(made[0].token, TOKEN, 'the seat’s token from this browser');
  assert.equal(ctrl.state(), 'connecting');
  await made[0].say({ t: 'hello', seat: 'white', game: game() });
  assert.equal(ctrl.state(), 'playing');
  assert.deepEqual([board.attributes.mode, board.attributes['player-color']], ['online', 'white']);
  assert.equal(board.calls[0][0], 'load');
  assert.ok(changes() > 0);

  // Our move: sent with its ply from 0; the server's event for it plays nothing more.
  board.play('e2e4');
  ctrl.played('e2e4', 1);
  assert.deepEqual(made[0].sent.at(-1), { t: 'move', uci: 'e2e4', ply: 0 });
  const plays = board.calls.filter(([c]) => c === 'play').length;
  await made[0].say({ t: 'event', event: { seq: 2, type: 'move', ply: 1, uci: 'e2e4', fen: '8/8/8/8/8/8/8/8 b - - 0 1', clocks: { white: 59000, black: 60000, running: 'black', deadline: 61000 } } });
  assert.equal(board.calls.filter(([c]) => c === 'play').length, plays, 'our own move is already there');
  assert.equal(ctrl.view.game.state.turn, 'black');
  assert.deepEqual(board.calls.filter(([c]) => c === 'clock').at(-1)[1], { white: 59000, black: 60000, running: 'black' }, 'black’s time counted from its deadline in server time');

  // Their move: played on the board.
  await made[0].say({ t: 'event', event: { seq: 3, type: 'move', ply: 2, uci: 'e7e5', fen: '8/8/8/8/8/8/8/8 w - - 0 2', clocks: null } });
  assert.deepEqual(board.calls.filter(([c]) => c === 'play').at(-1), ['play', 'e7e5']);
  assert.deepEqual(ctrl.view.moves, ['e2e4', 'e7e5']);

  // A declined offer: a note naming who declined.
  await made[0].say({ t: 'event', event: { seq: 4, type: 'declined', kind: 'draw', by: 'black' } });
  assert.deepEqual(ctrl.view.note, { key: 'online.note.declined.draw', player: 'black' });

  // A missed event: read the whole game again.
  await made[0].say({ t: 'event', event: { seq: 9, type: 'clock', clocks: null } });
  assert.equal(made[0].reconnects, 1);

  // The end: the board says it, the screen is ended.
  await made[0].say({ t: 'event', event: { seq: 5, type: 'end', result: '1-0', reason: 'resign', winner: 'white', text: 'Black resigned' } });
  assert.deepEqual(board.calls.filter(([c]) => c === 'end').at(-1), ['end', { result: '1-0', reason: 'resign' }]);
  assert.equal(ctrl.state(), 'ended');
  assert.equal(ctrl.view.game.state.outcome.text, 'Black resigned');
});

test('a refused move is noted and the game read again; an action is sent as a message', async () => {
  const { made, ctrl } = open();
  await ctrl.open();
  await made[0].say({ t: 'hello', seat: 'white', game: game() });
  ctrl.played('e2e4', 1);
  made[0].answers.at(-1).reject({ code: 'turn', message: 'not your turn' });
  await tick();
  assert.deepEqual(ctrl.view.note, { code: 'turn', message: 'not your turn' });
  assert.equal(made[0].reconnects, 1);
  ctrl.act({ t: 'offer', kind: 'draw' });
  assert.deepEqual(made[0].sent.at(-1), { t: 'offer', kind: 'draw' });
  // A spectator's page sends no move.
  const watcher = open({ seated: false, api: { readGame: async () => game(), joinGame: async () => assert.fail('no free seat') } });
  await watcher.ctrl.open();
  await watcher.made[0].say({ t: 'hello', seat: null, game: game() });
  assert.equal(watcher.made[0].token, null);
  assert.equal(watcher.board.attributes.mode, 'view');
  assert.deepEqual(watcher.ctrl.view.note, { key: 'online.note.watching' });
  watcher.ctrl.played('e2e4', 1);
  assert.deepEqual(watcher.made[0].sent, []);
});

test('a friend’s link takes the free seat; a rematch keeps the seat, with the other colour', async () => {
  const joined = [];
  const { made, seats, went, ctrl } = open({
    seated: false,
    api: {
      readGame: async () => game({ status: 'waiting', black: null, state: null }),
      joinGame: async (id, name) => (joined.push([id, name]), { id, token: 'b'.repeat(32), seat: 'black' }),
    },
  });
  await ctrl.open();
  assert.deepEqual(joined, [[ID, undefined]]);
  assert.equal(made[0].token, 'b'.repeat(32));
  assert.equal(seats.get(ID).color, 'black');
  await made[0].say({ t: 'hello', seat: 'black', game: game() });
  await made[0].say({ t: 'rematch', game: NEXT });
  assert.deepEqual(went, [`?game=${NEXT}`]);
  assert.deepEqual([seats.get(NEXT).token, seats.get(NEXT).color], ['b'.repeat(32), 'white']);
  assert.equal(made[0].closed, true);
});

test('a game that cannot be opened says why; no server: tried again, ever more slowly', async () => {
  const bad = open({ seated: false, api: { readGame: async () => Promise.reject(new ApiError('not-found', 'no such game', 404)), joinGame: async () => assert.fail() } });
  await bad.ctrl.open();
  assert.equal(bad.ctrl.state(), 'failed');
  assert.equal(bad.ctrl.view.failure, 'noGame');
  assert.equal(bad.timers.length, 0);

  let reads = 0;
  const down = open({ seated: false, api: { readGame: async () => (reads++, Promise.reject(new ApiError('unreachable', 'down'))), joinGame: async () => assert.fail() } });
  await down.ctrl.open();
  assert.equal(down.ctrl.view.failure, 'noServer');
  assert.equal(down.timers.length, 1);
  await down.timers[0].fn();
  assert.equal(reads, 2);
  assert.ok(down.timers[1].ms > down.timers[0].ms, 'backs off');

  const id = createGameCtrl({ id: 'not-an-id', seats: createSeats(memoryStorage()), board: fakeBoard(), go() {}, connect: () => assert.fail('no socket') });
  await id.open();
  assert.equal(id.view.failure, 'noGame');
});

test('the chat: the hello’s lines, a relayed line once, a line sent, a refusal kept until typing again; what a muted or closed chat shows', async () => {
  const { shownLines, chatLength, CHAT_MAX } = await import('../../www/online/chat.js');
  const { made, ctrl } = open();
  await ctrl.open();
  const line = (seq, seat, text) => ({ seq, room: 'player', seat, name: seat === 'white' ? 'Ann' : null, text, at: 5 });
  await made[0].say({ t: 'hello', seat: 'white', game: game(), chat: [line(0, 'white', 'hi'), { junk: true }, line(1, 'black', 'hello')] });
  assert.deepEqual(ctrl.view.chat.map((l) => l.text), ['hi', 'hello'], 'a malformed line is dropped');
  await made[0].say({ t: 'chat', room: 'player', line: line(2, 'black', 'gl') });
  await made[0].say({ t: 'chat', room: 'player', line: line(2, 'black', 'gl') });
  assert.deepEqual(ctrl.view.chat.map((l) => l.seq), [0, 1, 2], 'a line relayed twice is shown once');

  const sent = ctrl.say('good game');
  assert.deepEqual(made[0].sent.at(-1), { t: 'chat', text: 'good game' });
  made[0].answers.at(-1).resolve({ t: 'ack' });
  assert.equal(await sent, true);
  const refused = ctrl.say('again');
  made[0].answers.at(-1).reject({ code: 'chat-throttled', message: 'too many lines' });
  assert.equal(await refused, false);
  assert.equal(ctrl.view.chatError?.code, 'chat-throttled');
  ctrl.clearChatError();
  assert.equal(ctrl.view.chatError, null);

  const lines = ctrl.view.chat;
  assert.equal(shownLines(lines, 'on', 'white').length, 3);
  assert.deepEqual(shownLines(lines, 'muted', 'white').map((l) => l.seq), [0], 'muted: only my own lines');
  assert.equal(shownLines(lines, 'muted', null).length, 3, 'a spectator has no opponent to mute');
  assert.equal(shownLines(lines, 'off', 'white').length, 0);
  assert.equal(CHAT_MAX, 140);
  assert.equal(chatLength('é'.repeat(140)), 140);
  assert.equal(chatLength('👍🏽'.repeat(3)), 3, 'characters as a reader counts them');
});

test('once the game is over a player reads the spectators’ room too; a seat that joined an account shows its new name', async () => {
  const { made, ctrl, board } = open();
  await ctrl.open();
  const line = (seq, room, seat, text) => ({ seq, room, seat, name: seat ? 'Ann' : 'carol', text, at: 5 });
  await made[0].say({ t: 'hello', seat: 'white', game: game(), chat: [line(0, 'player', 'white', 'gl')] });
  assert.equal(ctrl.view.spectatorChat, null, 'not open during the game');
  // The end: the spectators' lines so far, then each new one (a relayed copy once).
  await made[0].say({ t: 'spectator-chat', chat: [line(1, 'spectator', null, 'nice'), { junk: true }] });
  assert.deepEqual(ctrl.view.spectatorChat?.map((l) => l.text), ['nice']);
  await made[0].say({ t: 'chat', room: 'spectator', players: true, line: line(3, 'spectator', null, 'wp') });
  await made[0].say({ t: 'chat', room: 'spectator', players: true, line: line(3, 'spectator', null, 'wp') });
  await made[0].say({ t: 'chat', room: 'player', line: line(4, 'player', 'black', 'gg') });
  assert.deepEqual(ctrl.view.spectatorChat?.map((l) => l.seq), [1, 3]);
  assert.deepEqual(ctrl.view.chat.map((l) => l.seq), [0, 4], 'each room its own lines');
  const sent = ctrl.say('thanks', 'spectator');
  assert.deepEqual(made[0].sent.at(-1), { t: 'chat', text: 'thanks', room: 'spectator' });
  made[0].answers.at(-1).resolve({ t: 'ack' });
  assert.equal(await sent, true);
  // A reload after the end: the hello brings both rooms.
  await made[0].say({ t: 'hello', seat: 'white', game: game({ status: 'ended' }), chat: [], spectatorChat: [line(1, 'spectator', null, 'nice')] });
  assert.deepEqual(ctrl.view.spectatorChat?.map((l) => l.seq), [1]);

  // A spectator's page: its own room only, and never a room to choose.
  const watcher = open({ seated: false, api: { readGame: async () => game(), joinGame: async () => assert.fail('no free seat') } });
  await watcher.ctrl.open();
  await watcher.made[0].say({ t: 'hello', seat: null, game: game(), chat: [], spectatorChat: [line(1, 'spectator', null, 'x')] });
  assert.equal(watcher.ctrl.view.spectatorChat, null);
  await watcher.made[0].say({ t: 'chat', room: 'spectator', line: line(5, 'spectator', null, 'hey') });
  assert.deepEqual(watcher.ctrl.view.chat.map((l) => l.seq), [5]);
  watcher.ctrl.say('hi', 'spectator');
  assert.deepEqual(watcher.made[0].sent.at(-1), { t: 'chat', text: 'hi' });

  // The black seat joined Bob's account as "Robert": the names change, the board is drawn again.
  const loads = board.calls.filter((c) => c[0] === 'load').length;
  await made[0].say({ t: 'players', game: game({ status: 'ended', black: seat('Robert') }) });
  assert.equal(ctrl.view.game?.black?.name, 'Robert');
  await board.ready;
  await new Promise((r) => setTimeout(r, 0));
  const load = board.calls.filter((c) => c[0] === 'load');
  assert.equal(load.length, loads + 1);
  assert.equal(load.at(-1)[1].players.black.name, 'Robert');
});
