// The notice floating over the top of the page: warnings (they stay until dismissed) and good news
// (it goes away by itself), with buttons when it offers something (Replace / Keep, Resume it).
// Its words may be given as functions of the page's `t`: then a change of language rewords it.

/** @typedef {import('../play/session.js').NoticeAction} NoticeAction */
/** @typedef {import('./language.js').Text} Text */
/** @typedef {(text: Text, kind?: 'info'|'warn', actions?: NoticeAction[]) => void} Notify */

/**
 * @param {Record<string, any>} el  the page's elements by data-part (notice, notice-text, notice-actions, notice-close)
 * @param {Pick<import('./language.js').PageLanguage, 'say'>} language
 * @returns {Notify}  notify
 */
export function createNotice(el, language) {
  /** @type {any} */
  let timer = 0;
  el['notice-close']?.addEventListener('click', () => {
    el.notice.hidden = true;
  });
  /**
   * @param {Text} text
   * @param {'info'|'warn'} [kind]  good news goes away by itself (unless it offers something)
   * @param {NoticeAction[]} [actions]
   */
  return function notify(text, kind = 'warn', actions = []) {
    language.say(el['notice-text'], text);
    el['notice-actions'].replaceChildren(
      ...actions.map((a) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = a.primary ? 'btn small primary' : 'btn small';
        language.say(b, a.label);
        b.dataset.testid = a.testid;
        b.addEventListener('click', () => {
          el.notice.hidden = true;
          a.run();
        });
        return b;
      }),
    );
    el.notice.dataset.kind = kind;
    el.notice.hidden = false;
    clearTimeout(timer);
    if (kind === 'info') timer = setTimeout(() => (el.notice.hidden = true), actions.length ? 20_000 : 6000);
  };
}
