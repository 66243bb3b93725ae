// The board editor's FEN: writing its setup as a FEN and reading a FEN's fields back into a setup.
// Formatting only, no rules: whether a setup is a legal position is the core's to say (validateFen).
// Board-A pieces are PNBRQK / pnbrqk; board-B pieces are written in the rules page's letters
// S O C U T L (pawn, knight, bishop, rook, queen, king; upper case White), and read in those or in
// the bar dialect (`|N` = white knight on board B).

import { englishT } from '../i18n/page-catalogues.js';
import { clip } from '../i18n/i18n.js';

/** @typedef {'w' | 'b'} Color */
/** @typedef {'A' | 'B'} BoardName */
/** A piece on a square: its board and `wN`-style name. @typedef {{board: BoardName, piece: string}} Placed */

/**
 * The editor's setup: the pieces by square, the side to move, the castling rights, the en-passant
 * square ('-' for none) and the two counters.
 * @typedef {object} Setup
 * @property {Map<string, Placed>} pieces
 * @property {Color} turn
 * @property {{K: boolean, Q: boolean, k: boolean, q: boolean}} castling
 * @property {string} ep
 * @property {number} halfmove
 * @property {number} fullmove
 */

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
export const EMPTY_FEN = '8/8/8/8/8/8/8/8 w - - 0 1';
/** The roles in palette order. */
export const ROLES = ['K', 'Q', 'R', 'B', 'N', 'P'];
/** Role letter → its board-B letter (rules page). */
const B_LETTER = /** @type {Record<string, string>} */ ({ P: 'S', N: 'O', B: 'C', R: 'U', Q: 'T', K: 'L' });
const FROM_B = Object.fromEntries(Object.entries(B_LETTER).map(([role, b]) => [b, role]));
const FILES = 'abcdefgh';

/**
 * A setup with no pieces.
 * @returns {Setup}
 */
export function emptySetup() {
  return { pieces: new Map(), turn: 'w', castling: { K: false, Q: false, k: false, q: false }, ep: '-', halfmove: 0, fullmove: 1 };
}

/**
 * The FEN letter of a piece on a board: `wN` on A → `N`, `bN` on B → `o`.
 * @param {Placed} p
 */
export function letterOf({ board, piece }) {
  const role = piece[1];
  const letter = board === 'B' ? B_LETTER[role] : role;
  return piece[0] === 'w' ? letter : letter.toLowerCase();
}

/**
 * The castling field: `KQkq`, a part of it in that order, or `-`.
 * @param {Setup['castling']} c
 */
export const castlingField = (c) => (['K', 'Q', 'k', 'q'].filter((k) => c[/** @type {'K'} */ (k)]).join('') || '-');

/**
 * Write a setup as a FEN (six fields). `ep` overrides the setup's en-passant square.
 * @param {Setup} setup
 * @param {string} [ep]
 */
export function toFen(setup, ep = setup.ep) {
  const ranks = [];
  for (let rank = 8; rank >= 1; rank--) {
    let row = '';
    let gap = 0;
    for (const file of FILES) {
      const p = setup.pieces.get(`${file}${rank}`);
      if (!p) {
        gap++;
        continue;
      }
      if (gap) row += gap;
      gap = 0;
      row += letterOf(p);
    }
    ranks.push(gap ? row + gap : row);
  }
  return `${ranks.join('/')} ${setup.turn} ${castlingField(setup.castling)} ${ep || '-'} ${setup.halfmove} ${setup.fullmove}`;
}

/**
 * Read a FEN into a setup, without judging the position (one king, a pawn on the last rank: the core
 * says so afterwards). Throws an Error naming what cannot be read. The counters and the fields after
 * the placement may be left out.
 * @param {string} fen
 * @param {import('../i18n/i18n.js').Translate} [t]  the words of its reasons
 * @returns {Setup}
 */
export function parseFen(fen, t = englishT) {
  const fields = fen.trim().split(/\s+/);
  if (!fields[0]) throw new Error(t('page.editor.fenError.empty'));
  if (fields.length > 6) throw new Error(t('page.editor.fenError.fields', { count: fields.length }));
  const rows = fields[0].split('/');
  if (rows.length !== 8) throw new Error(t('page.editor.fenError.ranks', { count: rows.length }));
  const setup = emptySetup();
  rows.forEach((row, i) => {
    const rank = 8 - i;
    let file = 0;
    for (let k = 0; k < row.length; k++) {
      const ch = row[k];
      if (/[1-8]/.test(ch)) {
        file += Number(ch);
        continue;
      }
      let board = /** @type {BoardName} */ ('A');
      let letter = ch;
      if (ch === '|') {
        board = 'B';
        letter = row[++k] ?? '';
        if (!/^[pnbrqk]$/i.test(letter)) throw new Error(t('page.editor.fenError.bar', { rank }));
      }
      const upper = letter.toUpperCase();
      let role = upper;
      if (FROM_B[upper] && board === 'A') {
        board = 'B';
        role = FROM_B[upper];
      } else if (!ROLES.includes(upper)) {
        throw new Error(t('page.editor.fenError.character', { char: letter, rank }));
      }
      if (file > 7) throw new Error(t('page.editor.fenError.long', { rank }));
      setup.pieces.set(`${FILES[file]}${rank}`, { board, piece: `${letter === upper ? 'w' : 'b'}${role}` });
      file++;
    }
    if (file !== 8) throw new Error(t('page.editor.fenError.short', { rank, count: file }));
  });
  const [, turn = 'w', castling = '-', ep = '-', half = '0', full = '1'] = fields;
  if (turn !== 'w' && turn !== 'b') throw new Error(t('page.editor.fenError.turn', { found: clip(turn) }));
  setup.turn = turn;
  if (castling !== '-' && !/^K?Q?k?q?$/.test(castling)) throw new Error(t('page.editor.fenError.castling', { found: clip(castling) }));
  for (const k of /** @type {const} */ (['K', 'Q', 'k', 'q'])) setup.castling[k] = castling.includes(k);
  if (ep !== '-' && !/^[a-h][1-8]$/.test(ep)) throw new Error(t('page.editor.fenError.ep', { found: clip(ep) }));
  setup.ep = ep;
  if (!/^\d+$/.test(half)) throw new Error(t('page.editor.fenError.halfmove', { found: clip(half) }));
  if (!/^\d+$/.test(full) || Number(full) < 1) throw new Error(t('page.editor.fenError.fullmove', { found: clip(full) }));
  setup.halfmove = Number(half);
  setup.fullmove = Number(full);
  return setup;
}

/**
 * The squares an en-passant square may be on with `turn` to move (the 6th rank for White, the 3rd
 * for Black): where a pawn of the other side can just have passed. The core decides which are real.
 * @param {Color} turn
 */
export const epSquares = (turn) => [...FILES].map((f) => `${f}${turn === 'w' ? 6 : 3}`);
