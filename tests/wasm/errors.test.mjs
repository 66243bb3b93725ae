// Errors said in the player's language: what the rules core refuses — a bad FEN, a bad PGN text, a
// bad move text, a game action it cannot take — the wasm throws as data (the Error's `problem`:
// {code, args}, with the code alone as the message), and www/i18n/errors.js words it from the
// `errors.*` messages. In English that must be the core's own sentence: for every case of
// tests/data/errors.json (a few of every problem code and of its shapes, written by
// tests/errors.rs with the Rust core's problem and English) the wasm gives the same problem, and
// worded with the English catalogue it is that sentence; core.js puts it back into the message.
// Every other language words every case with its own messages (no placeholder or key left).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { wasm } from './load.mjs';
import { createCore } from '../../www/core/core.js';
import { englishT, createTranslator, loadCatalogue, LANGUAGES } from '../../www/i18n/i18n.js';
import { problemText, problemSentence, wordProblem } from '../../www/i18n/errors.js';

const { Game } = wasm;
const here = path.dirname(fileURLToPath(import.meta.url));
// A text past a cap is kept as its head, a piece repeated and a tail (`repeat: [piece, times, tail]`).
const CASES = JSON.parse(fs.readFileSync(path.join(here, '../data/errors.json'), 'utf8')).map((c) =>
  c.repeat ? { ...c, input: c.input + c.repeat[0].repeat(c.repeat[1]) + c.repeat[2] } : c,
);
const core = createCore(wasm);

/** `resign w`, `flag b`, `draw`, `abort`, `host 1-0|reason` (`long`: 81 characters) on a game `g`. */
function act(g, action) {
  const [kind, arg = ''] = action.split(/ (.*)/s);
  if (kind === 'resign') g.resign(arg);
  else if (kind === 'flag') g.flag(arg);
  else if (kind === 'draw') g.agreeDraw();
  else if (kind === 'abort') g.abort();
  else if (kind === 'host') {
    const [result, reason] = arg.split('|');
    g.endBy(result, reason === 'long' ? 'x'.repeat(81) : reason);
  } else assert.fail(action);
}

/** Runs a case on `api` (the wasm's or core.js's): returns what it threw. */
function thrown(api, c) {
  const calls = {
    fen: () => api.validateFen(c.input),
    pgn: () => api.fromPgn(c.input, c.index),
    move: (g) => g.play(c.input),
    action: (g) => act(g, c.input),
  };
  let g = null;
  try {
    if (c.kind === 'move' || c.kind === 'action') {
      g = api.newGame(c.fen || undefined);
      for (const m of c.moves) g.play(m);
      if (c.end) act(g, c.end);
      const before = g.fen();
      try {
        calls[c.kind](g);
      } catch (e) {
        assert.equal(g.fen(), before, 'the game is unchanged');
        return e;
      }
    } else {
      try {
        calls[c.kind]();
      } catch (e) {
        return e;
      }
    }
    return assert.fail(`${c.kind} ${JSON.stringify(c.input)}: nothing thrown`);
  } finally {
    g?.free();
  }
}

const RAW = { validateFen: (fen) => wasm.validateFen(fen), fromPgn: (text, i) => Game.fromPgn(text, i), newGame: (fen) => new Game(fen) };
const CORE = { validateFen: (fen) => core.validateFen(fen), fromPgn: (text, i) => core.gameFromPgn(text, i), newGame: (fen) => core.newGame(fen) };
const FROM_WASM = CASES.filter((c) => c.kind !== 'tree');
const where = (c) => `${c.kind} ${JSON.stringify(c.input).slice(0, 80)}`;

test('the fixture covers every problem code the wasm can give', () => {
  const codes = new Set(FROM_WASM.map((c) => c.code));
  assert.ok(FROM_WASM.length > 60, `${FROM_WASM.length} cases`);
  assert.equal(codes.size, 46, [...codes].join());
});

test("the wasm throws the Rust core's problem, with the code alone as its message", () => {
  for (const c of FROM_WASM) {
    const e = thrown(RAW, c);
    assert.ok(e instanceof Error, where(c));
    assert.deepEqual(e.problem, c.problem, where(c));
    assert.equal(e.message, c.code, `${where(c)}: no English from the wasm`);
  }
});

