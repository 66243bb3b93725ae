// Messages of the app in 'de' (keys as in ../en/app.js; a missing key falls back to English).
export default {
  'app.update.ready': 'Eine neue Version von Alice Chess ist bereit.',
  'app.update.reload': 'Neu laden',
};
