// The board editor (index.html?editor): a position set up from an empty board with the palette
// (board A and board B pieces, the eraser), the FEN following every change and the core's reason
// while the position is illegal, castling rights, the side to move, the en-passant square, a FEN
// typed in, flipping, the two-board view; then "Play from here" and "Analyse" take the position to
// the game page and the analysis board. Phone-size screenshot.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, assertNoErrors, screenshot, url, PHONE } from './harness.mjs';
import { openGame, ready, pieceOn, moveList, fen as shownFen } from './play-helpers.mjs';

const ctx = useBrowser();
const tid = (page, id) => page.locator(`[data-testid="${id}"]`);
const editorFen = (page) => tid(page, 'editor-fen').inputValue();
const editorError = (page) => tid(page, 'editor-error').textContent();

/** Open the editor (its own storage) at `hash` and wait until it shows its FEN. */
async function openEditor(browser, { hash = '', ...options } = {}) {
  const page = await newPage(browser, options);
  await page.goto(url(`?editor${hash}`));
  await editorReady(page);
  return page;
}

async function editorReady(page) {
  await tid(page, 'editor').waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="editor-fen"]')?.value !== '');
}

/** Choose a palette piece (`wK`, board 'A'|'B'), or the eraser. */
async function choose(page, piece, board) {
  const sel = piece === 'eraser' ? '[data-piece="none"]' : `[data-piece="${piece}"][data-board="${board}"]`;
  const button = tid(page, 'palette').locator(`[data-testid="editor-piece"]${sel}`);
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  assert.equal(await button.getAttribute('aria-pressed'), 'true');
}

/** Click a square of the editor's board (`grid`: 'A'|'B' in the two-board view). */
const clickSquare = (page, sq, grid) =>
  tid(page, 'editor').locator(grid ? `[data-square="${sq}"][data-board="${grid}"]` : `[data-square="${sq}"]`).click();

