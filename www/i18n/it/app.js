// Messages of the app in 'it' (keys as in ../en/app.js; a missing key falls back to English).
export default {
  'app.update.ready': 'È pronta una nuova versione di Alice Chess.',
  'app.update.reload': 'Ricarica',
};
