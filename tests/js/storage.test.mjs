// www/shell/storage.js: what is saved in localStorage and in share links, and how it is checked
// when read back. A Map-backed stand-in plays localStorage.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { checkClock,
  GAME_KEY,
  HOTSEAT,
  PREFS_KEY,
  SAVE_VERSION,
  START_FEN,
  checkGame,
  checkPlayers,
  clearGame,
  decodeHash,
  encodeHash,
  loadGame,
  loadPrefs,
  saveGame,
  savePrefs,
  setAside,
} from '../../www/shell/storage.js';
import { clockAfterAbsence } from '../../www/play/session.js';

/** A stand-in for localStorage; `broken` makes every call throw (storage switched off or full). */
function fakeStorage({ broken = false } = {}) {
  const items = new Map();
  const check = () => {
    if (broken) throw new Error('SecurityError: storage is switched off');
  };
  return {
    items,
    getItem(key) {
      check();
      return items.has(key) ? items.get(key) : null;
    },
    setItem(key, value) {
      check();
      items.set(key, String(value));
    },
    removeItem(key) {
      check();
      items.delete(key);
    },
  };
}

const FEN = '4k3/8/8/8/8/8/8/4K2R w K - 0 1';
const VS_COMPUTER = { mode: 'computer', human: 'b', level: 5, movetimeMs: 2000 };

describe('checkPlayers', () => {
  test('missing or hotseat: two people on one screen', () => {
    assert.equal(checkPlayers(undefined), HOTSEAT);
    assert.equal(checkPlayers(null), HOTSEAT);
    assert.equal(checkPlayers({ mode: 'hotseat', extra: 1 }), HOTSEAT);
    assert.deepEqual(HOTSEAT, { mode: 'hotseat' });
    assert.ok(Object.isFrozen(HOTSEAT));
  });

  test('against the computer: cleaned, time per move 1 s by default', () => {
    assert.deepEqual(checkPlayers({ ...VS_COMPUTER, junk: 'x' }), VS_COMPUTER);
    assert.deepEqual(checkPlayers({ mode: 'computer', human: 'w', level: 1 }), {
      mode: 'computer',
      human: 'w',
      level: 1,
      movetimeMs: 1000,
    });
    assert.equal(checkPlayers({ ...VS_COMPUTER, level: 8 }).level, 8);
    assert.equal(checkPlayers({ ...VS_COMPUTER, movetimeMs: null }).movetimeMs, 1000, 'null counts as missing');
    assert.equal(checkPlayers({ ...VS_COMPUTER, movetimeMs: 100 }).movetimeMs, 100);
    assert.equal(checkPlayers({ ...VS_COMPUTER, movetimeMs: 60_000 }).movetimeMs, 60_000);
  });

  test('anything else is refused, saying what is wrong', () => {
    assert.throws(() => checkPlayers('computer'), /^Error: bad players$/);
    assert.throws(() => checkPlayers({ mode: 'online' }), /^Error: bad players$/);
    assert.throws(() => checkPlayers({ ...VS_COMPUTER, human: 'white' }), /bad player colour/);
    assert.throws(() => checkPlayers({ ...VS_COMPUTER, human: undefined }), /bad player colour/);
    for (const level of [0, 9, 2.5, '3', null]) {
      assert.throws(() => checkPlayers({ ...VS_COMPUTER, level }), /bad computer level/, `level ${level}`);
    }
    for (const movetimeMs of [99, 60_001, 1000.5, '1000', 0]) {
      assert.throws(() => checkPlayers({ ...VS_COMPUTER, movetimeMs }), /bad time per move/, `movetime ${movetimeMs}`);
    }
  });
});

