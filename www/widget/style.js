// Styles one <alice-chess> shadow root: a <link> to the site's widget.css, or (in the npm package)
// one constructed stylesheet shared by every element of the page (style-source.js says which).
// Both work under a strict Content-Security-Policy (style-src 'self').

import { STYLE } from './style-source.js';

/** @type {CSSStyleSheet|null} */
let shared = null;

/**
 * Give `shadow` the widget's styles; `done(problem)` runs once they apply (problem: null, or the
 * message saying the stylesheet could not be loaded).
 * @param {ShadowRoot} shadow
 * @param {(problem: import('./messages.js').Message|null) => void} done
 */
export function styleShadow(shadow, done) {
  if (STYLE.text !== null) {
    if (!shared) {
      shared = new CSSStyleSheet();
      shared.replaceSync(STYLE.text);
    }
    shadow.adoptedStyleSheets = [shared];
    queueMicrotask(() => done(null));
    return;
  }
  const href = STYLE.url ?? '';
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.addEventListener('load', () => done(null), { once: true });
  link.addEventListener('error', () => done((t) => t('widget.style.failed', { href })), { once: true });
  shadow.prepend(link);
}
