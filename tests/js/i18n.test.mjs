// The message catalogues (www/i18n): every language has every key English has, with the same
// placeholders and the plural forms its language needs; the translator fills, pluralises and
// falls back as documented.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, pickLanguage, loadCatalogue, createTranslator, joinList } from '../../www/i18n/i18n.js';
import { PAGE_LOADERS } from '../../www/i18n/page-catalogues.js';

const I18N = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../www/i18n');
const AREAS = fs.readdirSync(path.join(I18N, 'en')).filter((f) => f !== 'index.js' && f !== 'board.js');

/** @param {string} lang @param {string} area */
const area = async (lang, area) => (await import(path.join(I18N, lang, area))).default;

/** The {placeholders} of a message (all plural forms together). */
function placeholders(message) {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  return [...new Set(texts.flatMap((s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();
}

test('English has messages, each a string or plural forms', async () => {
  let count = 0;
  for (const file of AREAS) {
    const prefix = file.replace(/\.js$/, '.');
    for (const [key, message] of Object.entries(await area('en', file))) {
      count++;
      assert.ok(key.startsWith(prefix), `${key} in en/${file} starts with ${prefix}`);
      if (typeof message !== 'string') assert.ok(message.other, `${key}: plural forms need "other"`);
    }
  }
  assert.ok(count > 0);
});

for (const lang of Object.keys(LANGUAGES).filter((l) => l !== 'en')) {
  test(`${lang}: every English key, the same placeholders, its plural forms, nothing extra`, async () => {
    // The plural forms whole numbers take in this language (French's "many" is for millions only).
    const rules = new Intl.PluralRules(lang);
    const needed = [...new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)))];
    const problems = [];
    for (const file of AREAS) {
      const en = await area('en', file);
      const theirs = await area(lang, file);
      for (const [key, message] of Object.entries(en)) {
        const t = theirs[key];
        if (t === undefined) {
          problems.push(`missing ${key}`);
          continue;
        }
        if (typeof message !== typeof t) problems.push(`${key}: a plural in one language only`);
        if (typeof t === 'object') {
          for (const form of needed) if (typeof t[form] !== 'string') problems.push(`${key}: no "${form}" form`);
        } else if (!t.trim()) problems.push(`${key}: empty`);
        const a = placeholders(message).filter((p) => p !== 'count');
        const b = placeholders(t).filter((p) => p !== 'count');
        if (a.join() !== b.join()) problems.push(`${key}: placeholders {${b}} instead of {${a}}`);
      }
      for (const key of Object.keys(theirs)) if (!(key in en)) problems.push(`${key}: not an English key`);
    }
    assert.deepEqual(problems, []);
    // The page's set has every area; the board's set the board's areas only (as English's).
    const page = await loadCatalogue(lang, PAGE_LOADERS);
    assert.equal(Object.keys(page).length, Object.keys((await import(path.join(I18N, 'en/index.js'))).default).length);
    const board = await loadCatalogue(lang);
    const enBoard = (await import(path.join(I18N, 'en/board.js'))).default;
    assert.deepEqual(Object.keys(board).sort(), Object.keys(enBoard).sort());
  });
}

test('the language of a browser: the first wish we speak, else English', () => {
  assert.equal(pickLanguage(['fr-FR', 'en-US']), 'fr');
  assert.equal(pickLanguage(['nl-NL', 'pt-BR']), 'pt');
  assert.equal(pickLanguage(['ja', undefined, '']), 'en');
  assert.equal(pickLanguage(['ES']), 'es');
});

test('the translator fills placeholders, formats numbers, picks plural forms and falls back', () => {
  const catalogue = {
    'game.x.moves': { one: '{count} coup', other: '{count} coups' },
    'game.x.hello': 'Bonjour {name}',
  };
  const t = createTranslator('fr', catalogue);
  assert.equal(t('game.x.moves', { count: 1 }), '1 coup');
  assert.equal(t('game.x.moves', { count: 2 }), '2 coups');
  assert.equal(t('game.x.moves', { count: 12345 }), '12\u202f345 coups');
  assert.equal(t('game.x.hello', { name: 'Alice' }), 'Bonjour Alice');
  assert.equal(t('game.x.hello'), 'Bonjour {name}');
  assert.equal(t('no.such.key'), 'no.such.key');
  assert.equal(t.lang, 'fr');
  const ru = createTranslator('ru', { 'game.x.n': { one: '{count} ход', few: '{count} хода', many: '{count} ходов', other: '{count} хода' } });
  assert.deepEqual([1, 3, 5, 21].map((count) => ru('game.x.n', { count })), ['1 ход', '3 хода', '5 ходов', '21 ход']);
  assert.equal(joinList(createTranslator('es'), ['a', 'b', 'c']), 'a, b y c');
});
