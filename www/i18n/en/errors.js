// Messages of the errors (see ../i18n.js). English: the source and the fallback of every language.
// What is wrong with a FEN, a PGN text, a move text or a game action: the rules core says it as
// data (a *problem*: a code and its details, src/problem.rs) and ../errors.js words it with one
// message per code, `errors.<code>` (`.w` / `.b` when it names a side). In English they are the
// core's own sentences (src/fen.rs, setup.rs, pgn.rs, san.rs, game.rs say the same). Notation,
// FEN fields, tokens and squares are shown as they were given. {reason}: why a move is refused
// (rules.*); {outcome}: how a game ended (rules.outcome.*).
export default {
  // A FEN: the sentence, then what is wrong ({reason}, one of the clauses below).
  'errors.fen': 'invalid FEN: {reason}',
  'errors.fen.empty': 'it is empty',
  'errors.fen.fieldCount':
    'expected 6 fields (placement, side, castling, en passant, half-move clock, full-move number; all but the first two may be left out), found {count}',
  'errors.fen.rankCount': "expected 8 ranks separated by '/', found {count}",
  'errors.fen.rankLength': 'rank {rank} describes {count} squares instead of 8',
  'errors.fen.badChar': "unexpected character '{char}' in rank {rank}",
  'errors.fen.badBar': "'|' in rank {rank} must be followed by one of PNBRQK or pnbrqk",
  'errors.fen.side': "side to move must be 'w' or 'b', found '{found}'",
  'errors.fen.castling': "castling field must be '-' or letters from 'KQkq', found '{found}'",
  'errors.fen.enPassant': "en-passant field must be '-' or a square, found '{found}'",
  'errors.fen.halfmoveClock': "half-move clock must be a number, found '{found}'",
  'errors.fen.fullmoveNumber': "full-move number must be a number of at least 1, found '{found}'",
  // A well-formed FEN whose position breaks a rule (also clauses of errors.fen).
  'errors.position.missingKing.w': 'white has no king',
  'errors.position.missingKing.b': 'black has no king',
  'errors.position.tooManyKings.w': 'white has {count} kings',
  'errors.position.tooManyKings.b': 'black has {count} kings',
  'errors.position.pawnOnBackRank': 'pawn on {square}: pawns cannot stand on the first or last rank',
  'errors.position.castlingRight': "castling right '{letter}' needs the king on {king} and a rook on {rook}, both on board A",
  'errors.position.epRank.w': 'en-passant square {square} is impossible: with white to move it must be on the 6th rank',
  'errors.position.epRank.b': 'en-passant square {square} is impossible: with black to move it must be on the 3rd rank',
  'errors.position.epNoPawn':
    'en-passant square {square} is impossible: no pawn that has just double-stepped stands in front of it',
  'errors.position.epStartOccupied': "en-passant square {square} is impossible: the double-stepped pawn's start square is occupied",
  'errors.position.epPassedOccupied':
    'en-passant square {square} is impossible: the square passed over is occupied on the board the pawn left',
  'errors.position.oppositeCheck.w': "white is in check but it is not white's move",
  'errors.position.oppositeCheck.b': "black is in check but it is not black's move",

  // A PGN text ({line}: its line number; {error}: the FEN's or the move's own sentence).
  'errors.pgn.empty': 'empty PGN: no tags and no moves',
  'errors.pgn.tagName': "line {line}: malformed tag '{text}': expected a tag name after '['",
  'errors.pgn.tagValue': "line {line}: malformed tag '{text}': expected a value in double quotes after the name",
  'errors.pgn.tagUnclosed': "line {line}: malformed tag '{text}': the value is not closed by '\"'",
  'errors.pgn.tagClose': "line {line}: malformed tag '{text}': expected ']' after the value",
  'errors.pgn.comment': "line {line}: unterminated comment: '{' is never closed by '}'",
  'errors.pgn.variationOpen': "line {line}: unterminated variation: '(' is never closed by ')'",
  'errors.pgn.parenthesis': "line {line}: unbalanced parenthesis: ')' closes no variation",
  'errors.pgn.variation': "line {line}: a variation must follow a move: '(' has no move before it",
  'errors.pgn.fen': 'line {line}: bad FEN tag: {error}',
  'errors.pgn.variant': "line {line}: not an Alice chess game: the Variant tag says '{value}'",
  'errors.pgn.move.w': 'move {number} (white): {error} (line {line})',
  'errors.pgn.move.b': 'move {number} (black): {error} (line {line})',
  'errors.pgn.afterEnd.w': "move {number} (white): '{move}' comes after the end of the game ({outcome}) (line {line})",
  'errors.pgn.afterEnd.b': "move {number} (black): '{move}' comes after the end of the game ({outcome}) (line {line})",
  // A game asked for by its index (from 0) in a text with fewer games ({last}: the last index).
  'errors.pgn.noSuchGame.none': 'no game at index {index}: the PGN text holds no game',
  'errors.pgn.noSuchGame.one': 'no game at index {index}: the PGN text holds 1 game (index 0)',
  'errors.pgn.noSuchGame.several': 'no game at index {index}: the PGN text holds {count} games (indexes 0 to {last})',
  'errors.pgn.resultContradicts': "line {line}: the result '{result}' contradicts the game: {outcome} ({score})",
  // A text or a game beyond the readers' caps ({max}: megabytes, tags, moves).
  'errors.pgn.tooLong': 'the PGN text is too long: at most {max} MB can be read',
  'errors.pgn.tooManyTags': 'line {line}: too many tags: a game may have at most {max}',
  'errors.pgn.tooManyMoves': "line {line}: too many moves: a game may hold at most {max}, its variations' included",

  // A move text ({move}: as given; {moves}: the moves it could be, joined by errors.move.separator).
  'errors.move.empty': 'no move given',
  'errors.move.syntax': "invalid move '{move}': not a move in Alice notation, SAN or coordinates (e2e4)",
  'errors.move.illegal': "illegal move '{move}': {reason}",
  'errors.move.illegal.bare': "illegal move '{move}'",
  'errors.move.ambiguous': "ambiguous move '{move}': could be {moves}",
  'errors.move.separator': ', ',

  // A game action: a move given in coordinates, a game already over, a host's ending.
  'errors.game.illegal': 'illegal move {move}',
  'errors.game.over': 'the game is over ({outcome})',
  'errors.end.result': "the result must be 1-0, 0-1, 1/2-1/2 or *, not '{result}'",
  'errors.end.emptyReason': 'the reason is empty',
  'errors.end.longReason': 'the reason is longer than {max} characters',
  'errors.end.controlCharacters': 'the reason holds control characters',

  // A problem this front end does not know (a newer rules core): its code.
  'errors.unknown': 'the rules core refused it ({code})',
};
