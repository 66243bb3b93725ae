// Learn from your mistakes (www/analysis/retro-ctrl.js): which answers are good enough, and the
// controller without any DOM on the real rules core and game controller, with an engine the test
// answers: the side's marked moves asked in turn, the game's own move refused, the best move and a
// move the engine judges good or bad, the solution, the end, stopping (also when the review goes).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bindings } from './core.mjs';
import { createCore } from '../../www/core/core.js';
import { createGameController } from '../../www/game/controller.js';
import { goodEnough, ACCEPT_DROP, createRetroCtrl } from '../../www/analysis/retro-ctrl.js';
import { winningChances } from '../../www/game/review.js';
import { REVIEW_NODES } from '../../www/play/review-ctrl.js';

const core = createCore(bindings);
const cp = (n) => ({ cp: n, mate: null });

test('a move within the margin of the best is good enough, for either side', () => {
  assert.equal(ACCEPT_DROP, 0.04);
  assert.equal(goodEnough(cp(100), cp(100), 'w'), true);
  assert.equal(goodEnough(cp(100), cp(300), 'w'), true, 'better than the best');
  // The largest drop of whole centipawns still accepted, and the next one refused.
  let n = 100;
  while (winningChances(cp(100)) - winningChances(cp(n - 1)) <= ACCEPT_DROP) n--;
  assert.equal(goodEnough(cp(100), cp(n), 'w'), true);
  assert.equal(goodEnough(cp(100), cp(n - 1), 'w'), false);
  assert.ok(n < 100 && n > 60, `${n}`);
  // Black: lower is better.
  assert.equal(goodEnough(cp(-100), cp(-100 - 50), 'b'), true);
  assert.equal(goodEnough(cp(-100), cp(-100 + 200), 'b'), false);
  // A missed mate into a still winning position may be refused; mating is always good.
  assert.equal(goodEnough({ cp: 0, mate: 2 }, cp(300), 'w'), false);
  assert.equal(goodEnough({ cp: 0, mate: 2 }, { cp: 0, mate: 5 }, 'w'), true);
  assert.equal(goodEnough({ cp: 0, mate: -2 }, { cp: 0, mate: -5 }, 'b'), true);
});

/** An engine whose every analysis waits until the test answers it. */
function fakeEngine() {
  const asked = [];
  return {
    asked,
    analyse: (req) => new Promise((resolve, reject) => asked.push({ req, resolve, reject })),
  };
}

/** Legal moves (coordinates, no promotions) of a position, from the rules core. */
function legal(fen) {
  const g = core.newGame(fen);
  const dests = g.snapshot().dests;
  g.free();
  return [...new Set(Object.values(dests).flatMap((ds) => ds.filter((d) => !d.promotion).map((d) => d.uci)))];
}

/**
 * A reviewed game (Pe4 Pd5 Be2 Sdxe4 Cb5): White's Be2 (ply 3) and Cb5 (ply 5) and Black's Sdxe4
 * (ply 4) are marked. The review's best move before each mistake is another legal move.
 */
