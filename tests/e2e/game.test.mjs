// Playing on the game page: clicks, drags, special moves, illegal moves, undo/redo, history, game end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, assertNoErrors, screenshot } from './harness.mjs';
import {
  START_FEN,
  RULES_GAME,
  RULES_GAME_ALICE,
  openGame,
  square,
  pieceOn,
  moveList,
  moveCount,
  status,
  fen,
  clickMove,
  dragMove,
  drag,
  loadFen,
  settle,
  waitForMoves,
} from './play-helpers.mjs';

const ctx = useBrowser();

test('the start position is drawn with labelled squares and pieces', async () => {
  const page = await openGame(ctx.browser);
  assert.equal(await page.locator('[data-square]').count(), 64);
  assert.equal(await page.locator('[data-piece]').count(), 32);
  assert.equal(await page.locator('[data-piece][data-board="A"]').count(), 32);
  assert.deepEqual(await pieceOn(page, 'e1'), { piece: 'wK', board: 'A' });
  assert.deepEqual(await pieceOn(page, 'd8'), { piece: 'bQ', board: 'A' });
  assert.equal(await status(page), 'White to move');
  assert.equal(await fen(page), START_FEN);
  assert.equal(await square(page, 'e2').getAttribute('aria-label'), 'e2, board A, white pawn');
  assert.equal(await square(page, 'e4').getAttribute('aria-label'), 'e4, empty');
  assert.equal(
    await page.locator('[data-square="e2"] [data-piece]').getAttribute('aria-label'),
    'e2, board A, white pawn',
  );
  // The page asks for nothing outside its own origin and sets a strict CSP.
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  assert.match(csp, /default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'/);
  await screenshot(page, 'desktop-start');
  assertNoErrors(page);
  await page.context().close();
});

test('clicking plays the rules-page game to checkmate, with the banner', async () => {
  const page = await openGame(ctx.browser);
  await square(page, 'e2').click();
  // The selected pawn shows its two destinations.
  assert.equal(await page.locator('.move-dest').count(), 2);
  assert.equal(await square(page, 'e4').getAttribute('aria-label'), 'e4, empty, move possible');
  await square(page, 'e4').click();
  await waitForMoves(page, 1);
  assert.deepEqual(await pieceOn(page, 'e4'), { piece: 'wP', board: 'B' });
  assert.equal(await pieceOn(page, 'e2'), null);
  assert.equal(await square(page, 'e4').getAttribute('aria-label'), 'e4, board B, white pawn');
  assert.equal(await status(page), 'Black to move');
  for (const m of RULES_GAME.slice(1)) await clickMove(page, m);
  assert.deepEqual(await moveList(page), RULES_GAME_ALICE);
  assert.equal(await status(page), 'Checkmate — White wins');
  const result = page.locator('[data-testid="result"]');
  await result.waitFor({ state: 'visible' });
  assert.match(await result.textContent(), /Checkmate/);
  assert.match(await result.textContent(), /1–0/);
  // The mated king is marked, and nothing can move any more.
  assert.equal(await page.locator('.square.check[data-square="e8"]').count(), 1);
  await square(page, 'e7').click({ force: true });
  assert.equal(await page.locator('.move-dest').count(), 0);
  assert.equal(await page.locator('[data-testid="resign"]').isDisabled(), true);
  await settle(page);
  await screenshot(page, 'game-over');
  assertNoErrors(page);
  await page.context().close();
});

test('dragging plays the rules-page game to checkmate', async () => {
  const page = await openGame(ctx.browser);
  for (const m of RULES_GAME) await dragMove(page, m);
  assert.deepEqual(await moveList(page), RULES_GAME_ALICE);
  assert.equal(await status(page), 'Checkmate — White wins');
  await page.locator('[data-testid="result"]').waitFor({ state: 'visible' });
  assertNoErrors(page);
  await page.context().close();
});

test('both castlings, by click and by drag; king and rook land on board B', async () => {
  const page = await openGame(ctx.browser);
  await loadFen(page, 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1');
  await clickMove(page, 'e1g1');
  assert.deepEqual(await pieceOn(page, 'g1'), { piece: 'wK', board: 'B' });
  assert.deepEqual(await pieceOn(page, 'f1'), { piece: 'wR', board: 'B' });
  assert.equal(await pieceOn(page, 'h1'), null);
  await dragMove(page, 'e8c8');
  assert.deepEqual(await pieceOn(page, 'c8'), { piece: 'bK', board: 'B' });
  assert.deepEqual(await pieceOn(page, 'd8'), { piece: 'bR', board: 'B' });
  assert.equal(await pieceOn(page, 'a8'), null);
  assert.deepEqual(await moveList(page), ['O-O', 'O-O-O']);
  assertNoErrors(page);
  await page.context().close();
});

test('en passant across the boards', async () => {
  const page = await openGame(ctx.browser);
  await loadFen(page, '4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1');
  await clickMove(page, 'd7d5');
  assert.deepEqual(await pieceOn(page, 'd5'), { piece: 'bP', board: 'B' });
  // White's pawn on board A takes the board-B pawn en passant and lands on board B.
  await square(page, 'e5').click();
  assert.equal(await page.locator('.move-dest[data-square="d6"]').count(), 1);
  await square(page, 'd6').click();
  await waitForMoves(page, 2);
  assert.deepEqual(await pieceOn(page, 'd6'), { piece: 'wP', board: 'B' });
  assert.equal(await pieceOn(page, 'd5'), null);
  assert.equal(await pieceOn(page, 'e5'), null);
  assert.deepEqual(await moveList(page), ['Pd5', 'Pexd6']);
  assertNoErrors(page);
  await page.context().close();
});

test('promotion through the picker, by click and by drag', async () => {
  const page = await openGame(ctx.browser);
  await loadFen(page, '8/4P3/8/8/8/8/k3p3/7K w - - 0 1');
  await square(page, 'e7').click();
  await square(page, 'e8').click();
  const choices = page.locator('[data-promotion]');
  await choices.first().waitFor();
  assert.deepEqual((await choices.evaluateAll((els) => els.map((e) => e.dataset.promotion))).sort(), [
    'b',
    'n',
    'q',
    'r',
  ]);
  await screenshot(page, 'promotion-picker');
  await page.locator('[data-promotion="n"]').click();
  await waitForMoves(page, 1);
  assert.deepEqual(await pieceOn(page, 'e8'), { piece: 'wN', board: 'B' });
  assert.equal(await page.locator('[data-promotion]').count(), 0);
  // Black promotes by dragging, and takes a queen.
  await dragMove(page, 'e2e1q');
  assert.deepEqual(await pieceOn(page, 'e1'), { piece: 'bQ', board: 'B' });
  assert.deepEqual(await moveList(page), ['Pe8=O', 'Pe1=T']);
  assertNoErrors(page);
  await page.context().close();
});

test('backing out of the promotion picker plays nothing', async () => {
  const page = await openGame(ctx.browser);
  await loadFen(page, '8/4P3/8/8/8/8/k7/7K w - - 0 1');
  await square(page, 'e7').click();
  await square(page, 'e8').click();
  await page.locator('[data-promotion="q"]').waitFor();
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('[data-promotion]').count(), 0);
  assert.equal(await moveCount(page), 0);
  assert.deepEqual(await pieceOn(page, 'e7'), { piece: 'wP', board: 'A' });
  assertNoErrors(page);
  await page.context().close();
});

test('an illegal move is refused and the game stays as it was', async () => {
  const page = await openGame(ctx.browser);
  await clickMove(page, 'e2e4');
  const fenBefore = await fen(page);
  // Click: the black pawn cannot go three squares.
  await square(page, 'd7').click();
  await square(page, 'd4').click();
  // Drag: nor can the king jump.
  await drag(page, 'e8', 'e5');
  await settle(page);
  // Typed: a move that does not exist in this position.
  await page.locator('[data-testid="move-input"]').fill('Ke7');
  await page.keyboard.press('Enter');
  const error = page.locator('[data-testid="move-error"]');
  await error.waitFor({ state: 'visible' });
  assert.match(await error.textContent(), /illegal|no such|not|holds your own/i);
  assert.equal(await fen(page), fenBefore);
  assert.equal(await moveCount(page), 1);
  assert.deepEqual(await pieceOn(page, 'd7'), { piece: 'bP', board: 'A' });
  assert.deepEqual(await pieceOn(page, 'e8'), { piece: 'bK', board: 'A' });
  assert.equal(await status(page), 'Black to move');
  // The box accepts any notation the core reads.
  await page.locator('[data-testid="move-input"]').fill('d5');
  await page.keyboard.press('Enter');
  await waitForMoves(page, 2);
  assert.equal(await page.locator('[data-testid="move-error"]').textContent(), '');
  assert.deepEqual(await moveList(page), ['Pe4', 'Pd5']);
  assertNoErrors(page);
  await page.context().close();
});

test('undo and redo', async () => {
  const page = await openGame(ctx.browser);
  assert.equal(await page.locator('[data-testid="undo"]').isDisabled(), true);
  await clickMove(page, 'e2e4');
  const afterFirst = await fen(page);
  await clickMove(page, 'd7d5');
  const afterSecond = await fen(page);
  await page.locator('[data-testid="undo"]').click();
  await waitForMoves(page, 1);
  assert.equal(await fen(page), afterFirst);
  assert.deepEqual(await pieceOn(page, 'd7'), { piece: 'bP', board: 'A' });
  await page.locator('[data-testid="undo"]').click();
  await waitForMoves(page, 0);
  assert.equal(await fen(page), START_FEN);
  await page.locator('[data-testid="redo"]').click();
  await page.locator('[data-testid="redo"]').click();
  await waitForMoves(page, 2);
  assert.equal(await fen(page), afterSecond);
  assert.equal(await page.locator('[data-testid="redo"]').isDisabled(), true);
  // A new move after an undo clears the redo list.
  await page.locator('[data-testid="undo"]').click();
  await clickMove(page, 'g8f6');
  assert.equal(await page.locator('[data-testid="redo"]').isDisabled(), true);
  assert.deepEqual(await moveList(page), ['Pe4', 'Nf6']);
  assertNoErrors(page);
  await page.context().close();
});

test('history: click a move or use the arrow keys to view it, then back to live', async () => {
  const page = await openGame(ctx.browser);
  const fens = [START_FEN];
  for (const m of RULES_GAME.slice(0, 4)) {
    await clickMove(page, m);
    fens.push(await fen(page));
  }
  await page.locator('[data-testid="moves"] [data-ply="1"]').click();
  assert.equal(await fen(page), fens[1]);
  assert.deepEqual(await pieceOn(page, 'e4'), { piece: 'wP', board: 'B' });
  assert.deepEqual(await pieceOn(page, 'd7'), { piece: 'bP', board: 'A' });
  assert.equal(await page.locator('[data-testid="live"]').isVisible(), true);
  // Nothing moves while looking at the past.
  await square(page, 'd7').click();
  assert.equal(await page.locator('.move-dest').count(), 0);
  await page.keyboard.press('ArrowRight');
  assert.equal(await fen(page), fens[2]);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await fen(page), fens[0]);
  await page.keyboard.press('ArrowLeft'); // stays at the start
  assert.equal(await fen(page), fens[0]);
  await page.locator('[data-testid="live"]').click();
  assert.equal(await fen(page), fens[4]);
  assert.equal(await page.locator('[data-testid="live"]').isVisible(), false);
  // The live game continues.
  await clickMove(page, 'e2b5');
  assert.equal(await status(page), 'Checkmate — White wins');
  assertNoErrors(page);
  await page.context().close();
});

