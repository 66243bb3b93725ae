// The lessons (index.html?learn): short interactive lessons from lessons-data.js, each a few
// sentences and tasks done on the board. The player plays one side (the controller's online mode:
// only that side moves); a move the rules refuse is explained by the page's move note (the core's
// reason), a legal move that is not the task's answer by the lesson's own words, and taken back.
// A task done is marked (✓, data-done), the other side's scripted reply comes by itself. Progress
// is kept in localStorage. Every word comes from the learn catalogue (www/i18n/en/learn.js) through
// the page's translator, and is drawn again when the language changes.
//
// This file starts the lessons: lesson-ctrl.js is their controller (state and actions, no DOM;
// what a task accepts), lesson-view.js draws it, progress.js keeps the progress.

import { englishT } from '../i18n/page-catalogues.js';
import { createLessonCtrl } from './lesson-ctrl.js';
import { bindLessonView } from './lesson-view.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('../i18n/i18n.js').Translate} Translate */
/**
 * The page's words: `t` always translates with the current language; `onChange` is called when
 * the language changes (then everything shown is drawn again).
 * @typedef {{t: Translate, onChange?: (fn: () => void) => unknown}} I18n
 */

export { accepts, sideOf } from './lesson-ctrl.js';
export { PROGRESS_KEY, readProgress } from './progress.js';

/**
 * Start the lessons on the page: the controller (lesson-ctrl.js) and its view (lesson-view.js),
 * on the first lesson not done (or the one open last time).
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {GameController} controller
 * @param {{storage: import('../shell/storage.js').Store|null, note: (text: string) => void, orient: (side: 'w'|'b') => void}} env
 * @param {I18n} [i18n]  the page's words (English when not given)
 */
export function startLessons(el, controller, env, i18n = { t: englishT }) {
  const ctrl = createLessonCtrl(controller, { ...env, t: i18n.t });
  bindLessonView(el, ctrl, i18n);
  ctrl.open(ctrl.state.index);
  return ctrl;
}
