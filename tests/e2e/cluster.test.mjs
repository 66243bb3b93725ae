// Two game server nodes (the real `alice-server` binary, two processes) on one Postgres (a
// throwaway cluster: postgres.mjs), behind a small TCP proxy that spreads connections over the
// nodes still up, as a load balancer would. Two players in browser contexts of their own play
// through the proxy; the node running their game is killed with SIGKILL — both pages reconnect
// (to the other node), a move made meanwhile arrives once, the game goes on; then Postgres itself
// is stopped — a move made meanwhile is not acknowledged, the page says it is reconnecting, and
// the move lands once when the database is back. Screenshot: play-online-cluster-reconnecting.png.
// Then a rolling restart, as an operator does one: each node in turn ended with SIGTERM (a graceful
// end: its pages told "server restarting") and started again, a move made as each goes down.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { useBrowser, newPage, screenshot } from './harness.mjs';
import { startGameServer } from './game-server.mjs';
import { move } from './online-helpers.mjs';
import { startPostgres } from './postgres.mjs';

const ctx = useBrowser();

/**
 * A TCP proxy on a free port spreading connections round-robin over `servers`, skipping one that
 * refuses (a dead node).
 * @param {import('./game-server.mjs').GameServer[]} servers
 * @returns {Promise<{url: string, close: () => void, served: Map<number, number>}>}
 */
async function spread(servers) {
  let next = 0;
  /** How many connections each port got. */
  const served = new Map();
  /** @type {Set<net.Socket>} */
  const open = new Set();
  const proxy = net.createServer((inbound) => {
    open.add(inbound);
    inbound.on('close', () => open.delete(inbound));
    inbound.on('error', () => {});
    inbound.pause();
    const tryFrom = (tries) => {
      if (tries >= servers.length) return inbound.destroy();
      const port = servers[next++ % servers.length].port;
      const outbound = net.connect(port, '127.0.0.1');
      outbound.once('error', () => {
        outbound.destroy();
        tryFrom(tries + 1);
      });
      outbound.once('connect', () => {
        served.set(port, (served.get(port) ?? 0) + 1);
        outbound.removeAllListeners('error');
        outbound.on('error', () => inbound.destroy());
        inbound.on('error', () => outbound.destroy());
        outbound.on('close', () => inbound.destroy());
        inbound.on('close', () => outbound.destroy());
        inbound.pipe(outbound);
        outbound.pipe(inbound);
        inbound.resume();
      });
    };
    tryFrom(0);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(undefined)));
  const port = /** @type {net.AddressInfo} */ (proxy.address()).port;
  return {
    url: `http://127.0.0.1:${port}/`,
    served,
    close: () => {
      proxy.close();
      for (const s of open) s.destroy();
    },
  };
}

const waitState = (page, s, timeout = 30_000) => page.waitForSelector(`[data-testid="online-status"][data-state="${s}"]`, { timeout });
const waitPly = (page, n, timeout = 30_000) => page.waitForFunction((k) => document.querySelector('alice-chess')?.ply === k, n, { timeout });

/**
 * Two nodes on a throwaway Postgres behind the proxy; Ann creates a 10+5 game as White through it
 * and Bob opens her friend link. Returns the cluster, the game's id and the two pages.
 */
async function twoNodesAndAGame() {
  const pg = await startPostgres();
  const a = await startGameServer({ database: pg.url });
  const b = await startGameServer({ database: pg.url });
  const site = await spread([a, b]);
  after(() => site.close());
  const ann = await newPage(ctx.browser);
  await ann.goto(new URL('?online', site.url).href);
  await ann.selectOption('[data-testid="online-time"]', '10+5');
  await ann.selectOption('[data-testid="online-color"]', 'white');
  await ann.click('[data-testid="online-create-submit"]');
  await ann.waitForURL(/[?&]game=[0-9a-f]{16}/);
  await waitState(ann, 'waiting');
  const id = /** @type {string} */ (new URL(ann.url()).searchParams.get('game'));
  const link = await ann.inputValue('[data-testid="online-link"]');
  const bob = await newPage(ctx.browser);
  await bob.goto(link);
  await waitState(bob, 'playing');
  await waitState(ann, 'playing');
  /** The game as the API gives it. @param {string} id */
  const game = async (id) => (await fetch(new URL(`api/games/${id}`, site.url))).json();
  return { pg, a, b, site, id, link, ann, bob, game };
}

