// The puzzle trainer (index.html?puzzles, one puzzle: ?puzzle=ID): puzzles from
// www/puzzles/puzzles.json (made by `alice puzzles`), chosen near the player's rating. The player
// plays one side (the controller's online mode: only that side moves); each move is checked
// against the solution — in a mate puzzle any move that mates counts — and the opponent's replies
// come by themselves. As on lichess, a puzzle starts from the position before the opponent's last
// move (when the file has it), which is then played. A wrong move fails the puzzle (the position
// comes back to try again) and is named. The
// player's Glicko-2 rating and each puzzle's move after every first try; hint, solution, retry,
// next and a streak. A theme can be chosen (a select of the file's themes with their counts): the
// next puzzles are then picked among that theme's, still near the player's rating; the choice is
// kept with the progress. Progress is kept in localStorage (progress.js, checked by shape when read).
// Every word comes from the learn catalogue (www/i18n/en/learn.js) through the page's translator,
// and is drawn again when the language changes; the result element keeps a stable `data-result`
// (correct / wrong) whatever the language.

import { rate } from '../game/glicko.js';
import { loadProgress, saveProgress } from './progress.js';
import { clip, joinList, translateDom } from '../i18n/i18n.js';
import { englishT } from '../i18n/page-catalogues.js';
import { problemText } from '../i18n/errors.js';
import { encodeHash } from '../shell/storage.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {{id: string, fen: string, moves: string[], rating: number, themes: string[], last?: {fen: string, move: string}}} Puzzle */
/** @typedef {import('../game/glicko.js').Glicko} Glicko */
/** @typedef {import('../i18n/i18n.js').Translate} Translate */
/** @typedef {import('../learn/lessons.js').I18n} I18n */

export const PUZZLES_URL = 'www/puzzles/puzzles.json';
const REPLY_MS = 500;
/** How long the position before the opponent's last move is shown. */
const LAST_MOVE_MS = 600;
const PUZZLE_RD = 80;

/**
 * A puzzle theme's name (the themes of `alice puzzles`: mateIn2, crossBoardCheck…); a theme the
 * catalogue does not know yet is shown as it is written in the file.
 * @param {Translate} t
 * @param {string} theme
 */
export function themeName(t, theme) {
  const mate = /^mateIn(\d+)$/.exec(theme);
  if (mate) return t('learn.puzzle.theme.mateIn', { count: Number(mate[1]) });
  const key = `learn.puzzle.theme.${theme}`;
  const name = t(key);
  return name === key ? theme : name;
}

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
 * A rating as chess writes it, in digits without grouping (1500, not 1,500), in every language.
 * @param {number} rating
 */
const ratingText = (rating) => String(Math.round(rating));

/**
 * Start the trainer on the page.
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {GameController} controller
 * @param {{storage: import('../shell/storage.js').Store|null, id: string|null, setShapes: (s: Array<{from: string, brush: string}>) => void,
 *          orient: (side: 'w'|'b') => void, notify: (text: string) => void, fetch?: typeof fetch,
 *          showBoard?: () => void}} env  showBoard: scroll the board into view (a hint, the solution)
 * @param {I18n} [i18n]  the page's words (English when not given)
 */
