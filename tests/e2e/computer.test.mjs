// Playing against the computer: the new-game dialog, the computer's answers (from the engine in a
// Web Worker), a page that stays responsive while it thinks, cancelling by undo, playing Black,
// hints, the evaluation, resign and draw offers, and saving/sharing such a game.
//
// The machine may be busy: every test uses the lowest levels and short times, except the
// responsiveness test, which wants a long search to measure the page during it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, assertNoErrors, screenshot, newPage, url, PHONE, SCREENSHOT_DIR } from './harness.mjs';
import {
  START_FEN,
  openGame,
  ready,
  reload,
  square,
  moveList,
  moveCount,
  status,
  fen,
  clickMove,
  settle,
  waitForMoves,
  loadFen,
} from './play-helpers.mjs';

const ctx = useBrowser();

const thinking = (page) => page.locator('[data-testid="thinking"]');

/** Wait for the pieces to stop sliding (the thinking spinner turns forever: not counted). */
async function settlePieces(page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** Open the new-game dialog, choose a game against the computer and start it. */
async function startComputerGame(page, { color = 'w', level = 1, movetime = 500 } = {}) {
  await page.locator('[data-testid="new-game"]').click();
  await page.selectOption('[data-testid="mode"]', 'computer');
  await page.selectOption('[data-testid="player-color"]', color);
  await page.selectOption('[data-testid="level"]', String(level));
  await page.selectOption('[data-testid="movetime"]', String(movetime));
  await page.locator('[data-testid="new-game-confirm"]').click();
  await page.locator('[data-testid="new-game-dialog"]').waitFor({ state: 'detached' });
}

/** Wait until the computer has answered: `n` moves in the list and it no longer thinks. */
async function waitForComputer(page, n) {
  await page.waitForFunction(
    (k) =>
      document.querySelectorAll('[data-testid="moves"] [data-ply]').length === k &&
      document.querySelector('[data-testid="thinking"]').hidden,
    n,
    { timeout: 30_000 },
  );
}

/**
 * Play some legal move of ours by clicking: the first of `wishes` that the board offers, else the
 * first piece with a destination. Returns the move as "e2e4".
 */
async function clickSomeMove(page, wishes = []) {
  const before = await moveCount(page);
  for (const uci of wishes) {
    await square(page, uci.slice(0, 2)).click();
    if (await square(page, uci.slice(2, 4)).evaluate((el) => el.classList.contains('move-dest'))) {
      await square(page, uci.slice(2, 4)).click();
      await waitForMoves(page, before + 1);
      return uci;
    }
    await square(page, uci.slice(0, 2)).click(); // deselect
  }
  const froms = await page.evaluate(() =>
    [...document.querySelectorAll('[data-square]')]
      .filter((s) => s.querySelector('[data-piece]'))
      .map((s) => s.dataset.square),
  );
  for (const from of froms) {
    await square(page, from).click();
    const to = await page.evaluate(() => document.querySelector('.square.move-dest')?.dataset.square ?? null);
    if (to) {
      await square(page, to).click();
      const promo = page.locator('[data-promotion="q"]');
      if (await promo.count()) await promo.click();
      await waitForMoves(page, before + 1);
      return from + to;
    }
  }
  throw new Error('no legal move to click');
}

test('a game against the computer: it answers every move, shown on the board and in the list', async () => {
  const page = await openGame(ctx.browser);
  await startComputerGame(page, { color: 'w', level: 1, movetime: 500 });
  assert.equal(await page.locator('[data-part="name-bottom"]').textContent(), 'You');
  assert.match(await page.locator('[data-part="name-top"]').textContent(), /^Computer · Beginner$/);
  assert.equal(await status(page), 'You (White) to move');
  assert.equal(await thinking(page).isVisible(), false);

  const wishes = [['e2e4'], ['d2d4', 'g1f3'], ['b1c3', 'g1f3', 'c2c3'], ['f1c4', 'a2a3', 'h2h3'], ['h2h3', 'a2a3']];
  for (let i = 0; i < wishes.length; i++) {
    await clickSomeMove(page, wishes[i]);
    // The computer takes its turn: the indicator shows, our pieces do not move meanwhile.
    await waitForComputer(page, 2 * i + 2);
    const moves = await moveList(page);
    assert.equal(moves.length, 2 * i + 2);
    const f = await fen(page);
    assert.match(f, / w /, 'White (we) to move again');
    // The computer's move is the last move on the board, and the engine agrees it was legal.
    assert.equal(await page.locator('.square.last-move').count(), 2);
    const last = await page.evaluate(() => {
      const sq = [...document.querySelectorAll('.square.last-move')];
      return sq.filter((s) => s.querySelector('[data-piece^="b"]')).map((s) => s.dataset.square);
    });
    assert.equal(last.length, 1, `a black piece stands on the computer's target square (${moves.at(-1)})`);
    if (await page.locator('[data-testid="result"]').isVisible()) break;
  }
  assert.equal(await page.locator('[data-testid="notice"]').isVisible(), false, 'no refused move');
  await settle(page);
  await screenshot(page, 'computer-game');
  assertNoErrors(page);
  await page.context().close();
});

test('the page stays responsive while the computer thinks, and undo cancels the search', async () => {
  // The strongest level with a minute for its move (more than the dialog offers, so through a
  // share link): a long search to look at the page during. It is its turn after 1.e4.
  const page = await openGame(ctx.browser, { hash: '#moves=e2e4&vs=computer&you=w&level=8&ms=60000' });
  await thinking(page).waitFor({ state: 'visible' });
  assert.equal(await moveCount(page), 1);
  await settlePieces(page);
  await screenshot(page, 'computer-thinking');

  // The page goes on while the search runs in the engine's worker (no time is asserted: how fast
  // frames and keys are served depends on the machine, a benchmark's business, not a test's):
  // animation frames keep coming, a click flips the board, keys type into a field, every event
  // reaches its handler — and the search is still running after all of it.
  const frames = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let count = 0;
        const tick = () => (++count < 10 ? requestAnimationFrame(tick) : resolve(count));
        requestAnimationFrame(tick);
      }),
  );
  assert.equal(frames, 10, 'animation frames while the computer thinks');
  await page.evaluate(() => {
    window.__events = [];
    for (const type of ['click', 'keydown', 'input']) document.addEventListener(type, (e) => window.__events.push(e.type), true);
  });
  const y = async (sq) => (await square(page, sq).boundingBox()).y;
  assert.ok((await y('e1')) > (await y('e8')));
  await page.locator('[data-testid="flip"]').click();
  assert.ok((await y('e1')) < (await y('e8')), 'the board flipped');
  const input = page.locator('[data-testid="fen-input"]');
  await input.focus();
  await page.keyboard.type('abc');
  assert.equal(await input.inputValue(), 'abc');
  const events = await page.evaluate(() => window.__events);
  assert.deepEqual(
    [events.filter((e) => e === 'click').length, events.filter((e) => e === 'keydown').length, events.filter((e) => e === 'input').length],
    [1, 3, 3],
    'the click and the keys reached the page',
  );
  assert.equal(await thinking(page).isVisible(), true, 'the search was still running');
  assert.equal(await moveCount(page), 1);

  // Undo while it thinks: the search stops, our move is taken back, no answer ever arrives.
  await page.locator('[data-testid="undo"]').click();
  assert.equal(await thinking(page).isVisible(), false);
  assert.equal(await moveCount(page), 0);
  assert.equal(await fen(page), START_FEN);
  assertNoErrors(page);
  await page.context().close();
});