describe('checkGame', () => {
  test('a good save is returned cleaned (a copy, defaults filled in)', () => {
    const moves = ['e2e4', 'd7d5', 'e7e8q', 'Pe4', 'e8=Q+', 'O-O-O'];
    const data = { v: SAVE_VERSION, start: FEN, moves, end: { kind: 'resign', color: 'b' }, players: VS_COMPUTER, x: 1 };
    const got = checkGame(data);
    assert.deepEqual(got, { v: 1, start: FEN, moves, end: { kind: 'resign', color: 'b' }, players: VS_COMPUTER, clock: null });
    assert.notEqual(got.moves, moves, 'the move list is copied');
    assert.deepEqual(checkGame({ v: 1, moves: [] }), { v: 1, start: START_FEN, moves: [], end: null, players: HOTSEAT, clock: null });
  });

  test('endings: resign and flag keep their colour, a draw has none', () => {
    assert.deepEqual(checkGame({ v: 1, moves: [], end: { kind: 'flag', color: 'w' } }).end, { kind: 'flag', color: 'w' });
    assert.deepEqual(checkGame({ v: 1, moves: [], end: { kind: 'draw', color: 'w' } }).end, { kind: 'draw' });
    assert.equal(checkGame({ v: 1, moves: [], end: null }).end, null);
    for (const end of [{ kind: 'resign' }, { kind: 'flag', color: 'x' }, { kind: 'mate', color: 'w' }, {}]) {
      assert.throws(() => checkGame({ v: 1, moves: [], end }), /bad game ending/, JSON.stringify(end));
    }
  });

  test('wrong version, not an object', () => {
    assert.throws(() => checkGame({ v: 2, moves: [] }), /saved by another version \(2\)/);
    assert.throws(() => checkGame({ moves: [] }), /saved by another version \(undefined\)/);
    assert.throws(() => checkGame('{"v":1}'), /not a saved game/);
    assert.throws(() => checkGame(null), /not a saved game/);
  });

  test('bad start positions and move lists', () => {
    assert.throws(() => checkGame({ v: 1, start: 42, moves: [] }), /bad start position/);
    assert.throws(() => checkGame({ v: 1, start: 'x'.repeat(201), moves: [] }), /bad start position/);
    assert.throws(() => checkGame({ v: 1, moves: 'e2e4' }), /bad move list/);
    assert.throws(() => checkGame({ v: 1 }), /bad move list/);
    assert.throws(() => checkGame({ v: 1, moves: Array(3001).fill('e2e4') }), /bad move list/);
    assert.equal(checkGame({ v: 1, moves: Array(3000).fill('e2e4') }).moves.length, 3000);
  });

  test('bad moves are named (shortened)', () => {
    assert.throws(() => checkGame({ v: 1, moves: ['e2e4', 'e7 e5'] }), /^Error: bad move "e7 e5"$/);
    assert.throws(() => checkGame({ v: 1, moves: ['<script>'] }), /bad move "<script>"/);
    assert.throws(() => checkGame({ v: 1, moves: ['e'] }), /bad move "e"/);
    assert.throws(() => checkGame({ v: 1, moves: ['a'.repeat(13)] }), /^Error: bad move "a{12}"$/);
    assert.throws(() => checkGame({ v: 1, moves: [42] }), /bad move "42"/);
    assert.throws(() => checkGame({ v: 1, moves: [null] }), /bad move "null"/);
  });

  test('bad players', () => {
    assert.throws(() => checkGame({ v: 1, moves: [], players: { mode: 'computer', human: 'w', level: 99 } }), /bad computer level/);
  });
});

