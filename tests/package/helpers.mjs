// Shared by the npm package tests (run by `cargo xtask test` / `cargo xtask package-test`, which
// set ALICE_TGZ, TSC and CHROME_PATH, and install the bundlers of tests/package/<bundler>/).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';

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
 * Runs a command; returns {code, out, stdout}: `out` is stdout and stderr together, also when it
 * succeeds (a bundler's warnings go to stderr); never throws for its status.
 * @param {string} cmd
 * @param {string[]} args
 * @param {string} cwd
 */
export function runIn(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', stdio: 'pipe' });
  if (r.error) return { code: 1, out: String(r.error), stdout: '' };
  return { code: r.status ?? 1, out: `${r.stdout ?? ''}${r.stderr ?? ''}`, stdout: r.stdout ?? '' };
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml' };

/**
 * Serves the files of `root` under `base` (e.g. '/assets/') on a free port of 127.0.0.1; resolves
 * to the address of its index.html and a close().
 * @param {string} root
 * @param {string} base
 * @returns {Promise<{url: string, close: () => void}>}
 */
export function serveStatic(root, base) {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (!pathname.startsWith(base)) {
      res.writeHead(404).end(`not found (the app is under ${base})`);
      return;
    }
    const rel = pathname.slice(base.length) || 'index.html';
    const file = path.resolve(root, rel);
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(fs.readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ url: `http://127.0.0.1:${port}${base}index.html`, close: () => server.close() });
    });
  });
}
