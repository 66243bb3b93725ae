// Messages of the widget in 'it' (keys as in ../en/widget.js; a missing key falls back to English).
export default {
  // While the rules core loads, and if it cannot.
  'widget.loading': 'Caricamento degli scacchi di Alice…',
  'widget.status.loading': 'Caricamento…',
  'widget.status.unavailable': 'Non disponibile',
  'widget.engine.failed': 'Impossibile caricare il motore degli scacchi di Alice: {error}',
  'widget.style.failed': 'Impossibile caricare il foglio di stile {href}.',
  'widget.computer.unavailable':
    'Il computer non è disponibile in questa pagina (non è stato possibile avviare il suo motore): entrambi i lati si giocano qui (hotseat).',

  // The error box.
  'widget.error.dismiss': 'Chiudi',

  // The buttons under the board or the move list.
  'widget.nav.group': 'Scorri la partita',
  'widget.nav.first': 'Posizione iniziale (Home)',
  'widget.nav.prev': 'Mossa precedente (←)',
  'widget.nav.next': 'Mossa successiva (→)',
  'widget.nav.last': 'Ultima posizione (End)',
  'widget.controls': 'Comandi di gioco',
  'widget.undo': 'Ritira l’ultima mossa',
  'widget.flip': 'Capovolgi la scacchiera',
  'widget.view.two': 'Mostra le scacchiere A e B affiancate',
  'widget.view.one': 'Mostra una sola scacchiera',
  'widget.live': 'Attuale',
  'widget.live.label': 'Torna alla posizione attuale (End)',

  // The move list.
  'widget.moves.label': 'Mosse in notazione Alice',
  'widget.moves.none': 'Ancora nessuna mossa.',

  // Online: the player's actions, the opponent's offers.
  'widget.actions': 'Azioni di gioco',
  'widget.action.resign': 'Abbandona',
  'widget.action.confirmResign': 'Conferma abbandono',
  'widget.action.resignLabel': 'Abbandona la partita',
  'widget.action.draw': 'Offri patta',
  'widget.action.drawOffered': 'Patta offerta',
  'widget.action.drawLabel': 'Offri la patta',
  'widget.action.takeback': 'Ritira mossa',
  'widget.action.takebackLabel': 'Chiedi di ritirare la tua ultima mossa',
  'widget.offer.label': 'Offerta del tuo avversario',
  'widget.offer.draw': 'Il tuo avversario offre la patta.',
  'widget.offer.takeback': 'Il tuo avversario chiede di ritirare la sua ultima mossa.',
  'widget.offer.draw.w': 'Il Bianco offre patta.',
  'widget.offer.draw.b': 'Il Nero offre patta.',
  'widget.offer.draw.none': 'È offerta la patta.',
  'widget.offer.takeback.w': 'Il Bianco chiede di ritirare la sua ultima mossa.',
  'widget.offer.takeback.b': 'Il Nero chiede di ritirare la sua ultima mossa.',
  'widget.offer.takeback.none': 'È chiesto di ritirare una mossa.',
  'widget.offer.accept': 'Accetta',
  'widget.offer.decline': 'Rifiuta',
  // Online: the live game's abort, the player's own offer, the opponent's presence, the connection.
  'widget.action.abort': 'Interrompi',
  'widget.action.abortLabel': 'Interrompi la partita (possibile finché entrambi i lati non hanno mosso)',
  'widget.offer.sent.draw': 'Hai offerto la patta.',
  'widget.offer.sent.takeback': 'Hai chiesto di ritirare la tua ultima mossa.',
  'widget.offer.withdraw': 'Ritira',
  'widget.presence.gone': 'assente',
  'widget.gone.wait': 'Il tuo avversario ha lasciato la partita.',
  'widget.gone.claim': 'Il tuo avversario se n’è andato: puoi rivendicare la vittoria o aspettare che torni.',
  'widget.gone.claimButton': 'Rivendica la vittoria',
  'widget.connection.reconnecting': 'Riconnessione…',
  'widget.connection.offline': 'Non connesso: la partita è conservata sul server.',
  'widget.connection.clocks': 'Qui gli orologi restano fermi finché la connessione non torna; il server tiene il tempo.',

  // A bad attribute: what is wrong, and what is shown instead. {attribute}: orientation="…".
  'widget.attr.badColor': '{attribute} non è valido: usa "white" o "black". {fallback}',
  'widget.attr.orientationFallback': 'Il Bianco è mostrato in basso.',
  'widget.attr.playerFallback': 'Giochi col Bianco contro il computer.',
  'widget.attr.playerFallbackOnline': 'Giochi col Bianco.',
  'widget.attr.badMode': 'mode={value} non è valido: usa "hotseat", "computer", "online" o "view". Si gioca in hotseat.',
  'widget.attr.badView': 'view={value} non è valido: usa "single" o "two". Viene mostrata una sola scacchiera.',
  'widget.attr.badLevel': 'level={value} non è valido: usa un numero intero da {min} a {max}. Si usa il livello {level}.',
  'widget.attr.badControls': 'controls={value}: {parts} non è una parte nota, usa {known}. Le altre vengono mostrate.',

  // The game attributes the rules core could not read ({move}: "2. Qxe5"; {index} of {total}).
  'widget.load.pgn': 'Impossibile leggere l’attributo pgn: {error}. Viene mostrata la posizione iniziale.',
  'widget.load.fen': 'fen={value} non è una posizione valida degli scacchi di Alice: {error}. Viene mostrata la posizione iniziale.',
  'widget.load.fenWithMoves':
    'fen={value} non è una posizione valida degli scacchi di Alice: {error}. Viene mostrata la posizione iniziale, senza le mosse.',
  'widget.load.movesFirst': 'L’attributo moves si ferma a {move} (mossa {index} di {total}): {error}. Viene mostrata la posizione precedente.',
  'widget.load.moves':
    'L’attributo moves si ferma a {move} (mossa {index} di {total}): {error}. Viene mostrata la partita fino alla mossa precedente.',

  // The iframe route (index.html?embed=1): the page's title, and its notices about the URL.
  'widget.frame.title': 'Scacchiera di Alice Chess',
  'widget.frame.unknown': {
    one: 'Parametro sconosciuto {names} ignorato. Parametri noti: {known}.',
    other: 'Parametri sconosciuti {names} ignorati. Parametri noti: {known}.',
  },
  'widget.frame.origin': 'origin={value} non è un’origine (come https://example.org): la scacchiera non comunica con la sua pagina.',
};
