// Shared by the npm package tests (run by `cargo xtask test` / `cargo xtask package-test`, which
// set ALICE_TGZ, TSC and CHROME_PATH, and install the bundlers of tests/package/<bundler>/).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

export const TGZ = process.env.ALICE_TGZ ?? '';

/** Fails clearly when the xtask did not pack the package. */
export function requireTgz() {
  if (!TGZ || !fs.existsSync(TGZ)) {
    throw new Error(`ALICE_TGZ=${TGZ || '(unset)'} is not a file: run these tests with \`cargo xtask package-test\``);
  }
  return TGZ;
}

/**
 * An empty project in a temporary folder (far from the repository, so nothing outside the package
 * can be found) with the packed .tgz installed by npm, offline, from the file.
 * @param {string} name
 * @returns {string} the project folder
 */
export function projectWithPackage(name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `alice-chess-${name}-`));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `consumer-${name}`, private: true, type: 'module' }, null, 2));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', requireTgz()], { cwd: dir, stdio: 'pipe' });
  return dir;
}

/**
 * Runs a command; returns {code, out} (stdout and stderr together), never throws for its status.
 * @param {string} cmd
 * @param {string[]} args
 * @param {string} cwd
 */
export function runIn(cmd, args, cwd) {
  try {
    const out = execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: 'pipe' });
    return { code: 0, out };
  } catch (err) {
    const e = /** @type {any} */ (err);
    return { code: e.status ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}
