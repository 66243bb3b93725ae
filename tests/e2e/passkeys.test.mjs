// Passkeys (WebAuthn) in real Chromium, on the real game server (game-server.mjs), with the
// DevTools protocol's virtual authenticators (WebAuthn.addVirtualAuthenticator: CTAP2, internal,
// resident keys, user verification) standing in for a phone's or a laptop's: sign up, add a
// passkey on the account page (and again: refused in words, the device holds one already), sign
// out, sign in with the passkey alone; then a fresh browser whose own authenticator holds the same
// credential (WebAuthn.getCredentials from the first, WebAuthn.addCredential in the second) signs
// in too; the passkey removed on the account page, that browser is refused in words.
// WebAuthn refuses an IP address as the relying party's id: the pages are opened at
// http://localhost:PORT, not 127.0.0.1.
// Screenshots: passkeys-account(-phone).png (the account page's Passkeys card),
// passkeys-login(-phone).png (the sign-in page with its passkey button), desktop and a 390 px phone.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, newPage, assertNoErrors, screenshot, SCREENSHOT_DIR } from './harness.mjs';
import { startGameServer } from './game-server.mjs';

const ctx = useBrowser();
/** @type {import('./game-server.mjs').GameServer} */
let server;
/** The server's address by name: `http://localhost:PORT/`. */
let base = '';
before(async () => {
  server = await startGameServer();
  base = server.url.replace('//127.0.0.1:', '//localhost:');
});
const at = (/** @type {string} */ relative) => new URL(relative, base).href;

const PHONE = { width: 390, height: 844 };
/** The refusals these tests ask for on purpose (a passkey this device holds already, one removed). */
const REFUSED = [/HTTP 40[19]: .*\/api\/(account\/passkeys|login\/passkey)/, /Failed to load resource: the server responded with a status of 40[19]/];

/**
 * A browser of its own with a virtual authenticator (a platform one: CTAP2, internal, resident
 * keys, the user verified, presence simulated).
 * @param {{viewport?: {width: number, height: number}}} [options]
 */
async function personWithAuthenticator(options = {}) {
  const page = await newPage(ctx.browser, options);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { page, cdp, authenticatorId };
}

/** @param {import('playwright-core').Page} page @param {string} name */
const signedInAs = (page, name) => page.waitForSelector(`[data-testid="account-menu"]:has-text("${name}")`);

/** A part of the page as tests/e2e/screenshots/NAME.png. */
async function shoot(locator, name) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await locator.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

