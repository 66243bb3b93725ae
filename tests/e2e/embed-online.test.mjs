// <alice-chess mode="online">: a live two-player board for a site's online games
// (docs/EMBEDDING.md, "Online games"). Two pages, each in its own browser context, each with an online widget; the test is
// the host: it relays every `move` with source 'player' to the other page with play(), as a site's
// server would. Also premoves, the host's clocks, the actions it decides (resign, offers, end()), a
// spectator in view mode, and rough edges of the API. Screenshots: online-*.png.
//
// The test page is tests/e2e/fixtures/online.html, served at the site's address through
// page.route() so that it loads www/alice-chess.js from the real server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, newPage, assertNoErrors, url, screenshot, PHONE } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const RULES_GAME = ['e2e4', 'd7d5', 'f1e2', 'd5e4', 'e2b5'];
const EVENTS = ['move', 'change', 'gameover', 'error', 'flag', 'resign', 'drawoffer', 'takebackoffer', 'drawaccept', 'drawdecline', 'takebackaccept', 'takebackdecline'];

const ctx = useBrowser();

/**
 * An online board page (its own browser context) recording the element's events (window.__events)
 * and the oscillators its sounds start (window.__tones); `color` its player-color.
 */
async function onlinePage(color, options = {}) {
  const page = await newPage(ctx.browser, options);
  await page.addInitScript((types) => {
    window.__events = [];
    window.__tones = 0;
    for (const type of types) {
      document.addEventListener(type, (e) => {
        if (e.target?.localName === 'alice-chess') window.__events.push({ type, detail: JSON.parse(JSON.stringify(e.detail ?? null)) });
      });
    }
    const AC = window.AudioContext;
    if (AC) {
      const make = AC.prototype.createOscillator;
      AC.prototype.createOscillator = function (...args) {
        window.__tones++;
        return make.apply(this, args);
      };
    }
  }, EVENTS);
  const address = url('__test__online.html');
  const body = fs.readFileSync(path.join(here, 'fixtures', 'online.html'), 'utf8');
  await page.route(address, (route) => route.fulfill({ status: 200, contentType: 'text/html', body }));
  await page.goto(address);
  await page.waitForFunction(() => customElements.get('alice-chess') !== undefined);
  await page.evaluate(() => document.getElementById('board').ready);
  if (color) await page.evaluate((c) => document.getElementById('board').setAttribute('player-color', c), color);
  await page.waitForFunction(() => !document.getElementById('board').shadowRoot.querySelector('.frame').hidden);
  return page;
}

const events = (page, type) => page.evaluate((t) => window.__events.filter((e) => !t || e.type === t), type);
const call = (page, method, ...args) => page.evaluate(([m, a]) => document.getElementById('board')[m](...a), [method, args]);
const prop = (page, name) => page.evaluate((n) => document.getElementById('board')[n], name);
const tid = (page, id) => page.locator(`#board [data-testid="${id}"]`);
const sq = (page, square) => page.locator(`#board [data-square="${square}"]`);
const statusOf = (page) => tid(page, 'status').textContent();

/** The piece on a square: its data-piece, or null. */
const pieceOn = (page, square) =>
  page.evaluate((s) => document.getElementById('board').shadowRoot.querySelector(`[data-square="${s}"] [data-piece]`)?.dataset.piece ?? null, square);

/** Wait for the page's `type` events to number more than `n`; returns the new ones. */
async function nextEvents(page, type, n) {
  await page.waitForFunction(([t, k]) => window.__events.filter((e) => e.type === t).length > k, [type, n]);
  return (await events(page, type)).slice(n);
}

/** The player clicks a move on their page; returns its `move` event's detail. */
async function clickMove(page, uci) {
  const n = (await events(page, 'move')).length;
  await sq(page, uci.slice(0, 2)).click();
  await sq(page, uci.slice(2, 4)).click();
  const [move] = await nextEvents(page, 'move', n);
  return move.detail;
}

