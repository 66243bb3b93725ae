// The analysis board's move tree (issue 12): a move played at an earlier point makes a variation
// (the main line kept), the list shows it inline in parentheses, any move of either line is a click
// away (the board follows), ← / → go along the current line, Promote / Make main line / Delete, a
// comment, the tree kept by a reload and written to the PGN, and a PGN with a nested variation read
// with it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, assertNoErrors, screenshot, url, newPage, PHONE } from './harness.mjs';
import { openGame, ready, clickMove, fen, square } from './play-helpers.mjs';

const ctx = useBrowser();
const tid = (page, id) => page.locator(`[data-testid="${id}"]`);
/** The list as text: `1. Pe4 Pe5 (1… Pd5 {a comment}) 2. Nf3`. */
const treeText = (page) =>
  tid(page, 'tree-moves').evaluate((e) =>
    [...e.querySelectorAll('.tree-num, .tree-move, .tree-paren, .tree-comment')]
      .map((x) => (x.classList.contains('tree-comment') ? `{${x.textContent}}` : x.textContent))
      .join(' ')
      .replaceAll('( ', '(')
      .replaceAll(' )', ')'),
  );
const node = (page, alice, nth = 0) => tid(page, 'tree-moves').locator('.tree-move', { hasText: new RegExp(`^${alice}`) }).nth(nth);
const current = (page) => tid(page, 'tree-moves').locator('.tree-move.current').textContent();

const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4S3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1';

test('a move at an earlier point makes a variation; click, keys, promote, delete, comment, reload, PGN', async () => {
  const page = await openGame(ctx.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  assert.equal(await tid(page, 'tree-moves').count(), 0, 'the game being played keeps its linear list');
  await page.goto(url('?analysis'));
  await ready(page);
  await page.evaluate(() => localStorage.removeItem('alice-chess.analysis.tree'));
  await page.goto(url('?analysis#moves=e2e4,e7e5,g1f3'));
  await ready(page);
  assert.equal(await treeText(page), '1. Pe4 Pe5 2. Nf3');
  // Back to after 1.e4 (twice ←), then 1...d5: a variation, the main line kept.
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await current(page), 'Pe4');
  assert.equal(await fen(page), AFTER_E4);
  await clickMove(page, 'd7d5');
  await page.waitForFunction(() => document.querySelector('[data-testid="tree-moves"]').textContent.includes('('));
  assert.equal(await treeText(page), '1. Pe4 Pe5 (1… Pd5) 2. Nf3');
  assert.equal(await current(page), 'Pd5');
  assert.equal(await tid(page, 'tree-moves').locator('.tree-var .tree-move').count(), 1);
  // Click moves of both lines: the board follows.
  await node(page, 'Nf3').click();
  await page.waitForFunction(() => document.querySelector('.tree-move.current')?.textContent === 'Nf3');
  assert.match(await fen(page), /5O2.* b KQkq - 1 2$/);
  assert.equal(await tid(page, 'tree-promote').isVisible(), false, 'no promoting on the main line');
  await node(page, 'Pd5').click();
  await page.waitForFunction(() => document.querySelector('.tree-move.current')?.textContent === 'Pd5');
  assert.match(await fen(page), /3s4.* w KQkq d6 0 2$/);
  // → at the end of the variation does nothing; ← goes to 1.e4.
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('ArrowRight');
  assert.equal(await current(page), 'Pd5');
  // A comment on 1...d5.
  await tid(page, 'tree-comment').fill('the Scandinavian');
  assert.equal(await treeText(page), '1. Pe4 Pe5 (1… Pd5 {the Scandinavian}) 2. Nf3');
  assert.equal(await tid(page, 'tree-moves').locator('.tree-comment').textContent(), 'the Scandinavian');
  await screenshot(page, 'analysis-tree-desktop');
  // Promote: the variation becomes the main line.
  await tid(page, 'tree-promote').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="tree-moves"] .tree-var .tree-move')?.textContent === 'Pe5');
  assert.equal(await treeText(page), '1. Pe4 Pd5 {the Scandinavian} (1… Pe5 2. Nf3)');
  // Make main line of 2.Nf3 (in the variation now): back again.
  await node(page, 'Nf3').click();
  await tid(page, 'tree-main').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="tree-moves"] .tree-var .tree-move')?.textContent === 'Pd5');
  assert.equal(await treeText(page), '1. Pe4 Pe5 (1… Pd5 {the Scandinavian}) 2. Nf3');
  assert.equal(await current(page), 'Nf3');
  // The PGN export writes the tree.
  await tid(page, 'pgn-export').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="pgn-export"]').textContent !== 'Copy PGN');
  const pgn = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(pgn, /1\. Pe4 Pe5 \(1\.\.\. Pd5 \{the Scandinavian\}\) 2\. Nf3/);
  // A reload keeps the tree and the current move.
  await page.reload();
  await ready(page);
  await tid(page, 'tree-moves').locator('.tree-move').first().waitFor();
  assert.equal(await treeText(page), '1. Pe4 Pe5 (1… Pd5 {the Scandinavian}) 2. Nf3');
  assert.equal(await current(page), 'Nf3');
  // Delete the variation: the main line stays, the board goes to 1.e4.
  await node(page, 'Pd5').click();
  await tid(page, 'tree-delete').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="tree-moves"]').textContent.includes('('));
  assert.equal(await treeText(page), '1. Pe4 Pe5 2. Nf3');
  assert.equal(await current(page), 'Pe4');
  assert.equal(await fen(page), AFTER_E4);
  assertNoErrors(page);
  await page.context().close();
});

