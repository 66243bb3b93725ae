// Issue 31 in the browser: what a hostile page, link or file gives the element, the iframe route
// and the page. Point 2: a PGN of 76,000 tags (the 977 KB file that froze the tab) and a text past
// the size cap are refused at once, with a clear error, and the board goes on. Point 4: a host's
// reason with a `}` does not turn into moves in pgn(). Point 6: echoed input — a 1 MB token in the
// `moves` attribute, unknown parameters of the iframe route, `?puzzle=` — is clipped (≤ 60
// characters, "…"): the error box, the `error` event, the notices stay small. Point 9: bad options
// to the element's methods throw a TypeError that says what is wrong, never a JavaScript engine's
// "… is not iterable".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newPage, assertNoErrors, url } from './harness.mjs';
import { openGame } from './play-helpers.mjs';

const ctx = useBrowser();
const REASON = 'x } 1. d4 e5 2. Qd3 {';

/** A page of the site with one <alice-chess> (`attrs`), its `error` events kept in window.__errors. */
async function elementPage(attrs = {}) {
  const page = await newPage(ctx.browser);
  await page.goto(url('embed.html'));
  await page.evaluate(async (attrs) => {
    await customElements.whenDefined('alice-chess');
    const el = document.createElement('alice-chess');
    el.id = 'hostile';
    window.__errors = [];
    el.addEventListener('error', (e) => window.__errors.push(e.detail.message));
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.body.replaceChildren(el);
    await el.ready;
  }, attrs);
  return page;
}

test('point 6: a 1 MB token in the moves attribute gives a small error box and a short error event', async () => {
  const token = 'Q'.repeat(1_000_000);
  const page = await elementPage({ moves: `e4 ${token}`, 'show-moves': '' });
  const r = await page.evaluate(() => {
    const el = document.getElementById('hostile');
    const box = el.shadowRoot.querySelector('[data-testid="error"]');
    return { ply: el.ply, height: box.getBoundingClientRect().height, text: box.textContent, events: window.__errors };
  });
  assert.equal(r.ply, 1, 'the moves before the bad one are played');
  assert.ok(r.height < 200, `error box ${r.height} px`);
  assert.ok(r.text.length < 400, r.text.slice(0, 300));
  assert.match(r.text, /stops at 1… Q{59}…/);
  assert.equal(r.events.length, 1);
  assert.ok(r.events[0].length < 400, `error event of ${r.events[0].length} characters`);
  // Every display attribute 1 MB long at once: each message short.
  const all = await page.evaluate(() => {
    const el = document.getElementById('hostile');
    const big = 'z'.repeat(1_000_000);
    for (const name of ['orientation', 'mode', 'view', 'level', 'player-color', 'fen']) el.setAttribute(name, `${name}${big}`);
    el.setAttribute('controls', 'flip, nonsense '.repeat(100_000));
    void el.ply; // applied now
    const box = el.shadowRoot.querySelector('[data-testid="error"]');
    return { height: box.getBoundingClientRect().height, items: [...box.querySelectorAll('li')].map((li) => li.textContent.length), longest: Math.max(...window.__errors.map((m) => m.length)) };
  });
  assert.equal(all.items.length, 7);
  assert.ok(all.items.every((n) => n < 400), String(all.items));
  assert.ok(all.longest < 400, `${all.longest}`);
  assert.ok(all.height < 900, `${all.height} px`);
  assertNoErrors(page);
  await page.context().close();
});

