// The lessons of index.html?learn (lessons.js), as data. Each lesson: an id, a title, a few
// sentences, and tasks done on the board. Every word shown is a message key of the learn area
// (www/i18n/en/learn.js, translated in the other languages' learn.js): the title, one key per
// paragraph of `text`, and per task what the player is asked (`prompt`), a `hint`, what is said
// for a legal move that is not the answer (`wrong`) and once the task is done (`done`).
// A task's board: the position (`fen`, and `moves` in UCI already played from it), what counts
// (`accept`: a list of UCI moves, or a rule the core's answer for the move must meet — `from`,
// `to`, `board` (where the piece lands), `check`, `mate`), and an optional scripted `reply` (UCI)
// of the other side. tests/js/lessons.test.mjs plays every one of them through the real core and
// finds every key in the English catalogue.

/** @typedef {{from?: string, to?: string, board?: 'A'|'B', check?: boolean, mate?: boolean}} Rule */
/** A message key of the learn area (www/i18n/en/learn.js). @typedef {string} Key */
/** @typedef {{fen: string, moves?: string[], prompt: Key, accept: string[]|Rule, hint: Key,
 *             wrong: Key, done: Key, reply?: string}} Task */
/** @typedef {{id: string, title: Key, text: Key[], tasks: Task[]}} Lesson */

