// The page's catalogues: every area (page, learn, settings besides the board's), in every language.
// Only the page imports this module, so an embedded board never loads the page's words; importing
// it adds the page's English to the fallback of every translator.

import { addEnglish } from './i18n.js';
import english from './en/index.js';

addEnglish(english);

/** @type {import('./i18n.js').Loaders} */
export const PAGE_LOADERS = {
  fr: () => import('./fr/index.js'),
  es: () => import('./es/index.js'),
  de: () => import('./de/index.js'),
  ru: () => import('./ru/index.js'),
  it: () => import('./it/index.js'),
  pt: () => import('./pt/index.js'),
};

/** The English translator with the page's English in it: the default of the page's modules. */
export { englishT } from './i18n.js';
