// Issue 31, point 7: saves are not lost. A save of a newer format is left untouched (the page plays
// without saving over it, and says so); the legal moves before an illegal one are kept (the save as
// it was set aside); a bad clock drops only the clock; with storage full the failed save is said
// (a stand-in: Storage.prototype.setItem throws the browser's QuotaExceededError once the test says
// the storage is full); the analysis board saves a large tree no more (a cap, said) and a tree once,
// not twice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, assertNoErrors, screenshot, url } from './harness.mjs';
import { START_FEN, RULES_GAME, ready, reload, clickMove, moveList, fen } from './play-helpers.mjs';

const ctx = useBrowser();
const tid = (page, id) => page.locator(`[data-testid="${id}"]`);
const GAME_KEY = 'alice-chess.game';
const TREE_KEY = 'alice-chess.analysis.tree';

/** A fresh page whose saved game is `text` (written before the page starts). */
async function withSaved(text) {
  const page = await newPage(ctx.browser);
  await page.goto(url());
  await ready(page);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [GAME_KEY, text]);
  await reload(page);
  return page;
}

const noticeText = async (page) => {
  await tid(page, 'notice').waitFor({ state: 'visible' });
  return tid(page, 'notice').textContent();
};
const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

test('a save of a newer format (v: 2) is left untouched: the page plays, saves nothing over it, and says so', async () => {
  const text = JSON.stringify({ v: 2, game: { moves: ['e2e4', 'e7e5'] }, notes: 'what version 2 keeps' });
  const page = await withSaved(text);
  assert.match(await noticeText(page), /from a newer version of Alice chess: it is left as it is, and games played on this page are not saved/);
  assert.equal(await fen(page), START_FEN);
  await clickMove(page, 'e2e4');
  await clickMove(page, 'd7d5');
  assert.equal(await stored(page, GAME_KEY), text, 'not written over');
  await reload(page);
  assert.equal(await stored(page, GAME_KEY), text);
  assert.match(await noticeText(page), /newer version/);
  assertNoErrors(page);
  await page.context().close();
});

test('the legal moves before an illegal one are kept, and the save as it was is set aside', async () => {
  const text = JSON.stringify({ v: 1, start: START_FEN, moves: ['e2e4', 'd7d5', 'f1e2', 'e8e3', 'e2b5'] });
  const page = await withSaved(text);
  assert.deepEqual(await moveList(page), ['Pe4', 'Pd5', 'Be2']);
  assert.match(await noticeText(page), /stops at a move that cannot be played \(2… e8e3\): it is restored up to the move before it\. .*under the name alice-chess\.game\.unreadable/);
  await screenshot(page, 'saves-moves-kept');
  assert.equal(await stored(page, 'alice-chess.game.unreadable'), text);
  // What was kept is the game now: it goes on and is saved.
  await clickMove(page, 'd5e4');
  await reload(page);
  assert.deepEqual(await moveList(page), ['Pe4', 'Pd5', 'Be2', 'Sdxe4']);
  assertNoErrors(page);
  await page.context().close();
});

test('a negative clock drops only the clock: the game is kept', async () => {
  const clock = { initial: 300_000, increment: 2000, remaining: { w: -5000, b: 290_000 }, running: 'w', at: Date.now() };
  const page = await withSaved(JSON.stringify({ v: 1, start: START_FEN, moves: RULES_GAME.slice(0, 3), clock }));
  assert.deepEqual(await moveList(page), ['Pe4', 'Pd5', 'Be2']);
  assert.match(await noticeText(page), /clock of your saved game could not be read: the game goes on without a clock/);
  assert.equal(await tid(page, 'clock-white').isVisible(), false, 'no clock shown');
  assertNoErrors(page);
  await page.context().close();
});

test('with storage full the failed save is said (once), and a reload has the last save that fitted', async () => {
  const page = await newPage(ctx.browser);
  // The browser's own error, from the real Storage, once the test says the storage is full.
  await page.addInitScript(() => {
    const real = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (/** @type {any} */ (window).__storageFull) throw new DOMException("Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota.", 'QuotaExceededError');
      return real.call(this, key, value);
    };
  });
  await page.goto(url());
  await ready(page);
  for (const m of RULES_GAME.slice(0, 3)) await clickMove(page, m);
  assert.equal(await tid(page, 'notice').isVisible(), false);
  await page.evaluate(() => (/** @type {any} */ (window).__storageFull = true));
  await clickMove(page, 'd5e4');
  assert.match(await noticeText(page), /storage for this site is full: the last change could not be saved, and a reload would lose it/);
  await screenshot(page, 'saves-storage-full');
  // Said once, not at every move: a move later the notice closed stays closed.
  await page.locator('[data-part="notice-close"]').click();
  await clickMove(page, 'e2b5');
  assert.equal(await tid(page, 'notice').isVisible(), false);
  await reload(page); // (the init script starts the page with room again)
  assert.deepEqual(await moveList(page), ['Pe4', 'Pd5', 'Be2']);
  assertNoErrors(page);
  await page.context().close();
});

