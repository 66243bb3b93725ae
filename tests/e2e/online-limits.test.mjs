// The game server's limits per address, as a player meets them (issue 43): a refused creation is
// explained in the page's words, in the player's language — never a raw status. Its own server:
// the refusal lasts a minute for the address (127.0.0.1, every browser context's here): three
// creations at once, then one a minute, so the page's click after the budget is spent is refused
// however slow the machine.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, assertNoErrors, screenshot } from './harness.mjs';
import { startGameServer } from './game-server.mjs';

const ctx = useBrowser();
/** @type {import('./game-server.mjs').GameServer} */
let server;
before(async () => {
  server = await startGameServer({ args: ['--limit', 'create=3+1'] });
});

/** Creates games from this address (Node's, the browsers' too: 127.0.0.1) until the server says no. */
async function exhaust() {
  for (let i = 0; i < 10; i++) {
    const { status, headers, body } = await server.api('api/games', { control: '5+3' });
    if (status === 429) return { retry: Number(headers.get('retry-after')), body };
    assert.equal(status, 201, JSON.stringify(body));
  }
  throw new Error('never refused');
}

test('a creation refused for too many from one address is explained, in English and in French', async () => {
  for (const [locale, words] of [
    ['en-US', /Too many requests from your connection/],
    ['fr-FR', /Trop de demandes depuis votre connexion/],
  ]) {
    const page = await newPage(ctx.browser, { locale });
    await page.goto(server.address('?online'));
    await page.waitForSelector('[data-testid="online-create-submit"]');
    // Someone at this address created games until the server said no.
    const refused = await exhaust();
    assert.equal(refused.body.error.code, 'rate-limited');
    assert.ok(refused.retry >= 1, `Retry-After: ${refused.retry}`);
    await page.click('[data-testid="online-create-submit"]');
    await page.waitForFunction(
      (src) => new RegExp(src).test(document.querySelector('[data-testid="online-create-error"]')?.textContent ?? ''),
      words.source,
    );
    // Still on the online screen: nothing was created.
    assert.doesNotMatch(page.url(), /[?&]game=/);
    if (locale === 'en-US') await screenshot(page, 'online-rate-limited');
    assertNoErrors(page, [/429/, /Too Many Requests/]);
  }
});
