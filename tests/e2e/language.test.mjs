// The page's language: the picker in the header, the browser's language at first, a choice that
// changes every word at once (no reload) and is remembered. Spanish is served here as a pseudo
// translation of the English catalogues («…» around every message), so that a word left in
// English — or not redrawn after the change — shows, whatever the real translations hold.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, assertNoErrors, url, devUrl, screenshot, PHONE, DESKTOP } from './harness.mjs';
import { openGame, ready, reload, status, clickMove } from './play-helpers.mjs';
import enPage from '../../www/i18n/en/page.js';
import enGame from '../../www/i18n/en/game.js';
import enSettings from '../../www/i18n/en/settings.js';
import enLearn from '../../www/i18n/en/learn.js';
import enErrors from '../../www/i18n/en/errors.js';
import enRules from '../../www/i18n/en/rules.js';

const ctx = useBrowser();
const CODES = ['en', 'fr', 'es', 'de', 'ru', 'it', 'pt'];

/** Every message of a catalogue between « and » (placeholders kept), as an ES module's text. */
function pseudo(catalogue) {
  const wrap = (s) => `«${s}»`;
  const out = Object.fromEntries(
    Object.entries(catalogue).map(([key, m]) => [key, typeof m === 'string' ? wrap(m) : Object.fromEntries(Object.entries(m).map(([f, s]) => [f, wrap(s)]))]),
  );
  return `export default ${JSON.stringify(out)};`;
}

/**
 * Serve the pseudo translation as the Spanish page, game, settings and learn messages (and more
 * areas when asked: [['errors', enErrors]]). The catalogues are files of their own only in the
 * unbundled sources: a test that uses this opens devUrl() (the bundles are checked by the others).
 */
