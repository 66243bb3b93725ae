// The game review is deterministic (issue 29): the same game reviewed twice gives exactly the same
// marks, better moves and accuracy, and `alice review` (the command line, natively) prints exactly
// the page's marks, better moves and accuracy for the same PGN — both search each position with a
// fresh table to the same node budget.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, assertNoErrors, newPage, SCREENSHOT_DIR } from './harness.mjs';
import { openGame } from './play-helpers.mjs';
import { SHORT, reviewOnPage } from './review-helpers.mjs';

const ctx = useBrowser();
const tid = (page, id) => page.locator(`[data-testid="${id}"]`);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A 60-move game between two of the engine's levels (tests/data/review/sixty_moves.pgn). */
const SIXTY = fs.readFileSync(path.join(root, 'tests/data/review/sixty_moves.pgn'), 'utf8');

/**
 * The same from `alice review` (its default budget: the page's): the binary `cargo xtask e2e`
 * built (`ALICE_CLI_BIN`), else a release build through cargo (a run of this file alone).
 */
function reviewOnCommandLine(pgn) {
  const cli = process.env.ALICE_CLI_BIN;
  const [program, args] = cli
    ? [cli, ['review', '-']]
    : [process.env.CARGO || 'cargo', ['run', '--release', '--quiet', '--bin', 'alice', '--', 'review', '-']];
  const out = spawnSync(program, args, { cwd: root, input: pgn, encoding: 'utf8', maxBuffer: 1 << 24 });
  assert.equal(out.status, 0, out.stderr);
  const marks = [];
  let accuracy = '';
  for (const line of out.stdout.split('\n')) {
    const m = /^(\d+)(\.|\.\.\.) \S+ (\?\?|\?!|\?) \S+ -> \S+(?: better: (\S+))?/.exec(line);
    if (m) marks.push(`${(Number(m[1]) - 1) * 2 + (m[2] === '.' ? 1 : 2)} ${m[3]} ${m[4] ?? '-'}`);
    const a = /^accuracy: white (\S+), black (\S+)$/.exec(line);
    if (a) accuracy = `${a[1]} ${a[2]}`;
  }
  return { marks, accuracy };
}

test('the same game reviewed twice gets exactly the same marks, better moves and accuracy', async () => {
  const page = await openGame(ctx.browser);
  const first = await reviewOnPage(page, SHORT);
  assert.ok(first.marks.length > 0, 'the review marks the loser’s mistakes');
  await page.reload();
  const second = await reviewOnPage(page, SHORT);
  assert.deepEqual(second, first);
  assertNoErrors(page);
  await page.context().close();
});

test('`alice review` prints exactly the page’s marks, better moves and accuracy', async () => {
  const page = await openGame(ctx.browser);
  for (const pgn of [SHORT, SIXTY]) {
    const onPage = await reviewOnPage(page, pgn);
    const cli = reviewOnCommandLine(pgn);
    assert.ok(cli.accuracy, 'the command line gives the accuracy');
    assert.deepEqual(onPage, cli);
  }
  assertNoErrors(page);
  await page.context().close();
});

/** The app's green arrows on the board, as `from-to`. */
const greenArrows = (page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-shape="arrow"][data-kind="auto"][data-brush="green"]')].map((a) => `${a.dataset.from}-${a.dataset.to}`));
/** The node id of the main line's move `ply` (from 1), and of the current move. */
const mainNode = (page, ply) => page.evaluate((n) => document.querySelectorAll('[data-testid="tree-moves"] .tree-move:not([data-variation])')[n - 1]?.dataset.node, ply);
const currentNode = (page) => page.evaluate(() => document.querySelector('[data-testid="tree-moves"] .tree-move.current')?.dataset.node);
const arrowOf = (uci) => `${uci.slice(0, 2)}-${uci.slice(2, 4)}`;

test('a marked move goes to its position with the better move’s arrow; the better lines are variations of the tree', async () => {
  const page = await openGame(ctx.browser);
  const { marks } = await reviewOnPage(page, SHORT);
  const items = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="review-marks"] li')].map((li) => ({ ply: Number(li.dataset.ply), best: li.dataset.best, better: li.dataset.better })),
  );
  assert.equal(items.length, marks.length);
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  for (const [i, item] of items.entries()) {
    // From the review's panel: to the position after the marked move, its better move drawn.
    await page.keyboard.press('Home');
    await page.waitForFunction(() => !document.querySelector('[data-testid="tree-moves"] .tree-move.current'));
    await tid(page, 'review-marks').locator('button.review-item').nth(i).click();
    const want = await mainNode(page, item.ply);
    await page.waitForFunction((n) => document.querySelector('[data-testid="tree-moves"] .tree-move.current')?.dataset.node === n, want);
    await page.waitForFunction((a) => [...document.querySelectorAll('[data-shape="arrow"][data-kind="auto"][data-brush="green"]')].some((x) => `${x.dataset.from}-${x.dataset.to}` === a), arrowOf(item.best));
  }
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'review-arrow.png'), fullPage: true });
  // In the move list: a marked move goes there, with the arrow; the start position has none.
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.querySelectorAll('[data-shape="arrow"][data-kind="auto"][data-brush="green"]').length === 0);
  const first = items[0];
  await page.locator(`[data-testid="tree-moves"] .tree-move[data-node="${await mainNode(page, first.ply)}"]`).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-shape="arrow"][data-kind="auto"][data-brush="green"]').length === 1);
  assert.deepEqual(await greenArrows(page), [arrowOf(first.best)]);
  assert.equal(await currentNode(page), await mainNode(page, first.ply));
  // The better lines: variations (in parentheses) starting with the better move, no comments.
  assert.equal(await tid(page, 'tree-moves').locator('.tree-comment').count(), 0);
  assert.ok((await tid(page, 'tree-moves').locator('.tree-paren').count()) >= 2 * items.length);
  const variations = await page.evaluate(() => [...document.querySelectorAll('[data-testid="tree-moves"] .tree-move[data-variation]')].map((m) => m.dataset.uci));
  for (const item of items) assert.ok(variations.includes(item.best), `${item.better} is a variation`);
  assertNoErrors(page);
  await page.context().close();
});

