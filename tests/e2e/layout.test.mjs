// The two-board view, the phone-sized page, the controls' reachability, and the clock.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { useBrowser, assertNoErrors, screenshot, url, PHONE, SCREENSHOT_DIR } from './harness.mjs';
import {
  RULES_GAME,
  openGame,
  reload,
  square,
  pieceOn,
  moveList,
  status,
  clickMove,
  dragMove,
  settle,
  waitForMoves,
  moveCount,
  ready,
} from './play-helpers.mjs';

const ctx = useBrowser();

/** Horizontal overflow of the document, in px (0 = none). */
const overflow = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the two-board view shows A and B side by side, and both boards play', async () => {
  const page = await openGame(ctx.browser);
  const toggle = page.locator('[data-testid="view-toggle"]');
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  assert.equal(await page.locator('[data-square][data-board="A"]').count(), 64);
  assert.equal(await page.locator('[data-square][data-board="B"]').count(), 64);
  const a = await page.locator('.board[data-board="A"]').boundingBox();
  const b = await page.locator('.board[data-board="B"]').boundingBox();
  assert.ok(b.x >= a.x + a.width, 'board B is to the right of board A');
  assert.ok(Math.abs(a.y - b.y) < 2, 'side by side');

  // A board-A pawn moves on A and lands on B.
  await clickMove(page, 'e2e4', { board: 'A' });
  assert.deepEqual(await pieceOn(page, 'e4', 'B'), { piece: 'wP', board: 'B' });
  assert.equal(await pieceOn(page, 'e4', 'A'), null);
  assert.equal(await pieceOn(page, 'e2', 'A'), null);
  // Drag from board A onto the landing square on board B.
  await dragMove(page, 'd7d5', { board: 'A', toBoard: 'B' });
  assert.deepEqual(await pieceOn(page, 'd5', 'B'), { piece: 'bP', board: 'B' });
  await clickMove(page, 'f1e2', { board: 'A' });
  // Board B plays too: the pawn on B takes on e4 (on B) and comes back to A.
  await square(page, 'd5', 'B').click();
  assert.equal(await page.locator('.move-dest[data-board="B"][data-square="e4"]').count(), 1);
  await square(page, 'e4', 'B').click();
  await waitForMoves(page, 4);
  assert.deepEqual(await pieceOn(page, 'e4', 'A'), { piece: 'bP', board: 'A' });
  assert.equal(await pieceOn(page, 'e4', 'B'), null);
  await dragMove(page, 'e2b5', { board: 'B' });
  assert.equal(await status(page), 'Checkmate — White wins');
  assert.equal(await overflow(page), 0);
  await settle(page);
  await page.locator('[data-part="result-close"]').click();
  await screenshot(page, 'two-board');
  // The choice is remembered.
  await reload(page);
  assert.equal(await page.locator('[data-square][data-board="B"]').count(), 64);
  assertNoErrors(page);
  await page.context().close();
});

test('phone-sized page: no horizontal overflow, the board fits, taps play', async () => {
  const page = await openGame(ctx.browser, { viewport: PHONE, isMobile: true, hasTouch: true });
  assert.equal(await overflow(page), 0);
  const board = await page.locator('.board').boundingBox();
  assert.ok(board.width >= 300 && board.x >= 0 && board.x + board.width <= PHONE.width, 'board fits');
  for (const m of RULES_GAME.slice(0, 2)) {
    await square(page, m.slice(0, 2)).tap();
    await square(page, m.slice(2, 4)).tap();
  }
  await waitForMoves(page, 2);
  assert.deepEqual(await moveList(page), ['Pe4', 'Pd5']);
  // Every element stays inside the viewport's width (or inside a row that scrolls sideways and
  // fits itself: the header's links, in a language with long words).
  const wide = await page.evaluate((w) => {
    const out = [];
    const inScroller = (el) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const r = p.getBoundingClientRect();
        if (/(auto|scroll)/.test(getComputedStyle(p).overflowX) && r.left >= -0.5 && r.right <= w + 0.5) return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.right > w + 0.5 || r.left < -0.5) && !el.closest('.sr-only, .skip-link') && !inScroller(el)) {
        out.push(`${el.tagName}.${el.className}`);
      }
    }
    return out;
  }, PHONE.width);
  assert.deepEqual(wide, []);
  await settle(page);
  await screenshot(page, 'phone');
  await page.locator('[data-testid="view-toggle"]').click();
  assert.equal(await overflow(page), 0);
  const a = await page.locator('.board[data-board="A"]').boundingBox();
  const b = await page.locator('.board[data-board="B"]').boundingBox();
  assert.ok(b.y >= a.y + a.height && Math.abs(b.x - a.x) < 2, 'on a phone the boards are stacked, A above B');
  assert.ok(a.width / 8 >= 40 && b.x + b.width <= PHONE.width, `squares of at least 40 px that fit the width: ${a.width / 8}`);
  await screenshot(page, 'phone-two-board');
  assertNoErrors(page);
  await page.context().close();
});

