// The clocks of an <alice-chess> element in online mode, driven by the host: its server keeps the
// time and sends it with el.setClock({white, black, running}); between two updates the running
// clock counts down here, ten times a second, with tenths under 10 s (game/clock.js formatTime, as
// on the page), marked low under 20 s. When a shown clock reaches zero the element sends `flag`
// once (the host decides the result). While the connection to the host is down (pause()), the
// clocks stand still where they are, marked paused: the host's server keeps the time, and its next
// setClock() says what it is. Only shows time: nothing here changes the game.

import { formatTime } from '../game/clock.js';
import { describeType } from '../core/core.js';
import { englishT } from '../i18n/i18n.js';

/** Under this many ms a clock is marked low. */
export const LOW_TIME_MS = 20_000;
/** The longest time a clock takes (a month: correspondence games count days per move). */
const MAX_MS = 31 * 24 * 3600_000;

/** @typedef {'w'|'b'} Color */
/** @typedef {{w: number, b: number, running: Color|null}} ClockSpec */

const COLOR = /** @type {const} */ ({ white: 'w', black: 'b', w: 'w', b: 'b' });

/**
 * Check setClock()'s argument: {white: ms, black: ms, running: 'white'|'black'|'w'|'b'|null}, or
 * null (no clocks); other fields (a live game's `deadline`) are ignored. Throws a TypeError naming
 * what is wrong.
 * @param {unknown} spec
 * @returns {ClockSpec|null}
 */
export function readClockSpec(spec) {
  if (spec === null) return null;
  if (typeof spec !== 'object' || Array.isArray(spec)) {
    throw new TypeError(`setClock(): give {white: ms, black: ms, running: 'white'|'black'|null} (or null), not ${describeType(spec)}`);
  }
  const o = /** @type {Record<string, unknown>} */ (spec);
  /** @param {'white'|'black'} side */
  const ms = (side) => {
    const v = o[side];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > MAX_MS) {
      throw new TypeError(`setClock(): ${side} must be the milliseconds left (a number from 0 to ${MAX_MS}), not ${describeType(v)}`);
    }
    return v;
  };
  const w = ms('white');
  const b = ms('black');
  const r = o.running ?? null;
  if (r !== null && !(typeof r === 'string' && Object.hasOwn(COLOR, r))) {
    throw new TypeError(`setClock(): running must be 'white', 'black' ('w', 'b') or null, not ${describeType(r)}`);
  }
  return { w, b, running: r === null ? null : COLOR[/** @type {keyof typeof COLOR} */ (r)] };
}

/**
 * @param {{white: HTMLElement, black: HTMLElement}} els  the clocks' time elements
 * @param {(color: Color) => void} onFlag  a shown clock reached zero (once until it shows time again)
 * @param {() => number} [now]
 * @param {import('../i18n/i18n.js').Translate} [t]  words the clocks' labels
 */
export function createHostClocks(els, onFlag, now = () => performance.now(), t = englishT) {
  /** @type {ClockSpec|null} */
  let spec = null;
  let since = 0;
  /** @type {any} */
  let ticker = 0;
  const flagged = { w: false, b: false };
  let suspended = false;
  /** The connection to the host is down: the clocks stand still, marked paused. */
  let paused = false;
  const byColor = { w: els.white, b: els.black };

  /** @param {Color} color */
  const left = (color) => (spec ? Math.max(0, spec[color] - (spec.running === color && !paused ? now() - since : 0)) : 0);

  function render() {
    for (const color of /** @type {Color[]} */ (['w', 'b'])) {
      const e = byColor[color];
      const ms = left(color);
      const time = formatTime(ms, t);
      e.textContent = time;
      e.classList.toggle('running', spec?.running === color && !paused);
      e.classList.toggle('low', ms < LOW_TIME_MS);
      e.classList.toggle('paused', paused && !!spec);
      e.setAttribute('aria-label', t(`game.clock.label.${color}`, { time }));
      if (ms > 0) flagged[color] = false;
      else if (spec?.running === color && !flagged[color] && !suspended && !paused) {
        flagged[color] = true;
        queueMicrotask(() => {
          if (!suspended) onFlag(color);
        });
      }
    }
    const running = !suspended && !paused && !!spec?.running && left(spec.running) > 0;
    if (running && !ticker) ticker = setInterval(render, 100);
    if (!running && ticker) {
      clearInterval(ticker);
      ticker = 0;
    }
  }

  return {
    /** Draw the clocks again (the language changed). */
    render,
    /** Clocks are shown. */
    get shown() {
      return spec !== null;
    },
    /** @param {ClockSpec|null} next  checked by readClockSpec */
    set(next) {
      spec = next && { ...next };
      since = now();
      render();
    },
    /**
     * The connection to the host went down (true) or came back (false): down, the clocks stand
     * still where they are shown (no ticking, no `flag`), marked paused; back, the running one
     * counts on from there until the host's next set().
     * @param {boolean} on
     */
    pause(on) {
      if (on === paused) return;
      if (on && spec?.running) spec = { ...spec, [spec.running]: left(spec.running) };
      paused = on;
      since = now();
      render();
    },
    /** The game ended: the running clock stops where it is. */
    stop() {
      if (!spec?.running) return;
      spec = { ...spec, [spec.running]: left(spec.running), running: null };
      render();
    },
    /**
     * The time left as of now: {white, black, running} in ms, or null without clocks.
     * @returns {{white: number, black: number, running: 'white'|'black'|null}|null}
     */
    state() {
      if (!spec) return null;
      const r = spec.running;
      // Whole milliseconds (performance.now() has fractions).
      return { white: Math.round(left('w')), black: Math.round(left('b')), running: r === null ? null : r === 'w' ? 'white' : 'black' };
    },
    /** Off the page (or destroyed): no ticking, no `flag`, until `resume()`. */
    suspend() {
      suspended = true;
      clearInterval(ticker);
      ticker = 0;
    },
    /** Back in the page: the running clock counts again (and may flag). */
    resume() {
      if (!suspended) return;
      suspended = false;
      render();
    },
    dispose() {
      suspended = true;
      clearInterval(ticker);
      ticker = 0;
    },
  };
}