test('a PGN with a nested variation and NAGs loads with them (the PGN card and ?analysis&pgn=); a phone', async () => {
  const text = '[Event "x"]\n\n1. e4 e5 (1... d5 2. Nf3 (2. d4 c6) 2... Nf6) 2. Nf3 $1 {good} Nc6 *\n';
  const page = await newPage(ctx.browser, { viewport: PHONE, isMobile: true, hasTouch: true });
  await page.goto(url(`?analysis&pgn=${encodeURIComponent(text)}`));
  await ready(page);
  await tid(page, 'tree-moves').locator('.tree-move').first().waitFor();
  assert.equal(await treeText(page), '1. Pe4 Pe5 (1… Pd5 2. Nf3 (2. Pd4 Pc6) 2… Nf6) 2. Nf3! {good} 2… Nc6');
  assert.equal(await current(page), 'Nc6');
  assert.equal(await tid(page, 'tree-moves').locator('.tree-var .tree-var .tree-move').count(), 2);
  await node(page, 'Pc6').click();
  await page.waitForFunction(() => document.querySelector('.tree-move.current')?.textContent === 'Pc6');
  assert.match(await fen(page), /^rnbqkbnr\/pp2pppp\/2s5\/3s4\/3SS3/);
  await screenshot(page, 'analysis-tree-phone');
  // The PGN card's import keeps the variations too.
  const other = '1. d4 (1. c4 e5) 1... d5 *';
  await tid(page, 'pgn-input').fill(other);
  await tid(page, 'pgn-load').click();
  const replace = tid(page, 'replace-confirm');
  if (await replace.isVisible().catch(() => false)) await replace.click();
  await page.waitForFunction(() => document.querySelector('[data-testid="tree-moves"]').textContent.includes('c4'));
  assert.equal(await treeText(page), '1. Pd4 (1. Pc4 Pe5) 1… Pd5');
  assertNoErrors(page);
  await page.context().close();
});

