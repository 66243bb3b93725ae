// The puzzle trainer's controller (www/puzzles/puzzle-ctrl.js) runs without any DOM, on the real
// rules core and game controller, over puzzles of the committed www/puzzles/puzzles.json: a right
// move and the opponent's reply, a wrong move failing the puzzle once (a retry does not rate
// again), any mating last move in a mate puzzle, the hint and the solution, the theme chosen, the
// pick near the player's rating and the progress kept. Its timers and random numbers are the
// test's, so each reply comes when the test says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bindings } from './core.mjs';
import { createCore } from '../../www/core/core.js';
import { createGameController } from '../../www/game/controller.js';
import { createPuzzleCtrl, themeCounts, PUZZLES_URL } from '../../www/puzzles/puzzle-ctrl.js';
import { PROGRESS_KEY } from '../../www/puzzles/progress.js';
import { memoryStorage } from './fakes.mjs';

const core = createCore(bindings);
const here = path.dirname(fileURLToPath(import.meta.url));
const FILE = JSON.parse(fs.readFileSync(path.join(here, '../..', PUZZLES_URL), 'utf8')).puzzles;

/** Timers the test runs by hand: `step()` runs the first one due (they are kept in order of time). */
function manualTimers() {
  /** @type {Array<{fn: () => void, at: number}>} */
  const queue = [];
  let now = 0;
  return {
    queue,
    get now() {
      return now;
    },
    setTimeout(fn, ms) {
      queue.push({ fn, at: now + ms });
      queue.sort((a, b) => a.at - b.at);
    },
    step() {
      const next = queue.shift();
      assert.ok(next, 'a timer is due');
      now = next.at;
      next.fn();
    },
  };
}


const fetchOf = (puzzles) => async () => ({ ok: true, status: 200, statusText: 'OK', json: async () => ({ puzzles }) });

/** A trainer over `puzzles` on a real game; `id` asks for one. */
async function trainer(puzzles, { id = null, storage = memoryStorage(), random = () => 0 } = {}) {
  const game = createGameController({ core });
  const timers = manualTimers();
  const shapes = [];
  const notices = [];
  let boardShown = 0;
  const ctrl = createPuzzleCtrl(game, {
    storage,
    id,
    t: (key, params) => (params ? `${key} ${JSON.stringify(params)}` : key),
    setShapes: (s) => shapes.push(s),
    orient() {},
    notify: (text) => notices.push(text),
    showBoard: () => (boardShown += 1),
    fetch: /** @type {any} */ (fetchOf(puzzles)),
    timers,
    random,
  });
  let changes = 0;
  ctrl.onChange(() => (changes += 1));
  await ctrl.load();
  return { ctrl, game, timers, storage, shapes, notices, changes: () => changes, boardShown: () => boardShown };
}

/** The player moves on the board (as a drop of a piece: the game controller's board input). */
function playerMove(game, uci) {
  assert.equal(game.move(uci.slice(0, 2), uci.slice(2, 4)), 'played', uci);
}

/** Every legal move of the live position (coordinates), without promotions. */
function legalMoves(game) {
  const fen = game.snapshot.fen;
  const g = core.newGame(fen);
  const dests = g.snapshot().dests;
  g.free();
  return [...new Set(Object.values(dests).flatMap((ds) => ds.filter((d) => !d.promotion).map((d) => d.uci)))];
}

/** Whether `uci` mates in the position `fen` (asked of the rules core). */
function mates(fen, uci) {
  const g = core.newGame(fen);
  try {
    g.play(uci);
    return g.snapshot().outcome?.reason === 'checkmate';
  } finally {
    g.free();
  }
}

const saved = (storage) => JSON.parse(storage.getItem(PROGRESS_KEY));
/** A three-move puzzle of the file with no mate in it (a wrong move is then wrong for sure). */
const THREE = FILE.find((p) => p.moves.length === 3 && p.last && !p.themes.some((t) => t.startsWith('mate')));

