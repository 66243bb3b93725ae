// The npm package in Node: the packed .tgz installed offline into an empty temporary project;
// `alice-chess/rules` validates a game there with no set-up call (a site's server checking the
// moves it relays), and `tsc` compiles a consumer against the package's declarations — and refuses
// one with deliberate type errors.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { projectWithPackage, runIn } from './helpers.mjs';

/** @type {string} */
let project = '';
const setUp = () => (project ||= projectWithPackage('node'));
after(() => project && fs.rmSync(project, { recursive: true, force: true }));

test('the package installs from its .tgz, with its metadata and only its own files', () => {
  const dir = path.join(setUp(), 'node_modules/alice-chess');
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  assert.match(meta.version, /^\d+\.\d+\.\d+(-[\w.]+)?$/, 'a semver version');
  assert.equal(meta.license, 'MIT');
  // The project has no public address: no repository, homepage or bugs rather than a placeholder.
  for (const field of ['repository', 'homepage', 'bugs']) assert.equal(meta[field], undefined, `no ${field} (${JSON.stringify(meta[field])})`);
  assert.doesNotMatch(fs.readFileSync(path.join(dir, 'README.md'), 'utf8'), /example\.invalid|the project's README/);
  assert.deepEqual(Object.keys(meta.exports), ['.', './rules', './rollup', './esbuild', './package.json']);
  assert.equal(meta.types, './types/alice-chess.d.ts');
  for (const file of ['LICENSE', 'README.md', 'pkg/alice_chess_bg.wasm', 'pkg-live/alice_chess_bg.wasm', 'examples/relay/server.js', 'www/core/engine-worker.js', 'www/widget/assets/pieces-A-wK.svg', 'bundlers/rollup.js', 'bundlers/esbuild.js', 'types/rules.d.ts']) {
    assert.ok(fs.existsSync(path.join(dir, file)), `${file} is in the package`);
  }
  // Not the site: no page, no tests, no sources the element does not use.
  for (const file of ['index.html', 'embed.html', 'www/page', 'www/main.js', 'www/frame', 'www/widget/widget.css', 'www/pieces', 'www/icons', 'www/widget/icons']) {
    assert.ok(!fs.existsSync(path.join(dir, file)), `${file} is not in the package`);
  }
});

test('no server code for browsers: the live game only in the wasm alice-chess/rules loads in Node', () => {
  const dir = path.join(setUp(), 'node_modules/alice-chess');
  const browsers = fs.readFileSync(path.join(dir, 'pkg/alice_chess_bg.wasm'));
  const node = fs.readFileSync(path.join(dir, 'pkg-live/alice_chess_bg.wasm'));
  assert.ok(!browsers.includes('livegame_'), 'pkg/ (the element, alice-chess/rules in browsers) has no LiveGame');
  assert.ok(node.includes('livegame_'), 'pkg-live/ (alice-chess/rules in Node) has LiveGame');
  const gz = zlib.gzipSync(browsers, { level: 9 }).length;
  assert.ok(gz <= 125 * 1024, `the browsers' wasm is ${gz} bytes gzipped, over 125 KB`);
});

test('server-side rendering: importing alice-chess under Node does not throw and defines nothing', () => {
  const script = `
    const m = await import('alice-chess');
    console.log(JSON.stringify({ exported: typeof m.AliceChessElement, customElements: typeof globalThis.customElements }));
  `;
  fs.writeFileSync(path.join(setUp(), 'ssr.mjs'), script);
  const { code, out, stdout } = runIn(process.execPath, ['ssr.mjs'], project);
  assert.equal(code, 0, out);
  assert.deepEqual(JSON.parse(stdout.trim().split('\n').at(-1)), { exported: 'function', customElements: 'undefined' });
});

test('alice-chess/rules in Node: a relayed game validated move by move, the FEN and the result', () => {
  const script = `
    import { Game, validateFen, splitMoves, pgnGames, version, ready } from 'alice-chess/rules';
    const out = { version: version() };
    await ready;
    const game = new Game();
    out.legal = game.isLegal('e4');
    game.play('e4');
    out.afterE4 = game.fen();
    out.turn = game.turn();
    // An illegal move: an Error with the core's reason, and the game unchanged.
    try { game.play('e5e4'); out.illegal = null; } catch (e) { out.illegal = e.message; }
    out.unchanged = game.fen() === out.afterE4;
    for (const m of splitMoves('1... d5 2. Be2 dxe4 3. Bb5#')) game.play(m);
    out.outcome = game.outcome();
    out.over = game.isOver();
    out.movesAfterMate = game.legalMoves().length;
    try { game.play('a6'); } catch (e) { out.afterEnd = e.message; }
    out.history = game.history().map((h) => h.alice).join(' ');
    out.pgnResult = /1-0\\s*$/.test(game.pgn());
    try { validateFen('8/8/8/8/8/8/8/8 w - - 0 1'); } catch (e) { out.badFen = e.message; }
    try { game.play(42); } catch (e) { out.wrongType = e.constructor.name + ': ' + e.message; }
    out.fromPgn = Game.fromPgn('[White "A"]\\n\\n1. d4 Nf6 *').ply();
    out.games = pgnGames('1. e4 *\\n\\n1. d4 *').length;
    const start = new Game();
    out.qd4 = start.isLegal('Qd4');
    console.log(JSON.stringify(out));
  `;
  fs.writeFileSync(path.join(setUp(), 'check.mjs'), script);
  const { code, out, stdout } = runIn(process.execPath, ['check.mjs'], project);
  assert.equal(code, 0, out);
  const r = JSON.parse(stdout.trim().split('\n').at(-1));
  assert.match(r.version, /^\d+\.\d+\.\d+/);
  assert.equal(r.legal, true);
  assert.match(r.afterE4, /^rnbqkbnr\/pppppppp\/8\/8\/4S3\/8\/PPPP1PPP\/RNBQKBNR b KQkq/);
  assert.match(r.illegal, /illegal move|not|cannot/i);
  assert.equal(r.unchanged, true);
  assert.equal(r.turn, 'black', "turn() names sides as everything else does ('white' | 'black')");
  assert.deepEqual(r.outcome, { result: '1-0', winner: 'w', reason: 'checkmate', text: 'Checkmate — White wins' });
  assert.equal(r.over, true);
  assert.equal(r.movesAfterMate, 0);
  assert.match(r.afterEnd, /over|ended|checkmate/i);
  assert.equal(r.history, 'Pe4 Pd5 Be2 Sdxe4 Cb5#');
  assert.equal(r.pgnResult, true);
  assert.match(r.badFen, /king/i);
  assert.match(r.wrongType, /^TypeError: a move must be a string/);
  assert.equal(r.fromPgn, 2);
  assert.equal(r.games, 2);
  assert.equal(r.qd4, false);
});

test('alice-chess/rules in Node: a clocked live game a server relays — seats, increment, takeback, flag, restore, PGN', () => {
  const script = `
    import { LiveGame, Game } from 'alice-chess/rules';
    const out = {};
    const t0 = Date.UTC(2026, 10, 26, 12, 0, 0);
    const live = new LiveGame('1+2', t0);
    live.setPlayer('white', 'Ann', 1500);
    live.setPlayer('b', 'Bob');
    out.first = live.play('e2e4', 'white', t0 + 5000);
    // The wrong seat: refused with a code, nothing changes.
    try { live.play('d2d4', 'white', t0 + 6000); } catch (e) { out.wrongSeat = [e.code, e.message]; }
    live.play('d7d5', 'black', t0 + 7000);                  // the clocks start
    live.play('f1e2', 'white', t0 + 17000);                 // White: 60 - 10 + 2 = 52 s
    out.clocksAfterBe2 = live.clocks(t0 + 17000);
    // A takeback: Black proposes on its turn after White's reply? No: White proposes its own move.
    out.offer = live.offer('takeback', 'white', t0 + 18000);
    out.accepted = live.accept('takeback', 'black', t0 + 19000);
    out.plyAfterTakeback = live.state(t0 + 19000).ply;
    live.play('g1f3', 'white', t0 + 20000);
    // Saved and restored between two moves: the same game goes on.
    const saved = JSON.stringify(live.state(t0 + 20000));
    const back = LiveGame.fromState(saved);
    out.sameSeq = back.seq() === live.seq();
    out.deadline = back.nextDeadline() - (t0 + 20000);
    // Black never moves: the flag falls exactly at the deadline, found by the late move itself.
    try { back.play('b8c6', 'black', back.nextDeadline()); } catch (e) { out.late = [e.code, e.events.map((ev) => ev.type + ':' + ev.reason)]; }
    out.after = back.state(back.nextDeadline() ?? 0).outcome;
    out.pgn = back.pgn([['Site', 'https://alice.example']]);
    out.read = Game.fromPgn(out.pgn).ply();
    try { LiveGame.fromState('{"v":9}'); } catch (e) { out.badState = e.code; }
    try { live.play('e7e5', 'red', t0 + 21000); } catch (e) { out.badColour = e.message; }
    console.log(JSON.stringify(out));
  `;
  fs.writeFileSync(path.join(setUp(), 'live.mjs'), script);
  const { code, out, stdout } = runIn(process.execPath, ['live.mjs'], project);
  assert.equal(code, 0, out);
  const r = JSON.parse(stdout.trim().split('\n').at(-1));
  assert.equal(r.first[0].type, 'move');
  assert.equal(r.first[0].seq, 1);
  assert.equal(r.first[0].san, 'Pe4');
  assert.deepEqual(r.wrongSeat, ['turn', "it is black's turn"]);
  assert.deepEqual(r.clocksAfterBe2, { white: 52000, black: 60000, running: 'black', deadline: Date.UTC(2026, 10, 26, 12, 0, 17) + 60000 });
  assert.deepEqual(r.offer.map((e) => [e.type, e.kind, e.by]), [['offer', 'takeback', 'white']]);
  assert.equal(r.accepted[0].type, 'takeback');
  assert.equal(r.accepted[0].plies, 1);
  assert.equal(r.plyAfterTakeback, 2);
  assert.equal(r.sameSeq, true);
  // White took 1 s for Nf3 after the takeback: Black has its 60 s minus the 2 s it spent.
  assert.equal(r.deadline, 58000);
  assert.deepEqual(r.late, ['over', ['end:timeout']]);
  assert.deepEqual(r.after, { result: '1-0', reason: 'timeout', winner: 'white', text: 'Black ran out of time — White wins' });
  for (const tag of ['[White "Ann"]', '[Black "Bob"]', '[WhiteElo "1500"]', '[TimeControl "60+2"]', '[Date "2026.11.26"]', '[UTCTime "12:00:00"]', '[Site "https://alice.example"]', '[Termination "timeout"]']) {
    assert.ok(r.pgn.includes(tag), `${tag} in ${r.pgn}`);
  }
  assert.match(r.pgn, /1\. Pe4 \{\[%clk 0:01:00\]\} 1\.\.\. Pd5 \{\[%clk 0:01:00\]\} 2\. Nf3 \{\[%clk 0:00:5\d(\.\d)?\]\}/);
  assert.equal(r.read, 3);
  assert.equal(r.badState, 'state.bad');
  assert.match(r.badColour, /colour/);
});

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
    lib: ['es2022', 'dom', 'dom.iterable'],
    types: [],
    skipLibCheck: false,
  },
};

