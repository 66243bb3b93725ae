// The language of <alice-chess> (docs/EMBEDDING.md, attribute `lang`): the attribute, else the
// closest ancestor's lang (the page's), else the browser's; English for a language it does not
// speak. Changing `lang` words the whole shadow root again (its state: the frame's lang, the labels
// and the status recomputed), without sending the error messages again. The iframe route takes its
// language from `lang=` in its URL, else from the browser.
//
// Mostly English wording is asserted; what the rules core refuses (a bad attribute, a refused
// play()) is checked in French too, against the French catalogue's own messages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, assertNoErrors, url } from './harness.mjs';

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
const ctx = useBrowser();

/**
 * A page at the site's address holding `body` (under <html lang=htmlLang>), recording the boards'
 * error events (window.__errors: {id, message}); waits until every board is ready and shown.
 */
async function openPage(body, { htmlLang = 'en', ...options } = {}) {
  const page = await newPage(ctx.browser, options);
  await page.addInitScript(() => {
    window.__errors = [];
    document.addEventListener('error', (e) => {
      const el = e.target;
      if (el instanceof Element && el.localName === 'alice-chess') window.__errors.push({ id: el.id, message: e.detail.message });
    });
  });
  const address = url('__test__lang.html');
  const html = `<!doctype html><html lang="${htmlLang}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<title>lang test</title><script type="module" src="www/alice-chess.js"></script></head>
<body>${body}</body></html>`;
  await page.route(address, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
  await page.goto(address);
  await page.waitForFunction(() => customElements.get('alice-chess') !== undefined);
  await page.evaluate(() => Promise.all([...document.querySelectorAll('alice-chess')].map((el) => el.ready)));
  await page.waitForFunction(() => [...document.querySelectorAll('alice-chess')].every((el) => !el.shadowRoot.querySelector('.frame').hidden));
  return page;
}

/** The language the board's shadow root speaks (its frame's lang), once it is `want` (if given). */
async function langOf(page, id, want) {
  if (want) {
    await page.waitForFunction(
      ([i, w]) => document.getElementById(i).shadowRoot.querySelector('.frame').lang === w,
      [id, want],
    );
  }
  return page.evaluate((i) => document.getElementById(i).shadowRoot.querySelector('.frame').lang, id);
}

const status = (page, id) => page.locator(`#${id} [data-testid="status"]`).textContent();

test('an unknown lang falls back to English, and the board works', async () => {
  const page = await openPage('<alice-chess id="xx" lang="xx-YY" show-moves show-controls></alice-chess>');
  assert.equal(await langOf(page, 'xx'), 'en');
  assert.equal(await status(page, 'xx'), 'White to move');
  assert.equal(await page.locator('#xx [data-testid="nav-first"]').getAttribute('aria-label'), 'Start position (Home)');
  assert.equal(await page.locator('#xx [data-testid="flip"]').getAttribute('title'), 'Flip the board');
  assert.equal(await page.locator('#xx [data-square="e2"]').getAttribute('aria-label'), 'e2, board A, white pawn');
  await page.locator('#xx [data-square="e2"]').click();
  await page.locator('#xx [data-square="e4"]').click();
  await page.waitForFunction(() => document.getElementById('xx').ply === 1);
  assert.equal(await status(page, 'xx'), 'Black to move');
  assert.equal(await page.locator('#xx [data-testid="moves"] [data-ply="1"]').getAttribute('aria-label'), '1. Pe4, White');
  assertNoErrors(page);
  await page.context().close();
});

test('the language: the attribute, else the closest ancestor\'s, else the page\'s, else the browser\'s', async () => {
  const page = await openPage(
    `<alice-chess id="own" lang="de-AT"></alice-chess>
     <div lang="es"><p><alice-chess id="inherited"></alice-chess></p></div>
     <alice-chess id="page"></alice-chess>`,
    { htmlLang: 'it' },
  );
  assert.equal(await langOf(page, 'own', 'de'), 'de');
  assert.equal(await langOf(page, 'inherited', 'es'), 'es');
  assert.equal(await langOf(page, 'page', 'it'), 'it');
  // The words fall back to English where a catalogue lacks them: the board still says something.
  assert.ok((await status(page, 'own')).length > 0);
  await page.context().close();

  // A page whose language the board does not speak: the browser's.
  const browser = await openPage('<alice-chess id="b"></alice-chess>', { htmlLang: 'nl', locale: 'pt-BR' });
  assert.deepEqual(await browser.evaluate(() => navigator.languages.slice(0, 1)), ['pt-BR']);
  assert.equal(await langOf(browser, 'b', 'pt'), 'pt');
  assertNoErrors(browser);
  await browser.context().close();
});

test('changing lang words the board again (labels, status, messages), without new error events', async () => {
  const page = await openPage('<alice-chess id="w" orientation="purple" moves="e4" show-moves show-controls></alice-chess>');
  assert.equal(await langOf(page, 'w'), 'en');
  const message = 'orientation="purple" is not valid: use "white" or "black". White is shown at the bottom.';
  assert.deepEqual(await page.evaluate(() => window.__errors.map((e) => e.message)), [message]);

  // Spoil some words, to see them computed again.
  await page.evaluate(() => {
    const root = document.getElementById('w').shadowRoot;
    root.querySelector('[data-testid="nav-first"]').setAttribute('aria-label', 'spoilt');
    root.querySelector('.status-text').textContent = 'spoilt';
    root.querySelector('[data-testid="error"] li').textContent = 'spoilt';
    root.querySelector('[data-square="e4"]').setAttribute('aria-label', 'spoilt');
  });
  await page.evaluate(() => document.getElementById('w').setAttribute('lang', 'fr'));
  assert.equal(await langOf(page, 'w', 'fr'), 'fr');
  for (const [selector, attribute] of [
    ['[data-testid="nav-first"]', 'aria-label'],
    ['.status-text', null],
    ['[data-testid="error"] li', null],
    ['[data-square="e4"]', 'aria-label'],
  ]) {
    const text = await page.evaluate(
      ([s, a]) => {
        const el = document.getElementById('w').shadowRoot.querySelector(s);
        return a ? el.getAttribute(a) : el.textContent;
      },
      [selector, attribute],
    );
    assert.ok(text && text !== 'spoilt', `${selector} worded again`);
  }
  // Back to a language it does not speak: English, as at first.
  await page.evaluate(() => document.getElementById('w').setAttribute('lang', 'xx'));
  assert.equal(await langOf(page, 'w', 'en'), 'en');
  assert.equal(await status(page, 'w'), 'Black to move');
  assert.equal(await page.locator('#w [data-testid="error"] li').textContent(), message);
  assert.equal(await page.locator('#w [data-square="e4"]').getAttribute('aria-label'), 'e4, board B, white pawn');
  // The same message in other words is not news: no second error event, the box stays as it was.
  assert.equal((await page.evaluate(() => window.__errors)).length, 1);
  // Removing lang: the page's language again.
  await page.evaluate(() => document.getElementById('w').setAttribute('lang', 'ru'));
  await langOf(page, 'w', 'ru');
  await page.evaluate(() => document.getElementById('w').removeAttribute('lang'));
  assert.equal(await langOf(page, 'w', 'en'), 'en');
  // The board still plays.
  await page.locator('#w [data-square="e7"]').click();
  await page.locator('#w [data-square="e5"]').click();
  await page.waitForFunction(() => document.getElementById('w').ply === 2);
  assertNoErrors(page);
  await page.context().close();
});

test('the iframe route: lang= in the URL, else the browser\'s language', async () => {
  const page = await newPage(ctx.browser, { locale: 'es-ES' });
  await page.goto(url('index.html?embed=1&lang=fr&moves=e4'));
  await page.waitForFunction(() => document.querySelector('alice-chess')?.ply === 1);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  assert.equal(await page.locator('alice-chess').getAttribute('lang'), 'fr');
  await page.waitForFunction(() => document.querySelector('alice-chess').shadowRoot.querySelector('.frame').lang === 'fr');
  // `lang` is a known parameter: no notice.
  assert.equal(await page.locator('[data-testid="embed-note"]').count(), 0);
  assertNoErrors(page);

  await page.goto(url('index.html?embed=1&colour=red'));
  await page.waitForFunction(() => document.querySelector('alice-chess')?.ply === 0);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
  await page.waitForFunction(() => document.querySelector('alice-chess').shadowRoot.querySelector('.frame').lang === 'es');
  assert.equal(await page.locator('[data-testid="embed-note"]').count(), 1);
  assert.ok((await page.title()).length > 0);
  await page.context().close();
});

test("what the rules core refuses in the attributes, and play()'s refusal, in the board's language", async () => {
  const fr = (await import('../../www/i18n/fr/board.js')).default;
  const page = await openPage(
    `<alice-chess id="f" lang="fr" fen="4k3/8/8/8/8/8/8/4KL2 w - - 0 1"></alice-chess>
     <alice-chess id="m" lang="fr" moves="d4 Nf6 Qd4"></alice-chess>`,
  );
  await langOf(page, 'f', 'fr');
  await langOf(page, 'm', 'fr');
  const box = (id) => page.locator(`#${id} [data-testid="error"] li`).textContent();
  const fen = fr['errors.fen'].replace('{reason}', fr['errors.position.tooManyKings.w'].replace('{count}', '2'));
  assert.equal(
    await box('f'),
    fr['widget.load.fen'].replace('{value}', '"4k3/8/8/8/8/8/8/4KL2 w - - 0 1"').replace('{error}', fen),
  );
  const taken = fr['rules.taken'].replace('{square}', 'd4').replace('{board}', 'B');
  const illegal = fr['errors.move.illegal'].replace('{move}', 'Qd4').replace('{reason}', taken);
  assert.equal(
    await box('m'),
    fr['widget.load.moves'].replace('{move}', '2. Qd4').replace('{index}', '3').replace('{total}', '3').replace('{error}', illegal),
  );
  // play(): the Error in English (for the host), its event in the board's language.
  const thrown = await page.evaluate(() => {
    try {
      document.getElementById('m').play('Qd4');
    } catch (e) {
      return { message: e.message, code: e.problem.code, refusal: e.refusal.code };
    }
    return null;
  });
  assert.deepEqual(thrown, { message: "illegal move 'Qd4': d4 is taken on board B", code: 'move.illegal', refusal: 'taken' });
  const events = await page.evaluate(() => window.__errors.filter((e) => e.id === 'm').map((e) => e.message));
  assert.equal(events.at(-1), `play(): ${illegal}`);
  // Back in English: the core's own sentence.
  await page.evaluate(() => document.getElementById('f').setAttribute('lang', 'en'));
  await langOf(page, 'f', 'en');
  assert.equal(
    await box('f'),
    'fen="4k3/8/8/8/8/8/8/4KL2 w - - 0 1" is not a valid Alice chess position: invalid FEN: white has 2 kings. Showing the start position instead.',
  );
  assertNoErrors(page);
  await page.context().close();
});
