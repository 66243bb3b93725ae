// Online play through the real game server (the `alice-server` binary, its own process with its own
// SQLite database: game-server.mjs), as new users would meet it: each player and the spectator in
// a browser context of their own. A game from a friend link with a spectator who arrives mid-game
// and finds it through Watch; a game from the lobby where one player reloads, another goes offline
// for 10 s and moves meanwhile, and the server is killed (SIGKILL) and started again — the game goes
// on with no move lost or doubled; the offers, takeback, resignation, abort, rematch and claim
// victory through the buttons; and the online screens on a static host without the server.
// Screenshots: play-online-*.png (desktop and phone: the lobby, a live game with a spectator, a reconnect).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, assertNoErrors, screenshot, url, PHONE } from './harness.mjs';
import { startGameServer } from './game-server.mjs';
import { openPerson, waitPly, waitState, board, move } from './online-helpers.mjs';

const ctx = useBrowser();
/** @type {import('./game-server.mjs').GameServer} */
let server;
before(async () => {
  server = await startGameServer();
});
const person = (relative, options) => openPerson(ctx.browser, server, relative, options);

// A socket refused while the network is off or the server is down is the browser's message, not
// the page's error.
const NETWORK = [/WebSocket connection to .* failed/, /ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|Failed to load resource/];
/** A static host answers the server's addresses with 404 / 405. */
const NO_SERVER = [/HTTP 40[45]: .*\/api\//, /the online game cannot be opened/];

/** A page of its own (its own context: its own storage, as another person's browser). */
const state = (page) => page.getAttribute('[data-testid="online-status"]', 'data-state');
const ply = (page) => page.evaluate(() => document.querySelector('alice-chess').ply);
/** `move` on `page`, then wait until every page in `all` shows it. */
async function play(page, uci, all) {
  const before = await ply(page);
  await move(page, uci);
  for (const p of all) await waitPly(p, before + 1);
}
/** Create a game on the online screen. */
async function create(page, { time, color, name, seek = false }) {
  await page.goto(server.address('?online'));
  await page.selectOption('[data-testid="online-time"]', time);
  await page.selectOption('[data-testid="online-color"]', color);
  if (name) await page.fill('[data-testid="online-name"]', name);
  await page.click(`[data-testid="${seek ? 'online-seek-submit' : 'online-create-submit'}"]`);
  await page.waitForURL(/[?&]game=[0-9a-f]{16}/);
  await waitState(page, 'waiting');
  return new URL(page.url()).searchParams.get('game');
}
const gameJson = async (id) => (await fetch(server.address(`api/games/${id}`))).json();

test('a friend link: two players and a spectator who comes in mid-game play to mate; names are text; the PGN has the clocks', async () => {
  const ann = await person('?online');
  const id = await create(ann, { time: '3+2', color: 'white', name: 'Ann <b>bold</b>' });
  const link = await ann.inputValue('[data-testid="online-link"]');
  assert.equal(link, server.address(`?game=${id}`), 'the friend link is absolute');
  assert.equal(await ann.getAttribute('[data-testid="abort"]', 'hidden'), null, 'the creator may cancel while waiting');

  const bob = await person(null);
  /** @type {string[]} the addresses of the sockets Bob's page opens */
  const sockets = [];
  bob.on('websocket', (ws) => sockets.push(ws.url()));
  await bob.goto(link);
  await waitState(bob, 'playing');
  // A seated player's socket: its token travels in a header, never in the address (logged by
  // servers and proxies).
  assert.ok(sockets.some((u) => u.endsWith(`/api/games/${id}/socket`)), sockets.join(' '));
  assert.ok(sockets.every((u) => !/token/.test(u)), sockets.join(' '));
  await waitState(ann, 'playing'); // the creator's page starts by itself
  assert.equal(await bob.evaluate(() => document.querySelector('alice-chess').getAttribute('player-color')), 'black');
  assert.match(await ann.title(), /Your move/);
  assert.doesNotMatch(await bob.title(), /Your move/);

  await play(ann, 'e2e4', [ann, bob]);
  assert.match(await bob.title(), /Your move/, 'the title follows the turn');
  assert.doesNotMatch(await ann.title(), /Your move/);
  assert.equal(await bob.textContent('[data-testid="online-status"]'), 'Your move');
  await play(bob, 'd7d5', [ann, bob]);

  // A spectator finds the game on Watch and joins at ply 2.
  const eve = await person('?watch');
  const row = eve.locator(`[data-testid="watch-game"][data-game-id="${id}"]`);
  await row.waitFor();
  assert.match(await row.textContent(), /Ann <b>bold<\/b>/);
  await row.locator('a').click();
  await waitState(eve, 'playing');
  await waitPly(eve, 2);
  assert.equal(await eve.evaluate(() => document.querySelector('alice-chess').getAttribute('mode')), 'view');
  // The name is text everywhere, never markup.
  assert.match(await eve.textContent('[data-testid="online-presence"]'), /Ann <b>bold<\/b>/);
  assert.equal(await eve.locator('[data-testid="online-presence"] b').count(), 0);

  // The same player in a second tab plays the same seat (the token is in the browser): a move
  // made there shows in the first tab too.
  const annAgain = await ann.context().newPage();
  await annAgain.goto(link);
  await waitState(annAgain, 'playing');
  assert.deepEqual(await annAgain.evaluate(() => [document.querySelector('alice-chess').mode, document.querySelector('alice-chess').playerColor]), ['online', 'white']);
  await play(annAgain, 'f1e2', [ann, annAgain, bob, eve]);
  await annAgain.close();
  await play(bob, 'd5e4', [ann, bob, eve]);
  await screenshot(eve, 'play-online-spectator');
  const phone = await person(`?game=${id}`, { viewport: PHONE });
  await waitPly(phone, 4);
  await screenshot(phone, 'play-online-spectator-phone');
  await play(ann, 'e2b5', [ann, bob, eve, phone]);

  for (const p of [ann, bob, eve]) {
    await waitState(p, 'ended');
    assert.match(await p.textContent('[data-testid="online-status"]'), /Checkmate/);
    assert.match(await board(p, 'result').textContent(), /1[–-]0/);
  }
  await screenshot(ann, 'play-online-mate');
  const pgn = await (await fetch(server.address(`api/games/${id}/pgn`))).text();
  assert.match(pgn, /\[White "Ann <b>bold<\/b>"\]/);
  assert.match(pgn, /\[Result "1-0"\]/);
  assert.match(pgn, /\{\[%clk \d+:\d\d:\d\d/);
  assert.equal(await ann.getAttribute('[data-testid="online-pgn"]', 'href'), server.address(`api/games/${id}/pgn`));
  // Analyse: the server's PGN once it came (online-analyse.test.mjs), the moves until then.
  await eve.waitForFunction(() => document.querySelector('[data-testid="online-analyse"]').getAttribute('href').startsWith('?analysis&pgn='));
  const analyse = new URLSearchParams((await eve.getAttribute('[data-testid="online-analyse"]', 'href')).slice('?analysis&'.length));
  assert.match(analyse.get('pgn'), /1\. Pe4 \{\[%clk /);
  assert.equal(analyse.get('o'), 'w', 'a spectator sees it from White\'s side');
  for (const p of [ann, bob, eve, phone]) assertNoErrors(p, NETWORK);
});

test('from the lobby: a reload, 10 s offline with a move made meanwhile, and the server killed mid-game lose nothing', async () => {
  const ann = await person('?online');
  const id = await create(ann, { time: '10+5', color: 'black', name: 'Ann', seek: true });
  const bob = await person('?online');
  const seek = bob.locator(`[data-testid="lobby-seek"][data-seek-id="${id}"]`);
  await seek.waitFor();
  assert.match(await seek.textContent(), /10\+5/);
  await screenshot(bob, 'play-online-lobby');
  const phoneLobby = await person('?online', { viewport: PHONE });
  await phoneLobby.locator(`[data-testid="lobby-seek"][data-seek-id="${id}"]`).waitFor();
  await screenshot(phoneLobby, 'play-online-lobby-phone');
  await seek.locator('[data-testid="lobby-join"]').click();
  await bob.waitForURL(new RegExp(`game=${id}`));
  await waitState(bob, 'playing');
  await waitState(ann, 'playing');
  // Joined: the seek leaves the lobby.
  await phoneLobby.locator(`[data-testid="lobby-seek"][data-seek-id="${id}"]`).waitFor({ state: 'detached' });

  await play(bob, 'e2e4', [ann, bob]);
  await play(ann, 'd7d5', [ann, bob]);

  // A reload keeps the seat (its token is in the browser) and the game.
  await bob.reload();
  await waitState(bob, 'playing');
  assert.equal(await ply(bob), 2);
  assert.equal(await bob.evaluate(() => document.querySelector('alice-chess').getAttribute('player-color')), 'white');
  await play(bob, 'f1e2', [ann, bob]);

  // Ann's network goes away for 10 s; she moves meanwhile; the move arrives once she is back.
  await ann.context().setOffline(true);
  await waitState(ann, 'reconnecting');
  await move(ann, 'd5e4');
  assert.equal(await ply(ann), 4, 'the move shows at once on her board');
  assert.match(await ann.textContent('[data-testid="online-detail"]'), /kept/);
  // Her page knows nobody's presence while it is cut off: hers is reconnecting, Bob's not said.
  const presence = await ann.$$eval('[data-part="online-presence"] li[data-side]', (lis) => lis.map((li) => [li.dataset.side, li.className, li.querySelector('.where')?.textContent]));
  assert.deepEqual(presence, [
    ['white', 'unknown', 'not known now'],
    ['black', 'unknown', 'reconnecting…'],
  ]);
  await screenshot(ann, 'play-online-reconnecting');
  await ann.waitForTimeout(10_000);
  assert.equal(await ply(bob), 3, 'nothing reached Bob while Ann was offline');
  await ann.context().setOffline(false);
  await waitPly(bob, 4, 20_000);
  await waitState(ann, 'playing', 20_000);
  assert.deepEqual((await gameJson(id)).state.moves, ['e2e4', 'd7d5', 'f1e2', 'd5e4']);

  // The server is killed in the middle of the game: both pages reconnect once it is back; a move
  // made while it was down is sent then, once.
  await server.kill();
  await waitState(bob, 'reconnecting');
  await waitState(ann, 'reconnecting');
  await move(bob, 'g1f3');
  await server.restart();
  await waitState(bob, 'playing', 20_000);
  await waitState(ann, 'playing', 20_000);
  await waitPly(ann, 5, 20_000);
  await play(ann, 'b8c6', [ann, bob]);
  const game = await gameJson(id);
  assert.deepEqual(game.state.moves, ['e2e4', 'd7d5', 'f1e2', 'd5e4', 'g1f3', 'b8c6']);
  assert.equal(game.status, 'playing');
  // The clocks did not run while the server was down: 10 minutes, a few seconds used, + increments.
  assert.ok(game.state.clocks.white > 590_000 && game.state.clocks.black > 570_000, JSON.stringify(game.state.clocks));
  for (const p of [ann, bob, phoneLobby]) assertNoErrors(p, NETWORK);
});

test('abort, a takeback, offers declined and accepted, a rematch with colours swapped, resignation and claim victory', async () => {
  // Abort before anyone moved.
  const ann = await person('?online');
  let id = await create(ann, { time: '5+3', color: 'white' });
  const bob = await person(`?game=${id}`);
  await waitState(ann, 'playing');
  await ann.click('[data-testid="abort"]');
  await waitState(ann, 'ended');
  await waitState(bob, 'ended');
  assert.match(await bob.textContent('[data-testid="online-status"]'), /abort/i);

  // A new game: takeback, draw declined then agreed.
  id = await create(ann, { time: '5+3', color: 'white' });
  await bob.goto(server.address(`?game=${id}`));
  await waitState(bob, 'playing');
  await play(ann, 'e2e4', [ann, bob]);
  await play(bob, 'e7e5', [ann, bob]);
  await board(ann, 'takeback-offer').click();
  await board(bob, 'offer-accept').click();
  await waitPly(ann, 0);
  await waitPly(bob, 0);
  await play(ann, 'd2d4', [ann, bob]);
  await play(bob, 'd7d5', [ann, bob]);
  await board(ann, 'draw-offer').click();
  await board(bob, 'offer-decline').click();
  await ann.waitForFunction(() => /declined/.test(document.querySelector('[data-testid="online-detail"]').textContent));
  await board(bob, 'draw-offer').click();
  await board(ann, 'offer-accept').click();
  await waitState(ann, 'ended');
  await waitState(bob, 'ended');
  assert.match(await board(bob, 'result').textContent(), /½/);

  // Rematch: both ask; both pages move to the new game, colours swapped.
  await bob.click('[data-testid="rematch"]');
  await ann.waitForFunction(() => /rematch/i.test(document.querySelector('[data-testid="online-detail"]').textContent));
  await ann.click('[data-testid="rematch"]');
  await ann.waitForURL((u) => !u.href.includes(id));
  await bob.waitForURL((u) => !u.href.includes(id));
  const rematch = new URL(ann.url()).searchParams.get('game');
  assert.equal(new URL(bob.url()).searchParams.get('game'), rematch);
  await waitState(ann, 'playing');
  await waitState(bob, 'playing');
  assert.equal(await ann.evaluate(() => document.querySelector('alice-chess').getAttribute('player-color')), 'black');

  // Resignation needs a second click.
  await play(bob, 'e2e4', [ann, bob]);
  await play(ann, 'e7e5', [ann, bob]);
  await board(bob, 'resign').click();
  assert.equal(await state(bob), 'playing', 'one click only asks');
  await board(bob, 'resign').click();
  await waitState(ann, 'ended');
  assert.match(await ann.textContent('[data-testid="online-status"]'), /resign/i);

  // Claim victory: the opponent's page closes; 30 s later the button appears.
  await bob.click('[data-testid="rematch"]');
  await ann.click('[data-testid="rematch"]');
  await ann.waitForURL((u) => !u.href.includes(rematch));
  await waitState(ann, 'playing');
  await waitState(bob, 'playing');
  const white = (await ann.evaluate(() => document.querySelector('alice-chess').getAttribute('player-color'))) === 'white' ? ann : bob;
  const black = white === ann ? bob : ann;
  await play(white, 'e2e4', [ann, bob]);
  await play(black, 'e7e5', [ann, bob]);
  await bob.context().close();
  await ann.waitForFunction(() => /claim/i.test(document.querySelector('[data-testid="online-detail"]').textContent));
  assert.equal(await ann.isVisible('[data-testid="claim-victory"]'), false, 'not before 30 s');
  await ann.waitForSelector('[data-testid="claim-victory"]:not([hidden])', { timeout: 40_000 });
  await ann.click('[data-testid="claim-victory"]');
  await waitState(ann, 'ended');
  assert.match(await board(ann, 'result').textContent(), ann === white ? /1[–-]0/ : /0[–-]1/);
  assertNoErrors(ann, NETWORK);
});

test('on a static host without the game server the online screens say that online play needs it', async () => {
  const page = await newPage(ctx.browser);
  await page.goto(url('?online'));
  await page.waitForFunction(() => /cannot be reached/.test(document.querySelector('[data-testid="lobby-state"]').textContent));
  assert.equal(await page.isVisible('[data-testid="online-create"]'), true);
  await page.click('[data-testid="online-create-submit"]');
  await page.waitForFunction(() => /cannot be reached/.test(document.querySelector('[data-testid="online-create-error"]').textContent));
  await page.goto(url('?game=0123456789abcdef'));
  await waitState(page, 'failed');
  assert.match(await page.textContent('[data-testid="online-status"]'), /cannot be reached/);
  await page.goto(url('?watch'));
  await page.waitForFunction(() => /cannot be reached/.test(document.querySelector('[data-testid="watch-state"]').textContent));
  assertNoErrors(page, [...NETWORK, ...NO_SERVER]);
});
