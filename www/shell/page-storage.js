// The page's storage: localStorage when the browser allows it, behind one object that never throws
// on a read and reports every failed write, so that the page starts and plays whatever the browser
// does with site data, and says what it cannot keep.
//
// Why: with site data blocked (cookies off, or the iframe route framed by another site while
// third-party cookies are blocked) merely reading `window.localStorage` throws a SecurityError; a
// full storage throws a QuotaExceededError on setItem. Every module of the page (the game, the
// preferences, the language, puzzles, lessons, the analysis tree) saves through the one store made
// here, so the page can say once that nothing will be kept, and say a failed save instead of
// losing it silently (the modules themselves only catch and carry on).

/** @typedef {import('./storage.js').Store} Store */
/** @typedef {import('./notice.js').Notify} Notify */
/** @typedef {import('../i18n/i18n.js').Translate} Translate */

/**
 * Why a write failed: the storage is full (`full`), or the browser refused it (`refused`:
 * blocked, or switched off while the page was open).
 * @typedef {'full' | 'refused'} WriteFailure
 */

/**
 * The page's store: localStorage's getItem / setItem / removeItem (setItem and removeItem throw
 * as localStorage's do, after reporting), plus what the page needs to know about it.
 * @typedef {Store & {
 *   readonly blocked: boolean,
 *   readonly failing: WriteFailure | null,
 *   onWrite: (fn: (failure: WriteFailure | null) => void) => () => void,
 * }} PageStore
 *   blocked: there is no storage at all (nothing will be kept); failing: the last write failed,
 *   and why (null: it worked); onWrite: called when writes start failing or work again (not at
 *   every write), returns "stop"
 */

/**
 * `store` as the page's store: itself when it is one already, else wrapped (null: blocked).
 * @param {PageStore | Store | null} store
 * @returns {PageStore}
 */
export function asPageStore(store) {
  return store && 'onWrite' in store ? /** @type {PageStore} */ (store) : createPageStore(/** @type {Store | null} */ (store));
}

/**
 * localStorage, or null when the browser blocks it. (Reading the property is what throws.)
 * @param {{localStorage?: Storage | null}} [win]
 * @returns {Store | null}
 */
export function browserStorage(win = globalThis) {
  try {
    return win.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * @param {unknown} err  what setItem threw
 * @returns {WriteFailure}
 */
export function failureOf(err) {
  // QuotaExceededError (Firefox once said NS_ERROR_DOM_QUOTA_REACHED; old WebKit code 22).
  const e = /** @type {{name?: unknown, code?: unknown}} */ (err ?? {});
  return e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22 ? 'full' : 'refused';
}

/**
 * The page's store over `raw` (null: blocked — reads find nothing, writes fail).
 * @param {Store | null} raw  browserStorage(), or a stand-in
 * @returns {PageStore}
 */
export function createPageStore(raw) {
  /** @type {WriteFailure | null} */
  let failing = null;
  /** @type {Set<(failure: WriteFailure | null) => void>} */
  const listeners = new Set();
  /** @param {WriteFailure | null} now */
  const report = (now) => {
    if (now === failing) return;
    failing = now;
    for (const fn of listeners) fn(now);
  };
  /**
   * @param {() => void} run
   */
  const write = (run) => {
    if (!raw) {
      report('refused');
      throw new DOMException('this browser keeps no data for this page', 'SecurityError');
    }
    try {
      run();
    } catch (err) {
      report(failureOf(err));
      throw err;
    }
    report(null);
  };
  return {
    blocked: !raw,
    get failing() {
      return failing;
    },
    getItem(key) {
      try {
        return raw?.getItem(key) ?? null;
      } catch {
        return null; // blocked since: as if nothing had been kept
      }
    },
    setItem(key, value) {
      write(() => raw?.setItem(key, value));
    },
    removeItem(key) {
      write(() => raw?.removeItem(key));
    },
    onWrite(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}

/**
 * What the page says about its storage: once, that nothing will be kept (site data blocked), and
 * whenever writes start failing, why (storage full, or refused); said again only after a write
 * worked in between, so a full storage is said once, not at every move.
 * @param {PageStore} store
 * @param {Notify} notify
 * @param {Translate} t
 */
export function sayStorageProblems(store, notify, t) {
  if (store.blocked) notify(() => t('page.storage.blocked'), 'warn');
  /** @param {WriteFailure | null} failure */
  const say = (failure) => {
    if (failure && !store.blocked) notify(() => t(failure === 'full' ? 'page.storage.full' : 'page.storage.refused'), 'warn');
  };
  say(store.failing); // a write that failed before the page could say so
  store.onWrite(say);
}
