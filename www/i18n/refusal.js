// Why a move is refused, in the player's language. The rules core says it as data (a *refusal*:
// the move's label, a reason code and the code's arguments — src/explain_reason.rs, typed in
// core/boundary.d.ts); this words it from the `rules.*` messages (i18n/<lang>/rules.js): one per
// code, and the pieces, sides, boards and lists they are made of. In English it is the core's own
// sentence: `Qd4: d4 is taken on board B.`

import { joinList } from './i18n.js';

/** @typedef {import('./i18n.js').Translate} Translate */
/** @typedef {import('../core/boundary').Refusal} Refusal */
/** @typedef {import('../core/boundary').RefusalReason} RefusalReason */
/** @typedef {import('../core/boundary').RefusalPiece} RefusalPiece */
/** @typedef {import('../core/boundary').RefusalOutcome} RefusalOutcome */
/** @typedef {import('../core/boundary').Color} Color */

/**
 * The sentence for a refusal: `Qd4: d4 is taken on board B.`, or the reason alone, as a sentence,
 * when there is no label (`No move given.`).
 * @param {Translate} t
 * @param {Refusal} refusal
 * @returns {string}
 */
export function refusalText(t, refusal) {
  const reason = reasonText(t, refusal);
  if (refusal.label) return t('rules.refusal', { label: refusal.label, reason });
  return t('rules.refusal.bare', { reason: reason.charAt(0).toLocaleUpperCase(t.lang) + reason.slice(1) });
}

/**
 * The reason as a clause: `d4 is taken on board B`.
 * @param {Translate} t
 * @param {RefusalReason} r
 * @returns {string}
 */
export function reasonText(t, r) {
  const key = `rules.${r.code}`;
  const side = (/** @type {Color} */ c) => t(`rules.side.${c}`);
  const the = (/** @type {RefusalPiece} */ p) => t(`rules.the.${p.role}`, { square: p.square });
  const list = (/** @type {RefusalPiece[]} */ ps) => joinList(t, ps.map(the));
  switch (r.code) {
    case 'promotionPiece':
    case 'castleOnB':
    case 'noMove':
    case 'notAMove':
    case 'unexplained':
      return t(key);
    case 'notPromotion':
    case 'sameSquare':
    case 'noPiece':
    case 'nothingToCapture':
    case 'kingMoved':
    case 'castleKingTaken':
    case 'castleRookTaken':
    case 'noPawnReaches':
      return t(key, { square: r.args[0] });
    case 'notYours': {
      const [turn, piece, owner] = r.args;
      return t(key, { side: side(turn), piece: the(piece), owner: side(owner) });
    }
    case 'cannotMove': {
      const [role, from, to] = r.args;
      return t(key, { piece: t(`rules.a.${role}`), from, to });
    }
    case 'blocked': {
      const [from, to, piece, board] = r.args;
      return t(key, { from, to, piece: the(piece), board });
    }
    case 'ownPiece': {
      const [square, role, board] = r.args;
      return t(key, { square, piece: t(`rules.piece.${role}`), board });
    }
    case 'taken': {
      const [square, board] = r.args;
      return t(key, { square, board });
    }
    case 'pawnBlocked': {
      const [piece, board] = r.args;
      return t(key, { piece: the(piece), board });
    }
    case 'nothingOnBoard': {
      const [square, board, piece, pieceBoard] = r.args;
      return t(key, { square, board, piece: the(piece), pieceBoard });
    }
    case 'kingIntoCheck': {
      const [square, board, pieces] = r.args;
      return t(key, { square, board, pieces: list(pieces) });
    }
    case 'kingLandsInCheck': {
      const [board, square, pieces] = r.args;
      return t(key, { board, square, pieces: list(pieces) });
    }
    case 'inCheck': {
      const [king, pieces, board] = r.args;
      return t(key, { king, pieces: list(pieces), board });
    }
    case 'pinned':
    case 'takingExposes': {
      const [piece, king, attacker, board] = r.args;
      return t(key, { piece: the(piece), king, attacker: the(attacker), board });
    }
    case 'exposes': {
      const [king, attacker, board] = r.args;
      return t(key, { king, attacker: the(attacker), board });
    }
    case 'noRightShort':
    case 'noRightLong': {
      const [color, square] = r.args;
      return t(key, { side: side(color), square });
    }
    case 'castleInCheck':
    case 'castleThroughCheck':
    case 'castleIntoCheck':
    case 'castleCheckOnB': {
      const [square, pieces] = r.args;
      return t(key, { square, pieces: list(pieces) });
    }
    case 'castleBetween': {
      const [pieces] = r.args;
      return t(key, { pieces: list(pieces), count: pieces.length });
    }
    case 'ambiguous':
    case 'whichPromotion':
      return t(key, { moves: joinList(t, r.args[0], 'disjunction') });
    case 'noneOnB': {
      const [role, letter] = r.args;
      return t(key, { piece: t(`rules.piece.${role}`), letter, aPiece: t(`rules.a.${role}`) });
    }
    case 'noneLeft':
      return t(key, { piece: t(`rules.piece.${r.args[0]}`) });
    case 'noneOnSquare': {
      const [role, square] = r.args;
      return t(key, { piece: t(`rules.piece.${role}`), square });
    }
    case 'noneOnFile': {
      const [role, file] = r.args;
      return t(key, { piece: t(`rules.piece.${role}`), file });
    }
    case 'noneOnRank': {
      const [role, rank] = r.args;
      return t(key, { piece: t(`rules.piece.${role}`), rank });
    }
    case 'cannotReach': {
      const [pieces, square] = r.args;
      return t(key, { pieces: yours(t, pieces), square });
    }
    case 'several': {
      const each = r.args[0].map((one) =>
        t('rules.several.each', { piece: the(one.piece), board: one.piece.board, reason: reasonText(t, one) }),
      );
      return t(key, { reasons: each.join(t('rules.several.separator')) });
    }
    case 'opponentsMove': {
      const [turn, other] = r.args;
      return t(key, { side: side(turn), other: side(other) });
    }
    case 'gameOver':
      return t(key, { outcome: outcomeText(t, r.args[0]) });
    default:
      // A code this front end does not know yet (a newer core): say that the move is refused.
      return t('rules.unexplained');
  }
}

