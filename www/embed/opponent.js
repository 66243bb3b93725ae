// The computer opponent of an <alice-chess> element in mode="computer".
//
// The element only needs `think(game, level) → Promise<string>` (a move in any notation the core
// reads) and `cancel()`. The search engine is not part of the wasm package yet, so for now there is
// no opponent and the element says so; when the engine offers a search this is the one place to
// connect it.

/**
 * An opponent for `engine` (from engine.js), or null when the engine cannot search.
 * @returns {{think: (game: any, level: number) => Promise<string>, cancel: () => void} | null}
 */
export function createOpponent(engine) {
  if (typeof engine?.bestMove !== 'function') return null;
  let token = 0;
  return {
    async think(game, level) {
      const mine = ++token;
      const move = await engine.bestMove(game.fen(), level, game.history().map((m) => m.uci));
      if (mine !== token) throw new Error('cancelled');
      return move;
    },
    cancel() {
      token++;
    },
  };
}

export const UNAVAILABLE =
  'The computer opponent is not available in this version yet, so both sides are played here (hotseat).';
