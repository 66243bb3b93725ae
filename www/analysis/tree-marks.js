// The analysis board's marks on the current move (NAGs): a row of toggle buttons for the move's
// quality (!! ! !? ?! ? ??, at most one) and a choice of the position's evaluation (= ∞ ⩲ ⩱ ± ∓ +− −+,
// at most one). Other NAGs a PGN brought are kept as they are. The tree itself is changed by the
// caller (`onChange` gets the move's new NAGs).

import { nagText } from '../ui/tree-list.js';

/** The move marks, in the order shown: !! ! !? ?! ? ?? */
export const MOVE_NAGS = Object.freeze([3, 1, 5, 6, 2, 4]);
/** The position marks: = ∞ ⩲ ⩱ ± ∓ +− −+ */
export const POSITION_NAGS = Object.freeze([10, 13, 14, 15, 16, 17, 18, 19]);
/** Every position mark a PGN may bring, the two other "equal" ones ($11 quiet, $12 active) too: one at most. */
export const POSITION_GROUP = Object.freeze([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
/** The mark the choice shows for a position mark (the two other "equal" ones show as =). @param {number} nag */
const shownAs = (nag) => (nag === 11 || nag === 12 ? 10 : nag);

/**
 * `nags` with the mark of `group` set to `nag` (or cleared, for null), the others kept in order.
 * @param {readonly number[]} nags
 * @param {readonly number[]} group
 * @param {number|null} nag
 * @returns {number[]}
 */
export function withMark(nags, group, nag) {
  const rest = nags.filter((n) => !group.includes(n));
  if (nag === null) return rest;
  return group === MOVE_NAGS ? [nag, ...rest] : [...rest, nag];
}

/**
 * @param {HTMLElement} parent  where the row goes
 * @param {{t: import('../i18n/i18n.js').Translate, onChange: (nags: number[]) => void}} env
 */
export function createTreeMarks(parent, { t, onChange }) {
  /** @type {number[]} the current move's NAGs */
  let nags = [];
  const row = document.createElement('div');
  row.className = 'tree-marks';
  row.dataset.testid = 'tree-marks';
  const moveGroup = document.createElement('div');
  moveGroup.className = 'tree-mark-buttons';
  moveGroup.setAttribute('role', 'group');
  const buttons = MOVE_NAGS.map((nag) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'tree-mark';
    b.dataset.nag = String(nag);
    b.dataset.testid = `tree-mark-${nag}`;
    b.textContent = nagText(nag);
    b.addEventListener('click', () => onChange(withMark(nags, MOVE_NAGS, nags.includes(nag) ? null : nag)));
    return b;
  });
  moveGroup.append(...buttons);
  const position = document.createElement('select');
  position.className = 'field tree-position';
  position.dataset.testid = 'tree-position';
  const none = document.createElement('option');
  none.value = '';
  const options = POSITION_NAGS.map((nag) => {
    const o = document.createElement('option');
    o.value = String(nag);
    return o;
  });
  position.append(none, ...options);
  position.addEventListener('change', () => onChange(withMark(nags, POSITION_GROUP, position.value ? Number(position.value) : null)));
  row.append(moveGroup, position);
  parent.append(row);

  function words() {
    moveGroup.setAttribute('aria-label', t('page.tree.moveMark'));
    for (const b of buttons) {
      const name = t(`page.tree.nag.${b.dataset.nag}`);
      b.title = name;
      b.setAttribute('aria-label', name);
    }
    position.setAttribute('aria-label', t('page.tree.positionMark'));
    position.title = t('page.tree.positionMark');
    none.textContent = t('page.tree.nag.none');
    options.forEach((o, i) => {
      o.textContent = `${nagText(POSITION_NAGS[i])}  ${t(`page.tree.nag.${POSITION_NAGS[i]}`)}`;
    });
  }

  return {
    /**
     * Show the current move's marks; `move` false (the start position) hides the row.
     * @param {readonly number[]} current
     * @param {boolean} move
     */
    show(current, move) {
      nags = [...current];
      row.hidden = !move;
      words();
      for (const b of buttons) b.setAttribute('aria-pressed', String(nags.includes(Number(b.dataset.nag))));
      const mark = nags.find((n) => POSITION_GROUP.includes(n));
      position.value = mark === undefined ? '' : String(shownAs(mark));
    },
  };
}