/** Drag a piece on the editor's board from one square to another (`board`/`toBoard`: the grids). */
async function drag(page, from, to, { board, toBoard } = {}) {
  const at = async (sq, grid) => {
    const box = await tid(page, 'editor').locator(grid ? `[data-square="${sq}"][data-board="${grid}"]` : `[data-square="${sq}"]`).boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const a = await at(from, board);
  const b = await at(to, toBoard ?? board);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + (b.x - a.x) / 3, a.y + (b.y - a.y) / 3, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
}

async function expectFen(page, want) {
  await page.waitForFunction((f) => document.querySelector('[data-testid="editor-fen"]').value === f, want).catch(() => {});
  assert.equal(await editorFen(page), want);
}

test('a position from an empty board: the FEN follows, the core says what is illegal, castling, turn, a typed FEN, flip', async () => {
  const page = await openEditor(ctx.browser);
  assert.equal(await tid(page, 'palette').locator('[data-testid="editor-piece"]').count(), 25);
  assert.equal(await editorFen(page), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  assert.equal(await tid(page, 'editor-play').isEnabled(), true);

  await tid(page, 'editor-clear').click();
  await expectFen(page, '8/8/8/8/8/8/8/8 w - - 0 1');
  assert.match(await editorError(page), /has no king/);
  assert.equal(await tid(page, 'editor-play').isDisabled(), true);
  assert.equal(await tid(page, 'editor-analyse').isDisabled(), true);

  // One king only, then two white kings.
  await choose(page, 'wK', 'A');
  await clickSquare(page, 'e1');
  await expectFen(page, '8/8/8/8/8/8/8/4K3 w - - 0 1');
  assert.match(await editorError(page), /Black has no king/);
  await clickSquare(page, 'e8');
  await expectFen(page, '4K3/8/8/8/8/8/8/4K3 w - - 0 1');
  assert.match(await editorError(page), /White has 2 kings/);
  // The same piece clicked again is removed.
  await clickSquare(page, 'e8');
  await expectFen(page, '8/8/8/8/8/8/8/4K3 w - - 0 1');

  // A black king on board B: legal.
  await choose(page, 'bK', 'B');
  await clickSquare(page, 'e8');
  await expectFen(page, '4l3/8/8/8/8/8/8/4K3 w - - 0 1');
  assert.equal(await editorError(page), '');
  assert.match(await tid(page, 'editor-ok').textContent(), /legal position: White to move/);
  assert.equal(await tid(page, 'editor-play').isEnabled(), true);
  assert.deepEqual(await pieceOn(page, 'e8'), { piece: 'bK', board: 'B' });

  // A white rook on board B checks it: the side not to move is in check until Black is to move.
  await choose(page, 'wR', 'B');
  await clickSquare(page, 'e2');
  await expectFen(page, '4l3/8/8/8/8/8/4U3/4K3 w - - 0 1');
  assert.match(await editorError(page), /Black is in check but it is not black's move/i);
  await tid(page, 'editor-turn').selectOption('b');
  await expectFen(page, '4l3/8/8/8/8/8/4U3/4K3 b - - 0 1');
  assert.equal(await editorError(page), '');

  // A pawn on the last rank, then erased; a drag moves a piece (on its own board).
  await choose(page, 'wP', 'A');
  await clickSquare(page, 'a8');
  assert.match(await editorError(page), /pawn on a8/i);
  await choose(page, 'eraser');
  await clickSquare(page, 'a8');
  await expectFen(page, '4l3/8/8/8/8/8/4U3/4K3 b - - 0 1');
  await drag(page, 'e2', 'a2');
  await expectFen(page, '4l3/8/8/8/8/8/U7/4K3 b - - 0 1');
  // Dropped off the board: removed.
  const box = await tid(page, 'editor').locator('[data-square="a2"]').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x - 40, box.y + 10, { steps: 6 });
  await page.mouse.move(box.x - 120, box.y + 10, { steps: 6 });
  await page.mouse.up();
  await expectFen(page, '4l3/8/8/8/8/8/8/4K3 b - - 0 1');

  // Castling: a right needs its king and rook on board A.
  await tid(page, 'editor-turn').selectOption('w');
  await tid(page, 'editor-castle-K').check();
  await expectFen(page, '4l3/8/8/8/8/8/8/4K3 w K - 0 1');
  assert.match(await editorError(page), /Castling right 'K' needs the king on e1 and a rook on h1/);
  await choose(page, 'wR', 'A');
  await clickSquare(page, 'h1');
  await expectFen(page, '4l3/8/8/8/8/8/8/4K2R w K - 0 1');
  assert.equal(await editorError(page), '');
  await tid(page, 'editor-castle-K').uncheck();
  await expectFen(page, '4l3/8/8/8/8/8/8/4K2R w - - 0 1');

  // A FEN typed in (the bar dialect) loads; its en-passant square is offered, then written back.
  await tid(page, 'editor-fen').fill('rnbqkbnr/pppppppp/8/8/4|P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
  await page.waitForFunction(() => document.querySelector('[data-testid="editor"] [data-square="e4"] [data-piece]')?.dataset.board === 'B');
  assert.equal(await tid(page, 'editor-turn').inputValue(), 'b');
  assert.equal(await tid(page, 'editor-ep').inputValue(), 'e3');
  assert.deepEqual(await tid(page, 'editor-ep').locator('option').allTextContents(), ['None', 'e3']);
  assert.equal(await tid(page, 'editor-castle-q').isChecked(), true);
  assert.equal(await editorError(page), '');
  await tid(page, 'editor-fen').press('Enter'); // a change: the field shows the editor's FEN
  await tid(page, 'editor-flip').focus();
  await expectFen(page, 'rnbqkbnr/pppppppp/8/8/4S3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
  // Text that is no FEN: the core's reason; the editor keeps its position.
  await tid(page, 'editor-fen').fill('rnbqkbnr/pppppppp/8/8 w');
  assert.match(await editorError(page), /8 ranks/);
  assert.equal(await tid(page, 'editor-fen').getAttribute('aria-invalid'), 'true');
  assert.equal(await tid(page, 'editor-play').isDisabled(), true);
  // Leaving the field keeps the text to correct, and its reason; the board keeps its position.
  await tid(page, 'editor-fen').press('Tab');
  assert.equal(await editorFen(page), 'rnbqkbnr/pppppppp/8/8 w');
  assert.match(await editorError(page), /8 ranks/);
  assert.equal(await tid(page, 'editor-play').isDisabled(), true);
  await tid(page, 'editor-fen').press('Enter');
  assert.equal(await editorFen(page), 'rnbqkbnr/pppppppp/8/8 w', 'Enter does not drop it either');
  // A change on the board writes the board's FEN over it.
  await tid(page, 'editor-turn').selectOption('w');
  await expectFen(page, 'rnbqkbnr/pppppppp/8/8/4S3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1');
  assert.equal(await editorError(page), '');
  await tid(page, 'editor-turn').selectOption('b');

  // Flipped: h1 is the top-left square.
  await tid(page, 'editor-flip').click();
  const first = await tid(page, 'editor').locator('.board [data-square]').first().getAttribute('data-square');
  assert.equal(first, 'h1');
  assert.equal(await tid(page, 'editor-flip').getAttribute('aria-pressed'), 'true');
  await tid(page, 'editor-flip').click();
  assert.equal(await tid(page, 'editor').locator('.board [data-square]').first().getAttribute('data-square'), 'a8');

  // Start position; the URL keeps the editor's position for a reload.
  await tid(page, 'editor-start').click();
  await expectFen(page, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  await choose(page, 'bN', 'B');
  await clickSquare(page, 'd4');
  await page.reload();
  await editorReady(page);
  await expectFen(page, 'rnbqkbnr/pppppppp/8/8/3o4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  await screenshot(page, 'editor-desktop');
  // Keys: f flips the editor's board, Esc lets go of the palette's piece; the game is never saved.
  await tid(page, 'palette').locator('[data-piece="bN"][data-board="B"]').focus();
  await page.keyboard.press('f');
  assert.equal(await tid(page, 'editor-flip').getAttribute('aria-pressed'), 'true');
  await page.keyboard.press('Escape');
  assert.equal(await tid(page, 'palette').locator('[aria-pressed="true"]').count(), 0);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.evaluate(() => localStorage.getItem('alice-chess.game')), null);
  assertNoErrors(page);
  await page.context().close();
});

test('the two-board view: twelve pieces in the palette, the board clicked decides; keyboard placing', async () => {
  const page = await openEditor(ctx.browser, { hash: '#fen=' + encodeURIComponent('4k3/8/8/8/8/8/8/4K3 w - - 0 1') });
  await tid(page, 'view-toggle').click();
  await tid(page, 'editor').locator('[data-board="B"][data-square="a1"]').waitFor();
  assert.equal(await tid(page, 'palette').locator('[data-testid="editor-piece"]:visible').count(), 13);
  await choose(page, 'wN', 'A');
  await clickSquare(page, 'c3', 'B');
  await expectFen(page, '4k3/8/8/8/8/2O5/8/4K3 w - - 0 1');
  await clickSquare(page, 'c3', 'A'); // another piece there: it is replaced (one piece a square)
  await expectFen(page, '4k3/8/8/8/8/2N5/8/4K3 w - - 0 1');
  // Dragged from board A onto board B.
  await drag(page, 'c3', 'd5', { board: 'A', toBoard: 'B' });
  await expectFen(page, '4k3/8/8/3O4/8/8/8/4K3 w - - 0 1');
  await screenshot(page, 'editor-double');
  // Keyboard: a palette button, then a square with Enter.
  await tid(page, 'palette').locator('[data-piece="bQ"][data-board="A"]').press('Enter');
  const sq = tid(page, 'editor').locator('[data-board="A"][data-square="e2"]');
  await sq.focus();
  await sq.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expectFen(page, '4k3/8/8/3O4/8/4q3/8/4K3 w - - 0 1');
  assertNoErrors(page);
  await page.context().close();
});

test('Edit position from a game; Analyse and Play from here start from the position', async () => {
  // After 1.e4 d5 2.Be2 dxe4 White mates with Bb5 (the rules page's game).
  const game = await openGame(ctx.browser, { hash: '#moves=e2e4,d7d5,f1e2,d5e4' });
  const position = await shownFen(game);
  await tid(game, 'edit-position').click();
  await game.waitForURL(/\?editor/);
  await editorReady(game);
  assert.equal(await editorFen(game), position);
  assert.equal(await editorError(game), '');

  await tid(game, 'editor-analyse').click();
  await game.waitForURL(/\?analysis/);
  await ready(game);
  assert.equal(await shownFen(game), position);
  await game.waitForFunction(() => /^#1/.test(document.querySelector('[data-testid="pv-line"]')?.textContent ?? ''), null, { timeout: 30_000 });
  assert.match(await tid(game, 'pv-line').first().textContent(), /Cb5#/);
  assert.ok((await tid(game, 'pv-line').count()) >= 1);

  // Back in the editor: take the queen's pawn off and play from here with a friend.
  await game.goto(url(`?editor#fen=${encodeURIComponent(position)}`));
  await editorReady(game);
  await choose(game, 'wP', 'A');
  await clickSquare(game, 'h3');
  const edited = await editorFen(game);
  assert.equal(await tid(game, 'editor-opponent').inputValue(), 'hotseat');
  await tid(game, 'editor-play').click();
  await game.waitForURL((u) => !u.search.includes('editor'));
  await ready(game);
  assert.equal(await shownFen(game), edited);
  // Said as what it is: the editor's position, not "a shared link" (and the address is clean).
  assert.match(await tid(game, 'notice').textContent(), /position you set up/);
  assert.equal(new URL(game.url()).search, '');
  assert.deepEqual(await moveList(game), []);
  assert.match(await tid(game, 'status').textContent(), /White/);
  assert.deepEqual(await pieceOn(game, 'h3'), { piece: 'wP', board: 'A' });
  assertNoErrors(game);
  await game.context().close();
});

test('against the computer from the editor: it plays its side of the position', async () => {
  const page = await openEditor(ctx.browser, { hash: '#fen=' + encodeURIComponent('4k3/8/8/8/8/8/3PPP2/4K3 w - - 0 1') });
  assert.equal(await tid(page, 'editor-level').isVisible(), false, 'no level against a friend');
  await tid(page, 'editor-opponent').selectOption('b'); // you play Black: the computer moves first
  assert.equal(await tid(page, 'editor-level').isVisible(), true, 'against the computer: its level');
  assert.equal(await tid(page, 'editor-level').locator('option').count(), 8);
  await tid(page, 'editor-level').selectOption('6');
  await tid(page, 'editor-play').click();
  await page.waitForURL((u) => !u.search.includes('editor'));
  await ready(page);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="moves"] [data-ply]').length === 1, null, { timeout: 30_000 });
  assert.equal(await page.locator('.board [data-square]').first().getAttribute('data-square'), 'h1'); // Black at the bottom
  assert.equal(await page.locator('[data-part="name-top"]').textContent(), 'Computer · Expert');
  const level6 = await page.evaluate(() => JSON.parse(localStorage.getItem('alice-chess.game') ?? 'null')?.players?.level);
  assert.equal(level6, 6, 'the level chosen in the editor');
  assertNoErrors(page);
  await page.context().close();
});

test('on a phone: the palette under the board, nothing wider than the screen', async () => {
  const page = await openEditor(ctx.browser, { viewport: PHONE, isMobile: true, hasTouch: true });
  const board = await tid(page, 'editor').locator('.board').boundingBox();
  const palette = await tid(page, 'palette').boundingBox();
  assert.ok(palette.y >= board.y + board.height, 'the palette is under the board');
  assert.ok(board.width >= 320, `the board uses the width (${board.width}px)`);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), PHONE.width);
  await tid(page, 'palette').locator('[data-piece="wQ"][data-board="B"]').tap();
  await tid(page, 'editor').locator('[data-square="d4"]').tap();
  await expectFen(page, 'rnbqkbnr/pppppppp/8/8/3T4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  await tid(page, 'editor').locator('[data-square="e1"]').tap(); // the white king replaced: no king
  assert.match(await editorError(page), /White has no king/);
  await screenshot(page, 'editor-phone');
  assertNoErrors(page);
  await page.context().close();
});
