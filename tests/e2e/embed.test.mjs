// The <alice-chess> web component and the iframe route (docs/EMBEDDING.md): boards on pages with a
// strict Content-Security-Policy, moves by clicking inside the shadow roots (Playwright's CSS
// locators pierce open shadow roots), the events and their details, independence of several boards,
// the methods, computer mode, bad attributes, and index.html?embed=1.
//
// Test pages: embed.html (the demo, two boards) and the pages in fixtures/, served at the site's
// address through page.route() so that they load www/alice-chess.js from the real server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, newPage, assertNoErrors, url, screenshot, PHONE } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

const ctx = useBrowser();

/**
 * A page that records, from its very start, every event of every <alice-chess> (window.__events:
 * {id, type, detail}), every CSP violation (window.__csp) and every request for the wasm file.
 */
async function recordingPage(options) {
  const page = await newPage(ctx.browser, options);
  page.wasmRequests = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('.wasm')) page.wasmRequests++;
  });
  await page.addInitScript(() => {
    window.__events = [];
    window.__csp = [];
    for (const type of ['move', 'change', 'gameover', 'error']) {
      document.addEventListener(type, (e) => {
        const el = e.target;
        if (!(el instanceof Element) || el.localName !== 'alice-chess') return;
        window.__events.push({ id: el.id, type, detail: JSON.parse(JSON.stringify(e.detail)) });
      });
    }
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__csp.push(`${e.violatedDirective}: ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return page;
}

/** Serve tests/e2e/fixtures/NAME at the site's root (same origin as the component) and open it. */
async function openFixture(page, name, { wait = true } = {}) {
  const address = url(`__test__${name}`);
  const body = fs.readFileSync(path.join(here, 'fixtures', name), 'utf8');
  await page.route(address, (route) => route.fulfill({ status: 200, contentType: 'text/html', body }));
  await page.goto(address);
  if (wait) await boardsReady(page);
}

/** Wait until every <alice-chess> of the page is ready (engine loaded, board drawn). */
async function boardsReady(page) {
  await page.waitForFunction(() => customElements.get('alice-chess') !== undefined);
  await page.evaluate(() => Promise.all([...document.querySelectorAll('alice-chess')].map((el) => el.ready)));
  await page.waitForFunction(() =>
    [...document.querySelectorAll('alice-chess')].every((el) => !el.shadowRoot.querySelector('.frame').hidden),
  );
}

const events = (page, id, type) =>
  page.evaluate(
    ([i, t]) => window.__events.filter((e) => (!i || e.id === i) && (!t || e.type === t)),
    [id, type],
  );

const clearEvents = (page) => page.evaluate(() => (window.__events.length = 0));

/** No CSP violation and no console error. */
async function assertClean(page) {
  assert.deepEqual(await page.evaluate(() => window.__csp), [], 'CSP violations');
  assertNoErrors(page);
}

/** A square of a board element (`grid` 'A'|'B' in two-board view). */
const sq = (page, id, square, grid) =>
  page.locator(`#${id} [data-square="${square}"]${grid ? `[data-board="${grid}"]` : ''}`);

/** The piece on a square of a board element: {piece, board} or null. */
function pieceOn(page, id, square) {
  return page.evaluate(
    ([i, s]) => {
      const el = document.getElementById(i).shadowRoot.querySelector(`[data-square="${s}"] [data-piece]`);
      return el ? { piece: el.dataset.piece, board: el.dataset.board } : null;
    },
    [id, square],
  );
}

const pieceCount = (page, id) => page.locator(`#${id} [data-piece]`).count();
const statusOf = (page, id) => page.locator(`#${id} [data-testid="status"]`).textContent();
const errorBox = (page, id) => page.locator(`#${id} [data-testid="error"]`);
const prop = (page, id, name) => page.evaluate(([i, n]) => document.getElementById(i)[n], [id, name]);

/** Click a move (UCI) on a board element and wait for its `move` event. */
async function clickMove(page, id, uci, grid) {
  const before = (await events(page, id, 'move')).length;
  await sq(page, id, uci.slice(0, 2), grid).click();
  await sq(page, id, uci.slice(2, 4), grid).click();
  if (uci.length === 5) await page.locator(`#${id} [data-promotion="${uci[4]}"]`).click();
  await page.waitForFunction(
    ([i, n]) => window.__events.filter((e) => e.id === i && e.type === 'move').length > n,
    [id, before],
  );
}

test('embed.html: two boards under a strict CSP; moves, events, a view-only replay', async () => {
  const page = await recordingPage();
  await page.goto(url('embed.html'));
  await boardsReady(page);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  assert.equal(csp, CSP);

  // The hotseat board starts from the start position; the replay shows the end of the rules game.
  assert.equal(await pieceCount(page, 'play'), 32);
  assert.equal(await prop(page, 'play', 'fen'), START_FEN);
  assert.equal(await statusOf(page, 'play'), 'White to move');
  assert.deepEqual(await pieceOn(page, 'replay', 'b5'), { piece: 'wB', board: 'A' });
  assert.deepEqual(await pieceOn(page, 'replay', 'e4'), { piece: 'bP', board: 'A' });
  assert.equal(await prop(page, 'replay', 'ply'), 5);
  assert.match(await statusOf(page, 'replay'), /Checkmate — White wins · 1–0/);
  assert.deepEqual(await page.locator('#replay [data-testid="moves"] [data-ply]').allTextContents(), [
    'Pe4',
    'Pd5',
    'Be2',
    'Sdxe4',
    'Cb5#',
  ]);
  // Loading the replay announced the finished game.
  const over = await events(page, 'replay', 'gameover');
  assert.deepEqual(over.map((e) => e.detail), [{ result: '1-0', reason: 'checkmate', text: 'Checkmate — White wins' }]);
  assert.equal((await events(page, 'play', 'gameover')).length, 0);
  await clearEvents(page);

  // Click-click on the hotseat board, inside its shadow root.
  await sq(page, 'play', 'e2').click();
  assert.equal(await page.locator('#play .move-dest').count(), 2);
  assert.equal(await page.locator('#replay .move-dest').count(), 0);
  await sq(page, 'play', 'e4').click();
  await page.waitForFunction(() => window.__events.some((e) => e.type === 'move'));
  const fen1 = await prop(page, 'play', 'fen');
  assert.match(fen1, / b KQkq /);
  assert.deepEqual(await pieceOn(page, 'play', 'e4'), { piece: 'wP', board: 'B' });
  let got = await events(page);
  assert.deepEqual(
    got.map((e) => [e.id, e.type]),
    [
      ['play', 'move'],
      ['play', 'change'],
    ],
  );
  // A board move's event says so: `source` 'player' (a play() call: 'api', the engine: 'computer').
  assert.deepEqual(got[0].detail, { uci: 'e2e4', alice: 'Pe4', san: 'e4', fen: fen1, ply: 1, color: 'white', source: 'player' });
  assert.equal(got[1].detail.fen, fen1);
  assert.equal(got[1].detail.ply, 1);

  await clickMove(page, 'play', 'd7d5');
  got = await events(page, 'play', 'move');
  assert.deepEqual(
    got.map((e) => [e.detail.alice, e.detail.ply, e.detail.color]),
    [
      ['Pe4', 1, 'white'],
      ['Pd5', 2, 'black'],
    ],
  );
  assert.equal(await statusOf(page, 'play'), 'White to move');
  assert.deepEqual(await page.locator('#play [data-testid="moves"] [data-ply]').allTextContents(), ['Pe4', 'Pd5']);

  // The other board did not move and sent nothing.
  assert.equal(await prop(page, 'replay', 'ply'), 5);
  assert.equal((await events(page, 'replay')).length, 0);

  // View-only: nothing to pick up, but ‹ › and the arrow keys step through the game.
  await sq(page, 'replay', 'a2').click();
  assert.equal(await page.locator('#replay .move-dest').count(), 0);
  await page.locator('#replay [data-testid="nav-prev"]').click();
  assert.equal(await statusOf(page, 'replay'), 'After 2… Sdxe4');
  assert.equal(await pieceOn(page, 'replay', 'b5'), null);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await statusOf(page, 'replay'), 'After 2. Be2');
  await page.locator('#replay [data-testid="nav-first"]').click();
  assert.equal(await statusOf(page, 'replay'), 'Start position');
  assert.equal(await pieceCount(page, 'replay'), 32);
  await page.locator('#replay [data-testid="nav-last"]').click();
  assert.match(await statusOf(page, 'replay'), /Checkmate/);
  const steps = await events(page, 'replay', 'change');
  assert.deepEqual(
    steps.map((e) => [e.detail.ply, e.detail.live]),
    [
      [4, false],
      [3, false],
      [0, false],
      [5, true],
    ],
  );
  assert.equal(steps[2].detail.fen, START_FEN);
  // Stepping back to the end of a finished game does not announce its end again.
  assert.equal((await events(page, 'replay', 'gameover')).length, 0);

  // The demo's event log shows what happened, as text.
  const log = await page.locator('[data-testid="event-log"] li').allTextContents();
  assert.ok(log.some((line) => line.includes('play') && line.includes('Pe4 (e2e4, SAN e4)')), log.join('\n'));
  assert.ok(await page.locator('[data-testid="snippet"]').textContent().then((t) => t.includes('<alice-chess')));
  assert.match(await page.locator('[data-testid="snippet"]').textContent(), /<script type="module" src="http[^"]+\/www\/alice-chess\.js"><\/script>/);

  // One wasm download for both boards.
  assert.equal(page.wasmRequests, 1);
  await page.locator('#replay').scrollIntoViewIfNeeded();
  await screenshot(page, 'embed-desktop');
  await assertClean(page);
  await page.context().close();
});

test('embed.html: the demo form sets the attributes live, and the snippet follows', async () => {
  const page = await recordingPage();
  await page.goto(url('embed.html'));
  await boardsReady(page);
  const snippet = page.locator('[data-testid="snippet-play"]');
  assert.equal(await snippet.textContent(), '<alice-chess show-moves show-controls></alice-chess>');
  await page.locator('[data-testid="option-mode"]').selectOption('computer');
  await page.locator('[data-testid="option-level"]').selectOption('2');
  assert.equal(await snippet.textContent(), '<alice-chess mode="computer" level="2" show-moves show-controls></alice-chess>');
  await clickMove(page, 'play', 'e2e4');
  await page.waitForFunction(() => document.getElementById('play').ply === 2, null, { timeout: 20_000 });
  // The board's own flip button shows in the form and the snippet too.
  await page.locator('#play [data-testid="flip"]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="option-orientation"]').value === 'black');
  assert.match(await snippet.textContent(), /orientation="black"/);
  await page.locator('[data-testid="option-view"]').selectOption('two');
  await page.waitForFunction(() => document.getElementById('play').shadowRoot.querySelectorAll('.board').length === 2);
  // The board's language: the attribute, back to the page's when unset.
  await page.locator('[data-testid="option-lang"]').selectOption('fr');
  assert.match(await snippet.textContent(), / lang="fr" /);
  await page.waitForFunction(() => document.getElementById('play').shadowRoot.querySelector('.frame').lang === 'fr');
  await page.locator('[data-testid="option-lang"]').selectOption('');
  assert.doesNotMatch(await snippet.textContent(), /lang=/);
  await page.waitForFunction(() => document.getElementById('play').shadowRoot.querySelector('.frame').lang === 'en');
  await page.locator('#play').scrollIntoViewIfNeeded();
  await screenshot(page, 'embed-demo-computer-two-boards');
  await assertClean(page);
  await page.context().close();
});

test('embed.html on a phone: the boards fit the screen and can be played by tapping', async () => {
  const page = await recordingPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  await page.goto(url('embed.html'));
  await boardsReady(page);
  for (const id of ['play', 'replay']) {
    const box = await page.locator(`#${id}`).boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `#${id} fits: ${JSON.stringify(box)}`);
    const board = await page.locator(`#${id} .board`).boundingBox();
    assert.ok(board.width > 250, `#${id}'s board is large enough: ${board.width}`);
  }
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= PHONE.width, `no sideways scrolling (${scrollWidth})`);
  await sq(page, 'play', 'g1').tap();
  await sq(page, 'play', 'f3').tap();
  await page.waitForFunction(() => window.__events.some((e) => e.type === 'move'));
  assert.deepEqual(await pieceOn(page, 'play', 'f3'), { piece: 'wN', board: 'B' });
  await screenshot(page, 'embed-phone');
  await page.locator('#play').screenshot({ path: path.join(here, 'screenshots', 'embed-phone-board.png') });
  await assertClean(page);
  await page.context().close();
});

