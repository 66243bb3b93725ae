// Downloaded games read as lichess reads them (issue 41, points 1 and 11): a game with each move's
// clock (`{[%clk 0:03:00]}`, as the game server and lichess write it) loaded into the analysis
// board shows the clocks beside the moves — never the command's text in the move list or the
// comment box — and keeps them through the saved tree and the PGN export; a movetext whose result
// differs from its Result tag (`*` after the moves, `[Result "1-0"]`) is loaded with the tag's
// result, and the PGN card says so. Screenshot: analysis-clocks.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { useBrowser, assertNoErrors, screenshot } from './harness.mjs';
import { openGame, ready, reload, status, moveList } from './play-helpers.mjs';

const ctx = useBrowser();
const tid = (page, id) => page.locator(`[data-testid="${id}"]`);

/** A finished online game as the game server writes it (names, time control, clocks). */
const SERVER_PGN = `[Event "Alice chess game"]
[Site "?"]
[Date "2026.11.28"]
[Round "?"]
[White "Ann"]
[Black "Bob"]
[Result "1-0"]
[Variant "Alice"]
[TimeControl "180+2"]
[Termination "checkmate"]

1. Pe4 {[%clk 0:03:00]} 1... Pd5 {[%clk 0:02:58.5]} 2. Be2 {a trap [%clk 0:02:51]}
2... Sdxe4 {[%clk 0:02:41]} 3. Cb5# {[%clk 0:02:32]} 1-0
`;

/** Paste a PGN into the PGN card and press "Load PGN". */
async function paste(page, text) {
  await tid(page, 'pgn-input').fill(text);
  await tid(page, 'pgn-load').click();
}

/** Click "Download .pgn" and return the file's text. */
async function download(page) {
  const [file] = await Promise.all([page.waitForEvent('download'), tid(page, 'pgn-download').click()]);
  return fs.readFileSync(await file.path(), 'utf8');
}

const clocks = (page) => page.locator('[data-testid="tree-moves"] .tree-clock').allTextContents();

test('a game with [%clk] comments on the analysis board: the clocks beside the moves, never the command; kept by a reload and the export', async () => {
  const page = await openGame(ctx.browser, { hash: '?analysis', acceptDownloads: true });
  await paste(page, SERVER_PGN);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="tree-moves"] .tree-move').length === 5);
  assert.equal(await tid(page, 'pgn-error').textContent(), '');
  // Each move's clock after it, as lichess shows them (the time left after the move).
  assert.deepEqual(await clocks(page), ['3:00', '2:59', '2:51', '2:41', '2:32']);
  const listed = await tid(page, 'tree-moves').textContent();
  assert.doesNotMatch(listed, /%clk|\[%/, listed);
  // The words of a comment stay, without the command.
  assert.match(listed, /a trap/);
  // The players' names from the tags are on the bars, not "White" / "Black" alone.
  assert.match(await page.locator('[data-part="name-bottom"]').textContent(), /Ann/);
  assert.match(await page.locator('[data-part="name-top"]').textContent(), /Bob/);
  // And on the bars, each side's time at the move shown (after 3. Cb5#: White's 2:32, Black's 2:41).
  assert.equal(await page.locator('[data-testid="clock-white"]').textContent(), '2:32');
  assert.equal(await page.locator('[data-testid="clock-black"]').textContent(), '2:41');
  await screenshot(page, 'analysis-clocks');

  // The comment box: the words only, the clock never.
  await page.locator('[data-testid="tree-moves"] .tree-move').nth(2).click(); // 2. Be2
  assert.equal(await tid(page, 'tree-comment').inputValue(), 'a trap');
  assert.equal(await page.locator('[data-testid="clock-white"]').textContent(), '2:51');
  assert.equal(await page.locator('[data-testid="clock-black"]').textContent(), '2:59');
  await page.locator('[data-testid="tree-moves"] .tree-move').nth(0).click(); // 1. Pe4
  assert.equal(await tid(page, 'tree-comment').inputValue(), '');
  // A comment typed on a move with a clock keeps the clock.
  await tid(page, 'tree-comment').fill('the looking glass');
  assert.deepEqual(await clocks(page), ['3:00', '2:59', '2:51', '2:41', '2:32']);

  // The export writes the clocks back, as a comment of their own before the move's words.
  const text = await download(page);
  const movetext = text.slice(text.indexOf('\n\n')).replace(/\s+/g, ' ');
  assert.match(movetext, /1\. Pe4 \{\[%clk 0:03:00\]\} \{the looking glass\} 1\.\.\. Pd5 \{\[%clk 0:02:58\.5\]\}/, text);
  assert.match(movetext, /2\. Be2 \{\[%clk 0:02:51\]\} \{a trap\}/, text);
  assert.match(movetext, /3\. Cb5# \{\[%clk 0:02:32\]\} 1-0 $/, text);
  await tid(page, 'pgn-san').check();
  assert.match((await download(page)).replace(/\s+/g, ' '), /1\. e4 \{\[%clk 0:03:00\]\} \{the looking glass\} 1\.\.\. d5 \{\[%clk 0:02:58\.5\]\}/);

  // A reload keeps the tree (saved as PGN) with its clocks.
  await reload(page);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="tree-moves"] .tree-move').length === 5);
  assert.deepEqual(await clocks(page), ['3:00', '2:59', '2:51', '2:41', '2:32']);
  assert.doesNotMatch(await tid(page, 'tree-moves').textContent(), /%clk/);
  assertNoErrors(page);
  await page.context().close();
});

