// The problem solver (index.html?solve): problems solved in the solver's own worker and wasm, the
// solution written as problemists write it and played through on the board; the link that reopens
// a problem; Cancel; a bad FEN; the editor's "Solve as a problem". Answers checked against Popeye
// (the same problems as tests/solve.rs, where Popeye's output is quoted). Desktop and phone
// screenshots.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, assertNoErrors, screenshot, url, PHONE } from './harness.mjs';
import { pieceOn } from './play-helpers.mjs';

const ctx = useBrowser();
const tid = (page, id) => page.locator(`[data-testid="${id}"]`);

/** Open the solver at `hash` and wait until it shows its FEN. */
async function openSolver(browser, hash = '', options = {}) {
  const page = await newPage(browser, options);
  await page.goto(url(`?solve${hash}`));
  await tid(page, 'solve').waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="solve-fen"]')?.value !== '');
  return { page };
}

/** Wait until the status says the solve is over, and return it. */
async function solved(page) {
  // Done: its state, not its words ("Résolution…" holds "solution" while it solves).
  await page.waitForSelector('[data-testid="solve-status"][data-state="done"]', { timeout: 60_000 });
  return tid(page, 'solve-status').textContent();
}

const moveTexts = (page) => tid(page, 'solve-tree').locator('[data-testid="solve-move"]').allTextContents();

