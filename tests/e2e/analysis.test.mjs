// The analysis board (index.html?analysis): the engine's best three lines of the shown position,
// depth after depth, the best move as an arrow, lines that play when clicked, Stop; and the game
// being played is never changed by analysing it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, assertNoErrors, screenshot, url } from './harness.mjs';
import { openGame, ready, clickMove, moveList, waitForMoves, status } from './play-helpers.mjs';

const ctx = useBrowser();
const tid = (page, id) => page.locator(`[data-testid="${id}"]`);

test('three lines with scores; the mate in one found, drawn as an arrow, and played by a click', async () => {
  const page = await openGame(ctx.browser, { hash: '#moves=e2e4,d7d5,f1e2,d5e4' }, );
  await page.goto(url('?analysis#moves=e2e4,d7d5,f1e2,d5e4'));
  await ready(page);
  await tid(page, 'analysis').waitFor({ state: 'visible' });
  await page.waitForFunction(() => /^#1/.test(document.querySelector('[data-testid="pv-line"]')?.textContent ?? ''), null, { timeout: 30_000 });
  const first = await tid(page, 'pv-line').first().textContent();
  assert.match(first, /^#1.*Cb5#/);
  assert.equal(await tid(page, 'pv-line').first().getAttribute('data-mate'), '1');
  const arrow = page.locator('.board-shapes [data-shape="arrow"][data-brush="blue"]'); // the best line's
  await arrow.first().waitFor({ state: 'attached' });
  assert.equal(await arrow.first().getAttribute('data-from'), 'e2');
  assert.equal(await arrow.first().getAttribute('data-to'), 'b5');
  await screenshot(page, 'analysis-mate');
  await tid(page, 'pv-line').first().locator('.analysis-move').first().click();
  await waitForMoves(page, 5);
  assert.match(await status(page), /Checkmate/);
  assert.match(await tid(page, 'analysis-depth').textContent(), /over/);
  assertNoErrors(page);
  await page.context().close();
});

test('a quiet position: three different lines, deeper over time; Stop stops, Analyse goes on', async () => {
  const page = await openGame(ctx.browser);
  await page.goto(url('?analysis#moves=e2e4,d7d5'));
  await ready(page);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="pv-line"]').length === 3, null, { timeout: 30_000 });
  const depth = async () => Number((await tid(page, 'analysis-depth').textContent()).match(/Depth (\d+)/)?.[1] ?? 0);
  const d1 = await depth();
  assert.equal(await tid(page, 'resign').isVisible(), false, 'no resigning on the analysis board');
  assert.equal(await tid(page, 'draw').isVisible(), false);
  await page.waitForFunction((d) => Number(document.querySelector('[data-testid="analysis-depth"]').textContent.match(/Depth (\d+)/)?.[1] ?? 0) > d, d1, { timeout: 30_000 });
  const scores = await tid(page, 'pv-line').evaluateAll((ls) => ls.map((l) => Number(l.dataset.score)));
  assert.ok(scores.every(Number.isFinite), `centipawns from White's side: ${scores}`);
  const firsts = await page.locator('[data-testid="pv-line"] .analysis-move:first-of-type').allTextContents();
  assert.equal(new Set(firsts).size, 3, `three different first moves: ${firsts}`);
  await tid(page, 'engine-toggle').click();
  assert.equal(await tid(page, 'engine-toggle').textContent(), 'Analyse');
  assert.match(await tid(page, 'analysis-depth').textContent(), /stopped/);
  // Both sides move on the analysis board; a new position is analysed afresh.
  await tid(page, 'engine-toggle').click();
  await clickMove(page, 'e4d5');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="pv-line"]').length === 3, null, { timeout: 30_000 });
  assertNoErrors(page);
  await page.context().close();
});

test('analysing never changes the game being played', async () => {
  const page = await openGame(ctx.browser);
  await clickMove(page, 'e2e4');
  await clickMove(page, 'd7d5');
  await tid(page, 'analyse').click();
  await page.waitForURL(/\?analysis/);
  await ready(page);
  assert.deepEqual(await moveList(page), ['Pe4', 'Pd5']);
  await clickMove(page, 'e4d5');
  await tid(page, 'analyse').click(); // "Back to play"
  await page.waitForURL((u) => !u.search.includes('analysis'));
  await ready(page);
  assert.deepEqual(await moveList(page), ['Pe4', 'Pd5']);
  assertNoErrors(page);
  await page.context().close();
});

