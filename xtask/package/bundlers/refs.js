// Shared by the bundler plugins (rollup.js, esbuild.js): the package's run-time files are named by
// its modules as `new URL('<relative path>', import.meta.url)` — the wasm, the engine worker, the
// stylesheet's images. A plugin finds those references in the package's own modules and has the
// bundler emit each file (the worker as a bundled chunk), so nothing is copied by hand.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's folder. */
export const PACKAGE_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** `new URL('x', import.meta.url)` with a literal path (group 2). */
const REFERENCE = /new URL\(\s*(['"])([^'"`$]+)\1\s*,\s*import\.meta\.url\s*\)/g;

/**
 * A file of this package (not of a package of its own node_modules).
 * @param {string} file
 */
export const inPackage = (file) => file.startsWith(PACKAGE_DIR + path.sep) && !file.slice(PACKAGE_DIR.length).includes(`${path.sep}node_modules${path.sep}`);

/**
 * The file references of a module of the package: [{whole, file}] (absolute paths of files that
 * exist; URLs and missing files are left alone).
 * @param {string} code
 * @param {string} id  the module's path
 * @returns {Array<{whole: string, file: string}>}
 */
export function fileReferences(code, id) {
  const out = [];
  for (const m of code.matchAll(REFERENCE)) {
    const spec = m[2];
    if (spec.includes(':') || spec.startsWith('/')) continue;
    const file = path.resolve(path.dirname(id), spec);
    if (out.some((r) => r.whole === m[0])) continue; // the same reference again (a comment quoting it)
    if (inPackage(file) && fs.existsSync(file) && fs.statSync(file).isFile()) out.push({ whole: m[0], file });
  }
  return out;
}