test('two hotseat boards on one page play independently; controls, promotion, two-board view', async () => {
  const page = await recordingPage();
  await openFixture(page, 'two-boards.html');
  assert.equal(page.wasmRequests, 1);
  await clearEvents(page);

  // Board a: the start position, White at the bottom.
  await clickMove(page, 'a', 'e2e4');
  await clickMove(page, 'a', 'd7d5');
  assert.equal(await prop(page, 'a', 'ply'), 2);
  // Board b: two grids (A and B), Black at the bottom, a pawn about to promote.
  assert.equal(await page.locator('#b .board').count(), 2);
  assert.equal(await prop(page, 'b', 'orientation'), 'black');
  const first = await page.evaluate(
    () => document.getElementById('b').shadowRoot.querySelector('.board-A [data-square]').dataset.square,
  );
  assert.equal(first, 'h1', 'with Black at the bottom the top-left square is h1');
  await clickMove(page, 'b', 'a7a8n', 'A');
  const promo = (await events(page, 'b', 'move'))[0].detail;
  assert.equal(promo.uci, 'a7a8n');
  assert.match(promo.alice, /^P.*a8.*[NO]/);
  assert.deepEqual(await pieceOn(page, 'b', 'a8'), { piece: 'wN', board: 'B' });
  // …which did not touch board a.
  assert.equal(await prop(page, 'a', 'ply'), 2);
  assert.equal((await events(page, 'a', 'move')).length, 2);

  // Undo and flip buttons act on their own board only.
  await page.locator('#a [data-testid="undo"]').click();
  assert.equal(await prop(page, 'a', 'ply'), 1);
  assert.equal(await prop(page, 'b', 'ply'), 1);
  await page.locator('#a [data-testid="flip"]').click();
  await page.waitForFunction(() => document.getElementById('a').getAttribute('orientation') === 'black');
  assert.equal(await prop(page, 'b', 'orientation'), 'black');
  await page.locator('#b [data-testid="flip"]').click();
  await page.waitForFunction(() => document.getElementById('b').orientation === 'white');
  // The two-board toggle.
  await page.locator('#a [data-testid="view-toggle"]').click();
  await page.waitForFunction(() => document.getElementById('a').shadowRoot.querySelectorAll('.board').length === 2);
  assert.equal(await prop(page, 'a', 'view'), 'two');
  assert.equal(await page.locator('#b .board').count(), 2);

  // Every change was announced by its own board.
  const changes = await events(page, null, 'change');
  assert.deepEqual(
    changes.filter((e) => e.id === 'b').map((e) => e.detail.ply),
    [1],
  );
  assert.deepEqual(
    changes.filter((e) => e.id === 'a').map((e) => e.detail.ply),
    [1, 2, 1],
  );
  await assertClean(page);
  await page.context().close();
});

