// www/shell/page-storage.js: the page's storage behind one store that never throws on a read and
// reports failed writes (issue 31, point 1: with site data blocked, reading `localStorage` itself
// throws a SecurityError), and what the page says about it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserStorage, createPageStore, asPageStore, failureOf, sayStorageProblems } from '../../www/shell/page-storage.js';
import { loadPrefs, savePrefs, PREFS_KEY } from '../../www/shell/storage.js';

/** A window whose localStorage is blocked, as a browser with site data blocked makes it. */
const blockedWindow = {
  get localStorage() {
    throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
  },
};

/** A Map-backed localStorage; `full`: every write throws a QuotaExceededError. */
function fakeStorage({ full = false } = {}) {
  const map = new Map();
  return {
    map,
    full,
    getItem: (k) => map.get(k) ?? null,
    setItem(k, v) {
      if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      map.set(k, String(v));
    },
    removeItem: (k) => void map.delete(k),
  };
}

test('browserStorage: localStorage, or null when reading it throws (site data blocked)', () => {
  const ls = fakeStorage();
  assert.equal(browserStorage({ localStorage: /** @type {any} */ (ls) }), ls);
  assert.equal(browserStorage(/** @type {any} */ (blockedWindow)), null);
  assert.equal(browserStorage({}), null);
});

test('a blocked store: reads find nothing, writes throw a SecurityError, and the page reads its defaults', () => {
  const store = createPageStore(null);
  assert.equal(store.blocked, true);
  assert.equal(store.getItem(PREFS_KEY), null);
  assert.throws(() => store.setItem('k', 'v'), { name: 'SecurityError' });
  assert.equal(store.failing, 'refused');
  assert.equal(loadPrefs(store).orientation, 'w');
  assert.doesNotThrow(() => savePrefs(store, loadPrefs(store)));
});

test('a store whose getItem throws (blocked while the page is open) reads as empty', () => {
  const store = createPageStore({
    getItem() {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem() {},
    removeItem() {},
  });
  assert.equal(store.getItem('x'), null);
});

test('failed writes are reported when they start failing and when they work again, not at every write', () => {
  const raw = fakeStorage();
  const store = createPageStore(raw);
  const seen = [];
  store.onWrite((f) => seen.push(f));
  store.setItem('a', '1');
  assert.deepEqual(seen, []);
  raw.full = true;
  assert.throws(() => store.setItem('a', '2'), { name: 'QuotaExceededError' });
  assert.throws(() => store.setItem('a', '3'));
  assert.deepEqual(seen, ['full']);
  raw.full = false;
  store.setItem('a', '4');
  assert.deepEqual(seen, ['full', null]);
  assert.equal(store.failing, null);
});

test('failureOf: full (QuotaExceededError, old names and codes) or refused', () => {
  assert.equal(failureOf(new DOMException('', 'QuotaExceededError')), 'full');
  assert.equal(failureOf({ name: 'NS_ERROR_DOM_QUOTA_REACHED' }), 'full');
  assert.equal(failureOf({ code: 22 }), 'full');
  assert.equal(failureOf(new DOMException('', 'SecurityError')), 'refused');
  assert.equal(failureOf(null), 'refused');
});

test('asPageStore: a page store as it is, anything else wrapped', () => {
  const store = createPageStore(null);
  assert.equal(asPageStore(store), store);
  assert.equal(asPageStore(null).blocked, true);
  assert.equal(asPageStore(fakeStorage()).blocked, false);
});

test('what the page says: blocked once; full when it starts failing; a failure before it could say so', () => {
  const said = [];
  const notify = (text) => said.push(typeof text === 'function' ? text() : text);
  const t = /** @type {any} */ ((key) => key);
  const blocked = createPageStore(null);
  sayStorageProblems(blocked, notify, t);
  for (let i = 0; i < 3; i++) assert.throws(() => blocked.setItem('k', 'v'));
  assert.deepEqual(said, ['page.storage.blocked'], 'blocked: said once, and no failure after it');

  said.length = 0;
  const raw = fakeStorage({ full: true });
  const full = createPageStore(raw);
  assert.throws(() => full.setItem('k', 'v')); // before the page could say anything
  sayStorageProblems(full, notify, t);
  assert.deepEqual(said, ['page.storage.full']);
  assert.throws(() => full.setItem('k', 'v'));
  assert.deepEqual(said, ['page.storage.full']);
  raw.full = false;
  full.setItem('k', 'v');
  const refusing = { ...raw, setItem() { throw new DOMException('no', 'SecurityError'); } };
  const other = createPageStore(refusing);
  sayStorageProblems(other, notify, t);
  assert.throws(() => other.setItem('k', 'v'));
  assert.deepEqual(said, ['page.storage.full', 'page.storage.refused']);
});
