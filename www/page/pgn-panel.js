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
 *   load: (text: string) => string,   // loads the game or throws the engine's Error; returns a message
 *   copy: (text: string, button: HTMLElement) => void,
 * }} hooks
 */
export function createPgnPanel(part, { exportPgn, fileName, load, copy }) {
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
  };
  if (!el.form) return null;

  const notation = () => (el.san?.checked ? 'san' : 'alice');

  /** Show an error message (or none: ''). @param {string} text */
  function setError(text) {
    el.error.textContent = text;
    el.input.setAttribute('aria-invalid', text ? 'true' : 'false');
    if (text) el.done.textContent = '';
  }

  /**
   * Load a PGN text; false (and a message shown) when it did not load.
   * @param {string} text
   * @param {'paste' | 'file'} source
   */
  function tryLoad(text, source) {
    if (!text.trim()) {
      setError(source === 'file' ? 'That file is empty.' : 'Paste a PGN first.');
      return false;
    }
    try {
      el.done.textContent = load(text);
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
