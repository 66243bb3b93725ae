// Messages of the learn area in 'pt' (keys as in ../en/learn.js; a missing key falls back to English).
// Chess notation (Pe4, Sdxe4, Cb5#, Kd7) and square names stay as they are. Pieces on board B are
// gold (White) and red (Black): "o peão dourado" is a white pawn on board B.
export default {
  // The lessons' frame.
  'learn.lessons.list': 'Lições',
  'learn.lessons.count': 'Lição {number} de {total}',
  'learn.lessons.chip': '{number}. {title}',
  'learn.lessons.chipDone': '{number}. {title} (concluída)',
  'learn.lessons.task': 'Tarefa',
  'learn.lessons.taskOf': 'Tarefa {number} de {total}',
  'learn.lessons.taskDone': 'concluída',
  'learn.lessons.hint': 'Dica',
  'learn.lessons.again': 'Repetir',
  'learn.lessons.nextTask': 'Próxima tarefa',
  'learn.lessons.previous': 'Lição anterior',
  'learn.lessons.next': 'Próxima lição',
  'learn.lessons.first': 'Primeira lição',
  'learn.lessons.replyRefused': 'A resposta da lição foi recusada: {error}',

  // Lesson 1.
  'learn.lesson.lookingGlass.title': 'Através do espelho',
  'learn.lesson.lookingGlass.text.1':
    'O xadrez de Alice é jogado em dois tabuleiros, A e B. Todas as peças começam no tabuleiro A.',
  'learn.lesson.lookingGlass.text.2':
    'Uma peça joga como no xadrez comum no seu próprio tabuleiro e depois atravessa o espelho: vai parar na mesma casa do outro tabuleiro.',
  'learn.lesson.lookingGlass.text.3': 'As peças do tabuleiro B aparecem em dourado (Brancas) e vermelho (Pretas).',
  'learn.lesson.lookingGlass.task.1.prompt': 'Avance o peão da coluna e duas casas: de e2 para e4.',
  'learn.lesson.lookingGlass.task.1.hint': 'Arraste o peão que está à frente do seu rei duas casas para cima.',
  'learn.lesson.lookingGlass.task.1.wrong': 'Esse lance é bom numa partida, mas aqui tente e2 para e4.',
  'learn.lesson.lookingGlass.task.1.done': 'O peão agora está em e4 no tabuleiro B: veja a sua cor dourada.',
  'learn.lesson.lookingGlass.task.2.prompt':
    'O cavalo das Pretas também foi para o tabuleiro B. Agora avance uma casa o seu peão de e4 (tabuleiro B).',
  'learn.lesson.lookingGlass.task.2.hint': 'O peão dourado em e4 pode avançar para e5.',
  'learn.lesson.lookingGlass.task.2.wrong': 'Mova o peão dourado de e4: ele volta para o tabuleiro A.',
  'learn.lesson.lookingGlass.task.2.done': 'Uma peça no tabuleiro B volta para o tabuleiro A no lance seguinte.',
  // Lesson: how moves are written (board-B letters, plain SAN, the FEN's two ways).
  'learn.lesson.notation.title': 'Escrever os lances',
  'learn.lesson.notation.text.1': 'Um lance escreve-se com a letra da peça e a casa para onde vai: K Q R B N P para uma peça que sai do tabuleiro A (Nf3, Pe4; x para uma captura, + para xeque, # para mate).',
  'learn.lesson.notation.text.2': 'Uma peça que sai do tabuleiro B tem letra própria: L T U C O S para o rei, a dama, a torre, o bispo, o cavalo e o peão. Assim, Sdxe4 é um peão de B da coluna d que captura em e4, e Cb5# um bispo de B que dá mate em b5. As mensagens da página usam estas letras.',
  'learn.lesson.notation.text.3': 'Outros programas escrevem xadrez comum: e4 por Pe4, Nf3 por Of3. Aqui leem-se os dois. Num FEN, as peças de B escrevem-se com estas letras (o para um cavalo preto de B) ou com uma barra antes da letra habitual (|n); também se leem os dois.',
  'learn.lesson.notation.task.1.prompt': 'Jogue Nf3: o cavalo de g1 (tabuleiro A) para f3.',
  'learn.lesson.notation.task.1.hint': 'N é um cavalo que sai do tabuleiro A: o de g1.',
  'learn.lesson.notation.task.1.wrong': 'Isso não é Nf3: jogue o cavalo de g1 para f3.',
  'learn.lesson.notation.task.1.done': 'Nf3: o cavalo está agora no tabuleiro B — o seu próximo lance escreve-se com O.',
  'learn.lesson.notation.task.2.prompt': 'Agora jogue Og5.',
  'learn.lesson.notation.task.2.hint': 'O é um cavalo que sai do tabuleiro B: o cavalo dourado em f3.',
  'learn.lesson.notation.task.2.wrong': 'Isso não é Og5: jogue o cavalo de B (O) de f3 para g5.',
  'learn.lesson.notation.task.2.done': 'Og5: o cavalo saiu de B (O) e voltou ao tabuleiro A, onde volta a escrever-se N.',

  // Lesson 2.
  'learn.lesson.emptySquare.title': 'A casa de chegada tem de estar vazia',
  'learn.lesson.emptySquare.text.1':
    'Uma peça vai parar no outro tabuleiro, por isso a casa de destino também tem de estar vazia lá.',
  'learn.lesson.emptySquare.text.2': 'Uma peça no outro tabuleiro nunca bloqueia o caminho: só o destino importa.',
  'learn.lesson.emptySquare.task.1.prompt': 'Deslize a torre pela quarta fileira até h4.',
  'learn.lesson.emptySquare.task.1.hint': 'O peão vermelho em e4 está no tabuleiro B: no tabuleiro A o caminho está livre.',
  'learn.lesson.emptySquare.task.1.wrong': 'A torre deve ir para h4 — o peão do tabuleiro B não a bloqueia.',
  'learn.lesson.emptySquare.task.1.done':
    'A torre passou por e4: o peão ali está no tabuleiro B. Mas ela não poderia parar em e4, que está ocupada no tabuleiro B.',
  'learn.lesson.emptySquare.task.2.prompt':
    'O seu cavalo está no tabuleiro B. A casa c3 está ocupada no tabuleiro A — salte para a3.',
  'learn.lesson.emptySquare.task.2.hint':
    'Um cavalo em b1 pode ir para a3, c3 ou d2. Tente c3 primeiro para ver o que acontece.',
  'learn.lesson.emptySquare.task.2.wrong': 'Salte com o cavalo para a3.',
  'learn.lesson.emptySquare.task.2.done': 'O cavalo está de volta ao tabuleiro A, em a3.',

  // Lesson 3.
  'learn.lesson.capture.title': 'Capture no seu próprio tabuleiro',
  'learn.lesson.capture.text.1': 'Uma peça só pode capturar uma peça inimiga que esteja no mesmo tabuleiro que ela.',
  'learn.lesson.capture.text.2': 'Depois de capturar, ela também passa para o outro tabuleiro.',
  'learn.lesson.capture.task.1.prompt': 'O seu bispo está no tabuleiro A. Capture a peça que ele pode capturar.',
  'learn.lesson.capture.task.1.hint': 'O cavalo em d4 é vermelho: está no tabuleiro B. A torre em f6 está no tabuleiro A.',
  'learn.lesson.capture.task.1.wrong': 'Esse lance não captura nada. Tome a torre em f6.',
  'learn.lesson.capture.task.1.done': 'O bispo toma em f6 e vai parar no tabuleiro B.',

  // Lesson 4.
  'learn.lesson.check.title': 'O xeque vem do tabuleiro do rei',
  'learn.lesson.check.text.1':
    'Um rei só fica em xeque por uma peça inimiga no seu próprio tabuleiro. Peças do outro tabuleiro nunca dão xeque.',
  'learn.lesson.check.text.2': 'E uma peça no outro tabuleiro também não o protege.',
  'learn.lesson.check.task.1.prompt': 'O rei preto está no tabuleiro A. Dê xeque.',
  'learn.lesson.check.task.1.hint':
    'A sua torre em a1 iria parar no tabuleiro B. A torre dourada em h2 vai parar no tabuleiro A.',
  'learn.lesson.check.task.1.wrong':
    'Não é xeque: a peça foi parar no tabuleiro B, onde o rei não está. Use a torre dourada, que vai para o tabuleiro A.',
  'learn.lesson.check.task.1.done': 'Xeque! A torre do tabuleiro B foi parar no tabuleiro A, o tabuleiro do rei.',
  'learn.lesson.check.task.2.prompt': 'Dê xeque ao rei pela coluna e: leve a torre dourada para e1.',
  'learn.lesson.check.task.2.hint': 'O peão em e7 é vermelho: está no tabuleiro B.',
  'learn.lesson.check.task.2.wrong': 'Leve a torre para e1 e veja o xeque através do peão.',
  'learn.lesson.check.task.2.done': 'Xeque: o peão em e7 está no tabuleiro B e não protege nada no tabuleiro A.',

  // Lesson 5.
  'learn.lesson.escape.title': 'Sair do xeque',
  'learn.lesson.escape.text.1':
    'Um rei em xeque no tabuleiro A sai do tabuleiro A ao jogar: vai parar no tabuleiro B, por isso a sua nova casa tem de ser segura nos dois tabuleiros.',
  'learn.lesson.escape.text.2':
    'Uma peça que está no tabuleiro A nunca pode bloquear um xeque ali: qualquer lance a leva para o tabuleiro B. Uma peça vinda do tabuleiro B pode bloquear.',
  'learn.lesson.escape.task.1.prompt': 'O seu rei está em xeque pela torre em e8. Encontre a única casa segura.',
  'learn.lesson.escape.task.1.hint':
    'As peças vermelhas do tabuleiro B controlam d1, f1 e d2 ali: o rei iria parar no tabuleiro B.',
  'learn.lesson.escape.task.1.wrong': 'Aqui só o próprio rei pode escapar.',
  'learn.lesson.escape.task.1.done': 'A salvo em f2: a torre do tabuleiro A não o vê no tabuleiro B.',
  'learn.lesson.escape.task.2.prompt': 'Xeque de novo, e o rei está encurralado. Bloqueie o xeque.',
  'learn.lesson.escape.task.2.hint': 'Só uma peça do tabuleiro B vai parar no tabuleiro A: o cavalo dourado.',
  'learn.lesson.escape.task.2.wrong': 'Bloqueie com o cavalo dourado: ele vai parar no tabuleiro A, na coluna e.',
  'learn.lesson.escape.task.2.done':
    'Bloqueado: o cavalo veio do tabuleiro B e agora está entre a torre e o rei no tabuleiro A.',

  // Lesson 6.
  'learn.lesson.castling.title': 'Roque',
  'learn.lesson.castling.text.1':
    'O roque segue as regras habituais no tabuleiro A. Depois, o rei e a torre vão ambos para o tabuleiro B.',
  'learn.lesson.castling.text.2': 'Por isso, as novas casas do rei e da torre também têm de estar vazias no tabuleiro B.',
  'learn.lesson.castling.task.1.prompt': 'Faça o roque pequeno: leve o rei duas casas até g1.',
  'learn.lesson.castling.task.1.hint': 'Arraste o rei de e1 para g1.',
  'learn.lesson.castling.task.1.wrong': 'Faça o roque pequeno: o rei vai de e1 para g1.',
  'learn.lesson.castling.task.1.done': 'Roque feito: o rei e a torre agora estão no tabuleiro B.',
  'learn.lesson.castling.task.2.prompt':
    'Um cavalo vermelho está em g1 no tabuleiro B. Faça o roque para o lado em que é possível.',
  'learn.lesson.castling.task.2.hint':
    'g1 está ocupada no tabuleiro B. As casas c1 e d1, do lado da dama, estão livres nos dois tabuleiros.',
  'learn.lesson.castling.task.2.wrong': 'Faça o roque grande: o rei vai de e1 para c1.',
  'learn.lesson.castling.task.2.done':
    'Roque grande feito. O roque pequeno era impossível: o rei iria parar em g1 no tabuleiro B.',

  // Lesson 7.
  'learn.lesson.enPassant.title': 'En passant entre tabuleiros',
  'learn.lesson.enPassant.text.1':
    'Depois do avanço duplo de um peão, um peão inimigo ao lado dele pode capturá-lo en passant no lance seguinte — seja qual for o tabuleiro em que cada peão está.',
  'learn.lesson.enPassant.text.2':
    'A casa atravessada tem de estar vazia nos dois tabuleiros. O peão que captura vai então para o outro tabuleiro.',
  'learn.lesson.enPassant.task.1.prompt':
    'As Pretas acabaram de jogar d7 para d5, e o peão foi parar no tabuleiro B. Capture-o en passant.',
  'learn.lesson.enPassant.task.1.hint': 'O seu peão em e5 captura na diagonal, em d6.',
  'learn.lesson.enPassant.task.1.wrong': 'Capture en passant: peão de e5 para d6.',
  'learn.lesson.enPassant.task.1.done':
    'O peão vermelho desapareceu do tabuleiro B, e o seu peão está em d6 no tabuleiro B.',

  // Lesson 8.
  'learn.lesson.promotion.title': 'Promoção',
  'learn.lesson.promotion.text.1':
    'Um peão que chega à última fileira é promovido a dama, torre, bispo ou cavalo — e a nova peça vai parar no outro tabuleiro.',
  'learn.lesson.promotion.text.2': 'A casa de promoção também tem de estar vazia no outro tabuleiro.',
  'learn.lesson.promotion.task.1.prompt': 'Promova o seu peão a dama.',
  'learn.lesson.promotion.task.1.hint': 'Avance o peão para b8 e escolha a dama.',
  'learn.lesson.promotion.task.1.wrong': 'Avance o peão para b8 e escolha uma dama.',
  'learn.lesson.promotion.task.1.done':
    'Uma nova dama no tabuleiro B. O rei preto não pode ir para d8 nem f8: iria parar no tabuleiro B, ao lado dela.',
  'learn.lesson.promotion.task.2.prompt': 'A casa b8 está ocupada no tabuleiro B. Promova a dama mesmo assim.',
  'learn.lesson.promotion.task.2.hint':
    'Capture o cavalo em a8: ele está no tabuleiro A, e a8 está vazia no tabuleiro B.',
  'learn.lesson.promotion.task.2.wrong': 'Promova capturando em a8 e escolha uma dama.',
  'learn.lesson.promotion.task.2.done': 'O peão toma em a8 e é promovido a dama no tabuleiro B.',

  // Lesson 9.
  'learn.lesson.fiveMoveMate.title': 'O mate em cinco lances',
  'learn.lesson.fiveMoveMate.text.1':
    'A famosa partida da página de regras: 1.Pe4 Pd5 2.Be2 Sdxe4 3.Cb5#. Na notação Alice, a letra é a da peça no tabuleiro que ela deixa: P S para peões no A e no B, B C para bispos.',
  'learn.lesson.fiveMoveMate.text.2': 'Jogue os lances das Brancas; as Pretas respondem sozinhas.',
  'learn.lesson.fiveMoveMate.task.1.prompt': 'Lance 1: avance o peão da coluna e para e4.',
  'learn.lesson.fiveMoveMate.task.1.hint': 'Peão de e2 para e4.',
  'learn.lesson.fiveMoveMate.task.1.wrong': 'Siga a partida: 1.Pe4, peão de e2 para e4.',
  'learn.lesson.fiveMoveMate.task.1.done': 'Pe4. As Pretas respondem d7 para d5: os dois peões estão no tabuleiro B.',
  'learn.lesson.fiveMoveMate.task.2.prompt': 'Lance 2: leve o seu bispo para e2.',
  'learn.lesson.fiveMoveMate.task.2.hint': 'O bispo em f1 vai para e2 — livre no tabuleiro B, agora que o peão saiu.',
  'learn.lesson.fiveMoveMate.task.2.wrong': 'Siga a partida: 2.Be2, bispo de f1 para e2.',
  'learn.lesson.fiveMoveMate.task.2.done':
    'Be2: o bispo está no tabuleiro B. As Pretas tomam o seu peão em e4 — o peão delas vai parar no tabuleiro A.',
  'learn.lesson.fiveMoveMate.task.3.prompt': 'Lance 3: dê mate no rei preto.',
  'learn.lesson.fiveMoveMate.task.3.hint': 'O bispo dourado em e2 vai para b5 e cai no tabuleiro A, onde está o rei.',
  'learn.lesson.fiveMoveMate.task.3.wrong': 'Ainda não é mate. O bispo em e2 pode dar xeque a partir de b5.',
  'learn.lesson.fiveMoveMate.task.3.done':
    'Xeque-mate! Kd7 seria legal no tabuleiro B, mas um lance tem de ser legal no tabuleiro onde é jogado: d7 está atacada no tabuleiro A.',

  // Lesson 10.
  'learn.lesson.glassMate.title': 'Um mate que só o espelho permite',
  'learn.lesson.glassMate.text.1': 'No xadrez comum, o bispo em e8 simplesmente tomaria um cavalo em f7.',
  'learn.lesson.glassMate.text.2':
    'Aqui ele está no tabuleiro B, e as peças pretas do tabuleiro B cercam o próprio rei: ele nunca pode ir parar numa casa ocupada.',
  'learn.lesson.glassMate.task.1.prompt': 'Mate em um.',
  'learn.lesson.glassMate.task.1.hint':
    'O seu cavalo no tabuleiro B vai parar no tabuleiro A. Que casa dá xeque ao rei em h8?',
  'learn.lesson.glassMate.task.1.wrong': 'Não é mate. Procure um xeque de cavalo.',
  'learn.lesson.glassMate.task.1.done':
    'Mate sufocado através do espelho: g8, g7 e h7 estão ocupadas no tabuleiro B, e nenhuma peça preta do tabuleiro A pode tomar o cavalo.',

  // The puzzle trainer.
  'learn.puzzle.heading': 'Problema',
  'learn.puzzle.id': '#{id}',
  'learn.puzzle.yourRating': 'Sua pontuação',
  'learn.puzzle.loading': 'Carregando os problemas…',
  'learn.puzzle.loadFailed': 'Não foi possível carregar os problemas ({error}).',
  'learn.puzzle.loadEmpty': 'Não foi possível carregar os problemas (o arquivo não contém nenhum).',
  'learn.puzzle.findWhite': 'Encontre o melhor lance para as Brancas.',
  'learn.puzzle.findBlack': 'Encontre o melhor lance para as Pretas.',
  'learn.puzzle.keepGoingWhite': 'Continue, com as Brancas.',
  'learn.puzzle.keepGoingBlack': 'Continue, com as Pretas.',
  'learn.puzzle.goodMove': 'Bom lance…',
  'learn.puzzle.solved': 'Resolvido! Vamos ao próximo.',
  'learn.puzzle.showingSolution': 'A solução, lance a lance.',
  'learn.puzzle.result.correct': 'correto',
  'learn.puzzle.result.wrong': 'errado',
  'learn.puzzle.wrongMove': '{move} não é o lance.',
  'learn.puzzle.analyse': 'Analisar',
  'learn.puzzle.copyFen': 'Copiar',
  'learn.puzzle.rating': 'Pontuação do problema: {rating}',
  'learn.puzzle.streak': 'sequência: {count}',
  // Portuguese counts 0 as "one": the same words for both forms read well for 0, 1 and more.
  'learn.puzzle.solvedCount': { one: 'resolvidos: {count}', other: 'resolvidos: {count}' },
  'learn.puzzle.hint': 'Dica',
  'learn.puzzle.solution': 'Solução',
  'learn.puzzle.retry': 'Tentar de novo',
  'learn.puzzle.next': 'Próximo problema',
  'learn.puzzle.replyRefused': 'A resposta deste problema foi recusada: {error}',
  'learn.puzzle.notFound': 'Não existe o problema “{id}”; aqui está outro.',

  // Puzzle themes (the names in www/puzzles/puzzles.json), shown once a puzzle is done.
  'learn.puzzle.theme.mateIn': { one: 'mate em {count}', other: 'mate em {count}' },
  'learn.puzzle.theme.crossBoardCheck': 'xeque entre tabuleiros',
  'learn.puzzle.theme.discoveredCheck': 'xeque descoberto',
  'learn.puzzle.theme.winMaterial': 'ganho de material',
  'learn.puzzle.theme.defence': 'defesa',
  'learn.puzzle.theme.quietMove': 'lance silencioso',
  'learn.puzzle.theme.fork': 'garfo',
  'learn.puzzle.theme.promotion': 'promoção',
  'learn.puzzle.theme.doubleCheck': 'xeque duplo',
  'learn.puzzle.theme.castling': 'roque',
  'learn.puzzle.theme.lookingGlassMate': 'mate do espelho',
  'learn.puzzle.theme.kingEscape': 'fuga do rei pelo espelho',
  'learn.puzzle.theme.glassBlock': 'interposição pelo espelho',
  'learn.puzzle.theme.glassCapture': 'captura após a travessia',
  // The theme choice of the trainer.
  'learn.puzzle.themeLabel': 'Tema',
  'learn.puzzle.themeAll': 'Todos os temas',
  'learn.puzzle.themeOption': '{name} ({count})',
};
