// Accounts and seats through the page, on the real game server (game-server.mjs), each person in a
// browser context of their own: a rated seek's rating range chosen in the create form (±N around
// the player's rating in the game's speed), shown in the lobby, and a player outside it refused in
// words; the lobby's rating right beside the name, on a desktop and a phone; a seat taken
// anonymously that joins an account (signing up) shows the account's name at once on the other
// pages of the game, on Watch, in My games and in the PGN; and the account page naming each
// browser ("Chrome on Linux", "Safari on iPhone"), the current one marked.
// Screenshots: seats-lobby-desktop.png, seats-lobby-phone.png, seats-claimed.png, seats-sessions.png.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, assertNoErrors, screenshot } from './harness.mjs';
import { startGameServer } from './game-server.mjs';
import { openPerson, waitPly, waitState, board, move, signUpOn, perfsOn } from './online-helpers.mjs';

const ctx = useBrowser();
/** @type {import('./game-server.mjs').GameServer} */
let server;
before(async () => {
  server = await startGameServer();
});
const person = (relative, options) => openPerson(ctx.browser, server, relative, options);
const signUp = (page, name, password) => signUpOn(server, page, name, password);
const perfs = (name) => perfsOn(server, name);

const PHONE = { width: 390, height: 844 };
const NETWORK = [/WebSocket connection to .* failed/];
/** The refusal the range test asks for on purpose (a join outside the range). */
const REFUSED = [/HTTP 403: .*\/join/, /Failed to load resource: the server responded with a status of 403/];

/** The range select's options, as shown. */
const rangeOptions = (page) => page.$$eval('[data-testid="online-rating-range"] option', (os) => os.map((o) => o.textContent));
/** The gap (px) between a lobby row's name and its rating: the rating sits right beside the name. */
const nameToRating = (page, id) =>
  page.$eval(`[data-testid="lobby-seek"][data-seek-id="${id}"]`, (li) => {
    const name = li.querySelector('.name').getBoundingClientRect();
    const rating = li.querySelector('[data-testid="lobby-rating"]').getBoundingClientRect();
    return { gap: rating.left - name.right, sameLine: Math.abs(rating.top + rating.height / 2 - (name.top + name.height / 2)) < 6 };
  });

