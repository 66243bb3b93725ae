// Stand-ins shared by the Node tests of the front end's controllers.

/** localStorage in memory (`items`: what is kept, to look at). */
export function memoryStorage() {
  const items = new Map();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => items.set(k, String(v)), removeItem: (k) => items.delete(k) };
}

/**
 * An engine client whose analyses wait until the test answers them: `pending` (oldest first) holds
 * each request with its resolve and reject, `requests` every request made; `cancel()` rejects the
 * pending ones as the real client does (an Error named Cancelled).
 */
export function fakeAnalyser() {
  const engine = {
    /** @type {Array<{req: any, resolve: (a: any) => void, reject: (e: unknown) => void}>} */
    pending: [],
    /** @type {any[]} */
    requests: [],
    cancels: 0,
    /** @param {any} req */
    analyse(req) {
      engine.requests.push(req);
      return new Promise((resolve, reject) => engine.pending.push({ req, resolve, reject }));
    },
    cancel() {
      engine.cancels++;
      const err = new Error('cancelled');
      err.name = 'Cancelled';
      for (const p of engine.pending.splice(0)) p.reject(err);
      return true;
    },
  };
  return engine;
}

/** Until the promises settled so far have run their callbacks. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A stand-in WebSocket class and the sockets it made (`opened`): `say(msg)` delivers a message
 * (an object is sent as JSON), `drop()` closes it.
 */
export function sockets() {
  const opened = [];
  class FakeSocket {
    constructor(url) {
      this.url = url;
      this.onmessage = null;
      this.onclose = null;
      opened.push(this);
    }
    say(msg) {
      this.onmessage?.({ data: typeof msg === 'string' ? msg : JSON.stringify(msg) });
    }
    drop() {
      this.onclose?.();
    }
  }
  return { opened, FakeSocket };
}
