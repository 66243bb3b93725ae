// Reading the <alice-chess> attributes that need no rules engine: each reader turns an attribute's
// text into a value, or into a fallback plus a message saying what was wrong and what is shown
// instead. The game attributes (fen, moves, pgn) are read by the rules core through the game
// controller (controller.load); setup.js words what it could not use. Messages are functions of
// the element's translator (messages.js), worded in its language when shown.

import { clip, ECHO_MAX } from '../i18n/i18n.js';

/** Every attribute the element reads (also the iframe route's parameters). */
export const ATTRIBUTES = [
  'fen',
  'moves',
  'pgn',
  'orientation',
  'mode',
  'view',
  'level',
  'player-color',
  'show-moves',
  'show-controls',
  'controls',
  'premove',
  'sound',
  'lang',
];

/** The attributes that decide the game; a change starts it again. */
export const GAME_ATTRIBUTES = ['fen', 'moves', 'pgn'];

/** @typedef {'w' | 'b'} Color */
/** @typedef {import('./messages.js').Message} Message */

/**
 * The display and mode settings (readSettings()).
 * @typedef {object} Settings
 * @property {Color | null} orientation  null: follow the player's colour
 * @property {'hotseat' | 'computer' | 'view' | 'online'} mode
 * @property {'single' | 'double'} layout
 * @property {number} level
 * @property {Color} playerColor
 * @property {boolean} showMoves
 * @property {boolean} showControls
 * @property {Set<ControlPart>} controls  the parts of the controls shown (with showControls)
 * @property {boolean} premoves  premoves allowed (computer and online modes)
 * @property {boolean} sound  move sounds (on by default in online mode)
 * @property {Message[]} errors  what was wrong, and what is shown instead
 */

/** @typedef {'undo' | 'flip' | 'view' | 'abort' | 'resign' | 'draw' | 'takeback'} ControlPart */

/** @type {Settings['mode'][]} */
export const MODES = ['hotseat', 'computer', 'view', 'online'];
/** @type {ControlPart[]} every part of the controls, in their order */
export const CONTROL_PARTS = ['abort', 'resign', 'draw', 'takeback', 'undo', 'flip', 'view'];
/** The controls shown without a `controls` attribute: online, the host's actions and no take-back. */
const DEFAULT_CONTROLS = {
  online: /** @type {ControlPart[]} */ (['abort', 'resign', 'draw', 'takeback', 'flip', 'view']),
  other: /** @type {ControlPart[]} */ (['undo', 'flip', 'view']),
};
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 8;
export const DEFAULT_LEVEL = 3;

/** @type {Record<string, Color>} */
const COLORS = { white: 'w', w: 'w', black: 'b', b: 'b' };
/** @type {Record<string, Settings['layout']>} */
const VIEWS = { single: 'single', one: 'single', 1: 'single', two: 'double', double: 'double', 2: 'double' };
const FALSE = ['false', '0', 'no', 'off'];

/**
 * Quote a given text for a message, shortened (straight quotes: it is code, an attribute's value).
 * @param {unknown} text
 */
export function quote(text) {
  return `"${clip(text, ECHO_MAX - 2)}"`;
}

/**
 * A boolean attribute: present means true, unless its value is false, 0, no or off.
 * @param {string | null} value  the attribute's value (null: absent)
 */
export function readBool(value) {
  return value !== null && !FALSE.includes(value.trim().toLowerCase());
}

/**
 * A colour attribute ("white", "black", "w", "b").
 * @template {Color | null} F
 * @param {string} name
 * @param {string | null} value
 * @param {F} fallback
 * @param {string} fallbackKey  the message saying what is shown instead of a bad value
 * @returns {{value: Color | F, error?: Message}}
 */
function readColor(name, value, fallback, fallbackKey) {
  if (value === null || value.trim() === '') return { value: fallback };
  const c = COLORS[value.trim().toLowerCase()];
  if (c) return { value: c };
  return {
    value: fallback,
    error: (t) => t('widget.attr.badColor', { attribute: `${name}=${quote(value)}`, fallback: t(fallbackKey) }),
  };
}

/**
 * The display and mode settings from an attribute getter `get(name) → string|null`.
 * Returns {orientation: 'w'|'b'|null (null: follow the player's colour), mode, layout: 'single'|'double',
 * level, playerColor: 'w'|'b', showMoves, showControls, errors: Message[]}.
 * @param {(name: string) => string | null} get
 * @returns {Settings}
 */
export function readSettings(get) {
  /** @type {Message[]} */
  const errors = [];
  /**
   * @template T
   * @param {{value: T, error?: Message}} r
   * @returns {T}
   */
  const take = (r) => {
    if (r.error) errors.push(r.error);
    return r.value;
  };

  const orientation = take(readColor('orientation', get('orientation'), null, 'widget.attr.orientationFallback'));

  /** @type {Settings['mode']} */
  let mode = 'hotseat';
  const m = get('mode');
  if (m !== null && m.trim() !== '') {
    const v = /** @type {Settings['mode']} */ (m.trim().toLowerCase()); // checked here
    if (MODES.includes(v)) mode = v;
    else errors.push((t) => t('widget.attr.badMode', { value: quote(m) }));
  }

  /** @type {Settings['layout']} */
  let layout = 'single';
  const vw = get('view');
  if (vw !== null && vw.trim() !== '') {
    const v = VIEWS[vw.trim().toLowerCase()];
    if (v) layout = v;
    else errors.push((t) => t('widget.attr.badView', { value: quote(vw) }));
  }

  let level = DEFAULT_LEVEL;
  const lv = get('level');
  if (lv !== null && lv.trim() !== '') {
    const n = Number(lv.trim());
    if (Number.isInteger(n) && n >= MIN_LEVEL && n <= MAX_LEVEL) level = n;
    else {
      errors.push((t) => t('widget.attr.badLevel', { value: quote(lv), min: MIN_LEVEL, max: MAX_LEVEL, level: DEFAULT_LEVEL }));
    }
  }

  const playerColor = take(
    readColor('player-color', get('player-color'), 'w', mode === 'online' ? 'widget.attr.playerFallbackOnline' : 'widget.attr.playerFallback'),
  );

  const online = mode === 'online';
  /** @type {Set<ControlPart>} */
  let controls = new Set(online ? DEFAULT_CONTROLS.online : DEFAULT_CONTROLS.other);
  const ct = get('controls');
  if (ct !== null && ct.trim() !== '') {
    const words = ct.toLowerCase().split(/[\s,]+/).filter(Boolean);
    const known = (/** @type {string} */ w) => CONTROL_PARTS.includes(/** @type {ControlPart} */ (w));
    const bad = words.filter((w) => !known(w));
    if (bad.length) {
      errors.push((t) => t('widget.attr.badControls', { value: quote(ct), parts: quote(bad.join(', ')), known: CONTROL_PARTS.join(', ') }));
    }
    controls = new Set(/** @type {ControlPart[]} */ (words.filter(known)));
  }
  if (!online) for (const p of /** @type {ControlPart[]} */ (['abort', 'resign', 'draw', 'takeback'])) controls.delete(p);
  if (online) controls.delete('undo'); // online a takeback is an offer through the host

  return {
    orientation,
    mode,
    layout,
    level,
    playerColor,
    showMoves: readBool(get('show-moves')),
    showControls: readBool(get('show-controls')),
    controls,
    premoves: get('premove') === null || readBool(get('premove')),
    sound: get('sound') === null ? online : readBool(get('sound')),
    errors,
  };
}