async function pseudoSpanish(page, more = []) {
  for (const [file, catalogue] of [['page', enPage], ['game', enGame], ['settings', enSettings], ['learn', enLearn], ...more]) {
    await page.route(`**/www/i18n/es/${file}.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: pseudo(catalogue) }),
    );
  }
}

const picker = (page) => page.locator('[data-testid="language"]');
const htmlLang = (page) => page.evaluate(() => document.documentElement.lang);
const savedLang = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('alice-chess.prefs') ?? '{}').lang ?? null);

/**
 * Every word the page shows: its text (hidden parts too, so that a notice fading away changes
 * nothing), the title, and the attributes read to people.
 */
const pageWords = (page) =>
  page.evaluate(() => {
    const attrs = [...document.body.querySelectorAll('[title], [aria-label], [placeholder], [alt]')].map((e) =>
      ['title', 'aria-label', 'placeholder', 'alt'].map((a) => e.getAttribute(a) ?? '').join('|'),
    );
    return { title: document.title, text: document.body.textContent.replace(/\s+/g, ' '), attrs };
  });

/**
 * The visible texts and labels that are words but not the pseudo translation's: English left in the
 * page. Chess notation, FENs, PGN, language names, numbers and symbols are no words to translate.
 */
const untranslated = (page) =>
  page.evaluate(() => {
    const skip = '.moves, .fen, .analysis-lines, .pgn-input, [data-testid="language"], [data-part="language-code"], .rules code, .coords, .coord, [data-part="version"], [data-testid="fen-input"]';
    const wordy = (s) => /[A-Za-z]{2,}/.test(s.replace(/«[^»]*»/g, '').replace(/\b(O-O(-O)?|[a-h][1-8]|[KQRBNPLTUCOS][a-h]?x?[a-h][1-8])\b/g, ''));
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      // A sentence with elements inside (data-i18n-rich) is read whole.
      const el = n.parentElement?.closest('[data-i18n-rich]') ?? n.parentElement;
      if (!el || el.closest(skip) || !el.checkVisibility()) continue;
      const text = (el.hasAttribute('data-i18n-rich') ? el.textContent : n.textContent).trim();
      if (text && wordy(text) && !text.includes('«')) found.push(`text: ${text}`);
      else if (wordy(text.replace(/[«»]/g, '')) && !/^«[^]*»$/.test(text)) found.push(`text: ${text}`); // a sentence pieced together
    }
    // Words drawn by the style sheets (a badge's content).
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest(skip) || !el.checkVisibility()) continue;
      for (const pseudo of ['::before', '::after']) {
        const content = getComputedStyle(el, pseudo).content;
        if (/^".*"$/.test(content) && wordy(content) && !content.includes('«')) found.push(`${pseudo}: ${content}`);
      }
    }
    for (const el of document.body.querySelectorAll('[title], [aria-label], [placeholder]')) {
      if (el.closest(skip) || !el.checkVisibility()) continue;
      for (const a of ['title', 'aria-label', 'placeholder']) {
        const v = el.getAttribute(a);
        if (v && wordy(v) && !v.includes('«')) found.push(`${a}: ${v}`);
      }
    }
    return found;
  });

test('the picker lists the seven languages, each in its own words, with a label of its own', async () => {
  const page = await openGame(ctx.browser);
  const options = picker(page).locator('option');
  assert.deepEqual(await options.evaluateAll((os) => os.map((o) => o.value)), CODES);
  assert.deepEqual(await options.evaluateAll((os) => os.map((o) => o.lang)), CODES);
  const names = await options.allTextContents();
  assert.equal(names[0], 'English');
  assert.equal(names[1], 'Français');
  assert.equal(await picker(page).inputValue(), 'en');
  assert.equal(await picker(page).getAttribute('aria-label'), 'Language');
  assert.equal(await htmlLang(page), 'en');
  assertNoErrors(page);
  await page.context().close();
});

for (const [name, viewport] of [['a desktop', DESKTOP], ['a phone', PHONE]]) {
  test(`the picker fits the header on ${name}, beside the name and the other tools`, async () => {
    const page = await openGame(ctx.browser, { viewport });
    const header = await page.locator('.site-header').boundingBox();
    const brand = await page.locator('.brand h1').boundingBox();
    const tool = await page.locator('.language-tool').boundingBox();
    const select = await picker(page).boundingBox();
    const toggle = await page.locator('[data-testid="view-toggle"]').boundingBox();
    const mute = await page.locator('[data-testid="mute"]').boundingBox();
    for (const [what, b] of [['picker', tool], ['view toggle', toggle], ['mute', mute]]) {
      assert.ok(b.x >= header.x && b.x + b.width <= header.x + header.width + 0.5, `${what} inside the header: ${JSON.stringify(b)}`);
      assert.ok(b.y >= header.y && b.y + b.height <= header.y + header.height + 0.5, `${what} within the header's height`);
    }
    assert.ok(brand.x + brand.width <= tool.x, `the name (${brand.x + brand.width}) ends before the picker (${tool.x})`);
    assert.ok(tool.x + tool.width <= toggle.x, 'the picker before the view toggle');
    // The select itself takes the taps and clicks on the whole tool.
    assert.ok(select.x <= tool.x + tool.width / 2 && select.x + select.width >= tool.x + tool.width / 2);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no sideways scroll');
    assertNoErrors(page);
    await page.context().close();
  });
}

test("a French browser gets the page in French: the picker on fr, <html lang='fr'>", async () => {
  const page = await newPage(ctx.browser, { locale: 'fr-FR' });
  await page.goto(url());
  await ready(page);
  assert.equal(await picker(page).inputValue(), 'fr');
  assert.equal(await htmlLang(page), 'fr');
  assert.equal(await page.locator('[data-part="language-code"]').textContent(), 'fr');
  assert.notEqual((await status(page)).trim(), '');
  // Following the browser is not a choice: nothing is saved until the player picks.
  assert.equal(await savedLang(page), null);
  assertNoErrors(page);
  await page.context().close();
});

