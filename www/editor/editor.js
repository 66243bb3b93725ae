// The board editor (index.html?editor, or ?editor#fen=… from "Edit position"): set up any position
// on boards A and B — a palette of the twelve pieces for each board plus an eraser, clicks and
// strokes that place, drags that move (off the board: removed) — with the side to move, castling
// rights and the en-passant square. The FEN follows every change (and a FEN typed in loads), the
// core says whether the position is legal and why not, and a legal one can be played or analysed
// through a share link. The editor knows no rules: editor-fen.js writes the FEN, the core judges it.
// Its words come from `t` when drawn; refresh() draws them again after a change of language.
//
// This file is the editor's view: it draws the controller's state (editor-ctrl.js: the position,
// the verdict, the actions; no DOM) on the board, the palette (editor-palette.js) and the setup
// card, and turns their clicks, drags, keys and fields into the controller's actions.

import { createBoard } from '../board/board.js';
import { encodeHash } from '../shell/storage.js';
import { createEditorCtrl } from './editor-ctrl.js';
import { createPalette } from './editor-palette.js';
import { englishT } from '../i18n/page-catalogues.js';
import { LEVELS, levelLabel } from '../play/newgame-dialog.js';

/** @typedef {import('../core/boundary').Core} Core */

/**
 * Start the editor in the page's editor section.
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {Core} core
 * @param {{location: Location, history?: History | null, prefs: import('../shell/storage.js').Prefs,
 *          t?: import('../i18n/i18n.js').Translate}} env
 */