test('resignation is final, resigning before one\'s first move aborts, and draw by agreement', async () => {
  const page = await openGame(ctx.browser);
  await clickMove(page, 'e2e4');
  await clickMove(page, 'e7e5');
  assert.equal(await page.locator('[data-testid="resign"]').textContent(), 'Resign');
  await page.locator('[data-testid="resign"]').click();
  await page.locator('[data-testid="resign-confirm"]').click(); // White, to move, resigns
  await page.locator('[data-testid="result"]').waitFor({ state: 'visible' });
  assert.match(await status(page), /Black wins/);
  assert.match(await page.locator('[data-testid="result"]').textContent(), /Resignation/);
  // A resignation is final: no undo, and Ctrl+Z does nothing.
  assert.equal(await page.locator('[data-testid="undo"]').isDisabled(), true);
  await page.keyboard.press('Control+z');
  assert.match(await status(page), /Black wins/);
  assert.equal(await moveCount(page), 2);

  // A new game: White moves, Black has not moved yet, so Black "resigning" aborts the game.
  await page.locator('[data-testid="new-game"]').click();
  await page.locator('[data-testid="new-game-confirm"]').click();
  await waitForMoves(page, 0);
  assert.equal(await page.locator('[data-testid="resign"]').textContent(), 'Abort');
  await clickMove(page, 'e2e4');
  assert.equal(await page.locator('[data-testid="resign"]').textContent(), 'Abort');
  await page.locator('[data-testid="resign"]').click();
  await page.locator('[data-testid="resign-confirm"]').click();
  await page.locator('[data-testid="result"]').waitFor({ state: 'visible' });
  assert.match(await page.locator('[data-testid="result"]').textContent(), /aborted/i);
  assert.doesNotMatch(await status(page), /wins/);
  assert.equal(await page.locator('[data-testid="undo"]').isDisabled(), true);

  // Then both players agree to a draw in another game.
  await page.locator('[data-testid="new-game"]').click();
  await page.locator('[data-testid="new-game-confirm"]').click();
  await waitForMoves(page, 0);
  await clickMove(page, 'e2e4');
  await page.locator('[data-testid="draw"]').click();
  await page.locator('[data-testid="draw-decline"]').click();
  assert.equal(await status(page), 'Black to move');
  await page.locator('[data-testid="draw"]').click();
  await page.locator('[data-testid="draw-accept"]').click();
  await page.locator('[data-testid="result"]').waitFor({ state: 'visible' });
  assert.match(await page.locator('[data-testid="result"]').textContent(), /agree/i);
  assert.match(await page.locator('[data-testid="result"]').textContent(), /½–½/);
  assertNoErrors(page);
  await page.context().close();
});

