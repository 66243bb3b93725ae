// Messages of the game in 'de' (keys as in ../en/game.js; a missing key falls back to English).
export default {
  // Colours, as nouns: the side that moves, wins, begins.
  'game.color.w': 'Weiß',
  'game.color.b': 'Schwarz',

  // The status line ({side}: a colour, or "Du (Weiß)", so the colour comes after "Am Zug").
  'game.status.toMove': 'Am Zug: {side}',
  'game.status.toMoveCheck': 'Am Zug: {side} – Schach!',
  'game.status.start': 'Grundstellung',
  'game.status.after': 'Nach {move}',
  'game.status.thinking': 'Der Computer denkt nach…',

  // How a game ended, as one sentence (the status line, the result, the `gameover` event's text).
  'game.outcome.checkmate.w': 'Schachmatt – Weiß gewinnt',
  'game.outcome.checkmate.b': 'Schachmatt – Schwarz gewinnt',
  'game.outcome.resignation.w': 'Schwarz gibt auf – Weiß gewinnt',
  'game.outcome.resignation.b': 'Weiß gibt auf – Schwarz gewinnt',
  'game.outcome.abandonment.w': 'Schwarz hat die Partie verlassen – Weiß gewinnt',
  'game.outcome.abandonment.b': 'Weiß hat die Partie verlassen – Schwarz gewinnt',
  'game.outcome.timeout.w': 'Schwarz hat keine Zeit mehr – Weiß gewinnt',
  'game.outcome.timeout.b': 'Weiß hat keine Zeit mehr – Schwarz gewinnt',
  'game.outcome.stalemate': 'Remis durch Patt',
  'game.outcome.threefold': 'Remis durch dreifache Stellungswiederholung',
  'game.outcome.fiftyMove': 'Remis durch die 50-Züge-Regel',
  'game.outcome.bareKings': 'Remis: nur noch die Könige',
  'game.outcome.agreement': 'Remis durch Einigung',
  'game.outcome.loneKing': 'Remis durch Zeitüberschreitung (der Gegner hat nur noch einen König)',
  'game.outcome.aborted': 'Partie abgebrochen',
  // A game a host (a game server) ended for a reason in its own words ({reason}, not translated).
  'game.outcome.host.w': '{reason} – Weiß gewinnt',
  'game.outcome.host.b': '{reason} – Schwarz gewinnt',
  'game.outcome.host.draw': '{reason} – Remis',
  'game.outcome.host.none': '{reason} – kein Ergebnis',

  // The result card: its title by the way the game ended, and the result in words.
  'game.reason.checkmate': 'Schachmatt',
  'game.reason.stalemate': 'Patt',
  'game.reason.threefold': 'Dreifache Wiederholung',
  'game.reason.fiftyMove': '50-Züge-Regel',
  'game.reason.bareKings': 'Nur noch Könige',
  'game.reason.resignation': 'Aufgabe',
  'game.reason.abandonment': 'Partie verlassen',
  'game.reason.agreement': 'Remis vereinbart',
  'game.reason.timeout': 'Zeit abgelaufen',
  'game.reason.aborted': 'Partie abgebrochen',
  'game.result.wins.w': 'Weiß gewinnt',
  'game.result.wins.b': 'Schwarz gewinnt',
  'game.result.draw': 'Remis',
  'game.result.loneKing': 'Remis: Die Zeit ist abgelaufen, aber der Gegner hat nur noch einen König',
  'game.result.aborted': 'Kein Ergebnis: Die Partie endete, bevor beide Seiten gezogen hatten',

  // The engine's opinion, for screen readers ({pawns}: a number like 0.35).
  'game.eval.mate.w': { one: 'Weiß setzt in {count} Zug matt', other: 'Weiß setzt in {count} Zügen matt' },
  'game.eval.mate.b': { one: 'Schwarz setzt in {count} Zug matt', other: 'Schwarz setzt in {count} Zügen matt' },
  'game.eval.equal': 'Die Stellung ist etwa ausgeglichen',
  'game.eval.better.w': 'Weiß steht um {pawns} Bauern besser',
  'game.eval.better.b': 'Schwarz steht um {pawns} Bauern besser',

  // A clock, for screen readers ({time}: 5:00).
  'game.clock.label.w': 'Uhr von Weiß: {time}',
  'game.clock.label.b': 'Uhr von Schwarz: {time}',
  'game.clock.days': '{days} T {hours} Std.',

  // Why the person at the board cannot move now (the rules core explains the rest).
  'game.explain.over': 'Die Partie ist vorbei.',
  'game.explain.viewOnly': 'Dieses Brett spielt die Partie nur nach.',
  'game.explain.browsing': 'Du siehst eine frühere Stellung: Kehr zur Partie zurück, um zu ziehen.',
  'game.explain.opponent': 'Dein Gegner ist am Zug.',
  'game.explain.computer': 'Der Computer ist am Zug.',

  // The computer opponent failing ({error}: the engine's words).
  'game.computer.failed':
    'Der Computer konnte keinen Zug wählen ({error}), daher werden jetzt beide Seiten hier gespielt.',
  'game.computer.refused': 'Der Zug des Computers wurde abgelehnt: {error}',

  // A premove the opponent's move made impossible ({reason}: the rules core's words).
  'game.premove.dropped': 'Vorauszug verworfen: {reason}',
  'game.premove.droppedIllegal': 'Vorauszug verworfen: Er ist nicht mehr legal.',

  // Reading a game.
  'game.load.emptyPgn': 'der PGN-Text ist leer (keine Tags und keine Züge)',

  // The move list: a move for screen readers, and the list before the first move.
  'game.moves.move.w': '{move}, Weiß',
  'game.moves.move.b': '{move}, Schwarz',
  'game.moves.empty.w': 'Noch keine Züge. Weiß beginnt.',
  'game.moves.empty.b': 'Noch keine Züge. Schwarz beginnt.',
  // A move announced to screen readers.
  'game.moves.played.w': 'Weiß zog {move}.',
  'game.moves.played.b': 'Schwarz zog {move}.',

  // The pieces, for screen readers.
  'game.piece.wK': 'weißer König',
  'game.piece.wQ': 'weiße Dame',
  'game.piece.wR': 'weißer Turm',
  'game.piece.wB': 'weißer Läufer',
  'game.piece.wN': 'weißer Springer',
  'game.piece.wP': 'weißer Bauer',
  'game.piece.bK': 'schwarzer König',
  'game.piece.bQ': 'schwarze Dame',
  'game.piece.bR': 'schwarzer Turm',
  'game.piece.bB': 'schwarzer Läufer',
  'game.piece.bN': 'schwarzer Springer',
  'game.piece.bP': 'schwarzer Bauer',

  // The board ({square}: e4; {board}: A or B).
  'game.board.title.A': 'Brett A',
  'game.board.title.B': 'Brett B · hinter den Spiegeln',
  'game.board.grid.A': 'Brett A',
  'game.board.grid.B': 'Brett B',
  'game.board.grid.single':
    'Schachbrett: Figuren auf Brett A weiß und schwarz, Figuren auf Brett B golden und rot',
  'game.board.square.piece': '{square}, Brett {board}, {piece}',
  'game.board.square.empty': '{square}, leer',
  'game.board.square.emptyOn': '{square}, Brett {board}, leer',
  // What else is said of a square, after its label and a comma.
  'game.board.square.selected': 'ausgewählt',
  'game.board.square.capture': 'Schlagen möglich',
  'game.board.square.move': 'Zug möglich',
  'game.board.square.premove': 'Vorauszug möglich',
  'game.board.square.premoveFrom': 'Vorauszug von hier',
  'game.board.square.premoveTo': 'Vorauszug hierher',
  'game.board.square.check': 'im Schach',
  'game.board.square.hint': 'vorgeschlagener Zug',

  // The promotion picker.
  'game.promotion.dialog': 'Bauer umwandeln in',
  'game.promotion.to.q': 'In eine Dame umwandeln',
  'game.promotion.to.r': 'In einen Turm umwandeln',
  'game.promotion.to.b': 'In einen Läufer umwandeln',
  'game.promotion.to.n': 'In einen Springer umwandeln',
  'game.promotion.name.q': 'Dame',
  'game.promotion.name.r': 'Turm',
  'game.promotion.name.b': 'Läufer',
  'game.promotion.name.n': 'Springer',
};
