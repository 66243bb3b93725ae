// Loads the built wasm package (dist/pkg, or ALICE_PKG_DIR) once, for the wasm tests that import
// it: `import { wasm } from './load.mjs'`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { englishT } from '../../www/i18n/i18n.js';
import { problemText } from '../../www/i18n/errors.js';

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

/**
 * `call` throws an Error whose problem (the wasm says what is wrong as data), worded in English by
 * the front end (www/i18n/errors.js), matches `message`.
 * @param {import('node:assert')} assert
 */
export function says(assert, call, message) {
  assert.throws(call, (e) => {
    assert.ok(e instanceof Error && e.problem, 'an Error with a problem');
    assert.match(problemText(englishT, e), message);
    return true;
  });
}
