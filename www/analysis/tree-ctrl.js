// The analysis board's move tree (issue 12), its state and actions — no DOM (the view,
// tree-view.js, draws it and calls the actions): a move played at an earlier point makes a
// variation instead of erasing the line. It keeps a core move tree (`CoreTree`) and its current
// node; the game controller always holds the game from the start to that node (live), so the
// board, the engine's lines and its arrows work as for any game. A move made on the board (or by a
// click on an engine line) is added to the tree; going to another node loads its game into the
// controller. The current move can be promoted, made the main line or deleted (undoable), given
// marks (NAGs) and a comment; arrows and circles drawn on a position are kept in its comment. The
// tree is saved as PGN (with the path to the current node) so that a reload keeps it; the PGN
// export writes it. It says "change" to its listeners ({comment}: whether the comment field may
// be drawn again — not while its own input is being typed).
//
// What is saved is bounded: a tree whose save would pass MAX_TREE_CHARS is not saved (the page
// says so, once, and the last tree saved stays), so that a pasted PGN of megabytes neither fills the
// browser's storage nor makes every later visit slow to start; it is written once per change
// (the analysis board saves no game of its own). A saved tree that cannot be used is checked by
// shape and set aside (kept under another key, said), never written over.

import { withMark, MOVE_NAGS } from './tree-marks.js';
import { setAside } from '../shell/storage.js';
import { commentShapes, withShapes } from '../ui/comment-shapes.js';
import { createEmitter } from '../game/emitter.js';

/** @typedef {import('../core/boundary').Core} Core */
/** @typedef {import('../core/boundary').CoreTree} CoreTree */
/** @typedef {import('../core/boundary').TreeItem} TreeItem */
/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('../game/types').GameSnapshot} GameSnapshot */

/** Where the analysis board's tree is saved: {pgn, path}. */
export const TREE_KEY = 'alice-chess.analysis.tree';
/** Where a tree replaced by another game (a link, a PGN, a new game) is kept: {pgn, path}. */
export const ASIDE_KEY = 'alice-chess.analysis.aside';
/**
 * The largest tree saved, in characters of its saved JSON ({pgn, path}): 256 Ki, a few hundred
 * moves with many variations and comments; a larger one is kept only while the page is open.
 */
export const MAX_TREE_CHARS = 256 * 1024;
/** The deepest path to the current node read back (the core's trees hold at most a few thousand plies). */
const MAX_PATH = 10_000;

/**
 * A saved tree's parts, checked by shape (`pgn` a string, `path` — the current node — a list of
 * child indices, else left out), or null when it cannot be one. (The cap is on saving: a larger
 * tree an earlier version saved is still read, not lost.)
 * @param {unknown} data  the parsed JSON
 * @returns {{pgn: string, path: number[] | null} | null}
 */
export function readSavedTree(data) {
  if (!data || typeof data !== 'object') return null;
  const { pgn, path } = /** @type {Record<string, unknown>} */ (data);
  if (typeof pgn !== 'string') return null;
  const good = Array.isArray(path) && path.length <= MAX_PATH && path.every((i) => Number.isInteger(i) && i >= 0);
  return { pgn, path: good ? /** @type {number[]} */ (path) : null };
}

/**
 * @param {Core} core
 * @param {GameController} controller
 * @param {{storage: import('../shell/storage.js').Store|null, t: import('../i18n/i18n.js').Translate, onError: (message: string) => void,
 *          notify?: import('../shell/notice.js').Notify, showShapes?: (shapes: Array<{from: string, to?: string, brush: string}>) => void}} env
 *   notify: says that a replaced tree was put aside, with the action that brings it back;
 *   showShapes: draw the arrows and circles a position's comment keeps (the player's own shapes)
 */
