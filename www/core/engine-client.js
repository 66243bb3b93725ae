// The page's side of the engine worker (engine-worker.js): requests go out with an id, answers come
// back as promises. A wasm search cannot be interrupted, so cancel() terminates the worker — every
// pending request is rejected at once and can never resolve later — and the next request starts a
// fresh one.

const WORKER_URL = new URL('./engine-worker.js', import.meta.url);

/** The error a request is rejected with when it was cancelled. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
  }
}

/**
 * A computer player in its own worker.
 * @param {{url?: URL|string, name?: string}} options
 * @returns {{
 *   search: (req: {fen: string, history?: string[], level?: number, movetimeMs?: number,
 *                  depth?: number, nodes?: number, seed?: number}) => Promise<object>,
 *   evaluate: (fen: string) => Promise<number>,
 *   newGame: () => Promise<void>,
 *   cancel: () => boolean,
 *   readonly busy: boolean,
 *   dispose: () => void,
 * }}
 */
export function createComputer({ url = WORKER_URL, name = 'alice-chess engine' } = {}) {
  let worker = null;
  let nextId = 1;
  const pending = new Map(); // id → {resolve, reject}

  function rejectAll(err) {
    const waiting = [...pending.values()];
    pending.clear();
    for (const p of waiting) p.reject(err);
  }

  function stop() {
    worker?.terminate();
    worker = null;
  }

  function start() {
    if (worker) return worker;
    const w = new Worker(url, { type: 'module', name });
    w.addEventListener('message', (e) => {
      if (w !== worker) return; // a terminated worker's last words
      const msg = e.data ?? {};
      if (msg.type === 'ready') return;
      if (msg.type === 'error' && msg.id == null) {
        stop();
        rejectAll(new Error(msg.message));
        return;
      }
      const p = pending.get(msg.id);
      if (!p) return;
      pending.delete(msg.id);
      if (msg.type === 'error') p.reject(new Error(msg.message));
      else p.resolve(msg);
    });
    w.addEventListener('error', (e) => {
      if (w !== worker) return;
      e.preventDefault();
      stop();
      rejectAll(new Error(`the engine stopped${e.message ? `: ${e.message}` : ''}`));
    });
    worker = w;
    return w;
  }

  function request(msg) {
    let w;
    try {
      w = start();
    } catch (err) {
      return Promise.reject(err); // no module workers here
    }
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      w.postMessage({ ...msg, id });
    });
  }

  return {
    search: (req) => request({ ...req, type: 'search' }),
    evaluate: (fen) => request({ type: 'evaluate', fen }).then((m) => m.score),
    newGame: () => (worker ? request({ type: 'newgame' }).then(() => undefined) : Promise.resolve()),
    /** Stop whatever is running; true when something was. */
    cancel() {
      if (pending.size === 0) return false;
      stop();
      rejectAll(new Cancelled());
      return true;
    },
    get busy() {
      return pending.size > 0;
    },
    dispose() {
      stop();
      rejectAll(new Cancelled());
    },
  };
}

/** FENs of the positions before the current one, oldest first (the search's repetition history). */
export function historyFens(game) {
  const moves = game.history();
  if (moves.length === 0) return [];
  return [game.startFen(), ...moves.slice(0, -1).map((m) => m.fenAfter)];
}
