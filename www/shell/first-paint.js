// Before the page is first drawn (a classic script in <head>, so it runs before any paint; the
// modules come later):
// - the remembered look — theme, board colours, piece set — at once (the rule lives in
//   shell/settings.js, applyAppearance: this is its first-paint shadow);
// - the opened screen's own stylesheet (the rule of shell/screens.js: ?embed, ?game, ?watch,
//   ?online, ?signup, ?login, ?account, ?profile, ?editor, ?solve, ?analysis, ?puzzles/?puzzle, ?learn, else play);
// - no words in the wrong language (i18n/i18n.js's pickLanguage): when the page will speak another
//   language than English (saved choice or the browser's), the built site brings the markup's words
//   in that language before the body is read (firstWords below); should they fail, or in the
//   unbundled sources, the text stays hidden until main.js has worded the page (class
//   words-pending; shell/document.css shows the page anyway after 1.5 s, should the scripts fail).
//
// In the built site it also asks, in the first round of requests, for what the page will import
// next: the opened screen's own chunks and the chosen language's catalogue, as modulepreload links
// (PRELOAD, written by cargo xtask build: screen or language → the files, from the bundler's
// graph, the words' files, the stylesheets' built names; null in the sources).
(function firstPaint() {
  var PRELOAD = /** @type {{screens: Record<string, string[]>, languages: Record<string, string[]>, words: Record<string, string>, styles: Record<string, string>} | null} */ (null); // filled in by cargo xtask build
  /** Each screen's own stylesheet (the play screen's are the page's: style.css). */
  var SCREEN_STYLES = /** @type {Record<string, string>} */ ({
    analysis: 'www/analysis/analysis.css',
    editor: 'www/editor/editor.css',
    solve: 'www/solve/solve.css',
    puzzles: 'www/puzzles/puzzles.css',
    learn: 'www/learn/lessons.css',
    online: 'www/online/online.css',
    watch: 'www/online/online.css',
    game: 'www/online/online.css',
    signup: 'www/online/online.css',
    login: 'www/online/online.css',
    account: 'www/online/online.css',
    profile: 'www/online/online.css',
  });
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
          : has('signup')
          ? 'signup'
          : has('login')
          ? 'login'
          : has('account')
          ? 'account'
          : has('profile')
          ? 'profile'
          : has('editor')
      ? 'editor'
      : has('solve')
      ? 'solve'
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
  // The screen's own stylesheet, after the page's (written into the head: it holds the first
  // paint back as the page's own do). The built site names the bundled file.
  var style = SCREEN_STYLES[screen];
  if (style) {
    var href = PRELOAD ? PRELOAD.styles[style] : style;
    document.write('<link rel="stylesheet" href="' + href + '">');
  }
  var root = document.documentElement;
  // The online screens replace the play screen: never a glimpse of the play screen first.
  if (SCREEN_STYLES[screen] === SCREEN_STYLES.online) root.classList.add('screen-online');
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
      if (code !== 'en') {
        root.classList.add('words-pending');
        if (PRELOAD && PRELOAD.words[code]) firstWords(PRELOAD.words[code]);
      }
      if (PRELOAD) preload(PRELOAD.languages[code]);
      return;
    }
  }

  /**
   * The markup's own words in the page's language from the first paint: `file` (a classic
   * script, www/words-LANG-HASH.js, written by the build from the catalogues: every key the
   * markup names) is fetched now and run before the body is read — it calls
   * __aliceFirstWords(words) — and each element is worded as the parser adds it (a mutation
   * observer's records are delivered before the next paint). main.js words the page again with
   * the whole catalogue; should the file fail, words-pending hides the English as before.
   * @param {string} file
   */
  function firstWords(file) {
    var ATTRIBUTES = ['title', 'aria-label', 'placeholder', 'alt', 'label'];
    var SELECTOR = '[data-i18n],[data-i18n-rich],[data-i18n-' + ATTRIBUTES.join('],[data-i18n-') + ']';
    /** @type {any} */ (window).__aliceFirstWords = function (/** @type {Record<string, string>} */ words) {
      /**
       * A sentence with elements inside (data-i18n-rich, as shell/language.js's translateRich
       * words it): the message, each {slot} the element's own child data-slot="slot". Worded once
       * every slot is there (the parser may not have read them yet), and again whenever the parser
       * adds to it; never twice the same (the observer sees this change too).
       * @param {Element} el
       */
      var rich = function (el) {
        var key = el.getAttribute('data-i18n-rich');
        var message = key ? words[key] : undefined;
        if (message === undefined) return;
        /** @type {Record<string, Element>} */
        var slots = {};
        for (var c = 0; c < el.children.length; c++) {
          var slot = el.children[c].getAttribute('data-slot');
          if (slot) slots[slot] = el.children[c];
        }
        var parts = message.split(/\{(\w+)\}/);
        /** @type {Node[]} */
        var out = [];
        var text = '';
        for (var i = 0; i < parts.length; i++) {
          if (i % 2 === 0) {
            if (parts[i]) out.push(document.createTextNode(parts[i]));
            text += parts[i];
          } else if (slots[parts[i]]) {
            out.push(slots[parts[i]]);
            text += slots[parts[i]].textContent;
          } else return; // a slot not read yet
        }
        if (el.textContent === text && el.childNodes.length === out.length) return;
        el.replaceChildren.apply(el, out);
      };
      /** @param {Element} el */
      var word = function (el) {
        rich(el);
        var key = el.getAttribute('data-i18n');
        if (key && words[key] !== undefined && el.textContent !== words[key]) el.textContent = words[key];
        for (var a = 0; a < ATTRIBUTES.length; a++) {
          key = el.getAttribute('data-i18n-' + ATTRIBUTES[a]);
          if (key && words[key] !== undefined) el.setAttribute(ATTRIBUTES[a], words[key]);
        }
      };
      /** @param {Node} node */
      var under = function (node) {
        if (node.nodeType !== 1) {
          // Text the parser added after the words already put in an element (its text came in two
          // parts: two text nodes) — never a text a script set (one node, all of it).
          var parent = node.parentElement;
          if (parent && parent.hasAttribute('data-i18n') && parent.childNodes.length > 1) word(parent);
          return;
        }
        var el = /** @type {Element} */ (node);
        if (el.matches(SELECTOR)) word(el);
        var inside = el.querySelectorAll(SELECTOR);
        for (var n = 0; n < inside.length; n++) word(inside[n]);
      };
      root.lang = code;
      under(root);
      var watch = new MutationObserver(function (records) {
        for (var r = 0; r < records.length; r++) {
          if (records[r].type === 'characterData') {
            // The parser's next characters go into the last text node it finds in the element —
            // the one holding the words put there — so "Classic" after "Классические": worded again.
            var holder = records[r].target.parentElement;
            if (holder && holder.hasAttribute('data-i18n')) word(holder);
            var sentence = holder && holder.closest('[data-i18n-rich]');
            if (sentence) rich(sentence);
            continue;
          }
          var added = records[r].addedNodes;
          for (var k = 0; k < added.length; k++) under(added[k]);
          // The parser added to a sentence with elements inside (its slot, the text after it).
          var target = /** @type {Element} */ (records[r].target);
          var whole = target.nodeType === 1 ? target.closest('[data-i18n-rich]') : null;
          if (whole) rich(whole);
        }
      });
      watch.observe(document, { childList: true, characterData: true, subtree: true });
      document.addEventListener('DOMContentLoaded', function () {
        watch.disconnect();
        var sentences = root.querySelectorAll('[data-i18n-rich]');
        for (var s = 0; s < sentences.length; s++) rich(sentences[s]);
      });
      root.classList.remove('words-pending');
    };
    // Parser-blocking on purpose (same origin: never refused by the browser): the body is not
    // read, so not drawn, before the words are here.
    document.write('<script src="' + file + '"></scr' + 'ipt>');
  }
})();
