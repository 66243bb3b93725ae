// Page entry point: load the rules engine (wasm), then start the app on this page's markup.

import { loadEngine } from './core/wasm.js';
import { createApp } from './page/app.js';

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

// `index.html?embed=1&fen=…&moves=…`: just the board, filling an iframe (www/embed/frame.js).
const embed = new URLSearchParams(location.search).get('embed');
if (embed === '1' || embed === 'true') {
  import('./frame/frame.js').then((m) => m.mountFrame(document, location.search), showLoadError);
} else {
  loadEngine().then((engine) => {
    createApp(document.body, engine);
    document.documentElement.classList.add('ready');
  }, showLoadError);
}
