// The live game's socket (www/online/connection.js) over a scripted stand-in for WebSocket: a
// move the server could not store now (`storage`, `unavailable`: its database or the node running
// the game cannot be reached) is kept, the socket replaced and the move sent again after the next
// hello, with the same ply — never dropped; a move the rules refuse is given back at once. (The
// real sockets, servers and faults are the browser tests' and the server's.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connectGame, RETRY_MS } from '../../www/online/connection.js';

globalThis.document ??= /** @type {any} */ ({ baseURI: 'http://alice.test/' });

/** Sockets as the connection opens them, each recording what it was sent. */
function fakeSockets() {
  /** @type {any[]} */
  const opened = [];
  class FakeSocket {
    /** @param {string} url @param {string[]} [protocols] */
    constructor(url, protocols) {
      this.url = url;
      this.protocols = protocols;
      this.readyState = 0;
      /** @type {any[]} */
      this.sent = [];
      /** @type {any} */ this.onopen = null;
      /** @type {any} */ this.onmessage = null;
      /** @type {any} */ this.onclose = null;
      /** @type {any} */ this.onerror = null;
      opened.push(this);
    }
    /** @param {string} text */
    send(text) {
      this.sent.push(JSON.parse(text));
    }
    close() {
      if (this.readyState === 3) return;
      this.readyState = 3;
      this.onclose?.();
    }
    // The server's side.
    open() {
      this.readyState = 1;
      this.onopen?.();
    }
    /** @param {any} msg */
    say(msg) {
      this.onmessage?.({ data: JSON.stringify(msg) });
    }
  }
  return { opened, FakeSocket };
}

const hello = { t: 'hello', v: 1, seat: 'black', game: {}, now: 1 };
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

test('a move refused as not stored now is kept, and sent again with its ply on the next socket', async () => {
  const { opened, FakeSocket } = fakeSockets();
  const states = [];
  const conn = connectGame('0123456789abcdef', 'tok', {
    WebSocket: /** @type {any} */ (FakeSocket),
    window: null,
    onMessage() {},
    onState: (s) => states.push(s),
  });
  const first = opened[0];
  // The token is in the subprotocols (a header), not in the address (logged by servers and proxies).
  assert.equal(first.url, 'ws://alice.test/api/games/0123456789abcdef/socket');
  assert.deepEqual(first.protocols, ['alice-chess', 'alice-seat.tok']);
  first.open();
  first.say(hello);
  assert.equal(conn.state, 'open');
  let settled = null;
  const played = conn.send({ t: 'move', uci: 'e7e5', ply: 1 }).then(
    (a) => (settled = { ok: a }),
    (e) => (settled = { error: e.code }),
  );
  const move = first.sent.find((m) => m.t === 'move');
  assert.deepEqual([move.uci, move.ply], ['e7e5', 1]);
  // The node cannot store it now.
  first.say({ t: 'error', id: move.id, code: 'storage', message: 'the move could not be stored; try again' });
  await wait(0);
  assert.equal(settled, null, 'neither acknowledged nor given back');
  assert.equal(conn.state, 'reconnecting');
  assert.equal(first.readyState, 3, 'the socket was replaced');
  assert.deepEqual(conn.pendingMoves(), [{ uci: 'e7e5', ply: 1 }]);
  // The next socket (after the back-off): the move goes again after its hello, same ply.
  await wait(RETRY_MS[0] * 1.4 + 50);
  const second = opened[1];
  assert.ok(second, 'a new socket was opened');
  second.open();
  assert.equal(second.sent.filter((m) => m.t === 'move').length, 0, 'not before the hello');
  second.say(hello);
  const again = second.sent.find((m) => m.t === 'move');
  assert.deepEqual([again.uci, again.ply, again.id], ['e7e5', 1, move.id]);
  // Unavailable (the game's node died): the same once more, then taken.
  second.say({ t: 'error', id: again.id, code: 'unavailable', message: 'try again' });
  await wait(RETRY_MS[0] * 1.4 + 50);
  const third = opened[2];
  third.open();
  third.say(hello);
  const last = third.sent.find((m) => m.t === 'move');
  third.say({ t: 'ack', id: last.id });
  await played;
  assert.deepEqual(settled, { ok: { t: 'ack', id: last.id } });
  assert.deepEqual(conn.pendingMoves(), []);
  assert.deepEqual(states, ['open', 'reconnecting', 'open', 'reconnecting', 'open']);
  conn.close();
});

test('a move the server refuses for good is given back at once', async () => {
  const { opened, FakeSocket } = fakeSockets();
  const conn = connectGame('0123456789abcdef', null, {
    WebSocket: /** @type {any} */ (FakeSocket),
    window: null,
    onMessage() {},
    onState() {},
  });
  opened[0].open();
  opened[0].say(hello);
  const played = conn.send({ t: 'move', uci: 'e2e5', ply: 0 });
  const move = opened[0].sent.find((m) => m.t === 'move');
  opened[0].say({ t: 'error', id: move.id, code: 'illegal', message: 'e2e5 is not a legal move' });
  await assert.rejects(played, (e) => e.code === 'illegal');
  assert.equal(conn.state, 'open', 'the socket stays');
  assert.equal(opened.length, 1);
  conn.close();
});