test('a cancelled search never plays its move (undo, new game, loading a FEN)', async () => {
  const page = await openGame(ctx.browser);
  // 1 s per move: well before the waits below end, an uncancelled search would have answered.
  await startComputerGame(page, { color: 'w', level: 8, movetime: 1000 });
  await clickMove(page, 'e2e4');
  await thinking(page).waitFor({ state: 'visible' });
  await page.locator('[data-testid="undo"]').click();
  await page.waitForTimeout(2500);
  assert.equal(await moveCount(page), 0);
  assert.equal(await thinking(page).isVisible(), false);

  // Loading a FEN while it thinks about its reply to d4.
  await clickMove(page, 'd2d4');
  await thinking(page).waitFor({ state: 'visible' });
  const other = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  await loadFen(page, other);
  await page.waitForTimeout(2500);
  assert.equal(await moveCount(page), 0);
  assert.equal(await fen(page), other);

  // A new game while it thinks about its reply to Nf3.
  await clickMove(page, 'g1f3');
  await thinking(page).waitFor({ state: 'visible' });
  await page.locator('[data-testid="new-game"]').click();
  await page.locator('[data-testid="new-game-confirm"]').click();
  await page.waitForTimeout(2500);
  assert.equal(await moveCount(page), 0);
  assert.equal(await thinking(page).isVisible(), false);

  // Then the game goes on normally.
  await clickMove(page, 'c2c4');
  await waitForComputer(page, 2);
  assertNoErrors(page);
  await page.context().close();
});

