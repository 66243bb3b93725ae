// The lessons (index.html?learn): short interactive lessons from lessons-data.js, each a few
// sentences and tasks done on the board. The player plays one side (the controller's online mode:
// only that side moves); a move the rules refuse is explained by the page's move note (the core's
// reason), a legal move that is not the task's answer by the lesson's own words, and taken back.
// A task done is marked (✓, data-done), the other side's scripted reply comes by itself. Progress
// is kept in localStorage. Every word comes from the learn catalogue (www/i18n/en/learn.js) through
// the page's translator, and is drawn again when the language changes.

import { LESSONS } from './lessons-data.js';
import { translateDom } from '../i18n/i18n.js';
import { englishT } from '../i18n/page-catalogues.js';
import { problemText } from '../i18n/errors.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('./lessons-data.js').Lesson} Lesson */
/** @typedef {import('./lessons-data.js').Task} Task */
/** @typedef {{current: string, done: Record<string, number>}} Progress */
/** @typedef {import('../i18n/i18n.js').Translate} Translate */
/** @typedef {import('../i18n/i18n.js').Params} Params */
/**
 * The page's words: `t` always translates with the current language; `onChange` is called when
 * the language changes (then everything shown is drawn again).
 * @typedef {{t: Translate, onChange?: (fn: () => void) => unknown}} I18n
 */

export const PROGRESS_KEY = 'alice-chess.lessons';
const REPLY_MS = 500;
const TAKE_BACK_MS = 700;

/**
 * Whether a move played does the task: one of its moves, or meets its rule.
 * @param {Task} task
 * @param {{uci: string, from: string, to: string, toBoard: string, check: boolean}} move
 * @param {{reason: string}|null} outcome  the game's outcome after the move
 */
export function accepts(task, move, outcome) {
  const a = task.accept;
  if (Array.isArray(a)) return a.includes(move.uci);
  if (a.from && a.from !== move.from) return false;
  if (a.to && a.to !== move.to) return false;
  if (a.board && a.board !== move.toBoard) return false;
  if (a.check && !move.check) return false;
  if (a.mate && outcome?.reason !== 'checkmate') return false;
  return true;
}

/** The side to move in a task: the FEN's, changed by each move played before it. */
export function sideOf(/** @type {Task} */ task) {
  const fenSide = task.fen.split(' ')[1] === 'b' ? 'b' : 'w';
  const odd = (task.moves?.length ?? 0) % 2 === 1;
  return odd ? (fenSide === 'w' ? 'b' : 'w') : fenSide;
}

/**
 * Progress from what was saved (anything: the parsed JSON, or null), checked by shape: the current
 * lesson when it is one of LESSONS (else the first), and the tasks done of each known lesson when
 * they are a whole number (others dropped). A corrupt save can never stop the lessons.
 * @param {unknown} raw
 * @returns {Progress}
 */
export function readProgress(raw) {
  const p = raw && typeof raw === 'object' ? /** @type {Record<string, unknown>} */ (raw) : {};
  const known = (/** @type {unknown} */ id) => LESSONS.some((l) => l.id === id);
  /** @type {Record<string, number>} */
  const done = {};
  if (p.done && typeof p.done === 'object' && !Array.isArray(p.done)) {
    for (const [id, n] of Object.entries(p.done)) {
      if (known(id) && Number.isInteger(n) && /** @type {number} */ (n) >= 0 && /** @type {number} */ (n) <= 1000) done[id] = /** @type {number} */ (n);
    }
  }
  return { current: known(p.current) ? /** @type {string} */ (p.current) : LESSONS[0].id, done };
}

/**
 * @param {import('../shell/storage.js').Store|null} storage
 * @returns {Progress}
 */
function loadProgress(storage) {
  try {
    return readProgress(JSON.parse(storage?.getItem(PROGRESS_KEY) ?? 'null'));
  } catch {
    return readProgress(null); // unreadable: start again
  }
}

/**
 * Start the lessons on the page.
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {GameController} controller
 * @param {{storage: import('../shell/storage.js').Store|null, note: (text: string) => void, orient: (side: 'w'|'b') => void}} env
 * @param {I18n} [i18n]  the page's words (English when not given)
 */
