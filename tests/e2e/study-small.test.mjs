// Small things players met on the study screens (issue 41, point 12): the analysis board's
// evaluation bar shows no old figure, greyed, once the engine is off; the solver says "Solving…"
// before it has counted the first moves (not "0 of 0 first moves"); a puzzle's Analyse opens the
// analysis board without the play screen's result card ("Checkmate — New game").
// Screenshots: analysis-bar-off.png, puzzle-analyse-mate.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, newPage, assertNoErrors, screenshot, url } from './harness.mjs';
import { openGame, ready, status } from './play-helpers.mjs';

const ctx = useBrowser();
const tid = (page, id) => page.locator(`[data-testid="${id}"]`);
const here = path.dirname(fileURLToPath(import.meta.url));

test('the evaluation bar: the figure of the position shown, and none once the engine is off', async () => {
  const page = await openGame(ctx.browser, { hash: '?analysis#moves=e2e4,d7d5' });
  const bar = tid(page, 'analysis-bar');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="pv-line"]').length === 3, null, { timeout: 30_000 });
  assert.equal(await bar.isVisible(), true);
  assert.equal(await bar.evaluate((b) => b.classList.contains('pending')), false);
  // Stopped: the figure found for this position stays (it is about it).
  await tid(page, 'engine-toggle').click();
  assert.match(await tid(page, 'analysis-depth').textContent(), /stopped/);
  assert.equal(await bar.isVisible(), true);
  // Another position with the engine off: no figure at all, not the last one greyed.
  await tid(page, 'nav-prev').click();
  await bar.waitFor({ state: 'hidden' });
  await tid(page, 'nav-first').click();
  assert.equal(await bar.isVisible(), false);
  await screenshot(page, 'analysis-bar-off');
  // On again: the bar comes back with the new position's figure.
  await tid(page, 'engine-toggle').click();
  await bar.waitFor({ state: 'visible' });
  await page.waitForFunction(() => !document.querySelector('[data-testid="analysis-bar"]').classList.contains('pending'), null, { timeout: 30_000 });
  assertNoErrors(page);
  await page.context().close();
});

test('the solver says "Solving…" until it has counted the first moves, never "0 of 0"', async () => {
  const page = await newPage(ctx.browser);
  await page.goto(url('?solve'));
  await tid(page, 'solve').waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="solve-fen"]')?.value !== '');
  // Every text the status line shows, from the click on.
  await page.evaluate(() => {
    const node = document.querySelector('[data-testid="solve-status"]');
    window.seen = [];
    new MutationObserver(() => window.seen.push(node.textContent)).observe(node, { childList: true, characterData: true, subtree: true });
  });
  await tid(page, 'solve-go').click();
  await page.waitForSelector('[data-testid="solve-status"][data-state="done"]', { timeout: 60_000 });
  const seen = await page.evaluate(() => window.seen);
  assert.equal(seen[0], 'Solving…', seen.join(' | '));
  assert.ok(seen.every((s) => !/\b0 of 0\b/.test(s)), seen.join(' | '));
  assertNoErrors(page);
  await page.context().close();
});

test("a puzzle's Analyse: the analysis board at its mate, without a result card and its New game", async () => {
  const { puzzles } = JSON.parse(fs.readFileSync(path.join(here, '../../www/puzzles/puzzles.json'), 'utf8'));
  const mate = puzzles.find((p) => p.themes.some((t) => /^mateIn/.test(t)));
  assert.ok(mate, 'the puzzle file has a mate');
  const page = await openGame(ctx.browser);
  await page.goto(url(`?puzzle=${mate.id}`));
  await ready(page);
  await page.waitForFunction(() => document.querySelector('[data-testid="puzzle"]')?.dataset.waiting === 'false');
  await tid(page, 'puzzle-solution').click();
  await tid(page, 'puzzle-analyse').waitFor({ state: 'visible' });
  await tid(page, 'puzzle-analyse').click();
  await page.waitForURL(/\?analysis/);
  await ready(page);
  await page.waitForFunction(() => /Checkmate/.test(document.querySelector('[data-testid="status"]').textContent));
  assert.match(await status(page), /Checkmate/);
  assert.equal(await tid(page, 'result').isVisible(), false, 'no result card on the analysis board');
  assert.equal(await page.locator('[data-part="result-new"]').isVisible(), false, 'no New game');
  await screenshot(page, 'puzzle-analyse-mate');
  // The play screen keeps its result card.
  await page.goto(url('#moves=e2e4,d7d5,f1e2,d5e4,e2b5'));
  await ready(page);
  await tid(page, 'result').waitFor({ state: 'visible' });
  assertNoErrors(page);
  await page.context().close();
});