test('marks on a move: the six move signs toggle, the position evaluation, kept by a reload and in the PGN', async () => {
  const page = await openGame(ctx.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto(url('?analysis'));
  await ready(page);
  await page.evaluate(() => localStorage.removeItem('alice-chess.analysis.tree'));
  await page.goto(url('?analysis#moves=e2e4,e7e5,g1f3,b8c6'));
  await ready(page);
  assert.equal(await current(page), 'Nc6');
  const pressed = (nag) => tid(page, `tree-mark-${nag}`).getAttribute('aria-pressed');
  assert.equal(await tid(page, 'tree-mark-1').getAttribute('aria-label'), 'Good move');
  await tid(page, 'tree-mark-1').click();
  await page.waitForFunction(() => document.querySelector('.tree-move.current')?.textContent === 'Nc6!');
  assert.equal(await pressed(1), 'true');
  // Another move sign replaces it; the position's evaluation goes beside it.
  await tid(page, 'tree-mark-4').click();
  await page.waitForFunction(() => document.querySelector('.tree-move.current')?.textContent === 'Nc6??');
  assert.deepEqual([await pressed(1), await pressed(4)], ['false', 'true']);
  await tid(page, 'tree-position').selectOption('16');
  await page.waitForFunction(() => document.querySelector('.tree-move.current')?.textContent === 'Nc6??±');
  assert.match(await tid(page, 'tree-moves').locator('.tree-move.current').getAttribute('aria-label'), /Blunder, White is better$/);
  // Another move has its own marks: none yet; the start position has no row.
  await node(page, 'Pe5').click();
  await page.waitForFunction(() => document.querySelector('.tree-move.current')?.textContent === 'Pe5');
  assert.equal(await pressed(4), 'false');
  assert.equal(await tid(page, 'tree-position').inputValue(), '');
  await tid(page, 'tree-mark-5').click();
  await page.keyboard.press('Home');
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('Home');
  await page.waitForFunction(() => !document.querySelector('.tree-move.current'));
  assert.equal(await tid(page, 'tree-marks').isVisible(), false);
  assert.equal(await treeText(page), '1. Pe4 Pe5!? 2. Nf3 Nc6??±');
  await screenshot(page, 'analysis-tree-marks');
  // Kept by a reload; written to the PGN as NAGs.
  await page.reload();
  await ready(page);
  await tid(page, 'tree-moves').locator('.tree-move').first().waitFor();
  assert.equal(await treeText(page), '1. Pe4 Pe5!? 2. Nf3 Nc6??±');
  await tid(page, 'pgn-export').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="pgn-export"]').textContent !== 'Copy PGN');
  assert.match(await page.evaluate(() => navigator.clipboard.readText()), /1\. Pe4 Pe5 \$5 2\. Nf3 Nc6 \$4 \$16/);
  // Clicking a pressed sign takes it off; "No evaluation" the position's.
  await node(page, 'Nc6').click();
  await page.waitForFunction(() => document.querySelector('.tree-move.current')?.textContent.startsWith('Nc6'));
  await tid(page, 'tree-mark-4').click();
  await tid(page, 'tree-position').selectOption('');
  await page.waitForFunction(() => document.querySelector('.tree-move.current')?.textContent === 'Nc6');
  assertNoErrors(page);
  await page.context().close();
});

