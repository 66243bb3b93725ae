// Messages of the Settings card in 'de' (keys as in ../en/settings.js; a missing key falls back to
// English).
export default {
  'settings.title': 'Einstellungen',
  'settings.autoQueen': 'Immer in eine Dame umwandeln',
  'settings.boardBMarker': 'Figuren auf Brett B markieren (nicht nur farblich)',
  'settings.theme': 'Design',
  'settings.theme.system': 'System',
  'settings.theme.light': 'Hell',
  'settings.theme.dark': 'Dunkel',
  'settings.boardTheme': 'Brettfarben',
  'settings.boardTheme.blue': 'Blau',
  'settings.boardTheme.brown': 'Braun',
  'settings.boardTheme.green': 'Grün',
  'settings.pieceSet': 'Figuren',
  'settings.pieceSet.classic': 'Klassisch',
  'settings.pieceSet.modern': 'Modern',
};
