// The game controller: one game, headless (no DOM), shared by the page, the <alice-chess> widget
// and the iframe route. It owns the game (start position, moves, the cursor in the history, a
// pending promotion, who plays — two people, or a person against the computer —, the clock, the
// result) and publishes an immutable snapshot after every change. It is the only code that calls the
// rules core for a game; views render snapshots and turn input into the calls below.
//
// Events (`on(type, fn)`, in this order for one change): 'move' {move, source, mover, search},
// 'takeback', 'premove' {premove, played, reason}, 'change' (the snapshot), 'gameover' {outcome, loaded},
// 'error' {message}. A move's
// `source` is 'player' (board or keyboard input), 'api' (a call of play()) or 'computer'.
//
// Side effects of the game itself live in one place, `afterChange()`: stopping the clock at the end,
// the flag timer, and starting (or dropping) the computer's search.

import { createGameClock } from './game-clock.js';
import { readGame, pgnOptions } from './load.js';
import { createEmitter } from './emitter.js';
import { gameSnapshot } from './snapshot.js';
import { createBoardInput } from './board-move.js';
import { refusalText } from '../i18n/refusal.js';
import { resolvePremove, premoveMap } from './premove.js';
import { COMPUTER_MIN_DELAY_MS, LEVEL_MOVETIME_MS } from './computer-turn.js';
import { createOpponent, HOTSEAT } from './opponent.js';
import { mayTakeBack, walk, historyAfter, fensBefore } from './history.js';
import { englishT } from '../i18n/i18n.js';

/** @typedef {import('../core/boundary').Core} Core */
/** @typedef {import('../core/boundary').CoreGame} CoreGame */
/** @typedef {import('../core/boundary').Color} Color */
/** @typedef {import('../core/boundary').HistoryEntry} HistoryEntry */
/** @typedef {import('../core/boundary').DeclaredEnd} DeclaredEnd */
/** @typedef {import('../core/boundary').SearchResult} SearchResult */
/** @typedef {import('../core/engine-client').EngineClient} EngineClient */
/** @typedef {import('./types').Players} Players */
/** @typedef {import('./types').GameSnapshot} GameSnapshot */
/** @typedef {import('./types').LoadResult} LoadResult */
/** @typedef {import('./types').Promotion} Promotion */
/** @typedef {import('../core/boundary').PromotionRole} PromotionRole */
/** @typedef {import('./types').ClockState} ClockState */
/** @typedef {import('./premove.js').Premove} Premove */
/** @typedef {import('../i18n/i18n.js').Translate} Translate */

export { COMPUTER_MIN_DELAY_MS, LEVEL_MOVETIME_MS, HOTSEAT };

/** @type {Map<string, string[]>} */
const NO_PREMOVES = new Map();

/**
 * A game controller. `t` words what the controller itself says (why a move cannot be made now, the
 * computer failing): asked each time, so a translator whose language changes is followed.
 * @param {{core: Core, engine?: EngineClient|null, now?: () => number,
 *          timers?: {setTimeout: typeof setTimeout, clearTimeout: typeof clearTimeout},
 *          random?: () => number, t?: Translate}} deps
 */
