// The lessons of index.html?learn (lessons.js), as data. Each lesson: an id, a title, a few plain
// sentences (no HTML), and tasks done on the board. A task: the position (`fen`, and `moves` in
// UCI already played from it), what the player is asked (`prompt`), what counts (`accept`: a list
// of UCI moves, or a rule the core's answer for the move must meet — `from`, `to`, `board` (where
// the piece lands), `check`, `mate`), a `hint`, `wrongText` for a legal move that is not the
// answer, `doneText` said once it is done, and an optional scripted `reply` (UCI) of the other side.
// tests/js/lessons.test.mjs plays every one of them through the real core.

/** @typedef {{from?: string, to?: string, board?: 'A'|'B', check?: boolean, mate?: boolean}} Rule */
/** @typedef {{fen: string, moves?: string[], prompt: string, accept: string[]|Rule, hint: string,
 *             wrongText: string, doneText: string, reply?: string}} Task */
/** @typedef {{id: string, title: string, text: string[], tasks: Task[]}} Lesson */

export const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** @type {Lesson[]} */
export const LESSONS = [
  {
    id: 'looking-glass',
    title: 'Through the looking glass',
    text: [
      'Alice chess is played on two boards, A and B. Every piece starts on board A.',
      'A piece moves as in ordinary chess on its own board, then passes through the looking glass: it lands on the same square of the other board.',
      'Pieces on board B are drawn in gold (White) and red (Black).',
    ],
    tasks: [
      {
        fen: START,
        prompt: 'Push the e-pawn two squares: e2 to e4.',
        accept: ['e2e4'],
        hint: 'Drag the pawn in front of your king two squares up.',
        wrongText: 'That move is fine in a game, but here try e2 to e4.',
        doneText: 'The pawn now stands on e4 of board B: see its gold colour.',
        reply: 'g8f6',
      },
      {
        fen: START,
        moves: ['e2e4', 'g8f6'],
        prompt: 'Black’s knight went to board B too. Now move your pawn on e4 (board B) one step forward.',
        accept: ['e4e5'],
        hint: 'The gold pawn on e4 can step to e5.',
        wrongText: 'Move the gold pawn on e4: it goes back to board A.',
        doneText: 'A piece on board B comes back to board A with its next move.',
      },
    ],
  },
  {
    id: 'empty-square',
    title: 'The landing square must be empty',
    text: [
      'A piece lands on the other board, so the square it moves to must be empty there too.',
      'A piece on the other board never blocks the way: only the destination matters.',
    ],
    tasks: [
      {
        fen: '4k3/8/8/8/R3s3/8/8/4K3 w - - 0 1',
        prompt: 'Slide the rook along the fourth rank all the way to h4.',
        accept: ['a4h4'],
        hint: 'The red pawn on e4 stands on board B: on board A the way is free.',
        wrongText: 'The rook should go to h4 — the pawn on board B does not block it.',
        doneText: 'The rook passed e4: the pawn there is on board B. It could not stop on e4, which is taken on board B.',
      },
      {
        fen: '4k3/8/8/8/8/2p5/8/1O2K3 w - - 0 1',
        prompt: 'Your knight is on board B. c3 is taken on board A — jump it to a3 instead.',
        accept: ['b1a3'],
        hint: 'A knight on b1 can go to a3, c3 or d2. Try c3 first to see why not.',
        wrongText: 'Jump the knight to a3.',
        doneText: 'The knight is back on board A, on a3.',
      },
    ],
  },
  {
    id: 'capture',
    title: 'Capture on your own board',
    text: [
      'A piece can only capture an enemy piece standing on the same board as itself.',
      'After capturing, it still passes to the other board.',
    ],
    tasks: [
      {
        fen: '4k3/8/5r2/8/3o4/8/1B6/4K3 w - - 0 1',
        prompt: 'Your bishop is on board A. Capture the piece it can capture.',
        accept: ['b2f6'],
        hint: 'The knight on d4 is red: it stands on board B. The rook on f6 is on board A.',
        wrongText: 'That does not capture. Take the rook on f6.',
        doneText: 'Bishop takes f6, and the bishop lands on board B.',
      },
    ],
  },
  {
    id: 'check',
    title: 'Check comes from the king’s own board',
    text: [
      'A king is in check only from an enemy piece on his own board. Pieces on the other board never give check.',
      'A piece standing on the other board does not shield him either.',
    ],
    tasks: [
      {
        fen: '4k3/8/8/8/8/8/7U/R5K1 w - - 0 1',
        prompt: 'The black king is on board A. Give check.',
        accept: { check: true },
        hint: 'Your rook on a1 would land on board B. The gold rook on h2 lands on board A.',
        wrongText: 'No check: the piece landed on board B, where the king is not. Use the gold rook, which lands on board A.',
        doneText: 'Check! The rook from board B landed on board A, the king’s own board.',
      },
      {
        fen: '4k3/4s3/8/8/8/8/8/U5K1 w - - 0 1',
        prompt: 'Check the king along the e-file: move the gold rook to e1.',
        accept: ['a1e1'],
        hint: 'The pawn on e7 is red: it stands on board B.',
        wrongText: 'Move the rook to e1 and see the check through the pawn.',
        doneText: 'Check: the pawn on e7 stands on board B and shields nothing on board A.',
      },
    ],
  },
  {
    id: 'escape',
    title: 'Getting out of check',
    text: [
      'A king in check on board A leaves board A with his move: he lands on board B, so his new square must be safe on both boards.',
      'A piece standing on board A can never block a check there: any move takes it to board B. A piece coming from board B can block.',
    ],
    tasks: [
      {
        fen: '4r2k/8/8/8/2c5/1o6/8/u3K3 w - - 0 1',
        prompt: 'Your king is in check from the rook on e8. Find the one safe square.',
        accept: { from: 'e1' },
        hint: 'The red pieces on board B guard d1, f1 and d2 there: the king would land on board B.',
        wrongText: 'Only the king can save himself here.',
        doneText: 'Safe on f2: the rook on board A cannot see him on board B.',
      },
      {
        fen: '4r2k/8/8/2O5/8/8/3P1P2/3QKB2 w - - 0 1',
        prompt: 'Check again, and the king is boxed in. Block the check.',
        accept: ['c5e4', 'c5e6'],
        hint: 'Only a piece from board B lands on board A: the gold knight.',
        wrongText: 'Block with the gold knight: it lands on board A, on the e-file.',
        doneText: 'Blocked: the knight came from board B and now stands between rook and king on board A.',
      },
    ],
  },
  {
    id: 'castling',
    title: 'Castling',
    text: [
      'Castling follows the usual rules on board A. King and rook then both land on board B.',
      'So the king’s and the rook’s new squares must also be empty on board B.',
    ],
    tasks: [
      {
        fen: 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1',
        prompt: 'Castle kingside: move the king two squares to g1.',
        accept: ['e1g1'],
        hint: 'Drag the king from e1 to g1.',
        wrongText: 'Castle kingside: the king goes from e1 to g1.',
        doneText: 'Castled: king and rook now stand on board B.',
      },
      {
        fen: 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K1oR w KQkq - 0 1',
        prompt: 'A red knight sits on g1 of board B. Castle on the side where you can.',
        accept: ['e1c1'],
        hint: 'g1 is taken on board B. The queenside squares c1 and d1 are free on both boards.',
        wrongText: 'Castle queenside: the king goes from e1 to c1.',
        doneText: 'Castled queenside. Kingside was impossible: the king would land on g1 of board B.',
      },
    ],
  },
  {
    id: 'en-passant',
    title: 'En passant across the boards',
    text: [
      'After a pawn’s double step, an enemy pawn beside it may take it en passant on the next move — whichever board each pawn stands on.',
      'The square passed over must be empty on both boards. The capturing pawn then lands on the other board.',
    ],
    tasks: [
      {
        fen: '4k3/8/8/3sP3/8/8/8/4K3 w - d6 0 2',
        prompt: 'Black just played d7 to d5, and the pawn landed on board B. Take it en passant.',
        accept: ['e5d6'],
        hint: 'Your pawn on e5 captures diagonally onto d6.',
        wrongText: 'Capture en passant: pawn e5 to d6.',
        doneText: 'The red pawn is gone from board B, and your pawn stands on d6 of board B.',
      },
    ],
  },
  {
    id: 'promotion',
    title: 'Promotion',
    text: [
      'A pawn reaching the last rank becomes a queen, rook, bishop or knight — which lands on the other board.',
      'The promotion square must be empty on the other board too.',
    ],
    tasks: [
      {
        fen: '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1',
        prompt: 'Promote your pawn to a queen.',
        accept: ['b7b8q'],
        hint: 'Push the pawn to b8 and choose the queen.',
        wrongText: 'Push the pawn to b8 and choose a queen.',
        doneText: 'A new queen on board B. The black king cannot step onto d8 or f8: he would land on board B next to her.',
      },
      {
        fen: 'nu2k3/1P6/8/8/8/8/8/4K3 w - - 0 1',
        prompt: 'b8 is taken on board B. Promote to a queen anyway.',
        accept: ['b7a8q'],
        hint: 'Capture the knight on a8: it stands on board A, and a8 is empty on board B.',
        wrongText: 'Promote by capturing on a8, and choose a queen.',
        doneText: 'Pawn takes a8 and becomes a queen on board B.',
      },
    ],
  },
  {
    id: 'five-move-mate',
    title: 'The five-move mate',
    text: [
      'The rules page’s famous game: 1.Pe4 Pd5 2.Be2 Sdxe4 3.Cb5#. In Alice notation the letter is the piece on the board it leaves: P S for pawns on A and B, B C for bishops.',
      'Play White’s moves; Black answers by itself.',
    ],
    tasks: [
      {
        fen: START,
        prompt: 'Move 1: push the e-pawn to e4.',
        accept: ['e2e4'],
        hint: 'Pawn e2 to e4.',
        wrongText: 'Follow the game: 1.Pe4, pawn e2 to e4.',
        doneText: 'Pe4. Black answers d7 to d5: both pawns are on board B.',
        reply: 'd7d5',
      },
      {
        fen: START,
        moves: ['e2e4', 'd7d5'],
        prompt: 'Move 2: your bishop to e2.',
        accept: ['f1e2'],
        hint: 'The bishop on f1 steps to e2 — free on board B now that the pawn has gone.',
        wrongText: 'Follow the game: 2.Be2, bishop f1 to e2.',
        doneText: 'Be2: the bishop is on board B. Black takes your pawn on e4 — his pawn lands on board A.',
        reply: 'd5e4',
      },
      {
        fen: START,
        moves: ['e2e4', 'd7d5', 'f1e2', 'd5e4'],
        prompt: 'Move 3: mate the black king.',
        accept: { mate: true },
        hint: 'The gold bishop on e2 goes to b5 and lands on board A, where the king is.',
        wrongText: 'Not yet mate. The bishop on e2 can check from b5.',
        doneText: 'Checkmate! Kd7 would be legal on board B, but a move must be legal on the board where it is played: d7 is attacked on board A.',
      },
    ],
  },
  {
    id: 'glass-mate',
    title: 'A mate only the glass allows',
    text: [
      'In ordinary chess the bishop on e8 would simply take a knight on f7.',
      'Here it stands on board B, and the black pieces on board B fence in their own king: he can never land on a taken square.',
    ],
    tasks: [
      {
        fen: '4c1uk/6ss/8/4O3/8/8/8/K7 w - - 0 1',
        prompt: 'Mate in one.',
        accept: { mate: true },
        hint: 'Your knight on board B lands on board A. Which square checks the king on h8?',
        wrongText: 'Not mate. Look for a knight check.',
        doneText: 'Smothered through the looking glass: g8, g7 and h7 are taken on board B, and no black piece on board A can take the knight.',
      },
    ],
  },
];
