// Accounts through the page, on the real game server (game-server.mjs), each person in a browser
// context of their own: signing up (bad input first, said in the page's words), the header's
// account menu, two accounts playing a correspondence game through the board, the other account
// signing in on a fresh browser and finding the game under "My games" marked as its move, moving,
// signing out; the profile listing the game and its PGN download; seats taken anonymously joining
// the account made in the same browser; the account page (password, sessions, a token, deletion);
// a background tab told that it is its move (title, notification after Notify me); and the page
// on a static host without the server, where the menu asks nothing.
// Screenshots: accounts-*.png (desktop and phone: sign-up, my games, the account page, a profile).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, assertNoErrors, screenshot, url } from './harness.mjs';
import { startGameServer } from './game-server.mjs';
import { openPerson, waitPly, waitState, move, signUpOn } from './online-helpers.mjs';

const ctx = useBrowser();
/** @type {import('./game-server.mjs').GameServer} */
let server;
before(async () => {
  server = await startGameServer();
});
const person = (relative, options) => openPerson(ctx.browser, server, relative, options);
const signUp = (page, name, password) => signUpOn(server, page, name, password);

/** The phone the accounts' screens are checked on. */
const PHONE = { width: 390, height: 844 };
const NETWORK = [/WebSocket connection to .* failed/];
/** The refusals these tests ask for on purpose (a taken name, a wrong password). */
const REFUSED = [/HTTP 40[139]: .*\/api\/(signup|login|account)/, /Failed to load resource: the server responded with a status of 40[139] .*\/api\/(signup|login|account)/];

/** No horizontal scroll. */
const fitsWidth = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Sign in through the form; resolves on the online home. */
async function signIn(page, name, password = 'correct horse') {
  await page.goto(server.address('login'));
  await page.fill('[data-testid="login-name"]', name);
  await page.fill('[data-testid="login-password"]', password);
  await page.press('[data-testid="login-password"]', 'Enter');
  await page.waitForURL(/\?online$/).catch(async (e) => {
    throw new Error(`not signed in: "${await page.textContent('[data-testid="login-error"]')}" at ${page.url()}`, { cause: e });
  });
}

