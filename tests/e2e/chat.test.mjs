// The chat of a live game through the real game server (game-server.mjs), each person in a browser
// context of their own: two players and a spectator. The players' lines (Enter sends) reach the
// opponent and never the spectator; the spectator's reach the spectators' room and never the
// players; a line with markup stays text; a reload (and another device) shows the lines again; a
// line too long and lines too fast are refused in words (in French too); muting the opponent and
// turning the chat off are kept in the browser. Once the game is over, each player's page has the
// spectators' room as a second tab, to read and to write in (as lichess). Screenshots:
// chat-desktop.png, chat-phone.png, chat-spectator.png, chat-after-end.png.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, assertNoErrors, screenshot } from './harness.mjs';
import { startGameServer } from './game-server.mjs';
import { openPerson, waitPly, waitState, move } from './online-helpers.mjs';

const ctx = useBrowser();
/** @type {import('./game-server.mjs').GameServer} */
let server;
before(async () => {
  server = await startGameServer();
});
const person = (relative, options) => openPerson(ctx.browser, server, relative, options);

const PHONE = { width: 390, height: 844 };
/** Refusals the page reports to the console as the server's answers. */
const REFUSED = [/chat-throttled|too many lines/, /Failed to load resource/];

const lines = (page) => page.$$eval('[data-testid="chat-line"]', (els) => els.map((e) => e.textContent));
const waitLines = (page, n) => page.waitForFunction((k) => document.querySelectorAll('[data-testid="chat-line"]').length === k, n, { timeout: 10_000 });
/** Type a line and press Enter. */
async function say(page, text) {
  await page.fill('[data-testid="chat-input"]', text);
  await page.press('[data-testid="chat-input"]', 'Enter');
}

test('two players and a spectator chat, each in their own room; limits in words; mute and off kept', async () => {
  const ann = await person('?online');
  await ann.selectOption('[data-testid="online-time"]', '10+5');
  await ann.selectOption('[data-testid="online-color"]', 'white');
  await ann.fill('[data-testid="online-name"]', 'Ann');
  await ann.click('[data-testid="online-create-submit"]');
  await ann.waitForURL(/[?&]game=[0-9a-f]{16}/);
  await waitState(ann, 'waiting');
  const id = new URL(ann.url()).searchParams.get('game');
  // Before the opponent: the chat says it opens when they come, and has no field.
  await ann.waitForSelector('[data-testid="chat-note"]:has-text("opens when your opponent joins")');
  assert.equal(await ann.isVisible('[data-testid="chat-input"]'), false);

  const bob = await person(`?game=${id}`, { viewport: PHONE });
  await waitState(bob, 'playing');
  await waitState(ann, 'playing');
  const eve = await person(`?game=${id}`);
  await waitState(eve, 'playing');
  assert.match(await eve.textContent('[data-part="chat-title"]'), /Spectators/);

  // Enter sends; the line reaches the opponent as text, markup and all.
  await say(ann, 'good luck <b>Bob</b>');
  await waitLines(bob, 1);
  await waitLines(ann, 1);
  assert.equal(await ann.inputValue('[data-testid="chat-input"]'), '', 'the field is emptied once sent');
  assert.deepEqual(await lines(bob), ['Anngood luck <b>Bob</b>']);
  assert.equal(await bob.locator('[data-testid="chat-line"] b').count(), 0, 'never HTML');
  assert.equal(await bob.locator('[data-testid="chat-line"] bdi.chat-name').textContent(), 'Ann');
  await say(bob, 'you too');
  await waitLines(ann, 2);

  // The spectator's room: theirs only.
  await say(eve, 'nice opening');
  await waitLines(eve, 1);
  assert.match((await lines(eve))[0], /Anonymous.*nice opening/);
  await screenshot(eve, 'chat-spectator');
  await ann.waitForTimeout(500);
  assert.equal((await lines(ann)).length, 2, 'the players never see the spectators');
  assert.equal((await lines(bob)).length, 2);
  assert.equal((await lines(eve)).length, 1, 'the spectator never sees the players');

  // A line too long: refused in words before it is sent; kept in the field.
  await say(ann, 'x'.repeat(141));
  await ann.waitForSelector('[data-testid="chat-error"]:has-text("too long: 140 characters at most")');
  assert.equal((await ann.inputValue('[data-testid="chat-input"]')).length, 141);
  // Too fast (3 lines in 10 s): the server's refusal in words, the line kept in the field.
  let sent = 2;
  for (const word of ['one', 'two', 'three', 'four']) {
    await say(ann, word);
    const refused = await ann
      .waitForFunction((n) => document.querySelectorAll('[data-testid="chat-line"]').length === n || /Too many messages/.test(document.querySelector('[data-testid="chat-error"]').textContent), sent + 1)
      .then(() => ann.evaluate(() => /Too many messages/.test(document.querySelector('[data-testid="chat-error"]').textContent)));
    if (refused) {
      assert.equal(await ann.inputValue('[data-testid="chat-input"]'), word);
      break;
    }
    sent++;
  }
  assert.ok(sent < 6, 'refused within four lines');
  await ann.waitForSelector('[data-testid="chat-error"]:has-text("Too many messages")');
  await screenshot(ann, 'chat-desktop');
  // In French, the same refusal in French.
  await ann.selectOption('[data-testid="language"]', 'fr');
  await ann.waitForSelector('[data-testid="chat-error"]:has-text("Trop de messages")');
  await ann.selectOption('[data-testid="language"]', 'en');

  // A reload (and another device: the hello) shows the lines again.
  await bob.reload();
  await waitState(bob, 'playing');
  await waitLines(bob, sent);
  assert.deepEqual((await lines(bob)).slice(2, 4), ['Annone', 'Anntwo']);
  await screenshot(bob, 'chat-phone');
  await eve.reload();
  await waitLines(eve, 1);

  // Mute the opponent: Bob sees his own lines only, and so after a reload; then the chat off.
  await bob.selectOption('[data-testid="chat-setting"]', 'muted');
  await waitLines(bob, 1);
  assert.deepEqual(await lines(bob), ['Anonymousyou too']);
  await bob.reload();
  await waitState(bob, 'playing');
  await waitLines(bob, 1);
  assert.equal(await bob.inputValue('[data-testid="chat-setting"]'), 'muted');
  await bob.selectOption('[data-testid="chat-setting"]', 'off');
  await waitLines(bob, 0);
  assert.equal(await bob.isVisible('[data-testid="chat-input"]'), false);
  await bob.waitForSelector('[data-testid="chat-note"]:has-text("The chat is off")');
  await bob.selectOption('[data-testid="chat-setting"]', 'on');
  await waitLines(bob, sent);

  for (const p of [ann, bob, eve]) assertNoErrors(p, REFUSED);
});

