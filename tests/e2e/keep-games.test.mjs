// Nothing a player did is lost: a game in progress replaced by a FEN, a PGN or a share link (also
// one opened in another tab) is asked about or put aside and can be resumed; a hotseat game's clock
// is saved with it and keeps running across a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, assertNoErrors, url } from './harness.mjs';
import { openGame, ready, reload, clickMove, moveList, fen, waitForMoves, status } from './play-helpers.mjs';

const ctx = useBrowser();
const tid = (page, id) => page.locator(`[data-testid="${id}"]`);
const LONE_KINGS_FEN = '4k3/8/8/8/8/8/8/R3K3 w Q - 0 1';

test('loading a FEN over a game in progress asks; Keep leaves the game, Replace puts it aside to resume', async () => {
  const page = await openGame(ctx.browser);
  await clickMove(page, 'e2e4');
  await clickMove(page, 'd7d5');
  const before = await fen(page);

  await tid(page, 'fen-input').fill(LONE_KINGS_FEN);
  await tid(page, 'fen-load').click();
  await tid(page, 'replace-cancel').click();
  assert.equal(await fen(page), before, 'Keep: the game is untouched');
  assert.deepEqual(await moveList(page), ['Pe4', 'Pd5']);
  assert.equal(await tid(page, 'undo').isDisabled(), false);

  await tid(page, 'fen-load').click();
  await tid(page, 'replace-confirm').click();
  await page.waitForFunction((f) => document.querySelector('[data-testid="fen"]').textContent === f, LONE_KINGS_FEN);
  await tid(page, 'resume-game').click();
  await waitForMoves(page, 2);
  assert.equal(await fen(page), before, 'the game put aside is back, moves and all');
  assert.equal(await tid(page, 'undo').isDisabled(), false);
  // And the FEN's position was put aside in its turn? It had no moves: nothing to keep.
  assertNoErrors(page);
  await page.context().close();
});

test('loading a PGN over a game in progress asks first; a finished or empty game is replaced at once', async () => {
  const page = await openGame(ctx.browser);
  await clickMove(page, 'e2e4');
  await tid(page, 'pgn-input').fill('1. d4 d5 2. Bf4 *');
  await tid(page, 'pgn-load').click();
  assert.match(await tid(page, 'pgn-done').textContent(), /replace your game in progress/);
  assert.deepEqual(await moveList(page), ['Pe4'], 'nothing replaced before the answer');
  await tid(page, 'replace-confirm').click();
  await waitForMoves(page, 3);
  // A bad PGN is refused before anything is asked.
  await tid(page, 'pgn-input').fill('1. e4 e5 2. Ke3 *');
  await tid(page, 'pgn-load').click();
  await tid(page, 'pgn-error').waitFor({ state: 'visible' });
  assert.equal(await tid(page, 'replace-confirm').count(), 0);
  // After a game ended nothing is asked.
  await page.goto(url('#moves=e2e4,d7d5,f1e2,d5e4,e2b5'));
  await page.reload();
  await ready(page);
  await tid(page, 'pgn-input').fill('1. d4 *');
  await tid(page, 'pgn-load').click();
  await waitForMoves(page, 1);
  assert.equal(await tid(page, 'replace-confirm').count(), 0);
  assertNoErrors(page);
  await page.context().close();
});

test('a share link opened in another tab puts the game in progress aside; it can be resumed', async () => {
  const page = await openGame(ctx.browser);
  await clickMove(page, 'g1f3');
  await clickMove(page, 'g8f6');
  await clickMove(page, 'b1c3');
  const mine = await fen(page);

  // Another tab of the same browser (same storage) opens a share link.
  const other = await page.context().newPage();
  await other.goto(url('#moves=e2e4,d7d5'));
  await ready(other);
  assert.deepEqual(await moveList(other), ['Pe4', 'Pd5']);
  await tid(other, 'resume-game').click();
  await waitForMoves(other, 3);
  assert.equal(await fen(other), mine);
  // The shared game was put aside in its turn: back to it.
  await tid(other, 'resume-game').click();
  await waitForMoves(other, 2);
  assert.deepEqual(await moveList(other), ['Pe4', 'Pd5']);
  assertNoErrors(page);
  await page.context().close();
});

