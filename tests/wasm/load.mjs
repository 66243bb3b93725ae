// Loads the built wasm package (dist/pkg, or ALICE_PKG_DIR) once, for the wasm tests that import
// it: `import { wasm } from './load.mjs'`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkgDir = path.resolve(process.env.ALICE_PKG_DIR || path.join(here, '../../dist/pkg'));

/** The package's exports, initialised. */
export const wasm = await import(pathToFileURL(path.join(pkgDir, 'alice_chess.js')).href);
await wasm.default({ module_or_path: fs.readFileSync(path.join(pkgDir, 'alice_chess_bg.wasm')) });

/**
 * `call` throws a TypeError (or, with `type` false, any Error) whose message matches `message`.
 * @param {import('node:assert')} assert
 */
export function refuses(assert, call, message, type = true) {
  assert.throws(call, (e) => e instanceof (type ? TypeError : Error) && message.test(e.message));
}
