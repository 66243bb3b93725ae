// Glicko-2 (www/game/glicko.js) for the puzzle trainer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rate, NEW_PLAYER } from '../../www/game/glicko.js';

test('a win raises the rating, a loss lowers it, and either makes it surer', () => {
  const them = { rating: 1500, rd: 80, vol: 0.06 };
  const won = rate(NEW_PLAYER, them, 1);
  const lost = rate(NEW_PLAYER, them, 0);
  assert.ok(won.rating > 1500 && lost.rating < 1500);
  assert.equal(won.rating - 1500, 1500 - lost.rating, 'symmetric against an equal opponent');
  assert.ok(won.rd < NEW_PLAYER.rd && lost.rd < NEW_PLAYER.rd);
  // Beating a much stronger puzzle counts for more than beating a weak one.
  assert.ok(rate(NEW_PLAYER, { ...them, rating: 2000 }, 1).rating > rate(NEW_PLAYER, { ...them, rating: 1000 }, 1).rating);
  // An established rating moves less than a new one.
  const settled = { rating: 1500, rd: 60, vol: 0.06 };
  assert.ok(rate(settled, them, 1).rating - 1500 < won.rating - 1500);
});

test("Glickman's example, one game at a time, stays close to the paper's single-period result", () => {
  // The paper: 1500 ± 200 against 1400 ± 30 (win), 1550 ± 100 (loss), 1700 ± 300 (loss) in one
  // period gives 1464 ± 151.5. Played one after another the numbers differ a little.
  let me = { rating: 1500, rd: 200, vol: 0.06 };
  me = rate(me, { rating: 1400, rd: 30, vol: 0.06 }, 1);
  me = rate(me, { rating: 1550, rd: 100, vol: 0.06 }, 0);
  me = rate(me, { rating: 1700, rd: 300, vol: 0.06 }, 0);
  assert.ok(Math.abs(me.rating - 1464) < 25, `rating ${me.rating}`);
  assert.ok(Math.abs(me.rd - 151.5) < 20, `rd ${me.rd}`);
});
