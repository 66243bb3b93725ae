//! The words of the explanations ([`crate::explain`]): pieces, squares, boards and lists named
//! the same way everywhere.

use crate::bitboard::Bitboard;
use crate::position::Position;
use crate::square::Square;
use crate::types::{Board, Color, Role};

/// `White` or `Black`.
pub(crate) fn side(color: Color) -> &'static str {
    color.fold("White", "Black")
}

/// `the bishop on h4`.
pub(crate) fn named(pos: &Position, sq: Square) -> String {
    match pos.role_at(sq) {
        Some(role) => format!("the {} on {sq}", role.name()),
        None => sq.to_string(),
    }
}

/// `the queen on h4 and the knight on f3`.
pub(crate) fn list(pos: &Position, squares: Bitboard) -> String {
    let names: Vec<String> = squares.into_iter().map(|sq| named(pos, sq)).collect();
    join_and(&names)
}

/// `a`, `a and b`, `a, b and c`.
pub(crate) fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// `a knight cannot move from g1 to g3`.
pub(crate) fn cannot_move(role: Role, from: Square, to: Square) -> String {
    format!("a {} cannot move from {from} to {to}", role.name())
}

/// `the way from d1 to d3 is blocked by the pawn on d2 (board A)`.
pub(crate) fn blocked(
    pos: &Position,
    from: Square,
    to: Square,
    blocker: Square,
    board: Board,
) -> String {
    format!(
        "the way from {from} to {to} is blocked by {} (board {board})",
        named(pos, blocker)
    )
}

/// `d2 holds your own pawn (board A)`.
pub(crate) fn own_piece(pos: &Position, sq: Square, board: Board) -> String {
    let role = pos.role_at(sq).map_or("piece", Role::name);
    format!("{sq} holds your own {role} (board {board})")
}

/// `d4 is taken on board B`.
pub(crate) fn taken(sq: Square, board: Board) -> String {
    format!("{sq} is taken on board {board}")
}

/// The square of `squares` nearest to `from` (they lie on one line from it).
pub(crate) fn nearest(from: Square, squares: Bitboard) -> Option<Square> {
    squares.into_iter().min_by_key(|sq| {
        let df = (sq.file() as i8 - from.file() as i8).unsigned_abs();
        let dr = (sq.rank() as i8 - from.rank() as i8).unsigned_abs();
        df.max(dr)
    })
}
