//! What happens in a puzzle.
//!
//! Themes, decided from the solution alone (the player's moves are the even-numbered ones,
//! counting from 0):
//!
//! | theme | when |
//! |---|---|
//! | `mateIn1`…`mateIn4`, `winMaterial` | the kind (always first) |
//! | `crossBoardCheck` | a player move checks with the piece that moved: it arrives on the king's board from the other one |
//! | `discoveredCheck` | a player move checks with a piece that did not move: the moving piece left the king's board and opened the line |
//! | `doubleCheck` | a player move checks with two pieces |
//! | `fork` | (material puzzles) a player move leaves the moved piece attacking, on its new board, two or more enemy pieces that are the king or worth more than it |
//! | `quietMove` | the first move neither captures, checks nor promotes |
//! | `promotion` | a player move promotes |
//! | `castling` | a player move castles |
//! | `defence` | the player starts at least 200 behind in material (pawn 100, knight and bishop 300, rook 500, queen 900) |
//! | `lookingGlassMate` | (mates) a mate only the looking glass allows: in the final position the mated king has a square next to it that would be a flight in ordinary chess on its own board (empty or holding an enemy piece there, attacked by no enemy piece of that board), closed only because a king arrives on the other board |
//! | `kingEscape` | a king in check (either side's) steps out of it, to the other board (the line goes on there) |
//! | `glassBlock` | a check (to either side) is blocked by a piece that arrives through the glass on the king's board, between the king and the checker |
//! | `glassCapture` | a player move captures with the piece the player's previous move carried through the glass to the board where it captures |
//!
//! How hard a puzzle is: [`super::difficulty`].

use super::{material_balance, Kind};
use crate::attacks::{attacks, between, king_attacks};
use crate::types::Role;
use crate::types::{Board, Color};
use crate::{Bitboard, Move, MoveKind, Position, Square};

/// Piece values for the fork rule (the king above all).
const FORK_VALUES: [i32; 6] = [1, 3, 3, 5, 9, 100];

/// How far behind in material (centipawns) the player starts in a `defence` puzzle.
const DEFENCE_DEFICIT: i32 = 200;

/// The squares of the pieces a move puts on new squares: the destination, and the rook's for
/// castling.
fn moved_squares(m: Move) -> Bitboard {
    let mut squares = Bitboard::from(m.to);
    if let Some((_, rook_to)) = m.castle_rook() {
        squares = squares.with(rook_to);
    }
    squares
}

/// Whether `m` captures in `pos`.
pub fn is_capture(pos: &Position, m: Move) -> bool {
    m.kind == MoveKind::EnPassant || pos.occupied().contains(m.to)
}

/// Whether the piece `m` moved attacks, from its new board in `after`, two or more enemy pieces
/// there that are the king or worth more than it.
fn is_fork(after: &Position, m: Move) -> bool {
    let Some((piece, board)) = after.piece_at(m.to) else {
        return false;
    };
    let own = FORK_VALUES[piece.role.index()];
    let occupied = after.board_occupied(board);
    let targets = attacks(piece.role, piece.color, m.to, occupied)
        & occupied
        & after.by_color(piece.color.other());
    targets
        .filter(|&sq| {
            after
                .role_at(sq)
                .is_some_and(|r| r == Role::King || FORK_VALUES[r.index()] > own)
        })
        .count()
        >= 2
}

/// Whether `sq` on `board` is attacked by `by`'s pieces standing on that board, the board's
/// pieces given by `occupied`.
fn attacked_on(pos: &Position, sq: Square, board: Board, by: Color, occupied: Bitboard) -> bool {
    (pos.board_occupied(board) & pos.by_color(by))
        .filter(|&from| from != sq)
        .any(|from| {
            pos.role_at(from)
                .is_some_and(|role| attacks(role, by, from, occupied).contains(sq))
        })
}

/// Whether the side to move, mated in `pos`, would have a flight in ordinary chess on its king's
/// board: a square next to the king, empty or holding an enemy piece there, attacked by no enemy
/// piece of that board (the king's own square counted empty).
fn flight_on_own_board(pos: &Position) -> bool {
    let us = pos.turn();
    let (king, board) = pos.king(us);
    let occupied = pos.board_occupied(board).without(king);
    king_attacks(king)
        .filter(|&t| !(pos.board_occupied(board) & pos.by_color(us)).contains(t))
        .any(|t| !attacked_on(pos, t, board, us.other(), occupied.without(t)))
}

/// Whether `m`, played in `before`, is a king stepping out of check (to the other board, as every
/// king move goes).
fn is_king_escape(before: &Position, m: Move) -> bool {
    before.is_check() && before.role_at(m.from) == Some(Role::King)
}

/// Whether `m`, played in `before` (in check by one piece), blocks the check with a piece that
/// arrives on the king's board between the king and the checker.
fn is_glass_block(before: &Position, after: &Position, m: Move) -> bool {
    let checkers = before.checkers();
    if checkers.more_than_one() || before.role_at(m.from) == Some(Role::King) {
        return false;
    }
    let Some(checker) = checkers.first() else {
        return false;
    };
    let (king, king_board) = before.king(before.turn());
    before.board_of(m.from) != king_board
        && after.board_of(m.to) == king_board
        && between(checker, king).contains(m.to)
}

/// The themes of a solution: `positions[i]` is the position before `moves[i]`, and the last
/// position follows the last move.
pub fn themes(kind: Kind, positions: &[Position], moves: &[Move]) -> Vec<String> {
    let mut found = vec![kind.theme()];
    let mut add = |theme: &str| {
        if !found.iter().any(|t| t == theme) {
            found.push(theme.to_string());
        }
    };
    for (i, &m) in moves.iter().enumerate().step_by(2) {
        let (before, after) = (&positions[i], &positions[i + 1]);
        let checkers = after.checkers();
        let moved = moved_squares(m);
        if (checkers & moved).any() {
            add("crossBoardCheck");
        }
        if (checkers & !moved).any() {
            add("discoveredCheck");
        }
        if checkers.more_than_one() {
            add("doubleCheck");
        }
        if kind == Kind::Material && is_fork(after, m) {
            add("fork");
        }
        if i == 0 && !is_capture(before, m) && checkers.is_empty() && m.promotion().is_none() {
            add("quietMove");
        }
        if m.promotion().is_some() {
            add("promotion");
        }
        if m.is_castle() {
            add("castling");
        }
        if i >= 2 && is_capture(before, m) && moves[i - 2].to == m.from && !m.is_castle() {
            add("glassCapture");
        }
    }
    for (i, &m) in moves.iter().enumerate() {
        let (before, after) = (&positions[i], &positions[i + 1]);
        if is_king_escape(before, m) {
            add("kingEscape");
        }
        if is_glass_block(before, after, m) {
            add("glassBlock");
        }
    }
    if let (Kind::Mate(_), Some(end)) = (kind, positions.last()) {
        if end.is_checkmate() && flight_on_own_board(end) {
            add("lookingGlassMate");
        }
    }
    if let Some(start) = positions.first() {
        if material_balance(start, start.turn()) <= -DEFENCE_DEFICIT {
            add("defence");
        }
    }
    found
}
