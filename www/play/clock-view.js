// The page's two clocks on the player bars and the "Chess clock" settings form. The controller
// keeps the time (and lets a flag fall); this only shows it, ten times a second while it runs.

import * as clk from '../game/clock.js';
import { englishT } from '../i18n/page-catalogues.js';

/** The time controls offered in the list ("minutes+increment"); anything else is "custom". */
export const PRESETS = ['1+0', '3+2', '5+3', '10+5', '15+10'];

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('../core/boundary').Color} Color */

/**
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {GameController} controller
 * @param {{prefs: {clock: {enabled: boolean, minutes: number, increment: number}}, savePrefs: () => void,
 *          orientation: () => Color, now?: () => number, t?: import('../i18n/i18n.js').Translate}} env
 */
export function createClockView(el, controller, env) {
  const now = env.now ?? (() => performance.now());
  const t = env.t ?? englishT;
  /** @type {any} */
  let ticker = 0;
  /** The form's hint: how the clock works, or that a change waits for the next game. */
  let hint = 'page.clock.hint';
  /** @type {(() => Record<Color, number|null> | null) | null} a game's recorded times, shown without a clock of the page's own */
  let recorded = null;

  function render() {
    const c = controller.snapshot.clock;
    // A game's recorded clocks (the analysis board's [%clk …]): each side's time after its last move.
    const kept = c ? null : recorded?.() ?? null;
    const top = env.orientation() === 'w' ? 'b' : 'w';
    for (const [name, color] of /** @type {Array<[string, Color]>} */ ([['clock-top', top], ['clock-bottom', top === 'w' ? 'b' : 'w']])) {
      const e = el[name];
      const fixed = kept?.[color] ?? null;
      e.hidden = !c && fixed === null;
      if (!c && fixed === null) continue;
      const left = c ? Math.max(0, c.remaining[color] - (c.running === color ? now() - c.since : 0)) : /** @type {number} */ (fixed);
      const time = clk.formatTime(left, t);
      e.textContent = time;
      e.dataset.testid = color === 'w' ? 'clock-white' : 'clock-black';
      e.classList.toggle('running', c?.running === color);
      e.classList.toggle('low', left < 20_000);
      e.setAttribute('aria-label', t(`game.clock.label.${color}`, { time }));
    }
    const words = t(hint); // (ten times a second while a clock runs: only a change is written)
    if (el['clock-hint'] && el['clock-hint'].textContent !== words) el['clock-hint'].textContent = words;
    const running = !!c?.running && !controller.snapshot.outcome;
    if (running && !ticker) ticker = setInterval(render, 100);
    if (!running && ticker) {
      clearInterval(ticker);
      ticker = 0;
    }
  }

  function syncForm() {
    const { clock } = env.prefs;
    el['clock-enabled'].checked = clock.enabled;
    el['clock-minutes'].value = String(clock.minutes);
    el['clock-increment'].value = String(clock.increment);
    const preset = `${clock.minutes}+${clock.increment}`;
    el['clock-preset'].value = PRESETS.includes(preset) ? preset : 'custom';
  }

  /** A time control chosen from the list: its minutes and increment, and the clock on. */
  function onPreset() {
    const value = el['clock-preset'].value;
    if (value === 'custom') {
      el['clock-minutes'].focus();
      return;
    }
    const [minutes, increment] = value.split('+');
    el['clock-minutes'].value = minutes;
    el['clock-increment'].value = increment;
    el['clock-enabled'].checked = true;
  }

  function onForm() {
    const minutes = Number(el['clock-minutes'].value);
    const increment = Number(el['clock-increment'].value);
    const old = env.prefs.clock;
    const clock = {
      enabled: el['clock-enabled'].checked,
      minutes: Number.isFinite(minutes) && minutes >= 1 && minutes <= 180 ? minutes : old.minutes,
      increment: Number.isFinite(increment) && increment >= 0 && increment <= 180 ? increment : old.increment,
    };
    env.prefs.clock = clock;
    env.savePrefs();
    const s = controller.snapshot;
    const fresh = s.gamePly === 0 && !s.outcome;
    controller.setClock(clock.enabled ? clock : null);
    hint = fresh ? 'page.clock.hint' : 'page.clock.hintNext';
    el['clock-hint'].textContent = t(hint);
  }

  el['clock-preset']?.addEventListener('change', onPreset); // before the form's own 'change' (it bubbles there next)
  el['clock-form']?.addEventListener('change', () => {
    onForm();
    syncForm();
  });
  el['clock-form']?.addEventListener('submit', (/** @type {Event} */ e) => e.preventDefault());
  syncForm();
  controller.setClock(env.prefs.clock.enabled ? env.prefs.clock : null);
  return {
    render,
    /**
     * Show a game's recorded times on the bars while the page keeps no clock of its own (the
     * analysis board: each side's time after its last move up to the position shown).
     * @param {() => Record<Color, number|null> | null} times
     */
    showRecorded(times) {
      recorded = times;
      render();
    },
  };
}
