// <alice-chess> loaded from another origin, as from a CDN: the xtask serves dist/ twice, at
// BASE_URL (no CORS headers) and at CORS_BASE_URL (with `Access-Control-Allow-Origin: *`). The
// test pages come from a third origin, a small server of this file (a real server: Chromium's
// local-network checks treat pages fulfilled by page.route() as public ones), and load the
// module from one of the others. With CORS everything works, the computer opponent included (its worker starts from a
// same-origin blob that imports the module's worker); a CSP that forbids blob: workers gets the
// "not available" message and hotseat; without CORS the element's fallback content stays shown.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { useBrowser, newPage, assertNoErrors, BASE_URL } from './harness.mjs';

const CDN = (process.env.CORS_BASE_URL || '').replace(/\/*$/, '/');
const cdnOrigin = CDN ? new URL(CDN).origin : '';
const ctx = useBrowser();

/** The site's pages, by path: {html, csp}. */
const pages = new Map();
const site = http.createServer((req, res) => {
  const p = pages.get(new URL(req.url ?? '/', 'http://x').pathname);
  if (!p) return void res.writeHead(404).end('not found');
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...(p.csp ? { 'Content-Security-Policy': p.csp } : {}) });
  res.end(p.html);
});
let SITE = '';
before(() => new Promise((resolve) => site.listen(0, '127.0.0.1', () => {
  SITE = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (site.address()).port}/`;
  resolve(undefined);
})));
after(() => site.close());

/**
 * A page of the site loading www/alice-chess.js from `moduleBase`, under `csp`.
 * @param {string} name
 * @param {{moduleBase?: string, csp?: string, body: string}} options
 */
async function crossPage(name, { moduleBase = CDN, csp = '', body }) {
  const page = await newPage(ctx.browser);
  await page.addInitScript(() => {
    /** @type {any} */ (window).__events = [];
    /** @type {any} */ (window).__csp = [];
    for (const type of ['move', 'error']) {
      document.addEventListener(type, (e) => /** @type {any} */ (window).__events.push({ type, detail: /** @type {CustomEvent} */ (e).detail }));
    }
    document.addEventListener('securitypolicyviolation', (e) => /** @type {any} */ (window).__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const address = new URL(`${name}.html`, SITE).href;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>
<script type="module" src="${new URL('www/alice-chess.js', moduleBase).href}"></script></head>
<body>${body}</body></html>`;
  pages.set(`/${name}.html`, { html, csp });
  await page.goto(address);
  return page;
}

/** The CSP a site needs for the widget from a CDN (the computer: blob: workers, whose imports from
 * the CDN are checked against worker-src too). */
const cspFor = (/** @type {string} */ cdn, worker = `'self' blob: ${cdn}`) =>
  `default-src 'self'; script-src 'self' ${cdn} 'wasm-unsafe-eval'; worker-src ${worker}; style-src 'self' ${cdn}; img-src 'self' ${cdn}; connect-src 'self' ${cdn}`;

test('from another origin with CORS (a CDN): styled board, strict CSP, the computer opponent answers', async (t) => {
  if (!CDN) return t.skip('CORS_BASE_URL is not set (run through cargo xtask e2e)');
  assert.notEqual(cdnOrigin, new URL(BASE_URL).origin);
  const page = await crossPage('cdn', {
    csp: cspFor(cdnOrigin),
    body: '<alice-chess id="b" mode="computer" level="1" show-controls>The Alice chess board is loading…</alice-chess>',
  });
  await page.waitForFunction(() => customElements.get('alice-chess') !== undefined);
  await page.evaluate(() => /** @type {any} */ (document.getElementById('b')).ready);
  const look = await page.evaluate(() => {
    const el = /** @type {HTMLElement} */ (document.getElementById('b'));
    const root = /** @type {ShadowRoot} */ (el.shadowRoot);
    const piece = /** @type {Element} */ (root.querySelector('[data-piece]'));
    return {
      frameHidden: /** @type {HTMLElement} */ (root.querySelector('.frame')).hidden,
      image: getComputedStyle(piece).backgroundImage,
      width: el.getBoundingClientRect().width,
      notice: /** @type {HTMLElement} */ (root.querySelector('[data-testid="error"]')).hidden,
      message: /** @type {HTMLElement} */ (root.querySelector('[data-testid="error"]')).innerText,
    };
  });
  assert.equal(look.frameHidden, false);
  assert.ok(look.image.includes(cdnOrigin), `pieces come from the CDN: ${look.image}`);
  assert.ok(look.width > 200);
  assert.equal(look.notice, true, `no message: the computer is available (${look.message})`);

  await page.locator('alice-chess [data-square="e2"]').click();
  await page.locator('alice-chess [data-square="e4"]').click();
  await page.waitForFunction(() => /** @type {any} */ (window).__events.some((e) => e.type === 'move' && e.detail.source === 'computer'), null, { timeout: 30_000 });
  const workers = page.workers().map((w) => w.url());
  assert.ok(workers.some((u) => u.startsWith('blob:')), `the engine runs in a blob worker: ${workers.join(' ')}`);
  assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).__csp), []);
  assertNoErrors(page);
});

