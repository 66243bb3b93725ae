// Messages of the game in 'it' (keys as in ../en/game.js; a missing key falls back to English).
export default {
  // Colours, as nouns: the side that moves, wins, begins.
  'game.color.w': 'Bianco',
  'game.color.b': 'Nero',

  // The status line.
  'game.status.toMove': '{side} al tratto',
  'game.status.toMoveCheck': '{side} al tratto — scacco!',
  'game.status.start': 'Posizione iniziale',
  'game.status.after': 'Dopo {move}',
  'game.status.thinking': 'Il computer sta pensando…',

  // How a game ended, as one sentence (the status line, the result, the `gameover` event's text).
  'game.outcome.checkmate.w': 'Scacco matto — vince il Bianco',
  'game.outcome.checkmate.b': 'Scacco matto — vince il Nero',
  'game.outcome.resignation.w': 'Il Nero abbandona — vince il Bianco',
  'game.outcome.resignation.b': 'Il Bianco abbandona — vince il Nero',
  'game.outcome.abandonment.w': 'Il Nero ha lasciato la partita — vince il Bianco',
  'game.outcome.abandonment.b': 'Il Bianco ha lasciato la partita — vince il Nero',
  'game.outcome.timeout.w': 'Il Nero ha finito il tempo — vince il Bianco',
  'game.outcome.timeout.b': 'Il Bianco ha finito il tempo — vince il Nero',
  'game.outcome.stalemate': 'Patta per stallo',
  'game.outcome.threefold': 'Patta per triplice ripetizione',
  'game.outcome.fiftyMove': 'Patta per la regola delle cinquanta mosse',
  'game.outcome.bareKings': 'Patta: restano solo i re',
  'game.outcome.agreement': 'Patta d’accordo',
  'game.outcome.loneKing': 'Patta per tempo scaduto (all’avversario resta solo il re)',
  'game.outcome.aborted': 'Partita interrotta',
  // A game a host (a game server) ended for a reason in its own words ({reason}, not translated).
  'game.outcome.host.w': '{reason} — vince il Bianco',
  'game.outcome.host.b': '{reason} — vince il Nero',
  'game.outcome.host.draw': '{reason} — patta',
  'game.outcome.host.none': '{reason} — nessun risultato',

  // The result card: its title by the way the game ended, and the result in words.
  'game.reason.checkmate': 'Scacco matto',
  'game.reason.stalemate': 'Stallo',
  'game.reason.threefold': 'Triplice ripetizione',
  'game.reason.fiftyMove': 'Regola delle 50 mosse',
  'game.reason.bareKings': 'Solo i re',
  'game.reason.resignation': 'Abbandono',
  'game.reason.abandonment': 'Partita lasciata',
  'game.reason.agreement': 'Patta d’accordo',
  'game.reason.timeout': 'Tempo scaduto',
  'game.reason.aborted': 'Partita interrotta',
  'game.result.wins.w': 'Vince il Bianco',
  'game.result.wins.b': 'Vince il Nero',
  'game.result.draw': 'Patta',
  'game.result.loneKing': 'Patta: bandierina caduta, ma all’avversario resta solo il re',
  'game.result.aborted': 'Nessun risultato: la partita è finita prima che entrambi muovessero',

  // The engine's opinion, for screen readers ({pawns}: a number like 0.35).
  'game.eval.mate.w': { one: 'Il Bianco dà matto in {count}', other: 'Il Bianco dà matto in {count}' },
  'game.eval.mate.b': { one: 'Il Nero dà matto in {count}', other: 'Il Nero dà matto in {count}' },
  'game.eval.equal': 'La posizione è più o meno pari',
  'game.eval.better.w': 'Il Bianco è in vantaggio di {pawns} pedoni',
  'game.eval.better.b': 'Il Nero è in vantaggio di {pawns} pedoni',

  // A clock, for screen readers ({time}: 5:00).
  'game.clock.label.w': 'Orologio del Bianco: {time}',
  'game.clock.label.b': 'Orologio del Nero: {time}',
  'game.clock.days': '{days} g {hours} h',

  // Why the person at the board cannot move now (the rules core explains the rest).
  'game.explain.over': 'La partita è finita.',
  'game.explain.viewOnly': 'Questa scacchiera riproduce soltanto la partita.',
  'game.explain.browsing': 'Stai guardando una posizione precedente: torna alla partita per muovere.',
  'game.explain.opponent': 'Tocca al tuo avversario.',
  'game.explain.computer': 'Tocca al computer.',

  // The computer opponent failing ({error}: the engine's words).
  'game.computer.failed': 'Il computer non è riuscito a scegliere una mossa ({error}): ora entrambi i lati si giocano qui.',
  'game.computer.refused': 'La mossa del computer è stata rifiutata: {error}',

  // A premove the opponent's move made impossible ({reason}: the rules core's words).
  'game.premove.dropped': 'Premossa annullata: {reason}',
  'game.premove.droppedIllegal': 'Premossa annullata: non è più legale.',

  // Reading a game.
  'game.load.emptyPgn': 'il testo PGN è vuoto (niente tag e niente mosse)',

  // The move list: a move for screen readers, and the list before the first move.
  'game.moves.move.w': '{move}, Bianco',
  'game.moves.move.b': '{move}, Nero',
  'game.moves.empty.w': 'Ancora nessuna mossa. Inizia il Bianco.',
  'game.moves.empty.b': 'Ancora nessuna mossa. Inizia il Nero.',
  // A move announced to screen readers.
  'game.moves.played.w': 'Il Bianco ha giocato {move}.',
  'game.moves.played.b': 'Il Nero ha giocato {move}.',

  // The pieces, for screen readers.
  'game.piece.wK': 're bianco',
  'game.piece.wQ': 'donna bianca',
  'game.piece.wR': 'torre bianca',
  'game.piece.wB': 'alfiere bianco',
  'game.piece.wN': 'cavallo bianco',
  'game.piece.wP': 'pedone bianco',
  'game.piece.bK': 're nero',
  'game.piece.bQ': 'donna nera',
  'game.piece.bR': 'torre nera',
  'game.piece.bB': 'alfiere nero',
  'game.piece.bN': 'cavallo nero',
  'game.piece.bP': 'pedone nero',

  // The board ({square}: e4; {board}: A or B).
  'game.board.title.A': 'Scacchiera A',
  'game.board.title.B': 'Scacchiera B · attraverso lo specchio',
  'game.board.grid.A': 'Scacchiera A',
  'game.board.grid.B': 'Scacchiera B',
  'game.board.grid.single': 'Scacchiera: pezzi della scacchiera A bianchi e neri, pezzi della scacchiera B dorati e rossi',
  'game.board.square.piece': '{square}, scacchiera {board}, {piece}',
  'game.board.square.empty': '{square}, vuota',
  'game.board.square.emptyOn': '{square}, scacchiera {board}, vuota',
  // What else is said of a square, after its label and a comma.
  'game.board.square.selected': 'selezionata',
  'game.board.square.capture': 'presa possibile',
  'game.board.square.move': 'mossa possibile',
  'game.board.square.premove': 'premossa possibile',
  'game.board.square.premoveFrom': 'premossa da qui',
  'game.board.square.premoveTo': 'premossa fin qui',
  'game.board.square.check': 'sotto scacco',
  'game.board.square.hint': 'mossa suggerita',

  // The promotion picker.
  'game.promotion.dialog': 'Promuovi il pedone a',
  'game.promotion.to.q': 'Promuovi a donna',
  'game.promotion.to.r': 'Promuovi a torre',
  'game.promotion.to.b': 'Promuovi ad alfiere',
  'game.promotion.to.n': 'Promuovi a cavallo',
  'game.promotion.name.q': 'donna',
  'game.promotion.name.r': 'torre',
  'game.promotion.name.b': 'alfiere',
  'game.promotion.name.n': 'cavallo',
};
