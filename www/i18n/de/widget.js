// Messages of the widget in 'de' (keys as in ../en/widget.js; a missing key falls back to English).
export default {
  // While the rules core loads, and if it cannot.
  'widget.loading': 'Alice-Schach wird geladen…',
  'widget.status.loading': 'Wird geladen…',
  'widget.status.unavailable': 'Nicht verfügbar',
  'widget.engine.failed': 'Die Alice-Schach-Engine konnte nicht geladen werden: {error}',
  'widget.style.failed': 'Das Stylesheet {href} konnte nicht geladen werden.',
  'widget.computer.unavailable':
    'Der Computergegner ist auf dieser Seite nicht verfügbar (seine Engine konnte nicht gestartet werden), daher werden hier beide Seiten gespielt (hotseat).',

  // The error box.
  'widget.error.dismiss': 'Schließen',

  // The buttons under the board or the move list.
  'widget.nav.group': 'Durch die Partie blättern',
  'widget.nav.first': 'Grundstellung (Pos1)',
  'widget.nav.prev': 'Vorheriger Zug (←)',
  'widget.nav.next': 'Nächster Zug (→)',
  'widget.nav.last': 'Letzte Stellung (Ende)',
  'widget.controls': 'Partiesteuerung',
  'widget.undo': 'Letzten Zug zurücknehmen',
  'widget.flip': 'Brett drehen',
  'widget.view.two': 'Bretter A und B nebeneinander zeigen',
  'widget.view.one': 'Ein Brett zeigen',
  'widget.live': 'Live',
  'widget.live.label': 'Zurück zur aktuellen Stellung (Ende)',

  // The move list.
  'widget.moves.label': 'Züge in Alice-Notation',
  'widget.moves.none': 'Noch keine Züge.',

  // Online: the player's actions, the opponent's offers.
  'widget.actions': 'Partieaktionen',
  'widget.action.resign': 'Aufgeben',
  'widget.action.confirmResign': 'Bestätigen',
  'widget.action.resignLabel': 'Partie aufgeben',
  'widget.action.draw': 'Remis?',
  'widget.action.drawOffered': 'Angeboten',
  'widget.action.drawLabel': 'Remis anbieten',
  'widget.action.takeback': 'Zurück',
  'widget.action.takebackLabel': 'Vorschlagen, deinen letzten Zug zurückzunehmen',
  'widget.offer.label': 'Angebot deines Gegners',
  'widget.offer.draw': 'Dein Gegner bietet Remis an.',
  'widget.offer.takeback': 'Dein Gegner möchte seinen letzten Zug zurücknehmen.',
  'widget.offer.draw.w': 'Weiß bietet Remis an.',
  'widget.offer.draw.b': 'Schwarz bietet Remis an.',
  'widget.offer.draw.none': 'Remis wird angeboten.',
  'widget.offer.takeback.w': 'Weiß möchte den letzten Zug zurücknehmen.',
  'widget.offer.takeback.b': 'Schwarz möchte den letzten Zug zurücknehmen.',
  'widget.offer.takeback.none': 'Eine Zugrücknahme wird erbeten.',
  'widget.offer.accept': 'Annehmen',
  'widget.offer.decline': 'Ablehnen',
  // Online: the live game's abort, the player's own offer, the opponent's presence, the connection.
  'widget.action.abort': 'Abbrechen',
  'widget.action.abortLabel': 'Die Partie abbrechen (möglich, bis beide Seiten gezogen haben)',
  'widget.offer.sent.draw': 'Du hast Remis angeboten.',
  'widget.offer.sent.takeback': 'Du hast um Rücknahme deines letzten Zuges gebeten.',
  'widget.offer.withdraw': 'Zurückziehen',
  'widget.presence.gone': 'abwesend',
  'widget.gone.wait': 'Dein Gegner hat die Partie verlassen.',
  'widget.gone.claim': 'Dein Gegner ist weg: Du kannst den Sieg beanspruchen oder auf ihn warten.',
  'widget.gone.claimButton': 'Sieg beanspruchen',
  'widget.connection.reconnecting': 'Verbindung wird wiederhergestellt…',
  'widget.connection.offline': 'Nicht verbunden: Die Partie bleibt auf dem Server erhalten.',
  'widget.connection.clocks': 'Die Uhren stehen hier still, bis die Verbindung zurück ist; der Server misst die Zeit.',

  // A bad attribute: what is wrong, and what is shown instead. {attribute}: orientation="…".
  'widget.attr.badColor': '{attribute} ist ungültig: Verwende "white" oder "black". {fallback}',
  'widget.attr.orientationFallback': 'Weiß wird unten angezeigt.',
  'widget.attr.playerFallback': 'Du spielst Weiß gegen den Computer.',
  'widget.attr.playerFallbackOnline': 'Du spielst Weiß.',
  'widget.attr.badMode':
    'mode={value} ist ungültig: Verwende "hotseat", "computer", "online" oder "view". Es wird hotseat gespielt.',
  'widget.attr.badView': 'view={value} ist ungültig: Verwende "single" oder "two". Es wird ein Brett angezeigt.',
  'widget.attr.badLevel':
    'level={value} ist ungültig: Verwende eine ganze Zahl von {min} bis {max}. Es wird Stufe {level} verwendet.',
  'widget.attr.badControls':
    'controls={value} nennt unbekannte Teile {parts}: Verwende {known}. Die übrigen werden angezeigt.',

  // The game attributes the rules core could not read ({move}: "2. Qxe5"; {index} of {total}).
  'widget.load.pgn':
    'Das Attribut pgn konnte nicht gelesen werden: {error}. Stattdessen wird die Grundstellung angezeigt.',
  'widget.load.fen':
    'fen={value} ist keine gültige Alice-Schach-Stellung: {error}. Stattdessen wird die Grundstellung angezeigt.',
  'widget.load.fenWithMoves':
    'fen={value} ist keine gültige Alice-Schach-Stellung: {error}. Stattdessen wird die Grundstellung angezeigt, ohne die Züge.',
  'widget.load.movesFirst':
    'Das Attribut moves bricht bei {move} ab (Zug {index} von {total}): {error}. Die Stellung davor wird angezeigt.',
  'widget.load.moves':
    'Das Attribut moves bricht bei {move} ab (Zug {index} von {total}): {error}. Die Partie wird bis zum Zug davor angezeigt.',

  // The iframe route (index.html?embed=1): the page's title, and its notices about the URL.
  'widget.frame.title': 'Alice-Schach-Brett',
  'widget.frame.unknown': {
    one: 'Unbekannter Parameter {names} ignoriert. Bekannt: {known}.',
    other: 'Unbekannte Parameter {names} ignoriert. Bekannt: {known}.',
  },
  'widget.frame.origin':
    'origin={value} ist kein Origin (wie https://example.org): Das Brett kommuniziert nicht mit seiner Seite.',
};