export async function startPuzzles(el, controller, env, i18n = { t: englishT }) {
  const { t } = i18n;
  const progress = loadProgress(env.storage);
  const save = () => saveProgress(env.storage, progress);
  el.puzzle.hidden = false;
  // What the card shows now: the loading words, then the failure or the puzzle. Called again when
  // the language changes.
  let draw = () => {
    el['puzzle-prompt'].textContent = t('learn.puzzle.loading');
    el['puzzle-rating'].textContent = ratingText(progress.player.rating);
  };
  // The card's fixed words (data-i18n in index.html); the page translates them too, but the card
  // does not depend on it.
  translateDom(el.puzzle, t);
  i18n.onChange?.(() => {
    translateDom(el.puzzle, t);
    draw();
  });
  draw();

  /** @type {Puzzle[]} */
  let puzzles = [];
  /** @type {string|null} */
  let failure = null; // why the file could not be read (the browser's or the server's words)
  try {
    const res = await (env.fetch ?? fetch)(PUZZLES_URL);
    if (!res.ok) failure = `${res.status} ${res.statusText}`.trim();
    else puzzles = (await res.json()).puzzles;
  } catch (err) {
    failure = err instanceof Error ? err.message : String(err);
  }
  if (failure !== null || !Array.isArray(puzzles) || puzzles.length === 0) {
    const error = failure;
    draw = () => {
      el['puzzle-prompt'].textContent = error === null ? t('learn.puzzle.loadEmpty') : t('learn.puzzle.loadFailed', { error });
    };
    draw();
    return;
  }

  /** @type {Puzzle} */
  let puzzle = puzzles[0];
  let step = 0; // moves of the solution played so far
  /** @type {'playing'|'correct'|'wrong'|'shown'} */
  let state = 'playing';
  let failed = false; // this try went wrong (a retry does not rate again)
  let replying = false;
  /** The opponent's last move is still to come (the player waits). */
  let opening = false;
  /** @type {'w'|'b'} */
  let side = 'w';

  const ratingOf = (/** @type {Puzzle} */ p) => progress.ratings[p.id] ?? p.rating;

  const counts = themeCounts(puzzles);
  /** The chosen theme, if the file has it ('' for every theme). */
  const theme = () => (counts.some(([t]) => t === progress.theme) ? progress.theme : '');
  /** The puzzles of the chosen theme. */
  const chosen = () => {
    const want = theme();
    return want ? puzzles.filter((p) => p.themes.includes(want)) : puzzles;
  };
  /** The theme select's options, in the page's language. */
  function fillThemes() {
    const select = el['puzzle-theme'];
    const all = document.createElement('option');
    all.value = '';
    all.textContent = t('learn.puzzle.themeAll');
    const options = counts.map(([name, count]) => {
      const option = document.createElement('option');
      option.value = name;
      option.textContent = t('learn.puzzle.themeOption', { name: themeName(t, name), count });
      return option;
    });
    select.replaceChildren(all, ...options);
    select.value = theme();
  }
  fillThemes();
  el['puzzle-theme'].addEventListener('change', () => {
    progress.theme = el['puzzle-theme'].value;
    save();
    // A puzzle of the new theme at once (unless this one has it and is still being solved).
    if (!(theme() && puzzle.themes.includes(theme()) && state === 'playing' && step === 0)) show(pick());
  });

  /** The next puzzle: of the chosen theme, not done yet, rated near the player (one of the ten nearest, at random). */
  function pick() {
    const among = chosen();
    const open = among.filter((p) => !progress.results[p.id] && p.id !== puzzle.id);
    const others = among.filter((p) => p.id !== puzzle.id);
    const pool = open.length ? open : others.length ? others : among;
    const r = progress.player.rating;
    const near = [...pool].sort((a, b) => Math.abs(ratingOf(a) - r) - Math.abs(ratingOf(b) - r)).slice(0, 10);
    return near[Math.floor(Math.random() * near.length)] ?? puzzles[0];
  }

  /** The moves from where the board starts: the opponent's last one (if known), then `moves`. @param {string[]} moves */
  const fromStart = (moves) => (puzzle.last ? [puzzle.last.move, ...moves] : moves);
  /** Where the board starts: before the opponent's last move, if known. */
  const startFen = () => puzzle.last?.fen ?? puzzle.fen;
  /** Plies before the puzzle's own position (1 with the opponent's last move). */
  const offset = () => (puzzle.last ? 1 : 0);

  /** @param {Puzzle} p */
  function show(p) {
    puzzle = p;
    step = 0;
    state = 'playing';
    failed = false;
    controller.load({ fen: startFen(), players: { mode: 'hotseat' }, strict: true });
    side = p.last ? (controller.snapshot.turn === 'w' ? 'b' : 'w') : controller.snapshot.turn;
    env.orient(side);
    controller.setPlayers({ mode: 'online', color: side });
    controller.setPremoves(false);
    env.setShapes([]);
    wrongMove = '';
    opening = !!p.last;
    if (p.last) {
      // The opponent's last move, played after a moment (the player sees what happened).
      const last = p.last.move;
      setTimeout(() => {
        if (puzzle !== p || !opening || controller.snapshot.gamePly !== 0) return;
        opening = false;
        try {
          controller.play(last);
        } catch (err) {
          env.notify(t('learn.puzzle.replyRefused', { error: problemText(t, err) }));
        }
        render();
      }, LAST_MOVE_MS);
    }
    render();
  }

  /** @type {string} the wrong move last tried (Alice notation), named until the next try */
  let wrongMove = '';

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
    if (source !== 'player' || state !== 'playing' || replying || opening) return;
    env.setShapes([]); // a hint's circle was about the move just made
    wrongMove = '';
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
        if (controller.snapshot.gamePly !== step + offset()) return; // moved on meanwhile
        try {
          controller.play(puzzle.moves[step]);
          step++;
        } catch (err) {
          // A fault of the puzzle file (tests/puzzles.rs plays every solution): the core's reason.
          env.notify(t('learn.puzzle.replyRefused', { error: problemText(t, err) }));
        }
        render();
      }, REPLY_MS);
      return;
    }
    // Wrong: the puzzle is failed (rated once); the position comes back to try again.
    if (!failed) decide('wrong');
    failed = true;
    state = 'wrong';
    wrongMove = move.alice;
    render();
    setTimeout(() => {
      if (state !== 'wrong') return;
      controller.load({ fen: startFen(), moves: fromStart(puzzle.moves.slice(0, step)), players: { mode: 'online', color: side }, strict: true });
      state = 'playing';
      render('wrong');
    }, 700);
  });

  el['puzzle-hint'].addEventListener('click', () => {
    const next = puzzle.moves[step];
    if (state === 'playing' && next) {
      env.setShapes([{ from: next.slice(0, 2), brush: 'green' }]);
      env.showBoard?.(); // a phone's card is below the board: the circled piece is brought into view
    }
  });
  el['puzzle-solution'].addEventListener('click', () => {
    if (state === 'correct' || state === 'shown') return;
    if (!failed) decide('wrong');
    failed = true;
    state = 'shown';
    opening = false;
    env.setShapes([]); // no hint circle left on a square the solution empties
    wrongMove = '';
    env.showBoard?.();
    controller.load({ fen: startFen(), moves: fromStart(puzzle.moves), players: { mode: 'online', color: side }, strict: true });
    controller.goTo(offset());
    let ply = offset();
    const stepOn = () => {
      if (state !== 'shown' || ply >= puzzle.moves.length + offset()) return;
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

  /** What the player is told to do now. (One message per side: a side's name is not a word to
   * put into a sentence in every language.) */
  function promptKey() {
    if (state === 'correct') return 'learn.puzzle.solved';
    if (state === 'shown') return 'learn.puzzle.showingSolution';
    if (replying) return 'learn.puzzle.goodMove';
    if (step === 0) return side === 'w' ? 'learn.puzzle.findWhite' : 'learn.puzzle.findBlack';
    return side === 'w' ? 'learn.puzzle.keepGoingWhite' : 'learn.puzzle.keepGoingBlack';
  }

  /** The result shown while trying again after a wrong move (render's `keep`). */
  /** @type {'wrong'|undefined} */
  let kept;

  /** @param {'wrong'} [keep]  keep showing this result while trying again */
  function render(keep) {
    kept = keep;
    /** @type {'correct'|'wrong'|''} */
    const shownResult = keep ?? (state === 'correct' ? 'correct' : state === 'wrong' || state === 'shown' ? 'wrong' : '');
    // data-result is the machine's word (tests, style); the text is the person's.
    el['puzzle-result'].dataset.result = shownResult;
    el['puzzle-result'].textContent = shownResult ? t(`learn.puzzle.result.${shownResult}`) : '';
    el['puzzle-rating'].textContent = ratingText(progress.player.rating);
    el.puzzle.dataset.waiting = String(opening || replying); // (the player's move is not asked for yet)
    el['puzzle-id'].textContent = t('learn.puzzle.id', { id: puzzle.id });
    const done = state === 'correct' || state === 'shown';
    el['puzzle-prompt'].textContent = t(promptKey());
    const solved = Object.values(progress.results).filter((r) => r === 'correct').length;
    el['puzzle-meta'].textContent = [
      t('learn.puzzle.rating', { rating: ratingText(ratingOf(puzzle)) }),
      ...(done ? [joinList(t, puzzle.themes.map((theme) => themeName(t, theme)))] : []),
      t('learn.puzzle.streak', { count: progress.streak }),
      t('learn.puzzle.solvedCount', { count: solved }),
    ].join(' · ');
    el['puzzle-hint'].disabled = done;
    el['puzzle-solution'].disabled = done;
    el['puzzle-wrong'].textContent = wrongMove ? t('learn.puzzle.wrongMove', { move: wrongMove }) : '';
    // Once done: the puzzle on the analysis board (its start and solution), and its FEN.
    el['puzzle-analyse'].hidden = !done;
    el['puzzle-fen-row'].hidden = !done;
    if (done) {
      el['puzzle-analyse'].href = `?analysis${encodeHash({ start: startFen(), moves: fromStart(puzzle.moves), orientation: side })}`;
      el['puzzle-fen'].textContent = puzzle.fen;
    }
  }
  el['puzzle-fen-copy'].addEventListener('click', () => {
    navigator.clipboard?.writeText(puzzle.fen).catch(() => undefined);
  });
  draw = () => {
    fillThemes();
    render(kept);
  };

  const wanted = env.id ? puzzles.find((p) => p.id === env.id) : null;
  if (env.id && !wanted) env.notify(t('learn.puzzle.notFound', { id: clip(env.id) }));
  show(wanted ?? pick());
}
