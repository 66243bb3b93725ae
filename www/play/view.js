// Draws a game snapshot into the page: the status line, the player bars, history viewing, the
// navigation and game buttons, the FEN and the result card. Reads the snapshot; changes nothing.
// Every word comes from `t`, at each drawing (so drawing again after a change of language rewords).

import { colorName, numberedMove, scoreText, reasonTitle, outcomeText, resultText, toMoveText } from '../game/format.js';
import { levelLabel } from './newgame-dialog.js';
import { materialBalance, renderMaterial } from './material-view.js';
import { englishT } from '../i18n/page-catalogues.js';
import { clip } from '../i18n/i18n.js';

/** @typedef {import('../i18n/i18n.js').Translate} Translate */

/** @typedef {import('../game/types').GameSnapshot} GameSnapshot */
/** @typedef {import('../core/boundary').Color} Color */

/** @param {Color} c */
const other = (c) => (c === 'w' ? 'b' : 'w');

/**
 * The name on a player bar.
 * @param {GameSnapshot} s
 * @param {Color} color
 * @param {Translate} [t]
 */
export function playerName(s, color, t = englishT) {
  const p = s.players;
  if (p.mode !== 'computer') {
    // A loaded game's players (PGN tags White / Black), else the colour.
    const tag = s.tags.find(([name]) => name === (color === 'w' ? 'White' : 'Black'))?.[1]?.trim();
    return tag && !/^[?-]*$/.test(tag) ? t('page.player.tagged', { name: clip(tag), color: colorName(color, t) }) : colorName(color, t);
  }
  return color === p.human ? t('page.player.you') : t('page.player.computer', { level: levelLabel(p.level, t) });
}

/**
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {GameSnapshot} s
 * @param {{orientation: Color, resultHidden: boolean, drawOffered: boolean}} view
 * @param {Translate} [t]
 */
export function renderGame(el, s, view, t = englishT) {
  const outcome = s.outcome; // shown beside the board, also while looking back through the game
  const over = !!s.outcome;
  const vsComputer = s.players.mode === 'computer';
  const livePly = s.gamePly;

  // Status line: always about the game (the live position), also while looking back.
  const turn = s.liveTurn;
  const check = s.live ? !!s.check : s.history[livePly - 1]?.check ?? false;
  const human = s.players.mode === 'computer' ? s.players.human : null;
  const color = colorName(turn, t);
  const mover = !human ? color : t(turn === human ? 'page.status.you' : 'page.status.computer', { color });
  el.status.textContent = s.outcome ? outcomeText(s.outcome, t) : toMoveText(mover, check, t);
  el.status.classList.toggle('is-check', !over && check);
  el.status.classList.toggle('is-over', over);
  const top = view.orientation === 'w' ? 'b' : 'w';
  for (const name of [el['name-top'], el['name-bottom']]) {
    name.textContent = playerName(s, name === el['name-top'] ? top : other(top), t);
    name.dataset.toMove = t('page.player.toMove'); // the badges (players.css)
    name.dataset.thinking = t('page.player.thinking');
  }
  el['player-top'].dataset.color = top;
  el['player-bottom'].dataset.color = other(top);
  el['player-top'].classList.toggle('to-move', !over && turn === top);
  el['player-bottom'].classList.toggle('to-move', !over && turn !== top);
  const material = materialBalance(s.pieces);
  renderMaterial(el['material-top'], top, material[top], t);
  renderMaterial(el['material-bottom'], other(top), material[other(top)], t);
  const computer = human ? other(human) : null;
  el.thinking.hidden = !s.thinking;
  el['status-card'].classList.toggle('vs-computer', vsComputer && !over);
  el['player-top'].classList.toggle('is-thinking', s.thinking && computer === top);
  el['player-bottom'].classList.toggle('is-thinking', s.thinking && computer === other(top));

  // Looking back through the game.
  el.viewing.hidden = s.live;
  if (!s.live) {
    el['viewing-text'].textContent =
      s.ply === 0 ? t('page.viewing.start') : t('page.viewing.after', { move: numberedMove(s.history[s.ply - 1]) });
  }
  el['nav-first'].disabled = s.ply === 0;
  el['nav-prev'].disabled = s.ply === 0;
  el['nav-next'].disabled = s.live;
  el['nav-last'].disabled = s.live;
  el['moves-empty'].hidden = livePly > 0;
  el['moves-empty'].textContent = t(`game.moves.empty.${startTurn(s)}`);

  el.undo.disabled = !s.canUndo;
  el.redo.disabled = !s.canRedo;
  el.resign.disabled = over;
  const resigner = human ?? turn;
  el.resign.textContent = t(s.abortable[resigner] ? 'page.controls.abort' : 'page.controls.resign');
  el.draw.disabled = over || (vsComputer && view.drawOffered);
  el.fen.textContent = s.fen;

  // The result card (beside the board), unless the player closed it.
  el.result.hidden = !outcome || view.resultHidden;
  if (outcome) {
    // A result given without a reason (a PGN's Result tag alone): the result is the title, never
    // the core's word for it ("unknown").
    const unknown = outcome.reason === 'unknown';
    el['result-title'].textContent = unknown ? resultText(outcome, t) : reasonTitle(outcome.reason, t) ?? outcome.reason;
    el['result-text'].textContent = unknown ? '' : resultText(outcome, t);
    el['result-score'].textContent = scoreText(outcome.result);
    el.result.dataset.reason = outcome.reason;
  }
}

/**
 * The side to move at the start of the game.
 * @param {GameSnapshot} s
 * @returns {Color}
 */
function startTurn(s) {
  const first = s.history[0];
  if (first) return first.color;
  return s.live ? s.turn : 'w';
}
