// The lessons (index.html?learn): short interactive lessons from lessons-data.js, each a few
// sentences and tasks done on the board. The player plays one side (the controller's online mode:
// only that side moves); a move the rules refuse is explained by the page's move note (the core's
// reason), a legal move that is not the task's answer by the lesson's own words, and taken back.
// A task done is marked (✓, data-done), the other side's scripted reply comes by itself. Progress
// is kept in localStorage.

import { LESSONS } from './lessons-data.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('./lessons-data.js').Lesson} Lesson */
/** @typedef {import('./lessons-data.js').Task} Task */
/** @typedef {{current: string, done: Record<string, number>}} Progress */

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
 * @param {Storage|null} storage
 * @returns {Progress}
 */
function loadProgress(storage) {
  try {
    const p = JSON.parse(storage?.getItem(PROGRESS_KEY) ?? 'null');
    if (p && typeof p.current === 'string' && p.done && typeof p.done === 'object') return { current: p.current, done: p.done };
  } catch {
    /* unreadable: start again */
  }
  return { current: LESSONS[0].id, done: {} };
}

/**
 * Start the lessons on the page.
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {GameController} controller
 * @param {{storage: Storage|null, note: (text: string) => void, orient: (side: 'w'|'b') => void}} env
 */
export function startLessons(el, controller, env) {
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
  /** @type {{text: string, kind: 'hint'|'wrong'|'done'}|null} */
  let feedback = null;

  const lesson = () => LESSONS[index];
  const task = () => lesson().tasks[step];
  const doneCount = (/** @type {Lesson} */ l) => Math.min(progress.done[l.id] ?? 0, l.tasks.length);
  const complete = (/** @type {Lesson} */ l) => doneCount(l) >= l.tasks.length;

  /** Set the board to the current task's position (the learner's side to move). */
  function setUp() {
    const t = task();
    const side = sideOf(t);
    controller.load({ fen: t.fen, moves: t.moves ?? [], players: { mode: 'online', color: side }, strict: true });
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
    const t = task();
    if (!accepts(t, move, controller.snapshot.outcome)) {
      feedback = { text: t.wrongText, kind: 'wrong' };
      env.note(t.wrongText);
      state = 'replying';
      render();
      setTimeout(() => {
        if (lesson().tasks[step] !== t) return; // moved on meanwhile
        state = 'playing';
        setUp();
        render();
      }, TAKE_BACK_MS);
      return;
    }
    progress.done[lesson().id] = Math.max(progress.done[lesson().id] ?? 0, step + 1);
    save();
    feedback = { text: t.doneText, kind: 'done' };
    state = 'done';
    render();
    if (t.reply) {
      const reply = t.reply;
      setTimeout(() => {
        if (lesson().tasks[step] !== t) return;
        try {
          controller.play(reply);
        } catch (err) {
          feedback = { text: `The lesson's reply was refused: ${err instanceof Error ? err.message : String(err)}`, kind: 'wrong' };
          render();
        }
      }, REPLY_MS);
    }
  });

  el['lesson-hint'].addEventListener('click', () => {
    feedback = { text: task().hint, kind: 'hint' };
    render();
  });
  el['lesson-retry'].addEventListener('click', () => open(index, step));
  el['lesson-continue'].addEventListener('click', () => open(index, step + 1));
  el['lesson-next'].addEventListener('click', () => open((index + 1) % LESSONS.length, 0));
  el['lesson-prev'].addEventListener('click', () => open((index + LESSONS.length - 1) % LESSONS.length, 0));

  /** The list of lessons: one numbered button each, done ones ticked. */
  function renderList() {
    const list = /** @type {HTMLElement} */ (el['lesson-list']);
    list.replaceChildren(
      ...LESSONS.map((l, i) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'lesson-chip';
        b.textContent = complete(l) ? '✓' : String(i + 1);
        b.title = `${i + 1}. ${l.title}${complete(l) ? ' (done)' : ''}`;
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
    const t = task();
    const finished = state === 'done';
    const last = step === l.tasks.length - 1;
    el['lesson-count'].textContent = `Lesson ${index + 1} of ${LESSONS.length}`;
    el['lesson-title'].textContent = l.title;
    el['lesson-text'].replaceChildren(
      ...l.text.map((line) => {
        const p = document.createElement('p');
        p.textContent = line;
        return p;
      }),
    );
    el['lesson-step'].textContent = l.tasks.length > 1 ? `Task ${step + 1} of ${l.tasks.length}` : 'Task';
    const taskEl = /** @type {HTMLElement} */ (el['lesson-task']);
    taskEl.dataset.done = String(finished);
    el['lesson-prompt'].textContent = t.prompt;
    el['lesson-tick'].hidden = !finished;
    const fb = /** @type {HTMLElement} */ (el['lesson-feedback']);
    fb.textContent = feedback?.text ?? '';
    fb.dataset.kind = feedback?.kind ?? '';
    el['lesson-continue'].hidden = !(finished && !last);
    el['lesson-hint'].disabled = finished;
    const lessonDone = finished && last;
    el['lesson-next'].classList.toggle('primary', lessonDone);
    el['lesson-next'].textContent = index === LESSONS.length - 1 ? 'First lesson' : 'Next lesson';
    el.lesson.dataset.complete = String(complete(l));
    renderList();
  }

  open(index);
}
