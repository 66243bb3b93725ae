// <alice-chess>.applyEvent(): a live game's events (src/live/event.rs, written here as LiveGame's
// JSON words them) applied to a player's board and a spectator's, with no per-event code in the
// page; the one `action` event for what the player does; the online UI that comes with it (Abort,
// Withdraw, the opponent away and Claim victory, the connection). The package's relay example
// (tests/package/relay.test.mjs) runs the same against a real LiveGame on a server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, newPage, assertNoErrors, url } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ctx = useBrowser();

/** A board page with the fixture's online element; `attrs` set on it; its `action`s in window.__actions. */
async function boardPage(attrs) {
  const page = await newPage(ctx.browser);
  await page.addInitScript(() => {
    window.__actions = [];
    document.addEventListener('action', (e) => window.__actions.push(e.detail));
  });
  const address = url('__test__live-events.html');
  const body = fs.readFileSync(path.join(here, 'fixtures', 'online.html'), 'utf8');
  await page.route(address, (route) => route.fulfill({ status: 200, contentType: 'text/html', body }));
  await page.goto(address);
  await page.waitForFunction(() => customElements.get('alice-chess') !== undefined);
  await page.evaluate((a) => {
    const el = document.getElementById('board');
    for (const [k, v] of Object.entries(a)) el.setAttribute(k, v);
    return el.ready;
  }, attrs);
  await page.waitForFunction(() => !document.getElementById('board').shadowRoot.querySelector('.frame').hidden);
  return page;
}

const apply = (page, event) => page.evaluate((e) => document.getElementById('board').applyEvent(e), event);
const tid = (page, id) => page.locator(`#board [data-testid="${id}"]`);
const prop = (page, name) => page.evaluate((n) => document.getElementById('board')[n], name);
const actions = (page) => page.evaluate(() => window.__actions);
const CLOCKS = (white, black, running) => ({ white, black, running, deadline: null });
const NO_OFFERS = { draw: null, takeback: null };

/** The same events, in order, to both boards. */
async function both(pages, ...events) {
  for (const e of events) for (const p of pages) await apply(p, e);
}

