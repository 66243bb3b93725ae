// On the page: a premove against the computer (set while it thinks, played on its answer, or
// dropped with the reason; Escape cancels), and castling by moving the king onto its rook.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, assertNoErrors, screenshot } from './harness.mjs';
import { openGame, square, clickMove, moveList, waitForMoves, pieceOn } from './play-helpers.mjs';

const ctx = useBrowser();
const tid = (page, id) => page.locator(`[data-testid="${id}"]`);

test('a premove set while the computer thinks is played on its answer; Escape cancels one', async () => {
  // Level 8 with 2 s: time enough to set the premove while it thinks.
  const page = await openGame(ctx.browser, { hash: '#moves=&vs=computer&you=w&level=8&ms=2000' });
  await clickMove(page, 'g1f3');
  await tid(page, 'thinking').waitFor({ state: 'visible' });
  // b1-c3 is a premove whatever Black answers (c3 stays free on both boards).
  await square(page, 'b1').click();
  await square(page, 'c3').click();
  assert.ok(await square(page, 'b1').evaluate((e) => e.classList.contains('premove')), 'shown on its squares');
  await screenshot(page, 'premove-set');
  await waitForMoves(page, 3);
  const moves = await moveList(page);
  assert.equal(moves[2], 'Nc3', 'the premove was played right after the answer');
  // The computer thinks again: a premove, then Escape on the board.
  await tid(page, 'thinking').waitFor({ state: 'visible' });
  await square(page, 'a2').click();
  await square(page, 'a3').click();
  assert.ok(await square(page, 'a2').evaluate((e) => e.classList.contains('premove')));
  await square(page, 'a3').press('Escape');
  assert.equal(await square(page, 'a2').evaluate((e) => e.classList.contains('premove')), false);
  await waitForMoves(page, 4); // the computer's answer to Nc3
  await page.waitForTimeout(300);
  assert.equal((await moveList(page)).length, 4, 'the cancelled premove was not played');
  assertNoErrors(page);
  await page.context().close();
});

test('castling by taking the king onto its own rook', async () => {
  const page = await openGame(ctx.browser, { hash: '#fen=r3k2r%2Fpppppppp%2F8%2F8%2F8%2F8%2FPPPPPPPP%2FR3K2R%20w%20KQkq%20-%200%201&moves=' });
  await square(page, 'e1').click();
  await square(page, 'h1').click();
  await waitForMoves(page, 1);
  assert.deepEqual(await moveList(page), ['O-O']);
  // King and rook both went through the looking-glass to board B.
  assert.deepEqual(await pieceOn(page, 'g1'), { piece: 'wK', board: 'B' });
  assert.deepEqual(await pieceOn(page, 'f1'), { piece: 'wR', board: 'B' });
  assertNoErrors(page);
  await page.context().close();
});