test('the computer plays White when the player chooses Black, and the board turns', async () => {
  const page = await openGame(ctx.browser);
  await startComputerGame(page, { color: 'b', level: 1, movetime: 500 });
  await waitForComputer(page, 1);
  const y = async (sq) => (await square(page, sq).boundingBox()).y;
  assert.ok((await y('e8')) > (await y('e1')), 'Black at the bottom');
  assert.equal(await page.locator('[data-part="name-bottom"]').textContent(), 'You');
  assert.equal(await status(page), 'You (Black) to move');
  assert.match(await fen(page), / b /);
  // Undo is off: the only move is the computer's.
  assert.equal(await page.locator('[data-testid="undo"]').isDisabled(), true);
  await clickSomeMove(page, ['e7e5', 'd7d5', 'g8f6']);
  await waitForComputer(page, 3);
  // Undo takes back two half-moves, back to our turn.
  await page.locator('[data-testid="undo"]').click();
  assert.equal(await moveCount(page), 1);
  assert.equal(await status(page), 'You (Black) to move');
  assert.equal(await thinking(page).isVisible(), false);
  // Redo brings both back.
  await page.locator('[data-testid="redo"]').click();
  assert.equal(await moveCount(page), 3);
  assertNoErrors(page);
  await page.context().close();
});

test('hint: shows a legal move on the board and in words', async () => {
  const page = await openGame(ctx.browser);
  await startComputerGame(page, { color: 'w', level: 1, movetime: 500 });
  await page.locator('[data-testid="hint"]').click();
  const assist = page.locator('[data-testid="assist"]');
  await page.waitForFunction(() => /^Hint: /.test(document.querySelector('[data-testid="assist"]').textContent));
  const text = await assist.textContent();
  const m = /^Hint: (\S+) \(([a-h][1-8])–([a-h][1-8])\)$/.exec(text);
  assert.ok(m, `hint text: ${text}`);
  const [, , from, to] = m;
  assert.deepEqual(
    (await page.locator('.square.hinted').evaluateAll((els) => els.map((e) => e.dataset.square))).sort(),
    [from, to].sort(),
  );
  // It is legal: the board offers it, and it plays.
  await square(page, from).click();
  assert.equal(await square(page, to).evaluate((el) => el.classList.contains('move-dest')), true);
  await square(page, to).click();
  await waitForComputer(page, 2);
  assert.equal(await assist.isVisible(), false, 'the hint is gone once the position changed');
  assert.equal(await page.locator('.square.hinted').count(), 0);
  assertNoErrors(page);
  await page.context().close();
});

