// The page's language: which one it speaks, the picker in the header, and the words that follow a
// change of language without a reload.
//
// `t` is one stable translator: it always speaks the current language, so views that compute their
// text at render time (from `t`) only need to render again when `onChange` calls them. Markup is
// filled by translateDom (data-i18n…) and, for a sentence with elements inside it (a <strong>, a
// <code>, a version number), by data-i18n-rich: the message's {slot} placeholders are replaced by
// the element's children that carry data-slot="slot" — elements, never markup in a message.
// `say(node, text)` shows a message that is not computed by a render (an error under a form, a
// notice): given as a function, it is asked again when the language changes.

import { LANGUAGES, pickLanguage, loadCatalogue, createTranslator, translateDom } from '../i18n/i18n.js';
import { englishT } from '../i18n/page-catalogues.js';
import { PAGE_LOADERS } from '../i18n/page-catalogues.js';
import * as saved from './storage.js';

/** @typedef {import('../i18n/i18n.js').Translate} Translate */
/** @typedef {import('../i18n/i18n.js').Params} Params */
/** A text to show: fixed, or asked again in the new language (a function of the current `t`). @typedef {string | (() => string)} Text */

/**
 * The page's language, as the page's modules see it.
 * @typedef {object} PageLanguage
 * @property {Translate} t  translates with the current language (one stable function)
 * @property {() => string} lang  the current language's code
 * @property {(code: string) => Promise<void>} setLanguage  speak `code` (remembered)
 * @property {(fn: (lang: string) => void) => () => void} onChange  called after a change; returns "stop"
 * @property {(node: Element | null | undefined, text: Text | null) => void} say  set a node's text (a
 *   function: again at each change of language; '' or null: empty)
 * @property {(select: HTMLSelectElement, code?: Element | null) => void} bindPicker  make a <select> the
 *   language picker (once; `code`: an element that shows the chosen language's code)
 */

/**
 * Fill the elements marked data-i18n-rich="key" under `root`: the message, with each {name} replaced
 * by the element's own child data-slot="name" (kept as it is: its text is translated by its own key
 * or is no words at all, like a move in notation). Text goes in as text, never as markup.
 * @param {ParentNode} root
 * @param {Translate} t
 */
export function translateRich(root, t) {
  for (const node of root.querySelectorAll('[data-i18n-rich]')) {
    const key = /** @type {HTMLElement} */ (node).dataset.i18nRich;
    if (!key) continue;
    /** @type {Map<string, Element>} */
    const slots = new Map();
    for (const child of node.children) {
      const name = /** @type {HTMLElement} */ (child).dataset.slot;
      if (name) slots.set(name, child);
    }
    // Params that fill a slot with itself: t() leaves unknown placeholders as they are, so {name}
    // survives the translation and is split out below.
    const parts = t(key).split(/\{(\w+)\}/);
    /** @type {(Node | string)[]} */
    const out = parts.map((part, i) => (i % 2 === 1 ? slots.get(part) ?? `{${part}}` : part));
    node.replaceChildren(...out.filter((p) => p !== ''));
  }
}

/**
 * The page's language.
 * @param {{storage?: import('./storage.js').Store | null, prefs?: import('./storage.js').Prefs, navigator?: {languages?: readonly string[], language?: string} | null,
 *          document?: Document | null}} env  prefs: the page's own preferences object (the language
 *          is saved with it, so that the page's next save keeps it)
 * @returns {PageLanguage & {ready: Promise<void>}}  ready: the first language is spoken
 */
export function createPageLanguage(env = {}) {
  const storage = env.storage ?? null;
  const prefs = env.prefs ?? saved.loadPrefs(storage);
  const doc = env.document ?? null;
  let current = englishT;
  /** @type {string | null} the language last asked for (a slow catalogue must not win over a later choice) */
  let wanted = null;
  /** @type {Set<(lang: string) => void>} */
  const listeners = new Set();
  /** @type {Map<Element, () => string>} texts asked again at a change of language */
  const live = new Map();
  /** @type {Map<HTMLSelectElement, Element | null>} the pickers, and where each shows the code */
  const pickers = new Map();

  /** @type {Translate} */
  const t = /** @type {any} */ ((/** @type {string} */ key, /** @type {Params | undefined} */ params) => current(key, params));
  Object.defineProperty(t, 'lang', { get: () => current.lang, enumerable: true });

  /** @type {PageLanguage['say']} */
  function say(node, text) {
    if (!node) return;
    if (typeof text === 'function') {
      live.set(node, text);
      node.textContent = text();
    } else {
      live.delete(node);
      node.textContent = text ?? '';
    }
  }

  /** Put the current language into the document: lang, markup, title, live texts, pickers. */
  function apply() {
    if (doc) {
      doc.documentElement.lang = current.lang;
      translateDom(doc, t);
      translateRich(doc, t);
      doc.title = t('page.doc.title');
    }
    for (const [node, text] of live) {
      if (node.isConnected === false) live.delete(node);
      else node.textContent = text();
    }
    for (const [select, code] of pickers) {
      select.value = current.lang;
      if (code) code.textContent = current.lang;
    }
  }

  /**
   * @param {string} code
   * @param {{save?: boolean}} [options]  save: remember it (not for the language found at start-up)
   */
  async function speak(code, { save = true } = {}) {
    const lang = Object.hasOwn(LANGUAGES, code) ? code : 'en';
    wanted = lang;
    const catalogue = await loadCatalogue(lang, PAGE_LOADERS);
    if (wanted !== lang) return;
    current = createTranslator(lang, catalogue);
    if (save && prefs.lang !== lang) {
      prefs.lang = lang;
      saved.savePrefs(storage, prefs);
    }
    apply();
    for (const fn of listeners) {
      try {
        fn(lang);
      } catch (err) {
        console.error('alice-chess: a view failed to change its language', err);
      }
    }
  }

  const nav = env.navigator ?? null;
  const first = prefs.lang ?? pickLanguage(nav?.languages?.length ? nav.languages : [nav?.language]);
  const ready = speak(first, { save: false });

  return {
    t,
    ready,
    lang: () => current.lang,
    setLanguage: (code) => speak(code),
    onChange(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    say,
    bindPicker(select, code = null) {
      if (pickers.has(select)) return;
      select.replaceChildren(
        ...Object.entries(LANGUAGES).map(([code, name]) => {
          const option = new Option(name, code);
          option.lang = code; // each name is read in its own language
          return option;
        }),
      );
      select.value = current.lang;
      if (code) code.textContent = current.lang;
      select.addEventListener('change', () => speak(select.value));
      pickers.set(select, code);
    },
  };
}

/**
 * An English page language that never changes (for a page started without one).
 * @returns {PageLanguage}
 */
export function fixedEnglish() {
  /** @type {PageLanguage['say']} */
  const say = (node, text) => {
    if (node) node.textContent = (typeof text === 'function' ? text() : text) ?? '';
  };
  return {
    t: englishT,
    lang: () => 'en',
    setLanguage: async () => {},
    onChange: () => () => {},
    say,
    bindPicker: () => {},
  };
}
