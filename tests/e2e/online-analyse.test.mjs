// A finished online game, afterwards (issue 41, points 2 and 6), through the real game server:
// "Analyse" opens the analysis board from the player's side (Black sees it from Black's side) with
// the players' names and each move's clock (the server's PGN), and the PGN download offers plain
// SAN beside our notation, as the PGN card does. Screenshots: online-analyse-black.png,
// online-pgn-san.png.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { useBrowser, newPage, assertNoErrors, screenshot } from './harness.mjs';
import { startGameServer } from './game-server.mjs';
import { waitPly, waitState } from './online-helpers.mjs';
import { ready } from './play-helpers.mjs';

const ctx = useBrowser();
/** @type {import('./game-server.mjs').GameServer} */
let server;
before(async () => {
  server = await startGameServer();
});

const ply = (page) => page.evaluate(() => document.querySelector('alice-chess').ply);
async function play(page, uci, all) {
  const before = await ply(page);
  await page.locator(`alice-chess [data-square="${uci.slice(0, 2)}"]`).first().click();
  await page.locator(`alice-chess [data-square="${uci.slice(2, 4)}"]`).first().click();
  for (const p of all) await waitPly(p, before + 1);
}

/** Ann (White) and Bob (Black) play the rules page's mate, 3+2; their pages, at the end. */
async function finishedGame() {
  const ann = await newPage(ctx.browser, { acceptDownloads: true });
  await ann.goto(server.address('?online'));
  await ann.selectOption('[data-testid="online-time"]', '3+2');
  await ann.selectOption('[data-testid="online-color"]', 'white');
  await ann.fill('[data-testid="online-name"]', 'Ann');
  await ann.click('[data-testid="online-create-submit"]');
  await ann.waitForURL(/[?&]game=[0-9a-f]{16}/);
  const id = new URL(ann.url()).searchParams.get('game');
  const link = await ann.inputValue('[data-testid="online-link"]');
  const bob = await newPage(ctx.browser, { acceptDownloads: true });
  await bob.goto(server.address('?online'));
  // The name this browser plays under (kept with its seats, as the lobby keeps it).
  await bob.evaluate(() => localStorage.setItem('alice-chess.online', JSON.stringify({ seats: {}, name: 'Bob' })));
  await bob.goto(link);
  await waitState(bob, 'playing');
  await waitState(ann, 'playing');
  for (const [who, uci] of [[ann, 'e2e4'], [bob, 'd7d5'], [ann, 'f1e2'], [bob, 'd5e4'], [ann, 'e2b5']]) await play(who, uci, [ann, bob]);
  await waitState(ann, 'ended');
  await waitState(bob, 'ended');
  return { ann, bob, id };
}

test("Analyse from a finished game: Black's side for Black, the players' names and each move's clock", async () => {
  const { ann, bob, id } = await finishedGame();
  assert.equal((await (await fetch(server.address(`api/games/${id}`))).json()).black?.name, 'Bob');
  // The link carries the server's PGN (names, clocks) once it came, and the player's side.
  await bob.waitForFunction(() => document.querySelector('[data-testid="online-analyse"]').getAttribute('href').startsWith('?analysis&pgn='));
  const href = await bob.getAttribute('[data-testid="online-analyse"]', 'href');
  assert.equal(new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('o'), 'b');
  await ann.waitForFunction(() => document.querySelector('[data-testid="online-analyse"]').getAttribute('href').startsWith('?analysis&pgn='));
  assert.equal(new URLSearchParams((await ann.getAttribute('[data-testid="online-analyse"]', 'href')).split('?')[1]).get('o'), 'w');

  await bob.click('[data-testid="online-analyse"]');
  await bob.waitForURL(/\?analysis/);
  await ready(bob);
  await bob.waitForFunction(() => document.querySelectorAll('[data-testid="tree-moves"] .tree-move').length === 5);
  // From Black's side: rank 8 at the bottom.
  const y = async (sq) => (await bob.locator(`[data-square="${sq}"]`).first().boundingBox()).y;
  assert.ok((await y('e8')) > (await y('e1')), "Black's side at the bottom");
  // The players by name (Black, at the bottom, is Bob), not "White" / "Black" alone.
  assert.match(await bob.locator('[data-part="name-top"]').textContent(), /Ann/);
  assert.match(await bob.locator('[data-part="name-bottom"]').textContent(), /Bob/);
  // Each move's clock beside it, never the command's text.
  const clocks = await bob.locator('[data-testid="tree-moves"] .tree-clock').allTextContents();
  assert.equal(clocks.length, 5, clocks.join(' '));
  for (const c of clocks) assert.match(c, /^[0-3]:\d\d$/);
  assert.doesNotMatch(await bob.locator('[data-testid="tree-moves"]').textContent(), /%clk/);
  // The address no longer holds the PGN (a reload keeps the tree as it is then).
  assert.doesNotMatch(bob.url(), /pgn=/);
  await screenshot(bob, 'online-analyse-black');
  for (const p of [ann, bob]) assertNoErrors(p);
  await ann.context().close();
  await bob.context().close();
});

test('the online PGN download in our notation, or plain SAN as the PGN card offers it', async () => {
  const { ann, bob, id } = await finishedGame();
  // Our notation: the server's file as it is.
  const [alice] = await Promise.all([ann.waitForEvent('download'), ann.click('[data-testid="online-pgn"]')]);
  const ours = fs.readFileSync(await alice.path(), 'utf8');
  assert.match(ours.replace(/\s+/g, ' '), /1\. Pe4 \{\[%clk 0:03:00\]\} 1\.\.\. Pd5/);
  // Plain SAN: the same game, tags and clocks, written again by the rules core.
  await ann.check('[data-testid="online-pgn-san"]');
  await screenshot(ann, 'online-pgn-san');
  const [san] = await Promise.all([ann.waitForEvent('download'), ann.click('[data-testid="online-pgn"]')]);
  assert.equal(san.suggestedFilename(), `alice-${id}-san.pgn`);
  const text = fs.readFileSync(await san.path(), 'utf8');
  assert.match(text, /\[White "Ann"\]/);
  assert.match(text, /\[Result "1-0"\]/);
  assert.match(text, /\[TimeControl "180\+2"\]/);
  // (The server's closing comment, how the game ended, comes along.)
  assert.match(
    text.replace(/\s+/g, ' '),
    /1\. e4 \{\[%clk 0:03:00\]\} 1\.\.\. d5 \{\[%clk [\d:.]+\]\} 2\. Be2 \{\[%clk [\d:.]+\]\} 2\.\.\. dxe4 \{\[%clk [\d:.]+\]\} 3\. Bb5# \{\[%clk [\d:.]+\]\} \{Checkmate — White wins\} 1-0 $/,
    text,
  );
  assert.doesNotMatch(text, /Pe4|Sdxe4|Cb5/);
  // Unchecked again: our notation again.
  await ann.uncheck('[data-testid="online-pgn-san"]');
  const [again] = await Promise.all([ann.waitForEvent('download'), ann.click('[data-testid="online-pgn"]')]);
  assert.match(fs.readFileSync(await again.path(), 'utf8'), /Cb5#/);
  for (const p of [ann, bob]) assertNoErrors(p);
  await ann.context().close();
  await bob.context().close();
});
