// The PGN card: export the game (copy to the clipboard, download a .pgn file; Alice notation, or
// plain SAN for other programs) and import one (pasted or from a file). The PGN itself is written
// and read by the engine; this module only moves text around — always as text (textContent,
// .value), never as markup.

/** Larger files are refused before they are read. */
export const MAX_PGN_BYTES = 1_000_000;

/**
 * Wire the PGN card.
 * @param {(name: string) => HTMLElement | null} part  the page's elements by data-part
 * @param {{
 *   exportPgn: (notation: 'alice'|'san') => string,
 *   fileName: () => string,
 *   load: (text: string, index: number) => string,   // loads game `index` or throws the engine's Error; returns a message
 *   listGames: (text: string) => import('../core/boundary').PgnGameInfo[],   // the games of a PGN text
 *   copy: (text: string, button: HTMLElement) => void,
 * }} hooks
 */
export function createPgnPanel(part, { exportPgn, fileName, load, listGames, copy }) {
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
  /** The text whose games are offered in the list. */
  let offered = '';
  if (!el.form) return null;

  const notation = () => (el.san?.checked ? 'san' : 'alice');

  /** Show an error message (or none: ''). @param {string} text */
  function setError(text) {
    el.error.textContent = text;
    el.input.setAttribute('aria-invalid', text ? 'true' : 'false');
    if (text) el.done.textContent = '';
  }

  /**
   * Offer the games of a text in the list (those that cannot be read say why and cannot be chosen).
   * @param {string} text
   * @param {import('../core/boundary').PgnGameInfo[]} games
   */
  function offer(text, games) {
    offered = text;
    el.game.replaceChildren(
      ...games.map((g) => {
        const o = document.createElement('option');
        o.value = String(g.index);
        const who = `${g.white ?? '?'} – ${g.black ?? '?'}`;
        const about = [g.event, g.date].filter((x) => x && !/^[?.]*$/.test(x)).join(', ');
        o.textContent = g.error
          ? `${g.index + 1}. ${who}: cannot be read (${g.error})`
          : `${g.index + 1}. ${who}${about ? ` (${about})` : ''} ${g.result}, ${g.plies} half-move${g.plies === 1 ? '' : 's'}`;
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
    el.choose.hidden = true;
    el.game.replaceChildren();
  }

  /**
   * Load a PGN text (game `index` of it, or: the only one, or a choice of its games); false (and a
   * message shown) when it did not load.
   * @param {string} text
   * @param {'paste' | 'file'} source
   * @param {number|null} [index]
   */
  function tryLoad(text, source, index = null) {
    if (!text.trim()) {
      setError(source === 'file' ? 'That file is empty.' : 'Paste a PGN first.');
      return false;
    }
    try {
      if (index === null) {
        const games = listGames(text);
        if (games.length > 1) {
          offer(text, games);
          setError('');
          el.done.textContent = `${games.length} games found: choose one in the list.`;
          return true;
        }
      }
      hideChoice();
      el.done.textContent = load(text, index ?? 0);
    } catch (err) {
      const message = /** @type {Error} */ (err).message;
      setError(`${source === 'file' ? 'That file could not be loaded' : 'That PGN could not be loaded'}: ${message}`);
      return false;
    }
    setError('');
    return true;
  }

  el.copy.addEventListener('click', () => copy(exportPgn(notation()), el.copy));

  el.download.addEventListener('click', () => {
    const blob = new Blob([exportPgn(notation())], { type: 'application/x-chess-pgn' });
    const href = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = href;
    a.download = fileName();
    a.hidden = true;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  });

  el.form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (tryLoad(el.input.value, 'paste')) el.input.value = '';
  });

  el.gameLoad.addEventListener('click', () => {
    if (offered) tryLoad(offered, 'paste', Number(el.game.value));
  });

  el.input.addEventListener('input', () => {
    if (el.error.textContent) setError('');
    el.done.textContent = '';
  });

  el.file.addEventListener('change', async () => {
    const file = el.file.files?.[0];
    el.file.value = ''; // choosing the same file again fires 'change' again
    if (!file) return;
    if (file.size > MAX_PGN_BYTES) {
      setError(`That file is too large (${Math.round(file.size / 1000)} KB; at most ${MAX_PGN_BYTES / 1000} KB).`);
      return;
    }
    let text;
    try {
      text = await file.text();
    } catch (err) {
      setError(`That file could not be read: ${/** @type {Error} */ (err).message}`);
      return;
    }
    tryLoad(text, 'file');
  });

  return { setError };
}
