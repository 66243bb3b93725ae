// PGN on the game page: export (copy, download; Alice notation or plain SAN, with who played),
// import by pasting or from a file, errors shown inline with the current game kept, and PGN text
// never becoming markup.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { useBrowser, assertNoErrors, screenshot } from './harness.mjs';
import {
  START_FEN,
  RULES_GAME,
  RULES_GAME_ALICE,
  openGame,
  moveList,
  moveCount,
  fen,
  clickMove,
  waitForMoves,
} from './play-helpers.mjs';

const ctx = useBrowser();

const tid = (page, id) => page.locator(`[data-testid="${id}"]`);

/** Click "Download .pgn" and return {name, text} of the file. */
async function download(page) {
  const [file] = await Promise.all([page.waitForEvent('download'), tid(page, 'pgn-download').click()]);
  return { name: file.suggestedFilename(), text: fs.readFileSync(await file.path(), 'utf8') };
}

/** Paste a PGN and press "Load PGN". */
async function paste(page, text) {
  await tid(page, 'pgn-input').fill(text);
  await tid(page, 'pgn-load').click();
}

test('export then import: the same moves and position come back', async () => {
  const page = await openGame(ctx.browser, { acceptDownloads: true });
  for (const m of RULES_GAME.slice(0, 4)) await clickMove(page, m);
  const moves = await moveList(page);
  const position = await fen(page);

  const { name, text } = await download(page);
  assert.match(name, /^alice-chess-\d{4}-\d\d-\d\d\.pgn$/);
  assert.match(text, /^\[Event "Casual game"\]\n/);
  assert.match(text, /\[White "Human"\]\n\[Black "Human"\]\n/);
  assert.match(text, /\[Variant "Alice"\]/);
  assert.match(text, /\n\n1\. Pe4 Pd5 2\. Be2 Sdxe4 \*\n$/);

  // Plain SAN, for other programs.
  await tid(page, 'pgn-san').check();
  const san = await download(page);
  assert.match(san.text, /\n\n1\. e4 d5 2\. Be2 dxe4 \*\n$/);

  // Copy to the clipboard gives the same text.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await tid(page, 'pgn-san').uncheck();
  await tid(page, 'pgn-export').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="pgn-export"]').textContent === 'Copied!');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text);

  // A new game, then the exported text pasted back.
  await tid(page, 'new-game').click();
  await tid(page, 'new-game-confirm').click();
  await waitForMoves(page, 0);
  await paste(page, text);
  await waitForMoves(page, 4);
  assert.deepEqual(await moveList(page), moves);
  assert.equal(await fen(page), position);
  assert.equal(await tid(page, 'pgn-error').textContent(), '');
  assert.match(await tid(page, 'pgn-done').textContent(), /^Loaded a game of 4 half-moves\.$/);
  assert.equal(await tid(page, 'pgn-input').inputValue(), '', 'the box is cleared');
  // The history came along: undo works, and the game plays on to the rules page's mate.
  await tid(page, 'undo').click();
  assert.equal(await moveCount(page), 3);
  await tid(page, 'redo').click();
  await clickMove(page, RULES_GAME[4]);
  assert.deepEqual(await moveList(page), RULES_GAME_ALICE);
  await page.locator('[data-testid="result"]').waitFor({ state: 'visible' });
  await page.locator('[data-part="result-close"]').click();
  // The finished game exports its result and reason.
  const done = await download(page);
  assert.match(done.text, /\[Result "1-0"\]/);
  assert.match(done.text, /\[Termination "checkmate"\]/);
  assert.match(done.text, /3\. Cb5# \{.*\} 1-0\n$/);
  assertNoErrors(page);
  await page.context().close();
});

test('a malformed PGN shows the engine\'s error and keeps the game', async () => {
  const page = await openGame(ctx.browser);
  await clickMove(page, 'e2e4');
  await clickMove(page, 'd7d5');
  const moves = await moveList(page);
  const position = await fen(page);
  const cases = [
    ['[Event "Garbage"]\n\n1. e4 d5 2. Be2 @@! dxe4 *\n', /move 2 \(black\).*'@@!'/],
    ['1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n4. Ba4 Qxh2 *\n', /move 4 \(black\).*'Qxh2'/],
    ['[Event "x"\n1. e4 *', /.+/],
  ];
  for (const [text, message] of cases) {
    await paste(page, text);
    const error = tid(page, 'pgn-error');
    await error.waitFor({ state: 'visible' });
    assert.match(await error.textContent(), /^That PGN could not be loaded: /);
    assert.match(await error.textContent(), message);
    assert.equal(await tid(page, 'pgn-input').getAttribute('aria-invalid'), 'true');
    assert.deepEqual(await moveList(page), moves, 'the game is kept');
    assert.equal(await fen(page), position);
    assert.equal(await tid(page, 'pgn-input').inputValue(), text, 'the text stays to be fixed');
  }
  await screenshot(page, 'pgn-error');
  // Editing clears the error; an empty box asks for text.
  await tid(page, 'pgn-input').fill('');
  assert.equal(await tid(page, 'pgn-error').isVisible(), false);
  await tid(page, 'pgn-load').click();
  assert.equal(await tid(page, 'pgn-error').textContent(), 'Paste a PGN first.');
  assertNoErrors(page);
  await page.context().close();
});

