// <alice-chess> as a live game's client (issue 26): a whole game shown by one el.load() call (a
// LiveGame's state(now) as it is, or a plain object), attributes applied before the next call
// reads the game, clocks that stop with the element (removed, or destroy()), a spectator's board
// (clocks, result card, names, offers), one vocabulary ('w'/'b' and 'white'/'black', `fen` after a
// move (the rules' history says `fen` too), `timeout`), whole-millisecond clocks, and PGNs without a Termination or with a server's
// tags. Screenshot: load-finished.png.
//
// The page is tests/e2e/fixtures/online.html (a strict CSP), served at the site's address.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, newPage, assertNoErrors, url, screenshot } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const EVENTS = ['move', 'change', 'gameover', 'error', 'flag'];
const ctx = useBrowser();

/** The online fixture page with its board ready, recording the events (window.__events). */
async function boardPage() {
  const page = await newPage(ctx.browser);
  await page.addInitScript((types) => {
    window.__events = [];
    for (const type of types) {
      document.addEventListener(type, (e) => {
        if (e.target?.localName === 'alice-chess') window.__events.push({ type, id: e.target.id, detail: JSON.parse(JSON.stringify(e.detail ?? null)) });
      });
    }
  }, EVENTS);
  const address = url('__test__load.html');
  const body = fs.readFileSync(path.join(here, 'fixtures', 'online.html'), 'utf8');
  await page.route(address, (route) => route.fulfill({ status: 200, contentType: 'text/html', body }));
  await page.goto(address);
  await page.waitForFunction(() => customElements.get('alice-chess') !== undefined);
  await page.evaluate(() => document.getElementById('board').ready);
  return page;
}

const events = (page, type) => page.evaluate((t) => window.__events.filter((e) => e.type === t), type);

/** A finished live game as alice-chess/rules' LiveGame.state(now) writes it (src/live/state.rs). */
const FINISHED = {
  v: 1,
  start: null,
  control: '3+2',
  firstMove: 30000,
  created: 1764000000000,
  players: { white: { name: 'Ann <img src=x onerror=alert(1)>', rating: 1512 }, black: { name: 'Bob', rating: null } },
  moves: ['e2e4', 'd7d5', 'f1e2'],
  clk: [180000, 180000, 171400],
  remaining: [171400, 0],
  since: 1764000200000,
  offers: { draw: null, takeback: null },
  end: { declared: 'flag', color: 'black', result: '1-0', reason: 'timeout' },
  endedAt: 1764000200000,
  seq: 7,
  fen: 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPPBPPP/RNBQK1NR b KQkq - 1 2',
  ply: 3,
  turn: 'black',
  clocks: { white: 171400, black: 0, running: null, deadline: null },
  outcome: { result: '1-0', reason: 'timeout', winner: 'white', text: 'Black ran out of time — White wins' },
};

test('load(): a finished live game, its clocks, result and players, in one call (a spectator)', async () => {
  const page = await boardPage();
  const r = await page.evaluate((state) => {
    const el = document.getElementById('board');
    el.setAttribute('mode', 'view');
    el.load(state); // at once: no await between the attribute and the call
    const root = el.shadowRoot;
    const text = (sel) => [...root.querySelectorAll(sel)].map((e) => e.textContent);
    return {
      ply: el.ply,
      history: el.history.map((m) => m.uci),
      result: el.result,
      clock: el.clock,
      seats: text('.seat-name'),
      ratings: text('.seat-rating'),
      img: root.querySelectorAll('img').length,
      resultCard: !root.querySelector('[data-testid="result"]').hidden,
      resultText: root.querySelector('[data-testid="result"]').textContent,
      clocks: text('.clock'),
    };
  }, FINISHED);
  assert.equal(r.ply, 3);
  assert.deepEqual(r.history, ['e2e4', 'd7d5', 'f1e2']);
  assert.deepEqual(r.result, { result: '1-0', reason: 'timeout', text: 'Black ran out of time — White wins' });
  assert.deepEqual(r.clock, { white: 171400, black: 0, running: null });
  // Names are text (the markup shows as written), with the rating; Black has none.
  assert.deepEqual(r.seats.sort(), ['Ann <img src=x onerror=alert(1)>1512', 'Bob']);
  assert.deepEqual(r.ratings, ['1512']);
  assert.equal(r.img, 0);
  assert.ok(r.resultCard, 'the result card shows on a spectator board');
  assert.match(r.resultText, /1–0.*Black ran out of time — White wins/);
  assert.deepEqual(r.clocks.sort(), ['0:00.0', '2:52'], 'the clocks as they stopped (171.4 s shows as 2:52, as clocks round up)');
  await screenshot(page, 'load-finished');
  await page.waitForTimeout(300);
  assert.deepEqual(await events(page, 'flag'), [], 'a finished game\'s empty clock does not flag');
  assertNoErrors(page);
});

