// The puzzle trainer (index.html?puzzles, one puzzle: ?puzzle=ID): puzzles from
// www/puzzles/puzzles.json (made by `alice puzzles`), chosen near the player's rating. The player
// plays one side (the controller's online mode: only that side moves); each move is checked
// against the solution — in a mate puzzle any move that mates counts — and the opponent's replies
// come by themselves. A wrong move fails the puzzle (the position comes back to try again). The
// player's Glicko-2 rating and each puzzle's move after every first try; hint, solution, retry,
// next and a streak. Progress is kept in localStorage.

import { rate, NEW_PLAYER } from '../game/glicko.js';
import { colorName } from '../game/format.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {{id: string, fen: string, moves: string[], rating: number, themes: string[]}} Puzzle */
/** @typedef {import('../game/glicko.js').Glicko} Glicko */
/** @typedef {{player: Glicko, ratings: Record<string, number>, results: Record<string, 'correct'|'wrong'>, streak: number}} Progress */

export const PROGRESS_KEY = 'alice-chess.puzzles';
export const PUZZLES_URL = 'www/puzzles/puzzles.json';
const REPLY_MS = 500;
const PUZZLE_RD = 80;

/**
 * @param {Storage|null} storage
 * @returns {Progress}
 */
function loadProgress(storage) {
  /** @type {Progress} */
  const fresh = { player: { ...NEW_PLAYER }, ratings: {}, results: {}, streak: 0 };
  try {
    const p = JSON.parse(storage?.getItem(PROGRESS_KEY) ?? 'null');
    const ok = (/** @type {any} */ x) => Number.isFinite(x);
    if (!p || !ok(p.player?.rating) || !ok(p.player?.rd) || !ok(p.player?.vol)) return fresh;
    return { player: p.player, ratings: p.ratings ?? {}, results: p.results ?? {}, streak: ok(p.streak) ? p.streak : 0 };
  } catch {
    return fresh;
  }
}

/**
 * Start the trainer on the page.
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {GameController} controller
 * @param {{storage: Storage|null, id: string|null, setShapes: (s: Array<{from: string, brush: string}>) => void,
 *          orient: (side: 'w'|'b') => void, notify: (text: string) => void, fetch?: typeof fetch}} env
 */