test('evaluation display: toggled on, it shows a score, and stays off once hidden', async () => {
  const page = await openGame(ctx.browser);
  const display = page.locator('[data-testid="eval"]');
  assert.equal(await display.isVisible(), false);
  await page.locator('[data-testid="eval-toggle"]').click();
  await page.waitForFunction(() =>
    /^[+−]?\d+\.\d\d$|^#/.test(document.querySelector('[data-part="eval-text"]').textContent.trim()),
  );
  assert.equal(await page.locator('[data-testid="eval-toggle"]').getAttribute('aria-pressed'), 'true');
  // A queen up for White: clearly positive.
  await loadFen(page, '4k3/8/8/8/8/8/8/3QK3 w - - 0 1');
  await page.waitForFunction(() => {
    const t = document.querySelector('[data-part="eval-text"]').textContent.trim();
    return t.startsWith('+') || t.startsWith('#');
  });
  await reload(page);
  assert.equal(await display.isVisible(), true, 'the choice is remembered');
  await page.locator('[data-testid="eval-toggle"]').click();
  assert.equal(await display.isVisible(), false);
  assertNoErrors(page);
  await page.context().close();
});

test('resign and draw offers against the computer', async () => {
  const page = await openGame(ctx.browser);
  await startComputerGame(page, { color: 'w', level: 1, movetime: 500 });
  // At the start the computer sees no reason to agree.
  await page.locator('[data-testid="draw"]').click();
  // The analyst worker loads the wasm on first use, then searches 0.6 s: allow for a busy machine.
  await page.waitForFunction(
    () => /declines/.test(document.querySelector('[data-testid="assist"]').textContent),
    undefined,
    { timeout: 30_000 },
  );
  assert.equal(await page.locator('[data-testid="result"]').isVisible(), false);
  // A queen down, it accepts gladly.
  await loadFen(page, '4k3/8/8/8/8/8/8/3QK3 w - - 0 1');
  await page.locator('[data-testid="draw"]').click();
  await page.locator('[data-testid="result"]').waitFor({ state: 'visible', timeout: 30_000 });
  assert.equal(await page.locator('[data-part="result-title"]').textContent(), 'Draw agreed');
  await page.locator('[data-part="result-close"]').click();

  // Before the player's first move, resigning aborts the game: no winner.
  await page.locator('[data-testid="new-game"]').click();
  await page.locator('[data-testid="new-game-confirm"]').click();
  assert.equal(await page.locator('[data-testid="resign"]').textContent(), 'Abort');
  await page.locator('[data-testid="resign"]').click();
  await page.locator('[data-testid="resign-confirm"]').click();
  await page.locator('[data-testid="result"]').waitFor({ state: 'visible' });
  assert.equal(await page.locator('[data-part="result-title"]').textContent(), 'Game aborted');
  // Resigning after a move: one question, then the computer wins.
  await page.locator('[data-testid="new-game"]').click();
  await page.locator('[data-testid="new-game-confirm"]').click();
  await clickMove(page, 'e2e4');
  await waitForComputer(page, 2);
  assert.equal(await page.locator('[data-testid="resign"]').textContent(), 'Resign');
  await page.locator('[data-testid="resign"]').click();
  await page.locator('[data-testid="resign-confirm"]').click();
  await page.locator('[data-testid="result"]').waitFor({ state: 'visible' });
  assert.equal(await page.locator('[data-part="result-text"]').textContent(), 'Black wins');
  assertNoErrors(page);
  await page.context().close();
});

