// Messages of the widget in 'fr' (keys as in ../en/widget.js; a missing key falls back to English).
export default {
  // While the rules core loads, and if it cannot.
  'widget.loading': 'Chargement des échecs d’Alice…',
  'widget.status.loading': 'Chargement…',
  'widget.status.unavailable': 'Indisponible',
  'widget.engine.failed': 'Le moteur des échecs d’Alice n’a pas pu être chargé : {error}',
  'widget.style.failed': 'La feuille de style {href} n’a pas pu être chargée.',
  'widget.computer.unavailable':
    'L’ordinateur n’est pas disponible sur cette page (son moteur n’a pas pu démarrer) : les deux camps se jouent donc ici (hotseat).',

  // The error box.
  'widget.error.dismiss': 'Fermer',

  // The buttons under the board or the move list.
  'widget.nav.group': 'Parcourir la partie',
  'widget.nav.first': 'Position de départ (Home)',
  'widget.nav.prev': 'Coup précédent (←)',
  'widget.nav.next': 'Coup suivant (→)',
  'widget.nav.last': 'Dernière position (End)',
  'widget.controls': 'Commandes de la partie',
  'widget.undo': 'Reprendre le dernier coup',
  'widget.flip': 'Retourner l’échiquier',
  'widget.view.two': 'Afficher les échiquiers A et B côte à côte',
  'widget.view.one': 'Afficher un seul échiquier',
  'widget.live': 'En direct',
  'widget.live.label': 'Revenir à la position en cours (End)',

  // The move list.
  'widget.moves.label': 'Coups en notation Alice',
  'widget.moves.none': 'Aucun coup pour l’instant.',

  // Online: the player's actions, the opponent's offers.
  'widget.actions': 'Actions de la partie',
  'widget.action.resign': 'Abandonner',
  'widget.action.confirmResign': 'Confirmer l’abandon',
  'widget.action.resignLabel': 'Abandonner la partie',
  'widget.action.draw': 'Proposer nulle',
  'widget.action.drawOffered': 'Nulle proposée',
  'widget.action.drawLabel': 'Proposer la nulle',
  'widget.action.takeback': 'Reprendre',
  'widget.action.takebackLabel': 'Proposer de reprendre votre dernier coup',
  'widget.offer.label': 'Proposition de votre adversaire',
  'widget.offer.draw': 'Votre adversaire propose la nulle.',
  'widget.offer.takeback': 'Votre adversaire demande à reprendre son dernier coup.',
  'widget.offer.draw.w': 'Les Blancs proposent la nulle.',
  'widget.offer.draw.b': 'Les Noirs proposent la nulle.',
  'widget.offer.draw.none': 'La nulle est proposée.',
  'widget.offer.takeback.w': 'Les Blancs demandent à reprendre leur dernier coup.',
  'widget.offer.takeback.b': 'Les Noirs demandent à reprendre leur dernier coup.',
  'widget.offer.takeback.none': 'Une reprise de coup est demandée.',
  'widget.offer.accept': 'Accepter',
  'widget.offer.decline': 'Refuser',
  // Online: the live game's abort, the player's own offer, the opponent's presence, the connection.
  'widget.action.abort': 'Interrompre',
  'widget.action.abortLabel': 'Interrompre la partie (possible tant que les deux camps n’ont pas joué)',
  'widget.offer.sent.draw': 'Vous avez proposé la nulle.',
  'widget.offer.sent.takeback': 'Vous avez demandé à reprendre votre dernier coup.',
  'widget.offer.withdraw': 'Retirer',
  'widget.presence.gone': 'hors ligne',
  'widget.gone.wait': 'Votre adversaire a quitté la partie.',
  'widget.gone.claim': 'Votre adversaire est parti : vous pouvez revendiquer la victoire, ou l’attendre.',
  'widget.gone.claimButton': 'Revendiquer la victoire',
  'widget.connection.reconnecting': 'Reconnexion…',
  'widget.connection.offline': 'Non connecté : la partie est conservée sur le serveur.',
  'widget.connection.clocks': 'Les pendules s’arrêtent ici jusqu’au retour de la connexion ; le serveur garde le temps.',

  // A bad attribute: what is wrong, and what is shown instead. {attribute}: orientation="…".
  'widget.attr.badColor': '{attribute} n’est pas valide : utilisez "white" ou "black". {fallback}',
  'widget.attr.orientationFallback': 'Les Blancs sont affichés en bas.',
  'widget.attr.playerFallback': 'Vous jouez les Blancs contre l’ordinateur.',
  'widget.attr.playerFallbackOnline': 'Vous jouez les Blancs.',
  'widget.attr.badMode': 'mode={value} n’est pas valide : utilisez "hotseat", "computer", "online" ou "view". Mode hotseat utilisé.',
  'widget.attr.badView': 'view={value} n’est pas valide : utilisez "single" ou "two". Un seul échiquier est affiché.',
  'widget.attr.badLevel': 'level={value} n’est pas valide : utilisez un nombre entier de {min} à {max}. Niveau {level} utilisé.',
  'widget.attr.badControls': 'controls={value} : {parts} ne désigne aucun élément ; utilisez {known}. Les autres sont affichés.',

  // The game attributes the rules core could not read ({move}: "2. Qxe5"; {index} of {total}).
  'widget.load.pgn': 'L’attribut pgn est illisible : {error}. La position de départ est affichée à la place.',
  'widget.load.fen': 'fen={value} n’est pas une position valide des échecs d’Alice : {error}. La position de départ est affichée à la place.',
  'widget.load.fenWithMoves':
    'fen={value} n’est pas une position valide des échecs d’Alice : {error}. La position de départ est affichée à la place, sans les coups.',
  'widget.load.movesFirst': 'L’attribut moves s’arrête à {move} (coup {index} sur {total}) : {error}. La position précédant ce coup est affichée.',
  'widget.load.moves':
    'L’attribut moves s’arrête à {move} (coup {index} sur {total}) : {error}. La partie est affichée jusqu’au coup précédent.',

  // The iframe route (index.html?embed=1): the page's title, and its notices about the URL.
  'widget.frame.title': 'Échiquier Alice Chess',
  'widget.frame.unknown': {
    one: 'Paramètre inconnu {names} ignoré. Paramètres reconnus : {known}.',
    other: 'Paramètres inconnus {names} ignorés. Paramètres reconnus : {known}.',
  },
  'widget.frame.origin': 'origin={value} n’est pas une origine (comme https://example.org) : l’échiquier ne communique pas avec sa page.',
};
