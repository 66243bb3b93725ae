// A small event emitter: listeners by event type, called in the order they were added.

export function createEmitter() {
  /** @type {Map<string, Set<(detail: any) => void>>} */
  const listeners = new Map();
  return {
    /**
     * Listen to `type`; returns the function that stops listening.
     * @param {string} type
     * @param {(detail: any) => void} fn
     */
    on(type, fn) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(fn);
      return () => listeners.get(type)?.delete(fn);
    },
    /**
     * Call the listeners of `type` (a listener added meanwhile waits for the next time).
     * @param {string} type
     * @param {any} detail
     */
    emit(type, detail) {
      for (const fn of [...(listeners.get(type) ?? [])]) fn(detail);
    },
    clear() {
      listeners.clear();
    },
  };
}