test('a game review on the analysis board writes its marks and better lines into the tree', async () => {
  // A short game the loser played badly (17 plies, mate): the review finds mistakes in it.
  const text = '1. Nc3 Pa6 2. Od5 Nh6 3. Pe4 Ra5 4. Se5 Uc5 5. Pd4 Rxd5 6. Bc4 Ua5 7. Pa4 Rxa1 8. Cb5 Pc6 9. Qxd7# 1-0';
  const page = await openGame(ctx.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto(url('?analysis'));
  await ready(page);
  await page.evaluate(() => localStorage.removeItem('alice-chess.analysis.tree'));
  await page.goto(url(`?analysis&pgn=${encodeURIComponent(text)}`));
  await ready(page);
  await tid(page, 'tree-moves').locator('.tree-move').first().waitFor();
  assert.equal(await tid(page, 'tree-moves').locator('.tree-nag').count(), 0);
  await page.locator('.review-card summary').click();
  await tid(page, 'review-start').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="review-marks"] li').length > 0, null, { timeout: 60_000 });
  const listed = await tid(page, 'review-marks').locator('li').count();
  const marked = tid(page, 'tree-moves').locator('.tree-nag[data-nag="6"], .tree-nag[data-nag="2"], .tree-nag[data-nag="4"]');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="tree-moves"] .tree-nag').length === n, listed);
  assert.equal(await marked.count(), listed, 'each mark of the review is on its move in the tree');
  assert.equal(await tid(page, 'tree-moves').locator('.tree-comment').count(), 0, 'the better lines are no comments');
  assert.ok((await tid(page, 'tree-moves').locator('.tree-move[data-variation]').count()) > 0, 'the better lines are variations');
  // Going back along the line keeps the review (its graph) shown.
  await node(page, 'Pa6').click();
  await page.waitForFunction(() => document.querySelector('.tree-move.current')?.textContent.startsWith('Pa6'));
  assert.equal(await tid(page, 'eval-graph').isVisible(), true);
  assert.equal(await tid(page, 'review-marks').locator('li').count(), listed);
  // A click on the graph goes along the reviewed line, forward too (to the mate at its end).
  const graph = await tid(page, 'eval-graph').boundingBox();
  await tid(page, 'eval-graph').click({ position: { x: graph.width - 1, y: graph.height / 2 } });
  await page.waitForFunction(() => document.querySelector('.tree-move.current')?.textContent.startsWith('Qxd7#'));
  await tid(page, 'pgn-export').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="pgn-export"]').textContent !== 'Copy PGN');
  assert.match((await page.evaluate(() => navigator.clipboard.readText())).replace(/\s+/g, ' '), /\$[246] \(\d+\.+ /);
  // Deleting a move of the reviewed line (the main line's, not a better line's): the review, about
  // moves no longer there, goes.
  await tid(page, 'tree-moves').locator('.tree-move:not([data-variation])', { hasText: /^Pd4/ }).click();
  await page.waitForFunction(() => document.querySelector('.tree-move.current')?.textContent.startsWith('Pd4'));
  await tid(page, 'tree-delete').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="eval-graph"]').hasAttribute('hidden'));
  assert.equal(await tid(page, 'review-marks').locator('li').count(), 0);
  assertNoErrors(page);
  await page.context().close();
});