test('a helpmate: Solve lists both solutions, a move shows its position, the link reopens it', async () => {
  const { page } = await openSolver(ctx.browser);
  // The example shown first: Caillaud's h#2 (Andernach 2025). Popeye:
  //   1.Ke5-f4A Qc5-f5B   2.d2-d1=SA Rc3-f3A #
  //   1.Ke5-e4A Qc5-e5B   2.d2-d1=BA Rc3-e3A #
  assert.equal(await tid(page, 'solve-stipulation').inputValue(), 'h#2');
  await tid(page, 'solve-go').click();
  assert.equal(await solved(page), '2 solutions');
  const lines = await tid(page, 'solve-tree').locator('.solve-lines > li').allTextContents();
  assert.deepEqual(lines.map((l) => l.trim()).sort(), ['1.Le4 Qe5 2.Sd1=B Ue3#', '1.Lf4 Qf5 2.Sd1=N Uf3#']);
  // The last move of a solution: the rook on f3, board A, the king mated on f4.
  await tid(page, 'solve-tree').locator('button[data-line="e5f4 c5f5 d2d1n c3f3"]').click();
  assert.deepEqual(await pieceOn(page, 'f3'), { piece: 'wR', board: 'A' });
  assert.deepEqual(await pieceOn(page, 'f4'), { piece: 'bK', board: 'A' });
  assert.equal(await tid(page, 'solve-tree').locator('button[aria-current="true"]').textContent(), 'Uf3#');
  await page.waitForTimeout(600); // the pieces' animation, for the screenshot
  await screenshot(page, 'solve-helpmate');
  // The diagram again.
  await tid(page, 'solve-diagram').click();
  assert.deepEqual(await pieceOn(page, 'e5'), { piece: 'bK', board: 'B' });

  // The link reopens the problem and solves it at once.
  const link = await tid(page, 'solve-link').getAttribute('href');
  assert.match(link, /\?solve#fen=.*&stip=h%232$/);
  const again = await newPage(ctx.browser);
  await again.goto(new URL(link, url()).href);
  assert.equal(await solved(again), '2 solutions');
  await again.close();
  assertNoErrors(page);
  await page.close();
});

test('a #2 with tries: key, threat, variations and the tries with their refutations', async () => {
  // Krätschmer, Pachl & Rittirsch, Andernach 2025, 7th place. Popeye: 1.Qd7-e8B ! threat: 2.Se6-f4A #,
  // 1...Sd8*c6A 2.Qe8-b5A #, 1...Sd8*e6A 2.Qe8-e3A #, and eight tries refuted once each.
  const fen = '3o2r1/bp1Q4/s1OPOp1o/B2P4/P2PP2R/rS1k3s/4SP2/1b1K4 w - - 0 1';
  const { page } = await openSolver(ctx.browser, `#${new URLSearchParams({ fen, stip: '#2' })}`);
  assert.equal(await solved(page), '1 solution'); // the link solves at once
  await tid(page, 'solve-tries').check();
  await tid(page, 'solve-go').click();
  await page.waitForFunction(() => document.querySelectorAll('.solve-try').length > 0, null, { timeout: 60_000 });
  const texts = await moveTexts(page);
  for (const t of ['1.Qe8!', '2.Of4#', '1...Oxc6', '2.Tb5#', '1...Oxe6', '2.Te3#', '1.Qg4?', '1...Oxg4!']) {
    assert.ok(texts.includes(t), `${t} in ${texts.join(' ')}`);
  }
  assert.equal(await tid(page, 'solve-tree').locator('.solve-try').count(), 8);
  assert.match(await tid(page, 'solve-tree').textContent(), /1\.Qe8! threat:/);
  await screenshot(page, 'solve-tries');
  assertNoErrors(page);
  await page.close();
});

test('a bad FEN is said and nothing is solved; Cancel stops a long solve', async () => {
  const { page } = await openSolver(ctx.browser);
  await tid(page, 'solve-fen').fill('8/8/8/8/8/8/8/8 w - - 0 1');
  assert.match(await tid(page, 'solve-error').textContent(), /has no king/);
  await tid(page, 'solve-go').click();
  assert.equal(await tid(page, 'solve-status').textContent(), '');
  // A wide-open h#4 takes long: Cancel stops it.
  await tid(page, 'solve-fen').fill('1R6/7U/5Q2/c6t/1U6/8/2q4p/2b1K2l w - - 0 1');
  assert.equal(await tid(page, 'solve-error').textContent(), '');
  await tid(page, 'solve-stipulation').selectOption('h#4');
  await tid(page, 'solve-go').click();
  await page.waitForFunction(() => /Solving/.test(document.querySelector('[data-testid="solve-status"]')?.textContent ?? ''));
  assert.equal(await tid(page, 'solve-cancel').isEnabled(), true);
  await tid(page, 'solve-cancel').click();
  assert.equal(await tid(page, 'solve-status').textContent(), 'Stopped.');
  assert.equal(await tid(page, 'solve-go').isEnabled(), true);
  // And the next solve works (a fresh worker).
  await tid(page, 'solve-fen').fill('rnbqkbnr/ppp1pppp/8/8/4p3/8/PPPPCPPP/RNBQK1NR w KQkq - 0 3');
  await tid(page, 'solve-stipulation').selectOption('#1');
  await tid(page, 'solve-go').click();
  assert.equal(await solved(page), '1 solution');
  assert.deepEqual(await moveTexts(page), ['1.Cb5#!']);
  assertNoErrors(page);
  await page.close();
});

test('the board editor sends its position to the solver; the phone layout', async () => {
  const page = await newPage(ctx.browser, { viewport: PHONE });
  const fen = '8/8/8/2Q1l3/8/2U5/3s4/K7 w - - 0 1';
  await page.goto(url(`?editor#fen=${encodeURIComponent(fen)}`));
  await tid(page, 'editor-solve').waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('[data-testid="editor-solve"]')?.disabled);
  await tid(page, 'editor-solve').click();
  await tid(page, 'solve').waitFor({ state: 'visible', timeout: 30_000 });
  assert.equal(await tid(page, 'solve-fen').inputValue(), fen);
  await tid(page, 'solve-stipulation').selectOption('h#2');
  await tid(page, 'solve-go').click();
  assert.equal(await solved(page), '2 solutions');
  await screenshot(page, 'solve-phone');
  assertNoErrors(page);
  await page.close();
});

