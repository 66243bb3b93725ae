// Messages of the learn area in 'fr' (keys as in ../en/learn.js; a missing key falls back to English).
export default {
  // The lessons' frame.
  'learn.lessons.list': 'Leçons',
  'learn.lessons.count': 'Leçon {number} sur {total}',
  'learn.lessons.chip': '{number}. {title}',
  'learn.lessons.chipDone': '{number}. {title} (terminée)',
  'learn.lessons.task': 'Exercice',
  'learn.lessons.taskOf': 'Exercice {number} sur {total}',
  'learn.lessons.taskDone': 'réussi',
  'learn.lessons.hint': 'Indice',
  'learn.lessons.again': 'Recommencer',
  'learn.lessons.nextTask': 'Exercice suivant',
  'learn.lessons.previous': 'Leçon précédente',
  'learn.lessons.next': 'Leçon suivante',
  'learn.lessons.first': 'Première leçon',
  'learn.lessons.replyRefused': 'La réponse de la leçon a été refusée : {error}',

  // Lesson 1.
  'learn.lesson.lookingGlass.title': 'De l’autre côté du miroir',
  'learn.lesson.lookingGlass.text.1': 'Les échecs d’Alice se jouent sur deux échiquiers, A et B. Toutes les pièces commencent sur l’échiquier A.',
  'learn.lesson.lookingGlass.text.2':
    'Une pièce se déplace comme aux échecs ordinaires sur son propre échiquier, puis passe de l’autre côté du miroir : elle arrive sur la même case de l’autre échiquier.',
  'learn.lesson.lookingGlass.text.3': 'Les pièces de l’échiquier B sont dessinées en doré (Blancs) et en rouge (Noirs).',
  'learn.lesson.lookingGlass.task.1.prompt': 'Avancez le pion e de deux cases : de e2 à e4.',
  'learn.lesson.lookingGlass.task.1.hint': 'Faites glisser le pion situé devant votre roi de deux cases vers le haut.',
  'learn.lesson.lookingGlass.task.1.wrong': 'Ce coup est tout à fait jouable en partie, mais ici, essayez e2 à e4.',
  'learn.lesson.lookingGlass.task.1.done': 'Le pion est maintenant en e4 sur l’échiquier B : voyez sa couleur dorée.',
  'learn.lesson.lookingGlass.task.2.prompt':
    'Le cavalier noir est lui aussi passé sur l’échiquier B. Avancez maintenant votre pion e4 (échiquier B) d’une case.',
  'learn.lesson.lookingGlass.task.2.hint': 'Le pion doré en e4 peut avancer en e5.',
  'learn.lesson.lookingGlass.task.2.wrong': 'Jouez le pion doré en e4 : il retourne sur l’échiquier A.',
  'learn.lesson.lookingGlass.task.2.done': 'Une pièce de l’échiquier B revient sur l’échiquier A à son coup suivant.',
  // Lesson: how moves are written (board-B letters, plain SAN, the FEN's two ways).
  'learn.lesson.notation.title': 'Noter les coups',
  'learn.lesson.notation.text.1': 'Un coup s’écrit avec la lettre de la pièce et la case où elle va : K Q R B N P pour une pièce qui quitte l’échiquier A (Nf3, Pe4 ; x pour une prise, + pour un échec, # pour un mat).',
  'learn.lesson.notation.text.2': 'Une pièce qui quitte l’échiquier B a sa propre lettre : L T U C O S pour son roi, sa dame, sa tour, son fou, son cavalier et son pion. Ainsi Sdxe4 est un pion de B venu de d qui prend en e4, et Cb5# un fou de B qui mate en b5. Les messages de la page utilisent ces lettres.',
  'learn.lesson.notation.text.3': 'D’autres programmes écrivent les échecs ordinaires : e4 pour Pe4, Nf3 pour Of3. Les deux sont lus ici. Dans un FEN, les pièces de B s’écrivent avec ces lettres (o pour un cavalier noir de B) ou avec une barre devant la lettre habituelle (|n) ; les deux sont lus aussi.',
  'learn.lesson.notation.task.1.prompt': 'Jouez Nf3 : le cavalier de g1 (échiquier A) en f3.',
  'learn.lesson.notation.task.1.hint': 'N est un cavalier qui quitte l’échiquier A : celui de g1.',
  'learn.lesson.notation.task.1.wrong': 'Ce n’est pas Nf3 : jouez le cavalier de g1 en f3.',
  'learn.lesson.notation.task.1.done': 'Nf3 : le cavalier est maintenant sur l’échiquier B — son prochain coup s’écrira avec O.',
  'learn.lesson.notation.task.2.prompt': 'Jouez maintenant Og5.',
  'learn.lesson.notation.task.2.hint': 'O est un cavalier qui quitte l’échiquier B : le cavalier doré en f3.',
  'learn.lesson.notation.task.2.wrong': 'Ce n’est pas Og5 : jouez le cavalier de B (O) de f3 en g5.',
  'learn.lesson.notation.task.2.done': 'Og5 : le cavalier a quitté B (O) et revient sur A, où il s’écrira de nouveau N.',

  // Lesson 2.
  'learn.lesson.emptySquare.title': 'La case d’arrivée doit être vide',
  'learn.lesson.emptySquare.text.1': 'Une pièce arrive sur l’autre échiquier : la case où elle va doit donc y être vide aussi.',
  'learn.lesson.emptySquare.text.2': 'Une pièce de l’autre échiquier ne barre jamais le chemin : seule la case d’arrivée compte.',
  'learn.lesson.emptySquare.task.1.prompt': 'Faites glisser la tour le long de la quatrième rangée jusqu’en h4.',
  'learn.lesson.emptySquare.task.1.hint': 'Le pion rouge en e4 est sur l’échiquier B : sur l’échiquier A, la voie est libre.',
  'learn.lesson.emptySquare.task.1.wrong': 'La tour doit aller en h4 — le pion de l’échiquier B ne la bloque pas.',
  'learn.lesson.emptySquare.task.1.done':
    'La tour est passée par e4 : le pion qui s’y trouve est sur l’échiquier B. Elle n’aurait pas pu s’arrêter en e4, occupée sur l’échiquier B.',
  'learn.lesson.emptySquare.task.2.prompt': 'Votre cavalier est sur l’échiquier B. La case c3 est occupée sur l’échiquier A : sautez plutôt en a3.',
  'learn.lesson.emptySquare.task.2.hint': 'Un cavalier en b1 peut aller en a3, c3 ou d2. Essayez d’abord c3 pour voir pourquoi c’est impossible.',
  'learn.lesson.emptySquare.task.2.wrong': 'Faites sauter le cavalier en a3.',
  'learn.lesson.emptySquare.task.2.done': 'Le cavalier est de retour sur l’échiquier A, en a3.',

  // Lesson 3.
  'learn.lesson.capture.title': 'On prend sur son propre échiquier',
  'learn.lesson.capture.text.1': 'Une pièce ne peut prendre qu’une pièce adverse qui se trouve sur le même échiquier qu’elle.',
  'learn.lesson.capture.text.2': 'Après la prise, elle passe quand même sur l’autre échiquier.',
  'learn.lesson.capture.task.1.prompt': 'Votre fou est sur l’échiquier A. Prenez la pièce qu’il peut prendre.',
  'learn.lesson.capture.task.1.hint': 'Le cavalier en d4 est rouge : il est sur l’échiquier B. La tour en f6 est sur l’échiquier A.',
  'learn.lesson.capture.task.1.wrong': 'Ce coup ne prend rien. Prenez la tour en f6.',
  'learn.lesson.capture.task.1.done': 'Le fou prend en f6 et arrive sur l’échiquier B.',

  // Lesson 4.
  'learn.lesson.check.title': 'L’échec vient de l’échiquier du roi',
  'learn.lesson.check.text.1':
    'Un roi n’est en échec que par une pièce adverse de son propre échiquier. Les pièces de l’autre échiquier ne donnent jamais échec.',
  'learn.lesson.check.text.2': 'Une pièce de l’autre échiquier ne fait pas écran non plus.',
  'learn.lesson.check.task.1.prompt': 'Le roi noir est sur l’échiquier A. Faites échec.',
  'learn.lesson.check.task.1.hint': 'Votre tour en a1 arriverait sur l’échiquier B. La tour dorée en h2, elle, arrive sur l’échiquier A.',
  'learn.lesson.check.task.1.wrong':
    'Pas d’échec : la pièce est arrivée sur l’échiquier B, où le roi n’est pas. Jouez la tour dorée, qui arrive sur l’échiquier A.',
  'learn.lesson.check.task.1.done': 'Échec ! La tour de l’échiquier B est arrivée sur l’échiquier A, celui du roi.',
  'learn.lesson.check.task.2.prompt': 'Faites échec au roi sur la colonne e : jouez la tour dorée en e1.',
  'learn.lesson.check.task.2.hint': 'Le pion en e7 est rouge : il est sur l’échiquier B.',
  'learn.lesson.check.task.2.wrong': 'Jouez la tour en e1 et voyez l’échec à travers le pion.',
  'learn.lesson.check.task.2.done': 'Échec : le pion en e7 est sur l’échiquier B et ne fait pas écran sur l’échiquier A.',

  // Lesson 5.
  'learn.lesson.escape.title': 'Parer l’échec',
  'learn.lesson.escape.text.1':
    'Un roi en échec sur l’échiquier A quitte l’échiquier A en jouant : il arrive sur l’échiquier B, sa nouvelle case doit donc être sûre sur les deux échiquiers.',
  'learn.lesson.escape.text.2':
    'Une pièce de l’échiquier A ne peut jamais s’interposer contre un échec sur cet échiquier : tout coup l’envoie sur l’échiquier B. Une pièce venant de l’échiquier B, elle, le peut.',
  'learn.lesson.escape.task.1.prompt': 'Votre roi est en échec par la tour en e8. Trouvez la seule case sûre.',
  'learn.lesson.escape.task.1.hint': 'Les pièces rouges de l’échiquier B y contrôlent d1, f1 et d2 : le roi arriverait sur l’échiquier B.',
  'learn.lesson.escape.task.1.wrong': 'Ici, seul le roi peut se sauver lui-même.',
  'learn.lesson.escape.task.1.done': 'À l’abri en f2 : la tour de l’échiquier A ne le voit pas sur l’échiquier B.',
  'learn.lesson.escape.task.2.prompt': 'Encore échec, et le roi est enfermé. Interposez une pièce.',
  'learn.lesson.escape.task.2.hint': 'Seule une pièce de l’échiquier B arrive sur l’échiquier A : le cavalier doré.',
  'learn.lesson.escape.task.2.wrong': 'Interposez le cavalier doré : il arrive sur l’échiquier A, sur la colonne e.',
  'learn.lesson.escape.task.2.done':
    'Paré : le cavalier venait de l’échiquier B et se dresse maintenant entre la tour et le roi sur l’échiquier A.',

  // Lesson 6.
  'learn.lesson.castling.title': 'Le roque',
  'learn.lesson.castling.text.1': 'Le roque suit les règles habituelles sur l’échiquier A. Le roi et la tour arrivent ensuite tous deux sur l’échiquier B.',
  'learn.lesson.castling.text.2': 'Les nouvelles cases du roi et de la tour doivent donc aussi être vides sur l’échiquier B.',
  'learn.lesson.castling.task.1.prompt': 'Roquez côté roi : déplacez le roi de deux cases, en g1.',
  'learn.lesson.castling.task.1.hint': 'Faites glisser le roi de e1 à g1.',
  'learn.lesson.castling.task.1.wrong': 'Roquez côté roi : le roi va de e1 à g1.',
  'learn.lesson.castling.task.1.done': 'Roque joué : le roi et la tour sont maintenant sur l’échiquier B.',
  'learn.lesson.castling.task.2.prompt': 'Un cavalier rouge occupe g1 sur l’échiquier B. Roquez du côté où c’est possible.',
  'learn.lesson.castling.task.2.hint': 'g1 est occupée sur l’échiquier B. Côté dame, les cases c1 et d1 sont libres sur les deux échiquiers.',
  'learn.lesson.castling.task.2.wrong': 'Roquez côté dame : le roi va de e1 à c1.',
  'learn.lesson.castling.task.2.done':
    'Grand roque joué. Le petit roque était impossible : le roi serait arrivé en g1 sur l’échiquier B.',

  // Lesson 7.
  'learn.lesson.enPassant.title': 'La prise en passant d’un échiquier à l’autre',
  'learn.lesson.enPassant.text.1':
    'Après l’avance de deux cases d’un pion, un pion adverse placé à côté peut le prendre en passant au coup suivant — quel que soit l’échiquier de chacun des deux pions.',
  'learn.lesson.enPassant.text.2':
    'La case franchie doit être vide sur les deux échiquiers. Le pion qui prend arrive ensuite sur l’autre échiquier.',
  'learn.lesson.enPassant.task.1.prompt':
    'Les Noirs viennent de jouer d7 à d5, et le pion est arrivé sur l’échiquier B. Prenez-le en passant.',
  'learn.lesson.enPassant.task.1.hint': 'Votre pion en e5 prend en diagonale vers d6.',
  'learn.lesson.enPassant.task.1.wrong': 'Prenez en passant : pion de e5 à d6.',
  'learn.lesson.enPassant.task.1.done': 'Le pion rouge a disparu de l’échiquier B, et votre pion se trouve en d6 sur l’échiquier B.',

  // Lesson 8.
  'learn.lesson.promotion.title': 'La promotion',
  'learn.lesson.promotion.text.1':
    'Un pion qui atteint la dernière rangée devient une dame, une tour, un fou ou un cavalier — qui arrive sur l’autre échiquier.',
  'learn.lesson.promotion.text.2': 'La case de promotion doit, elle aussi, être vide sur l’autre échiquier.',
  'learn.lesson.promotion.task.1.prompt': 'Promouvez votre pion en dame.',
  'learn.lesson.promotion.task.1.hint': 'Avancez le pion en b8 et choisissez la dame.',
  'learn.lesson.promotion.task.1.wrong': 'Avancez le pion en b8 et choisissez une dame.',
  'learn.lesson.promotion.task.1.done':
    'Une nouvelle dame sur l’échiquier B. Le roi noir ne peut pas aller en d8 ni en f8 : il arriverait sur l’échiquier B, à côté d’elle.',
  'learn.lesson.promotion.task.2.prompt': 'b8 est occupée sur l’échiquier B. Promouvez quand même en dame.',
  'learn.lesson.promotion.task.2.hint': 'Prenez le cavalier en a8 : il est sur l’échiquier A, et a8 est vide sur l’échiquier B.',
  'learn.lesson.promotion.task.2.wrong': 'Promouvez en prenant en a8, et choisissez une dame.',
  'learn.lesson.promotion.task.2.done': 'Le pion prend en a8 et devient une dame sur l’échiquier B.',

  // Lesson 9.
  'learn.lesson.fiveMoveMate.title': 'Le mat en cinq coups',
  'learn.lesson.fiveMoveMate.text.1':
    'La célèbre partie de la page des règles : 1.Pe4 Pd5 2.Be2 Sdxe4 3.Cb5#. En notation Alice, la lettre désigne la pièce sur l’échiquier qu’elle quitte : P et S pour les pions sur A et B, B et C pour les fous.',
  'learn.lesson.fiveMoveMate.text.2': 'Jouez les coups des Blancs ; les Noirs répondent tout seuls.',
  'learn.lesson.fiveMoveMate.task.1.prompt': 'Coup 1 : avancez le pion e en e4.',
  'learn.lesson.fiveMoveMate.task.1.hint': 'Pion de e2 à e4.',
  'learn.lesson.fiveMoveMate.task.1.wrong': 'Suivez la partie : 1.Pe4, pion de e2 à e4.',
  'learn.lesson.fiveMoveMate.task.1.done': 'Pe4. Les Noirs répondent d7 à d5 : les deux pions sont sur l’échiquier B.',
  'learn.lesson.fiveMoveMate.task.2.prompt': 'Coup 2 : votre fou en e2.',
  'learn.lesson.fiveMoveMate.task.2.hint': 'Le fou en f1 va en e2 — case libre sur l’échiquier B maintenant que le pion est parti.',
  'learn.lesson.fiveMoveMate.task.2.wrong': 'Suivez la partie : 2.Be2, fou de f1 à e2.',
  'learn.lesson.fiveMoveMate.task.2.done':
    'Be2 : le fou est sur l’échiquier B. Les Noirs prennent votre pion en e4 — leur pion arrive sur l’échiquier A.',
  'learn.lesson.fiveMoveMate.task.3.prompt': 'Coup 3 : matez le roi noir.',
  'learn.lesson.fiveMoveMate.task.3.hint': 'Le fou doré en e2 va en b5 et arrive sur l’échiquier A, où se trouve le roi.',
  'learn.lesson.fiveMoveMate.task.3.wrong': 'Pas encore mat. Le fou en e2 peut faire échec depuis b5.',
  'learn.lesson.fiveMoveMate.task.3.done':
    'Échec et mat ! Kd7 serait légal sur l’échiquier B, mais un coup doit être légal sur l’échiquier où il est joué : d7 est attaquée sur l’échiquier A.',

  // Lesson 10.
  'learn.lesson.glassMate.title': 'Un mat que seul le miroir permet',
  'learn.lesson.glassMate.text.1': 'Aux échecs ordinaires, le fou en e8 prendrait tout simplement un cavalier en f7.',
  'learn.lesson.glassMate.text.2':
    'Ici, il est sur l’échiquier B, et les pièces noires de l’échiquier B enferment leur propre roi : il ne peut jamais arriver sur une case occupée.',
  'learn.lesson.glassMate.task.1.prompt': 'Mat en un coup.',
  'learn.lesson.glassMate.task.1.hint': 'Votre cavalier de l’échiquier B arrive sur l’échiquier A. Quelle case met en échec le roi en h8 ?',
  'learn.lesson.glassMate.task.1.wrong': 'Pas mat. Cherchez un échec du cavalier.',
  'learn.lesson.glassMate.task.1.done':
    'Mat à l’étouffée de l’autre côté du miroir : g8, g7 et h7 sont occupées sur l’échiquier B, et aucune pièce noire de l’échiquier A ne peut prendre le cavalier.',

  // The puzzle trainer.
  'learn.puzzle.heading': 'Problème',
  'learn.puzzle.id': '#{id}',
  'learn.puzzle.yourRating': 'Votre classement',
  'learn.puzzle.loading': 'Chargement des problèmes…',
  'learn.puzzle.loadFailed': 'Les problèmes n’ont pas pu être chargés ({error}).',
  'learn.puzzle.loadEmpty': 'Les problèmes n’ont pas pu être chargés (le fichier n’en contient aucun).',
  'learn.puzzle.findWhite': 'Trouvez le meilleur coup pour les Blancs.',
  'learn.puzzle.findBlack': 'Trouvez le meilleur coup pour les Noirs.',
  'learn.puzzle.keepGoingWhite': 'Continuez pour les Blancs.',
  'learn.puzzle.keepGoingBlack': 'Continuez pour les Noirs.',
  'learn.puzzle.goodMove': 'Bon coup…',
  'learn.puzzle.solved': 'Résolu ! Au suivant.',
  'learn.puzzle.showingSolution': 'La solution, coup par coup.',
  'learn.puzzle.result.correct': 'réussi',
  'learn.puzzle.result.wrong': 'raté',
  'learn.puzzle.wrongMove': '{move} n’est pas le bon coup.',
  'learn.puzzle.analyse': 'Analyser',
  'learn.puzzle.copyFen': 'Copier',
  'learn.puzzle.rating': 'Classement du problème : {rating}',
  'learn.puzzle.streak': 'série : {count}',
  'learn.puzzle.solvedCount': { one: '{count} problème résolu', other: '{count} problèmes résolus' },
  'learn.puzzle.hint': 'Indice',
  'learn.puzzle.solution': 'Solution',
  'learn.puzzle.retry': 'Réessayer',
  'learn.puzzle.next': 'Problème suivant',
  'learn.puzzle.replyRefused': 'La réponse de ce problème a été refusée : {error}',
  'learn.puzzle.notFound': 'Il n’y a pas de problème « {id} » ; en voici un autre.',

  // Puzzle themes (the names in www/puzzles/puzzles.json), shown once a puzzle is done.
  'learn.puzzle.theme.mateIn': { one: 'mat en {count}', other: 'mat en {count}' },
  'learn.puzzle.theme.crossBoardCheck': 'échec d’un échiquier à l’autre',
  'learn.puzzle.theme.discoveredCheck': 'échec à la découverte',
  'learn.puzzle.theme.winMaterial': 'gain de matériel',
  'learn.puzzle.theme.defence': 'défense',
  'learn.puzzle.theme.quietMove': 'coup tranquille',
  'learn.puzzle.theme.fork': 'fourchette',
  'learn.puzzle.theme.promotion': 'promotion',
  'learn.puzzle.theme.doubleCheck': 'échec double',
  'learn.puzzle.theme.castling': 'roque',
  'learn.puzzle.theme.lookingGlassMate': 'mat du miroir',
  'learn.puzzle.theme.kingEscape': 'fuite du roi à travers le miroir',
  'learn.puzzle.theme.glassBlock': 'interposition à travers le miroir',
  'learn.puzzle.theme.glassCapture': 'prise après la traversée',
  // The theme choice of the trainer.
  'learn.puzzle.themeLabel': 'Thème',
  'learn.puzzle.themeAll': 'Tous les thèmes',
  'learn.puzzle.themeOption': '{name} ({count})',
};
