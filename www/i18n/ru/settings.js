// Messages of the Settings card in 'ru' (keys as in ../en/settings.js; a missing key falls back to
// English).
export default {
  'settings.title': 'Настройки',
  'settings.autoQueen': 'Всегда превращать в ферзя',
  'settings.boardBMarker': 'Отмечать фигуры доски B (не только цветом)',
  'settings.theme': 'Тема',
  'settings.theme.system': 'Системная',
  'settings.theme.light': 'Светлая',
  'settings.theme.dark': 'Тёмная',
  'settings.boardTheme': 'Цвета доски',
  'settings.boardTheme.blue': 'Синие',
  'settings.boardTheme.brown': 'Коричневые',
  'settings.boardTheme.green': 'Зелёные',
  'settings.pieceSet': 'Фигуры',
  'settings.pieceSet.classic': 'Классические',
  'settings.pieceSet.modern': 'Современные',
};