/** The host: a player's move relayed to the other page with play(); returns that page's event. */
async function relay(move, to) {
  assert.equal(move.source, 'player', 'only the player\'s own moves are relayed');
  const n = (await events(to, 'move')).length;
  await call(to, 'play', move.uci);
  const [arrived] = await nextEvents(to, 'move', n);
  return arrived.detail;
}

test('online: two players relay their moves; each moves only their side; the rules game ends in mate on both', async () => {
  const white = await onlinePage('white');
  const black = await onlinePage('black');
  assert.equal(await prop(white, 'orientation'), 'white');
  assert.equal(await prop(black, 'orientation'), 'black', "the board turns to the player's side");
  assert.equal(await prop(black, 'mode'), 'online');
  assert.equal(await tid(white, 'undo').isVisible(), false, 'no local take-back online');

  // Black cannot move White's pawn, nor anything before White has moved.
  await sq(black, 'e2').click();
  await sq(black, 'e4').click();
  assert.equal(await pieceOn(black, 'e2'), 'wP');
  assert.equal((await events(black, 'move')).length, 0);

  for (const [i, uci] of RULES_GAME.entries()) {
    const [mover, other] = i % 2 === 0 ? [white, black] : [black, white];
    const played = await clickMove(mover, uci);
    assert.equal(played.uci, uci);
    const tones = await other.evaluate(() => window.__tones);
    const arrived = await relay(played, other);
    assert.deepEqual({ ...arrived, source: 'player' }, played, 'the same move on both boards');
    assert.equal(arrived.source, 'api');
    assert.ok((await other.evaluate(() => window.__tones)) > tones, "the opponent's move has its sound");
    if (i === 0) {
      // White, having moved, cannot move Black's pieces (nor its own) now.
      await sq(white, 'd7').click();
      await sq(white, 'd5').click();
      assert.equal(await pieceOn(white, 'd7'), 'bP');
      assert.equal(await white.evaluate(() => document.getElementById('board').ply), 1);
    }
  }
  for (const page of [white, black]) {
    assert.match(await statusOf(page), /Checkmate — White wins/);
    assert.equal(await tid(page, 'result').isVisible(), true);
    assert.match(await tid(page, 'result').textContent(), /1–0.*Checkmate — White wins/);
    const over = await events(page, 'gameover');
    assert.equal(over.length, 1);
    assert.equal(over[0].detail.reason, 'checkmate');
    assert.equal(await prop(page, 'fen'), await prop(white, 'fen'));
  }
  await screenshot(black, 'online-mate-black');
  assertNoErrors(white);
  assertNoErrors(black);
});

test("online: the opponent's move is animated; player-color may change; a host correction keeps the view", async () => {
  const page = await onlinePage('black');
  const animating = await page.evaluate(() => {
    const el = document.getElementById('board');
    el.play('e4');
    return el.shadowRoot.getAnimations().length;
  });
  assert.ok(animating > 0, 'the arriving move slides');
  // Switching sides: the player now moves White's pieces (orientation follows player-color).
  await page.evaluate(() => document.getElementById('board').setAttribute('player-color', 'white'));
  await page.waitForFunction(() => document.getElementById('board').orientation === 'white');
  await page.evaluate(() => document.getElementById('board').setAttribute('player-color', 'black'));
  const move = await clickMove(page, 'd7d5');
  assert.equal(move.source, 'player');
  // The host corrects the game (its server disagreed): the orientation stays, the frame stays shown.
  await page.evaluate(() => {
    const el = document.getElementById('board');
    window.__hidden = 0;
    const frame = el.shadowRoot.querySelector('.frame');
    new MutationObserver(() => frame.hidden && window.__hidden++).observe(frame, { attributes: true });
    el.moves = 'e4 e5';
  });
  await page.waitForFunction(() => document.getElementById('board').ply === 2);
  assert.equal(await pieceOn(page, 'e5'), 'bP');
  assert.equal(await prop(page, 'orientation'), 'black');
  assert.equal(await page.evaluate(() => window.__hidden), 0, 'no flash');
  assertNoErrors(page);
});

