// Drawing an <alice-chess> element's shadow root (made by view.js): its layout from the display
// settings, and everything else from a game controller's snapshot — the status line, the players of
// a loaded PGN, the ‹ › buttons, the take-back button and the move list. The board itself is drawn by
// ui/board-view.js. Only reads: nothing here changes the game. Words come from the element's
// translator `t`, asked at every render (so a change of language shows with the next one).

import { colorName, numberedMove, scoreText, outcomeText, toMoveText } from '../game/format.js';
import { clip } from '../i18n/i18n.js';

/** @typedef {import('../game/types').GameSnapshot} GameSnapshot */
/** @typedef {ReturnType<typeof import('./view.js').buildShadow>} Ui */
/** @typedef {ReturnType<typeof import('./config.js').readSettings>} Settings */
/** @typedef {ReturnType<typeof import('../ui/movelist.js').createMoveList>} MoveList */
/** @typedef {import('../i18n/i18n.js').Translate} Translate */

/**
 * Lay the parts out for the settings: one or two boards, the move list, which buttons show.
 * @param {Ui} ui
 * @param {Settings} s
 * @param {Translate} t
 */
export function applyLayout(ui, s, t) {
  const { frame, side, navGroup, controls, viewToggle, undo } = ui;
  const double = s.layout === 'double';
  frame.classList.toggle('view-two', double);
  frame.classList.toggle('with-side', s.showMoves);
  frame.dataset.mode = s.mode;
  side.hidden = !s.showMoves;
  // The ‹ › buttons sit under the move list when there is one, else in the bar under the board.
  if (s.showMoves) side.append(navGroup);
  else ui.tools.prepend(navGroup);
  navGroup.hidden = !(s.mode === 'view' || s.showMoves || s.showControls);
  const parts = s.controls;
  controls.hidden = !s.showControls || !['undo', 'flip', 'view'].some((p) => parts.has(/** @type {any} */ (p)));
  undo.hidden = s.mode === 'view' || !parts.has('undo');
  ui.flip.hidden = !parts.has('flip');
  viewToggle.hidden = !parts.has('view');
  viewToggle.setAttribute('aria-pressed', String(double));
  const label = t(double ? 'widget.view.one' : 'widget.view.two');
  viewToggle.setAttribute('aria-label', label);
  viewToggle.title = label;
}

/**
 * The status line: the position shown, the side to move, the result or the computer thinking.
 * @param {Ui} ui
 * @param {GameSnapshot} s
 * @param {Translate} t
 */
function renderStatus(ui, s, t) {
  const outcome = s.live ? s.outcome : null;
  let text;
  /** @type {string} the turn dot's colour: 'w', 'b' or 'none' */
  let dot = s.turn;
  if (!s.live) {
    text = s.ply === 0 ? t('game.status.start') : t('game.status.after', { move: numberedMove(s.history[s.ply - 1]) });
  } else if (outcome) {
    text = outcomeText(outcome, t);
    dot = 'none';
  } else if (s.thinking) {
    text = t('game.status.thinking');
  } else {
    text = toMoveText(colorName(s.turn, t), !!s.check, t);
  }
  ui.statusText.textContent = text;
  if (outcome) {
    const result = document.createElement('span');
    result.className = 'score';
    result.textContent = ` · ${scoreText(outcome.result)}`;
    ui.statusText.append(result);
  }
  ui.turnDot.dataset.color = dot;
  ui.status.classList.toggle('is-check', s.live && !outcome && !!s.check);
  ui.status.classList.toggle('is-over', !!outcome);
}

/**
 * The players of a loaded PGN (its White and Black tags), as text.
 * @param {Ui} ui
 * @param {GameSnapshot} s
 * @param {Translate} t
 */
function renderPlayers(ui, s, t) {
  /** @param {string} name */
  const tag = (name) => s.tags.find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
  const white = tag('White');
  const black = tag('Black');
  /** @param {string|undefined} n */
  const known = (n) => !!n && n !== '?';
  // The seats (online.js) name the players when they show.
  ui.players.hidden = !(known(white) || known(black)) || !ui.seats.top.hidden;
  if (ui.players.hidden) return;
  /**
   * @param {string} label
   * @param {string|undefined} name
   */
  const line = (label, name) => {
    const row = document.createElement('span');
    const l = document.createElement('span');
    l.className = 'label';
    l.textContent = `${label} `;
    row.append(l, known(name) ? clip(name) : '?');
    return row;
  };
  ui.players.replaceChildren(line(colorName('w', t), white), line(colorName('b', t), black));
}

/**
 * Bring the shadow root (all but the board) in line with a snapshot.
 * @param {Ui} ui
 * @param {GameSnapshot} s
 * @param {MoveList} moveList
 * @param {Translate} t
 */
export function renderSnapshot(ui, s, moveList, t) {
  renderStatus(ui, s, t);
  renderPlayers(ui, s, t);
  ui.nav.first.disabled = s.ply === 0;
  ui.nav.prev.disabled = s.ply === 0;
  ui.nav.next.disabled = s.live;
  ui.nav.last.disabled = s.live;
  ui.undo.disabled = !s.canUndo || s.thinking;
  moveList.update(s.history, s.ply);
  ui.movesEmpty.hidden = s.history.length > 0;
  ui.movesEmpty.textContent = t(`game.moves.empty.${s.liveTurn}`);
  ui.board.classList.toggle('movable', s.dests.size > 0);
}