test('point 6: the iframe route names unknown parameters and a bad origin in a line, not whole', async () => {
  const page = await newPage(ctx.browser);
  const names = Array.from({ length: 300 }, (_, i) => `SECURITY-ALERT-visit-evil.example-verify-${i}-${'x'.repeat(200)}=1`).join('&');
  await page.goto(url(`index.html?embed=1&moves=e4&${names}&origin=${encodeURIComponent(`https://example.org/${'o'.repeat(50_000)}`)}`));
  const notes = page.locator('[data-testid="embed-note"]');
  await notes.first().waitFor();
  const texts = await notes.allTextContents();
  assert.equal(texts.length, 2);
  for (const text of texts) assert.ok(text.length < 400, `${text.length}: ${text.slice(0, 200)}`);
  assert.match(texts[0], /^Unknown parameters "SECURITY-ALERT-visit-evil\.example-verify-0-x+…/);
  assert.match(texts[1], /^origin="https:\/\/example\.org\/o+… is not an origin/);
  assertNoErrors(page);
  await page.context().close();
});

test('point 6: ?puzzle= with any text names at most 60 characters of it', async () => {
  const asked = `SECURITY ALERT: your account is locked, call +1 555 0100 or visit evil.example/verify ${'!'.repeat(5000)}`;
  const page = await openGame(ctx.browser, { hash: `?puzzle=${encodeURIComponent(asked)}` });
  const notice = page.locator('[data-testid="notice"]');
  await notice.waitFor();
  const text = await notice.textContent();
  assert.match(text, /There is no puzzle “SECURITY ALERT: your account is locked, call \+1 555 0100 or…”; here is another\./);
  assert.ok(text.length < 200, text);
  assertNoErrors(page);
  await page.context().close();
});

test("point 9: bad options to the element's methods throw a TypeError that says what is wrong", async () => {
  const page = await elementPage({ moves: 'e4 e5' });
  const r = await page.evaluate(() => {
    const el = document.getElementById('hostile');
    const calls = {
      pgnIssue: () => el.pgn({ tags: [[1, 2], null, 'x'] }),
      pgnNull: () => el.pgn({ tags: [['White', 'x'], null] }),
      pgnValue: () => el.pgn({ tags: { White: { name: 'x' } } }),
      pgnNotation: () => el.pgn({ notation: 5 }),
      pgnAnnotations: () => el.pgn({ annotations: [{ ply: 'one' }] }),
      loadMoves: () => el.load({ moves: ['e4', 5] }),
      loadPlayers: () => el.load({ players: { white: { name: 5 } } }),
      loadOffer: () => el.load({ offer: 5 }),
      loadState: () => el.load(5),
      loadJson: () => el.load('{'),
      loadBoth: () => el.load({ pgn: '1. e4', fen: 'x' }),
      setClock: () => el.setClock({ white: 'x', black: 1 }),
      setClockNull: () => el.setClock(5),
      offer: () => el.offer(5),
      offerBy: () => el.offer('draw', 5),
      end: () => el.end(null),
      endResult: () => el.end({ result: 5, reason: 'x' }),
      loadFen: () => el.loadFen([]),
      loadPgn: () => el.loadPgn({}),
      play: () => el.play(null),
    };
    const out = {};
    for (const [name, call] of Object.entries(calls)) {
      try {
        call();
        out[name] = 'no error';
      } catch (e) {
        out[name] = `${e.name}: ${e.message}`;
      }
    }
    return { out, ply: el.ply };
  });
  assert.match(r.out.pgnIssue, /^TypeError: pgn\(\): the name of tags\[0\] must be a string, not the number 1$/);
  assert.match(r.out.pgnNull, /^TypeError: pgn\(\): tags\[1\] must be a \[name, value\] pair, not null$/);
  assert.match(r.out.pgnValue, /^TypeError: pgn\(\): the tag "White" must be a string or a whole number, not an object$/);
  assert.match(r.out.pgnNotation, /^TypeError: pgn\(\): the notation must be 'alice' or 'san', not the number 5$/);
  assert.match(r.out.pgnAnnotations, /^TypeError: pgn\(\): annotations\[0\]\.ply must be a whole number/);
  for (const [name, said] of Object.entries(r.out)) {
    assert.match(said, /^TypeError: /, `${name}: ${said}`);
    assert.doesNotMatch(said, /iterable|Cannot read|Cannot convert|undefined is not|null is not|is not a function/, `${name}: ${said}`);
  }
  assert.equal(r.ply, 2, 'the game is unchanged');
  assertNoErrors(page);
  await page.context().close();
});

test("point 4: a host's reason with a '}' stays in its comment in pgn(): read back, the same moves", async () => {
  const page = await elementPage({ moves: 'e4 e5' });
  const r = await page.evaluate((reason) => {
    const el = document.getElementById('hostile');
    el.end({ result: '1/2-1/2', reason });
    const pgn = el.pgn();
    const again = document.createElement('alice-chess');
    document.body.append(again);
    return again.ready.then(() => {
      again.loadPgn(pgn);
      return { pgn, ply: again.ply, result: again.result?.result, history: again.history.map((m) => m.san) };
    });
  }, REASON);
  assert.equal(r.ply, 2, r.pgn);
  assert.deepEqual(r.history, ['e4', 'e5']);
  assert.equal(r.result, '1/2-1/2');
  assert.match(r.pgn, /\{X 1\. d4 e5 2\. Qd3 \{ — draw\} 1\/2-1\/2\n$/);
  assertNoErrors(page);
  await page.context().close();
});

test('point 2: 76,000 tags and a text past the size cap are refused at once, the board goes on', async () => {
  const page = await elementPage({ moves: 'e4' });
  const r = await page.evaluate(() => {
    const el = document.getElementById('hostile');
    const tags = Array.from({ length: 76_000 }, (_, i) => `[T${i} "${i % 10}"]\n`).join('');
    const tried = (text) => {
      const t0 = performance.now();
      try {
        el.loadPgn(text);
        return { said: 'loaded', ply: el.ply, ms: performance.now() - t0 };
      } catch (e) {
        return { said: e.message, problem: e.problem, ply: el.ply, ms: performance.now() - t0 };
      }
    };
    const out = {
      size: tags.length,
      tags: tried(tags),
      long: tried('1. e4 e5 '.repeat(200_000)),
      cap: tried(`${Array.from({ length: 1000 }, (_, i) => `[Tag${i} "v"]\n`).join('')}\n1. d4 d5 *`),
    };
    out.pgnTags = el.pgn().split('\n').filter((l) => l.startsWith('[Tag')).length;
    return out;
  });
  assert.ok(r.size > 970_000 && r.size < 1_000_000, `${r.size}`);
  assert.equal(r.tags.said, 'line 1001: too many tags: a game may have at most 1000');
  assert.deepEqual(r.tags.problem, { code: 'pgn.tooManyTags', args: [1001, 1000] });
  assert.equal(r.tags.ply, 1, 'the game is kept');
  assert.equal(r.long.said, 'the PGN text is too long: at most 1 MB can be read');
  assert.equal(r.cap.said, 'loaded');
  assert.equal(r.cap.ply, 2);
  assert.equal(r.pgnTags, 1000);
  console.log(`76,000 tags refused in ${r.tags.ms.toFixed(0)} ms; 1.8 MB refused in ${r.long.ms.toFixed(0)} ms; 1000 tags read in ${r.cap.ms.toFixed(0)} ms`);
  assertNoErrors(page);
  await page.context().close();
});