export function startLessons(el, controller, env, i18n = { t: englishT }) {
  const { t } = i18n;
  const progress = loadProgress(env.storage);
  const save = () => {
    try {
      env.storage?.setItem(PROGRESS_KEY, JSON.stringify(progress));
    } catch {
      /* storage off: progress lasts for this visit */
    }
  };
  el.lesson.hidden = false;

  let index = Math.max(0, LESSONS.findIndex((l) => l.id === progress.current));
  let step = 0;
  /** @type {'playing'|'replying'|'done'} */
  let state = 'playing';
  /** What is said below the task, kept as a key so that it follows the language. */
  /** @type {{key: string, params?: Params, kind: 'hint'|'wrong'|'done'}|null} */
  let feedback = null;

  const lesson = () => LESSONS[index];
  const task = () => lesson().tasks[step];
  const doneCount = (/** @type {Lesson} */ l) => Math.min(progress.done[l.id] ?? 0, l.tasks.length);
  const complete = (/** @type {Lesson} */ l) => doneCount(l) >= l.tasks.length;

  /** Set the board to the current task's position (the learner's side to move). */
  function setUp() {
    const job = task();
    const side = sideOf(job);
    controller.load({ fen: job.fen, moves: job.moves ?? [], players: { mode: 'online', color: side }, strict: true });
    controller.setPremoves(false);
    env.orient(side);
  }

  /** @param {number} i  lesson  @param {number} [s]  task (default: the first one not done) */
  function open(i, s) {
    index = i;
    const l = lesson();
    step = s ?? (complete(l) ? 0 : doneCount(l));
    state = 'playing';
    feedback = null;
    progress.current = l.id;
    save();
    setUp();
    render();
  }

  controller.on('move', ({ move, source }) => {
    if (source !== 'player' || state !== 'playing') return;
    const job = task();
    if (!accepts(job, move, controller.snapshot.outcome)) {
      feedback = { key: job.wrong, kind: 'wrong' };
      env.note(t(job.wrong));
      state = 'replying';
      render();
      setTimeout(() => {
        if (lesson().tasks[step] !== job) return; // moved on meanwhile
        state = 'playing';
        setUp();
        render();
      }, TAKE_BACK_MS);
      return;
    }
    progress.done[lesson().id] = Math.max(progress.done[lesson().id] ?? 0, step + 1);
    save();
    feedback = { key: job.done, kind: 'done' };
    state = 'done';
    render();
    if (job.reply) {
      const reply = job.reply;
      setTimeout(() => {
        if (lesson().tasks[step] !== job) return;
        try {
          controller.play(reply);
        } catch (err) {
          // A fault of the lesson's data (tests/js/lessons.test.mjs plays every reply): the core's
          // reason, in the page's language.
          const error = problemText(t, err);
          feedback = { key: 'learn.lessons.replyRefused', params: { error }, kind: 'wrong' };
          render();
        }
      }, REPLY_MS);
    }
  });

  el['lesson-hint'].addEventListener('click', () => {
    feedback = { key: task().hint, kind: 'hint' };
    render();
  });
  el['lesson-retry'].addEventListener('click', () => open(index, step));
  el['lesson-continue'].addEventListener('click', () => open(index, step + 1));
  el['lesson-next'].addEventListener('click', () => open((index + 1) % LESSONS.length, 0));
  el['lesson-prev'].addEventListener('click', () => open((index + LESSONS.length - 1) % LESSONS.length, 0));

  /** The list of lessons: one numbered button each, done ones ticked. */
  function renderList() {
    const list = /** @type {HTMLElement} */ (el['lesson-list']);
    const number = new Intl.NumberFormat(t.lang);
    list.replaceChildren(
      ...LESSONS.map((l, i) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'lesson-chip';
        b.textContent = complete(l) ? '✓' : number.format(i + 1);
        b.title = t(complete(l) ? 'learn.lessons.chipDone' : 'learn.lessons.chip', { number: i + 1, title: t(l.title) });
        b.setAttribute('aria-label', b.title);
        b.dataset.lesson = l.id;
        b.dataset.done = String(complete(l));
        if (i === index) b.setAttribute('aria-current', 'step');
        b.addEventListener('click', () => open(i));
        return b;
      }),
    );
  }

  function render() {
    const l = lesson();
    const job = task();
    const finished = state === 'done';
    const last = step === l.tasks.length - 1;
    el['lesson-count'].textContent = t('learn.lessons.count', { number: index + 1, total: LESSONS.length });
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
    const lessonDone = finished && last;
    el['lesson-next'].classList.toggle('primary', lessonDone);
    el['lesson-next'].textContent = t(index === LESSONS.length - 1 ? 'learn.lessons.first' : 'learn.lessons.next');
    el.lesson.dataset.complete = String(complete(l));
    renderList();
  }

  // The card's fixed words (data-i18n in index.html); the page translates them too, but the card
  // does not depend on it.
  translateDom(el.lesson, t);
  i18n.onChange?.(() => {
    translateDom(el.lesson, t);
    render();
  });
  open(index);
}
