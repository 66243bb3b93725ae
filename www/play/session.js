// The page's game across visits: restore it at start-up (a share link first, then the autosave),
// save it after every change (with its clock), and write share links. Only plain data is stored
// (see storage.js); the controller replays it through the rules core, so a corrupt save can never
// give an illegal position.
//
// Nothing a player did is lost: a game in progress that another one replaces (a share link, even
// one opened in another tab, a FEN or a PGN loaded) is put aside, and the notice offers to resume
// it; loading a FEN or a PGN over a game in progress asks first.
//
// Nor is a save lost to the page failing to read it. At start-up nothing is saved until the saved
// game has been looked at: what can be used is restored (the moves before an illegal one; the game
// without a clock that cannot be read); a save that cannot be used whole is first set aside (kept
// under another key, storage.js setAside) and the notice says so; a save of a newer format is left
// as it is — this page then saves no game over it, and says that too. A save that fails (storage
// full, refused) is said by the page's store (shell/page-storage.js), not here.
//
// Its notices are worded by `t` when shown and again after a change of language. Why a saved game
// or a link could not be used (storage.js's check, the rules core's refusal) is a detail for
// developers: it goes to the console, the player reads that it could not be used.

import * as saved from '../shell/storage.js';
import { englishT } from '../i18n/page-catalogues.js';
import { problemText } from '../i18n/errors.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('../game/types').GameSnapshot} GameSnapshot */
/** @typedef {import('../game/types').Players} Players */
/** @typedef {import('../shell/storage.js').SavedGame} SavedGame */
/** @typedef {import('../shell/language.js').Text} Text */
/** @typedef {{label: Text, testid: string, primary?: boolean, run: () => void}} NoticeAction */
/** @typedef {(text: Text, kind?: 'info'|'warn', actions?: NoticeAction[]) => void} Notify */

/**
 * The data saved for a snapshot's game.
 * @param {GameSnapshot} s
 */
export function savedData(s) {
  // Online games and endings the host decided are the widget's, never the page's.
  const end = s.end?.kind === 'host' ? null : s.end;
  const players = s.players.mode === 'online' ? /** @type {const} */ ({ mode: 'hotseat' }) : s.players;
  return { start: s.startFen, moves: s.history.map((m) => m.uci), end, players };
}

/**
 * The clock to go on with after a reload: the running side's time ran on while the page was away.
 * @param {import('../shell/storage.js').SavedClock} saved
 * @param {number} wallNow  Date.now()
 * @returns {import('../game/types').ClockState}
 */
export function clockAfterAbsence(saved, wallNow) {
  const away = Math.max(0, wallNow - saved.at);
  const remaining = { ...saved.remaining };
  if (saved.running) remaining[saved.running] = Math.max(0, remaining[saved.running] - away);
  return { initial: saved.initial, increment: saved.increment, remaining, running: saved.running };
}

/**
 * A game worth keeping when another replaces it: moves were played and it was not declared over.
 * @param {{moves: string[], end?: unknown, over?: boolean}} data  over: it ended (checkmate, …)
 */
const inProgress = (data) => data.moves.length > 0 && !data.end && !data.over;

/**
 * @param {{start?: string, moves: string[]}} a
 * @param {{start?: string, moves: string[]}} b
 */
const sameGame = (a, b) => a.start === b.start && a.moves.join(',') === b.moves.join(',');

/**
 * A move as the move list numbers it, `12. e4` or `12… e5`, where `fen` is the position it is played in.
 * @param {string} fen
 * @param {string} move
 */
const numbered = (fen, move) => {
  const [, turn, , , , full] = fen.split(' ');
  return `${full ?? '1'}${turn === 'b' ? '…' : '.'} ${move}`;
};