export const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** @type {Lesson[]} */
export const LESSONS = [
  {
    id: 'looking-glass',
    title: 'learn.lesson.lookingGlass.title',
    text: [
      'learn.lesson.lookingGlass.text.1',
      'learn.lesson.lookingGlass.text.2',
      'learn.lesson.lookingGlass.text.3',
    ],
    tasks: [
      {
        fen: START,
        prompt: 'learn.lesson.lookingGlass.task.1.prompt',
        accept: ['e2e4'],
        hint: 'learn.lesson.lookingGlass.task.1.hint',
        wrong: 'learn.lesson.lookingGlass.task.1.wrong',
        done: 'learn.lesson.lookingGlass.task.1.done',
        reply: 'g8f6',
      },
      {
        fen: START,
        moves: ['e2e4', 'g8f6'],
        prompt: 'learn.lesson.lookingGlass.task.2.prompt',
        accept: ['e4e5'],
        hint: 'learn.lesson.lookingGlass.task.2.hint',
        wrong: 'learn.lesson.lookingGlass.task.2.wrong',
        done: 'learn.lesson.lookingGlass.task.2.done',
      },
    ],
  },
  {
    id: 'notation',
    title: 'learn.lesson.notation.title',
    text: [
      'learn.lesson.notation.text.1',
      'learn.lesson.notation.text.2',
      'learn.lesson.notation.text.3',
    ],
    tasks: [
      {
        fen: START,
        prompt: 'learn.lesson.notation.task.1.prompt',
        accept: ['g1f3'],
        hint: 'learn.lesson.notation.task.1.hint',
        wrong: 'learn.lesson.notation.task.1.wrong',
        done: 'learn.lesson.notation.task.1.done',
        reply: 'd7d5',
      },
      {
        fen: START,
        moves: ['g1f3', 'd7d5'],
        prompt: 'learn.lesson.notation.task.2.prompt',
        accept: ['f3g5'],
        hint: 'learn.lesson.notation.task.2.hint',
        wrong: 'learn.lesson.notation.task.2.wrong',
        done: 'learn.lesson.notation.task.2.done',
      },
    ],
  },
  {
    id: 'empty-square',
    title: 'learn.lesson.emptySquare.title',
    text: [
      'learn.lesson.emptySquare.text.1',
      'learn.lesson.emptySquare.text.2',
    ],
    tasks: [
      {
        fen: '4k3/8/8/8/R3s3/8/8/4K3 w - - 0 1',
        prompt: 'learn.lesson.emptySquare.task.1.prompt',
        accept: ['a4h4'],
        hint: 'learn.lesson.emptySquare.task.1.hint',
        wrong: 'learn.lesson.emptySquare.task.1.wrong',
        done: 'learn.lesson.emptySquare.task.1.done',
      },
      {
        fen: '4k3/8/8/8/8/2p5/8/1O2K3 w - - 0 1',
        prompt: 'learn.lesson.emptySquare.task.2.prompt',
        accept: ['b1a3'],
        hint: 'learn.lesson.emptySquare.task.2.hint',
        wrong: 'learn.lesson.emptySquare.task.2.wrong',
        done: 'learn.lesson.emptySquare.task.2.done',
      },
    ],
  },
  {
    id: 'capture',
    title: 'learn.lesson.capture.title',
    text: [
      'learn.lesson.capture.text.1',
      'learn.lesson.capture.text.2',
    ],
    tasks: [
      {
        fen: '4k3/8/5r2/8/3o4/8/1B6/4K3 w - - 0 1',
        prompt: 'learn.lesson.capture.task.1.prompt',
        accept: ['b2f6'],
        hint: 'learn.lesson.capture.task.1.hint',
        wrong: 'learn.lesson.capture.task.1.wrong',
        done: 'learn.lesson.capture.task.1.done',
      },
    ],
  },
  {
    id: 'check',
    title: 'learn.lesson.check.title',
    text: [
      'learn.lesson.check.text.1',
      'learn.lesson.check.text.2',
    ],
    tasks: [
      {
        fen: '4k3/8/8/8/8/8/7U/R5K1 w - - 0 1',
        prompt: 'learn.lesson.check.task.1.prompt',
        accept: { check: true },
        hint: 'learn.lesson.check.task.1.hint',
        wrong: 'learn.lesson.check.task.1.wrong',
        done: 'learn.lesson.check.task.1.done',
      },
      {
        fen: '4k3/4s3/8/8/8/8/8/U5K1 w - - 0 1',
        prompt: 'learn.lesson.check.task.2.prompt',
        accept: ['a1e1'],
        hint: 'learn.lesson.check.task.2.hint',
        wrong: 'learn.lesson.check.task.2.wrong',
        done: 'learn.lesson.check.task.2.done',
      },
    ],
  },
  {
    id: 'escape',
    title: 'learn.lesson.escape.title',
    text: [
      'learn.lesson.escape.text.1',
      'learn.lesson.escape.text.2',
    ],
    tasks: [
      {
        fen: '4r2k/8/8/8/2c5/1o6/8/u3K3 w - - 0 1',
        prompt: 'learn.lesson.escape.task.1.prompt',
        accept: { from: 'e1' },
        hint: 'learn.lesson.escape.task.1.hint',
        wrong: 'learn.lesson.escape.task.1.wrong',
        done: 'learn.lesson.escape.task.1.done',
      },
      {
        fen: '4r2k/8/8/2O5/8/8/3P1P2/3QKB2 w - - 0 1',
        prompt: 'learn.lesson.escape.task.2.prompt',
        accept: ['c5e4', 'c5e6'],
        hint: 'learn.lesson.escape.task.2.hint',
        wrong: 'learn.lesson.escape.task.2.wrong',
        done: 'learn.lesson.escape.task.2.done',
      },
    ],
  },
  {
    id: 'castling',
    title: 'learn.lesson.castling.title',
    text: [
      'learn.lesson.castling.text.1',
      'learn.lesson.castling.text.2',
    ],
    tasks: [
      {
        fen: 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1',
        prompt: 'learn.lesson.castling.task.1.prompt',
        accept: ['e1g1'],
        hint: 'learn.lesson.castling.task.1.hint',
        wrong: 'learn.lesson.castling.task.1.wrong',
        done: 'learn.lesson.castling.task.1.done',
      },
      {
        fen: 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K1oR w KQkq - 0 1',
        prompt: 'learn.lesson.castling.task.2.prompt',
        accept: ['e1c1'],
        hint: 'learn.lesson.castling.task.2.hint',
        wrong: 'learn.lesson.castling.task.2.wrong',
        done: 'learn.lesson.castling.task.2.done',
      },
    ],
  },
  {
    id: 'en-passant',
    title: 'learn.lesson.enPassant.title',
    text: [
      'learn.lesson.enPassant.text.1',
      'learn.lesson.enPassant.text.2',
    ],
    tasks: [
      {
        fen: '4k3/8/8/3sP3/8/8/8/4K3 w - d6 0 2',
        prompt: 'learn.lesson.enPassant.task.1.prompt',
        accept: ['e5d6'],
        hint: 'learn.lesson.enPassant.task.1.hint',
        wrong: 'learn.lesson.enPassant.task.1.wrong',
        done: 'learn.lesson.enPassant.task.1.done',
      },
    ],
  },
  {
    id: 'promotion',
    title: 'learn.lesson.promotion.title',
    text: [
      'learn.lesson.promotion.text.1',
      'learn.lesson.promotion.text.2',
    ],
    tasks: [
      {
        fen: '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1',
        prompt: 'learn.lesson.promotion.task.1.prompt',
        accept: ['b7b8q'],
        hint: 'learn.lesson.promotion.task.1.hint',
        wrong: 'learn.lesson.promotion.task.1.wrong',
        done: 'learn.lesson.promotion.task.1.done',
      },
      {
        fen: 'nu2k3/1P6/8/8/8/8/8/4K3 w - - 0 1',
        prompt: 'learn.lesson.promotion.task.2.prompt',
        accept: ['b7a8q'],
        hint: 'learn.lesson.promotion.task.2.hint',
        wrong: 'learn.lesson.promotion.task.2.wrong',
        done: 'learn.lesson.promotion.task.2.done',
      },
    ],
  },
  {
    id: 'five-move-mate',
    title: 'learn.lesson.fiveMoveMate.title',
    text: [
      'learn.lesson.fiveMoveMate.text.1',
      'learn.lesson.fiveMoveMate.text.2',
    ],
    tasks: [
      {
        fen: START,
        prompt: 'learn.lesson.fiveMoveMate.task.1.prompt',
        accept: ['e2e4'],
        hint: 'learn.lesson.fiveMoveMate.task.1.hint',
        wrong: 'learn.lesson.fiveMoveMate.task.1.wrong',
        done: 'learn.lesson.fiveMoveMate.task.1.done',
        reply: 'd7d5',
      },
      {
        fen: START,
        moves: ['e2e4', 'd7d5'],
        prompt: 'learn.lesson.fiveMoveMate.task.2.prompt',
        accept: ['f1e2'],
        hint: 'learn.lesson.fiveMoveMate.task.2.hint',
        wrong: 'learn.lesson.fiveMoveMate.task.2.wrong',
        done: 'learn.lesson.fiveMoveMate.task.2.done',
        reply: 'd5e4',
      },
      {
        fen: START,
        moves: ['e2e4', 'd7d5', 'f1e2', 'd5e4'],
        prompt: 'learn.lesson.fiveMoveMate.task.3.prompt',
        accept: { mate: true },
        hint: 'learn.lesson.fiveMoveMate.task.3.hint',
        wrong: 'learn.lesson.fiveMoveMate.task.3.wrong',
        done: 'learn.lesson.fiveMoveMate.task.3.done',
      },
    ],
  },
  {
    id: 'glass-mate',
    title: 'learn.lesson.glassMate.title',
    text: [
      'learn.lesson.glassMate.text.1',
      'learn.lesson.glassMate.text.2',
    ],
    tasks: [
      {
        fen: '4c1uk/6ss/8/4O3/8/8/8/K7 w - - 0 1',
        prompt: 'learn.lesson.glassMate.task.1.prompt',
        accept: { mate: true },
        hint: 'learn.lesson.glassMate.task.1.hint',
        wrong: 'learn.lesson.glassMate.task.1.wrong',
        done: 'learn.lesson.glassMate.task.1.done',
      },
    ],
  },
];
