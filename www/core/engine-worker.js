// The computer player's thread: a module Web Worker holding one wasm `Engine`. The search is
// synchronous and may take seconds, so it runs here and the page stays responsive. Started by
// computer.js (`new Worker(url, {type: 'module'})`); to stop a search the page terminates this
// worker and starts a fresh one.
//
// Messages in (every field but `id` and `type` optional):
//   {id, type: 'search', fen, history: [fen…], level, movetimeMs, depth, nodes, seed}
//   {id, type: 'analyse', fen, history: [fen…], depth, movetimeMs, nodes, multipv, fresh, threat}
//                                                   (fresh: forget earlier searches first — a review;
//                                                   threat: the other side's lines, as if passing)
//   {id, type: 'evaluate', fen}
//   {id, type: 'newgame'}
// Messages out:
//   {type: 'ready', version}                        once the wasm module is loaded
//   {id, type: 'bestmove', uci, alice, san, score, mate, depth, nodes, timeMs, nps, pv, pvAlice}
//   {id, type: 'analysis', depth, nodes, timeMs, nps, lines: [bestmove-like, best first]}
//   {id, type: 'evaluation', score}                 centipawns, side to move's view
//   {id, type: 'done'}                              after 'newgame'
//   {id, type: 'error', message, problem?}          the core's error text (id null: loading failed);
//                                                   what it refused as data: `problem` (a bad FEN)

import init, { Engine, version } from '../../pkg/alice_chess.js';

/** Transposition table size in MB: that of the review (`REVIEW_HASH_MB` in src/review.rs), whose
 * results depend on it. */
const HASH_MB = 16;

/** @type {Engine|null} */
let engine = null;
const ready = init().then(() => {
  engine = new Engine(HASH_MB);
  self.postMessage({ type: 'ready', version: version() });
});
ready.catch((err) => {
  const message = `the engine could not load: ${messageOf(err)}`;
  self.postMessage({ id: null, type: 'error', message });
  // Also as an uncaught error, so the page's worker.onerror hears it.
  setTimeout(() => {
    throw new Error(message);
  });
});

/** @param {unknown} err */
function messageOf(err) {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Copy a wasm result (possibly holding Maps) into plain, cloneable data.
 * @param {any} v
 * @returns {any}
 */
function plain(v) {
  if (v instanceof Map) return Object.fromEntries([...v].map(([k, x]) => [k, plain(x)]));
  if (Array.isArray(v)) return v.map(plain);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return v === undefined ? null : v;
}

/** @type {Record<string, (msg: any, e: Engine) => object>} */
const handlers = {
  search(msg, e) {
    /** @type {Record<string, any>} */
    const options = {
      history: Array.isArray(msg.history) ? msg.history : [],
    };
    for (const key of ['level', 'movetimeMs', 'depth', 'nodes', 'seed']) {
      if (Number.isFinite(msg[key])) options[key] = msg[key];
    }
    return { type: 'bestmove', ...plain(e.bestMove(String(msg.fen ?? ''), options)) };
  },
  analyse(msg, e) {
    /** @type {Record<string, any>} */
    const options = { history: Array.isArray(msg.history) ? msg.history : [] };
    for (const key of ['movetimeMs', 'depth', 'nodes', 'multipv']) {
      if (Number.isFinite(msg[key])) options[key] = msg[key];
    }
    if (msg.threat === true) options.threat = true;
    if (msg.fresh === true) e.newGame();
    return { type: 'analysis', ...plain(e.analyse(String(msg.fen ?? ''), options)) };
  },
  evaluate(msg, e) {
    return { type: 'evaluation', score: e.evaluate(String(msg.fen ?? '')) };
  },
  newgame(_msg, e) {
    e.newGame();
    return { type: 'done' };
  },
};

// Set before any await, so no message is missed; each waits for the module, then runs in order.
self.addEventListener('message', async (/** @type {MessageEvent} */ event) => {
  const msg = event.data ?? {};
  const id = msg.id ?? null;
  try {
    await ready;
  } catch {
    return; // reported once above
  }
  const handler = Object.hasOwn(handlers, msg.type) ? handlers[msg.type] : null;
  if (!handler) {
    self.postMessage({ id, type: 'error', message: `unknown request '${String(msg.type)}'` });
    return;
  }
  try {
    self.postMessage({ id, ...handler(msg, /** @type {Engine} */ (engine)) });
  } catch (err) {
    // What the core refused (a bad FEN) comes as data, its code as the message: both go on.
    const problem = /** @type {{problem?: unknown}} */ (err)?.problem;
    self.postMessage({ id, type: 'error', message: messageOf(err), ...(problem ? { problem: plain(problem) } : {}) });
  }
});
