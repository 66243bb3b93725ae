// <alice-chess>: an Alice chess board for any web page, as one custom element.
//
//   <script type="module" src="https://example.org/alice/www/alice-chess.js"></script>
//   <alice-chess moves="e4 d5 Be2 dxe4" mode="hotseat" show-moves show-controls></alice-chess>
//
// Importing this module defines the element (and nothing else global). Each element draws into its
// own shadow root, styled by widget.css next to this file (style.js), so it works under a strict
// Content-Security-Policy (script-src 'self' 'wasm-unsafe-eval'; style-src 'self'). The rules core
// (wasm) loads once for all elements of the page.
//
// The element is a view of one game controller (game/controller.js), the same as the game page's:
// the controller holds the game, the history cursor, the promotion, who plays and the computer
// opponent; the element applies its attributes to it (session.js), draws its snapshots (render.js,
// and ui/board-view.js for the board), turns clicks and keys into its calls (controls.js), and sends
// its events on as DOM events (events.js), in its language (lang.js: every word from the message
// catalogues). This file: the element's lifecycle, properties and methods. Attributes, properties,
// methods, events and CSS custom properties: README "Embedding".

import { loadCore } from '../core/wasm.js';
import { requireString } from '../core/core.js';
import { translateDom } from '../i18n/i18n.js';
import { problemText } from '../i18n/errors.js';
import { ATTRIBUTES, GAME_ATTRIBUTES, readSettings, readBool } from './config.js';
import { moveDetail, resultDetail, liveFen } from './events.js';
import { checkPgnOptions, checkEnding, checkOffer, readSide, readGameState } from './checks.js';
import { createElementLanguage } from './lang.js';
import { buildShadow, showUnavailable } from './view.js';
import { styleShadow } from './style.js';
import { createMessageBox } from './messages.js';
import { bindControls } from './controls.js';
import { createComputer } from './computer.js';
import { createSession, orientationOf } from './session.js';
import { createLiveEvents } from './live-events.js';

/** @typedef {import('../game/controller').GameController} GameController */

const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const COLOR_WORD = /** @type {const} */ ({ w: 'white', b: 'black' });
/** The settings of an element without attributes (in force until the core is loaded). */
const DEFAULT_SETTINGS = readSettings(() => null);

// Under Node (server-side rendering) there is no HTMLElement: the class is made only where there is
// one, and defined only where custom elements exist (alice-chess.js).
const Base = /** @type {typeof HTMLElement} */ (globalThis.HTMLElement ?? class {});

class AliceChessElement extends Base {
  static get observedAttributes() {
    return ATTRIBUTES;
  }