test('premoves: one set during the opponent\'s turn is played on arrival; an illegal one is dropped with a cue; premove="false"', async () => {
  const white = await onlinePage('white');
  const black = await onlinePage('black');
  await relay(await clickMove(white, 'e2e4'), black);
  // Black to move: White sets a premove.
  await sq(white, 'g1').click();
  await sq(white, 'f3').click();
  await white.waitForFunction(() => document.getElementById('board').shadowRoot.querySelectorAll('.premove').length === 2);
  assert.equal(await pieceOn(white, 'g1'), 'wN', 'not played yet');
  const n = (await events(white, 'move')).length;
  await relay(await clickMove(black, 'd7d5'), white);
  const [, premoved] = await nextEvents(white, 'move', n);
  assert.equal(premoved.detail.uci, 'g1f3');
  assert.equal(premoved.detail.source, 'player', 'a premove is the player\'s move: the host relays it');
  await relay(premoved.detail, black);
  assert.equal(await pieceOn(black, 'f3'), 'wN');

  // Illegal on arrival: Black's rook lands where the premoved pawn would go (board B's a3).
  for (const page of [white, black]) await page.evaluate(() => (document.getElementById('board').fen = '4k3/8/8/8/8/7r/P7/4K3 w - - 0 1'));
  await white.waitForFunction(() => document.getElementById('board').ply === 0);
  await relay(await clickMove(white, 'e1d1'), black);
  await sq(white, 'a2').click();
  await sq(white, 'a3').click();
  await relay(await clickMove(black, 'h3a3'), white);
  await white.waitForFunction(() => !document.getElementById('board').shadowRoot.querySelector('[data-testid="move-note"]').hidden);
  assert.match(await tid(white, 'move-note').textContent(), /Premove dropped: .*a3 is taken on board B/);
  assert.equal(await white.evaluate(() => document.getElementById('board').shadowRoot.querySelector('[data-testid="board"]').classList.contains('premove-dropped')), true, 'the board flashes');
  assert.equal(await prop(white, 'turn'), 'white', 'nothing was played for White');
  assert.equal(await pieceOn(white, 'a2'), 'wP');
  await screenshot(white, 'online-premove-dropped');

  // Off: the player's pieces cannot be premoved.
  await white.evaluate(() => (document.getElementById('board').premove = false));
  assert.equal(await prop(white, 'premove'), false);
  await relay(await clickMove(white, 'd1c1'), black);
  await sq(white, 'a2').click();
  await sq(white, 'a3').click();
  assert.equal(await white.evaluate(() => document.getElementById('board').shadowRoot.querySelectorAll('.premove').length), 0);
  assertNoErrors(white);
  assertNoErrors(black);
});

