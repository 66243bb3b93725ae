// The board editor's controller (www/editor/editor-ctrl.js) in Node, without any DOM, against the
// real built wasm core: pieces placed and taken away, the core's verdict, an en-passant square
// dropped when no longer possible, a FEN typed (read or refused, the board kept), a link's FEN.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bindings } from './core.mjs';
import { createCore } from '../../www/core/core.js';
import { createEditorCtrl } from '../../www/editor/editor-ctrl.js';
import { englishT } from '../../www/i18n/page-catalogues.js';

const core = createCore(bindings);
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

test('the editor controller needs no DOM: place, verdict, en passant, typed FEN, link', () => {
  assert.equal(typeof globalThis.document, 'undefined');
  const ctrl = createEditorCtrl(core, { t: englishT, orientation: 'w' });
  let changes = 0;
  ctrl.onChange(() => (changes += 1));
  ctrl.redraw();
  assert.equal(ctrl.state.fen, START);
  assert.equal(ctrl.state.legal, START);
  assert.ok(ctrl.ok);

  // A second white king on board B: illegal, and the core says why.
  ctrl.place('e4', null, false, { board: 'B', piece: 'wK' });
  assert.equal(ctrl.state.legal, null);
  assert.match(ctrl.state.error, /2 kings/);
  assert.equal(ctrl.ok, false);
  // The same piece clicked again takes it away (not in a stroke).
  ctrl.place('e4', null, true, { board: 'B', piece: 'wK' });
  assert.equal(ctrl.state.legal, null, 'a stroke over the same piece leaves it');
  ctrl.place('e4', null, false, { board: 'B', piece: 'wK' });
  assert.equal(ctrl.state.legal, START);

  // After 1.Pe4 (the pawn on B e4), e3 is a possible en-passant square; moving the pawn drops it.
  ctrl.typeFen('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
  assert.equal(ctrl.state.fromField, true);
  assert.equal(ctrl.state.invalid, false);
  assert.ok(ctrl.state.candidates.includes('e3'), ctrl.state.candidates.join(' '));
  assert.equal(ctrl.setup.ep, 'e3');
  ctrl.move('e4', 'e5', 'A');
  assert.equal(ctrl.setup.ep, '-', 'no longer possible: dropped');

  // A FEN that cannot be read: said, the position kept.
  const before = ctrl.state.fen;
  ctrl.typeFen('not a fen');
  assert.equal(ctrl.state.invalid, true);
  assert.notEqual(ctrl.state.error, '');
  assert.equal(ctrl.state.fen, before);
  assert.equal(ctrl.ok, false);

  // A link's FEN that cannot be read: an empty board, and the reason kept for the view.
  ctrl.openLink('8/8/8/8/8/8/8/8 w - - 0 1 extra garbage');
  assert.equal(ctrl.setup.pieces.size, 0);
  assert.notEqual(ctrl.linkProblem(), null);
  ctrl.start();
  assert.equal(ctrl.linkProblem(), null);
  assert.equal(ctrl.state.fen, START);

  ctrl.flip();
  assert.equal(ctrl.state.orientation, 'b');
  assert.equal(changes, 9, "every change said once (the stroke over the same piece changed nothing)");
});
