// Before the page is first drawn (a classic script in <head>, so it runs before any paint; the
// modules come later): the remembered look — theme, board colours, piece set — at once, and no
// words in the wrong language: when the page will speak another language than English (saved
// choice or the browser's), its text stays hidden until main.js has put the words in that
// language (class words-pending, removed by main.js; shell/document.css shows the page anyway
// after 1.5 s, should the scripts fail). The rules of both live in shell/settings.js
// (applyAppearance) and i18n/i18n.js (pickLanguage); this is their first-paint shadow.
//
// In the built site it also asks, in the first round of requests, for what the page will import
// next: the opened screen's own chunks (the rule of shell/screens.js: ?embed, ?game, ?watch,
// ?online, ?editor, ?analysis, ?puzzles/?puzzle, ?learn, else play) and the chosen language's catalogue, as modulepreload links
// (PRELOAD, written by cargo xtask build: screen or language → the files, from the bundler's
// graph; null in the sources).
(function firstPaint() {
  var PRELOAD = /** @type {{screens: Record<string, string[]>, languages: Record<string, string[]>} | null} */ (null); // filled in by cargo xtask build
  /** @param {string[] | undefined} files */
  function preload(files) {
    for (var i = 0; files && i < files.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = files[i];
      document.head.appendChild(link);
    }
  }
  var q = location.search;
  var has = function (/** @type {string} */ name) {
    return new RegExp('[?&]' + name + '(=|&|$)').test(q);
  };
  var screen = /[?&]embed=(1|true)(&|$)/.test(q)
    ? 'embed'
    : has('game')
      ? 'game'
      : has('watch')
        ? 'watch'
        : has('online')
          ? 'online'
          : has('editor')
      ? 'editor'
      : has('analysis')
        ? 'analysis'
        : has('puzzles') || has('puzzle')
          ? 'puzzles'
          : has('learn')
            ? 'learn'
            : 'play';
  if (PRELOAD) preload(PRELOAD.screens[screen]);
  // The iframe route (index.html?embed=1) shows the widget: its own look, its own words.
  if (screen === 'embed') return;
  var root = document.documentElement;
  // The online screens replace the play screen: never a glimpse of the play screen first.
  if (screen === 'game' || screen === 'watch' || screen === 'online') root.classList.add('screen-online');
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
      if (PRELOAD) preload(PRELOAD.languages[code]);
      return;
    }
  }
})();
