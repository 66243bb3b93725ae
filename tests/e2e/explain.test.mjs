// Refused moves are explained — typed, clicked or dropped — with the rules core's reason, so an
// Alice newcomer learns why (the arrival square taken on the other board, a pin, a check, …).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, assertNoErrors, screenshot } from './harness.mjs';
import { openGame, square, drag, moveList, fen } from './play-helpers.mjs';

const ctx = useBrowser();
const tid = (page, id) => page.locator(`[data-testid="${id}"]`);

test('after 1.d4 Nf6, Qd4 is refused because d4 is taken on board B: typed, dropped and clicked', async () => {
  const page = await openGame(ctx.browser, { hash: '#moves=d2d4,g8f6' });
  const before = await fen(page);

  await tid(page, 'move-input').fill('Qd4');
  await tid(page, 'move-input').press('Enter');
  assert.match(await tid(page, 'move-error').textContent(), /d4 is taken on board B/);

  await drag(page, 'd1', 'd4');
  await tid(page, 'move-note').waitFor({ state: 'visible' });
  assert.match(await tid(page, 'move-note').textContent(), /d4 is taken on board B/);
  await screenshot(page, 'explain-drop');
  // The note keeps clear of the square tried: d4 is in the lower half, so the note is at the head.
  const clear = async (sq) => {
    const note = await tid(page, 'move-note').boundingBox();
    const box = await square(page, sq).boundingBox();
    return note.y + note.height <= box.y || note.y >= box.y + box.height;
  };
  assert.ok(await clear('d4'), 'the note does not cover d4');

  // A click-click try with a piece that cannot go there: the king two squares up.
  await square(page, 'e1').click();
  await square(page, 'e3').click();
  assert.match(await tid(page, 'move-note').textContent(), /king/i);

  // A piece with no legal move at all can be picked up, and the try explained: the a1 rook is
  // shut in by the a2 pawn on board A.
  await square(page, 'a1').click();
  await square(page, 'a3').click();
  assert.match(await tid(page, 'move-note').textContent(), /a2/);
  // A try into the upper half (a1 to a6): the note sits at the foot, clear of a6.
  await square(page, 'a1').click();
  await square(page, 'a6').click();
  assert.match(await tid(page, 'move-note').textContent(), /a2/);
  assert.ok(await clear('a6'), 'the note does not cover a6');

  assert.equal(await fen(page), before, 'nothing changed');
  assert.deepEqual(await moveList(page), ['Pd4', 'Nf6']);
  // A legal move clears the note.
  await square(page, 'e2').click();
  await square(page, 'e4').click();
  await tid(page, 'move-note').waitFor({ state: 'hidden' });
  assert.equal(await tid(page, 'move-error').textContent(), '', "the move box's old complaint is gone");
  assertNoErrors(page);
  await page.context().close();
});

test('against the computer, a try during its turn says whose move it is', async () => {
  const page = await openGame(ctx.browser, { hash: '#moves=&vs=computer&you=b&level=8&ms=4000' });
  await tid(page, 'thinking').waitFor({ state: 'visible' });
  await square(page, 'e7').click();
  await square(page, 'e5').click();
  // Not the player's turn: the piece cannot even be picked, so nothing is tried and nothing said.
  assert.equal(await tid(page, 'move-note').isVisible(), false);
  assertNoErrors(page);
  await page.context().close();
});
