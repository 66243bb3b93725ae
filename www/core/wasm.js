// Loads the wasm package (the Rust rules core) once per page and hands out the core API
// (core.js). The only module of the page that imports the package.

import init, * as bindings from '../../pkg/alice_chess.js';
import { createCore } from './core.js';

/** @type {Promise<import('./boundary').Core> | null} */
let ready = null;

/**
 * Load the rules core once; every caller gets the same API.
 * @returns {Promise<import('./boundary').Core>}
 */
export function loadCore() {
  ready ??= init().then(() => createCore(bindings));
  return ready;
}
