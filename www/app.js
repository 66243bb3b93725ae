// The hotseat game page: wires the engine (rules), the board (drawing and input), the move list,
// the FEN and share-link tools, autosave, the clock and sounds. It holds no chess rules: every rule
// question — legal moves, check, game end, notation — is answered by the engine.
//
// createApp(root, engine) looks up its parts inside `root` by data-part attributes, so the same
// code can drive the page or a copy of its markup elsewhere (for example inside a web component).

import { createBoard } from './board.js';
import { createMoveList } from './movelist.js';
import * as saved from './storage.js';
import * as clk from './clock.js';
import { createSound } from './sound.js';
import { colorName } from './labels.js';

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

  function setGame(g, end = null) {
    if (app.game && app.game !== g) app.game.free?.();
    app.game = g;
    app.viewPly = null;
    app.end = end;
    app.outcomeKey = null;
    app.resultHidden = false;
    closeConfirm();
    board.cancel();
    resetClock();
    sync();
  }

  function newGame() {
    setGame(engine.newGame());
    setMoveError('');
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
        setGame(replay(link.data), link.data.end);
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
        setGame(replay(save.data), save.data.end);
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
      app.legal = outcome ? [] : g.legalMoves();
      const dests = new Map();
      for (const m of app.legal) {
        const to = dests.get(m.from);
        if (!to) dests.set(m.from, [m.to]);
        else if (!to.includes(m.to)) to.push(m.to);
      }
      const last = history[livePly - 1];
      board.setPosition({
        pieces: g.pieces(),
        dests,
        lastMove: last ? marks(last) : null,
        check: checkOf(status),
      });
      fen = g.fen();
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
    el.status.textContent = outcome
      ? outcome.text
      : `${colorName(status.turn)} to move${status.check ? ' — check!' : ''}`;
    el.status.classList.toggle('is-check', !outcome && !!status.check);
    el.status.classList.toggle('is-over', !!outcome);
    const top = board.state.orientation === 'w' ? 'b' : 'w';
    el['name-top'].textContent = colorName(top);
    el['name-bottom'].textContent = colorName(other(top));
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
    el.undo.disabled = !g.canUndo();
    el.redo.disabled = !g.canRedo();
    el.resign.disabled = !!outcome;
    el.draw.disabled = !!outcome;
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
  }

  let lastSaved = null;
  function save(history) {
    const data = { start: app.game.startFen(), moves: history.map((m) => m.uci), end: app.end };
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

  /** Play a move in any notation the engine reads. Throws the engine's error (game unchanged). */
  function playMove(text) {
    const g = app.game;
    const mover = g.turn();
    const m = g.play(text);
    app.viewPly = null;
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

  function undo() {
    if (!app.game.undo()) return;
    afterTakeback();
  }

  function redo() {
    if (!app.game.redo()) return;
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
    if (kind === 'draw') {
      text = `${colorName(turn)} offers a draw. ${colorName(other(turn))}, do you accept?`;
      button('Accept draw', 'draw-accept', acceptDraw, true);
      button('Decline', 'draw-decline', closeConfirm);
    } else if (kind === 'resign') {
      text = 'Who resigns?';
      button(`${colorName(turn)} resigns`, 'resign-confirm', () => resign(turn), true);
      button(`${colorName(other(turn))} resigns`, 'resign-other', () => resign(other(turn)));
      button('Cancel', 'confirm-cancel', closeConfirm);
    } else {
      text = 'Start a new game? The current game will be replaced.';
      button('Start new game', 'new-game-confirm', () => newGame(), true);
      button('Cancel', 'confirm-cancel', closeConfirm);
    }
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
    return base + saved.encodeHash({ start: g.startFen(), moves: g.history().map((m) => m.uci) });
  }

  // ---- events -------------------------------------------------------------------------------

  function on(name, type, fn) {
    el[name]?.addEventListener(type, fn);
  }

  on('new-game', 'click', () => {
    const g = app.game;
    if (g.ply() > 0 && !g.status().outcome) openConfirm('new');
    else newGame();
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
  on('draw', 'click', () => (app.confirm === 'draw' ? closeConfirm() : openConfirm('draw')));
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

  return { app, board, sync, playMove, newGame };
}