describe('saveGame / loadGame / clearGame', () => {
  test('round trip', () => {
    const store = fakeStorage();
    assert.equal(loadGame(store), null, 'nothing saved yet');
    const game = { start: FEN, moves: ['h1h2', 'e8d8'], end: { kind: 'draw' }, players: VS_COMPUTER };
    assert.equal(saveGame(store, game), true);
    assert.deepEqual(JSON.parse(store.items.get(GAME_KEY)), { v: SAVE_VERSION, ...game });
    assert.deepEqual(loadGame(store), { data: { v: 1, ...game, clock: null }, text: store.items.get(GAME_KEY) });
    clearGame(store);
    assert.equal(loadGame(store), null);
  });

  test('corrupt JSON, an older version, bad players: an error, not data, and the text as it was', () => {
    const store = fakeStorage();
    const load = (text) => {
      store.setItem(GAME_KEY, text);
      return loadGame(store);
    };
    assert.deepEqual(load('{"v":1,"moves":['), { error: 'unreadable data', text: '{"v":1,"moves":[' });
    assert.deepEqual(load(''), { error: 'unreadable data', text: '' });
    assert.deepEqual(load('null'), { error: 'not a saved game', text: 'null' });
    assert.deepEqual(load('{"v":0,"moves":[]}'), { error: 'saved by another version (0)', text: '{"v":0,"moves":[]}' });
    assert.deepEqual(load('{"v":"2","moves":[]}').error, 'saved by another version (2)', 'a version that is no number is no newer format');
    assert.equal(load('{"v":1,"moves":[],"players":{"mode":"computer","human":"x","level":3}}').error, 'bad player colour');
    assert.equal(load('{"v":1,"moves":"e2e4"}').error, 'bad move list');
  });

  test('a newer format is said as such, with its text: no data, no error (the page leaves it alone)', () => {
    const store = fakeStorage();
    const text = JSON.stringify({ v: 2, game: { moves: ['e2e4'] }, extra: 'whatever v2 holds' });
    store.setItem(GAME_KEY, text);
    assert.deepEqual(loadGame(store), { newer: 2, text });
  });

  test('a malformed move cuts the moves there: the ones before it are kept, with where it was cut', () => {
    const store = fakeStorage();
    store.setItem(GAME_KEY, JSON.stringify({ v: 1, moves: ['e2e4', 'e7e5', '<b>x</b>', 'g1f3'], end: { kind: 'draw' } }));
    const found = loadGame(store);
    assert.deepEqual(found.data.moves, ['e2e4', 'e7e5']);
    assert.deepEqual(found.cut, { index: 2, token: '<b>x</b>' });
    assert.equal(found.error, undefined);
    store.setItem(GAME_KEY, JSON.stringify({ v: 1, moves: ['e2e4', 7] }));
    assert.deepEqual(loadGame(store).cut, { index: 1, token: '7' });
    assert.deepEqual(loadGame(store).data.moves, ['e2e4']);
  });

  test('a bad clock drops only the clock: the game is kept, and why is said', () => {
    const store = fakeStorage();
    const clock = { initial: 300_000, increment: 0, remaining: { w: -5, b: 1000 }, running: 'w', at: 1 };
    store.setItem(GAME_KEY, JSON.stringify({ v: 1, moves: ['e2e4'], clock }));
    const found = loadGame(store);
    assert.deepEqual(found.data.moves, ['e2e4']);
    assert.equal(found.data.clock, null);
    assert.equal(found.clockDropped, 'bad clock times');
    store.setItem(GAME_KEY, JSON.stringify({ v: 1, moves: ['e2e4'], clock: 'soon' }));
    assert.equal(loadGame(store).clockDropped, 'bad clock');
  });

  test('setAside keeps a save under another key, never over another one set aside, and says where', () => {
    const store = fakeStorage();
    assert.equal(setAside(store, GAME_KEY, '{broken', 5), `${GAME_KEY}.unreadable`);
    assert.equal(store.items.get(`${GAME_KEY}.unreadable`), '{broken');
    assert.equal(setAside(store, GAME_KEY, '{broken', 6), `${GAME_KEY}.unreadable`, 'the same text: set aside once');
    assert.equal(setAside(store, GAME_KEY, '{other', 7), `${GAME_KEY}.unreadable.7`);
    assert.equal(store.items.get(`${GAME_KEY}.unreadable`), '{broken', 'the first one is kept');
    assert.equal(setAside(fakeStorage({ broken: true }), GAME_KEY, 'x'), null, 'not kept: the page must not write over it');
    assert.equal(setAside(null, GAME_KEY, 'x'), null);
  });

  test('no storage, or storage that throws: nothing is loaded, saving says false', () => {
    for (const store of [null, undefined, fakeStorage({ broken: true })]) {
      assert.equal(loadGame(store), null);
      assert.equal(saveGame(store, { moves: [] }), store === null || store === undefined);
      assert.doesNotThrow(() => clearGame(store));
    }
  });
});

