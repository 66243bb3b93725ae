// The game controller (www/game/controller.js) in Node against the real built wasm core: moves,
// promotion, history stepping, results, restoring saved games, bad input, and the computer
// opponent through a fake engine client (so its timing is the test's).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createCore } from '../../www/core/core.js';
import { createGameController, COMPUTER_MIN_DELAY_MS } from '../../www/game/controller.js';
import { createTranslator } from '../../www/i18n/i18n.js';
import { outcomeText, resultText, reasonTitle, colorName } from '../../www/game/format.js';
import { formatScore, describe } from '../../www/game/evaluation.js';
import { formatTime } from '../../www/game/clock.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkgDir = path.resolve(process.env.ALICE_PKG_DIR || path.join(here, '../../dist/pkg'));
const bindings = await import(pathToFileURL(path.join(pkgDir, 'alice_chess.js')).href);
await bindings.default({ module_or_path: fs.readFileSync(path.join(pkgDir, 'alice_chess_bg.wasm')) });
const core = createCore(bindings);

const RULES_GAME = ['Pe4', 'Pd5', 'Be2', 'Sdxe4', 'Cb5'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fake engine client: each search waits until the test answers it. */
function fakeEngine() {
  const searches = [];
  const engine = {
    searches,
    cancels: 0,
    search(req) {
      return new Promise((resolve, reject) => searches.push({ req, resolve, reject }));
    },
    cancel() {
      engine.cancels++;
      const err = new Error('cancelled');
      err.name = 'Cancelled';
      for (const s of searches.splice(0)) s.reject(err);
      return true;
    },
    newGame: () => Promise.resolve(),
    available: () => Promise.resolve(true),
    dispose() {},
  };
  return engine;
}

/** Records every event of a controller. */
function record(c) {
  const events = [];
  for (const type of ['move', 'takeback', 'change', 'gameover', 'error']) c.on(type, (d) => events.push([type, d]));
  return events;
}

test('the start position: pieces, movable squares, nothing played', () => {
  const c = createGameController({ core });
  const s = c.snapshot;
  assert.equal(s.ply, 0);
  assert.equal(s.live, true);
  assert.equal(s.pieces.length, 32);
  assert.deepEqual([...s.dests.keys()].sort(), ['a2', 'b1', 'b2', 'c2', 'd2', 'e2', 'f2', 'g1', 'g2', 'h2'].sort());
  assert.deepEqual(s.dests.get('e2').sort(), ['e3', 'e4']);
  assert.equal(s.history.length, 0);
  assert.equal(s.canUndo, false);
  assert.ok(Object.isFrozen(s));
});

test('a board move plays, with one move event then the change; an illegal one changes nothing', () => {
  const c = createGameController({ core });
  const events = record(c);
  assert.equal(c.move('e2', 'e5'), 'illegal');
  assert.equal(c.snapshot.gamePly, 0);
  assert.equal(c.move('e2', 'e4'), 'played');
  const s = c.snapshot;
  assert.equal(s.gamePly, 1);
  assert.equal(s.history[0].alice, 'Pe4');
  assert.equal(s.history[0].ply, 1);
  assert.deepEqual(s.pieces.find((p) => p.square === 'e4'), { square: 'e4', board: 'B', piece: 'wP' });
  assert.deepEqual(s.lastMove && [s.lastMove.from, s.lastMove.to], ['e2', 'e4']);
  const types = events.map(([t]) => t);
  assert.deepEqual(types.slice(-2), ['move', 'change']);
  const move = events.find(([t]) => t === 'move')[1];
  assert.equal(move.source, 'player');
  assert.equal(move.mover, 'w');
});

test('play() takes any notation; a refused move throws the core reason and leaves the game as it was', () => {
  const c = createGameController({ core });
  c.play('e2e4');
  c.play('Pd5');
  const before = c.snapshot;
  assert.throws(() => c.play('Qd4'), /illegal|Qd4/i);
  assert.throws(() => c.play('garbage!!'), Error);
  assert.throws(() => c.play(42), TypeError);
  assert.throws(() => c.play({}), TypeError);
  assert.equal(c.snapshot, before, 'no new snapshot after a refused move');
  assert.equal(c.snapshot.gamePly, 2);
});

test('promotion: the move waits for a choice; the choice plays it, a cancel does not', () => {
  const c = createGameController({ core });
  c.load({ fen: '8/P7/8/8/8/8/8/4K2k w - - 0 1', strict: true });
  assert.equal(c.move('a7', 'a8'), 'promotion');
  const p = c.snapshot.promotion;
  assert.deepEqual(p.choices.sort(), ['b', 'n', 'q', 'r']);
  assert.equal(p.toBoard, 'B');
  assert.equal(c.promote(null), false);
  assert.equal(c.snapshot.promotion, null);
  assert.equal(c.snapshot.gamePly, 0);
  assert.equal(c.move('a7', 'a8'), 'promotion');
  assert.equal(c.promote('n'), true);
  assert.equal(c.snapshot.history[0].promotion, 'n');
  assert.deepEqual(c.snapshot.pieces.find((x) => x.square === 'a8'), { square: 'a8', board: 'B', piece: 'wN' });
});

test('history stepping shows earlier positions and takes no moves there', () => {
  const c = createGameController({ core });
  for (const m of ['e4', 'd5', 'Be2']) c.play(m);
  c.goTo(1);
  let s = c.snapshot;
  assert.equal(s.live, false);
  assert.equal(s.ply, 1);
  assert.equal(s.dests.size, 0);
  assert.equal(s.liveTurn, 'b');
  assert.equal(c.move('d7', 'd5'), 'illegal');
  c.step(-5);
  assert.equal(c.snapshot.ply, 0);
  c.step(1);
  assert.equal(c.snapshot.ply, 1);
  c.goTo(Infinity);
  s = c.snapshot;
  assert.equal(s.live, true);
  assert.equal(s.ply, 3);
  c.goTo(1);
  c.play('Sdxe4');
  assert.equal(c.snapshot.live, true, 'a move goes back to the live position');
  assert.equal(c.snapshot.gamePly, 4);
});

test('checkmate ends the game: outcome, gameover once, no moves, undo reopens it', () => {
  const c = createGameController({ core });
  const events = record(c);
  for (const m of RULES_GAME) c.play(m);
  const s = c.snapshot;
  assert.equal(s.outcome.reason, 'checkmate');
  assert.equal(s.outcome.result, '1-0');
  assert.equal(s.dests.size, 0);
  assert.deepEqual(s.check && s.check.square, 'e8');
  const over = events.filter(([t]) => t === 'gameover');
  assert.equal(over.length, 1);
  assert.equal(over[0][1].loaded, false);
  assert.equal(c.undo(), true);
  assert.equal(c.snapshot.outcome, null);
  assert.ok(c.snapshot.dests.size > 0);
});

test('declared endings come from the core with who declared them, and replay from saved data', () => {
  const c = createGameController({ core });
  c.play('e4');
  c.play('e5');
  assert.deepEqual(c.snapshot.abortable, { w: false, b: false });
  c.resign('w');
  assert.equal(c.snapshot.outcome.reason, 'resignation');
  assert.deepEqual(c.snapshot.end, { kind: 'resign', color: 'w' });
  // A resignation is final.
  assert.equal(c.snapshot.canUndo, false);
  assert.equal(c.undo(), false);
  assert.equal(c.takeBack(), false);
  assert.equal(c.snapshot.outcome.reason, 'resignation');
  const saved = { fen: c.snapshot.startFen, moves: c.snapshot.history.map((m) => m.uci), end: c.snapshot.end };
  const d = createGameController({ core });
  const events = record(d);
  d.load({ ...saved, strict: true });
  assert.equal(d.snapshot.outcome.result, '0-1');
  // Resigning before one's own first move aborts: no winner, result '*'.
  const a = createGameController({ core });
  a.play('e4');
  assert.deepEqual(a.snapshot.abortable, { w: false, b: true });
  a.resign('b');
  assert.equal(a.snapshot.outcome.reason, 'aborted');
  assert.equal(a.snapshot.outcome.result, '*');
  assert.equal(a.snapshot.outcome.winner, null);
  assert.deepEqual(a.snapshot.end, { kind: 'abort' });
  assert.equal(events.find(([t]) => t === 'gameover')[1].loaded, true);
  // A flag against a lone king is a draw, and the core says whose flag fell.
  const e = createGameController({ core });
  e.load({ fen: '4k3/8/8/8/8/8/8/4K2R b - - 0 1', end: { kind: 'flag', color: 'w' }, strict: true });
  assert.equal(e.snapshot.outcome.reason, 'timeout');
  assert.deepEqual(e.snapshot.end, { kind: 'flag', color: 'w' });
});

test('bad input: load() says what it could not use and keeps what it could; strict load keeps the old game', () => {
  const c = createGameController({ core });
  let r = c.load({ moves: '1. e4 e5 2. Qxe5 Nc6' });
  assert.equal(r.error.part, 'moves');
  assert.equal(r.error.index, 2);
  assert.equal(r.error.token, 'Qxe5');
  assert.equal(r.error.total, 4);
  assert.equal(r.error.fullmove, 2);
  assert.equal(r.error.turn, 'w');
  assert.equal(c.snapshot.gamePly, 2);
  r = c.load({ fen: 'not a fen', moves: 'e4' });
  assert.equal(r.error.part, 'fen');
  assert.equal(c.snapshot.gamePly, 0);
  r = c.load({ pgn: '1. e4 Kzz' });
  assert.equal(r.error.part, 'pgn');
  c.play('e4');
  const before = c.snapshot;
  assert.throws(() => c.load({ fen: 'rnbqkbnr/pppppppp/9/8 w', strict: true }), Error);
  assert.throws(() => c.load({ moves: ['e4', 'Ke3'], strict: true }), Error);
  assert.throws(() => c.load({ pgn: '1. e4 Kzz', strict: true }), /Kzz/);
  assert.throws(() => c.load({ pgn: '  \n ', strict: true }), /empty/);
  assert.throws(() => c.pgn(/** @type {any} */ ('san')), TypeError);
  assert.throws(() => c.pgn(/** @type {any} */ ({ tags: 7 })), TypeError);
  assert.equal(c.snapshot, before);
  assert.throws(() => c.goTo('x'), TypeError);
  assert.throws(() => c.resign('green'), TypeError);
  assert.equal(c.snapshot.gamePly, 1);
});

test('the computer answers through the engine client, never faster than the minimum delay', async () => {
  const engine = fakeEngine();
  const c = createGameController({ core, engine });
  c.newGame({ players: { mode: 'computer', human: 'w', level: 2 } });
  assert.equal(engine.searches.length, 0, 'the player moves first');
  const started = Date.now(); // the search starts with the player's move
  c.play('e4', { source: 'player' });
  assert.equal(engine.searches.length, 1);
  assert.equal(c.snapshot.thinking, true);
  assert.equal(c.snapshot.dests.size, 0, 'no moves for the player while the computer thinks');
  const { req } = engine.searches[0];
  assert.equal(req.level, 2);
  assert.deepEqual(req.history, [c.snapshot.startFen]);
  const moved = new Promise((resolve) => c.on('move', resolve));
  engine.searches.shift().resolve({ uci: 'd7d5', score: 0, mate: null });
  const ev = await moved;
  assert.ok(Date.now() - started >= COMPUTER_MIN_DELAY_MS - 20, 'waited the minimum delay');
  assert.equal(ev.source, 'computer');
  assert.equal(c.snapshot.thinking, false);
  assert.equal(c.snapshot.gamePly, 2);
});

test('undo against the computer goes back to the player and cancels a search in progress', async () => {
  const engine = fakeEngine();
  const c = createGameController({ core, engine });
  c.newGame({ players: { mode: 'computer', human: 'w', level: 1 } });
  assert.equal(c.snapshot.canUndo, false);
  c.play('e4', { source: 'player' });
  engine.searches.shift().resolve({ uci: 'd7d5', score: 0, mate: null });
  await new Promise((resolve) => c.on('move', resolve));
  c.play('Be2', { source: 'player' });
  assert.equal(engine.searches.length, 1, 'thinking about its second move');
  assert.equal(c.takeBack(), true);
  assert.equal(engine.cancels, 1, 'the search was cancelled');
  assert.equal(c.snapshot.gamePly, 2, "back to the player's turn: only the player's move was taken back");
  assert.equal(c.snapshot.thinking, false);
  assert.equal(c.takeBack(), true);
  assert.equal(c.snapshot.gamePly, 0, 'the player move and the answer');
  assert.equal(c.snapshot.canUndo, false);
  await sleep(COMPUTER_MIN_DELAY_MS + 50);
  assert.equal(c.snapshot.gamePly, 0, 'a cancelled search never plays');
});

test('a move from play() makes a running search stale: it is cancelled and a new one starts', () => {
  const engine = fakeEngine();
  const c = createGameController({ core, engine });
  c.newGame({ players: { mode: 'computer', human: 'b', level: 3 } });
  assert.equal(engine.searches.length, 1, 'the computer has White and moves first');
  c.play('e4'); // the host plays for it
  assert.equal(engine.cancels, 1);
  assert.equal(engine.searches.length, 0, 'the player (Black) is to move now');
  assert.equal(c.snapshot.thinking, false);
});

test('when the engine fails, both sides are played here and the error says so', async () => {
  const engine = fakeEngine();
  const c = createGameController({ core, engine });
  const errors = [];
  c.on('error', (e) => errors.push(e.message));
  c.newGame({ players: { mode: 'computer', human: 'w', level: 3 } });
  c.play('e4', { source: 'player' });
  engine.searches.shift().reject(new Error('no worker here'));
  await sleep(10);
  assert.match(errors[0], /no worker here.*both sides/);
  assert.equal(c.snapshot.thinking, false);
  assert.ok(c.snapshot.dests.size > 0, 'the person may move Black now');
});

test('view-only games take no board moves; the clock flags the side that runs out', async () => {
  const c = createGameController({ core });
  c.setViewOnly(true);
  assert.equal(c.snapshot.dests.size, 0);
  assert.equal(c.move('e2', 'e4'), 'illegal');
  c.setViewOnly(false);
  c.setClock({ minutes: 0.001, increment: 0 }); // 60 ms each
  c.play('e4');
  assert.equal(c.snapshot.clock.running, 'b');
  await sleep(150);
  assert.equal(c.snapshot.outcome?.reason, 'timeout');
  assert.deepEqual(c.snapshot.end, { kind: 'flag', color: 'b' });
  assert.equal(c.snapshot.clock.running, null);
});

test('premoves: set during the computer\'s turn, played at once when legal, dropped with the reason when not', async () => {
  const engine = fakeEngine();
  const c = createGameController({ core, engine });
  c.newGame({ players: { mode: 'computer', human: 'w', level: 1, movetimeMs: 100 } });
  c.play('e4', { source: 'player' });
  assert.equal(engine.searches.length, 1, 'the computer thinks');
  const s = c.snapshot;
  assert.equal(s.dests.size, 0, 'no legal moves for the waiting player');
  assert.ok(s.premoveDests.get('g1')?.includes('f3'), 'but premoves');
  assert.equal(c.setPremove('g1', 'h5'), false, 'not a premove destination');
  assert.equal(c.setPremove('g1', 'f3'), true);
  assert.deepEqual(c.snapshot.premove, { from: 'g1', to: 'f3', promotion: null });
  const events = record(c);
  const premoveEvents = [];
  c.on('premove', (d) => premoveEvents.push(d));
  engine.searches.shift().resolve({ uci: 'e7e5', alice: 'Pe5', san: 'e5', score: 0, mate: null, depth: 1, nodes: 1, timeMs: 1, nps: 1, pv: [], pvAlice: [] });
  await sleep(COMPUTER_MIN_DELAY_MS + 50);
  const moves = events.filter(([t]) => t === 'move').map(([, d]) => [d.move.uci, d.source]);
  assert.deepEqual(moves, [['e7e5', 'computer'], ['g1f3', 'player']], 'the premove followed the answer');
  assert.deepEqual(premoveEvents, [{ premove: { from: 'g1', to: 'f3', promotion: null }, played: true }]);
  assert.equal(c.snapshot.premove, null);

  assert.equal(engine.searches.length, 1, 'thinking again');

  // A premove that is no longer legal when the answer comes is dropped, with the core's reason:
  // the rook's answer lands on a3 of board B, where the premoved pawn would arrive.
  c.newGame({ fen: '4k3/8/8/8/8/7r/P7/4K3 w - - 0 1', players: { mode: 'computer', human: 'w', level: 1, movetimeMs: 100 } });
  c.play('e1d1', { source: 'player' });
  assert.equal(c.setPremove('a2', 'a3'), true);
  engine.searches.at(-1).resolve({ uci: 'h3a3', alice: 'Ra3', san: 'Ra3', score: 0, mate: null, depth: 1, nodes: 1, timeMs: 1, nps: 1, pv: [], pvAlice: [] });
  await sleep(COMPUTER_MIN_DELAY_MS + 50);
  const dropped = premoveEvents.at(-1);
  assert.equal(dropped.played, false);
  assert.match(dropped.reason, /a3 is taken on board B/);
  assert.equal(c.snapshot.liveTurn, 'w', 'the player is to move: nothing was played for them');
  assert.equal(c.snapshot.premove, null);

  // Cancelled: nothing is played.
  c.play('d1c1', { source: 'player' });
  assert.equal(c.setPremove('a2', 'a4'), true);
  c.cancelPremove();
  assert.equal(c.snapshot.premove, null);
  // Off: no premove destinations.
  c.setPremoves(false);
  assert.equal(c.snapshot.premoveDests.size, 0);
  c.dispose();
});

test('explain(): the core\'s reason for a refused board move, or why the player cannot move now', () => {
  const c = createGameController({ core });
  c.play('d4');
  c.play('Nf6');
  assert.match(c.explain('d1', 'd4'), /d4 is taken on board B/);
  assert.equal(c.explain('d1', 'd2'), null);
  c.goTo(0);
  assert.match(c.explain('d1', 'd2'), /earlier position/);
  c.goTo(Infinity);
  c.resign('w');
  assert.match(c.explain('d1', 'd2'), /over/);
});

test('a saved clock goes on: state() and load({clock}) keep both times and the running side', () => {
  let t = 1000;
  const c = createGameController({ core, now: () => t });
  c.setClock({ minutes: 1, increment: 2 });
  c.newGame();
  c.play('e4');
  t += 5000; // Black thinks 5 s (White's clock starts after its first move: no increment yet)
  const state = c.clockState();
  assert.deepEqual(state, { initial: 60_000, increment: 2000, remaining: { w: 60_000, b: 55_000 }, running: 'b' });
  const d = createGameController({ core, now: () => t });
  d.load({ moves: ['e2e4'], clock: state, strict: true });
  t += 1000;
  assert.deepEqual(d.clockState().remaining, { w: 60_000, b: 54_000 }, "Black's time runs on after the reload");
  c.dispose();
  d.dispose();
});

// ---- online: the person moves one side, the other side's moves come from the host ---------------

test('online: the player moves only their colour; the opponent\'s moves come by play() and nothing thinks', () => {
  const engine = fakeEngine();
  const c = createGameController({ core, engine });
  c.newGame({ players: { mode: 'online', color: 'b' } });
  const events = record(c);
  assert.equal(c.snapshot.dests.size, 0, "White's pieces are the opponent's");
  assert.equal(c.move('e2', 'e4'), 'illegal');
  assert.equal(c.explain('e2', 'e4'), "It is your opponent's move.");
  assert.equal(c.snapshot.gamePly, 0);
  c.play('e2e4'); // from the host
  assert.ok(c.snapshot.dests.get('d7')?.includes('d5'), 'now Black moves here');
  assert.equal(c.move('d7', 'd5'), 'played');
  assert.equal(c.snapshot.dests.size, 0);
  c.play('f1e2');
  c.move('d5', 'e4');
  c.play('e2b5');
  const moves = events.filter(([t]) => t === 'move').map(([, d]) => [d.move.uci, d.source]);
  assert.deepEqual(moves, [['e2e4', 'api'], ['d7d5', 'player'], ['f1e2', 'api'], ['d5e4', 'player'], ['e2b5', 'api']]);
  assert.equal(c.snapshot.outcome?.reason, 'checkmate');
  assert.equal(engine.searches.length, 0, 'the remote side never thinks here');
  assert.equal(c.snapshot.thinking, false);
  c.dispose();
});

test('online: no local take-back (the undo button); the host can still undo; player colour can change', () => {
  const c = createGameController({ core });
  c.newGame({ players: { mode: 'online', color: 'w' } });
  c.move('e2', 'e4');
  c.play('e7e5');
  assert.equal(c.snapshot.canUndo, false, 'a takeback is an offer through the host');
  assert.equal(c.takeBack(), false);
  assert.equal(c.snapshot.gamePly, 2);
  assert.equal(c.undo(), true, 'the host applies an accepted takeback');
  assert.equal(c.snapshot.gamePly, 1);
  c.setPlayers({ mode: 'online', color: 'b' });
  assert.ok(c.snapshot.dests.size > 0, 'Black to move, and the player is Black now');
  c.dispose();
});

test('online: a premove set during the opponent\'s turn is played when its move arrives by play(); an illegal one is dropped', () => {
  const c = createGameController({ core });
  c.newGame({ players: { mode: 'online', color: 'w' } });
  const premoves = [];
  c.on('premove', (d) => premoves.push(d));
  const events = record(c);
  c.move('e2', 'e4');
  assert.ok(c.snapshot.premoveDests.get('g1')?.includes('f3'));
  assert.equal(c.setPremove('g1', 'f3'), true);
  c.play('e7e5');
  const moves = events.filter(([t]) => t === 'move').map(([, d]) => [d.move.uci, d.source]);
  assert.deepEqual(moves, [['e2e4', 'player'], ['e7e5', 'api'], ['g1f3', 'player']]);
  assert.deepEqual(premoves, [{ premove: { from: 'g1', to: 'f3', promotion: null }, played: true }]);
  assert.equal(c.snapshot.liveTurn, 'b');
  // Dropped: the host's move lands where the premove would go.
  c.newGame({ fen: '4k3/8/8/8/8/7r/P7/4K3 w - - 0 1', players: { mode: 'online', color: 'w' } });
  c.move('e1', 'd1');
  assert.equal(c.setPremove('a2', 'a3'), true);
  c.play('h3a3');
  assert.equal(premoves.at(-1).played, false);
  assert.match(premoves.at(-1).reason, /a3 is taken on board B/);
  assert.equal(c.snapshot.liveTurn, 'w');
  assert.equal(c.snapshot.premove, null);
  c.dispose();
});

test('end(): the host decides the result with its reason; PGN records it; bad endings change nothing', () => {
  const c = createGameController({ core });
  c.newGame({ players: { mode: 'online', color: 'w' } });
  c.move('e2', 'e4');
  const events = record(c);
  assert.throws(() => c.end('2-0', 'x'), /the result must be/);
  assert.throws(() => c.end('1-0', ''), /the reason is empty/);
  assert.equal(c.snapshot.outcome, null);
  c.end('1-0', 'adjudication');
  assert.deepEqual(c.snapshot.outcome, { result: '1-0', winner: 'w', reason: 'adjudication', text: 'Adjudication — White wins' });
  assert.equal(c.snapshot.dests.size, 0);
  assert.equal(events.filter(([t]) => t === 'gameover').length, 1);
  const pgn = c.pgn();
  assert.match(pgn, /\[Result "1-0"\]/);
  assert.match(pgn, /\[Termination "adjudication"\]/);
  assert.throws(() => c.end('0-1', 'resignation'), /the game is over/);
  c.newGame();
  c.play('e4');
  c.end('0-1', 'time');
  assert.deepEqual(c.snapshot.end, { kind: 'flag', color: 'w' });
  c.dispose();
});

// ---- words: the controller's own sentences and the shared formatters speak the translator's language

test('the controller words what it says with its translator, asked each time (a language may change)', async () => {
  let catalogue = { 'game.explain.over': 'La partie est finie.', 'game.computer.failed': 'Échec ({error}).' };
  // A stable translator whose language changes, as the page's and the widget's are.
  let current = createTranslator('fr', catalogue);
  const t = Object.defineProperty((key, params) => current(key, params), 'lang', { get: () => current.lang });
  const engine = fakeEngine();
  const c = createGameController({ core, engine, t });
  c.resign('w');
  assert.equal(c.explain('e2', 'e4'), 'La partie est finie.');
  current = createTranslator('en');
  assert.equal(c.explain('e2', 'e4'), 'The game is over.');
  current = createTranslator('fr', catalogue);
  // Keys the catalogue lacks fall back to English.
  c.newGame({ players: { mode: 'computer', human: 'w', level: 1 } });
  c.setViewOnly(true);
  assert.equal(c.explain('e2', 'e4'), 'This board only replays the game.');
  c.setViewOnly(false);
  // The computer failing: its message in the translator's language, the cause in the engine's words.
  const errors = [];
  c.on('error', (e) => errors.push(e));
  c.play('e4');
  await sleep(0);
  engine.searches[0].reject(new Error('boom'));
  await sleep(0);
  assert.deepEqual(errors.map((e) => e.message), ['Échec (boom).']);
  // A strict load of an empty PGN text says so in the translator's words.
  catalogue = { 'game.load.emptyPgn': 'PGN vide' };
  current = createTranslator('fr', catalogue);
  assert.throws(() => c.load({ pgn: '  ', strict: true }), /^Error: PGN vide$/);
  c.dispose();
});

test('outcomeText in English says what the rules core says (outcome.text), for every way a game ends', () => {
  const seen = new Set();
  /** @param {(c: any) => void} end */
  const check = (moves, end, fen) => {
    const c = createGameController({ core });
    c.load({ fen, moves, strict: true });
    end?.(c);
    const o = c.snapshot.outcome;
    assert.ok(o, `${moves} ends`);
    assert.equal(outcomeText(o), o.text, o.reason);
    assert.equal(typeof resultText(o), 'string');
    seen.add(o.reason);
    c.dispose();
  };
  check(RULES_GAME);
  check(['e4'], (c) => c.resign('b'));
  check(['e4', 'e5'], (c) => c.resign('w'));
  check(['e4'], (c) => c.agreeDraw());
  check([], (c) => c.resign('w')); // aborted: White had not moved
  check(['e4', 'e5'], (c) => c.end('1-0', 'adjudication'));
  check(['e4', 'e5'], (c) => c.end('1/2-1/2', 'server restart'));
  check(['e4', 'e5'], (c) => c.end('0-1', 'time'));
  check([], null, '4k3/8/8/8/8/8/8/4K3 w - - 0 1'); // bare kings
  assert.deepEqual([...seen].sort(), ['aborted', 'adjudication', 'agreement', 'checkmate', 'insufficient material', 'resignation', 'server restart', 'timeout']);
  assert.equal(reasonTitle('checkmate'), 'Checkmate');
  assert.equal(reasonTitle('timeout vs lone king'), 'Time out');
  assert.equal(reasonTitle('adjudication'), undefined);
});

test('the shared formatters: English by default, the language\'s numbers and words with a translator', () => {
  const fr = createTranslator('fr', { 'game.color.w': 'Blancs', 'game.eval.mate.b': { one: 'mat en {count} coup', other: 'mat en {count} coups' } });
  assert.equal(colorName('w'), 'White');
  assert.equal(colorName('w', fr), 'Blancs');
  assert.equal(colorName('b', fr), 'Black', 'a missing message falls back to English');
  assert.equal(formatScore({ cp: 35, mate: null }), '+0.35');
  assert.equal(formatScore({ cp: -120, mate: null }, fr), '−1,20');
  assert.equal(formatScore({ cp: 0, mate: null }, fr), '0,00');
  assert.equal(formatScore({ cp: 0, mate: -2 }, fr), '#−2');
  assert.equal(describe({ cp: 35, mate: null }), 'White is better by 0.35 pawns');
  assert.equal(describe({ cp: 0, mate: -1 }, fr), 'mat en 1 coup');
  assert.equal(describe({ cp: 0, mate: -3 }, fr), 'mat en 3 coups');
  assert.equal(formatTime(7400), '0:07.4');
  assert.equal(formatTime(7400, fr), '0:07,4');
  assert.equal(formatTime(65_000, fr), '1:05');
});
