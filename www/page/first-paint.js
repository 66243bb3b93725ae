// Before the page is first drawn (a classic script in <head>, so it runs before any paint; the
// modules come later): the remembered look — theme, board colours, piece set — at once, and no
// words in the wrong language: when the page will speak another language than English (saved
// choice or the browser's), its text stays hidden until main.js has put the words in that
// language (class words-pending, removed by main.js; page/document.css shows the page anyway
// after 1.5 s, should the scripts fail). The rules of both live in page/settings.js
// (applyAppearance) and i18n/i18n.js (pickLanguage); this is their first-paint shadow.
(function firstPaint() {
  // The iframe route (index.html?embed=1) shows the widget: its own look, its own words.
  if (/[?&]embed=(1|true)(&|$)/.test(location.search)) return;
  var root = document.documentElement;
  /** @type {Record<string, any>} */
  var prefs = {};
  try {
    prefs = JSON.parse(localStorage.getItem('alice-chess.prefs') || '{}') || {};
  } catch (e) {
    prefs = {};
  }
  if (prefs.theme === 'light' || prefs.theme === 'dark') root.classList.add('theme-' + prefs.theme);
  var board = prefs.boardTheme === 'brown' || prefs.boardTheme === 'green' ? prefs.boardTheme : 'blue';
  root.classList.add('board-theme-' + board);
  if (prefs.pieceSet === 'modern') root.classList.add('pieces-modern');
  var spoken = ['en', 'fr', 'es', 'de', 'ru', 'it', 'pt'];
  var wishes = typeof prefs.lang === 'string' ? [prefs.lang] : navigator.languages || [navigator.language];
  for (var i = 0; i < wishes.length; i++) {
    var code = String(wishes[i] || '').toLowerCase().split(/[-_]/)[0];
    if (spoken.indexOf(code) >= 0) {
      if (code !== 'en') root.classList.add('words-pending');
      return;
    }
  }
})();
