// Watch (issue 41, point 5): the games being played as small live boards, as lichess's TV list —
// each with both names (text in a <bdi>, never markup) and both clocks — moved on as the players
// move, on the real game server (game-server.mjs). The players here are sockets opened from a
// page of the server's (playFromPage), the watcher a page at phone and desktop sizes.
// Screenshots: watch-phone.png, watch-desktop.png.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { useBrowser, newPage, assertNoErrors, SCREENSHOT_DIR, DESKTOP } from './harness.mjs';
import { startGameServer, onServerPage, playFromPage } from './game-server.mjs';

const ctx = useBrowser();
/** @type {import('./game-server.mjs').GameServer} */
let server;
before(async () => {
  server = await startGameServer();
});

/** A game started between `white` and `black` (names as given): its id and both seats' tokens. */
async function started(control, white, black) {
  const created = await server.api('api/games', { control, color: 'white', ...(white ? { name: white } : {}) });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const joined = await server.api(`api/games/${created.body.id}/join`, black ? { name: black } : {});
  assert.equal(joined.status, 200, JSON.stringify(joined.body));
  return { id: created.body.id, tokens: { white: created.body.token, black: joined.body.token } };
}

/** The card of game `id` on the watch page. */
const card = (page, id) => page.locator(`[data-testid="watch-game"][data-game-id="${id}"]`);
/** A clock's seconds as shown on a card ("2:58" → 178). */
const seconds = (text) => {
  const m = /(\d+):(\d\d)/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
};

test('Watch shows each game as a small live board with both names and clocks, moved on as the players move', async () => {
  const markup = 'Ann <b>bold</b>';
  const rtl = 'אבי כהן'; // right to left: isolated by its <bdi>
  const game = await started('3+2', markup, rtl);
  const other = await started('5+3', null, 'Cy');
  const player = await onServerPage(ctx.browser, server, '?online');
  const phone = await newPage(ctx.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto(server.address('?watch'));
  const desktop = await newPage(ctx.browser, { viewport: DESKTOP });
  await desktop.goto(server.address('?watch'));
  for (const page of [phone, desktop]) {
    const c = card(page, game.id);
    await c.locator('[data-piece]').first().waitFor();
    assert.equal(await c.locator('[data-piece]').count(), 32, 'the start position, all 32 pieces');
    assert.equal(await card(page, other.id).count(), 1, 'every game being played is listed');
    // The names: text in a <bdi> each, never markup.
    const names = await c.locator('bdi').allTextContents();
    assert.deepEqual(names, [rtl, markup]);
    assert.equal(await c.locator('b').count(), 0, 'a name is never markup');
    assert.deepEqual(await card(page, other.id).locator('bdi').allTextContents(), ['Cy', 'Anonymous']);
    assert.equal(await c.locator('[data-testid="watch-clock-white"]').textContent(), '3:00');
    assert.equal(await c.locator('[data-testid="watch-clock-black"]').textContent(), '3:00');
  }

  // White moves: the pawn leaves board A for board B on every watching page, by itself.
  const first = await playFromPage(player, { id: game.id, token: game.tokens.white, uci: 'e2e4', ply: 0 });
  assert.equal(first.answer.t, 'ack');
  for (const page of [phone, desktop]) {
    await card(page, game.id).locator('[data-square="e4"] [data-piece="wP"][data-board="B"]').waitFor();
    assert.equal(await card(page, game.id).locator('[data-square="e2"] [data-piece]').count(), 0);
    assert.match(await card(page, game.id).textContent(), /1 move/);
  }
  const second = await playFromPage(player, { id: game.id, token: game.tokens.black, uci: 'd7d5', ply: 1 });
  assert.equal(second.answer.t, 'ack');
  // Both have moved: White's clock runs, on every page, counting down.
  for (const page of [phone, desktop]) {
    const clock = card(page, game.id).locator('[data-testid="watch-clock-white"].running');
    await clock.waitFor();
    const now = seconds(await clock.textContent());
    await page.waitForFunction(
      ([id, s]) => {
        const el = document.querySelector(`[data-game-id="${id}"] [data-testid="watch-clock-white"]`);
        const m = /(\d+):(\d\d)/.exec(el?.textContent ?? '');
        return m && Number(m[1]) * 60 + Number(m[2]) < s;
      },
      [game.id, now],
    );
    assert.equal(await card(page, game.id).locator('[data-testid="watch-clock-black"].running').count(), 0);
    assert.equal(await card(page, game.id).locator('.square.last-move').count(), 2, 'the last move marked');
  }
  // The cards fit the screen: two to a row on the phone, boards whole.
  const boxes = await phone.locator('[data-testid="watch-game"]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
  assert.ok(boxes.every((b) => b.left >= 0 && b.right <= 390), JSON.stringify(boxes));
  assert.ok(Math.abs(boxes[0].top - boxes[1].top) < 1 && boxes[1].left >= boxes[0].right, `two to a row: ${JSON.stringify(boxes)}`);
  assert.equal(await phone.evaluate(() => document.documentElement.scrollWidth), 390, 'nothing wider than the screen');
  await phone.screenshot({ path: path.join(SCREENSHOT_DIR, 'watch-phone.png'), fullPage: true });
  await desktop.screenshot({ path: path.join(SCREENSHOT_DIR, 'watch-desktop.png'), fullPage: true });

  // A card opens its game for a spectator.
  await card(desktop, other.id).locator('a').click();
  await desktop.waitForURL(new RegExp(`[?&]game=${other.id}`));
  await desktop.waitForSelector('[data-testid="online-status"][data-state="playing"]');
  for (const page of [phone, desktop, player]) assertNoErrors(page);
});
