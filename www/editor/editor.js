// The board editor (index.html?editor, or ?editor#fen=… from "Edit position"): set up any position
// on boards A and B — a palette of the twelve pieces for each board plus an eraser, clicks and
// strokes that place, drags that move (off the board: removed) — with the side to move, castling
// rights and the en-passant square. The FEN follows every change (and a FEN typed in loads), the
// core says whether the position is legal and why not, and a legal one can be played or analysed
// through a share link. The editor knows no rules: editor-fen.js writes the FEN, the core judges it.
// Its words come from `t` when drawn; refresh() draws them again after a change of language.

import { createBoard } from '../board/board.js';
import { encodeHash } from '../shell/storage.js';
import { START_FEN, EMPTY_FEN, emptySetup, toFen, parseFen } from './editor-fen.js';
import { createPalette } from './editor-palette.js';
import { englishT } from '../i18n/page-catalogues.js';
import { problemSentence } from '../i18n/errors.js';
import { LEVELS, levelLabel } from '../play/newgame-dialog.js';

/** @typedef {import('../core/boundary').Core} Core */
/** @typedef {import('./editor-fen.js').Setup} Setup */
/** @typedef {import('./editor-fen.js').Placed} Placed */
/** @typedef {'A' | 'B'} BoardName */

/** Where an en-passant square can be written (the core says which are possible). */
const EP_SQUARES = ['3', '6'].flatMap((rank) => [...'abcdefgh'].map((file) => file + rank));


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
  /** @type {Setup} */
  let setup = parseFen(START_FEN);
  let orientation = prefs.orientation;
  /** @type {string | null} the core's normalised FEN when the position is legal */
  let legal = null;
  /** A FEN typed into the field that cannot be read: its reason (the editor keeps its position). */
  let typedError = '';
  /** The link's FEN when it could not be read (null when it could, or once the position changed). */
  let linkFen = /** @type {string | null} */ (null);
  /**
   * What the core (or the editor's own reading) says is wrong, as a sentence in the page's language:
   * `White has 2 kings.` (problemSentence: the core says it as data).
   * @param {unknown} err
   */
  const reason = (err) => problemSentence(t, err);

  el.app?.classList.add('editor-mode');
  el.editor.hidden = false;
  if (globalThis.document) document.title = t('page.doc.titleEditor');

  const board = createBoard(el['editor-board'], {
    onSquareClick: (square, grid, stroke) => place(square, grid, stroke),
    onPieceDrop: (from, to, fromBoard, toBoard) => {
      const p = setup.pieces.get(from);
      if (!p) return;
      setup.pieces.delete(from);
      if (to) setup.pieces.set(to, { board: toBoard ?? p.board, piece: p.piece });
      changed(true);
    },
  }, { t });
  board.set(/** @type {any} */ ({ edit: true, orientation, layout: prefs.layout, boardBMarker: prefs.boardBMarker }));
  const palette = createPalette(el['editor-palette'], () => changed());

  // ---- changes --------------------------------------------------------------------------------

  /**
   * A square clicked with the palette's tool: place the piece (on the grid clicked in the two-board
   * view), or remove it when the same piece is clicked again (not in a stroke) or with the eraser.
   * @param {string} square
   * @param {BoardName | null} grid
   * @param {boolean} stroke
   */
  function place(square, grid, stroke) {
    const tool = palette.tool;
    if (!tool) return;
    const here = setup.pieces.get(square);
    if (tool === 'eraser') {
      if (!here) return;
      setup.pieces.delete(square);
    } else {
      const put = { board: grid ?? tool.board, piece: tool.piece };
      if (here && here.piece === put.piece && here.board === put.board) {
        if (stroke) return;
        setup.pieces.delete(square);
      } else {
        setup.pieces.set(square, put);
      }
    }
    changed(true);
  }

  /**
   * Load a FEN into the editor (a typed one, the link's, the start position). Returns the reason
   * when it cannot be read (the editor is then unchanged). A well-formed FEN of an illegal position
   * loads: the core's message says what is wrong.
   * @param {string} text
   */
  function loadFen(text) {
    const read = readFen(text);
    if (read.setup) setup = read.setup;
    return read.why;
  }

  /**
   * A FEN read for the editor (nothing changes): its setup, or why it cannot be read.
   * @param {string} text
   * @returns {{setup: Setup | null, why: string}}
   */
  function readFen(text) {
    let fen = text;
    let error = '';
    try {
      fen = core.validateFen(text);
    } catch (err) {
      error = reason(err);
    }
    try {
      return { setup: parseFen(fen, t), why: '' };
    } catch (err) {
      return { setup: null, why: error || reason(err) };
    }
  }

  /** Say that the link's FEN could not be read, and why (in the language of now). */
  function showLinkError() {
    if (linkFen !== null) el['editor-error'].textContent = t('page.editor.linkUnreadable', { reason: readFen(linkFen).why });
  }

  /**
   * Something changed: the FEN field (unless it is being typed in), the core's verdict, the board.
   * @param {boolean} [edited]  by the board or the side to move: an en-passant square no longer
   *   possible is dropped (a loaded FEN keeps its own, so that the core can say what is wrong)
   */
  function changed(edited = false, { fromField = false } = {}) {
    if (!fromField) typedError = '';
    linkFen = null;
    const base = check(toFen(setup, '-'));
    const candidates = base ? EP_SQUARES.filter((sq) => check(toFen(setup, sq))) : [];
    if (edited && setup.ep !== '-' && !candidates.includes(setup.ep)) setup.ep = '-';
    const fen = toFen(setup);
    legal = setup.ep === '-' ? base : check(fen);
    let error = '';
    if (!legal) {
      try {
        core.validateFen(fen);
      } catch (err) {
        error = reason(err);
      }
    }
    if (!fromField) el['editor-fen'].value = fen;
    el['editor-fen'].setAttribute('aria-invalid', typedError ? 'true' : 'false');
    el['editor-error'].textContent = typedError || error;
    el['editor-ok'].textContent = legal && !typedError ? t(`page.editor.legal.${setup.turn}`) : '';
    renderControls(candidates);
    const ok = !!legal && !typedError;
    el['editor-play'].disabled = !ok;
    el['editor-analyse'].disabled = !ok;
    el['editor-solve'].disabled = !ok;
    board.setPosition({ pieces: [...setup.pieces].map(([square, p]) => ({ square, board: p.board, piece: p.piece })) });
    saveLink(fen);
  }

  /** The core's normalised FEN, or null when it refuses the FEN. @param {string} fen */
  function check(fen) {
    try {
      return core.validateFen(fen);
    } catch {
      return null;
    }
  }

  /** @param {string[]} candidates  the possible en-passant squares */
  function renderControls(candidates) {
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

  /**
   * Keep the editor's position in its own URL, so that a reload or a copied link keeps it.
   * @param {string} fen
   */
  function saveLink(fen) {
    try {
      env.history?.replaceState(null, '', `${loc.pathname}${loc.search}#fen=${encodeURIComponent(fen)}${orientation === 'b' ? '&o=b' : ''}`);
    } catch {
      /* not allowed here; harmless */
    }
  }

  const double = () => prefs.layout === 'double';

  /** Palette labels and board-B choices for the view (in two boards, the board clicked decides). */
  function applyLayout() {
    const two = double();
    board.set(/** @type {any} */ ({ layout: prefs.layout }));
    palette.setLayout(two, t);
    el['editor-palette'].classList.toggle('no-marker', !prefs.boardBMarker);
  }

  // ---- the controls ---------------------------------------------------------------------------

  /**
   * @param {string} name
   * @param {string} type
   * @param {(e: any) => void} fn
   */
  const on = (name, type, fn) => el[name]?.addEventListener(type, fn);

  on('editor-turn', 'change', () => {
    setup.turn = el['editor-turn'].value === 'b' ? 'b' : 'w';
    changed(true);
  });
  for (const k of /** @type {const} */ (['K', 'Q', 'k', 'q'])) {
    on(`editor-castle-${k}`, 'change', () => {
      setup.castling[k] = el[`editor-castle-${k}`].checked;
      changed();
    });
  }
  on('editor-ep', 'change', () => {
    setup.ep = el['editor-ep'].value || '-';
    changed();
  });
  on('editor-fen', 'input', () => {
    const text = el['editor-fen'].value.trim();
    typedError = text ? loadFen(text) : t('page.editor.typeFen');
    changed(false, { fromField: true });
  });
  // Leaving the field writes a FEN that was read in the editor's own form; a text that could not
  // be read stays there with its reason, to be corrected (the board keeps the last good position
  // until then, and a change on the board writes its FEN over the text).
  on('editor-fen', 'change', () => {
    if (!typedError) changed();
  });
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
  on('editor-clear', 'click', () => {
    const turn = setup.turn;
    setup = parseFen(EMPTY_FEN);
    setup.turn = turn;
    changed();
  });
  on('editor-start', 'click', () => {
    setup = parseFen(START_FEN);
    changed();
  });
  on('editor-flip', 'click', flip);
  on('view-toggle', 'click', () => {
    applyLayout(); // the page's handler has switched prefs.layout
    changed();
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
    if (!legal) return;
    const opp = el['editor-opponent'].value;
    const s = prefs.setup;
    const level = Number(el['editor-level'].value) || s.level;
    const players = opp === 'w' || opp === 'b' ? { mode: 'computer', human: opp, level, movetimeMs: s.movetimeMs } : { mode: 'hotseat' };
    loc.assign(`${loc.pathname}?from=editor${encodeHash({ start: legal, moves: [], players: /** @type {any} */ (players), orientation })}`);
  });
  on('editor-analyse', 'click', () => {
    if (legal) loc.assign(`${loc.pathname}?analysis${encodeHash({ start: legal, moves: [], orientation })}`);
  });
  on('editor-solve', 'click', () => {
    if (legal) loc.assign(`${loc.pathname}?solve#${new URLSearchParams({ fen: legal })}`);
  });
  // Keys in the editor are the editor's: `f` flips its board, Esc lets go of the palette's piece;
  // none reaches the page's game shortcuts (the game being played is not shown here).
  el.editor.addEventListener('keydown', (/** @type {KeyboardEvent} */ e) => {
    const t = e.target instanceof Element ? e.target : null;
    if (t?.closest('input, textarea, select') || e.key === 'Tab') return;
    e.stopPropagation();
    if ((e.key === 'f' || e.key === 'F') && !e.ctrlKey && !e.metaKey && !e.altKey) flip();
    else if (e.key === 'Escape') palette.release();
  });

  function flip() {
    orientation = orientation === 'w' ? 'b' : 'w';
    board.set({ orientation });
    el['editor-flip'].setAttribute('aria-pressed', String(orientation === 'b'));
    changed();
  }

  // ---- start: the link's position, else the start position --------------------------------------

  const params = new URLSearchParams((loc.hash ?? '').replace(/^#/, ''));
  if (params.get('o') === 'b') {
    orientation = 'b';
    board.set({ orientation });
    el['editor-flip'].setAttribute('aria-pressed', 'true');
  }
  applyLayout();
  const linked = params.get('fen');
  if (linked) {
    const why = loadFen(linked);
    if (why) setup = emptySetup();
    changed();
    linkFen = why ? linked : null;
    showLinkError();
  } else {
    changed();
  }

  /** Everything worded again (a change of language); what the player was typing stays. */
  function refresh() {
    if (globalThis.document) document.title = t('page.doc.titleEditor');
    levels();
    board.redraw();
    applyLayout();
    const link = linkFen;
    const typed = el['editor-fen'].value.trim();
    if (typedError) {
      typedError = typed ? loadFen(typed) : t('page.editor.typeFen');
      changed(false, { fromField: true });
    } else {
      changed();
    }
    linkFen = link;
    showLinkError();
  }

  return {
    board,
    refresh,
    get fen() {
      return toFen(setup);
    },
    get legal() {
      return legal;
    },
  };
}