describe('loadPrefs / savePrefs', () => {
  const DEFAULTS = {
    orientation: 'w',
    layout: 'single',
    muted: false,
    clock: { enabled: false, minutes: 5, increment: 3 },
    setup: { mode: 'hotseat', color: 'w', level: 3, movetimeMs: 1000 },
    showEval: false,
    autoQueen: false,
    boardBMarker: true,
    boardTheme: 'blue',
    lang: null,
    theme: 'system',
    pieceSet: 'classic',
    chat: 'on',
  };

  test('defaults when nothing, or nothing readable, is saved', () => {
    assert.deepEqual(loadPrefs(fakeStorage()), DEFAULTS);
    assert.deepEqual(loadPrefs(null), DEFAULTS);
    assert.deepEqual(loadPrefs(fakeStorage({ broken: true })), DEFAULTS);
    const store = fakeStorage();
    store.setItem(PREFS_KEY, '{oops');
    assert.deepEqual(loadPrefs(store), DEFAULTS);
  });

  test('round trip; malformed fields fall back one by one', () => {
    const store = fakeStorage();
    const prefs = {
      orientation: 'b',
      layout: 'double',
      muted: true,
      clock: { enabled: true, minutes: 3, increment: 0 },
      setup: { mode: 'computer', color: 'random', level: 8, movetimeMs: 5000 },
      showEval: true,
      autoQueen: true,
      boardBMarker: false,
      boardTheme: 'brown',
      lang: 'fr',
      theme: 'light',
      pieceSet: 'modern',
      chat: 'muted',
    };
    savePrefs(store, prefs);
    assert.deepEqual(loadPrefs(store), prefs);
    store.setItem(
      PREFS_KEY,
      JSON.stringify({
        orientation: 'up',
        layout: 'double',
        muted: 'yes',
        clock: { enabled: true, minutes: 0, increment: 181 },
        setup: { mode: 'online', color: 'b', level: 9, movetimeMs: 50 },
        showEval: 1,
        autoQueen: 'yes',
        boardBMarker: null,
        boardTheme: 'pink',
        lang: 'french<script>',
        theme: 'sepia',
        pieceSet: '../../evil',
        chat: 'shout',
      }),
    );
    assert.deepEqual(loadPrefs(store), {
      ...DEFAULTS,
      layout: 'double',
      clock: { enabled: true, minutes: 5, increment: 3 },
      setup: { mode: 'hotseat', color: 'b', level: 3, movetimeMs: 1000 },
    });
  });
});

