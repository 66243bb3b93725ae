// Refusals said in the player's language: the wasm gives why a move is refused as data
// ({label, code, args}: explain(), and `refusal` on play()'s error), and www/i18n/refusal.js words
// it from the `rules.*` messages. In English that must be the core's own sentence: for every case
// of tests/data/refusals.json (a few of every reason code and of every shape of its arguments,
// written by tests/refusals.rs with the Rust core's English) the wasm's refusal, worded with the
// English catalogue, is that sentence. Every other language words every case with its own
// messages (no placeholder or key left).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { wasm } from './load.mjs';
import { createCore } from '../../www/core/core.js';
import { englishT, createTranslator, loadCatalogue, LANGUAGES } from '../../www/i18n/i18n.js';
import { refusalText } from '../../www/i18n/refusal.js';

const { Game } = wasm;
const here = path.dirname(fileURLToPath(import.meta.url));
const CASES = JSON.parse(fs.readFileSync(path.join(here, '../data/refusals.json'), 'utf8'));

/** The game of a case: its start, its moves, and how it was ended. */
function gameOf({ fen, moves, end }) {
  const g = new Game(fen || undefined);
  for (const m of moves) g.play(m);
  const [kind, arg] = end.split(' ');
  if (kind === 'resign') g.resign(arg);
  else if (kind === 'flag') g.flag(arg);
  else if (kind === 'draw') g.agreeDraw();
  else if (kind === 'abort') g.abort();
  else if (kind === 'host') g.endBy(arg, 'adjudication');
  return g;
}

/** The wasm's refusal of a case: explain() for squares, the error of play() for a text. */
function refusalOf(c) {
  const g = gameOf(c);
  try {
    if (c.text === null) return g.explain(c.from, c.to, c.promotion ?? undefined);
    const before = g.fen();
    try {
      g.play(c.text);
    } catch (e) {
      assert.ok(e instanceof Error);
      assert.equal(g.fen(), before, 'the game is unchanged');
      return e.refusal;
    }
    assert.fail(`${c.text} was played`);
  } finally {
    g.free();
  }
}

test('the fixture covers every reason code the wasm can give', () => {
  const codes = new Set(CASES.map((c) => c.code));
  assert.ok(CASES.length > 100, `${CASES.length} cases`);
  assert.ok(codes.size >= 40, [...codes].join());
});

test("in English, every refusal is the Rust core's sentence", () => {
  for (const c of CASES) {
    const refusal = refusalOf(c);
    const where = `${c.fen} ${c.moves.join(' ')} ${c.end}: ${c.text ?? `${c.from}${c.to}${c.promotion ?? ''}`}`;
    assert.ok(refusal, `${where}: a refusal`);
    assert.equal(refusal.code, c.code, where);
    assert.equal(refusal.text, undefined, 'no English from the wasm');
    assert.equal(refusalText(englishT, refusal), c.english, where);
  }
});

test('the refusals the wasm cannot be asked for, worded by hand', () => {
  const piece = (role, square, board = 'A') => ({ role, square, board });
  const cases = [
    [{ label: 'Pa8=L', code: 'promotionPiece', args: [] }, 'Pa8=L: a pawn can only become a queen, a rook, a bishop or a knight.'],
    [
      { label: 'Nd3', code: 'exposes', args: ['e1', piece('bishop', 'h4'), 'A'] },
      'Nd3: this move would leave your king on e1 in check from the bishop on h4 (board A).',
    ],
    [{ label: '', code: 'unexplained', args: [] }, 'It is not a legal move here.'],
    // A code this front end does not know: the move is still refused, in words.
    [{ label: 'e4', code: 'fromTheFuture', args: [1, 2] }, 'e4: it is not a legal move here.'],
  ];
  for (const [refusal, english] of cases) assert.equal(refusalText(englishT, /** @type {any} */ (refusal)), english);
});

test("play()'s error: the wasm's message is the problem's code, core.js gives it the English back", () => {
  const g = new Game();
  g.play('d4');
  g.play('Nf6');
  assert.throws(() => g.play('Qd4'), (e) => e.message === 'move.illegal' && e.refusal.code === 'taken');
  assert.deepEqual(g.explain('d1', 'd4'), { code: 'taken', args: ['d4', 'B'], label: 'Qd4' });
  g.free();
  const core = createCore(wasm);
  const h = core.newGame();
  h.play('d4');
  h.play('Nf6');
  assert.throws(
    () => h.play('Qd4'),
    (e) => e.message === "illegal move 'Qd4': d4 is taken on board B" && refusalText(englishT, e.refusal) === 'Qd4: d4 is taken on board B.',
  );
  // The other problems of a move text.
  assert.throws(() => h.play('xx'), (e) => /^invalid move 'xx': not a move/.test(e.message) && e.refusal.code === 'notAMove');
  assert.throws(() => h.play(''), (e) => e.message === 'no move given' && e.refusal.label === '');
  h.free();
});

for (const lang of Object.keys(LANGUAGES).filter((l) => l !== 'en')) {
  test(`${lang}: every refusal in its own words`, async () => {
    const t = createTranslator(lang, await loadCatalogue(lang));
    for (const c of CASES) {
      const text = refusalText(t, refusalOf(c));
      assert.doesNotMatch(text, /\{\w+\}|rules\./, `${lang} ${c.code}: ${text}`);
      assert.notEqual(text, c.english, `${lang} ${c.code}: still English`);
    }
  });
}
