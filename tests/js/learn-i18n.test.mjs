// The lessons (learn/lessons.js) and the puzzle trainer (puzzles/screen.js) say nothing in code: run
// on a small stand-in DOM with a pseudo translator (every message becomes «mark:key»), every word
// they show is a message of www/i18n/en/learn.js, and a language change redraws all of it. Their
// cards in index.html carry data-i18n on every fixed word. Without a translator they speak English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import learn from '../../www/i18n/en/learn.js';
import { startLessons } from '../../www/learn/lessons.js';
import { startPuzzles } from '../../www/puzzles/screen.js';
import { PROGRESS_KEY } from '../../www/puzzles/progress.js';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Just what the two modules use of an element. */
class FakeElement {
  constructor() {
    this.textContent = '';
    this.title = '';
    this.hidden = false;
    this.disabled = false;
    /** @type {Record<string, string>} */
    this.dataset = {};
    /** @type {Record<string, string>} */
    this.attributes = {};
    /** @type {FakeElement[]} */
    this.children = [];
    /** @type {Record<string, Function[]>} */
    this.listeners = {};
    this.classList = { toggle() {}, add() {} };
  }
  setAttribute(name, value) {
    this.attributes[name] = String(value);
  }
  getAttribute(name) {
    return this.attributes[name] ?? null;
  }
  addEventListener(type, fn) {
    (this.listeners[type] ??= []).push(fn);
  }
  click() {
    for (const fn of this.listeners.click ?? []) fn();
  }
  replaceChildren(...children) {
    this.children = children;
  }
  querySelectorAll() {
    return []; // the markup's data-i18n is checked on index.html itself below
  }
}
globalThis.document = /** @type {any} */ ({ createElement: () => new FakeElement() });

/** The page's elements by data-part, made on first use. */
function fakeParts() {
  return new Proxy(/** @type {Record<string, FakeElement>} */ ({}), {
    get: (parts, name) => (parts[/** @type {string} */ (name)] ??= new FakeElement()),
  });
}

/** Just what the two modules use of the controller; `emit` stands for the board's move. */
function fakeController() {
  /** @type {Record<string, Function[]>} */
  const handlers = {};
  return {
    snapshot: { turn: 'w', outcome: null, gamePly: 0 },
    on: (event, fn) => (handlers[event] ??= []).push(fn),
    emit: (event, payload) => (handlers[event] ?? []).forEach((fn) => fn(payload)),
    load() {},
    setPremoves() {},
    setPlayers() {},
    play() {},
    goTo() {},
  };
}

/**
 * A pseudo language: «mark:key» for every message (its params after it). Its `lang` is Japanese so
 * that the words Intl adds (list conjunctions) are not Latin letters: any Latin letter outside the
 * marks is English left in code. `use(mark)` changes language as the page does: the same function,
 * then every onChange listener.
 */
function pseudoI18n() {
  let mark = 'one';
  const used = new Set();
  /** @type {Function[]} */
  const listeners = [];
  const t = Object.assign(
    (key, params) => {
      used.add(key);
      const values = params ? Object.values(params).filter((v) => typeof v !== 'string' || !v.startsWith('«')) : [];
      const inner = params ? Object.values(params).filter((v) => typeof v === 'string' && v.startsWith('«')) : [];
      return `«${mark}:${key}${values.length ? ` ${values.join(' ')}` : ''}»${inner.join('')}`;
    },
    { lang: 'ja' },
  );
  return {
    i18n: { t, onChange: (fn) => listeners.push(fn) },
    used,
    use(next) {
      mark = next;
      listeners.forEach((fn) => fn());
    },
  };
}

/** Every word an element shows: text, title, aria-label, its children's. */
function wordsOf(el) {
  return [el.textContent, el.title, el.attributes['aria-label'] ?? '', ...el.children.flatMap(wordsOf)].filter(Boolean);
}

/** Whatever is left of the shown words once the marks of `mark` are taken out: no letters. */
function assertAllTranslated(parts, mark, extra = []) {
  const words = [...Object.values(parts).flatMap(wordsOf), ...extra];
  assert.ok(words.length >= 4, 'something is shown');
  for (const word of words) {
    const rest = word.replace(new RegExp(`«${mark}:[^»]*»`, 'g'), '');
    assert.doesNotMatch(rest, /\p{L}/u, `"${word}": a word not from the catalogue (or not in the language "${mark}")`);
  }
}