test("in English, every problem is the Rust core's sentence; core.js puts it into the message", () => {
  for (const c of CASES) {
    assert.equal(problemText(englishT, { problem: c.problem }), c.english, where(c));
    assert.equal(wordProblem(englishT, c.problem), c.english, where(c));
  }
  for (const c of FROM_WASM) {
    const e = thrown(CORE, c);
    assert.equal(e.message, c.english, where(c));
    assert.deepEqual(e.problem, c.problem, where(c));
    assert.equal(problemText(englishT, e), c.english, where(c));
  }
});

test("a new Game's bad FEN and the engine's are the same problems", () => {
  for (const c of CASES.filter((c) => c.kind === 'fen' && c.input.trim())) {
    assert.throws(() => new Game(c.input), (e) => assert.deepEqual(e.problem, c.problem) ?? true, where(c));
    assert.throws(() => core.newGame(c.input), (e) => e.message === c.english, where(c));
  }
  const engine = new wasm.Engine();
  assert.throws(() => engine.evaluate('8/8/8/8/8/8/8/4K3 w'), (e) => e.problem.code === 'position.missingKing');
  engine.free();
});

test("pgnGames: a broken game's error is its problem; core.js gives the English too", () => {
  const text = '[Round "1"]\n1. e4 *\n\n[Round "2"]\n1. d4 Nf6 2. Qd4 *\n';
  const raw = wasm.pgnGames(text);
  assert.equal(raw[0].error, null);
  assert.deepEqual(raw[1].error, {
    code: 'pgn.move',
    args: [5, 2, 'w', { code: 'move.illegal', args: ['Qd4', { code: 'taken', args: ['d4', 'B'] }] }],
  });
  const listed = core.pgnGames(text);
  assert.equal(listed[0].error, null);
  assert.equal(listed[0].problem, null);
  assert.equal(listed[1].error, "move 2 (white): illegal move 'Qd4': d4 is taken on board B (line 5)");
  assert.deepEqual(listed[1].problem, raw[1].error);
});

test('problems the wasm cannot be asked for, and errors without one, worded by hand', () => {
  assert.equal(wordProblem(englishT, { code: 'game.illegal', args: ['e2e5'] }), 'illegal move e2e5');
  assert.equal(wordProblem(englishT, { code: 'move.illegal', args: ['Qd4'] }), "illegal move 'Qd4'");
  // A code this front end does not know: still said, with the code.
  assert.equal(wordProblem(englishT, /** @type {any} */ ({ code: 'fen.fromTheFuture', args: [] })), 'invalid FEN: the rules core refused it (fen.fromTheFuture)');
  assert.equal(wordProblem(englishT, /** @type {any} */ ({ code: 'x.y', args: [] })), 'the rules core refused it (x.y)');
  // Anything else thrown: its message, or the text.
  assert.equal(problemText(englishT, new TypeError('the FEN must be a string, not the number 1')), 'the FEN must be a string, not the number 1');
  assert.equal(problemText(englishT, 'boom'), 'boom');
  assert.equal(problemText(englishT, { problem: { code: 1 }, message: 'not a problem' }), 'not a problem');
});

test('the board editor says a bad FEN as a sentence of its own', () => {
  const sentence = (fen) => {
    try {
      core.validateFen(fen);
    } catch (e) {
      return problemSentence(englishT, e);
    }
    return null;
  };
  assert.equal(sentence('4k3/8/8/8/8/8/8/4KL2 w'), 'White has 2 kings.');
  assert.equal(sentence('8/8/8/8/8/8/8/4K3 w'), 'Black has no king.');
  assert.equal(sentence('4k3/8/8/8/8/8/8/4K3 x'), "Side to move must be 'w' or 'b', found 'x'.");
  assert.equal(problemSentence(englishT, new Error('the FEN is empty')), 'The FEN is empty.');
});

for (const lang of Object.keys(LANGUAGES).filter((l) => l !== 'en')) {
  test(`${lang}: every problem in its own words`, async () => {
    const t = createTranslator(lang, await loadCatalogue(lang));
    for (const c of CASES) {
      const text = problemText(t, { problem: c.problem });
      assert.doesNotMatch(text, /\{\w+\}|errors\.|rules\./, `${lang} ${c.code}: ${text}`);
      assert.notEqual(text, c.english, `${lang} ${c.code}: still English`);
      const sentence = problemSentence(t, { problem: c.problem });
      assert.equal(sentence.charAt(0), sentence.charAt(0).toLocaleUpperCase(lang), `${lang} ${c.code}: ${sentence}`);
    }
  });
}
