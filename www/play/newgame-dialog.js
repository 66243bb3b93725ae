// The new-game dialog: who plays (two people on this screen, or a person against the computer),
// the person's colour, the computer's level and its time per move. Built into its container when
// opened and removed when closed, so its controls only exist while it shows. It knows nothing of
// the game: open(setup) fills it in, onStart(setup) hands the choice back. refresh() builds it again
// in the current language, with the choices made so far.

import { englishT } from '../i18n/page-catalogues.js';

/** @typedef {import('../i18n/i18n.js').Translate} Translate */

/**
 * The dialog's choice. `color` is the person's colour against the computer ('random': drawn when
 * the game starts); `level` and `movetimeMs` are the computer's.
 * @typedef {{mode: 'hotseat' | 'computer', color: 'w' | 'b' | 'random', level: number, movetimeMs: number}} Setup
 */

/** The computer's levels, weakest first (the engine's levels 1..8; named by page.level.N). */
export const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8];

/** Time per move choices, in milliseconds. */
export const MOVETIMES = [500, 1000, 2000, 5000, 10000];

/**
 * A level's name: "Casual" for 3.
 * @param {number} level
 * @param {Translate} [t]
 */
export const levelLabel = (level, t = englishT) => (LEVELS.includes(level) ? t(`page.level.${level}`) : '?');

/**
 * A time per move in words: "Half a second", "2 seconds".
 * @param {number} ms
 * @param {Translate} t
 */
const movetimeLabel = (ms, t) => (ms < 1000 ? t('page.newGame.halfSecond') : t('page.newGame.seconds', { count: ms / 1000 }));

/**
 * An element with properties (or attributes, for names that are no property) and children.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, any>} [props]
 * @param {...(Node | string)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
function make(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'testid') el.dataset.testid = v;
    else if (k === 'part') el.dataset.part = v;
    else if (k in el) /** @type {any} */ (el)[k] = v;
    else el.setAttribute(k, v);
  }
  el.append(...children);
  return el;
}

/**
 * A <select> with `options` ([value, text] pairs) and `value` chosen.
 * @param {string} id
 * @param {string} testid
 * @param {[string | number, string][]} options
 * @param {string | number} value
 */
function select(id, testid, options, value) {
  const s = make('select', { id, className: 'field select', testid, name: testid });
  for (const [v, text] of options) s.append(make('option', { value: String(v), textContent: text }));
  s.value = String(value);
  return s;
}

/**
 * @param {HTMLElement} container  where the dialog goes (shown while open)
 * @param {{onStart: (setup: Setup) => void, onClose?: () => void}} hooks
 * @param {Translate} [t]
 */
export function createNewGameDialog(container, { onStart, onClose }, t = englishT) {
  /** @type {HTMLFormElement | null} */
  let form = null;
  /** @type {() => Setup} the choices shown (while open) */
  let chosen = () => ({ mode: 'hotseat', color: 'w', level: 3, movetimeMs: 1000 });

  function close() {
    if (!form) return false;
    form.remove();
    form = null;
    container.hidden = true;
    onClose?.();
    return true;
  }

  /**
   * Show the dialog with `setup` chosen. `replacing`: a game is going on and would be lost.
   * Opening it again while it is open only refreshes the warning.
   * @param {Setup} setup
   * @param {{replacing?: boolean, focus?: boolean}} [options]  focus: move the focus into it
   */
  function open(setup, { replacing = false, focus = true } = {}) {
    if (form) {
      /** @type {HTMLElement} */ (form.querySelector('.newgame-warn')).hidden = !replacing;
      return;
    }
    const mode = select('ng-mode', 'mode', [
      ['hotseat', t('page.newGame.hotseat')],
      ['computer', t('page.newGame.computer')],
    ], setup.mode);
    const color = select('ng-color', 'player-color', [
      ['w', t('game.color.w')],
      ['b', t('game.color.b')],
      ['random', t('page.newGame.random')],
    ], setup.color);
    const level = select(
      'ng-level',
      'level',
      LEVELS.map((n) => [n, t('page.newGame.levelOption', { level: n, name: levelLabel(n, t) })]),
      setup.level,
    );
    const movetime = select('ng-movetime', 'movetime', MOVETIMES.map((ms) => [ms, movetimeLabel(ms, t)]), setup.movetimeMs);
    /**
     * @param {string} label
     * @param {HTMLSelectElement} control
     * @param {string} [extra]  more classes
     */
    const field = (label, control, extra = '') =>
      make('div', { className: `newgame-field ${extra}` }, make('label', { htmlFor: control.id, textContent: label }), control);
    const computerFields = [
      field(t('page.newGame.youPlay'), color, 'for-computer'),
      field(t('page.newGame.level'), level, 'for-computer'),
      field(t('page.newGame.movetime'), movetime, 'for-computer'),
    ];
    const note = make('p', { className: 'newgame-note for-computer', textContent: t('page.newGame.note') });
    const start = make('button', { type: 'submit', className: 'btn primary', testid: 'new-game-confirm', textContent: t('page.newGame.start') });
    const cancel = make('button', { type: 'button', className: 'btn', testid: 'confirm-cancel', textContent: t('page.action.cancel') });
    form = make(
      'form',
      { className: 'newgame-form', testid: 'new-game-dialog', autocomplete: 'off' },
      make('h2', { id: 'newgame-heading', textContent: t('page.newGame.heading') }),
      make('div', { className: 'newgame-grid' }, field(t('page.newGame.against'), mode, 'wide'), ...computerFields),
      note,
      make('p', { className: 'newgame-warn', textContent: t('page.newGame.replacing'), hidden: !replacing }),
      make('div', { className: 'confirm-actions' }, start, cancel),
    );
    const showComputer = () => {
      /** @type {HTMLFormElement} */ (form).classList.toggle('vs-computer', mode.value === 'computer');
    };
    mode.addEventListener('change', showComputer);
    showComputer();
    chosen = () => ({
      mode: mode.value === 'computer' ? 'computer' : 'hotseat',
      color: /** @type {Setup['color']} */ (color.value), // one of the options
      level: Number(level.value),
      movetimeMs: Number(movetime.value),
    });
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const choice = chosen();
      close();
      onStart(choice);
    });
    cancel.addEventListener('click', close);
    form.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close();
      }
    });
    container.replaceChildren(form);
    container.hidden = false;
    if (focus) mode.focus({ preventScroll: true });
  }

  /** Build the open dialog again (in the current language), keeping its choices and its focus. */
  function refresh() {
    if (!form) return;
    const setup = chosen();
    const replacing = !(/** @type {HTMLElement} */ (form.querySelector('.newgame-warn')).hidden);
    const focused = form.contains(document.activeElement) ? document.activeElement?.id : null;
    form.remove();
    form = null;
    open(setup, { replacing, focus: false });
    if (focused) document.getElementById(focused)?.focus({ preventScroll: true });
  }

  return {
    open,
    close,
    refresh,
    get isOpen() {
      return !!form;
    },
  };
}
