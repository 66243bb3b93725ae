// Messages of the Settings card in 'it' (keys as in ../en/settings.js; a missing key falls back to
// English).
export default {
  'settings.title': 'Impostazioni',
  'settings.autoQueen': 'Promuovi sempre a donna',
  'settings.boardBMarker': 'Segna i pezzi della scacchiera B (non solo col colore)',
  'settings.theme': 'Tema',
  'settings.theme.system': 'Sistema',
  'settings.theme.light': 'Chiaro',
  'settings.theme.dark': 'Scuro',
  'settings.boardTheme': 'Colori scacchiera',
  'settings.boardTheme.blue': 'Blu',
  'settings.boardTheme.brown': 'Marrone',
  'settings.boardTheme.green': 'Verde',
  'settings.pieceSet': 'Pezzi',
  'settings.pieceSet.classic': 'Classici',
  'settings.pieceSet.modern': 'Moderni',
};