test('sign up with bad input then good; two accounts play a correspondence game; the other finds it on a fresh browser, moves, signs out; the profile and its PGN', async () => {
  const ann = await person('signup');
  assert.equal(await ann.getAttribute('[data-testid="signup-name"]', 'autocomplete'), 'username');
  assert.equal(await ann.getAttribute('[data-testid="signup-password"]', 'autocomplete'), 'new-password');
  assert.match(await ann.textContent('[data-testid="account-menu"]'), /Sign in/);
  assert.equal(await ann.isVisible('[data-testid="logout"]'), false);
  const error = ann.locator('[data-testid="signup-error"]');
  // Bad input, said at once in the page's words (nothing sent).
  await ann.fill('[data-testid="signup-name"]', 'a');
  await ann.fill('[data-testid="signup-password"]', 'long enough');
  await ann.click('[data-testid="signup-submit"]');
  await ann.waitForFunction(() => /2 to 20/.test(document.querySelector('[data-testid="signup-error"]').textContent));
  assert.equal(await error.isVisible(), true);
  await ann.fill('[data-testid="signup-name"]', 'Ann Lee');
  await ann.click('[data-testid="signup-submit"]');
  await ann.waitForFunction(() => /only have letters/.test(document.querySelector('[data-testid="signup-error"]').textContent));
  await ann.fill('[data-testid="signup-name"]', 'ann_lee');
  await ann.fill('[data-testid="signup-password"]', 'short');
  await ann.click('[data-testid="signup-submit"]');
  await ann.waitForFunction(() => /at least 8/.test(document.querySelector('[data-testid="signup-error"]').textContent));
  // In French, the same refusal in French.
  await ann.selectOption('[data-testid="language"]', 'fr');
  await ann.waitForFunction(() => /au moins 8/.test(document.querySelector('[data-testid="signup-error"]').textContent));
  await ann.selectOption('[data-testid="language"]', 'en');
  await screenshot(ann, 'accounts-signup-error');
  // Good input.
  await ann.fill('[data-testid="signup-password"]', 'correct horse');
  await ann.click('[data-testid="signup-submit"]');
  await ann.waitForURL(/\?online$/);
  const menu = ann.locator('[data-testid="account-menu"]');
  await ann.waitForSelector('[data-testid="account-menu"]:has-text("ann_lee")');
  assert.match(await menu.getAttribute('href'), /\?account$/);
  assert.equal(await ann.isVisible('[data-testid="logout"]'), true);
  // Signed in: no name field, the account's name instead.
  assert.equal(await ann.isVisible('[data-testid="online-name"]'), false);
  assert.match(await ann.textContent('[data-part="online-playing-as"]'), /ann_lee/);

  // The name is taken now, whatever its case.
  const other = await person('signup');
  await other.fill('[data-testid="signup-name"]', 'ANN_LEE');
  await other.fill('[data-testid="signup-password"]', 'another one');
  await other.click('[data-testid="signup-submit"]');
  await other.waitForFunction(() => /name is taken/.test(document.querySelector('[data-testid="signup-error"]').textContent));
  // Bob signs up in that browser instead.
  await other.fill('[data-testid="signup-name"]', 'bob');
  await other.click('[data-testid="signup-submit"]');
  await other.waitForURL(/\?online$/);
  const bob = other;

  // Ann invites Bob to a correspondence game; Bob joins by the link.
  await ann.selectOption('[data-testid="online-time"]', 'corr-3');
  await ann.selectOption('[data-testid="online-color"]', 'white');
  await ann.click('[data-testid="online-create-submit"]');
  await ann.waitForURL(/[?&]game=[0-9a-f]{16}/);
  const id = new URL(ann.url()).searchParams.get('game');
  await bob.goto(server.address(`?game=${id}`));
  await waitState(bob, 'playing');
  await waitState(ann, 'playing');
  // The account names in the game, not "Anonymous".
  assert.match(await bob.textContent('[data-testid="online-presence"]'), /ann_lee[\s\S]*bob|bob[\s\S]*ann_lee/);
  await move(ann, 'e2e4');
  await waitPly(bob, 1);
  await move(bob, 'e7e5');
  await waitPly(ann, 2);
  // Ann's header counts the game waiting for her (read on a screen that is not the online home).
  await ann.goto(server.address('?watch'));
  await ann.waitForSelector('[data-testid="account-turns"]:visible');
  assert.equal((await ann.textContent('[data-testid="account-turns"]')).trim(), '1');

  // Ann on a fresh browser: signs in, finds the game marked as her move, opens it and moves.
  const annElsewhere = await person(null);
  await signIn(annElsewhere, 'ann_lee');
  const row = annElsewhere.locator(`[data-testid="my-game"][data-game-id="${id}"]`);
  await row.waitFor();
  assert.equal(await row.getAttribute('data-your-turn'), 'true');
  assert.match(await row.textContent(), /bob/);
  assert.match(await row.textContent(), /3 days per move/);
  await screenshot(annElsewhere, 'accounts-my-games');
  await row.locator('a').click();
  await waitState(annElsewhere, 'playing');
  await waitPly(annElsewhere, 2);
  assert.equal(await annElsewhere.evaluate(() => document.querySelector('alice-chess').getAttribute('mode')), 'online', 'the seat plays from this browser');
  await move(annElsewhere, 'g1f3');
  await waitPly(bob, 3);
  // Bob's "my games" marks it as his move now, Ann's as not hers.
  await bob.goto(server.address('?online'));
  await bob.waitForSelector(`[data-testid="my-game"][data-game-id="${id}"][data-your-turn="true"]`);
  await annElsewhere.goto(server.address('?online'));
  await annElsewhere.waitForSelector(`[data-testid="my-game"][data-game-id="${id}"][data-your-turn="false"]`);
  const phone = await person(null, { viewport: PHONE });
  await signIn(phone, 'bob', 'another one');
  await phone.waitForSelector(`[data-testid="my-game"][data-game-id="${id}"]`);
  assert.ok(await fitsWidth(phone), 'my games fits a phone');
  await screenshot(phone, 'accounts-my-games-phone');

  // Bob resigns (two clicks): the game is over, and leaves "my games".
  await bob.goto(server.address(`?game=${id}`));
  await waitState(bob, 'playing');
  await bob.locator('alice-chess [data-testid="resign"]').click();
  await bob.locator('alice-chess [data-testid="resign"]').click();
  await waitState(bob, 'ended');
  await annElsewhere.reload();
  await annElsewhere.waitForFunction(() => /No games in progress/.test(document.querySelector('[data-testid="my-games-state"]').textContent));
  assert.equal(await annElsewhere.locator('[data-testid="my-game"]').count(), 0);

  // Sign out: a visitor again, on this browser only.
  // (Signing out answers, then opens the play screen: wait for that page, not for the words
  // "Sign in", which the menu holds hidden all along.)
  await Promise.all([annElsewhere.waitForURL((u) => u.search === '' && !u.href.includes('online')), annElsewhere.click('[data-testid="logout"]')]);
  await annElsewhere.locator('[data-testid="account-menu"] [data-part="account-sign-in"]').waitFor({ state: 'visible' });
  assert.equal(await annElsewhere.isVisible('[data-testid="logout"]'), false);
  assert.equal((await annElsewhere.context().cookies()).some((c) => c.name === 'alice_user'), false);
  await ann.reload();
  await ann.waitForSelector('[data-testid="account-menu"]:has-text("ann_lee")');

  // The profile: the game, its opponent, and every game as PGN.
  const eve = await person(`@/ann_lee`);
  await eve.waitForURL(/\?profile=ann_lee$/);
  const listed = eve.locator(`[data-testid="profile-game"][data-game-id="${id}"]`);
  await listed.waitFor();
  assert.match(await listed.textContent(), /bob/);
  assert.match(await listed.textContent(), /3 days per move/);
  assert.match(await listed.textContent(), /1-0/);
  assert.equal(await listed.locator('a').getAttribute('href'), `?game=${id}`);
  assert.match(await eve.textContent('[data-testid="profile-name"]'), /ann_lee/);
  const [download] = await Promise.all([eve.waitForEvent('download'), eve.click('[data-testid="profile-pgn"]')]);
  const pgn = await (await import('node:fs')).promises.readFile(await download.path(), 'utf8');
  assert.match(pgn, /\[White "ann_lee"\]/);
  assert.match(pgn, /\[Black "bob"\]/);
  assert.match(pgn, /\[Result "1-0"\]/);
  await screenshot(eve, 'accounts-profile');
  const evePhone = await person('?profile=ann_lee', { viewport: PHONE });
  await evePhone.locator('[data-testid="profile-game"]').first().waitFor();
  assert.ok(await fitsWidth(evePhone), 'the profile fits a phone');
  await screenshot(evePhone, 'accounts-profile-phone');

  for (const p of [ann, bob, annElsewhere, phone, eve, evePhone]) assertNoErrors(p, [...NETWORK, ...REFUSED]);
});

