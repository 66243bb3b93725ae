// The lessons' controller: which lesson and task is open, what is said under it, the progress — and
// the actions (open a lesson, a hint, again, go on, next, previous) and the answer to a move played
// on the board. No DOM: the view (lesson-view.js) draws its state and calls its actions; it says
// "changed" to its listeners. A legal move that is not the task's answer is named by the lesson's
// own words (env.note, the page's move note) and taken back; a task done is kept in the progress,
// and the other side's scripted reply comes by itself.

import { LESSONS } from './lessons-data.js';
import { loadProgress, saveProgress } from './progress.js';
import { problemText } from '../i18n/errors.js';
import { createEmitter } from '../game/emitter.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('./lessons-data.js').Lesson} Lesson */
/** @typedef {import('./lessons-data.js').Task} Task */
/** @typedef {import('../i18n/i18n.js').Translate} Translate */
/** @typedef {import('../i18n/i18n.js').Params} Params */
/** What is said under the task, kept as a key so that it follows the language. */
/** @typedef {{key: string, params?: Params, kind: 'hint'|'wrong'|'done'}} Feedback */

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
 * @param {GameController} controller  the board's game
 * @param {{storage: import('../shell/storage.js').Store|null, note: (text: string) => void,
 *          orient: (side: 'w'|'b') => void, t: Translate}} env  note: the page's note over the
 *        board; orient: the learner's side at the bottom
 */
export function createLessonCtrl(controller, env) {
  const { t } = env;
  const progress = loadProgress(env.storage);
  const state = {
    index: Math.max(0, LESSONS.findIndex((l) => l.id === progress.current)),
    step: 0,
    /** @type {'playing'|'replying'|'done'} */
    phase: 'playing',
    /** @type {Feedback|null} */
    feedback: null,
  };

  const lesson = () => LESSONS[state.index];
  const task = () => lesson().tasks[state.step];
  const doneCount = (/** @type {Lesson} */ l) => Math.min(progress.done[l.id] ?? 0, l.tasks.length);
  const complete = (/** @type {Lesson} */ l) => doneCount(l) >= l.tasks.length;
  const events = createEmitter();
  const changed = () => events.emit('change', null);

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
    state.index = i;
    const l = lesson();
    state.step = s ?? (complete(l) ? 0 : doneCount(l));
    state.phase = 'playing';
    state.feedback = null;
    progress.current = l.id;
    saveProgress(env.storage, progress);
    setUp();
    changed();
  }

  controller.on('move', ({ move, source }) => {
    if (source !== 'player' || state.phase !== 'playing') return;
    const job = task();
    if (!accepts(job, move, controller.snapshot.outcome)) {
      state.feedback = { key: job.wrong, kind: 'wrong' };
      env.note(t(job.wrong));
      state.phase = 'replying';
      changed();
      setTimeout(() => {
        if (task() !== job) return; // moved on meanwhile
        state.phase = 'playing';
        setUp();
        changed();
      }, TAKE_BACK_MS);
      return;
    }
    progress.done[lesson().id] = Math.max(progress.done[lesson().id] ?? 0, state.step + 1);
    saveProgress(env.storage, progress);
    state.feedback = { key: job.done, kind: 'done' };
    state.phase = 'done';
    changed();
    if (job.reply) {
      const reply = job.reply;
      setTimeout(() => {
        if (task() !== job) return;
        try {
          controller.play(reply);
        } catch (err) {
          // A fault of the lesson's data (tests/js/lessons.test.mjs plays every reply): the core's
          // reason, in the page's language.
          state.feedback = { key: 'learn.lessons.replyRefused', params: { error: problemText(t, err) }, kind: 'wrong' };
          changed();
        }
      }, REPLY_MS);
    }
  });

  return {
    lessons: LESSONS,
    state: /** @type {Readonly<typeof state>} */ (state),
    lesson,
    task,
    complete,
    /** @param {() => void} fn  called after every change of state */
    onChange: (fn) => events.on('change', fn),
    open,
    hint() {
      state.feedback = { key: task().hint, kind: 'hint' };
      changed();
    },
    retry: () => open(state.index, state.step),
    continue: () => open(state.index, state.step + 1),
    next: () => open((state.index + 1) % LESSONS.length, 0),
    prev: () => open((state.index + LESSONS.length - 1) % LESSONS.length, 0),
  };
}

/** @typedef {ReturnType<typeof createLessonCtrl>} LessonCtrl */