test('a movetext ending in * with [Result "1-0"] loads with the tag\'s result and a note; the reverse too', async () => {
  const page = await openGame(ctx.browser);
  await paste(page, '[White "Ann"]\n[Black "Bob"]\n[Result "1-0"]\n\n1. e4 d5 2. Nf3 *\n');
  await page.waitForFunction(() => document.querySelector('[data-testid="pgn-done"]').textContent !== '');
  assert.equal(await tid(page, 'pgn-error').textContent(), '', 'not refused');
  assert.deepEqual(await moveList(page), ['Pe4', 'Pd5', 'Nf3']);
  const done = await tid(page, 'pgn-done').textContent();
  assert.match(done, /Loaded a game of 3 half-moves \(1-0\)\./, done);
  assert.match(done, /The movetext ends with '\*' but the Result tag says '1-0' \(line 5\): the game is loaded with '1-0'\./, done);
  assert.match(await status(page), /White wins/);
  // The result card: the result, never the core's word for a result without a reason ("unknown").
  assert.equal(await page.locator('[data-part="result-title"]').textContent(), 'White wins');
  assert.doesNotMatch(await tid(page, 'result').textContent(), /unknown/);
  await screenshot(page, 'pgn-result-note');

  // The reverse: a result after the moves, a tag saying the game goes on — the tag wins, said too.
  await paste(page, '[Result "*"]\n\n1. e4 d5 0-1\n');
  await page.waitForFunction(() => /'0-1'/.test(document.querySelector('[data-testid="pgn-done"]').textContent));
  const reverse = await tid(page, 'pgn-done').textContent();
  assert.match(reverse, /Loaded a game of 2 half-moves\./, reverse);
  assert.match(reverse, /ends with '0-1' but the Result tag says '\*' \(line 3\): the game is loaded with '\*'/, reverse);
  assert.doesNotMatch(await status(page), /wins/);
  // A tag the rules contradict (White mates; the tag says Black won): the movetext's result stands.
  await paste(page, '[Result "0-1"]\n\n1. e4 d5 2. Be2 dxe4 3. Bb5# 1-0\n');
  await tid(page, 'replace-confirm').click(); // (the game going on is put aside, asked first)
  await page.waitForFunction(() => /'0-1'/.test(document.querySelector('[data-testid="pgn-done"]').textContent));
  assert.match(await tid(page, 'pgn-done').textContent(), /the game is loaded with '1-0'/);
  assert.match(await status(page), /Checkmate/);
  // Agreeing results: no note.
  await paste(page, '[Result "1-0"]\n\n1. e4 d5 1-0\n');
  await page.waitForFunction(() => /2 half-moves \(1-0\)\.$/.test(document.querySelector('[data-testid="pgn-done"]').textContent));
  assertNoErrors(page);
  await page.context().close();
});

test('the result note in French, and on the analysis board', async () => {
  const page = await openGame(ctx.browser, { hash: '?analysis', locale: 'fr-FR' });
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  await paste(page, '[Result "1-0"]\n\n1. e4 d5 *\n');
  await page.waitForFunction(() => document.querySelector('[data-testid="pgn-done"]').textContent !== '');
  const done = await tid(page, 'pgn-done').textContent();
  assert.match(done, /la balise Result indique '1-0' \(ligne 3\) : la partie est chargée avec '1-0'/, done);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="tree-moves"] .tree-move').length === 2);
  await ready(page);
  assertNoErrors(page);
  await page.context().close();
});
