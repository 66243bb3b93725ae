// The clock of the controller's game: the settings for the next games, the clock of the current
// one (clock.js does the time keeping), and the watch that reports a fallen flag.

import * as clk from './clock.js';

/** @typedef {import('./types').ClockView} ClockView */
/** @typedef {import('./types').ClockState} ClockState */

/**
 * @param {() => number} now
 * @param {{setTimeout: typeof setTimeout, clearTimeout: typeof clearTimeout}} timers
 */
export function createGameClock(now, timers) {
  /** @type {{minutes: number, increment: number}|null} */
  let settings = null;
  /** @type {ReturnType<typeof clk.createClock>|null} */
  let clock = null;
  let unwatch = () => {};

  return {
    /** @param {{minutes: number, increment: number}|null} next  the clock of the next games (null: none) */
    configure(next) {
      settings = next ? { ...next } : null;
    },
    /** A fresh clock for a new game (none without settings). */
    reset() {
      clock = settings ? clk.createClock(settings) : null;
    },
    /**
     * The current game's clock as plain data, its times as of now (null: no clock) — to save it.
     * @returns {ClockState|null}
     */
    state() {
      if (!clock) return null;
      const t = now();
      const c = clock;
      return { initial: c.initial, increment: c.increment, remaining: { w: clk.timeLeft(c, 'w', t), b: clk.timeLeft(c, 'b', t) }, running: c.running };
    },
    /**
     * Go on with a saved clock (see state()): the running side's time runs from now.
     * @param {ClockState} saved
     */
    restore(saved) {
      clock = { initial: saved.initial, increment: saved.increment, remaining: { ...saved.remaining }, running: saved.running, since: now() };
    },
    /** @param {'w'|'b'} mover  finished a move: the increment, and the opponent's time runs */
    press(mover) {
      if (clock) clk.press(clock, mover, now());
    },
    /** @param {'w'|'b'} turn  after a take-back, the side to move's time runs (if the clock ran) */
    resume(turn) {
      if (clock?.running) clk.start(clock, turn, now());
    },
    /**
     * Time for a move of `color`: `base`, less when its clock runs low.
     * @param {'w'|'b'} color
     * @param {number} base
     */
    budget(color, base) {
      if (!clock) return base;
      const left = clk.timeLeft(clock, color, now());
      return Math.max(50, Math.min(base, left / 30 + clock.increment * 0.8));
    },
    /**
     * Stop the clock when the game is over; otherwise watch the running side's flag.
     * @param {boolean} over
     * @param {(color: 'w'|'b') => void} onFlag
     */
    watch(over, onFlag) {
      unwatch();
      unwatch = () => {};
      if (!clock?.running) return;
      if (over) clk.stop(clock, now());
      else unwatch = clk.watchFlag(clock, now, timers, onFlag);
    },
    /** @returns {ClockView|null} the clock as of now, for a snapshot */
    view() {
      if (!clock) return null;
      return Object.freeze({ remaining: { ...clock.remaining }, running: clock.running, since: clock.since, increment: clock.increment });
    },
    dispose() {
      unwatch();
    },
  };
}
