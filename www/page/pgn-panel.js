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
  const el = {
    copy: part('pgn-export'),
    download: part('pgn-download'),
    san: part('pgn-san'),
    input: part('pgn-input'),
    form: part('pgn-form'),
    file: part('pgn-file'),
    error: part('pgn-error'),
    done: part('pgn-done'),
  };
  if (!el.form) return null;

  const notation = () => (el.san?.checked ? 'san' : 'alice');

  function setError(text) {
    el.error.textContent = text;
    el.input.setAttribute('aria-invalid', text ? 'true' : 'false');
    if (text) el.done.textContent = '';
  }

  function tryLoad(text, source) {
    if (!text.trim()) {
      setError(source === 'file' ? 'That file is empty.' : 'Paste a PGN first.');
      return false;
    }
    try {
      el.done.textContent = load(text);
    } catch (err) {
      setError(`${source === 'file' ? 'That file could not be loaded' : 'That PGN could not be loaded'}: ${err.message}`);
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
      setError(`That file could not be read: ${err.message}`);
      return;
    }
    tryLoad(text, 'file');
  });

  return { setError };
}
