// Saved progress checked by shape (issue 31, point 5): the puzzle trainer's (www/puzzles/progress.js)
// and the lessons' (www/learn/lessons.js readProgress). Whatever was saved, what comes back has
// the right shape; every good part is kept, every bad one dropped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readProgress, loadProgress, saveProgress, PROGRESS_KEY } from '../../www/puzzles/progress.js';
import { readProgress as readLessons } from '../../www/learn/lessons.js';
import { LESSONS } from '../../www/learn/lessons-data.js';
import { NEW_PLAYER } from '../../www/game/glicko.js';

const FRESH = { player: { ...NEW_PLAYER }, ratings: {}, results: {}, streak: 0, theme: '' };

test('puzzles: nothing or anything but an object gives a fresh start', () => {
  for (const raw of [null, undefined, 'x', 7, [], true]) assert.deepEqual(readProgress(raw), FRESH, JSON.stringify(raw));
});

test('puzzles: a good save comes back as it was', () => {
  const good = { player: { rating: 1612.5, rd: 80.2, vol: 0.0599 }, ratings: { '0410debc': 1450 }, results: { '0410debc': 'correct', abcdef12: 'wrong' }, streak: 3, theme: 'fork' };
  assert.deepEqual(readProgress(JSON.parse(JSON.stringify(good))), good);
});

test('puzzles: each bad part is dropped, the rest kept (ratings: "x" no longer reaches the trainer)', () => {
  const p = readProgress({ player: { rating: 1700, rd: 90, vol: 0.06 }, ratings: 'x', results: ['correct'], streak: -2 });
  assert.deepEqual(p, { player: { rating: 1700, rd: 90, vol: 0.06 }, ratings: {}, results: {}, streak: 0, theme: '' });
  p.ratings.p1 = 1500; // what a try does: no "Cannot create property on string"
  p.results.p1 = 'wrong';

  const mixed = readProgress({
    player: { rating: 'high', rd: 90, vol: 0.06 },
    ratings: { good: 1500, bad: 'x', inf: 1e999, neg: -5, 'a b': 1500, ['__proto__']: 1500 },
    results: { good: 'correct', bad: 'maybe', n: 1 },
    streak: 2.5,
    theme: '<b>',
  });
  assert.deepEqual(mixed.player, NEW_PLAYER);
  assert.deepEqual(mixed.ratings, { good: 1500 });
  assert.deepEqual(mixed.results, { good: 'correct' });
  assert.equal(mixed.streak, 0);
  assert.equal(mixed.theme, '', 'a theme is a name of letters and digits');
  assert.equal(Object.getPrototypeOf(mixed.ratings), Object.prototype, 'no prototype set from the save');
});

test('puzzles: loadProgress reads unreadable JSON or a blocked storage as a fresh start; saveProgress says whether it saved', () => {
  const items = new Map([[PROGRESS_KEY, '{"player":']]);
  const store = { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => items.set(k, v), removeItem() {} };
  assert.deepEqual(loadProgress(store), FRESH);
  assert.deepEqual(loadProgress(null), FRESH);
  assert.equal(saveProgress(store, FRESH), true);
  assert.deepEqual(JSON.parse(items.get(PROGRESS_KEY)), FRESH);
  const full = { ...store, setItem() { throw new DOMException('full', 'QuotaExceededError'); } };
  assert.equal(saveProgress(full, FRESH), false);
  assert.equal(saveProgress(null, FRESH), false);
});

test('lessons: the current lesson when known, the tasks done of known lessons as whole numbers', () => {
  const [first, second] = LESSONS;
  assert.deepEqual(readLessons(null), { current: first.id, done: {} });
  assert.deepEqual(readLessons({ current: 7, done: 'x' }), { current: first.id, done: {} });
  assert.deepEqual(readLessons({ current: 'nope', done: [1, 2] }), { current: first.id, done: {} });
  assert.deepEqual(
    readLessons({ current: second.id, done: { [first.id]: 2, [second.id]: 'x', nope: 1, ['__proto__']: 1 } }),
    { current: second.id, done: { [first.id]: 2 } },
  );
  assert.deepEqual(readLessons({ current: second.id, done: { [first.id]: -1 } }).done, {});
});