test('a rated seek asks for a rating range around its creator’s rating: shown in the lobby, beside the name; a player outside it is refused in words', async () => {
  const kim = await person(null);
  await signUp(kim, 'kim');
  const lee = await person(null);
  await signUp(lee, 'lee');
  // Signed in and rated: the range, around a new player's 1500 in blitz (5+3).
  await kim.selectOption('[data-testid="online-time"]', '5+3');
  assert.equal(await kim.isChecked('[data-testid="online-rated"]'), true);
  await kim.waitForSelector('[data-testid="online-rating-range"]:visible');
  assert.deepEqual(await rangeOptions(kim), ['Any rating', '±100 (1400–1600)', '±200 (1300–1700)', '±300 (1200–1800)', '±500 (1000–2000)']);
  // Casual: no range.
  await kim.uncheck('[data-testid="online-rated"]');
  assert.equal(await kim.isVisible('[data-testid="online-rating-range"]'), false);
  await kim.check('[data-testid="online-rated"]');
  // Signed out: neither rated nor a range.
  const ned = await person('?online', { viewport: PHONE });
  await ned.waitForSelector('[data-testid="online-rated-why"]:visible');
  assert.equal(await ned.isVisible('[data-testid="online-rating-range"]'), false);

  // A rated game at any rating, to move the ratings: Lee resigns.
  await kim.selectOption('[data-testid="online-color"]', 'white');
  await kim.click('[data-testid="online-seek-submit"]');
  await kim.waitForURL(/[?&]game=[0-9a-f]{16}/);
  const first = new URL(kim.url()).searchParams.get('game');
  await lee.click(`[data-testid="lobby-seek"][data-seek-id="${first}"] [data-testid="lobby-join"]`);
  await waitState(lee, 'playing');
  await waitState(kim, 'playing');
  await move(kim, 'e2e4');
  await waitPly(lee, 1);
  await move(lee, 'e7e5');
  await waitPly(kim, 2);
  await board(lee, 'resign').click();
  await board(lee, 'resign').click();
  await waitState(kim, 'ended');
  const kimBlitz = (await perfs('kim')).blitz.rating;
  const leeBlitz = (await perfs('lee')).blitz.rating;
  assert.ok(kimBlitz > 1600 && leeBlitz < 1400, `the ratings moved: ${kimBlitz}, ${leeBlitz}`);

  // Kim asks for ±100 around her new blitz rating: the options say the numbers.
  await kim.goto(server.address('?online'));
  await kim.selectOption('[data-testid="online-time"]', '3+2');
  const around = `±100 (${kimBlitz - 100}–${kimBlitz + 100})`;
  await kim.waitForFunction((text) => [...document.querySelectorAll('[data-testid="online-rating-range"] option')].some((o) => o.textContent === text), around);
  await kim.selectOption('[data-testid="online-rating-range"]', '100');
  await kim.click('[data-testid="online-seek-submit"]');
  await kim.waitForURL(/[?&]game=[0-9a-f]{16}/);
  const id = new URL(kim.url()).searchParams.get('game');
  await waitState(kim, 'waiting');
  const lobby = await (await fetch(server.address('api/lobby'))).json();
  assert.deepEqual(lobby.find((s) => s.id === id)?.ratingRange, [kimBlitz - 100, kimBlitz + 100]);

  // The lobby shows it (rated, the range), the rating right beside Kim's name — desktop and phone.
  await lee.goto(server.address('?online'));
  const row = lee.locator(`[data-testid="lobby-seek"][data-seek-id="${id}"]`);
  await row.waitFor();
  assert.match(await row.textContent(), new RegExp(`Rated · Rating ${kimBlitz - 100}–${kimBlitz + 100}`));
  assert.match(await row.locator('[data-testid="lobby-rating"]').textContent(), /^\d{4}\??$/);
  const desktop = await nameToRating(lee, id);
  assert.ok(desktop.sameLine && desktop.gap >= 0 && desktop.gap <= 12, `desktop: the rating beside the name ${JSON.stringify(desktop)}`);
  await screenshot(lee, 'seats-lobby-desktop');
  await ned.waitForSelector(`[data-testid="lobby-seek"][data-seek-id="${id}"]`);
  const phone = await nameToRating(ned, id);
  assert.ok(phone.sameLine && phone.gap >= 0 && phone.gap <= 12, `phone: the rating beside the name ${JSON.stringify(phone)}`);
  assert.ok(await ned.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the lobby fits a phone');
  await screenshot(ned, 'seats-lobby-phone');

  // Lee, outside the range, cannot join: said in words, in French too; the seek still waits.
  await row.locator('[data-testid="lobby-join"]').click();
  await lee.waitForSelector('[data-testid="lobby-state"]:has-text("Your rating is outside the range this game asks for.")');
  assert.match(lee.url(), /\?online$/);
  await lee.selectOption('[data-testid="language"]', 'fr');
  await lee.waitForSelector('[data-testid="lobby-state"]:has-text("hors de la fourchette")');
  assert.equal(await kim.getAttribute('[data-testid="online-status"]', 'data-state'), 'waiting');
  assertNoErrors(kim, NETWORK);
  assertNoErrors(lee, [...NETWORK, ...REFUSED]);
});

test('a seat taken anonymously that joins an account shows the account’s name everywhere, at once', async () => {
  const zed = await person('?online');
  await zed.selectOption('[data-testid="online-time"]', 'corr-1');
  await zed.selectOption('[data-testid="online-color"]', 'white');
  await zed.fill('[data-testid="online-name"]', 'Zed');
  await zed.click('[data-testid="online-create-submit"]');
  await zed.waitForURL(/[?&]game=[0-9a-f]{16}/);
  const id = new URL(zed.url()).searchParams.get('game');
  const fay = await person(`?game=${id}`);
  await waitState(fay, 'playing');
  const eve = await person(`?game=${id}`, { viewport: PHONE });
  await waitState(eve, 'playing');
  await move(zed, 'e2e4');
  await waitPly(fay, 1);
  await fay.waitForSelector('[data-testid="online-presence"]:has-text("Zed")');
  const watch = await person('?watch');
  await watch.waitForSelector(`[data-testid="watch-game"]:has-text("Zed")`);

  // Zed signs up in the browser holding the seat: the seat is the account's, named "zeta" on
  // every page still open — the players' list, the board — without a reload.
  await signUp(zed, 'zeta');
  for (const page of [fay, eve]) {
    await page.waitForSelector('[data-testid="online-presence"]:has-text("zeta")');
    assert.doesNotMatch(await page.textContent('[data-testid="online-presence"]'), /Zed/);
    await page.waitForFunction(() => [...document.querySelector('alice-chess').shadowRoot.querySelectorAll('.seat-player')].some((e) => e.textContent === 'zeta'));
  }
  assert.equal(await fay.evaluate(() => document.querySelector('alice-chess').ply), 1, 'the moves kept');
  await watch.waitForSelector(`[data-testid="watch-game"]:has-text("zeta")`);
  await screenshot(eve, 'seats-claimed');
  // The other seat (no name: Anonymous) joins Fay's account: Zeta's games say so.
  await signUp(fay, 'faye');
  await zed.goto(server.address('?online'));
  await zed.waitForSelector(`[data-testid="my-game"][data-game-id="${id}"]:has-text("faye")`);
  await eve.waitForSelector('[data-testid="online-presence"]:has-text("faye")');
  // The game itself, after a reload, and its PGN.
  await zed.goto(server.address(`?game=${id}`));
  await waitState(zed, 'playing');
  assert.match(await zed.textContent('[data-testid="online-presence"]'), /zeta[\s\S]*faye/);
  const pgn = await (await fetch(server.address(`api/games/${id}/pgn`))).text();
  assert.match(pgn, /\[White "zeta"\]/);
  assert.match(pgn, /\[Black "faye"\]/);
  for (const p of [zed, fay, eve, watch]) assertNoErrors(p, NETWORK);
});

test('the account page names each browser, the current one marked', async () => {
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';
  const phone = await person(null, { viewport: PHONE, userAgent: IPHONE });
  await signUp(phone, 'uma');
  const desk = await person(null);
  await desk.goto(server.address('login'));
  await desk.fill('[data-testid="login-name"]', 'uma');
  await desk.fill('[data-testid="login-password"]', 'correct horse');
  await desk.press('[data-testid="login-password"]', 'Enter');
  await desk.waitForURL(/\?online$/);
  await desk.goto(server.address('?account'));
  await desk.waitForFunction(() => document.querySelectorAll('[data-testid="account-session"]').length === 2);
  const rows = await desk.$$eval('[data-testid="account-session"]', (els) =>
    els.map((e) => ({ name: e.querySelector('bdi').textContent, current: e.dataset.current, text: e.textContent })),
  );
  const mine = rows.find((r) => r.current === 'true');
  assert.equal(mine?.name, 'Chrome on Linux', JSON.stringify(rows));
  assert.match(mine.text, /this browser/);
  assert.equal(rows.find((r) => r.current === 'false')?.name, 'Safari on iPhone', JSON.stringify(rows));
  assert.ok(rows.every((r) => !/Mozilla/.test(r.text)), 'no raw user agent shown');
  await desk.selectOption('[data-testid="language"]', 'de');
  await desk.waitForFunction(() => [...document.querySelectorAll('[data-testid="account-session"] bdi')].some((b) => b.textContent === 'Safari auf iPhone'));
  await desk.selectOption('[data-testid="language"]', 'en');
  await screenshot(desk, 'seats-sessions');
  assertNoErrors(desk, NETWORK);
  assertNoErrors(phone, NETWORK);
});
