// Page entry point: load the rules core (wasm), then start the game page on this page's markup —
// or, for `index.html?embed=1&fen=…&moves=…`, just the board filling an iframe (frame/frame.js).

import { loadCore } from './core/wasm.js';
import { createApp } from './page/app.js';
import { applyAppearance } from './page/settings.js';
import { loadPrefs } from './page/storage.js';

/** @param {unknown} err */
function showLoadError(err) {
  const box = document.querySelector('[data-part="loading"]');
  const msg = `The rules engine could not be loaded: ${err instanceof Error ? err.message : String(err)}`;
  if (box) {
    box.textContent = msg;
    box.classList.add('failed');
  }
  const status = document.querySelector('[data-testid="status"]');
  if (status) status.textContent = 'The game could not start.';
  console.error(err);
}

const embed = new URLSearchParams(location.search).get('embed');
if (embed === '1' || embed === 'true') {
  import('./frame/frame.js').then((m) => m.mountFrame(document, location.search), showLoadError);
} else {
  // The remembered theme, board colours and pieces at once, not after the rules core has loaded.
  applyAppearance(document.documentElement, loadPrefs(globalThis.localStorage));
  loadCore().then((core) => {
    createApp(document.body, core);
    document.documentElement.classList.add('ready');
  }, showLoadError);
}