test('an analysis replaced by another game is kept aside with a way back; a pgn= link read once', async () => {
  const page = await openGame(ctx.browser);
  await page.goto(url('?analysis'));
  await ready(page);
  await page.evaluate(() => {
    localStorage.removeItem('alice-chess.analysis.tree');
    localStorage.removeItem('alice-chess.analysis.aside');
  });
  await page.goto(url('?analysis#moves=e2e4,d7d5'));
  await ready(page);
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('ArrowLeft');
  await clickMove(page, 'e7e5');
  await page.waitForFunction(() => document.querySelector('[data-testid="tree-moves"]').textContent.includes('('));
  const mine = await treeText(page);
  assert.equal(mine, '1. Pe4 Pd5 (1… Pe5)');
  // Another game comes (a link opened anew, as "Analysis" from the game does): the analysis goes
  // aside, and "Back to it" brings it back whole.
  await page.goto(url('?analysis=1#moves=d2d4'));
  await ready(page);
  assert.equal(await treeText(page), '1. Pd4');
  await tid(page, 'resume-analysis').click();
  await page.waitForFunction((t) => document.querySelector('[data-testid="tree-moves"]').textContent.includes('Pe5'), mine);
  assert.equal(await treeText(page), mine);
  // And the other one is aside in its place.
  await tid(page, 'resume-analysis').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="tree-moves"]').textContent.includes('Pe5'));
  assert.equal(await treeText(page), '1. Pd4');
  // A pgn= link is read once: a reload keeps what was done to it.
  await page.goto(url(`?analysis&pgn=${encodeURIComponent('1. e4 d5 2. Be2 *')}`));
  await ready(page);
  assert.equal(await treeText(page), '1. Pe4 Pd5 2. Be2');
  assert.ok(!page.url().includes('pgn='), page.url());
  await node(page, 'Be2').click();
  await tid(page, 'tree-comment').fill('my own idea');
  await page.waitForFunction(() => document.querySelector('[data-testid="tree-moves"] .tree-comment')?.textContent === 'my own idea');
  await page.reload();
  await ready(page);
  await page.waitForFunction(() => document.querySelector('[data-testid="tree-moves"] .tree-comment')?.textContent === 'my own idea');
  // A PGN whose variation has an illegal move: its main line loads, and the page says that only it did.
  await page.locator('.pgn-card summary, [data-testid="pgn-input"]').first().isVisible();
  await tid(page, 'pgn-input').fill('1. e4 {good} d5 (1... e5 2. Nf3) (1... Ke3) 2. Be2 $1 *');
  await tid(page, 'pgn-load').click();
  await page.waitForFunction(() => /main line/.test(document.querySelector('[data-testid="notice"]')?.textContent ?? ''));
  assert.match(await tid(page, 'notice').textContent(), /Ke3/);
  assert.equal(await treeText(page), '1. Pe4 Pd5 2. Be2');
  assertNoErrors(page);
  await page.context().close();
});

test('↑ / ↓ switch between the variations at a move; Delete can be undone', async () => {
  const page = await openGame(ctx.browser);
  await page.goto(url('?analysis'));
  await ready(page);
  await page.evaluate(() => localStorage.removeItem('alice-chess.analysis.tree'));
  await page.goto(url('?analysis#moves=e2e4,e7e5,g1f3'));
  await ready(page);
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await clickMove(page, 'd7d5');
  await page.waitForFunction(() => document.querySelector('.tree-move.current')?.textContent === 'Pd5');
  assert.equal(await treeText(page), '1. Pe4 Pe5 (1… Pd5) 2. Nf3');
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('ArrowUp');
  await page.waitForFunction(() => document.querySelector('.tree-move.current')?.textContent === 'Pe5');
  await page.keyboard.press('ArrowUp'); // no variation before the main line's move: stays
  assert.equal(await current(page), 'Pe5');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.querySelector('.tree-move.current')?.textContent === 'Pd5');
  // Delete, then Undo in the notice: the tree comes back whole, at the move deleted.
  await tid(page, 'tree-delete').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="tree-moves"]').textContent.includes('Pd5'));
  await tid(page, 'tree-undo-delete').click();
  await page.waitForFunction(() => document.querySelector('.tree-move.current')?.textContent === 'Pd5');
  assert.equal(await treeText(page), '1. Pe4 Pe5 (1… Pd5) 2. Nf3');
  assertNoErrors(page);
  await page.context().close();
});