const CONSUMER = `
import 'alice-chess';
import type { AliceChessElement, MoveEventDetail, ClockState, GameState, ActionEventDetail } from 'alice-chess';
import { Game, LiveGame, validateFen, type Outcome, type HistoryEntry } from 'alice-chess/rules';

const el = document.createElement('alice-chess');
const typed: AliceChessElement = el;
const found = document.querySelector('alice-chess');
el.addEventListener('move', (e) => {
  const d: MoveEventDetail = e.detail;
  const source: 'player' | 'api' | 'computer' = e.detail.source;
  if (source === 'player') found?.play(d.uci);
});
el.addEventListener('change', (e) => console.log(e.detail.plies, e.detail.live));
el.addEventListener('error', (e) => console.log(e.detail.message.length));
el.addEventListener('gameover', (e) => console.log(e.detail.result === '1-0'));
el.addEventListener('click', (e) => console.log(e.clientX));
document.body.addEventListener('flag', (e) => console.log(e.detail.color === 'white'));
// The events bubble and are composed: the document and the window hear them, typed.
document.addEventListener('move', (e) => console.log(e.detail.uci, e.detail.fen === entry.fen));
window.addEventListener('gameover', (e) => console.log(e.detail.reason));
document.addEventListener('resign', (e) => console.log(e.detail.color));
// One action event, named as LiveGame's methods: a relay applies it as live[detail.type](…).
el.addEventListener('action', (e) => {
  const d: ActionEventDetail = e.detail;
  if (d.type === 'move') console.log(d.uci, d.ply);
  else if (d.type === 'offer' || d.type === 'withdraw') console.log(d.kind === 'takeback');
});
document.addEventListener('action', (e) => console.log(e.detail.type));
function relayAction(live: LiveGame, d: ActionEventDetail, seat: 'white' | 'black') {
  const now = Date.now();
  return d.type === 'move' ? live[d.type](d.uci, seat, now) : 'kind' in d ? live[d.type](d.kind, seat, now) : live[d.type](seat, now);
}
async function host(board: AliceChessElement) {
  await board.ready;
  board.setClock({ white: 300_000, black: 300_000, running: 'white' });
  board.setClock({ white: 300_000, black: 300_000, running: 'w' });
  const c: ClockState | null = board.clock;
  board.offer('draw');
  board.offer('takeback', 'b');
  board.offer(null);
  board.end({ result: '1/2-1/2', reason: 'agreement' });
  board.end({ result: '1-0', reason: 'timeout' });
  const live = new LiveGame('3+2', 0);
  live.setPlayer('white', 'Ann', 1500);
  board.load(live.state(1000));
  const plain: GameState = { moves: ['e4', 'd5'], clock: { white: 1000, black: 2000, running: 'b' }, result: { result: '0-1', reason: 'timeout' }, players: { white: { name: 'Ann', rating: 1500 }, black: 'Bob' }, offer: { kind: 'draw', color: 'white' } };
  board.load(plain);
  board.load({ pgn: '1. e4 d5 0-1' });
  for (const event of live.play('e2e4', 'white', 2000)) board.applyEvent(event);
  board.applyEvent({ type: 'state', state: live.state(3000) });
  board.applyEvent('{"seq":9,"type":"clock","clocks":null}');
  board.setConnection('reconnecting');
  relayAction(live, { type: 'offer', kind: 'draw' }, 'black');
  board.destroy();
  const pgn: string = board.pgn({ notation: 'san', tags: { White: 'Ann' } });
  board.playerColor = 'black';
  board.showControls = true;
  return [c, pgn, typed.orientation];
}
const game = new Game();
const entry: HistoryEntry = game.play('e4');
const fen: string = entry.fenAfter;
const same: string = entry.fen;
game.resign('white');
const outcome: Outcome | null = game.outcome();
const normal: string = validateFen(fen);
void host; void outcome; void normal; void same;
`;

