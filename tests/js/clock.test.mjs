// www/game/clock.js: the hotseat chess clock, driven with a made-up `now` (ms).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createClock, flagged, formatTime, press, start, stop, timeLeft } from '../../www/game/clock.js';

test('a new clock: minutes and increment in ms, nobody running', () => {
  const c = createClock({ minutes: 5, increment: 3 });
  assert.deepEqual(c, { initial: 300_000, increment: 3000, remaining: { w: 300_000, b: 300_000 }, running: null, since: 0 });
  assert.equal(timeLeft(c, 'w', 1e9), 300_000, 'time does not run before start()');
  assert.equal(flagged(c, 1e9), null);
});

test('fractions of a minute and of a second are rounded to whole ms', () => {
  const c = createClock({ minutes: 0.25, increment: 0.5 });
  assert.equal(c.initial, 15_000);
  assert.equal(c.increment, 500);
  assert.equal(createClock({ minutes: 1 / 3, increment: 0 }).initial, 20_000);
});

test("start() runs one side's time; stop() freezes it", () => {
  const c = createClock({ minutes: 1, increment: 0 });
  start(c, 'w', 1000);
  assert.equal(c.running, 'w');
  assert.equal(timeLeft(c, 'w', 1000), 60_000);
  assert.equal(timeLeft(c, 'w', 11_000), 50_000);
  assert.equal(timeLeft(c, 'b', 11_000), 60_000, "the other side's time stands still");
  stop(c, 12_500);
  assert.equal(c.running, null);
  assert.equal(c.remaining.w, 48_500);
  assert.equal(timeLeft(c, 'w', 99_000), 48_500, 'stopped: no more time is spent');
  stop(c, 100_000); // stopping a stopped clock changes nothing
  assert.equal(c.remaining.w, 48_500);
});

test('start() for the other side stops the running one', () => {
  const c = createClock({ minutes: 1, increment: 5 });
  start(c, 'w', 0);
  start(c, 'b', 4000);
  assert.equal(c.running, 'b');
  assert.equal(c.remaining.w, 56_000, 'no increment: start() is not a move');
  assert.equal(timeLeft(c, 'b', 10_000), 54_000);
});

test('press(): the mover gets the increment and the opponent runs; the first press adds none', () => {
  const c = createClock({ minutes: 5, increment: 2 });
  press(c, 'w', 0); // White's first move, clock not yet running
  assert.equal(c.running, 'b');
  assert.equal(c.remaining.w, 300_000, 'no increment for the move that starts the clock');
  press(c, 'b', 7000); // Black thought 7 s
  assert.equal(c.running, 'w');
  assert.equal(c.remaining.b, 300_000 - 7000 + 2000);
  press(c, 'w', 10_000); // White thought 3 s
  assert.equal(c.remaining.w, 300_000 - 3000 + 2000);
  assert.equal(c.running, 'b');
  assert.equal(c.since, 10_000);
  assert.equal(timeLeft(c, 'b', 12_000), 295_000 - 2000);
});

test('flagged() names the side whose running time is used up', () => {
  const c = createClock({ minutes: 0.1, increment: 0 }); // 6 s
  start(c, 'b', 0);
  assert.equal(flagged(c, 5999), null);
  assert.equal(flagged(c, 6000), 'b');
  assert.equal(flagged(c, 60_000), 'b');
  assert.equal(timeLeft(c, 'b', 60_000), 0, 'never below 0');
  stop(c, 60_000);
  assert.equal(c.remaining.b, 0);
  assert.equal(flagged(c, 60_000), null, 'only a running clock flags');
});

test('formatTime: a correspondence clock in days and hours', () => {
  assert.equal(formatTime(3 * 86_400_000), '3 d 0 h');
  assert.equal(formatTime(3 * 86_400_000 - 1000), '2 d 23 h');
  assert.equal(formatTime(86_400_000 - 1000), '23:59:59', 'under a day: h:mm:ss');
});

test('formatTime: m:ss, h:mm:ss, whole seconds rounded up', () => {
  assert.equal(formatTime(300_000), '5:00');
  assert.equal(formatTime(299_001), '5:00', 'a started second shows as a whole one');
  assert.equal(formatTime(299_000), '4:59');
  assert.equal(formatTime(61_000), '1:01');
  assert.equal(formatTime(10_000), '0:10');
  assert.equal(formatTime(3_723_000), '1:02:03');
  assert.equal(formatTime(3_600_000), '1:00:00');
  assert.equal(formatTime(36_000_000), '10:00:00');
});

test('formatTime: tenths under 10 seconds, never negative', () => {
  assert.equal(formatTime(9999), '0:09.9');
  assert.equal(formatTime(7450), '0:07.4');
  assert.equal(formatTime(1000), '0:01.0');
  assert.equal(formatTime(99), '0:00.0');
  assert.equal(formatTime(0), '0:00.0');
  assert.equal(formatTime(-5000), '0:00.0');
});