  // ---- state (the game itself is the controller's) ----------------------------------------------
  #ui; // the shadow root's parts (view.js)
  #language = createElementLanguage(this, () => this.#relabel()); // its translator, `t`
  #computer = createComputer(); // its engine client; no worker until the computer plays
  #messages; // the error box (messages.js)
  /** @type {ReturnType<typeof createSession>|null} the controller and its views, once the core is loaded */
  #session = null;
  #dirty = { settings: true, game: true }; // attributes changed since the last apply
  #applyQueued = false;
  #started = false;
  #destroyed = false;
  /** @type {Promise<void>} */
  #ready;
  /** @type {() => void} */
  #resolveReady = () => {};
  /** el.applyEvent(): a live game's events applied to the controller and the online parts */
  #live = createLiveEvents({
    controller: () => this.#need(),
    online: () => this.#online(),
    load: (state) => this.load(/** @type {object} */ (state)),
    follow: () => this.#settings.mode !== 'view',
  });
  /** @type {(err: Error) => void} */
  #rejectReady = () => {};

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    this.#ui = buildShadow(shadow);
    this.#messages = createMessageBox(this.#ui, this.#language.t, (message) => this.#emit('error', { message }));
    this.#relabel(); // in English until the element's language is known and loaded
    // Shown once styled (no flash of an unstyled board); shown anyway, with a message, without the CSS.
    styleShadow(shadow, (problem) => {
      this.#ui.frame.hidden = false;
      if (problem) this.#messages.set('engine', [problem]);
    });
    this.#ready = new Promise((resolve, reject) => {
      this.#resolveReady = resolve;
      this.#rejectReady = reject;
    });
    this.#ready.catch(() => {}); // a page that never awaits `ready` should not see an unhandled rejection
    bindControls(this.#ui, {
      controller: () => this.#controller,
      flip: () => this.flip(),
      toggleView: () => this.setAttribute('view', this.#settings.layout === 'double' ? 'single' : 'two'),
    });
  }

  connectedCallback() {
    if (this.#destroyed) return;
    // Back in the page: carry on (the computer may have a move to make, the clocks count again).
    if (this.#started) this.#controller?.setActive(true);
    this.#session?.online.resume();
    this.#language.update(); // its place in the page may give it a language
    this.#start();
  }

  /** Load the rules core (once) and set the game up. */
  #start() {
    if (this.#started) return;
    this.#started = true;
    loadCore().then(
      (core) => this.#init(core),
      (err) => this.#fail(err),
    );
  }

  disconnectedCallback() {
    // Away from the page: the computer stops thinking (and starts again when the element is back),
    // its worker stops (a new one starts with the next search), the clocks stop ticking and send
    // no `flag` (the time left still counts: they show it when the element is back).
    this.#controller?.setActive(false);
    this.#computer.engine.dispose();
    this.#session?.online.suspend();
  }

  /** @param {string} name */
  attributeChangedCallback(name) {
    if (this.#destroyed) return;
    if (name === 'lang') return this.#language.update();
    if (GAME_ATTRIBUTES.includes(name)) this.#dirty.game = true;
    else this.#dirty.settings = true;
    return this.#queueApply();
  }

  // ---- properties -------------------------------------------------------------------------------

  /**
   * Resolves once the engine is loaded and the board drawn (rejects if the engine cannot load).
   * Asked of an element not (yet) in the page, it loads the engine then too, so that it settles.
   */
  get ready() {
    this.#start();
    return this.#ready;
  }

  /** The FEN of the current position. Setting it starts a new game from that position. */
  get fen() {
    this.#flush();
    return this.#controller ? liveFen(this.#controller.snapshot) : this.getAttribute('fen') || START_FEN;
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

  /** 'white' or 'black': the side drawn at the bottom (as the attributes say, even before they are applied). */
  get orientation() {
    return COLOR_WORD[orientationOf(readSettings((name) => this.getAttribute(name)))];
  }

  set orientation(value) {
    this.#setAttr('orientation', value);
  }

  /** 'hotseat', 'computer', 'online' or 'view'. */
  get mode() {
    this.#flush();
    return this.#settings.mode;
  }

  set mode(value) {
    this.#setAttr('mode', value);
  }

  /** 'single' or 'two'. */
  get view() {
    this.#flush();
    return this.#settings.layout === 'double' ? 'two' : 'single';
  }

  set view(value) {
    this.#setAttr('view', value);
  }

  /** The computer's level, 1 to 8. */
  get level() {
    this.#flush();
    return this.#settings.level;
  }

  set level(value) {
    this.#setAttr('level', value);
  }

  /** 'white' or 'black': the player's side (computer and online modes). */
  get playerColor() {
    this.#flush();
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

  /** Premoves allowed (computer and online modes); false sets premove="false". */
  get premove() {
    this.#flush();
    return this.#settings.premoves;
  }

  set premove(value) {
    this.setAttribute('premove', value ? 'true' : 'false');
  }

  /** The clocks as of now: {white, black, running} (whole ms; running 'white'|'black'|null), or null without clocks. */
  get clock() {
    this.#flush();
    return this.#session?.online.clockState() ?? null;
  }

  /** Half-moves played (0 before the engine is loaded). */
  get ply() {
    this.#flush();
    return this.#controller?.snapshot.gamePly ?? 0;
  }

  /** 'white' or 'black': the side to move in the current position ('white' before the engine is loaded). */
  get turn() {
    this.#flush();
    return COLOR_WORD[this.#controller?.snapshot.liveTurn ?? 'w'];
  }

  /** How the game ended, {result, reason, text}, or null while it goes on. */
  get result() {
    this.#flush();
    const o = this.#controller?.snapshot.outcome;
    return o ? resultDetail(o, this.#language.t) : null;
  }

  /** The moves played: [{uci, alice, san, fen, ply, color}]. */
  get history() {
    this.#flush();
    return this.#controller ? this.#controller.snapshot.history.map(moveDetail) : [];
  }

  // ---- methods ----------------------------------------------------------------------------------
  // Each checks its arguments before anything changes: a wrong one throws, the game stays. Each
  // (and each property) sees the attributes set before it: those changed since are applied first.

  /**
   * Show a whole game in one call: a live game's `state(now)` (alice-chess/rules `LiveGame`, or its
   * JSON text) as it is, or {fen?, moves?, pgn?, clock?, result?, players?, offer?} — the start and
   * the moves (or a PGN), the clocks (as setClock()), how it ended (as end()), a pending offer and
   * the players' names and ratings on the seats. Throws (the game kept) when a part is wrong.
   * @param {object|string} state
   */
  load(state) {
    const c = this.#need();
    const online = this.#online();
    const parts = readGameState(state); // every part checked before anything changes
    c.load({ fen: parts.fen, moves: parts.moves, pgn: parts.pgn, end: parts.end, strict: true });
    this.#gameFromMethod();
    if (parts.clock !== undefined) online.setClock(parts.clock);
    online.setPlayers(parts.players);
    online.setOffers(parts.offers);
  }

  /**
   * Start a new game from `fen`. Throws Error (the game is kept) when the FEN is not valid.
   * @param {string} fen
   */
  loadFen(fen) {
    const c = this.#need();
    requireString(fen, 'loadFen(): the FEN');
    c.load({ fen, strict: true });
    this.#gameFromMethod();
  }

  /**
   * Load the first game of a PGN text. Throws Error naming the move and token that failed; the game is kept.
   * @param {string} pgn
   */
  loadPgn(pgn) {
    const c = this.#need();
    requireString(pgn, 'loadPgn(): the PGN text');
    if (!pgn.trim()) throw new Error('loadPgn(): the PGN text is empty (no tags and no moves)');
    c.load({ pgn, strict: true });
    this.#gameFromMethod();
  }

  /**
   * Play a move in any notation the core reads ("Pe4", "e4", "e2e4", "Sdxe4", "O-O", "a7a8q") and
   * return it as {uci, alice, san, fen, ply, color}. Throws Error (game unchanged) when it cannot be played.
   * @param {string} move
   */
  play(move) {
    const c = this.#need();
    requireString(move, 'play(): the move');
    try {
      // A spectator browsing earlier moves stays there (the Live button comes back).
      return moveDetail(c.play(move, { source: 'api', follow: this.#settings.mode !== 'view' }));
    } catch (err) {
      // Why, in the element's language (as its other error events); the Error thrown says it in English.
      this.#emit('error', { message: `play(): ${problemText(this.#language.t, err)}` });
      throw err;
    }
  }

  /**
   * The host's clocks, {white: ms, black: ms, running: 'white'|'black'|'w'|'b'|null} (null: none),
   * online or on a spectator's board. Throws a TypeError naming what is wrong (nothing changes).
   * @param {{white: number, black: number, running?: 'white'|'black'|'w'|'b'|null}|null} spec
   */
  setClock(spec) {
    this.#online().setClock(spec);
  }

  /**
   * Online: the opponent's offer ('draw' or 'takeback'), shown with Accept / Decline; with `by`
   * the player's own side, the player's own offer, shown as sent (with Withdraw). On a spectator's
   * board (mode="view"): shown with whose it is (`by`: 'white', 'black', 'w', 'b'), without the
   * buttons. null clears the offer shown.
   * @param {'draw'|'takeback'|null} kind
   * @param {'white'|'black'|'w'|'b'|null} [by]
   */
  offer(kind, by) {
    const online = this.#online();
    if (kind === null) return online.clearOffer();
    const k = checkOffer(kind);
    online.offer(k, readSide(by, 'offer(): by'));
  }

  /**
   * Apply one event of a live game (alice-chess/rules `LiveGame`) exactly as it returned it
   * (`{seq, type: 'move'|'offer'|'declined'|'withdrawn'|'takeback'|'clock'|'presence'|'end', …}`,
   * or its JSON text), or `{type: 'state', state}` (the whole game, as load() takes it), whoever
   * the board belongs to: the player (mode="online", player-color) or a spectator (mode="view").
   * The player's own move is not played twice; the player's own offer shows as sent (Withdraw),
   * the opponent's with Accept / Decline; offers the live game cleared are cleared. An event
   * numbered at or below the last one applied is skipped. Throws for a malformed event, or a move
   * that does not follow the board's (events were missed: apply the state).
   * @param {object|string} event
   */
  applyEvent(event) {
    this.#need();
    this.#live.apply(event);
  }

  /**
   * The connection to the host, shown on the board: 'online' (nothing shown), 'reconnecting' or
   * 'offline'. Throws a TypeError for another value.
   * @param {'online'|'reconnecting'|'offline'} state
   */
  setConnection(state) {
    if (state !== 'online' && state !== 'reconnecting' && state !== 'offline') {
      throw new TypeError(`setConnection(): give 'online', 'reconnecting' or 'offline', not ${JSON.stringify(state) ?? typeof state}`);
    }
    this.#online().setConnection(state);
  }

  /**
   * The host ends the game: {result: '1-0'|'0-1'|'1/2-1/2'|'*', reason} (resignation, timeout
   * (or time), agreement, abandonment, aborted, or any short text). Shown, input stops, pgn() records it. Throws (the game
   * unchanged) for a wrong argument or a game already over with another result.
   * @param {{result: string, reason: string}} ending
   */
  end(ending) {
    const c = this.#need();
    const { result, reason } = checkEnding(ending);
    const o = c.snapshot.outcome;
    if (o && o.result === result.trim()) return; // already over so: nothing to do
    c.end(result, reason);
  }

  /** Take back the last half-move. Returns false when there is none. */
  undo() {
    return this.#need().undo();
  }

  /**
   * Stop for good: the clocks, the computer (its worker) and every timer; no more events. The
   * element stays where it is, showing the game, without input; its methods throw. Removing the
   * element from the page stops the clocks and the computer too (until it is back).
   */
  destroy() {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#applyQueued = true; // no attribute applies any more
    this.#controller?.setActive(false);
    this.#computer.engine.dispose();
    this.#session?.online.dispose();
    this.#ui.frame.inert = true;
  }

  /** Turn the board around (sets the orientation attribute; the getter follows at once). */
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
   * @param {{notation?: 'alice'|'san', tags?: Record<string, string>|Array<[string, string]>}|null} [options]
   */
  pgn(options) {
    const c = this.#need();
    checkPgnOptions(options);
    return c.pgn(options ?? {});
  }

  // ---- start-up ---------------------------------------------------------------------------------

  /** The game controller (null until the rules core is loaded). */
  get #controller() {
    return this.#session?.controller ?? null;
  }

  /** The display and mode settings in force (the defaults until the core is loaded). */
  get #settings() {
    return this.#session?.settings ?? DEFAULT_SETTINGS;
  }

  #need() {
    if (this.#destroyed) throw new Error('<alice-chess> was destroyed');
    this.#flush();
    const c = this.#controller;
    if (!c) throw new Error('<alice-chess> is not ready yet: await element.ready first');
    return c;
  }

  /** The online parts (clocks, offers), once ready. */
  #online() {
    this.#need();
    const session = /** @type {ReturnType<typeof createSession>} */ (this.#session);
    return session.online;
  }

  /**
   * @param {string} name
   * @param {unknown} value  null or undefined removes the attribute
   */
  #setAttr(name, value) {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, String(value));
  }

  /** @param {import('../core/boundary').Core} core */
  #init(core) {
    this.#session = createSession({
      core,
      ui: this.#ui,
      computer: this.#computer,
      messages: this.#messages,
      emit: (type, detail) => this.#emit(type, detail),
      settings: DEFAULT_SETTINGS,
      t: this.#language.t,
    });
    if (!this.isConnected) this.#session.controller.setActive(false); // taken out of the page while the core loaded
    this.#dirty = { settings: true, game: true };
    this.#apply();
    this.#resolveReady();
  }

  /** @param {unknown} err */
  #fail(err) {
    const error = err instanceof Error ? err.message : String(err);
    showUnavailable(this.#ui); // the reason goes once, in the message box
    this.#relabel();
    this.#messages.set('engine', [(t) => t('widget.engine.failed', { error })]);
    this.#rejectReady(err instanceof Error ? err : new Error(error));
  }

  /** Word the shadow root in the element's language (again: it changed). */
  #relabel() {
    const t = this.#language.t;
    translateDom(/** @type {ShadowRoot} */ (this.shadowRoot), t);
    this.#ui.frame.lang = t.lang;
    this.#messages.render();
    this.#session?.relabel();
  }

  #queueApply() {
    if (!this.#session || this.#applyQueued) return;
    this.#applyQueued = true;
    queueMicrotask(() => {
      if (this.#destroyed) return;
      this.#applyQueued = false;
      this.#flush();
    });
  }

  /** Apply the attributes changed since the last apply, now (before a method or property reads the game). */
  #flush() {
    if (this.#destroyed || !this.#session) return;
    if (this.#dirty.settings || this.#dirty.game) this.#apply();
  }

  /** Apply the attributes that changed (session.js). */
  #apply() {
    if (!this.#session) return;
    const dirty = this.#dirty;
    this.#dirty = { settings: false, game: false };
    this.#session.apply(dirty, (name) => this.getAttribute(name));
  }

  /** The game came from a method: what the attributes said about their game no longer applies. */
  #gameFromMethod() {
    this.#messages.set('game', []);
  }

  /**
   * @param {string} type
   * @param {object} detail
   */
  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

export { AliceChessElement };
