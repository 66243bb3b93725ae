// The one client of the engine worker (core/engine-worker.js), used by every screen: requests go
// out with an id and come back as promises. A wasm search cannot be interrupted, so cancel()
// terminates the worker — every pending request is rejected at once with `Cancelled` and can never
// resolve later — and the next request starts a fresh worker.
//
// Where the worker comes from: `new Worker(new URL('./engine-worker.js', import.meta.url))`, written
// out in that literal form so that bundlers (Vite, webpack 5) bundle the worker and its wasm. A page
// of another origin (this module on a CDN) may not start a worker from the module's server, so
// there the worker is a same-origin blob whose only line imports the real one (which, like this
// module, needs CORS headers); a page whose CSP forbids blob: workers gets no engine (the caller
// says the computer is not available).

import { englishT } from '../i18n/i18n.js';
import { problemText } from '../i18n/errors.js';

/** @typedef {import('./boundary').SearchRequest} SearchRequest */
/** @typedef {import('./boundary').SearchResult} SearchResult */
/** @typedef {import('./boundary').AnalysisRequest} AnalysisRequest */
/** @typedef {import('./boundary').Analysis} Analysis */

/** The worker file, next to this module (a variable, not a literal: bundlers handle the literal
 * in startWorker; this one is read only when the page is of another origin). */
const WORKER_FILE = './engine-worker.js';

/**
 * The worker file's address for the blob worker of a page of another origin (this module as it
 * is, from a CDN). `import.meta.url` is read on its own, not inside `new URL(…)`: a bundler (whose
 * output is of the page's origin, so never takes this path) then sees no dependency it cannot
 * resolve — webpack warned "the request of a dependency is an expression" at `new URL(WORKER_FILE,
 * import.meta.url)`.
 */
function workerFileUrl() {
  const here = import.meta.url;
  return new URL(WORKER_FILE, here);
}

/**
 * A module worker from the same origin as the page: a blob that imports `url`.
 * @param {URL} url
 * @param {string} name
 * @returns {{worker: Worker, blob: string}}
 */
function blobWorker(url, name) {
  const blob = URL.createObjectURL(new Blob([`import ${JSON.stringify(url.href)};\n`], { type: 'text/javascript' }));
  try {
    return { worker: new Worker(blob, { type: 'module', name }), blob };
  } catch (err) {
    URL.revokeObjectURL(blob);
    throw err;
  }
}

/**
 * @param {unknown} err
 * @returns {boolean} the error a Worker constructor throws for a script of another origin
 */
const isCrossOrigin = (err) => err instanceof DOMException && err.name === 'SecurityError';

/**
 * Start the engine worker: `url` if given, else this module's engine-worker.js; through a blob when
 * the page is of another origin. Throws when no worker can start here.
 * @param {URL|string|null} url
 * @param {string} name
 * @returns {{worker: Worker, blob: string|null}}
 */
function startWorker(url, name) {
  if (url) {
    try {
      return { worker: new Worker(url, { type: 'module', name }), blob: null };
    } catch (err) {
      if (!isCrossOrigin(err)) throw err;
      return blobWorker(new URL(url, location.href), name);
    }
  }
  try {
    // Kept literal (and its options static) for the bundlers.
    return { worker: new Worker(new URL('./engine-worker.js', import.meta.url), { type: 'module' }), blob: null };
  } catch (err) {
    if (!isCrossOrigin(err)) throw err;
    return blobWorker(workerFileUrl(), name);
  }
}

/** The error a request is rejected with when it was cancelled. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
  }
}

/**
 * @typedef {object} EngineClient
 * @property {(req: SearchRequest) => Promise<SearchResult>} search  the best move and its score
 * @property {(req: AnalysisRequest) => Promise<Analysis>} analyse  the best lines (multi-PV) to a depth
 * @property {(fen: string) => Promise<number>} evaluate  static evaluation, side to move's view
 * @property {() => Promise<void>} newGame  forget what earlier searches learnt
 * @property {() => Promise<boolean>} available  starts the worker; whether the engine loaded
 * @property {() => boolean} cancel  stop whatever runs (true when something was)
 * @property {() => void} dispose  stop for good (the next request starts again)
 * @property {boolean} busy  a request is pending
 */

/**
 * An engine in its own module Web Worker, started on first use.
 * @param {{url?: URL|string|null, name?: string}} [options]  url: another worker script (default: engine-worker.js)
 * @returns {EngineClient}
 */
export function createEngineClient({ url = null, name = 'alice-chess engine' } = {}) {
  /** @type {Worker|null} */
  let worker = null;
  /** @type {string|null} the blob: URL the worker was started from, if any */
  let blob = null;
  /** @type {Promise<boolean>|null} resolves once the worker said 'ready' (true) or failed (false) */
  let loaded = null;
  /** @type {(ok: boolean) => void} */
  let markLoaded = () => {};
  let nextId = 1;
  /** @type {Map<number, {resolve: (msg: any) => void, reject: (err: Error) => void}>} */
  const pending = new Map();

  /** @param {Error} err */
  function rejectAll(err) {
    const waiting = [...pending.values()];
    pending.clear();
    for (const p of waiting) p.reject(err);
  }

  function stop() {
    worker?.terminate();
    worker = null;
    loaded = null;
    if (blob) URL.revokeObjectURL(blob);
    blob = null;
  }

  /** @param {string} message */
  function broken(message) {
    markLoaded(false);
    stop();
    rejectAll(new Error(message));
  }

  /** @returns {Worker} */
  function start() {
    if (worker) return worker;
    loaded = new Promise((resolve) => {
      markLoaded = resolve;
    });
    const started = startWorker(url, name); // throws when no worker may start here
    const w = started.worker;
    blob = started.blob;
    w.addEventListener('message', (e) => {
      if (w !== worker) return; // a terminated worker's last words
      const msg = e.data ?? {};
      if (msg.type === 'ready') return markLoaded(true);
      if (msg.type === 'error' && msg.id == null) return broken(msg.message);
      const p = pending.get(msg.id);
      if (!p) return undefined;
      pending.delete(msg.id);
      // A problem the core refused (a bad FEN) stays data: errors.js words it, core.js's English is its message.
      if (msg.type === 'error') p.reject(msg.problem ? Object.assign(new Error(problemText(englishT, msg)), { problem: msg.problem }) : new Error(msg.message));
      else p.resolve(msg);
      return undefined;
    });
    w.addEventListener('error', (e) => {
      if (w !== worker) return;
      e.preventDefault();
      broken(`the engine stopped${e.message ? `: ${e.message}` : ''}`);
    });
    worker = w;
    return w;
  }

  /**
   * @param {object} msg
   * @returns {Promise<any>}
   */
  function request(msg) {
    let w;
    try {
      w = start();
    } catch (err) {
      markLoaded(false);
      return Promise.reject(new Error(`the engine worker could not be started (${/** @type {Error} */ (err).message})`));
    }
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      w.postMessage({ ...msg, id });
    });
  }

  return {
    search: (req) => request({ ...req, type: 'search' }),
    analyse: (req) => request({ ...req, type: 'analyse' }),
    evaluate: (fen) => request({ type: 'evaluate', fen }).then((m) => m.score),
    newGame: () => (worker ? request({ type: 'newgame' }).then(() => undefined) : Promise.resolve()),
    available() {
      try {
        start();
      } catch {
        return Promise.resolve(false);
      }
      return /** @type {Promise<boolean>} */ (loaded);
    },
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
