// Messages of the learn in 'es' (keys as in ../en/learn.js; a missing key falls back to English).
export default {
  // The lessons' frame.
  'learn.lessons.list': 'Lecciones',
  'learn.lessons.count': 'Lección {number} de {total}',
  'learn.lessons.chip': '{number}. {title}',
  'learn.lessons.chipDone': '{number}. {title} (completada)',
  'learn.lessons.task': 'Ejercicio',
  'learn.lessons.taskOf': 'Ejercicio {number} de {total}',
  'learn.lessons.taskDone': 'hecho',
  'learn.lessons.hint': 'Pista',
  'learn.lessons.again': 'Repetir',
  'learn.lessons.nextTask': 'Siguiente ejercicio',
  'learn.lessons.previous': 'Lección anterior',
  'learn.lessons.next': 'Lección siguiente',
  'learn.lessons.first': 'Primera lección',
  'learn.lessons.replyRefused': 'Se rechazó la respuesta de la lección: {error}',

  // Lesson 1.
  'learn.lesson.lookingGlass.title': 'A través del espejo',
  'learn.lesson.lookingGlass.text.1': 'El ajedrez Alice se juega en dos tableros, A y B. Todas las piezas empiezan en el tablero A.',
  'learn.lesson.lookingGlass.text.2':
    'Una pieza se mueve como en el ajedrez normal en su propio tablero y luego atraviesa el espejo: cae en la misma casilla del otro tablero.',
  'learn.lesson.lookingGlass.text.3': 'Las piezas del tablero B se dibujan en dorado (blancas) y en rojo (negras).',
  'learn.lesson.lookingGlass.task.1.prompt': 'Avanza el peón e dos casillas: de e2 a e4.',
  'learn.lesson.lookingGlass.task.1.hint': 'Arrastra dos casillas hacia arriba el peón que está delante de tu rey.',
  'learn.lesson.lookingGlass.task.1.wrong': 'Esa jugada vale en una partida, pero aquí prueba de e2 a e4.',
  'learn.lesson.lookingGlass.task.1.done': 'El peón está ahora en e4 del tablero B: fíjate en su color dorado.',
  'learn.lesson.lookingGlass.task.2.prompt':
    'El caballo negro también ha pasado al tablero B. Ahora avanza una casilla tu peón de e4 (tablero B).',
  'learn.lesson.lookingGlass.task.2.hint': 'El peón dorado de e4 puede avanzar a e5.',
  'learn.lesson.lookingGlass.task.2.wrong': 'Mueve el peón dorado de e4: vuelve al tablero A.',
  'learn.lesson.lookingGlass.task.2.done': 'Una pieza del tablero B vuelve al tablero A con su siguiente jugada.',
  // Lesson: how moves are written (board-B letters, plain SAN, the FEN's two ways).
  'learn.lesson.notation.title': 'Anotar las jugadas',
  'learn.lesson.notation.text.1': 'Una jugada se escribe con la letra de la pieza y la casilla a la que va: K Q R B N P para una pieza que sale del tablero A (Nf3, Pe4; x para una captura, + para jaque, # para mate).',
  'learn.lesson.notation.text.2': 'Una pieza que sale del tablero B tiene su propia letra: L T U C O S para su rey, dama, torre, alfil, caballo y peón. Así, Sdxe4 es un peón de B de la columna d que captura en e4, y Cb5# un alfil de B que da mate en b5. Los mensajes de la página usan estas letras.',
  'learn.lesson.notation.text.3': 'Otros programas escriben ajedrez normal: e4 por Pe4, Nf3 por Of3. Aquí se leen las dos. En un FEN, las piezas de B se escriben con estas letras (o para un caballo negro de B) o con una barra antes de la letra habitual (|n); también se leen las dos.',
  'learn.lesson.notation.task.1.prompt': 'Juega Nf3: el caballo de g1 (tablero A) a f3.',
  'learn.lesson.notation.task.1.hint': 'N es un caballo que sale del tablero A: el de g1.',
  'learn.lesson.notation.task.1.wrong': 'Eso no es Nf3: mueve el caballo de g1 a f3.',
  'learn.lesson.notation.task.1.done': 'Nf3: el caballo está ahora en el tablero B; su próxima jugada se escribirá con O.',
  'learn.lesson.notation.task.2.prompt': 'Ahora juega Og5.',
  'learn.lesson.notation.task.2.hint': 'O es un caballo que sale del tablero B: el caballo dorado de f3.',
  'learn.lesson.notation.task.2.wrong': 'Eso no es Og5: mueve el caballo de B (O) de f3 a g5.',
  'learn.lesson.notation.task.2.done': 'Og5: el caballo salió de B (O) y vuelve al tablero A, donde se escribirá otra vez N.',

  // Lesson 2.
  'learn.lesson.emptySquare.title': 'La casilla de llegada debe estar vacía',
  'learn.lesson.emptySquare.text.1': 'Una pieza cae en el otro tablero, así que la casilla a la que va también debe estar vacía allí.',
  'learn.lesson.emptySquare.text.2': 'Una pieza del otro tablero nunca corta el paso: solo importa la casilla de destino.',
  'learn.lesson.emptySquare.task.1.prompt': 'Desliza la torre por la cuarta fila hasta h4.',
  'learn.lesson.emptySquare.task.1.hint': 'El peón rojo de e4 está en el tablero B: en el tablero A el camino está libre.',
  'learn.lesson.emptySquare.task.1.wrong': 'La torre tiene que ir a h4: el peón del tablero B no le corta el paso.',
  'learn.lesson.emptySquare.task.1.done':
    'La torre ha pasado por e4: el peón de esa casilla está en el tablero B. No podía detenerse en e4, que está ocupada en el tablero B.',
  'learn.lesson.emptySquare.task.2.prompt': 'Tu caballo está en el tablero B. c3 está ocupada en el tablero A: salta a a3.',
  'learn.lesson.emptySquare.task.2.hint': 'Un caballo en b1 puede ir a a3, c3 o d2. Prueba primero c3 para ver por qué no.',
  'learn.lesson.emptySquare.task.2.wrong': 'Salta con el caballo a a3.',
  'learn.lesson.emptySquare.task.2.done': 'El caballo ha vuelto al tablero A, en a3.',

  // Lesson 3.
  'learn.lesson.capture.title': 'Se captura en el propio tablero',
  'learn.lesson.capture.text.1': 'Una pieza solo puede capturar una pieza enemiga que esté en su mismo tablero.',
  'learn.lesson.capture.text.2': 'Después de capturar, pasa igualmente al otro tablero.',
  'learn.lesson.capture.task.1.prompt': 'Tu alfil está en el tablero A. Captura la pieza que puede capturar.',
  'learn.lesson.capture.task.1.hint': 'El caballo de d4 es rojo: está en el tablero B. La torre de f6 está en el tablero A.',
  'learn.lesson.capture.task.1.wrong': 'Eso no captura nada. Toma la torre de f6.',
  'learn.lesson.capture.task.1.done': 'El alfil toma en f6 y cae en el tablero B.',

  // Lesson 4.
  'learn.lesson.check.title': 'El jaque viene del tablero del rey',
  'learn.lesson.check.text.1':
    'Un rey solo está en jaque si lo ataca una pieza enemiga de su propio tablero. Las piezas del otro tablero nunca dan jaque.',
  'learn.lesson.check.text.2': 'Una pieza que está en el otro tablero tampoco lo cubre.',
  'learn.lesson.check.task.1.prompt': 'El rey negro está en el tablero A. Da jaque.',
  'learn.lesson.check.task.1.hint': 'Tu torre de a1 caería en el tablero B. La torre dorada de h2 cae en el tablero A.',
  'learn.lesson.check.task.1.wrong':
    'No hay jaque: la pieza ha caído en el tablero B, donde no está el rey. Usa la torre dorada, que cae en el tablero A.',
  'learn.lesson.check.task.1.done': '¡Jaque! La torre del tablero B ha caído en el tablero A, el del rey.',
  'learn.lesson.check.task.2.prompt': 'Da jaque al rey por la columna e: lleva la torre dorada a e1.',
  'learn.lesson.check.task.2.hint': 'El peón de e7 es rojo: está en el tablero B.',
  'learn.lesson.check.task.2.wrong': 'Lleva la torre a e1 y verás el jaque a través del peón.',
  'learn.lesson.check.task.2.done': 'Jaque: el peón de e7 está en el tablero B y no cubre nada en el tablero A.',

  // Lesson 5.
  'learn.lesson.escape.title': 'Salir del jaque',
  'learn.lesson.escape.text.1':
    'Un rey en jaque en el tablero A sale del tablero A al moverse: cae en el tablero B, así que su nueva casilla debe ser segura en los dos tableros.',
  'learn.lesson.escape.text.2':
    'Una pieza del tablero A nunca puede tapar un jaque en ese tablero: cualquier jugada la lleva al tablero B. Una pieza que viene del tablero B sí puede taparlo.',
  'learn.lesson.escape.task.1.prompt': 'Tu rey está en jaque por la torre de e8. Encuentra la única casilla segura.',
  'learn.lesson.escape.task.1.hint': 'Las piezas rojas del tablero B controlan d1, f1 y d2 en ese tablero: el rey caería en el tablero B.',
  'learn.lesson.escape.task.1.wrong': 'Aquí solo el rey puede salvarse.',
  'learn.lesson.escape.task.1.done': 'A salvo en f2: la torre del tablero A no lo ve en el tablero B.',
  'learn.lesson.escape.task.2.prompt': 'Otro jaque, y el rey está encerrado. Tapa el jaque.',
  'learn.lesson.escape.task.2.hint': 'Solo una pieza del tablero B cae en el tablero A: el caballo dorado.',
  'learn.lesson.escape.task.2.wrong': 'Tapa con el caballo dorado: cae en el tablero A, en la columna e.',
  'learn.lesson.escape.task.2.done':
    'Jaque tapado: el caballo ha venido del tablero B y ahora está entre la torre y el rey en el tablero A.',

  // Lesson 6.
  'learn.lesson.castling.title': 'El enroque',
  'learn.lesson.castling.text.1': 'El enroque sigue las reglas habituales en el tablero A. Después, el rey y la torre caen los dos en el tablero B.',
  'learn.lesson.castling.text.2': 'Por eso, las nuevas casillas del rey y de la torre también deben estar vacías en el tablero B.',
  'learn.lesson.castling.task.1.prompt': 'Enroca corto: mueve el rey dos casillas, hasta g1.',
  'learn.lesson.castling.task.1.hint': 'Arrastra el rey de e1 a g1.',
  'learn.lesson.castling.task.1.wrong': 'Enroca corto: el rey va de e1 a g1.',
  'learn.lesson.castling.task.1.done': 'Enroque hecho: el rey y la torre están ahora en el tablero B.',
  'learn.lesson.castling.task.2.prompt': 'Hay un caballo rojo en g1 del tablero B. Enroca hacia el lado en que puedas.',
  'learn.lesson.castling.task.2.hint': 'g1 está ocupada en el tablero B. Las casillas del flanco de dama, c1 y d1, están libres en los dos tableros.',
  'learn.lesson.castling.task.2.wrong': 'Enroca largo: el rey va de e1 a c1.',
  'learn.lesson.castling.task.2.done':
    'Enroque largo hecho. El corto era imposible: el rey caería en g1 del tablero B.',

  // Lesson 7.
  'learn.lesson.enPassant.title': 'Captura al paso entre tableros',
  'learn.lesson.enPassant.text.1':
    'Después del avance doble de un peón, un peón enemigo que esté a su lado puede capturarlo al paso en la jugada siguiente, esté cada peón en el tablero que esté.',
  'learn.lesson.enPassant.text.2':
    'La casilla que salta el peón debe estar vacía en los dos tableros. Luego, el peón que captura cae en el otro tablero.',
  'learn.lesson.enPassant.task.1.prompt':
    'Las negras acaban de jugar de d7 a d5, y el peón ha caído en el tablero B. Captúralo al paso.',
  'learn.lesson.enPassant.task.1.hint': 'Tu peón de e5 captura en diagonal hacia d6.',
  'learn.lesson.enPassant.task.1.wrong': 'Captura al paso: peón de e5 a d6.',
  'learn.lesson.enPassant.task.1.done': 'El peón rojo ha desaparecido del tablero B, y tu peón está en d6 del tablero B.',

  // Lesson 8.
  'learn.lesson.promotion.title': 'La promoción',
  'learn.lesson.promotion.text.1':
    'Un peón que llega a la última fila se convierte en dama, torre, alfil o caballo, y esa pieza cae en el otro tablero.',
  'learn.lesson.promotion.text.2': 'La casilla de coronación también debe estar vacía en el otro tablero.',
  'learn.lesson.promotion.task.1.prompt': 'Corona tu peón en dama.',
  'learn.lesson.promotion.task.1.hint': 'Avanza el peón a b8 y elige la dama.',
  'learn.lesson.promotion.task.1.wrong': 'Avanza el peón a b8 y elige una dama.',
  'learn.lesson.promotion.task.1.done':
    'Una dama nueva en el tablero B. El rey negro no puede ir a d8 ni a f8: caería en el tablero B, junto a ella.',
  'learn.lesson.promotion.task.2.prompt': 'b8 está ocupada en el tablero B. Corona en dama de todos modos.',
  'learn.lesson.promotion.task.2.hint': 'Captura el caballo de a8: está en el tablero A, y a8 está vacía en el tablero B.',
  'learn.lesson.promotion.task.2.wrong': 'Corona capturando en a8 y elige una dama.',
  'learn.lesson.promotion.task.2.done': 'El peón toma en a8 y se convierte en dama en el tablero B.',

  // Lesson 9.
  'learn.lesson.fiveMoveMate.title': 'El mate en cinco movimientos',
  'learn.lesson.fiveMoveMate.text.1':
    'La famosa partida de la página de reglas: 1.Pe4 Pd5 2.Be2 Sdxe4 3.Cb5#. En notación Alice, la letra es la de la pieza en el tablero que deja: P S para los peones en A y en B, B C para los alfiles.',
  'learn.lesson.fiveMoveMate.text.2': 'Haz las jugadas de las blancas; las negras responden solas.',
  'learn.lesson.fiveMoveMate.task.1.prompt': 'Jugada 1: avanza el peón e hasta e4.',
  'learn.lesson.fiveMoveMate.task.1.hint': 'Peón de e2 a e4.',
  'learn.lesson.fiveMoveMate.task.1.wrong': 'Sigue la partida: 1.Pe4, peón de e2 a e4.',
  'learn.lesson.fiveMoveMate.task.1.done': 'Pe4. Las negras responden de d7 a d5: los dos peones están en el tablero B.',
  'learn.lesson.fiveMoveMate.task.2.prompt': 'Jugada 2: tu alfil a e2.',
  'learn.lesson.fiveMoveMate.task.2.hint': 'El alfil de f1 va a e2, que está libre en el tablero B ahora que el peón se ha ido.',
  'learn.lesson.fiveMoveMate.task.2.wrong': 'Sigue la partida: 2.Be2, alfil de f1 a e2.',
  'learn.lesson.fiveMoveMate.task.2.done':
    'Be2: el alfil está en el tablero B. Las negras toman tu peón en e4, y su peón cae en el tablero A.',
  'learn.lesson.fiveMoveMate.task.3.prompt': 'Jugada 3: da mate al rey negro.',
  'learn.lesson.fiveMoveMate.task.3.hint': 'El alfil dorado de e2 va a b5 y cae en el tablero A, donde está el rey.',
  'learn.lesson.fiveMoveMate.task.3.wrong': 'Todavía no es mate. El alfil de e2 puede dar jaque desde b5.',
  'learn.lesson.fiveMoveMate.task.3.done':
    '¡Jaque mate! Kd7 sería legal en el tablero B, pero una jugada tiene que ser legal en el tablero donde se juega: d7 está atacada en el tablero A.',

  // Lesson 10.
  'learn.lesson.glassMate.title': 'Un mate que solo permite el espejo',
  'learn.lesson.glassMate.text.1': 'En el ajedrez normal, el alfil de e8 simplemente capturaría un caballo en f7.',
  'learn.lesson.glassMate.text.2':
    'Aquí está en el tablero B, y las piezas negras del tablero B encierran a su propio rey: nunca puede caer en una casilla ocupada.',
  'learn.lesson.glassMate.task.1.prompt': 'Mate en una jugada.',
  'learn.lesson.glassMate.task.1.hint': 'Tu caballo del tablero B cae en el tablero A. ¿Desde qué casilla da jaque al rey de h8?',
  'learn.lesson.glassMate.task.1.wrong': 'No es mate. Busca un jaque de caballo.',
  'learn.lesson.glassMate.task.1.done':
    'Mate de la coz a través del espejo: g8, g7 y h7 están ocupadas en el tablero B, y ninguna pieza negra del tablero A puede capturar el caballo.',

  // The puzzle trainer.
  'learn.puzzle.heading': 'Problema',
  'learn.puzzle.id': '#{id}',
  'learn.puzzle.yourRating': 'Tu puntuación',
  'learn.puzzle.loading': 'Cargando los problemas…',
  'learn.puzzle.loadFailed': 'No se pudieron cargar los problemas ({error}).',
  'learn.puzzle.loadEmpty': 'No se pudieron cargar los problemas (el archivo no contiene ninguno).',
  'learn.puzzle.findWhite': 'Encuentra la mejor jugada de las blancas.',
  'learn.puzzle.findBlack': 'Encuentra la mejor jugada de las negras.',
  'learn.puzzle.keepGoingWhite': 'Sigue con las blancas.',
  'learn.puzzle.keepGoingBlack': 'Sigue con las negras.',
  'learn.puzzle.goodMove': 'Buena jugada…',
  'learn.puzzle.solved': '¡Resuelto! A por el siguiente.',
  'learn.puzzle.showingSolution': 'La solución, jugada a jugada.',
  'learn.puzzle.result.correct': 'correcto',
  'learn.puzzle.result.wrong': 'incorrecto',
  'learn.puzzle.wrongMove': '{move} no es la jugada.',
  'learn.puzzle.analyse': 'Analizar',
  'learn.puzzle.copyFen': 'Copiar',
  'learn.puzzle.rating': 'Puntuación del problema: {rating}',
  'learn.puzzle.streak': 'racha: {count}',
  'learn.puzzle.solvedCount': { one: '{count} problema resuelto', other: '{count} problemas resueltos' },
  'learn.puzzle.hint': 'Pista',
  'learn.puzzle.solution': 'Solución',
  'learn.puzzle.retry': 'Repetir',
  'learn.puzzle.next': 'Siguiente',
  'learn.puzzle.replyRefused': 'Se rechazó la respuesta del problema: {error}',
  'learn.puzzle.notFound': 'No existe el problema «{id}»; aquí tienes otro.',

  // Puzzle themes (the names in www/puzzles/puzzles.json), shown once a puzzle is done.
  'learn.puzzle.theme.mateIn': { one: 'mate en {count}', other: 'mate en {count}' },
  'learn.puzzle.theme.crossBoardCheck': 'jaque entre tableros',
  'learn.puzzle.theme.discoveredCheck': 'jaque a la descubierta',
  'learn.puzzle.theme.winMaterial': 'ganar material',
  'learn.puzzle.theme.defence': 'defensa',
  'learn.puzzle.theme.quietMove': 'jugada tranquila',
  'learn.puzzle.theme.fork': 'ataque doble',
  'learn.puzzle.theme.promotion': 'promoción',
  'learn.puzzle.theme.doubleCheck': 'jaque doble',
  'learn.puzzle.theme.castling': 'enroque',
  'learn.puzzle.theme.lookingGlassMate': 'mate del espejo',
  'learn.puzzle.theme.kingEscape': 'huida del rey a través del espejo',
  'learn.puzzle.theme.glassBlock': 'interposición a través del espejo',
  'learn.puzzle.theme.glassCapture': 'captura tras cruzar',
  // The theme choice of the trainer.
  'learn.puzzle.themeLabel': 'Tema',
  'learn.puzzle.themeAll': 'Todos los temas',
  'learn.puzzle.themeOption': '{name} ({count})',
};
