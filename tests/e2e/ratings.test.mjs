// Ratings through the page, on the real game server (game-server.mjs), each person in a browser
// context of their own: the create form's Rated box (checked for an account, off with the reason
// for an anonymous visitor), two accounts playing a rated correspondence game posted in the
// lobby (the creator's provisional rating shown there, "1500?"), the game ended by resignation,
// both ratings moving (the change shown in the game, as the server computed it), and the
// profiles showing each speed's rating, the correspondence one moved, and the game's change.
// Screenshots: ratings-lobby.png, ratings-end.png, ratings-profile.png (and -phone).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, screenshot } from './harness.mjs';
import { startGameServer } from './game-server.mjs';
import { openPerson, waitPly, waitState, board, move, signUpOn } from './online-helpers.mjs';

const ctx = useBrowser();
/** @type {import('./game-server.mjs').GameServer} */
let server;
before(async () => {
  server = await startGameServer();
});
const person = (relative, options) => openPerson(ctx.browser, server, relative, options);
const signUp = (page, name, password) => signUpOn(server, page, name, password);

/** A player's ratings as the server gives them. */
async function perfs(page, name) {
  return page.evaluate(async (n) => (await (await fetch(`/api/user/${n}`)).json()).perfs, name);
}

test('two accounts play a rated correspondence game to the end: both ratings move, shown in the game and on the profiles', async () => {
  // Anonymous: the box is off, and says why.
  const visitor = await person('?online');
  const box = visitor.locator('[data-testid="online-rated"]');
  await box.waitFor();
  assert.equal(await box.isChecked(), false);
  assert.equal(await box.isDisabled(), true);
  assert.match(await visitor.textContent('[data-testid="online-rated-why"]'), /sign in/i);
  assert.equal(await visitor.isVisible('[data-testid="online-rated-why"]'), true);

  const ann = await person(null);
  await signUp(ann, 'rated_ann');
  const bob = await person(null);
  await signUp(bob, 'rated_bob');

  // Signed in: checked by default. Ann posts a rated correspondence game in the lobby.
  const annBox = ann.locator('[data-testid="online-rated"]');
  assert.equal(await annBox.isChecked(), true);
  assert.equal(await annBox.isDisabled(), false);
  assert.equal(await ann.isVisible('[data-testid="online-rated-why"]'), false);
  await ann.selectOption('[data-testid="online-time"]', 'corr-3');
  await ann.selectOption('[data-testid="online-color"]', 'white');
  await ann.click('[data-testid="online-seek-submit"]');
  await ann.waitForURL(/[?&]game=[0-9a-f]{16}/);
  const id = new URL(ann.url()).searchParams.get('game');

  // The lobby shows Ann's provisional rating and that the game is rated.
  await bob.goto(server.address('?online'));
  const seek = bob.locator(`[data-testid="lobby-seek"][data-seek-id="${id}"]`);
  await seek.waitFor();
  assert.equal((await seek.locator('[data-testid="lobby-rating"]').textContent()).trim(), '1500?');
  assert.equal(await seek.locator('[data-testid="lobby-rated"]').getAttribute('data-rated'), 'true');
  assert.match(await seek.textContent(), /Rated/);
  await screenshot(bob, 'ratings-lobby');
  await seek.locator('[data-testid="lobby-join"]').click();
  await bob.waitForURL(/[?&]game=[0-9a-f]{16}/);
  await waitState(bob, 'playing');
  await waitState(ann, 'playing');
  const ratingsShown = async (page) => (await page.locator('[data-testid="player-rating"]').allTextContents()).map((t) => t.trim());
  assert.deepEqual(await ratingsShown(bob), ['1500?', '1500?']);

  await move(ann, 'e2e4');
  await waitPly(bob, 1);
  await move(bob, 'e7e5');
  await waitPly(ann, 2);
  // Bob resigns (a second click confirms).
  await board(bob, 'resign').click();
  await board(bob, 'resign').click();
  await waitState(ann, 'ended');
  await waitState(bob, 'ended');

  // Both ratings moved: Ann's up, Bob's down, as the server stored them; each game shows it.
  const annPerfs = await perfs(ann, 'rated_ann');
  const bobPerfs = await perfs(ann, 'rated_bob');
  assert.ok(annPerfs.correspondence.rating > 1500, JSON.stringify(annPerfs));
  assert.ok(bobPerfs.correspondence.rating < 1500, JSON.stringify(bobPerfs));
  assert.equal(annPerfs.correspondence.games, 1);
  const gain = annPerfs.correspondence.rating - 1500;
  const loss = 1500 - bobPerfs.correspondence.rating;
  await ann.waitForSelector('[data-testid="rating-diff"]');
  const diffs = await ann.locator('[data-testid="rating-diff"]').allTextContents();
  assert.deepEqual(
    diffs.map((t) => t.trim()),
    [`+${gain}`, `\u2212${loss}`],
  );
  await bob.waitForSelector('[data-testid="rating-diff"]');
  await screenshot(ann, 'ratings-end');

  // The profile, by its address: a rating per speed, the correspondence one moved.
  await ann.goto(server.address('@/rated_ann'));
  const corr = ann.locator('[data-testid="rating"][data-speed="correspondence"]');
  await corr.waitFor();
  for (const speed of ['bullet', 'blitz', 'rapid', 'classical', 'correspondence']) {
    assert.equal(await ann.locator(`[data-testid="rating"][data-speed="${speed}"]`).count(), 1, speed);
  }
  assert.match(await corr.textContent(), new RegExp(`${annPerfs.correspondence.rating}${annPerfs.correspondence.prov ? '\\?' : ''}`));
  assert.match(await corr.textContent(), new RegExp(`\\+${gain}`));
  assert.match(await ann.locator('[data-testid="rating"][data-speed="blitz"]').textContent(), /1500\?/);
  const game = ann.locator(`[data-testid="profile-game"][data-game-id="${id}"]`);
  await game.waitFor();
  assert.match(await game.textContent(), new RegExp(`\\+${gain}`));
  await screenshot(ann, 'ratings-profile');
  await ann.setViewportSize({ width: 390, height: 844 });
  assert.equal(await ann.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no sideways scroll on a phone');
  await screenshot(ann, 'ratings-profile-phone');
  await bob.goto(server.address('@/rated_bob'));
  const bobCorr = bob.locator('[data-testid="rating"][data-speed="correspondence"]');
  await bobCorr.waitFor();
  assert.match(await bobCorr.textContent(), new RegExp(`${bobPerfs.correspondence.rating}`));
  assert.match(await bobCorr.textContent(), new RegExp(`\u2212${loss}`));
});