/** Every key asked for is an English message of the learn area. */
function assertKnown(used) {
  for (const key of used) assert.ok(Object.hasOwn(learn, key), `${key} is in www/i18n/en/learn.js`);
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('lessons: every word from the catalogue, redrawn when the language changes', async () => {
  const el = fakeParts();
  const controller = fakeController();
  const notes = [];
  const { i18n, used, use } = pseudoI18n();
  startLessons(el, /** @type {any} */ (controller), { storage: null, note: (text) => notes.push(text), orient() {} }, i18n);
  assert.equal(el['lesson-list'].children.length, 11);
  assertAllTranslated(el, 'one');

  el['lesson-hint'].click();
  assert.equal(el['lesson-feedback'].dataset.kind, 'hint');
  // Lesson 1, task 1: e2-e4 is the answer.
  controller.emit('move', { move: { uci: 'e2e4', from: 'e2', to: 'e4', toBoard: 'B', check: false }, source: 'player' });
  assert.equal(el['lesson-feedback'].dataset.kind, 'done');
  assert.match(el['lesson-feedback'].textContent, /^«one:learn\.lesson\.lookingGlass\.task\.1\.done»$/);
  use('two');
  assert.match(el['lesson-feedback'].textContent, /^«two:learn\.lesson\.lookingGlass\.task\.1\.done»$/);
  assertAllTranslated(el, 'two');

  // Task 2: a legal move that is not the answer: the lesson's words, in the note too.
  el['lesson-continue'].click();
  controller.emit('move', { move: { uci: 'd2d4', from: 'd2', to: 'd4', toBoard: 'B', check: false }, source: 'player' });
  assert.equal(el['lesson-feedback'].dataset.kind, 'wrong');
  assert.deepEqual(notes, ['«two:learn.lesson.lookingGlass.task.2.wrong»']);
  assertAllTranslated(el, 'two', notes);
  // The last lesson: its "next" button says "first lesson".
  el['lesson-prev'].click();
  assert.match(el['lesson-next'].textContent, /learn\.lessons\.first/);
  assertAllTranslated(el, 'two');
  assertKnown(used);
  await wait(800); // the wrong try's take-back
});

test('lessons without a translator speak English', () => {
  const el = fakeParts();
  startLessons(el, /** @type {any} */ (fakeController()), { storage: null, note() {}, orient() {} });
  assert.equal(el['lesson-prompt'].textContent, 'Push the e-pawn two squares: e2 to e4.');
  assert.equal(el['lesson-count'].textContent, 'Lesson 1 of 11');
  assert.equal(el['lesson-step'].textContent, 'Task 1 of 2');
  assert.equal(el['lesson-list'].children[0].title, '1. Through the looking glass');
});

const PUZZLE = {
  id: 'p1',
  fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  moves: ['e2e4', 'e7e5', 'd1h5'],
  rating: 1600,
  themes: ['mateIn2', 'crossBoardCheck', 'someNewTheme'],
};
const fetchOf = (body, ok = true) => async () => ({ ok, status: 404, statusText: 'Not Found', json: async () => body });

test('puzzles: every word from the catalogue, a stable data-result, redrawn when the language changes', async () => {
  const el = fakeParts();
  const controller = fakeController();
  const notices = [];
  const { i18n, used, use } = pseudoI18n();
  const env = { storage: null, id: 'nope', setShapes() {}, orient() {}, notify: (text) => notices.push(text), fetch: fetchOf({ puzzles: [PUZZLE] }) };
  await startPuzzles(el, /** @type {any} */ (controller), /** @type {any} */ (env), i18n);
  assert.deepEqual(notices, ['«one:learn.puzzle.notFound nope»']);
  assert.match(el['puzzle-prompt'].textContent, /learn\.puzzle\.findWhite/);
  assert.equal(el['puzzle-rating'].textContent, '1500', 'a rating in plain digits');
  assertAllTranslated(el, 'one', notices);

  // A wrong move: the machine's word in data-result, the person's in the text.
  controller.emit('move', { move: { uci: 'd2d4' }, source: 'player' });
  assert.equal(el['puzzle-result'].dataset.result, 'wrong');
  assert.equal(el['puzzle-result'].textContent, '«one:learn.puzzle.result.wrong»');
  // The solution: the puzzle is done, its themes are shown (one the catalogue lacks, as written).
  el['puzzle-solution'].click();
  assert.match(el['puzzle-meta'].textContent, /learn\.puzzle\.theme\.mateIn 2.*learn\.puzzle\.theme\.crossBoardCheck.*someNewTheme/);
  use('two');
  assert.equal(el['puzzle-result'].dataset.result, 'wrong');
  assert.equal(el['puzzle-result'].textContent, '«two:learn.puzzle.result.wrong»');
  const meta = el['puzzle-meta'].textContent.replace('someNewTheme', '');
  // (The puzzle's FEN, shown once it is done, is data, not words.)
  assert.equal(el['puzzle-fen'].textContent, PUZZLE.fen);
  const blank = () => Object.assign(new FakeElement(), { textContent: '' });
  assertAllTranslated({ ...el, 'puzzle-meta': Object.assign(new FakeElement(), { textContent: meta }), 'puzzle-fen': blank() }, 'two');
  assertKnown([...used].filter((key) => key !== 'learn.puzzle.theme.someNewTheme'));
  await wait(800); // the wrong try's take-back, the solution's steps
});

test('puzzles in English: plural counts, theme names, and the loading failure redrawn', async () => {
  const el = fakeParts();
  const env = { storage: null, id: null, setShapes() {}, orient() {}, notify() {}, fetch: fetchOf({ puzzles: [PUZZLE] }) };
  await startPuzzles(el, /** @type {any} */ (fakeController()), /** @type {any} */ (env));
  assert.equal(el['puzzle-prompt'].textContent, 'Find the best move for White.');
  assert.equal(el['puzzle-meta'].textContent, 'Puzzle rating 1600 · streak 0 · 0 puzzles solved');
  assert.equal(el['puzzle-id'].textContent, '#p1');

  const broken = fakeParts();
  const { i18n, use } = pseudoI18n();
  await startPuzzles(broken, /** @type {any} */ (fakeController()), /** @type {any} */ ({ ...env, fetch: fetchOf(null, false) }), i18n);
  assert.equal(broken['puzzle-prompt'].textContent, '«one:learn.puzzle.loadFailed 404 Not Found»');
  use('two');
  assert.equal(broken['puzzle-prompt'].textContent, '«two:learn.puzzle.loadFailed 404 Not Found»');
  const empty = fakeParts();
  await startPuzzles(empty, /** @type {any} */ (fakeController()), /** @type {any} */ ({ ...env, fetch: fetchOf({ puzzles: [] }) }));
  assert.equal(empty['puzzle-prompt'].textContent, 'The puzzles could not be loaded (the file holds none).');
});

test('puzzles: the theme select lists the file\'s themes; a theme chosen picks its puzzles and is kept', async () => {
  const items = new Map();
  const storage = { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => items.set(k, v), removeItem() {} };
  const fork = { ...PUZZLE, id: 'p2', themes: ['winMaterial', 'fork'] };
  const env = { storage, id: 'p1', setShapes() {}, orient() {}, notify() {}, fetch: fetchOf({ puzzles: [PUZZLE, fork] }) };
  const el = fakeParts();
  await startPuzzles(el, /** @type {any} */ (fakeController()), /** @type {any} */ (env));
  const select = el['puzzle-theme'];
  // The kinds first, then the other themes (by count, then name).
  assert.deepEqual(
    select.children.map((o) => o.value),
    ['', 'mateIn2', 'winMaterial', 'crossBoardCheck', 'fork', 'someNewTheme'],
  );
  assert.deepEqual(
    select.children.slice(0, 3).map((o) => o.textContent),
    ['All themes', 'mate in 2 (1)', 'winning material (1)'],
  );
  assert.equal(select.value, '');
  assert.equal(el['puzzle-id'].textContent, '#p1');
  select.value = 'fork';
  select.listeners.change.forEach((fn) => fn());
  assert.equal(el['puzzle-id'].textContent, '#p2', 'a puzzle of the theme at once');
  assert.equal(JSON.parse(items.get(PROGRESS_KEY)).theme, 'fork');
  el['puzzle-next'].click();
  assert.equal(el['puzzle-id'].textContent, '#p2', 'the next one is of the theme too');
  // Kept: a new visit starts in the theme.
  const again = fakeParts();
  await startPuzzles(again, /** @type {any} */ (fakeController()), /** @type {any} */ ({ ...env, id: null }));
  assert.equal(again['puzzle-theme'].value, 'fork');
  assert.equal(again['puzzle-id'].textContent, '#p2');
});

test('index.html: the lesson and puzzle cards have data-i18n on every fixed word, with keys of en/learn.js', () => {
  const html = fs.readFileSync(path.join(ROOT, 'index.html'), 'utf8');
  for (const card of ['puzzle-card', 'lesson-card']) {
    const start = html.indexOf(`<section class="card ${card}"`);
    assert.ok(start >= 0, card);
    const section = html.slice(start, html.indexOf('</section>', start));
    for (const [, key] of section.matchAll(/data-i18n(?:-[a-z-]+)?="([^"]+)"/g)) assert.ok(Object.hasOwn(learn, key), `${card}: ${key}`);
    // Text between tags: only in an element with data-i18n (or a sign: ✓ ‹).
    for (const [, open, text] of section.matchAll(/(<[^>]*>)([^<]*)/g)) {
      if (/\p{L}/u.test(text)) assert.match(open, /data-i18n="/, `${card}: "${text.trim()}" comes from the catalogue`);
    }
    for (const [tag] of section.matchAll(/<[^>]*\b(?:aria-label|title|placeholder|alt)="[^"]*"[^>]*>/g)) {
      for (const [, attr] of tag.matchAll(/\s(aria-label|title|placeholder|alt)="/g)) {
        assert.match(tag, new RegExp(`data-i18n-${attr}="`), `${card}: ${attr} of ${tag} comes from the catalogue`);
      }
    }
  }
});

test('puzzles: corrupt saved progress (ratings: "x", results: 5) never stops a try: the try is rated and saved', async () => {
  const items = new Map([['alice-chess.puzzles', JSON.stringify({ player: { rating: 1700, rd: 90, vol: 0.06 }, ratings: 'x', results: 5, streak: 'y' })]]);
  const storage = { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => items.set(k, v), removeItem: (k) => items.delete(k) };
  const el = fakeParts();
  const controller = fakeController();
  const env = { storage, id: 'p1', setShapes() {}, orient() {}, notify() {}, fetch: fetchOf({ puzzles: [PUZZLE] }) };
  await startPuzzles(el, /** @type {any} */ (controller), /** @type {any} */ (env));
  assert.equal(el['puzzle-rating'].textContent, '1700', 'the good part of the progress is kept');
  assert.doesNotThrow(() => controller.emit('move', { move: { uci: 'd2d4' }, source: 'player' }));
  assert.equal(el['puzzle-result'].dataset.result, 'wrong');
  const saved = JSON.parse(items.get('alice-chess.puzzles'));
  assert.equal(saved.results.p1, 'wrong');
  assert.equal(typeof saved.ratings.p1, 'number');
  assert.ok(saved.player.rating < 1700);
  assert.equal(saved.streak, 0);
  await wait(800); // the wrong try's take-back
});

test('lessons: corrupt saved progress (done: "x", current unknown) starts at the first lesson and saves', () => {
  const items = new Map([['alice-chess.lessons', JSON.stringify({ current: 'no-such-lesson', done: 'x' })]]);
  const storage = { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => items.set(k, v), removeItem: (k) => items.delete(k) };
  const el = fakeParts();
  const controller = fakeController();
  startLessons(el, /** @type {any} */ (controller), { storage, note() {}, orient() {} });
  assert.equal(el['lesson-count'].textContent, 'Lesson 1 of 11');
  controller.emit('move', { move: { uci: 'e2e4', from: 'e2', to: 'e4', toBoard: 'B', check: false }, source: 'player' });
  assert.equal(el['lesson-feedback'].dataset.kind, 'done');
  assert.equal(JSON.parse(items.get('alice-chess.lessons')).done['looking-glass'], 1);
});
