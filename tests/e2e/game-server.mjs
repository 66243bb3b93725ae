// The real game server (server/, the `alice-server` binary) as a process of its own, for the browser
// tests of online games: a test can kill it with SIGKILL in the middle of a game and start it again
// on the same port and data folder, as a crash and a restart would — which an in-process server
// cannot do.
//
//   const server = await startGameServer();          // a free port, a fresh temporary data folder
//   const { body } = await server.api('api/games', { control: '5+3' });   // POST; GET without a body
//   const page = await onServerPage(ctx.browser, server, `?game=${body.id}`);
//   await server.kill();                             // SIGKILL; resolves once the process is gone
//   await server.restart();                          // same port, same data; resolves once it answers
//   await server.terminate();                        // SIGTERM (a graceful end); resolves with its exit
//   await server.startAgain();                       // an ended server again, same port and data
//   await server.stop();                             // for good (also done after the file's tests)
//
// Environment (set by `cargo xtask e2e` / `cargo xtask test`):
//   ALICE_SERVER_BIN  the server's binary (default: debug/alice-server under CARGO_TARGET_DIR or
//                     target/, for running `node --test` by hand after `cargo xtask e2e`)
//   ALICE_SITE        the built site it serves (default: dist/)
//
// Every server started here is stopped after the test file's last test (node:test `after`), and
// killed if the test process exits anyway; the temporary data folders are removed.
import { after } from 'node:test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newPage } from './harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const ALICE_SERVER_BIN =
  process.env.ALICE_SERVER_BIN || path.join(process.env.CARGO_TARGET_DIR || path.join(root, 'target'), 'debug', 'alice-server');
export const ALICE_SITE = process.env.ALICE_SITE || path.join(root, 'dist');

/** How long a start (or restart) may take before it fails. */
const READY_MS = 20_000;
/** The output kept for failure messages (the last characters of stdout and stderr together). */
const LOG_CHARS = 32_000;

/** @type {Set<GameServer>} every server started by this file and not yet stopped */
const servers = new Set();

after(async () => {
  await Promise.all([...servers].map((s) => s.stop()));
});
// A test process that ends without its `after` hooks (an uncaught error, a timeout) must not leave
// a server behind: a synchronous last resort.
process.on('exit', () => {
  for (const s of servers) {
    s.killNow();
    if (s.ownData) fs.rmSync(s.dataDir, { recursive: true, force: true });
  }
});

/**
 * @typedef {object} StartOptions
 * @property {number} [port] the port (default: any free one, chosen by the server: `--port 0`)
 * @property {string} [dataDir] the data folder (default: a fresh temporary one, removed by `stop()`)
 * @property {string[]} [origins] other origins whose pages may open sockets (`--origin`)
 * @property {string} [site] the built site (default ALICE_SITE)
 * @property {string} [bin] the binary (default ALICE_SERVER_BIN)
 * @property {string} [database] a Postgres database's URL (`--database`): the server is then a
 *   node of a cluster, and `node` its id once started
 * @property {string[]} [args] more flags (`['--limit', 'create=3+1']`)
 * @property {boolean} [computer] run the server's computer players, whose seeks fill the lobby
 *   (default: off, so that a test's lobby holds only its own seeks)
 */

/**
 * Starts the game server as its own process and resolves once it answers HTTP (its database open
 * and every unfinished game loaded again). Rejects, with the server's output, when it exits or
 * does not answer within 20 s.
 * @param {StartOptions} [options]
 * @returns {Promise<GameServer>}
 */
export async function startGameServer(options = {}) {
  const server = new GameServer(options);
  servers.add(server);
  try {
    await server.start(options.port ?? 0);
  } catch (e) {
    await server.stop();
    throw e;
  }
  return server;
}

/**
 * A page (harness.mjs `newPage`: its own browser context, errors recorded) opened at `relative`
 * under the server's address (`'?online'`, `'game/0123456789abcdef'`, `''`). Options as
 * `newPage`'s; the navigation waits for `load`.
 * @param {import('playwright-core').Browser} browser
 * @param {GameServer} server
 * @param {string} [relative]
 * @param {Parameters<typeof newPage>[1]} [options]
 */
export async function onServerPage(browser, server, relative = '', options = {}) {
  const page = await newPage(browser, options);
  await page.goto(server.address(relative));
  return page;
}