test('Learn from your mistakes: asks for a better move, accepts a good alternative, refuses a bad one, shows the solution', async () => {
  // The engine's judgement as the page makes it (the same wasm: a fresh table, the review's budget).
  const { wasm } = await import('../wasm/load.mjs');
  const { whiteView } = await import('../../www/game/evaluation.js');
  const { goodEnough } = await import('../../www/analysis/retro.js');
  const { REVIEW_NODES } = await import('../../www/play/review-ctrl.js');
  const engine = new wasm.Engine(16);
  const judge = (fen, history) => {
    engine.newGame();
    const line = engine.analyse(fen, { history, nodes: REVIEW_NODES, multipv: 1 }).lines[0];
    return line ? { score: whiteView(line, fen.split(' ')[1]), best: line.pv[0] } : null;
  };
  const game = wasm.Game.fromPgn(SHORT);
  const fens = ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', ...game.history().map((m) => m.fenAfter)];
  const gameMoves = game.history().map((m) => m.uci);

  const page = await openGame(ctx.browser);
  await reviewOnPage(page, SHORT);
  // Black's mistakes: Black at the bottom.
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('f');
  await tid(page, 'retro-start').click();
  const state = () => tid(page, 'retro-message').getAttribute('data-state');
  const position = () => page.locator('[data-testid="fen"]').textContent();
  let good = null;
  let bad = null;
  for (let question = 0; question < 8 && !(good && bad); question++) {
    assert.equal(await state(), 'find');
    const fen = await position();
    const ply = fens.indexOf(fen) + 1;
    assert.ok(ply > 0 && ply % 2 === 0, 'a position of the game, Black to move');
    const best = judge(fen, fens.slice(0, ply - 1));
    const g = new wasm.Game(fen);
    const candidates = g.legalMoves().map((m) => m.uci ?? m).filter((m) => m !== best.best && m !== gameMoves[ply - 1]);
    for (const uci of candidates) {
      if (good && bad) break;
      const after = new wasm.Game(fen);
      after.play(uci);
      const seen = judge(after.fen(), fens.slice(0, ply));
      const score = seen ? seen.score : { cp: 0, mate: after.outcome()?.winner === 'b' ? -1 : null };
      if (goodEnough(best.score, score, 'b')) good ??= { fen, uci };
      else bad ??= { fen, uci };
    }
    if (!(good && bad)) {
      good = bad = null; // both on one question
      await tid(page, 'retro-next').click();
    }
  }
  assert.ok(good && bad, 'a question with a good alternative and a bad move');
  assert.equal(await position(), good.fen);
  const play = async (uci) => {
    await tid(page, 'move-input').fill(uci);
    await tid(page, 'move-input').press('Enter');
  };
  // The game's own move is not an answer.
  const ply = fens.indexOf(good.fen) + 1;
  await play(gameMoves[ply - 1]);
  await page.waitForFunction(() => document.querySelector('[data-testid="retro-message"]').dataset.state === 'same');
  await page.waitForFunction((f) => document.querySelector('[data-testid="fen"]').textContent === f, good.fen);
  // A bad move is refused, and the question asked again.
  await play(bad.uci);
  await page.waitForFunction(() => document.querySelector('[data-testid="retro-message"]').dataset.state === 'bad', null, { timeout: 30_000 });
  await page.waitForFunction((f) => document.querySelector('[data-testid="fen"]').textContent === f, good.fen);
  // A good alternative is accepted, with the engine's move drawn.
  await play(good.uci);
  await page.waitForFunction(() => document.querySelector('[data-testid="retro-message"]').dataset.state === 'good', null, { timeout: 30_000 });
  const best = judge(good.fen, fens.slice(0, ply - 1)).best;
  assert.deepEqual(await greenArrows(page), [arrowOf(best)]);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'retro-good.png') });
  // The next question; its solution shown on request.
  if (!(await tid(page, 'retro-next').isHidden())) await tid(page, 'retro-next').click();
  if ((await state()) === 'find') {
    const fen = await position();
    await tid(page, 'retro-solution').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="retro-message"]').dataset.state === 'solution');
    const answer = judge(fen, fens.slice(0, fens.indexOf(fen))).best;
    assert.equal(await page.evaluate(() => document.querySelector('[data-testid="tree-moves"] .tree-move.current')?.dataset.uci), answer);
  }
  await tid(page, 'retro-stop').click();
  assert.equal(await tid(page, 'retro').isHidden(), true);
  assertNoErrors(page);
  await page.context().close();
});

