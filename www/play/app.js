// The game page: a view of one game controller (game/controller.js). It draws the controller's
// snapshots (board, move list, status, clocks, result) and turns the page's buttons, forms and keys
// into controller calls. Its side effects hang off controller events here, in one place: saving the
// game, sounds, the screen-reader announcement. It holds no chess rules.
//
// The screen (play, analysis, editor, solve, puzzles, learn) is picked from the address by main.js
// (shell/screens.js), which loads that screen's own code and hands it over as env.code: the play
// page never loads the others'. This file makes the parts every screen shares (a Page: the board,
// the controller, the side panel's cards) and mounts the screen's code on them, which hands back
// its hooks (a Screen: the analysis board's tree moves the game, exports the PGN, takes the
// review's lines…).
//
// createApp(root, core, env) looks up its parts inside `root` by data-part attributes. Every word it
// shows comes from the page's language (env.language, shell/language.js): views compute their text
// from its `t` when they draw, and all of them draw again when the language changes.

import { createBoard } from '../board/board.js';
import { createMoveList } from '../ui/movelist.js';
import { bindBoard } from '../ui/board-view.js';
import { createMoveNote } from '../ui/move-note.js';
import { createSound } from '../ui/sound.js';
import * as saved from '../shell/storage.js';
import { createEngineClient } from '../core/engine-client.js';
import { createGameController, HOTSEAT } from '../game/controller.js';
import { createNewGameDialog } from './newgame-dialog.js';
import { createPgnPanel } from './pgn-panel.js';
import { createSession } from './session.js';
import { createAssistant } from './assistant.js';
import { createConfirmBar } from '../shell/confirm.js';
import { createClockView } from './clock-view.js';
import { renderGame } from './view.js';
import { createReviewCtrl } from './review-ctrl.js';
import { createReviewView } from './review.js';
import { numberedMove } from '../game/format.js';
import { problemText } from '../i18n/errors.js';
import { renderEval } from './eval-view.js';
import { bindPageTools } from './tools.js';
import { bindSettings } from '../shell/settings.js';
import { createNotice } from '../shell/notice.js';
import { asPageStore, browserStorage, sayStorageProblems } from '../shell/page-storage.js';
import { registerOffline } from '../shell/offline.js';
import { fixedEnglish } from '../shell/language.js';
import { bindHeader } from '../shell/header.js';
import { bindPageKeys } from '../shell/keys.js';
import { editorLink } from '../shell/links.js';
import { screenOf } from '../shell/screens.js';

/** @typedef {import('../core/boundary').Core} Core */
/** @typedef {import('../core/boundary').Color} Color */
/** @typedef {import('../game/types').Players} Players */

/** @param {Color} c */
const other = (c) => (c === 'w' ? 'b' : 'w');

/**
 * Start the page.
 * @param {ParentNode} root  element holding the page markup (see index.html)
 * @param {Core} core  the rules core (core/wasm.js)
 * @param {{storage?: import('../shell/page-storage.js').PageStore | saved.Store | null, location?: Location, history?: History, clipboard?: Clipboard,
 *          prefs?: saved.Prefs, language?: import('../shell/language.js').PageLanguage,
 *          code?: import('../shell/screens.js').ScreenCode}} [env]  storage: the page's store
 *        (shell/page-storage.js; main.js makes it), or a stand-in for localStorage (null: blocked;
 *        left out: localStorage, if the browser allows it); prefs: the page's
 *        preferences, when main.js has read them already (the language is saved with them); code:
 *        the opened screen's own modules (shell/screens.js loadScreen)
 */
