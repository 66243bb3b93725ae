// Messages of the game in 'ru' (keys as in ../en/game.js; a missing key falls back to English).
// {side} is inserted in the nominative ("Белые", "Вы (Белые)"), so sentences put it after a colon.
export default {
  // Colours, as nouns: the side that moves, wins, begins.
  'game.color.w': 'Белые',
  'game.color.b': 'Чёрные',

  // The status line.
  'game.status.toMove': 'Ход: {side}',
  'game.status.toMoveCheck': 'Ход: {side} — шах!',
  'game.status.start': 'Начальная позиция',
  'game.status.after': 'После {move}',
  'game.status.thinking': 'Компьютер думает…',

  // How a game ended, as one sentence (the status line, the result, the `gameover` event's text).
  'game.outcome.checkmate.w': 'Мат — белые победили',
  'game.outcome.checkmate.b': 'Мат — чёрные победили',
  'game.outcome.resignation.w': 'Чёрные сдались — белые победили',
  'game.outcome.resignation.b': 'Белые сдались — чёрные победили',
  'game.outcome.abandonment.w': 'Чёрные покинули партию — белые победили',
  'game.outcome.abandonment.b': 'Белые покинули партию — чёрные победили',
  'game.outcome.timeout.w': 'У чёрных кончилось время — белые победили',
  'game.outcome.timeout.b': 'У белых кончилось время — чёрные победили',
  'game.outcome.stalemate': 'Ничья: пат',
  'game.outcome.threefold': 'Ничья: троекратное повторение',
  'game.outcome.fiftyMove': 'Ничья: правило 50 ходов',
  'game.outcome.bareKings': 'Ничья: остались одни короли',
  'game.outcome.agreement': 'Ничья по соглашению',
  'game.outcome.loneKing': 'Ничья: время вышло, но у соперника остался только король',
  'game.outcome.aborted': 'Партия прервана',
  // A game a host (a game server) ended for a reason in its own words ({reason}, not translated).
  'game.outcome.host.w': '{reason} — белые победили',
  'game.outcome.host.b': '{reason} — чёрные победили',
  'game.outcome.host.draw': '{reason} — ничья',
  'game.outcome.host.none': '{reason} — без результата',

  // The result card: its title by the way the game ended, and the result in words.
  'game.reason.checkmate': 'Мат',
  'game.reason.stalemate': 'Пат',
  'game.reason.threefold': 'Троекратное повторение',
  'game.reason.fiftyMove': 'Правило 50 ходов',
  'game.reason.bareKings': 'Одни короли',
  'game.reason.resignation': 'Сдача',
  'game.reason.abandonment': 'Уход из партии',
  'game.reason.agreement': 'Ничья по соглашению',
  'game.reason.timeout': 'Время вышло',
  'game.reason.aborted': 'Партия прервана',
  'game.result.wins.w': 'Белые победили',
  'game.result.wins.b': 'Чёрные победили',
  'game.result.draw': 'Ничья',
  'game.result.loneKing': 'Ничья: флажок упал, но у соперника только король',
  'game.result.aborted': 'Без результата: партия закончилась раньше, чем обе стороны сделали ход',

  // The engine's opinion, for screen readers ({pawns}: a number like 0.35).
  'game.eval.mate.w': {
    one: 'Белые ставят мат в {count} ход',
    few: 'Белые ставят мат в {count} хода',
    many: 'Белые ставят мат в {count} ходов',
    other: 'Белые ставят мат в {count} хода',
  },
  'game.eval.mate.b': {
    one: 'Чёрные ставят мат в {count} ход',
    few: 'Чёрные ставят мат в {count} хода',
    many: 'Чёрные ставят мат в {count} ходов',
    other: 'Чёрные ставят мат в {count} хода',
  },
  'game.eval.equal': 'Позиция примерно равна',
  'game.eval.better.w': 'У белых перевес в {pawns} пешки',
  'game.eval.better.b': 'У чёрных перевес в {pawns} пешки',

  // A clock, for screen readers ({time}: 5:00).
  'game.clock.label.w': 'Часы белых: {time}',
  'game.clock.label.b': 'Часы чёрных: {time}',
  'game.clock.days': '{days} д {hours} ч',

  // Why the person at the board cannot move now (the rules core explains the rest).
  'game.explain.over': 'Партия окончена.',
  'game.explain.viewOnly': 'Эта доска только воспроизводит партию.',
  'game.explain.browsing': 'Вы смотрите одну из прошлых позиций: вернитесь к партии, чтобы сделать ход.',
  'game.explain.opponent': 'Сейчас ход соперника.',
  'game.explain.computer': 'Сейчас ход компьютера.',

  // The computer opponent failing ({error}: the engine's words).
  'game.computer.failed': 'Компьютер не смог выбрать ход ({error}), поэтому теперь вы играете здесь за обе стороны.',
  'game.computer.refused': 'Ход компьютера отклонён: {error}',

  // A premove the opponent's move made impossible ({reason}: the rules core's words).
  'game.premove.dropped': 'Предход отменён: {reason}',
  'game.premove.droppedIllegal': 'Предход отменён: он больше невозможен.',

  // Reading a game.
  'game.load.emptyPgn': 'текст PGN пуст (нет ни тегов, ни ходов)',

  // The move list: a move for screen readers, and the list before the first move.
  'game.moves.move.w': '{move}, белые',
  'game.moves.move.b': '{move}, чёрные',
  'game.moves.empty.w': 'Ходов пока нет. Начинают белые.',
  'game.moves.empty.b': 'Ходов пока нет. Начинают чёрные.',
  // A move announced to screen readers.
  'game.moves.played.w': 'Белые сыграли {move}.',
  'game.moves.played.b': 'Чёрные сыграли {move}.',

  // The pieces, for screen readers.
  'game.piece.wK': 'белый король',
  'game.piece.wQ': 'белый ферзь',
  'game.piece.wR': 'белая ладья',
  'game.piece.wB': 'белый слон',
  'game.piece.wN': 'белый конь',
  'game.piece.wP': 'белая пешка',
  'game.piece.bK': 'чёрный король',
  'game.piece.bQ': 'чёрный ферзь',
  'game.piece.bR': 'чёрная ладья',
  'game.piece.bB': 'чёрный слон',
  'game.piece.bN': 'чёрный конь',
  'game.piece.bP': 'чёрная пешка',

  // The board ({square}: e4; {board}: A or B).
  'game.board.title.A': 'Доска A',
  'game.board.title.B': 'Доска B · Зазеркалье',
  'game.board.grid.A': 'Доска A',
  'game.board.grid.B': 'Доска B',
  'game.board.grid.single': 'Шахматная доска: фигуры доски A белые и чёрные, фигуры доски B золотые и красные',
  'game.board.square.piece': '{square}, доска {board}, {piece}',
  'game.board.square.empty': '{square}, пусто',
  'game.board.square.emptyOn': '{square}, доска {board}, пусто',
  // What else is said of a square, after its label and a comma.
  'game.board.square.selected': 'выбрано',
  'game.board.square.capture': 'можно взять',
  'game.board.square.move': 'можно пойти',
  'game.board.square.premove': 'можно сделать предход',
  'game.board.square.premoveFrom': 'предход отсюда',
  'game.board.square.premoveTo': 'предход сюда',
  'game.board.square.check': 'шах',
  'game.board.square.hint': 'подсказанный ход',

  // The promotion picker.
  'game.promotion.dialog': 'Превратить пешку в',
  'game.promotion.to.q': 'Превратить в ферзя',
  'game.promotion.to.r': 'Превратить в ладью',
  'game.promotion.to.b': 'Превратить в слона',
  'game.promotion.to.n': 'Превратить в коня',
  'game.promotion.name.q': 'ферзь',
  'game.promotion.name.r': 'ладья',
  'game.promotion.name.b': 'слон',
  'game.promotion.name.n': 'конь',
};