/**
 * The two-board view's geometry: the smallest square, the boards' boxes, each coordinate letter
 * (a pseudo-element of an edge square, measured from its computed box) that overlaps a piece's box
 * on its board, the elements of the boards' area wider than the screen and the page's overflow.
 */
function twoBoardGeometry(page) {
  return page.evaluate(() => {
    const box = (r) => ({ x: r.left, y: r.top, right: r.right, bottom: r.bottom });
    // The two boards shown (the editor's, not the hidden game board's).
    const shown = [...document.querySelectorAll('.boards-double')].find((el) => el.getClientRects().length > 0);
    const boards = ['A', 'B'].map((n) => box(shown.querySelector(`.board[data-board="${n}"]`).getBoundingClientRect()));
    const squares = [...shown.querySelectorAll('[data-square][data-board]')].map((el) => el.getBoundingClientRect());
    const smallest = Math.min(...squares.map((r) => Math.min(r.width, r.height)));
    /** A coordinate's box: the square's box moved by the pseudo-element's used offsets and translate. */
    const labelBox = (el, which) => {
      const cs = getComputedStyle(el, which);
      if (cs.content === 'none' || cs.display === 'none') return null;
      const r = el.getBoundingClientRect();
      const w = parseFloat(cs.width);
      const h = parseFloat(cs.height);
      const [tx = '0', ty = '0'] = cs.translate === 'none' ? [] : cs.translate.split(' ');
      const shift = (v, size) => (v.endsWith('%') ? (parseFloat(v) / 100) * size : parseFloat(v));
      const x = r.left + parseFloat(cs.left) + shift(tx, w);
      const y = r.top + parseFloat(cs.top) + shift(ty, h);
      return { x, y, right: x + w, bottom: y + h, text: cs.content };
    };
    const meets = (p, q) => p.x < q.right - 0.5 && q.x < p.right - 0.5 && p.y < q.bottom - 0.5 && q.y < p.bottom - 0.5;
    const labels = [];
    const overlaps = [];
    for (const name of ['A', 'B']) {
      const pieces = [...shown.querySelectorAll(`.board[data-board="${name}"] [data-piece]`)].map((el) => ({ ...box(el.getBoundingClientRect()), sq: el.closest('[data-square]').dataset.square }));
      for (const el of shown.querySelectorAll(`.board[data-board="${name}"] [data-square]`)) {
        for (const which of ['::before', '::after']) {
          const l = labelBox(el, which);
          if (!l) continue;
          labels.push(l);
          for (const p of pieces) if (meets(l, p)) overlaps.push(`${name} ${l.text} over ${p.sq}`);
        }
      }
    }
    const w = document.documentElement.clientWidth;
    // Everything about the boards (the header's own row of links scrolls by itself).
    const wide = [...shown.closest('.board-area').querySelectorAll('*')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > w + 0.5 || r.left < -0.5) && !el.closest('.sr-only, .skip-link');
      })
      .map((el) => `${el.tagName}.${el.className}`);
    return { smallest, boards, labels: labels.length, overlaps, wide, scroll: document.documentElement.scrollWidth - w };
  });
}