test('seats taken anonymously join the account made in the same browser', async () => {
  const cy = await person('?online');
  assert.equal(await cy.isVisible('[data-testid="online-name"]'), true, 'signed out: the name field');
  await cy.selectOption('[data-testid="online-time"]', 'corr-1');
  await cy.selectOption('[data-testid="online-color"]', 'black');
  await cy.click('[data-testid="online-create-submit"]');
  await cy.waitForURL(/[?&]game=[0-9a-f]{16}/);
  const id = new URL(cy.url()).searchParams.get('game');
  const dee = await person(`?game=${id}`);
  await waitState(dee, 'playing');
  await move(dee, 'd2d4');
  await waitPly(cy, 1);
  // Anonymous: "my games" from this browser's seat book, the game marked as Cy's move; the
  // opponent without a name is "Anonymous".
  await cy.goto(server.address('?online'));
  const row = cy.locator(`[data-testid="my-game"][data-game-id="${id}"]`);
  await row.waitFor();
  assert.equal(await row.getAttribute('data-your-turn'), 'true');
  assert.match(await row.textContent(), /Anonymous/);
  // Signing up claims the seat: the account holds it, under its name.
  await signUp(cy, 'cy');
  await cy.waitForSelector(`[data-testid="my-game"][data-game-id="${id}"][data-your-turn="true"]`);
  const profile = await (await fetch(server.address('api/user/cy'))).json();
  assert.ok(profile.games.some((g) => g.id === id), 'the game is the account\'s');
  await cy.waitForSelector('[data-testid="account-turns"]:visible');
  // The game page's presence says "Anonymous" for a player without a name, never a colour.
  await dee.reload();
  await waitState(dee, 'playing');
  assert.match(await dee.textContent('[data-testid="online-presence"]'), /Anonymous/);
  assertNoErrors(cy, NETWORK);
  assertNoErrors(dee, NETWORK);
});

