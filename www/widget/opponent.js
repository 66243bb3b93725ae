// The computer opponent of <alice-chess mode="computer">: the search engine runs in the module Web
// Worker www/engine-worker.js (one worker for all the boards of a page, started on first use), so
// the page never freezes while it thinks. The element only needs think() / cancel() / available.

const WORKER_URL = new URL('../core/engine-worker.js', import.meta.url);
/** Upper bound of a search per level (the lower levels stop earlier, at their depth). */
const MOVETIME_MS = [300, 400, 500, 700, 900, 1100, 1400, 2000];
/** The computer never answers faster than this: an instant reply is hard to follow. */
const MIN_DELAY_MS = 350;

export const UNAVAILABLE =
  'The computer opponent is not available in this build (no search engine in the wasm package), so both sides are played here (hotseat).';

let shared = null; // {worker, pending: Map id → {resolve, reject}, nextId, available: Promise<boolean>}

function fail(message) {
  if (!shared) return;
  for (const p of shared.pending.values()) p.reject(new Error(message));
  shared.pending.clear();
  shared.broken = message;
}

/** The page's engine worker, started once. */
function connect() {
  if (shared) return shared;
  let worker;
  let markReady;
  const available = new Promise((resolve) => {
    markReady = resolve;
  });
  shared = { worker: null, pending: new Map(), nextId: 1, available, broken: null };
  try {
    worker = new Worker(WORKER_URL, { type: 'module', name: 'alice-chess engine' });
  } catch (err) {
    // A page of another origin cannot start our worker (see README "Embedding").
    shared.broken = `the engine worker could not be started (${err.message})`;
    markReady(false);
    return shared;
  }
  shared.worker = worker;
  worker.addEventListener('message', (e) => {
    const msg = e.data || {};
    if (msg.type === 'ready') {
      markReady(true);
      return;
    }
    const p = shared.pending.get(msg.id);
    if (!p) return;
    shared.pending.delete(msg.id);
    if (msg.type === 'error') p.reject(new Error(msg.message));
    else p.resolve(msg);
  });
  worker.addEventListener('error', (e) => {
    // The worker script or the wasm package failed to load (or lacks the search engine).
    e.preventDefault?.();
    markReady(false);
    fail(`the engine worker stopped${e.message ? `: ${e.message}` : ''}`);
  });
  return shared;
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An opponent: {available: Promise<boolean>, think(game, level) → Promise<string uci>, cancel()}.
 * Returns null where there are no Web Workers. `think` rejects with 'cancelled' after cancel().
 */
export function createOpponent() {
  if (typeof Worker !== 'function') return null;
  let conn = null;
  let token = 0;
  return {
    /** Start the worker now (call when the mode becomes "computer"); resolves whether it works. */
    get available() {
      conn ??= connect();
      return conn.available;
    },
    async think(game, level) {
      conn ??= connect();
      const mine = ++token;
      if (!(await conn.available)) throw new Error(conn.broken ?? 'no search engine');
      const history = game.history();
      const fens = [game.startFen(), ...history.slice(0, -1).map((m) => m.fenAfter)];
      const id = conn.nextId++;
      const started = performance.now();
      const answer = await new Promise((resolve, reject) => {
        conn.pending.set(id, { resolve, reject });
        conn.worker.postMessage({
          type: 'search',
          id,
          fen: game.fen(),
          history: history.length ? fens : [],
          level,
          movetimeMs: MOVETIME_MS[level - 1] ?? 1000,
          seed: Math.floor(Math.random() * 2 ** 31),
        });
      });
      const left = MIN_DELAY_MS - (performance.now() - started);
      if (left > 0) await wait(left);
      if (mine !== token) throw new Error('cancelled');
      if (!answer.uci) throw new Error('the engine found no move');
      return answer.uci;
    },
    cancel() {
      token++;
    },
  };
}
