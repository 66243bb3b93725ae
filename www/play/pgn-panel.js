// The PGN card: export the game (copy to the clipboard, download a .pgn file; Alice notation, or
// plain SAN for other programs) and import one (pasted or from a file). The PGN itself is written
// and read by the engine; this module only moves text around — always as text (textContent,
// .value), never as markup. Its words are the page's (language.say: a change of language rewords
// them), and so are the engine's reasons (it gives them as data: errors.js words them).

import { fixedEnglish } from '../shell/language.js';
import { problemText, wordProblem } from '../i18n/errors.js';
import { clip } from '../i18n/i18n.js';
import { downloadText } from '../ui/download.js';

/** @typedef {import('../shell/language.js').Text} Text */

/** Larger files are refused before they are read. */
export const MAX_PGN_BYTES = 1_000_000;

/**
 * Wire the PGN card.
 * @param {(name: string) => HTMLElement | null} part  the page's elements by data-part
 * @param {{
 *   exportPgn: (notation: 'alice'|'san') => string,
 *   fileName: () => string,
 *   load: (text: string, index: number, answered?: (message: Text) => void) => Text | null,   // loads game `index` or throws the engine's Error (its problem); returns a message, or null when the player is asked first (`answered` brings the message later, '' for "keep playing")
 *   listGames: (text: string) => import('../core/boundary').PgnGameInfo[],   // the games of a PGN text
 *   copy: (text: string, button: HTMLElement) => void,
 *   language?: import('../shell/language.js').PageLanguage,
 * }} hooks
 */