/**
 * The player's own pieces of one kind, by board: `your knights on b1 (board A) and d2 (board B)`.
 * @param {Translate} t
 * @param {RefusalPiece[]} pieces  all of one role
 */
function yours(t, pieces) {
  const groups = /** @type {const} */ (['A', 'B']).flatMap((board) => {
    const squares = pieces.filter((p) => p.board === board).map((p) => p.square);
    return squares.length ? [t('rules.onBoard', { squares: joinList(t, squares), board })] : [];
  });
  return t(`rules.yours.${pieces[0]?.role ?? 'pawn'}`, { squares: joinList(t, groups), count: pieces.length });
}

/** The outcome's reason (the core's words) → its message, for a win and for a draw. */
const OUTCOMES = /** @type {Record<string, string>} */ ({
  checkmate: 'checkmate',
  resignation: 'resignation',
  timeout: 'timeout',
  host: 'host',
  stalemate: 'stalemate',
  'threefold repetition': 'threefold',
  'fifty moves': 'fiftyMoves',
  'insufficient material': 'bareKings',
  abandonment: 'abandonment',
  // The words before the vocabulary was settled.
  'fifty-move rule': 'fiftyMoves',
  'bare kings': 'bareKings',
  agreement: 'agreement',
  'timeout vs lone king': 'loneKing',
  aborted: 'aborted',
});

/**
 * How the game ended: `Checkmate — White wins`, `Draw by stalemate`.
 * @param {Translate} t
 * @param {RefusalOutcome} outcome
 */
export function outcomeText(t, { winner, reason }) {
  const name = OUTCOMES[reason] ?? 'host';
  // A draw on time (`timeout` without a winner) is a flag against a lone king.
  if (!winner && name === 'timeout') return t('rules.outcome.loneKing');
  if (!winner) return t(`rules.outcome.${name === 'host' ? 'hostDraw' : name}`);
  return t(`rules.outcome.${name}`, { winner: t(`rules.side.${winner}`), loser: t(`rules.side.${winner === 'w' ? 'b' : 'w'}`) });
}
