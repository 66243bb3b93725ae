// The iframe route, `index.html?embed=1&fen=…&moves=…&orientation=…&mode=…&view=…`: the page shows
// one <alice-chess> element filling the frame, for sites that cannot load scripts. The URL
// parameters are the element's attributes (same names, same checks, same error messages);
// show-moves and show-controls default to on here. Unknown parameters are named in a notice.

import { ATTRIBUTES, readBool } from '../widget/config.js';
import '../alice-chess.js';

const ON_BY_DEFAULT = ['show-moves', 'show-controls'];

/**
 * Replace the page's content with the embedded board. `search` is location.search.
 * @param {Document} doc
 * @param {string} search
 * @returns {HTMLElement} the <alice-chess> element
 */
export function mountFrame(doc, search) {
  const params = new URLSearchParams(search);
  const root = doc.documentElement;
  root.classList.add('embed');
  doc.title = 'Alice Chess board';

  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('./frame.css', import.meta.url).href;
  doc.head.append(link);

  const board = doc.createElement('alice-chess');
  for (const name of ATTRIBUTES) {
    const value = params.get(name);
    if (value !== null) board.setAttribute(name, value);
    else if (ON_BY_DEFAULT.includes(name)) board.setAttribute(name, '');
  }
  root.classList.toggle('embed-moves', readBool(board.getAttribute('show-moves')));
  root.classList.toggle('embed-two', ['two', 'double', '2'].includes((params.get('view') ?? '').trim().toLowerCase()));

  const parts = [];
  const unknown = [...params.keys()].filter((k) => k !== 'embed' && !ATTRIBUTES.includes(k));
  if (unknown.length) {
    const note = doc.createElement('p');
    note.className = 'embed-note';
    note.setAttribute('role', 'alert');
    note.dataset.testid = 'embed-note';
    note.textContent =
      `Unknown parameter${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `"${k}"`).join(', ')} ignored. ` +
      `Known: ${ATTRIBUTES.join(', ')}.`;
    parts.push(note);
  }
  parts.push(board);
  doc.body.replaceChildren(...parts);
  // The board's own "two boards" button changes its view attribute: size the frame for it.
  new MutationObserver(() => {
    const v = (board.getAttribute('view') ?? '').trim().toLowerCase();
    root.classList.toggle('embed-two', ['two', 'double', '2'].includes(v));
  }).observe(board, { attributes: true, attributeFilter: ['view'] });
  return board;
}
