// `cargo xtask bench-input`, the browser's half — a benchmark, not a test (it prints numbers and
// never fails on them): random and huge PGN, FEN and move texts fed to <alice-chess> in headless
// Chromium, each call timed with the frame drawn after it against a budget; prints every input's
// slowest call, the longest `error` message and the error box's height, then the worst case. The
// rules core's half is examples/input_bench.rs (the same kinds of text, natively).
//
// Run by the xtask with BASE_URL (dist/ served), CHROME_PATH, PLAYWRIGHT (tests/e2e's folder, for
// its playwright-core), PKG (dist/pkg, whose wasm makes the random games here), BUDGET_MS.
//
// Each input goes to a fresh element (show-moves, so the move list is drawn too): PGN through
// loadPgn(), the `pgn` attribute and pgn() after it; a FEN through loadFen() and the `fen`
// attribute; a move list through the `moves` attribute. "call ms" is the call itself, "drawn ms"
// the call and the two frames after it (the board, the move list and the error box drawn: at least
// two frames, 33 ms at 60 Hz); the budget is on the latter.

import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const BASE_URL = (process.env.BASE_URL || 'http://127.0.0.1:8080/').replace(/\/*$/, '/');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const BUDGET_MS = Number(process.env.BUDGET_MS || 2000);
const PKG = path.resolve(process.env.PKG || 'dist/pkg');
const require = createRequire(path.join(process.env.PLAYWRIGHT || 'tests/e2e', 'package.json'));
const { chromium } = require('playwright-core');

/** As tests/e2e/harness.mjs launches it. */
const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The core's caps (src/pgn/mod.rs): the inputs go up to them and past them.
const MB = 1_000_000;
const MAX_TAGS = 1000;
const MAX_MOVES = 20_000;

/** A seeded generator (xorshift), so that every run feeds the same texts. */
function rng(seed) {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}
const random = rng(31);

const fill = (head, piece, bytes) => head + piece.repeat(Math.max(0, Math.floor((bytes - head.length) / piece.length)));
const randomBytes = (n) => new TextDecoder().decode(Uint8Array.from({ length: n }, () => random(256))).slice(0, n);
const TOKENS = ['[', ']', '"', '{', '}', '(', ')', ';', '%', '$', '$1', '1.', '2...', ' ', ' ', ' ', '\n', '\n\n', 'e4', 'd5', 'Be2', 'dxe4', 'Nf3', 'O-O', 'Pe4', 'Sdxe4', 'e2e4', 'a7a8q', '!', '?!', '+-', '1-0', '0-1', '1/2-1/2', '*', '[White "x"]', '[FEN "', '8/8/8/8', '\\', '…', '½'];
function randomTokens(n) {
  let s = '';
  while (s.length < n) s += TOKENS[random(TOKENS.length)];
  return s;
}

/** A random legal game in coordinates, long: moves that would end it are avoided, captures put last. */
async function randomGame(plies) {
  const w = await import(pathToFileURL(path.join(PKG, 'alice_chess.js')).href);
  await w.default({ module_or_path: fs.readFileSync(path.join(PKG, 'alice_chess_bg.wasm')) });
  const g = new w.Game();
  const moves = [];
  outer: while (moves.length < plies) {
    const legal = g.legalMoves();
    for (let i = legal.length - 1; i > 0; i--) {
      const j = random(i + 1);
      [legal[i], legal[j]] = [legal[j], legal[i]];
    }
    legal.sort((a, b) => Number(!!a.captured) - Number(!!b.captured));
    for (const m of legal) {
      g.play(m.uci);
      if (!g.status().outcome) {
        moves.push(m.uci);
        continue outer;
      }
      g.undo();
    }
    break;
  }
  g.free();
  return moves;
}

async function inputs() {
  const all = [];
  const add = (name, kind, text) => all.push({ name, kind, text });
  for (const size of [1000, 100_000, MB]) {
    add(`random bytes, ${size} B`, 'pgn', randomBytes(size));
    add(`random PGN tokens, ${size} B`, 'pgn', randomTokens(size));
  }
  const tag = (i) => `[Tag${i} "value ${i}"]\n`;
  const tags = Array.from({ length: MAX_TAGS }, (_, i) => tag(i)).join('');
  add(`${MAX_TAGS} tags (the cap)`, 'pgn', `${tags}\n1. e4 d5 *\n`);
  add('76,000 tags (the 977 KB file of issue 31)', 'pgn', Array.from({ length: 76_000 }, (_, i) => `[T${i} "${i % 10}"]\n`).join(''));
  add(`games of ${MAX_TAGS} tags, 1 MB`, 'pgn', fill('', `${tags}\n1. e4 d5 *\n\n`, MB));
  add('one tag value of 1 MB', 'pgn', `[White "${'v'.repeat(MB - 100)}"]\n\n1. e4 *`);
  add('one comment of 1 MB', 'pgn', `1. e4 {${'word '.repeat((MB - 100) / 5)}} d5 *`);
  add('1 MB of comments after one move', 'pgn', fill('1. e4 ', '{x} ', MB));
  add('1 MB of NAGs after one move', 'pgn', fill('1. e4 ', '$1 $2 ', MB));
  const game = await randomGame(20_000);
  add(`a random game of ${game.length} plies`, 'pgn', game.join(' '));
  add(`variations side by side, ${MAX_MOVES} moves`, 'pgn', `1. e4 e5 ${'(1... d5) '.repeat(MAX_MOVES - 2)}*`);
  add(`variations nested ${MAX_MOVES - 1} deep`, 'pgn', `${'1. e4 ('.repeat(MAX_MOVES - 1)}${')'.repeat(MAX_MOVES - 1)}*`);
  add('1 MB of games', 'pgn', fill('', '1. e4 d5 *\n\n', MB));
  add("1 MB of '('", 'pgn', fill('1. e4 ', '(', MB));
  add("1 MB of '{'", 'pgn', fill('', '{', MB));
  add('1 MB on one line of bad moves', 'pgn', fill('', 'Zz9 ', MB));
  add('past the cap: 5 MB of moves', 'pgn', fill('', '1. e4 e5 ', 5 * MB));
  for (const size of [100, 10_000, MB]) add(`random FEN bytes, ${size} B`, 'fen', randomBytes(size));
  const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  add('a FEN with 1 MB of ranks', 'fen', fill(start, '/8', MB));
  add('a FEN with a 1 MB counter', 'fen', fill('8/8/8/8/8/8/8/4K2k w - - 0 ', '9', MB));
  for (const size of [1000, MB]) add(`random move tokens, ${size} B`, 'moves', randomTokens(size));
  add('one move token of 1 MB (issue 31)', 'moves', 'e'.repeat(MB));
  add(`a game of ${game.length} plies, then 1 MB of moves`, 'moves', fill(game.join(' '), ' Nf3', MB));
  add('1 MB of separators', 'moves', fill('', ' ,;', MB));
  return all;
}

/** In the page: one input fed to a fresh element; every call timed with the two frames after it. */
async function feed({ kind, text }) {
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const el = document.createElement('alice-chess');
  el.setAttribute('show-moves', '');
  el.setAttribute('show-controls', '');
  document.body.replaceChildren(el);
  await el.ready;
  let errorChars = 0;
  el.addEventListener('error', (e) => (errorChars = Math.max(errorChars, e.detail.message.length)));
  const calls = [];
  const call = async (name, f) => {
    const t0 = performance.now();
    let said;
    try {
      said = f();
    } catch (e) {
      said = `${e.name}: ${e.message}`;
    }
    const t1 = performance.now();
    await frames();
    calls.push({ name, call: t1 - t0, ms: performance.now() - t0, said: String(said).slice(0, 60) });
  };
  if (kind === 'pgn') {
    await call('loadPgn()', () => (el.loadPgn(text), `${el.ply} plies`));
    await call('pgn()', () => `${el.pgn().length} B`);
    await call('pgn attribute', () => (el.setAttribute('pgn', text), `${el.ply} plies`));
  } else if (kind === 'fen') {
    await call('loadFen()', () => (el.loadFen(text), 'ok'));
    await call('fen attribute', () => (el.setAttribute('fen', text), `${el.ply} plies`));
  } else {
    await call('moves attribute', () => (el.setAttribute('moves', text), `${el.ply} plies`));
  }
  const box = el.shadowRoot?.querySelector('[data-testid="error"]');
  const boxHeight = box && !box.hidden ? Math.round(box.getBoundingClientRect().height) : 0;
  el.remove();
  return { calls, errorChars, boxHeight };
}

const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(new URL('embed.html', BASE_URL).href);
  await page.evaluate(() => customElements.whenDefined('alice-chess'));
  console.log(`<alice-chess> in headless Chromium, budget ${BUDGET_MS} ms a call (with its two frames):`);
  const pad = (s, n) => String(s).padEnd(n);
  console.log(
    `${pad('input', 52)} ${'chars'.padStart(9)}  ${pad('slowest call', 16)} ${'call ms'.padStart(8)} ${'drawn ms'.padStart(9)}  ${'error event'.padStart(11)}  ${'error box'.padStart(9)}  gave`,
  );
  let worst = null;
  let over = 0;
  for (const input of await inputs()) {
    const r = await page.evaluate(feed, { kind: input.kind, text: input.text });
    const slowest = r.calls.reduce((a, b) => (b.ms > a.ms ? b : a));
    const flag = slowest.ms > BUDGET_MS ? '  OVER BUDGET' : '';
    over += r.calls.filter((c) => c.ms > BUDGET_MS).length;
    console.log(
      `${pad(input.name, 52)} ${String(input.text.length).padStart(9)}  ${pad(slowest.name, 16)} ${slowest.call.toFixed(1).padStart(8)} ${slowest.ms.toFixed(1).padStart(9)}  ${`${r.errorChars} ch`.padStart(11)}  ${`${r.boxHeight} px`.padStart(9)}  ${slowest.said}${flag}`,
    );
    if (!worst || slowest.ms > worst.ms) worst = { ...slowest, input: input.name, chars: input.text.length };
  }
  console.log(`\nworst case: ${worst.ms.toFixed(1)} ms, ${worst.name} on ${worst.input} (${worst.chars} characters); ${over} call(s) over the budget`);
} finally {
  await browser.close();
}
