// Messages of the app in 'es' (keys as in ../en/app.js; a missing key falls back to English).
export default {
  'app.update.ready': 'Hay una nueva versión de Alice Chess lista.',
  'app.update.reload': 'Recargar',
};
