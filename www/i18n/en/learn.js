// Messages of the learn area (see ../i18n.js): the lessons (index.html?learn, learn/lessons.js with
// its content in learn/lessons-data.js) and the puzzle trainer (index.html?puzzles, puzzles/).
// English: the source and the fallback of every language.
//
// Notes for translators:
// - Chess notation (Pe4, Sdxe4, Cb5#) and square names (e2, h4, the e-file) stay as they are.
// - "Board A" and "board B" are the two boards of Alice chess; pieces on board B are drawn in gold
//   (White) and red (Black), so "the gold pawn" means a white pawn on board B.
// - learn.puzzle.result.* are shown capitalised by the style sheet; write them in lower case.
export default {
  // The lessons' frame.
  'learn.lessons.list': 'Lessons',
  'learn.lessons.count': 'Lesson {number} of {total}',
  'learn.lessons.chip': '{number}. {title}',
  'learn.lessons.chipDone': '{number}. {title} (done)',
  'learn.lessons.task': 'Task',
  'learn.lessons.taskOf': 'Task {number} of {total}',
  'learn.lessons.taskDone': 'done',
  'learn.lessons.hint': 'Hint',
  'learn.lessons.again': 'Again',
  'learn.lessons.nextTask': 'Next task',
  'learn.lessons.previous': 'Previous lesson',
  'learn.lessons.next': 'Next lesson',
  'learn.lessons.first': 'First lesson',
  'learn.lessons.replyRefused': 'The lesson’s reply was refused: {error}',

  // Lesson 1.
  'learn.lesson.lookingGlass.title': 'Through the looking glass',
  'learn.lesson.lookingGlass.text.1': 'Alice chess is played on two boards, A and B. Every piece starts on board A.',
  'learn.lesson.lookingGlass.text.2':
    'A piece moves as in ordinary chess on its own board, then passes through the looking glass: it lands on the same square of the other board.',
  'learn.lesson.lookingGlass.text.3': 'Pieces on board B are drawn in gold (White) and red (Black).',
  'learn.lesson.lookingGlass.task.1.prompt': 'Push the e-pawn two squares: e2 to e4.',
  'learn.lesson.lookingGlass.task.1.hint': 'Drag the pawn in front of your king two squares up.',
  'learn.lesson.lookingGlass.task.1.wrong': 'That move is fine in a game, but here try e2 to e4.',
  'learn.lesson.lookingGlass.task.1.done': 'The pawn now stands on e4 of board B: see its gold colour.',
  'learn.lesson.lookingGlass.task.2.prompt':
    'Black’s knight went to board B too. Now move your pawn on e4 (board B) one step forward.',
  'learn.lesson.lookingGlass.task.2.hint': 'The gold pawn on e4 can step to e5.',
  'learn.lesson.lookingGlass.task.2.wrong': 'Move the gold pawn on e4: it goes back to board A.',
  'learn.lesson.lookingGlass.task.2.done': 'A piece on board B comes back to board A with its next move.',
  // Lesson: how moves are written (board-B letters, plain SAN, the FEN's two ways).
  'learn.lesson.notation.title': 'Writing the moves',
  'learn.lesson.notation.text.1': 'A move is written with its piece’s letter and the square it goes to: K Q R B N P for a piece leaving board A (Nf3, Pe4; x for a capture, + for check, # for mate).',
  'learn.lesson.notation.text.2': 'A piece leaving board B has a letter of its own: L T U C O S for its king, queen, rook, bishop, knight and pawn. So Sdxe4 is a board-B pawn from d taking on e4, and Cb5# a board-B bishop mating on b5. The page’s messages use these letters.',
  'learn.lesson.notation.text.3': 'Other programs write plain chess: e4 for Pe4, Nf3 for Of3. Both are read here. In a FEN, board-B pieces are written with these letters (o for a black board-B knight) or with a bar before the usual one (|n); both are read too.',
  'learn.lesson.notation.task.1.prompt': 'Play Nf3: the knight from g1 (board A) to f3.',
  'learn.lesson.notation.task.1.hint': 'N is a knight leaving board A: the one on g1.',
  'learn.lesson.notation.task.1.wrong': 'That is not Nf3: move the knight on g1 to f3.',
  'learn.lesson.notation.task.1.done': 'Nf3: the knight now stands on board B — its next move is written with O.',
  'learn.lesson.notation.task.2.prompt': 'Now play Og5.',
  'learn.lesson.notation.task.2.hint': 'O is a knight leaving board B: the gold knight on f3.',
  'learn.lesson.notation.task.2.wrong': 'That is not Og5: move the board-B knight (O) on f3 to g5.',
  'learn.lesson.notation.task.2.done': 'Og5: the knight left board B (O) and is back on board A, where it will be written N again.',

  // Lesson 2.
  'learn.lesson.emptySquare.title': 'The landing square must be empty',
  'learn.lesson.emptySquare.text.1': 'A piece lands on the other board, so the square it moves to must be empty there too.',
  'learn.lesson.emptySquare.text.2': 'A piece on the other board never blocks the way: only the destination matters.',
  'learn.lesson.emptySquare.task.1.prompt': 'Slide the rook along the fourth rank all the way to h4.',
  'learn.lesson.emptySquare.task.1.hint': 'The red pawn on e4 stands on board B: on board A the way is free.',
  'learn.lesson.emptySquare.task.1.wrong': 'The rook should go to h4 — the pawn on board B does not block it.',
  'learn.lesson.emptySquare.task.1.done':
    'The rook passed e4: the pawn there is on board B. It could not stop on e4, which is taken on board B.',
  'learn.lesson.emptySquare.task.2.prompt': 'Your knight is on board B. c3 is taken on board A — jump it to a3 instead.',
  'learn.lesson.emptySquare.task.2.hint': 'A knight on b1 can go to a3, c3 or d2. Try c3 first to see why not.',
  'learn.lesson.emptySquare.task.2.wrong': 'Jump the knight to a3.',
  'learn.lesson.emptySquare.task.2.done': 'The knight is back on board A, on a3.',

  // Lesson 3.
  'learn.lesson.capture.title': 'Capture on your own board',
  'learn.lesson.capture.text.1': 'A piece can only capture an enemy piece standing on the same board as itself.',
  'learn.lesson.capture.text.2': 'After capturing, it still passes to the other board.',
  'learn.lesson.capture.task.1.prompt': 'Your bishop is on board A. Capture the piece it can capture.',
  'learn.lesson.capture.task.1.hint': 'The knight on d4 is red: it stands on board B. The rook on f6 is on board A.',
  'learn.lesson.capture.task.1.wrong': 'That does not capture. Take the rook on f6.',
  'learn.lesson.capture.task.1.done': 'Bishop takes f6, and the bishop lands on board B.',

  // Lesson 4.
  'learn.lesson.check.title': 'Check comes from the king’s own board',
  'learn.lesson.check.text.1':
    'A king is in check only from an enemy piece on his own board. Pieces on the other board never give check.',
  'learn.lesson.check.text.2': 'A piece standing on the other board does not shield him either.',
  'learn.lesson.check.task.1.prompt': 'The black king is on board A. Give check.',
  'learn.lesson.check.task.1.hint': 'Your rook on a1 would land on board B. The gold rook on h2 lands on board A.',
  'learn.lesson.check.task.1.wrong':
    'No check: the piece landed on board B, where the king is not. Use the gold rook, which lands on board A.',
  'learn.lesson.check.task.1.done': 'Check! The rook from board B landed on board A, the king’s own board.',
  'learn.lesson.check.task.2.prompt': 'Check the king along the e-file: move the gold rook to e1.',
  'learn.lesson.check.task.2.hint': 'The pawn on e7 is red: it stands on board B.',
  'learn.lesson.check.task.2.wrong': 'Move the rook to e1 and see the check through the pawn.',
  'learn.lesson.check.task.2.done': 'Check: the pawn on e7 stands on board B and shields nothing on board A.',

  // Lesson 5.
  'learn.lesson.escape.title': 'Getting out of check',
  'learn.lesson.escape.text.1':
    'A king in check on board A leaves board A with his move: he lands on board B, so his new square must be safe on both boards.',
  'learn.lesson.escape.text.2':
    'A piece standing on board A can never block a check there: any move takes it to board B. A piece coming from board B can block.',
  'learn.lesson.escape.task.1.prompt': 'Your king is in check from the rook on e8. Find the one safe square.',
  'learn.lesson.escape.task.1.hint': 'The red pieces on board B guard d1, f1 and d2 there: the king would land on board B.',
  'learn.lesson.escape.task.1.wrong': 'Only the king can save himself here.',
  'learn.lesson.escape.task.1.done': 'Safe on f2: the rook on board A cannot see him on board B.',
  'learn.lesson.escape.task.2.prompt': 'Check again, and the king is boxed in. Block the check.',
  'learn.lesson.escape.task.2.hint': 'Only a piece from board B lands on board A: the gold knight.',
  'learn.lesson.escape.task.2.wrong': 'Block with the gold knight: it lands on board A, on the e-file.',
  'learn.lesson.escape.task.2.done':
    'Blocked: the knight came from board B and now stands between rook and king on board A.',

  // Lesson 6.
  'learn.lesson.castling.title': 'Castling',
  'learn.lesson.castling.text.1': 'Castling follows the usual rules on board A. King and rook then both land on board B.',
  'learn.lesson.castling.text.2': 'So the king’s and the rook’s new squares must also be empty on board B.',
  'learn.lesson.castling.task.1.prompt': 'Castle kingside: move the king two squares to g1.',
  'learn.lesson.castling.task.1.hint': 'Drag the king from e1 to g1.',
  'learn.lesson.castling.task.1.wrong': 'Castle kingside: the king goes from e1 to g1.',
  'learn.lesson.castling.task.1.done': 'Castled: king and rook now stand on board B.',
  'learn.lesson.castling.task.2.prompt': 'A red knight sits on g1 of board B. Castle on the side where you can.',
  'learn.lesson.castling.task.2.hint': 'g1 is taken on board B. The queenside squares c1 and d1 are free on both boards.',
  'learn.lesson.castling.task.2.wrong': 'Castle queenside: the king goes from e1 to c1.',
  'learn.lesson.castling.task.2.done':
    'Castled queenside. Kingside was impossible: the king would land on g1 of board B.',

  // Lesson 7.
  'learn.lesson.enPassant.title': 'En passant across the boards',
  'learn.lesson.enPassant.text.1':
    'After a pawn’s double step, an enemy pawn beside it may take it en passant on the next move — whichever board each pawn stands on.',
  'learn.lesson.enPassant.text.2':
    'The square passed over must be empty on both boards. The capturing pawn then lands on the other board.',
  'learn.lesson.enPassant.task.1.prompt':
    'Black just played d7 to d5, and the pawn landed on board B. Take it en passant.',
  'learn.lesson.enPassant.task.1.hint': 'Your pawn on e5 captures diagonally onto d6.',
  'learn.lesson.enPassant.task.1.wrong': 'Capture en passant: pawn e5 to d6.',
  'learn.lesson.enPassant.task.1.done': 'The red pawn is gone from board B, and your pawn stands on d6 of board B.',

  // Lesson 8.
  'learn.lesson.promotion.title': 'Promotion',
  'learn.lesson.promotion.text.1':
    'A pawn reaching the last rank becomes a queen, rook, bishop or knight — which lands on the other board.',
  'learn.lesson.promotion.text.2': 'The promotion square must be empty on the other board too.',
  'learn.lesson.promotion.task.1.prompt': 'Promote your pawn to a queen.',
  'learn.lesson.promotion.task.1.hint': 'Push the pawn to b8 and choose the queen.',
  'learn.lesson.promotion.task.1.wrong': 'Push the pawn to b8 and choose a queen.',
  'learn.lesson.promotion.task.1.done':
    'A new queen on board B. The black king cannot step onto d8 or f8: he would land on board B next to her.',
  'learn.lesson.promotion.task.2.prompt': 'b8 is taken on board B. Promote to a queen anyway.',
  'learn.lesson.promotion.task.2.hint': 'Capture the knight on a8: it stands on board A, and a8 is empty on board B.',
  'learn.lesson.promotion.task.2.wrong': 'Promote by capturing on a8, and choose a queen.',
  'learn.lesson.promotion.task.2.done': 'Pawn takes a8 and becomes a queen on board B.',

  // Lesson 9.
  'learn.lesson.fiveMoveMate.title': 'The five-move mate',
  'learn.lesson.fiveMoveMate.text.1':
    'The rules page’s famous game: 1.Pe4 Pd5 2.Be2 Sdxe4 3.Cb5#. In Alice notation the letter is the piece on the board it leaves: P S for pawns on A and B, B C for bishops.',
  'learn.lesson.fiveMoveMate.text.2': 'Play White’s moves; Black answers by itself.',
  'learn.lesson.fiveMoveMate.task.1.prompt': 'Move 1: push the e-pawn to e4.',
  'learn.lesson.fiveMoveMate.task.1.hint': 'Pawn e2 to e4.',
  'learn.lesson.fiveMoveMate.task.1.wrong': 'Follow the game: 1.Pe4, pawn e2 to e4.',
  'learn.lesson.fiveMoveMate.task.1.done': 'Pe4. Black answers d7 to d5: both pawns are on board B.',
  'learn.lesson.fiveMoveMate.task.2.prompt': 'Move 2: your bishop to e2.',
  'learn.lesson.fiveMoveMate.task.2.hint': 'The bishop on f1 steps to e2 — free on board B now that the pawn has gone.',
  'learn.lesson.fiveMoveMate.task.2.wrong': 'Follow the game: 2.Be2, bishop f1 to e2.',
  'learn.lesson.fiveMoveMate.task.2.done':
    'Be2: the bishop is on board B. Black takes your pawn on e4 — his pawn lands on board A.',
  'learn.lesson.fiveMoveMate.task.3.prompt': 'Move 3: mate the black king.',
  'learn.lesson.fiveMoveMate.task.3.hint': 'The gold bishop on e2 goes to b5 and lands on board A, where the king is.',
  'learn.lesson.fiveMoveMate.task.3.wrong': 'Not yet mate. The bishop on e2 can check from b5.',
  'learn.lesson.fiveMoveMate.task.3.done':
    'Checkmate! Kd7 would be legal on board B, but a move must be legal on the board where it is played: d7 is attacked on board A.',

  // Lesson 10.
  'learn.lesson.glassMate.title': 'A mate only the glass allows',
  'learn.lesson.glassMate.text.1': 'In ordinary chess the bishop on e8 would simply take a knight on f7.',
  'learn.lesson.glassMate.text.2':
    'Here it stands on board B, and the black pieces on board B fence in their own king: he can never land on a taken square.',
  'learn.lesson.glassMate.task.1.prompt': 'Mate in one.',
  'learn.lesson.glassMate.task.1.hint': 'Your knight on board B lands on board A. Which square checks the king on h8?',
  'learn.lesson.glassMate.task.1.wrong': 'Not mate. Look for a knight check.',
  'learn.lesson.glassMate.task.1.done':
    'Smothered through the looking glass: g8, g7 and h7 are taken on board B, and no black piece on board A can take the knight.',

  // The puzzle trainer.
  'learn.puzzle.heading': 'Puzzle',
  'learn.puzzle.id': '#{id}',
  'learn.puzzle.yourRating': 'Your rating',
  'learn.puzzle.loading': 'Loading the puzzles…',
  'learn.puzzle.loadFailed': 'The puzzles could not be loaded ({error}).',
  'learn.puzzle.loadEmpty': 'The puzzles could not be loaded (the file holds none).',
  'learn.puzzle.findWhite': 'Find the best move for White.',
  'learn.puzzle.findBlack': 'Find the best move for Black.',
  'learn.puzzle.keepGoingWhite': 'Keep going for White.',
  'learn.puzzle.keepGoingBlack': 'Keep going for Black.',
  'learn.puzzle.goodMove': 'Good move…',
  'learn.puzzle.solved': 'Solved! On to the next one.',
  'learn.puzzle.showingSolution': 'The solution, move by move.',
  'learn.puzzle.result.correct': 'correct',
  'learn.puzzle.result.wrong': 'wrong',
  'learn.puzzle.wrongMove': '{move} is not the move.',
  'learn.puzzle.analyse': 'Analyse',
  'learn.puzzle.copyFen': 'Copy',
  'learn.puzzle.rating': 'Puzzle rating {rating}',
  'learn.puzzle.streak': 'streak {count}',
  'learn.puzzle.solvedCount': { one: '{count} puzzle solved', other: '{count} puzzles solved' },
  'learn.puzzle.hint': 'Hint',
  'learn.puzzle.solution': 'Solution',
  'learn.puzzle.retry': 'Retry',
  'learn.puzzle.next': 'Next puzzle',
  'learn.puzzle.replyRefused': 'This puzzle’s reply was refused: {error}',
  'learn.puzzle.notFound': 'There is no puzzle “{id}”; here is another.',

  // Puzzle themes (the names in www/puzzles/puzzles.json), shown once a puzzle is done.
  'learn.puzzle.theme.mateIn': { one: 'mate in {count}', other: 'mate in {count}' },
  'learn.puzzle.theme.crossBoardCheck': 'cross-board check',
  'learn.puzzle.theme.discoveredCheck': 'discovered check',
  'learn.puzzle.theme.winMaterial': 'winning material',
  'learn.puzzle.theme.defence': 'defence',
  'learn.puzzle.theme.quietMove': 'quiet move',
  'learn.puzzle.theme.fork': 'fork',
  'learn.puzzle.theme.promotion': 'promotion',
  'learn.puzzle.theme.doubleCheck': 'double check',
  'learn.puzzle.theme.castling': 'castling',
  'learn.puzzle.theme.lookingGlassMate': 'looking-glass mate',
  'learn.puzzle.theme.kingEscape': 'king through the glass',
  'learn.puzzle.theme.glassBlock': 'block through the glass',
  'learn.puzzle.theme.glassCapture': 'capture after crossing',
  // The theme choice of the trainer.
  'learn.puzzle.themeLabel': 'Theme',
  'learn.puzzle.themeAll': 'All themes',
  'learn.puzzle.themeOption': '{name} ({count})',
};