test('a background tab is told when it becomes your move: the title counts, a notification after Notify me', async () => {
  const fin = await person(null);
  // The page's visibility and the browser's notifications, played by the test.
  await fin.addInitScript(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => window.__hidden === true });
    window.__notes = [];
    window.Notification = class {
      // The browser keeps the answer for the site (here: for the tab, across its pages).
      static get permission() {
        return sessionStorage.getItem('test-permission') ?? 'default';
      }
      static async requestPermission() {
        sessionStorage.setItem('test-permission', 'granted');
        return 'granted';
      }
      constructor(title, options) {
        window.__notes.push([title, options?.body]);
      }
      close() {}
    };
  });
  await fin.goto(server.address('?online'));
  // Asked only from a click: the button, then the permission.
  await fin.click('[data-testid="notify-me"]');
  await fin.waitForFunction(() => /will be notified/.test(document.querySelector('[data-testid="my-games-state"]').textContent));
  assert.equal(await fin.isVisible('[data-testid="notify-me"]'), false);
  await fin.selectOption('[data-testid="online-time"]', 'corr-1');
  await fin.selectOption('[data-testid="online-color"]', 'black');
  await fin.click('[data-testid="online-create-submit"]');
  await fin.waitForURL(/[?&]game=[0-9a-f]{16}/);
  const id = new URL(fin.url()).searchParams.get('game');
  const gus = await person(`?game=${id}`);
  await waitState(gus, 'playing');
  await waitState(fin, 'playing');
  const setHidden = (page, hidden) =>
    page.evaluate((h) => {
      window.__hidden = h;
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(fin, true);
  await move(gus, 'e2e4');
  await fin.waitForFunction(() => /^\(1\) Your move/.test(document.title));
  assert.deepEqual(await fin.evaluate(() => window.__notes), [['Your move in 1 game', 'Alice Chess: your opponent has moved.']]);
  await setHidden(fin, false);
  await fin.waitForFunction(() => /^Your move/.test(document.title));
  assertNoErrors(fin, NETWORK);
  assertNoErrors(gus, NETWORK);
});

