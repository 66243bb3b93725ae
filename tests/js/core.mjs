// Shared by the Node tests of the front end: the built wasm package (dist/pkg, the very files the
// page uses), loaded once in Node. Tests that need the rules core do
//
//   import { bindings } from './core.mjs';          // the wasm-bindgen module, initialised
//   import { createCore } from '../../www/core/core.js';
//   const core = createCore(bindings);
//
// The package is found in ALICE_PKG_DIR (set by `cargo xtask js-test`), else in dist/pkg; run
// `cargo xtask build` first. Modules that need no rules core (clock.js, storage.js…) are imported
// straight from www/ and do not need this.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The folder holding alice_chess.js and alice_chess_bg.wasm. */
export const pkgDir = path.resolve(process.env.ALICE_PKG_DIR || path.join(here, '../../dist/pkg'));

const glue = path.join(pkgDir, 'alice_chess.js');
const wasmFile = path.join(pkgDir, 'alice_chess_bg.wasm');
if (!fs.existsSync(glue) || !fs.existsSync(wasmFile)) {
  throw new Error(`the wasm package is not built (${glue}): run \`cargo xtask build\` first`);
}

/** The wasm-bindgen module (Game, Engine, validateFen, version…), initialised. */
export const bindings = await import(pathToFileURL(glue).href);
await bindings.default({ module_or_path: fs.readFileSync(wasmFile) });
