// The puzzle trainer's controller: the puzzles (read from PUZZLES_URL), the one being solved and how
// far (step, phase, a failed try, the opponent's reply or last move still to come, the solver's
// side, the wrong move last tried), the theme chosen, the player's progress — and the actions
// (hint, solution, retry, next, choose a theme) and the answer to a move played on the board. No
// DOM: the view (puzzle-view.js) draws its state and calls its actions; it says "changed" to its
// listeners. The opponent's replies and the solution's steps come after a moment (env.timers, so a
// test drives them); the next puzzle is picked near the player's rating (env.random), and the
// kinds are mixed: never a third mate (or material puzzle) in a row while the other kind is there.
//
// A move is checked against the solution — in a mate puzzle any move that mates last counts. A
// wrong move fails the puzzle (the position comes back to try again); the player's Glicko-2 rating
// and the puzzle's move after the first try only (a retry or the solution does not rate again).

import { rate } from '../game/glicko.js';
import { loadProgress, saveProgress } from './progress.js';
import { clip } from '../i18n/i18n.js';
import { problemText } from '../i18n/errors.js';
import { createEmitter } from '../game/emitter.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {{id: string, fen: string, moves: string[], rating: number, themes: string[], last?: {fen: string, move: string}}} Puzzle */
/** @typedef {import('../i18n/i18n.js').Translate} Translate */
/** @typedef {'correct'|'wrong'} Result */
/**
 * @typedef {{storage: import('../shell/storage.js').Store|null, id: string|null, t: Translate,
 *            setShapes: (s: Array<{from: string, brush: string}>) => void, orient: (side: 'w'|'b') => void,
 *            notify: (text: string) => void, showBoard?: () => void, fetch?: typeof fetch,
 *            timers?: {setTimeout: (fn: () => void, ms: number) => unknown}, random?: () => number}} PuzzleEnv
 *   id: the puzzle asked for (?puzzle=ID); showBoard: scroll the board into view (a hint, the
 *   solution); timers, random: the page's (setTimeout, Math.random) unless given
 */

export const PUZZLES_URL = 'www/puzzles/puzzles.json';
const REPLY_MS = 500;
/** How long the position before the opponent's last move is shown. */
const LAST_MOVE_MS = 600;
/** How long a wrong move stays on the board before the position comes back. */
const TAKE_BACK_MS = 700;
/** The solution's moves: the first after SOLUTION_START_MS, then one every SOLUTION_STEP_MS. */
const SOLUTION_START_MS = 400;
const SOLUTION_STEP_MS = 700;
const PUZZLE_RD = 80;

/** A puzzle's kind, for mixing them: a mate or a win of material. @param {Puzzle} p */
export const kindOf = (p) => (p.themes.some((t) => t.startsWith('mateIn')) ? 'mate' : 'material');

/** The kinds first (mates by length, then material), then the other themes by how many puzzles have them. */
const KIND_ORDER = ['mateIn1', 'mateIn2', 'mateIn3', 'mateIn4', 'winMaterial'];

/**
 * The themes of the puzzles with their counts, in the order the select lists them.
 * @param {Puzzle[]} puzzles
 * @returns {Array<[string, number]>}
 */
