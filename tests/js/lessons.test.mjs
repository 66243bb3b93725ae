// The lessons' data (www/page/lessons-data.js) against the real wasm core: every position is a
// legal FEN, every accepted move is legal there (and is accepted by the trainer's own check), every
// scripted reply is legal after it, and a task given by a rule (check, mate, from…) has a legal
// move that meets it — a mate task's answer mates.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bindings } from './core.mjs';
import { createCore } from '../../www/core/core.js';
import { LESSONS } from '../../www/page/lessons-data.js';
import { accepts, sideOf } from '../../www/page/lessons.js';

const core = createCore(bindings);

/** The game of a task: its FEN with the moves played before it. */
function gameOf(task) {
  const g = core.newGame(task.fen);
  for (const m of task.moves ?? []) g.play(m);
  return g;
}

test('8 to 12 lessons, each with a title, words and tasks; ids unique', () => {
  assert.ok(LESSONS.length >= 8 && LESSONS.length <= 12, `${LESSONS.length} lessons`);
  assert.equal(new Set(LESSONS.map((l) => l.id)).size, LESSONS.length);
  for (const l of LESSONS) {
    assert.ok(l.title && l.text.length > 0 && l.tasks.length > 0, l.id);
    for (const line of l.text) assert.doesNotMatch(line, /[<>]/, `${l.id}: plain text`);
    for (const t of l.tasks) for (const k of ['prompt', 'hint', 'wrongText', 'doneText']) assert.ok(t[k], `${l.id}: ${k}`);
  }
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
