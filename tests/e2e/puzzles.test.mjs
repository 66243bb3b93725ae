// The puzzle trainer (index.html?puzzles, ?puzzle=ID) over the committed www/puzzles/puzzles.json:
// solving one (with the opponent's reply played by itself), failing one (the position comes back),
// hint, solution, next, and the rating kept over a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, assertNoErrors, screenshot, url, PHONE } from './harness.mjs';
import { openGame, ready, square, fen } from './play-helpers.mjs';

const ctx = useBrowser();
const tid = (page, id) => page.locator(`[data-testid="${id}"]`);
const here = path.dirname(fileURLToPath(import.meta.url));
const { puzzles } = JSON.parse(fs.readFileSync(path.join(here, '../../www/puzzles/puzzles.json'), 'utf8'));
const mateIn2 = puzzles.find((p) => p.themes.includes('mateIn2') && p.moves.length === 3);

/** Open one puzzle and wait until it is set up. */
async function openPuzzle(page, id) {
  await page.goto(url(`?puzzle=${id}`));
  await ready(page);
  await page.waitForFunction(() => /^(Find|Keep)/.test(document.querySelector('[data-part="puzzle-prompt"]')?.textContent ?? ''));
  // (The opponent's last move is played first.)
  await page.waitForFunction(() => document.querySelector('[data-testid="puzzle"]').dataset.waiting === 'false');
}

/** Make a UCI move by clicking. */
async function click(page, uci) {
  await square(page, uci.slice(0, 2)).click();
  await square(page, uci.slice(2, 4)).click();
}

test('a mate in two: the first move, the reply by itself, the mate; the rating goes up', async () => {
  assert.ok(mateIn2, 'the puzzle file has a mate in two');
  const page = await openGame(ctx.browser);
  await openPuzzle(page, mateIn2.id);
  assert.equal(await fen(page), mateIn2.fen);
  assert.equal(await tid(page, 'puzzle-rating').textContent(), '1500');
  await click(page, mateIn2.moves[0]);
  // The opponent's reply comes by itself.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="moves"] [data-ply]').length === 2);
  assert.equal(await tid(page, 'puzzle-result').textContent(), '');
  await click(page, mateIn2.moves[2]);
  await page.waitForFunction(() => document.querySelector('[data-testid="puzzle-result"]').textContent === 'correct');
  // The machine's word stays the same in every language; the text is the English message.
  assert.equal(await tid(page, 'puzzle-result').getAttribute('data-result'), 'correct');
  assert.match(await page.locator('[data-part="puzzle-prompt"]').textContent(), /^Solved!/);
  assert.match(await page.locator('[data-part="puzzle-meta"]').textContent(), /^Puzzle rating \d+ · .*mate in 2.* · streak 1 · 1 puzzle solved$/);
  assert.ok(Number(await tid(page, 'puzzle-rating').textContent()) > 1500);
  await screenshot(page, 'puzzle-solved');
  // Kept over a reload; Next gives another puzzle.
  const rating = await tid(page, 'puzzle-rating').textContent();
  await openPuzzle(page, mateIn2.id);
  assert.equal(await tid(page, 'puzzle-rating').textContent(), rating);
  await tid(page, 'puzzle-next').click();
  await page.waitForFunction((f) => document.querySelector('[data-testid="fen"]').textContent !== f, mateIn2.fen);
  assertNoErrors(page);
  await page.context().close();
});

test('a wrong move fails the puzzle (rating down), the position comes back; hint and solution', async () => {
  const p = puzzles.find((x) => x.moves.length === 1 && x.themes.includes('winMaterial') && !x.themes.includes('promotion'));
  const page = await openGame(ctx.browser, { viewport: PHONE });
  await openPuzzle(page, p.id);
  // On a phone the card is below the board: the hint brings the board (its circled piece) into view.
  await tid(page, 'puzzle-hint').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  assert.ok((await page.evaluate(() => document.querySelector('[data-part="board"]').getBoundingClientRect().top)) < 0, 'the board is scrolled away');
  await tid(page, 'puzzle-hint').click();
  const hint = page.locator(`.board-shapes [data-shape="circle"][data-from="${p.moves[0].slice(0, 2)}"]`);
  await hint.waitFor({ state: 'attached' });
  await page.waitForFunction(() => {
    const r = document.querySelector('[data-part="board"]').getBoundingClientRect();
    return r.top >= -1 && r.bottom <= window.innerHeight + 1;
  });
  // A wrong try: the hinted piece to another of its legal squares (the board marks them).
  const from = p.moves[0].slice(0, 2);
  await square(page, from).click();
  const dests = await page.evaluate(() => [...document.querySelectorAll('[data-square].move-dest')].map((e) => e.dataset.square));
  const to = dests.find((d) => d !== p.moves[0].slice(2, 4));
  assert.ok(to, `the piece on ${from} has another move`);
  await square(page, to).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="puzzle-result"]').textContent === 'wrong');
  assert.equal(await tid(page, 'puzzle-result').getAttribute('data-result'), 'wrong');
  assert.ok(Number(await tid(page, 'puzzle-rating').textContent()) < 1500);
  // The wrong move is named (as the move list writes it).
  assert.match(await tid(page, 'puzzle-wrong').textContent(), new RegExp(`^\\S+${to}\\S* is not the move\\.$`));
  assert.equal(await tid(page, 'puzzle-analyse').isVisible(), false, 'no analysis before the puzzle is done');
  await page.waitForFunction((f) => document.querySelector('[data-testid="fen"]').textContent === f, p.fen);
  await tid(page, 'puzzle-hint').click();
  await hint.waitFor({ state: 'attached' });
  await tid(page, 'puzzle-solution').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="puzzle-result"]').textContent === 'wrong');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="moves"] [data-ply]').length === 1);
  assert.equal(await page.locator('.board-shapes [data-shape="circle"]').count(), 0, 'no hint circle left after the solution');
  // Done: the FEN, and Analyse opens the puzzle (its start and solution) on the analysis board.
  assert.equal(await tid(page, 'puzzle-fen').textContent(), p.fen);
  const href = await tid(page, 'puzzle-analyse').getAttribute('href');
  assert.match(href, new RegExp(`^\\?analysis#fen=.*&moves=${p.moves.join(',')}`));
  await screenshot(page, 'puzzle-phone');
  assertNoErrors(page);
  await page.context().close();
});

test('corrupt saved progress (ratings: "x") never stops a try: the first move is rated and saved (issue 31)', async () => {
  const page = await openGame(ctx.browser);
  await page.evaluate(() =>
    localStorage.setItem('alice-chess.puzzles', JSON.stringify({ player: { rating: 1650, rd: 120, vol: 0.06 }, ratings: 'x', results: 'y', streak: null })),
  );
  await openPuzzle(page, mateIn2.id);
  assert.equal(await tid(page, 'puzzle-rating').textContent(), '1650', 'the good part of the progress is kept');
  await click(page, mateIn2.moves[0]);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="moves"] [data-ply]').length === 2);
  await click(page, mateIn2.moves[2]);
  await page.waitForFunction(() => document.querySelector('[data-testid="puzzle-result"]').textContent === 'correct');
  assert.ok(Number(await tid(page, 'puzzle-rating').textContent()) > 1650);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('alice-chess.puzzles') ?? 'null'));
  assert.equal(saved.results[mateIn2.id], 'correct');
  assert.equal(typeof saved.ratings[mateIn2.id], 'number');
  assert.equal(saved.streak, 1);
  assertNoErrors(page);
  await page.context().close();
});