test('game review: a missed mate is a blunder, with the better move; graph, accuracy, marks in the move list', async () => {
  // After 1.e4 d5 2.Be2 dxe4 White mates with 3.Bb5# — and plays 3.a3 instead.
  const page = await openGame(ctx.browser, { hash: '#moves=e2e4,d7d5,f1e2,d5e4,a2a3', permissions: ['clipboard-read', 'clipboard-write'] });
  await page.locator('.review-card summary').click();
  const t0 = Date.now();
  await tid(page, 'review-start').click();
  await tid(page, 'review-accuracy').waitFor({ state: 'visible', timeout: 60_000 });
  assert.ok(Date.now() - t0 < 60_000);
  const marks = await tid(page, 'review-marks').locator('li').allTextContents();
  const missed = marks.find((m) => m.startsWith('3. Pa3??'));
  assert.ok(missed, `the missed mate is marked a blunder: ${marks.join(' | ')}`);
  assert.match(missed, /better Cb5#/);
  assert.equal(await page.locator('[data-testid="moves"] [data-ply="5"]').getAttribute('data-annotation'), '??');
  assert.match(await tid(page, 'review-accuracy').textContent(), /White \d+%.*Black \d+%/);
  assert.equal(await tid(page, 'eval-graph').isVisible(), true);
  // The marks go into the PGN as NAGs, with the better move as a comment.
  await tid(page, 'pgn-export').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="pgn-export"]').textContent !== 'Copy PGN');
  assert.equal(await tid(page, 'pgn-export').textContent(), 'Copied!');
  const pgn = await page.evaluate(() => navigator.clipboard.readText());
  // (Read as one line: where the writer breaks its 80-character lines depends on what else was marked.)
  assert.match(pgn.replace(/\s+/g, ' '), /3\. Pa3 \$4 \{better: Cb5#/);
  // The graph takes you to a move: its left edge is the start.
  await tid(page, 'eval-graph').scrollIntoViewIfNeeded();
  const box = await tid(page, 'eval-graph').boundingBox();
  await page.mouse.click(box.x + 2, box.y + box.height / 2);
  await page.waitForFunction(() => document.querySelector('[data-testid="live"]')?.offsetParent !== null);
  // Another move makes the review stale: it is cleared.
  await tid(page, 'live').click();
  await clickMove(page, 'e4e3');
  assert.equal(await page.locator('[data-testid="moves"] [data-annotation]').count(), 0);
  assertNoErrors(page);
  await page.context().close();
});

/** The lines shown: each one's depth and score (a mate as ±(100000 − moves), White's view). */
const lines = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="pv-line"]')].map((l) => ({
      depth: Number(l.dataset.depth),
      score: l.dataset.mate != null ? Math.sign(Number(l.dataset.mate)) * (100000 - Math.abs(Number(l.dataset.mate))) : Number(l.dataset.score),
    })),
  );

test('one evaluation: the bar beside the board is the best line’s score, one arrow per line, the lines of one depth best first after Stop', async () => {
  const page = await openGame(ctx.browser);
  await page.goto(url('?analysis#moves=e2e4,d7d5,g1f3,g8f6'));
  await ready(page);
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="analysis-depth"]').dataset.depth) >= 5, null, { timeout: 60_000 });
  for (let i = 0; i < 3; i++) {
    // The bar, the lines and the arrows: the same search (read at one moment).
    const seen = await page.evaluate(() => {
      const bar = document.querySelector('[data-testid="analysis-bar"]');
      const first = document.querySelector('[data-testid="pv-line"]');
      return {
        bar: bar.dataset.mate ?? bar.dataset.score,
        best: first.dataset.mate ?? first.dataset.score,
        lines: document.querySelectorAll('[data-testid="pv-line"]').length,
        arrows: [...document.querySelectorAll('.board-shapes [data-shape="arrow"][data-kind="auto"]')].map((a) => a.dataset.brush),
        visible: !bar.hidden && bar.getBoundingClientRect().height > 100,
      };
    });
    assert.equal(seen.bar, seen.best, 'the bar shows the best line’s score');
    assert.ok(seen.visible, 'a vertical bar beside the board');
    assert.equal(seen.arrows.length, seen.lines, 'one arrow per line');
    assert.deepEqual([...seen.arrows].sort(), ['blue', 'faintBlue', 'paleBlue'].slice(0, seen.lines).sort());
    await page.waitForTimeout(400);
  }
  await screenshot(page, 'analysis-bar');
  await tid(page, 'engine-toggle').click();
  assert.equal(await tid(page, 'analysis-depth').getAttribute('data-running'), 'false');
  const after = await lines(page);
  assert.equal(after.length, 3);
  assert.ok(after.every((l) => l.depth === after[0].depth), `one depth: ${JSON.stringify(after)}`);
  for (let i = 1; i < after.length; i++) assert.ok(after[i - 1].score >= after[i].score, `best first: ${JSON.stringify(after)}`);
  assertNoErrors(page);
  await page.context().close();
});