test('the puzzle controller needs no DOM: the opponent\'s last move, a right move, the reply, solved and rated', async () => {
  assert.equal(typeof globalThis.document, 'undefined');
  assert.ok(THREE, 'the file has a three-move puzzle');
  const { ctrl, game, timers, storage, changes } = await trainer(FILE, { id: THREE.id });
  assert.equal(ctrl.state.status, 'ready');
  assert.equal(ctrl.state.puzzle.id, THREE.id);
  // First the position before the opponent's last move: the player waits.
  assert.equal(game.snapshot.fen, THREE.last.fen);
  assert.equal(ctrl.state.opening, true);
  const side = THREE.fen.split(' ')[1];
  assert.equal(ctrl.state.side, side);
  assert.equal(ctrl.prompt(), side === 'w' ? 'learn.puzzle.findWhite' : 'learn.puzzle.findBlack');
  timers.step();
  assert.equal(ctrl.state.opening, false);
  assert.equal(game.snapshot.fen, THREE.fen, 'the opponent\'s last move is played');

  playerMove(game, THREE.moves[0]);
  assert.deepEqual([ctrl.state.step, ctrl.state.replying, ctrl.prompt()], [1, true, 'learn.puzzle.goodMove']);
  assert.equal(game.snapshot.gamePly, 2, 'the reply waits');
  timers.step();
  assert.equal(game.snapshot.history.at(-1).uci, THREE.moves[1], 'the reply is the solution\'s');
  assert.deepEqual([ctrl.state.step, ctrl.state.replying], [2, false]);
  assert.match(ctrl.prompt(), /^learn\.puzzle\.keepGoing(White|Black)$/);

  const before = ctrl.progress.player.rating;
  playerMove(game, THREE.moves[2]);
  assert.equal(ctrl.state.phase, 'correct');
  assert.equal(ctrl.result(), 'correct');
  assert.equal(ctrl.done(), true);
  assert.ok(ctrl.progress.player.rating > before, 'the player\'s rating goes up');
  const kept = saved(storage);
  assert.equal(kept.results[THREE.id], 'correct');
  assert.equal(kept.streak, 1);
  assert.equal(kept.player.rating, ctrl.progress.player.rating);
  assert.ok(kept.ratings[THREE.id] < THREE.rating, 'the puzzle\'s rating goes down');
  assert.equal(ctrl.solvedCount(), 1);
  assert.equal(timers.queue.length, 0, 'nothing more comes by itself');
  assert.ok(changes() >= 4, `${changes()} changes said`);
});

test('a wrong move fails the puzzle once: named, rated once, taken back; a retry solved does not rate again', async () => {
  const { ctrl, game, timers, storage } = await trainer(FILE, { id: THREE.id });
  timers.step(); // the opponent's last move
  const wrong = legalMoves(game).find((uci) => uci !== THREE.moves[0]);
  assert.ok(wrong);
  const start = ctrl.progress.player.rating;
  playerMove(game, wrong);
  assert.equal(ctrl.state.phase, 'wrong');
  assert.equal(ctrl.result(), 'wrong');
  assert.equal(ctrl.state.wrongMove, game.snapshot.history.at(-1).alice, 'the wrong move is named');
  const failedRating = ctrl.progress.player.rating;
  assert.ok(failedRating < start, 'the player\'s rating goes down');
  assert.equal(saved(storage).results[THREE.id], 'wrong');
  assert.equal(saved(storage).streak, 0);
  // Taken back: the puzzle's position again, the result still shown.
  timers.step();
  assert.equal(ctrl.state.phase, 'playing');
  assert.equal(ctrl.result(), 'wrong');
  assert.equal(game.snapshot.fen, THREE.fen);
  // Wrong again: not rated again.
  playerMove(game, wrong);
  assert.equal(ctrl.progress.player.rating, failedRating);
  timers.step();
  // A retry, solved: still failed, nothing rated.
  ctrl.retry();
  assert.equal(ctrl.state.failed, true);
  assert.equal(ctrl.result(), '');
  timers.step(); // the opponent's last move
  playerMove(game, THREE.moves[0]);
  timers.step(); // the reply
  playerMove(game, THREE.moves[2]);
  assert.equal(ctrl.state.phase, 'correct');
  assert.equal(ctrl.progress.player.rating, failedRating);
  assert.equal(saved(storage).results[THREE.id], 'wrong');
  assert.equal(saved(storage).streak, 0);
});

test('a mate puzzle takes any move that mates as its last one; a puzzle that is no mate does not', async () => {
  // The file's mates in 1 have one mating move each: here the solution written is another legal
  // move (one that does not mate, asked of the rules core), and the player mates instead.
  const mate = FILE.find((p) => p.moves.length === 1 && p.themes.includes('mateIn1'));
  const g = core.newGame(mate.fen);
  const ucis = Object.values(g.snapshot().dests).flatMap((ds) => ds.filter((d) => !d.promotion).map((d) => d.uci));
  g.free();
  const other = ucis.find((uci) => !mates(mate.fen, uci));
  assert.ok(mates(mate.fen, mate.moves[0]) && other);
  const puzzle = { ...mate, moves: [other] };
  const { ctrl, game, timers, storage } = await trainer([puzzle]);
  timers.step();
  playerMove(game, mate.moves[0]);
  assert.equal(game.snapshot.outcome?.reason, 'checkmate');
  assert.equal(ctrl.state.phase, 'correct');
  assert.equal(saved(storage).results[mate.id], 'correct');

  // The same mate in a puzzle of another kind is wrong (the themes decide).
  const noMate = await trainer([{ ...puzzle, themes: ['winMaterial'] }]);
  noMate.timers.step();
  playerMove(noMate.game, mate.moves[0]);
  assert.equal(noMate.ctrl.state.phase, 'wrong');
});

