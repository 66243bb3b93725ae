// The server's own computer players (issue 39): a fresh server's lobby is never empty — the
// computer's seeks are there, shown as computer players in the page's language — and a player who
// joins one plays the engine, which answers. The real game server, as its own process, with its
// computer players on.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, assertNoErrors } from './harness.mjs';
import { startGameServer } from './game-server.mjs';

const ctx = useBrowser();
/** @type {import('./game-server.mjs').GameServer} */
let server;
before(async () => {
  server = await startGameServer({ computer: true });
});

const waitState = (page, s, timeout = 20_000) => page.waitForSelector(`[data-testid="online-status"][data-state="${s}"]`, { timeout });
const ply = (page) => page.evaluate(() => document.querySelector('alice-chess')?.ply ?? -1);

test("a fresh server's lobby shows the computer's seeks; joining one, the computer answers", async () => {
  // The API says which seeks are the computer's, and its levels.
  let seeks = [];
  for (let i = 0; i < 50 && seeks.filter((s) => s.bot).length < 12; i++) {
    seeks = await (await fetch(server.address('api/lobby'))).json();
    if (seeks.filter((s) => s.bot).length < 12) await new Promise((r) => setTimeout(r, 200));
  }
  const bots = seeks.filter((s) => s.bot);
  assert.equal(bots.length, 12, JSON.stringify(seeks));
  assert.deepEqual([...new Set(bots.map((s) => s.level))].sort((a, b) => a - b), [1, 3, 5, 8]);
  assert.deepEqual([...new Set(bots.map((s) => s.control))].sort(), ['10+5', '3+2', 'corr-3']);

  const page = await newPage(ctx.browser);
  await page.goto(server.address('?online'));
  const computer = page.locator('[data-testid="lobby-seek"][data-bot="true"]');
  await computer.first().waitFor({ timeout: 15_000 });
  assert.equal(await computer.count(), 12);
  // Said as a computer with its level, not as the account's name.
  const level1 = page.locator('[data-testid="lobby-seek"][data-bot="true"]', { hasText: 'level 1' }).filter({ hasText: '3+2' });
  assert.match(await level1.first().locator('.name').textContent(), /^Computer · level 1$/);

  // Join the level-1 blitz seek.
  await level1.first().locator('[data-testid="lobby-join"]').click();
  await page.waitForURL(/[?&]game=[0-9a-f]{16}/, { timeout: 15_000 });
  await waitState(page, 'playing');
  const id = new URL(page.url()).searchParams.get('game');
  const game = await (await fetch(server.address(`api/games/${id}`))).json();
  const mine = game.white?.name === 'Computer-1' ? 'b' : 'w';
  if (mine === 'w') {
    await page.waitForFunction(() => document.querySelector('alice-chess')?.ply === 0);
    await page.locator('alice-chess [data-square="e2"]').first().click();
    await page.locator('alice-chess [data-square="e4"]').first().click();
    // The computer answers within its time management (a blitz move in well under 5 s).
    await page.waitForFunction(() => document.querySelector('alice-chess')?.ply === 2, null, { timeout: 10_000 });
  } else {
    // The computer has White: it opens.
    await page.waitForFunction(() => document.querySelector('alice-chess')?.ply === 1, null, { timeout: 10_000 });
  }
  assert.ok((await ply(page)) >= 1);
  // A new seek of the same level and control is in the lobby again at once.
  let again = [];
  for (let i = 0; i < 50; i++) {
    again = (await (await fetch(server.address('api/lobby'))).json()).filter((s) => s.bot && s.level === 1 && s.control === '3+2');
    if (again.length === 1 && again[0].id !== id) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  assert.equal(again.length, 1);
  assert.notEqual(again[0].id, id);
  assertNoErrors(page);
});

test("a signed-in player challenges a computer from its profile: the game starts, the computer answers, the rating moves", async () => {
  const page = await newPage(ctx.browser);
  await page.goto(server.address('signup'));
  await page.fill('[data-testid="signup-name"]', 'bot_fan');
  await page.fill('[data-testid="signup-password"]', 'correct horse');
  await page.click('[data-testid="signup-submit"]');
  await page.waitForURL(/\?online$/);
  // The lobby says the computer's seeks are rated for an account.
  const mode = page.locator('[data-testid="lobby-seek"][data-bot="true"] [data-testid="lobby-rated"]').first();
  await mode.waitFor({ timeout: 15_000 });
  assert.equal(await mode.getAttribute('data-rated'), 'true');

  // The profile of the level-1 computer: its challenge form.
  await page.goto(server.address('@/Computer-1'));
  const submit = page.locator('[data-testid="profile-challenge"]');
  await submit.waitFor({ state: 'visible', timeout: 15_000 });
  await page.fill('[data-testid="profile-challenge-minutes"]', '3');
  await page.fill('[data-testid="profile-challenge-increment"]', '2');
  await page.selectOption('[data-testid="profile-challenge-color"]', 'white');
  assert.equal(await page.locator('[data-testid="profile-challenge-rated"]').isChecked(), true);
  await submit.click();
  await page.waitForURL(/[?&]game=[0-9a-f]{16}/, { timeout: 15_000 });
  await waitState(page, 'playing');
  const id = new URL(page.url()).searchParams.get('game');
  const game = await (await fetch(server.address(`api/games/${id}`))).json();
  assert.equal(game.rated, true);
  assert.equal(game.control, '3+2');
  assert.equal(game.black?.name, 'Computer-1');
  await page.waitForFunction(() => document.querySelector('alice-chess')?.ply === 0);
  await page.locator('alice-chess [data-square="e2"]').first().click();
  await page.locator('alice-chess [data-square="e4"]').first().click();
  await page.waitForFunction(() => document.querySelector('alice-chess')?.ply === 2, null, { timeout: 10_000 });
  // Resigned (a second click confirms): a rated game's end, the blitz rating moved.
  await page.locator('alice-chess [data-testid="resign"]').click();
  await page.locator('alice-chess [data-testid="resign"]').click();
  await waitState(page, 'ended');
  await page.goto(server.address('@/bot_fan'));
  const blitz = page.locator('[data-testid="rating"][data-speed="blitz"]');
  await blitz.waitFor();
  const perfs = await page.evaluate(async () => (await (await fetch('/api/user/bot_fan')).json()).perfs);
  assert.ok(perfs.blitz.rating < 1500 && perfs.blitz.games === 1, JSON.stringify(perfs));
  assert.match(await blitz.textContent(), new RegExp(`${perfs.blitz.rating}`));
  // A person's profile has no challenge form.
  assert.equal(await page.locator('[data-testid="profile-challenge"]').isVisible(), false);
  assertNoErrors(page);
});
