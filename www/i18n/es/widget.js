// Messages of the widget in 'es' (keys as in ../en/widget.js; a missing key falls back to English).
export default {
  // While the rules core loads, and if it cannot.
  'widget.loading': 'Cargando el ajedrez Alice…',
  'widget.status.loading': 'Cargando…',
  'widget.status.unavailable': 'No disponible',
  'widget.engine.failed': 'No se pudo cargar el motor del ajedrez Alice: {error}',
  'widget.style.failed': 'No se pudo cargar la hoja de estilos {href}.',
  'widget.computer.unavailable':
    'El ordenador no está disponible en esta página (no se pudo iniciar su motor), así que aquí se juegan los dos bandos (hotseat).',

  // The error box.
  'widget.error.dismiss': 'Cerrar',

  // The buttons under the board or the move list.
  'widget.nav.group': 'Recorrer la partida',
  'widget.nav.first': 'Posición inicial (Inicio)',
  'widget.nav.prev': 'Jugada anterior (←)',
  'widget.nav.next': 'Jugada siguiente (→)',
  'widget.nav.last': 'Última posición (Fin)',
  'widget.controls': 'Controles de la partida',
  'widget.undo': 'Deshacer la última jugada',
  'widget.flip': 'Girar el tablero',
  'widget.view.two': 'Mostrar los tableros A y B lado a lado',
  'widget.view.one': 'Mostrar un solo tablero',
  'widget.live': 'Actual',
  'widget.live.label': 'Volver a la posición actual (Fin)',

  // The move list.
  'widget.moves.label': 'Jugadas en notación Alice',
  'widget.moves.none': 'Aún no hay jugadas.',

  // Online: the player's actions, the opponent's offers.
  'widget.actions': 'Acciones de la partida',
  'widget.action.resign': 'Abandonar',
  'widget.action.confirmResign': 'Sí, abandonar',
  'widget.action.resignLabel': 'Abandonar la partida',
  'widget.action.draw': 'Ofrecer tablas',
  'widget.action.drawOffered': 'Tablas ofrecidas',
  'widget.action.drawLabel': 'Ofrecer tablas',
  'widget.action.takeback': 'Deshacer',
  'widget.action.takebackLabel': 'Proponer deshacer tu última jugada',
  'widget.offer.label': 'Propuesta de tu rival',
  'widget.offer.draw': 'Tu rival ofrece tablas.',
  'widget.offer.takeback': 'Tu rival pide deshacer su última jugada.',
  'widget.offer.draw.w': 'Las blancas ofrecen tablas.',
  'widget.offer.draw.b': 'Las negras ofrecen tablas.',
  'widget.offer.draw.none': 'Se ofrecen tablas.',
  'widget.offer.takeback.w': 'Las blancas piden deshacer su última jugada.',
  'widget.offer.takeback.b': 'Las negras piden deshacer su última jugada.',
  'widget.offer.takeback.none': 'Se pide deshacer una jugada.',
  'widget.offer.accept': 'Aceptar',
  'widget.offer.decline': 'Rechazar',
  // Online: the live game's abort, the player's own offer, the opponent's presence, the connection.
  'widget.action.abort': 'Anular',
  'widget.action.abortLabel': 'Anular la partida (posible hasta que ambos bandos hayan movido)',
  'widget.offer.sent.draw': 'Has ofrecido tablas.',
  'widget.offer.sent.takeback': 'Has pedido deshacer tu última jugada.',
  'widget.offer.withdraw': 'Retirar',
  'widget.presence.gone': 'ausente',
  'widget.gone.wait': 'Tu rival ha abandonado la partida.',
  'widget.gone.claim': 'Tu rival se ha ido: puedes reclamar la victoria o esperar a que vuelva.',
  'widget.gone.claimButton': 'Reclamar la victoria',
  'widget.connection.reconnecting': 'Reconectando…',
  'widget.connection.offline': 'Sin conexión: la partida se guarda en el servidor.',
  'widget.connection.clocks': 'Los relojes se detienen aquí hasta que vuelva la conexión; el servidor lleva el tiempo.',

  // A bad attribute: what is wrong, and what is shown instead. {attribute}: orientation="…".
  'widget.attr.badColor': '{attribute} no es válido: usa "white" o "black". {fallback}',
  'widget.attr.orientationFallback': 'Se muestran las blancas abajo.',
  'widget.attr.playerFallback': 'Juegas con blancas contra el ordenador.',
  'widget.attr.playerFallbackOnline': 'Juegas con blancas.',
  'widget.attr.badMode': 'mode={value} no es válido: usa "hotseat", "computer", "online" o "view". Se juega en modo hotseat.',
  'widget.attr.badView': 'view={value} no es válido: usa "single" o "two". Se muestra un solo tablero.',
  'widget.attr.badLevel': 'level={value} no es válido: usa un número entero del {min} al {max}. Se usa el nivel {level}.',
  'widget.attr.badControls': 'controls={value}: {parts} no es ninguna parte conocida; usa {known}. Se muestran las demás.',

  // The game attributes the rules core could not read ({move}: "2. Qxe5"; {index} of {total}).
  'widget.load.pgn': 'No se pudo leer el atributo pgn: {error}. Se muestra la posición inicial.',
  'widget.load.fen': 'fen={value} no es una posición válida de ajedrez Alice: {error}. Se muestra la posición inicial.',
  'widget.load.fenWithMoves':
    'fen={value} no es una posición válida de ajedrez Alice: {error}. Se muestra la posición inicial, sin las jugadas.',
  'widget.load.movesFirst': 'El atributo moves se detiene en {move} (jugada {index} de {total}): {error}. Se muestra la posición anterior a esa jugada.',
  'widget.load.moves':
    'El atributo moves se detiene en {move} (jugada {index} de {total}): {error}. Se muestra la partida hasta la jugada anterior.',

  // The iframe route (index.html?embed=1): the page's title, and its notices about the URL.
  'widget.frame.title': 'Tablero de Alice Chess',
  'widget.frame.unknown': {
    one: 'Se ignora el parámetro desconocido {names}. Parámetros válidos: {known}.',
    other: 'Se ignoran los parámetros desconocidos {names}. Parámetros válidos: {known}.',
  },
  'widget.frame.origin': 'origin={value} no es un origen (como https://example.org): el tablero no se comunica con su página.',
};
