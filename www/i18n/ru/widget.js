// Messages of the widget in 'ru' (keys as in ../en/widget.js; a missing key falls back to English).
export default {
  // While the rules core loads, and if it cannot.
  'widget.loading': 'Загрузка шахмат Алисы…',
  'widget.status.loading': 'Загрузка…',
  'widget.status.unavailable': 'Недоступно',
  'widget.engine.failed': 'Не удалось загрузить движок шахмат Алисы: {error}',
  'widget.style.failed': 'Не удалось загрузить таблицу стилей {href}.',
  'widget.computer.unavailable':
    'Компьютерный соперник на этой странице недоступен (не удалось запустить его движок), поэтому здесь вы играете за обе стороны (hotseat).',

  // The error box.
  'widget.error.dismiss': 'Закрыть',

  // The buttons under the board or the move list.
  'widget.nav.group': 'Перемещение по партии',
  'widget.nav.first': 'Начальная позиция (Home)',
  'widget.nav.prev': 'Предыдущий ход (←)',
  'widget.nav.next': 'Следующий ход (→)',
  'widget.nav.last': 'Последняя позиция (End)',
  'widget.controls': 'Управление партией',
  'widget.undo': 'Взять назад последний ход',
  'widget.flip': 'Перевернуть доску',
  'widget.view.two': 'Показать доски A и B рядом',
  'widget.view.one': 'Показать одну доску',
  'widget.live': 'К игре',
  'widget.live.label': 'Вернуться к текущей позиции (End)',

  // The move list.
  'widget.moves.label': 'Ходы в нотации Алисы',
  'widget.moves.none': 'Ходов пока нет.',

  // Online: the player's actions, the opponent's offers.
  'widget.actions': 'Действия в партии',
  'widget.action.resign': 'Сдаться',
  'widget.action.confirmResign': 'Точно сдаться?',
  'widget.action.resignLabel': 'Сдать партию',
  'widget.action.draw': 'Ничья?',
  'widget.action.drawOffered': 'Ничья предложена',
  'widget.action.drawLabel': 'Предложить ничью',
  'widget.action.takeback': 'Вернуть ход',
  'widget.action.takebackLabel': 'Попросить вернуть ваш последний ход',
  'widget.offer.label': 'Предложение соперника',
  'widget.offer.draw': 'Соперник предлагает ничью.',
  'widget.offer.takeback': 'Соперник просит вернуть его последний ход.',
  'widget.offer.draw.w': 'Белые предлагают ничью.',
  'widget.offer.draw.b': 'Чёрные предлагают ничью.',
  'widget.offer.draw.none': 'Предложена ничья.',
  'widget.offer.takeback.w': 'Белые просят вернуть последний ход.',
  'widget.offer.takeback.b': 'Чёрные просят вернуть последний ход.',
  'widget.offer.takeback.none': 'Просят вернуть ход.',
  'widget.offer.accept': 'Принять',
  'widget.offer.decline': 'Отклонить',
  // Online: the live game's abort, the player's own offer, the opponent's presence, the connection.
  'widget.action.abort': 'Прервать',
  'widget.action.abortLabel': 'Прервать партию (можно, пока обе стороны не сделали ход)',
  'widget.offer.sent.draw': 'Вы предложили ничью.',
  'widget.offer.sent.takeback': 'Вы попросили вернуть свой последний ход.',
  'widget.offer.withdraw': 'Отозвать',
  'widget.presence.gone': 'не в сети',
  'widget.gone.wait': 'Соперник покинул партию.',
  'widget.gone.claim': 'Соперник ушёл: вы можете потребовать победу или подождать его.',
  'widget.gone.claimButton': 'Потребовать победу',
  'widget.connection.reconnecting': 'Переподключение…',
  'widget.connection.offline': 'Нет соединения: партия сохранена на сервере.',
  'widget.connection.clocks': 'Часы здесь стоят до восстановления связи; время ведёт сервер.',

  // A bad attribute: what is wrong, and what is shown instead. {attribute}: orientation="…".
  'widget.attr.badColor': '{attribute} — недопустимое значение: используйте "white" или "black". {fallback}',
  'widget.attr.orientationFallback': 'Белые показаны внизу.',
  'widget.attr.playerFallback': 'Вы играете белыми против компьютера.',
  'widget.attr.playerFallbackOnline': 'Вы играете белыми.',
  'widget.attr.badMode': 'mode={value} — недопустимое значение: используйте "hotseat", "computer", "online" или "view". Включён режим hotseat.',
  'widget.attr.badView': 'view={value} — недопустимое значение: используйте "single" или "two". Показана одна доска.',
  'widget.attr.badLevel': 'level={value} — недопустимое значение: укажите целое число от {min} до {max}. Выбран уровень {level}.',
  'widget.attr.badControls': 'controls={value}: нет такой части {parts}; допустимы {known}. Остальные показаны.',

  // The game attributes the rules core could not read ({move}: "2. Qxe5"; {index} of {total}).
  'widget.load.pgn': 'Не удалось прочитать атрибут pgn: {error}. Вместо этого показана начальная позиция.',
  'widget.load.fen': 'fen={value} — недопустимая позиция шахмат Алисы: {error}. Вместо этого показана начальная позиция.',
  'widget.load.fenWithMoves':
    'fen={value} — недопустимая позиция шахмат Алисы: {error}. Вместо этого показана начальная позиция, без ходов.',
  'widget.load.movesFirst': 'Атрибут moves обрывается на ходе {move} (ход {index} из {total}): {error}. Показана позиция перед ним.',
  'widget.load.moves':
    'Атрибут moves обрывается на ходе {move} (ход {index} из {total}): {error}. Партия показана до предыдущего хода.',

  // The iframe route (index.html?embed=1): the page's title, and its notices about the URL.
  'widget.frame.title': 'Доска Alice Chess',
  'widget.frame.unknown': {
    one: 'Неизвестный параметр {names} пропущен. Известные: {known}.',
    few: 'Неизвестные параметры {names} пропущены. Известные: {known}.',
    many: 'Неизвестные параметры {names} пропущены. Известные: {known}.',
    other: 'Неизвестные параметры {names} пропущены. Известные: {known}.',
  },
  'widget.frame.origin': 'origin={value} — это не origin (вида https://example.org): доска не связывается со своей страницей.',
};
