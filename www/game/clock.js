// A chess clock for hotseat games: minutes per side plus an increment per move. Pure time keeping;
// the app asks who has run out and tells the engine (game.flag), which decides loss or draw.

import { englishT } from '../i18n/i18n.js';

/** @typedef {import('../i18n/i18n.js').Translate} Translate */

/** @typedef {'w' | 'b'} Color */

/**
 * A clock's state (plain data; change it only with the functions below).
 * @typedef {object} Clock
 * @property {number} initial  ms per side at the start
 * @property {number} increment  ms added to a side after each of its moves
 * @property {{w: number, b: number}} remaining  ms left per side, as of `since` for the running side
 * @property {Color | null} running  colour whose time is running, or null
 * @property {number} since  performance.now() when `running` started
 */

/**
 * A new clock: {minutes, increment} (increment in seconds). Nobody's time runs until start().
 * @param {{minutes: number, increment: number}} control
 * @returns {Clock}
 */
export function createClock({ minutes, increment }) {
  const initial = Math.round(minutes * 60_000);
  return {
    initial,
    increment: Math.round(increment * 1000),
    remaining: { w: initial, b: initial },
    running: null, // colour whose time is running, or null
    since: 0, // performance.now() when `running` started
  };
}

/**
 * Time left for a colour, in ms (never below 0).
 * @param {Clock} clock
 * @param {Color} color
 * @param {number} now  performance.now()
 */
export function timeLeft(clock, color, now) {
  const spent = clock.running === color ? now - clock.since : 0;
  return Math.max(0, clock.remaining[color] - spent);
}

/**
 * Stop the running side's time.
 * @param {Clock} clock
 * @param {number} now
 */
export function stop(clock, now) {
  if (clock.running) clock.remaining[clock.running] = timeLeft(clock, clock.running, now);
  clock.running = null;
}

/**
 * Start `color`'s time (stopping the other's).
 * @param {Clock} clock
 * @param {Color} color
 * @param {number} now
 */
export function start(clock, color, now) {
  stop(clock, now);
  clock.running = color;
  clock.since = now;
}

/**
 * `mover` finished a move: it gets the increment, and the opponent's time starts.
 * @param {Clock} clock
 * @param {Color} mover
 * @param {number} now
 */
export function press(clock, mover, now) {
  const started = clock.running !== null;
  stop(clock, now);
  if (started) clock.remaining[mover] += clock.increment;
  start(clock, mover === 'w' ? 'b' : 'w', now);
}

/**
 * The colour whose time has run out, or null.
 * @param {Clock} clock
 * @param {number} now
 * @returns {Color | null}
 */
export function flagged(clock, now) {
  const c = clock.running;
  return c && timeLeft(clock, c, now) <= 0 ? c : null;
}

/** @type {Map<string, string>} the decimal sign of each language */
const decimalSigns = new Map();

/** @param {string} lang */
function decimalSign(lang) {
  let sign = decimalSigns.get(lang);
  if (sign === undefined) {
    sign = new Intl.NumberFormat(lang).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    decimalSigns.set(lang, sign);
  }
  return sign;
}

/**
 * "5:00", "1:02:03"; tenths under 10 seconds ("0:07.4", with the language's decimal sign: "0:07,4");
 * a day or more as days and hours ("2 d 23 h", in the language's abbreviations).
 * @param {number} ms
 * @param {Translate} [t]
 */
export function formatTime(ms, t = englishT) {
  const total = Math.max(0, ms);
  if (total < 10_000) {
    const s = Math.floor(total / 1000);
    const tenths = Math.floor((total % 1000) / 100);
    return `0:0${s}${decimalSign(t.lang)}${tenths}`;
  }
  const secs = Math.ceil(total / 1000);
  // Correspondence: days and hours.
  if (secs >= 86_400) return t('game.clock.days', { days: Math.floor(secs / 86_400), hours: Math.floor((secs % 86_400) / 3600) });
  const h = Math.floor(secs / 3600);
  const m = Math.floor((secs % 3600) / 60);
  const s = secs % 60;
  const ss = String(s).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * Call `onFlag(color)` when the running side's time runs out (checked again if time was added
 * meanwhile). Returns the function that stops watching.
 * @param {ReturnType<typeof createClock>} clock
 * @param {() => number} now
 * @param {{setTimeout: typeof setTimeout, clearTimeout: typeof clearTimeout}} timers
 * @param {(color: 'w'|'b') => void} onFlag
 */
export function watchFlag(clock, now, timers, onFlag) {
  /** @type {any} */
  let timer = null;
  const arm = () => {
    if (!clock.running) return;
    timer = timers.setTimeout(check, Math.max(0, timeLeft(clock, clock.running, now())) + 5);
  };
  const check = () => {
    const t = now();
    const color = flagged(clock, t);
    if (!color) return arm();
    stop(clock, t);
    return onFlag(color);
  };
  arm();
  return () => timers.clearTimeout(timer);
}
