// Messages of the Settings card in 'pt' (keys as in ../en/settings.js; a missing key falls back to
// English).
export default {
  'settings.title': 'Configurações',
  'settings.autoQueen': 'Promover sempre a dama',
  'settings.boardBMarker': 'Marcar as peças do tabuleiro B (não só pela cor)',
  'settings.theme': 'Tema',
  'settings.theme.system': 'Sistema',
  'settings.theme.light': 'Claro',
  'settings.theme.dark': 'Escuro',
  'settings.boardTheme': 'Cores do tabuleiro',
  'settings.boardTheme.blue': 'Azul',
  'settings.boardTheme.brown': 'Marrom',
  'settings.boardTheme.green': 'Verde',
  'settings.pieceSet': 'Peças',
  'settings.pieceSet.classic': 'Clássicas',
  'settings.pieceSet.modern': 'Modernas',
};
