// wasm tests of the move tree, `GameTree` (src/wasm/tree.rs over alice_chess::tree and tree::pgn):
// playing makes variations instead of erasing, the flat move list for drawing inline, promote /
// delete, comments and NAGs, PGN out and back in, and arguments checked (errors, never a panic,
// the tree unchanged). Also core.js's wrapper (createCore(...).newTree / treeFromPgn).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { wasm, refuses, says } from './load.mjs';
import { createCore } from '../../www/core/core.js';

const { GameTree, Game } = wasm;
const here = path.dirname(fileURLToPath(import.meta.url));

/** A list written as text, as a move list draws it: `1. e4 d5 (1... e5 {c}) 2. Be2`. */
function shown(list, notation = 'san') {
  const out = [];
  for (const item of list) {
    if (item.kind === 'move') {
      const number = item.color === 'w' ? `${item.number}. ` : item.numbered ? `${item.number}... ` : '';
      // A move's clock (ms) after it, as [mm:ss].
      const clock = item.clock === null ? '' : ` [${Math.floor(item.clock / 60_000)}:${String((item.clock / 1000) % 60).padStart(2, '0')}]`;
      out.push(number + item[notation] + item.nags.map((n) => ` $${n}`).join('') + clock);
    } else if (item.kind === 'comment') out.push(`{${item.text}}`);
    else if (item.kind === 'start') out.push('(');
    else out.push(')');
  }
  return out.join(' ').replaceAll('( ', '(').replaceAll(' )', ')');
}

/** A list without its node ids (a tree read from PGN numbers its nodes in reading order). */
const withoutIds = (list) => list.map(({ id, ...rest }) => rest);

/** 1. e4 d5 2. Be2 with 1... e5 2. Nf3 as a variation; returns the tree and its ids. */
function sample() {
  const tree = new GameTree();
  const e4 = tree.play(0, 'e4');
  const d5 = tree.play(e4, 'Pd5');
  const be2 = tree.play(d5, 'f1e2');
  const e5 = tree.play(e4, 'e5'); // an earlier point: a variation, the game kept
  const nf3 = tree.play(e5, 'Nf3');
  return { tree, e4, d5, be2, e5, nf3 };
}

