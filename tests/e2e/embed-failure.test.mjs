// <alice-chess> when its wasm cannot load (the file missing on the server): the reason is shown once,
// inside the widget's box (no overflow, even in a narrow column and with a long URL), without the
// board's buttons (there is no game to drive, with or without show-controls); `ready` rejects with
// the reason and one `error` event is sent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, url } from './harness.mjs';

const ctx = useBrowser();

test('the wasm cannot load: one message, inside the box, no controls; ready rejects, one error event', async () => {
  const page = await newPage(ctx.browser, { viewport: { width: 800, height: 900 } });
  await page.route(/\.wasm(\?|$)/, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }));
  const address = url('__test__wasm-failure.html');
  await page.route(address, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>wasm failure</title>
<script type="module" src="www/alice-chess.js"></script></head><body>
<div id="narrow" style="width: 260px"><alice-chess id="a"></alice-chess></div>
<alice-chess id="b" show-controls show-moves></alice-chess>
</body></html>`,
    }),
  );
  await page.addInitScript(() => {
    /** @type {any} */ (window).__errors = [];
    document.addEventListener('error', (e) => {
      if (/** @type {Element} */ (e.target).localName === 'alice-chess') /** @type {any} */ (window).__errors.push([/** @type {Element} */ (e.target).id, /** @type {CustomEvent} */ (e).detail.message]);
    }, true);
  });
  await page.goto(address);
  await page.waitForFunction(() => customElements.get('alice-chess') !== undefined);
  const reasons = await page.evaluate(() =>
    Promise.all(['a', 'b'].map((id) => /** @type {any} */ (document.getElementById(id)).ready.then(() => 'resolved', (/** @type {Error} */ e) => e.message))),
  );
  for (const r of reasons) assert.notEqual(r, 'resolved');
  await page.waitForTimeout(200); // the stylesheet applies

  for (const id of ['a', 'b']) {
    const m = await page.evaluate((id) => {
      const el = /** @type {HTMLElement} */ (document.getElementById(id));
      const root = /** @type {ShadowRoot} */ (el.shadowRoot);
      const frame = /** @type {HTMLElement} */ (root.querySelector('.frame'));
      const host = el.getBoundingClientRect();
      const visible = (/** @type {Element} */ e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
      };
      const overflowing = [...root.querySelectorAll('*')]
        .filter((e) => visible(e))
        .filter((e) => {
          const r = e.getBoundingClientRect();
          return r.right > host.right + 0.5 || r.left < host.left - 0.5 || e.scrollWidth > e.clientWidth + 1;
        })
        .map((e) => `${e.localName}.${e.className}`);
      const text = frame.innerText;
      return {
        hostWidth: host.width,
        mentions: text.split('could not be loaded').length - 1,
        error: /** @type {HTMLElement} */ (root.querySelector('[data-testid="error"]')).innerText,
        buttons: [...root.querySelectorAll('button')].filter((b) => visible(b) && !b.classList.contains('error-close')).map((b) => b.dataset.testid),
        overflowing,
      };
    }, id);
    assert.equal(m.mentions, 1, `${id}: the reason once (${JSON.stringify(m)})`);
    assert.match(m.error, /The Alice chess engine could not be loaded/);
    assert.deepEqual(m.buttons, [], `${id}: no buttons without a game`);
    assert.deepEqual(m.overflowing, [], `${id}: nothing overflows (${m.hostWidth}px)`);
  }
  assert.ok((await page.evaluate(() => /** @type {any} */ (window).__errors.length)) === 2, 'one error event per board');
  await page.context().close();
});