function setUp({ side = 'w', marked = [3, 4, 5] } = {}) {
  const game = createGameController({ core });
  for (const m of ['Pe4', 'Pd5', 'Be2', 'Sdxe4', 'Cb5']) game.play(m);
  const entries = game.snapshot.history;
  const moves = entries.map((e) => e.uci);
  const start = core.newGame();
  const fens = [start.fen(), ...entries.map((e) => e.fenAfter)];
  start.free();
  const positions = fens.slice(0, -1).map((fen, i) => {
    const best = legal(fen).find((uci) => uci !== moves[i]);
    return { fen, score: cp(i % 2 ? -30 : 30), best, bestAlice: `best${i + 1}`, line: [], pv: [] };
  });
  const marks = entries.map((e) => ({ ply: e.ply, mark: marked.includes(e.ply) ? (e.ply === 4 ? '??' : '?') : null }));
  let data = { startFen: fens[0], moves, entries, positions, marks };
  const engine = fakeEngine();
  /** The page's language, as a prefix of every word (a change of language changes it). */
  const lang = { prefix: '' };
  const calls = { arrows: [], errors: [], paused: 0, resumed: 0 };
  const env = {
    review: { data: () => data },
    showLine: (line) => game.load({ moves: line }),
    side: () => /** @type {'w'|'b'} */ (side),
    setArrows: (a) => calls.arrows.push(a),
    boardOf: () => /** @type {'B'} */ ('B'),
    pause: () => (calls.paused += 1),
    resume: () => (calls.resumed += 1),
    t: (key, params) => (params && Object.keys(params).length ? `${key} ${JSON.stringify(params)}` : `${lang.prefix}${key}`),
    onError: (message) => calls.errors.push(message),
  };
  const ctrl = createRetroCtrl(game, /** @type {any} */ (engine), env);
  return { game, ctrl, engine, calls, moves, positions, lang, setData: (d) => (data = d) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The player plays `uci` on the board (the game controller's board input). */
const play = (game, uci) => assert.equal(game.move(uci.slice(0, 2), uci.slice(2, 4)), 'played', uci);
const lineOf = (game) => game.snapshot.history.map((m) => m.uci);

test('the retro controller needs no DOM: the side\'s mistakes asked in turn, the game\'s move refused, the best move solved', async () => {
  assert.equal(typeof globalThis.document, 'undefined');
  const { game, ctrl, calls, moves, positions, lang } = setUp();
  let changes = 0;
  ctrl.onChange(() => (changes += 1));
  assert.equal(ctrl.canStart(), true);
  assert.equal(ctrl.active, false);
  ctrl.start();
  assert.equal(ctrl.active, true);
  assert.equal(ctrl.canStart(), false);
  assert.equal(calls.paused, 1, 'the engine\'s analysis paused');
  // White's mistakes only: plies 3 and 5; the first asked at the position before it.
  assert.deepEqual(ctrl.asked, { plies: [3, 5], index: 0 });
  assert.equal(ctrl.phase, 'find');
  assert.deepEqual(lineOf(game), moves.slice(0, 2));
  assert.equal(ctrl.said[0], 'page.retro.find');
  assert.deepEqual({ ...ctrl.said[1], move: undefined }, { move: undefined, side: 'page.retro.white', count: 1, total: 2 });
  lang.prefix = 'fr:'; // another language: the side is named in it at once
  assert.equal(ctrl.said[1].side, 'fr:page.retro.white');
  lang.prefix = '';
  assert.match(ctrl.said[1].move, /^2\. .*\?$/, 'the mistake as the move list writes it');
  assert.deepEqual(ctrl.offered, { next: true, solution: true });

  // The game's own move: refused, and the question again.
  play(game, moves[2]);
  assert.equal(ctrl.said[0], 'page.retro.same');
  await tick();
  assert.deepEqual(lineOf(game), moves.slice(0, 2));
  assert.equal(ctrl.phase, 'find');

  // The review's best move: solved at once (no engine), its arrow drawn.
  play(game, positions[2].best);
  assert.equal(ctrl.phase, 'solved');
  assert.deepEqual(ctrl.said, ['page.retro.best', { move: game.snapshot.history[2].number + '. ' + game.snapshot.history[2].alice, best: 'best3' }]);
  assert.deepEqual(calls.arrows.at(-1), [{ from: positions[2].best.slice(0, 2), to: positions[2].best.slice(2, 4), brush: 'green', board: 'B' }]);
  assert.deepEqual(ctrl.offered, { next: true, solution: false });
  assert.ok(changes >= 5, `${changes} changes said`);
});

test('another move is judged by the engine (the review\'s budget): good enough is solved, too weak is tried again', async () => {
  const { game, ctrl, engine, moves, positions } = setUp();
  ctrl.start();
  const other = legal(positions[2].fen).find((uci) => uci !== moves[2] && uci !== positions[2].best);
  play(game, other);
  assert.equal(ctrl.phase, 'checking');
  assert.equal(ctrl.said[0], 'page.retro.checking');
  assert.equal(engine.asked.length, 1);
  const { req } = engine.asked[0];
  assert.deepEqual([req.fen, req.nodes, req.multipv, req.fresh], [game.snapshot.fen, REVIEW_NODES, 1, true]);
  assert.equal(req.history.length, 3, 'the positions before it');
  // Black to move after it: its score +400 is White's −400, far below the best's +30.
  engine.asked[0].resolve({ lines: [{ score: 400, mate: null }] });
  await tick();
  assert.equal(ctrl.said[0], 'page.retro.bad');
  assert.equal(ctrl.phase, 'find');
  assert.deepEqual(lineOf(game), moves.slice(0, 2), 'back to the question');
  // Within the margin (White's +20 against +30): good.
  play(game, other);
  engine.asked[1].resolve({ lines: [{ score: -20, mate: null }] });
  await tick();
  assert.equal(ctrl.phase, 'solved');
  assert.equal(ctrl.said[0], 'page.retro.good');
});

test('an engine failure is said and the question asked again; the solution, the next mistake, the end, stop', async () => {
  const { game, ctrl, engine, calls, moves, positions } = setUp();
  ctrl.start();
  const other = legal(positions[2].fen).find((uci) => uci !== moves[2] && uci !== positions[2].best);
  play(game, other);
  engine.asked[0].reject(new Error('the engine stopped'));
  await tick();
  assert.equal(calls.errors.length, 1);
  assert.match(calls.errors[0], /the engine stopped/);
  assert.equal(ctrl.phase, 'find');
  assert.deepEqual(lineOf(game), moves.slice(0, 2));

  ctrl.solution();
  assert.equal(ctrl.phase, 'solved');
  assert.deepEqual(ctrl.said, ['page.retro.solution', { best: 'best3' }]);
  assert.deepEqual(lineOf(game), [...moves.slice(0, 2), positions[2].best], 'the better move on the board');
  ctrl.next();
  assert.deepEqual(ctrl.asked, { plies: [3, 5], index: 1 });
  assert.deepEqual(lineOf(game), moves.slice(0, 4));
  ctrl.next();
  assert.equal(ctrl.phase, 'done');
  assert.deepEqual(ctrl.said, ['page.retro.done', {}]);
  assert.deepEqual(ctrl.offered, { next: false, solution: false });
  ctrl.stop();
  assert.equal(ctrl.active, false);
  assert.equal(calls.arrows.at(-1), null, 'the other arrows again');
  assert.equal(calls.resumed, 1);
  assert.equal(ctrl.canStart(), true);
});

test('Black\'s mistakes when Black is at the bottom; none to learn from; the review gone stops it', () => {
  const black = setUp({ side: 'b' });
  black.ctrl.start();
  assert.deepEqual(black.ctrl.asked, { plies: [4], index: 0 });
  assert.equal(black.ctrl.said[1].side, 'page.retro.black');
  assert.deepEqual(lineOf(black.game), black.moves.slice(0, 3));

  const none = setUp({ marked: [4] }); // only Black's mistake, White at the bottom
  none.ctrl.start();
  assert.equal(none.ctrl.phase, 'done');
  assert.deepEqual(none.ctrl.said, ['page.retro.none', {}]);
  assert.deepEqual(none.ctrl.offered, { next: false, solution: false });

  // The review gone (another game loaded): a change of the board stops the questions.
  const { game, ctrl, setData, calls } = setUp();
  ctrl.start();
  assert.equal(ctrl.active, true);
  setData(null);
  game.load({ moves: [] });
  assert.equal(ctrl.active, false);
  assert.equal(calls.resumed, 1);
  assert.equal(ctrl.canStart(), false);
  ctrl.start();
  assert.equal(ctrl.active, false, 'nothing to start without a review');
});