export function createEditor(el, core, env) {
  const { location: loc, prefs } = env;
  const t = env.t ?? englishT;
  const ctrl = createEditorCtrl(core, { t, orientation: prefs.orientation });
  const { state } = ctrl;

  el.app?.classList.add('editor-mode');
  el.editor.hidden = false;
  if (globalThis.document) document.title = t('page.doc.titleEditor');

  const board = createBoard(el['editor-board'], {
    onSquareClick: (square, grid, stroke) => ctrl.place(square, grid, stroke, palette.tool),
    onPieceDrop: (from, to, _fromBoard, toBoard) => ctrl.move(from, to, toBoard),
  }, { t });
  board.set(/** @type {any} */ ({ edit: true, orientation: state.orientation, layout: prefs.layout, boardBMarker: prefs.boardBMarker }));
  const palette = createPalette(el['editor-palette'], () => ctrl.redraw());

  // ---- drawing: one function of the controller's state ------------------------------------------

  function render() {
    const setup = ctrl.setup;
    if (!state.fromField) el['editor-fen'].value = state.fen;
    el['editor-fen'].setAttribute('aria-invalid', state.invalid ? 'true' : 'false');
    el['editor-error'].textContent = state.error;
    el['editor-ok'].textContent = state.legal && !state.invalid ? t(`page.editor.legal.${setup.turn}`) : '';
    renderControls();
    el['editor-play'].disabled = !ctrl.ok;
    el['editor-analyse'].disabled = !ctrl.ok;
    el['editor-solve'].disabled = !ctrl.ok;
    board.set({ orientation: state.orientation });
    el['editor-flip'].setAttribute('aria-pressed', String(state.orientation === 'b'));
    board.setPosition({ pieces: [...setup.pieces].map(([square, p]) => ({ square, board: p.board, piece: p.piece })) });
    saveLink(state.fen);
  }
  ctrl.onChange(render);

  function renderControls() {
    const { setup } = ctrl;
    const { candidates } = state;
    el['editor-turn'].value = setup.turn;
    for (const k of /** @type {const} */ (['K', 'Q', 'k', 'q'])) el[`editor-castle-${k}`].checked = setup.castling[k];
    const squares = setup.ep !== '-' && !candidates.includes(setup.ep) ? [...candidates, setup.ep] : candidates;
    const select = /** @type {HTMLSelectElement} */ (el['editor-ep']);
    const key = `${t.lang}:${squares.join(',')}`; // built again for other squares or another language
    if (select.dataset.squares !== key) {
      select.dataset.squares = key;
      const none = new Option(t('page.editor.ep.none'), '-');
      select.replaceChildren(
        none,
        ...squares.map((sq) => new Option(candidates.includes(sq) ? sq : t('page.editor.ep.impossible', { square: sq }), sq)),
      );
    }
    select.value = setup.ep;
    select.disabled = squares.length === 0;
    palette.showTool();
    el['editor-board'].classList.toggle('placing', palette.tool !== null);
  }

  /** Say that the link's FEN could not be read, and why (in the language of now). */
  function showLinkError() {
    const why = ctrl.linkProblem();
    if (why !== null) el['editor-error'].textContent = t('page.editor.linkUnreadable', { reason: why });
  }

  /**
   * Keep the editor's position in its own URL, so that a reload or a copied link keeps it.
   * @param {string} fen
   */
  function saveLink(fen) {
    try {
      env.history?.replaceState(null, '', `${loc.pathname}${loc.search}#fen=${encodeURIComponent(fen)}${state.orientation === 'b' ? '&o=b' : ''}`);
    } catch {
      /* not allowed here; harmless */
    }
  }

  /** Palette labels and board-B choices for the view (in two boards, the board clicked decides). */
  function applyLayout() {
    board.set(/** @type {any} */ ({ layout: prefs.layout }));
    palette.setLayout(prefs.layout === 'double', t);
    el['editor-palette'].classList.toggle('no-marker', !prefs.boardBMarker);
  }

  // ---- the controls ---------------------------------------------------------------------------

  /**
   * @param {string} name
   * @param {string} type
   * @param {(e: any) => void} fn
   */
  const on = (name, type, fn) => el[name]?.addEventListener(type, fn);

  on('editor-turn', 'change', () => ctrl.setTurn(el['editor-turn'].value === 'b' ? 'b' : 'w'));
  for (const k of /** @type {const} */ (['K', 'Q', 'k', 'q'])) {
    on(`editor-castle-${k}`, 'change', () => ctrl.setCastling(k, el[`editor-castle-${k}`].checked));
  }
  on('editor-ep', 'change', () => ctrl.setEp(el['editor-ep'].value || '-'));
  on('editor-fen', 'input', () => ctrl.typeFen(el['editor-fen'].value.trim()));
  // Leaving the field writes a FEN that was read in the editor's own form; a text that could not
  // be read stays there with its reason, to be corrected (the board keeps the last good position
  // until then, and a change on the board writes its FEN over the text).
  on('editor-fen', 'change', () => ctrl.fenDone());
  on('editor-fen-copy', 'click', () => {
    const text = el['editor-fen'].value;
    const done = (/** @type {string} */ key) => {
      el['editor-fen-copy'].textContent = t(key);
      setTimeout(() => (el['editor-fen-copy'].textContent = t('page.action.copy')), 1500);
    };
    const clip = globalThis.navigator?.clipboard;
    if (clip?.writeText) clip.writeText(text).then(() => done('page.action.copied'), () => done('page.action.selectCopy'));
    else done('page.action.selectCopy');
  });
  on('editor-clear', 'click', () => ctrl.clear());
  on('editor-start', 'click', () => ctrl.start());
  on('editor-flip', 'click', () => ctrl.flip());
  on('view-toggle', 'click', () => {
    applyLayout(); // the page's handler has switched prefs.layout
    ctrl.redraw();
  });
  // Against the computer: its level (the new-game dialog's last choice at first), shown with it.
  function levels() {
    const chosen = Number(el['editor-level'].value) || prefs.setup.level;
    el['editor-level'].replaceChildren(
      ...LEVELS.map((n) => {
        const o = document.createElement('option');
        o.value = String(n);
        o.textContent = t('page.newGame.levelOption', { level: n, name: levelLabel(n, t) });
        o.selected = n === chosen;
        return o;
      }),
    );
    el['editor-level-row'].hidden = el['editor-opponent'].value === 'hotseat';
  }
  levels();
  on('editor-opponent', 'change', levels);
  on('editor-play', 'click', () => {
    const { legal, orientation } = state;
    if (!legal) return;
    const opp = el['editor-opponent'].value;
    const s = prefs.setup;
    const level = Number(el['editor-level'].value) || s.level;
    const players = opp === 'w' || opp === 'b' ? { mode: 'computer', human: opp, level, movetimeMs: s.movetimeMs } : { mode: 'hotseat' };
    loc.assign(`${loc.pathname}?from=editor${encodeHash({ start: legal, moves: [], players: /** @type {any} */ (players), orientation })}`);
  });
  on('editor-analyse', 'click', () => {
    if (state.legal) loc.assign(`${loc.pathname}?analysis${encodeHash({ start: state.legal, moves: [], orientation: state.orientation })}`);
  });
  on('editor-solve', 'click', () => {
    if (state.legal) loc.assign(`${loc.pathname}?solve#${new URLSearchParams({ fen: state.legal })}`);
  });
  // Keys in the editor are the editor's: `f` flips its board, Esc lets go of the palette's piece;
  // none reaches the page's game shortcuts (the game being played is not shown here).
  el.editor.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
    const t = e.target instanceof Element ? e.target : null;
    if (t?.closest('input, textarea, select') || e.key === 'Tab') return;
    e.stopPropagation();
    if ((e.key === 'f' || e.key === 'F') && !e.ctrlKey && !e.metaKey && !e.altKey) ctrl.flip();
    else if (e.key === 'Escape') palette.release();
  });

  // ---- start: the link's position, else the start position --------------------------------------

  const params = new URLSearchParams((loc.hash ?? '').replace(/^#/, ''));
  if (params.get('o') === 'b') ctrl.flip();
  applyLayout();
  const linked = params.get('fen');
  if (linked) {
    ctrl.openLink(linked);
    showLinkError();
  } else {
    ctrl.redraw();
  }

  /** Everything worded again (a change of language); what the player was typing stays. */
  function refresh() {
    if (globalThis.document) document.title = t('page.doc.titleEditor');
    levels();
    board.redraw();
    applyLayout();
    ctrl.reword(el['editor-fen'].value.trim());
    showLinkError();
  }

  return {
    board,
    refresh,
    get fen() {
      return state.fen;
    },
    get legal() {
      return state.legal;
    },
  };
}
