// The game review where the player looks (issue 41, point 9): on a phone a tap on a marked move of
// the review's card — far below the board — brings the board into view with the position and the
// better move's arrow; on a desktop Learn from your mistakes asks its question right under the
// move list, in view, not at the foot of the side column. Screenshots: review-view-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { useBrowser, assertNoErrors, newPage, SCREENSHOT_DIR, DESKTOP } from './harness.mjs';
import { SHORT, reviewOnPage } from './review-helpers.mjs';

const ctx = useBrowser();
const tid = (page, id) => page.locator(`[data-testid="${id}"]`);

/** Whether the element `selector` is wholly inside the viewport. */
const wholly = (page, selector) =>
  page.evaluate((s) => {
    const r = document.querySelector(s).getBoundingClientRect();
    return r.top >= -0.5 && r.bottom <= window.innerHeight + 0.5 && r.height > 0;
  }, selector);

test('on a phone (390×844) a tap on a marked move of the review brings the board into view', async () => {
  const page = await newPage(ctx.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await reviewOnPage(page, SHORT);
  const items = tid(page, 'review-marks').locator('button.review-item');
  assert.ok((await items.count()) > 0);
  // The marked moves are far below the board: tapping one scrolls the page down to it first.
  await items.first().scrollIntoViewIfNeeded();
  assert.equal(await wholly(page, '[data-part="board"]'), false, 'the board is out of view before the tap');
  await items.first().tap();
  await page.waitForFunction(() => {
    const r = document.querySelector('[data-part="board"]').getBoundingClientRect();
    return r.top >= -0.5 && r.bottom <= window.innerHeight + 0.5;
  });
  // The position of the marked move, with the better move's arrow, in view.
  await page.waitForSelector('[data-shape="arrow"][data-kind="auto"][data-brush="green"]');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'review-view-phone-mark.png') });
  assertNoErrors(page);
  await page.context().close();
});

test('on a desktop Learn from your mistakes asks its question right under the move list, in view', async () => {
  const page = await newPage(ctx.browser, { viewport: DESKTOP });
  await reviewOnPage(page, SHORT);
  await tid(page, 'retro-start').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="retro-message"]')?.dataset.state === 'find');
  const where = await page.evaluate(() => {
    const retro = document.querySelector('[data-testid="retro"]');
    const r = retro.getBoundingClientRect();
    const moves = document.querySelector('[data-part="moves-scroll"]').getBoundingClientRect();
    return {
      after: retro.previousElementSibling?.dataset.part ?? null,
      top: r.top,
      bottom: r.bottom,
      gap: r.top - moves.bottom,
      movesShown: moves.bottom > 0,
      height: window.innerHeight,
    };
  });
  assert.equal(where.after, 'moves-scroll', 'the question comes right after the move list');
  assert.ok(where.top >= -1 && where.bottom <= where.height + 1, `the question in view: ${JSON.stringify(where)}`);
  assert.ok(where.gap >= 0 && where.gap < 40 && where.movesShown, `right under the moves, which show too: ${JSON.stringify(where)}`);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'review-view-retro-desktop.png') });
  // Stopped, it goes back to the review's card.
  await tid(page, 'retro-stop').click();
  assert.equal(await page.locator('.review-card [data-testid="retro"]').count(), 1);
  assertNoErrors(page);
  await page.context().close();
});
