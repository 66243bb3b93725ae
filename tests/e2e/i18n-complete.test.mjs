// Every language complete on every screen (issue 41, point 12): each screen of the page opened in
// each of the seven languages, in Chromium, against the production build, and every text it holds
// — shown or not yet shown (a dialog, a card that opens later), sentences with elements inside
// read whole, and the titles, labels and placeholders read to people — compared with the same
// screen in English. A text that is the English one is English left in the page (as the rules
// card's "Moves are written with the letter of the…" was on a French page), unless the language's
// own catalogue says the same words (a name such as "PGN", a word both languages share).
// tests/js/i18n.test.mjs checks the catalogues themselves: every key, placeholders, plural forms.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, assertNoErrors, url } from './harness.mjs';
import { LANGUAGES } from '../../www/i18n/i18n.js';
import english from '../../www/i18n/en/index.js';

const ctx = useBrowser();

/** The screens of the page, as a player opens them, and what says each is drawn. */
const SCREENS = [
  ['play', '', '[data-piece]'],
  ['analysis', '?analysis#moves=e2e4,d7d5', '[data-testid="tree-moves"] .tree-move'],
  ['editor', '?editor', '[data-testid="editor"]'],
  ['solve', '?solve', '[data-testid="solve"]'],
  ['puzzles', '?puzzles', '[data-testid="puzzle"]'],
  ['learn', '?learn', '[data-testid="lesson"], [data-testid="lessons"]'],
  ['online', '?online', '[data-testid="lobby-state"]'],
  ['watch', '?watch', '[data-testid="watch-state"]'],
];

/** Where no words are: notation, FENs, the PGN box, language names, numbers, the version. */
const SKIP = [
  '.moves',
  '.tree-moves',
  '.fen',
  '.analysis-lines',
  '.pgn-input',
  '[data-testid="language"]',
  '[data-part="language-code"]',
  '.rules code',
  'code',
  '.coords',
  '.coord',
  '[data-part="version"]',
  '[data-testid="fen-input"]',
  '[data-testid="solve-fen"]',
  '[data-testid="solve-tree"]',
  'script',
  'style',
  'noscript',
].join(', ');

/**
 * Every text of the page (hidden ones too: what opens later must be in the language already), the
 * document's title, and the attributes read to people. A sentence with elements inside it
 * (data-i18n-rich) is read whole.
 */
const texts = (page, skip) =>
  page.evaluate((skip) => {
    const out = new Set([document.title]);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement?.closest('[data-i18n-rich]') ?? n.parentElement;
      if (!el || el.closest(skip)) continue;
      out.add((el.hasAttribute('data-i18n-rich') ? el.textContent : n.textContent).replace(/\s+/g, ' ').trim());
    }
    for (const el of document.body.querySelectorAll('[title], [aria-label], [placeholder], [alt]')) {
      if (el.closest(skip)) continue;
      for (const a of ['title', 'aria-label', 'placeholder', 'alt']) {
        const v = el.getAttribute(a);
        if (v) out.add(v.replace(/\s+/g, ' ').trim());
      }
    }
    return [...out].filter(Boolean);
  }, skip);

/** A text with words in it (not a number, a move, a square, a symbol, an abbreviation alone). */
const wordy = (s) => /\p{L}{3,}/u.test(s.replace(/\b(O-O(-O)?|[a-h][1-8]|[KQRBNPLTUCOS][a-h]?x?[a-h][1-8])\b/g, ''));

/** The messages of a catalogue, each form of a plural one. */
const messages = (catalogue) => Object.entries(catalogue).flatMap(([key, m]) => (typeof m === 'string' ? [[key, m]] : Object.values(m).map((f) => [key, f])));

/** A message as a pattern that matches it with its placeholders filled in. */
const pattern = (m) => new RegExp(`^${m.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.*')}$`, 's');

/** Open a screen in a language (as that browser's first choice) and wait until it is drawn. */
async function open(lang, hash, drawn) {
  const page = await newPage(ctx.browser, { locale: lang });
  await page.goto(url(hash));
  await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: 30_000 });
  await page.locator(drawn).first().waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  return page;
}

const OTHERS = Object.keys(LANGUAGES).filter((l) => l !== 'en');

/** The patterns of the messages a language writes as English does (a name, a shared word). */
async function sameAsEnglish(lang) {
  const catalogue = (await import(`../../www/i18n/${lang}/index.js`)).default;
  return messages(english)
    .filter(([key, m]) => messages({ [key]: catalogue[key] ?? '' }).some(([, theirs]) => theirs === m))
    .map(([, m]) => pattern(m));
}

/**
 * The page as its first paint draws it: the markup worded by the first-paint script and the
 * language's words file alone, the page's modules never run (their entry is refused).
 */
async function firstPaint(lang) {
  const page = await newPage(ctx.browser, { locale: lang });
  await page.route(/\/www\/main-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(url('?analysis'), { waitUntil: 'domcontentloaded' });
  const found = await texts(page, SKIP);
  await page.context().close();
  return found;
}

test('the first paint in every language: no English in the markup before the page\'s modules run', async () => {
  // (The rules card's "Moves are written with the letter of the…", a sentence with an element
  // inside, stayed English on a French page until the modules had loaded.)
  const englishTexts = new Set((await firstPaint('en')).filter(wordy));
  assert.ok(englishTexts.has('Moves are written with the letter of the piece on the board it leaves: K Q R B N P on A, L T U C O S on B — e.g. 1.Pe4 Pd5 2.Be2 Sdxe4 3.Cb5#.'));
  const problems = [];
  for (const lang of OTHERS) {
    const same = await sameAsEnglish(lang);
    for (const text of await firstPaint(lang)) {
      if (englishTexts.has(text) && !same.some((p) => p.test(text))) problems.push(`${lang}: ${JSON.stringify(text)}`);
    }
  }
  assert.deepEqual(problems, []);
});

for (const [name, hash, drawn] of SCREENS) {
  test(`the ${name} screen in every language: no English left`, async () => {
    const en = await open('en', hash, drawn);
    const englishTexts = new Set((await texts(en, SKIP)).filter(wordy));
    assertNoErrors(en, [/HTTP 40[45]: .*\/api\//, /the online game cannot be opened/]);
    await en.context().close();
    assert.ok(englishTexts.size > 20, `the English ${name} screen has its words: ${englishTexts.size}`);
    const problems = [];
    for (const lang of OTHERS) {
      // The words a language writes as English does (a name, a shared word): not English left.
      const same = await sameAsEnglish(lang);
      const page = await open(lang, hash, drawn);
      for (const text of await texts(page, SKIP)) {
        if (!englishTexts.has(text) || same.some((p) => p.test(text))) continue;
        problems.push(`${lang} ${name}: ${JSON.stringify(text)}`);
      }
      assertNoErrors(page, [/HTTP 40[45]: .*\/api\//, /the online game cannot be opened/]);
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });
}
