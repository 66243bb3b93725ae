// Messages of the Settings card in 'fr' (keys as in ../en/settings.js; a missing key falls back to
// English).
export default {
  'settings.title': 'Réglages',
  'settings.autoQueen': 'Toujours promouvoir en dame',
  'settings.boardBMarker': 'Marquer les pièces de l’échiquier B (pas seulement par la couleur)',
  'settings.theme': 'Thème',
  'settings.theme.system': 'Système',
  'settings.theme.light': 'Clair',
  'settings.theme.dark': 'Sombre',
  'settings.boardTheme': 'Couleurs de l’échiquier',
  'settings.boardTheme.blue': 'Bleu',
  'settings.boardTheme.brown': 'Marron',
  'settings.boardTheme.green': 'Vert',
  'settings.pieceSet': 'Pièces',
  'settings.pieceSet.classic': 'Classique',
  'settings.pieceSet.modern': 'Moderne',
};
