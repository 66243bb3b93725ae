// Issue 31, point 6: text from outside that a message repeats — an attribute's value, a token of a
// move list, a field of a FEN, a PGN's tag — is clipped to 60 characters with "…" (i18n.js
// clip()), in every language, whatever its length. The frame's notices, the puzzle notice and the
// element's error box and `error` event are checked in the browser (tests/e2e/echo.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGUAGES, loadCatalogue, createTranslator, clip, ECHO_MAX } from '../../www/i18n/i18n.js';
import { PAGE_LOADERS } from '../../www/i18n/page-catalogues.js';
import { loadMessages } from '../../www/widget/setup.js';
import { readSettings, quote } from '../../www/widget/config.js';
import { parseFen } from '../../www/editor/editor-fen.js';

const MB = 'x'.repeat(1_000_000);
const translators = async (loaders) =>
  Promise.all(Object.keys(LANGUAGES).map(async (lang) => createTranslator(lang, await loadCatalogue(lang, loaders))));

test('clip(): at most 60 characters, the cut marked, white space run together, any length in', () => {
  assert.equal(ECHO_MAX, 60);
  assert.equal(clip('e4'), 'e4');
  assert.equal(clip('a'.repeat(60)), 'a'.repeat(60));
  assert.equal(clip('a'.repeat(61)), `${'a'.repeat(59)}…`);
  assert.equal(clip(' two\n\nlines\t '), 'two lines');
  assert.equal(clip(MB), `${'x'.repeat(59)}…`);
  assert.equal(clip(`${' '.repeat(1_000_000)}x`), '…');
  assert.equal([...clip('😀'.repeat(100))].length, 60, 'characters, not UTF-16 units');
  assert.equal(clip('abc', 2), 'a…');
  assert.equal(clip(null), 'null');
  assert.equal(quote(MB).length, 60);
});

test("the element's messages about its attributes repeat at most 60 characters of them, in every language", async () => {
  for (const t of await translators()) {
    // The moves attribute stops at a 1 MB token (a 413,000-px error box before).
    const result = { error: { part: 'moves', message: '', problem: { code: 'move.syntax', args: [`${'e'.repeat(24)}…`] }, index: 1, token: MB, total: 2, fullmove: 1, turn: 'b' } };
    const [moves] = loadMessages(/** @type {any} */ (result), {});
    const said = moves(t);
    assert.ok(said.length < 400, `${t.lang}: ${said.length} characters`);
    assert.ok(said.includes(`1… ${'x'.repeat(59)}…`), `${t.lang}: ${said.slice(0, 200)}`);
    const fen = loadMessages(/** @type {any} */ ({ error: { part: 'fen', message: '', problem: { code: 'fen.empty', args: [] }, total: 0 } }), { fen: MB })[0](t);
    assert.ok(fen.length < 400, `${t.lang}: ${fen.length}`);
    // Every display attribute at once, each 1 MB.
    const s = readSettings((name) => (name === 'lang' || name.startsWith('show') ? null : `${name} ${MB}`));
    assert.equal(s.errors.length, 6);
    for (const message of s.errors) {
      const text = message(t);
      assert.ok(text.length < 400, `${t.lang}: ${text.slice(0, 100)}… (${text.length})`);
    }
  }
});

test("the board editor's FEN reader repeats at most 60 characters of a field, in every language", async () => {
  const fields = [`w${MB}`, `w KQ${MB}`, `w - e3${MB}`, `w - - 1${MB}`, `w - - 0 1${MB}`];
  for (const t of await translators(PAGE_LOADERS)) {
    for (const rest of fields) {
      const fen = `4k3/8/8/8/8/8/8/4K3 ${rest}`;
      let said = '';
      try {
        parseFen(fen, t);
      } catch (e) {
        said = /** @type {Error} */ (e).message;
      }
      assert.ok(said && said.length < 300, `${t.lang} ${rest.slice(0, 12)}: ${said.length} characters`);
    }
  }
});
