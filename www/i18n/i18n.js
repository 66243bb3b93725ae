// Words for people in the player's language. Every visible string of the page and the widget is a
// key in a message catalogue (www/i18n/<lang>/*.js, one file per area of the product); code asks a
// translator for it: t('game.status.toMove', {side}) → "White to move".
//
// - Catalogues are plain objects of key → message. A message is a string with {name} placeholders,
//   or an object of plural forms ({one: '{count} move', other: '{count} moves'}) chosen with
//   Intl.PluralRules for params.count. Numbers in params are formatted for the language.
// - Two sets of catalogues: the board's (game, widget, rules, app: all the <alice-chess> element and
//   the iframe say, <lang>/board.js) and the page's (every area, <lang>/index.js, loaded through
//   page-catalogues.js, which only the page imports): an embedded board never downloads the page's
//   lessons and help texts.
// - English is always loaded (it is the fallback for any key a catalogue lacks: the board's here,
//   the page's added by page-catalogues.js); other languages are fetched when chosen (dynamic
//   import, so bundlers see every file).
// - translateDom() fills the markup: data-i18n="key" sets an element's text, data-i18n-title,
//   data-i18n-aria-label, data-i18n-placeholder, data-i18n-alt and data-i18n-label (an
//   <optgroup>'s) set those attributes.
// Nothing here touches the rules; nothing here is English but the fallback catalogue.

import english from './en/board.js';

/** @typedef {string | Partial<Record<Intl.LDMLPluralRule, string>>} Message */
/** @typedef {Record<string, Message>} Catalogue */

/** The English messages: the board's, and the page's once page-catalogues.js has added them. */
/** @type {Catalogue} */
const en = { ...english };
/** @typedef {Record<string, string | number>} Params */
/**
 * A translator: the message for `key` in the chosen language, placeholders filled.
 * @typedef {((key: string, params?: Params) => string) & {lang: string}} Translate
 */

/** The languages the product speaks, by code, each named in itself (for the picker). */
export const LANGUAGES = Object.freeze(
  /** @type {const} */ ({
    en: 'English',
    fr: 'Français',
    es: 'Español',
    de: 'Deutsch',
    ru: 'Русский',
    it: 'Italiano',
    pt: 'Português',
  }),
);

/** @typedef {Record<string, () => Promise<{default: Catalogue}>>} Loaders  catalogue imports by language */

/** The board's catalogues (English is built in). @type {Loaders} */
export const BOARD_LOADERS = {
  fr: () => import('./fr/board.js'),
  es: () => import('./es/board.js'),
  de: () => import('./de/board.js'),
  ru: () => import('./ru/board.js'),
  it: () => import('./it/board.js'),
  pt: () => import('./pt/board.js'),
};

/** @type {WeakMap<Loaders, Map<string, Promise<Catalogue>>>} */
const loaded = new WeakMap();

/**
 * Add English messages to the fallback (the page's, page-catalogues.js).
 * @param {Catalogue} messages
 */
export function addEnglish(messages) {
  Object.assign(en, messages);
}

/**
 * The language code we speak for a list of wishes (BCP 47 tags, best first: navigator.languages,
 * a `lang` attribute): the first whose language we have, else English. `fr-FR` → `fr`.
 * @param {readonly (string | null | undefined)[]} wishes
 * @returns {string}
 */
export function pickLanguage(wishes) {
  for (const wish of wishes) {
    const code = String(wish ?? '').trim().toLowerCase().split(/[-_]/)[0];
    if (Object.hasOwn(LANGUAGES, code)) return code;
  }
  return 'en';
}

/**
 * The catalogue of a language from a set of catalogues (the board's unless told; English for a
 * code we do not have). A catalogue that fails to load gives English, with the failure in the
 * console: the page still works.
 * @param {string} code
 * @param {Loaders} [loaders]
 * @returns {Promise<Catalogue>}
 */
export function loadCatalogue(code, loaders = BOARD_LOADERS) {
  const load = loaders[code];
  if (!load) return Promise.resolve(en);
  let cache = loaded.get(loaders);
  if (!cache) loaded.set(loaders, (cache = new Map()));
  let promise = cache.get(code);
  if (!promise) {
    promise = load().then(
      (module) => module.default,
      (err) => {
        console.error(`alice-chess: the ${code} messages could not be loaded`, err);
        cache?.delete(code);
        return en;
      },
    );
    cache.set(code, promise);
  }
  return promise;
}

