//! Why castling is refused ([`crate::explain`]), checked in the order the move generator checks
//! it (`docs/RULES.md` §4): the king on its home square of board A, the right, check, the
//! squares between on board A, the squares the king crosses and lands on attacked on A, the king's
//! and rook's arrival squares on board B, and check on B after castling.

use crate::attacks::between;
use crate::explain_words::{list, side};
use crate::moves::{Move, MoveKind};
use crate::position::Position;
use crate::setup::CastlingRights;
use crate::square::Square;
use crate::types::Board;

/// Why castling (`short`: king side) is refused, following the generator's order; `None` when
/// it is legal.
pub(crate) fn castle_reason(pos: &Position, short: bool) -> Option<String> {
    let us = pos.turn();
    let them = us.other();
    let (home, corner) = CastlingRights::squares(us, short);
    let wing = if short { "king side" } else { "queen side" };
    let (king, king_board) = pos.king(us);
    if king != home {
        return Some(format!(
            "your king has left {home}, so it can no longer castle"
        ));
    }
    if king_board != Board::A {
        return Some("castling happens only on board A, and your king is on board B".into());
    }
    if !pos.castling_rights().has(us, short) {
        return Some(format!(
            "{} can no longer castle {wing}: the king or the rook on {corner} has moved",
            side(us)
        ));
    }
    let checkers = pos.checkers();
    if checkers.any() {
        return Some(format!(
            "you cannot castle out of check: your king on {home} is in check from {} (board A)",
            list(pos, checkers)
        ));
    }
    let path = between(home, corner) & pos.board_occupied(Board::A);
    if path.any() {
        let verb = if path.more_than_one() {
            "stand"
        } else {
            "stands"
        };
        return Some(format!(
            "{} (board A) {verb} between the king and the rook",
            list(pos, path)
        ));
    }
    let m = Move::new(
        home,
        Square::from_coords(if short { 6 } else { 2 }, home.rank()),
        if short {
            MoveKind::CastleShort
        } else {
            MoveKind::CastleLong
        },
    );
    let (_, rook_to) = m.castle_rook()?;
    for (sq, what) in [(rook_to, "pass through"), (m.to, "land in")] {
        let guards = pos.attackers_of(sq, Board::A, them);
        if guards.any() {
            return Some(format!(
                "the king would {what} check: {sq} is attacked on board A by {}",
                list(pos, guards)
            ));
        }
    }
    for (sq, who) in [(m.to, "king"), (rook_to, "rook")] {
        if pos.occupied().contains(sq) {
            return Some(format!(
                "{sq} is taken on board B, where the {who} would land"
            ));
        }
    }
    let mut after = *pos;
    after.play_unchecked(m);
    let guards = after.attackers_of(m.to, Board::B, them);
    guards.any().then(|| {
        format!(
            "the king would be in check on board B: {} is attacked there by {}",
            m.to,
            list(pos, guards)
        )
    })
}
