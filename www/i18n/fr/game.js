// Messages of the game in 'fr' (keys as in ../en/game.js; a missing key falls back to English).
export default {
  // Colours, as nouns: the side that moves, wins, begins.
  'game.color.w': 'Blancs',
  'game.color.b': 'Noirs',

  // The status line.
  'game.status.toMove': '{side} au trait',
  'game.status.toMoveCheck': '{side} au trait — échec !',
  'game.status.start': 'Position de départ',
  'game.status.after': 'Après {move}',
  'game.status.thinking': 'L’ordinateur réfléchit…',

  // How a game ended, as one sentence (the status line, the result, the `gameover` event's text).
  'game.outcome.checkmate.w': 'Échec et mat — les Blancs gagnent',
  'game.outcome.checkmate.b': 'Échec et mat — les Noirs gagnent',
  'game.outcome.resignation.w': 'Les Noirs abandonnent — les Blancs gagnent',
  'game.outcome.resignation.b': 'Les Blancs abandonnent — les Noirs gagnent',
  'game.outcome.abandonment.w': 'Les Noirs ont quitté la partie — les Blancs gagnent',
  'game.outcome.abandonment.b': 'Les Blancs ont quitté la partie — les Noirs gagnent',
  'game.outcome.timeout.w': 'Les Noirs perdent au temps — les Blancs gagnent',
  'game.outcome.timeout.b': 'Les Blancs perdent au temps — les Noirs gagnent',
  'game.outcome.stalemate': 'Nulle par pat',
  'game.outcome.threefold': 'Nulle par triple répétition',
  'game.outcome.fiftyMove': 'Nulle par la règle des cinquante coups',
  'game.outcome.bareKings': 'Nulle : il ne reste que les rois',
  'game.outcome.agreement': 'Nulle par accord mutuel',
  'game.outcome.loneKing': 'Nulle au temps (l’adversaire n’a plus que son roi)',
  'game.outcome.aborted': 'Partie annulée',
  // A game a host (a game server) ended for a reason in its own words ({reason}, not translated).
  'game.outcome.host.w': '{reason} — les Blancs gagnent',
  'game.outcome.host.b': '{reason} — les Noirs gagnent',
  'game.outcome.host.draw': '{reason} — nulle',
  'game.outcome.host.none': '{reason} — sans résultat',

  // The result card: its title by the way the game ended, and the result in words.
  'game.reason.checkmate': 'Échec et mat',
  'game.reason.stalemate': 'Pat',
  'game.reason.threefold': 'Triple répétition',
  'game.reason.fiftyMove': 'Règle des 50 coups',
  'game.reason.bareKings': 'Rois seuls',
  'game.reason.resignation': 'Abandon',
  'game.reason.abandonment': 'Partie quittée',
  'game.reason.agreement': 'Nulle acceptée',
  'game.reason.timeout': 'Temps écoulé',
  'game.reason.aborted': 'Partie annulée',
  'game.result.wins.w': 'Les Blancs gagnent',
  'game.result.wins.b': 'Les Noirs gagnent',
  'game.result.draw': 'Nulle',
  'game.result.loneKing': 'Nulle : le temps est écoulé, mais l’adversaire n’a plus que son roi',
  'game.result.aborted': 'Sans résultat : la partie s’est arrêtée avant que les deux camps aient joué',

  // The engine's opinion, for screen readers ({pawns}: a number like 0.35).
  'game.eval.mate.w': { one: 'Les Blancs matent en {count}', other: 'Les Blancs matent en {count}' },
  'game.eval.mate.b': { one: 'Les Noirs matent en {count}', other: 'Les Noirs matent en {count}' },
  'game.eval.equal': 'La position est à peu près égale',
  'game.eval.better.w': 'Avantage aux Blancs : +{pawns}',
  'game.eval.better.b': 'Avantage aux Noirs : +{pawns}',

  // A clock, for screen readers ({time}: 5:00).
  'game.clock.label.w': 'Pendule des Blancs : {time}',
  'game.clock.label.b': 'Pendule des Noirs : {time}',
  'game.clock.days': '{days} j {hours} h',

  // Why the person at the board cannot move now (the rules core explains the rest).
  'game.explain.over': 'La partie est terminée.',
  'game.explain.viewOnly': 'Cet échiquier ne fait que rejouer la partie.',
  'game.explain.browsing': 'Vous regardez une position antérieure : revenez à la partie pour jouer.',
  'game.explain.opponent': 'C’est à votre adversaire de jouer.',
  'game.explain.computer': 'C’est à l’ordinateur de jouer.',

  // The computer opponent failing ({error}: the engine's words).
  'game.computer.failed': 'L’ordinateur n’a pas pu choisir de coup ({error}) : les deux camps se jouent donc désormais ici.',
  'game.computer.refused': 'Le coup de l’ordinateur a été refusé : {error}',

  // A premove the opponent's move made impossible ({reason}: the rules core's words).
  'game.premove.dropped': 'Coup anticipé annulé : {reason}',
  'game.premove.droppedIllegal': 'Coup anticipé annulé : il n’est plus légal.',

  // Reading a game.
  'game.load.emptyPgn': 'le texte PGN est vide (ni balises ni coups)',

  // The move list: a move for screen readers, and the list before the first move.
  'game.moves.move.w': '{move}, Blancs',
  'game.moves.move.b': '{move}, Noirs',
  'game.moves.empty.w': 'Aucun coup pour l’instant. Les Blancs commencent.',
  'game.moves.empty.b': 'Aucun coup pour l’instant. Les Noirs commencent.',
  // A move announced to screen readers.
  'game.moves.played.w': 'Les Blancs ont joué {move}.',
  'game.moves.played.b': 'Les Noirs ont joué {move}.',

  // The pieces, for screen readers.
  'game.piece.wK': 'roi blanc',
  'game.piece.wQ': 'dame blanche',
  'game.piece.wR': 'tour blanche',
  'game.piece.wB': 'fou blanc',
  'game.piece.wN': 'cavalier blanc',
  'game.piece.wP': 'pion blanc',
  'game.piece.bK': 'roi noir',
  'game.piece.bQ': 'dame noire',
  'game.piece.bR': 'tour noire',
  'game.piece.bB': 'fou noir',
  'game.piece.bN': 'cavalier noir',
  'game.piece.bP': 'pion noir',

  // The board ({square}: e4; {board}: A or B).
  'game.board.title.A': 'Échiquier A',
  'game.board.title.B': 'Échiquier B · de l’autre côté du miroir',
  'game.board.grid.A': 'Échiquier A',
  'game.board.grid.B': 'Échiquier B',
  'game.board.grid.single': 'Échiquier : pièces de l’échiquier A blanches et noires, pièces de l’échiquier B dorées et rouges',
  'game.board.square.piece': '{square}, échiquier {board}, {piece}',
  'game.board.square.empty': '{square}, vide',
  'game.board.square.emptyOn': '{square}, échiquier {board}, vide',
  // What else is said of a square, after its label and a comma.
  'game.board.square.selected': 'sélectionnée',
  'game.board.square.capture': 'prise possible',
  'game.board.square.move': 'coup possible',
  'game.board.square.premove': 'coup anticipé possible',
  'game.board.square.premoveFrom': 'coup anticipé depuis cette case',
  'game.board.square.premoveTo': 'coup anticipé vers cette case',
  'game.board.square.check': 'en échec',
  'game.board.square.hint': 'coup suggéré',

  // The promotion picker.
  'game.promotion.dialog': 'Promouvoir le pion en',
  'game.promotion.to.q': 'Promouvoir en dame',
  'game.promotion.to.r': 'Promouvoir en tour',
  'game.promotion.to.b': 'Promouvoir en fou',
  'game.promotion.to.n': 'Promouvoir en cavalier',
  'game.promotion.name.q': 'dame',
  'game.promotion.name.r': 'tour',
  'game.promotion.name.b': 'fou',
  'game.promotion.name.n': 'cavalier',
};
