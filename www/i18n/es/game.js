// Messages of the game in 'es' (keys as in ../en/game.js; a missing key falls back to English).
export default {
  // Colours, as nouns: the side that moves, wins, begins.
  'game.color.w': 'Blancas',
  'game.color.b': 'Negras',

  // The status line. {side}: "Blancas", or a player ("tú (Blancas)").
  'game.status.toMove': 'Turno: {side}',
  'game.status.toMoveCheck': 'Turno: {side} — ¡jaque!',
  'game.status.start': 'Posición inicial',
  'game.status.after': 'Tras {move}',
  'game.status.thinking': 'El ordenador está pensando…',

  // How a game ended, as one sentence (the status line, the result, the `gameover` event's text).
  'game.outcome.checkmate.w': 'Jaque mate — ganan las blancas',
  'game.outcome.checkmate.b': 'Jaque mate — ganan las negras',
  'game.outcome.resignation.w': 'Las negras abandonan — ganan las blancas',
  'game.outcome.resignation.b': 'Las blancas abandonan — ganan las negras',
  'game.outcome.abandonment.w': 'Las negras se fueron de la partida — ganan las blancas',
  'game.outcome.abandonment.b': 'Las blancas se fueron de la partida — ganan las negras',
  'game.outcome.timeout.w': 'Las negras se quedaron sin tiempo — ganan las blancas',
  'game.outcome.timeout.b': 'Las blancas se quedaron sin tiempo — ganan las negras',
  'game.outcome.stalemate': 'Tablas por ahogado',
  'game.outcome.threefold': 'Tablas por triple repetición',
  'game.outcome.fiftyMove': 'Tablas por la regla de los cincuenta movimientos',
  'game.outcome.bareKings': 'Tablas: solo quedan los reyes',
  'game.outcome.agreement': 'Tablas por acuerdo',
  'game.outcome.loneKing': 'Tablas por tiempo (al rival solo le queda el rey)',
  'game.outcome.aborted': 'Partida anulada',
  // A game a host (a game server) ended for a reason in its own words ({reason}, not translated).
  'game.outcome.host.w': '{reason} — ganan las blancas',
  'game.outcome.host.b': '{reason} — ganan las negras',
  'game.outcome.host.draw': '{reason} — tablas',
  'game.outcome.host.none': '{reason} — sin resultado',

  // The result card: its title by the way the game ended, and the result in words.
  'game.reason.checkmate': 'Jaque mate',
  'game.reason.stalemate': 'Ahogado',
  'game.reason.threefold': 'Triple repetición',
  'game.reason.fiftyMove': 'Regla de los cincuenta movimientos',
  'game.reason.bareKings': 'Solo quedan los reyes',
  'game.reason.resignation': 'Abandono',
  'game.reason.abandonment': 'Salida de la partida',
  'game.reason.agreement': 'Tablas acordadas',
  'game.reason.timeout': 'Tiempo agotado',
  'game.reason.aborted': 'Partida anulada',
  'game.result.wins.w': 'Ganan las blancas',
  'game.result.wins.b': 'Ganan las negras',
  'game.result.draw': 'Tablas',
  'game.result.loneKing': 'Tablas: se agotó el tiempo, pero al rival solo le queda el rey',
  'game.result.aborted': 'Sin resultado: la partida terminó antes de que movieran los dos bandos',

  // The engine's opinion, for screen readers ({pawns}: a number like 0.35).
  'game.eval.mate.w': { one: 'Las blancas dan mate en {count}', other: 'Las blancas dan mate en {count}' },
  'game.eval.mate.b': { one: 'Las negras dan mate en {count}', other: 'Las negras dan mate en {count}' },
  'game.eval.equal': 'La posición está más o menos igualada',
  'game.eval.better.w': 'Las blancas están mejor por {pawns} peones',
  'game.eval.better.b': 'Las negras están mejor por {pawns} peones',

  // A clock, for screen readers ({time}: 5:00).
  'game.clock.label.w': 'Reloj de las blancas: {time}',
  'game.clock.label.b': 'Reloj de las negras: {time}',
  'game.clock.days': '{days} d {hours} h',

  // Why the person at the board cannot move now (the rules core explains the rest).
  'game.explain.over': 'La partida ha terminado.',
  'game.explain.viewOnly': 'Este tablero solo reproduce la partida.',
  'game.explain.browsing': 'Estás viendo una posición anterior: vuelve a la partida para mover.',
  'game.explain.opponent': 'Le toca mover a tu rival.',
  'game.explain.computer': 'Le toca mover al ordenador.',

  // The computer opponent failing ({error}: the engine's words).
  'game.computer.failed': 'El ordenador no pudo elegir una jugada ({error}), así que ahora se juegan aquí los dos bandos.',
  'game.computer.refused': 'Se rechazó la jugada del ordenador: {error}',

  // A premove the opponent's move made impossible ({reason}: the rules core's words).
  'game.premove.dropped': 'Premovimiento descartado: {reason}',
  'game.premove.droppedIllegal': 'Premovimiento descartado: ya no es legal.',

  // Reading a game.
  'game.load.emptyPgn': 'el texto PGN está vacío (no tiene etiquetas ni jugadas)',

  // The move list: a move for screen readers, and the list before the first move.
  'game.moves.move.w': '{move}, blancas',
  'game.moves.move.b': '{move}, negras',
  'game.moves.empty.w': 'Aún no hay jugadas. Empiezan las blancas.',
  'game.moves.empty.b': 'Aún no hay jugadas. Empiezan las negras.',
  // A move announced to screen readers.
  'game.moves.played.w': 'Las blancas jugaron {move}.',
  'game.moves.played.b': 'Las negras jugaron {move}.',

  // The pieces, for screen readers.
  'game.piece.wK': 'rey blanco',
  'game.piece.wQ': 'dama blanca',
  'game.piece.wR': 'torre blanca',
  'game.piece.wB': 'alfil blanco',
  'game.piece.wN': 'caballo blanco',
  'game.piece.wP': 'peón blanco',
  'game.piece.bK': 'rey negro',
  'game.piece.bQ': 'dama negra',
  'game.piece.bR': 'torre negra',
  'game.piece.bB': 'alfil negro',
  'game.piece.bN': 'caballo negro',
  'game.piece.bP': 'peón negro',

  // The board ({square}: e4; {board}: A or B).
  'game.board.title.A': 'Tablero A',
  'game.board.title.B': 'Tablero B · a través del espejo',
  'game.board.grid.A': 'Tablero A',
  'game.board.grid.B': 'Tablero B',
  'game.board.grid.single': 'Tablero: piezas del tablero A en blanco y negro, piezas del tablero B en dorado y rojo',
  'game.board.square.piece': '{square}, tablero {board}, {piece}',
  'game.board.square.empty': '{square}, vacía',
  'game.board.square.emptyOn': '{square}, tablero {board}, vacía',
  // What else is said of a square, after its label and a comma.
  'game.board.square.selected': 'seleccionada',
  'game.board.square.capture': 'captura posible',
  'game.board.square.move': 'jugada posible',
  'game.board.square.premove': 'premovimiento posible',
  'game.board.square.premoveFrom': 'premovimiento desde aquí',
  'game.board.square.premoveTo': 'premovimiento hasta aquí',
  'game.board.square.check': 'en jaque',
  'game.board.square.hint': 'jugada sugerida',

  // The promotion picker.
  'game.promotion.dialog': 'Coronar el peón en',
  'game.promotion.to.q': 'Coronar en dama',
  'game.promotion.to.r': 'Coronar en torre',
  'game.promotion.to.b': 'Coronar en alfil',
  'game.promotion.to.n': 'Coronar en caballo',
  'game.promotion.name.q': 'dama',
  'game.promotion.name.r': 'torre',
  'game.promotion.name.b': 'alfil',
  'game.promotion.name.n': 'caballo',
};