test('phone (390×844): the two-board view stacks A above B, squares of 40 px or more, coordinates clear of the pieces, moves by taps', async () => {
  const phone = { width: 390, height: 844 };
  const page = await openGame(ctx.browser, { hash: '#moves=', viewport: phone, isMobile: true, hasTouch: true });
  await page.locator('[data-testid="view-toggle"]').tap();
  await page.locator('.board[data-board="B"]').waitFor();
  const g = await twoBoardGeometry(page);
  const [a, b] = g.boards;
  assert.ok(b.y >= a.bottom && Math.abs(b.x - a.x) < 1, `stacked, A above B: ${JSON.stringify(g.boards)}`);
  assert.ok(g.smallest >= 40, `squares of at least 40 px: ${g.smallest}`);
  assert.equal(g.labels, 32, 'a letter or number beside each edge square of both boards');
  assert.deepEqual(g.overlaps, [], 'no coordinate over a piece');
  assert.deepEqual(g.wide, [], 'nothing wider than the screen');
  assert.equal(g.scroll, 0);
  assert.ok(a.bottom <= phone.height, 'board A wholly in view');
  // Moves by taps: a board-A pawn (e2e4 lands on B), Black's d5 likewise, then B's pawn takes on
  // d5 on board B and comes back to A.
  for (const [from, to, board] of [['e2', 'e4', 'A'], ['d7', 'd5', 'A'], ['e4', 'd5', 'B']]) {
    const before = await moveCount(page);
    await square(page, from, board).tap();
    await square(page, to, board).tap();
    await waitForMoves(page, before + 1);
  }
  const moves = await moveList(page);
  assert.deepEqual(moves.slice(0, 2), ['Pe4', 'Pd5']);
  assert.match(moves[2], /^[A-Z]exd5$/);
  assert.deepEqual(await pieceOn(page, 'd5', 'A'), { piece: 'wP', board: 'A' });
  assert.equal(await pieceOn(page, 'd5', 'B'), null);
  await settle(page); // the capturing pawn slides from board B to board A: measured once it is there
  assert.deepEqual((await twoBoardGeometry(page)).overlaps, []);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'phone-390-two-board.png') });
  await screenshot(page, 'phone-390-two-board-full');
  assertNoErrors(page);
  await page.context().close();
});

test('the two-board view at other phone sizes, upright and on its side, in play, analysis, the editor and the solver: squares of 40 px or more, nothing cut off', async () => {
  const sizes = [
    { width: 360, height: 740, stacked: true },
    { width: 412, height: 915, stacked: true },
    { width: 844, height: 390, stacked: false },
  ];
  const found = [];
  for (const { stacked, ...viewport } of sizes) {
    for (const screen of ['', '?analysis', '?editor', '?solve']) {
      const page = await openGame(ctx.browser, { viewport, isMobile: true, hasTouch: true });
      await page.goto(url(`${screen}#moves=e2e4,d7d5`));
      if (screen === '?editor' || screen === '?solve') await page.waitForSelector('[data-piece]:visible');
      else await ready(page);
      await page.locator('[data-testid="view-toggle"]').tap();
      await page.locator('.board[data-board="B"]:visible').waitFor();
      const g = await twoBoardGeometry(page);
      const [a, b] = g.boards;
      const where = `${viewport.width}×${viewport.height} ${screen || 'play'}`;
      if (stacked) assert.ok(b.y >= a.bottom && Math.abs(b.x - a.x) < 1, `${where}: stacked`);
      else assert.ok(b.x >= a.right && Math.abs(b.y - a.y) < 1, `${where}: side by side`);
      assert.ok(g.smallest >= 40, `${where}: squares of at least 40 px: ${g.smallest}`);
      assert.deepEqual(g.overlaps, [], `${where}: no coordinate over a piece`);
      assert.deepEqual(g.wide, [], `${where}: nothing wider than the screen`);
      found.push(`${where}: ${g.smallest.toFixed(1)} px`);
      if (screen === '?analysis') {
        await settle(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `phone-${viewport.width}x${viewport.height}-analysis-two-board.png`) });
      }
      assertNoErrors(page);
      await page.context().close();
    }
  }
  console.log(`two-board squares: ${found.join('; ')}`);
});

test('desktop: the two-board view keeps A and B side by side', async () => {
  const page = await openGame(ctx.browser, { hash: '?analysis#moves=e2e4,d7d5' });
  await page.locator('[data-testid="view-toggle"]').click();
  const g = await twoBoardGeometry(page);
  const [a, b] = g.boards;
  assert.ok(b.x >= a.right && Math.abs(b.y - a.y) < 1, 'side by side');
  assert.ok(g.smallest >= 40);
  assert.equal(g.labels, 32);
  assert.deepEqual(g.wide, []);
  await settle(page);
  await screenshot(page, 'desktop-analysis-two-board');
  assertNoErrors(page);
  await page.context().close();
});

