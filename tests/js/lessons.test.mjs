// The lessons' data (www/learn/lessons-data.js) against the real wasm core: every position is a
// legal FEN, every accepted move is legal there (and is accepted by the trainer's own check), every
// scripted reply is legal after it, and a task given by a rule (check, mate, from…) has a legal
// move that meets it — a mate task's answer mates. Every word of a lesson is a key of the English
// learn catalogue, and every lesson message there is used.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bindings } from './core.mjs';
import { createCore } from '../../www/core/core.js';
import { LESSONS } from '../../www/learn/lessons-data.js';
import { accepts, sideOf } from '../../www/learn/lessons.js';
import learn from '../../www/i18n/en/learn.js';

const core = createCore(bindings);

/** The game of a task: its FEN with the moves played before it. */
function gameOf(task) {
  const g = core.newGame(task.fen);
  for (const m of task.moves ?? []) g.play(m);
  return g;
}

/** Every message key a lesson uses: title, paragraphs, and each task's prompt, hint, wrong, done. */
const keysOf = (l) => [l.title, ...l.text, ...l.tasks.flatMap((t) => [t.prompt, t.hint, t.wrong, t.done])];

test('8 to 12 lessons, each with a title, words and tasks; ids unique', () => {
  assert.ok(LESSONS.length >= 8 && LESSONS.length <= 12, `${LESSONS.length} lessons`);
  assert.equal(new Set(LESSONS.map((l) => l.id)).size, LESSONS.length);
  for (const l of LESSONS) {
    assert.ok(l.title && l.text.length > 0 && l.tasks.length > 0, l.id);
    for (const t of l.tasks) for (const k of ['prompt', 'hint', 'wrong', 'done']) assert.ok(t[k], `${l.id}: ${k}`);
  }
});

test('every word of a lesson is a key of en/learn.js: plain text, no placeholders; every lesson key used', () => {
  const used = new Set();
  for (const l of LESSONS) {
    for (const key of keysOf(l)) {
      assert.match(key, /^learn\.lesson\./, `${l.id}: ${key} is a lesson key`);
      const message = learn[key];
      assert.equal(typeof message, 'string', `${l.id}: ${key} is in www/i18n/en/learn.js`);
      assert.ok(message.trim(), `${key}: not empty`);
      assert.doesNotMatch(message, /[<>{}]/, `${key}: plain text (no markup, no placeholders)`);
      assert.ok(!used.has(key), `${key} is used once`);
      used.add(key);
    }
  }
  const unused = Object.keys(learn).filter((k) => k.startsWith('learn.lesson.') && !used.has(k));
  assert.deepEqual(unused, [], 'lesson messages no lesson uses');
});

for (const lesson of LESSONS) {
  test(`lesson ${lesson.id}: positions, answers and replies are legal`, () => {
    lesson.tasks.forEach((task, i) => {
      const where = `${lesson.id} task ${i + 1}`;
      assert.equal(core.validateFen(task.fen), task.fen, `${where}: the FEN is valid as written`);
      const g = gameOf(task);
      const s = g.snapshot();
      assert.equal(s.outcome, null, `${where}: the game is on`);
      assert.equal(s.turn, sideOf(task), `${where}: the learner moves`);
      const legal = Object.values(s.dests).flat().map((d) => d.uci);
      const answers = Array.isArray(task.accept) ? task.accept : [...new Set(legal)];
      let met = 0;
      for (const uci of answers) {
        if (Array.isArray(task.accept)) assert.ok(legal.includes(uci), `${where}: ${uci} is legal`);
        const t = gameOf(task);
        const entry = t.play(uci);
        const ok = accepts(task, entry, t.snapshot().outcome);
        if (Array.isArray(task.accept)) assert.ok(ok, `${where}: ${uci} is accepted`);
        if (ok) {
          met++;
          if (task.reply) t.play(task.reply); // throws when the reply is illegal
        }
        t.free();
      }
      assert.ok(met > 0, `${where}: some legal move does the task`);
      g.free();
    });
  });
}

test('the rules page game: Pe4 Pd5 Be2 Sdxe4 Cb5#', () => {
  const l = LESSONS.find((x) => x.id === 'five-move-mate');
  const last = l.tasks.at(-1);
  const g = gameOf(last);
  const e = g.play('e2b5');
  assert.deepEqual(g.history().map((h) => h.alice), ['Pe4', 'Pd5', 'Be2', 'Sdxe4', 'Cb5#']);
  assert.ok(accepts(last, e, g.snapshot().outcome));
});

test('a legal move that is not the answer is not accepted', () => {
  const t = LESSONS.find((x) => x.id === 'check').tasks[0];
  const g = gameOf(t);
  const e = g.play('a1e1'); // the board-A rook lands on board B: no check
  assert.equal(accepts(t, e, g.snapshot().outcome), false);
});
