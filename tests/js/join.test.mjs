// Taking a seat (www/online/api.js joinGame) over a stand-in fetch: the seat's token is chosen in
// the browser (32 hex digits, a new one per join) and sent with the join; a join whose answer did
// not come, or that the server could not do now, is sent again with the same token (the server
// then gives the same seat: server/tests/games.rs); a refusal or a static host is not retried.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { joinGame, JOIN_RETRY_MS, ApiError } from '../../www/online/api.js';

// (Addresses are made from the document's base, all this module asks of a document.)
globalThis.document ??= /** @type {any} */ ({ baseURI: 'http://alice.test/' });
const ID = '0123456789abcdef';

/** A fetch answering in turn from `answers` (an Error: the network failed), recording each request. */
function fetchFrom(answers) {
  const asked = [];
  globalThis.fetch = /** @type {any} */ (
    async (url, init) => {
      asked.push({ url, body: JSON.parse(init.body) });
      const a = answers.shift();
      if (a instanceof Error) throw a;
      return {
        ok: a.status < 400,
        status: a.status,
        headers: { get: () => a.type ?? 'application/json' },
        json: async () => a.json,
      };
    }
  );
  return asked;
}

test('a join sent again after no answer and a "not now" keeps its token, and gets the seat', async () => {
  const waits = [];
  const asked = fetchFrom([new Error('network down'), { status: 503, json: { error: { code: 'unavailable', message: 'later' } } }, { status: 200, json: { id: ID, seat: 'black', token: 'x' } }]);
  const grant = await joinGame(ID, 'Bob', { wait: async (ms) => void waits.push(ms) });
  assert.equal(grant.seat, 'black');
  assert.equal(asked.length, 3);
  assert.equal(asked[0].url, `http://alice.test/api/games/${ID}/join`);
  const token = asked[0].body.token;
  assert.match(token, /^[0-9a-f]{32}$/);
  assert.deepEqual(asked.map((a) => a.body), Array(3).fill({ name: 'Bob', token }));
  assert.deepEqual(waits, JOIN_RETRY_MS.slice(0, 2));
  // Another join: another token.
  const next = fetchFrom([{ status: 200, json: { id: ID, seat: 'white', token: 'y' } }]);
  await joinGame(ID, undefined, { wait: async () => {} });
  assert.notEqual(next[0].body.token, token);
  assert.deepEqual(Object.keys(next[0].body), ['token']);
});

test('a refusal, a static host or too many tries: the error, without more tries', async () => {
  const taken = fetchFrom([{ status: 409, json: { error: { code: 'taken', message: 'taken' } } }]);
  await assert.rejects(joinGame(ID, '', { wait: async () => {} }), (e) => e instanceof ApiError && e.code === 'taken');
  assert.equal(taken.length, 1);
  const statik = fetchFrom([{ status: 404, type: 'text/html', json: null }]);
  await assert.rejects(joinGame(ID, '', { wait: async () => {} }), (e) => e instanceof ApiError && e.code === 'unreachable' && e.status === 404);
  assert.equal(statik.length, 1);
  const down = fetchFrom(Array.from({ length: 10 }, () => new Error('down')));
  await assert.rejects(joinGame(ID, '', { wait: async () => {} }), (e) => e instanceof ApiError && e.code === 'unreachable');
  assert.equal(down.length, JOIN_RETRY_MS.length + 1);
});
