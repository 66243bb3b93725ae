// Mensajes de los errores en español (ver ../en/errors.js: uno por código de problema del núcleo de reglas).
export default {
  'errors.fen': 'FEN no válido: {reason}',
  'errors.fen.empty': 'está vacío',
  'errors.fen.fieldCount':
    'se esperaban 6 campos (posición, turno, enroques, captura al paso, contador de medias jugadas, número de jugada; todos salvo los dos primeros pueden omitirse), pero hay {count}',
  'errors.fen.rankCount': "se esperaban 8 filas separadas por '/', pero hay {count}",
  'errors.fen.rankLength': 'la fila {rank} no describe 8 casillas, sino {count}',
  'errors.fen.badChar': "carácter inesperado '{char}' en la fila {rank}",
  'errors.fen.badBar': "'|' en la fila {rank} debe ir seguido de una letra de PNBRQK o pnbrqk",
  'errors.fen.side': "el turno debe ser 'w' o 'b', pero es '{found}'",
  'errors.fen.castling': "el campo de enroque debe ser '-' o letras de 'KQkq', pero es '{found}'",
  'errors.fen.enPassant': "el campo de captura al paso debe ser '-' o una casilla, pero es '{found}'",
  'errors.fen.halfmoveClock': "el contador de medias jugadas debe ser un número, pero es '{found}'",
  'errors.fen.fullmoveNumber': "el número de jugada debe ser un número mayor o igual que 1, pero es '{found}'",
  'errors.position.missingKing.w': 'las blancas no tienen rey',
  'errors.position.missingKing.b': 'las negras no tienen rey',
  'errors.position.tooManyKings.w': 'las blancas tienen {count} reyes',
  'errors.position.tooManyKings.b': 'las negras tienen {count} reyes',
  'errors.position.pawnOnBackRank': 'peón en {square}: los peones no pueden estar en la primera ni en la última fila',
  'errors.position.castlingRight':
    "el derecho de enroque '{letter}' requiere el rey en {king} y una torre en {rook}, ambos en el tablero A",
  'errors.position.epRank.w':
    'la casilla de captura al paso {square} es imposible: si juegan las blancas, debe estar en la sexta fila',
  'errors.position.epRank.b':
    'la casilla de captura al paso {square} es imposible: si juegan las negras, debe estar en la tercera fila',
  'errors.position.epNoPawn':
    'la casilla de captura al paso {square} es imposible: delante de ella no hay ningún peón que acabe de avanzar dos casillas',
  'errors.position.epStartOccupied':
    'la casilla de captura al paso {square} es imposible: la casilla de salida del peón que avanzó dos casillas está ocupada',
  'errors.position.epPassedOccupied':
    'la casilla de captura al paso {square} es imposible: la casilla por la que pasó el peón está ocupada en el tablero que dejó',
  'errors.position.oppositeCheck.w': 'las blancas están en jaque, pero no les toca jugar',
  'errors.position.oppositeCheck.b': 'las negras están en jaque, pero no les toca jugar',
  'errors.pgn.empty': 'PGN vacío: no tiene etiquetas ni jugadas',
  'errors.pgn.tagName': "línea {line}: etiqueta mal formada '{text}': se esperaba un nombre de etiqueta después de '['",
  'errors.pgn.tagValue':
    "línea {line}: etiqueta mal formada '{text}': se esperaba un valor entre comillas dobles después del nombre",
  'errors.pgn.tagUnclosed': "línea {line}: etiqueta mal formada '{text}': el valor no se cierra con '\"'",
  'errors.pgn.tagClose': "línea {line}: etiqueta mal formada '{text}': se esperaba ']' después del valor",
  'errors.pgn.comment': "línea {line}: comentario sin terminar: '{' nunca se cierra con '}'",
  'errors.pgn.variationOpen': "línea {line}: variante sin terminar: '(' nunca se cierra con ')'",
  'errors.pgn.parenthesis': "línea {line}: paréntesis sobrante: ')' no cierra ninguna variante",
  'errors.pgn.variation': "línea {line}: una variante debe seguir a una jugada: no hay ninguna jugada antes de '('",
  'errors.pgn.fen': 'línea {line}: etiqueta FEN incorrecta: {error}',
  'errors.pgn.variant': "línea {line}: no es una partida de ajedrez Alice: la etiqueta Variant dice '{value}'",
  'errors.pgn.move.w': 'jugada {number} (blancas): {error} (línea {line})',
  'errors.pgn.move.b': 'jugada {number} (negras): {error} (línea {line})',
  'errors.pgn.afterEnd.w':
    "jugada {number} (blancas): '{move}' viene después del final de la partida ({outcome}) (línea {line})",
  'errors.pgn.afterEnd.b':
    "jugada {number} (negras): '{move}' viene después del final de la partida ({outcome}) (línea {line})",
  'errors.pgn.noSuchGame.none':
    'no hay ninguna partida con el índice {index}: el texto PGN no contiene ninguna partida',
  'errors.pgn.noSuchGame.one':
    'no hay ninguna partida con el índice {index}: el texto PGN contiene 1 partida (índice 0)',
  'errors.pgn.noSuchGame.several':
    'no hay ninguna partida con el índice {index}: el texto PGN contiene {count} partidas (índices del 0 al {last})',
  'errors.pgn.resultContradicts': "línea {line}: el resultado '{result}' contradice la partida: {outcome} ({score})",
  'errors.pgn.tooLong': 'el texto PGN es demasiado largo: se leen como máximo {max} MB',
  'errors.pgn.tooManyTags': 'línea {line}: demasiadas etiquetas: una partida puede tener como máximo {max}',
  'errors.pgn.tooManyMoves': 'línea {line}: demasiadas jugadas: una partida puede contener como máximo {max}, variantes incluidas',
  'errors.move.empty': 'no se ha indicado ninguna jugada',
  'errors.move.syntax': "jugada no válida '{move}': no es una jugada en notación Alice, SAN ni en coordenadas (e2e4)",
  'errors.move.illegal': "jugada ilegal '{move}': {reason}",
  'errors.move.illegal.bare': "jugada ilegal '{move}'",
  'errors.move.ambiguous': "jugada ambigua '{move}': podría ser {moves}",
  'errors.move.separator': ', ',
  'errors.game.illegal': 'jugada ilegal {move}',
  'errors.game.over': 'la partida ha terminado ({outcome})',
  'errors.end.result': "el resultado debe ser 1-0, 0-1, 1/2-1/2 o *, no '{result}'",
  'errors.end.emptyReason': 'el motivo está vacío',
  'errors.end.longReason': 'el motivo tiene más de {max} caracteres',
  'errors.end.controlCharacters': 'el motivo contiene caracteres de control',
  'errors.unknown': 'el núcleo de reglas lo ha rechazado ({code})',
};
