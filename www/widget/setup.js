// Making the game an <alice-chess> element starts with, from its fen / moves / pgn attributes.
// Every problem becomes a message that says what is shown instead; a game is always made.

import { quote, splitMoves } from './config.js';

/** "12." or "12…" for the move about to be played in `game`. */
function moveNumber(game) {
  const n = Number(game.fen().split(' ')[5]) || 1;
  return game.turn() === 'w' ? `${n}.` : `${n}…`;
}

/**
 * Build the game. `attrs` = {fen, moves, pgn} (strings or null). Returns
 * {game, tags: [[name, value]], errors: string[]}; `game` is always a usable engine game.
 * The pgn attribute, when given, replaces fen and moves.
 */
export function buildGame(engine, { fen, moves, pgn }) {
  const errors = [];
  if (pgn && pgn.trim()) {
    if (typeof engine.gameFromPgn !== 'function') {
      errors.push('PGN import is not available in this build, so the pgn attribute was ignored.');
    } else {
      try {
        const game = engine.gameFromPgn(pgn);
        let tags = [];
        try {
          tags = engine.pgnTags(pgn);
        } catch {
          /* the game was read, so the tags were too */
        }
        return { game, tags, errors };
      } catch (err) {
        errors.push(`The pgn attribute could not be read: ${err.message}. Showing the start position instead.`);
        return { game: engine.newGame(), tags: [], errors };
      }
    }
  }

  const list = splitMoves(moves);
  let game;
  if (fen && fen.trim()) {
    try {
      game = engine.newGame(fen.trim());
    } catch (err) {
      errors.push(
        `fen=${quote(fen)} is not a valid Alice chess position: ${err.message}. ` +
          `Showing the start position instead${list.length ? ', without the moves' : ''}.`,
      );
      return { game: engine.newGame(), tags: [], errors };
    }
  } else {
    game = engine.newGame();
  }

  for (let i = 0; i < list.length; i++) {
    const number = moveNumber(game);
    try {
      game.play(list[i]);
    } catch (err) {
      errors.push(
        `The moves attribute stops at ${number} ${list[i]} (move ${i + 1} of ${list.length}): ${err.message}. ` +
          (i === 0 ? 'Showing the position before it.' : 'Showing the game up to the move before it.'),
      );
      break;
    }
  }
  return { game, tags: [], errors };
}
