// The game page: wires the engine (rules), the board (drawing and input), the move list, the FEN,
// PGN and share-link tools, autosave, the clock and sounds, and the computer opponent (a search in a
// Web Worker, see computer.js). It holds no chess rules: every rule question — legal moves, check,
// game end, notation, the computer's moves — is answered by the engine.
//
// createApp(root, engine) looks up its parts inside `root` by data-part attributes, so the same
// code can drive the page or a copy of its markup elsewhere (for example inside a web component).

import { createBoard } from '../board/board.js';
import { createMoveList } from '../ui/movelist.js';
import * as saved from './storage.js';
import * as clk from '../game/clock.js';
import { createSound } from '../ui/sound.js';
import { colorName } from '../board/labels.js';
import { createComputer, historyFens, Cancelled } from '../core/engine-client.js';
import { createNewGameDialog, LEVELS } from './newgame-dialog.js';
import { createPgnPanel } from './pgn-panel.js';
import { whiteView, formatScore, whiteShare, describe } from '../game/evaluation.js';

const REASON_TITLES = {
  checkmate: 'Checkmate',
  stalemate: 'Stalemate',
  'threefold repetition': 'Threefold repetition',
  'fifty-move rule': 'Fifty-move rule',
  'bare kings': 'Bare kings',
  resignation: 'Resignation',
  agreement: 'Draw agreed',
  timeout: 'Time out',
  'timeout vs lone king': 'Time out',
};

const other = (c) => (c === 'w' ? 'b' : 'w');
const now = () => performance.now();
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The computer never answers faster than this: an instant reply is hard to follow. */
const MIN_THINK_MS = 400;
/** Search time for a hint, for the evaluation display, and for weighing a draw offer. */
const HINT_MS = 1000;
const EVAL_MS = 300;
const DRAW_MS = 600;
/** The computer accepts a draw when it thinks it is at least this much worse (centipawns)… */
const DRAW_ACCEPT_BELOW = -200;
/** …or when the position is this close to equal after this many half-moves. */
const DRAW_EQUAL_WITHIN = 20;
const DRAW_EQUAL_AFTER = 60;

/**
 * Start the app.
 * @param {ParentNode} root  element (or shadow root) holding the page markup (see index.html)
 * @param {{newGame: (fen?: string) => any, version: () => string}} engine  from engine.js
 * @param {{storage?: Storage, location?: Location, history?: History, clipboard?: Clipboard}} env
 */
