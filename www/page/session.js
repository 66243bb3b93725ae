// The page's game across visits: restore it at start-up (a share link first, then the autosave),
// save it after every change, and write share links. Only plain data is stored (see storage.js);
// the controller replays it through the rules core, so a corrupt save can never give an illegal
// position.

import * as saved from './storage.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('../game/types').GameSnapshot} GameSnapshot */
/** @typedef {import('../game/types').Players} Players */

/**
 * The data saved for a snapshot's game.
 * @param {GameSnapshot} s
 */
export function savedData(s) {
  return { start: s.startFen, moves: s.history.map((m) => m.uci), end: s.end, players: s.players };
}

/**
 * @param {GameController} controller
 * @param {{storage?: Storage|null, location?: Location|null, history?: History|null,
 *          notify: (text: string, kind?: 'info'|'warn') => void,
 *          faceHuman: (players: Players) => void, newGame: () => void}} env
 */
export function createSession(controller, env) {
  const { storage = null, location: loc = null, history: hist = null, notify, faceHuman, newGame } = env;
  /** @type {string|null} */
  let lastSaved = null;

  /**
   * Replay saved data; throws the core's error when it does not replay.
   * @param {{start: string, moves: string[], end: any, players: Players}} data
   */
  function restore(data) {
    if (data.players.mode === 'computer') faceHuman(data.players);
    controller.load({ fen: data.start, moves: data.moves, end: data.end, players: data.players, strict: true });
  }

  /** Load the game of a share link; true when the hash held one (loaded or not). */
  function loadFromHash() {
    const link = saved.decodeHash(loc?.hash);
    if (!link) return false;
    try {
      hist?.replaceState(null, '', `${loc?.pathname}${loc?.search}`);
    } catch {
      /* not allowed here; harmless */
    }
    if (link.data) {
      try {
        restore(link.data);
        notify('Game loaded from the shared link.', 'info');
        return true;
      } catch (err) {
        link.error = /** @type {Error} */ (err).message;
      }
    }
    notify(`The shared link's game could not be loaded (${link.error}). A new game was started.`);
    newGame();
    return true;
  }

  return {
    loadFromHash,

    /** Start-up: a share link, else the autosaved game, else a new game. */
    boot() {
      if (loadFromHash()) return;
      const save = saved.loadGame(storage);
      if (save?.data) {
        try {
          restore(save.data);
          return;
        } catch (err) {
          save.error = /** @type {Error} */ (err).message;
        }
      }
      if (save?.error) notify(`Your saved game could not be restored (${save.error}). A new game was started.`);
      newGame();
    },

    /**
     * Save the game when it changed.
     * @param {GameSnapshot} s
     */
    save(s) {
      const data = savedData(s);
      const text = JSON.stringify(data);
      if (text === lastSaved) return;
      lastSaved = text;
      saved.saveGame(storage, data);
    },

    /** The share link of the game. */
    shareLink() {
      const s = controller.snapshot;
      const base = loc ? `${loc.origin}${loc.pathname}${loc.search}` : '';
      return base + saved.encodeHash({ start: s.startFen, moves: s.history.map((m) => m.uci), players: /** @type {any} */ (s.players) }); // the page's players always have a move time
    },
  };
}
