// Messages of the Settings card (index.html, shell/settings.js). English: the source and the
// fallback of every language.
export default {
  'settings.title': 'Settings',
  'settings.autoQueen': 'Always promote to a queen',
  'settings.boardBMarker': 'Mark board-B pieces (not by colour alone)',
  'settings.theme': 'Theme',
  'settings.theme.system': 'System',
  'settings.theme.light': 'Light',
  'settings.theme.dark': 'Dark',
  'settings.boardTheme': 'Board colours',
  'settings.boardTheme.blue': 'Blue',
  'settings.boardTheme.brown': 'Brown',
  'settings.boardTheme.green': 'Green',
  'settings.pieceSet': 'Pieces',
  'settings.pieceSet.classic': 'Classic',
  'settings.pieceSet.modern': 'Modern',
};