test('from another origin under a CSP without blob: workers: "not available", and hotseat', async (t) => {
  if (!CDN) return t.skip('CORS_BASE_URL is not set (run through cargo xtask e2e)');
  const page = await crossPage('cdn-no-blob', {
    csp: cspFor(cdnOrigin, "'self'"),
    body: '<alice-chess id="b" mode="computer" level="1"></alice-chess>',
  });
  await page.waitForFunction(() => customElements.get('alice-chess') !== undefined);
  await page.evaluate(() => /** @type {any} */ (document.getElementById('b')).ready);
  const error = page.locator('alice-chess [data-testid="error"]');
  await error.waitFor({ state: 'visible' });
  assert.match(await error.innerText(), /computer opponent is not available on this page/);
  // Hotseat: both sides move here.
  for (const [from, to] of [['e2', 'e4'], ['e7', 'e5']]) {
    await page.locator(`alice-chess [data-square="${from}"]`).click();
    await page.locator(`alice-chess [data-square="${to}"]`).click();
  }
  await page.waitForFunction(() => /** @type {any} */ (document.getElementById('b')).ply === 2);
  const violations = await page.evaluate(() => /** @type {any} */ (window).__csp);
  assert.ok(violations.some((v) => v.startsWith('worker-src')), violations.join('\n'));
  assertNoErrors(page, [/Content Security Policy|worker-src|Refused to create a worker/i, /engine/i]);
});

test('from another origin without CORS: the module cannot load, and the fallback content shows', async (t) => {
  if (!CDN) return t.skip('CORS_BASE_URL is not set (run through cargo xtask e2e)');
  // The module from BASE_URL, which sends no CORS headers.
  const page = await crossPage('no-cors', {
    moduleBase: BASE_URL,
    body: '<alice-chess id="b">The Alice chess board could not be loaded.</alice-chess>',
  });
  await page.waitForLoadState('load');
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => customElements.get('alice-chess')), undefined);
  const box = await page.locator('#b').boundingBox();
  assert.ok(box && box.height > 0, 'not blank');
  assert.match(await page.locator('#b').innerText(), /could not be loaded/);
  assert.ok(page.errors.some((e) => /CORS|Access-Control-Allow-Origin|alice-chess\.js/.test(e)), page.errors.join('\n'));
});

test('with CORS, the upgraded element hides its fallback content', async (t) => {
  if (!CDN) return t.skip('CORS_BASE_URL is not set (run through cargo xtask e2e)');
  const page = await crossPage('fallback', { body: '<alice-chess id="b">The Alice chess board could not be loaded.</alice-chess>' });
  await page.waitForFunction(() => customElements.get('alice-chess') !== undefined);
  await page.evaluate(() => /** @type {any} */ (document.getElementById('b')).ready);
  const text = await page.evaluate(() => /** @type {HTMLElement} */ (document.getElementById('b')).innerText);
  assert.doesNotMatch(text, /could not be loaded/);
  assertNoErrors(page);
});
