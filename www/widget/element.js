// <alice-chess>: an Alice chess board for any web page, as one custom element.
//
//   <script type="module" src="https://example.org/alice/www/alice-chess.js"></script>
//   <alice-chess moves="e4 d5 Be2 dxe4" mode="hotseat" show-moves show-controls></alice-chess>
//
// Importing this module defines the element (and nothing else global). Each element draws into its
// own shadow root, styled by alice-chess.css next to this file, so it works under a strict
// Content-Security-Policy (script-src 'self' 'wasm-unsafe-eval'; style-src 'self'). The rules
// engine (wasm) loads once for all elements of the page. Like the game page, the element holds no
// chess rules: the engine answers every rule question; the board (board.js) only draws and reports
// clicks. Attributes, properties, methods, events and CSS custom properties: README "Embedding".

import { loadEngine } from '../core/wasm.js';
import { createBoard } from '../board/board.js';
import { createMoveList } from '../ui/movelist.js';
import { colorName } from '../board/labels.js';
import { ATTRIBUTES, GAME_ATTRIBUTES, readSettings, readBool } from './config.js';
import { buildGame } from './setup.js';
import { buildShadow, showMessages } from './view.js';
import { createOpponent, UNAVAILABLE } from './opponent.js';

const STYLE_URL = new URL('./widget.css', import.meta.url).href;
const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const COLOR_WORD = { w: 'white', b: 'black' };
const other = (c) => (c === 'w' ? 'b' : 'w');
const score = (result) => (result === '1/2-1/2' ? '½–½' : result.replace('-', '–'));
const numbered = (m) => `${m.number}${m.color === 'w' ? '.' : '…'} ${m.alice}`;

class AliceChessElement extends HTMLElement {
  static get observedAttributes() {
    return ATTRIBUTES;
  }

