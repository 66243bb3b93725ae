// Messages of the learn in 'ru' (keys as in ../en/learn.js; a missing key falls back to English).
export default {
  // The lessons' frame.
  'learn.lessons.list': 'Уроки',
  'learn.lessons.count': 'Урок {number} из {total}',
  'learn.lessons.chip': '{number}. {title}',
  'learn.lessons.chipDone': '{number}. {title} (пройден)',
  'learn.lessons.task': 'Задание',
  'learn.lessons.taskOf': 'Задание {number} из {total}',
  'learn.lessons.taskDone': 'выполнено',
  'learn.lessons.hint': 'Подсказка',
  'learn.lessons.again': 'Заново',
  'learn.lessons.nextTask': 'Далее',
  'learn.lessons.previous': 'Предыдущий урок',
  'learn.lessons.next': 'Следующий урок',
  'learn.lessons.first': 'Первый урок',
  'learn.lessons.replyRefused': 'Ответ урока отклонён: {error}',

  // Lesson 1.
  'learn.lesson.lookingGlass.title': 'Сквозь зеркало',
  'learn.lesson.lookingGlass.text.1': 'В шахматы Алисы играют на двух досках, A и B. Все фигуры начинают на доске A.',
  'learn.lesson.lookingGlass.text.2':
    'Фигура ходит на своей доске как в обычных шахматах, а затем проходит сквозь зеркало: она оказывается на том же поле другой доски.',
  'learn.lesson.lookingGlass.text.3': 'Фигуры на доске B нарисованы золотыми (белые) и красными (чёрные).',
  'learn.lesson.lookingGlass.task.1.prompt': 'Пойдите королевской пешкой на два поля: e2–e4.',
  'learn.lesson.lookingGlass.task.1.hint': 'Передвиньте пешку перед вашим королём на два поля вперёд.',
  'learn.lesson.lookingGlass.task.1.wrong': 'В партии такой ход вполне возможен, но здесь сыграйте e2–e4.',
  'learn.lesson.lookingGlass.task.1.done': 'Теперь пешка стоит на e4 доски B: видите, она золотая.',
  'learn.lesson.lookingGlass.task.2.prompt':
    'Чёрный конь тоже ушёл на доску B. Теперь пойдите пешкой с e4 (доска B) на одно поле вперёд.',
  'learn.lesson.lookingGlass.task.2.hint': 'Золотая пешка с e4 может пойти на e5.',
  'learn.lesson.lookingGlass.task.2.wrong': 'Пойдите золотой пешкой с e4: она вернётся на доску A.',
  'learn.lesson.lookingGlass.task.2.done': 'Фигура с доски B следующим ходом возвращается на доску A.',
  // Lesson: how moves are written (board-B letters, plain SAN, the FEN's two ways).
  'learn.lesson.notation.title': 'Запись ходов',
  'learn.lesson.notation.text.1': 'Ход записывается буквой фигуры и полем, куда она идёт: K Q R B N P — для фигуры, которая уходит с доски A (Nf3, Pe4; x — взятие, + — шах, # — мат).',
  'learn.lesson.notation.text.2': 'У фигуры, уходящей с доски B, свои буквы: L T U C O S — король, ферзь, ладья, слон, конь и пешка. Так, Sdxe4 — пешка доски B с линии d берёт на e4, а Cb5# — слон доски B ставит мат на b5. Сообщения страницы используют эти буквы.',
  'learn.lesson.notation.text.3': 'Другие программы пишут обычные шахматы: e4 вместо Pe4, Nf3 вместо Of3. Здесь читается и то и другое. В FEN фигуры доски B пишутся этими буквами (o — чёрный конь доски B) или с чертой перед обычной буквой (|n); читается и то и другое.',
  'learn.lesson.notation.task.1.prompt': 'Сыграйте Nf3: конь с g1 (доска A) на f3.',
  'learn.lesson.notation.task.1.hint': 'N — конь, уходящий с доски A: тот, что на g1.',
  'learn.lesson.notation.task.1.wrong': 'Это не Nf3: сыграйте конём с g1 на f3.',
  'learn.lesson.notation.task.1.done': 'Nf3: конь теперь на доске B — его следующий ход запишется с буквой O.',
  'learn.lesson.notation.task.2.prompt': 'Теперь сыграйте Og5.',
  'learn.lesson.notation.task.2.hint': 'O — конь, уходящий с доски B: золотой конь на f3.',
  'learn.lesson.notation.task.2.wrong': 'Это не Og5: сыграйте конём доски B (O) с f3 на g5.',
  'learn.lesson.notation.task.2.done': 'Og5: конь ушёл с доски B (O) и снова на доске A, где он опять пишется N.',

  // Lesson 2.
  'learn.lesson.emptySquare.title': 'Поле прибытия должно быть свободно',
  'learn.lesson.emptySquare.text.1': 'Фигура переходит на другую доску, поэтому поле, на которое она ходит, должно быть свободно и там.',
  'learn.lesson.emptySquare.text.2': 'Фигура на другой доске никогда не загораживает путь: важно только поле назначения.',
  'learn.lesson.emptySquare.task.1.prompt': 'Проведите ладью по четвёртой горизонтали до самого поля h4.',
  'learn.lesson.emptySquare.task.1.hint': 'Красная пешка на e4 стоит на доске B: на доске A путь свободен.',
  'learn.lesson.emptySquare.task.1.wrong': 'Ладья должна пойти на h4 — пешка на доске B ей не мешает.',
  'learn.lesson.emptySquare.task.1.done':
    'Ладья прошла через e4: пешка там стоит на доске B. А остановиться на e4 ладья не могла — на доске B это поле занято.',
  'learn.lesson.emptySquare.task.2.prompt': 'Ваш конь на доске B. Поле c3 занято на доске A — прыгните конём на a3.',
  'learn.lesson.emptySquare.task.2.hint': 'Конь с b1 может пойти на a3, c3 или d2. Попробуйте сначала c3 и посмотрите, почему нельзя.',
  'learn.lesson.emptySquare.task.2.wrong': 'Прыгните конём на a3.',
  'learn.lesson.emptySquare.task.2.done': 'Конь снова на доске A, на поле a3.',

  // Lesson 3.
  'learn.lesson.capture.title': 'Взятие — только на своей доске',
  'learn.lesson.capture.text.1': 'Фигура может взять только фигуру соперника, стоящую на той же доске, что и она сама.',
  'learn.lesson.capture.text.2': 'После взятия она всё равно переходит на другую доску.',
  'learn.lesson.capture.task.1.prompt': 'Ваш слон на доске A. Возьмите фигуру, которую он может взять.',
  'learn.lesson.capture.task.1.hint': 'Конь на d4 красный: он стоит на доске B. Ладья на f6 — на доске A.',
  'learn.lesson.capture.task.1.wrong': 'Это не взятие. Возьмите ладью на f6.',
  'learn.lesson.capture.task.1.done': 'Слон берёт на f6 и оказывается на доске B.',

  // Lesson 4.
  'learn.lesson.check.title': 'Шах — только с доски короля',
  'learn.lesson.check.text.1':
    'Король под шахом, только если его атакует фигура соперника с его собственной доски. Фигуры на другой доске шаха не дают.',
  'learn.lesson.check.text.2': 'Но и фигура на другой доске не закрывает его от шаха.',
  'learn.lesson.check.task.1.prompt': 'Чёрный король на доске A. Объявите шах.',
  'learn.lesson.check.task.1.hint': 'Ваша ладья с a1 окажется на доске B. Золотая ладья с h2 окажется на доске A.',
  'learn.lesson.check.task.1.wrong':
    'Шаха нет: фигура оказалась на доске B, а короля там нет. Пойдите золотой ладьёй — она попадёт на доску A.',
  'learn.lesson.check.task.1.done': 'Шах! Ладья с доски B перешла на доску A — доску короля.',
  'learn.lesson.check.task.2.prompt': 'Объявите шах по вертикали e: поставьте золотую ладью на e1.',
  'learn.lesson.check.task.2.hint': 'Пешка на e7 красная: она стоит на доске B.',
  'learn.lesson.check.task.2.wrong': 'Поставьте ладью на e1 и посмотрите, как она шахует сквозь пешку.',
  'learn.lesson.check.task.2.done': 'Шах: пешка на e7 стоит на доске B и ничего не закрывает на доске A.',

  // Lesson 5.
  'learn.lesson.escape.title': 'Как уйти от шаха',
  'learn.lesson.escape.text.1':
    'Король под шахом на доске A своим ходом покидает доску A и попадает на доску B, поэтому его новое поле должно быть безопасным на обеих досках.',
  'learn.lesson.escape.text.2':
    'Фигура, стоящая на доске A, никогда не сможет закрыть там короля от шаха: любой ход уводит её на доску B. Закрыться можно фигурой, которая приходит с доски B.',
  'learn.lesson.escape.task.1.prompt': 'Вашему королю шах от ладьи с e8. Найдите единственное безопасное поле.',
  'learn.lesson.escape.task.1.hint': 'Красные фигуры на доске B держат там d1, f1 и d2, а король окажется именно на доске B.',
  'learn.lesson.escape.task.1.wrong': 'Здесь король может спастись только сам.',
  'learn.lesson.escape.task.1.done': 'На f2 безопасно: ладья на доске A не видит короля на доске B.',
  'learn.lesson.escape.task.2.prompt': 'Снова шах, и королю некуда отступить. Закройтесь от шаха.',
  'learn.lesson.escape.task.2.hint': 'На доску A попадёт только фигура с доски B: золотой конь.',
  'learn.lesson.escape.task.2.wrong': 'Закройтесь золотым конём: он попадёт на доску A, на вертикаль e.',
  'learn.lesson.escape.task.2.done':
    'Закрылись: конь пришёл с доски B и теперь стоит на доске A между ладьёй и королём.',

  // Lesson 6.
  'learn.lesson.castling.title': 'Рокировка',
  'learn.lesson.castling.text.1': 'Рокировка делается по обычным правилам на доске A. Затем король и ладья оба переходят на доску B.',
  'learn.lesson.castling.text.2': 'Поэтому новые поля короля и ладьи должны быть свободны и на доске B.',
  'learn.lesson.castling.task.1.prompt': 'Сделайте короткую рокировку: передвиньте короля на два поля, на g1.',
  'learn.lesson.castling.task.1.hint': 'Перетащите короля с e1 на g1.',
  'learn.lesson.castling.task.1.wrong': 'Сделайте короткую рокировку: король идёт с e1 на g1.',
  'learn.lesson.castling.task.1.done': 'Рокировка сделана: король и ладья теперь на доске B.',
  'learn.lesson.castling.task.2.prompt': 'На g1 доски B стоит красный конь. Сделайте рокировку в ту сторону, в которую можно.',
  'learn.lesson.castling.task.2.hint': 'Поле g1 занято на доске B. Поля ферзевого фланга c1 и d1 свободны на обеих досках.',
  'learn.lesson.castling.task.2.wrong': 'Сделайте длинную рокировку: король идёт с e1 на c1.',
  'learn.lesson.castling.task.2.done':
    'Длинная рокировка сделана. Короткая была невозможна: король оказался бы на g1 доски B.',

  // Lesson 7.
  'learn.lesson.enPassant.title': 'Взятие на проходе между досками',
  'learn.lesson.enPassant.text.1':
    'Если пешка пошла на два поля, стоящая рядом с ней пешка соперника может следующим ходом взять её на проходе — на какой бы доске ни стояла каждая из них.',
  'learn.lesson.enPassant.text.2':
    'Пропущенное поле должно быть свободно на обеих досках. После взятия пешка оказывается на другой доске.',
  'learn.lesson.enPassant.task.1.prompt':
    'Чёрные только что сыграли d7–d5, и пешка оказалась на доске B. Возьмите её на проходе.',
  'learn.lesson.enPassant.task.1.hint': 'Ваша пешка с e5 бьёт по диагонали на d6.',
  'learn.lesson.enPassant.task.1.wrong': 'Возьмите на проходе: пешка с e5 на d6.',
  'learn.lesson.enPassant.task.1.done': 'Красная пешка исчезла с доски B, а ваша пешка стоит на d6 доски B.',

  // Lesson 8.
  'learn.lesson.promotion.title': 'Превращение',
  'learn.lesson.promotion.text.1':
    'Пешка, дошедшая до последней горизонтали, превращается в ферзя, ладью, слона или коня — и новая фигура оказывается на другой доске.',
  'learn.lesson.promotion.text.2': 'Поэтому поле превращения должно быть свободно и на другой доске.',
  'learn.lesson.promotion.task.1.prompt': 'Превратите пешку в ферзя.',
  'learn.lesson.promotion.task.1.hint': 'Продвиньте пешку на b8 и выберите ферзя.',
  'learn.lesson.promotion.task.1.wrong': 'Продвиньте пешку на b8 и выберите ферзя.',
  'learn.lesson.promotion.task.1.done':
    'Новый ферзь на доске B. Чёрный король не может пойти на d8 или f8: он оказался бы на доске B рядом с ферзём.',
  'learn.lesson.promotion.task.2.prompt': 'Поле b8 занято на доске B. И всё же превратите пешку в ферзя.',
  'learn.lesson.promotion.task.2.hint': 'Возьмите коня на a8: он стоит на доске A, а на доске B поле a8 свободно.',
  'learn.lesson.promotion.task.2.wrong': 'Превратите пешку, взяв на a8, и выберите ферзя.',
  'learn.lesson.promotion.task.2.done': 'Пешка берёт на a8 и становится ферзём на доске B.',

  // Lesson 9.
  'learn.lesson.fiveMoveMate.title': 'Мат в пять полуходов',
  'learn.lesson.fiveMoveMate.text.1':
    'Знаменитая партия со страницы правил: 1.Pe4 Pd5 2.Be2 Sdxe4 3.Cb5#. В нотации Алисы буква обозначает фигуру на доске, которую она покидает: P и S — пешки на A и B, B и C — слоны.',
  'learn.lesson.fiveMoveMate.text.2': 'Играйте за белых; чёрные отвечают сами.',
  'learn.lesson.fiveMoveMate.task.1.prompt': 'Ход 1: королевская пешка на e4.',
  'learn.lesson.fiveMoveMate.task.1.hint': 'Пешка с e2 на e4.',
  'learn.lesson.fiveMoveMate.task.1.wrong': 'Следуйте партии: 1.Pe4, пешка e2–e4.',
  'learn.lesson.fiveMoveMate.task.1.done': 'Pe4. Чёрные отвечают d7–d5: обе пешки на доске B.',
  'learn.lesson.fiveMoveMate.task.2.prompt': 'Ход 2: слон на e2.',
  'learn.lesson.fiveMoveMate.task.2.hint': 'Слон с f1 идёт на e2 — на доске B это поле свободно, ведь пешка ушла.',
  'learn.lesson.fiveMoveMate.task.2.wrong': 'Следуйте партии: 2.Be2, слон f1–e2.',
  'learn.lesson.fiveMoveMate.task.2.done':
    'Be2: слон на доске B. Чёрные берут вашу пешку на e4 — их пешка оказывается на доске A.',
  'learn.lesson.fiveMoveMate.task.3.prompt': 'Ход 3: поставьте мат чёрному королю.',
  'learn.lesson.fiveMoveMate.task.3.hint': 'Золотой слон с e2 идёт на b5 и оказывается на доске A, где стоит король.',
  'learn.lesson.fiveMoveMate.task.3.wrong': 'Это ещё не мат. Слон с e2 может дать шах с b5.',
  'learn.lesson.fiveMoveMate.task.3.done':
    'Мат! Ход Kd7 был бы допустим на доске B, но ход должен быть допустим на той доске, где он делается, а на доске A поле d7 атаковано.',

  // Lesson 10.
  'learn.lesson.glassMate.title': 'Мат, возможный только в Зазеркалье',
  'learn.lesson.glassMate.text.1': 'В обычных шахматах слон с e8 просто взял бы коня на f7.',
  'learn.lesson.glassMate.text.2':
    'Здесь он стоит на доске B, а чёрные фигуры на доске B запирают собственного короля: он никогда не может встать на занятое поле.',
  'learn.lesson.glassMate.task.1.prompt': 'Мат в один ход.',
  'learn.lesson.glassMate.task.1.hint': 'Ваш конь на доске B попадёт на доску A. С какого поля он даст шах королю на h8?',
  'learn.lesson.glassMate.task.1.wrong': 'Это не мат. Поищите шах конём.',
  'learn.lesson.glassMate.task.1.done':
    'Спёртый мат сквозь зеркало: g8, g7 и h7 заняты на доске B, и ни одна чёрная фигура на доске A не может взять коня.',

  // The puzzle trainer.
  'learn.puzzle.heading': 'Задача',
  'learn.puzzle.id': '#{id}',
  'learn.puzzle.yourRating': 'Ваш рейтинг',
  'learn.puzzle.loading': 'Загрузка задач…',
  'learn.puzzle.loadFailed': 'Не удалось загрузить задачи ({error}).',
  'learn.puzzle.loadEmpty': 'Не удалось загрузить задачи (в файле их нет).',
  'learn.puzzle.findWhite': 'Найдите лучший ход за белых.',
  'learn.puzzle.findBlack': 'Найдите лучший ход за чёрных.',
  'learn.puzzle.keepGoingWhite': 'Продолжайте за белых.',
  'learn.puzzle.keepGoingBlack': 'Продолжайте за чёрных.',
  'learn.puzzle.goodMove': 'Хороший ход…',
  'learn.puzzle.solved': 'Решено! Переходим к следующей.',
  'learn.puzzle.showingSolution': 'Решение, ход за ходом.',
  'learn.puzzle.result.correct': 'верно',
  'learn.puzzle.result.wrong': 'неверно',
  'learn.puzzle.wrongMove': '{move} — не тот ход.',
  'learn.puzzle.analyse': 'Анализ',
  'learn.puzzle.copyFen': 'Копировать',
  'learn.puzzle.rating': 'Рейтинг задачи {rating}',
  'learn.puzzle.streak': 'серия {count}',
  'learn.puzzle.solvedCount': {
    one: '{count} задача решена',
    few: '{count} задачи решены',
    many: '{count} задач решено',
    other: '{count} задачи решено',
  },
  'learn.puzzle.hint': 'Подсказка',
  'learn.puzzle.solution': 'Ответ',
  'learn.puzzle.retry': 'Заново',
  'learn.puzzle.next': 'Далее',
  'learn.puzzle.replyRefused': 'Ответ в задаче отклонён: {error}',
  'learn.puzzle.notFound': 'Задачи «{id}» нет; вот другая.',

  // Puzzle themes (the names in www/puzzles/puzzles.json), shown once a puzzle is done.
  'learn.puzzle.theme.mateIn': {
    one: 'мат в {count} ход',
    few: 'мат в {count} хода',
    many: 'мат в {count} ходов',
    other: 'мат в {count} хода',
  },
  'learn.puzzle.theme.crossBoardCheck': 'шах с другой доски',
  'learn.puzzle.theme.discoveredCheck': 'вскрытый шах',
  'learn.puzzle.theme.winMaterial': 'выигрыш материала',
  'learn.puzzle.theme.defence': 'защита',
  'learn.puzzle.theme.quietMove': 'тихий ход',
  'learn.puzzle.theme.fork': 'вилка',
  'learn.puzzle.theme.promotion': 'превращение',
  'learn.puzzle.theme.doubleCheck': 'двойной шах',
  'learn.puzzle.theme.castling': 'рокировка',
  'learn.puzzle.theme.lookingGlassMate': 'мат зазеркалья',
  'learn.puzzle.theme.kingEscape': 'король уходит в зазеркалье',
  'learn.puzzle.theme.glassBlock': 'перекрытие из зазеркалья',
  'learn.puzzle.theme.glassCapture': 'взятие после перехода',
  // The theme choice of the trainer.
  'learn.puzzle.themeLabel': 'Тема',
  'learn.puzzle.themeAll': 'Все темы',
  'learn.puzzle.themeOption': '{name} ({count})',
};