test('arrows and circles drawn on a position are kept in its PGN comment, and drawn again', async () => {
  const page = await openGame(ctx.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto(url('?analysis'));
  await ready(page);
  await page.evaluate(() => localStorage.removeItem('alice-chess.analysis.tree'));
  await page.goto(url('?analysis#moves=e2e4,e7e5'));
  await ready(page);
  const centre = async (sq) => {
    const b = await square(page, sq).boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const rightDraw = async (from, to) => {
    const a = await centre(from);
    const b = await centre(to);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down({ button: 'right' });
    await page.mouse.move(b.x, b.y, { steps: 5 });
    await page.mouse.up({ button: 'right' });
  };
  await rightDraw('g1', 'f3'); // a green arrow
  await rightDraw('e5', 'e5'); // a green circle
  const user = () => page.evaluate(() => [...document.querySelectorAll('.board-shapes [data-kind="user"]')].map((e) => `${e.dataset.shape} ${e.dataset.from}${e.dataset.to ?? ''} ${e.dataset.brush}`).sort());
  assert.deepEqual(await user(), ['arrow g1f3 green', 'circle e5 green']);
  // In the PGN, as lichess writes them; the list shows no comment text for them.
  await tid(page, 'pgn-export').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="pgn-export"]').textContent !== 'Copy PGN');
  const pgn = (await page.evaluate(() => navigator.clipboard.readText())).replace(/\s+/g, ' ');
  assert.match(pgn, /Pe5 \{\[%csl Ge5\] \[%cal Gg1f3\]\}/);
  assert.equal(await tid(page, 'tree-moves').locator('.tree-comment').count(), 0);
  // Elsewhere they are gone; back at the position, and after a reload, they are drawn again.
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelectorAll('.board-shapes [data-kind="user"]').length === 0);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelectorAll('.board-shapes [data-kind="user"]').length === 2);
  await page.reload();
  await ready(page);
  await page.waitForFunction(() => document.querySelectorAll('.board-shapes [data-kind="user"]').length === 2);
  assert.deepEqual(await user(), ['arrow g1f3 green', 'circle e5 green']);
  // A comment typed keeps them; a left click on the board clears them from the comment too.
  await tid(page, 'tree-comment').fill('the king’s pawn');
  await page.waitForFunction(() => document.querySelector('.tree-comment')?.textContent === 'the king’s pawn');
  await square(page, 'a4').click();
  await page.waitForFunction(() => document.querySelectorAll('.board-shapes [data-kind="user"]').length === 0);
  await tid(page, 'pgn-export').click();
  let copied = '';
  for (let i = 0; i < 50 && !copied.includes('king’s pawn'); i++) {
    await page.waitForTimeout(100);
    copied = (await page.evaluate(() => navigator.clipboard.readText())).replace(/\s+/g, ' ');
  }
  assert.match(copied, /Pe5 \{the king’s pawn\} /);
  assertNoErrors(page);
  await page.context().close();
});

test('players are kept: a PGN’s names after a reload, a game against the computer sent to analysis', async () => {
  const page = await openGame(ctx.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  const exported = async () => {
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await tid(page, 'pgn-export').click();
    let text = '';
    for (let i = 0; i < 50 && !text; i++) {
      await page.waitForTimeout(100);
      text = await page.evaluate(() => navigator.clipboard.readText());
    }
    return text;
  };
  const names = () => page.evaluate(() => [document.querySelector('[data-part="name-top"]').textContent, document.querySelector('[data-part="name-bottom"]').textContent]);
  const text = '[White "Ann Example"]\n[Black "Bob Sample"]\n\n1. e4 d5 2. Be2 *';
  await page.goto(url(`?analysis&pgn=${encodeURIComponent(text)}`));
  await ready(page);
  assert.deepEqual(await names(), ['Bob Sample (Black)', 'Ann Example (White)']);
  await page.reload();
  await ready(page);
  assert.deepEqual(await names(), ['Bob Sample (Black)', 'Ann Example (White)'], 'the names stay after a reload');
  assert.match(await exported(), /\[White "Ann Example"\][\s\S]*\[Black "Bob Sample"\]/);

  // A game against the computer (level 3, the player White) taken to the analysis board.
  await page.goto(url('#moves=e2e4,d7d5&vs=computer&you=w&level=3&ms=500'));
  await ready(page);
  await tid(page, 'analyse').click();
  await page.waitForURL(/\?analysis/);
  await ready(page);
  const pgn = await exported();
  assert.match(pgn, /\[White "Human"\]/);
  assert.match(pgn, /\[Black "Computer \(level 3\)"\]/);
  await page.reload();
  await ready(page);
  assert.match(await exported(), /\[Black "Computer \(level 3\)"\]/, 'also after a reload');
  assertNoErrors(page);
  await page.context().close();
});
