// Draws a game snapshot into the page: the status line, the player bars, history viewing, the
// navigation and game buttons, the FEN and the result card. Reads the snapshot; changes nothing.

import { colorName, numberedMove, scoreText, REASON_TITLES } from '../game/format.js';
import { LEVELS } from './newgame-dialog.js';
import { materialBalance, renderMaterial } from './material-view.js';

/** @typedef {import('../game/types').GameSnapshot} GameSnapshot */
/** @typedef {import('../core/boundary').Color} Color */

/** @param {Color} c */
const other = (c) => (c === 'w' ? 'b' : 'w');

/**
 * The name on a player bar.
 * @param {GameSnapshot} s
 * @param {Color} color
 */
export function playerName(s, color) {
  const p = s.players;
  if (p.mode !== 'computer') {
    // A loaded game's players (PGN tags White / Black), else the colour.
    const tag = s.tags.find(([name]) => name === (color === 'w' ? 'White' : 'Black'))?.[1]?.trim();
    return tag && !/^[?-]*$/.test(tag) ? `${tag} (${colorName(color)})` : colorName(color);
  }
  return color === p.human ? 'You' : `Computer · ${LEVELS[p.level - 1]}`;
}

/**
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {GameSnapshot} s
 * @param {{orientation: Color, resultHidden: boolean, drawOffered: boolean}} view
 */
export function renderGame(el, s, view) {
  const outcome = s.outcome; // shown beside the board, also while looking back through the game
  const over = !!s.outcome;
  const vsComputer = s.players.mode === 'computer';
  const livePly = s.gamePly;

  // Status line: always about the game (the live position), also while looking back.
  const turn = s.liveTurn;
  const check = s.live ? !!s.check : s.history[livePly - 1]?.check ?? false;
  const human = s.players.mode === 'computer' ? s.players.human : null;
  const mover = !human
    ? colorName(turn)
    : turn === human
      ? `You (${colorName(turn)})`
      : `The computer (${colorName(turn)})`;
  el.status.textContent = s.outcome ? s.outcome.text : `${mover} to move${check ? ' — check!' : ''}`;
  el.status.classList.toggle('is-check', !over && check);
  el.status.classList.toggle('is-over', over);
  const top = view.orientation === 'w' ? 'b' : 'w';
  el['name-top'].textContent = playerName(s, top);
  el['name-bottom'].textContent = playerName(s, other(top));
  el['player-top'].dataset.color = top;
  el['player-bottom'].dataset.color = other(top);
  el['player-top'].classList.toggle('to-move', !over && turn === top);
  el['player-bottom'].classList.toggle('to-move', !over && turn !== top);
  const material = materialBalance(s.pieces);
  renderMaterial(el['material-top'], top, material[top]);
  renderMaterial(el['material-bottom'], other(top), material[other(top)]);
  const computer = human ? other(human) : null;
  el.thinking.hidden = !s.thinking;
  el['status-card'].classList.toggle('vs-computer', vsComputer && !over);
  el['player-top'].classList.toggle('is-thinking', s.thinking && computer === top);
  el['player-bottom'].classList.toggle('is-thinking', s.thinking && computer === other(top));

  // Looking back through the game.
  el.viewing.hidden = s.live;
  if (!s.live) {
    el['viewing-text'].textContent =
      s.ply === 0 ? 'Viewing the start position.' : `Viewing the position after ${numberedMove(s.history[s.ply - 1])}.`;
  }
  el['nav-first'].disabled = s.ply === 0;
  el['nav-prev'].disabled = s.ply === 0;
  el['nav-next'].disabled = s.live;
  el['nav-last'].disabled = s.live;
  el['moves-empty'].hidden = livePly > 0;
  el['moves-empty'].textContent = `No moves yet. ${colorName(startTurn(s))} begins.`;

  el.undo.disabled = !s.canUndo;
  el.redo.disabled = !s.canRedo;
  el.resign.disabled = over;
  const resigner = human ?? turn;
  el.resign.textContent = s.abortable[resigner] ? 'Abort' : 'Resign';
  el.draw.disabled = over || (vsComputer && view.drawOffered);
  el.fen.textContent = s.fen;

  // The result card (beside the board), unless the player closed it.
  el.result.hidden = !outcome || view.resultHidden;
  if (outcome) {
    el['result-title'].textContent = REASON_TITLES[outcome.reason] ?? outcome.reason;
    el['result-text'].textContent = outcome.winner
      ? `${colorName(outcome.winner)} wins`
      : outcome.reason === 'timeout vs lone king'
        ? 'Draw: the flag fell, but the opponent has only a king'
        : outcome.reason === 'aborted'
          ? 'No result: the game ended before both sides had moved'
          : 'Draw';
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
