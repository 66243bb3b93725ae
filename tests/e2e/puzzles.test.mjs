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
/** Plies on the board before a puzzle's own position: its opponent's last move, when kept. */
const before = (p) => (p.last ? 1 : 0);
const { wasm } = await import('../wasm/load.mjs');
/** Whether the piece of a puzzle's first move has another legal move (for a wrong try). */
const hasOther = (p) => {
  const g = new wasm.Game(p.fen);
  const moves = g.legalMoves().map((m) => m.uci ?? m);
  g.free();
  return moves.filter((m) => m.startsWith(p.moves[0].slice(0, 2)) && m.slice(2, 4) !== p.moves[0].slice(2, 4)).length > 0;
};

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
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="moves"] [data-ply]').length === n, 2 + before(mateIn2));
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
  const p = puzzles.find((x) => x.moves.length === 1 && x.themes.includes('winMaterial') && !x.themes.includes('promotion') && hasOther(x));
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
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="moves"] [data-ply]').length === n, 1 + before(p));
  assert.equal(await page.locator('.board-shapes [data-shape="circle"]').count(), 0, 'no hint circle left after the solution');
  // Done: the FEN, and Analyse opens the puzzle (its start and solution) on the analysis board.
  assert.equal(await tid(page, 'puzzle-fen').textContent(), p.fen);
  const href = await tid(page, 'puzzle-analyse').getAttribute('href');
  const link = new URLSearchParams(href.replace(/^\?analysis#/, ''));
  assert.equal(link.get('fen'), p.last?.fen ?? p.fen, 'from the opponent’s last move');
  assert.equal(link.get('moves'), [...(p.last ? [p.last.move] : []), ...p.moves].join(','));
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
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="moves"] [data-ply]').length === n, 2 + before(mateIn2));
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

test('a puzzle opens before the opponent’s last move, which is then played (as lichess)', async () => {
  const p = puzzles.find((x) => x.last);
  assert.ok(p, 'the file keeps the opponent’s last move');
  const page = await openGame(ctx.browser);
  await page.goto(url(`?puzzle=${p.id}`));
  await ready(page);
  // First the position before it (the player waits), then the move, shown as the last move.
  await page.waitForFunction((f) => document.querySelector('[data-testid="fen"]').textContent === f, p.last.fen);
  await page.waitForFunction((f) => document.querySelector('[data-testid="fen"]').textContent === f, p.fen);
  await page.waitForFunction(() => document.querySelector('[data-testid="puzzle"]').dataset.waiting === 'false');
  const from = p.last.move.slice(0, 2);
  const to = p.last.move.slice(2, 4);
  assert.equal(await page.locator(`[data-square="${from}"].last-move, [data-square="${to}"].last-move`).count(), 2, "the last move is marked on the board");
  // The puzzle is solved from there as before.
  await click(page, p.moves[0]);
  if (p.moves.length === 1) await page.waitForFunction(() => document.querySelector('[data-testid="puzzle-result"]').textContent === 'correct');
  assertNoErrors(page);
  await page.context().close();
});

test('a theme chosen in the select gives puzzles of that theme, and is kept over a reload (desktop and phone)', async () => {
  // The rarest theme of the file that at least three puzzles have: a random pick would rarely hit it.
  const counts = new Map();
  for (const p of puzzles) for (const t of p.themes) counts.set(t, (counts.get(t) ?? 0) + 1);
  const [theme] = [...counts].filter(([, n]) => n >= 3).sort((a, b) => a[1] - b[1])[0];
  const shownHasTheme = async (page) => {
    const id = (await page.locator('[data-part="puzzle-id"]').textContent()).replace(/^#/, '');
    const p = puzzles.find((x) => x.id === id);
    assert.ok(p, `puzzle ${id} is in the file`);
    assert.ok(p.themes.includes(theme), `${id} has ${theme}: ${p.themes.join(' ')}`);
    return id;
  };
  for (const [viewport, name] of [[undefined, 'puzzle-theme'], [{ width: 390, height: 844 }, 'puzzle-theme-phone']]) {
    const page = await openGame(ctx.browser, viewport ? { viewport } : {});
    await page.goto(url('?puzzles'));
    await ready(page);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="puzzle-theme"] option').length > 2);
    // Every theme of the file is offered, with its count; "all themes" first.
    const options = await page.evaluate(() => [...document.querySelectorAll('[data-testid="puzzle-theme"] option')].map((o) => [o.value, o.textContent]));
    assert.equal(options[0][0], '');
    assert.deepEqual(new Set(options.slice(1).map(([v]) => v)), new Set(counts.keys()));
    assert.ok(options.some(([v, text]) => v === theme && text.endsWith(`(${counts.get(theme)})`)), 'the count is shown');
    await tid(page, 'puzzle-theme').selectOption(theme);
    await page.waitForFunction(() => document.querySelector('[data-testid="puzzle"]').dataset.waiting === 'false');
    const first = await shownHasTheme(page);
    await tid(page, 'puzzle-next').click();
    await page.waitForFunction((id) => document.querySelector('[data-part="puzzle-id"]').textContent !== `#${id}`, first);
    await shownHasTheme(page);
    await screenshot(page, name);
    // Kept: the next visit starts in the theme.
    await page.goto(url('?puzzles'));
    await ready(page);
    await page.waitForFunction((t) => document.querySelector('[data-testid="puzzle-theme"]').value === t, theme);
    await page.waitForFunction(() => /^#/.test(document.querySelector('[data-part="puzzle-id"]').textContent ?? ''));
    await shownHasTheme(page);
    assertNoErrors(page);
    await page.context().close();
  }
});
