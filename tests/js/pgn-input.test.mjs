// Issue 31 in the front end's JS, against the real built wasm: the PGN a game controller writes
// (the page's and the element's) keeps a host's words in their comment (point 4); bad pgn()
// options are refused with a TypeError that names what is wrong (point 9); a PGN text past the
// core's size cap is refused before it reaches the wasm, with the core's own problem (point 2).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bindings } from './core.mjs';
import { createCore } from '../../www/core/core.js';
import { MAX_PGN_BYTES, MAX_TAGS, requirePgnOptions } from '../../www/core/checks.js';
import { createGameController } from '../../www/game/controller.js';
import { problemText } from '../../www/i18n/errors.js';
import { englishT } from '../../www/i18n/i18n.js';

const core = createCore(bindings);
const REASON = 'x } 1. d4 e5 2. Qd3 {';

test("the PGN of a game the host ended keeps the host's words in their comment", () => {
  const c = createGameController({ core });
  c.play('e4');
  c.play('e5');
  c.end('1/2-1/2', REASON);
  for (const notation of /** @type {const} */ (['alice', 'san'])) {
    const pgn = c.pgn({ notation, tags: { White: 'A "quoted"\nname', Event: 'x"]\n[Evil "1' } });
    const again = core.gameFromPgn(pgn);
    assert.equal(again.ply(), 2, pgn);
    assert.deepEqual(core.pgnTags(pgn).find(([k]) => k === 'Evil'), undefined, pgn);
    assert.equal(core.pgnTags(pgn).find(([k]) => k === 'Termination')?.[1], REASON);
    assert.equal(again.snapshot().outcome?.result, '1/2-1/2');
    again.free();
  }
});

test('pgn() options: a TypeError naming the part that is wrong, before anything is written', () => {
  const c = createGameController({ core });
  c.play('e4');
  /** @param {unknown} options @param {RegExp} message @param {Function} [type] */
  const refused = (options, message, type = TypeError) =>
    assert.throws(() => c.pgn(/** @type {any} */ (options)), (e) => e instanceof type && message.test(e.message) && !/iterable|Cannot read|undefined is not/.test(e.message));
  // The call.
  refused({ tags: [[1, 2], null, 'x'] }, /^pgn\(\): the name of tags\[0\] must be a string, not the number 1$/);
  refused({ tags: [['White', 'x'], null] }, /^pgn\(\): tags\[1\] must be a \[name, value\] pair, not null$/);
  refused({ tags: ['x'] }, /tags\[0\] must be a \[name, value\] pair, not the text "x"/);
  refused({ tags: [['White', 'x', 'y']] }, /tags\[0\] must be a \[name, value\] pair, not an array/);
  refused({ tags: [['White', { name: 'x' }]] }, /the tag "White" must be a string or a whole number, not an object/);
  refused({ tags: { White: null } }, /the tag "White" must be a string or a whole number, not null/);
  refused({ tags: { Round: 1.5 } }, /the tag "Round" must be a string or a whole number, not the number 1.5/);
  refused({ tags: 'White' }, /^pgn\(\): the tags must be an object/);
  refused({ notation: 'figurine' }, /^pgn\(\): the notation must be 'alice' or 'san', not the text "figurine"/);
  refused({ notation: 1 }, /the notation must be 'alice' or 'san', not the number 1/);
  refused({ annotations: {} }, /the annotations must be an array/);
  refused({ annotations: [null] }, /annotations\[0\] must be an object/);
  refused({ annotations: [{ ply: 0 }] }, /annotations\[0\]\.ply must be a whole number of at least 1, not the number 0/);
  refused({ annotations: [{ ply: 1, nag: 256 }] }, /annotations\[0\]\.nag must be a whole number from 0 to 255/);
  refused({ annotations: [{ ply: 1, comment: 5 }] }, /annotations\[0\]\.comment must be a string/);
  refused('alice', /^pgn\(\): the options must be an object/);
  const many = Array.from({ length: MAX_TAGS + 1 }, (_, i) => [`T${i}`, 'x']);
  refused({ tags: many }, /^pgn\(\): at most 1000 tags, not 1001$/, RangeError);
  // What is right still writes.
  const pgn = c.pgn({ notation: 'SAN', tags: [['Round', 3], ['White', 'A']], annotations: [{ ply: 1, nag: 1, comment: 'good' }] });
  assert.match(pgn, /\[Round "3"\][\s\S]*1\. e4 \$1 \{good\} \*/);
  assert.equal(c.pgn({ tags: many.slice(0, MAX_TAGS) }).split('\n').filter((l) => l.startsWith('[T')).length, MAX_TAGS);
  // The core's own checks say the same (core.js and the npm package's rules go through them).
  assert.throws(() => requirePgnOptions({ tags: [null] }, 'Game.pgn()'), /^TypeError: Game\.pgn\(\): tags\[0\] must be a \[name, value\] pair, not null$/);
  const g = core.newGame();
  assert.throws(() => g.pgn(/** @type {any} */ ({ tags: [[1, 2]] })), /the name of tags\[0\] must be a string/);
  g.free();
});

test("a PGN text past the core's cap is refused before the wasm reads it, as the core would", () => {
  const over = '1. e4 '.repeat(Math.ceil((MAX_PGN_BYTES + 1) / 6));
  for (const call of [() => core.gameFromPgn(over), () => core.pgnTags(over), () => core.pgnGames(over), () => core.treeFromPgn(over)]) {
    assert.throws(call, (e) => {
      assert.deepEqual(e.problem, { code: 'pgn.tooLong', args: [1] });
      assert.equal(e.message, 'the PGN text is too long: at most 1 MB can be read');
      return true;
    });
  }
  // Fewer UTF-16 units than the cap but more bytes of UTF-8: the core refuses it, the same way.
  const wide = 'é'.repeat(MAX_PGN_BYTES / 2 + 1);
  assert.throws(() => core.gameFromPgn(wide), (e) => e.problem?.code === 'pgn.tooLong' && problemText(englishT, e) === e.message);
  // At the cap, it is read.
  const atCap = `1. e4 {${'x'.repeat(MAX_PGN_BYTES - 10)}} *`;
  assert.equal(atCap.length, MAX_PGN_BYTES);
  const g = core.gameFromPgn(atCap);
  assert.equal(g.ply(), 1);
  g.free();
  // A controller's load says why, and keeps its game.
  const c = createGameController({ core });
  c.play('d4');
  assert.throws(() => c.load({ pgn: over, strict: true }), /too long/);
  assert.equal(c.snapshot.gamePly, 1);
  assert.match(problemText(englishT, c.load({ pgn: over }).error), /at most 1 MB/);
});