test('a game against the computer survives a reload and a share link; it thinks again if it is its turn', async () => {
  const page = await openGame(ctx.browser);
  await startComputerGame(page, { color: 'b', level: 2, movetime: 500 });
  await waitForComputer(page, 1);
  await clickSomeMove(page, ['e7e5', 'd7d5']);
  await waitForComputer(page, 3);
  const moves = await moveList(page);
  await reload(page);
  assert.deepEqual(await moveList(page), moves);
  assert.equal(await page.locator('[data-part="name-bottom"]').textContent(), 'You');
  assert.match(await page.locator('[data-part="name-top"]').textContent(), /^Computer · Novice$/);
  assert.equal(await status(page), 'You (Black) to move');

  // Saved on the computer's turn (as when the page closed while it thought): it thinks again.
  await page.evaluate(() =>
    localStorage.setItem(
      'alice-chess.game',
      JSON.stringify({
        v: 1,
        start: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
        moves: ['e2e4'],
        end: null,
        players: { mode: 'computer', human: 'w', level: 1, movetimeMs: 500 },
      }),
    ),
  );
  await reload(page);
  await waitForComputer(page, 2);
  assert.equal(await status(page), 'You (White) to move');

  // The share link carries the opponent along.
  await page.locator('[data-testid="share"]').click();
  const link = await page.locator('[data-testid="share-link"]').inputValue();
  assert.match(link, /#moves=e2e4,[a-h][1-8][a-h][1-8]&vs=computer&you=w&level=1&ms=500$/);
  const other = await newPage(ctx.browser);
  await other.goto(link);
  await ready(other);
  assert.equal(await moveCount(other), 2);
  assert.equal(await other.locator('[data-part="name-bottom"]').textContent(), 'You');
  await clickSomeMove(other, ['d2d4', 'g1f3']);
  await waitForComputer(other, 4);
  assertNoErrors(page);
  assertNoErrors(other);
  await other.context().close();
  await page.context().close();
});

test('the new-game dialog: looks, remembers the last choice, hotseat hides the computer fields', async () => {
  const page = await openGame(ctx.browser);
  await page.locator('[data-testid="new-game"]').click();
  const dialog = page.locator('[data-testid="new-game-dialog"]');
  await dialog.waitFor();
  assert.equal(await page.locator('[data-testid="mode"]').inputValue(), 'hotseat');
  assert.equal(await page.locator('[data-testid="level"]').isVisible(), false);
  await page.selectOption('[data-testid="mode"]', 'computer');
  assert.equal(await page.locator('[data-testid="level"]').isVisible(), true);
  const levels = await page.locator('[data-testid="level"] option').allTextContents();
  assert.equal(levels.length, 8);
  assert.match(levels[0], /Beginner/);
  assert.match(levels[7], /Maximum/);
  await page.selectOption('[data-testid="player-color"]', 'random');
  await page.selectOption('[data-testid="level"]', '3');
  await screenshot(page, 'new-game-dialog');
  await page.locator('[data-testid="new-game-confirm"]').click();
  // Random colour: either way, the player is at the bottom.
  const bottom = await page.locator('[data-part="player-bottom"]').getAttribute('data-color');
  await page.waitForFunction(() => document.querySelector('[data-testid="thinking"]').hidden);
  assert.equal(await page.locator('[data-part="name-bottom"]').textContent(), 'You');
  if (bottom === 'b') await waitForComputer(page, 1);
  await page.locator('[data-testid="new-game"]').click();
  assert.equal(await page.locator('[data-testid="mode"]').inputValue(), 'computer');
  assert.equal(await page.locator('[data-testid="player-color"]').inputValue(), 'random');
  assert.equal(await page.locator('[data-testid="level"]').inputValue(), '3');
  // Escape closes it.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assertNoErrors(page);
  await page.context().close();
});

test('on a 360 px phone: the dialog and the computer game fit', async () => {
  const page = await newPage(ctx.browser, { viewport: PHONE, isMobile: true, hasTouch: true });
  await page.goto(url());
  await ready(page);
  await page.locator('[data-testid="new-game"]').click();
  await page.selectOption('[data-testid="mode"]', 'computer');
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page
    .locator('[data-testid="new-game-dialog"]')
    .screenshot({ path: path.join(SCREENSHOT_DIR, 'phone-new-game-dialog.png') });
  await page.selectOption('[data-testid="level"]', '1');
  await page.selectOption('[data-testid="movetime"]', '500');
  await page.locator('[data-testid="new-game-confirm"]').click();
  await page.locator('[data-testid="eval-toggle"]').tap();
  await square(page, 'e2').tap();
  await square(page, 'e4').tap();
  await waitForComputer(page, 2);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `no sideways scrolling (${width} px)`);
  await settle(page);
  await screenshot(page, 'phone-computer');
  assertNoErrors(page);
  await page.context().close();
});