test('every control is reachable with Tab and shows its focus', async () => {
  const page = await openGame(ctx.browser);
  await clickMove(page, 'e2e4'); // so that Undo is enabled
  await page.locator('body').click({ position: { x: 2, y: 2 } }); // start tabbing from the top
  const wanted = new Set(['new-game', 'undo', 'flip', 'resign', 'draw', 'view-toggle', 'move-input', 'fen-input', 'fen-load', 'fen-copy', 'share']);
  const seen = new Set();
  let boardReached = false;
  for (let i = 0; i < 60 && (seen.size < wanted.size || !boardReached); i++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const el = document.activeElement;
      const style = getComputedStyle(el);
      return {
        id: el?.dataset?.testid ?? null,
        square: el?.dataset?.square ?? null,
        outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      };
    });
    if (info.id && wanted.has(info.id)) {
      seen.add(info.id);
      assert.ok(info.outline, `${info.id} shows a focus outline`);
    }
    if (info.square) {
      boardReached = true;
      assert.ok(info.outline, 'the focused square shows a focus outline');
    }
  }
  assert.deepEqual([...wanted].filter((x) => !seen.has(x)), []);
  assert.ok(boardReached, 'the board takes the focus');
  assertNoErrors(page);
  await page.context().close();
});

test('the chess clock runs for the side to move', async () => {
  const page = await openGame(ctx.browser);
  await page.locator('[data-part="clock-card"] summary').click();
  await page.locator('[data-testid="clock-minutes"]').fill('3');
  await page.locator('[data-testid="clock-increment"]').fill('2');
  await page.locator('[data-testid="clock-enabled"]').check();
  const white = page.locator('[data-testid="clock-white"]');
  const black = page.locator('[data-testid="clock-black"]');
  await white.waitFor();
  assert.equal(await white.textContent(), '3:00');
  assert.equal(await black.textContent(), '3:00');
  await clickMove(page, 'e2e4');
  await page.waitForFunction(() => document.querySelector('[data-testid="clock-black"]').textContent !== '3:00');
  assert.match(await black.getAttribute('class'), /running/);
  await clickMove(page, 'd7d5');
  assert.match(await white.getAttribute('class'), /running/);
  // The increment was added to Black after its move: 3:00 − a little + 2 s.
  const [m, s] = (await black.textContent()).split(':').map(Number);
  assert.ok(m * 60 + s >= 180, `black has at least 3:00 after the increment (${m}:${s})`);
  assertNoErrors(page);
  await page.context().close();
});

test('running out of time: a loss, or a draw against a lone king', async () => {
  const page = await openGame(ctx.browser);
  // A 3-second clock (the settings form offers whole minutes; the saved preference may be shorter).
  await page.evaluate(() =>
    localStorage.setItem(
      'alice-chess.prefs',
      JSON.stringify({ clock: { enabled: true, minutes: 0.05, increment: 0 } }),
    ),
  );
  await reload(page);
  await clickMove(page, 'e2e4'); // Black's time starts
  await page.locator('[data-testid="result"]').waitFor({ state: 'visible', timeout: 8000 });
  assert.match(await page.locator('[data-testid="result"]').textContent(), /Time out/);
  assert.match(await status(page), /White wins/);
  assert.equal(await page.locator('[data-testid="clock-black"]').textContent(), '0:00.0');
  // Losing on time is final: no undo reopens the game.
  assert.equal(await page.locator('[data-testid="undo"]').isDisabled(), true);

  // White has only a king left: Black's flag falling is a draw.
  await page.locator('[data-part="result-new"]').click();
  await page.locator('[data-testid="fen-input"]').fill('4k3/4p3/8/8/8/8/8/4K3 w - -'); // no move counters, as lichess allows
  await page.locator('[data-testid="fen-load"]').click();
  await clickMove(page, 'e1d1');
  await page.locator('[data-testid="result"]').waitFor({ state: 'visible', timeout: 8000 });
  assert.match(await page.locator('[data-testid="result"]').textContent(), /only a king/);
  assert.match(await page.locator('[data-testid="result"]').textContent(), /½–½/);
  assertNoErrors(page);
  await page.context().close();
});

test('sound can be muted, and the choice is remembered', async () => {
  const page = await openGame(ctx.browser);
  const mute = page.locator('[data-testid="mute"]');
  assert.equal(await mute.getAttribute('aria-pressed'), 'false');
  await clickMove(page, 'e2e4'); // plays a sound (synthesised; no files are fetched)
  await mute.click();
  assert.equal(await mute.getAttribute('aria-pressed'), 'true');
  await reload(page);
  assert.equal(await page.locator('[data-testid="mute"]').getAttribute('aria-pressed'), 'true');
  assertNoErrors(page);
  await page.context().close();
});