test('playing at an earlier move makes a variation; ids are stable and an existing move is followed', () => {
  const { tree, e4, d5, be2, e5, nf3 } = sample();
  assert.deepEqual([e4, d5, be2, e5, nf3], [1, 2, 3, 4, 5]);
  assert.equal(tree.size(), 6);
  assert.deepEqual(tree.mainLine(), [e4, d5, be2]);
  assert.deepEqual(tree.children(e4), [d5, e5]);
  assert.deepEqual(tree.children(be2), []);
  assert.equal(tree.parent(e5), e4);
  assert.equal(tree.parent(0), null);
  assert.equal(tree.play(e4, 'e7e5'), e5, 'the same move in another notation follows the child');
  assert.equal(tree.play(0, 'Pe4'), e4);
  assert.equal(tree.size(), 6);
  assert.equal(tree.lineEnd(0), be2);
  assert.equal(tree.lineEnd(e5), nf3);
  assert.equal(tree.isMainLine(be2), true);
  assert.equal(tree.isMainLine(0), true);
  assert.equal(tree.isMainLine(nf3), false);
  assert.deepEqual(tree.path(nf3), [0, 1, 0]);
  assert.deepEqual(tree.path(0), []);
  assert.equal(tree.nodeAt([0, 1, 0]), nf3);
  assert.equal(tree.nodeAt([]), 0);
  assert.equal(tree.nodeAt([0, 2]), null);
  assert.equal(tree.fen(nf3), 'rnbqkbnr/pppp1ppp/8/4s3/4S3/5O2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
});

test('list(): moves, comments and variations in PGN order, with their depth', () => {
  const { tree, e4, d5, be2, e5, nf3 } = sample();
  tree.setComment(e5, '  the usual\n reply ');
  tree.setComment(0, 'before the game');
  tree.setNags(d5, [1, 1, 0, 14]);
  const list = tree.list();
  assert.deepEqual(list, [
    { kind: 'comment', id: 0, text: 'before the game', starting: false, depth: 0 },
    { kind: 'move', id: e4, number: 1, color: 'w', numbered: true, uci: 'e2e4', alice: 'Pe4', san: 'e4', nags: [], clock: null, depth: 0 },
    { kind: 'move', id: d5, number: 1, color: 'b', numbered: false, uci: 'd7d5', alice: 'Pd5', san: 'd5', nags: [1, 14], clock: null, depth: 0 },
    { kind: 'start', depth: 1 },
    { kind: 'move', id: e5, number: 1, color: 'b', numbered: true, uci: 'e7e5', alice: 'Pe5', san: 'e5', nags: [], clock: null, depth: 1 },
    { kind: 'comment', id: e5, text: 'the usual reply', starting: false, depth: 1 },
    { kind: 'move', id: nf3, number: 2, color: 'w', numbered: true, uci: 'g1f3', alice: 'Nf3', san: 'Nf3', nags: [], clock: null, depth: 1 },
    { kind: 'end', depth: 1 },
    { kind: 'move', id: be2, number: 2, color: 'w', numbered: true, uci: 'f1e2', alice: 'Be2', san: 'Be2', nags: [], clock: null, depth: 0 },
  ]);
  assert.equal(shown(list, 'alice'), '{before the game} 1. Pe4 Pd5 $1 $14 (1... Pe5 {the usual reply} 2. Nf3) 2. Be2');
  // Clearing.
  tree.setComment(e5, '');
  tree.setNags(d5, []);
  assert.equal(shown(tree.list()), '{before the game} 1. e4 d5 (1... e5 2. Nf3) 2. Be2');
});

test('promote, promoteToMain and delete', () => {
  const { tree, e4, d5, be2, e5, nf3 } = sample();
  const c5 = tree.play(e4, 'c5');
  assert.equal(shown(tree.list()), '1. e4 d5 (1... e5 2. Nf3) (1... c5) 2. Be2');
  tree.promote(c5);
  assert.equal(shown(tree.list()), '1. e4 d5 (1... c5) (1... e5 2. Nf3) 2. Be2');
  tree.promote(nf3); // the variation holding it: 1... e5 moves up
  assert.equal(shown(tree.list()), '1. e4 d5 (1... e5 2. Nf3) (1... c5) 2. Be2');
  tree.promote(nf3); // from second place it becomes the main continuation
  assert.deepEqual(tree.mainLine(), [e4, e5, nf3]);
  assert.equal(shown(tree.list()), '1. e4 e5 (1... d5 2. Be2) (1... c5) 2. Nf3');
  refuses(assert, () => tree.promote(nf3), /node #5 is on the main line: no variation to promote/, false);
  tree.promoteToMain(be2);
  assert.deepEqual(tree.mainLine(), [e4, d5, be2]);
  assert.equal(tree.delete(e5), e4);
  assert.equal(shown(tree.list()), '1. e4 d5 (1... c5) 2. Be2');
  assert.equal(tree.size(), 5);
  for (const gone of [e5, nf3]) {
    refuses(assert, () => tree.fen(gone), new RegExp(`no node #${gone} in the game tree`), false);
  }
  // A deleted id is never reused.
  assert.equal(tree.play(e4, 'e5'), 7);
  refuses(assert, () => tree.delete(0), /the root of the game tree has no move/, false);
});

test('game(id): the path as a Game (snapshots, history, outcome), the tree unchanged by playing on it', () => {
  const tree = new GameTree();
  let at = 0;
  for (const m of ['e4', 'd5', 'Be2', 'dxe4']) at = tree.play(at, m);
  const mate = tree.play(at, 'Bb5');
  const other = tree.play(at, 'a3');
  const game = tree.game(mate);
  assert.ok(game instanceof Game);
  assert.deepEqual(game.history().map((h) => h.alice), ['Pe4', 'Pd5', 'Be2', 'Sdxe4', 'Cb5#']);
  assert.equal(game.snapshot().outcome.reason, 'checkmate');
  assert.equal(game.fen(), tree.fen(mate));
  assert.equal(tree.game(other).snapshot().outcome, null);
  tree.game(other).play('Kd7');
  assert.deepEqual(tree.children(other), []);
  assert.equal(tree.game(0).ply(), 0);
  // Nothing can be played after the mate; the refusal says why.
  assert.throws(
    () => tree.play(mate, 'Kd7'),
    (e) => e instanceof Error && e.problem?.code === 'game.over' && e.refusal?.code === 'gameOver',
  );
});

test('a tree from a FEN', () => {
  const tree = new GameTree('4k3/8/8/8/8/8/8/R3K3 b Q - 0 12');
  const kd7 = tree.play(0, 'Kd7');
  tree.play(kd7, 'Ra7');
  tree.play(0, 'Kf7');
  assert.equal(shown(tree.list()), '12... Kd7 (12... Kf7) 13. Ra7+');
  assert.match(tree.pgn(), /\[FEN "4k3\/8\/8\/8\/8\/8\/8\/R3K3 b Q - 0 12"\]/);
  assert.equal(new GameTree('').size(), 1);
  assert.equal(new GameTree(null).fen(0), new Game().fen());
  assert.throws(() => new GameTree('8/8/8 w'), Error);
});

test('PGN out and back in gives the same list; tags are kept and can be given', () => {
  const { tree, d5, e5, nf3 } = sample();
  tree.setComment(e5, 'the usual reply');
  tree.setNags(d5, [5]);
  tree.setNags(nf3, [1, 18]);
  for (const notation of ['alice', 'san']) {
    const pgn = tree.pgn({ notation, tags: { White: 'Tweedledum', Round: 3 } });
    assert.match(pgn, /\[White "Tweedledum"\]\n/);
    assert.match(pgn, /\[Round "3"\]\n/);
    const back = GameTree.fromPgn(pgn);
    assert.deepEqual(withoutIds(back.list()), withoutIds(tree.list()));
    assert.deepEqual(back.tags().find(([n]) => n === 'White'), ['White', 'Tweedledum']);
    assert.equal(back.pgn(), back.pgn({}));
    assert.equal(GameTree.fromPgn(back.pgn()).pgn(), back.pgn());
  }
  const pgn = tree.pgn();
  assert.ok(pgn.endsWith('\n\n1. Pe4 Pd5 $5 (1... Pe5 {the usual reply} 2. Nf3 $1 $18) 2. Be2 *\n'), pgn);
  assert.deepEqual(new GameTree().tags(), []);
});

test('fromPgn keeps nested variations, comments and NAGs; index picks a game; tags and result', () => {
  const text = fs.readFileSync(path.join(here, '../data/pgn_tree/lichess_style.pgn'), 'utf8');
  const first = GameTree.fromPgn(text);
  assert.equal(
    shown(first.list()),
    // Each move's clock apart from its comment (none is left: they held the clocks alone).
    '1. d4 [3:00] Nf6 [3:00] 2. c4 [2:58] (2. Nf3 d5 3. e3) 2... e6 $6 [2:55] 3. Nc3 $6 [2:50] d5 [2:49]',
  );
  assert.deepEqual(
    first.list().flatMap((i) => (i.kind === 'move' && i.depth === 0 ? [i.clock] : [])),
    [180_000, 180_000, 178_000, 175_000, 170_000, 169_000],
  );
  // Written back as they came.
  assert.match(first.pgn({ notation: 'san' }), /1\. d4 \{\[%clk 0:03:00\]\} 1\.\.\. Nf6 \{\[%clk 0:03:00\]\} 2\. c4 \{\[%clk 0:02:58\]\}/);
  assert.deepEqual(GameTree.fromPgn(first.pgn()).list().map(({ id, ...rest }) => rest), first.list().map(({ id, ...rest }) => rest));
  const second = GameTree.fromPgn(text, 1);
  const list = second.list();
  assert.equal(shown(list), '1. e4 e5 (1... c5 2. Nf3 (2. c3 d5 (2... Nf6)) 2... d6) 2. Nf3 Nc6');
  assert.deepEqual(
    list.filter((i) => i.kind !== 'comment').map((i) => i.depth),
    [0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 2, 1, 1, 0, 0],
  );
  assert.deepEqual(second.tags().find(([n]) => n === 'White'), ['White', 'mirror_bot']);
  assert.match(second.pgn(), /\[Result "1\/2-1\/2"\]/);
  assert.ok(second.pgn().trimEnd().endsWith('1/2-1/2'));
  assert.deepEqual(GameTree.fromPgn(second.pgn()).list(), list);
  // The result of a movetext without a Result tag is kept.
  const resigned = GameTree.fromPgn('1. e4 d5 2. Be2 1-0');
  assert.deepEqual(resigned.tags(), [['Result', '1-0']]);
  assert.match(resigned.pgn(), /2\. Be2 1-0\n$/);
  // A starting comment (right after the opening bracket) comes back as such.
  const starting = GameTree.fromPgn('1. e4 d5 ({why not} 1... e5) *');
  assert.deepEqual(starting.list()[3], { kind: 'comment', id: 3, text: 'why not', starting: true, depth: 1 });
  assert.equal(shown(GameTree.fromPgn(starting.pgn()).list()), '1. e4 d5 ({why not} 1... e5)');
});

test('bad PGN: errors that name the problem', () => {
  says(assert, () => GameTree.fromPgn('1. e4 e5 (1... d5 2. Ke3) *'), /move 2 \(white\): illegal move 'Ke3'.*line 1/);
  says(assert, () => GameTree.fromPgn('(1. e4) *'), /'\(' has no move before it/);
  says(assert, () => GameTree.fromPgn('1. e4 (1. d4 *'), /unterminated variation/);
  says(assert, () => GameTree.fromPgn('1. e4 *', 2), /no game at index 2: the PGN text holds 1 game/);
  says(assert, () => GameTree.fromPgn(''), /empty PGN/);
  refuses(assert, () => GameTree.fromPgn(42), /the PGN text must be a string, not the number 42/);
  refuses(assert, () => GameTree.fromPgn('1. e4 *', -1), /the game index must be a whole number/);
});

test('bad ids, bad arguments and illegal moves throw; the tree is unchanged', () => {
  const { tree, d5, be2 } = sample();
  const nf6 = tree.play(tree.play(0, 'd4'), 'Nf6');
  const before = { list: tree.list(), pgn: tree.pgn(), size: tree.size() };
  const unchanged = () => {
    assert.deepEqual(tree.list(), before.list);
    assert.equal(tree.pgn(), before.pgn);
    assert.equal(tree.size(), before.size);
  };
  assert.throws(
    () => tree.play(nf6, 'Qd4'),
    (e) => e instanceof Error && e.problem?.code === 'move.illegal' && e.refusal?.code === 'taken',
  );
  assert.throws(() => tree.play(be2, 'Ke3'), (e) => e.refusal?.code === 'cannotReach');
  says(assert, () => tree.play(d5, 'xyz'), /invalid move 'xyz'/);
  says(assert, () => tree.play(be2, ''), /no move given/);
  unchanged();
  for (const id of [-1, 1.5, '1', null, undefined, NaN, 2 ** 32, {}]) {
    for (const call of [
      () => tree.play(id, 'e4'),
      () => tree.fen(id),
      () => tree.game(id),
      () => tree.parent(id),
      () => tree.children(id),
      () => tree.lineEnd(id),
      () => tree.isMainLine(id),
      () => tree.path(id),
      () => tree.promote(id),
      () => tree.promoteToMain(id),
      () => tree.delete(id),
      () => tree.setComment(id, 'x'),
      () => tree.setNags(id, [1]),
    ]) {
      refuses(assert, call, /the node id must be a whole number of at least 0/);
    }
  }
  for (const call of [
    () => tree.play(99, 'e4'),
    () => tree.fen(99),
    () => tree.game(99),
    () => tree.parent(99),
    () => tree.children(99),
    () => tree.lineEnd(99),
    () => tree.isMainLine(99),
    () => tree.path(99),
    () => tree.promote(99),
    () => tree.promoteToMain(99),
    () => tree.delete(99),
    () => tree.setComment(99, 'x'),
    () => tree.setNags(99, [1]),
  ]) {
    refuses(assert, call, /^no node #99 in the game tree$/, false);
  }
  refuses(assert, () => tree.play(0, 42), /the move must be a string, not the number 42/);
  refuses(assert, () => tree.setComment(d5, null), /the comment must be a string, not null/);
  refuses(assert, () => tree.setNags(d5, 1), /the NAGs must be an array of whole numbers, not the number 1/);
  refuses(assert, () => tree.setNags(d5, [1, 256]), /each NAG must be a whole number from 0 to 255, not the number 256/);
  refuses(assert, () => tree.setNags(d5, ['!']), /each NAG must be a whole number from 0 to 255, not the text "!"/);
  refuses(assert, () => tree.setNags(0, [1]), /the root of the game tree has no move/, false);
  refuses(assert, () => tree.nodeAt('0'), /the path must be an array of whole numbers/);
  refuses(assert, () => tree.nodeAt([0, -1]), /each place of the path must be a whole number of at least 0, not the number -1/);
  assert.throws(() => tree.pgn({ notation: 'fen' }), /'notation' must be "alice" or "san"/);
  refuses(assert, () => tree.pgn(5), /the PGN options must be an object/);
  unchanged();
  refuses(assert, () => new GameTree(5), /the FEN must be a string/);
});

test('core.js: newTree / treeFromPgn with checked arguments and English reasons', async () => {
  const core = createCore(wasm);
  const tree = core.newTree();
  const d4 = tree.play(0, 'd4');
  const d5 = tree.play(d4, 'Nf6');
  tree.play(d4, 'd5');
  tree.setNags(d5, [2]);
  assert.equal(shown(tree.list()), '1. d4 Nf6 $2 (1... d5)');
  assert.equal(tree.game(d5).history().length, 2);
  assert.equal(tree.game(d5).snapshot().ply, 2);
  assert.throws(() => tree.play(d5, 'Qd4'), (e) => e.message === "illegal move 'Qd4': d4 is taken on board B" && e.refusal?.code === 'taken');
  assert.throws(() => tree.play(-1, 'e4'), TypeError);
  assert.throws(() => tree.setNags(d5, 2), TypeError);
  assert.throws(() => tree.nodeAt([0, 'x']), TypeError);
  assert.throws(() => tree.pgn('san'), TypeError);
  assert.throws(() => tree.fen(42), /no node #42/);
  const back = core.treeFromPgn(tree.pgn({ notation: 'san' }));
  assert.deepEqual(withoutIds(back.list()), withoutIds(tree.list()));
  assert.deepEqual(core.treeFromPgn('[White "A"]\n\n1. e4 *\n\n[White "B"]\n\n1. d4 *', 1).tags(), [['White', 'B'], ['Result', '*']]);
  assert.throws(() => core.treeFromPgn(null), TypeError);
  assert.equal(core.newTree('  ').size(), 1);
  tree.free();
  back.free();
});
