// The harness of the tests through the real game server (game-server.mjs): the `alice-server`
// binary as a process of its own, killed with SIGKILL in the middle of a game and started again on
// the same port and data folder; the game goes on. Also the online screens' own addresses
// (`/online`, `/watch`, `/game/ID`: redirects to the page's screens) and the service worker, which
// must leave the server's live answers (`api/…`) alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, assertNoErrors } from './harness.mjs';
import { startGameServer, onServerPage, playFromPage, ALICE_SITE } from './game-server.mjs';

const ctx = useBrowser();

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('a game survives the server killed with SIGKILL and started again', async () => {
  const server = await startGameServer();
  assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
  const created = await server.api('api/games', { control: '5+3', color: 'white', name: 'Ann' });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const { id, token: whiteToken } = created.body;
  assert.match(id, /^[0-9a-f]{16}$/);
  assert.equal(created.body.seat, 'white');
  const joined = await server.api(`api/games/${id}/join`, { name: 'Bob' });
  assert.equal(joined.status, 200, JSON.stringify(joined.body));
  assert.equal(joined.body.seat, 'black');
  const blackToken = joined.body.token;

  // White's first move, from a page of the site served by this server (its own Origin). The page
  // is settled first: none of its own requests may be cut by the kill below.
  const page = await onServerPage(ctx.browser, server);
  await page.waitForLoadState('networkidle');
  const first = await playFromPage(page, { id, token: whiteToken, uci: 'e2e4', ply: 0 });
  assert.equal(first.hello.seat, 'white');
  assert.equal(first.answer.t, 'ack', JSON.stringify(first.answer));
  assertNoErrors(page);

  // kill -9: the process is gone, nothing answers.
  const pid = server.child?.pid;
  assert.ok(pid && alive(pid));
  const port = server.port;
  await server.kill();
  assert.equal(server.exit, 'signal SIGKILL');
  assert.ok(!alive(pid), `process ${pid} is still there`);
  await assert.rejects(fetch(server.address('api/lobby')), 'a killed server answers nothing');

  await server.restart();
  assert.equal(server.port, port, 'the same port');
  assert.equal(server.starts, 2);
  assert.notEqual(server.child?.pid, pid);
  const after = await server.api(`api/games/${id}`);
  assert.equal(after.status, 200);
  assert.equal(after.body.status, 'playing');
  assert.deepEqual(after.body.state.moves, ['e2e4']);
  assert.deepEqual([after.body.white.name, after.body.black.name], ['Ann', 'Bob']);
  assert.ok(!JSON.stringify(after.body).includes(whiteToken), 'no token is ever shown');

  // The game goes on: Black answers from the same page, after the restart.
  const second = await playFromPage(page, { id, token: blackToken, uci: 'e7e5', ply: 1 });
  assert.equal(second.hello.seat, 'black');
  assert.deepEqual(second.hello.game.state.moves, ['e2e4']);
  assert.equal(second.answer.t, 'ack', JSON.stringify(second.answer));
  assert.deepEqual((await server.api(`api/games/${id}`)).body.state.moves, ['e2e4', 'e7e5']);
  // Whatever the page asked of the server while it was down was refused; nothing else went wrong.
  assertNoErrors(page, [/ERR_CONNECTION_REFUSED/]);
  await page.context().close();
});

test('/online, /watch and /game/ID lead to the page’s screens', async () => {
  const server = await startGameServer();
  const id = (await server.api('api/games', { control: 'corr-3', color: 'black' })).body.id;
  for (const [from, to] of [
    ['online', '/?online'],
    ['watch', '/?watch'],
    [`game/${id}`, `/?game=${id}`],
    ['online?token=0123456789abcdef0123456789abcdef', '/?online'],
  ]) {
    const res = await fetch(server.address(from), { redirect: 'manual' });
    assert.equal(res.status, 302, from);
    assert.equal(res.headers.get('location'), to, from);
    assert.equal(res.headers.get('cache-control'), 'no-store', from);
  }
  assert.equal((await fetch(server.address('game/not-a-game-id'), { redirect: 'manual' })).status, 404);

  // In a browser: the address ends on the screen's, and the page there is the site's index.html.
  const index = fs.readFileSync(path.join(ALICE_SITE, 'index.html'), 'utf8');
  const page = await onServerPage(ctx.browser, server);
  for (const [from, to] of [
    ['online', '?online'],
    ['watch', '?watch'],
    [`game/${id}`, `?game=${id}`],
  ]) {
    const res = await page.goto(server.address(from));
    assert.equal(page.url(), server.address(to));
    assert.equal(res?.status(), 200, from);
    assert.equal(await res?.text(), index, `${from}: the page is index.html`);
  }
  assertNoErrors(page);
  await page.context().close();
});

test('the service worker leaves the server’s live answers (api/…) to the network', async () => {
  const server = await startGameServer();
  const page = await onServerPage(ctx.browser, server, '', { serviceWorkers: 'allow' });
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });
  const id = (await server.api('api/games', { control: '5+3', color: 'white' })).body.id;
  const paths = ['index.html', 'api/lobby', `api/games/${id}`, 'api/games'];
  // Each response as the page sees it, and whether the worker answered it (respondWith).
  const responses = paths.map((p) => page.waitForResponse((r) => r.url() === server.address(p)));
  const statuses = await page.evaluate((list) => Promise.all(list.map((p) => fetch(p).then((r) => r.status))), paths);
  assert.deepEqual(statuses, [200, 200, 200, 200]);
  /** @type {Map<string, boolean>} */
  const answered = new Map();
  for (const res of await Promise.all(responses)) answered.set(new URL(res.url()).pathname, res.fromServiceWorker());
  // The control: the worker does answer the site's own files (so it is there and active)…
  assert.equal(answered.get('/index.html'), true, 'the worker answers the site’s files');
  // … and never the server's.
  for (const p of ['/api/lobby', `/api/games/${id}`, '/api/games']) {
    assert.equal(answered.get(p), false, `${p} must not go through the worker`);
  }
  // A game's answer after a change is the new one, not a kept one.
  await server.api(`api/games/${id}/join`, {});
  const status = await page.evaluate((p) => fetch(p).then((r) => r.json()).then((g) => g.status), `api/games/${id}`);
  assert.equal(status, 'playing');
  assertNoErrors(page);
  await page.context().close();
});