test('two nodes behind a proxy: the game’s node killed, then Postgres stopped — the game goes on, no move lost or doubled', { timeout: 240_000 }, async () => {
  // Ann creates a game through the proxy; Bob opens the friend link.
  const { pg, a, b, site, id, link, ann, bob, game } = await twoNodesAndAGame();
  assert.match(a.node, /^[0-9a-f]{8}$/);
  assert.notEqual(a.node, b.node);
  assert.equal(link, new URL(`?game=${id}`, site.url).href, 'the link is the site’s (the proxy’s), not a node’s');
  await move(ann, 'e2e4');
  await waitPly(bob, 1);
  await move(bob, 'e7e5');
  await waitPly(ann, 2);
  assert.ok(site.served.get(a.port) && site.served.get(b.port), 'both nodes served the pages');

  // SIGKILL the node running the game; Ann moves at once.
  const before = await game(id);
  const victim = [a, b].find((s) => s.node === before.node);
  const survivor = victim === a ? b : a;
  assert.ok(victim, `the game runs on one of the nodes (${before.node}; nodes ${a.node}, ${b.node})\n${a.log()}\n${b.log()}`);
  await victim.kill();
  await move(ann, 'g1f3');
  for (const p of [ann, bob]) await waitPly(p, 3, 40_000);
  await waitState(bob, 'playing', 40_000);
  const after1 = await game(id);
  assert.equal(after1.node, survivor.node, 'the other node runs the game now');
  assert.deepEqual(after1.state.moves, ['e2e4', 'e7e5', 'g1f3'], 'the move made meanwhile arrived once');
  // White's clock: 10 min and the 5 s increment, less the thought before the node died and after
  // the takeover — the seconds of the takeover itself are charged to no one.
  const { white } = after1.state.clocks;
  assert.ok(white < 605_000 && white > 585_000, JSON.stringify(after1.state.clocks));
  await move(bob, 'b8c6');
  await waitPly(ann, 4);

  // Postgres stops: Ann's move is not acknowledged; her page says it is reconnecting; once the
  // database is back the move lands, once.
  await pg.stop();
  await move(ann, 'f1b5');
  await waitState(ann, 'reconnecting', 30_000);
  await screenshot(ann, 'play-online-cluster-reconnecting');
  assert.equal(await ann.evaluate(() => document.querySelector('alice-chess').ply), 5, 'the move stays on the board meanwhile');
  await pg.start();
  for (const p of [ann, bob]) {
    await waitState(p, 'playing', 60_000);
    await waitPly(p, 5, 60_000);
  }
  const after2 = await game(id);
  assert.deepEqual(after2.state.moves, ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5']);
  await move(bob, 'a7a6');
  await waitPly(ann, 6);
  assert.deepEqual((await game(id)).state.moves.length, 6);
  await ann.close();
  await bob.close();
  pg.end();
});

test('a rolling restart of two nodes (SIGTERM, one at a time): each ends gracefully, the pages reconnect, the moves made meanwhile land once', { timeout: 240_000 }, async () => {
  const { pg, a, b, id, ann, bob, game } = await twoNodesAndAGame();

  const moves = ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6', 'd2d3', 'f8c5', 'c2c3', 'd7d6'];
  let ply = 0;
  /** The next move, by the side to move; both pages see it. */
  const next = async (timeout = 30_000) => {
    await move(ply % 2 === 0 ? ann : bob, moves[ply]);
    ply += 1;
    for (const p of [ann, bob]) await waitPly(p, ply, timeout);
  };
  await next();
  await next();

  for (const node of [a, b]) {
    // SIGTERM, and at once a move: made while the node finishes its writes and closes its sockets.
    const ended = node.terminate();
    await next(60_000);
    assert.equal(await ended, 'code 0', `a graceful end\n${node.log()}`);
    for (const p of [ann, bob]) await waitState(p, 'playing', 60_000);
    await next();
    await node.startAgain();
    await next();
  }
  const stored = await game(id);
  assert.deepEqual(stored.state.moves, moves.slice(0, ply), 'every move once, in order');
  assert.equal(ply, 8);
  await ann.close();
  await bob.close();
  pg.end();
});
