// The watch screen's controller (www/online/watch-ctrl.js) without any DOM: the games read (bad
// rows dropped), read again on its interval only while the page is seen, a failure kept and
// cleared by the next good reading.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createWatchCtrl, WATCH_REFRESH_MS } from '../../www/online/watch-ctrl.js';
import { ApiError } from '../../www/online/api.js';

test('the watch controller needs no DOM: rows read and checked, read again while visible, a failure kept then cleared', async () => {
  assert.equal(typeof globalThis.document, 'undefined');
  const answers = [
    [{ id: '0123456789abcdef', white: 'Ann', black: '', control: '5+3', ply: 7 }, { id: '../x', control: '1+0' }, null],
    new ApiError('unreachable', 'no server'),
    [],
  ];
  let reads = 0;
  let seen = false;
  const intervals = [];
  const ctrl = createWatchCtrl({
    list: async () => {
      const a = answers[reads++];
      if (a instanceof Error) throw a;
      return a;
    },
    visible: () => seen,
    timers: { setInterval: (fn, ms) => intervals.push({ fn, ms }) },
  });
  let changes = 0;
  ctrl.onChange(() => changes++);
  assert.equal(ctrl.state.games, null);
  await ctrl.start();
  assert.deepEqual(ctrl.state.games.map((g) => g.id), ['0123456789abcdef']);
  assert.equal(changes, 1);
  assert.deepEqual(intervals.map((i) => i.ms), [WATCH_REFRESH_MS]);

  intervals[0].fn(); // hidden: not read
  assert.equal(reads, 1);
  seen = true;
  intervals[0].fn();
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(reads, 2);
  assert.deepEqual(ctrl.state.failure, { code: 'unreachable', message: 'no server' });
  await ctrl.refresh();
  assert.equal(ctrl.state.failure, null);
  assert.deepEqual(ctrl.state.games, []);
});
