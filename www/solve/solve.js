// The problem solver (index.html?solve, or ?solve#fen=…&stip=… — the link that reopens a problem):
// a position (a FEN typed or pasted, or set up in the board editor, whose "Solve" button brings it
// here), a stipulation (#n, h#n, h#n.5, s#n) and "Show tries"; Solve runs the solver in its own
// worker (solve-client.js, with the solver's own wasm) with its progress and Cancel; the solution
// is written as problemists write it — each key with "!", its threat or zugzwang, the variations
// indented, tries with "?" and their refutation; a helpmate's solutions one a line, its short
// solutions first and marked (Popeye's "short solutions": an h#2 of an h#3), the first PAGE of
// them and "Show N more" for the next (a problem may have hundreds of thousands: only what is
// asked for is drawn) — and a click on any move shows the position after it on the board. The screen knows no rules: the solver
// answers, the core (newGame/play) gives the positions. Its words come from `t` when drawn;
// refresh() draws them again after a change of language.
//
// This file is the solver's view: it draws the controller's state (solve-ctrl.js: the problem, the
// solving, the solution, the line shown; no DOM) and turns the fields and buttons into its actions.

import { createBoard } from '../board/board.js';
import { englishT } from '../i18n/page-catalogues.js';
import { problemSentence } from '../i18n/errors.js';
import { editorLink } from '../shell/links.js';
import { createSolveCtrl, STIPULATIONS, PAGE } from './solve-ctrl.js';

/** @typedef {import('../core/boundary').Core} Core */

export { STIPULATIONS, readProblemHash } from './solve-ctrl.js';

/**
 * The address that reopens a problem on this screen.
 * @param {{pathname: string}} loc
 * @param {string} fen
 * @param {string} stip
 */
export const problemLink = (loc, fen, stip) => `${loc.pathname}?solve#${new URLSearchParams({ fen, stip })}`;

/**
 * Start the solver in the page's solver section.
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {Core} core
 * @param {{location: Location, prefs: import('../shell/storage.js').Prefs,
 *          t?: import('../i18n/i18n.js').Translate, client?: ReturnType<typeof import('./solve-client.js').createSolveClient>}} env
 */
