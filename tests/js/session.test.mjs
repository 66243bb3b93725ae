// The page's game across visits (www/play/session.js) with the real game controller and the built
// wasm core, over a Map-backed stand-in for localStorage behind the page's store
// (www/shell/page-storage.js): what start-up does with a saved game that cannot be used whole
// (issue 31, point 7) — nothing saved is ever written over before it is set aside, a newer
// format is left alone, the legal moves before an illegal one and a game without its bad clock
// are kept — and that a save that fails is said.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bindings } from './core.mjs';
import { createCore } from '../../www/core/core.js';
import { createGameController } from '../../www/game/controller.js';
import { createSession } from '../../www/play/session.js';
import { GAME_KEY, PREVIOUS_KEY } from '../../www/shell/storage.js';
import { createPageStore, sayStorageProblems } from '../../www/shell/page-storage.js';

const core = createCore(bindings);
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const NOW = 1_700_000_000_000;

/**
 * A stand-in for localStorage holding `items`; `quota`: the most characters it holds (a write
 * past it throws a QuotaExceededError, as the browser's does).
 */
function fakeStorage(items = {}, { quota = Infinity } = {}) {
  const map = new Map(Object.entries(items));
  const used = () => [...map].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    map,
    writes: [],
    getItem: (key) => (map.has(key) ? map.get(key) : null),
    setItem(key, value) {
      const before = map.get(key);
      map.set(key, String(value));
      if (used() > quota) {
        if (before === undefined) map.delete(key);
        else map.set(key, before);
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      this.writes.push(key);
    },
    removeItem: (key) => void map.delete(key),
  };
}

/** A page: the controller, its session over `raw` (saving after every change, as app.js does), and what it said. */
function page(raw, { saveKey, hash = '' } = {}) {
  const controller = createGameController({ core });
  const store = createPageStore(raw);
  const notices = [];
  const notify = (text) => notices.push(typeof text === 'function' ? text() : text);
  sayStorageProblems(store, notify, (key) => key);
  const session = createSession(controller, {
    storage: store,
    location: /** @type {any} */ ({ hash, search: '', pathname: '/', origin: 'http://x' }),
    notify,
    t: /** @type {any} */ ((key) => key),
    now: () => NOW,
    faceHuman() {},
    newGame: () => controller.newGame({ players: { mode: 'hotseat' } }),
    orientation: () => 'w',
    setOrientation() {},
    ...(saveKey === undefined ? {} : { saveKey }),
  });
  controller.on('change', (s) => session.save(s));
  session.boot();
  /** @param {string[]} moves  played on the board */
  const play = (...moves) => {
    for (const m of moves) assert.equal(controller.move(m.slice(0, 2), m.slice(2, 4)), 'played', m);
  };
  return { controller, session, notices, play, raw };
}

const saved = (raw) => JSON.parse(raw.map.get(GAME_KEY));
const ucis = (controller) => controller.snapshot.history.map((m) => m.uci);

test('a good save is restored and saved again after each move', () => {
  const raw = fakeStorage({ [GAME_KEY]: JSON.stringify({ v: 1, moves: ['e2e4', 'e7e5'] }) });
  const { controller, notices, play } = page(raw);
  assert.deepEqual(ucis(controller), ['e2e4', 'e7e5']);
  assert.deepEqual(notices, []);
  play('g1f3');
  assert.deepEqual(saved(raw).moves, ['e2e4', 'e7e5', 'g1f3']);
});

test('an unreadable save is set aside (kept under another key, said), then the new game is saved', () => {
  const text = '{"v":1,"moves":["e2e4",';
  const raw = fakeStorage({ [GAME_KEY]: text });
  const { controller, notices, play } = page(raw);
  assert.equal(controller.snapshot.gamePly, 0);
  assert.equal(raw.map.get(`${GAME_KEY}.unreadable`), text, 'kept as it was');
  assert.deepEqual(notices, ['page.session.restoreFailed', 'page.session.setAside']);
  play('d2d4');
  assert.deepEqual(saved(raw).moves, ['d2d4']);
  assert.equal(raw.map.get(`${GAME_KEY}.unreadable`), text);
});

test('a save with a start position the core refuses is set aside too', () => {
  const text = JSON.stringify({ v: 1, start: 'not a fen at all', moves: [] });
  const raw = fakeStorage({ [GAME_KEY]: text });
  const { controller } = page(raw);
  assert.equal(controller.snapshot.fen, START);
  assert.equal(raw.map.get(`${GAME_KEY}.unreadable`), text);
});

test('an unreadable save that cannot be set aside (storage full) is never written over', () => {
  const text = '{"v":1,"moves":[' + '"e2e4",'.repeat(50);
  const raw = fakeStorage({ [GAME_KEY]: text }, { quota: text.length + 200 });
  const { notices, play } = page(raw);
  play('e2e4', 'e7e5');
  assert.equal(raw.map.get(GAME_KEY), text, 'left as it was');
  assert.equal(raw.map.has(`${GAME_KEY}.unreadable`), false);
  assert.ok(notices.includes('page.session.notSetAside'), notices.join(' | '));
});

