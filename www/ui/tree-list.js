// The move list of the analysis board: a move tree (core `CoreTree.list()`) written inline, as
// lichess does — the main line, its variations in parentheses (those of the main line each on a
// line of its own, indented and muted; deeper ones inline), comments in italics, NAGs after their
// moves, the mover's clock after a move when the game kept it (a PGN's `[%clk …]`, which the
// core keeps apart from the comment). Each move is a button naming its node (`data-node`); the
// current one is marked.

import { commentText } from './comment-shapes.js';

/** @typedef {import('../core/boundary').TreeItem} TreeItem */

/** The NAGs written as signs; others as `$n`. */
const NAG_SIGNS = /** @type {Record<number, string>} */ ({ 1: '!', 2: '?', 3: '!!', 4: '??', 5: '!?', 6: '?!', 10: '=', 13: '∞', 14: '⩲', 15: '⩱', 16: '±', 17: '∓', 18: '+−', 19: '−+' });

/** @param {number} nag */
export const nagText = (nag) => NAG_SIGNS[nag] ?? `$${nag}`;

/**
 * @param {string} tag
 * @param {string} className
 * @param {string} [text]
 */
function make(tag, className, text) {
  const e = document.createElement(tag);
  e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * Draw `items` into `box` (replacing what it held), marking node `current`.
 * @param {HTMLElement} box
 * @param {readonly TreeItem[]} items
 * @param {number} current
 * @param {(item: Extract<TreeItem, {kind: 'move'}>) => string} label  a move's label for screen readers
 * @param {(ms: number) => string} [clock]  a move's clock in words (a PGN's [%clk …], drawn after the move)
 */
export function drawTreeList(box, items, current, label, clock = String) {
  /** @type {HTMLElement[]} */
  const stack = [make('div', 'tree-line')];
  const top = stack[0];
  for (const item of items) {
    const here = stack[stack.length - 1];
    if (item.kind === 'start') {
      const v = make('span', item.depth === 1 ? 'tree-var tree-var-block' : 'tree-var');
      v.dataset.depth = String(item.depth);
      v.append(make('span', 'tree-paren', '('));
      here.append(v);
      stack.push(v);
    } else if (item.kind === 'end') {
      here.append(make('span', 'tree-paren', ')'));
      if (stack.length > 1) stack.pop();
    } else if (item.kind === 'comment') {
      // Arrows and circles kept in it ([%cal …], [%csl …]) are drawn on the board, not written.
      const text = commentText(item.text);
      if (text) here.append(make('span', 'tree-comment', text));
    } else {
      if (item.color === 'w' || item.numbered) {
        const num = make('span', 'tree-num', item.color === 'w' ? `${item.number}.` : `${item.number}…`);
        num.setAttribute('aria-hidden', 'true');
        here.append(num);
      }
      const b = /** @type {HTMLButtonElement} */ (make('button', 'tree-move', item.alice));
      for (const nag of item.nags) {
        const sign = make('span', 'tree-nag', nagText(nag));
        sign.dataset.nag = String(nag);
        b.append(sign);
      }
      b.type = 'button';
      b.dataset.node = String(item.id);
      b.dataset.uci = item.uci;
      if (item.depth > 0) b.dataset.variation = 'true';
      b.setAttribute('aria-label', label(item));
      if (item.id === current) {
        b.classList.add('current');
        b.setAttribute('aria-current', 'step');
      }
      here.append(b);
      // The mover's time left after the move, as lichess shows a game's clocks beside its moves.
      if (item.clock !== null) here.append(make('span', 'tree-clock', clock(item.clock)));
    }
  }
  box.replaceChildren(top);
  return /** @type {HTMLElement|null} */ (box.querySelector('.tree-move.current'));
}