export function createTreeCtrl(core, controller, { storage, t, onError, notify, showShapes }) {
  /** @type {CoreTree} */
  let tree = core.newTree();
  let node = 0;
  let syncing = false;
  let ourGame = -1;
  /** @type {{text: string, index: number}|null} a PGN being loaded by the PGN card */
  let pendingPgn = null;
  const events = createEmitter();
  /** @param {boolean} [comment]  the comment field may be drawn again (false while it is typed in) */
  const changed = (comment = true) => events.emit('change', { comment });

  /** @param {() => void} run  a change of the current move's notes (the board stays); then saved */
  function edit(run) {
    try {
      run();
    } catch (err) {
      onError(err instanceof Error ? err.message : String(err));
    }
    save();
  }

  /** @param {() => void} run  a change of the tree; then the board follows the current node */
  function act(run) {
    try {
      run();
    } catch (err) {
      onError(err instanceof Error ? err.message : String(err));
    }
    sync();
  }

  /** Delete the current move and what follows it; undoable from the notice that says so. */
  function remove() {
    act(() => {
      const before = { pgn: tree.pgn(), path: tree.path(node) };
      node = tree.delete(node);
      // Undoable: the tree as it was comes back whole (its PGN), at the move deleted.
      notify?.(() => t('page.tree.deleted'), 'info', [{ label: () => t('page.tree.undoDelete'), testid: 'tree-undo-delete', run: () => undelete(before) }]);
    });
  }

  /** @param {{pgn: string, path: number[]}} before  the tree before a Delete */
  function undelete(before) {
    act(() => {
      const back = core.treeFromPgn(before.pgn);
      replaceTree(back);
      node = tree.nodeAt(before.path) ?? 0;
    });
  }

  // ---- the tree and the controller -------------------------------------------------------------

  /** The controller's game as a new tree; the current node is its shown position. */
  function fromController() {
    const s = controller.snapshot;
    const next = core.newTree(s.startFen);
    let at = 0;
    s.history.forEach((m, i) => {
      const id = next.play(at, m.uci);
      at = id;
      if (i + 1 === s.ply) node = id;
    });
    if (s.ply === 0) node = 0;
    replaceTree(next);
  }

  /** @param {CoreTree} next */
  function replaceTree(next) {
    if (next !== tree) tree.free();
    tree = next;
  }

  /** Load the game from the start to the current node into the controller. */
  function sync() {
    const g = tree.game(node);
    const moves = g.history().map((m) => m.uci);
    g.free();
    syncing = true;
    try {
      // (With the tree's tags: its players' names stay on the bars and in the PGN after a reload.)
      controller.load({ fen: tree.fen(0), moves, tags: tree.tags(), players: controller.snapshot.players, strict: true });
    } catch (err) {
      onError(err instanceof Error ? err.message : String(err));
    } finally {
      syncing = false;
    }
    ourGame = controller.snapshot.gameId;
    changed();
    save();
    showShapes?.(commentShapes(comments()));
  }

  /**
   * The player drew or removed arrows and circles on the position shown: kept in its comment (the
   * start position's: before the first move).
   * @param {ReadonlyArray<{from: string, to?: string, brush: string}>} shapes
   */
  function shapesDrawn(shapes) {
    if (syncing) return;
    const before = comments();
    const after = withShapes(before, shapes);
    if (after === before) return;
    edit(() => tree.setComment(node, after));
    changed(false);
  }

  /**
   * The node after this line (uci moves) from the start, or null when the tree does not hold it.
   * @param {readonly string[]} moves
   */
  function lineNode(moves) {
    const ucis = new Map(tree.list().flatMap((i) => (i.kind === 'move' ? [[i.id, i.uci]] : [])));
    let at = 0;
    for (const uci of moves) {
      const next = tree.children(at).find((c) => ucis.get(c) === uci);
      if (next === undefined) return null;
      at = next;
    }
    return at;
  }

  /** @param {number} id */
  function go(id) {
    if (id === node && controller.snapshot.live) return;
    node = id;
    sync();
  }

  /** @param {GameSnapshot} s  the controller changed: a move, a takeback, another game */
  function followGame(s) {
    if (syncing) return;
    /** @type {string|null} the tree as saved before another game replaces it (then kept aside) */
    let before = null;
    let warning = '';
    if (s.gameId !== ourGame) {
      ourGame = s.gameId;
      before = JSON.stringify({ pgn: tree.pgn(), path: tree.path(node) });
      const p = pendingPgn;
      pendingPgn = null;
      let read = false;
      if (p) {
        try {
          const next = core.treeFromPgn(p.text, p.index);
          const line = next.list().flatMap((i) => (i.kind === 'move' && i.depth === 0 ? [i.uci] : []));
          if (line.join(' ') === s.history.map((m) => m.uci).join(' ') && next.fen(0) === s.startFen) {
            replaceTree(next);
            node = tree.lineEnd(0);
            read = true;
          } else next.free(); // not the game loaded after all
        } catch (err) {
          // The main line loaded, but not the rest (a variation's illegal move): say so.
          warning = t('page.tree.mainLineOnly', { reason: err instanceof Error ? err.message : String(err) });
        }
      }
      if (!read) fromController();
    } else {
      let at = 0;
      s.history.forEach((m, i) => {
        at = tree.play(at, m.uci); // follows the tree, or adds the move played
        if (i + 1 === s.ply) node = at;
      });
      if (s.ply === 0) node = 0;
    }
    if (!s.live) queueMicrotask(sync); // the controller browsed: it holds the game to the node again
    else {
      changed();
      showShapes?.(commentShapes(comments()));
      // (Said with what keepAside says, when it says something: one notice, not one over the other.)
      const tooLarge = save(before !== null);
      warning = [warning, tooLarge].filter(Boolean).join(' ');
    }
    if (before !== null) keepAside(before, warning);
  }

  // ---- notes ---------------------------------------------------------------------------------

  /**
   * A game review's marks written into the tree, on the moves of the line it reviewed (`moves`,
   * from the start): each mark, unless the move already has a mark of its own (kept), and its
   * better line (`line`, uci) as a variation beside it, to play through.
   * @param {readonly string[]} moves
   * @param {ReadonlyArray<{ply: number, nag: number, line: string[]}>} notes
   */
  function annotate(moves, notes) {
    const items = tree.list();
    /** @type {Map<number, Extract<import('../core/boundary').TreeItem, {kind: 'move'}>>} */
    const byId = new Map();
    for (const i of items) if (i.kind === 'move') byId.set(i.id, i);
    /** @type {number[]} the line's nodes, by ply - 1 */
    const line = [];
    let at = 0;
    for (const uci of moves) {
      const next = tree.children(at).find((c) => byId.get(c)?.uci === uci);
      if (next === undefined) break; // the line is gone (deleted meanwhile): marks up to here
      line.push(next);
      at = next;
    }
    edit(() => {
      for (const note of notes) {
        const id = line[note.ply - 1];
        const move = id === undefined ? undefined : byId.get(id);
        if (!move) continue;
        if (!move.nags.some((n) => MOVE_NAGS.includes(n))) tree.setNags(move.id, withMark(move.nags, MOVE_NAGS, note.nag));
        let from = /** @type {number} */ (tree.parent(move.id));
        for (const uci of note.line) from = tree.play(from, uci); // an existing move is followed
      }
    });
    changed();
  }

  /** The current move's comment as kept (with its shape tags); '' at the start or without one. */
  function comments() {
    const found = tree.list().find((i) => i.kind === 'comment' && i.id === node && !i.starting);
    return found?.kind === 'comment' ? found.text : '';
  }

  // ---- saving ----------------------------------------------------------------------------------

  /** @type {string|null} the text last saved (or found saved), not written again */
  let savedText = null;
  /** Whether the tree is over the cap, and was said to be (said again only after it fitted). */
  let tooBig = false;
  /** The saved tree could not be read nor set aside: it is not written over. */
  let keepOff = false;
  const size = String(MAX_TREE_CHARS / 1024);

  /**
   * Save the tree, unless it is the one saved already or over the cap (then the last tree saved
   * stays, and it is said once). Returns the words to say, instead of saying them, when `quiet`.
   * @param {boolean} [quiet]
   * @returns {string}
   */
  function save(quiet = false) {
    if (keepOff) return '';
    const text = JSON.stringify({ pgn: tree.pgn(), path: tree.path(node) });
    if (text.length > MAX_TREE_CHARS) {
      const say = tooBig ? '' : t('page.tree.tooBig', { size });
      tooBig = true;
      if (say && !quiet) notify?.(() => t('page.tree.tooBig', { size }), 'warn');
      return say;
    }
    tooBig = false;
    if (text === savedText) return '';
    try {
      storage?.setItem(TREE_KEY, text);
      savedText = text;
    } catch {
      /* full or not allowed: the page's store says so; the tree is only not kept */
    }
    return '';
  }

  /**
   * A saved tree ({pgn, path}) read back, or null when there is none or it cannot be read; one
   * that cannot is set aside when `aside` (the tree saved by the page, which is saved over next).
   * @param {string} key
   * @param {boolean} [aside]
   * @returns {{tree: CoreTree, node: number}|null}
   */
  function readSaved(key, aside = false) {
    let text = null;
    try {
      text = storage?.getItem(key) ?? null;
      if (text === null) return null;
      const data = readSavedTree(JSON.parse(text));
      if (!data) throw new Error('not a saved tree');
      const next = core.treeFromPgn(data.pgn);
      if (key === TREE_KEY) savedText = text;
      return { tree: next, node: (data.path ? next.nodeAt(data.path) : null) ?? next.lineEnd(0) };
    } catch (err) {
      if (aside && text !== null) setAsideUnread(key, text, err);
      return null;
    }
  }

  /**
   * A saved tree that cannot be used: kept under another key (said), or, when there is no room
   * for a copy, kept by not saving over it (said too; the page works all the same).
   * @param {string} key
   * @param {string} text
   * @param {unknown} why  for developers
   */
  function setAsideUnread(key, text, why) {
    console.warn('alice-chess: the saved analysis could not be used:', why instanceof Error ? why.message : why);
    const where = setAside(storage, key, text);
    if (where) notify?.(() => t('page.tree.setAside', { key: where }), 'warn');
    else {
      keepOff = true;
      notify?.(() => t('page.tree.notSetAside'), 'warn');
    }
  }

  /**
   * Keep `data` (a tree as saved) aside when it has moves and is not the tree now shown, and say so
   * with the way back.
   * @param {string|null} data
   * @param {string} [first]  said before (what went wrong with the game that came)
   */
  function keepAside(data, first = '') {
    const alone = () => {
      if (first) onError(first);
    };
    if (!data) return alone();
    if (data.length > MAX_TREE_CHARS) {
      // (The tree replaced was never saved either: over the cap, it was said then.)
      notify?.(() => `${first} ${t('page.tree.tooBigAside', { size })}`.trim(), 'warn');
      return;
    }
    try {
      const old = readSavedTree(JSON.parse(data));
      if (!old || old.pgn === tree.pgn()) return alone();
      const before = core.treeFromPgn(old.pgn);
      const moves = before.list().some((i) => i.kind === 'move');
      before.free();
      if (!moves) return alone();
      storage?.setItem(ASIDE_KEY, data);
    } catch {
      return alone(); // unreadable or not allowed: nothing to offer
    }
    notify?.(() => `${first} ${t('page.tree.putAside')}`.trim(), first ? 'warn' : 'info', [{ label: () => t('page.tree.backToIt'), testid: 'resume-analysis', run: resume }]);
  }

  /** Back to the tree put aside; the one shown goes aside in its place. */
  function resume() {
    const aside = readSaved(ASIDE_KEY); // (one that cannot be read stays where it is)
    if (!aside) {
      onError(t('page.tree.noAside'));
      return;
    }
    const here = storage?.getItem(TREE_KEY) ?? null;
    replaceTree(aside.tree);
    node = aside.node;
    sync();
    try {
      if (here) storage?.setItem(ASIDE_KEY, here);
    } catch {
      /* not allowed: the other tree is only not kept */
    }
    notify?.(() => t('page.tree.back'), 'info', [{ label: () => t('page.tree.backToOther'), testid: 'resume-analysis', run: resume }]);
  }

  /**
   * Start: a PGN given (`?analysis&pgn=`), else the saved tree (unless a link brought a game), else
   * the controller's game.
   * @param {{pgn?: string|null, linked?: boolean}} from
   */
  function start({ pgn = null, linked = false }) {
    let before = storage?.getItem(TREE_KEY) ?? null;
    let done = false;
    if (pgn) {
      try {
        replaceTree(core.treeFromPgn(pgn));
        node = tree.lineEnd(0);
        done = true;
      } catch (err) {
        onError(err instanceof Error ? err.message : String(err));
      }
    }
    if ((pgn || linked) && before !== null) {
      // The saved tree is put aside below; one that cannot be read is set aside instead, before
      // the tree shown now is saved in its place.
      let data = null;
      try {
        data = readSavedTree(JSON.parse(before));
      } catch {
        /* unreadable */
      }
      if (!data) {
        setAsideUnread(TREE_KEY, before, 'not a saved tree');
        before = null;
      }
    }
    if (!done && !linked) {
      const kept = readSaved(TREE_KEY, true);
      if (kept) {
        replaceTree(kept.tree);
        node = kept.node;
        done = true;
      }
    }
    if (!done) fromController();
    sync();
    // A link's game or a PGN took the place of the analysis saved here: it is kept aside.
    if (pgn || linked) keepAside(before);
  }

  controller.on('change', followGame);

  return {
    start,
    /** Listen to changes of the tree or of the current node; returns the function that stops. */
    onChange: (/** @type {(detail: {comment: boolean}) => void} */ fn) => events.on('change', fn),
    /** To a node of the tree (a click in the move list). */
    go,
    /** @param {number} delta  -1: the move before; +1: the next move of the line */
    step(delta) {
      if (delta < 0) go(tree.parent(node) ?? 0);
      else {
        const next = tree.children(node)[0];
        if (next !== undefined) go(next);
      }
    },
    first: () => go(0),
    last: () => go(tree.lineEnd(node)),
    /**
     * To the previous (−1) or next (+1) variation at the current move: its sibling, the move played
     * instead of it (↑ / ↓). Whether there was one.
     * @param {number} delta
     */
    variation(delta) {
      const parent = tree.parent(node);
      if (parent === null) return false;
      const siblings = tree.children(parent);
      const next = siblings[siblings.indexOf(node) + delta];
      if (next === undefined) return false;
      go(next);
      return true;
    },
    /** The current variation one place up among its siblings. */
    promote: () => act(() => tree.promote(node)),
    /** The current variation made the main line. */
    makeMain: () => act(() => tree.promoteToMain(node)),
    remove,
    /**
     * The current move's comment as the player typed it (its shapes kept).
     * @param {string} text
     */
    setComment(text) {
      edit(() => tree.setComment(node, withShapes(text, commentShapes(comments()))));
      changed(false);
    },
    /**
     * The current move's marks (NAGs).
     * @param {number[]} nags
     */
    setNags(nags) {
      edit(() => tree.setNags(node, nags));
      changed();
    },
    /** The tree as PGN (the PGN card's export). @param {import('../core/boundary').TreePgnOptions} options */
    pgn: (options) => tree.pgn(options),
    /** The PGN card is about to load game `index` of `text`: its variations are kept. */
    pgnLoading(/** @type {string} */ text, /** @type {number} */ index) {
      pendingPgn = { text, index };
    },
    annotate,
    shapesDrawn,
    /**
     * Whether the tree holds this line (uci moves) from its start.
     * @param {readonly string[]} moves
     */
    hasLine: (moves) => lineNode(moves) !== null,
    /**
     * Go to the node after this line (uci moves) from the start, if the tree holds it.
     * @param {readonly string[]} moves
     */
    showLine(moves) {
      const id = lineNode(moves);
      if (id !== null) go(id);
    },
    /**
     * The players' recorded clocks at the current move (a game's [%clk …]): each side's time after
     * its last move on the way here, or null when the tree holds no clock at all.
     * @returns {Record<'w'|'b', number|null> | null}
     */
    clocks() {
      const moves = new Map(tree.list().flatMap((i) => (i.kind === 'move' && i.clock !== null ? [[i.id, i]] : [])));
      if (moves.size === 0) return null;
      /** @type {Record<'w'|'b', number|null>} */
      const out = { w: null, b: null };
      for (let at = /** @type {number|null} */ (node); at !== null && at !== 0; at = tree.parent(at)) {
        const m = moves.get(at);
        if (m?.kind === 'move' && out[m.color] === null) out[m.color] = m.clock;
      }
      return out;
    },
    /** What the view draws: the tree written out, the current node and what can be done there. */
    view() {
      return {
        items: tree.list(),
        node,
        inVariation: node !== 0 && !tree.isMainLine(node),
        atEnd: tree.children(node).length === 0,
        comment: comments(),
      };
    },
    get syncing() {
      return syncing;
    },
    get node() {
      return node;
    },
  };
}