test('in French: the screen, the stipulation groups and the solution are worded in the page’s language', async () => {
  const fen = '3o2r1/bp1Q4/s1OPOp1o/B2P4/P2PP2R/rS1k3s/4SP2/1b1K4 w - - 0 1';
  const page = await newPage(ctx.browser, { locale: 'fr-FR' });
  await page.goto(url(`?solve#${new URLSearchParams({ fen, stip: '#2' })}`));
  await tid(page, 'solve').waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  assert.equal(await page.locator('#solve-heading').textContent(), 'Solveur de problèmes');
  assert.equal(await page.title(), 'Solveur de problèmes · Alice Chess');
  await page.waitForSelector('[data-testid="solve-status"][data-state="done"]', { timeout: 60_000 });
  assert.equal(await tid(page, 'solve-status').textContent(), '1 solution');
  assert.match(await tid(page, 'solve-tree').textContent(), /1\.Qe8! menace :/);
  const groups = await tid(page, 'solve-stipulation').locator('optgroup').evaluateAll((els) => els.map((e) => e.label));
  assert.deepEqual(groups, ['Mat en n (les Blancs commencent)', 'Aidé (les Noirs commencent ; .5 : les Blancs)', 'Inverse (les Blancs commencent)']);
  assertNoErrors(page);
  await page.close();
});

/**
 * How long the page took to answer a real click on `testid`: from the input event's time stamp to
 * the first frame painted after its handlers ran (a busy page delays both).
 */
async function answerTime(page, testid) {
  await page.evaluate((id) => {
    const el = document.querySelector(`[data-testid="${id}"]`);
    window.__answer = new Promise((resolve) => {
      el.addEventListener('click', (e) => requestAnimationFrame(() => resolve(performance.now() - e.timeStamp)), { once: true });
    });
  }, testid);
  await tid(page, testid).click();
  return page.evaluate(() => window.__answer);
}

test('hundreds of thousands of solutions: the page stays responsive, draws the first 100, then 100 more on request; short solutions first', async () => {
  // Rittirsch & Pachl's h#2 (Andernach 2025, 6th place) set as an h#3. Popeye 4.104: 364,410
  // solutions, the h#2's two first (tests/solve.rs).
  const fen = '2C5/2cO2p1/2s5/2pk2pL/s4COU/3s2s1/5p2/r3o3 w - - 0 1';
  const { page } = await openSolver(ctx.browser, `#${new URLSearchParams({ fen, stip: 'h#3' })}`);
  await page.waitForFunction(() => /Solving/.test(document.querySelector('[data-testid="solve-status"]')?.textContent ?? ''));
  // While the worker solves, the page answers a click at once.
  const whileSolving = await answerTime(page, 'solve-tries');
  assert.ok(whileSolving < 500, `answered in ${whileSolving} ms while solving`);
  assert.equal(await tid(page, 'solve-tries').isChecked(), true);
  await page.waitForSelector('[data-testid="solve-status"][data-state="done"]', { timeout: 170_000 });
  // And right after it: nothing is being drawn for minutes.
  const after = await answerTime(page, 'solve-tries');
  assert.ok(after < 500, `answered in ${after} ms after solving`);
  const status = await tid(page, 'solve-status').textContent();
  assert.match(status, /^364,410 solutions\. 2 short solutions \(h#2\): the problem is cooked\.$/);
  const lines = tid(page, 'solve-tree').locator('.solve-lines > li');
  assert.equal(await lines.count(), 100);
  assert.equal(await tid(page, 'solve-shown').textContent(), '100 of 364,410 shown.');
  // The short solutions come first, marked.
  const shortLines = await tid(page, 'solve-tree').locator('.solve-short-line').allTextContents();
  assert.equal(shortLines.length, 2);
  assert.ok(shortLines.every((l) => /short: h#2$/.test(l.trim())), shortLines.join(' | '));
  assert.equal(await tid(page, 'solve-more').textContent(), 'Show 100 more');
  await screenshot(page, 'solve-many');
  const more = await answerTime(page, 'solve-more');
  await page.waitForFunction(() => document.querySelectorAll('.solve-lines > li').length === 200);
  assert.ok(more < 1000, `Show 100 more answered in ${more} ms`);
  assert.equal(await tid(page, 'solve-shown').textContent(), '200 of 364,410 shown.');
  // A move of a line drawn later shows its position, as any other.
  await lines.nth(150).locator('button').last().click();
  assert.equal(await tid(page, 'solve-tree').locator('button[aria-current="true"]').count(), 1);
  assertNoErrors(page);
  await page.close();
});