test('the account page: password change, sessions with revoke, a token shown once, deletion', async () => {
  const page = await person(null);
  await signUp(page, 'dora');
  const second = await person(null);
  await signIn(second, 'dora');
  await page.click('[data-testid="account-menu"]');
  await page.waitForURL(/\?account$/);
  await page.waitForSelector('[data-testid="account-title"]:has-text("dora")');
  assert.equal(await page.getAttribute('[data-testid="account-profile"]', 'href'), '?profile=dora');
  const sessions = page.locator('[data-testid="account-session"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="account-session"]').length === 2);
  // A token, shown once, with Copy.
  await page.fill('[data-testid="token-description"]', 'my bot');
  await page.click('[data-testid="token-create"]');
  await page.waitForFunction(() => /^[0-9a-f]{20,}$/i.test(document.querySelector('[data-testid="token-value"]').value));
  const token = await page.inputValue('[data-testid="token-value"]');
  const me = await fetch(server.address('api/account'), { headers: { authorization: `Bearer ${token}` } });
  assert.equal((await me.json()).name, 'dora', 'the token acts for the account');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="account-session"]').length === 3);
  await screenshot(page, 'accounts-account');
  const phone = await person(null, { viewport: PHONE });
  await signIn(phone, 'dora');
  await phone.goto(server.address('?account'));
  await phone.waitForSelector('[data-testid="account-session"]');
  assert.ok(await fitsWidth(phone), 'the account page fits a phone');
  await screenshot(phone, 'accounts-account-phone');
  // On a phone the account is a round button at the end of the links' row (the header keeps two
  // rows), and Sign out is on the account page.
  const menuBox = await phone.locator('[data-testid="account-menu"]').boundingBox();
  const navBox = await phone.locator('.site-nav').boundingBox();
  assert.ok(Math.abs(menuBox.y + menuBox.height / 2 - (navBox.y + navBox.height / 2)) < 4, `the account in the links' row: ${JSON.stringify([menuBox, navBox])}`);
  assert.equal(await phone.isVisible('[data-testid="logout"]'), false);
  // Revoke the second browser: it is a visitor at its next request.
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="account-session"]').length === 4);
  const before = await sessions.count();
  await page.locator('[data-testid="account-session"][data-kind="token"] [data-testid="session-revoke"]').click();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="account-session"]').length === n - 1, before);
  await phone.click('[data-testid="account-logout"]');
  await phone.waitForSelector('[data-testid="account-menu"]:has-text("Sign in")');
  // A wrong current password, then a good change.
  await page.fill('[data-testid="password-current"]', 'not my password');
  await page.fill('[data-testid="password-new"]', 'a new password');
  await page.click('[data-testid="password-submit"]');
  await page.waitForFunction(() => /not your current password/.test(document.querySelector('[data-testid="password-error"]').textContent));
  await page.fill('[data-testid="password-current"]', 'correct horse');
  await page.click('[data-testid="password-submit"]');
  await page.waitForFunction(() => /Password changed/.test(document.querySelector('[data-testid="password-done"]').textContent));
  // The other browsers were signed out: their menu says so after a request.
  await second.goto(server.address('?account'));
  await second.waitForSelector('[data-testid="account-menu"]:has-text("Sign in")');
  // Delete: the password, then "for good?".
  await page.fill('[data-testid="delete-password"]', 'a new password');
  await page.click('[data-testid="delete-submit"]');
  await page.click('[data-testid="delete-confirm"]');
  await page.waitForURL((u) => !/account/.test(u.search));
  await page.waitForSelector('[data-testid="account-menu"]:has-text("Sign in")');
  const gone = await (await fetch(server.address('api/user/dora'))).json();
  assert.equal(gone.deleted, true);
  assertNoErrors(page, [...NETWORK, ...REFUSED]);
  assertNoErrors(second, [...NETWORK, ...REFUSED]);
});

test('on a static host without the server the account menu asks nothing and breaks nothing', async () => {
  for (const where of ['', '?online', '?watch', '?puzzles']) {
    const page = await newPage(ctx.browser);
    /** @type {string[]} */
    const asked = [];
    page.on('request', (r) => {
      if (/\/api\/(account|user|login|signup|logout)/.test(r.url())) asked.push(r.url());
    });
    await page.goto(url(where));
    await page.waitForFunction(() => document.documentElement.classList.contains('ready'));
    assert.match(await page.textContent('[data-testid="account-menu"]'), /Sign in/);
    assert.equal(await page.getAttribute('[data-testid="account-menu"]', 'href'), '?login');
    assert.deepEqual(asked, [], `no account request on ${where || 'the play screen'}`);
    // The online home asks the seat book's games (none here) and the lobby: only those fail.
    assertNoErrors(page, [...NETWORK, /HTTP 40[45]: .*\/api\/(lobby|games)/, /status of 40[45] .*\/api\/(lobby|games)\)/]);
    await page.context().close();
  }
  // The sign-up screen there says that the server cannot be reached.
  const page = await newPage(ctx.browser, { viewport: PHONE });
  await page.goto(url('?signup'));
  await page.waitForSelector('[data-testid="signup-name"]');
  assert.ok(await fitsWidth(page), 'the sign-up screen fits a phone');
  await screenshot(page, 'accounts-signup-phone');
  await page.fill('[data-testid="signup-name"]', 'someone');
  await page.fill('[data-testid="signup-password"]', 'long enough');
  await page.click('[data-testid="signup-submit"]');
  await page.waitForFunction(() => /cannot be reached/.test(document.querySelector('[data-testid="signup-error"]').textContent));
  assertNoErrors(page, [...NETWORK, /HTTP 40[45]: .*\/api\//, /Failed to load resource: the server responded with a status of 40[45]/]);
});