export function createGameController({ core, engine = null, now = () => performance.now(), timers = globalThis, random = Math.random, t = englishT }) {
  /** @type {CoreGame} */
  let game = core.newGame();
  /** @type {readonly HistoryEntry[]} */
  let history = Object.freeze([]);
  /** @type {number|null} ply shown from the history, or null for the live position */
  let cursor = null;
  /** @type {Promotion|null} */
  let promotion = null;
  let viewOnly = false;
  let active = true; // false while the view is away (a widget taken out of the page)
  const clock = createGameClock(now, timers);
  const opponent = createOpponent({ engine, now, random, timers, t });
  /** @type {Premove|null} the player's move set ahead during the opponent's turn */
  let premove = null;
  /** @type {Array<[string, string]>} */
  let tags = [];
  let gameId = 0;
  /** @type {string|null} */
  let outcomeKey = null;
  /** @type {GameSnapshot} */
  let snapshot;
  const emitter = createEmitter();
  const emit = emitter.emit;

  // ---- snapshots ------------------------------------------------------------------------------

  /** @param {unknown} end  the game's declared end, if any */
  const canTakeBack = (end = snapshot.end) => mayTakeBack(game, end, history, opponent);

  /** @returns {GameSnapshot} */
  function build() {
    const live = cursor === null;
    const s = game.snapshot(live ? undefined : /** @type {number} */ (cursor));
    const mayMove = live && !s.outcome && !viewOnly && !opponent.thinking && opponent.movesHere(s.turn);
    const waiting = opponent.premover();
    const mayPremove = live && !s.outcome && !viewOnly && waiting !== null && s.turn !== waiting;
    if (waiting === null || s.outcome || viewOnly) premove = null; // kept on its turn: it is about to be played
    return gameSnapshot(s, mayMove, {
      premoveDests: mayPremove ? premoveMap(game.premoveDests()) : NO_PREMOVES,
      premove,
      gameId,
      history,
      startFen: game.startFen(),
      liveTurn: game.turn(),
      players: opponent.players,
      viewOnly,
      thinking: !!opponent.thinking,
      promotion,
      canUndo: canTakeBack(s.end),
      clock: clock.view(),
      tags,
    });
  }

  /**
   * Publish a new snapshot: first the given events, then 'change', then 'gameover' when the game
   * just ended; then the game's own side effects.
   * @param {Array<[string, any]>} events
   * @param {boolean} loaded the game was just loaded (its end, if any, is not news of a move)
   */
  function publish(events = [], loaded = false) {
    snapshot = build();
    for (const [type, detail] of events) emit(type, detail);
    emit('change', snapshot);
    const o = snapshot.outcome;
    const key = o ? `${gameId}:${snapshot.gamePly}:${o.reason}:${o.result}` : null;
    if (key !== outcomeKey) {
      outcomeKey = key;
      if (o) emit('gameover', { outcome: o, loaded });
    }
    afterChange();
  }

  /**
   * A side that has not made a move in this game yet aborts it instead of resigning.
   * @param {Color} color
   */
  function mayAbort(color) {
    if (color !== 'w' && color !== 'b') throw new TypeError(`resign(): the colour must be 'w' or 'b', not ${String(color)}`);
    return snapshot.abortable[color];
  }

  // ---- side effects of the game ---------------------------------------------------------------

  function afterChange() {
    const over = !!snapshot.outcome;
    clock.watch(over, (color) => {
      try {
        game.flag(color);
      } catch {
        /* already over */
      }
      publish();
    });
    if (!(active && !over && opponent.computerMoves(game.turn()))) {
      cancelThinking(true);
      return;
    }
    if (opponent.thinking === game.fen()) return;
    const turn = game.turn();
    const budget = (/** @type {number} */ base) => clock.budget(turn, base);
    opponent.takeTurn(
      { fen: game.fen(), history: historyFens(), budget },
      { current: () => game.fen(), play: (uci, res) => playText(uci, 'computer', res), publish },
    );
  }

  /** FENs of the positions before the one after `ply` half-moves, oldest first. */
  const historyFens = (ply = game.ply()) => fensBefore(game.startFen(), history, ply);

  /** @param {boolean} republish */
  function cancelThinking(republish) {
    if (opponent.cancel() && republish) publish();
  }

  // ---- playing --------------------------------------------------------------------------------

  /**
   * @param {string} text
   * @param {'player'|'api'|'computer'} source
   * @param {SearchResult|null} search the computer's search that chose it
   * @param {boolean} follow  the view goes to the new position (else an earlier one shown stays)
   */
  function playText(text, source, search = null, follow = source !== 'computer') {
    const mover = game.turn();
    const entry = game.play(text); // throws the core's reason; the game is unchanged
    history = Object.freeze([...history, entry]);
    promotion = null;
    if (follow) cursor = null;
    if (source !== 'computer') cancelThinking(false); // a move by anyone else makes the search stale
    clock.press(mover);
    publish([['move', { move: entry, source, mover, search }]]);
    if (premove && mover !== opponent.premover()) playPremove();
    return entry;
  }

  /** The opponent has moved: play the premove if it is legal now, else drop it (saying why). */
  function playPremove() {
    const p = /** @type {Premove} */ (premove);
    premove = null;
    const r = resolvePremove(p, snapshot.legal, (q) => {
      const refusal = game.explain(q.from, q.to, q.promotion);
      return refusal && refusalText(t, refusal);
    });
    if (!r.uci) return publish([['premove', { premove: p, played: false, reason: r.reason }]]);
    emit('premove', { premove: p, played: true });
    playText(r.uci, 'player');
    return undefined;
  }

  /**
   * Replace the game (the old one is freed).
   * @param {CoreGame} g
   * @param {{tags?: Array<[string, string]>, players?: Players, clock?: ClockState|null}} [options]
   */
  function install(g, options = {}) {
    cancelThinking(false);
    premove = null;
    if (game !== g) game.free();
    game = g;
    history = Object.freeze(g.history());
    cursor = null;
    promotion = null;
    tags = options.tags ?? [];
    opponent.players = options.players ?? opponent.players; // the engine is tried again
    gameId++;
    outcomeKey = null;
    if (options.clock) clock.restore(options.clock);
    else clock.reset();
    publish([], true);
  }

  /** @param {() => void} fn */
  function afterTakeback(fn) {
    cancelThinking(false);
    premove = null;
    const before = game.ply();
    fn();
    history = historyAfter(history, game, before);
    cursor = null;
    promotion = null;
    clock.resume(game.turn());
    publish([['takeback', {}]]);
  }

  const boardInput = createBoardInput({
    get snapshot() {
      return snapshot;
    },
    get game() {
      return game;
    },
    get premove() {
      return premove;
    },
    set premove(/** @type {Premove|null} */ p) {
      premove = p;
    },
    set promotion(/** @type {Promotion|null} */ p) {
      promotion = p;
    },
    browsing: () => cursor !== null,
    viewOnly: () => viewOnly,
    opponent,
    playText: (uci) => playText(uci, 'player'),
    publish: () => publish(),
    t,
  });

  publish([], true);

  return {
    /** The latest snapshot. */
    get snapshot() {
      return snapshot;
    },

    /**
     * Listen to an event; returns the function that stops listening.
     * @param {'change'|'move'|'takeback'|'premove'|'gameover'|'error'} type
     * @param {(detail: any) => void} fn
     */
    on(type, fn) {
      return emitter.on(type, fn);
    },

    // The person at the board: move, promote, premove, explain (game/board-move.js).
    ...boardInput,

    /**
     * Play a move in any notation; throws an Error (a TypeError for a non-string; the game
     * unchanged) when it cannot be played.
     * @param {string} text
     * @param {{source?: 'player'|'api', follow?: boolean}} [options]  follow: false keeps an
     *        earlier position shown (a spectator browsing the game)
     */
    play(text, { source = 'api', follow = true } = {}) {
      return playText(text, source, null, follow);
    },

    /** Take back one half-move; false when there is none or the game was declared over (final). */
    undo() {
      if (snapshot.end || !game.canUndo()) return false;
      afterTakeback(() => game.undo());
      return true;
    },

    /** The Undo button: against the computer, back to the player's own turn (online: nothing). */
    takeBack() {
      if (!canTakeBack()) return false;
      afterTakeback(() => walk(game, opponent.human(), true));
      return true;
    },

    /** Replay what was taken back (against the computer, up to the player's turn). */
    redo() {
      if (!game.canRedo()) return false;
      afterTakeback(() => walk(game, opponent.human(), false));
      return true;
    },

    /**
     * Show the position after `ply` half-moves (the live one from the last ply on).
     * @param {number} ply
     */
    goTo(ply) {
      const n = Number(ply);
      if (Number.isNaN(n)) throw new TypeError('the ply must be a number');
      cursor = n >= game.ply() ? null : Math.max(0, Math.floor(n));
      promotion = null;
      publish();
    },

    /** @param {number} delta half-moves forward (+) or back (−) from the shown position */
    step(delta) {
      this.goTo((cursor ?? game.ply()) + delta);
    },

    /**
     * `color` resigns — or, before it has made a move in this game, aborts the game (no result).
     * @param {Color} color
     */
    resign(color) {
      if (mayAbort(color)) game.abort();
      else game.resign(color);
      cursor = null;
      publish();
    },

    /**
     * Whether `color` resigning now would abort the game (it has not moved yet in this game).
     * @param {Color} color
     */
    mayAbort,

    agreeDraw() {
      game.agreeDraw();
      publish();
    },

    /**
     * The host ends the game: `result` ('1-0', '0-1', '1/2-1/2', '*') for `reason` in its words
     * (the core records it: Game.endBy). Throws (the game unchanged) for a bad result or reason or
     * a game already over.
     * @param {string} result
     * @param {string} reason
     */
    end(result, reason) {
      game.endBy(result, reason);
      cursor = null;
      promotion = null;
      publish();
    },

    /**
     * A new game: from `fen` (the start position when omitted), with who plays.
     * @param {{fen?: string, players?: Players}} [options]
     */
    newGame({ fen, players: who } = {}) {
      install(core.newGame(fen), { players: who });
      engine?.newGame().catch(() => {});
    },

    /**
     * Load a game from its parts — a PGN text, or a FEN and moves — as far as they go. Never throws:
     * what could not be used is described in the result, and the game holds what could be.
     * @param {{fen?: string|null, moves?: string|string[]|null, pgn?: string|null, index?: number,
     *          end?: DeclaredEnd|null, players?: Players, clock?: ClockState|null, strict?: boolean,
     *          tags?: Array<[string, string]>}} parts
     *        index: which game of a PGN text (from 0); strict: throw instead of loading part of it;
     *        clock: the game's saved clock (see clockState()); tags: the game's PGN tags when it
     *        comes as a FEN and moves (a PGN brings its own)
     * @returns {LoadResult}
     */
    load(parts) {
      const { game: g, tags, error } = readGame(core, parts, t); // throws when strict
      install(g, { tags: tags.length ? tags : (parts.tags ?? []), players: parts.players, clock: error ? null : parts.clock });
      return { error };
    },

    /**
     * Who plays: two people here, or a person against the computer.
     * @param {Players} who
     */
    setPlayers(who) {
      opponent.players = who; // the engine is tried again
      publish();
    },

    /** @param {boolean} on  only replay: the board takes no moves */
    setViewOnly(on) {
      viewOnly = !!on;
      publish();
    },

    /** @param {boolean} on  false while the view is away: the computer does not think */
    setActive(on) {
      active = !!on;
      if (active) publish();
      else cancelThinking(true);
    },

    /**
     * The chess clock for the next games (null: none); resets the clock of a game not yet begun.
     * @param {{minutes: number, increment: number}|null} settings
     */
    setClock(settings) {
      clock.configure(settings);
      if (game.ply() === 0 && !snapshot.outcome) {
        clock.reset();
        publish();
      }
    },

    /**
     * The game as PGN (the loaded game's tags are kept; given tags replace them).
     * @param {{notation?: 'alice'|'san', tags?: Record<string, string>|Array<[string, string]>,
     *          annotations?: import('../core/boundary').PgnAnnotation[]}} [options]
     */
    pgn(options = {}) {
      return game.pgn(pgnOptions(tags, options));
    },

    historyFens,

    /** The game's clock as plain data, its times as of now (null: none): to save it with the game. */
    clockState() {
      return clock.state();
    },

    /** Stop everything (timers, the computer) and free the game. */
    dispose() {
      cancelThinking(false);
      clock.dispose();
      emitter.clear();
      game.free();
    },
  };
}

/** @typedef {ReturnType<typeof createGameController>} GameController */