/** One game server process, and what it keeps across restarts: its port and data folder. */
export class GameServer {
  /** @param {StartOptions} options */
  constructor(options) {
    this.bin = options.bin || ALICE_SERVER_BIN;
    this.site = options.site || ALICE_SITE;
    this.origins = options.origins || [];
    this.database = options.database || '';
    this.extraArgs = options.args || [];
    this.computer = Boolean(options.computer);
    /** The node's id in a cluster (from its output), once started. */
    this.node = '';
    /** Whether the data folder is ours (a temporary one, removed by `stop()`). */
    this.ownData = !options.dataDir;
    /** The data folder (its database: alice.sqlite3). */
    this.dataDir = options.dataDir || fs.mkdtempSync(path.join(os.tmpdir(), 'alice-e2e-data-'));
    /** The port (known once started; kept by `restart()`). */
    this.port = 0;
    /** `http://127.0.0.1:PORT/` */
    this.url = '';
    /** @type {import('node:child_process').ChildProcess | null} */
    this.child = null;
    /** @type {Promise<void> | null} resolves when the current process has exited */
    this.exited = null;
    /** The process's exit (code or signal) once it has exited. */
    this.exit = '';
    this.output = '';
    /** How many processes have been started (1 after the start, 2 after a restart, …). */
    this.starts = 0;
  }

  /** The last of the server's stdout and stderr (for a failure message). */
  log() {
    return this.output;
  }

  /** An absolute address on the server: `address('api/lobby')`, `address('?watch')`. */
  address(relative = '') {
    return new URL(relative, this.url).href;
  }

  /** Whether the process is running. */
  get running() {
    return this.child !== null && this.exit === '';
  }

  /**
   * @param {number} port
   * @returns {Promise<void>}
   */
  async start(port) {
    if (this.running) throw new Error('the game server is already running');
    if (!fs.existsSync(this.bin)) {
      throw new Error(
        `no game server binary at ${this.bin}: run the browser tests through \`cargo xtask e2e\` (it builds one and sets ALICE_SERVER_BIN)`,
      );
    }
    const args = ['--port', String(port), '--host', '127.0.0.1', '--data', this.dataDir, '--site', this.site];
    for (const o of this.origins) args.push('--origin', o);
    if (this.database) args.push('--database', this.database);
    args.push('--computer', this.computer ? 'on' : 'off');
    args.push(...this.extraArgs);
    this.starts += 1;
    this.exit = '';
    this.node = '';
    this.note(`--- start ${this.starts}: ${this.bin} ${args.join(' ')}\n`);
    // Not from the environment: only the flags decide (PORT, ALICE_DATA… of the test run must not).
    const env = { ...process.env };
    for (const name of ['PORT', 'ALICE_HOST', 'ALICE_DATA', 'ALICE_SITE', 'ALICE_ORIGINS', 'DATABASE_URL', 'ALICE_LIMITS', 'ALICE_COMPUTER']) delete env[name];
    const child = spawn(this.bin, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.exit = signal ? `signal ${signal}` : `code ${code}`;
        this.note(`--- exited (${this.exit})\n`);
        resolve();
      });
      child.once('error', (e) => {
        this.exit = `error ${e.message}`;
        this.note(`--- could not run: ${e.message}\n`);
        resolve();
      });
    });
    /** @type {(port: number) => void} */
    let announced = () => {};
    const serving = new Promise((resolve) => (announced = resolve));
    /** @type {string | null} */
    let head = '';
    child.stdout?.setEncoding('utf8');
    child.stderr?.setEncoding('utf8');
    child.stdout?.on('data', (/** @type {string} */ chunk) => {
      this.note(chunk);
      if (head === null) return;
      head += chunk;
      // "Serving Alice chess at http://127.0.0.1:PORT/ (games in …)"
      const m = /Serving Alice chess at http:\/\/[^\s/]+:(\d+)\//.exec(head);
      if (m) {
        head = null;
        announced(Number(m[1]));
      }
    });
    let said = '';
    child.stderr?.on('data', (/** @type {string} */ chunk) => {
      this.note(chunk);
      // "cluster: node 0123abcd joins" (perhaps in pieces: stderr is not buffered)
      if (this.node) return;
      said = (said + chunk).slice(-4000);
      const m = /cluster: node ([0-9a-f]+) joins\n/.exec(said);
      if (m) this.node = m[1];
    });

    const deadline = Date.now() + READY_MS;
    const gone = this.exited.then(() => 'exited');
    const late = timer(READY_MS);
    const first = await Promise.race([serving, gone, late.then(() => 'late')]);
    late.cancel();
    if (typeof first !== 'number') {
      throw this.failure(first === 'exited' ? `the game server exited (${this.exit}) before serving` : `the game server did not announce itself within ${READY_MS} ms`);
    }
    this.port = first;
    this.url = `http://127.0.0.1:${first}/`;
    // Listening is not serving yet: the database is opened and the games loaded after the line.
    // A request waits in the listener's queue until then; ask until one is answered.
    while (true) {
      if (!this.running) throw this.failure(`the game server exited (${this.exit}) before answering`);
      const left = deadline - Date.now();
      if (left <= 0) throw this.failure(`the game server did not answer within ${READY_MS} ms`);
      try {
        const res = await fetch(this.address('api/lobby'), { signal: AbortSignal.timeout(Math.min(left, 2_000)) });
        await res.arrayBuffer();
        // A node of a cluster has said its id (on stderr, which may arrive after stdout).
        if (res.ok && (!this.database || this.node)) return;
      } catch {
        // Not yet (refused, reset, or slow): again shortly.
      }
      await delay(50);
    }
  }

  /** SIGKILL (no goodbye to any client, nothing flushed): resolves once the process is gone. */
  async kill() {
    if (!this.child) return;
    if (this.running) this.child.kill('SIGKILL');
    await this.exited;
  }

  /**
   * SIGTERM, as an operator's rolling restart sends it: the server stops accepting, finishes its
   * writes, tells every page "server restarting" and exits. Resolves with the exit (`code 0` for a
   * graceful end) once the process is gone.
   */
  async terminate() {
    if (!this.child) return this.exit;
    if (this.running) this.child.kill('SIGTERM');
    await this.exited;
    return this.exit;
  }

  /** The synchronous last resort of the `exit` handler. */
  killNow() {
    if (this.running) this.child?.kill('SIGKILL');
  }

  /**
   * Starts the server again on the same port and data folder (killing it first with SIGKILL if it
   * still runs) and resolves once it answers. Waits for the port to be free first.
   */
  async restart() {
    if (!this.port) throw new Error('restart() needs a server that has started once');
    await this.kill();
    await this.startAgain();
  }

  /** Starts a server that has ended (`terminate()`, `kill()`) again on its port and data folder. */
  async startAgain() {
    if (!this.port) throw new Error('startAgain() needs a server that has started once');
    if (this.running) throw new Error('startAgain(): the server still runs');
    await waitForFreePort(this.port, READY_MS).catch((e) => {
      throw this.failure(e.message);
    });
    await this.start(this.port);
  }

  /**
   * Ends the server for good (SIGKILL: the server stores every change before acknowledging it, so
   * a kill loses nothing; no graceful shutdown to wait for while pages keep sockets open) and
   * removes its temporary data folder. The harness calls it after the file's last test; calling
   * it again does nothing.
   */
  async stop() {
    servers.delete(this);
    await this.kill();
    if (this.ownData) fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  /**
   * An HTTP request to the server's API, JSON both ways: `api('api/games', {control: '5+3'})` (a
   * body: POST), `api('api/games/ID')` (GET). Resolves to `{status, headers, body}` (`body` parsed
   * when JSON, else the text).
   * @param {string} relative
   * @param {unknown} [body]
   * @param {RequestInit} [init]
   */
  async api(relative, body, init = {}) {
    const res = await fetch(this.address(relative), {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      ...init,
    });
    const text = await res.text();
    let parsed = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (a PGN, a page): the text.
    }
    return { status: res.status, headers: res.headers, body: parsed };
  }

  /** @param {string} text */
  note(text) {
    this.output = (this.output + text).slice(-LOG_CHARS);
  }

  /** @param {string} why */
  failure(why) {
    return new Error(`${why}\n--- the game server's output (data: ${this.dataDir}):\n${this.output.trimEnd()}`);
  }
}

