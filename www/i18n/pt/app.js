// Messages of the app in 'pt' (keys as in ../en/app.js; a missing key falls back to English).
export default {
  'app.update.ready': 'Uma nova versão do Alice Chess está pronta.',
  'app.update.reload': 'Recarregar',
};