describe('share links: encodeHash / decodeHash', () => {
  test('the start position is left out; moves are comma-separated', () => {
    assert.equal(encodeHash({ start: START_FEN, moves: ['e2e4', 'd7d5'] }), '#moves=e2e4,d7d5');
    assert.equal(encodeHash({ moves: [] }), '#moves=');
    assert.equal(encodeHash({ start: FEN, moves: ['h1h2'], players: HOTSEAT }), `#fen=${encodeURIComponent(FEN)}&moves=h1h2`);
    assert.equal(
      encodeHash({ start: START_FEN, moves: ['e2e4'], players: VS_COMPUTER }),
      '#moves=e2e4&vs=computer&you=b&level=5&ms=2000',
    );
  });

  test('round trip', () => {
    for (const game of [
      { start: START_FEN, moves: ['e2e4', 'd7d5', 'f1b5'], players: HOTSEAT },
      { start: FEN, moves: ['e1g1'], players: VS_COMPUTER },
      { start: FEN, moves: [], players: { mode: 'computer', human: 'w', level: 1, movetimeMs: 100 } },
    ]) {
      assert.deepEqual(decodeHash(encodeHash(game)), { data: { v: 1, ...game, end: null, clock: null } }, JSON.stringify(game));
    }
    // The orientation comes along when Black is at the bottom.
    const flipped = decodeHash(encodeHash({ moves: ['e2e4'], orientation: 'b' }));
    assert.equal(flipped?.orientation, 'b');
    assert.equal(decodeHash(encodeHash({ moves: ['e2e4'], orientation: 'w' }))?.orientation, undefined);
    assert.match(decodeHash('#moves=e2e4&o=up')?.error ?? '', /orientation/);
  });

  test('no game in the hash: null', () => {
    for (const hash of [null, undefined, '', '#', '#foo=bar', 'vs=computer']) {
      assert.equal(decodeHash(hash), null, String(hash));
    }
  });

  test('links written by hand: either part alone, spaces, any notation, defaults for the computer', () => {
    assert.deepEqual(decodeHash('#moves=Pe4 Pd5,,Be2'), {
      data: { v: 1, start: START_FEN, moves: ['Pe4', 'Pd5', 'Be2'], end: null, players: HOTSEAT, clock: null },
    });
    assert.deepEqual(decodeHash(`fen=${encodeURIComponent(` ${FEN} `)}`), {
      data: { v: 1, start: FEN, moves: [], end: null, players: HOTSEAT, clock: null },
    });
    assert.deepEqual(decodeHash('#moves=e2e4&vs=computer').data?.players, {
      mode: 'computer',
      human: 'w',
      level: 3,
      movetimeMs: 1000,
    });
    assert.deepEqual(decodeHash('#moves=&vs=hotseat&level=99').data?.players, HOTSEAT);
  });

  test('malformed links: an error saying what is wrong', () => {
    assert.deepEqual(decodeHash('#moves=e2e4,<b>'), { error: 'bad move "<b>"' });
    assert.deepEqual(decodeHash('#moves=e2e4&vs=online'), { error: 'unknown opponent "online"' });
    assert.deepEqual(decodeHash('#moves=e2e4&vs=computer&you=red'), { error: 'bad player colour' });
    assert.deepEqual(decodeHash('#moves=e2e4&vs=computer&level=x'), { error: 'bad computer level' });
    assert.deepEqual(decodeHash('#moves=e2e4&vs=computer&ms=5'), { error: 'bad time per move' });
    assert.deepEqual(decodeHash(`#fen=${'x'.repeat(201)}`), { error: 'bad start position' });
  });
});

describe('saved clocks', () => {
  const clock = { initial: 300_000, increment: 3000, remaining: { w: 280_000, b: 250_500 }, running: 'b', at: 1_000_000 };

  test('checkClock keeps a good clock and names what is wrong with a bad one', () => {
    assert.deepEqual(checkClock({ ...clock, junk: 1 }), clock);
    assert.deepEqual(checkGame({ v: 1, moves: ['e2e4'], clock }).clock, clock);
    assert.throws(() => checkClock({ ...clock, running: 'x' }), /running/);
    assert.throws(() => checkClock({ ...clock, remaining: { w: -1, b: 0 } }), /times/);
    assert.throws(() => checkClock({ ...clock, initial: 0 }), /settings/);
    assert.throws(() => checkClock({ ...clock, at: 'now' }), /time stamp/);
    assert.throws(() => checkClock(7), /bad clock/);
  });

  test("the running side's time ran on while the page was away; the other's did not", () => {
    assert.deepEqual(clockAfterAbsence(clock, 1_004_000).remaining, { w: 280_000, b: 246_500 });
    assert.deepEqual(clockAfterAbsence(clock, 2_000_000).remaining, { w: 280_000, b: 0 }, 'a flag that fell meanwhile');
    assert.deepEqual(clockAfterAbsence({ ...clock, running: null }, 2_000_000).remaining, clock.remaining);
    assert.deepEqual(clockAfterAbsence(clock, 999_000).remaining, clock.remaining, 'a clock set back counts no time');
  });
});