test('import from a file, with the FEN dialect and a finished game', async () => {
  const page = await openGame(ctx.browser);
  const pgn = [
    '[Event "From a file"]',
    '[White "Tweedledum"]',
    '[Black "Tweedledee"]',
    '[Result "1-0"]',
    '',
    '1. e4 {a comment} d5 $1 (1... e5 2. Nf3) 2. Be2 dxe4 3. Bb5# 1-0',
    '',
  ].join('\n');
  await tid(page, 'pgn-file').setInputFiles({
    name: 'game.pgn',
    mimeType: 'application/x-chess-pgn',
    buffer: Buffer.from(pgn),
  });
  await waitForMoves(page, 5);
  assert.deepEqual(await moveList(page), RULES_GAME_ALICE);
  await page.locator('[data-testid="result"]').waitFor({ state: 'visible' });
  await page.locator('[data-part="result-close"]').click();

  // A bad file: its error, and the loaded game stays.
  await tid(page, 'pgn-file').setInputFiles({
    name: 'bad.pgn',
    mimeType: 'application/x-chess-pgn',
    buffer: Buffer.from('1. e4 e5 2. Ke3 *'),
  });
  const error = tid(page, 'pgn-error');
  await error.waitFor({ state: 'visible' });
  assert.match(await error.textContent(), /^That file could not be loaded: .*Ke3/);
  assert.deepEqual(await moveList(page), RULES_GAME_ALICE);

  // A position set up with a FEN (either dialect) and black to move.
  await tid(page, 'pgn-file').setInputFiles({
    name: 'setup.pgn',
    mimeType: 'text/plain',
    buffer: Buffer.from('[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/8/R3K3 b Q - 0 12"]\n\n12... Kd7 *\n'),
  });
  await waitForMoves(page, 1);
  assert.equal(await tid(page, 'pgn-error').isVisible(), false);
  // The king left board A for board B: a black king on B is written 'l'.
  assert.equal(await fen(page), '8/3l4/8/8/8/8/8/R3K3 w Q - 1 13');
  assertNoErrors(page);
  await page.context().close();
});

test('PGN text is shown as text, never as markup', async () => {
  const page = await openGame(ctx.browser);
  const evil = '[Event "<img src=x id=evil>"]\n\n1. e4 <b id=bold>x</b> *\n';
  await paste(page, evil);
  const error = tid(page, 'pgn-error');
  await error.waitFor({ state: 'visible' });
  assert.match(await error.textContent(), /<b/);
  assert.equal(await page.locator('#evil, #bold').count(), 0);
  // Loaded tags come back out as tag text, escaped by the engine.
  await paste(page, '[Event "<img src=x id=evil>"]\n[White "A \\"quoted\\" name"]\n\n1. e4 *\n');
  await waitForMoves(page, 1);
  assert.equal(await page.locator('#evil').count(), 0);
  assertNoErrors(page);
  await page.context().close();
});

test('a game against the computer exports who played', async () => {
  const page = await openGame(ctx.browser, { acceptDownloads: true });
  await tid(page, 'new-game').click();
  await page.selectOption('[data-testid="mode"]', 'computer');
  await page.selectOption('[data-testid="player-color"]', 'b');
  await page.selectOption('[data-testid="level"]', '2');
  await page.selectOption('[data-testid="movetime"]', '500');
  await tid(page, 'new-game-confirm').click();
  await waitForMoves(page, 1);
  const { text } = await download(page);
  assert.match(text, /\[White "Computer \(level 2\)"\]\n\[Black "Human"\]\n/);
  assert.match(text, /\n\n1\. \S+ \*\n$/);
  await page.locator('.pgn-card').scrollIntoViewIfNeeded();
  await screenshot(page, 'pgn-panel');
  assertNoErrors(page);
  await page.context().close();
});

test('the start position exports and imports as an empty game', async () => {
  const page = await openGame(ctx.browser, { acceptDownloads: true });
  const { text } = await download(page);
  assert.match(text, /\[Result "\*"\]/);
  await clickMove(page, 'e2e4');
  await paste(page, text);
  await tid(page, 'replace-confirm').click(); // over a game in progress the page asks first
  await waitForMoves(page, 0);
  assert.equal(await fen(page), START_FEN);
  assertNoErrors(page);
  await page.context().close();
});

test('a PGN with several games lets the player choose one; its players are named on the board', async () => {
  const page = await openGame(ctx.browser);
  const pgn = [
    '[Event "Club night"]\n[White "Alice"]\n[Black "Bob"]\n[Result "1-0"]\n\n1. e4 d5 2. Be2 dxe4 3. Bb5# 1-0\n',
    '[Event "Broken"]\n[White "Carol"]\n[Black "Dave"]\n\n1. e4 e5 2. Ke3 *\n',
    '[Event "Club night"]\n[White "Erin"]\n[Black "Frank"]\n[Result "*"]\n\n1. d4 Nf6 2. Nc3 *\n',
  ].join('\n');
  await paste(page, pgn);
  const list = tid(page, 'pgn-game');
  await list.waitFor({ state: 'visible' });
  const options = await list.locator('option').allTextContents();
  assert.equal(options.length, 3);
  assert.match(options[0], /Alice – Bob.*1-0, 5 half-moves/);
  assert.match(options[1], /Carol – Dave: cannot be read.*Ke3/);
  assert.equal(await list.locator('option').nth(1).isDisabled(), true);
  assert.match(await tid(page, 'pgn-done').textContent(), /3 games found/);
  assert.equal(await moveCount(page), 0, 'nothing loaded before the choice');
  await list.selectOption('2');
  await tid(page, 'pgn-game-load').click();
  await waitForMoves(page, 3);
  assert.deepEqual(await moveList(page), ['Pd4', 'Nf6', 'Nc3']);
  assert.match(await page.locator('[data-part="name-bottom"]').textContent(), /Erin/);
  assert.match(await page.locator('[data-part="name-top"]').textContent(), /Frank/);
  assert.equal(await list.isVisible(), false, 'the list is gone once a game is loaded');
  assertNoErrors(page);
  await page.context().close();
});
