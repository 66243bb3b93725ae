// The new-game dialog: who plays (two people on this screen, or a person against the computer),
// the person's colour, the computer's level and its time per move. Built into its container when
// opened and removed when closed, so its controls only exist while it shows. It knows nothing of
// the game: open(setup) fills it in, onStart(setup) hands the choice back.

/**
 * The dialog's choice. `color` is the person's colour against the computer ('random': drawn when
 * the game starts); `level` and `movetimeMs` are the computer's.
 * @typedef {{mode: 'hotseat' | 'computer', color: 'w' | 'b' | 'random', level: number, movetimeMs: number}} Setup
 */

/** The computer's levels, weakest first (the engine's levels 1..8). */
export const LEVELS = [
  'Beginner',
  'Novice',
  'Casual',
  'Club player',
  'Strong club player',
  'Expert',
  'Master',
  'Maximum',
];

/**
 * Time per move choices, in milliseconds.
 * @type {[number, string][]}
 */
export const MOVETIMES = [
  [500, 'Half a second'],
  [1000, '1 second'],
  [2000, '2 seconds'],
  [5000, '5 seconds'],
  [10000, '10 seconds'],
];

/**
 * "Level 3 · Casual".
 * @param {number} level
 */
export const levelName = (level) => `Level ${level} · ${LEVELS[level - 1] ?? '?'}`;

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
 */
export function createNewGameDialog(container, { onStart, onClose }) {
  /** @type {HTMLFormElement | null} */
  let form = null;

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
   * @param {{replacing?: boolean}} [options]
   */
  function open(setup, { replacing = false } = {}) {
    if (form) {
      /** @type {HTMLElement} */ (form.querySelector('.newgame-warn')).hidden = !replacing;
      return;
    }
    const mode = select('ng-mode', 'mode', [
      ['hotseat', 'A friend, on this screen'],
      ['computer', 'The computer'],
    ], setup.mode);
    const color = select('ng-color', 'player-color', [
      ['w', 'White'],
      ['b', 'Black'],
      ['random', 'Random'],
    ], setup.color);
    const level = select('ng-level', 'level', LEVELS.map((name, i) => [i + 1, `${i + 1} · ${name}`]), setup.level);
    const movetime = select('ng-movetime', 'movetime', MOVETIMES, setup.movetimeMs);
    /**
     * @param {string} label
     * @param {HTMLSelectElement} control
     * @param {string} [extra]  more classes
     */
    const field = (label, control, extra = '') =>
      make('div', { className: `newgame-field ${extra}` }, make('label', { htmlFor: control.id, textContent: label }), control);
    const computerFields = [
      field('You play', color, 'for-computer'),
      field('Level', level, 'for-computer'),
      field('Time per move', movetime, 'for-computer'),
    ];
    const note = make('p', {
      className: 'newgame-note for-computer',
      textContent:
        'Lower levels think only a few moves ahead and make human mistakes; Maximum uses all of its time.',
    });
    const start = make('button', { type: 'submit', className: 'btn primary', testid: 'new-game-confirm', textContent: 'Start game' });
    const cancel = make('button', { type: 'button', className: 'btn', testid: 'confirm-cancel', textContent: 'Cancel' });
    form = make(
      'form',
      { className: 'newgame-form', testid: 'new-game-dialog', autocomplete: 'off' },
      make('h2', { id: 'newgame-heading', textContent: 'New game' }),
      make('div', { className: 'newgame-grid' }, field('Play against', mode, 'wide'), ...computerFields),
      note,
      make('p', { className: 'newgame-warn', textContent: 'The current game will be replaced.', hidden: !replacing }),
      make('div', { className: 'confirm-actions' }, start, cancel),
    );
    const showComputer = () => {
      /** @type {HTMLFormElement} */ (form).classList.toggle('vs-computer', mode.value === 'computer');
    };
    mode.addEventListener('change', showComputer);
    showComputer();
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      /** @type {Setup} */
      const choice = {
        mode: mode.value === 'computer' ? 'computer' : 'hotseat',
        color: /** @type {Setup['color']} */ (color.value), // one of the options
        level: Number(level.value),
        movetimeMs: Number(movetime.value),
      };
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
    mode.focus({ preventScroll: true });
  }

  return {
    open,
    close,
    get isOpen() {
      return !!form;
    },
  };
}