export function createPgnPanel(part, { exportPgn, fileName, load, listGames, copy, language = fixedEnglish() }) {
  const { t, say } = language;
  // All of them are on the page whenever the form is.
  const el = {
    copy: /** @type {HTMLButtonElement} */ (part('pgn-export')),
    download: /** @type {HTMLButtonElement} */ (part('pgn-download')),
    san: /** @type {HTMLInputElement | null} */ (part('pgn-san')),
    input: /** @type {HTMLTextAreaElement} */ (part('pgn-input')),
    form: /** @type {HTMLFormElement | null} */ (part('pgn-form')),
    file: /** @type {HTMLInputElement} */ (part('pgn-file')),
    error: /** @type {HTMLElement} */ (part('pgn-error')),
    done: /** @type {HTMLElement} */ (part('pgn-done')),
    choose: /** @type {HTMLElement} */ (part('pgn-choose')),
    game: /** @type {HTMLSelectElement} */ (part('pgn-game')),
    gameLoad: /** @type {HTMLButtonElement} */ (part('pgn-game-load')),
  };
  /** The text whose games are offered in the list, and its games by index. */
  let offered = '';
  /** @type {Record<number, import('../core/boundary').PgnGameInfo>} */
  let offeredGames = {};
  if (!el.form) return null;

  const notation = () => (el.san?.checked ? 'san' : 'alice');

  /** Show an error message (or none: ''). @param {Text} text */
  function setError(text) {
    say(el.error, text);
    el.input.setAttribute('aria-invalid', text ? 'true' : 'false');
    if (text) say(el.done, '');
  }

  /**
   * The list's words for one game of a text.
   * @param {import('../core/boundary').PgnGameInfo} g
   */
  function gameLabel(g) {
    const n = g.index + 1;
    // The tags as the file gives them, clipped: a file may hold anything, at any length.
    const who = t('page.pgn.game.players', { white: clip(g.white ?? '?'), black: clip(g.black ?? '?') });
    if (g.error) return t('page.pgn.game.broken', { n, who, error: g.problem ? wordProblem(t, g.problem) : g.error });
    const known = (/** @type {string|null|undefined} */ x) => !!x && !/^[?.]*$/.test(x);
    const about = known(g.event) && known(g.date)
      ? t('page.pgn.game.about', { event: clip(g.event), date: clip(g.date) })
      : known(g.event) ? clip(g.event) : known(g.date) ? clip(g.date) : '';
    const params = { n, who, about, result: g.result, count: g.plies };
    return about ? t('page.pgn.gameAbout', params) : t('page.pgn.game', params);
  }

  /** The games offered, worded again (a change of language). */
  function relabel() {
    for (const o of el.game.options) {
      const g = offeredGames[Number(o.value)];
      if (g) o.textContent = gameLabel(g);
    }
  }
  language.onChange(relabel);

  /**
   * Offer the games of a text in the list (those that cannot be read say why and cannot be chosen).
   * @param {string} text
   * @param {import('../core/boundary').PgnGameInfo[]} games
   */
  function offer(text, games) {
    offered = text;
    offeredGames = Object.fromEntries(games.map((g) => [g.index, g]));
    el.game.replaceChildren(
      ...games.map((g) => {
        const o = document.createElement('option');
        o.value = String(g.index);
        o.textContent = gameLabel(g);
        o.disabled = !!g.error;
        return o;
      }),
    );
    const first = games.find((g) => !g.error);
    if (first) el.game.value = String(first.index);
    el.gameLoad.disabled = !first;
    el.choose.hidden = false;
    el.game.focus();
  }

  function hideChoice() {
    offered = '';
    offeredGames = {};
    el.choose.hidden = true;
    el.game.replaceChildren();
  }

  /**
   * Load a PGN text (game `index` of it, or: the only one, or a choice of its games): true when it
   * loaded (or its games are offered), 'asked' when the player is asked first (the text stays until
   * the answer), false (and a message shown) when it did not load.
   * @param {string} text
   * @param {'paste' | 'file'} source
   * @param {number|null} [index]
   */
  function tryLoad(text, source, index = null) {
    /** @param {Text} message  the answer to the question: loaded, or '' (kept playing: the text stays) */
    const answered = (message) => {
      say(el.done, message);
      if (message && source === 'paste') el.input.value = '';
    };
    if (!text.trim()) {
      setError(() => t(source === 'file' ? 'page.pgn.fileEmpty' : 'page.pgn.pasteFirst'));
      return false;
    }
    try {
      if (index === null) {
        const games = listGames(text);
        if (games.length > 1) {
          offer(text, games);
          setError('');
          const count = games.length;
          say(el.done, () => t('page.pgn.found', { count }));
          return true;
        }
      }
      hideChoice();
      const message = load(text, index ?? 0, answered);
      if (message === null) {
        // The player is asked at the top of the page; the pasted text stays until the answer.
        say(el.done, () => t('page.pgn.asked'));
        setError('');
        return 'asked';
      }
      say(el.done, message);
    } catch (err) {
      const key = source === 'file' ? 'page.pgn.fileFailed' : 'page.pgn.pasteFailed';
      setError(() => t(key, { error: problemText(t, err) }));
      return false;
    }
    setError('');
    return true;
  }

  el.copy.addEventListener('click', () => copy(exportPgn(notation()), el.copy));

  el.download.addEventListener('click', () => downloadText(exportPgn(notation()), fileName()));

  el.form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (tryLoad(el.input.value, 'paste') === true) el.input.value = '';
  });

  el.gameLoad.addEventListener('click', () => {
    if (offered) tryLoad(offered, 'paste', Number(el.game.value));
  });

  el.input.addEventListener('input', () => {
    if (el.error.textContent) setError('');
    say(el.done, '');
  });

  el.file.addEventListener('change', async () => {
    const file = el.file.files?.[0];
    el.file.value = ''; // choosing the same file again fires 'change' again
    if (!file) return;
    if (file.size > MAX_PGN_BYTES) {
      const size = Math.round(file.size / 1000);
      setError(() => t('page.pgn.tooLarge', { size, max: MAX_PGN_BYTES / 1000 }));
      return;
    }
    let text;
    try {
      text = await file.text();
    } catch (err) {
      const error = /** @type {Error} */ (err).message;
      setError(() => t('page.pgn.unreadable', { error }));
      return;
    }
    tryLoad(text, 'file');
  });

  return { setError };
}
