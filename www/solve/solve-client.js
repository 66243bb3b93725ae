// The solver screen's side of the solver's worker (solve-worker.js): one solve at a time, its
// progress, and Cancel (the worker is terminated; the next solve starts a fresh one); more of the
// last solution's helpmates on request.

/** @typedef {{fen: string, solution: any}} Solved */

/**
 * @param {{WorkerClass?: typeof Worker}} [options]  a stand-in for Worker (tests)
 */
export function createSolveClient({ WorkerClass = globalThis.Worker } = {}) {
  /** @type {Worker|null} */
  let worker = null;
  let nextId = 1;
  /** @type {{id: number, resolve: (v: Solved) => void, reject: (e: any) => void, onProgress: (done: number, total: number) => void} | null} */
  let pending = null;
  /** Requests for more helpmates, by id. @type {Map<number, {resolve: (v: any[]) => void, reject: (e: any) => void}>} */
  const asked = new Map();

  /** The worker is gone: what was asked of it will not come. */
  function dropAsked() {
    for (const a of asked.values()) a.reject(new Error('the solver stopped'));
    asked.clear();
  }

  function start() {
    const w = new WorkerClass(new URL('./solve-worker.js', import.meta.url), { type: 'module', name: 'alice-chess solver' });
    w.onmessage = (/** @type {MessageEvent} */ e) => {
      const msg = e.data ?? {};
      if (msg.type === 'more') {
        asked.get(msg.id)?.resolve(Array.isArray(msg.helpmates) ? msg.helpmates : []);
        asked.delete(msg.id);
        return;
      }
      if (!pending || (msg.id !== pending.id && msg.id !== null)) return;
      if (msg.type === 'progress') pending.onProgress(msg.done, msg.total);
      else if (msg.type === 'solution') finish().resolve({ fen: msg.fen, solution: msg.solution });
      else if (msg.type === 'error') {
        const error = Object.assign(new Error(msg.message), { problem: msg.problem ?? undefined });
        finish().reject(error);
      }
    };
    w.onerror = (/** @type {ErrorEvent} */ e) => {
      e.preventDefault?.();
      if (pending) finish().reject(new Error(e.message || 'the solver stopped'));
      dropAsked();
      w.terminate();
      if (worker === w) worker = null;
    };
    return w;
  }

  function finish() {
    const p = /** @type {NonNullable<typeof pending>} */ (pending);
    pending = null;
    return p;
  }

  return {
    /**
     * Solve `stipulation` from `fen`; `onProgress(done, total)` as first moves are examined.
     * @param {string} fen
     * @param {string} stipulation
     * @param {boolean} tries
     * @param {(done: number, total: number) => void} [onProgress]
     * @param {number} [first]  how many of a helpmate's solutions come with it (more: more())
     * @returns {Promise<Solved>}
     */
    solve(fen, stipulation, tries, onProgress = () => {}, first = 100) {
      if (pending) this.cancel();
      worker ??= start();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending = { id, resolve, reject, onProgress };
        /** @type {Worker} */ (worker).postMessage({ id, type: 'solve', fen, stipulation, tries, first });
      });
    },
    /**
     * More of the last solution's helpmates: `count` from number `from` (fewer at the end).
     * @param {number} from
     * @param {number} count
     * @returns {Promise<any[]>}
     */
    more(from, count) {
      if (!worker || pending) return Promise.reject(new Error('no solution to read'));
      const id = nextId++;
      return new Promise((resolve, reject) => {
        asked.set(id, { resolve, reject });
        /** @type {Worker} */ (worker).postMessage({ id, type: 'more', from, count });
      });
    },
    /** Stop the solve in progress (its promise rejects with `{cancelled: true}`). */
    cancel() {
      worker?.terminate();
      worker = null;
      dropAsked();
      if (pending) finish().reject(Object.assign(new Error('cancelled'), { cancelled: true }));
    },
    get busy() {
      return pending !== null;
    },
  };
}
