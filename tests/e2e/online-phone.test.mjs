// Online games on a phone and through a network fault (issue 41, points 3 and 4), on the real game
// server (game-server.mjs), each player in a browser context of their own: the two-board view of a
// live game at 390×844 shows both boards and both clocks without scrolling, and plays by taps;
// while a player's network is down (playwright's setOffline) the clocks on that page stand still,
// marked paused, and once it is back they show the server's time again — never counting on, then
// jumping back. Screenshots: online-phone-*.png.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { useBrowser, newPage, assertNoErrors, SCREENSHOT_DIR } from './harness.mjs';
import { startGameServer } from './game-server.mjs';
import { waitPly, waitState } from './online-helpers.mjs';

const ctx = useBrowser();
/** @type {import('./game-server.mjs').GameServer} */
let server;
before(async () => {
  server = await startGameServer();
});

const PHONE = { width: 390, height: 844 };
// A socket refused while the network is off is the browser's message, not the page's error.
const NETWORK = [/WebSocket connection to .* failed/, /ERR_INTERNET_DISCONNECTED|Failed to load resource/];

/** A game between two pages of their own (White created it on the online screen, Black joined by its link), both playing. */
async function twoPlayers(control, options = {}) {
  const white = await newPage(ctx.browser, options);
  await white.goto(server.address('?online'));
  await white.selectOption('[data-testid="online-time"]', control);
  await white.selectOption('[data-testid="online-color"]', 'white');
  await white.fill('[data-testid="online-name"]', 'Ann');
  await white.locator('[data-testid="online-create-submit"]').click();
  await white.waitForURL(/[?&]game=[0-9a-f]{16}/);
  await waitState(white, 'waiting');
  const id = new URL(white.url()).searchParams.get('game');
  const black = await newPage(ctx.browser, options);
  await black.goto(server.address(`?game=${id}`));
  await waitState(black, 'playing');
  await waitState(white, 'playing');
  return { id, white, black };
}

/** A move by taps (or clicks) on `page`'s board; in the two-board view `grid` picks the board. */
async function move(page, uci, grid, tap = false) {
  for (const sq of [uci.slice(0, 2), uci.slice(2, 4)]) {
    const loc = page.locator(`alice-chess [data-square="${sq}"]${grid ? `[data-board="${grid}"]` : ''}`).first();
    if (tap) await loc.tap();
    else await loc.click();
  }
}

/** A clock's time shown, in ms ("2:58" or "0:09.5"). */
function clockMs(page, side) {
  return page.locator(`alice-chess [data-testid="clock-${side}"]`).evaluate((el) => {
    const m = /(\d+):(\d\d)(?:[.,](\d))?/.exec(el.textContent);
    return m ? (Number(m[1]) * 60 + Number(m[2])) * 1000 + Number(m[3] ?? 0) * 100 : NaN;
  });
}

