// The iframe route, `index.html?embed=1&fen=…&moves=…&orientation=…&mode=…&view=…`: the page shows
// one <alice-chess> element filling the frame, for sites that cannot load scripts. The URL
// parameters are the element's attributes (same names, same checks, same error messages);
// show-moves and show-controls default to on here. Unknown parameters are named in a notice.
// `origin=<the parent's origin>` lets the parent script the board by postMessage (messages.js).

import { ATTRIBUTES, readBool } from '../widget/config.js';
import { connectParent, parseOrigin } from './messages.js';
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

  const notes = [];
  const unknown = [...params.keys()].filter((k) => k !== 'embed' && k !== 'origin' && !ATTRIBUTES.includes(k));
  if (unknown.length) {
    notes.push(
      `Unknown parameter${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `"${k}"`).join(', ')} ignored. ` +
        `Known: ${ATTRIBUTES.join(', ')}, origin.`,
    );
  }
  const originParam = params.get('origin');
  const origin = parseOrigin(originParam);
  if (originParam !== null && !origin) {
    notes.push(`origin=${JSON.stringify(originParam)} is not an origin (like https://example.org): the board does not talk to its page.`);
  }
  const parts = notes.map((text) => {
    const note = doc.createElement('p');
    note.className = 'embed-note';
    note.setAttribute('role', 'alert');
    note.dataset.testid = 'embed-note';
    note.textContent = text;
    return note;
  });
  doc.body.replaceChildren(...parts, board);
  // The board's own "two boards" button changes its view attribute: size the frame for it.
  new MutationObserver(() => {
    const v = (board.getAttribute('view') ?? '').trim().toLowerCase();
    root.classList.toggle('embed-two', ['two', 'double', '2'].includes(v));
  }).observe(board, { attributes: true, attributeFilter: ['view'] });
  if (origin && doc.defaultView) connectParent(doc.defaultView, board, origin);
  return board;
}
