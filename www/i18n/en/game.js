// Messages of the game (see ../i18n.js). English: the source and the fallback of every language.
// The shared modules' words — www/game (status, results, the controller's answers), www/board (the
// board's labels for screen readers), www/ui (the move list) — used by the page and the widget.
// {side} is a colour name (game.color.*) or a player ("You (White)"); {move} a numbered move in
// Alice notation ("12. Pe4", "12… Sdxe4"), never translated.
export default {
  // Colours, as nouns: the side that moves, wins, begins.
  'game.color.w': 'White',
  'game.color.b': 'Black',

  // The status line.
  'game.status.toMove': '{side} to move',
  'game.status.toMoveCheck': '{side} to move — check!',
  'game.status.start': 'Start position',
  'game.status.after': 'After {move}',
  'game.status.thinking': 'The computer is thinking…',

  // How a game ended, as one sentence (the status line, the result, the `gameover` event's text).
  'game.outcome.checkmate.w': 'Checkmate — White wins',
  'game.outcome.checkmate.b': 'Checkmate — Black wins',
  'game.outcome.resignation.w': 'Black resigns — White wins',
  'game.outcome.resignation.b': 'White resigns — Black wins',
  'game.outcome.abandonment.w': 'Black left the game — White wins',
  'game.outcome.abandonment.b': 'White left the game — Black wins',
  'game.outcome.timeout.w': 'Black ran out of time — White wins',
  'game.outcome.timeout.b': 'White ran out of time — Black wins',
  'game.outcome.stalemate': 'Draw by stalemate',
  'game.outcome.threefold': 'Draw by threefold repetition',
  'game.outcome.fiftyMove': 'Draw by the fifty-move rule',
  'game.outcome.bareKings': 'Draw by bare kings',
  'game.outcome.agreement': 'Draw by agreement',
  'game.outcome.loneKing': 'Draw by timeout (the opponent has only a king left)',
  'game.outcome.aborted': 'Game aborted',
  // A game a host (a game server) ended for a reason in its own words ({reason}, not translated).
  'game.outcome.host.w': '{reason} — White wins',
  'game.outcome.host.b': '{reason} — Black wins',
  'game.outcome.host.draw': '{reason} — draw',
  'game.outcome.host.none': '{reason} — no result',

  // The result card: its title by the way the game ended, and the result in words.
  'game.reason.checkmate': 'Checkmate',
  'game.reason.stalemate': 'Stalemate',
  'game.reason.threefold': 'Threefold repetition',
  'game.reason.fiftyMove': 'Fifty-move rule',
  'game.reason.bareKings': 'Bare kings',
  'game.reason.resignation': 'Resignation',
  'game.reason.abandonment': 'Left the game',
  'game.reason.agreement': 'Draw agreed',
  'game.reason.timeout': 'Time out',
  'game.reason.aborted': 'Game aborted',
  'game.result.wins.w': 'White wins',
  'game.result.wins.b': 'Black wins',
  'game.result.draw': 'Draw',
  'game.result.loneKing': 'Draw: the flag fell, but the opponent has only a king',
  'game.result.aborted': 'No result: the game ended before both sides had moved',

  // The engine's opinion, for screen readers ({pawns}: a number like 0.35).
  'game.eval.mate.w': { one: 'White mates in {count}', other: 'White mates in {count}' },
  'game.eval.mate.b': { one: 'Black mates in {count}', other: 'Black mates in {count}' },
  'game.eval.equal': 'The position is about equal',
  'game.eval.better.w': 'White is better by {pawns} pawns',
  'game.eval.better.b': 'Black is better by {pawns} pawns',

  // A clock, for screen readers ({time}: 5:00).
  'game.clock.label.w': "White's clock: {time}",
  'game.clock.label.b': "Black's clock: {time}",
  // A correspondence clock over a day: days and hours ("2 d 23 h").
  'game.clock.days': '{days} d {hours} h',

  // Why the person at the board cannot move now (the rules core explains the rest).
  'game.explain.over': 'The game is over.',
  'game.explain.viewOnly': 'This board only replays the game.',
  'game.explain.browsing': 'You are looking at an earlier position: go back to the game to move.',
  'game.explain.opponent': "It is your opponent's move.",
  'game.explain.computer': "It is the computer's move.",

  // The computer opponent failing ({error}: the engine's words).
  'game.computer.failed': 'The computer could not choose a move ({error}), so both sides are played here now.',
  'game.computer.refused': "The computer's move was refused: {error}",

  // A premove the opponent's move made impossible ({reason}: the rules core's words).
  'game.premove.dropped': 'Premove dropped: {reason}',
  'game.premove.droppedIllegal': 'Premove dropped: it is no longer legal.',

  // Reading a game.
  'game.load.emptyPgn': 'the PGN text is empty (no tags and no moves)',

  // The move list: a move for screen readers, and the list before the first move.
  'game.moves.move.w': '{move}, White',
  'game.moves.move.b': '{move}, Black',
  'game.moves.empty.w': 'No moves yet. White begins.',
  'game.moves.empty.b': 'No moves yet. Black begins.',
  // A move announced to screen readers.
  'game.moves.played.w': 'White played {move}.',
  'game.moves.played.b': 'Black played {move}.',

  // The pieces, for screen readers.
  'game.piece.wK': 'white king',
  'game.piece.wQ': 'white queen',
  'game.piece.wR': 'white rook',
  'game.piece.wB': 'white bishop',
  'game.piece.wN': 'white knight',
  'game.piece.wP': 'white pawn',
  'game.piece.bK': 'black king',
  'game.piece.bQ': 'black queen',
  'game.piece.bR': 'black rook',
  'game.piece.bB': 'black bishop',
  'game.piece.bN': 'black knight',
  'game.piece.bP': 'black pawn',

  // The board ({square}: e4; {board}: A or B).
  'game.board.title.A': 'Board A',
  'game.board.title.B': 'Board B · through the looking-glass',
  'game.board.grid.A': 'Board A',
  'game.board.grid.B': 'Board B',
  'game.board.grid.single': 'Chess board: board A pieces white and black, board B pieces gold and red',
  'game.board.square.piece': '{square}, board {board}, {piece}',
  'game.board.square.empty': '{square}, empty',
  'game.board.square.emptyOn': '{square}, board {board}, empty',
  // What else is said of a square, after its label and a comma.
  'game.board.square.selected': 'selected',
  'game.board.square.capture': 'capture possible',
  'game.board.square.move': 'move possible',
  'game.board.square.premove': 'premove possible',
  'game.board.square.premoveFrom': 'premove from here',
  'game.board.square.premoveTo': 'premove to here',
  'game.board.square.check': 'in check',
  'game.board.square.hint': 'suggested move',

  // The promotion picker.
  'game.promotion.dialog': 'Promote the pawn to',
  'game.promotion.to.q': 'Promote to queen',
  'game.promotion.to.r': 'Promote to rook',
  'game.promotion.to.b': 'Promote to bishop',
  'game.promotion.to.n': 'Promote to knight',
  'game.promotion.name.q': 'queen',
  'game.promotion.name.r': 'rook',
  'game.promotion.name.b': 'bishop',
  'game.promotion.name.n': 'knight',
};
