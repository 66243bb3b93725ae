// The language of one <alice-chess> element: its `lang` attribute, else the closest ancestor's
// `lang` (the page's <html lang>), else the browser's languages — the first the product speaks, else
// English (i18n.js pickLanguage). The element's translator `t` is one stable function for its whole
// life: the shared modules keep it and ask it at every render, so switching its language (once the
// catalogue has loaded; English meanwhile) and redrawing is all a change of `lang` takes.

import { englishT, pickLanguage, loadCatalogue, createTranslator } from '../i18n/i18n.js';

/** @typedef {import('../i18n/i18n.js').Translate} Translate */

/**
 * The language an element speaks: a language code of LANGUAGES.
 * @param {HTMLElement} el
 */
export function elementLanguage(el) {
  const inherited = el.parentElement?.closest('[lang]')?.getAttribute('lang');
  const doc = el.ownerDocument.documentElement.getAttribute('lang');
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return pickLanguage([el.getAttribute('lang'), inherited, doc, ...browser]);
}

/**
 * A translator that follows an element's language.
 * @param {HTMLElement} el
 * @param {() => void} onChange  the language changed: redraw every word
 */
export function createElementLanguage(el, onChange) {
  /** @type {Translate} */
  let current = englishT;
  let wanted = 'en';
  /** @type {Translate} */
  const t = Object.defineProperty(
    /** @type {Translate} */ (/** @type {unknown} */ ((/** @type {string} */ key, /** @type {any} */ params) => current(key, params))),
    'lang',
    { get: () => current.lang, enumerable: true },
  );

  return {
    /** The element's translator (stable; its language follows the element's). */
    t,
    /** Read the element's language again; switch to it once its messages are loaded. */
    update() {
      const code = elementLanguage(el);
      if (code === wanted) return;
      wanted = code;
      loadCatalogue(code).then((catalogue) => {
        if (wanted !== code) return; // another language was asked for meanwhile
        current = code === 'en' ? englishT : createTranslator(code, catalogue);
        onChange();
      });
    },
  };
}