/** @param {number} ms */
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A promise resolved after `ms`, with `cancel()`: a deadline in a race must not keep the test
 * process alive once the race is decided.
 * @param {number} ms
 */
function timer(ms) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let id;
  const p = /** @type {Promise<void> & {cancel: () => void}} */ (new Promise((resolve) => (id = setTimeout(resolve, ms))));
  p.cancel = () => clearTimeout(id);
  return p;
}

/**
 * Resolves once 127.0.0.1:`port` can be listened on again (a killed server's socket is gone
 * only when the kernel has let it go); rejects after `ms`.
 * @param {number} port
 * @param {number} ms
 */
export async function waitForFreePort(port, ms) {
  const deadline = Date.now() + ms;
  while (true) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
    });
    if (free) return;
    if (Date.now() > deadline) throw new Error(`port ${port} is still in use after ${ms} ms`);
    await delay(50);
  }
}

/**
 * From the page (so with the page's own Origin, as the site's screens will): opens game `id`'s
 * socket with `token`, waits for its `hello`, plays `uci` after `ply` half-moves and resolves to
 * the `hello` and the answer to the move.
 * @param {import('playwright-core').Page} page
 * @param {{id: string, token: string, uci: string, ply: number}} move
 */
export function playFromPage(page, move) {
  return page.evaluate(
    ({ id, token, uci, ply }) =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(new URL(`api/games/${id}/socket?token=${token}`, location.href.replace(/^http/, 'ws')));
        /** @type {any} */
        let hello = null;
        const timer = setTimeout(() => reject(new Error(`no answer in 10 s (hello: ${JSON.stringify(hello)})`)), 10_000);
        ws.onerror = () => reject(new Error('the socket failed'));
        ws.onmessage = (e) => {
          const msg = JSON.parse(e.data);
          if (msg.t === 'hello') {
            hello = msg;
            ws.send(JSON.stringify({ t: 'move', id: 7, uci, ply }));
          } else if ((msg.t === 'ack' || msg.t === 'error') && msg.id === 7) {
            clearTimeout(timer);
            ws.close();
            resolve({ hello, answer: msg });
          }
        };
      }),
    move,
  );
}
