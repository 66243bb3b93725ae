// Page entry point: the address picks the screen first (shell/screens.js: play, ?analysis,
// ?editor, ?puzzles, ?learn, and the online screens ?online, ?watch, ?game=ID), then the page's
// language, the rules core (wasm) and that screen's own code load side by side, and the page
// starts on this page's markup (the online screens without the core: online/screen.js) — or, for
// `index.html?embed=1&fen=…&moves=…`, just the board filling an iframe (frame/frame.js).

import { loadCore } from './core/wasm.js';
import { createApp } from './play/app.js';
import { createPageLanguage } from './shell/language.js';
import { applyAppearance } from './shell/settings.js';
import { loadPrefs } from './shell/storage.js';
import { browserStorage, createPageStore } from './shell/page-storage.js';
import { screenOf, loadScreen, ONLINE_SCREENS } from './shell/screens.js';
import { mountAccountMenu } from './shell/account-menu.js';

/**
 * Say that the page cannot start (in the page's language, and again after a change of it).
 * @param {import('./shell/language.js').PageLanguage} language
 */
const showLoadError = ({ t, say }) => (/** @type {unknown} */ err) => {
  // An online screen that could not start shows the failure where the play screen's is said.
  document.documentElement.classList.remove('screen-online');
  const app = document.querySelector('[data-part="app"]');
  if (app instanceof HTMLElement) app.hidden = false;
  const box = document.querySelector('[data-part="loading"]');
  const error = err instanceof Error ? err.message : String(err);
  box?.removeAttribute('data-i18n'); // no longer "Loading…"
  say(box, () => t('page.load.failed', { error }));
  box?.classList.add('failed');
  const status = document.querySelector('[data-testid="status"]');
  status?.removeAttribute('data-i18n');
  say(status, () => t('page.load.noGame'));
  console.error(err);
};

const screen = screenOf(location.search);
// The page's storage (null inside: site data blocked — then `localStorage` itself throws, and the
// page must start all the same, keeping nothing). Nothing here touches localStorage but through it.
const storage = createPageStore(browserStorage());
// The header's link to the screen shown (a live game is under Online).
const here = screen === 'game' ? 'online' : screen;
document.querySelector(`.site-nav [data-nav="${here}"]`)?.setAttribute('aria-current', 'page');
if (screen === 'embed') {
  // Dark from the first frame, like the board the frame shows (shell/theme.css; mountFrame sets it too).
  document.documentElement.classList.add('embed');
  // The frame's words are the widget's; only a failure to load it is said here (in the language
  // chosen on this site's page, else the browser's).
  const language = createPageLanguage({ storage, navigator: globalThis.navigator });
  import('./frame/frame.js').then((m) => m.mountFrame(document, location.search), showLoadError(language));
} else {
  // One preferences object for the page: the language is saved with the others.
  const prefs = loadPrefs(storage);
  // The remembered theme, board colours and pieces at once, not after the rules core has loaded.
  applyAppearance(document.documentElement, prefs);
  const language = createPageLanguage({ storage, prefs, navigator: globalThis.navigator, document });
  // The words are in the page's language: show them (shell/first-paint.js hid them until now).
  language.ready.finally(() => document.documentElement.classList.remove('words-pending'));
  // The picker works at once, also while the core loads (or when it cannot).
  const picker = document.querySelector('select[data-part="language"]');
  if (picker instanceof HTMLSelectElement) language.bindPicker(picker, document.querySelector('[data-part="language-code"]'));
  // English is bundled (ready at once); another language's catalogue loads while the core does,
  // so the page's first words are already in its language.
  // The screen's code is fetched at once too (nothing for the play screen).
  // The header's account menu, in the page's language (no request unless signed in).
  const account = language.ready.then(() => mountAccountMenu(document, { language, location }));
  // The number of games waiting for the account's move (the online home's "my games" says it itself).
  if (screen !== 'online') account.then((menu) => menu.refresh());
  if (isOnline(screen)) {
    // The online screens need no rules engine of their own (the live game's board loads it).
    Promise.all([account, loadScreen(screen)])
      .then(([menu, code]) => code.mountOnline?.(document, { screen, prefs, language, storage, account: menu }))
      .then(() => document.documentElement.classList.add('ready'), showLoadError(language));
  } else {
    Promise.all([loadCore(), language.ready, loadScreen(screen)]).then(([core, , code]) => {
      createApp(document.body, core, { storage, prefs, language, code });
      document.documentElement.classList.add('ready');
    }, showLoadError(language));
  }
}

/**
 * @param {import('./shell/screens.js').ScreenName} screen
 * @returns {screen is typeof ONLINE_SCREENS[number]}
 */
function isOnline(screen) {
  return /** @type {readonly string[]} */ (ONLINE_SCREENS).includes(screen);
}