test('choosing Spanish: lang="es" at once, no text lost, remembered over a reload', async () => {
  const page = await openGame(ctx.browser);
  await clickMove(page, 'e2e4');
  const announced = () => page.locator('[data-part="announce"]').textContent();
  assert.match(await announced(), /^White played /);
  await picker(page).selectOption('es');
  await page.waitForFunction(() => document.documentElement.lang === 'es');
  assert.notEqual((await status(page)).trim(), '');
  assert.equal(await savedLang(page), 'es');
  assert.match(await announced(), /^Las blancas jugaron /, "the screen reader's last news is worded again");
  await reload(page);
  assert.equal(await htmlLang(page), 'es');
  assert.equal(await picker(page).inputValue(), 'es');
  assert.notEqual((await status(page)).trim(), '');
  assert.equal(await page.locator('.moves button').count(), 1, 'the game is kept');
  assertNoErrors(page);
  await page.context().close();
});

test('a change of language redraws every word at once, and back again gives the same page', async () => {
  const page = await newPage(ctx.browser);
  await pseudoSpanish(page);
  await page.goto(devUrl('#moves=e2e4,d7d5,f1e2'));
  await ready(page);
  // Much to word: a notice, a move looked back at, a draw offer asked, the clock's settings open.
  await page.keyboard.press('ArrowLeft');
  await page.locator('[data-testid="draw"]').click();
  await page.locator('.clock-card summary').click();
  const english = await pageWords(page);

  await picker(page).selectOption('es');
  await page.waitForFunction(() => document.documentElement.lang === 'es');
  assert.match(await status(page), /^«.*»$/);
  assert.equal(await page.locator('[data-testid="new-game"]').textContent(), '«New game»');
  assert.match(await page.locator('[data-part="viewing-text"]').textContent(), /^«Viewing the position after 1… Pd5\.»$/);
  assert.match(await page.locator('[data-part="confirm-text"]').textContent(), /^«.*»$/);
  assert.match(await page.locator('[data-part="notice-text"]').textContent(), /^«.*»$/);
  assert.match(await page.title(), /^«.*»$/);
  assert.deepEqual(await untranslated(page), []);

  await picker(page).selectOption('en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.deepEqual(await pageWords(page), english);
  assertNoErrors(page);
  await page.context().close();
});

test('the new-game dialog and the result card are worded again while open', async () => {
  const page = await newPage(ctx.browser);
  await pseudoSpanish(page);
  await page.goto(devUrl('#moves=e2e4,d7d5,f1e2,d5e4,e2b5'));
  await ready(page);
  await page.locator('[data-testid="result"]').waitFor({ state: 'visible' });
  await page.locator('[data-testid="new-game"]').click();
  await page.locator('[data-testid="mode"]').selectOption('computer');
  await page.locator('[data-testid="level"]').selectOption('5');
  await picker(page).selectOption('es');
  await page.waitForFunction(() => document.documentElement.lang === 'es');
  assert.match(await page.locator('[data-part="result-title"]').textContent(), /^«Checkmate»$/);
  assert.match(await page.locator('#newgame-heading').textContent(), /^«New game»$/);
  assert.equal(await page.locator('[data-testid="level"]').inputValue(), '5', 'the choice made is kept');
  assert.deepEqual(await untranslated(page), []);
  assertNoErrors(page);
  await page.context().close();
});

for (const [mode, what] of [['editor', 'board editor'], ['analysis', 'analysis board'], ['learn', 'lessons'], ['puzzles', 'puzzle trainer']]) {
  test(`the ${what} speaks the chosen language from its first paint, and after a change`, async () => {
    const page = await newPage(ctx.browser);
    await pseudoSpanish(page);
    await page.addInitScript(() => {
      if (!localStorage.getItem('alice-chess.prefs')) localStorage.setItem('alice-chess.prefs', JSON.stringify({ lang: 'es' }));
    });
    await page.goto(devUrl(`?${mode}`));
    await page.waitForSelector('html.ready');
    await page.waitForSelector('[data-piece]');
    assert.equal(await htmlLang(page), 'es');
    assert.match(await page.title(), /^«.*»$/);
    if (mode === 'analysis') await page.locator('[data-testid="pv-line"]').first().waitFor();
    assert.deepEqual(await untranslated(page), []);
    // And after a change of language there and back.
    await picker(page).selectOption('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await picker(page).selectOption('es');
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    assert.match(await page.title(), /^«.*»$/);
    assert.deepEqual(await untranslated(page), []);
    assertNoErrors(page);
    await page.context().close();
  });
}

test('against the computer, with a clock, the evaluation, a hint and a review: no English left, before and after a change', async () => {
  const page = await newPage(ctx.browser);
  await pseudoSpanish(page);
  await page.addInitScript(() => {
    if (localStorage.getItem('alice-chess.prefs')) return;
    const clock = { enabled: true, minutes: 5, increment: 3 };
    localStorage.setItem('alice-chess.prefs', JSON.stringify({ lang: 'es', showEval: true, clock }));
  });
  await page.goto(devUrl('#moves=e2e4,d7d5&vs=computer&you=w&level=1&ms=500'));
  await ready(page);
  await page.keyboard.press('h');
  await page.waitForFunction(() => /^«.*»$/.test(document.querySelector('[data-testid="assist"]')?.textContent ?? ''));
  await page.locator('.review-card summary').click();
  await page.locator('[data-testid="review-start"]').click();
  await page.locator('[data-testid="review-accuracy"]').waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="review-accuracy"]').textContent !== '');
  assert.deepEqual(await untranslated(page), []);
  await picker(page).selectOption('en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  // (The hint may still be searched for: the review, now quicker, no longer outlasts it.)
  await page.waitForFunction(() => /^Hint: /.test(document.querySelector('[data-testid="assist"]').textContent), null, { timeout: 30_000 });
  assert.match(await page.locator('[data-testid="review-accuracy"]').textContent(), /^Accuracy: White/);
  await picker(page).selectOption('es');
  await page.waitForFunction(() => document.documentElement.lang === 'es');
  assert.deepEqual(await untranslated(page), []);
  assertNoErrors(page);
  await page.context().close();
});

/** A language's real messages (all areas), as the page loads them. */
const catalogue = async (code) => (await import(`../../www/i18n/${code}/index.js`)).default;

test('the real French and Spanish: a French browser reads French; picking Spanish rewords the status line', async () => {
  const [fr, es] = [await catalogue('fr'), await catalogue('es')];
  const toMove = (c, side) => c['game.status.toMove'].replace('{side}', c[`game.color.${side}`]);
  for (const viewport of [DESKTOP, PHONE]) {
    const page = await newPage(ctx.browser, { locale: 'fr-FR', viewport });
    await page.goto(url());
    await ready(page);
    assert.equal((await status(page)).trim(), toMove(fr, 'w'));
    assert.equal((await page.locator('[data-testid="new-game"]').textContent()).trim(), fr['page.controls.newGame']);
    await clickMove(page, 'e2e4');
    await page.waitForFunction((text) => document.querySelector('[data-testid="status"]').textContent.trim() === text, toMove(fr, 'b'));
    await screenshot(page, `language-fr-${viewport === PHONE ? 'phone' : 'desktop'}`);
    await picker(page).selectOption('es');
    await page.waitForFunction((text) => document.querySelector('[data-testid="status"]').textContent.trim() === text, toMove(es, 'b'));
    assert.equal((await page.locator('[data-testid="new-game"]').textContent()).trim(), es['page.controls.newGame']);
    assert.notEqual(toMove(es, 'b'), toMove(fr, 'b'));
    await screenshot(page, `language-es-${viewport === PHONE ? 'phone' : 'desktop'}`);
    assertNoErrors(page);
    await page.context().close();
  }
});

test("what the rules core refuses is said in the page's language, and again after a change", async () => {
  const page = await newPage(ctx.browser);
  await pseudoSpanish(page, [['errors', enErrors], ['rules', enRules]]);
  await page.goto(devUrl());
  await ready(page);
  const text = (id) => page.locator(`[data-testid="${id}"]`).textContent();
  // The FEN box and the PGN card, in English first: the core's own sentences.
  await page.locator('[data-testid="fen-input"]').fill('4k3/8/8/8/8/8/8/4KL2 w');
  await page.locator('[data-testid="fen-load"]').click();
  assert.equal(await text('fen-error'), 'invalid FEN: white has 2 kings');
  await page.locator('[data-testid="pgn-input"]').fill('1. d4 Nf6 2. Qd4 *');
  await page.locator('[data-testid="pgn-load"]').click();
  const pgnError = "That PGN could not be loaded: move 2 (white): illegal move 'Qd4': d4 is taken on board B (line 1)";
  assert.equal(await text('pgn-error'), pgnError);
  // Worded again in (pseudo) Spanish, every message of it and nothing left in English.
  await picker(page).selectOption('es');
  await page.waitForFunction(() => document.documentElement.lang === 'es');
  assert.equal(await text('fen-error'), '«invalid FEN: «white has 2 kings»»');
  assert.equal(
    await text('pgn-error'),
    "«That PGN could not be loaded: «move 2 (white): «illegal move 'Qd4': «d4 is taken on board B»» (line 1)»»",
  );
  assert.deepEqual(await untranslated(page), []);
  // And back.
  await picker(page).selectOption('en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(await text('fen-error'), 'invalid FEN: white has 2 kings');
  assert.equal(await text('pgn-error'), pgnError);
  assertNoErrors(page);
  await page.context().close();
});

test("the board editor's verdict and a link it cannot read, in the page's language", async () => {
  const page = await newPage(ctx.browser);
  await pseudoSpanish(page, [['errors', enErrors]]);
  await page.goto(devUrl(`?editor#fen=${encodeURIComponent('4k3/8/8/8/8/8/8/4K3 x')}`));
  await page.locator('[data-testid="editor-error"]').waitFor({ state: 'visible' });
  const verdict = () => page.locator('[data-testid="editor-error"]').textContent();
  assert.equal(await verdict(), "The link's FEN could not be read: Side to move must be 'w' or 'b', found 'x'.");
  await picker(page).selectOption('es');
  await page.waitForFunction(() => document.documentElement.lang === 'es');
  // (A pseudo message starts with «: nothing to capitalise.)
  assert.equal(await verdict(), "«The link's FEN could not be read: «side to move must be 'w' or 'b', found 'x'».»");
  // A position the core refuses, typed in: its verdict in the language of now.
  await page.locator('[data-testid="editor-fen"]').fill('4k3/8/8/8/8/8/8/4KL2 w - - 0 1');
  await page.waitForFunction(() => document.querySelector('[data-testid="editor-error"]').textContent.includes('2'));
  assert.equal(await verdict(), '«white has 2 kings».');
  await picker(page).selectOption('en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(await verdict(), 'White has 2 kings.');
  assertNoErrors(page);
  await page.context().close();
});

test('a reload shows no English and no wrong theme first: the saved look at once, the words once in their language', async () => {
  const page = await newPage(ctx.browser, { locale: 'en-US', colorScheme: 'light' });
  await page.goto(url());
  await ready(page);
  await page.evaluate(() => localStorage.setItem('alice-chess.prefs', JSON.stringify({ lang: 'ru', theme: 'dark', pieceSet: 'modern' })));
  // Hold the page's modules back a moment: what shows before they run is what a slow load shows.
  let release;
  const held = new Promise((resolve) => (release = resolve));
  // The page's entry: www/main.js, or its bundle www/main-HASH.js (and its modulepreload).
  await page.route(/\/www\/main(-[A-Z0-9]{8})?\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' }); // (DOMContentLoaded waits for the held module)
  await page.waitForFunction(() => document.querySelector('[data-testid="status"]'));
  const early = await page.evaluate(() => ({
    classes: [...document.documentElement.classList],
    visibility: getComputedStyle(document.body).visibility,
    lang: document.documentElement.lang,
    // Every worded element of the markup: its key and text as they are before any module ran.
    words: [...document.querySelectorAll('[data-i18n]')].map((el) => [el.getAttribute('data-i18n'), el.textContent]),
    labels: [...document.querySelectorAll('[data-i18n-aria-label]')].map((el) => [el.getAttribute('data-i18n-aria-label'), el.getAttribute('aria-label')]),
  }));
  assert.ok(early.classes.includes('theme-dark') && early.classes.includes('pieces-modern'), early.classes.join(' '));
  // Shown at once (never hidden while the modules load), and already in Russian: the markup's
  // words came with the first paint (shell/first-paint.js, www/words-ru-HASH.js).
  assert.equal(early.visibility, 'visible', 'the page is shown while its modules load');
  assert.equal(early.lang, 'ru');
  const ruEarly = await catalogue('ru');
  assert.ok(early.words.length > 100, `${early.words.length} worded elements`);
  for (const [key, text] of [...early.words, ...early.labels]) {
    if (typeof ruEarly[key] === 'string') assert.equal(text, ruEarly[key], `${key} before the modules ran`);
  }
  release();
  await page.waitForFunction(() => getComputedStyle(document.body).visibility === 'visible' && document.documentElement.lang === 'ru');
  const ru = await catalogue('ru');
  assert.equal((await page.locator('[data-testid="new-game"]').textContent()).trim(), ru['page.controls.newGame']);
  assertNoErrors(page);
  await page.context().close();
});

test('a French page on a slow network: shown from its first paint, and no English at any moment (a look every 100 ms)', async () => {
  const page = await newPage(ctx.browser, { locale: 'fr-FR' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Slow 4G, as `cargo xtask bench-load` shapes it: 300 ms, 1.6 Mbit/s down, 750 kbit/s up.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: 200_000, uploadThroughput: 93_750 });
  const [en, fr] = [await catalogue('en'), await catalogue('fr')];
  // The English words a French reader must never see: those the French catalogue says otherwise.
  const english = Object.fromEntries(Object.keys(fr).filter((k) => typeof en[k] === 'string' && en[k] !== fr[k]).map((k) => [k, en[k]]));
  await page.goto(url(), { waitUntil: 'commit' });
  const looks = [];
  for (let i = 0; i < 200; i++) {
    const look = await page.evaluate((englishWords) => {
      const body = document.body;
      const drawn = (el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility === 'visible';
      };
      const shownEnglish = body
        ? [...document.querySelectorAll('[data-i18n]')]
            .filter((el) => englishWords[el.getAttribute('data-i18n') ?? ''] === el.textContent && drawn(el))
            .map((el) => `${el.getAttribute('data-i18n')}: ${el.textContent}`)
        : [];
      return {
        parsed: body !== null && document.querySelector('footer, [data-testid="status"]') !== null,
        visible: body !== null && getComputedStyle(body).visibility === 'visible',
        english: shownEnglish,
        board: document.querySelector('[data-piece]') !== null && document.documentElement.classList.contains('ready'),
      };
    }, english);
    looks.push(look);
    if (look.board) break;
    await page.waitForTimeout(100);
  }
  const parsed = looks.filter((l) => l.parsed);
  assert.ok(looks.at(-1)?.board, 'the board was drawn');
  assert.ok(parsed.length >= 3, `${parsed.length} looks between the markup and the board: too few to say anything`);
  for (const [i, look] of parsed.entries()) {
    assert.deepEqual(look.english, [], `look ${i}: English shown`);
    assert.ok(look.visible, `look ${i} (of ${parsed.length}): the page is hidden while it waits for its words`);
  }
  await screenshot(page, 'language-fr-slow-network');
  assertNoErrors(page);
  await page.context().close();
});
