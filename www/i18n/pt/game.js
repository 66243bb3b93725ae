// Messages of the game in 'pt' (keys as in ../en/game.js; a missing key falls back to English).
// {side} is a colour name (game.color.*) or a player ("você (Brancas)"): game.status.toMove says
// "Vez: {side}" so that both read well.
export default {
  // Colours, as nouns: the side that moves, wins, begins.
  'game.color.w': 'Brancas',
  'game.color.b': 'Pretas',

  // The status line.
  'game.status.toMove': 'Vez: {side}',
  'game.status.toMoveCheck': 'Vez: {side} — xeque!',
  'game.status.start': 'Posição inicial',
  'game.status.after': 'Após {move}',
  'game.status.thinking': 'O computador está pensando…',

  // How a game ended, as one sentence (the status line, the result, the `gameover` event's text).
  'game.outcome.checkmate.w': 'Xeque-mate — as Brancas vencem',
  'game.outcome.checkmate.b': 'Xeque-mate — as Pretas vencem',
  'game.outcome.resignation.w': 'As Pretas abandonam — as Brancas vencem',
  'game.outcome.resignation.b': 'As Brancas abandonam — as Pretas vencem',
  'game.outcome.abandonment.w': 'As Pretas saíram da partida — as Brancas vencem',
  'game.outcome.abandonment.b': 'As Brancas saíram da partida — as Pretas vencem',
  'game.outcome.timeout.w': 'O tempo das Pretas acabou — as Brancas vencem',
  'game.outcome.timeout.b': 'O tempo das Brancas acabou — as Pretas vencem',
  'game.outcome.stalemate': 'Empate por afogamento',
  'game.outcome.threefold': 'Empate por tripla repetição',
  'game.outcome.fiftyMove': 'Empate pela regra dos cinquenta lances',
  'game.outcome.bareKings': 'Empate: só restam os dois reis',
  'game.outcome.agreement': 'Empate por acordo',
  'game.outcome.loneKing': 'Empate por tempo (o adversário só tem o rei)',
  'game.outcome.aborted': 'Partida anulada',
  // A game a host (a game server) ended for a reason in its own words ({reason}, not translated).
  'game.outcome.host.w': '{reason} — as Brancas vencem',
  'game.outcome.host.b': '{reason} — as Pretas vencem',
  'game.outcome.host.draw': '{reason} — empate',
  'game.outcome.host.none': '{reason} — sem resultado',

  // The result card: its title by the way the game ended, and the result in words.
  'game.reason.checkmate': 'Xeque-mate',
  'game.reason.stalemate': 'Afogamento',
  'game.reason.threefold': 'Tripla repetição',
  'game.reason.fiftyMove': 'Regra dos 50 lances',
  'game.reason.bareKings': 'Só restam os reis',
  'game.reason.resignation': 'Abandono',
  'game.reason.abandonment': 'Saída da partida',
  'game.reason.agreement': 'Empate por acordo',
  'game.reason.timeout': 'Tempo esgotado',
  'game.reason.aborted': 'Partida anulada',
  'game.result.wins.w': 'As Brancas vencem',
  'game.result.wins.b': 'As Pretas vencem',
  'game.result.draw': 'Empate',
  'game.result.loneKing': 'Empate: o tempo acabou, mas o adversário só tem o rei',
  'game.result.aborted': 'Sem resultado: a partida terminou antes de os dois lados jogarem',

  // The engine's opinion, for screen readers ({pawns}: a number like 0.35).
  'game.eval.mate.w': { one: 'As Brancas dão mate em {count}', other: 'As Brancas dão mate em {count}' },
  'game.eval.mate.b': { one: 'As Pretas dão mate em {count}', other: 'As Pretas dão mate em {count}' },
  'game.eval.equal': 'A posição está mais ou menos igual',
  'game.eval.better.w': 'As Brancas têm vantagem de {pawns} peões',
  'game.eval.better.b': 'As Pretas têm vantagem de {pawns} peões',

  // A clock, for screen readers ({time}: 5:00).
  'game.clock.label.w': 'Relógio das Brancas: {time}',
  'game.clock.label.b': 'Relógio das Pretas: {time}',
  'game.clock.days': '{days} d {hours} h',

  // Why the person at the board cannot move now (the rules core explains the rest).
  'game.explain.over': 'A partida terminou.',
  'game.explain.viewOnly': 'Este tabuleiro apenas reproduz a partida.',
  'game.explain.browsing': 'Esta é uma posição anterior: volte à partida para jogar.',
  'game.explain.opponent': 'É a vez do seu adversário.',
  'game.explain.computer': 'É a vez do computador.',

  // The computer opponent failing ({error}: the engine's words).
  'game.computer.failed': 'O computador não conseguiu escolher um lance ({error}); agora os dois lados jogam aqui.',
  'game.computer.refused': 'O lance do computador foi recusado: {error}',

  // A premove the opponent's move made impossible ({reason}: the rules core's words).
  'game.premove.dropped': 'Pré-lance cancelado: {reason}',
  'game.premove.droppedIllegal': 'Pré-lance cancelado: ele já não é legal.',

  // Reading a game.
  'game.load.emptyPgn': 'o texto PGN está vazio (sem tags e sem lances)',

  // The move list: a move for screen readers, and the list before the first move.
  'game.moves.move.w': '{move}, Brancas',
  'game.moves.move.b': '{move}, Pretas',
  'game.moves.empty.w': 'Nenhum lance ainda. As Brancas começam.',
  'game.moves.empty.b': 'Nenhum lance ainda. As Pretas começam.',
  // A move announced to screen readers.
  'game.moves.played.w': 'As Brancas jogaram {move}.',
  'game.moves.played.b': 'As Pretas jogaram {move}.',

  // The pieces, for screen readers.
  'game.piece.wK': 'rei branco',
  'game.piece.wQ': 'dama branca',
  'game.piece.wR': 'torre branca',
  'game.piece.wB': 'bispo branco',
  'game.piece.wN': 'cavalo branco',
  'game.piece.wP': 'peão branco',
  'game.piece.bK': 'rei preto',
  'game.piece.bQ': 'dama preta',
  'game.piece.bR': 'torre preta',
  'game.piece.bB': 'bispo preto',
  'game.piece.bN': 'cavalo preto',
  'game.piece.bP': 'peão preto',

  // The board ({square}: e4; {board}: A or B).
  'game.board.title.A': 'Tabuleiro A',
  'game.board.title.B': 'Tabuleiro B · através do espelho',
  'game.board.grid.A': 'Tabuleiro A',
  'game.board.grid.B': 'Tabuleiro B',
  'game.board.grid.single':
    'Tabuleiro de xadrez: peças do tabuleiro A brancas e pretas, peças do tabuleiro B douradas e vermelhas',
  'game.board.square.piece': '{square}, tabuleiro {board}, {piece}',
  'game.board.square.empty': '{square}, vazia',
  'game.board.square.emptyOn': '{square}, tabuleiro {board}, vazia',
  // What else is said of a square, after its label and a comma.
  'game.board.square.selected': 'selecionada',
  'game.board.square.capture': 'captura possível',
  'game.board.square.move': 'lance possível',
  'game.board.square.premove': 'pré-lance possível',
  'game.board.square.premoveFrom': 'pré-lance a partir daqui',
  'game.board.square.premoveTo': 'pré-lance para aqui',
  'game.board.square.check': 'em xeque',
  'game.board.square.hint': 'lance sugerido',

  // The promotion picker.
  'game.promotion.dialog': 'Promover o peão a',
  'game.promotion.to.q': 'Promover a dama',
  'game.promotion.to.r': 'Promover a torre',
  'game.promotion.to.b': 'Promover a bispo',
  'game.promotion.to.n': 'Promover a cavalo',
  'game.promotion.name.q': 'dama',
  'game.promotion.name.r': 'torre',
  'game.promotion.name.b': 'bispo',
  'game.promotion.name.n': 'cavalo',
};