test('the board can be played from the keyboard', async () => {
  const page = await openGame(ctx.browser);
  await square(page, 'e2').focus();
  await page.keyboard.press('Enter'); // pick up the e-pawn
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter'); // put it on e4
  await waitForMoves(page, 1);
  assert.deepEqual(await pieceOn(page, 'e4'), { piece: 'wP', board: 'B' });
  // Flipped, "up" goes toward Black's side of the screen: rank 1.
  await page.locator('[data-testid="flip"]').click();
  await square(page, 'd7').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await waitForMoves(page, 2);
  assert.deepEqual(await pieceOn(page, 'd5'), { piece: 'bP', board: 'B' });
  assertNoErrors(page);
  await page.context().close();
});

test('flip turns the board', async () => {
  const page = await openGame(ctx.browser);
  const y = async (sq) => (await square(page, sq).boundingBox()).y;
  assert.ok((await y('e1')) > (await y('e8')));
  await page.locator('[data-testid="flip"]').click();
  assert.ok((await y('e1')) < (await y('e8')));
  // It still plays.
  await clickMove(page, 'e2e4');
  assertNoErrors(page);
  await page.context().close();
});

test('new game: asks first while a game is going on', async () => {
  const page = await openGame(ctx.browser);
  await page.locator('[data-testid="new-game"]').click(); // nothing to lose: no question
  await clickMove(page, 'e2e4');
  await page.locator('[data-testid="new-game"]').click();
  await page.locator('[data-testid="confirm-cancel"]').click();
  assert.equal(await moveCount(page), 1);
  await page.locator('[data-testid="new-game"]').click();
  await page.locator('[data-testid="new-game-confirm"]').click();
  await waitForMoves(page, 0);
  assert.equal(await fen(page), START_FEN);
  assert.equal(await page.locator('[data-testid="undo"]').isDisabled(), true);
  assertNoErrors(page);
  await page.context().close();
});
