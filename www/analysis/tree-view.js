// The analysis board's move tree drawn (its state and actions: tree-ctrl.js): the move list is the
// tree written inline (ui/tree-list.js) in the moves' scroller; under it, for the current move:
// Promote / Make main line / Delete, its marks (tree-marks.js) and its comment. The navigation
// buttons follow the tree's current line. Drawn again whenever the tree says "change", and on a
// change of language (`refresh`).

import { drawTreeList } from '../ui/tree-list.js';
import { numberedMove } from '../game/format.js';
import { createTreeMarks, MOVE_NAGS, POSITION_NAGS } from './tree-marks.js';
import { commentText } from '../ui/comment-shapes.js';
import { formatTime } from '../game/clock.js';

/** @typedef {ReturnType<typeof import('./tree-ctrl.js').createTreeCtrl>} TreeCtrl */

/** The NAGs with a name (read out after the move). */
const NAMED_NAGS = new Set([...MOVE_NAGS, ...POSITION_NAGS]);

/**
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {TreeCtrl} ctrl
 * @param {{t: import('../i18n/i18n.js').Translate}} env
 */
export function createTreeView(el, ctrl, { t }) {
  /** The node whose comment the comment field shows. */
  let commentNode = -1;

  const box = document.createElement('div');
  box.className = 'tree-moves';
  box.dataset.testid = 'tree-moves';
  el['moves-scroll'].prepend(box);
  const tools = document.createElement('div');
  tools.className = 'tree-tools';
  /**
   * @param {string} testid
   * @param {() => void} run
   */
  const button = (testid, run) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'btn small';
    b.dataset.testid = testid;
    b.addEventListener('click', run);
    tools.append(b);
    return b;
  };
  const promote = button('tree-promote', ctrl.promote);
  const main = button('tree-main', ctrl.makeMain);
  const del = button('tree-delete', ctrl.remove);
  const marks = createTreeMarks(tools, { t, onChange: ctrl.setNags });
  const label = document.createElement('label');
  const labelText = document.createElement('span');
  const comment = document.createElement('input');
  comment.type = 'text';
  comment.className = 'field';
  comment.dataset.testid = 'tree-comment';
  comment.maxLength = 500;
  label.append(labelText, comment);
  tools.append(label);
  el['moves-scroll'].after(tools);
  el.app?.classList.add('analysis-tree');

  comment.addEventListener('input', () => ctrl.setComment(comment.value));
  box.addEventListener('click', (e) => {
    const b = e.target instanceof Element ? e.target.closest('button[data-node]') : null;
    if (b instanceof HTMLElement) ctrl.go(Number(b.dataset.node));
  });

  /** @param {boolean} [withComment]  the comment field too (not while it is typed in) */
  function draw(withComment = true) {
    const { items, node, inVariation, atEnd, comment: kept } = ctrl.view();
    const focused = box.contains(document.activeElement);
    const cur = drawTreeList(
      box,
      items,
      node,
      (m) =>
        [
          t(`game.moves.move.${m.color}`, { move: numberedMove(m) }),
          ...m.nags.filter(NAMED_NAGS.has, NAMED_NAGS).map((n) => t(`page.tree.nag.${n}`)),
          ...(m.clock === null ? [] : [formatTime(m.clock, t)]),
        ].join(', '),
      (ms) => formatTime(ms, t),
    );
    el.app?.classList.toggle('analysis-tree-empty', items.length === 0);
    promote.hidden = !inVariation;
    main.hidden = !inVariation;
    del.hidden = node === 0;
    promote.textContent = t('page.tree.promote');
    main.textContent = t('page.tree.makeMain');
    del.textContent = t('page.tree.delete');
    labelText.textContent = t('page.tree.comment');
    comment.placeholder = t('page.tree.commentPlaceholder');
    // (Not while the player types this move's comment: the caret would jump.)
    if (withComment && !(document.activeElement === comment && commentNode === node)) comment.value = commentText(kept);
    commentNode = node;
    const move = items.find((i) => i.kind === 'move' && i.id === node);
    marks.show(move?.kind === 'move' ? move.nags : [], node !== 0);
    navButtons(node === 0, atEnd);
    if (cur && focused) cur.focus({ preventScroll: true }); // the keyboard stays in the list
    if (cur) {
      const scroller = el['moves-scroll'];
      const top = cur.offsetTop;
      if (top < scroller.scrollTop || top + cur.offsetHeight > scroller.scrollTop + scroller.clientHeight) {
        scroller.scrollTop = Math.max(0, top - scroller.clientHeight / 2);
      }
    }
  }

  /**
   * The navigation buttons go along the tree's current line.
   * @param {boolean} atStart
   * @param {boolean} atEnd
   */
  function navButtons(atStart, atEnd) {
    for (const [name, off] of /** @type {Array<[string, boolean]>} */ ([['nav-first', atStart], ['nav-prev', atStart], ['nav-next', atEnd], ['nav-last', atEnd], ['bar-prev', atStart], ['bar-next', atEnd]])) {
      if (el[name]) el[name].disabled = off;
    }
  }

  ctrl.onChange(({ comment: withComment }) => draw(withComment));
  return {
    /** Draw again (a change of language; the page drew its own buttons). */
    refresh: () => draw(),
  };
}