export function createApp(root, engine, env = {}) {
  const storage = env.storage ?? globalThis.localStorage;
  const loc = env.location ?? globalThis.location;
  const hist = env.history ?? globalThis.history;
  const clipboard = env.clipboard ?? globalThis.navigator?.clipboard;
  const part = (name) => root.querySelector(`[data-part="${name}"]`);
  const el = new Proxy({}, { get: (cache, name) => (cache[name] ??= part(name)) });

  const prefs = saved.loadPrefs(storage);
  const sound = createSound({ muted: prefs.muted });
  const board = createBoard(el.board, { onMove: onBoardMove });
  board.set({ orientation: prefs.orientation, layout: prefs.layout });
  const moveList = createMoveList(el.moves, (ply) => goTo(ply));
  // Two engine workers, started on first use: the opponent, and an analyst for hints, the
  // evaluation and draw offers (so these never hold up the opponent's move, nor it them).
  const computer = (env.createComputer ?? createComputer)({ name: 'alice-chess computer' });
  const analyst = (env.createComputer ?? createComputer)({ name: 'alice-chess analysis' });
  const dialog = createNewGameDialog(el.newgame, { onStart: startNewGame });

  /** The app's state: the live game, which ply is shown, and the open dialogs. */
  const app = {
    game: null, // engine Game of the live game
    viewPly: null, // ply shown from the history, or null for the live position
    legal: [], // legal moves of the live position (empty when viewing history or game over)
    end: null, // how the game ended when not by a move: {kind:'resign'|'draw'|'flag', color}
    confirm: null, // open confirmation: 'draw' | 'resign' | 'new' | null
    outcomeKey: null, // to notice a new game end (banner, sound)
    resultHidden: false, // the player closed the end-of-game banner
    clock: null, // clock state (clock.js) or null
    ticker: 0,
    players: saved.HOTSEAT, // {mode:'hotseat'} or {mode:'computer', human, level, movetimeMs}
    thinking: null, // the computer's search in progress: {game, fen}, or null
    hint: null, // a hint for the live position: {fen, move} (move null while it is found)
    assist: null, // a message about the live position (hint, draw offer): {fen, text}
    drawOffer: null, // FEN of a draw offer the computer is weighing, or null
    evals: new Map(), // FEN → the engine's score from White's view {cp, mate}
    evalPending: null, // FEN being evaluated for the display
    pgnTags: null, // tags of the PGN the game was loaded from, kept for its export
  };

  // ---- game lifecycle -------------------------------------------------------------------------

  /** Make a game from saved data ({start, moves, end}); throws the engine's error if it does not replay. */
  function replay(data) {
    const g = engine.newGame(data.start);
    try {
      for (const m of data.moves) g.play(m);
      if (data.end?.kind === 'resign') g.resign(data.end.color);
      else if (data.end?.kind === 'draw') g.agreeDraw();
      else if (data.end?.kind === 'flag') g.flag(data.end.color);
    } catch (err) {
      g.free?.();
      throw err;
    }
    return g;
  }

  function setGame(g, end = null, players = app.players) {
    cancelThinking();
    if (app.game && app.game !== g) app.game.free?.();
    app.game = g;
    app.viewPly = null;
    app.end = end;
    app.outcomeKey = null;
    app.resultHidden = false;
    app.players = players;
    app.hint = null;
    app.assist = null;
    app.drawOffer = null;
    app.evals.clear();
    app.pgnTags = null;
    closeConfirm();
    dialog.close();
    board.cancel();
    resetClock();
    sync();
  }

  /** A new game with the new-game dialog's last choice (the banner's "New game": a rematch). */
  function newGame() {
    startNewGame(prefs.setup, { remember: false });
  }

  /** Who plays, from a new-game choice ({mode, color: 'w'|'b'|'random', level, movetimeMs}). */
  function playersOf(setup) {
    if (setup.mode !== 'computer') return saved.HOTSEAT;
    const human = setup.color === 'random' ? (Math.random() < 0.5 ? 'w' : 'b') : setup.color;
    return saved.checkPlayers({ mode: 'computer', human, level: setup.level, movetimeMs: setup.movetimeMs });
  }

  function startNewGame(setup, { remember = true } = {}) {
    let players;
    try {
      players = playersOf(setup);
    } catch {
      players = saved.HOTSEAT;
    }
    if (remember) {
      prefs.setup = { ...setup };
      saved.savePrefs(storage, prefs);
    }
    if (players.mode === 'computer') faceHuman(players);
    computer.newGame().catch(() => {});
    setGame(engine.newGame(), null, players);
    setMoveError('');
  }

  /** Against the computer, the player's colour is at the bottom. */
  function faceHuman(players) {
    if (board.state.orientation === players.human) return;
    prefs.orientation = players.human;
    board.set({ orientation: prefs.orientation });
    saved.savePrefs(storage, prefs);
  }

  /** Load the game of a share link; true when the hash held one (loaded or not). */
  function loadFromHash() {
    const link = saved.decodeHash(loc?.hash);
    if (!link) return false;
    try {
      hist?.replaceState(null, '', `${loc.pathname}${loc.search}`);
    } catch {
      /* not allowed here; harmless */
    }
    if (link.data) {
      try {
        const players = link.data.players;
        const g = replay(link.data);
        if (players.mode === 'computer') faceHuman(players);
        setGame(g, link.data.end, players);
        notify('Game loaded from the shared link.', 'info');
        return true;
      } catch (err) {
        link.error = err.message;
      }
    }
    notify(`The shared link's game could not be loaded (${link.error}). A new game was started.`);
    newGame();
    return true;
  }

  function boot() {
    if (loadFromHash()) return;
    const save = saved.loadGame(storage);
    if (save?.data) {
      try {
        setGame(replay(save.data), save.data.end, save.data.players);
        return;
      } catch (err) {
        save.error = err.message;
      }
    }
    if (save?.error) {
      notify(`Your saved game could not be restored (${save.error}). A new game was started.`);
    }
    newGame();
  }

  // ---- drawing --------------------------------------------------------------------------------

  const marks = (m) => ({ from: m.from, to: m.to, fromBoard: m.fromBoard, toBoard: m.toBoard });
  const checkOf = (v) => (v.check ? { square: v.checkSquare, board: v.checkBoard } : null);

  /** Bring everything on screen in line with the game. */
  function sync() {
    const g = app.game;
    const status = g.status();
    const outcome = status.outcome ?? null;
    if (app.end && !outcome) app.end = null;
    const history = g.history();
    const livePly = history.length;
    if (app.viewPly !== null && !(app.viewPly >= 0 && app.viewPly < livePly)) app.viewPly = null;
    const live = app.viewPly === null;

    let fen;
    if (live) {
      app.legal = outcome || !humanToMove() ? [] : g.legalMoves();
      const dests = new Map();
      for (const m of app.legal) {
        const to = dests.get(m.from);
        if (!to) dests.set(m.from, [m.to]);
        else if (!to.includes(m.to)) to.push(m.to);
      }
      const last = history[livePly - 1];
      fen = g.fen();
      const hint = app.hint?.fen === fen ? app.hint.move : null;
      board.setPosition({
        pieces: g.pieces(),
        dests,
        lastMove: last ? marks(last) : null,
        check: checkOf(status),
        hint: hint ? marks(hint) : null,
      });
    } else {
      app.legal = [];
      const v = g.positionAt(app.viewPly);
      board.setPosition({
        pieces: v.pieces,
        dests: new Map(),
        lastMove: v.lastMove ? marks(v.lastMove) : null,
        check: checkOf(v),
      });
      fen = v.fen;
    }

    // Status line and players.
    const vsComputer = app.players.mode === 'computer';
    const mover = !vsComputer
      ? colorName(status.turn)
      : status.turn === app.players.human
        ? `You (${colorName(status.turn)})`
        : `The computer (${colorName(status.turn)})`;
    el.status.textContent = outcome
      ? outcome.text
      : `${mover} to move${status.check ? ' — check!' : ''}`;
    el.status.classList.toggle('is-check', !outcome && !!status.check);
    el.status.classList.toggle('is-over', !!outcome);
    const top = board.state.orientation === 'w' ? 'b' : 'w';
    el['name-top'].textContent = playerName(top);
    el['name-bottom'].textContent = playerName(other(top));
    el['player-top'].dataset.color = top;
    el['player-bottom'].dataset.color = other(top);
    el['player-top'].classList.toggle('to-move', !outcome && status.turn === top);
    el['player-bottom'].classList.toggle('to-move', !outcome && status.turn !== top);

    // History viewing.
    el.viewing.hidden = live;
    if (!live) {
      const m = history[app.viewPly - 1];
      el['viewing-text'].textContent =
        app.viewPly === 0
          ? 'Viewing the start position.'
          : `Viewing the position after ${m.number}${m.color === 'w' ? '.' : '…'} ${m.alice}.`;
    }
    const shown = live ? livePly : app.viewPly;
    el['nav-first'].disabled = shown === 0;
    el['nav-prev'].disabled = shown === 0;
    el['nav-next'].disabled = live;
    el['nav-last'].disabled = live;
    moveList.update(history, shown);
    el['moves-empty'].hidden = livePly > 0;
    el['moves-empty'].textContent = `No moves yet. ${colorName(g.turn())} begins.`;

    // Buttons.
    el.undo.disabled = !canUndo();
    el.redo.disabled = !g.canRedo();
    el.resign.disabled = !!outcome;
    el.draw.disabled = !!outcome || (vsComputer && app.drawOffer !== null);
    el.hint.disabled = !canHint();
    if (outcome && (app.confirm === 'draw' || app.confirm === 'resign')) closeConfirm();

    el.fen.textContent = fen;

    // End of the game.
    const key = outcome ? `${livePly}:${outcome.reason}:${outcome.result}` : null;
    if (key !== app.outcomeKey) {
      app.outcomeKey = key;
      app.resultHidden = false;
    }
    const showResult = !!outcome && !app.resultHidden;
    el.result.hidden = !showResult;
    if (outcome) {
      el['result-title'].textContent = REASON_TITLES[outcome.reason] ?? outcome.reason;
      el['result-text'].textContent = outcome.winner
        ? `${colorName(outcome.winner)} wins`
        : outcome.reason === 'timeout vs lone king'
          ? 'Draw: the flag fell, but the opponent has only a king'
          : 'Draw';
      el['result-score'].textContent = outcome.result === '1/2-1/2' ? '½–½' : outcome.result.replace('-', '–');
      el.result.dataset.reason = outcome.reason;
      if (app.clock?.running) clk.stop(app.clock, now());
    }

    renderClocks();
    save(history);
    maybeThink(outcome);
    renderThinking();
    renderAssist();
    renderEval(fen);
  }

  /** The name on a player bar. */
  function playerName(color) {
    const p = app.players;
    if (p.mode !== 'computer') return colorName(color);
    return color === p.human ? 'You' : `Computer · ${LEVELS[p.level - 1]}`;
  }

  let lastSaved = null;
  function save(history) {
    const data = {
      start: app.game.startFen(),
      moves: history.map((m) => m.uci),
      end: app.end,
      players: app.players,
    };
    const text = JSON.stringify(data);
    if (text === lastSaved) return;
    lastSaved = text;
    saved.saveGame(storage, data);
  }

  let noticeTimer = 0;
  function notify(text, kind = 'warn') {
    el['notice-text'].textContent = text;
    el.notice.dataset.kind = kind;
    el.notice.hidden = false;
    clearTimeout(noticeTimer);
    // Good news goes away by itself; a warning stays until it is dismissed.
    if (kind === 'info') noticeTimer = setTimeout(() => (el.notice.hidden = true), 6000);
  }

  function announce(text) {
    if (el.announce) el.announce.textContent = text;
  }

  function setMoveError(text) {
    el['move-error'].textContent = text;
    el['move-input'].setAttribute('aria-invalid', text ? 'true' : 'false');
  }

  function setFenError(text) {
    el['fen-error'].textContent = text;
    el['fen-input'].setAttribute('aria-invalid', text ? 'true' : 'false');
  }

  // ---- moves --------------------------------------------------------------------------------

  /** Is it a person's turn to move (always, unless the computer plays and it is its turn)? */
  function humanToMove() {
    return app.players.mode !== 'computer' || app.game.turn() === app.players.human;
  }

  /**
   * Play a move in any notation the engine reads. Throws the engine's error (game unchanged).
   * The computer's moves (`byComputer`, with its `score` from White's view) leave a position from
   * the history on screen.
   */
  function playMove(text, { byComputer = false, score = null } = {}) {
    const g = app.game;
    const mover = g.turn();
    const m = g.play(text);
    if (score) app.evals.set(g.fen(), score); // the computer's own view of where its move leads
    if (!byComputer) app.viewPly = null;
    if (app.confirm === 'draw' || app.confirm === 'resign') closeConfirm();
    if (app.clock) clk.press(app.clock, mover, now());
    const status = g.status();
    sound.play(status.outcome ? 'end' : status.check ? 'check' : m.captured ? 'capture' : 'move');
    announce(`${colorName(mover)} played ${m.alice}.`);
    sync();
    ensureTicker();
    return m;
  }

  function onBoardMove(from, to) {
    if (app.viewPly !== null) return sync();
    const cands = app.legal.filter((m) => m.from === from && m.to === to);
    if (cands.length === 0) return sync();
    if (cands[0].promotion) {
      const first = cands[0];
      board.redraw();
      board
        .promote({
          square: to,
          board: first.toBoard,
          color: first.piece[0],
          choices: cands.map((m) => m.promotion),
        })
        .then((choice) => {
          const m = choice && cands.find((c) => c.promotion === choice);
          if (m && app.viewPly === null && app.legal.includes(m)) tryPlay(m.uci);
          else sync();
        });
      return undefined;
    }
    return tryPlay(cands[0].uci);
  }

  function tryPlay(uci) {
    try {
      playMove(uci);
    } catch (err) {
      notify(`That move was refused: ${err.message}`);
      sync();
    }
  }

  /** Against the computer there must be a move of the player's (or a declared end) to take back. */
  function canUndo() {
    const g = app.game;
    if (!g.canUndo()) return false;
    if (app.players.mode !== 'computer' || app.end) return true;
    return g.history().some((m) => m.color === app.players.human);
  }

  /** Take back a move; against the computer, back to the player's turn (usually two half-moves). */
  function undo() {
    if (!canUndo()) return;
    cancelThinking();
    const g = app.game;
    if (!g.undo()) return;
    if (app.players.mode === 'computer') {
      while (g.turn() !== app.players.human && g.canUndo()) g.undo();
    }
    afterTakeback();
  }

  function redo() {
    const g = app.game;
    if (!g.canRedo()) return;
    cancelThinking();
    if (!g.redo()) return;
    if (app.players.mode === 'computer') {
      while (g.turn() !== app.players.human && g.canRedo()) g.redo();
    }
    afterTakeback();
  }

  function afterTakeback() {
    app.viewPly = null;
    closeConfirm();
    board.cancel();
    if (app.clock?.running) clk.start(app.clock, app.game.turn(), now());
    sync();
    ensureTicker();
  }

  // ---- history ------------------------------------------------------------------------------

  function goTo(ply) {
    const live = app.game.ply();
    app.viewPly = ply >= live ? null : Math.max(0, ply);
    board.cancel();
    sync();
  }

  function step(delta) {
    const shown = app.viewPly ?? app.game.ply();
    goTo(shown + delta);
  }

  // ---- confirmations (draw offer, resignation, new game) --------------------------------------

  function openConfirm(kind) {
    const g = app.game;
    const turn = g.turn();
    const actions = [];
    const button = (text, testid, fn, primary = false) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = primary ? 'btn primary' : 'btn';
      b.textContent = text;
      b.dataset.testid = testid;
      b.addEventListener('click', fn);
      actions.push(b);
      return b;
    };
    let text;
    if (kind === 'resign' && app.players.mode === 'computer') {
      text = 'Resign this game?';
      button('Resign', 'resign-confirm', () => resign(app.players.human), true);
      button('Cancel', 'confirm-cancel', closeConfirm);
    } else if (kind === 'draw') {
      text = `${colorName(turn)} offers a draw. ${colorName(other(turn))}, do you accept?`;
      button('Accept draw', 'draw-accept', acceptDraw, true);
      button('Decline', 'draw-decline', closeConfirm);
    } else if (kind === 'resign') {
      text = 'Who resigns?';
      button(`${colorName(turn)} resigns`, 'resign-confirm', () => resign(turn), true);
      button(`${colorName(other(turn))} resigns`, 'resign-other', () => resign(other(turn)));
      button('Cancel', 'confirm-cancel', closeConfirm);
    }
    dialog.close();
    app.confirm = kind;
    el['confirm-text'].textContent = text;
    el['confirm-actions'].replaceChildren(...actions);
    el.confirm.hidden = false;
    el.confirm.dataset.kind = kind;
    actions[0].focus({ preventScroll: true });
  }

  function closeConfirm() {
    const wasOpen = app.confirm !== null;
    app.confirm = null;
    el.confirm.hidden = true;
    el['confirm-actions'].replaceChildren();
    return wasOpen;
  }

  function acceptDraw() {
    closeConfirm();
    try {
      app.game.agreeDraw();
      app.end = { kind: 'draw' };
      sound.play('end');
    } catch (err) {
      notify(err.message);
    }
    sync();
  }

  function resign(color) {
    closeConfirm();
    try {
      app.game.resign(color);
      app.end = { kind: 'resign', color };
      sound.play('end');
    } catch (err) {
      notify(err.message);
    }
    app.viewPly = null;
    sync();
  }

  // ---- the computer -----------------------------------------------------------------------------

  /** Start the computer's search when it is its turn; stop a search that is no longer wanted. */
  function maybeThink(outcome) {
    const g = app.game;
    const p = app.players;
    const wanted = p.mode === 'computer' && !outcome && g.turn() !== p.human;
    if (!wanted) return cancelThinking();
    const fen = g.fen();
    if (app.thinking?.game === g && app.thinking.fen === fen) return undefined;
    cancelThinking();
    const job = { game: g, fen };
    app.thinking = job;
    const started = now();
    const turn = g.turn();
    computer
      .search({
        fen,
        history: historyFens(g),
        level: p.level,
        movetimeMs: thinkingTime(p, turn),
        seed: Math.floor(Math.random() * 2 ** 31),
      })
      .then(async (res) => {
        const left = MIN_THINK_MS - (now() - started);
        if (left > 0) await wait(left);
        // Only the answer to the search still wanted is ever played.
        if (app.thinking !== job || app.game !== g || g.fen() !== fen) return;
        app.thinking = null;
        if (!res.uci) return sync();
        try {
          playMove(res.uci, { byComputer: true, score: whiteView(res, turn) });
        } catch (err) {
          notify(`The computer's move was refused: ${err.message}`);
          sync();
        }
        return undefined;
      })
      .catch((err) => {
        if (err instanceof Cancelled || app.thinking !== job) return;
        app.thinking = null;
        notify(`The computer could not choose a move: ${err.message}`);
        renderThinking();
      });
    return undefined;
  }

  /** The computer's time for this move: its setting, less when its clock runs low. */
  function thinkingTime(p, color) {
    if (!app.clock) return p.movetimeMs;
    const left = clk.timeLeft(app.clock, color, now());
    return Math.max(50, Math.min(p.movetimeMs, left / 30 + app.clock.increment * 0.8));
  }

  function cancelThinking() {
    if (!app.thinking) return;
    app.thinking = null;
    computer.cancel();
    renderThinking();
  }

  function renderThinking() {
    const thinking = !!app.thinking;
    el.thinking.hidden = !thinking;
    const top = board.state.orientation === 'w' ? 'b' : 'w';
    const comp = app.players.mode === 'computer' ? other(app.players.human) : null;
    el['player-top'].classList.toggle('thinking', thinking && comp === top);
    el['player-bottom'].classList.toggle('thinking', thinking && comp === other(top));
  }

  // ---- hint, evaluation, draw offers (the analyst) --------------------------------------------

  function canHint() {
    const g = app.game;
    return app.viewPly === null && !g.status().outcome && humanToMove() && app.hint?.fen !== g.fen();
  }

  /** Ask the engine for a good move for the player to move; show it on the board and in words. */
  function askHint() {
    if (!canHint()) return;
    const g = app.game;
    const fen = g.fen();
    const turn = g.turn();
    app.hint = { fen, move: null };
    setAssist('Looking for a good move…');
    analyst
      .search({ fen, history: historyFens(g), movetimeMs: HINT_MS, seed: 1 })
      .then((res) => {
        if (app.hint?.fen !== fen || app.game !== g || g.fen() !== fen) return;
        const move = g.legalMoves().find((m) => m.uci === res.uci) ?? null;
        app.hint = { fen, move };
        app.evals.set(fen, whiteView(res, turn));
        setAssist(move ? `Hint: ${move.alice} (${move.from}–${move.to})` : 'No hint: there is no legal move.');
        sync();
      })
      .catch((err) => {
        if (err instanceof Cancelled || app.hint?.fen !== fen) return;
        app.hint = null;
        setAssist(`No hint: ${err.message}`);
        sync();
      });
    sync();
  }

  /** Show a message about the live position (until it changes). */
  function setAssist(text) {
    app.assist = text ? { fen: app.game.fen(), text } : null;
    renderAssist();
  }

  function renderAssist() {
    const a = app.assist;
    const show = !!a && app.viewPly === null && a.fen === app.game.fen();
    el.assist.hidden = !show;
    el.assist.textContent = show ? a.text : '';
  }

  /** The computer weighs a draw offer by its evaluation of the position. */
  function offerDrawToComputer() {
    const g = app.game;
    const fen = g.fen();
    if (app.drawOffer || g.status().outcome) return;
    app.drawOffer = fen;
    setAssist('You offer a draw. The computer is considering it…');
    analyst
      .search({ fen, history: historyFens(g), movetimeMs: DRAW_MS, seed: 1 })
      .then((res) => {
        if (app.drawOffer !== fen) return;
        app.drawOffer = null;
        if (app.game !== g || g.fen() !== fen || g.status().outcome) return sync();
        const comp = other(app.players.human);
        const score = g.turn() === comp ? res.score : -res.score;
        const accept =
          score <= DRAW_ACCEPT_BELOW || (Math.abs(score) <= DRAW_EQUAL_WITHIN && g.ply() >= DRAW_EQUAL_AFTER);
        if (accept) {
          setAssist('The computer accepts the draw.');
          acceptDraw();
        } else {
          setAssist('The computer declines the draw. Play on!');
          sync();
        }
        return undefined;
      })
      .catch((err) => {
        if (err instanceof Cancelled || app.drawOffer !== fen) return;
        app.drawOffer = null;
        setAssist(`The computer could not weigh the offer: ${err.message}`);
        sync();
      });
    sync();
  }

  /** FEN of the position on screen. */
  function shownFen() {
    return app.viewPly === null ? app.game.fen() : app.game.positionAt(app.viewPly).fen;
  }

  /** Show the evaluation of the shown position; find it first when it is not known yet. */
  function renderEval(fen) {
    el['eval-toggle'].setAttribute('aria-pressed', String(prefs.showEval));
    el['eval-toggle'].title = prefs.showEval ? 'Hide the evaluation' : "Show the engine's evaluation";
    el.eval.hidden = !prefs.showEval;
    if (!prefs.showEval) return;
    const g = app.game;
    const live = app.viewPly === null;
    const outcome = live ? g.status().outcome : null;
    const known = app.evals.get(fen);
    let text;
    let share = 0.5;
    let label;
    if (outcome) {
      text = outcome.result === '1/2-1/2' ? '½–½' : outcome.result.replace('-', '–');
      share = outcome.winner === 'w' ? 1 : outcome.winner === 'b' ? 0 : 0.5;
      label = `Game over: ${outcome.text}`;
    } else if (known) {
      text = formatScore(known);
      share = whiteShare(known);
      label = `Evaluation: ${describe(known)}`;
    } else {
      // Not known yet: the last figure stays, greyed, until the new one arrives.
      text = el['eval-text'].textContent || '…';
      label = 'Evaluation: thinking';
      share = Number(el.eval.dataset.share ?? 0.5);
      evaluate(fen);
    }
    el.eval.classList.toggle('pending', !outcome && !known);
    el['eval-text'].textContent = text;
    el.eval.dataset.share = String(share);
    el['eval-fill'].style.width = `${(share * 100).toFixed(1)}%`;
    el.eval.setAttribute('aria-label', label);
    el.eval.title = label;
  }

  /**
   * Find the evaluation of `fen` (a short search) unless the computer's own search will tell. One
   * at a time: when it is done, the position then on screen is evaluated next.
   */
  function evaluate(fen) {
    if (app.evalPending) return;
    if (app.thinking && app.thinking.fen === fen) return; // its answer brings the score
    const g = app.game;
    const ply = app.viewPly;
    let history = historyFens(g);
    if (ply !== null) {
      const moves = g.history();
      history = ply === 0 ? [] : [g.startFen(), ...moves.slice(0, ply - 1).map((m) => m.fenAfter)];
    }
    const turn = fen.split(' ')[1] === 'b' ? 'b' : 'w';
    app.evalPending = fen;
    analyst
      .search({ fen, history, movetimeMs: EVAL_MS, seed: 1 })
      .then((res) => {
        if (app.game === g) app.evals.set(fen, whiteView(res, turn));
      })
      .catch(() => {})
      .finally(() => {
        if (app.evalPending === fen) app.evalPending = null;
        if (prefs.showEval) renderEval(shownFen());
      });
  }

  // ---- clock --------------------------------------------------------------------------------

  function resetClock() {
    app.clock = prefs.clock.enabled ? clk.createClock(prefs.clock) : null;
    ensureTicker();
    renderClocks();
  }

  function ensureTicker() {
    const running = !!app.clock?.running;
    if (running && !app.ticker) app.ticker = setInterval(tick, 100);
    if (!running && app.ticker) {
      clearInterval(app.ticker);
      app.ticker = 0;
    }
  }

  function tick() {
    const c = app.clock;
    if (!c) return ensureTicker();
    const t = now();
    const flagged = clk.flagged(c, t);
    if (flagged) {
      clk.stop(c, t);
      try {
        app.game.flag(flagged);
        app.end = { kind: 'flag', color: flagged };
        sound.play('end');
      } catch {
        /* the game was already over */
      }
      sync();
    } else {
      renderClocks();
    }
    ensureTicker();
  }

  function renderClocks() {
    const c = app.clock;
    const top = board.state.orientation === 'w' ? 'b' : 'w';
    for (const [name, color] of [
      ['clock-top', top],
      ['clock-bottom', other(top)],
    ]) {
      const e = el[name];
      e.hidden = !c;
      if (!c) continue;
      const left = clk.timeLeft(c, color, now());
      e.textContent = clk.formatTime(left);
      e.dataset.testid = `clock-${color}`;
      e.classList.toggle('running', c.running === color);
      e.classList.toggle('low', left < 20_000);
      e.setAttribute('aria-label', `${colorName(color)}'s clock: ${clk.formatTime(left)}`);
    }
  }

  function syncClockForm() {
    el['clock-enabled'].checked = prefs.clock.enabled;
    el['clock-minutes'].value = String(prefs.clock.minutes);
    el['clock-increment'].value = String(prefs.clock.increment);
  }

  function onClockForm() {
    const minutes = Number(el['clock-minutes'].value);
    const increment = Number(el['clock-increment'].value);
    prefs.clock = {
      enabled: el['clock-enabled'].checked,
      minutes: Number.isFinite(minutes) && minutes >= 1 && minutes <= 180 ? minutes : prefs.clock.minutes,
      increment: Number.isFinite(increment) && increment >= 0 && increment <= 180 ? increment : prefs.clock.increment,
    };
    saved.savePrefs(storage, prefs);
    const fresh = app.game.ply() === 0 && !app.game.status().outcome;
    if (fresh) resetClock();
    el['clock-hint'].textContent = fresh
      ? "The clock starts after White's first move. Running out of time loses — or draws, if the opponent has only a king."
      : 'The new clock setting applies from the next new game.';
  }

  // ---- FEN, share link -----------------------------------------------------------------------

  function flash(button, text) {
    const old = button.dataset.label ?? button.textContent;
    button.dataset.label = old;
    button.textContent = text;
    clearTimeout(button.flashTimer);
    button.flashTimer = setTimeout(() => {
      button.textContent = old;
    }, 1500);
  }

  function copy(text, button) {
    const ok = () => flash(button, 'Copied!');
    if (clipboard?.writeText) clipboard.writeText(text).then(ok, () => flash(button, 'Select & copy'));
    else flash(button, 'Select & copy');
  }

  function shareLink() {
    const g = app.game;
    const base = loc ? `${loc.origin}${loc.pathname}${loc.search}` : '';
    return (
      base + saved.encodeHash({ start: g.startFen(), moves: g.history().map((m) => m.uci), players: app.players })
    );
  }

  // ---- PGN ----------------------------------------------------------------------------------

  const today = () => {
    const d = new Date();
    const two = (n) => String(n).padStart(2, '0');
    return `${d.getFullYear()}.${two(d.getMonth() + 1)}.${two(d.getDate())}`;
  };

  /** The PGN tags we set: the loaded game's own, completed with who played. */
  function pgnTags() {
    const p = app.players;
    const ours = {
      Event: 'Casual game',
      Site: loc?.host || 'Alice Chess',
      Date: today(),
      White: 'Human',
      Black: 'Human',
    };
    if (p.mode === 'computer') ours[other(p.human) === 'w' ? 'White' : 'Black'] = `Computer (level ${p.level})`;
    const tags = new Map(app.pgnTags ?? []);
    for (const [name, value] of Object.entries(ours)) {
      if (!tags.get(name) || /^\?+$/.test(tags.get(name).replace(/[.]/g, ''))) tags.set(name, value);
    }
    return [...tags];
  }

  /** How a game read from PGN ended when not by a move, in the form the saves keep. */
  function endOf(g) {
    const o = g.status().outcome;
    if (!o) return null;
    if (o.reason === 'resignation') return { kind: 'resign', color: other(o.winner) };
    if (o.reason === 'agreement') return { kind: 'draw' };
    if (o.reason === 'timeout') return { kind: 'flag', color: other(o.winner) };
    if (o.reason === 'timeout vs lone king') {
      // The side that ran out is the one whose opponent has only a king left.
      const white = g.pieces().filter((x) => x.piece[0] === 'w').length;
      return { kind: 'flag', color: white === 1 ? 'b' : 'w' };
    }
    return null;
  }

  createPgnPanel(part, {
    exportPgn: (notation) => app.game.pgn({ notation, tags: pgnTags() }),
    fileName: () => `alice-chess-${today().replace(/\./g, '-')}.pgn`,
    load(text) {
      const g = engine.gameFromPgn(text); // throws the core's message; the game stays as it is
      let tags = null;
      try {
        tags = engine.pgnTags(text);
      } catch {
        /* read once already */
      }
      setGame(g, endOf(g));
      app.pgnTags = tags;
      setFenError('');
      const n = g.ply();
      const outcome = g.status().outcome;
      return `Loaded a game of ${n} half-move${n === 1 ? '' : 's'}${outcome ? ` (${outcome.result})` : ''}.`;
    },
    copy,
  });

  // ---- events -------------------------------------------------------------------------------

  function on(name, type, fn) {
    el[name]?.addEventListener(type, fn);
  }

  on('new-game', 'click', () => {
    const g = app.game;
    closeConfirm();
    dialog.open(prefs.setup, { replacing: g.ply() > 0 && !g.status().outcome });
  });
  on('result-new', 'click', () => newGame());
  on('result-close', 'click', () => {
    app.resultHidden = true;
    el.result.hidden = true;
  });
  on('undo', 'click', undo);
  on('redo', 'click', redo);
  on('flip', 'click', () => {
    prefs.orientation = other(board.state.orientation);
    board.set({ orientation: prefs.orientation });
    saved.savePrefs(storage, prefs);
    sync();
  });
  on('resign', 'click', () => (app.confirm === 'resign' ? closeConfirm() : openConfirm('resign')));
  on('draw', 'click', () => {
    if (app.players.mode === 'computer') offerDrawToComputer();
    else if (app.confirm === 'draw') closeConfirm();
    else openConfirm('draw');
  });
  on('hint', 'click', askHint);
  on('eval-toggle', 'click', () => {
    prefs.showEval = !prefs.showEval;
    saved.savePrefs(storage, prefs);
    renderEval(shownFen());
  });
  on('view-toggle', 'click', () => {
    prefs.layout = prefs.layout === 'double' ? 'single' : 'double';
    applyLayout();
    saved.savePrefs(storage, prefs);
  });
  on('mute', 'click', () => {
    prefs.muted = !prefs.muted;
    sound.muted = prefs.muted;
    applyMute();
    saved.savePrefs(storage, prefs);
  });
  on('notice-close', 'click', () => {
    el.notice.hidden = true;
  });
  on('live', 'click', () => goTo(Infinity));
  on('nav-first', 'click', () => goTo(0));
  on('nav-prev', 'click', () => step(-1));
  on('nav-next', 'click', () => step(1));
  on('nav-last', 'click', () => goTo(Infinity));
  on('move-form', 'submit', (e) => {
    e.preventDefault();
    const input = el['move-input'];
    const text = input.value.trim();
    if (!text) return setMoveError('Type a move first, for example Pe4 or e2e4.');
    if (!humanToMove()) return setMoveError("Wait — it is the computer's move.");
    try {
      playMove(text);
      input.value = '';
      setMoveError('');
    } catch (err) {
      setMoveError(err.message);
      sound.play('error');
    }
    return undefined;
  });
  on('move-input', 'input', () => {
    if (el['move-error'].textContent) setMoveError('');
  });
  on('fen-form', 'submit', (e) => {
    e.preventDefault();
    const text = el['fen-input'].value.trim();
    if (!text) return setFenError('Paste or type a FEN first.');
    let g;
    try {
      g = engine.newGame(text);
    } catch (err) {
      return setFenError(err.message);
    }
    setFenError('');
    setGame(g);
    return undefined;
  });
  on('fen-copy', 'click', () => copy(el.fen.textContent, el['fen-copy']));
  on('share', 'click', () => {
    const link = shareLink();
    const out = el['share-link'];
    out.value = link;
    out.hidden = false;
    out.select();
    copy(link, el.share);
  });
  on('clock-form', 'change', onClockForm);
  on('clock-form', 'submit', (e) => e.preventDefault());

  // Keyboard shortcuts (not while typing, and not on the board, where arrows move between squares).
  root.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || e.altKey || e.metaKey) return;
    const t = e.target instanceof Element ? e.target : null;
    if (t?.closest('input, textarea, select, [contenteditable="true"], [role="grid"], .promotion')) return;
    if (e.key === 'Escape' && closeConfirm()) return;
    if (e.ctrlKey) {
      if (e.key === 'z') undo();
      else if (e.key === 'y') redo();
      else return;
      e.preventDefault();
      return;
    }
    const keys = {
      ArrowLeft: () => step(-1),
      ArrowRight: () => step(1),
      Home: () => goTo(0),
      End: () => goTo(Infinity),
      h: askHint,
      H: askHint,
    };
    if (keys[e.key]) {
      e.preventDefault();
      keys[e.key]();
    }
  });

  globalThis.addEventListener?.('hashchange', () => loadFromHash());
  // Sounds need an AudioContext, which may only start after a gesture; make it early.
  root.addEventListener('pointerdown', () => sound.warm(), { once: true });
  root.addEventListener('keydown', () => sound.warm(), { once: true });

  function applyLayout() {
    const double = prefs.layout === 'double';
    board.set({ layout: prefs.layout });
    el['view-toggle'].setAttribute('aria-pressed', String(double));
    el['view-toggle'].querySelector('.label').textContent = double ? 'One board' : 'Two boards';
    el.app?.classList.toggle('layout-double', double);
  }

  function applyMute() {
    el.mute.setAttribute('aria-pressed', String(prefs.muted));
    el.mute.querySelector('.label').textContent = prefs.muted ? 'Muted' : 'Sound';
    el.mute.title = prefs.muted ? 'Sound is off — click to turn it on' : 'Sound is on — click to mute';
  }

  applyLayout();
  applyMute();
  syncClockForm();
  if (el.version) el.version.textContent = ` (core ${engine.version()})`;
  boot();
  el.loading?.remove();

  return { app, board, sync, playMove, newGame, computer, analyst };
}
