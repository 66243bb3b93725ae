//! Why castling is refused ([`crate::explain`]), checked in the order the move generator checks
//! it (`docs/RULES.md` §4): the king on its home square of board A, the right, check, the
//! squares between on board A, the squares the king crosses and lands on attacked on A, the king's
//! and rook's arrival squares on board B, and check on B after castling.

use crate::attacks::between;
use crate::explain::reason::{Arg, Code, Reason};
use crate::explain::words::list;
use crate::moves::{Move, MoveKind};
use crate::position::Position;
use crate::setup::CastlingRights;
use crate::square::Square;
use crate::types::Board;

/// Why castling (`short`: king side) is refused, following the generator's order; `None` when
/// it is legal.
pub(crate) fn castle_reason(pos: &Position, short: bool) -> Option<Reason> {
    let us = pos.turn();
    let them = us.other();
    let (home, corner) = CastlingRights::squares(us, short);
    let (king, king_board) = pos.king(us);
    if king != home {
        return Some(Reason::new(Code::KingMoved, vec![Arg::Square(home)]));
    }
    if king_board != Board::A {
        return Some(Reason::new(Code::CastleOnB, Vec::new()));
    }
    if !pos.castling_rights().has(us, short) {
        let code = if short {
            Code::NoRightShort
        } else {
            Code::NoRightLong
        };
        return Some(Reason::new(code, vec![Arg::Color(us), Arg::Square(corner)]));
    }
    let checkers = pos.checkers();
    if checkers.any() {
        return Some(Reason::new(
            Code::CastleInCheck,
            vec![Arg::Square(home), list(pos, checkers)],
        ));
    }
    let path = between(home, corner) & pos.board_occupied(Board::A);
    if path.any() {
        return Some(Reason::new(Code::CastleBetween, vec![list(pos, path)]));
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
    for (sq, code) in [
        (rook_to, Code::CastleThroughCheck),
        (m.to, Code::CastleIntoCheck),
    ] {
        let guards = pos.attackers_of(sq, Board::A, them);
        if guards.any() {
            return Some(Reason::new(code, vec![Arg::Square(sq), list(pos, guards)]));
        }
    }
    for (sq, code) in [
        (m.to, Code::CastleKingTaken),
        (rook_to, Code::CastleRookTaken),
    ] {
        if pos.occupied().contains(sq) {
            return Some(Reason::new(code, vec![Arg::Square(sq)]));
        }
    }
    let mut after = *pos;
    after.play_unchecked(m);
    let guards = after.attackers_of(m.to, Board::B, them);
    guards.any().then(|| {
        Reason::new(
            Code::CastleCheckOnB,
            vec![Arg::Square(m.to), list(pos, guards)],
        )
    })
}
