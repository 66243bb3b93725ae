// The game review is deterministic (issue 29): the same game reviewed twice gives exactly the same
// marks, better moves and accuracy, and `alice review` (the command line, natively) prints exactly
// the page's marks, better moves and accuracy for the same PGN — both search each position with a
// fresh table to the same node budget.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, assertNoErrors, url } from './harness.mjs';
import { openGame, ready } from './play-helpers.mjs';

const ctx = useBrowser();
const tid = (page, id) => page.locator(`[data-testid="${id}"]`);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A short game the loser played badly (17 plies, mate). */
export const SHORT = '1. Nc3 Pa6 2. Od5 Nh6 3. Pe4 Ra5 4. Se5 Uc5 5. Pd4 Rxd5 6. Bc4 Ua5 7. Pa4 Rxa1 8. Cb5 Pc6 9. Qxd7# 1-0';
/** A 60-move game between two of the engine's levels (tests/data/review/sixty_moves.pgn). */
const SIXTY = fs.readFileSync(path.join(root, 'tests/data/review/sixty_moves.pgn'), 'utf8');

/**
 * Open `pgn` on the analysis board and review it.
 * @returns {Promise<{marks: string[], accuracy: string}>} each marked move as `ply mark better`,
 *   and `white black` accuracies to one decimal
 */
export async function reviewOnPage(page, pgn) {
  await page.goto(url(`?analysis&pgn=${encodeURIComponent(pgn)}`));
  await ready(page);
  await tid(page, 'tree-moves').locator('.tree-move').first().waitFor();
  if (!(await page.locator('.review-card').evaluate((d) => d.open))) await page.locator('.review-card summary').click();
  await tid(page, 'review-start').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="review-accuracy"]')?.dataset.white, null, { timeout: 120_000 });
  return page.evaluate(() => ({
    marks: [...document.querySelectorAll('[data-testid="review-marks"] li')].map((li) => `${li.dataset.ply} ${li.dataset.mark} ${li.dataset.better ?? '-'}`),
    accuracy: `${document.querySelector('[data-testid="review-accuracy"]').dataset.white} ${document.querySelector('[data-testid="review-accuracy"]').dataset.black}`,
  }));
}

/** The same from `alice review` (its default budget: the page's). */
function reviewOnCommandLine(pgn) {
  const cargo = process.env.CARGO || 'cargo';
  const out = spawnSync(cargo, ['run', '--release', '--quiet', '--bin', 'alice', '--', 'review', '-'], { cwd: root, input: pgn, encoding: 'utf8', maxBuffer: 1 << 24 });
  assert.equal(out.status, 0, out.stderr);
  const marks = [];
  let accuracy = '';
  for (const line of out.stdout.split('\n')) {
    const m = /^(\d+)(\.|\.\.\.) \S+ (\?\?|\?!|\?) \S+ -> \S+(?: better: (\S+))?/.exec(line);
    if (m) marks.push(`${(Number(m[1]) - 1) * 2 + (m[2] === '.' ? 1 : 2)} ${m[3]} ${m[4] ?? '-'}`);
    const a = /^accuracy: white (\S+), black (\S+)$/.exec(line);
    if (a) accuracy = `${a[1]} ${a[2]}`;
  }
  return { marks, accuracy };
}

test('the same game reviewed twice gets exactly the same marks, better moves and accuracy', async () => {
  const page = await openGame(ctx.browser);
  const first = await reviewOnPage(page, SHORT);
  assert.ok(first.marks.length > 0, 'the review marks the loser’s mistakes');
  await page.reload();
  const second = await reviewOnPage(page, SHORT);
  assert.deepEqual(second, first);
  assertNoErrors(page);
  await page.context().close();
});

test('`alice review` prints exactly the page’s marks, better moves and accuracy', async () => {
  const page = await openGame(ctx.browser);
  for (const pgn of [SHORT, SIXTY]) {
    const onPage = await reviewOnPage(page, pgn);
    const cli = reviewOnCommandLine(pgn);
    assert.ok(cli.accuracy, 'the command line gives the accuracy');
    assert.deepEqual(onPage, cli);
  }
  assertNoErrors(page);
  await page.context().close();
});