test('a share link opened on the analysis board leaves the game being played alone (nothing put aside)', async () => {
  const page = await openGame(ctx.browser);
  await clickMove(page, 'g1f3');
  await clickMove(page, 'g8f6');
  const stored = () => page.evaluate(() => [localStorage.getItem('alice-chess.game'), localStorage.getItem('alice-chess.previous')]);
  const [game, previous] = await stored();
  assert.ok(game && previous === null, 'a game in progress is saved, nothing put aside yet');

  const other = await page.context().newPage();
  await other.goto(url('?analysis#moves=e2e4,d7d5'));
  await ready(other);
  assert.deepEqual(await moveList(other), ['Pe4', 'Pd5']);
  await tid(other, 'notice').waitFor({ state: 'visible' });
  assert.equal(await tid(other, 'resume-game').count(), 0, 'no game is offered back: none was put aside');
  assert.deepEqual(await stored(), [game, null], 'the played game and the put-aside slot are untouched');
  assertNoErrors(page);
  await page.context().close();
});

test('a broken share link keeps the saved game', async () => {
  const page = await openGame(ctx.browser);
  await clickMove(page, 'e2e4');
  await page.goto(url('#moves=e2e4,e7e5,e1e3')); // the open page reads the new link
  await tid(page, 'notice').waitFor({ state: 'visible' });
  assert.match(await tid(page, 'notice').textContent(), /could not be loaded/);
  assert.deepEqual(await moveList(page), ['Pe4']);
  assertNoErrors(page);
  await page.context().close();
});

test('a hotseat clock is saved with the game and the running side keeps losing time over a reload', async () => {
  const page = await openGame(ctx.browser);
  await page.locator('.clock-card summary').click();
  await tid(page, 'clock-preset').selectOption('1+0');
  assert.equal(await tid(page, 'clock-enabled').isChecked(), true);
  assert.equal(await tid(page, 'clock-minutes').inputValue(), '1');
  await tid(page, 'new-game').click();
  await tid(page, 'new-game-confirm').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="clock-white"]')?.textContent === '1:00');
  await clickMove(page, 'e2e4'); // Black's time runs
  await page.waitForTimeout(2300);
  await reload(page);
  // Black's clock kept running: at least the 2.3 s, and it still runs after the reload.
  const read = () => page.evaluate(() => document.querySelector('[data-testid="clock-black"]').textContent);
  const [m, sec] = (await read()).split(':').map(Number);
  const left = m * 60 + sec;
  assert.ok(left <= 58, `black's clock shows ${left} s after 2.3 s of its time`);
  assert.equal(await tid(page, 'clock-white').textContent(), '1:00');
  await page.waitForFunction((t) => {
    const [mm, ss] = document.querySelector('[data-testid="clock-black"]').textContent.split(':').map(Number);
    return mm * 60 + ss < t;
  }, left, { timeout: 5000 });
  assert.match(await status(page), /Black to move/);
  assertNoErrors(page);
  await page.context().close();
});

test('a PGN pasted over a game in progress: the card waits for the answer, Keep leaves the text, Replace says what loaded', async () => {
  const page = await openGame(ctx.browser);
  await clickMove(page, 'e2e4');
  await clickMove(page, 'd7d5');
  const text = '1. d4 d5 2. c4 *';
  await tid(page, 'pgn-input').fill(text);
  await tid(page, 'pgn-load').click();
  await tid(page, 'replace-cancel').waitFor();
  assert.match(await tid(page, 'pgn-done').textContent(), /Answer at the top/);
  await tid(page, 'replace-cancel').click();
  assert.equal(await tid(page, 'pgn-done').textContent(), '', 'no question left once answered');
  assert.equal(await tid(page, 'pgn-input').inputValue(), text, 'Keep: the pasted PGN stays, to load later');
  assert.deepEqual(await moveList(page), ['Pe4', 'Pd5']);
  await tid(page, 'pgn-load').click();
  await tid(page, 'replace-confirm').click();
  await waitForMoves(page, 3);
  assert.match(await tid(page, 'pgn-done').textContent(), /3 half-moves/);
  assert.equal(await tid(page, 'pgn-input').inputValue(), '');
  assertNoErrors(page);
  await page.context().close();
});