test('the hint circles the piece to move; the solution fails the puzzle once and is played step by step', async () => {
  const { ctrl, game, timers, storage, shapes, boardShown } = await trainer(FILE, { id: THREE.id });
  timers.step();
  ctrl.hint();
  assert.deepEqual(shapes.at(-1), [{ from: THREE.moves[0].slice(0, 2), brush: 'green' }]);
  assert.equal(boardShown(), 1);
  const start = ctrl.progress.player.rating;
  ctrl.solution();
  assert.equal(ctrl.state.phase, 'shown');
  assert.equal(ctrl.result(), 'wrong');
  assert.equal(ctrl.prompt(), 'learn.puzzle.showingSolution');
  assert.deepEqual(shapes.at(-1), [], 'the hint is gone');
  assert.ok(ctrl.progress.player.rating < start);
  assert.equal(saved(storage).results[THREE.id], 'wrong');
  // The solution's line is loaded, shown from the puzzle's position, then one move at a time.
  assert.deepEqual(game.snapshot.history.map((m) => m.uci), [THREE.last.move, ...THREE.moves]);
  assert.equal(game.snapshot.ply, 1);
  const plies = [];
  while (timers.queue.length) {
    timers.step();
    plies.push(game.snapshot.ply);
  }
  assert.deepEqual(plies, [2, 3, 4, 4]);
  const rated = ctrl.progress.player.rating;
  ctrl.solution(); // already shown: nothing
  ctrl.retry();
  assert.equal(ctrl.state.phase, 'playing');
  ctrl.solution();
  assert.equal(ctrl.progress.player.rating, rated, 'a second look at the solution is not rated');

  // The solution, a retry and the solution again before the first one has stepped through: only
  // the last one steps on, a move every SOLUTION_STEP_MS (the first one's steps are not mixed in).
  while (timers.queue.length) timers.step();
  ctrl.retry();
  ctrl.solution();
  timers.step();
  ctrl.retry();
  ctrl.solution();
  const from = timers.now;
  const reached = new Map([[game.snapshot.ply, 0]]);
  while (timers.queue.length) {
    timers.step();
    if (!reached.has(game.snapshot.ply)) reached.set(game.snapshot.ply, timers.now - from);
  }
  assert.deepEqual([...reached], [[1, 0], [2, 400], [3, 1100], [4, 1800]]);
});

test('next picks near the player\'s rating among puzzles not done; a theme chosen picks among its puzzles and is kept', async () => {
  const storage = memoryStorage();
  const draws = [0, 0.99, 0.5];
  let n = 0;
  const { ctrl } = await trainer(FILE, { storage, random: () => draws[n++ % draws.length] });
  const r = ctrl.progress.player.rating;
  const distance = (p) => Math.abs(p.rating - r);
  // random 0: the nearest; the first shown is one of the ten nearest of the file.
  const sorted = [...FILE].filter((p) => p.id !== FILE[0].id).sort((a, b) => distance(a) - distance(b));
  assert.equal(distance(ctrl.state.puzzle), distance(sorted[0]));
  ctrl.next();
  assert.ok(distance(ctrl.state.puzzle) <= distance(sorted[10]), 'one of the ten nearest (but the one shown)');

  const [theme, count] = themeCounts(FILE).find(([name, c]) => c >= 12 && c < FILE.length / 4);
  ctrl.chooseTheme(theme);
  assert.equal(ctrl.theme(), theme);
  assert.equal(saved(storage).theme, theme);
  const seen = new Set();
  for (let i = 0; i < 6; i++) {
    assert.ok(ctrl.state.puzzle.themes.includes(theme), `${ctrl.state.puzzle.id} is of ${theme}`);
    seen.add(ctrl.state.puzzle.id);
    ctrl.next();
  }
  assert.ok(seen.size >= 3, `${seen.size} of ${count}: not always the same puzzle`);
  // Kept: a new visit starts in the theme; an unknown theme means every theme.
  const again = await trainer(FILE, { storage });
  assert.equal(again.ctrl.theme(), theme);
  assert.ok(again.ctrl.state.puzzle.themes.includes(theme));
  again.ctrl.chooseTheme('noSuchTheme');
  assert.equal(again.ctrl.theme(), '');
});

