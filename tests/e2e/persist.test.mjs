// FEN loading, autosave and reload, share links, and what happens with bad saved data or links.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, assertNoErrors, url } from './harness.mjs';
import {
  START_FEN,
  RULES_GAME,
  openGame,
  ready,
  reload,
  pieceOn,
  moveList,
  moveCount,
  status,
  fen,
  clickMove,
  loadFen,
} from './play-helpers.mjs';

const ctx = useBrowser();

test('a bad FEN shows the core error and leaves the game alone', async () => {
  const page = await openGame(ctx.browser);
  await clickMove(page, 'e2e4');
  const before = await fen(page);
  const error = page.locator('[data-testid="fen-error"]');
  for (const bad of ['rnbqkbnr/ppp/8 w', 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', '<img src=x onerror=alert(1)>']) {
    await page.locator('[data-testid="fen-input"]').fill(bad);
    await page.locator('[data-testid="fen-load"]').click();
    await error.waitFor({ state: 'visible' });
    const text = await error.textContent();
    assert.match(text, /fen/i, `an error for ${bad}`);
    assert.equal(await fen(page), before);
    assert.equal(await moveCount(page), 1);
  }
  // Markup typed into the field stays text.
  assert.equal(await page.locator('img[src="x"]').count(), 0);
  // A good FEN clears the error and starts from there (board-B letters included).
  await loadFen(page, '4k3/8/8/8/8/8/1S6/R3L3 w - - 0 1');
  assert.equal(await error.isVisible(), false);
  assert.deepEqual(await pieceOn(page, 'e1'), { piece: 'wK', board: 'B' });
  assert.deepEqual(await pieceOn(page, 'b2'), { piece: 'wP', board: 'B' });
  assert.equal(await moveCount(page), 0);
  assertNoErrors(page);
  await page.context().close();
});

test('a reload resumes the game, also from a loaded FEN', async () => {
  const page = await openGame(ctx.browser);
  for (const m of RULES_GAME.slice(0, 3)) await clickMove(page, m);
  const f = await fen(page);
  await reload(page);
  assert.equal(await fen(page), f);
  assert.deepEqual(await moveList(page), ['Pe4', 'Pd5', 'Be2']);
  assert.equal(await status(page), 'Black to move');
  assert.equal(await page.locator('[data-testid="notice"]').isVisible(), false);
  // Undo still works after the reload (the moves were replayed, not just the position restored).
  await page.locator('[data-testid="undo"]').click();
  assert.equal(await moveCount(page), 2);

  await loadFen(page, '4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1');
  await clickMove(page, 'd7d5');
  await reload(page);
  assert.deepEqual(await moveList(page), ['Pd5']);
  assert.deepEqual(await pieceOn(page, 'd5'), { piece: 'bP', board: 'B' });
  assertNoErrors(page);
  await page.context().close();
});

test('a finished game stays finished after a reload (resignation)', async () => {
  const page = await openGame(ctx.browser);
  await clickMove(page, 'e2e4');
  await clickMove(page, 'e7e5');
  await page.locator('[data-testid="resign"]').click();
  await page.locator('[data-testid="resign-confirm"]').click(); // White, to move, resigns
  await reload(page);
  assert.match(await status(page), /Black wins/);
  assert.equal(await page.locator('[data-testid="undo"]').isDisabled(), true);
  assert.equal(await page.locator('[data-testid="resign"]').isDisabled(), true);
  assertNoErrors(page);
  await page.context().close();
});

test('saved data that cannot be used gives a fresh game and a notice; it is set aside, not overwritten', async () => {
  for (const bad of [
    '{not json',
    JSON.stringify({ v: 0, moves: [] }),
    JSON.stringify({ v: 1, start: 'garbage', moves: [] }),
    JSON.stringify({ v: 1, start: START_FEN, moves: 'e2e4' }),
  ]) {
    const page = await newPage(ctx.browser);
    await page.goto(url());
    await ready(page);
    await page.evaluate((text) => localStorage.setItem('alice-chess.game', text), bad);
    await reload(page);
    const notice = page.locator('[data-testid="notice"]');
    assert.equal(await notice.isVisible(), true, `a notice for ${bad}`);
    assert.match(await notice.textContent(), /saved game could not be restored.*kept as it was in this browser, under the name alice-chess\.game\.unreadable/);
    assert.equal(await fen(page), START_FEN);
    assert.equal(await moveCount(page), 0);
    // The fresh game works and is saved; the bad data is kept aside.
    await clickMove(page, 'e2e4');
    await reload(page);
    assert.deepEqual(await moveList(page), ['Pe4']);
    assert.equal(await page.evaluate(() => localStorage.getItem('alice-chess.game.unreadable')), bad);
    assertNoErrors(page);
    await page.context().close();
  }
});

test('a share link restores the game in a fresh browser', async () => {
  const page = await openGame(ctx.browser);
  await loadFen(page, 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1');
  await clickMove(page, 'e1g1');
  await clickMove(page, 'e8c8');
  const f = await fen(page);
  await page.locator('[data-testid="share"]').click();
  const link = await page.locator('[data-testid="share-link"]').inputValue();
  assert.match(link, /#fen=.*&moves=e1g1,e8c8$/);
  await page.context().close();

  const other = await newPage(ctx.browser);
  await other.goto(link);
  await ready(other);
  assert.equal(await fen(other), f);
  assert.deepEqual(await moveList(other), ['O-O', 'O-O-O']);
  // The link's game is now this browser's game: it survives a reload without the hash.
  assert.equal(new URL(other.url()).hash, '');
  await reload(other);
  assert.equal(await fen(other), f);
  assertNoErrors(other);
  await other.context().close();
});

test('a hand-written link with moves only works too', async () => {
  const page = await openGame(ctx.browser, { hash: '#moves=e2e4,d7d5,f1e2,d5e4,e2b5' });
  assert.equal(await status(page), 'Checkmate — White wins');
  assert.equal(await moveCount(page), 5);
  assertNoErrors(page);
  await page.context().close();
});

test('a bad share link gives a fresh game and a notice', async () => {
  for (const hash of ['#moves=e2e4,e7e4', '#fen=nonsense&moves=', '#moves=%3Cscript%3E']) {
    const page = await openGame(ctx.browser, { hash });
    const notice = page.locator('[data-testid="notice"]');
    assert.equal(await notice.isVisible(), true, `a notice for ${hash}`);
    assert.match(await notice.textContent(), /link/);
    assert.equal(await fen(page), START_FEN);
    assert.equal(await moveCount(page), 0);
    assert.equal(await page.locator('script:not([src])').count(), 0);
    assertNoErrors(page);
    await page.context().close();
  }
});
