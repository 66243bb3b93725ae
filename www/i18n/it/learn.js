// Messages of the learn in 'it' (keys as in ../en/learn.js; a missing key falls back to English).
export default {
  // The lessons' frame.
  'learn.lessons.list': 'Lezioni',
  'learn.lessons.count': 'Lezione {number} di {total}',
  'learn.lessons.chip': '{number}. {title}',
  'learn.lessons.chipDone': '{number}. {title} (completata)',
  'learn.lessons.task': 'Esercizio',
  'learn.lessons.taskOf': 'Esercizio {number} di {total}',
  'learn.lessons.taskDone': 'fatto',
  'learn.lessons.hint': 'Suggerimento',
  'learn.lessons.again': 'Riprova',
  'learn.lessons.nextTask': 'Prossimo esercizio',
  'learn.lessons.previous': 'Lezione precedente',
  'learn.lessons.next': 'Lezione successiva',
  'learn.lessons.first': 'Prima lezione',
  'learn.lessons.replyRefused': 'La risposta della lezione è stata rifiutata: {error}',

  // Lesson 1.
  'learn.lesson.lookingGlass.title': 'Attraverso lo specchio',
  'learn.lesson.lookingGlass.text.1': 'Gli scacchi di Alice si giocano su due scacchiere, A e B. Tutti i pezzi partono dalla scacchiera A.',
  'learn.lesson.lookingGlass.text.2':
    'Un pezzo muove come negli scacchi normali sulla propria scacchiera, poi passa attraverso lo specchio: arriva sulla stessa casa dell’altra scacchiera.',
  'learn.lesson.lookingGlass.text.3': 'I pezzi sulla scacchiera B sono disegnati in oro (Bianco) e in rosso (Nero).',
  'learn.lesson.lookingGlass.task.1.prompt': 'Spingi il pedone e di due case: da e2 a e4.',
  'learn.lesson.lookingGlass.task.1.hint': 'Trascina in avanti di due case il pedone davanti al tuo re.',
  'learn.lesson.lookingGlass.task.1.wrong': 'In partita quella mossa va bene, ma qui prova da e2 a e4.',
  'learn.lesson.lookingGlass.task.1.done': 'Ora il pedone sta in e4 della scacchiera B: guarda il suo colore dorato.',
  'learn.lesson.lookingGlass.task.2.prompt':
    'Anche il cavallo del Nero è passato sulla scacchiera B. Ora muovi di un passo in avanti il tuo pedone in e4 (scacchiera B).',
  'learn.lesson.lookingGlass.task.2.hint': 'Il pedone dorato in e4 può avanzare in e5.',
  'learn.lesson.lookingGlass.task.2.wrong': 'Muovi il pedone dorato in e4: torna sulla scacchiera A.',
  'learn.lesson.lookingGlass.task.2.done': 'Un pezzo sulla scacchiera B torna sulla scacchiera A con la sua mossa successiva.',
  // Lesson: how moves are written (board-B letters, plain SAN, the FEN's two ways).
  'learn.lesson.notation.title': 'Scrivere le mosse',
  'learn.lesson.notation.text.1': 'Una mossa si scrive con la lettera del pezzo e la casa in cui va: K Q R B N P per un pezzo che lascia la scacchiera A (Nf3, Pe4; x per una cattura, + per scacco, # per matto).',
  'learn.lesson.notation.text.2': 'Un pezzo che lascia la scacchiera B ha una lettera sua: L T U C O S per re, donna, torre, alfiere, cavallo e pedone. Così Sdxe4 è un pedone di B della colonna d che cattura in e4, e Cb5# un alfiere di B che dà matto in b5. I messaggi della pagina usano queste lettere.',
  'learn.lesson.notation.text.3': 'Altri programmi scrivono gli scacchi normali: e4 per Pe4, Nf3 per Of3. Qui si leggono entrambi. In un FEN i pezzi di B si scrivono con queste lettere (o per un cavallo nero di B) o con una barra prima della lettera solita (|n); anche questi si leggono entrambi.',
  'learn.lesson.notation.task.1.prompt': 'Gioca Nf3: il cavallo da g1 (scacchiera A) a f3.',
  'learn.lesson.notation.task.1.hint': 'N è un cavallo che lascia la scacchiera A: quello in g1.',
  'learn.lesson.notation.task.1.wrong': 'Non è Nf3: porta il cavallo da g1 a f3.',
  'learn.lesson.notation.task.1.done': 'Nf3: il cavallo ora sta sulla scacchiera B — la sua prossima mossa si scriverà con O.',
  'learn.lesson.notation.task.2.prompt': 'Ora gioca Og5.',
  'learn.lesson.notation.task.2.hint': 'O è un cavallo che lascia la scacchiera B: il cavallo dorato in f3.',
  'learn.lesson.notation.task.2.wrong': 'Non è Og5: porta il cavallo di B (O) da f3 a g5.',
  'learn.lesson.notation.task.2.done': 'Og5: il cavallo ha lasciato B (O) ed è tornato su A, dove si scriverà di nuovo N.',

  // Lesson 2.
  'learn.lesson.emptySquare.title': 'La casa d’arrivo dev’essere libera',
  'learn.lesson.emptySquare.text.1': 'Un pezzo arriva sull’altra scacchiera, quindi la casa in cui si sposta deve essere libera anche lì.',
  'learn.lesson.emptySquare.text.2': 'Un pezzo sull’altra scacchiera non sbarra mai la strada: conta solo la casa d’arrivo.',
  'learn.lesson.emptySquare.task.1.prompt': 'Fai scorrere la torre lungo la quarta traversa fino in h4.',
  'learn.lesson.emptySquare.task.1.hint': 'Il pedone rosso in e4 sta sulla scacchiera B: sulla scacchiera A la strada è libera.',
  'learn.lesson.emptySquare.task.1.wrong': 'La torre deve andare in h4: il pedone sulla scacchiera B non la blocca.',
  'learn.lesson.emptySquare.task.1.done':
    'La torre è passata oltre e4: il pedone lì sta sulla scacchiera B. Non poteva fermarsi in e4, che è occupata sulla scacchiera B.',
  'learn.lesson.emptySquare.task.2.prompt': 'Il tuo cavallo è sulla scacchiera B. c3 è occupata sulla scacchiera A: salta invece in a3.',
  'learn.lesson.emptySquare.task.2.hint': 'Un cavallo in b1 può andare in a3, c3 o d2. Prova prima c3 per vedere perché non si può.',
  'learn.lesson.emptySquare.task.2.wrong': 'Salta col cavallo in a3.',
  'learn.lesson.emptySquare.task.2.done': 'Il cavallo è tornato sulla scacchiera A, in a3.',

  // Lesson 3.
  'learn.lesson.capture.title': 'Si cattura sulla propria scacchiera',
  'learn.lesson.capture.text.1': 'Un pezzo può catturare solo un pezzo nemico che si trova sulla sua stessa scacchiera.',
  'learn.lesson.capture.text.2': 'Dopo la cattura, passa comunque sull’altra scacchiera.',
  'learn.lesson.capture.task.1.prompt': 'Il tuo alfiere è sulla scacchiera A. Cattura il pezzo che può catturare.',
  'learn.lesson.capture.task.1.hint': 'Il cavallo in d4 è rosso: sta sulla scacchiera B. La torre in f6 è sulla scacchiera A.',
  'learn.lesson.capture.task.1.wrong': 'Quella mossa non cattura niente. Prendi la torre in f6.',
  'learn.lesson.capture.task.1.done': 'L’alfiere prende in f6 e arriva sulla scacchiera B.',

  // Lesson 4.
  'learn.lesson.check.title': 'Lo scacco viene dalla scacchiera del re',
  'learn.lesson.check.text.1':
    'Un re è sotto scacco solo per un pezzo nemico sulla sua stessa scacchiera. I pezzi sull’altra scacchiera non danno mai scacco.',
  'learn.lesson.check.text.2': 'E un pezzo che sta sull’altra scacchiera non lo ripara nemmeno.',
  'learn.lesson.check.task.1.prompt': 'Il re nero è sulla scacchiera A. Dai scacco.',
  'learn.lesson.check.task.1.hint': 'La tua torre in a1 arriverebbe sulla scacchiera B. La torre dorata in h2 arriva sulla scacchiera A.',
  'learn.lesson.check.task.1.wrong':
    'Niente scacco: il pezzo è arrivato sulla scacchiera B, dove il re non c’è. Usa la torre dorata, che arriva sulla scacchiera A.',
  'learn.lesson.check.task.1.done': 'Scacco! La torre della scacchiera B è arrivata sulla scacchiera A, quella del re.',
  'learn.lesson.check.task.2.prompt': 'Dai scacco al re lungo la colonna e: porta la torre dorata in e1.',
  'learn.lesson.check.task.2.hint': 'Il pedone in e7 è rosso: sta sulla scacchiera B.',
  'learn.lesson.check.task.2.wrong': 'Porta la torre in e1 e guarda lo scacco attraverso il pedone.',
  'learn.lesson.check.task.2.done': 'Scacco: il pedone in e7 sta sulla scacchiera B e non ripara niente sulla scacchiera A.',

  // Lesson 5.
  'learn.lesson.escape.title': 'Uscire dallo scacco',
  'learn.lesson.escape.text.1':
    'Un re sotto scacco sulla scacchiera A la lascia con la sua mossa: arriva sulla scacchiera B, quindi la sua nuova casa deve essere sicura su entrambe le scacchiere.',
  'learn.lesson.escape.text.2':
    'Un pezzo che sta sulla scacchiera A non può mai parare uno scacco lì: qualsiasi mossa lo porta sulla scacchiera B. Un pezzo che viene dalla scacchiera B può pararlo.',
  'learn.lesson.escape.task.1.prompt': 'Il tuo re è sotto scacco della torre in e8. Trova l’unica casa sicura.',
  'learn.lesson.escape.task.1.hint': 'I pezzi rossi sulla scacchiera B controllano lì d1, f1 e d2: il re arriverebbe sulla scacchiera B.',
  'learn.lesson.escape.task.1.wrong': 'Qui solo il re può salvarsi.',
  'learn.lesson.escape.task.1.done': 'Al sicuro in f2: la torre sulla scacchiera A non può vederlo sulla scacchiera B.',
  'learn.lesson.escape.task.2.prompt': 'Di nuovo scacco, e il re è chiuso. Para lo scacco interponendo un pezzo.',
  'learn.lesson.escape.task.2.hint': 'Solo un pezzo della scacchiera B arriva sulla scacchiera A: il cavallo dorato.',
  'learn.lesson.escape.task.2.wrong': 'Para con il cavallo dorato: arriva sulla scacchiera A, sulla colonna e.',
  'learn.lesson.escape.task.2.done':
    'Parato: il cavallo è venuto dalla scacchiera B e ora sta tra torre e re sulla scacchiera A.',

  // Lesson 6.
  'learn.lesson.castling.title': 'Arrocco',
  'learn.lesson.castling.text.1': 'L’arrocco segue le regole solite sulla scacchiera A. Poi re e torre arrivano entrambi sulla scacchiera B.',
  'learn.lesson.castling.text.2': 'Quindi le nuove case del re e della torre devono essere libere anche sulla scacchiera B.',
  'learn.lesson.castling.task.1.prompt': 'Arrocca corto: muovi il re di due case, in g1.',
  'learn.lesson.castling.task.1.hint': 'Trascina il re da e1 a g1.',
  'learn.lesson.castling.task.1.wrong': 'Arrocca corto: il re va da e1 a g1.',
  'learn.lesson.castling.task.1.done': 'Arrocco fatto: ora re e torre stanno sulla scacchiera B.',
  'learn.lesson.castling.task.2.prompt': 'Un cavallo rosso sta in g1 della scacchiera B. Arrocca dal lato in cui puoi.',
  'learn.lesson.castling.task.2.hint': 'g1 è occupata sulla scacchiera B. Le case c1 e d1, sul lato di donna, sono libere su entrambe le scacchiere.',
  'learn.lesson.castling.task.2.wrong': 'Arrocca lungo: il re va da e1 a c1.',
  'learn.lesson.castling.task.2.done':
    'Arrocco lungo fatto. L’arrocco corto era impossibile: il re sarebbe arrivato in g1 della scacchiera B.',

  // Lesson 7.
  'learn.lesson.enPassant.title': 'En passant tra le scacchiere',
  'learn.lesson.enPassant.text.1':
    'Dopo il passo doppio di un pedone, un pedone nemico accanto a lui può prenderlo en passant alla mossa successiva, su qualunque scacchiera si trovi ciascuno dei due.',
  'learn.lesson.enPassant.text.2':
    'La casa scavalcata deve essere libera su entrambe le scacchiere. Poi il pedone che cattura arriva sull’altra scacchiera.',
  'learn.lesson.enPassant.task.1.prompt':
    'Il Nero ha appena giocato da d7 a d5, e il pedone è arrivato sulla scacchiera B. Prendilo en passant.',
  'learn.lesson.enPassant.task.1.hint': 'Il tuo pedone in e5 cattura in diagonale, in d6.',
  'learn.lesson.enPassant.task.1.wrong': 'Cattura en passant: pedone da e5 a d6.',
  'learn.lesson.enPassant.task.1.done': 'Il pedone rosso è sparito dalla scacchiera B, e il tuo pedone sta in d6 della scacchiera B.',

  // Lesson 8.
  'learn.lesson.promotion.title': 'Promozione',
  'learn.lesson.promotion.text.1':
    'Un pedone che raggiunge l’ultima traversa diventa donna, torre, alfiere o cavallo, e il nuovo pezzo arriva sull’altra scacchiera.',
  'learn.lesson.promotion.text.2': 'Anche la casa di promozione deve essere libera sull’altra scacchiera.',
  'learn.lesson.promotion.task.1.prompt': 'Promuovi il tuo pedone a donna.',
  'learn.lesson.promotion.task.1.hint': 'Spingi il pedone in b8 e scegli la donna.',
  'learn.lesson.promotion.task.1.wrong': 'Spingi il pedone in b8 e scegli una donna.',
  'learn.lesson.promotion.task.1.done':
    'Una nuova donna sulla scacchiera B. Il re nero non può andare in d8 o f8: arriverebbe sulla scacchiera B, accanto a lei.',
  'learn.lesson.promotion.task.2.prompt': 'b8 è occupata sulla scacchiera B. Promuovi comunque a donna.',
  'learn.lesson.promotion.task.2.hint': 'Cattura il cavallo in a8: sta sulla scacchiera A, e a8 è libera sulla scacchiera B.',
  'learn.lesson.promotion.task.2.wrong': 'Promuovi catturando in a8, e scegli una donna.',
  'learn.lesson.promotion.task.2.done': 'Il pedone prende in a8 e diventa una donna sulla scacchiera B.',

  // Lesson 9.
  'learn.lesson.fiveMoveMate.title': 'Il matto in cinque mosse',
  'learn.lesson.fiveMoveMate.text.1':
    'La celebre partita della pagina delle regole: 1.Pe4 Pd5 2.Be2 Sdxe4 3.Cb5#. Nella notazione Alice la lettera indica il pezzo sulla scacchiera che lascia: P e S per i pedoni su A e su B, B e C per gli alfieri.',
  'learn.lesson.fiveMoveMate.text.2': 'Gioca le mosse del Bianco; il Nero risponde da solo.',
  'learn.lesson.fiveMoveMate.task.1.prompt': 'Mossa 1: spingi il pedone e in e4.',
  'learn.lesson.fiveMoveMate.task.1.hint': 'Pedone da e2 a e4.',
  'learn.lesson.fiveMoveMate.task.1.wrong': 'Segui la partita: 1.Pe4, pedone da e2 a e4.',
  'learn.lesson.fiveMoveMate.task.1.done': 'Pe4. Il Nero risponde da d7 a d5: entrambi i pedoni sono sulla scacchiera B.',
  'learn.lesson.fiveMoveMate.task.2.prompt': 'Mossa 2: il tuo alfiere in e2.',
  'learn.lesson.fiveMoveMate.task.2.hint': 'L’alfiere in f1 va in e2, libera sulla scacchiera B ora che il pedone se n’è andato.',
  'learn.lesson.fiveMoveMate.task.2.wrong': 'Segui la partita: 2.Be2, alfiere da f1 a e2.',
  'learn.lesson.fiveMoveMate.task.2.done':
    'Be2: l’alfiere è sulla scacchiera B. Il Nero prende il tuo pedone in e4, e il suo pedone arriva sulla scacchiera A.',
  'learn.lesson.fiveMoveMate.task.3.prompt': 'Mossa 3: dai matto al re nero.',
  'learn.lesson.fiveMoveMate.task.3.hint': 'L’alfiere dorato in e2 va in b5 e arriva sulla scacchiera A, dove si trova il re.',
  'learn.lesson.fiveMoveMate.task.3.wrong': 'Non è ancora matto. L’alfiere in e2 può dare scacco da b5.',
  'learn.lesson.fiveMoveMate.task.3.done':
    'Scacco matto! Kd7 sarebbe legale sulla scacchiera B, ma una mossa deve essere legale sulla scacchiera in cui si gioca: d7 è attaccata sulla scacchiera A.',

  // Lesson 10.
  'learn.lesson.glassMate.title': 'Un matto possibile solo con lo specchio',
  'learn.lesson.glassMate.text.1': 'Negli scacchi normali l’alfiere in e8 prenderebbe semplicemente un cavallo in f7.',
  'learn.lesson.glassMate.text.2':
    'Qui invece sta sulla scacchiera B, e i pezzi neri sulla scacchiera B chiudono il loro stesso re: non può mai arrivare su una casa occupata.',
  'learn.lesson.glassMate.task.1.prompt': 'Matto in una mossa.',
  'learn.lesson.glassMate.task.1.hint': 'Il tuo cavallo sulla scacchiera B arriva sulla scacchiera A. Quale casa dà scacco al re in h8?',
  'learn.lesson.glassMate.task.1.wrong': 'Non è matto. Cerca uno scacco di cavallo.',
  'learn.lesson.glassMate.task.1.done':
    'Matto affogato attraverso lo specchio: g8, g7 e h7 sono occupate sulla scacchiera B, e nessun pezzo nero sulla scacchiera A può prendere il cavallo.',

  // The puzzle trainer.
  'learn.puzzle.heading': 'Problema',
  'learn.puzzle.id': '#{id}',
  'learn.puzzle.yourRating': 'Il tuo punteggio',
  'learn.puzzle.loading': 'Caricamento dei problemi…',
  'learn.puzzle.loadFailed': 'Impossibile caricare i problemi ({error}).',
  'learn.puzzle.loadEmpty': 'Impossibile caricare i problemi (il file non ne contiene).',
  'learn.puzzle.findWhite': 'Trova la mossa migliore per il Bianco.',
  'learn.puzzle.findBlack': 'Trova la mossa migliore per il Nero.',
  'learn.puzzle.keepGoingWhite': 'Continua, tocca ancora al Bianco.',
  'learn.puzzle.keepGoingBlack': 'Continua, tocca ancora al Nero.',
  'learn.puzzle.goodMove': 'Buona mossa…',
  'learn.puzzle.solved': 'Risolto! Avanti il prossimo.',
  'learn.puzzle.showingSolution': 'La soluzione, mossa per mossa.',
  'learn.puzzle.result.correct': 'giusto',
  'learn.puzzle.result.wrong': 'sbagliato',
  'learn.puzzle.wrongMove': '{move} non è la mossa giusta.',
  'learn.puzzle.analyse': 'Analizza',
  'learn.puzzle.copyFen': 'Copia',
  'learn.puzzle.rating': 'Punteggio del problema: {rating}',
  'learn.puzzle.streak': 'serie {count}',
  'learn.puzzle.solvedCount': { one: '{count} problema risolto', other: '{count} problemi risolti' },
  'learn.puzzle.hint': 'Suggerimento',
  'learn.puzzle.solution': 'Soluzione',
  'learn.puzzle.retry': 'Riprova',
  'learn.puzzle.next': 'Prossimo problema',
  'learn.puzzle.replyRefused': 'La risposta del problema è stata rifiutata: {error}',
  'learn.puzzle.notFound': 'Il problema “{id}” non esiste; eccone un altro.',

  // Puzzle themes (the names in www/puzzles/puzzles.json), shown once a puzzle is done.
  'learn.puzzle.theme.mateIn': { one: 'matto in {count}', other: 'matto in {count}' },
  'learn.puzzle.theme.crossBoardCheck': 'scacco tra scacchiere',
  'learn.puzzle.theme.discoveredCheck': 'scacco di scoperta',
  'learn.puzzle.theme.winMaterial': 'guadagno di materiale',
  'learn.puzzle.theme.defence': 'difesa',
  'learn.puzzle.theme.quietMove': 'mossa tranquilla',
  'learn.puzzle.theme.fork': 'forchetta',
  'learn.puzzle.theme.promotion': 'promozione',
  'learn.puzzle.theme.doubleCheck': 'scacco doppio',
  'learn.puzzle.theme.castling': 'arrocco',
  'learn.puzzle.theme.lookingGlassMate': 'matto dello specchio',
  'learn.puzzle.theme.kingEscape': 'fuga del re attraverso lo specchio',
  'learn.puzzle.theme.glassBlock': 'interposizione attraverso lo specchio',
  'learn.puzzle.theme.glassCapture': 'cattura dopo il passaggio',
  // The theme choice of the trainer.
  'learn.puzzle.themeLabel': 'Tema',
  'learn.puzzle.themeAll': 'Tutti i temi',
  'learn.puzzle.themeOption': '{name} ({count})',
};
