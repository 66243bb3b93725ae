// Messages of the app shell: offline copy and updates (see ../i18n.js). English: the source and the
// fallback of every language.
export default {
  'app.update.ready': 'A new version of Alice Chess is ready.',
  'app.update.reload': 'Reload',
};
