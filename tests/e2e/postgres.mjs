// A throwaway Postgres cluster for the browser tests of several server nodes: the server tests' own
// (server/examples/throwaway_postgres.rs: Debian's initdb and pg_ctl under a temporary folder, on a
// free port), run as a process of its own that ends — the cluster with it — when this one does.
//
//   const pg = await startPostgres();   // pg.url: a new empty database
//   await pg.stop(); await pg.start();  // every connection closed; started again
//
// Environment (set by `cargo xtask e2e` / `cargo xtask test`): ALICE_POSTGRES_BIN, the helper's
// binary (default: debug/examples/throwaway_postgres under CARGO_TARGET_DIR or target/).
import { after } from 'node:test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ALICE_POSTGRES_BIN =
  process.env.ALICE_POSTGRES_BIN ||
  path.join(process.env.CARGO_TARGET_DIR || path.join(root, 'target'), 'debug', 'examples', 'throwaway_postgres');

/** @type {Set<import('node:child_process').ChildProcess>} */
const helpers = new Set();
after(() => {
  for (const h of helpers) h.stdin?.end();
});
process.on('exit', () => {
  for (const h of helpers) h.kill('SIGKILL');
});

/**
 * Starts a cluster; resolves once its first database is made (within 60 s).
 * @returns {Promise<{url: string, stop: () => Promise<void>, start: () => Promise<void>, end: () => void}>}
 */
export async function startPostgres() {
  if (!fs.existsSync(ALICE_POSTGRES_BIN)) {
    throw new Error(`no Postgres helper at ${ALICE_POSTGRES_BIN}: run the browser tests through \`cargo xtask e2e\``);
  }
  const child = spawn(ALICE_POSTGRES_BIN, [], { stdio: ['pipe', 'pipe', 'pipe'] });
  helpers.add(child);
  let errors = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (c) => (errors = (errors + c).slice(-8000)));
  const lines = readline.createInterface({ input: child.stdout });
  /** @type {((line: string) => void)[]} */
  const waiting = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  const next = (what) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Postgres helper: no answer to ${what} in 60 s\n${errors}`)), 60_000);
      waiting.push((line) => {
        clearTimeout(timer);
        resolve(line);
      });
      child.once('exit', () => reject(new Error(`Postgres helper exited\n${errors}`)));
    });
  const url = await next('start');
  if (!url.startsWith('postgres://')) throw new Error(`Postgres helper said ${url}\n${errors}`);
  const command = async (/** @type {string} */ word) => {
    child.stdin.write(`${word}\n`);
    const said = await next(word);
    if (said !== 'ok') throw new Error(`Postgres helper, ${word}: ${said}\n${errors}`);
  };
  return {
    url,
    stop: () => command('stop'),
    start: () => command('start'),
    end: () => {
      child.stdin.end();
      helpers.delete(child);
    },
  };
}