test('setClock shows the host\'s clocks, counts the running one down, marks low time; flag fires once; bad arguments throw', async () => {
  const page = await onlinePage('black');
  assert.equal(await tid(page, 'clock-white').isVisible(), false, 'no clocks until the host sets them');
  await call(page, 'setClock', { white: 300_000, black: 280_000, running: 'white' });
  assert.equal(await tid(page, 'clock-black').textContent(), '4:40');
  assert.match(await tid(page, 'clock-white').textContent(), /^(5:00|4:59)$/);
  await page.waitForFunction(() => document.getElementById('board').shadowRoot.querySelector('[data-testid="clock-white"]').textContent === '4:58');
  assert.equal(await tid(page, 'clock-black').textContent(), '4:40', "only the running side's time goes");
  // The player's (Black's) clock is below the board, the opponent's above.
  const [top, bottom] = await page.evaluate(() => {
    const r = document.getElementById('board').shadowRoot;
    return ['.seat.top', '.seat.bottom'].map((s) => r.querySelector(s).querySelector('.clock').dataset.testid);
  });
  assert.deepEqual([top, bottom], ['clock-white', 'clock-black']);
  await screenshot(page, 'online-clocks');

  // Wrong arguments: a TypeError naming the problem, and the clocks as they were.
  const before = await prop(page, 'clock');
  for (const [arg, re] of [
    [{ white: '5:00', black: 1000 }, /white must be the milliseconds left/],
    [{ white: 1000, black: -1 }, /black must be the milliseconds left/],
    [{ white: 1000, black: 1000, running: 'red' }, /running must be 'white', 'black' \('w', 'b'\) or null/],
    ['5+3', /setClock\(\): give \{white: ms/],
  ]) {
    const err = await page.evaluate((a) => {
      try {
        document.getElementById('board').setClock(a);
        return null;
      } catch (e) {
        return { name: e.name, message: e.message };
      }
    }, arg);
    assert.equal(err?.name, 'TypeError', JSON.stringify(arg));
    assert.match(err.message, re);
  }
  const after = await prop(page, 'clock');
  assert.equal(after.black, before.black);
  assert.equal(after.running, 'white');

  // Low time: tenths, marked; at zero `flag` fires once.
  await call(page, 'setClock', { white: 60_000, black: 1_500, running: 'black' });
  assert.match(await tid(page, 'clock-black').textContent(), /^0:01\.\d$/);
  assert.equal(await tid(page, 'clock-black').evaluate((e) => e.classList.contains('low') && e.classList.contains('running')), true);
  assert.equal(await tid(page, 'clock-white').evaluate((e) => e.classList.contains('running')), false);
  const [flag] = await nextEvents(page, 'flag', 0);
  assert.deepEqual(flag.detail, { color: 'black' });
  assert.equal(await tid(page, 'clock-black').textContent(), '0:00.0');
  await page.waitForTimeout(400);
  assert.equal((await events(page, 'flag')).length, 1, 'once');
  assert.equal(await prop(page, 'result'), null, 'the host decides the result');
  // Given time again, a second fall is news again.
  await call(page, 'setClock', { white: 0, black: 5_000, running: 'white' });
  await nextEvents(page, 'flag', 1);
  assert.deepEqual((await events(page, 'flag'))[1].detail, { color: 'white' });
  await call(page, 'setClock', null);
  assert.equal(await tid(page, 'clock-white').isVisible(), false);
  assertNoErrors(page);
});

test('the actions the host decides: resign (confirmed), draw and takeback offers, incoming offers, end()', async () => {
  const page = await onlinePage('white');
  const resign = tid(page, 'resign');
  assert.equal(await tid(page, 'takeback-offer').isDisabled(), true, 'nothing of the player\'s to take back yet');
  await resign.click();
  assert.equal((await events(page, 'resign')).length, 0, 'asks once more first');
  assert.match(await resign.textContent(), /Confirm resign/);
  await resign.click();
  assert.deepEqual((await events(page, 'resign'))[0].detail, { color: 'white' });
  assert.equal(await prop(page, 'result'), null, 'the host decides');

  await tid(page, 'draw-offer').click();
  assert.deepEqual((await events(page, 'drawoffer'))[0].detail, { color: 'white' });
  assert.equal(await tid(page, 'draw-offer').isDisabled(), true, 'offered once');
  await clickMove(page, 'e2e4');
  // Offered with a move: it stands until the opponent moves (the live game's rule).
  assert.equal(await tid(page, 'draw-offer').isDisabled(), true, 'still offered after the own move');
  await tid(page, 'takeback-offer').click();
  assert.deepEqual((await events(page, 'takebackoffer'))[0].detail, { color: 'white' });
  // The host applies an accepted takeback with undo().
  assert.equal(await call(page, 'undo'), true);
  assert.equal(await prop(page, 'ply'), 0);
  assert.equal(await tid(page, 'draw-offer').isDisabled(), false, 'the move taken back: the offer with it');
  // A draw offered, then the opponent's move: the offer is over (declined by moving).
  await clickMove(page, 'e2e4');
  await tid(page, 'draw-offer').click();
  assert.equal(await tid(page, 'draw-offer').isDisabled(), true);
  await call(page, 'play', 'e7e5');
  assert.equal(await tid(page, 'draw-offer').isDisabled(), false, 'the opponent moved: the offer is over');
  assert.equal(await call(page, 'undo'), true);
  assert.equal(await call(page, 'undo'), true);

  // Incoming offers.
  await call(page, 'offer', 'draw');
  assert.equal(await tid(page, 'offer').isVisible(), true);
  assert.match(await tid(page, 'offer').textContent(), /offers a draw/);
  await screenshot(page, 'online-offer');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'online-offer-phone');
  await tid(page, 'offer-accept').click();
  assert.equal((await events(page, 'drawaccept')).length, 1);
  assert.equal(await tid(page, 'offer').isVisible(), false);
  await call(page, 'offer', 'takeback');
  assert.match(await tid(page, 'offer').textContent(), /take back/);
  await tid(page, 'offer-decline').click();
  assert.deepEqual((await events(page, 'takebackdecline'))[0].detail, { color: 'white' });
  const bad = await page.evaluate(() => {
    try {
      document.getElementById('board').offer('rematch');
    } catch (e) {
      return `${e.name}: ${e.message}`;
    }
    return null;
  });
  assert.match(bad, /^TypeError: offer\(\): the offer must be 'draw' or 'takeback'/);

  // end(): the host's result and reason; shown, input stops, pgn() records it.
  await clickMove(page, 'e2e4');
  await call(page, 'play', 'e7e5');
  const endErr = await page.evaluate(() => {
    const el = document.getElementById('board');
    const out = [];
    for (const arg of [{ result: '2-0', reason: 'x' }, { result: '1-0', reason: '' }, 'white wins', { result: 1, reason: 'x' }]) {
      try {
        el.end(arg);
      } catch (e) {
        out.push(`${e.name}: ${e.message}`);
      }
    }
    return out;
  });
  assert.equal(endErr.length, 4);
  assert.match(endErr[0], /^Error: .*the result must be 1-0, 0-1, 1\/2-1\/2 or \*/);
  assert.match(endErr[1], /the reason is empty/);
  assert.match(endErr[2], /^TypeError: end\(\): give \{result, reason\}/);
  assert.match(endErr[3], /^TypeError: end\(\): the result must be a string/);
  assert.equal(await prop(page, 'result'), null, 'unchanged');
  await call(page, 'end', { result: '0-1', reason: 'adjudication' });
  assert.deepEqual(await prop(page, 'result'), { result: '0-1', reason: 'adjudication', text: 'Adjudication — Black wins' });
  assert.deepEqual((await events(page, 'gameover'))[0].detail, { result: '0-1', reason: 'adjudication', text: 'Adjudication — Black wins' });
  assert.match(await statusOf(page), /Adjudication — Black wins/);
  assert.match(await tid(page, 'result').textContent(), /0–1/);
  for (const id of ['resign', 'draw-offer', 'takeback-offer']) assert.equal(await tid(page, id).isDisabled(), true, id);
  await sq(page, 'g1').click();
  await sq(page, 'f3').click();
  assert.equal(await pieceOn(page, 'g1'), 'wN', 'input stopped');
  const pgn = await call(page, 'pgn');
  assert.match(pgn, /\[Result "0-1"\]/);
  assert.match(pgn, /\[Termination "adjudication"\]/);
  await screenshot(page, 'online-result-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'online-result');
  // The usual reasons, and the parts of the controls.
  await call(page, 'reset');
  await call(page, 'end', { result: '1/2-1/2', reason: 'agreement' });
  assert.match(await statusOf(page), /Draw by agreement/);
  assert.match(await call(page, 'pgn'), /\[Termination "agreement"\]/);
  await page.evaluate(() => document.getElementById('board').setAttribute('controls', 'flip,view'));
  await page.waitForFunction(() => document.getElementById('board').shadowRoot.querySelector('[data-testid="resign"]').hidden);
  assert.equal(await tid(page, 'flip').isVisible(), true);
  assert.equal(await tid(page, 'draw-offer').isVisible(), false);
  assert.equal(await tid(page, 'undo').isVisible(), false);
  assertNoErrors(page);
});

test('a spectator (mode="view") follows live at the last move; browsing stays put, and Live returns', async () => {
  const page = await onlinePage(null);
  await page.evaluate(() => document.getElementById('board').setAttribute('mode', 'view'));
  await page.waitForFunction(() => document.getElementById('board').mode === 'view');
  const shownPly = () => page.evaluate(() => window.__events.filter((e) => e.type === 'change').at(-1).detail);
  await call(page, 'play', 'e4');
  await call(page, 'play', 'd5');
  assert.deepEqual(await shownPly().then((d) => [d.ply, d.live]), [2, true], 'following live');
  assert.equal(await tid(page, 'live').isVisible(), false);
  await tid(page, 'nav-prev').click();
  assert.deepEqual(await shownPly().then((d) => [d.ply, d.live]), [1, false]);
  await call(page, 'play', 'Be2');
  const d = await shownPly();
  assert.deepEqual([d.ply, d.live, d.plies], [1, false, 3], 'the view stays put while browsing');
  assert.equal(await tid(page, 'live').isVisible(), true);
  await screenshot(page, 'online-spectator-browsing');
  await tid(page, 'live').click();
  assert.deepEqual(await shownPly().then((x) => [x.ply, x.live]), [3, true]);
  assert.equal(await tid(page, 'live').isVisible(), false);
  await call(page, 'play', 'dxe4');
  assert.deepEqual(await shownPly().then((x) => [x.ply, x.live]), [4, true], 'following again');
  assertNoErrors(page);
});

test('rough edges: flip() twice, a refused play() sends error, change.plies, pgn() keeps a given Result, ready of an element never connected', async () => {
  const page = await onlinePage(null);
  await page.evaluate(() => document.getElementById('board').setAttribute('mode', 'hotseat'));
  const flips = await page.evaluate(() => {
    const el = document.getElementById('board');
    el.flip();
    const once = el.orientation;
    el.flip();
    return [once, el.orientation];
  });
  assert.deepEqual(flips, ['black', 'white']);
  await page.waitForTimeout(50);
  assert.equal(await page.evaluate(() => document.getElementById('board').shadowRoot.querySelector('.alice-board')?.dataset.orientation ?? null) ?? 'white', 'white');
  assert.equal(await page.evaluate(() => document.getElementById('board').getAttribute('orientation')), 'white');

  const refused = await page.evaluate(() => {
    const el = document.getElementById('board');
    const n = window.__events.filter((e) => e.type === 'error').length;
    let thrown = null;
    try {
      el.play('Ke5');
    } catch (e) {
      thrown = e.message;
    }
    return { thrown, events: window.__events.filter((e) => e.type === 'error').slice(n).map((e) => e.detail.message) };
  });
  assert.ok(refused.thrown, 'it still throws');
  assert.equal(refused.events.length, 1);
  assert.match(refused.events[0], /^play\(\): .*Ke5/);

  await call(page, 'play', 'e4');
  const change = (await events(page, 'change')).at(-1).detail;
  assert.equal(change.plies, 1);
  assert.equal(change.moves, 1, 'moves: the same half-move count, kept for old hosts');

  const pgn = await call(page, 'pgn', { tags: { Result: '1-0', Termination: 'adjudication' } });
  assert.match(pgn, /\[Result "1-0"\]/);
  assert.match(pgn, /\[Termination "adjudication"\]/);
  assert.match(pgn, / 1-0\n$/);

  const detached = await page.evaluate(async () => {
    const el = document.createElement('alice-chess');
    el.setAttribute('moves', 'e4 e5');
    await el.ready;
    const ply = el.ply;
    document.body.append(el);
    return { ply, connected: el.isConnected };
  });
  assert.deepEqual(detached, { ply: 2, connected: true }, 'ready settles without the element in the page');
  assertNoErrors(page);
});
