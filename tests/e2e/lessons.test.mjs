// The lessons (index.html?learn): a task done (✓, data-done), a legal move that is not the answer
// (the lesson's words, the position back), a move the rules refuse (the core's reason in the note),
// the next lesson, and the progress kept over a reload; phone and desktop screenshots.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, assertNoErrors, screenshot, url, PHONE } from './harness.mjs';
import { openGame, ready, reload, square, START_FEN } from './play-helpers.mjs';

const ctx = useBrowser();
const tid = (page, id) => page.locator(`[data-testid="${id}"]`);
const fenOf = (page) => page.evaluate(() => document.querySelector('[data-testid="fen"]').textContent);

async function click(page, uci) {
  await square(page, uci.slice(0, 2)).click();
  await square(page, uci.slice(2, 4)).click();
}

async function openLessons(page) {
  await page.goto(url('?learn'));
  await ready(page);
  await tid(page, 'lesson').waitFor();
}

for (const [name, viewport] of [['desktop', undefined], ['phone', PHONE]]) {
  test(`lessons (${name}): a task done, a wrong try explained and taken back, next lesson, progress kept`, async () => {
    const page = await openGame(ctx.browser, viewport ? { viewport } : {});
    await openLessons(page);
    assert.equal(await fenOf(page), START_FEN);
    assert.equal(await tid(page, 'lesson-task').getAttribute('data-done'), 'false');
    assert.equal(await tid(page, 'lesson-list').locator('button').count(), 11);
    // The words, from the learn catalogue (English here).
    assert.equal(await page.locator('[data-part="lesson-count"]').textContent(), 'Lesson 1 of 11');
    assert.equal(await page.locator('#lesson-title').textContent(), 'Through the looking glass');
    assert.equal(await tid(page, 'lesson-list').locator('button').first().getAttribute('title'), '1. Through the looking glass');
    assert.equal(await tid(page, 'lesson-next').textContent(), 'Next lesson');
    assert.equal(await tid(page, 'lesson-prev').getAttribute('aria-label'), 'Previous lesson');

    // Lesson 1, task 1: e2-e4 is the answer: ✓ and data-done; Black's reply comes by itself.
    await click(page, 'e2e4');
    await page.waitForFunction(() => document.querySelector('[data-testid="lesson-task"]').dataset.done === 'true');
    assert.ok(await page.locator('[data-part="lesson-tick"]').isVisible());
    assert.match(await tid(page, 'lesson-task').innerText(), /✓/);
    await page.waitForFunction(() => / b KQkq /.test(document.querySelector('[data-testid="fen"]').textContent) === false);
    if (name === 'desktop') await screenshot(page, 'lessons-desktop');

    // Task 2: a legal move that is not the answer: the lesson says why, the position comes back.
    await tid(page, 'lesson-continue').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="lesson-task"]').dataset.done === 'false');
    const before = await fenOf(page);
    await click(page, 'd2d4');
    await page.waitForFunction(() => document.querySelector('[data-testid="lesson-feedback"]').dataset.kind === 'wrong');
    assert.match(await tid(page, 'lesson-feedback').textContent(), /gold pawn on e4/);
    assert.match(await tid(page, 'move-note').textContent(), /gold pawn on e4/);
    await page.waitForFunction((f) => document.querySelector('[data-testid="fen"]').textContent === f, before);
    await click(page, 'e4e5');
    await page.waitForFunction(() => document.querySelector('[data-testid="lesson"]').dataset.complete === 'true');

    // Lesson 2, how moves are written: Nf3 (a knight leaving board A), then Og5 (leaving board B).
    await tid(page, 'lesson-next').click();
    await page.waitForFunction(() => document.querySelector('#lesson-title').textContent === 'Writing the moves');
    assert.match(await page.locator('[data-part="lesson-text"]').textContent(), /L T U C O S/);
    await click(page, 'g1f3');
    await page.waitForFunction(() => document.querySelector('[data-testid="lesson-task"]').dataset.done === 'true');
    await tid(page, 'lesson-continue').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="lesson-task"]').dataset.done === 'false');
    assert.match(await tid(page, 'lesson-task').textContent(), /Og5/);
    await click(page, 'f3g5');
    await page.waitForFunction(() => document.querySelector('[data-testid="lesson"]').dataset.complete === 'true');

    // The next lesson: a move the rules refuse is explained by the core ("e4 is taken on board B").
    await tid(page, 'lesson-next').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="lesson-task"]').dataset.done === 'false');
    const lesson2 = await fenOf(page);
    await click(page, 'a4e4');
    await page.waitForFunction(() => /e4 is taken on board B/.test(document.querySelector('[data-testid="move-note"]').textContent));
    assert.equal(await fenOf(page), lesson2);
    await tid(page, 'lesson-hint').click();
    assert.match(await tid(page, 'lesson-feedback').textContent(), /board B/);
    // The lesson's messages never cover the board: the note is under it.
    const note = await tid(page, 'move-note').boundingBox();
    const boards = await page.locator('.boards').boundingBox();
    assert.ok(note.y >= boards.y + boards.height - 1, `the note is under the board: ${note.y} < ${boards.y + boards.height}`);
    if (name === 'phone') {
      // On a phone the task is in view with the board, the page at its top.
      await page.evaluate(() => window.scrollTo(0, 0));
      const task = await tid(page, 'lesson-task').boundingBox();
      assert.ok(task.y + task.height <= PHONE.height, `the task is in view: it ends at ${task.y + task.height}`);
      await screenshot(page, 'lessons-phone');
    }

    // Progress kept: the same lesson after a reload, lesson 1 ticked in the list.
    await reload(page);
    await tid(page, 'lesson').waitFor();
    assert.equal(await fenOf(page), lesson2);
    assert.equal(await tid(page, 'lesson-list').locator('button[data-lesson="looking-glass"]').getAttribute('data-done'), 'true');
    assert.equal(await tid(page, 'lesson-list').locator('button[aria-current="step"]').getAttribute('data-lesson'), 'empty-square');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('alice-chess.lessons')));
    assert.equal(saved.current, 'empty-square');
    // The game being played (the start position, opened first) was not touched.
    assert.deepEqual(await page.evaluate(() => JSON.parse(localStorage.getItem('alice-chess.game')).moves), []);
    assertNoErrors(page);
    await page.context().close();
  });
}
