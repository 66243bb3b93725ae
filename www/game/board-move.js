// The person at the board: a move made on the board, read against the legal moves of the snapshot
// (played, waiting for a promotion piece, or not a legal move), the promotion choice, the premove,
// and why a try is refused. The controller spreads createBoardInput() into its API.

/** @typedef {import('../core/boundary').Dest} Dest */
/** @typedef {import('../core/boundary').Color} Color */
/** @typedef {import('./types').Promotion} Promotion */
/** @typedef {import('./types').GameSnapshot} GameSnapshot */
/** @typedef {import('../core/boundary').CoreGame} CoreGame */
/** @typedef {import('../core/boundary').PromotionRole} PromotionRole */
/** @typedef {import('./premove.js').Premove} Premove */
/** @typedef {import('../i18n/i18n.js').Translate} Translate */

import { refusalText } from '../i18n/refusal.js';

/**
 * @param {Record<string, Dest[]>} legal  the player's legal moves by from-square
 * @param {Color} turn
 * @param {string} from
 * @param {string} to
 * @param {string|undefined} promotion  the piece to promote to without asking, if any
 * @returns {{kind: 'play', uci: string} | {kind: 'promotion', promotion: Promotion} | {kind: 'illegal'}}
 */
export function readBoardMove(legal, turn, from, to, promotion) {
  const cands = (legal[from] ?? []).filter((d) => d.to === to);
  if (cands.length === 0) return { kind: 'illegal' };
  const chosen = promotion ? cands.find((d) => d.promotion === promotion) : null;
  if (chosen) return { kind: 'play', uci: chosen.uci };
  if (!cands[0].promotion) return { kind: 'play', uci: cands[0].uci };
  const choices = /** @type {Promotion['choices']} */ (cands.map((d) => d.promotion));
  return { kind: 'promotion', promotion: Object.freeze({ from, to, toBoard: cands[0].toBoard, color: turn, choices }) };
}

/**
 * The board-input methods of a controller, over its internals.
 * @param {{readonly snapshot: GameSnapshot, readonly game: CoreGame, premove: Premove|null,
 *          promotion: Promotion|null, browsing: () => boolean, viewOnly: () => boolean,
 *          opponent: ReturnType<typeof import('./opponent.js').createOpponent>,
 *          playText: (uci: string) => unknown, publish: () => void, t: Translate}} c  t: the
 *        controller's translator (why the player cannot move now)
 */
export function createBoardInput(c) {
  return {
    /**
     * The player moved a piece from → to (board input). Plays it, opens the promotion choice, or
     * refuses it (an illegal move changes nothing; the view redraws the position).
     * @param {string} from
     * @param {string} to
     * @param {{promotion?: string}} [options]  promotion: the piece to promote to without asking
     * @returns {'played'|'promotion'|'illegal'}
     */
    move(from, to, options = {}) {
      const read = readBoardMove(c.snapshot.legal, c.snapshot.turn, from, to, options.promotion);
      if (read.kind === 'play') {
        c.playText(read.uci);
        return 'played';
      }
      if (read.kind === 'promotion') c.promotion = read.promotion;
      c.publish();
      return read.kind;
    },

    /**
     * Set the premove (board input during the opponent's turn): from → to must be among the
     * snapshot's premoveDests. Returns whether it was set.
     * @param {string} from
     * @param {string} to
     * @param {{promotion?: PromotionRole|null}} [options]  the piece a pawn premoved to the last rank becomes (default: queen)
     */
    setPremove(from, to, options = {}) {
      if (!c.snapshot.premoveDests.get(from)?.includes(to)) return false;
      c.premove = Object.freeze({ from, to, promotion: options.promotion ?? null });
      c.publish();
      return true;
    },

    /** Drop the premove (a click elsewhere, Escape). */
    cancelPremove() {
      if (!c.premove) return;
      c.premove = null;
      c.publish();
    },

    /** @param {boolean} on  premoves allowed (the default) */
    setPremoves(on) {
      c.opponent.allowPremoves(on);
      c.publish();
    },

    /**
     * Why the player cannot move from → to now: the core's reason (`Qd4: d4 is taken on board B.`),
     * or whose turn it is; null when the move is legal.
     * @param {string} from
     * @param {string} to
     * @returns {string|null}
     */
    explain(from, to) {
      const t = c.t;
      if (c.snapshot.outcome) return t('game.explain.over');
      if (c.viewOnly()) return t('game.explain.viewOnly');
      if (c.browsing()) return t('game.explain.browsing');
      if (!c.opponent.movesHere(c.game.turn())) return t(c.opponent.online ? 'game.explain.opponent' : 'game.explain.computer');
      const refusal = c.game.explain(from, to);
      return refusal && refusalText(t, refusal);
    },

    /**
     * The promotion choice ('q'|'r'|'b'|'n'), or null to cancel it.
     * @param {string|null} choice
     */
    promote(choice) {
      const p = c.snapshot.promotion;
      c.promotion = null;
      const d = p && choice ? (c.snapshot.legal[p.from] ?? []).find((x) => x.to === p.to && x.promotion === choice) : null;
      if (!d) {
        c.publish();
        return false;
      }
      c.playText(d.uci);
      return true;
    },
  };
}