test('methods and properties: play, undo, flip, loadFen, loadPgn, pgn, fen', async () => {
  const page = await recordingPage();
  await openFixture(page, 'two-boards.html');
  const r = await page.evaluate(() => {
    const el = document.getElementById('a');
    const out = {};
    out.played = el.play('Pe4');
    out.san = el.play('d5').alice;
    try {
      el.play('Qh5xh7');
    } catch (e) {
      out.illegal = e.message;
    }
    out.plyAfterIllegal = el.ply;
    out.turn = el.turn;
    out.undo = el.undo();
    out.plyAfterUndo = el.ply;
    out.fen = el.fen;
    try {
      el.loadFen('not a fen');
    } catch (e) {
      out.badFen = e.message;
    }
    out.fenKept = el.fen;
    el.loadFen('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
    out.loaded = el.fen;
    out.castle = el.play('O-O').uci;
    el.loadPgn('[Event "Test"]\n[White "<img src=x onerror=alert(1)>"]\n[Black "Tweedledee"]\n\n1. e4 d5 2. Be2 dxe4 3. Bb5# 1-0');
    out.result = el.result;
    out.history = el.history.map((m) => m.alice);
    out.pgn = el.pgn();
    out.pgnSan = el.pgn({ notation: 'san', tags: { Site: 'Looking-glass' } });
    try {
      el.loadPgn('1. e4 e5 2. Kzz');
    } catch (e) {
      out.badPgn = e.message;
    }
    out.keptAfterBadPgn = el.ply;
    out.players = el.shadowRoot.querySelector('[data-testid="players"]').textContent;
    out.imgs = el.shadowRoot.querySelectorAll('img').length;
    return out;
  });
  assert.deepEqual(r.played, {
    uci: 'e2e4',
    alice: 'Pe4',
    san: 'e4',
    fen: r.played.fen,
    ply: 1,
    color: 'white',
  });
  assert.equal(r.san, 'Pd5');
  assert.match(r.illegal, /Qh5xh7/);
  assert.equal(r.plyAfterIllegal, 2);
  assert.equal(r.turn, 'white');
  assert.equal(r.undo, true);
  assert.equal(r.plyAfterUndo, 1);
  assert.match(r.badFen, /fen/i);
  assert.equal(r.fenKept, r.fen);
  assert.equal(r.loaded, '4k3/8/8/8/8/8/8/4K2R w K - 0 1');
  assert.equal(r.castle, 'e1g1');
  assert.deepEqual(r.result, { result: '1-0', reason: 'checkmate', text: 'Checkmate — White wins' });
  assert.deepEqual(r.history, ['Pe4', 'Pd5', 'Be2', 'Sdxe4', 'Cb5#']);
  assert.match(r.pgn, /\[Variant "Alice"\]/);
  assert.match(r.pgn, /\[Black "Tweedledee"\]/);
  assert.match(r.pgn, /1\. Pe4 Pd5 2\. Be2 Sdxe4 3\. Cb5#/);
  assert.match(r.pgnSan, /1\. e4 d5 2\. Be2 dxe4 3\. Bb5#/);
  assert.match(r.pgnSan, /\[Site "Looking-glass"\]/);
  assert.match(r.badPgn, /Kzz/);
  assert.equal(r.keptAfterBadPgn, 5, 'a failed import keeps the game');
  // PGN tags are shown as text, never as markup.
  assert.match(r.players, /<img src=x onerror=alert\(1\)>/);
  assert.equal(r.imgs, 0);
  // Events for the method calls too; a loaded finished game announces its end.
  const moves = await events(page, 'a', 'move');
  assert.ok(moves.length >= 3);
  assert.deepEqual(new Set(moves.map((e) => e.detail.source)), new Set(['api']));
  assert.equal((await events(page, 'a', 'gameover')).at(-1).detail.reason, 'checkmate');
  // The board shows the loaded game.
  assert.deepEqual(await pieceOn(page, 'a', 'b5'), { piece: 'wB', board: 'A' });

  // The pgn attribute: the game, with its players shown.
  await page.evaluate(() =>
    document.getElementById('b').setAttribute('pgn', '[White "Alice"]\n[Black "Red Queen"]\n\n1. e4 d5 2. Be2 {a trap} dxe4 (2... Nf6) 3. Bb5# 1-0'),
  );
  await page.waitForFunction(() => document.getElementById('b').ply === 5);
  assert.equal(await page.locator('#b [data-testid="players"]').textContent(), 'White AliceBlack Red Queen');
  assert.equal(await errorBox(page, 'b').isVisible(), false);
  assert.match(await page.evaluate(() => document.getElementById('b').pgn()), /\[White "Alice"\][\s\S]*3\. Cb5#/);
  await assertClean(page);
  await page.context().close();
});

test('wrong-typed method arguments throw an error naming the problem, and the game stays', async () => {
  const page = await recordingPage();
  await openFixture(page, 'two-boards.html');
  const r = await page.evaluate(() => {
    const el = document.getElementById('a');
    el.play('e4');
    el.play('d5');
    const state = () => ({ fen: el.fen, ply: el.ply, history: el.history.map((m) => m.alice), pgn: el.pgn() });
    const before = state();
    const calls = {
      play: () => el.play(42),
      playObject: () => el.play({ uci: 'e2e4' }),
      loadFen: () => el.loadFen({}),
      loadPgn: () => el.loadPgn(null),
      loadPgnEmpty: () => el.loadPgn('   '),
      pgn: () => el.pgn('x'),
      pgnTags: () => el.pgn({ tags: 'White' }),
      pgnNotation: () => el.pgn({ notation: 'figurine' }),
    };
    const errors = {};
    for (const [name, call] of Object.entries(calls)) {
      try {
        call();
        errors[name] = 'no error';
      } catch (e) {
        errors[name] = `${e.name}: ${e.message}`;
      }
    }
    return { before, after: state(), errors };
  });
  assert.match(r.errors.play, /^TypeError: play\(\): the move must be a string, not the number 42/);
  assert.match(r.errors.playObject, /^TypeError: play\(\): the move must be a string, not an object/);
  assert.match(r.errors.loadFen, /^TypeError: loadFen\(\): the FEN must be a string, not an object/);
  assert.match(r.errors.loadPgn, /^TypeError: loadPgn\(\): the PGN text must be a string, not null/);
  assert.match(r.errors.loadPgnEmpty, /^Error: loadPgn\(\): the PGN text is empty/);
  assert.match(r.errors.pgn, /^TypeError: pgn\(\): the options must be an object .*not the text "x"/);
  assert.match(r.errors.pgnTags, /^TypeError: pgn\(\): the tags must be an object/);
  assert.match(r.errors.pgnNotation, /^TypeError: pgn\(\): the notation must be 'alice' or 'san', not the text "figurine"/);
  assert.deepEqual(r.after, r.before);
  assert.equal(r.after.ply, 2);
  assert.equal(await statusOf(page, 'a'), 'White to move');
  assert.equal(await errorBox(page, 'a').isVisible(), false);
  // The board still plays.
  await clickMove(page, 'a', 'g1f3');
  assert.equal(await prop(page, 'a', 'ply'), 3);
  await assertClean(page);
  await page.context().close();
});

test('importing the module defines the element and no other global name', async () => {
  const page = await recordingPage();
  await openFixture(page, 'blank.html', { wait: false });
  const leaked = await page.evaluate(async (src) => {
    const before = new Set(Object.getOwnPropertyNames(window));
    const mod = await import(src);
    const el = document.createElement('alice-chess');
    document.body.append(el);
    await el.ready;
    const added = Object.getOwnPropertyNames(window).filter((n) => !before.has(n));
    return { added, exports: Object.keys(mod), defined: customElements.get('alice-chess') === el.constructor };
  }, url('www/alice-chess.js'));
  // (window.__events / __csp are this test's own recorder, installed before the page started.)
  assert.deepEqual(leaked.added, []);
  assert.deepEqual(leaked.exports, ['AliceChessElement']);
  assert.equal(leaked.defined, true);
  await assertClean(page);
  await page.context().close();
});

test('bad attributes: a clear error in the widget, an error event, and still a board', async () => {
  const page = await recordingPage();
  await openFixture(page, 'bad-attributes.html');
  const text = async (id) => (await page.locator(`#${id} [data-testid="error"] li`).allTextContents()).join('\n');
  const errorEvents = async (id) => (await events(page, id, 'error')).map((e) => e.detail.message);

  // Bad FEN: the start position instead, and the moves were not replayed.
  assert.ok(await errorBox(page, 'bad-fen').isVisible());
  assert.match(await text('bad-fen'), /^fen=".*" is not a valid Alice chess position: .+ Showing the start position instead, without the moves\./);
  assert.equal(await pieceCount(page, 'bad-fen'), 32);
  assert.equal(await prop(page, 'bad-fen', 'fen'), START_FEN);
  assert.equal((await errorEvents('bad-fen')).length, 1);
  assert.equal((await errorEvents('bad-fen'))[0], await text('bad-fen'));
  // The attribute's markup stays text.
  assert.equal(await page.locator('#bad-fen b').count(), 0);

  // Bad orientation: White at the bottom.
  assert.equal(
    await text('bad-orientation'),
    'orientation="purple" is not valid: use "white" or "black". White is shown at the bottom.',
  );
  assert.equal(await prop(page, 'bad-orientation', 'orientation'), 'white');
  assert.deepEqual(await errorEvents('bad-orientation'), [await text('bad-orientation')]);

  // Illegal move in `moves`: the game up to the move before it.
  assert.match(await text('illegal'), /^The moves attribute stops at 2\. Qxe5 \(move 3 of 4\): .*Qxe5.* Showing the game up to the move before it\.$/);
  assert.equal(await prop(page, 'illegal', 'ply'), 2);
  assert.deepEqual(await page.locator('#illegal [data-testid="moves"] [data-ply]').allTextContents(), ['Pe4', 'Pe5']);

  // Bad mode and view: both named.
  const modeText = await text('bad-mode');
  assert.equal(modeText.split('\n').length, 2);
  assert.match(modeText, /mode="blitz" is not valid: use "hotseat", "computer", "online" or "view"\. Playing hotseat\./);
  assert.match(modeText, /view="three" is not valid: use "single" or "two"\. Showing one board\./);
  assert.equal((await errorEvents('bad-mode')).length, 2);
  assert.equal(await prop(page, 'bad-mode', 'mode'), 'hotseat');

  // Bad PGN: the reader's message, naming the token.
  assert.match(await text('bad-pgn'), /^The pgn attribute could not be read: .*Kzz.*Showing the start position instead\.$/);
  assert.equal(await pieceCount(page, 'bad-pgn'), 32);

  // Level and player colour.
  assert.match(await text('bad-level'), /level="11" is not valid: use a whole number from 1 to 8\. Using level 3\./);
  assert.match(await text('bad-level'), /player-color="green" is not valid/);

  // Every widget still draws a board; none is blank.
  for (const id of ['bad-fen', 'bad-orientation', 'illegal', 'bad-mode', 'bad-pgn', 'bad-level']) {
    assert.equal(await page.locator(`#${id} [data-square]`).count(), 64, id);
  }

  // Fixing the attribute clears its message (no new error event).
  const before = (await events(page, null, 'error')).length;
  await page.evaluate(() => document.getElementById('bad-orientation').setAttribute('orientation', 'black'));
  await page.waitForFunction(() => document.getElementById('bad-orientation').shadowRoot.querySelector('[data-testid="error"]').hidden);
  assert.equal(await prop(page, 'bad-orientation', 'orientation'), 'black');
  // A new bad value is a new error, with its event.
  await page.evaluate(() => document.getElementById('bad-orientation').setAttribute('orientation', 'sideways'));
  await page.waitForFunction(() => !document.getElementById('bad-orientation').shadowRoot.querySelector('[data-testid="error"]').hidden);
  const after = await events(page, null, 'error');
  assert.equal(after.length, before + 1);
  assert.match(after.at(-1).detail.message, /orientation="sideways"/);
  // The error box can be dismissed.
  await page.locator('#bad-orientation [data-testid="error-close"]').click();
  assert.equal(await errorBox(page, 'bad-orientation').isVisible(), false);

  // An element made by a script, with a bad FEN, reports it too.
  await page.evaluate(() => {
    const el = document.createElement('alice-chess');
    el.id = 'late';
    el.setAttribute('fen', '8/8/8/8/8/8/8/8 w - - 0 1');
    document.body.append(el);
    return el.ready;
  });
  assert.match(await text('late'), /fen=".*" is not a valid Alice chess position/);
  assert.equal((await errorEvents('late')).length, 1);
  await screenshot(page, 'embed-bad-attributes');
  await assertClean(page);
  await page.context().close();
});

test('computer mode: the engine (in its Web Worker) answers the player, and moves first for Black', async () => {
  const page = await recordingPage();
  await openFixture(page, 'two-boards.html');
  await page.evaluate(() => {
    const el = document.getElementById('a');
    el.setAttribute('mode', 'computer');
    el.setAttribute('level', '1');
  });
  await page.waitForFunction(() => document.getElementById('a').mode === 'computer');
  await clickMove(page, 'a', 'e2e4');
  // While it thinks, the player cannot move (read at one moment in the page: level 1 may have
  // answered already, and then the player's pieces move again).
  const { answered, movable } = await page.evaluate(() => ({
    answered: window.__events.filter((e) => e.id === 'a' && e.type === 'move').length >= 2,
    movable: document.getElementById('a').shadowRoot.querySelectorAll('.movable').length,
  }));
  assert.ok(answered || movable === 0, `nothing movable while the computer thinks: ${movable}`);
  await page.waitForFunction(() => window.__events.filter((e) => e.id === 'a' && e.type === 'move').length >= 2, null, {
    timeout: 20_000,
  });
  const moves = await events(page, 'a', 'move');
  assert.equal(moves[1].detail.color, 'black');
  assert.equal(await prop(page, 'a', 'ply'), 2);
  assert.equal(await statusOf(page, 'a'), 'White to move');
  assert.equal(await errorBox(page, 'a').isVisible(), false);
  // Undo takes back the computer's move and the player's.
  await page.locator('#a [data-testid="undo"]').click();
  assert.equal(await prop(page, 'a', 'ply'), 0);

  // Playing Black: the board turns to Black, and the computer opens.
  await page.evaluate(() => {
    const el = document.getElementById('b');
    el.removeAttribute('orientation');
    el.removeAttribute('fen');
    el.setAttribute('player-color', 'black');
    el.setAttribute('mode', 'computer');
  });
  await page.waitForFunction(() => document.getElementById('b').ply === 1, null, { timeout: 20_000 });
  assert.equal(await prop(page, 'b', 'orientation'), 'black');
  assert.equal((await events(page, 'b', 'move')).at(-1).detail.color, 'white');
  assert.equal(await prop(page, 'b', 'turn'), 'black');
  await assertClean(page);
  await page.context().close();
});

test('computer mode: who moved (source), take-back to the player\'s turn, play() stops the search', async () => {
  const page = await recordingPage();
  await openFixture(page, 'two-boards.html');
  await page.evaluate(() => {
    const el = document.getElementById('a');
    el.setAttribute('level', '1');
    el.setAttribute('mode', 'computer');
  });
  await page.waitForFunction(() => document.getElementById('a').mode === 'computer');
  const moveCount = async () => (await events(page, 'a', 'move')).length;
  const waitMoves = (n) =>
    page.waitForFunction((k) => window.__events.filter((e) => e.id === 'a' && e.type === 'move').length >= k, n, { timeout: 20_000 });

  // The player's click, then the computer's answer; each move event says who made it.
  await clickMove(page, 'a', 'e2e4');
  await waitMoves(2);
  assert.deepEqual((await events(page, 'a', 'move')).map((e) => [e.detail.ply, e.detail.color, e.detail.source]), [
    [1, 'white', 'player'],
    [2, 'black', 'computer'],
  ]);

  // The take-back button goes back to the player's turn: both half-moves, and the computer waits.
  await page.locator('#a [data-testid="undo"]').click();
  assert.equal(await prop(page, 'a', 'ply'), 0);
  assert.equal(await prop(page, 'a', 'turn'), 'white');
  assert.equal(await statusOf(page, 'a'), 'White to move');
  assert.equal(await page.locator('#a .movable').count(), 1);
  assert.equal(await page.locator('#a [data-testid="undo"]').isDisabled(), true);
  await page.waitForTimeout(1000);
  assert.equal(await prop(page, 'a', 'ply'), 0, 'the computer does not move for the player');

  // play(): source 'api'; the computer answers it.
  const played = await page.evaluate(() => document.getElementById('a').play('d4'));
  assert.equal(played.source, undefined, 'play() returns the documented fields only');
  await waitMoves(4);
  // el.undo() takes back one half-move (the computer's): it is to move again, and answers again.
  assert.equal(await page.evaluate(() => document.getElementById('a').undo()), true);
  assert.equal(await prop(page, 'a', 'ply'), 1);
  await waitMoves(5);
  assert.equal(await prop(page, 'a', 'ply'), 2);
  assert.deepEqual((await events(page, 'a', 'move')).slice(2).map((e) => [e.detail.ply, e.detail.source]), [
    [1, 'api'],
    [2, 'computer'],
    [2, 'computer'],
  ]);

  // A move from play() while the computer thinks (level 8: 2 s a move) cancels its search: the
  // computer's answer to the earlier position never comes.
  await page.evaluate(() => document.getElementById('a').setAttribute('level', '8'));
  await page.waitForFunction(() => document.getElementById('a').level === 8);
  const during = await page.evaluate(() => {
    const el = document.getElementById('a');
    // The first of these moves that is legal after the computer's (random) answers; a refused one
    // changes nothing.
    const playOne = (list) => list.find((m) => {
      try {
        return el.play(m);
      } catch {
        return false;
      }
    });
    const white = playOne(['Nf3', 'Nh3', 'h3', 'a3', 'Na3']);
    const status = el.shadowRoot.querySelector('[data-testid="status"]').textContent;
    const black = playOne(['Nh6', 'Na6', 'h6', 'a6', 'Nc6', 'Nf6']); // the computer's side, played by the page
    return { status, ply: el.ply, turn: el.turn, sans: el.history.slice(-2).map((m) => m.san), white, black };
  });
  assert.deepEqual(
    { status: during.status, ply: during.ply, turn: during.turn },
    { status: 'The computer is thinking…', ply: 4, turn: 'white' },
    JSON.stringify(during),
  );
  const count = await moveCount();
  await page.waitForTimeout(3000);
  assert.equal(await moveCount(), count, 'no computer move after the cancelled search');
  assert.equal(await prop(page, 'a', 'ply'), 4);
  assert.equal(await statusOf(page, 'a'), 'White to move');
  assert.deepEqual((await events(page, 'a', 'move')).slice(-2).map((e) => [e.detail.san, e.detail.source]), [
    [during.sans[0], 'api'],
    [during.sans[1], 'api'],
  ]);
  assert.equal(await errorBox(page, 'a').isVisible(), false);
  // The only errors: the tries above that play() refused (each also sends `error`).
  for (const e of await events(page, 'a', 'error')) assert.match(e.detail.message, /^play\(\): /);
  await assertClean(page);
  await page.context().close();
});

test('computer mode: taken out of the page, the computer stops thinking; put back, it moves', async () => {
  const page = await recordingPage();
  await openFixture(page, 'two-boards.html');
  await page.evaluate(() => {
    const el = document.getElementById('a');
    el.setAttribute('level', '8'); // 2 s a move: time to take it out while it thinks
    el.setAttribute('player-color', 'black');
    el.setAttribute('mode', 'computer');
  });
  await page.waitForFunction(() => document.getElementById('a').shadowRoot.querySelector('[data-testid="status"]').textContent === 'The computer is thinking…');
  await page.evaluate(() => {
    const el = document.getElementById('a');
    window.__parked = el;
    el.remove();
  });
  await page.waitForTimeout(3000);
  assert.equal(await page.evaluate(() => window.__parked.ply), 0, 'no move while out of the page');
  assert.equal(await page.evaluate(() => window.__parked.shadowRoot.querySelector('[data-testid="status"]').textContent), 'White to move');
  await page.evaluate(() => document.body.prepend(window.__parked));
  await page.waitForFunction(() => document.getElementById('a').ply === 1, null, { timeout: 20_000 });
  assert.deepEqual((await events(page, 'a', 'move')).map((e) => [e.detail.color, e.detail.source]), [['white', 'computer']]);
  assert.equal(await prop(page, 'a', 'turn'), 'black');
  await assertClean(page);
  await page.context().close();
});

test('computer mode where the engine worker cannot start (as on another origin): a message, and hotseat', async () => {
  const page = await recordingPage();
  // What a page of another origin sees: our module worker cannot be constructed.
  await page.addInitScript(() => {
    window.Worker = class {
      constructor() {
        throw new DOMException("Failed to construct 'Worker': the script cannot be accessed from this origin.", 'SecurityError');
      }
    };
  });
  await openFixture(page, 'two-boards.html');
  await page.evaluate(() => {
    const el = document.getElementById('a');
    el.setAttribute('player-color', 'black');
    el.setAttribute('mode', 'computer');
  });
  await page.waitForFunction(() => !document.getElementById('a').shadowRoot.querySelector('[data-testid="error"]').hidden);
  const message = await page.locator('#a [data-testid="error"] li').allTextContents();
  assert.equal(message.length, 1, message.join('\n'));
  assert.match(message[0], /^The computer opponent is not available on this page .*both sides are played here \(hotseat\)\.$/);
  assert.deepEqual((await events(page, 'a', 'error')).map((e) => e.detail.message), message);
  // Still the player's orientation; the person moves both sides, and nothing waits for the computer.
  assert.equal(await prop(page, 'a', 'orientation'), 'black');
  assert.equal(await statusOf(page, 'a'), 'White to move');
  await clickMove(page, 'a', 'e2e4');
  await clickMove(page, 'a', 'e7e5');
  assert.equal(await prop(page, 'a', 'ply'), 2);
  assert.deepEqual((await events(page, 'a', 'move')).map((e) => e.detail.source), ['player', 'player']);
  assert.equal((await events(page, 'a', 'error')).length, 1);
  await assertClean(page);
  await page.context().close();
});

test('the iframe route: index.html?embed=1 shows just the board, from the URL', async () => {
  const fen = '4k3/8/8/3q4/8/8/3Q4/4K3 w - - 0 1';
  const page = await recordingPage({ viewport: { width: 420, height: 470 } });
  await page.goto(url(`index.html?embed=1&fen=${encodeURIComponent(fen)}&orientation=black&show-moves=0`));
  await boardsReady(page);
  // Only the board: none of the game page's panels.
  assert.equal(await page.locator('body > alice-chess').count(), 1);
  assert.equal(await page.locator('[data-testid="new-game"]').count(), 0);
  assert.equal(await page.locator('alice-chess [data-piece]').count(), 4);
  assert.equal(await page.evaluate(() => document.querySelector('alice-chess').fen), fen);
  assert.equal(await page.evaluate(() => document.querySelector('alice-chess').orientation), 'black');
  // It fills the frame without scrolling.
  const box = await page.locator('alice-chess').boundingBox();
  assert.ok(box.width > 380 && box.height <= 470, JSON.stringify(box));
  const overflow = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
  assert.ok(overflow[0] <= 420 && overflow[1] <= 470, `no scrolling: ${overflow}`);
  // Playable.
  await page.locator('alice-chess [data-square="d2"]').click();
  await page.locator('alice-chess [data-square="d5"]').click();
  await page.waitForFunction(() => window.__events.some((e) => e.type === 'move'));
  assert.match((await events(page, null, 'move'))[0].detail.alice, /^Qxd5/);
  await screenshot(page, 'embed-iframe-route');
  await assertClean(page);

  // Bad parameters: each named, and the unknown one too.
  await page.goto(url('index.html?embed=1&fen=oops&orientation=sideways&colour=red'));
  await boardsReady(page);
  const err = await page.locator('alice-chess [data-testid="error"]').textContent();
  assert.match(err, /fen="oops" is not a valid Alice chess position/);
  assert.match(err, /orientation="sideways" is not valid/);
  assert.match(await page.locator('[data-testid="embed-note"]').textContent(), /Unknown parameter "colour" ignored/);
  assert.equal(await page.locator('alice-chess [data-piece]').count(), 32);
  assert.equal((await events(page, null, 'error')).length, 2);
  await screenshot(page, 'embed-iframe-errors');
  await assertClean(page);
  await page.context().close();
});

test('the iframe route inside another page with a strict CSP', async () => {
  const page = await recordingPage({ viewport: { width: 600, height: 560 } });
  await openFixture(page, 'frame-host.html', { wait: false });
  const frame = page.frameLocator('#frame');
  await frame.locator('alice-chess [data-piece]').first().waitFor();
  const inner = page.frame({ url: /embed=1/ });
  await inner.evaluate(() => document.querySelector('alice-chess').ready);
  assert.deepEqual(
    await inner.evaluate(() => {
      const p = document.querySelector('alice-chess').shadowRoot.querySelector('[data-square="d5"] [data-piece]');
      return { piece: p.dataset.piece, board: p.dataset.board };
    }),
    { piece: 'bP', board: 'B' },
  );
  assert.equal(await inner.evaluate(() => document.querySelector('alice-chess').orientation), 'black');
  await frame.locator('alice-chess [data-square="g1"]').click();
  await frame.locator('alice-chess [data-square="f3"]').click();
  await inner.waitForFunction(() => document.querySelector('alice-chess').ply === 3);
  await screenshot(page, 'embed-iframe-host');
  await assertClean(page);
  await page.context().close();
});
