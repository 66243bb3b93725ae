// Messages of the app in 'ru' (keys as in ../en/app.js; a missing key falls back to English).
export default {
  'app.update.ready': 'Готова новая версия Alice Chess.',
  'app.update.reload': 'Обновить',
};
