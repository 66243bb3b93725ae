// Messages of the Settings card in 'es' (keys as in ../en/settings.js; a missing key falls back to
// English).
export default {
  'settings.title': 'Ajustes',
  'settings.autoQueen': 'Coronar siempre en dama',
  'settings.boardBMarker': 'Marcar las piezas del tablero B (no solo por el color)',
  'settings.theme': 'Tema',
  'settings.theme.system': 'Sistema',
  'settings.theme.light': 'Claro',
  'settings.theme.dark': 'Oscuro',
  'settings.boardTheme': 'Colores del tablero',
  'settings.boardTheme.blue': 'Azul',
  'settings.boardTheme.brown': 'Marrón',
  'settings.boardTheme.green': 'Verde',
  'settings.pieceSet': 'Piezas',
  'settings.pieceSet.classic': 'Clásicas',
  'settings.pieceSet.modern': 'Modernas',
};
