// The puzzle trainer's view: draws the puzzle card from the controller's state (puzzle-ctrl.js) —
// the loading words or why the file could not be read, then the puzzle's prompt, result, wrong move,
// ratings, streak and (once done) its themes, analysis link and FEN — fills the theme select, and
// turns the card's buttons into the controller's actions. Every word comes from the learn catalogue
// (www/i18n/en/learn.js) through the page's translator, and is drawn again when the language
// changes; the result element keeps a stable `data-result` (correct / wrong) whatever the language.

import { joinList, translateDom } from '../i18n/i18n.js';
import { encodeHash } from '../shell/storage.js';

/** @typedef {import('../i18n/i18n.js').Translate} Translate */

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

/**
 * A rating as chess writes it, in digits without grouping (1500, not 1,500), in every language.
 * @param {number} rating
 */
const ratingText = (rating) => String(Math.round(rating));

/**
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {import('./puzzle-ctrl.js').PuzzleCtrl} ctrl
 * @param {import('../learn/lessons.js').I18n} i18n
 */
export function bindPuzzleView(el, ctrl, i18n) {
  const { t } = i18n;
  const { state, progress } = ctrl;
  el.puzzle.hidden = false;
  /** The theme select holds the file's themes (filled once they are known, again for a new language). */
  let themesFilled = false;

  /** The theme select's options, in the page's language. */
  function fillThemes() {
    const select = el['puzzle-theme'];
    const all = document.createElement('option');
    all.value = '';
    all.textContent = t('learn.puzzle.themeAll');
    const options = state.themes.map(([name, count]) => {
      const option = document.createElement('option');
      option.value = name;
      option.textContent = t('learn.puzzle.themeOption', { name: themeName(t, name), count });
      return option;
    });
    select.replaceChildren(all, ...options);
    select.value = ctrl.theme();
    themesFilled = true;
  }

  /** The card as the controller's state is: loading, failed, or the puzzle. */
  function render() {
    if (state.status === 'loading') {
      el['puzzle-prompt'].textContent = t('learn.puzzle.loading');
      el['puzzle-rating'].textContent = ratingText(progress.player.rating);
      return;
    }
    if (state.status === 'failed') {
      const error = state.failure;
      el['puzzle-prompt'].textContent = error === null ? t('learn.puzzle.loadEmpty') : t('learn.puzzle.loadFailed', { error });
      return;
    }
    if (!themesFilled) fillThemes();
    const { puzzle, side } = state;
    const shownResult = ctrl.result();
    // data-result is the machine's word (tests, style); the text is the person's.
    el['puzzle-result'].dataset.result = shownResult;
    el['puzzle-result'].textContent = shownResult ? t(`learn.puzzle.result.${shownResult}`) : '';
    el['puzzle-rating'].textContent = ratingText(progress.player.rating);
    el.puzzle.dataset.waiting = String(state.opening || state.replying); // (the player's move is not asked for yet)
    el['puzzle-id'].textContent = t('learn.puzzle.id', { id: puzzle.id });
    const done = ctrl.done();
    el['puzzle-prompt'].textContent = t(ctrl.prompt());
    el['puzzle-meta'].textContent = [
      t('learn.puzzle.rating', { rating: ratingText(ctrl.ratingOf(puzzle)) }),
      ...(done ? [joinList(t, puzzle.themes.map((theme) => themeName(t, theme)))] : []),
      t('learn.puzzle.streak', { count: progress.streak }),
      t('learn.puzzle.solvedCount', { count: ctrl.solvedCount() }),
    ].join(' · ');
    el['puzzle-hint'].disabled = done;
    el['puzzle-solution'].disabled = done;
    el['puzzle-wrong'].textContent = state.wrongMove ? t('learn.puzzle.wrongMove', { move: state.wrongMove }) : '';
    // Once done: the puzzle on the analysis board (its start and solution), and its FEN.
    el['puzzle-analyse'].hidden = !done;
    el['puzzle-fen-row'].hidden = !done;
    if (done) {
      el['puzzle-analyse'].href = `?analysis${encodeHash({ start: ctrl.startFen(), moves: ctrl.fromStart(puzzle.moves), orientation: side })}`;
      el['puzzle-fen'].textContent = puzzle.fen;
    }
  }

  el['puzzle-theme'].addEventListener('change', () => ctrl.chooseTheme(el['puzzle-theme'].value));
  el['puzzle-hint'].addEventListener('click', () => ctrl.hint());
  el['puzzle-solution'].addEventListener('click', () => ctrl.solution());
  el['puzzle-retry'].addEventListener('click', () => ctrl.retry());
  el['puzzle-next'].addEventListener('click', () => ctrl.next());
  el['puzzle-fen-copy'].addEventListener('click', () => {
    if (state.status === 'ready') navigator.clipboard?.writeText(state.puzzle.fen).catch(() => undefined);
  });

  ctrl.onChange(render);
  // The card's fixed words (data-i18n in index.html); the page translates them too, but the card
  // does not depend on it.
  translateDom(el.puzzle, t);
  i18n.onChange?.(() => {
    translateDom(el.puzzle, t);
    if (state.status === 'ready') fillThemes();
    render();
  });
  render();
  return { render };
}