test('once the game is over the players read and write in the spectators’ room too, a tab beside their own', async () => {
  const ann = await person('?online');
  await ann.selectOption('[data-testid="online-time"]', '10+5');
  await ann.selectOption('[data-testid="online-color"]', 'white');
  await ann.fill('[data-testid="online-name"]', 'Ann');
  await ann.click('[data-testid="online-create-submit"]');
  await ann.waitForURL(/[?&]game=[0-9a-f]{16}/);
  const id = new URL(ann.url()).searchParams.get('game');
  const bob = await person(`?game=${id}`, { viewport: PHONE });
  await waitState(bob, 'playing');
  await waitState(ann, 'playing');
  const eve = await person(`?game=${id}`);
  await waitState(eve, 'playing');
  await say(eve, 'go Bob');
  await waitLines(eve, 1);
  await say(ann, 'gl');
  await waitLines(bob, 1);
  // During the game: one room each, no tabs.
  assert.equal(await ann.isVisible('[data-testid="chat-tab-spectator"]'), false);
  await move(ann, 'e2e4');
  await waitPly(bob, 1);
  await move(bob, 'e7e5');
  await waitPly(ann, 2);
  await ann.locator('alice-chess [data-testid="resign"]').click();
  await ann.locator('alice-chess [data-testid="resign"]').click();
  await waitState(bob, 'ended');
  await waitState(ann, 'ended');

  // Over: the tabs, the players' room first; the spectators' holds the line said during the game.
  await bob.waitForSelector('[data-testid="chat-tab-spectator"]');
  assert.equal(await bob.getAttribute('[data-testid="chat-tab-player"]', 'aria-selected'), 'true');
  assert.deepEqual(await lines(bob), ['Anngl']);
  await bob.click('[data-testid="chat-tab-spectator"]');
  await waitLines(bob, 1);
  assert.deepEqual(await lines(bob), ['Anonymousgo Bob']);
  // A new spectator's line reaches the players' spectators' tab, live.
  await say(eve, 'well played');
  await waitLines(bob, 2);
  // Bob answers there: the spectators read it; his own room is unchanged.
  await say(bob, 'thanks <i>all</i>');
  await waitLines(eve, 3);
  assert.deepEqual((await lines(eve)).at(-1), 'Anonymousthanks <i>all</i>');
  assert.equal(await eve.locator('[data-testid="chat-line"] i').count(), 0, 'never HTML');
  assert.equal(await eve.isVisible('[data-testid="chat-tab-spectator"]'), false, 'a spectator has one room');
  await bob.click('[data-testid="chat-tab-player"]');
  await waitLines(bob, 1);
  // Ann, after a reload: both rooms from the hello; her own tab in French too.
  await ann.reload();
  await waitState(ann, 'ended');
  await ann.click('[data-testid="chat-tab-spectator"]');
  await waitLines(ann, 3);
  await ann.selectOption('[data-testid="language"]', 'fr');
  await ann.waitForSelector('[data-testid="chat-tab-spectator"]:has-text("Spectateurs")');
  await ann.selectOption('[data-testid="language"]', 'en');
  await screenshot(ann, 'chat-after-end');
  for (const p of [ann, bob, eve]) assertNoErrors(p, REFUSED);
});
