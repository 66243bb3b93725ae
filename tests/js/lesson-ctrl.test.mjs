// The lessons' controller (www/learn/lesson-ctrl.js) runs without any DOM: its state and actions,
// a wrong move named and taken back, a task done kept in the progress, the next lesson.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createLessonCtrl } from '../../www/learn/lesson-ctrl.js';
import { LESSONS } from '../../www/learn/lessons-data.js';
import { PROGRESS_KEY } from '../../www/learn/progress.js';
import { memoryStorage } from './fakes.mjs';

/** The controller's events and loads; `emit` stands for a move on the board. */
function fakeGame() {
  /** @type {Record<string, Function[]>} */
  const handlers = {};
  const loads = [];
  return {
    loads,
    snapshot: { outcome: null },
    on: (event, fn) => (handlers[event] ??= []).push(fn),
    emit: (event, payload) => (handlers[event] ?? []).forEach((fn) => fn(payload)),
    load: (game) => loads.push(game),
    setPremoves() {},
    play() {},
  };
}


const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const move = (uci) => ({ move: { uci, from: uci.slice(0, 2), to: uci.slice(2, 4), toBoard: 'B', check: false }, source: 'player' });

test('the lessons controller needs no DOM: hint, a wrong move taken back, a task done kept, the next lesson', async () => {
  assert.equal(typeof globalThis.document, 'undefined');
  const game = fakeGame();
  const storage = memoryStorage();
  const notes = [];
  const ctrl = createLessonCtrl(/** @type {any} */ (game), { storage, note: (text) => notes.push(text), orient() {}, t: (key) => `<${key}>` });
  let changes = 0;
  ctrl.onChange(() => (changes += 1));
  ctrl.open(0);
  const first = LESSONS[0].tasks[0];
  assert.equal(game.loads.at(-1).fen, first.fen);
  assert.deepEqual([ctrl.state.index, ctrl.state.step, ctrl.state.phase], [0, 0, 'playing']);

  ctrl.hint();
  assert.deepEqual(ctrl.state.feedback, { key: first.hint, kind: 'hint' });

  game.emit('move', move('a2a3')); // not the task's answer (it asks for e2-e4)
  assert.equal(ctrl.state.phase, 'replying');
  assert.deepEqual(notes, [`<${first.wrong}>`]);
  await wait(800); // taken back: the task's position again
  assert.equal(ctrl.state.phase, 'playing');
  assert.equal(game.loads.length, 2);

  game.emit('move', move('e2e4'));
  assert.equal(ctrl.state.phase, 'done');
  assert.deepEqual(JSON.parse(storage.getItem(PROGRESS_KEY)).done, { [LESSONS[0].id]: 1 });

  ctrl.next();
  assert.deepEqual([ctrl.state.index, ctrl.state.step], [1, 0]);
  assert.equal(JSON.parse(storage.getItem(PROGRESS_KEY)).current, LESSONS[1].id);
  assert.ok(changes >= 6, `${changes} changes said`);
});