export function createApp(root, core, env = {}) {
  // Every save of the page goes through this store: none throws at start-up, and a failed one is said.
  const storage = asPageStore(env.storage === undefined ? browserStorage() : env.storage);
  const loc = env.location ?? globalThis.location;
  /** @param {string} name */
  const part = (name) => /** @type {HTMLElement|null} */ (root.querySelector(`[data-part="${name}"]`));
  /** @type {Record<string, any>} */
  const el = new Proxy(/** @type {Record<string, any>} */ ({}), { get: (cache, name) => (cache[/** @type {string} */ (name)] ??= part(/** @type {string} */ (name))) });

  const prefs = env.prefs ?? saved.loadPrefs(storage);
  const language = env.language ?? fixedEnglish();
  const { t } = language;
  const showNotice = createNotice(el, language);
  /**
   * What start-up says (the browser's storage, the saved game, a link's game…) is shown as one
   * notice at its end, rather than each notice over the one before.
   * @type {Array<[import('../shell/language.js').Text, 'info'|'warn', import('./session.js').NoticeAction[]]>|null}
   */
  let startup = [];
  /** @type {import('../shell/notice.js').Notify} */
  const notify = (text, kind = 'warn', actions = []) => {
    if (startup) startup.push([text, kind, actions]);
    else showNotice(text, kind, actions);
  };
  // Said first: that nothing will be kept (site data blocked); then any save that fails.
  sayStorageProblems(storage, notify, t);
  // The offline copy (service worker) and its updates: only for the real page, not a test's stand-in.
  if (!env.location) registerOffline(notify, t);
  const search = new URLSearchParams(loc?.search ?? '');
  const screen = screenOf(loc?.search ?? '');
  const code = env.code ?? {};
  const analysisMode = screen === 'analysis';
  const editorMode = screen === 'editor';
  /** The screen's hooks (its code's mount(page), below): none on the play screen. @type {import('../shell/screens.js').Screen} */
  let mounted = {};
  const moveNote = createMoveNote(el['move-note']);
  const sound = createSound({ muted: prefs.muted });
  const controller = createGameController({ core, engine: createEngineClient({ name: 'alice-chess computer' }), t });
  const analyst = createEngineClient({ name: 'alice-chess analysis' });
  const board = createBoard(el.board, {
    onMove: (from, to) => controller.move(from, to, prefs.autoQueen ? { promotion: 'q' } : {}),
    onRefused: (from, to) => showMoveNote(boardView.explain(from, to), to),
    onPremove: (from, to) => boardView.onBoardPremove(from, to),
    onPremoveCancel: () => boardView.onPremoveCancel(),
    onShapesChange: (shapes) => mounted.shapesDrawn?.(shapes), // the analysis board keeps them in the PGN
  }, { t });
  board.set(/** @type {any} */ ({ orientation: prefs.orientation, layout: prefs.layout, boardBMarker: prefs.boardBMarker }));
  const moveList = createMoveList(el.moves, (ply) => controller.goTo(ply), { t });
  const view = { resultHidden: false, outcomeKey: /** @type {string|null} */ (null) };

  const assistant = createAssistant(controller, analyst, () => {
    boardView.render();
    render();
  });
  const boardView = bindBoard(board, controller, {
    hint: (s) => {
      const h = assistant.state.hint;
      return s.live && h?.fen === s.fen && h.move ? h.move : null;
    },
  });
  const confirm = createConfirmBar(
    { confirm: el.confirm, text: el['confirm-text'], actions: el['confirm-actions'] },
    { resign: (c) => resign(c), acceptDraw: () => agreeDraw(), beforeOpen: () => dialog.close() },
    t,
  );
  const clocks = createClockView(el, controller, {
    prefs,
    savePrefs: () => saved.savePrefs(storage, prefs),
    orientation: () => board.state.orientation,
    t,
  });
  const dialog = createNewGameDialog(el.newgame, { onStart: (setup) => startNewGame(setup) }, t);
  const session = createSession(controller, {
    storage,
    location: loc,
    history: env.history ?? globalThis.history,
    notify,
    t,
    faceHuman,
    newGame: () => startNewGame(prefs.setup, { remember: false }),
    orientation: () => board.state.orientation,
    setOrientation,
    // The analysis, puzzle and lesson boards save no game: the tree, the puzzle or the lesson
    // is what they keep (the analysis board's tree alone: a large game is not saved twice).
    saveKey: analysisMode || screen === 'puzzles' || screen === 'learn' ? null : saved.GAME_KEY,
  });
  // What earlier versions saved there (never read) goes, so that it cannot fill the storage.
  if (!storage.blocked) for (const key of saved.OBSOLETE_KEYS) saved.clearGame(storage, key);

  // ---- drawing: one function of the snapshot ------------------------------------------------

  function render(s = controller.snapshot) {
    const key = s.outcome ? `${s.gameId}:${s.gamePly}:${s.outcome.reason}` : null;
    if (key !== view.outcomeKey) {
      view.outcomeKey = key;
      view.resultHidden = false;
    }
    if (s.outcome && (confirm.open === 'draw' || confirm.open === 'resign')) confirm.close();
    renderGame(el, s, {
      orientation: board.state.orientation,
      // The analysis board has no game to start again: a position that ends it says so in the
      // status and the engine's card, not with a result card and its New game.
      resultHidden: view.resultHidden || analysisMode,
      drawOffered: assistant.state.drawOffer !== null,
    }, t);
    moveList.update(s.history, s.ply);
    // The phone's move bar under the board: ‹ the move shown ›.
    const shownMove = s.ply > 0 ? s.history[s.ply - 1] : null;
    el['bar-move'].textContent = shownMove ? numberedMove(shownMove) : t('page.moves.first');
    el['bar-prev'].disabled = s.ply === 0;
    el['bar-next'].disabled = s.ply >= s.history.length; // (the analysis board's tree says it again after this)
    el.hint.disabled = !assistant.canHint();
    const a = assistant.state.assist;
    const showAssist = !!a && s.live && a.fen === s.fen && !s.outcome; // no stale word after the end
    el.assist.hidden = !showAssist;
    el.assist.textContent = showAssist ? t(a.key, a.params) : '';
    renderEval(el, s, prefs.showEval, () => assistant.evaluation(), t);
    clocks.render();
    const yourMove = s.players.mode === 'computer' && !s.outcome && !s.thinking && s.liveTurn === s.players.human;
    if (globalThis.document && !editorMode) {
      document.title = t(analysisMode ? 'page.doc.titleAnalysis' : yourMove ? 'page.doc.titleYourMove' : 'page.doc.title');
    }
  }

  // ---- side effects of the game, in one place -----------------------------------------------

  let shownGame = -1;
  controller.on('change', (s) => {
    boardView.render(s);
    render(s);
    session.save(s);
    if (s.gameId !== shownGame) {
      setMoveError(''); // another game: the move box's last complaint was about the old one
      if (shownGame >= 0 && !mounted.syncing?.()) showBoard(); // (not the analysis board going to another move) // another game: bring the board into view (a phone's page may be far down)
      shownGame = s.gameId;
    }
  });
  controller.on('move', ({ move, mover, source }) => {
    showMoveNote(null);
    setMoveError(''); // an old complaint of the move box is out of date once a move is made
    if (source !== 'computer') confirm.close();
    const s = controller.snapshot;
    if (!s.outcome) sound.play(s.check ? 'check' : move.captured ? 'capture' : 'move');
    announce(() => t(`game.moves.played.${mover === 'w' ? 'w' : 'b'}`, { move: move.alice }));
  });
  controller.on('premove', ({ played, reason }) => {
    if (!played) showMoveNote(reason ? t('game.premove.dropped', { reason }) : t('game.premove.droppedIllegal'));
  });
  controller.on('gameover', ({ loaded }) => {
    if (!loaded) sound.play('end');
  });
  controller.on('takeback', () => {
    confirm.close();
    board.cancel();
  });
  controller.on('error', ({ message }) => notify(message));

  // ---- actions --------------------------------------------------------------------------------

  /**
   * A new game from the new-game dialog's choice ({mode, color: 'w'|'b'|'random', level, movetimeMs}).
   * @param {{mode: 'hotseat'|'computer', color: Color|'random', level: number, movetimeMs: number}} setup
   */
  function startNewGame(setup, { remember = true } = {}) {
    /** @type {Players} */
    let players = HOTSEAT;
    if (setup.mode === 'computer') {
      const human = setup.color === 'random' ? (Math.random() < 0.5 ? 'w' : 'b') : setup.color;
      try {
        players = saved.checkPlayers({ mode: 'computer', human, level: setup.level, movetimeMs: setup.movetimeMs });
      } catch {
        players = HOTSEAT;
      }
    }
    if (remember) {
      prefs.setup = { ...setup };
      saved.savePrefs(storage, prefs);
    }
    if (players.mode === 'computer') faceHuman(players);
    confirm.close();
    dialog.close();
    controller.newGame({ players });
    setMoveError('');
  }

  /**
   * Against the computer, the player's colour is at the bottom.
   * @param {Players} players
   */
  function faceHuman(players) {
    if (players.mode !== 'computer' || board.state.orientation === players.human) return;
    setOrientation(players.human);
  }

  /** @param {Color} orientation  the side at the bottom (remembered) */
  function setOrientation(orientation) {
    prefs.orientation = orientation;
    board.set({ orientation });
    saved.savePrefs(storage, prefs);
    render();
  }

  function flip() {
    setOrientation(other(board.state.orientation));
  }

  /** @param {Color} color */
  function resign(color) {
    try {
      controller.resign(color);
    } catch (err) {
      notify(() => problemText(t, err));
    }
  }

  function agreeDraw() {
    try {
      controller.agreeDraw();
    } catch (err) {
      notify(() => problemText(t, err));
    }
  }

  /**
   * A short note over the board: why a move tried there is not allowed.
   * @param {string|null} text  (null: none)
   * @param {string} [near]  the square tried: the note keeps clear of it
   */
  function showMoveNote(text, near) {
    if (moveNote.show(text, near)) sound.play('error');
  }

  /** Scroll the board into view when it is not (on a phone, after a new game or a PGN loaded below). */
  function showBoard() {
    const r = el.board.getBoundingClientRect();
    if (r.top >= 0 && r.bottom <= (globalThis.innerHeight || r.bottom)) return;
    el['player-top'].scrollIntoView({ block: 'start', behavior: 'smooth' });
  }

  /** @param {import('../shell/language.js').Text} text  worded again in a new language */
  function announce(text) {
    language.say(el.announce, text);
  }

  /** @param {import('../shell/language.js').Text} text  (a function: worded again after a change of language) */
  function setMoveError(text) {
    language.say(el['move-error'], text);
    el['move-input'].setAttribute('aria-invalid', text ? 'true' : 'false');
  }

  // ---- buttons and keys -----------------------------------------------------------------------

  /**
   * @param {string} name
   * @param {string} type
   * @param {(e: any) => void} fn
   */
  const on = (name, type, fn) => el[name]?.addEventListener(type, fn);
  const undo = () => controller.takeBack();
  const redo = () => controller.redo();

  on('new-game', 'click', () => {
    const s = controller.snapshot;
    confirm.close();
    dialog.open(prefs.setup, { replacing: s.gamePly > 0 && !s.outcome });
  });
  on('result-new', 'click', () => startNewGame(prefs.setup, { remember: false }));
  on('result-close', 'click', () => {
    view.resultHidden = true;
    el.result.hidden = true;
  });
  on('undo', 'click', undo);
  on('redo', 'click', redo);
  on('flip', 'click', flip);
  on('resign', 'click', () => {
    const s = controller.snapshot;
    const human = s.players.mode === 'computer' ? s.players.human : null;
    confirm.toggle('resign', s.liveTurn, human, s.abortable[human ?? s.liveTurn]);
  });
  on('draw', 'click', () => {
    const s = controller.snapshot;
    if (s.players.mode === 'computer') assistant.offerDraw();
    else confirm.toggle('draw', s.liveTurn, null);
  });
  on('hint', 'click', () => assistant.askHint());
  bindSettings(el, prefs, {
    save: () => saved.savePrefs(storage, prefs),
    setBoard: (options) => board.set(/** @type {any} */ (options)),
    root: document.documentElement,
  });
  const header = bindHeader(el, { prefs, save: () => saved.savePrefs(storage, prefs), board, sound, language });
  on('eval-toggle', 'click', () => {
    prefs.showEval = !prefs.showEval;
    saved.savePrefs(storage, prefs);
    render();
  });
  // Moving through the game (the analysis board: along its tree's current line).
  const nav = {
    /** @param {number} d */
    step: (d) => (mounted.nav ? mounted.nav.step(d) : controller.step(d)),
    first: () => (mounted.nav ? mounted.nav.first() : controller.goTo(0)),
    last: () => (mounted.nav ? mounted.nav.last() : controller.goTo(Infinity)),
    /** @param {number} d  ↑ / ↓: another variation at this move (the analysis board) */
    variation: (d) => !!mounted.nav?.variation(d),
  };
  on('live', 'click', () => controller.goTo(Infinity));
  on('nav-first', 'click', () => nav.first());
  on('nav-prev', 'click', () => nav.step(-1));
  on('nav-next', 'click', () => nav.step(1));
  on('nav-last', 'click', () => nav.last());
  on('bar-prev', 'click', () => nav.step(-1));
  on('bar-next', 'click', () => nav.step(1));

  /** @type {ReturnType<typeof createReviewCtrl>|null} */
  let reviewCard = null;
  const annotations = () => reviewCard?.annotations() ?? []; // a game review's marks go into the PGN
  const shareLink = () => session.shareLink();
  bindPageTools(el, controller, core, {
    setMoveError,
    shareLink,
    replace: (what, load, kept) => (mounted.replace ? mounted.replace(what, load) : session.replace(what, load, kept)),
    sound,
    notify,
    prefs,
    annotations,
    language,
    treePgn: (options) => mounted.treePgn?.(options) ?? null,
    pgnLoading: (text, index) => mounted.pgnLoading?.(text, index),
  });

  const pageKeys = { nav, undo, redo, hint: () => assistant.askHint(), flip, closeQuestion: () => confirm.close(), engine: /** @type {any} */ (null) };
  bindPageKeys(root, pageKeys);

  globalThis.addEventListener?.('hashchange', () => session.hashChanged());
  // Sounds need an AudioContext, which may only start after a gesture; make it early.
  root.addEventListener('pointerdown', () => sound.warm(), { once: true });
  root.addEventListener('keydown', () => sound.warm(), { once: true });

  /** @typedef {import('../shell/screens.js').Arrows} Arrows */
  /** @type {{engine: Arrows, review: Arrows, retro: Arrows|null}} the app's arrows by source (Learn from your mistakes: its own only) */
  const shapes = { engine: [], review: [], retro: null };
  /** @param {Partial<typeof shapes>} change */
  function drawShapes(change) {
    Object.assign(shapes, change);
    board.setShapes(/** @type {any} */ (shapes.retro ?? [...shapes.review, ...shapes.engine]));
  }
  /**
   * The board a move starts from in a position (an arrow's board in the two-board view; given in
   * either view, so that a switch of view keeps the arrow on its board).
   * @param {string} fen
   * @param {string} uci
   * @returns {'A'|'B'|null}
   */
  function boardOf(fen, uci) {
    try {
      const g = core.newGame(fen);
      try {
        return g.play(uci).fromBoard;
      } finally {
        g.free();
      }
    } catch {
      return null;
    }
  }

  /** The words that are not drawn from the snapshot: the core's version. */
  function renderChrome() {
    if (el.version) el.version.textContent = t('page.footer.version', { version: core.version() });
  }

  renderChrome();
  const linked = !!saved.decodeHash(loc?.hash)?.data; // read before the session clears the link
  if (code.mount) {
    /** @type {import('../shell/screens.js').Page} */
    const page = {
      el,
      core,
      controller,
      board,
      language,
      storage,
      prefs,
      search,
      location: loc,
      history: env.history ?? globalThis.history,
      linked,
      notify,
      bootGame: () => session.boot(),
      showBoard,
      setOrientation,
      showClocks: (times) => clocks.showRecorded(times),
      showMoveNote,
      drawShapes,
      boardOf,
    };
    mounted = code.mount(page);
  } else {
    session.boot();
  }
  pageKeys.engine = mounted.engineKeys ?? null;
  const reviewEngine = createEngineClient({ name: 'alice-chess review' });
  const review = createReviewCtrl(controller, reviewEngine, {
    boardOf,
    onError: notify,
    t,
    keepsLine: mounted.review?.keepsLine,
    showLine: mounted.review?.showLine,
    onReviewed: mounted.review?.onReviewed,
  });
  const reviewView = createReviewView(el, review, controller, {
    setMarks: (marks) => moveList.setMarks(marks),
    setArrows: (arrows) => drawShapes({ review: arrows }),
    showLine: mounted.review?.showLine,
    showBoard,
    t,
  });
  reviewCard = review;
  mounted.reviewed?.(review, reviewEngine);
  on('analyse', 'click', (/** @type {Event} */ e) => {
    e.preventDefault();
    // Play → analysis takes the game along (a share link); analysis → play goes back to the game.
    const to = analysisMode ? loc.pathname : `${loc.pathname}?analysis${new URL(session.shareLink(), loc.href).hash}`;
    loc.assign(to);
  });
  on('edit-position', 'click', (/** @type {Event} */ e) => {
    e.preventDefault();
    loc.assign(editorLink(loc, controller.snapshot.fen));
  });
  // Start-up's notices, in one.
  const said = startup;
  startup = null;
  if (said.length === 1) showNotice(...said[0]);
  else if (said.length > 1) {
    const text = () => said.map(([part]) => (typeof part === 'function' ? part() : part)).join(' ');
    showNotice(text, said.some(([, kind]) => kind === 'warn') ? 'warn' : 'info', said.flatMap(([, , actions]) => actions));
  }
  el.loading?.remove();

  // Another language: everything drawn is drawn again in it (the markup is already translated).
  language.onChange(() => {
    header.render();
    renderChrome();
    confirm.refresh();
    dialog.refresh();
    board.redraw();
    boardView.render();
    render();
    reviewView.refresh();
    mounted.refresh?.();
  });

  return { controller, board, analyst };
}