test('applyEvent: a player and a spectator follow the same events — moves, offers cleared by a move, takeback, presence, end', async () => {
  const black = await boardPage({ 'player-color': 'black' });
  const watcher = await boardPage({ mode: 'view' });
  const pages = [black, watcher];
  const state = { v: 1, start: null, control: '3+2', firstMove: 30000, created: 0, players: { white: { name: 'Ann', rating: 1500 }, black: { name: 'Bob', rating: null } }, moves: ['e2e4'], clk: [], remaining: [180000, 180000], since: 0, offers: NO_OFFERS, end: null, endedAt: null, seq: 1, fen: 'x', ply: 1, turn: 'black', clocks: CLOCKS(180000, 180000, null), outcome: null };
  await both(pages, { type: 'state', state });
  assert.equal(await prop(black, 'ply'), 1);
  assert.equal(await tid(black, 'abort').isVisible(), true, 'Abort until both sides have moved');

  // Black's move on its board, then the live game's event for it: not played twice.
  await black.locator('#board [data-square="d7"]').click();
  await black.locator('#board [data-square="d5"]').click();
  assert.deepEqual(await actions(black), [{ type: 'move', uci: 'd7d5', ply: 2 }]);
  await both(pages, { seq: 2, type: 'move', ply: 2, uci: 'd7d5', san: 'Pd5', fen: 'x', clocks: CLOCKS(180000, 180000, 'white'), offers: NO_OFFERS });
  assert.equal(await prop(black, 'ply'), 2);
  assert.equal(await prop(watcher, 'ply'), 2);
  assert.equal(await tid(black, 'abort').isVisible(), false);
  // The same event again (a relay sending it twice): skipped.
  await both(pages, { seq: 2, type: 'move', ply: 2, uci: 'd7d5', san: 'Pd5', fen: 'x', clocks: CLOCKS(180000, 180000, 'white'), offers: NO_OFFERS });
  assert.equal(await prop(watcher, 'ply'), 2);

  // White offers a draw with its move: Black sees Accept / Decline, the spectator whose it is.
  await both(pages, { seq: 3, type: 'offer', kind: 'draw', by: 'white' }, { seq: 4, type: 'move', ply: 3, uci: 'f1e2', san: 'Be2', fen: 'x', clocks: CLOCKS(178000, 180000, 'black'), offers: { draw: 'white', takeback: null } });
  assert.match(await tid(black, 'offer').textContent(), /Your opponent offers a draw/);
  assert.match(await tid(watcher, 'offer').textContent(), /White offers a draw/);
  assert.equal(await tid(watcher, 'offer-accept').isVisible(), false);
  const clock = await prop(black, 'clock');
  assert.equal(clock.white, 178000, 'the clocks of the move event');
  assert.equal(clock.running, 'black');
  // Black moves instead of answering: the move event clears the offer, on both boards.
  await both(pages, { seq: 5, type: 'move', ply: 4, uci: 'd5e4', san: 'Sdxe4', fen: 'x', clocks: CLOCKS(178000, 179000, 'white'), offers: NO_OFFERS });
  for (const p of pages) assert.equal(await tid(p, 'offer').isVisible(), false);

  // Black's own takeback proposal: shown as sent, with Withdraw (its `action`), not as the opponent's.
  await both(pages, { seq: 6, type: 'offer', kind: 'takeback', by: 'black' });
  assert.equal(await tid(black, 'offer').isVisible(), false);
  assert.match(await tid(black, 'offer-sent').textContent(), /You asked to take back/);
  assert.match(await tid(watcher, 'offer').textContent(), /Black asks to take back/);
  await tid(black, 'offer-withdraw').click();
  assert.deepEqual((await actions(black)).at(-1), { type: 'withdraw', kind: 'takeback' });
  await both(pages, { seq: 7, type: 'withdrawn', kind: 'takeback', by: 'black' });
  assert.equal(await tid(watcher, 'offer').isVisible(), false);
  // A takeback accepted: both boards back to its ply.
  await both(pages, { seq: 8, type: 'offer', kind: 'takeback', by: 'white' });
  await tid(black, 'offer-accept').click();
  assert.deepEqual((await actions(black)).at(-1), { type: 'accept', kind: 'takeback' });
  await both(pages, { seq: 9, type: 'takeback', plies: 2, ply: 2, fen: 'x', clocks: CLOCKS(178000, 179000, 'white') });
  for (const p of pages) assert.equal(await prop(p, 'ply'), 2);
  assert.equal(await tid(black, 'offer').isVisible(), false);

  // A move that does not follow the board's: an Error, nothing changes.
  const gap = await black.evaluate(() => {
    try {
      document.getElementById('board').applyEvent({ seq: 20, type: 'move', ply: 9, uci: 'a2a3', san: 'Pa3', fen: 'x', clocks: null, offers: { draw: null, takeback: null } });
      return null;
    } catch (e) {
      return `${e.constructor.name}: ${e.message}`;
    }
  });
  assert.match(gap, /^Error: applyEvent\(\): move 9 came but the board has 2 moves/);
  const bad = await black.evaluate(() => {
    try {
      document.getElementById('board').applyEvent({ type: 'nope' });
      return null;
    } catch (e) {
      return e.constructor.name;
    }
  });
  assert.equal(bad, 'TypeError');

  // White leaves: away on both boards; Black may claim once the live game allows it.
  await both(pages, { seq: 21, type: 'presence', color: 'white', connected: false, claimAt: Date.now() + 1500 });
  assert.equal(await tid(black, 'away-white').isVisible(), true);
  assert.equal(await tid(watcher, 'away-white').isVisible(), true);
  assert.match(await tid(black, 'opponent-gone').textContent(), /left the game/);
  assert.equal(await tid(black, 'claim-victory').isVisible(), false, 'not before claimAt');
  await tid(black, 'claim-victory').waitFor();
  await tid(black, 'claim-victory').click();
  assert.deepEqual((await actions(black)).at(-1), { type: 'claimVictory' });
  await both(pages, { seq: 22, type: 'end', result: '0-1', reason: 'abandonment', winner: 'black', text: 'White left the game — Black wins' });
  for (const p of pages) {
    assert.equal((await prop(p, 'result')).result, '0-1');
    assert.equal(await tid(p, 'result').isVisible(), true);
    assert.equal(await tid(p, 'opponent-gone').isVisible(), false);
  }
  for (const p of pages) assertNoErrors(p);
});

test('setConnection: shown on the board until online again; a wrong state throws', async () => {
  const page = await boardPage({ 'player-color': 'white' });
  assert.equal(await tid(page, 'connection').isVisible(), false);
  await page.evaluate(() => document.getElementById('board').setConnection('reconnecting'));
  assert.equal(await tid(page, 'connection').textContent(), 'Reconnecting…');
  await page.evaluate(() => document.getElementById('board').setConnection('offline'));
  assert.match(await tid(page, 'connection').textContent(), /Not connected/);
  await page.evaluate(() => document.getElementById('board').setConnection('online'));
  assert.equal(await tid(page, 'connection').isVisible(), false);
  const err = await page.evaluate(() => {
    try {
      document.getElementById('board').setConnection('lost');
      return null;
    } catch (e) {
      return e.constructor.name;
    }
  });
  assert.equal(err, 'TypeError');
  // Abort and resign are actions too (the per-action `resign` event stays).
  await tid(page, 'abort').click();
  await tid(page, 'resign').click();
  await tid(page, 'resign').click();
  assert.deepEqual(await actions(page), [{ type: 'abort' }, { type: 'resign' }]);
  assertNoErrors(page);
});