test('a save of a newer format (v: 2) is left untouched: the page plays, saves nothing over it, and says so', () => {
  const text = JSON.stringify({ v: 2, moves: ['e2e4'], something: { new: true } });
  const raw = fakeStorage({ [GAME_KEY]: text });
  const { controller, notices, play } = page(raw);
  assert.equal(controller.snapshot.gamePly, 0);
  play('e2e4', 'e7e5', 'g1f3');
  assert.equal(raw.map.get(GAME_KEY), text);
  assert.equal(raw.writes.includes(GAME_KEY), false);
  assert.deepEqual(notices, ['page.session.newer']);
});

test('the legal moves before an illegal one are kept; the save as it was is set aside', () => {
  const text = JSON.stringify({ v: 1, moves: ['e2e4', 'e7e5', 'g1f3', 'e8e3', 'b1c3'] });
  const raw = fakeStorage({ [GAME_KEY]: text });
  const { controller, notices, play } = page(raw);
  assert.deepEqual(ucis(controller), ['e2e4', 'e7e5', 'g1f3']);
  assert.deepEqual(notices, ['page.session.movesKept', 'page.session.setAside']);
  assert.equal(raw.map.get(`${GAME_KEY}.unreadable`), text);
  assert.deepEqual(saved(raw).moves, ['e2e4', 'e7e5', 'g1f3'], 'what was kept is saved');
  play('b8c6');
  assert.deepEqual(saved(raw).moves, ['e2e4', 'e7e5', 'g1f3', 'b8c6']);
});

test('a malformed move cuts the game there too (the moves before it kept)', () => {
  const raw = fakeStorage({ [GAME_KEY]: JSON.stringify({ v: 1, moves: ['e2e4', '<img src=x>', 'e7e5'] }) });
  const { controller, notices } = page(raw);
  assert.deepEqual(ucis(controller), ['e2e4']);
  assert.deepEqual(notices, ['page.session.movesKept', 'page.session.setAside']);
});

test('a negative clock drops only the clock: the game is kept', () => {
  const clock = { initial: 300_000, increment: 2000, remaining: { w: -1000, b: 200_000 }, running: 'w', at: NOW };
  const raw = fakeStorage({ [GAME_KEY]: JSON.stringify({ v: 1, moves: ['e2e4', 'e7e5'], clock }) });
  const { controller, notices } = page(raw);
  assert.deepEqual(ucis(controller), ['e2e4', 'e7e5']);
  assert.equal(controller.clockState(), null);
  assert.deepEqual(notices, ['page.session.clockDropped']);
});

test('with storage full the failed save is said (once while it keeps failing), and said again after one worked', () => {
  const oneMove = JSON.stringify({ v: 1, start: START, moves: ['e2e4'], end: null, players: { mode: 'hotseat' } });
  const raw = fakeStorage({}, { quota: GAME_KEY.length + oneMove.length + 4 }); // one move fits, two do not
  const { notices, play, controller } = page(raw);
  play('e2e4');
  assert.deepEqual(notices, []);
  play('e7e5', 'g1f3', 'b8c6');
  assert.deepEqual(notices, ['page.storage.full'], 'said once, not at every move');
  assert.deepEqual(saved(raw).moves, ['e2e4'], 'the last save that fitted');
  controller.takeBack();
  controller.takeBack();
  controller.takeBack(); // one move: it fits again
  assert.deepEqual(notices, ['page.storage.full']);
  play('d7d5');
  assert.deepEqual(notices, ['page.storage.full', 'page.storage.full']);
});

test('site data blocked: the page starts and plays; it says once that nothing is kept, not at every move', () => {
  const { controller, notices, play } = page(null);
  play('e2e4', 'e7e5');
  assert.equal(controller.snapshot.gamePly, 2);
  assert.deepEqual(notices, ['page.storage.blocked']);
});

test('the analysis board saves no game of its own (its tree is what it keeps)', () => {
  const raw = fakeStorage({ [GAME_KEY]: JSON.stringify({ v: 1, moves: ['e2e4'] }) });
  const { play } = page(raw, { saveKey: null });
  play('e7e5');
  assert.deepEqual(raw.writes, []);
});

test('a game put aside never goes over a put-aside save that cannot be read: that one is set aside first', () => {
  const bad = '{"v":1,"moves":[';
  const raw = fakeStorage({ [GAME_KEY]: JSON.stringify({ v: 1, moves: ['g1f3', 'g8f6'] }), [PREVIOUS_KEY]: bad });
  const { notices } = page(raw, { hash: '#moves=e2e4,d7d5' });
  assert.equal(raw.map.get(`${PREVIOUS_KEY}.unreadable`), bad);
  assert.deepEqual(JSON.parse(raw.map.get(PREVIOUS_KEY)).moves, ['g1f3', 'g8f6']);
  assert.deepEqual(saved(raw).moves, ['e2e4', 'd7d5']);
  assert.ok(notices.some((n) => n.includes('page.session.putAside')), notices.join(' | '));
});