test('keys: l turns the engine off and on, space plays its best move, x shows the threat; play-only buttons hidden', async () => {
  const page = await openGame(ctx.browser);
  await page.goto(url('?analysis#moves=e2e4,d7d5'));
  await ready(page);
  for (const id of ['new-game', 'undo', 'redo', 'hint', 'eval-toggle']) assert.equal(await tid(page, id).isVisible(), false, `${id} is hidden on the analysis board`);
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="analysis-depth"]').dataset.depth) >= 3, null, { timeout: 30_000 });
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('l');
  await page.waitForFunction(() => document.querySelector('[data-testid="analysis-depth"]').dataset.running === 'false');
  await page.keyboard.press('l');
  await page.waitForFunction(() => document.querySelector('[data-testid="analysis-depth"]').dataset.running === 'true');
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="analysis-depth"]').dataset.depth) >= 3, null, { timeout: 30_000 });
  const best = await page.locator('[data-testid="pv-line"]').first().locator('.analysis-move').first().textContent();
  await page.keyboard.press(' ');
  await waitForMoves(page, 3);
  assert.equal((await moveList(page))[2], best);
  // x: the threat — the other side's best lines, red arrows; x again, back. (In a position where
  // the side to move is not in check: 1.e4 d5 2.Nf3.)
  await page.goto(url('?analysis#moves=e2e4,d7d5,g1f3'));
  await ready(page);
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="analysis-depth"]').dataset.depth) >= 2, null, { timeout: 30_000 });
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('x');
  await page.waitForFunction(() => document.querySelector('[data-testid="analysis-depth"]').dataset.threat === 'true' && Number(document.querySelector('[data-testid="analysis-depth"]').dataset.depth) >= 2, null, { timeout: 30_000 });
  const brushes = await page.evaluate(() => [...document.querySelectorAll('.board-shapes [data-shape="arrow"][data-kind="auto"]')].map((a) => a.dataset.brush));
  assert.ok(brushes.includes('red') && brushes.every((b) => b === 'red' || b === 'paleRed'), `red arrows: ${brushes}`);
  // The threat's first move is the other side's (White's, Black being to move).
  // 1.e4 d5 2.Nf3, Black to move: were it White's move, it would be White's third.
  assert.equal(await page.locator('[data-testid="pv-line"] .analysis-num').first().textContent(), '3.');
  await screenshot(page, 'analysis-threat');
  await page.keyboard.press('x');
  await page.waitForFunction(() => document.querySelector('[data-testid="analysis-depth"]').dataset.threat === 'false');
  assert.match(await page.locator('.keys').textContent(), /x/);
  assertNoErrors(page);
  await page.context().close();
});

test('a phone stops at the depth limit by itself; Infinite analysis goes on', async () => {
  const page = await openGame(ctx.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.goto(url('?analysis#fen=' + encodeURIComponent('8/8/8/4k3/8/8/4P3/4K3 w - - 0 1')));
  await ready(page);
  assert.equal(await tid(page, 'analysis-infinite').isChecked(), false, 'a depth limit by default on a phone');
  await page.waitForFunction(() => document.querySelector('[data-testid="analysis-depth"]').dataset.running === 'false', null, { timeout: 120_000 });
  assert.equal(await tid(page, 'analysis-depth').getAttribute('data-depth'), '18');
  await screenshot(page, 'analysis-phone');
  await tid(page, 'analysis-infinite').check();
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="analysis-depth"]').dataset.depth) > 18, null, { timeout: 120_000 });
  assertNoErrors(page);
  await page.context().close();
});

test('a phone (390×844): the move bar right under the board in view, ‹ › step, the move list within a screen of it', async () => {
  const page = await openGame(ctx.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.goto(url('?analysis#moves=e2e4,d7d5,g1f3'));
  await ready(page);
  const box = (id) => tid(page, id).boundingBox();
  const bar = await box('move-bar');
  const board = await page.locator('[data-part="board"]').boundingBox();
  assert.ok(bar && bar.y >= board.y + board.height && bar.y + bar.height <= 844, `the bar is in view under the board: ${JSON.stringify(bar)}`);
  for (const id of ['bar-prev', 'bar-next']) assert.ok((await box(id)).height >= 40 && (await box(id)).width >= 40, `${id}: a tap target of 40 px`);
  assert.equal(await tid(page, 'bar-move').textContent(), '2. Nf3');
  assert.equal(await tid(page, 'bar-next').isDisabled(), true);
  await tid(page, 'bar-prev').tap();
  await page.waitForFunction(() => document.querySelector('[data-testid="bar-move"]').textContent === '1… Pd5');
  assert.equal(await page.locator('[data-testid="tree-moves"] .tree-move.current').textContent(), 'Pd5');
  await tid(page, 'bar-next').tap();
  await page.waitForFunction(() => document.querySelector('[data-testid="bar-move"]').textContent === '2. Nf3');
  const list = await tid(page, 'tree-moves').boundingBox();
  assert.ok(list.y < bar.y + bar.height + 844, `the move list is within a screen of the bar: ${list.y}`);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `nothing wider than the screen: ${wide}`);
  await screenshot(page, 'analysis-phone-bar');
  await page.setViewportSize({ width: 1280, height: 800 });
  assert.equal(await tid(page, 'move-bar').isVisible(), false, 'no move bar on a desktop');
  assertNoErrors(page);
  await page.context().close();
});