const BAD = `
import 'alice-chess';
import { Game } from 'alice-chess/rules';
const el = document.createElement('alice-chess');
el.play(42);
el.addEventListener('move', (e) => console.log(e.detail.nope));
el.setClock({ white: '5:00', black: 1 });
new Game().turn() === 'w';
document.addEventListener('move', (e) => console.log(e.detail.nope));
el.load({ clock: { white: 1, black: 2, running: 'red' } });
el.applyEvent({ type: 'nope' });
el.setConnection('lost');
el.addEventListener('action', (e) => console.log(e.detail.uci));
`;

test('tsc: a consumer compiles against the declarations; deliberate type errors are caught', () => {
  const tsc = process.env.TSC;
  assert.ok(tsc && fs.existsSync(tsc), `TSC=${tsc} (typescript's bin/tsc) is set by the xtask`);
  const dir = setUp();
  fs.writeFileSync(path.join(dir, 'consumer.ts'), CONSUMER);
  fs.writeFileSync(path.join(dir, 'bad.ts'), BAD);
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ ...TSCONFIG, files: ['consumer.ts'] }, null, 2));
  fs.writeFileSync(path.join(dir, 'tsconfig.bad.json'), JSON.stringify({ ...TSCONFIG, files: ['bad.ts'] }, null, 2));

  const good = runIn(process.execPath, [tsc, '-p', 'tsconfig.json'], dir);
  assert.equal(good.code, 0, `the consumer should compile:\n${good.out}`);

  const bad = runIn(process.execPath, [tsc, '-p', 'tsconfig.bad.json'], dir);
  assert.notEqual(bad.code, 0, 'bad.ts must not compile');
  const errors = bad.out.split('\n').filter((l) => /bad\.ts.*error TS\d+/.test(l));
  const lines = errors.map((l) => Number(/bad\.ts[:(](\d+)/.exec(l)?.[1]));
  // play(42): number is not a string; detail.nope: no such field (on the element and on the
  // document); '5:00' is not a number; turn() is 'white' | 'black' (no longer 'w'); running: 'red' is
  // no side; 'nope' is no live event; 'lost' no connection state; not every action has a uci.
  assert.deepEqual([...new Set(lines)].sort((a, b) => a - b), [5, 6, 7, 8, 9, 10, 11, 12, 13], bad.out);
  assert.match(bad.out, /TS2345/);
  assert.match(bad.out, /TS2339/);
});