/** Every localStorage write of the page from now on, as [key, length]: in window.__writes. */
async function recordWrites(page) {
  await page.addInitScript(() => {
    /** @type {any} */ (window).__writes = [];
    const real = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      /** @type {any} */ (window).__writes.push([key, String(value).length]);
      return real.call(this, key, value);
    };
  });
}
const writes = (page) => page.evaluate(() => /** @type {Array<[string, number]>} */ (/** @type {any} */ (window).__writes));

test('the analysis board: a tree is saved once per change (no second copy), and a huge one is not saved (said)', async () => {
  const page = await newPage(ctx.browser);
  await recordWrites(page);
  await page.goto(url('?analysis'));
  await ready(page);
  // Leftovers of an earlier version's second copy are cleared.
  await page.evaluate(() => localStorage.setItem('alice-chess.analysis', JSON.stringify({ v: 1, moves: ['e2e4'] })));
  await reload(page);
  assert.equal(await stored(page, 'alice-chess.analysis'), null);

  // A small PGN: its tree saved, once, and no game of the analysis board besides.
  await page.evaluate(() => (/** @type {any} */ (window).__writes = []));
  await tid(page, 'pgn-input').fill('1. e4 {the start} d5 (1... e5 2. Nf3) 2. Be2 dxe4 3. Bb5# *');
  await tid(page, 'pgn-load').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="tree-moves"] .tree-move').length === 7);
  const small = await writes(page);
  assert.deepEqual(small.map(([k]) => k), [TREE_KEY], JSON.stringify(small));

  // A PGN whose tree passes the cap (256 KiB of saved text): not saved, and said.
  const before = await stored(page, TREE_KEY);
  const words = 'a long comment about this position '.repeat(1600); // 56,000 characters
  const huge = `1. e4 {${words}} d5 {${words}} 2. Be2 {${words}} dxe4 {${words}} 3. Bb5# {${words}} *`;
  assert.ok(huge.length > 256 * 1024);
  await page.evaluate(() => (/** @type {any} */ (window).__writes = []));
  await tid(page, 'pgn-input').fill(huge);
  await tid(page, 'pgn-load').click();
  assert.match(await noticeText(page), /too large to be kept in the browser \(over 256 KB\)/);
  await screenshot(page, 'saves-analysis-too-big');
  const big = await writes(page);
  assert.ok(big.every(([, n]) => n <= 256 * 1024), `nothing over the cap written: ${JSON.stringify(big)}`);
  assert.equal(await stored(page, TREE_KEY), before, 'the last tree saved stays');
  // The analysis goes on (it is only not kept): a variation in it is not saved either, nor said again.
  await page.locator('[data-part="notice-close"]').click();
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelector('.tree-move.current')?.textContent === 'Sdxe4');
  await page.locator('[data-square="g1"]').click();
  await page.locator('[data-square="f3"]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="tree-moves"]').textContent.includes('Nf3'));
  assert.equal(await tid(page, 'notice').isVisible(), false);
  assert.ok((await writes(page)).every(([, n]) => n <= 256 * 1024));
  assertNoErrors(page);
  await page.context().close();
});

test('a saved analysis tree that cannot be used is set aside (said), not written over', async () => {
  const page = await newPage(ctx.browser);
  await page.goto(url('?analysis'));
  await ready(page);
  for (const bad of [JSON.stringify({ pgn: 5, path: 'x' }), JSON.stringify({ pgn: '1. e4 e4 *', path: [0] })]) {
    await page.evaluate(([key, text]) => {
      localStorage.clear();
      localStorage.setItem(key, text);
    }, [TREE_KEY, bad]);
    await reload(page);
    assert.match(await noticeText(page), /saved analysis could not be read: it is kept as it was in this browser, under the name alice-chess\.analysis\.tree\.unreadable/);
    assert.equal(await stored(page, `${TREE_KEY}.unreadable`), bad);
    // The analysis board works, and saves its own tree in its place.
    await clickMove(page, 'e2e4');
    assert.deepEqual(JSON.parse(await stored(page, TREE_KEY)).path, [0]);
  }
  assertNoErrors(page);
  await page.context().close();
});