export function createSolver(el, core, env) {
  const { location: loc, prefs } = env;
  const t = env.t ?? englishT;
  const ctrl = createSolveCtrl(core, { client: env.client, hash: loc.hash });
  const { state } = ctrl;

  el.app?.classList.add('solve-mode');
  el.solve.hidden = false;
  const board = createBoard(el['solve-board'], {}, { t });
  board.set(/** @type {any} */ ({ orientation: 'w', layout: prefs.layout, boardBMarker: prefs.boardBMarker }));

  // The stipulation picker: one group per kind.
  const select = /** @type {HTMLSelectElement} */ (el['solve-stipulation']);
  for (const [group, list] of Object.entries(STIPULATIONS)) {
    const og = document.createElement('optgroup');
    og.dataset.group = group;
    for (const s of list) {
      const o = document.createElement('option');
      o.value = s;
      o.textContent = s;
      og.append(o);
    }
    select.append(og);
  }

  /** The line shown changed: the board, and which move is marked as shown. */
  function drawShown() {
    drawBoard();
    for (const b of el['solve-tree'].querySelectorAll('button[data-line]')) {
      b.setAttribute('aria-current', String(b.dataset.line === state.shown.join(' ')));
    }
  }
  ctrl.onChange((change) => {
    if (change === 'status') renderStatus();
    else if (change === 'shown') drawShown();
    else if (change === 'more') renderMore();
    else render();
  });

  // ---- drawing ---------------------------------------------------------------------------------

  /** The board: the problem's position (as the solver took it, else the FEN's), then the line. */
  function drawBoard() {
    const fen = state.result?.fen ?? state.fen;
    let game = null;
    try {
      game = core.newGame(fen.trim());
      for (const m of state.shown) game.play(m);
      const snap = game.snapshot();
      board.setPosition({ pieces: snap.pieces, lastMove: snap.lastMove, check: snap.check });
    } catch {
      board.setPosition({ pieces: [] });
    } finally {
      game?.free();
    }
  }

  function renderStatus() {
    const { status, progress, result } = state;
    const bar = /** @type {HTMLProgressElement} */ (el['solve-progress']);
    bar.hidden = status !== 'solving';
    bar.max = Math.max(1, progress.total);
    bar.value = progress.done;
    let text = '';
    // (Before the solver has counted the first moves: "Solving…" alone, not "0 of 0".)
    if (status === 'solving') text = progress.total ? t('page.solve.solving', { done: progress.done, total: progress.total }) : t('page.solve.started');
    else if (status === 'cancelled') text = t('page.solve.cancelled');
    else if (status === 'done' && result) {
      const n = result.solution.solutions;
      const sentences = [n === 0 ? t('page.solve.none') : t('page.solve.count', { count: n })];
      if (result.solution.keys.length > 1) sentences.push(t('page.solve.cooked'));
      const short = result.solution.short ?? 0;
      if (short > 0) sentences.push(t('page.solve.short', { count: short, stipulations: shortStipulations(result.solution) }));
      // "364,410 solutions. 2 short solutions (h#2): …": a count followed by more ends with a full stop.
      text = sentences.map((s, i) => (i < sentences.length - 1 && !/[.!?…:]$/.test(s) ? `${s}.` : s)).join(' ');
    }
    el['solve-status'].textContent = text;
    el['solve-status'].dataset.state = status; // idle, solving, done, cancelled, failed: for scripts and tests
    el['solve-error'].textContent = state.error ? errorText(state.error) : '';
    el['solve-go'].disabled = status === 'solving';
    el['solve-cancel'].disabled = status !== 'solving';
    renderMoreButton();
  }

  /** The stipulations of a helpmate's short solutions (they come first), each once: "h#1, h#2". @param {any} sol */
  function shortStipulations(sol) {
    const stips = sol.helpmates.slice(0, sol.short).map((/** @type {any} */ h) => h.stipulation);
    return [...new Set(stips)].join(', ');
  }

  /** "100 of 364,410 shown" and "Show 100 more", while some are not drawn yet. */
  function renderMoreButton() {
    const sol = state.result?.solution;
    const left = ctrl.remaining();
    el['solve-more-row'].hidden = !sol || state.status !== 'done' || left === 0;
    if (el['solve-more-row'].hidden) return;
    el['solve-shown'].textContent = t('page.solve.shown', { shown: sol.helpmates.length, count: sol.solutions });
    const button = /** @type {HTMLButtonElement} */ (el['solve-more']);
    button.textContent = t('page.solve.more', { count: Math.min(PAGE, left) });
    button.disabled = state.loadingMore;
  }

  /** @param {unknown} err */
  function errorText(err) {
    const problem = /** @type {any} */ (err)?.problem;
    if (problem) return problemSentence(t, err);
    return t('page.solve.failed', { error: err instanceof Error ? err.message : String(err) });
  }

  /** The solution, as problemists write it; every move a button that shows its position. */
  function renderTree() {
    const root = el['solve-tree'];
    root.replaceChildren();
    const sol = state.result?.solution;
    if (!sol) return;
    const list = document.createElement('ul');
    list.className = 'solve-lines';
    appendHelpmates(list, sol, 0);
    for (const key of sol.keys) list.append(play(key, [], 1, '!'));
    for (const tr of sol.tries) {
      const li = play(tr, [], 1, '?');
      for (const r of tr.refutations) {
        const but = document.createElement('div');
        but.className = 'solve-refutation';
        but.append(`${t('page.solve.but')} `, moveButton(`1...${r.text}!`, [tr.move, r.move]));
        li.append(but);
      }
      li.classList.add('solve-try');
      list.append(li);
    }
    root.append(list);
  }

  /**
   * A helpmate's solutions from number `from` on, one a line; a short one marked with its
   * stipulation.
   * @param {HTMLElement} list
   * @param {any} sol  the solution's JSON
   * @param {number} from
   */
  function appendHelpmates(list, sol, from) {
    const half = sol.stipulation.endsWith('.5');
    const lines = document.createDocumentFragment();
    for (const h of sol.helpmates.slice(from)) {
      const li = document.createElement('li');
      h.texts.forEach((/** @type {string} */ text, /** @type {number} */ i) => {
        const ply = i + (half ? 1 : 0);
        const label = ply % 2 === 0 ? `${ply / 2 + 1}.${text}` : i === 0 ? `1...${text}` : text;
        if (i > 0) li.append(' ');
        li.append(moveButton(label, h.moves.slice(0, i + 1)));
      });
      if (h.stipulation !== sol.stipulation) {
        const mark = document.createElement('span');
        mark.className = 'solve-short';
        mark.dataset.testid = 'solve-short';
        mark.textContent = t('page.solve.shortMark', { stipulation: h.stipulation });
        li.append(' ', mark);
        li.classList.add('solve-short-line');
      }
      lines.append(li);
    }
    list.append(lines);
  }

  /** More of a helpmate's solutions came: only they are drawn, below the others. */
  function renderMore() {
    const sol = state.result?.solution;
    const list = el['solve-tree'].querySelector('.solve-lines');
    if (!sol || !list) return render();
    appendHelpmates(list, sol, list.childElementCount);
    renderMoreButton();
  }

  /**
   * An attacker's move with what follows: the threat, the defences that stop it with their answers.
   * @param {any} p  a play of the solution's JSON
   * @param {string[]} before  the moves before it
   * @param {number} number  its move number
   * @param {string} mark  `!` (key), `?` (try) or nothing
   */
  function play(p, before, number, mark) {
    const li = document.createElement('li');
    const line = [...before, p.move];
    li.append(moveButton(`${number}.${p.text}${mark}`, line));
    if (p.zugzwang) li.append(` ${t('page.solve.zugzwang')}`);
    const nested = document.createElement('ul');
    if (p.threat.length) {
      li.append(` ${t('page.solve.threat')}`);
      for (const th of p.threat) nested.append(play(th, line, number + 1, ''));
    }
    for (const d of p.defences) {
      if (!d.stopsThreat) continue;
      const dl = document.createElement('li');
      dl.append(moveButton(`${number}...${d.text}`, [...line, d.move]));
      if (d.answers.length) {
        const answers = document.createElement('ul');
        for (const a of d.answers) answers.append(play(a, [...line, d.move], number + 1, ''));
        dl.append(answers);
      }
      nested.append(dl);
    }
    if (nested.childElementCount) li.append(nested);
    return li;
  }

  /**
   * @param {string} label
   * @param {string[]} moves  the line from the problem's position up to this move
   */
  function moveButton(label, moves) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'solve-move';
    b.dataset.testid = 'solve-move';
    b.dataset.line = moves.join(' ');
    b.textContent = label;
    b.setAttribute('aria-current', String(b.dataset.line === state.shown.join(' ')));
    b.addEventListener('click', () => ctrl.show(moves));
    return b;
  }

  function renderLinks() {
    el['solve-link'].href = problemLink(loc, state.fen.trim(), state.stip);
    el['solve-edit'].href = editorLink(loc, state.fen.trim());
  }

  function render() {
    if (globalThis.document) document.title = t('page.doc.titleSolve');
    for (const og of select.querySelectorAll('optgroup')) {
      og.label = t(`page.solve.group.${/** @type {HTMLElement} */ (og).dataset.group}`);
    }
    renderStatus();
    renderTree();
    renderLinks();
    drawBoard();
  }

  // ---- inputs ----------------------------------------------------------------------------------

  const fenField = /** @type {HTMLInputElement} */ (el['solve-fen']);
  fenField.value = state.fen;
  select.value = state.stip;
  fenField.addEventListener('input', () => ctrl.setFen(fenField.value));
  select.addEventListener('change', () => ctrl.setStip(select.value));
  el['solve-tries'].addEventListener('change', () => ctrl.setTries(el['solve-tries'].checked));
  el['solve-go'].addEventListener('click', () => ctrl.solve());
  el['solve-cancel'].addEventListener('click', () => ctrl.cancel());
  el['solve-more'].addEventListener('click', () => ctrl.more());
  el['solve-diagram']?.addEventListener('click', () => ctrl.show([]));
  // One board or two: the page's handler has switched prefs.layout; this board follows.
  el['view-toggle']?.addEventListener('click', () => board.set(/** @type {any} */ ({ layout: prefs.layout })));

  render();
  // A link to a problem solves it at once.
  ctrl.start();

  return {
    /** Draw the words again (another language). */
    refresh: render,
    state,
  };
}
