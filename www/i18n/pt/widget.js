// Messages of the widget in 'pt' (keys as in ../en/widget.js; a missing key falls back to English).
// Attribute names and values in messages (mode=, "white", hotseat, …) are code: they stay as they are.
export default {
  // While the rules core loads, and if it cannot.
  'widget.loading': 'Carregando o Alice Chess…',
  'widget.status.loading': 'Carregando…',
  'widget.status.unavailable': 'Indisponível',
  'widget.engine.failed': 'Não foi possível carregar o motor do Alice Chess: {error}',
  'widget.style.failed': 'Não foi possível carregar a folha de estilo {href}.',
  'widget.computer.unavailable':
    'O computador não está disponível nesta página (o motor não pôde ser iniciado), por isso os dois lados jogam aqui (hotseat).',

  // The error box.
  'widget.error.dismiss': 'Fechar',

  // The buttons under the board or the move list.
  'widget.nav.group': 'Navegar pela partida',
  'widget.nav.first': 'Posição inicial (Home)',
  'widget.nav.prev': 'Lance anterior (←)',
  'widget.nav.next': 'Próximo lance (→)',
  'widget.nav.last': 'Última posição (End)',
  'widget.controls': 'Controles da partida',
  'widget.undo': 'Voltar o último lance',
  'widget.flip': 'Girar o tabuleiro',
  'widget.view.two': 'Mostrar os tabuleiros A e B lado a lado',
  'widget.view.one': 'Mostrar um só tabuleiro',
  'widget.live': 'Ao vivo',
  'widget.live.label': 'Voltar à posição atual (End)',

  // The move list.
  'widget.moves.label': 'Lances em notação Alice',
  'widget.moves.none': 'Nenhum lance ainda.',

  // Online: the player's actions, the opponent's offers.
  'widget.actions': 'Ações da partida',
  'widget.action.resign': 'Abandonar',
  'widget.action.confirmResign': 'Confirmar',
  'widget.action.resignLabel': 'Abandonar a partida',
  'widget.action.draw': 'Empate?',
  'widget.action.drawOffered': 'Proposto',
  'widget.action.drawLabel': 'Propor um empate',
  'widget.action.takeback': 'Voltar',
  'widget.action.takebackLabel': 'Pedir para voltar o seu último lance',
  'widget.offer.label': 'Proposta do seu adversário',
  'widget.offer.draw': 'O seu adversário propõe empate.',
  'widget.offer.takeback': 'O seu adversário pede para voltar o último lance dele.',
  'widget.offer.draw.w': 'As brancas propõem empate.',
  'widget.offer.draw.b': 'As pretas propõem empate.',
  'widget.offer.draw.none': 'É proposto um empate.',
  'widget.offer.takeback.w': 'As brancas pedem para voltar o último lance.',
  'widget.offer.takeback.b': 'As pretas pedem para voltar o último lance.',
  'widget.offer.takeback.none': 'É pedido para voltar um lance.',
  'widget.offer.accept': 'Aceitar',
  'widget.offer.decline': 'Recusar',
  // Online: the live game's abort, the player's own offer, the opponent's presence, the connection.
  'widget.action.abort': 'Anular',
  'widget.action.abortLabel': 'Anular a partida (possível até que os dois lados tenham jogado)',
  'widget.offer.sent.draw': 'Você ofereceu empate.',
  'widget.offer.sent.takeback': 'Você pediu para voltar o seu último lance.',
  'widget.offer.withdraw': 'Retirar',
  'widget.presence.gone': 'ausente',
  'widget.gone.wait': 'Seu adversário saiu da partida.',
  'widget.gone.claim': 'Seu adversário saiu: você pode reivindicar a vitória ou esperar que ele volte.',
  'widget.gone.claimButton': 'Reivindicar a vitória',
  'widget.connection.reconnecting': 'Reconectando…',
  'widget.connection.offline': 'Sem conexão: a partida fica guardada no servidor.',
  'widget.connection.clocks': 'Os relógios param aqui até a conexão voltar; o servidor marca o tempo.',

  // A bad attribute: what is wrong, and what is shown instead. {attribute}: orientation="…".
  'widget.attr.badColor': '{attribute} não é válido: use "white" ou "black". {fallback}',
  'widget.attr.orientationFallback': 'As Brancas aparecem embaixo.',
  'widget.attr.playerFallback': 'Você joga de Brancas contra o computador.',
  'widget.attr.playerFallbackOnline': 'Você joga de Brancas.',
  'widget.attr.badMode': 'mode={value} não é válido: use "hotseat", "computer", "online" ou "view". Jogando em hotseat.',
  'widget.attr.badView': 'view={value} não é válido: use "single" ou "two". Mostrando um só tabuleiro.',
  'widget.attr.badLevel':
    'level={value} não é válido: use um número inteiro de {min} a {max}. Usando o nível {level}.',
  'widget.attr.badControls': 'controls={value} não nomeia nenhuma parte {parts}: use {known}. As outras são mostradas.',

  // The game attributes the rules core could not read ({move}: "2. Qxe5"; {index} of {total}).
  'widget.load.pgn': 'Não foi possível ler o atributo pgn: {error}. Mostrando a posição inicial.',
  'widget.load.fen': 'fen={value} não é uma posição válida de Alice Chess: {error}. Mostrando a posição inicial.',
  'widget.load.fenWithMoves':
    'fen={value} não é uma posição válida de Alice Chess: {error}. Mostrando a posição inicial, sem os lances.',
  'widget.load.movesFirst':
    'O atributo moves para em {move} (lance {index} de {total}): {error}. Mostrando a posição anterior a esse lance.',
  'widget.load.moves':
    'O atributo moves para em {move} (lance {index} de {total}): {error}. Mostrando a partida até o lance anterior.',

  // The iframe route (index.html?embed=1): the page's title, and its notices about the URL.
  'widget.frame.title': 'Tabuleiro do Alice Chess',
  'widget.frame.unknown': {
    one: 'Parâmetro desconhecido {names} ignorado. Conhecidos: {known}.',
    other: 'Parâmetros desconhecidos {names} ignorados. Conhecidos: {known}.',
  },
  'widget.frame.origin':
    'origin={value} não é uma origem (como https://example.org): o tabuleiro não se comunica com a página.',
};