export async function startPuzzles(el, controller, env) {
  const progress = loadProgress(env.storage);
  const save = () => {
    try {
      env.storage?.setItem(PROGRESS_KEY, JSON.stringify(progress));
    } catch {
      /* storage off: progress lasts for this visit */
    }
  };
  el.puzzle.hidden = false;
  /** @type {Puzzle[]} */
  let puzzles;
  try {
    const res = await (env.fetch ?? fetch)(PUZZLES_URL);
    if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
    puzzles = (await res.json()).puzzles;
    if (!Array.isArray(puzzles) || puzzles.length === 0) throw new Error('no puzzles in the file');
  } catch (err) {
    el['puzzle-prompt'].textContent = `The puzzles could not be loaded (${err instanceof Error ? err.message : String(err)}).`;
    return;
  }

  /** @type {Puzzle} */
  let puzzle = puzzles[0];
  let step = 0; // moves of the solution played so far
  /** @type {'playing'|'correct'|'wrong'|'shown'} */
  let state = 'playing';
  let failed = false; // this try went wrong (a retry does not rate again)
  let replying = false;
  /** @type {'w'|'b'} */
  let side = 'w';

  const ratingOf = (/** @type {Puzzle} */ p) => progress.ratings[p.id] ?? p.rating;

  /** The next puzzle: not done yet, rated near the player (one of the ten nearest, at random). */
  function pick() {
    const open = puzzles.filter((p) => !progress.results[p.id] && p.id !== puzzle.id);
    const pool = open.length ? open : puzzles.filter((p) => p.id !== puzzle.id);
    const r = progress.player.rating;
    const near = [...pool].sort((a, b) => Math.abs(ratingOf(a) - r) - Math.abs(ratingOf(b) - r)).slice(0, 10);
    return near[Math.floor(Math.random() * near.length)] ?? puzzles[0];
  }

  /** @param {Puzzle} p */
  function show(p) {
    puzzle = p;
    step = 0;
    state = 'playing';
    failed = false;
    controller.load({ fen: p.fen, players: { mode: 'hotseat' }, strict: true });
    side = controller.snapshot.turn;
    env.orient(side);
    controller.setPlayers({ mode: 'online', color: side });
    controller.setPremoves(false);
    env.setShapes([]);
    render();
  }

  /** The player's result of a first try: both ratings move. */
  function decide(/** @type {'correct'|'wrong'} */ result) {
    if (progress.results[puzzle.id] === undefined) {
      const score = result === 'correct' ? 1 : 0;
      const them = { rating: ratingOf(puzzle), rd: PUZZLE_RD, vol: 0.06 };
      const before = progress.player.rating;
      progress.player = rate(progress.player, them, score);
      progress.ratings[puzzle.id] = rate(them, { ...progress.player, rating: before }, 1 - score).rating;
      progress.results[puzzle.id] = result;
    }
    progress.streak = result === 'correct' ? progress.streak + 1 : 0;
    save();
  }

  controller.on('move', ({ move, source }) => {
    if (source !== 'player' || state !== 'playing' || replying) return;
    const expected = puzzle.moves[step];
    const last = step === puzzle.moves.length - 1;
    const mates = last && puzzle.themes.some((t) => t.startsWith('mate')) && controller.snapshot.outcome?.reason === 'checkmate';
    if (move.uci === expected || mates) {
      step++;
      if (step >= puzzle.moves.length) {
        state = 'correct';
        if (!failed) decide('correct');
        render();
        return;
      }
      replying = true;
      render();
      setTimeout(() => {
        replying = false;
        if (controller.snapshot.gamePly !== step) return; // moved on meanwhile
        try {
          controller.play(puzzle.moves[step]);
          step++;
        } catch (err) {
          env.notify(`This puzzle's reply was refused: ${err instanceof Error ? err.message : String(err)}`);
        }
        render();
      }, REPLY_MS);
      return;
    }
    // Wrong: the puzzle is failed (rated once); the position comes back to try again.
    if (!failed) decide('wrong');
    failed = true;
    state = 'wrong';
    render();
    setTimeout(() => {
      if (state !== 'wrong') return;
      controller.load({ fen: puzzle.fen, moves: puzzle.moves.slice(0, step), players: { mode: 'online', color: side }, strict: true });
      state = 'playing';
      render('wrong');
    }, 700);
  });

  el['puzzle-hint'].addEventListener('click', () => {
    const next = puzzle.moves[step];
    if (state === 'playing' && next) env.setShapes([{ from: next.slice(0, 2), brush: 'green' }]);
  });
  el['puzzle-solution'].addEventListener('click', () => {
    if (state === 'correct' || state === 'shown') return;
    if (!failed) decide('wrong');
    failed = true;
    state = 'shown';
    controller.load({ fen: puzzle.fen, moves: puzzle.moves, players: { mode: 'online', color: side }, strict: true });
    controller.goTo(0);
    let ply = 0;
    const stepOn = () => {
      if (state !== 'shown' || ply >= puzzle.moves.length) return;
      controller.goTo(++ply);
      setTimeout(stepOn, 700);
    };
    setTimeout(stepOn, 400);
    render();
  });
  el['puzzle-retry'].addEventListener('click', () => {
    const f = failed;
    show(puzzle);
    failed = f;
  });
  el['puzzle-next'].addEventListener('click', () => show(pick()));

  /** @param {'wrong'} [keep]  keep showing this result while trying again */
  function render(keep) {
    const shownResult = keep ?? (state === 'correct' ? 'correct' : state === 'wrong' || state === 'shown' ? 'wrong' : '');
    el['puzzle-result'].textContent = shownResult;
    el['puzzle-result'].dataset.result = shownResult;
    el['puzzle-rating'].textContent = String(progress.player.rating);
    el['puzzle-id'].textContent = `#${puzzle.id}`;
    const done = state === 'correct' || state === 'shown';
    el['puzzle-prompt'].textContent =
      state === 'correct'
        ? 'Solved! On to the next one.'
        : state === 'shown'
          ? 'The solution, move by move.'
          : replying
            ? 'Good move…'
            : `${step === 0 ? 'Find the best move' : 'Keep going'} for ${colorName(side)}.`;
    el['puzzle-meta'].textContent = `Puzzle rating ${ratingOf(puzzle)}${done ? ` · ${puzzle.themes.join(', ')}` : ''} · streak ${progress.streak}`;
    el['puzzle-hint'].disabled = done;
    el['puzzle-solution'].disabled = done;
  }

  const wanted = env.id ? puzzles.find((p) => p.id === env.id) : null;
  if (env.id && !wanted) env.notify(`There is no puzzle "${env.id}"; here is another.`);
  show(wanted ?? pick());
}
