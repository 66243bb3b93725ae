// Messages of the app in 'fr' (keys as in ../en/app.js; a missing key falls back to English).
export default {
  'app.update.ready': 'Une nouvelle version d’Alice Chess est prête.',
  'app.update.reload': 'Recharger',
};
