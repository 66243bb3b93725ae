// The iframe route, `index.html?embed=1&fen=…&moves=…&orientation=…&mode=…&view=…`: the page shows
// one <alice-chess> element filling the frame, for sites that cannot load scripts. The URL
// parameters are the element's attributes (same names, same checks, same error messages);
// show-moves and show-controls default to on here. Unknown parameters are named in a notice.
// `origin=<the parent's origin>` lets the parent script the board by postMessage (messages.js).
// The language is the `lang` parameter's, else the browser's (not the game page's <html lang>): the
// frame's document and its board speak it.

import { ATTRIBUTES, readBool } from '../widget/config.js';
import { englishT, pickLanguage, loadCatalogue, createTranslator, clip } from '../i18n/i18n.js';
import { connectParent, parseOrigin } from './messages.js';
import '../alice-chess.js';

/** @typedef {import('../i18n/i18n.js').Translate} Translate */

const ON_BY_DEFAULT = ['show-moves', 'show-controls'];

/**
 * Replace the page's content with the embedded board. `search` is location.search. Its words wait
 * for the language's messages (English at once, when they are English).
 * @param {Document} doc
 * @param {string} search
 * @returns {HTMLElement} the <alice-chess> element
 */
export function mountFrame(doc, search) {
  const params = new URLSearchParams(search);
  const root = doc.documentElement;
  root.classList.add('embed');
  const nav = doc.defaultView?.navigator;
  const lang = pickLanguage([params.get('lang'), ...(nav?.languages ?? [nav?.language])]);
  root.lang = lang;

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
  board.setAttribute('lang', lang);
  root.classList.toggle('embed-moves', readBool(board.getAttribute('show-moves')));
  root.classList.toggle('embed-two', ['two', 'double', '2'].includes((params.get('view') ?? '').trim().toLowerCase()));

  /** @type {Array<(t: Translate) => string>} */
  const notes = [];
  const unknown = [...params.keys()].filter((k) => k !== 'embed' && k !== 'origin' && !ATTRIBUTES.includes(k));
  if (unknown.length) {
    // Named as given, but never more than a line of them (any name, any number of names).
    const names = clip(unknown.slice(0, 10).map((k) => `"${k}"`).join(', ') + (unknown.length > 10 ? ' …' : ''));
    notes.push((t) => t('widget.frame.unknown', { count: unknown.length, names, known: [...ATTRIBUTES, 'origin'].join(', ') }));
  }
  const originParam = params.get('origin');
  const origin = parseOrigin(originParam);
  if (originParam !== null && !origin) notes.push((t) => t('widget.frame.origin', { value: clip(JSON.stringify(originParam)) }));
  const parts = notes.map(() => {
    const note = doc.createElement('p');
    note.className = 'embed-note';
    note.setAttribute('role', 'alert');
    note.dataset.testid = 'embed-note';
    return note;
  });
  /** @param {Translate} t */
  const word = (t) => {
    doc.title = t('widget.frame.title');
    notes.forEach((text, i) => (parts[i].textContent = text(t)));
  };
  word(englishT);
  if (lang !== 'en') loadCatalogue(lang).then((catalogue) => word(createTranslator(lang, catalogue)));
  doc.body.replaceChildren(...parts, board);
  // The board's own "two boards" button changes its view attribute: size the frame for it.
  new MutationObserver(() => {
    const v = (board.getAttribute('view') ?? '').trim().toLowerCase();
    root.classList.toggle('embed-two', ['two', 'double', '2'].includes(v));
  }).observe(board, { attributes: true, attributeFilter: ['view'] });
  if (origin && doc.defaultView) connectParent(doc.defaultView, board, origin);
  return board;
}