/**
 * @param {GameController} controller
 * @param {{storage?: import('../shell/storage.js').Store|null, location?: Location|null, history?: History|null, notify: Notify,
 *          t?: import('../i18n/i18n.js').Translate,
 *          faceHuman: (players: Players) => void, newGame: () => void, now?: () => number,
 *          orientation: () => 'w'|'b', setOrientation: (o: 'w'|'b') => void, saveKey?: string|null}} env
 *        now: wall time (Date.now); saveKey: where the game is saved (GAME_KEY when left out; null:
 *        nowhere — the analysis, puzzle and lesson boards start from the game being played and
 *        never save over it: their own state is kept by the tree, the puzzle and the lesson)
 */
export function createSession(controller, env) {
  const { storage = null, location: loc = null, history: hist = null, notify, faceHuman, newGame } = env;
  const now = env.now ?? (() => Date.now());
  const t = env.t ?? englishT;
  /**
   * A message of `t` that a change of language words again.
   * @param {string} key
   */
  const words = (key) => () => t(key);
  /**
   * The detail of a failure, for developers.
   * @param {string} what
   * @param {unknown} why
   */
  const explain = (what, why) => console.warn(`alice-chess: ${what}:`, why instanceof Error ? why.message : why);
  const saveKey = env.saveKey === undefined ? saved.GAME_KEY : env.saveKey;
  /** @type {string|null} */
  let lastSaved = null;
  /**
   * Whether the game may be saved: not before start-up has looked at the saved game (restoring it
   * saves, and must not write over it before it is set aside), nor over a save this page must
   * leave alone (a newer format; one that could not be set aside).
   */
  let saving = false;

  /**
   * Replay saved data; throws the core's error when it does not replay.
   * @param {SavedGame} data
   */
  function restore(data) {
    if (data.players.mode === 'computer') faceHuman(data.players);
    const clock = data.clock ? clockAfterAbsence(data.clock, now()) : null;
    controller.load({ fen: data.start, moves: data.moves, end: data.end, players: data.players, clock, strict: true });
  }

  /**
   * Replay the saved game as far as it goes: returns what could not be used (null: all of it).
   * Throws when nothing can be (its start position, its ending).
   * @param {SavedGame} data
   * @param {boolean} cut  its moves were cut at a malformed one: not its clock nor its ending
   */
  function restoreSaved(data, cut) {
    if (data.players.mode === 'computer') faceHuman(data.players);
    const clock = data.clock && !cut ? clockAfterAbsence(data.clock, now()) : null;
    const { error } = controller.load({ fen: data.start, moves: data.moves, end: cut ? null : data.end, players: data.players, clock });
    if (error && error.part !== 'moves') throw new Error(error.message);
    return error;
  }

  /** The game on the board as saved data, with its clock (and whether it is over, not saved). */
  function current() {
    const clock = controller.clockState();
    const s = controller.snapshot;
    return { ...savedData(s), clock: clock ? { ...clock, at: now() } : null, over: !!s.outcome };
  }

  /**
   * Put a game in progress aside (it can be resumed); true when it was.
   * @param {{moves: string[], end?: unknown, over?: boolean}} data
   */
  function putAside(data) {
    if (!inProgress(data) || !mayWrite(saved.PREVIOUS_KEY)) return false;
    const { over, ...game } = /** @type {any} */ (data);
    return saved.saveGame(storage, game, saved.PREVIOUS_KEY);
  }

  /**
   * Whether a game may be saved under `key`: it holds none, or one this page can read; one it cannot
   * is set aside first (false when that fails); a newer format's is left alone (false).
   * @param {string} key
   */
  function mayWrite(key) {
    const there = saved.loadGame(storage, key);
    if (!there || (there.data && !there.cut)) return true;
    if (there.newer !== undefined || there.text == null) return false;
    explain(`the game under ${key} could not be read; it is set aside`, there.error ?? 'a malformed move');
    return saved.setAside(storage, key, there.text, now()) !== null;
  }

  /**
   * Say that a game loaded, and that the game in progress it replaced could not be put aside
   * (the browser did not save it).
   * @param {string} key  what happened
   */
  const lostAside = (key) => notify(() => `${t(key)} ${t('page.session.notPutAside')}`, 'warn');

  /** @param {string} key  what happened (a message), then the offer to resume the game put aside */
  function offerResume(key) {
    notify(() => `${t(key)} ${t('page.session.putAside')}`, 'info', [
      { label: words('page.session.resume'), testid: 'resume-game', primary: true, run: resume },
    ]);
  }

  /** Go back to the game put aside (the one on the board is put aside in its place). */
  function resume() {
    const prev = saved.loadGame(storage, saved.PREVIOUS_KEY);
    if (!prev?.data) {
      const bad = prev?.error ?? (prev?.newer !== undefined ? `a newer format (v: ${prev.newer})` : null);
      if (bad) explain('the game put aside could not be read', bad);
      // (Kept as it is: mayWrite sets it aside before anything is put aside in its place.)
      notify(words(bad ? 'page.session.previousFailed' : 'page.session.noPrevious'));
      return;
    }
    const here = current();
    try {
      restore(prev.data);
    } catch (err) {
      explain('the game put aside could not be restored', err);
      notify(words('page.session.previousFailed'));
      return;
    }
    if (putAside(here)) {
      notify(words('page.session.back'), 'info', [{ label: words('page.session.backToOther'), testid: 'resume-game', run: resume }]);
    } else {
      saved.clearGame(storage, saved.PREVIOUS_KEY);
      notify(words('page.session.back'), 'info');
    }
  }

  /**
   * Load the game of a share link; true when the hash held one that loaded.
   * @param {{start: string, moves: string[], end?: unknown}|null} replaced  the game it replaces (at start-up: the autosave, not yet shown)
   */
  function loadFromHash(replaced = current()) {
    const link = saved.decodeHash(loc?.hash);
    if (!link) return false;
    // The board editor's "Play" comes here too (?from=editor): not a link anyone shared.
    const search = new URLSearchParams(loc?.search ?? '');
    const loaded = search.get('from') === 'editor' ? 'page.session.editorLoaded' : 'page.session.linkLoaded';
    search.delete('from');
    const rest = search.toString();
    try {
      hist?.replaceState(null, '', `${loc?.pathname}${rest ? `?${rest}` : ''}`);
    } catch {
      /* not allowed here; harmless */
    }
    if (link.data) {
      try {
        restore(link.data);
        if (link.orientation) env.setOrientation(link.orientation);
        // Only the play board puts its game aside: the analysis, puzzle and lesson boards never
        // replace the game being played, and the slot for a game put aside is the play board's.
        const keep = saveKey === saved.GAME_KEY && !!replaced && !sameGame(replaced, link.data) && inProgress(replaced);
        if (keep && putAside(/** @type {{moves: string[]}} */ (replaced))) offerResume(loaded);
        else if (keep) lostAside(loaded);
        else notify(words(loaded), 'info');
        return true;
      } catch (err) {
        link.error = /** @type {Error} */ (err).message;
      }
    }
    explain("the shared link's game could not be loaded", link.error);
    notify(words('page.session.linkFailed'));
    return false;
  }

  /**
   * Save the game when it changed (a running clock: every time); nothing before start-up has
   * looked at the saved game, or where this page must not save.
   * @param {GameSnapshot} s
   */
  function save(s) {
    if (!saving || saveKey === null) return;
    const data = savedData(s);
    const text = JSON.stringify(data);
    const clock = controller.clockState();
    if (text === lastSaved && !clock?.running) return;
    lastSaved = text;
    saved.saveGame(storage, clock ? { ...data, clock: { ...clock, at: now() } } : data, saveKey);
  }

  return {
    /** A share link was opened while the page is open. */
    hashChanged() {
      loadFromHash();
    },

    /**
     * Start-up: a share link, else the autosaved game, else a new game. Each thing wrong with the
     * saved game is said (the page shows what start-up says in one notice: play/app.js). The
     * game is saved only at the end, once it is known whether the saved one may be written over.
     */
    boot() {
      const found = saved.loadGame(storage);
      let free = true; // may the autosave's key be written?
      /**
       * The saved game cannot be used as it is: keep it under another key (and say so), or, when
       * that fails, leave it where it is and save no game over it.
       * @param {string} why  for developers
       * @param {boolean} [partly]  its first moves were restored
       */
      const setAside = (why, partly = false) => {
        explain('the saved game could not be restored', why);
        const aside = found?.text == null ? null : saved.setAside(storage, saved.GAME_KEY, found.text, now());
        if (!partly) notify(words('page.session.restoreFailed'));
        if (aside) notify(() => t('page.session.setAside', { key: aside }));
        else {
          free = false;
          notify(words('page.session.notSetAside'));
        }
      };
      if (found?.newer !== undefined) {
        explain('the saved game is of a newer format', `v: ${found.newer}`);
        free = false;
        notify(words('page.session.newer'));
      } else if (found?.error) setAside(found.error);
      const data = found?.data ?? null;
      if (loadFromHash(data)) {
        // The saved game was put aside by the link (its first moves, if it was cut): as it was,
        // it is kept too.
        if (found?.cut) setAside('a malformed move', true);
      } else if (!data) newGame();
      else {
        if (found?.clockDropped) {
          explain("the saved game's clock could not be used", found.clockDropped);
          notify(words('page.session.clockDropped'));
        }
        const cut = found?.cut ?? null;
        /** @type {import('../game/types').LoadError|null} */
        let error = null;
        try {
          error = restoreSaved(data, !!cut);
        } catch (err) {
          setAside(err instanceof Error ? err.message : String(err));
          newGame();
        }
        if (error?.part === 'moves' || (cut && !error)) {
          // The moves before the first that cannot be played are on the board; the save as it
          // was is kept aside.
          const token = error?.part === 'moves' ? String(error.token).slice(0, 12) : cut?.token ?? '';
          const move = numbered(controller.snapshot.fen, token);
          notify(() => t('page.session.movesKept', { move }));
          setAside(`it stops at ${move}: ${error?.message ?? 'a malformed move'}`, true);
        }
      }
      saving = free && saveKey !== null;
      save(controller.snapshot);
    },

    /**
     * Replace the game on the board with another (`load` throws when it cannot; the game stays).
     * Over a game in progress it asks first, and puts the game aside when the player agrees.
     * Returns true when it loaded now, false when it asked.
     * @param {'position' | 'game'} what  what replaces it
     * @param {() => void} load
     * @param {() => void} [kept]  the player answered "Keep playing"
     */
    replace(what, load, kept = () => {}) {
      const here = current();
      if (!inProgress(here)) {
        load();
        return true;
      }
      notify(words(`page.session.replace.${what}`), 'warn', [
        {
          label: words('page.session.replace'),
          testid: 'replace-confirm',
          primary: true,
          run: () => {
            try {
              load();
            } catch (err) {
              notify(() => problemText(t, err)); // what the rules core refused, in the page's language
              return;
            }
            if (putAside(here)) offerResume(`page.session.loaded.${what}`);
            else lostAside(`page.session.loaded.${what}`);
          },
        },
        { label: words('page.session.keep'), testid: 'replace-cancel', run: kept },
      ]);
      return false;
    },

    save,

    /** The share link of the game. */
    shareLink() {
      const s = controller.snapshot;
      const base = loc ? `${loc.origin}${loc.pathname}${loc.search}` : '';
      const players = /** @type {any} */ (s.players); // the page's players always have a move time
      return base + saved.encodeHash({ start: s.startFen, moves: s.history.map((m) => m.uci), players, orientation: env.orientation() });
    },
  };
}