  // ---- state (one object per concern; changed only by the methods below) ----------------------
  #ui; // the shadow root's parts (view.js)
  #engine = null; // engine API (engine.js) once loaded
  #board = null; // board.js board
  #moveList = null; // movelist.js list
  #opponent = null; // computer opponent (opponent.js) or null
  #game = null; // engine game being shown
  #tags = []; // PGN tags of a loaded game, passed back on export
  #settings = readSettings(() => null); // display and mode settings from the attributes
  #viewPly = null; // ply shown from the history, or null for the current position
  #legal = []; // legal moves the player may make now (empty when looking, or not their turn)
  #messages = { settings: [], game: [], engine: [] }; // what is wrong, shown in the error box
  #shownMessages = new Set(); // messages already announced with an `error` event
  #messagesClosed = false; // the reader dismissed the error box
  #dirty = { settings: true, game: true }; // attributes changed since the last apply
  #applyQueued = false;
  #started = false;
  #lastChange = null; // "fen|ply" of the last `change` event
  #outcomeKey = null; // the last game end announced with `gameover`
  #thinking = false; // the computer is choosing a move
  #noComputer = false; // the computer opponent turned out not to be available
  #ready;
  #resolveReady;
  #rejectReady;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    this.#ui = buildShadow(shadow, STYLE_URL);
    const { link, frame } = this.#ui;
    // Shown once styled (no flash of an unstyled board); shown anyway, with a message, without the CSS.
    link.addEventListener('load', () => (frame.hidden = false), { once: true });
    link.addEventListener(
      'error',
      () => {
        frame.hidden = false;
        this.#setMessages('engine', [`The stylesheet ${STYLE_URL} could not be loaded.`]);
      },
      { once: true },
    );
    this.#ready = new Promise((resolve, reject) => {
      this.#resolveReady = resolve;
      this.#rejectReady = reject;
    });
    this.#ready.catch(() => {}); // a page that never awaits `ready` should not see an unhandled rejection
    this.#bindUi();
  }

  connectedCallback() {
    if (this.#started) {
      // Moved in the page: carry on (the computer may have a move to make).
      this.#sync();
      return;
    }
    this.#started = true;
    loadEngine().then(
      (engine) => this.#init(engine),
      (err) => this.#fail(err),
    );
  }

  disconnectedCallback() {
    this.#opponent?.cancel();
    this.#thinking = false;
  }

  attributeChangedCallback(name) {
    if (GAME_ATTRIBUTES.includes(name)) this.#dirty.game = true;
    else this.#dirty.settings = true;
    this.#queueApply();
  }

  // ---- properties -----------------------------------------------------------------------------

  /** Resolves once the engine is loaded and the board drawn (rejects if the engine cannot load). */
  get ready() {
    return this.#ready;
  }

  /** The FEN of the current position. Setting it starts a new game from that position. */
  get fen() {
    return this.#game ? this.#game.fen() : this.getAttribute('fen') || START_FEN;
  }

  set fen(value) {
    this.#setAttr('fen', value);
  }

  /** The `moves` attribute (moves replayed from `fen`). */
  get moves() {
    return this.getAttribute('moves');
  }

  set moves(value) {
    this.#setAttr('moves', value);
  }

  /** 'white' or 'black': the side drawn at the bottom. */
  get orientation() {
    return COLOR_WORD[this.#board?.state.orientation ?? this.#orientation()];
  }

  set orientation(value) {
    this.#setAttr('orientation', value);
  }

  /** 'hotseat', 'computer' or 'view'. */
  get mode() {
    return this.#settings.mode;
  }

  set mode(value) {
    this.#setAttr('mode', value);
  }

  /** 'single' or 'two'. */
  get view() {
    return this.#settings.layout === 'double' ? 'two' : 'single';
  }

  set view(value) {
    this.#setAttr('view', value);
  }

  /** The computer's level, 1 to 8. */
  get level() {
    return this.#settings.level;
  }

  set level(value) {
    this.#setAttr('level', value);
  }

  /** 'white' or 'black': the player's side in computer mode. */
  get playerColor() {
    return COLOR_WORD[this.#settings.playerColor];
  }

  set playerColor(value) {
    this.#setAttr('player-color', value);
  }

  get showMoves() {
    return readBool(this.getAttribute('show-moves'));
  }

  set showMoves(value) {
    this.toggleAttribute('show-moves', !!value);
  }

  get showControls() {
    return readBool(this.getAttribute('show-controls'));
  }

  set showControls(value) {
    this.toggleAttribute('show-controls', !!value);
  }

  /** Half-moves played (0 before the engine is loaded). */
  get ply() {
    return this.#game ? this.#game.ply() : 0;
  }

  /** 'white' or 'black': the side to move. */
  get turn() {
    return COLOR_WORD[this.#game ? this.#game.turn() : this.fen.split(' ')[1]] ?? 'white';
  }

  /** How the game ended, {result, reason, text}, or null while it goes on. */
  get result() {
    const o = this.#game?.status().outcome;
    return o ? { result: o.result, reason: o.reason, text: o.text } : null;
  }

  /** The moves played: [{uci, alice, san, fen, ply, color}]. */
  get history() {
    return this.#game ? this.#game.history().map((m, i) => this.#moveDetail(m, m.fenAfter, i + 1)) : [];
  }

  // ---- methods --------------------------------------------------------------------------------

  /** Start a new game from `fen`. Throws Error (the game is kept) when the FEN is not valid. */
  loadFen(fen) {
    const engine = this.#need();
    const g = engine.newGame(String(fen ?? '').trim());
    this.#replaceGame(g, []);
  }

  /** Load the first game of a PGN text. Throws Error naming the move and token that failed; the game is kept. */
  loadPgn(pgn) {
    const engine = this.#need();
    if (typeof engine.gameFromPgn !== 'function') throw new Error('PGN import is not available in this build');
    const text = String(pgn ?? '');
    const g = engine.gameFromPgn(text);
    let tags = [];
    try {
      tags = engine.pgnTags(text);
    } catch {
      /* read above */
    }
    this.#replaceGame(g, tags);
  }

  /**
   * Play a move in any notation the core reads ("Pe4", "e4", "e2e4", "Sdxe4", "O-O", "a7a8q") and
   * return it as {uci, alice, san, fen, ply, color}. Throws Error (game unchanged) when it cannot be played.
   */
  play(move) {
    this.#need();
    return this.#playMove(String(move ?? ''));
  }

  /** Take back the last half-move. Returns false when there is none. */
  undo() {
    this.#need();
    this.#cancelThinking();
    if (!this.#game.undo()) return false;
    this.#afterTakeback();
    return true;
  }

  /** Turn the board around (sets the orientation attribute). */
  flip() {
    this.setAttribute('orientation', this.orientation === 'white' ? 'black' : 'white');
  }

  /** Start again from the attributes' game (fen + moves, or pgn). */
  reset() {
    this.#need();
    this.#dirty.game = true;
    this.#apply();
  }

  /**
   * The game as PGN text. options: {notation: 'alice' (default) | 'san', tags: {White: '…', …}}.
   * The tags of a loaded PGN are kept; given tags replace them.
   */
  pgn(options = {}) {
    this.#need();
    const tags = new Map(this.#tags);
    const given = options?.tags;
    if (given) for (const [k, v] of Array.isArray(given) ? given : Object.entries(given)) tags.set(k, v);
    return this.#game.pgn({ notation: options?.notation ?? 'alice', tags: [...tags] });
  }

  // ---- start-up -------------------------------------------------------------------------------

  #need() {
    if (!this.#engine) throw new Error('<alice-chess> is not ready yet: await element.ready first');
    return this.#engine;
  }

  #setAttr(name, value) {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, String(value));
  }

  #init(engine) {
    this.#engine = engine;
    this.#opponent = createOpponent();
    this.#ui.loading.remove();
    this.#board = createBoard(this.#ui.board, { onMove: (from, to) => this.#onBoardMove(from, to) });
    this.#moveList = createMoveList(this.#ui.moves, (ply) => this.#goTo(ply));
    this.#dirty = { settings: true, game: true };
    this.#apply();
    this.#resolveReady();
  }

  #fail(err) {
    const text = `The Alice chess engine could not be loaded: ${err instanceof Error ? err.message : String(err)}`;
    this.#ui.loading.textContent = text;
    this.#ui.loading.classList.add('failed');
    this.#ui.statusText.textContent = 'Not available';
    this.#setMessages('engine', [text]);
    this.#rejectReady(err instanceof Error ? err : new Error(text));
  }

  #queueApply() {
    if (!this.#engine || this.#applyQueued) return;
    this.#applyQueued = true;
    queueMicrotask(() => {
      this.#applyQueued = false;
      this.#apply();
    });
  }

  /** Bring the settings and the game in line with the attributes that changed. */
  #apply() {
    if (!this.#engine) return;
    const attr = (name) => this.getAttribute(name);
    if (this.#dirty.settings) {
      const s = readSettings(attr);
      const messages = [...s.errors];
      if (s.mode === 'computer') this.#checkComputer(messages);
      const modeChanged = s.mode !== this.#settings.mode;
      this.#settings = s;
      this.#board.set({ orientation: this.#orientation(), layout: s.layout });
      this.#applyLayout();
      this.#setMessages('settings', messages, false);
      if (modeChanged) this.#viewPly = null;
      // The computer no longer plays the side to move: forget its search.
      if (this.#thinking && !(this.#computerPlays() && this.#game?.turn() !== s.playerColor)) this.#cancelThinking();
    }
    if (this.#dirty.game) {
      const built = buildGame(this.#engine, { fen: attr('fen'), moves: attr('moves'), pgn: attr('pgn') });
      this.#setMessages('game', built.errors, false);
      this.#replaceGame(built.game, built.tags, false);
    }
    this.#dirty = { settings: false, game: false };
    this.#sync();
    this.#renderMessages();
  }

  /** The orientation to draw: the attribute, else the player's side against the computer, else White. */
  #orientation() {
    const s = this.#settings;
    return s.orientation ?? (s.mode === 'computer' ? s.playerColor : 'w');
  }

  #replaceGame(game, tags, sync = true) {
    this.#cancelThinking();
    if (this.#game && this.#game !== game) this.#game.free?.();
    this.#game = game;
    this.#tags = tags;
    this.#viewPly = null;
    this.#board?.cancel();
    if (sync) {
      // A game from a method: what the attributes said about their game no longer applies.
      this.#setMessages('game', [], false);
      this.#sync();
      this.#renderMessages();
    }
  }

  #applyLayout() {
    const { frame, side, navGroup, controls, viewToggle, undo } = this.#ui;
    const s = this.#settings;
    const double = s.layout === 'double';
    frame.classList.toggle('view-two', double);
    frame.classList.toggle('with-side', s.showMoves);
    frame.dataset.mode = s.mode;
    side.hidden = !s.showMoves;
    // The ‹ › buttons sit under the move list when there is one, else in the bar under the board.
    if (s.showMoves) side.append(navGroup);
    else this.#ui.tools.prepend(navGroup);
    navGroup.hidden = !(s.mode === 'view' || s.showMoves || s.showControls);
    controls.hidden = !s.showControls;
    undo.hidden = s.mode === 'view';
    viewToggle.setAttribute('aria-pressed', String(double));
    const label = double ? 'Show one board' : 'Show boards A and B side by side';
    viewToggle.setAttribute('aria-label', label);
    viewToggle.title = label;
  }

  // ---- messages and events --------------------------------------------------------------------

  #setMessages(kind, list, render = true) {
    this.#messages[kind] = list;
    if (render) this.#renderMessages();
  }

  #renderMessages() {
    const all = [...this.#messages.engine, ...this.#messages.settings, ...this.#messages.game];
    const fresh = all.filter((m) => !this.#shownMessages.has(m));
    if (fresh.length) this.#messagesClosed = false;
    showMessages(this.#ui, this.#messagesClosed ? [] : all);
    this.#shownMessages = new Set(all);
    for (const message of fresh) this.#emit('error', { message });
  }

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #moveDetail(m, fen, ply) {
    return { uci: m.uci, alice: m.alice, san: m.san, fen, ply, color: COLOR_WORD[m.piece?.[0]] ?? null };
  }

  // ---- drawing --------------------------------------------------------------------------------

  /**
   * Bring everything on screen in line with the game, then send the events: `move` (when `played`
   * is the detail of a move just made), `change` and `gameover` when due.
   */
  #sync(played = null) {
    const g = this.#game;
    if (!g || !this.#board) return;
    const ui = this.#ui;
    const status = g.status();
    const outcome = status.outcome ?? null;
    const history = g.history();
    const livePly = history.length;
    if (this.#viewPly !== null && !(this.#viewPly >= 0 && this.#viewPly < livePly)) this.#viewPly = null;
    const live = this.#viewPly === null;
    const marks = (m) => ({ from: m.from, to: m.to, fromBoard: m.fromBoard, toBoard: m.toBoard });
    const checkOf = (v) => (v.check ? { square: v.checkSquare, board: v.checkBoard } : null);

    let fen;
    let shownPly;
    if (live) {
      this.#legal = this.#playerMayMove(outcome) ? g.legalMoves() : [];
      const dests = new Map();
      for (const m of this.#legal) {
        const to = dests.get(m.from);
        if (!to) dests.set(m.from, [m.to]);
        else if (!to.includes(m.to)) to.push(m.to);
      }
      const last = history[livePly - 1];
      this.#board.setPosition({ pieces: g.pieces(), dests, lastMove: last ? marks(last) : null, check: checkOf(status) });
      fen = g.fen();
      shownPly = livePly;
    } else {
      this.#legal = [];
      const v = g.positionAt(this.#viewPly);
      this.#board.setPosition({
        pieces: v.pieces,
        dests: new Map(),
        lastMove: v.lastMove ? marks(v.lastMove) : null,
        check: checkOf(v),
      });
      fen = v.fen;
      shownPly = this.#viewPly;
    }
    ui.board.classList.toggle('movable', this.#legal.length > 0);

    // Status line.
    let text;
    let dot = status.turn;
    if (!live) {
      text = shownPly === 0 ? 'Start position' : `After ${numbered(history[shownPly - 1])}`;
      dot = fen.split(' ')[1];
    } else if (outcome) {
      text = outcome.text;
      dot = 'none';
    } else if (this.#thinking) {
      text = 'The computer is thinking…';
    } else {
      text = `${colorName(status.turn)} to move${status.check ? ' — check!' : ''}`;
    }
    ui.statusText.textContent = text;
    if (live && outcome) {
      const result = document.createElement('span');
      result.className = 'score';
      result.textContent = ` · ${score(outcome.result)}`;
      ui.statusText.append(result);
    }
    ui.turnDot.dataset.color = dot;
    ui.status.classList.toggle('is-check', live && !outcome && !!status.check);
    ui.status.classList.toggle('is-over', live && !!outcome);

    // Players of a loaded PGN.
    const tag = (name) => this.#tags.find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
    const white = tag('White');
    const black = tag('Black');
    const known = (n) => n && n !== '?';
    ui.players.hidden = !(known(white) || known(black));
    if (!ui.players.hidden) {
      const line = (label, name) => {
        const row = document.createElement('span');
        const l = document.createElement('span');
        l.className = 'label';
        l.textContent = `${label} `;
        row.append(l, known(name) ? name : '?');
        return row;
      };
      ui.players.replaceChildren(line('White', white), line('Black', black));
    }

    // Navigation, controls, move list.
    ui.nav.first.disabled = shownPly === 0;
    ui.nav.prev.disabled = shownPly === 0;
    ui.nav.next.disabled = live;
    ui.nav.last.disabled = live;
    ui.undo.disabled = !g.canUndo() || this.#thinking;
    this.#moveList.update(history, shownPly);
    ui.movesEmpty.hidden = livePly > 0;
    ui.movesEmpty.textContent = `No moves yet. ${colorName(g.turn())} begins.`;

    // Events: the move first, then what it changed.
    if (played) this.#emit('move', played);
    const change = `${fen}|${shownPly}|${livePly}`;
    if (change !== this.#lastChange) {
      this.#lastChange = change;
      this.#emit('change', { fen, ply: shownPly, live, moves: livePly });
    }
    const key = outcome ? `${livePly}:${outcome.reason}:${outcome.result}` : null;
    if (key !== this.#outcomeKey) {
      this.#outcomeKey = key;
      if (outcome) this.#emit('gameover', { result: outcome.result, reason: outcome.reason, text: outcome.text });
    }
    this.#maybeThink(outcome);
  }

  /** Is the computer playing one side? */
  #computerPlays() {
    return this.#settings.mode === 'computer' && !!this.#opponent && !this.#noComputer;
  }

  /** May the person at the board move now? */
  #playerMayMove(outcome) {
    const s = this.#settings;
    if (outcome || s.mode === 'view' || this.#thinking) return false;
    if (this.#computerPlays()) return this.#game.turn() === s.playerColor;
    return true;
  }

  // ---- moves ----------------------------------------------------------------------------------

  /** Play a move (any notation); throws the engine's error with the game unchanged. */
  #playMove(text) {
    const g = this.#game;
    const m = g.play(text);
    this.#cancelThinking(); // a move by anyone else makes a running search stale
    this.#viewPly = null;
    const detail = this.#moveDetail(m, g.fen(), g.ply());
    this.#board.cancel();
    this.#ui.announce.textContent = `${colorName(m.piece[0])} played ${m.alice}.`;
    this.#sync(detail);
    return detail;
  }

  #onBoardMove(from, to) {
    if (this.#viewPly !== null) return this.#sync();
    const cands = this.#legal.filter((m) => m.from === from && m.to === to);
    if (cands.length === 0) return this.#sync();
    if (cands[0].promotion) {
      const first = cands[0];
      this.#board.redraw();
      this.#board
        .promote({ square: to, board: first.toBoard, color: first.piece[0], choices: cands.map((m) => m.promotion) })
        .then((choice) => {
          const m = choice && cands.find((c) => c.promotion === choice);
          if (m && this.#viewPly === null && this.#legal.includes(m)) this.#tryPlay(m.uci);
          else this.#sync();
        });
      return undefined;
    }
    return this.#tryPlay(cands[0].uci);
  }

  #tryPlay(uci) {
    try {
      this.#playMove(uci);
    } catch (err) {
      this.#emit('error', { message: `That move was refused: ${err.message}` });
      this.#sync();
    }
  }

  #afterTakeback() {
    this.#viewPly = null;
    this.#board.cancel();
    this.#sync();
  }

  /** The Undo button: against the computer, back to the player's turn. */
  #undoButton() {
    this.#cancelThinking();
    const g = this.#game;
    const s = this.#settings;
    if (!g.undo()) return;
    if (this.#computerPlays() && g.turn() !== s.playerColor) g.undo();
    this.#afterTakeback();
  }

  // ---- the computer ---------------------------------------------------------------------------

  /** Mode "computer": add the message when there is no opponent, or find out whether there is. */
  #checkComputer(messages) {
    if (this.#noComputer || !this.#opponent) {
      this.#noComputer = true;
      messages.push(UNAVAILABLE);
      return;
    }
    this.#opponent.available.then((ok) => {
      if (ok || this.#noComputer) return;
      this.#noComputer = true;
      this.#cancelThinking();
      if (this.#settings.mode === 'computer') this.#setMessages('settings', [...this.#messages.settings, UNAVAILABLE]);
      this.#sync();
    });
  }

  #maybeThink(outcome) {
    const s = this.#settings;
    const g = this.#game;
    if (!this.#computerPlays() || outcome || this.#thinking) return;
    if (this.#viewPly !== null || g.turn() === s.playerColor || !this.isConnected) return;
    this.#thinking = true;
    const fen = g.fen();
    this.#opponent.think(g, s.level).then(
      (move) => {
        if (!this.#thinking || this.#game !== g || g.fen() !== fen) return;
        this.#thinking = false;
        try {
          this.#playMove(move);
        } catch (err) {
          this.#emit('error', { message: `The computer's move was refused: ${err.message}` });
          this.#sync();
        }
      },
      (err) => {
        if (!this.#thinking || this.#game !== g) return;
        this.#thinking = false;
        this.#noComputer = true;
        this.#setMessages('settings', [
          ...this.#messages.settings,
          `The computer could not choose a move (${err.message}), so both sides are played here now.`,
        ]);
        this.#sync();
      },
    );
    this.#sync();
  }

  #cancelThinking() {
    if (!this.#thinking) return;
    this.#thinking = false;
    this.#opponent?.cancel();
  }

  // ---- history --------------------------------------------------------------------------------

  #goTo(ply) {
    const live = this.#game.ply();
    this.#viewPly = ply >= live ? null : Math.max(0, ply);
    this.#board.cancel();
    this.#sync();
  }

  #step(delta) {
    this.#goTo((this.#viewPly ?? this.#game.ply()) + delta);
  }

  // ---- controls -------------------------------------------------------------------------------

  #bindUi() {
    const ui = this.#ui;
    const when = (fn) => () => this.#engine && this.#game && fn();
    ui.nav.first.addEventListener('click', when(() => this.#goTo(0)));
    ui.nav.prev.addEventListener('click', when(() => this.#step(-1)));
    ui.nav.next.addEventListener('click', when(() => this.#step(1)));
    ui.nav.last.addEventListener('click', when(() => this.#goTo(Infinity)));
    ui.undo.addEventListener('click', when(() => this.#undoButton()));
    ui.flip.addEventListener('click', () => this.flip());
    ui.viewToggle.addEventListener('click', () =>
      this.setAttribute('view', this.#settings.layout === 'double' ? 'single' : 'two'),
    );
    ui.errorClose.addEventListener('click', () => {
      this.#messagesClosed = true;
      showMessages(ui, []);
    });
    // ← → Home End step through the game (not on the board, where arrows move between squares).
    ui.frame.addEventListener('keydown', (e) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || !this.#game) return;
      const t = e.target instanceof Element ? e.target : null;
      if (t?.closest('[role="grid"], .promotion')) return;
      const keys = {
        ArrowLeft: () => this.#step(-1),
        ArrowRight: () => this.#step(1),
        Home: () => this.#goTo(0),
        End: () => this.#goTo(Infinity),
      };
      if (!keys[e.key]) return;
      e.preventDefault();
      keys[e.key]();
    });
  }
}

if (!customElements.get('alice-chess')) customElements.define('alice-chess', AliceChessElement);

export { AliceChessElement };