test('load(): a plain game with a running clock, a pending offer and names; a bad state throws and keeps the game', async () => {
  const page = await boardPage();
  const r = await page.evaluate(() => {
    const el = document.getElementById('board');
    el.setAttribute('player-color', 'black');
    el.load({ moves: 'e4 d5 Be2', clock: { white: 60000, black: 42000.6, running: 'b' }, players: { white: 'Ann', black: { name: 'Bob', rating: 1480 } }, offer: { kind: 'draw', color: 'w' } });
    const root = el.shadowRoot;
    const out = {
      ply: el.ply,
      clock: el.clock,
      offer: root.querySelector('[data-testid="offer"]').hidden ? null : root.querySelector('.offer-text').textContent,
      seats: [...root.querySelectorAll('.seat-name')].map((e) => e.textContent),
    };
    try {
      el.load({ moves: ['e4', 'Ke8'] });
    } catch (err) {
      out.bad = err.message;
    }
    try {
      el.load({ clock: { white: 1, black: 1, running: 'red' } });
    } catch (err) {
      out.badClock = `${err.name}: ${err.message}`;
    }
    out.after = el.ply;
    el.load({ pgn: '[White "Ann"]\n[Black "Bob"]\n1. e4 d5 2. Nf3 0-1', clock: null });
    out.pgn = { result: el.result, clock: el.clock, status: root.querySelector('[data-testid="status"]').textContent };
    return out;
  });
  assert.equal(r.ply, 3);
  assert.equal(r.clock.running, 'black');
  assert.ok(Number.isInteger(r.clock.black) && r.clock.black <= 42001 && r.clock.black > 41000, `whole ms: ${r.clock.black}`);
  assert.equal(r.clock.white, 60000);
  assert.equal(r.offer, 'Your opponent offers a draw.');
  assert.deepEqual(r.seats.sort(), ['Ann', 'Bob1480']);
  assert.match(r.bad, /Ke8/);
  assert.match(r.badClock, /^TypeError: setClock\(\): running must be/);
  assert.equal(r.after, 3, 'a refused load keeps the game');
  assert.deepEqual(r.pgn.result, { result: '0-1', reason: 'unknown', text: 'Black wins' });
  assert.equal(r.pgn.clock, null);
  assert.doesNotMatch(r.pgn.status, /resign/i);
  assertNoErrors(page);
});

test('attributes apply before the next call: setAttribute("moves") then end() keeps the result', async () => {
  const page = await boardPage();
  const r = await page.evaluate(async () => {
    const el = document.getElementById('board');
    el.setAttribute('mode', 'hotseat');
    el.setAttribute('moves', 'e4 d5 Be2');
    const plyAtOnce = el.ply;
    el.end({ result: '0-1', reason: 'resignation' });
    const at = el.result;
    await new Promise((resolve) => setTimeout(resolve, 50)); // the attribute's own apply has run by now
    const later = el.result;
    el.setAttribute('fen', '4k3/8/8/8/8/8/8/4K2R w K - 0 1');
    el.setAttribute('moves', 'Kf1');
    const fen = el.fen;
    return { plyAtOnce, at, later, fen, mode: el.mode };
  });
  assert.equal(r.plyAtOnce, 3);
  assert.deepEqual(r.at, { result: '0-1', reason: 'resignation', text: 'White resigns — Black wins' });
  assert.deepEqual(r.later, r.at, 'the attribute did not restart the game a microtask later');
  assert.match(r.fen, /^4k3\/8\/8\/8\/8\/8\/8\/5L1R b /, 'the king went through to board B');
  assert.equal(r.mode, 'hotseat');
  assertNoErrors(page);
});

