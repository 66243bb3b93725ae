// Messages of the learn in 'de' (keys as in ../en/learn.js; a missing key falls back to English).
export default {
  // The lessons' frame.
  'learn.lessons.list': 'Lektionen',
  'learn.lessons.count': 'Lektion {number} von {total}',
  'learn.lessons.chip': '{number}. {title}',
  'learn.lessons.chipDone': '{number}. {title} (erledigt)',
  'learn.lessons.task': 'Aufgabe',
  'learn.lessons.taskOf': 'Aufgabe {number} von {total}',
  'learn.lessons.taskDone': 'erledigt',
  'learn.lessons.hint': 'Tipp',
  'learn.lessons.again': 'Nochmal',
  'learn.lessons.nextTask': 'Nächste Aufgabe',
  'learn.lessons.previous': 'Vorherige Lektion',
  'learn.lessons.next': 'Nächste Lektion',
  'learn.lessons.first': 'Erste Lektion',
  'learn.lessons.replyRefused': 'Die Antwort der Lektion wurde abgelehnt: {error}',

  // Lesson 1.
  'learn.lesson.lookingGlass.title': 'Hinter den Spiegeln',
  'learn.lesson.lookingGlass.text.1':
    'Alice-Schach wird auf zwei Brettern gespielt, A und B. Alle Figuren beginnen auf Brett A.',
  'learn.lesson.lookingGlass.text.2':
    'Eine Figur zieht wie im normalen Schach auf ihrem eigenen Brett und geht dann durch den Spiegel: Sie landet auf demselben Feld des anderen Bretts.',
  'learn.lesson.lookingGlass.text.3': 'Figuren auf Brett B sind golden (Weiß) und rot (Schwarz) dargestellt.',
  'learn.lesson.lookingGlass.task.1.prompt': 'Zieh den e-Bauern zwei Felder vor: von e2 nach e4.',
  'learn.lesson.lookingGlass.task.1.hint': 'Zieh den Bauern vor deinem König zwei Felder nach vorn.',
  'learn.lesson.lookingGlass.task.1.wrong': 'In einer Partie wäre der Zug in Ordnung, aber versuch hier e2 nach e4.',
  'learn.lesson.lookingGlass.task.1.done': 'Der Bauer steht jetzt auf e4 von Brett B: Sieh dir seine goldene Farbe an.',
  'learn.lesson.lookingGlass.task.2.prompt':
    'Auch der schwarze Springer ist auf Brett B gewechselt. Zieh jetzt deinen Bauern auf e4 (Brett B) ein Feld vor.',
  'learn.lesson.lookingGlass.task.2.hint': 'Der goldene Bauer auf e4 kann nach e5 ziehen.',
  'learn.lesson.lookingGlass.task.2.wrong': 'Zieh den goldenen Bauern auf e4: Er kehrt auf Brett A zurück.',
  'learn.lesson.lookingGlass.task.2.done': 'Eine Figur auf Brett B kehrt mit ihrem nächsten Zug auf Brett A zurück.',
  // Lesson: how moves are written (board-B letters, plain SAN, the FEN's two ways).
  'learn.lesson.notation.title': 'Züge aufschreiben',
  'learn.lesson.notation.text.1': 'Ein Zug wird mit dem Buchstaben der Figur und dem Zielfeld geschrieben: K Q R B N P für eine Figur, die Brett A verlässt (Nf3, Pe4; x für einen Schlag, + für Schach, # für Matt).',
  'learn.lesson.notation.text.2': 'Eine Figur, die Brett B verlässt, hat eigene Buchstaben: L T U C O S für König, Dame, Turm, Läufer, Springer und Bauer. Sdxe4 ist also ein B-Bauer von der d-Linie, der auf e4 schlägt, und Cb5# ein B-Läufer, der auf b5 mattsetzt. Die Meldungen der Seite verwenden diese Buchstaben.',
  'learn.lesson.notation.text.3': 'Andere Programme schreiben gewöhnliches Schach: e4 für Pe4, Nf3 für Of3. Beides wird hier gelesen. In einer FEN stehen B-Figuren mit diesen Buchstaben (o für einen schwarzen B-Springer) oder mit einem Strich vor dem üblichen (|n); auch beides wird gelesen.',
  'learn.lesson.notation.task.1.prompt': 'Spiele Nf3: den Springer von g1 (Brett A) nach f3.',
  'learn.lesson.notation.task.1.hint': 'N ist ein Springer, der Brett A verlässt: der auf g1.',
  'learn.lesson.notation.task.1.wrong': 'Das ist nicht Nf3: ziehe den Springer von g1 nach f3.',
  'learn.lesson.notation.task.1.done': 'Nf3: der Springer steht jetzt auf Brett B — sein nächster Zug wird mit O geschrieben.',
  'learn.lesson.notation.task.2.prompt': 'Spiele jetzt Og5.',
  'learn.lesson.notation.task.2.hint': 'O ist ein Springer, der Brett B verlässt: der goldene Springer auf f3.',
  'learn.lesson.notation.task.2.wrong': 'Das ist nicht Og5: ziehe den B-Springer (O) von f3 nach g5.',
  'learn.lesson.notation.task.2.done': 'Og5: der Springer hat Brett B verlassen (O) und steht wieder auf A, wo er wieder N heißt.',

  // Lesson 2.
  'learn.lesson.emptySquare.title': 'Das Zielfeld muss frei sein',
  'learn.lesson.emptySquare.text.1':
    'Eine Figur landet auf dem anderen Brett, also muss ihr Zielfeld auch dort frei sein.',
  'learn.lesson.emptySquare.text.2': 'Eine Figur auf dem anderen Brett versperrt nie den Weg: Nur das Zielfeld zählt.',
  'learn.lesson.emptySquare.task.1.prompt': 'Zieh den Turm über die vierte Reihe bis nach h4.',
  'learn.lesson.emptySquare.task.1.hint': 'Der rote Bauer auf e4 steht auf Brett B: Auf Brett A ist der Weg frei.',
  'learn.lesson.emptySquare.task.1.wrong': 'Der Turm soll nach h4 – der Bauer auf Brett B versperrt ihm nicht den Weg.',
  'learn.lesson.emptySquare.task.1.done':
    'Der Turm ist über e4 gezogen: Der Bauer dort steht auf Brett B. Auf e4 halten konnte er nicht, denn auf Brett B ist das Feld besetzt.',
  'learn.lesson.emptySquare.task.2.prompt':
    'Dein Springer steht auf Brett B. c3 ist auf Brett A besetzt – spring stattdessen nach a3.',
  'learn.lesson.emptySquare.task.2.hint':
    'Ein Springer auf b1 kann nach a3, c3 oder d2. Versuch zuerst c3, um zu sehen, warum das nicht geht.',
  'learn.lesson.emptySquare.task.2.wrong': 'Spring mit dem Springer nach a3.',
  'learn.lesson.emptySquare.task.2.done': 'Der Springer ist zurück auf Brett A, auf a3.',

  // Lesson 3.
  'learn.lesson.capture.title': 'Geschlagen wird auf dem eigenen Brett',
  'learn.lesson.capture.text.1':
    'Eine Figur kann nur eine gegnerische Figur schlagen, die auf demselben Brett steht wie sie selbst.',
  'learn.lesson.capture.text.2': 'Auch nach dem Schlagen wechselt sie auf das andere Brett.',
  'learn.lesson.capture.task.1.prompt': 'Dein Läufer steht auf Brett A. Schlag die Figur, die er schlagen kann.',
  'learn.lesson.capture.task.1.hint':
    'Der Springer auf d4 ist rot: Er steht auf Brett B. Der Turm auf f6 steht auf Brett A.',
  'learn.lesson.capture.task.1.wrong': 'Damit schlägst du nichts. Nimm den Turm auf f6.',
  'learn.lesson.capture.task.1.done': 'Der Läufer schlägt auf f6 und landet auf Brett B.',

  // Lesson 4.
  'learn.lesson.check.title': 'Schach nur vom Brett des Königs',
  'learn.lesson.check.text.1':
    'Ein König steht nur durch eine gegnerische Figur auf seinem eigenen Brett im Schach. Figuren auf dem anderen Brett geben nie Schach.',
  'learn.lesson.check.text.2': 'Eine Figur auf dem anderen Brett schirmt ihn aber auch nicht ab.',
  'learn.lesson.check.task.1.prompt': 'Der schwarze König steht auf Brett A. Gib Schach.',
  'learn.lesson.check.task.1.hint':
    'Dein Turm auf a1 würde auf Brett B landen. Der goldene Turm auf h2 landet auf Brett A.',
  'learn.lesson.check.task.1.wrong':
    'Kein Schach: Die Figur ist auf Brett B gelandet, wo der König nicht steht. Nimm den goldenen Turm, er landet auf Brett A.',
  'learn.lesson.check.task.1.done': 'Schach! Der Turm von Brett B ist auf Brett A gelandet, dem Brett des Königs.',
  'learn.lesson.check.task.2.prompt': 'Gib dem König Schach auf der e-Linie: Zieh den goldenen Turm nach e1.',
  'learn.lesson.check.task.2.hint': 'Der Bauer auf e7 ist rot: Er steht auf Brett B.',
  'learn.lesson.check.task.2.wrong': 'Zieh den Turm nach e1 und sieh, wie das Schach durch den Bauern hindurch wirkt.',
  'learn.lesson.check.task.2.done': 'Schach: Der Bauer auf e7 steht auf Brett B und schirmt auf Brett A nichts ab.',

  // Lesson 5.
  'learn.lesson.escape.title': 'Raus aus dem Schach',
  'learn.lesson.escape.text.1':
    'Ein König im Schach auf Brett A verlässt mit seinem Zug Brett A: Er landet auf Brett B, also muss sein neues Feld auf beiden Brettern sicher sein.',
  'learn.lesson.escape.text.2':
    'Eine Figur auf Brett A kann dort nie ein Schach abwehren, indem sie dazwischenzieht: Jeder Zug bringt sie auf Brett B. Eine Figur von Brett B kann es.',
  'learn.lesson.escape.task.1.prompt':
    'Dein König steht durch den Turm auf e8 im Schach. Finde das einzige sichere Feld.',
  'learn.lesson.escape.task.1.hint':
    'Die roten Figuren auf Brett B kontrollieren dort d1, f1 und d2 – und der König würde auf Brett B landen.',
  'learn.lesson.escape.task.1.wrong': 'Hier kann sich nur der König selbst retten.',
  'learn.lesson.escape.task.1.done': 'Sicher auf f2: Der Turm auf Brett A kann ihn auf Brett B nicht sehen.',
  'learn.lesson.escape.task.2.prompt': 'Wieder Schach, und der König ist eingesperrt. Zieh eine Figur dazwischen.',
  'learn.lesson.escape.task.2.hint': 'Nur eine Figur von Brett B landet auf Brett A: der goldene Springer.',
  'learn.lesson.escape.task.2.wrong':
    'Zieh den goldenen Springer dazwischen: Er landet auf Brett A, auf der e-Linie.',
  'learn.lesson.escape.task.2.done':
    'Abgewehrt: Der Springer kam von Brett B und steht jetzt auf Brett A zwischen Turm und König.',

  // Lesson 6.
  'learn.lesson.castling.title': 'Rochade',
  'learn.lesson.castling.text.1':
    'Die Rochade folgt auf Brett A den üblichen Regeln. Danach landen König und Turm beide auf Brett B.',
  'learn.lesson.castling.text.2': 'Die neuen Felder von König und Turm müssen also auch auf Brett B frei sein.',
  'learn.lesson.castling.task.1.prompt': 'Rochiere kurz: Zieh den König zwei Felder nach g1.',
  'learn.lesson.castling.task.1.hint': 'Zieh den König von e1 nach g1.',
  'learn.lesson.castling.task.1.wrong': 'Rochiere kurz: Der König zieht von e1 nach g1.',
  'learn.lesson.castling.task.1.done': 'Rochiert: König und Turm stehen jetzt auf Brett B.',
  'learn.lesson.castling.task.2.prompt':
    'Ein roter Springer steht auf g1 von Brett B. Rochiere auf der Seite, auf der es geht.',
  'learn.lesson.castling.task.2.hint':
    'g1 ist auf Brett B besetzt. Die Felder c1 und d1 am Damenflügel sind auf beiden Brettern frei.',
  'learn.lesson.castling.task.2.wrong': 'Rochiere lang: Der König zieht von e1 nach c1.',
  'learn.lesson.castling.task.2.done':
    'Lang rochiert. Kurz ging es nicht: Der König wäre auf g1 von Brett B gelandet.',

  // Lesson 7.
  'learn.lesson.enPassant.title': 'En passant über die Bretter hinweg',
  'learn.lesson.enPassant.text.1':
    'Nach dem Doppelschritt eines Bauern darf ein gegnerischer Bauer daneben ihn im nächsten Zug en passant schlagen – egal, auf welchem Brett die beiden Bauern stehen.',
  'learn.lesson.enPassant.text.2':
    'Das übersprungene Feld muss auf beiden Brettern frei sein. Der schlagende Bauer landet dann auf dem anderen Brett.',
  'learn.lesson.enPassant.task.1.prompt':
    'Schwarz hat gerade d7 nach d5 gezogen, und der Bauer ist auf Brett B gelandet. Schlag ihn en passant.',
  'learn.lesson.enPassant.task.1.hint': 'Dein Bauer auf e5 schlägt schräg nach d6.',
  'learn.lesson.enPassant.task.1.wrong': 'Schlag en passant: Bauer e5 nach d6.',
  'learn.lesson.enPassant.task.1.done':
    'Der rote Bauer ist von Brett B verschwunden, und dein Bauer steht auf d6 von Brett B.',

  // Lesson 8.
  'learn.lesson.promotion.title': 'Umwandlung',
  'learn.lesson.promotion.text.1':
    'Ein Bauer, der die letzte Reihe erreicht, wird zur Dame, zum Turm, Läufer oder Springer – und die neue Figur landet auf dem anderen Brett.',
  'learn.lesson.promotion.text.2': 'Das Umwandlungsfeld muss auch auf dem anderen Brett frei sein.',
  'learn.lesson.promotion.task.1.prompt': 'Wandle deinen Bauern in eine Dame um.',
  'learn.lesson.promotion.task.1.hint': 'Zieh den Bauern nach b8 und wähle die Dame.',
  'learn.lesson.promotion.task.1.wrong': 'Zieh den Bauern nach b8 und wähle eine Dame.',
  'learn.lesson.promotion.task.1.done':
    'Eine neue Dame auf Brett B. Der schwarze König kann nicht nach d8 oder f8: Er würde auf Brett B direkt neben ihr landen.',
  'learn.lesson.promotion.task.2.prompt': 'b8 ist auf Brett B besetzt. Wandle trotzdem in eine Dame um.',
  'learn.lesson.promotion.task.2.hint':
    'Schlag den Springer auf a8: Er steht auf Brett A, und a8 ist auf Brett B frei.',
  'learn.lesson.promotion.task.2.wrong': 'Wandle um, indem du auf a8 schlägst, und wähle eine Dame.',
  'learn.lesson.promotion.task.2.done': 'Der Bauer schlägt auf a8 und wird zur Dame auf Brett B.',

  // Lesson 9.
  'learn.lesson.fiveMoveMate.title': 'Das Matt in fünf Zügen',
  'learn.lesson.fiveMoveMate.text.1':
    'Die berühmte Partie von der Regelseite: 1.Pe4 Pd5 2.Be2 Sdxe4 3.Cb5#. In Alice-Notation steht der Buchstabe der Figur auf dem Brett, das sie verlässt: P und S für Bauern auf A und B, B und C für Läufer.',
  'learn.lesson.fiveMoveMate.text.2': 'Spiel die Züge von Weiß; Schwarz antwortet von selbst.',
  'learn.lesson.fiveMoveMate.task.1.prompt': 'Zug 1: Zieh den e-Bauern nach e4.',
  'learn.lesson.fiveMoveMate.task.1.hint': 'Bauer e2 nach e4.',
  'learn.lesson.fiveMoveMate.task.1.wrong': 'Folge der Partie: 1.Pe4, Bauer e2 nach e4.',
  'learn.lesson.fiveMoveMate.task.1.done': 'Pe4. Schwarz antwortet d7 nach d5: Beide Bauern stehen auf Brett B.',
  'learn.lesson.fiveMoveMate.task.2.prompt': 'Zug 2: dein Läufer nach e2.',
  'learn.lesson.fiveMoveMate.task.2.hint':
    'Der Läufer auf f1 zieht nach e2 – auf Brett B ist das Feld jetzt frei, da der Bauer weg ist.',
  'learn.lesson.fiveMoveMate.task.2.wrong': 'Folge der Partie: 2.Be2, Läufer f1 nach e2.',
  'learn.lesson.fiveMoveMate.task.2.done':
    'Be2: Der Läufer steht auf Brett B. Schwarz schlägt deinen Bauern auf e4 – sein Bauer landet auf Brett A.',
  'learn.lesson.fiveMoveMate.task.3.prompt': 'Zug 3: Setz den schwarzen König matt.',
  'learn.lesson.fiveMoveMate.task.3.hint':
    'Der goldene Läufer auf e2 zieht nach b5 und landet auf Brett A, wo der König steht.',
  'learn.lesson.fiveMoveMate.task.3.wrong': 'Noch nicht matt. Der Läufer auf e2 kann von b5 aus Schach geben.',
  'learn.lesson.fiveMoveMate.task.3.done':
    'Schachmatt! Kd7 wäre auf Brett B legal, aber ein Zug muss auf dem Brett legal sein, auf dem er gespielt wird: d7 wird auf Brett A angegriffen.',

  // Lesson 10.
  'learn.lesson.glassMate.title': 'Ein Matt, das nur der Spiegel erlaubt',
  'learn.lesson.glassMate.text.1': 'Im normalen Schach würde der Läufer auf e8 einen Springer auf f7 einfach schlagen.',
  'learn.lesson.glassMate.text.2':
    'Hier steht er auf Brett B, und die schwarzen Figuren auf Brett B sperren ihren eigenen König ein: Er kann nie auf einem besetzten Feld landen.',
  'learn.lesson.glassMate.task.1.prompt': 'Matt in einem Zug.',
  'learn.lesson.glassMate.task.1.hint':
    'Dein Springer auf Brett B landet auf Brett A. Auf welchem Feld gibt er dem König auf h8 Schach?',
  'learn.lesson.glassMate.task.1.wrong': 'Kein Matt. Such ein Springerschach.',
  'learn.lesson.glassMate.task.1.done':
    'Ersticktes Matt durch den Spiegel: g8, g7 und h7 sind auf Brett B besetzt, und keine schwarze Figur auf Brett A kann den Springer schlagen.',

  // The puzzle trainer.
  'learn.puzzle.heading': 'Puzzle',
  'learn.puzzle.id': '#{id}',
  'learn.puzzle.yourRating': 'Deine Wertung',
  'learn.puzzle.loading': 'Puzzles werden geladen…',
  'learn.puzzle.loadFailed': 'Die Puzzles konnten nicht geladen werden ({error}).',
  'learn.puzzle.loadEmpty': 'Die Puzzles konnten nicht geladen werden (die Datei enthält keine).',
  'learn.puzzle.findWhite': 'Finde den besten Zug für Weiß.',
  'learn.puzzle.findBlack': 'Finde den besten Zug für Schwarz.',
  'learn.puzzle.keepGoingWhite': 'Weiter so – finde den nächsten Zug für Weiß.',
  'learn.puzzle.keepGoingBlack': 'Weiter so – finde den nächsten Zug für Schwarz.',
  'learn.puzzle.goodMove': 'Guter Zug…',
  'learn.puzzle.solved': 'Gelöst! Weiter zum nächsten.',
  'learn.puzzle.showingSolution': 'Die Lösung, Zug für Zug.',
  'learn.puzzle.result.correct': 'richtig',
  'learn.puzzle.result.wrong': 'falsch',
  'learn.puzzle.wrongMove': '{move} ist nicht der richtige Zug.',
  'learn.puzzle.analyse': 'Analysieren',
  'learn.puzzle.copyFen': 'Kopieren',
  'learn.puzzle.rating': 'Puzzle-Wertung {rating}',
  'learn.puzzle.streak': 'Serie {count}',
  'learn.puzzle.solvedCount': { one: '{count} Puzzle gelöst', other: '{count} Puzzles gelöst' },
  'learn.puzzle.hint': 'Tipp',
  'learn.puzzle.solution': 'Lösung',
  'learn.puzzle.retry': 'Nochmal',
  'learn.puzzle.next': 'Weiter',
  'learn.puzzle.replyRefused': 'Die Antwort des Puzzles wurde abgelehnt: {error}',
  'learn.puzzle.notFound': 'Es gibt kein Puzzle „{id}“; hier ist ein anderes.',

  // Puzzle themes (the names in www/puzzles/puzzles.json), shown once a puzzle is done.
  'learn.puzzle.theme.mateIn': { one: 'Matt in {count}', other: 'Matt in {count}' },
  'learn.puzzle.theme.crossBoardCheck': 'Schach über die Bretter',
  'learn.puzzle.theme.discoveredCheck': 'Abzugsschach',
  'learn.puzzle.theme.winMaterial': 'Materialgewinn',
  'learn.puzzle.theme.defence': 'Verteidigung',
  'learn.puzzle.theme.quietMove': 'stiller Zug',
  'learn.puzzle.theme.fork': 'Gabel',
  'learn.puzzle.theme.promotion': 'Umwandlung',
  'learn.puzzle.theme.doubleCheck': 'Doppelschach',
  'learn.puzzle.theme.castling': 'Rochade',
  'learn.puzzle.theme.lookingGlassMate': 'Spiegelmatt',
  'learn.puzzle.theme.kingEscape': 'Königsflucht durch den Spiegel',
  'learn.puzzle.theme.glassBlock': 'Verstellen durch den Spiegel',
  'learn.puzzle.theme.glassCapture': 'Schlagen nach dem Übergang',
  // The theme choice of the trainer.
  'learn.puzzle.themeLabel': 'Thema',
  'learn.puzzle.themeAll': 'Alle Themen',
  'learn.puzzle.themeOption': '{name} ({count})',
};
