// Every language complete on every screen (issue 41, point 12): each screen of the page opened in
// each of the seven languages, in Chromium, against the production build, and every text it holds
// — shown or not yet shown (a dialog, a card that opens later), sentences with elements inside
// read whole, and the titles, labels and placeholders read to people — compared with the same
// screen in English. A text that is the English one and holds a word the language's own catalogue
// never writes is English left in the page (as the rules card's "Moves are written with the letter
// of the…" was on a French page, at its first paint); one made of the language's own words is not
// ("Analyse" is French and German too). The first paint is checked on its own: the markup worded
// by the first-paint script and the words file alone, before the page's modules run.
// Screenshot: first-paint-fr.png (the French first paint, the rules card in French).
// tests/js/i18n.test.mjs checks the catalogues themselves: every key, placeholders, plural forms.
// The screens are split over two files, i18n-complete.test.mjs and i18n-complete-more.test.mjs
// (each screen is seven pages: one file took over two minutes, near a file's time limit).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, assertNoErrors, screenshot, url } from './harness.mjs';
import { LANGUAGES } from '../../www/i18n/i18n.js';

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

/**
 * Where no words are: notation, FENs, the PGN box, language names, numbers, the version, a puzzle's
 * id (hex: "#9a758dce" holds the letters "dce").
 */
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
  '[data-part="puzzle-id"]',
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

/** The words of a text (three letters or more), lower-cased. */
const wordsOf = (s) => (s.toLowerCase().match(/\p{L}{3,}/gu) ?? []);

/**
 * The words a language's own catalogue writes (every message, every plural form): a text made of
 * them is that language's, even where it reads as English does ("Analyse" in French and German,
 * "Novice", "promotion", a name such as "PGN").
 */
async function catalogueWords(lang) {
  const catalogue = (await import(`../../www/i18n/${lang}/index.js`)).default;
  const all = Object.values(catalogue).flatMap((m) => (typeof m === 'string' ? [m] : Object.values(m)));
  return new Set(all.flatMap((m) => wordsOf(m.replace(/\{\w+\}/g, ' '))));
}

/** English left on a language's page: a text of the English page with a word the language never writes. */
const englishLeft = (text, englishTexts, words) => englishTexts.has(text) && wordsOf(text).some((w) => !words.has(w));

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
/** The online screens on the static host: the game server's addresses are not there (said on the page). */
const NO_SERVER = [/HTTP 40[45]: .*\/api\//, /Failed to load resource: .*404/, /WebSocket connection to .*\/api\/.* failed/, /the online game cannot be opened/];

/**
 * The page as its first paint draws it: the markup worded by the first-paint script and the
 * language's words file alone, the page's modules never run (their entry is refused).
 */
async function firstPaint(lang) {
  const page = await newPage(ctx.browser, { locale: lang });
  await page.route(/\/www\/main-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(url('?analysis'), { waitUntil: 'domcontentloaded' });
  const found = await texts(page, SKIP);
  if (lang === 'fr') await screenshot(page, 'first-paint-fr');
  await page.context().close();
  return found;
}

/** The first paint's test. */
export function firstPaintTest() {
  test('the first paint in every language: no English in the markup before the page\'s modules run', async () => {
    // (The rules card's "Moves are written with the letter of the…", a sentence with an element
    // inside, stayed English on a French page until the modules had loaded.)
    const englishTexts = new Set((await firstPaint('en')).filter(wordy));
    assert.ok(englishTexts.has('Moves are written with the letter of the piece on the board it leaves: K Q R B N P on A, L T U C O S on B — e.g. 1.Pe4 Pd5 2.Be2 Sdxe4 3.Cb5#.'));
    const problems = [];
    for (const lang of OTHERS) {
      const words = await catalogueWords(lang);
      for (const text of await firstPaint(lang)) {
        if (englishLeft(text, englishTexts, words)) problems.push(`${lang}: ${JSON.stringify(text)}`);
      }
    }
    assert.deepEqual(problems, []);
  });
}

/** The screens' tests, for the screens named. */
export function screenTests(names) {
  assert.ok(names.every((n) => SCREENS.some(([name]) => name === n)), `known screens: ${names}`);
  for (const [name, hash, drawn] of SCREENS.filter(([n]) => names.includes(n))) {
    test(`the ${name} screen in every language: no English left`, async () => {
      const en = await open('en', hash, drawn);
      const englishTexts = new Set((await texts(en, SKIP)).filter(wordy));
      assertNoErrors(en, NO_SERVER);
      await en.context().close();
      assert.ok(englishTexts.size > 20, `the English ${name} screen has its words: ${englishTexts.size}`);
      const problems = [];
      for (const lang of OTHERS) {
        const words = await catalogueWords(lang);
        const page = await open(lang, hash, drawn);
        for (const text of await texts(page, SKIP)) {
          if (englishLeft(text, englishTexts, words)) problems.push(`${lang} ${name}: ${JSON.stringify(text)}`);
        }
        assertNoErrors(page, NO_SERVER);
        await page.context().close();
      }
      assert.deepEqual(problems, []);
    });
  }
}