test('removed from the page or destroyed: the clock stops and no flag comes', async () => {
  const page = await boardPage();
  const r = await page.evaluate(async () => {
    const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    const el = document.getElementById('board');
    el.setClock({ white: 300, black: 60000, running: 'w' }); // 'w' as the rules say it
    el.remove();
    const other = document.createElement('alice-chess');
    other.id = 'other';
    other.setAttribute('mode', 'online');
    document.body.append(other);
    await other.ready;
    other.setClock({ white: 300, black: 60000, running: 'white' });
    other.destroy();
    let threw = '';
    try {
      other.play('e4');
    } catch (err) {
      threw = err.message;
    }
    await wait(800);
    const flags = window.__events.filter((e) => e.type === 'flag').length;
    // Back in the page, the time that passed counts: the flag falls then.
    document.body.append(el);
    await wait(300);
    return { flags, threw, back: window.__events.filter((e) => e.type === 'flag').map((e) => `${e.id}:${e.detail.color}`), inert: other.shadowRoot.querySelector('.frame').inert };
  });
  assert.equal(r.flags, 0, 'no flag from a removed or destroyed element');
  assert.match(r.threw, /destroyed/);
  assert.ok(r.inert);
  assert.deepEqual(r.back, ['board:white']);
  assertNoErrors(page);
});

test('a spectator board: offer() shows whose offer; one vocabulary for colours, fen and timeout', async () => {
  const page = await boardPage();
  const r = await page.evaluate(async () => {
    const el = document.getElementById('board');
    el.setAttribute('mode', 'view');
    const root = el.shadowRoot;
    const offer = () => (root.querySelector('[data-testid="offer"]').hidden ? null : root.querySelector('.offer-text').textContent);
    el.offer('draw', 'black');
    const shown = offer();
    const buttons = root.querySelector('[data-testid="offer-accept"]').hidden;
    el.offer('takeback', 'w');
    const takeback = offer();
    el.offer(null);
    const cleared = offer();
    const move = el.play('e4');
    el.setClock({ white: 1000, black: 2000, running: 'b' });
    el.end({ result: '1-0', reason: 'time' });
    return { shown, buttons, takeback, cleared, move, result: el.result, card: !root.querySelector('[data-testid="result"]').hidden, clock: el.clock };
  });
  assert.equal(r.shown, 'Black offers a draw.');
  assert.ok(r.buttons, 'no Accept / Decline for a spectator');
  assert.equal(r.takeback, 'White asks to take back their last move.');
  assert.equal(r.cleared, null);
  assert.deepEqual(Object.keys(r.move).sort(), ['alice', 'color', 'fen', 'ply', 'san', 'uci']);
  assert.match(r.move.fen, / b KQkq /);
  assert.deepEqual(r.result, { result: '1-0', reason: 'timeout', text: 'Black ran out of time — White wins' });
  assert.ok(r.card);
  assert.equal(r.clock.running, null, 'the clocks stop with the game');
  assertNoErrors(page);
});

test('loadPgn of a server PGN: the players as named (or none), the result without an invented reason', async () => {
  const page = await boardPage();
  const server = (white, black) =>
    `[Event "Casual"]\n[Site "?"]\n[Date "2026.11.26"]\n[Round "-"]\n[White "${white}"]\n[Black "${black}"]\n[Result "1-0"]\n[Variant "Alice"]\n[TimeControl "180+2"]\n[Termination "timeout"]\n\n1. Pe4 {[%clk 0:03:00]} 1... Pd5 {[%clk 0:03:00]} 2. Be2 {[%clk 0:02:51.4]} 1-0\n`;
  const r = await page.evaluate((texts) => {
    const el = document.getElementById('board');
    el.setAttribute('mode', 'view');
    const root = el.shadowRoot;
    const shown = () => ({
      players: root.querySelector('[data-testid="players"]').hidden ? null : root.querySelector('[data-testid="players"]').textContent,
      status: root.querySelector('[data-testid="status"]').textContent,
      result: el.result,
    });
    el.loadPgn(texts[0]);
    const unnamed = shown();
    el.loadPgn(texts[1]);
    const named = shown();
    el.loadPgn('1. e4 d5 2. Nf3 0-1');
    const bare = shown();
    return { unnamed, named, bare };
  }, [server('?', '?'), server('Ann', 'Bob')]);
  assert.equal(r.unnamed.players, null, 'no "White ? / Black ?" box');
  assert.equal(r.named.players, 'White AnnBlack Bob');
  assert.equal(r.named.result.text, 'Black ran out of time — White wins');
  assert.deepEqual(r.bare.result, { result: '0-1', reason: 'unknown', text: 'Black wins' });
  assert.match(r.bare.status, /^Black wins/);
  assertNoErrors(page);
});
