// Saving a text as a file the browser downloads (the PGN card's "Download .pgn", the online game's
// PGN in plain SAN): a Blob behind a link clicked once, its address let go a little later.

/**
 * Download `text` as the file `name`.
 * @param {string} text
 * @param {string} name
 * @param {string} [type]
 */
export function downloadText(text, name, type = 'application/x-chess-pgn') {
  const href = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