test('the analysis board at the review’s budget gives exactly the review’s best move and score', async () => {
  const { REVIEW_NODES } = await import('../../www/play/review-ctrl.js');
  const analysis = await import('../../www/analysis/engine-ctrl.js');
  assert.equal(analysis.REVIEW_NODES, REVIEW_NODES, 'one budget');
  const page = await openGame(ctx.browser);
  await reviewOnPage(page, SHORT);
  const items = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="review-marks"] li')].map((li) => ({ ply: Number(li.dataset.ply), better: li.dataset.better, score: li.dataset.score ?? null, mate: li.dataset.mate ?? null })),
  );
  assert.ok(items.length >= 2, 'marked moves to compare');
  const depth = tid(page, 'analysis-depth');
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  for (const [i, item] of items.entries()) {
    // The position before the marked move: where the review judged it.
    await page.keyboard.press('Home');
    if (item.ply > 1) await page.locator(`[data-testid="tree-moves"] .tree-move[data-node="${await mainNode(page, item.ply - 1)}"]`).click();
    if (i === 0) await tid(page, 'analysis-review-budget').check();
    else {
      await page.waitForFunction(() => document.querySelector('[data-testid="analysis-depth"]').dataset.running === 'false');
      await tid(page, 'engine-toggle').click();
    }
    await page.waitForFunction(
      () => {
        const d = document.querySelector('[data-testid="analysis-depth"]').dataset;
        return d.running === 'false' && d.depth && d.budget === '100000';
      },
      null,
      { timeout: 30_000 },
    );
    const line = page.locator('[data-testid="pv-line"]');
    assert.equal(await line.count(), 1, 'one line, as the review');
    const got = await line.evaluate((li) => ({ better: li.querySelector('.analysis-move').textContent, score: li.dataset.score ?? null, mate: li.dataset.mate ?? null }));
    assert.deepEqual(got, { better: item.better, score: item.score, mate: item.mate }, `move ${item.ply}`);
    assert.equal(await depth.getAttribute('data-running'), 'false', 'it stops by itself');
  }
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'analysis-review-budget.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'analysis-review-budget-phone.png'), fullPage: true });
  assertNoErrors(page);
  await page.context().close();
});

test('on a phone (390×844): the review’s marked moves go to their position by a tap, with the arrow; the position’s evaluation whole; Learn from your mistakes asks under the board', async () => {
  const phone = { width: 390, height: 844 };
  const page = await newPage(ctx.browser, { viewport: phone, isMobile: true, hasTouch: true });
  await reviewOnPage(page, SHORT);
  const first = await page.evaluate(() => {
    const li = document.querySelector('[data-testid="review-marks"] li');
    return { ply: Number(li.dataset.ply), best: li.dataset.best };
  });
  await tid(page, 'review-marks').locator('button.review-item').first().tap();
  await page.waitForFunction((n) => document.querySelector('[data-testid="tree-moves"] .tree-move.current')?.dataset.node === n, await mainNode(page, first.ply));
  await page.waitForFunction((a) => [...document.querySelectorAll('[data-shape="arrow"][data-kind="auto"][data-brush="green"]')].some((x) => `${x.dataset.from}-${x.dataset.to}` === a), arrowOf(first.best));
  // The position's evaluation (a select) fits the screen and shows its whole text.
  const select = await tid(page, 'tree-position').evaluate((el) => ({ right: el.getBoundingClientRect().right, cut: el.scrollWidth > el.clientWidth }));
  assert.ok(select.right <= phone.width && !select.cut, `the evaluation select whole: ${JSON.stringify(select)}`);
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= phone.width, 'nothing wider than the screen');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'review-arrow-phone.png') });
  await tid(page, 'retro-start').tap();
  await page.waitForFunction(() => document.querySelector('[data-testid="retro-message"]')?.dataset.state === 'find');
  // The question comes under the board, both in one view.
  await page.evaluate(() => window.scrollTo(0, 0));
  const board = await page.locator('[data-part="board"]').boundingBox();
  const retro = await tid(page, 'retro').boundingBox();
  assert.ok(retro.y >= board.y + board.height && retro.y + retro.height <= phone.height, `the question under the board, in view: ${JSON.stringify(retro)}`);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'retro-phone.png') });
  // Stopped, it goes back to the review's card.
  await tid(page, 'retro-stop').tap();
  assert.equal(await page.locator('.review-card [data-testid="retro"]').count(), 1);
  assertNoErrors(page);
  await page.context().close();
});