test('the progress is read back by a new visit; a puzzle asked for that is not there is said', async () => {
  const storage = memoryStorage();
  const first = await trainer(FILE, { storage, id: THREE.id });
  first.timers.step();
  playerMove(first.game, legalMoves(first.game).find((uci) => uci !== THREE.moves[0]));
  const rating = first.ctrl.progress.player.rating;
  const again = await trainer(FILE, { storage, id: 'no-such-id' });
  assert.equal(again.ctrl.progress.player.rating, rating);
  assert.equal(again.ctrl.progress.results[THREE.id], 'wrong');
  assert.deepEqual(again.notices, ['learn.puzzle.notFound {"id":"no-such-id"}']);
  assert.notEqual(again.ctrl.state.puzzle.id, THREE.id, 'a puzzle not done is picked');
});

test('a reply due when the puzzle starts again (or another comes) is not played on it', async () => {
  // Without the opponent's last move, the board is at ply 0 again after a retry, as when the reply was asked.
  const { last: _last, ...bare } = THREE;
  const { ctrl, game, timers } = await trainer([bare]);
  assert.equal(ctrl.state.opening, false);
  playerMove(game, THREE.moves[0]);
  assert.equal(ctrl.state.replying, true);
  ctrl.retry();
  assert.equal(ctrl.state.replying, false);
  assert.equal(ctrl.prompt().startsWith('learn.puzzle.find'), true);
  timers.step(); // the old reply's time: nothing is played
  assert.equal(game.snapshot.gamePly, 0);
  assert.equal(ctrl.state.step, 0);
  assert.equal(timers.queue.length, 0);
});

test('a file that cannot be read, or holds no puzzle, leaves the trainer failed, and moves are ignored', async () => {
  const game = createGameController({ core });
  const env = { storage: null, id: null, t: (k) => k, setShapes() {}, orient() {}, notify() {} };
  const broken = createPuzzleCtrl(game, { ...env, fetch: /** @type {any} */ (async () => ({ ok: false, status: 404, statusText: 'Not Found' })) });
  await broken.load();
  assert.deepEqual([broken.state.status, broken.state.failure], ['failed', '404 Not Found']);
  const empty = createPuzzleCtrl(game, { ...env, fetch: /** @type {any} */ (fetchOf([])) });
  await empty.load();
  assert.deepEqual([empty.state.status, empty.state.failure], ['failed', null]);
  assert.equal(game.move('e2', 'e4'), 'played');
  empty.next();
  empty.solution();
  assert.equal(empty.state.puzzle, null);
});

test('a new player (1500) gets mates and material puzzles mixed, each rated near the player', async () => {
  // A seeded xorshift: the picks are the same on every run.
  let seed = 0x2545f491;
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  const { ctrl, game, timers } = await trainer(FILE, { random });
  assert.equal(ctrl.progress.player.rating, 1500);
  const kinds = [];
  for (let i = 0; i < 10; i++) {
    const { puzzle } = ctrl.state;
    const r = ctrl.progress.player.rating;
    assert.ok(Math.abs(puzzle.rating - r) <= 150, `puzzle ${i + 1} (${puzzle.id}) rated ${puzzle.rating}, the player ${Math.round(r)}`);
    kinds.push(puzzle.themes.some((t) => t.startsWith('mateIn')) ? 'mate' : 'material');
    // Every other puzzle solved, the others given up (the solution shown): the rating moves both ways.
    if (i % 2 === 0 && puzzle.moves.every((m) => m.length === 4)) {
      // (Timers of the puzzles before, given up, are still queued: run them until the move comes.)
      while (ctrl.state.opening) timers.step();
      while (ctrl.state.phase === 'playing') {
        playerMove(game, puzzle.moves[ctrl.state.step]);
        while (ctrl.state.replying) timers.step();
      }
      assert.equal(ctrl.state.phase, 'correct', puzzle.id);
    } else {
      ctrl.solution();
    }
    ctrl.next();
  }
  assert.ok(kinds.includes('material') && kinds.includes('mate'), kinds.join(' '));
  for (let i = 2; i < kinds.length; i++) {
    assert.ok(!(kinds[i] === kinds[i - 1] && kinds[i] === kinds[i - 2]), `three of a kind in a row: ${kinds.join(' ')}`);
  }
});
