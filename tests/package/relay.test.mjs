// The package's live relay example (examples/relay: server.js on `ws` and alice-chess/rules'
// LiveGame, page.js handing every event to el.applyEvent and every `action` to the server), run as
// a site would from the packed .tgz: the page bundled with esbuild and the package's plugin, the
// server in Node, two players and a spectator in Chromium, each in its own context. Every seat must
// show the right view from LiveGame's events alone: offers (one's own with Withdraw, the
// opponent's with Accept / Decline, cleared when the live game clears them), a takeback, the
// connection lost and back across a server restart (the game saved and restored), a player away
// and back, abort while allowed, and a resignation.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { projectWithPackage, runIn, serveStatic } from './helpers.mjs';
import { launchBrowser, newPage, assertNoErrors } from '../e2e/harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const TOKENS = { white: 'w-secret-1', black: 'b-secret-2' };

/** @type {Array<() => unknown>} */
const cleanups = [];
after(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** A free TCP port of 127.0.0.1. */
function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts the example server; resolves once it listens.
 * @param {string} dir  the example's folder
 * @param {Record<string, string>} env
 */
function startServer(dir, env) {
  const child = spawn(process.execPath, ['server.js'], { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stderr.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('relay on')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the relay server exited (${code}):\n${out}`)));
  });
}

/** @param {import('node:child_process').ChildProcess} child */
const stopServer = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(undefined);
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

test('the relay example from the .tgz: two players and a spectator, offers, takeback, a server restart, resign', async () => {
  const project = projectWithPackage('relay');
  cleanups.push(() => fs.rmSync(project, { recursive: true, force: true }));
  const example = path.join(project, 'node_modules/alice-chess/examples/relay');
  for (const file of ['server.js', 'page.js', 'index.html']) assert.ok(fs.existsSync(path.join(example, file)), `examples/relay/${file} is in the package`);
  // The README's promise: a server of at most 40 lines, a page of a few.
  assert.ok(fs.readFileSync(path.join(example, 'server.js'), 'utf8').trimEnd().split('\n').length <= 40, 'server.js ≤ 40 lines');
  const app = path.join(project, 'app');
  fs.cpSync(example, app, { recursive: true });
  // `npm install ws` as the example says (from tests/package/relay's lock, installed by the xtask).
  const ws = path.join(here, 'relay/node_modules/ws');
  assert.ok(fs.existsSync(ws), `${ws} exists (the xtask installs tests/package/relay from its lock)`);
  fs.symlinkSync(ws, path.join(project, 'node_modules/ws'), 'dir');

  // The page, bundled as a site would (esbuild, the package's plugin, minified).
  const esbuild = path.join(here, 'esbuild/node_modules/esbuild/lib/main.js');
  fs.writeFileSync(path.join(app, 'build.mjs'), `
import * as esbuild from ${JSON.stringify(pathToFileURL(esbuild).href)};
import aliceChess from 'alice-chess/esbuild';
import fs from 'node:fs';
const r = await esbuild.build({ entryPoints: { 'page.bundle': 'page.js' }, bundle: true, format: 'esm', splitting: true, outdir: 'dist', minify: true, logLevel: 'silent', plugins: [aliceChess()] });
for (const w of r.warnings) console.error('WARNING', w.text);
fs.copyFileSync('index.html', 'dist/index.html');
`);
  const build = runIn(process.execPath, ['build.mjs'], app);
  assert.equal(build.code, 0, build.out);
  assert.equal(build.out.trim(), '', build.out);
  const site = await serveStatic(path.join(app, 'dist'), '/');
  cleanups.push(site.close);

  const port = String(await freePort());
  const env = { PORT: port, GAME_FILE: path.join(project, 'game.json'), WHITE_TOKEN: TOKENS.white, BLACK_TOKEN: TOKENS.black };
  let server = await startServer(app, env);
  cleanups.push(() => stopServer(server));

  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  /** @param {'white'|'black'|null} color */
  async function open(color) {
    const page = await newPage(browser);
    await page.addInitScript(() => {
      /** @type {any} */ (window).__actions = [];
      document.addEventListener('action', (e) => /** @type {any} */ (window).__actions.push(/** @type {CustomEvent} */ (e).detail));
    });
    const q = new URLSearchParams({ server: `ws://127.0.0.1:${port}`, ...(color ? { token: TOKENS[color], color } : {}) });
    await page.goto(`${site.url}?${q}`);
    await page.waitForFunction(() => /** @type {any} */ (document.querySelector('alice-chess'))?.shadowRoot?.querySelector('.frame')?.hidden === false);
    return page;
  }
  const white = await open('white');
  let black = await open('black');
  const watcher = await open(null);
  const all = [white, black, watcher];

  const tid = (/** @type {any} */ page, /** @type {string} */ id) => page.locator(`alice-chess [data-testid="${id}"]`);
  const ply = (/** @type {any} */ page) => page.evaluate(() => /** @type {any} */ (document.querySelector('alice-chess')).ply);
  /** Every board at `n` half-moves. */
  const allAt = (/** @type {number} */ n) => Promise.all(all.map((p) => p.waitForFunction((k) => /** @type {any} */ (document.querySelector('alice-chess')).ply === k, n)));
  /** @param {any} page @param {string} from @param {string} to */
  async function move(page, from, to) {
    await page.locator(`alice-chess [data-square="${from}"]`).click();
    await page.locator(`alice-chess [data-square="${to}"]`).click();
  }
  const visible = (/** @type {any} */ page, /** @type {string} */ id) => tid(page, id).isVisible();

  // Connected: the players' boards are online, the spectator's a view; Abort while nobody has moved.
  await Promise.all(all.map((p) => tid(p, 'connection').waitFor({ state: 'hidden' })));
  assert.equal(await white.evaluate(() => /** @type {any} */ (document.querySelector('alice-chess')).mode), 'online');
  assert.equal(await watcher.evaluate(() => /** @type {any} */ (document.querySelector('alice-chess')).mode), 'view');
  assert.equal(await visible(white, 'abort'), true, 'Abort before both sides have moved');
  assert.equal(await visible(watcher, 'abort'), false);

  await move(white, 'e2', 'e4');
  await allAt(1);
  assert.deepEqual((await white.evaluate(() => /** @type {any} */ (window).__actions))[0], { type: 'move', uci: 'e2e4', ply: 1 });
  await move(black, 'd7', 'd5');
  await allAt(2);
  await tid(white, 'abort').waitFor({ state: 'hidden' });

  // White offers a draw: White sees its own offer with Withdraw, Black Accept / Decline, the
  // spectator whose it is.
  await tid(white, 'draw-offer').click();
  await tid(black, 'offer').waitFor();
  assert.match(await tid(black, 'offer').textContent(), /offers a draw/);
  assert.equal(await visible(black, 'offer-accept'), true);
  await tid(watcher, 'offer').waitFor();
  assert.match(await tid(watcher, 'offer').textContent(), /White offers a draw/);
  assert.equal(await visible(watcher, 'offer-accept'), false);
  assert.equal(await visible(white, 'offer'), false, 'not shown to White as the opponent\'s');
  assert.match(await tid(white, 'offer-sent').textContent(), /You offered a draw/);
  // White moves with its offer standing; Black moves instead of answering: the live game clears
  // the offer (the move event says so), and so does every board.
  await move(white, 'g1', 'f3');
  await allAt(3);
  assert.equal(await visible(white, 'offer-sent'), true, 'the offer stands after the offerer\'s own move');
  assert.equal(await visible(black, 'offer'), true);
  await move(black, 'c7', 'c6');
  await allAt(4);
  await Promise.all([tid(black, 'offer').waitFor({ state: 'hidden' }), tid(watcher, 'offer').waitFor({ state: 'hidden' }), tid(white, 'offer-sent').waitFor({ state: 'hidden' })]);
  assert.deepEqual(await white.evaluate(() => /** @type {any} */ (window).__actions.filter((/** @type {any} */ a) => a.type === 'offer')), [{ type: 'offer', kind: 'draw' }]);

  // An offer withdrawn: gone everywhere.
  await tid(black, 'draw-offer').click();
  await tid(white, 'offer').waitFor();
  await tid(black, 'offer-withdraw').click();
  await Promise.all([tid(white, 'offer').waitFor({ state: 'hidden' }), tid(watcher, 'offer').waitFor({ state: 'hidden' })]);
  assert.equal(await visible(black, 'offer-sent'), false);
  assert.deepEqual((await black.evaluate(() => /** @type {any} */ (window).__actions)).at(-1), { type: 'withdraw', kind: 'draw' });

  // A takeback: White proposes, Black accepts; every board goes back, no banner stays.
  const before = await ply(white);
  await tid(white, 'takeback-offer').click();
  await tid(black, 'offer').waitFor();
  assert.match(await tid(black, 'offer').textContent(), /take back/);
  await tid(black, 'offer-accept').click();
  await Promise.all(all.map((p) => p.waitForFunction((k) => /** @type {any} */ (document.querySelector('alice-chess')).ply < k, before)));
  const back = await ply(white);
  assert.equal(await ply(black), back);
  assert.equal(await ply(watcher), back);
  for (const p of all) for (const id of ['offer', 'offer-sent']) assert.equal(await visible(p, id), false, id);

  // The server restarts: every board says it is reconnecting, then carries on with the saved game.
  await stopServer(server);
  await Promise.all(all.map((p) => tid(p, 'connection').waitFor()));
  assert.match(await tid(white, 'connection').textContent(), /Reconnecting/);
  server = await startServer(app, env);
  await Promise.all(all.map((p) => tid(p, 'connection').waitFor({ state: 'hidden' })));
  assert.equal(await ply(watcher), back);
  const mover = back % 2 === 0 ? white : black;
  const [from, to] = back % 2 === 0 ? ['b1', 'c3'] : ['b8', 'a6'];
  await move(mover, from, to);
  await allAt(back + 1);

  // Black leaves: the live game's presence event shows Black away on White's board and the
  // spectator's (Claim victory comes 30 s later: the site's e2e test covers it); Black's board is
  // back, and so is Black.
  await black.context().close();
  await Promise.all([white, watcher].map((p) => tid(p, 'away-black').waitFor()));
  assert.match(await tid(white, 'opponent-gone').textContent(), /left the game/);
  assert.equal(await visible(white, 'claim-victory'), false, 'not before claimAt');
  black = await open('black');
  all[1] = black;
  await Promise.all([white, watcher].map((p) => tid(p, 'away-black').waitFor({ state: 'detached' })));
  assert.equal(await visible(white, 'opponent-gone'), false);
  assert.equal(await ply(black), back + 1, 'the state brings the board back to the game');

  // White resigns (two clicks): the end on every board.
  await tid(white, 'resign').click();
  await tid(white, 'resign').click();
  await Promise.all(all.map((p) => tid(p, 'result').waitFor()));
  for (const p of all) {
    assert.equal(await p.evaluate(() => /** @type {any} */ (document.querySelector('alice-chess')).result?.result), '0-1');
  }
  for (const p of all) assertNoErrors(p, [/WebSocket connection to .* failed/]);
});
