// The computer's turn: one search at a time through the engine client, answered no faster than a
// minimum delay (an instant reply is hard to follow), and never answered once cancelled. The
// controller decides when the computer is to move; this only runs the search.

/** @typedef {import('../core/engine-client').EngineClient} EngineClient */
/** @typedef {import('../core/boundary').SearchResult} SearchResult */
/** @typedef {import('../core/boundary').SearchRequest} SearchRequest */

/** The computer never answers faster than this. */
export const COMPUTER_MIN_DELAY_MS = 400;
/** The computer's time per move by level, when no time is given. */
export const LEVEL_MOVETIME_MS = [300, 400, 500, 700, 900, 1100, 1400, 2000];

/** @param {unknown} err */
const isCancelled = (err) => err instanceof Error && err.name === 'Cancelled';

/**
 * @param {{engine: EngineClient, now: () => number, random: () => number,
 *          timers: {setTimeout: typeof setTimeout}}} deps
 */
export function createComputerTurn({ engine, now, random, timers }) {
  /** @type {{fen: string}|null} */
  let job = null;

  return {
    /** The FEN the computer is thinking about, or null. */
    get fen() {
      return job?.fen ?? null;
    },

    /**
     * Search `req.fen`; `onAnswer(result)` once it is found and the delay is over, `onFail(err)` when
     * the engine fails. Neither is called after cancel() or another start().
     * @param {SearchRequest} req
     * @param {(res: SearchResult) => void} onAnswer
     * @param {(err: Error) => void} onFail
     */
    start(req, onAnswer, onFail) {
      this.cancel();
      const mine = { fen: req.fen };
      job = mine;
      const started = now();
      engine
        .search({ ...req, seed: Math.floor(random() * 2 ** 31) })
        .then(async (res) => {
          const left = COMPUTER_MIN_DELAY_MS - (now() - started);
          if (left > 0) await new Promise((resolve) => timers.setTimeout(resolve, left));
          if (job !== mine) return; // only the answer to the search still wanted is ever played
          job = null;
          onAnswer(res);
        })
        .catch((err) => {
          if (isCancelled(err) || job !== mine) return;
          job = null;
          onFail(err instanceof Error ? err : new Error(String(err)));
        });
    },

    /** Stop the search; true when there was one. */
    cancel() {
      if (!job) return false;
      job = null;
      engine.cancel();
      return true;
    },
  };
}