/**
 * A translator for `code` over `catalogue`, falling back to English key by key (and to the key
 * itself, so that a missing message shows rather than breaks).
 * @param {string} code
 * @param {Catalogue} [catalogue]
 * @returns {Translate}
 */
export function createTranslator(code, catalogue = en) {
  const lang = Object.hasOwn(LANGUAGES, code) ? code : 'en';
  const plural = new Intl.PluralRules(lang);
  const number = new Intl.NumberFormat(lang);
  /** @type {Translate} */
  const t = Object.assign(
    /** @param {string} key @param {Params} [params] */
    (key, params) => {
      const message = catalogue[key] ?? en[key];
      if (message === undefined) return key;
      let text;
      if (typeof message === 'string') text = message;
      else {
        const count = Number(params?.count ?? 0);
        text = message[plural.select(count)] ?? message.other ?? Object.values(message)[0] ?? key;
      }
      if (!params) return text;
      return text.replace(/\{(\w+)\}/g, (whole, name) => {
        if (!Object.hasOwn(params, name)) return whole;
        const value = params[name];
        return typeof value === 'number' ? number.format(value) : String(value);
      });
    },
    { lang },
  );
  return t;
}

/** The English translator: the default of every module that is given none. */
export const englishT = createTranslator('en', en);

/**
 * "a, b and c" (or, with type 'disjunction', "a, b or c") in the translator's language
 * (Intl.ListFormat). English lists have no comma before the last item, as the rules core writes
 * them: en-GB's style (en-US would give "a, b, and c").
 * @param {Translate} t
 * @param {readonly string[]} items
 * @param {'conjunction'|'disjunction'} [type]
 */
export function joinList(t, items, type = 'conjunction') {
  return new Intl.ListFormat(t.lang === 'en' ? 'en-GB' : t.lang, { style: 'long', type }).format(items);
}

/** The most characters of a text from outside that a message repeats (see clip()). */
export const ECHO_MAX = 60;

/**
 * A text from outside — a URL parameter, an attribute's value, a token of a file, a name — as a
 * message may repeat it: its white space run together into single spaces and at most `max`
 * characters, a cut marked with "…". Any length goes in; only its start is looked at. Every
 * message that echoes such a text takes it through here (in every language: the params, not the
 * catalogues, are clipped), so that no input can fill the page or an event.
 * @param {unknown} text
 * @param {number} [max]
 * @returns {string}
 */
export function clip(text, max = ECHO_MAX) {
  const all = String(text);
  const head = Array.from(all.slice(0, max * 8).replace(/[\uD800-\uDBFF]$/, '').replace(/\s+/g, ' ').trim());
  if (head.length <= max && all.length <= max * 8) return head.join('');
  return `${head.slice(0, max - 1).join('').trimEnd()}…`;
}

/** The translated attributes: dataset name, attribute. */
const ATTRIBUTES = /** @type {const} */ ([
  ['i18nTitle', 'title'],
  ['i18nAriaLabel', 'aria-label'],
  ['i18nPlaceholder', 'placeholder'],
  ['i18nAlt', 'alt'],
  ['i18nLabel', 'label'],
]);

/**
 * Fill the markup under `root` with messages: an element with data-i18n="key" gets the message as
 * its text (so it must hold nothing else: put an icon beside it, not inside), and
 * data-i18n-title / -aria-label / -placeholder / -alt="key" set those attributes.
 * @param {ParentNode} root
 * @param {Translate} t
 */
export function translateDom(root, t) {
  for (const node of root.querySelectorAll('[data-i18n]')) {
    const key = /** @type {HTMLElement} */ (node).dataset.i18n;
    if (key) node.textContent = t(key);
  }
  for (const [data, attribute] of ATTRIBUTES) {
    for (const node of root.querySelectorAll(`[data-i18n-${attribute}]`)) {
      const key = /** @type {HTMLElement} */ (node).dataset[data];
      if (key) node.setAttribute(attribute, t(key));
    }
  }
}
