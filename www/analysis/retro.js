// "Learn from your mistakes" (as lichess's retro mode), on the analysis board after a game review:
// steps through one side's marked moves (the side at the bottom of the board). At each it shows the
// position before the move and asks for a better one; the move played there is judged as the review
// judges (retro-ctrl.js: within ACCEPT_DROP of the best move in winning chances). Then the solution
// (the better move, drawn; its line is a variation of the tree, from the review) and the next
// mistake. The engine's own analysis is paused meanwhile (it would show the answer).
//
// This file starts it: retro-ctrl.js is its controller (state and actions, no DOM), retro-view.js
// draws it.

import { englishT } from '../i18n/page-catalogues.js';
import { createRetroCtrl } from './retro-ctrl.js';
import { bindRetroView } from './retro-view.js';

export { ACCEPT_DROP, goodEnough } from './retro-ctrl.js';

/**
 * Learn from your mistakes on the page: its controller and its view.
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {import('../game/controller').GameController} controller
 * @param {import('../core/engine-client').EngineClient} engine  the review's worker
 * @param {import('./retro-ctrl.js').RetroEnv} view
 */
export function createRetro(el, controller, engine, view) {
  const ctrl = createRetroCtrl(controller, engine, view);
  const { render } = bindRetroView(el, ctrl, view.t ?? englishT);
  return {
    /** Said again (a change of language); the start button follows the review (one just made). */
    refresh() {
      ctrl.check();
      render();
    },
    get active() {
      return ctrl.active;
    },
  };
}
