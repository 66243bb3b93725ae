// The lessons' view: draws the lesson card from the controller's state (lesson-ctrl.js) — the
// numbered list, the lesson's words, the task, what is said under it — and turns its buttons into
// the controller's actions. Every word comes from the learn catalogue through the page's
// translator; the card is drawn again when the language changes.

import { translateDom } from '../i18n/i18n.js';

/**
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {import('./lesson-ctrl.js').LessonCtrl} ctrl
 * @param {import('./lessons.js').I18n} i18n
 */
export function bindLessonView(el, ctrl, i18n) {
  const { t } = i18n;
  el.lesson.hidden = false;
  el['lesson-hint'].addEventListener('click', () => ctrl.hint());
  el['lesson-retry'].addEventListener('click', () => ctrl.retry());
  el['lesson-continue'].addEventListener('click', () => ctrl.continue());
  el['lesson-next'].addEventListener('click', () => ctrl.next());
  el['lesson-prev'].addEventListener('click', () => ctrl.prev());

  /** The list of lessons: one numbered button each, done ones ticked. */
  function renderList() {
    const list = /** @type {HTMLElement} */ (el['lesson-list']);
    const number = new Intl.NumberFormat(t.lang);
    list.replaceChildren(
      ...ctrl.lessons.map((l, i) => {
        const done = ctrl.complete(l);
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'lesson-chip';
        b.textContent = done ? '✓' : number.format(i + 1);
        b.title = t(done ? 'learn.lessons.chipDone' : 'learn.lessons.chip', { number: i + 1, title: t(l.title) });
        b.setAttribute('aria-label', b.title);
        b.dataset.lesson = l.id;
        b.dataset.done = String(done);
        if (i === ctrl.state.index) b.setAttribute('aria-current', 'step');
        b.addEventListener('click', () => ctrl.open(i));
        return b;
      }),
    );
  }

  function render() {
    const { index, step, phase, feedback } = ctrl.state;
    const l = ctrl.lesson();
    const job = ctrl.task();
    const finished = phase === 'done';
    const last = step === l.tasks.length - 1;
    const total = ctrl.lessons.length;
    el['lesson-count'].textContent = t('learn.lessons.count', { number: index + 1, total });
    el['lesson-title'].textContent = t(l.title);
    el['lesson-text'].replaceChildren(
      ...l.text.map((key) => {
        const p = document.createElement('p');
        p.textContent = t(key);
        return p;
      }),
    );
    el['lesson-step'].textContent =
      l.tasks.length > 1 ? t('learn.lessons.taskOf', { number: step + 1, total: l.tasks.length }) : t('learn.lessons.task');
    const taskEl = /** @type {HTMLElement} */ (el['lesson-task']);
    taskEl.dataset.done = String(finished);
    el['lesson-prompt'].textContent = t(job.prompt);
    el['lesson-tick'].hidden = !finished;
    const fb = /** @type {HTMLElement} */ (el['lesson-feedback']);
    fb.textContent = feedback ? t(feedback.key, feedback.params) : '';
    fb.dataset.kind = feedback?.kind ?? '';
    el['lesson-continue'].hidden = !(finished && !last);
    el['lesson-hint'].disabled = finished;
    el['lesson-next'].classList.toggle('primary', finished && last);
    el['lesson-next'].textContent = t(index === total - 1 ? 'learn.lessons.first' : 'learn.lessons.next');
    el.lesson.dataset.complete = String(ctrl.complete(l));
    renderList();
  }

  ctrl.onChange(render);
  // The card's fixed words (data-i18n in index.html); the page translates them too, but the card
  // does not depend on it.
  translateDom(el.lesson, t);
  i18n.onChange?.(() => {
    translateDom(el.lesson, t);
    render();
  });
  return { render };
}
