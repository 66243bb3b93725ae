// The game review's helpers, for the files that review a game on the page (review.test.mjs,
// review-view.test.mjs).
import { url } from './harness.mjs';
import { ready } from './play-helpers.mjs';

const tid = (page, id) => page.locator(`[data-testid="${id}"]`);

/** A short game the loser played badly (17 plies, mate). */
export const SHORT = '1. Nc3 Pa6 2. Od5 Nh6 3. Pe4 Ra5 4. Se5 Uc5 5. Pd4 Rxd5 6. Bc4 Ua5 7. Pa4 Rxa1 8. Cb5 Pc6 9. Qxd7# 1-0';

/**
 * Open `pgn` on the analysis board and review it.
 * @returns {Promise<{marks: string[], accuracy: string}>} each marked move as `ply mark better`,
 *   and `white black` accuracies to one decimal
 */
export async function reviewOnPage(page, pgn) {
  await page.goto(url(`?analysis&pgn=${encodeURIComponent(pgn)}`));
  await ready(page);
  await tid(page, 'tree-moves').locator('.tree-move').first().waitFor();
  // Open the card as a player does (its summary). Once in CI the button stayed hidden after that
  // click on a page still settling, so the card is opened again until the button shows.
  const start = tid(page, 'review-start');
  for (let i = 0; i < 5 && !(await start.isVisible()); i++) {
    if (!(await page.locator('.review-card').evaluate((d) => d.open))) await page.locator('.review-card summary').click();
    await start.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => {});
  }
  await start.click();
  await page.waitForFunction(() => document.querySelector('[data-testid="review-accuracy"]')?.dataset.white, null, { timeout: 120_000 });
  return page.evaluate(() => ({
    marks: [...document.querySelectorAll('[data-testid="review-marks"] li')].map((li) => `${li.dataset.ply} ${li.dataset.mark} ${li.dataset.better ?? '-'}`),
    accuracy: `${document.querySelector('[data-testid="review-accuracy"]').dataset.white} ${document.querySelector('[data-testid="review-accuracy"]').dataset.black}`,
  }));
}
