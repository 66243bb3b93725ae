// The board editor's palette: the twelve pieces for board A (White and Black), the twelve for
// board B (gold and red), and an eraser. It owns the chosen tool: a click chooses a piece or the
// eraser, the same one again lets go of it. In the two-board view only the first twelve show and
// the board clicked decides where a piece goes. It knows nothing of positions or rules.

import { ROLES } from './editor-fen.js';

/** @typedef {'A' | 'B'} BoardName */
/** A palette choice: a piece for a board, or the eraser. @typedef {{piece: string, board: BoardName} | 'eraser' | null} Tool */

/**
 * Build the palette into `root`.
 * @param {HTMLElement} root
 * @param {() => void} onChange  the tool changed (chosen, let go, or moved to board A for the two-board view)
 */
export function createPalette(root, onChange) {
  /** @type {Tool} */
  let tool = null;
  /** @type {HTMLButtonElement[]} */
  const buttons = [];
  /** @type {HTMLElement[]} */
  const groups = [];
  for (const b of /** @type {BoardName[]} */ (['A', 'B'])) {
    for (const c of ['w', 'b']) {
      const group = document.createElement('div');
      group.className = `palette-group palette-${b}`;
      group.setAttribute('role', 'group');
      group.dataset.board = b;
      group.dataset.color = c;
      for (const role of ROLES) {
        const piece = c + role;
        const btn = paletteButton(piece, b);
        btn.append(pieceImg(`piece-img pc-${b}-${piece}`));
        group.append(btn);
        buttons.push(btn);
      }
      root.append(group);
      groups.push(group);
    }
  }
  const eraser = paletteButton('none', null); // data-piece="none" (the test contract)
  eraser.classList.add('palette-eraser');
  const eraserText = document.createElement('span');
  eraserText.className = 'eraser-text';
  eraser.append(pieceImg('eraser-icon'), eraserText);
  root.append(eraser);
  buttons.push(eraser);

  root.addEventListener('click', (/** @type {Event} */ e) => {
    const b = e.target instanceof Element ? e.target.closest('[data-testid="editor-piece"]') : null;
    if (!(b instanceof HTMLElement)) return;
    const chosen = b.dataset.piece === 'none' ? 'eraser' : { piece: String(b.dataset.piece), board: /** @type {BoardName} */ (b.dataset.board) };
    tool = isTool(chosen) ? null : chosen; // the chosen one again: back to moving pieces
    onChange();
  });

  /** @param {Tool} other */
  function isTool(other) {
    if (other === 'eraser' || other === null) return tool === other;
    return tool !== null && tool !== 'eraser' && tool.piece === other.piece && tool.board === other.board;
  }

  return {
    /** The chosen tool (null: none, the board moves pieces). */
    get tool() {
      return tool;
    },
    /** Let go of the chosen tool; whether there was one. */
    release() {
      if (!tool) return false;
      tool = null;
      onChange();
      return true;
    },
    /** Show which button is the chosen tool. */
    showTool() {
      for (const b of buttons) {
        const chosen = b.dataset.piece === 'none' ? 'eraser' : { piece: String(b.dataset.piece), board: /** @type {BoardName} */ (b.dataset.board) };
        b.setAttribute('aria-pressed', String(isTool(chosen)));
      }
    },
    /**
     * Labels and visible groups for the view, in the page's language: in the two-board view one
     * set of pieces ("White piece"), else one per board ("White on board B").
     * @param {boolean} two
     * @param {import('../i18n/i18n.js').Translate} t
     */
    setLayout(two, t) {
      for (const g of groups) {
        g.hidden = two && g.dataset.board === 'B';
        const c = g.dataset.color === 'b' ? 'b' : 'w';
        g.dataset.label = two ? t(`page.editor.group.any.${c}`) : t(`page.editor.group.on.${c}`, { board: String(g.dataset.board) });
        g.setAttribute('aria-label', g.dataset.label);
      }
      for (const b of buttons) {
        if (!b.dataset.board) {
          const label = t('page.editor.eraserLabel');
          b.setAttribute('aria-label', label);
          b.title = label;
          const text = b.querySelector('.eraser-text');
          if (text) text.textContent = t('page.editor.eraser');
          continue;
        }
        const piece = t(`page.editor.piece.${b.dataset.piece}`);
        const label = two ? t('page.editor.pieceAny', { piece }) : t('page.editor.pieceOn', { piece, board: String(b.dataset.board) });
        b.setAttribute('aria-label', label);
        b.title = label;
      }
      if (two && tool && tool !== 'eraser') tool = { ...tool, board: 'A' };
      root.classList.toggle('palette-double', two);
    },
  };
}

/**
 * @param {string} piece
 * @param {BoardName | null} b
 */
function paletteButton(piece, b) {
  const btn = document.createElement('button');
  btn.type = 'button';
  btn.className = 'palette-btn';
  btn.dataset.testid = 'editor-piece';
  btn.dataset.piece = piece;
  if (b) btn.dataset.board = b;
  btn.setAttribute('aria-pressed', 'false');
  return btn;
}

/** @param {string} className */
function pieceImg(className) {
  const span = document.createElement('span');
  span.className = className;
  span.setAttribute('aria-hidden', 'true');
  return span;
}
