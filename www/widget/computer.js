// The computer opponent of one <alice-chess> element: its engine client, made on first use (a board
// that never plays the computer makes no client and starts no worker), and whether the engine can
// run here at all — a page whose CSP forbids the worker (on another origin: a blob: worker, README
// "Embedding") has none; the element then plays hotseat and says so.

import { createEngineClient } from '../core/engine-client.js';
import { HOTSEAT } from '../game/controller.js';

/** @typedef {import('../core/engine-client').EngineClient} EngineClient */
/** @typedef {import('../game/types').Players} Players */

/** @type {import('./messages.js').Message} shown in computer mode when the engine cannot start */
export const UNAVAILABLE = (t) => t('widget.computer.unavailable');

/**
 * An EngineClient that creates the real one (core/engine-client.js) when first asked for something.
 * @returns {EngineClient}
 */
function lazyEngineClient() {
  /** @type {EngineClient|null} */
  let client = null;
  const get = () => (client ??= createEngineClient());
  return {
    search: (req) => get().search(req),
    analyse: (req) => get().analyse(req),
    evaluate: (fen) => get().evaluate(fen),
    newGame: () => (client ? client.newGame() : Promise.resolve()),
    available: () => get().available(),
    cancel: () => client?.cancel() ?? false,
    dispose: () => client?.dispose(),
    get busy() {
      return client?.busy ?? false;
    },
  };
}

/** The element's computer opponent. */
export function createComputer() {
  const engine = lazyEngineClient();
  let unavailable = false;
  return {
    /** The engine client to give the game controller. */
    engine,
    /** The engine could not start or failed: the element plays hotseat from now on. */
    get unavailable() {
      return unavailable;
    },
    markUnavailable() {
      unavailable = true;
    },
    /**
     * Start the engine now (mode "computer" was set); `onUnavailable` runs if it cannot start.
     * @param {() => void} onUnavailable
     */
    probe(onUnavailable) {
      if (unavailable) return;
      engine.available().then((ok) => {
        if (ok || unavailable) return;
        unavailable = true;
        onUnavailable();
      });
    },
    /**
     * Who plays for the element's settings.
     * @param {{mode: string, playerColor: 'w'|'b', level: number}} s
     * @returns {Players}
     */
    players(s) {
      if (s.mode === 'online') return { mode: 'online', color: s.playerColor };
      return s.mode === 'computer' && !unavailable ? { mode: 'computer', human: s.playerColor, level: s.level } : HOTSEAT;
    },
  };
}