test('a passkey added on the account page signs in alone, in this browser and in another holding the same credential; removed, it is refused in words', async () => {
  const ann = await personWithAuthenticator();
  const page = ann.page;
  // Sign up with a password, as before.
  await page.goto(at('signup'));
  await page.fill('[data-testid="signup-name"]', 'pia');
  await page.fill('[data-testid="signup-password"]', 'correct horse');
  await page.click('[data-testid="signup-submit"]');
  await page.waitForURL(/\?online$/);
  await signedInAs(page, 'pia');

  // The account page: no passkey yet; add one with a name.
  await page.goto(at('?account'));
  const card = page.locator('[data-testid="passkeys-card"]');
  await card.waitFor();
  await page.waitForFunction(() => /No passkeys yet/.test(document.querySelector('[data-testid="passkey-state"]').textContent));
  assert.equal(await page.locator('[data-testid="passkey"]').count(), 0);
  await page.fill('[data-testid="passkey-label"]', 'This laptop');
  await page.click('[data-testid="passkey-add"]');
  const item = page.locator('[data-testid="passkey"]');
  await item.first().waitFor();
  assert.equal(await item.count(), 1);
  assert.match(await item.textContent(), /This laptop/);
  assert.match(await item.textContent(), /added .*never used/);
  assert.equal(await page.textContent('[data-testid="passkey-state"]'), '');
  // The authenticator holds it: a discoverable credential for localhost.
  const { credentials } = await ann.cdp.send('WebAuthn.getCredentials', { authenticatorId: ann.authenticatorId });
  assert.equal(credentials.length, 1);
  assert.equal(credentials[0].isResidentCredential, true);
  assert.equal(credentials[0].rpId, 'localhost');

  // Again on the same device: the browser refuses (excluded), said in words; still one.
  await page.click('[data-testid="passkey-add"]');
  await page.waitForFunction(() => /already holds a passkey/.test(document.querySelector('[data-testid="passkey-error"]').textContent));
  assert.equal(await item.count(), 1);
  // In French, the same refusal in French.
  await page.selectOption('[data-testid="language"]', 'fr');
  await page.waitForFunction(() => /déjà une clé d’accès/.test(document.querySelector('[data-testid="passkey-error"]').textContent));
  assert.match(await card.textContent(), /Clés d’accès/);
  await page.selectOption('[data-testid="language"]', 'en');
  await page.waitForFunction(() => /already holds a passkey/.test(document.querySelector('[data-testid="passkey-error"]').textContent));
  await shoot(card, 'passkeys-account');

  // Sign out, then in with the passkey alone.
  await Promise.all([page.waitForURL((u) => !u.search.includes('account')), page.click('[data-testid="logout"]')]);
  await page.waitForSelector('[data-testid="account-menu"]:has-text("Sign in")');
  await page.goto(at('login'));
  const button = page.locator('[data-testid="login-passkey"]');
  await button.waitFor();
  assert.equal(await button.isVisible(), true);
  await screenshot(page, 'passkeys-login');
  await button.click();
  await page.waitForURL(/\?online$/);
  await signedInAs(page, 'pia');
  // The account page says it was used.
  await page.goto(at('?account'));
  await page.waitForFunction(() => /last used/.test(document.querySelector('[data-testid="passkey"]')?.textContent ?? ''));

  // Another browser, its own authenticator holding the same credential: signs in too.
  const other = await personWithAuthenticator();
  const [credential] = (await ann.cdp.send('WebAuthn.getCredentials', { authenticatorId: ann.authenticatorId })).credentials;
  await other.cdp.send('WebAuthn.addCredential', { authenticatorId: other.authenticatorId, credential });
  await other.page.goto(at('login'));
  await other.page.click('[data-testid="login-passkey"]');
  await other.page.waitForURL(/\?online$/);
  await signedInAs(other.page, 'pia');
  await Promise.all([other.page.waitForURL((u) => !u.search.includes('online')), other.page.click('[data-testid="logout"]')]);
  await other.page.waitForSelector('[data-testid="account-menu"]:has-text("Sign in")');

  // Removed on the account page: that browser's passkey is refused, in words; no session.
  await page.click('[data-testid="passkey-remove"]');
  await page.waitForFunction(() => !document.querySelector('[data-testid="passkey"]') && /No passkeys yet/.test(document.querySelector('[data-testid="passkey-state"]').textContent));
  await other.page.goto(at('login'));
  await other.page.click('[data-testid="login-passkey"]');
  await other.page.waitForFunction(() => /not known here/.test(document.querySelector('[data-testid="login-error"]').textContent));
  assert.match(other.page.url(), /\?login$/);
  assert.match(await other.page.textContent('[data-testid="account-menu"]'), /Sign in/);
  assert.equal(await other.page.locator('[data-testid="login-passkey"]').isEnabled(), true);

  assertNoErrors(page, REFUSED);
  assertNoErrors(other.page, REFUSED);
  await page.context().close();
  await other.page.context().close();
});

test('on a 390 px phone: the sign-in page with its passkey button, and the Passkeys card, fit the width', async () => {
  const phone = await personWithAuthenticator({ viewport: PHONE });
  const page = phone.page;
  await page.goto(at('signup'));
  await page.fill('[data-testid="signup-name"]', 'phone_pia');
  await page.fill('[data-testid="signup-password"]', 'correct horse');
  await page.click('[data-testid="signup-submit"]');
  await page.waitForURL(/\?online$/);
  await page.goto(at('?account'));
  await page.fill('[data-testid="passkey-label"]', 'A phone with a rather long name for its passkey');
  await page.click('[data-testid="passkey-add"]');
  await page.locator('[data-testid="passkey"]').first().waitFor();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  assert.equal(await fits(), true, 'the account page fits a phone');
  await page.locator('[data-testid="passkeys-card"]').scrollIntoViewIfNeeded();
  await shoot(page.locator('[data-testid="passkeys-card"]'), 'passkeys-account-phone');
  await Promise.all([page.waitForURL((u) => !u.search.includes('account')), page.click('[data-testid="account-logout"]')]);
  await page.goto(at('login'));
  await page.locator('[data-testid="login-passkey"]').waitFor();
  assert.equal(await fits(), true, 'the sign-in page fits a phone');
  await screenshot(page, 'passkeys-login-phone');
  assertNoErrors(page, REFUSED);
  await page.context().close();
});
