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

/** The app's green arrows on the board, as `from-to`. */
const greenArrows = (page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-shape="arrow"][data-kind="auto"][data-brush="green"]')].map((a) => `${a.dataset.from}-${a.dataset.to}`));
/** The node id of the main line's move `ply` (from 1), and of the current move. */
const mainNode = (page, ply) => page.evaluate((n) => document.querySelectorAll('[data-testid="tree-moves"] .tree-move:not([data-variation])')[n - 1]?.dataset.node, ply);
const currentNode = (page) => page.evaluate(() => document.querySelector('[data-testid="tree-moves"] .tree-move.current')?.dataset.node);
const arrowOf = (uci) => `${uci.slice(0, 2)}-${uci.slice(2, 4)}`;

test('a marked move goes to its position with the better move’s arrow; the better lines are variations of the tree', async () => {
  const page = await openGame(ctx.browser);
  const { marks } = await reviewOnPage(page, SHORT);
  const items = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="review-marks"] li')].map((li) => ({ ply: Number(li.dataset.ply), best: li.dataset.best, better: li.dataset.better })),
  );
  assert.equal(items.length, marks.length);
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  for (const [i, item] of items.entries()) {
    // From the review's panel: to the position after the marked move, its better move drawn.
    await page.keyboard.press('Home');
    await page.waitForFunction(() => !document.querySelector('[data-testid="tree-moves"] .tree-move.current'));
    await tid(page, 'review-marks').locator('button.review-item').nth(i).click();
    const want = await mainNode(page, item.ply);
    await page.waitForFunction((n) => document.querySelector('[data-testid="tree-moves"] .tree-move.current')?.dataset.node === n, want);
    await page.waitForFunction((a) => [...document.querySelectorAll('[data-shape="arrow"][data-kind="auto"][data-brush="green"]')].some((x) => `${x.dataset.from}-${x.dataset.to}` === a), arrowOf(item.best));
  }
  await page.screenshot({ path: 'tests/e2e/screenshots/review-arrow.png', fullPage: true });
  // In the move list: a marked move goes there, with the arrow; the start position has none.
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.querySelectorAll('[data-shape="arrow"][data-kind="auto"][data-brush="green"]').length === 0);
  const first = items[0];
  await page.locator(`[data-testid="tree-moves"] .tree-move[data-node="${await mainNode(page, first.ply)}"]`).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-shape="arrow"][data-kind="auto"][data-brush="green"]').length === 1);
  assert.deepEqual(await greenArrows(page), [arrowOf(first.best)]);
  assert.equal(await currentNode(page), await mainNode(page, first.ply));
  // The better lines: variations (in parentheses) starting with the better move, no comments.
  assert.equal(await tid(page, 'tree-moves').locator('.tree-comment').count(), 0);
  assert.ok((await tid(page, 'tree-moves').locator('.tree-paren').count()) >= 2 * items.length);
  const variations = await page.evaluate(() => [...document.querySelectorAll('[data-testid="tree-moves"] .tree-move[data-variation]')].map((m) => m.dataset.uci));
  for (const item of items) assert.ok(variations.includes(item.best), `${item.better} is a variation`);
  assertNoErrors(page);
  await page.context().close();
});
