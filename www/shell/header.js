// The header's tools: the language picker, one board or two side by side, sound on or off. Each
// choice applies at once and is remembered with the other preferences; render() words the buttons
// for their state in the current language.

/** @typedef {import('./storage.js').Prefs} Prefs */

/**
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {{prefs: Prefs, save: () => void, board: {set: (options: {layout: 'single'|'double'}) => void},
 *          sound: {muted: boolean}, language: import('./language.js').PageLanguage}} env
 */
export function bindHeader(el, env) {
  const { prefs, language } = env;
  const { t } = language;

  if (el.language) language.bindPicker(el.language, el['language-code']); // (main.js binds it as the page loads)

  el['view-toggle']?.addEventListener('click', () => {
    prefs.layout = prefs.layout === 'double' ? 'single' : 'double';
    applyLayout();
    env.save();
  });
  el.mute?.addEventListener('click', () => {
    prefs.muted = !prefs.muted;
    env.sound.muted = prefs.muted;
    render();
    env.save();
  });

  function applyLayout() {
    env.board.set({ layout: prefs.layout });
    el.app?.classList.toggle('layout-double', prefs.layout === 'double');
    render();
  }

  function render() {
    const double = prefs.layout === 'double';
    const toggle = el['view-toggle'];
    toggle.setAttribute('aria-pressed', String(double));
    toggle.querySelector('.label').textContent = t(double ? 'page.header.layout.one' : 'page.header.layout.two');
    toggle.title = t(double ? 'page.header.layout.backToOne' : 'page.header.layout.showTwo');
    el.mute.setAttribute('aria-pressed', String(prefs.muted));
    el.mute.querySelector('.label').textContent = t(prefs.muted ? 'page.header.sound.muted' : 'page.header.sound.on');
    el.mute.title = t(prefs.muted ? 'page.header.sound.offTitle' : 'page.header.sound.onTitle');
  }

  applyLayout();
  return { render };
}
