// The analysis board's screen (?analysis): both sides move on the page's board, the move tree keeps
// the variations (tree-ctrl.js, drawn by tree-view.js), the engine shows its best lines and arrows
// (engine-ctrl.js, drawn by engine-view.js), the game review's better lines become variations and
// Learn from your mistakes steps through them (retro.js). The page's review card, PGN card and move navigation work on the tree through the
// hooks handed back.

import { createEngineCtrl } from './engine-ctrl.js';
import { createEngineView } from './engine-view.js';
import { createTreeCtrl } from './tree-ctrl.js';
import { createTreeView } from './tree-view.js';
import { createRetro } from './retro.js';
import { createEngineClient } from '../core/engine-client.js';
import { HOTSEAT } from '../game/controller.js';

/**
 * @param {import('../shell/screens.js').Page} page
 * @returns {import('../shell/screens.js').Screen}
 */
export function mount(page) {
  const { el, controller, board, search, language, notify } = page;
  const { t } = language;
  page.bootGame();
  const played = controller.snapshot.players;
  // A game against the computer (a share link's) keeps who played it: its PGN, as the tree's.
  const fromComputer =
    played.mode === 'computer' && page.linked && !search.get('pgn')
      ? controller.pgn({
          tags: {
            White: played.human === 'w' ? t('page.pgn.tag.human') : t('page.pgn.tag.computer', { level: String(played.level) }),
            Black: played.human === 'b' ? t('page.pgn.tag.human') : t('page.pgn.tag.computer', { level: String(played.level) }),
          },
        })
      : null;
  if (played.mode !== 'hotseat') controller.setPlayers(HOTSEAT);
  el.app?.classList.add('analysis-mode');
  // Variations: the tree is kept here; a link's game (it was just loaded) starts a new one.
  const tree = createTreeCtrl(page.core, controller, {
    storage: page.storage,
    t,
    onError: notify,
    notify,
    showShapes: (shapes) => board.setUserShapes(/** @type {any} */ (shapes)),
  });
  const treeView = createTreeView(el, tree, { t });
  // A downloaded game's clocks on the player bars: each side's time at the move shown, as lichess.
  page.showClocks(() => tree.clocks());
  tree.onChange(() => page.showClocks(() => tree.clocks()));
  tree.start({ pgn: search.get('pgn') ?? fromComputer, linked: page.linked });
  // A link's PGN may say which side is at the bottom (an online game's player: `o=b`, from Black's side).
  const side = search.get('o');
  if (search.has('pgn') && (side === 'w' || side === 'b')) page.setOrientation(side);
  // The link's PGN is in the tree now: a reload keeps what is done to it instead of reading it again.
  if (search.has('pgn')) {
    const rest = new URLSearchParams(search);
    rest.delete('pgn');
    rest.delete('o');
    const loc = page.location;
    try {
      page.history?.replaceState(null, '', `${loc?.pathname}?${rest.toString().replace(/=(&|$)/g, '$1')}${loc?.hash ?? ''}`);
    } catch {
      /* not allowed here; harmless */
    }
  }
  const analysis = createEngineCtrl(controller, createEngineClient({ name: 'alice-chess analysis board' }), {
    onError: notify,
    t,
    infinite: !globalThis.matchMedia?.('(pointer: coarse)').matches, // phones: the battery
  });
  const engineView = createEngineView(el, analysis, controller, {
    setShapes: (shapes) => page.drawShapes({ engine: shapes }),
    orientation: () => board.state.orientation,
    t,
  });
  analysis.start();
  /** @type {ReturnType<typeof createRetro>|null} */
  let retro = null;

  /** The button that leads here from the play screen leads back. */
  function renderChrome() {
    el.analyse.textContent = t('page.controls.backToPlay');
    el.analyse.title = t('page.controls.backToPlayTitle');
  }
  renderChrome();

  return {
    nav: {
      step: (d) => tree.step(d),
      first: () => tree.first(),
      last: () => tree.last(),
      variation: (d) => !!tree.variation(d),
    },
    shapesDrawn: (shapes) => tree.shapesDrawn(shapes), // kept in the PGN
    syncing: () => tree.syncing,
    treePgn: (options) => tree.pgn(options),
    pgnLoading: (text, index) => tree.pgnLoading(text, index),
    // Nothing is asked: the tree, replaced, is kept aside with a way back.
    replace: (_what, load) => (load(), true),
    engineKeys: analysis, // l, space, x
    review: {
      keepsLine: (moves) => !!tree.hasLine(moves),
      showLine: (moves) => tree.showLine(moves),
      onReviewed: (moves, notes) => {
        tree.annotate(moves, notes); // the marks are kept in the tree
        retro?.refresh(); // and Learn from your mistakes offers them
      },
    },
    reviewed: (review, engine) => {
      let paused = false; // the engine's analysis was on when Learn from your mistakes began
      retro = createRetro(el, controller, engine, {
        review,
        showLine: (moves) => tree.showLine(moves),
        side: () => board.state.orientation,
        setArrows: (arrows) => page.drawShapes({ retro: arrows }),
        boardOf: page.boardOf,
        pause: () => {
          paused = !!analysis.running;
          if (paused) analysis.stop();
        },
        resume: () => paused && analysis.start(),
        t,
        onError: notify,
      });
    },
    refresh: () => {
      renderChrome();
      engineView.refresh();
      treeView.refresh();
      retro?.refresh();
    },
  };
}