export function themeCounts(puzzles) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const p of puzzles) for (const theme of p.themes) counts.set(theme, (counts.get(theme) ?? 0) + 1);
  const rank = (/** @type {string} */ t) => {
    const i = KIND_ORDER.indexOf(t);
    return i < 0 ? KIND_ORDER.length : i;
  };
  return [...counts].sort((a, b) => rank(a[0]) - rank(b[0]) || b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

/**
 * @param {GameController} controller  the board's game
 * @param {PuzzleEnv} env
 */
export function createPuzzleCtrl(controller, env) {
  const { t } = env;
  const timers = env.timers ?? globalThis;
  const later = (/** @type {() => void} */ fn, /** @type {number} */ ms) => timers.setTimeout(fn, ms);
  const random = env.random ?? Math.random;
  const progress = loadProgress(env.storage);
  const save = () => saveProgress(env.storage, progress);
  const events = createEmitter();

  const state = {
    /** @type {'loading'|'failed'|'ready'} */
    status: 'loading',
    /** Why the file could not be read (the browser's or the server's words); null when it holds none. */
    failure: /** @type {string|null} */ (null),
    /** @type {Puzzle[]} */
    puzzles: [],
    /** The themes of the file with their counts (themeCounts). @type {Array<[string, number]>} */
    themes: [],
    /** The puzzle on the board (the file's first until one is shown). @type {Puzzle} */
    puzzle: /** @type {any} */ (null),
    /** Moves of the solution played so far. */
    step: 0,
    /** @type {'playing'|'correct'|'wrong'|'shown'} */
    phase: 'playing',
    /** This try went wrong (a retry does not rate again). */
    failed: false,
    /** The opponent's reply is still to come. */
    replying: false,
    /** The opponent's last move is still to come (the player waits). */
    opening: false,
    /** The solver's side. @type {'w'|'b'} */
    side: 'w',
    /** The wrong move last tried (Alice notation), named until the next try. */
    wrongMove: '',
    /** The result still shown while trying again after a wrong move. @type {'wrong'|undefined} */
    kept: /** @type {'wrong'|undefined} */ (undefined),
  };

  /** Say "changed"; `keep`: the result to keep showing while trying again. @param {'wrong'} [keep] */
  const changed = (keep) => {
    state.kept = keep;
    events.emit('change', null);
  };

  const ratingOf = (/** @type {Puzzle} */ p) => progress.ratings[p.id] ?? p.rating;
  /** The chosen theme, if the file has it ('' for every theme). */
  const theme = () => (state.themes.some(([name]) => name === progress.theme) ? progress.theme : '');
  /** The puzzles of the chosen theme. */
  const chosen = () => {
    const want = theme();
    return want ? state.puzzles.filter((p) => p.themes.includes(want)) : state.puzzles;
  };

  /** The kinds of the puzzles shown, the last one last. @type {string[]} */
  const kindsShown = [];

  /** The next puzzle: of the chosen theme, not done yet, rated near the player (one of the ten
   * nearest, at random); after two of one kind, of the other kind if the theme has it. */
  function pick() {
    const { puzzle } = state;
    const among = chosen();
    const open = among.filter((p) => !progress.results[p.id] && p.id !== puzzle.id);
    const others = among.filter((p) => p.id !== puzzle.id);
    let pool = open.length ? open : others.length ? others : among;
    const [before, last] = kindsShown.slice(-2);
    if (last && before === last) {
      const mixed = pool.filter((p) => kindOf(p) !== last);
      if (mixed.length) pool = mixed;
    }
    const r = progress.player.rating;
    const near = [...pool].sort((a, b) => Math.abs(ratingOf(a) - r) - Math.abs(ratingOf(b) - r)).slice(0, 10);
    return near[Math.floor(random() * near.length)] ?? state.puzzles[0];
  }

  /** The moves from where the board starts: the opponent's last one (if known), then `moves`. @param {string[]} moves */
  const fromStart = (moves) => (state.puzzle.last ? [state.puzzle.last.move, ...moves] : moves);
  /** Where the board starts: before the opponent's last move, if known. */
  const startFen = () => state.puzzle.last?.fen ?? state.puzzle.fen;
  /** Plies before the puzzle's own position (1 with the opponent's last move). */
  const offset = () => (state.puzzle.last ? 1 : 0);
  /** The puzzle is over: solved, or its solution shown. */
  const done = () => state.phase === 'correct' || state.phase === 'shown';

  /** Puzzles shown so far: a reply due for an earlier one (or an earlier try) is not played. */
  let shown = 0;

  /** @param {Puzzle} p */
  function show(p) {
    shown++;
    if (p !== state.puzzle || kindsShown.length === 0) kindsShown.push(kindOf(p));
    state.puzzle = p;
    state.step = 0;
    state.phase = 'playing';
    state.failed = false;
    state.replying = false;
    controller.load({ fen: startFen(), players: { mode: 'hotseat' }, strict: true });
    state.side = p.last ? (controller.snapshot.turn === 'w' ? 'b' : 'w') : controller.snapshot.turn;
    env.orient(state.side);
    controller.setPlayers({ mode: 'online', color: state.side });
    controller.setPremoves(false);
    env.setShapes([]);
    state.wrongMove = '';
    state.opening = !!p.last;
    if (p.last) {
      // The opponent's last move, played after a moment (the player sees what happened).
      const last = p.last.move;
      const round = shown;
      later(() => {
        if (round !== shown || !state.opening || controller.snapshot.gamePly !== 0) return;
        state.opening = false;
        try {
          controller.play(last);
        } catch (err) {
          env.notify(t('learn.puzzle.replyRefused', { error: problemText(t, err) }));
        }
        changed();
      }, LAST_MOVE_MS);
    }
    changed();
  }

  /** The player's result of a first try: both ratings move. @param {Result} result */
  function decide(result) {
    const { puzzle } = state;
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
    if (state.status !== 'ready' || source !== 'player' || state.phase !== 'playing' || state.replying || state.opening) return;
    const { puzzle } = state;
    env.setShapes([]); // a hint's circle was about the move just made
    state.wrongMove = '';
    const expected = puzzle.moves[state.step];
    const last = state.step === puzzle.moves.length - 1;
    const mates = last && puzzle.themes.some((th) => th.startsWith('mate')) && controller.snapshot.outcome?.reason === 'checkmate';
    if (move.uci === expected || mates) {
      state.step++;
      if (state.step >= puzzle.moves.length) {
        state.phase = 'correct';
        if (!state.failed) decide('correct');
        changed();
        return;
      }
      state.replying = true;
      changed();
      const round = shown;
      later(() => {
        if (round !== shown) return; // another puzzle (or try) meanwhile
        state.replying = false;
        if (controller.snapshot.gamePly !== state.step + offset()) return; // moved on meanwhile
        try {
          controller.play(puzzle.moves[state.step]);
          state.step++;
        } catch (err) {
          // A fault of the puzzle file (tests/puzzles.rs plays every solution): the core's reason.
          env.notify(t('learn.puzzle.replyRefused', { error: problemText(t, err) }));
        }
        changed();
      }, REPLY_MS);
      return;
    }
    // Wrong: the puzzle is failed (rated once); the position comes back to try again.
    if (!state.failed) decide('wrong');
    state.failed = true;
    state.phase = 'wrong';
    state.wrongMove = move.alice;
    changed();
    later(() => {
      if (state.phase !== 'wrong') return;
      controller.load({
        fen: startFen(),
        moves: fromStart(puzzle.moves.slice(0, state.step)),
        players: { mode: 'online', color: state.side },
        strict: true,
      });
      state.phase = 'playing';
      changed('wrong');
    }, TAKE_BACK_MS);
  });

  /** What the player is told to do now, as a key of the learn catalogue. (One message per side: a
   * side's name is not a word to put into a sentence in every language.) */
  function prompt() {
    if (state.phase === 'correct') return 'learn.puzzle.solved';
    if (state.phase === 'shown') return 'learn.puzzle.showingSolution';
    if (state.replying) return 'learn.puzzle.goodMove';
    if (state.step === 0) return state.side === 'w' ? 'learn.puzzle.findWhite' : 'learn.puzzle.findBlack';
    return state.side === 'w' ? 'learn.puzzle.keepGoingWhite' : 'learn.puzzle.keepGoingBlack';
  }

  /** The result shown: the try's, or the wrong one kept while trying again ('' for none). @returns {Result|''} */
  function result() {
    if (state.kept) return state.kept;
    if (state.phase === 'correct') return 'correct';
    return state.phase === 'wrong' || state.phase === 'shown' ? 'wrong' : '';
  }

  return {
    state: /** @type {Readonly<typeof state>} */ (state),
    /** The player's progress (rating, results, streak, theme), as saved. */
    progress: /** @type {Readonly<typeof progress>} */ (progress),
    /** @param {() => void} fn  called after every change of state */
    onChange: (fn) => events.on('change', fn),
    ratingOf,
    theme,
    startFen,
    fromStart,
    done,
    prompt,
    result,
    /** How many puzzles the player has solved at the first try. */
    solvedCount: () => Object.values(progress.results).filter((r) => r === 'correct').length,

    /**
     * Read the puzzles, then show the one asked for (else one picked near the player's rating). A
     * file that cannot be read, or holds none, leaves the controller 'failed'.
     */
    async load() {
      /** @type {Puzzle[]} */
      let puzzles = [];
      /** @type {string|null} */
      let failure = null;
      try {
        const res = await (env.fetch ?? fetch)(PUZZLES_URL);
        if (!res.ok) failure = `${res.status} ${res.statusText}`.trim();
        else puzzles = (await res.json()).puzzles;
      } catch (err) {
        failure = err instanceof Error ? err.message : String(err);
      }
      if (failure !== null || !Array.isArray(puzzles) || puzzles.length === 0) {
        state.status = 'failed';
        state.failure = failure;
        changed();
        return;
      }
      state.puzzles = puzzles;
      state.themes = themeCounts(puzzles);
      state.puzzle = puzzles[0];
      state.status = 'ready';
      const wanted = env.id ? puzzles.find((p) => p.id === env.id) : null;
      if (env.id && !wanted) env.notify(t('learn.puzzle.notFound', { id: clip(env.id) }));
      show(wanted ?? pick());
    },

    /** Choose a theme ('' for every theme): kept with the progress; a puzzle of it at once (unless
     * this one has it and is still untouched). @param {string} name */
    chooseTheme(name) {
      if (state.status !== 'ready') return;
      progress.theme = name;
      save();
      const want = theme();
      if (!(want && state.puzzle.themes.includes(want) && state.phase === 'playing' && state.step === 0)) show(pick());
    },

    /** Circle the piece the solution moves next. */
    hint() {
      if (state.status !== 'ready') return;
      const next = state.puzzle.moves[state.step];
      if (state.phase === 'playing' && next) {
        env.setShapes([{ from: next.slice(0, 2), brush: 'green' }]);
        env.showBoard?.(); // a phone's card is below the board: the circled piece is brought into view
      }
    },

    /** Give up: the puzzle counts as failed (once), its solution is played on the board step by step. */
    solution() {
      if (state.status !== 'ready' || done()) return;
      if (!state.failed) decide('wrong');
      state.failed = true;
      state.phase = 'shown';
      state.opening = false;
      env.setShapes([]); // no hint circle left on a square the solution empties
      state.wrongMove = '';
      env.showBoard?.();
      const { puzzle } = state;
      controller.load({ fen: startFen(), moves: fromStart(puzzle.moves), players: { mode: 'online', color: state.side }, strict: true });
      controller.goTo(offset());
      let ply = offset();
      const round = shown; // (a retry, then the solution again: only the last one steps on)
      const stepOn = () => {
        if (round !== shown || state.phase !== 'shown' || ply >= puzzle.moves.length + offset()) return;
        controller.goTo(++ply);
        later(stepOn, SOLUTION_STEP_MS);
      };
      later(stepOn, SOLUTION_START_MS);
      changed();
    },

    /** The same puzzle again from its start (a failed try stays failed: not rated again). */
    retry() {
      if (state.status !== 'ready') return;
      const f = state.failed;
      show(state.puzzle);
      state.failed = f;
    },

    /** Another puzzle, picked near the player's rating. */
    next() {
      if (state.status === 'ready') show(pick());
    },
  };
}

/** @typedef {ReturnType<typeof createPuzzleCtrl>} PuzzleCtrl */