test('phone (390×844): the two-board view of a live game shows both boards and both clocks without scrolling, and plays by taps', async () => {
  const { white, black } = await twoPlayers('5+3', { viewport: PHONE, isMobile: true, hasTouch: true });
  for (const page of [white, black]) {
    await page.locator('.site-header [data-testid="view-toggle"]').tap();
    await page.locator('alice-chess .board[data-board="B"]').waitFor();
  }
  /** Every part a player needs, in the viewport with the page at the top, and the page's overflow. */
  const geometry = (page) =>
    page.evaluate(() => {
      window.scrollTo(0, 0);
      const root = document.querySelector('alice-chess').shadowRoot;
      const box = (el) => {
        const r = el.getBoundingClientRect();
        return { x: r.left, y: r.top, right: r.right, bottom: r.bottom };
      };
      const squares = [...root.querySelectorAll('[data-square][data-board]')].map((el) => el.getBoundingClientRect());
      return {
        boards: ['A', 'B'].map((n) => box(root.querySelector(`.board[data-board="${n}"]`))),
        clocks: ['white', 'black'].map((c) => box(root.querySelector(`[data-testid="clock-${c}"]`))),
        smallest: Math.min(...squares.map((r) => Math.min(r.width, r.height))),
        width: document.documentElement.clientWidth,
        height: window.innerHeight,
        scrollX: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
  for (const [who, page] of [['white', white], ['black', black]]) {
    const g = await geometry(page);
    const inView = (b) => b.x >= -0.5 && b.y >= -0.5 && b.right <= g.width + 0.5 && b.bottom <= g.height + 0.5;
    assert.ok(g.boards.every(inView), `${who}: both boards wholly in view without scrolling: ${JSON.stringify(g.boards)}`);
    assert.ok(g.clocks.every(inView), `${who}: both clocks in view without scrolling: ${JSON.stringify(g.clocks)}`);
    const [a, b] = g.boards;
    assert.ok(b.x >= a.right - 0.5 || b.y >= a.bottom - 0.5, `${who}: the boards do not overlap`);
    assert.ok(g.smallest >= 20, `${who}: squares large enough to tap: ${g.smallest}`);
    assert.equal(g.scrollX, 0, `${who}: nothing wider than the screen`);
  }
  // Taps play on both boards: White's pawn leaves A for B, Black answers, White's B pawn takes back on A.
  for (const [page, uci, grid, ply] of [[white, 'e2e4', 'A', 1], [black, 'd7d5', 'A', 2], [white, 'e4d5', 'B', 3]]) {
    await move(page, uci, grid, true);
    await waitPly(white, ply);
    await waitPly(black, ply);
  }
  await white.evaluate(() => window.scrollTo(0, 0));
  await white.screenshot({ path: path.join(SCREENSHOT_DIR, 'online-phone-two-board.png') });
  await black.evaluate(() => window.scrollTo(0, 0));
  await black.screenshot({ path: path.join(SCREENSHOT_DIR, 'online-phone-two-board-black.png') });
  for (const page of [white, black]) assertNoErrors(page);
  await white.context().close();
  await black.context().close();
});

test('a network fault: the cut-off page’s clocks stand still, marked paused, then show the server’s time again', async () => {
  const { white, black } = await twoPlayers('3+2');
  await move(white, 'e2e4');
  await waitPly(black, 1);
  await move(black, 'd7d5');
  await waitPly(white, 2);
  // White's clock runs (on the server, and on both pages).
  await white.waitForSelector('alice-chess [data-testid="clock-white"].running');

  await white.context().setOffline(true);
  await waitState(white, 'reconnecting');
  const paused = white.locator('alice-chess [data-testid="clock-white"]');
  await white.waitForSelector('alice-chess [data-testid="clock-white"].paused');
  assert.equal(await white.locator('alice-chess [data-testid="clock-black"].paused').count(), 1, 'both clocks marked paused');
  assert.match(await white.locator('alice-chess [data-testid="connection"]').textContent(), /clocks stand still here until the connection is back/);
  const shown = await clockMs(white, 'white');
  // Two seconds pass on the server's clock, as Black's page shows it…
  const bobSaw = await clockMs(black, 'white');
  await black.waitForFunction((limit) => {
    const el = document.querySelector('alice-chess').shadowRoot.querySelector('[data-testid="clock-white"]');
    const m = /(\d+):(\d\d)/.exec(el.textContent);
    return m && (Number(m[1]) * 60 + Number(m[2])) * 1000 <= limit;
  }, bobSaw - 2500);
  // …while the cut-off page's clock stood still.
  assert.equal(await clockMs(white, 'white'), shown, 'the paused clock did not count on');
  assert.equal(await paused.evaluate((el) => el.classList.contains('running')), false);
  await white.screenshot({ path: path.join(SCREENSHOT_DIR, 'online-clocks-paused.png') });

  await white.context().setOffline(false);
  await waitState(white, 'playing', 20_000);
  await white.waitForSelector('alice-chess [data-testid="clock-white"]:not(.paused)');
  // Back: the server's time (what Black's page shows), not the paused one counting on.
  await white.waitForFunction(() => document.querySelector('alice-chess').clock?.running === 'white');
  const [mine, theirs] = [await white.evaluate(() => document.querySelector('alice-chess').clock.white), await black.evaluate(() => document.querySelector('alice-chess').clock.white)];
  assert.ok(Math.abs(mine - theirs) < 1500, `White's clock on both pages once back: ${mine} / ${theirs}`);
  assert.ok(mine < shown - 1500, `the time spent offline is the server's: ${mine} < ${shown}`);
  assert.equal(await white.locator('alice-chess [data-testid="connection"]').isVisible(), false);
  // The game goes on.
  await move(white, 'f1e2');
  await waitPly(black, 3);
  for (const page of [white, black]) assertNoErrors(page, NETWORK);
  await white.context().close();
  await black.context().close();
});
