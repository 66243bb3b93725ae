//! Premove destinations: where the side *not* to move could queue a move for its next turn, as on
//! lichess (chessground's premoves). Each piece's pattern on an empty board — whatever stands on
//! either board, and whatever the opponent will do, since the position will have changed by then:
//! - bishops, rooks and queens: their lines to the edge of the board;
//! - knights and kings: their steps;
//! - pawns: one square forward, two from their start rank, and both diagonal captures;
//! - the king on its home square of board A: its castling squares (`g1`, `c1`) and the rook's
//!   corner (`h1`, `a1`, a king dropped on its rook) for each side it still has the right to.
//!
//! Not a hot path: this allocates.

use crate::attacks::reaches;
use crate::bitboard::Bitboard;
use crate::position::Position;
use crate::setup::CastlingRights;
use crate::square::Square;
use crate::types::{Board, Role};

/// The premove destinations of the side not to move in `pos`, by from-square (a1 first), each a
/// set of squares; pieces with nowhere to go are left out.
///
/// ```
/// use alice_chess::{premove::premove_dests, Position, Square};
/// let dests = premove_dests(&Position::start()); // Black's, while White is to move
/// let g8 = Square::parse("g8").unwrap();
/// let (_, to) = dests.iter().find(|(from, _)| *from == g8).unwrap();
/// let to: Vec<String> = to.map(|s| s.to_string()).collect();
/// assert_eq!(to, ["f6", "h6", "e7"]);
/// ```
pub fn premove_dests(pos: &Position) -> Vec<(Square, Bitboard)> {
    let color = pos.turn().other();
    let mut out = Vec::new();
    for from in pos.by_color(color) {
        let Some(role) = pos.role_at(from) else {
            continue;
        };
        let mut dests = Bitboard::EMPTY;
        for to in Square::all().filter(|&to| reaches(color, role, from, to)) {
            dests = dests.with(to);
        }
        if role == Role::King && pos.board_of(from) == Board::A {
            for short in [true, false] {
                let (home, corner) = CastlingRights::squares(color, short);
                if from == home && pos.castling_rights().has(color, short) {
                    let king_to = Square::from_coords(if short { 6 } else { 2 }, home.rank());
                    dests = dests.with(king_to).with(corner);
                }
            }
        }
        if dests.any() {
            out.push((from, dests));
        }
    }
    out
}
