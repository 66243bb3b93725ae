//! The words of the explanations ([`crate::explain`]): pieces, squares, boards and lists named
//! the same way everywhere, as the arguments of a [`Reason`].

use crate::bitboard::Bitboard;
use crate::explain::reason::{Arg, Code, PieceAt, Reason};
use crate::position::Position;
use crate::square::Square;
use crate::types::{Board, Role};

/// The piece on `sq` (`the bishop on h4`); only squares that hold a piece are named.
#[inline(never)] // one copy: the refusals are never in a hurry, and the wasm is small
pub(crate) fn piece(pos: &Position, sq: Square) -> PieceAt {
    let found = pos.piece_at(sq);
    debug_assert!(found.is_some(), "no piece on {sq} to name in {}", pos.fen());
    let (role, board) = found.map_or((Role::Pawn, Board::A), |(p, b)| (p.role, b));
    PieceAt {
        role,
        square: sq,
        board,
    }
}

/// `the bishop on h4`.
pub(crate) fn named(pos: &Position, sq: Square) -> Arg {
    Arg::Piece(piece(pos, sq))
}

/// `the queen on h4 and the knight on f3`.
pub(crate) fn list(pos: &Position, squares: Bitboard) -> Arg {
    let mut pieces = Vec::with_capacity(squares.count() as usize);
    for sq in squares {
        pieces.push(piece(pos, sq));
    }
    Arg::Pieces(pieces)
}

/// `a knight cannot move from g1 to g3`.
pub(crate) fn cannot_move(role: Role, from: Square, to: Square) -> Reason {
    Reason::new(
        Code::CannotMove,
        vec![Arg::Role(role), Arg::Square(from), Arg::Square(to)],
    )
}

/// `the way from d1 to d3 is blocked by the pawn on d2 (board A)`.
pub(crate) fn blocked(
    pos: &Position,
    from: Square,
    to: Square,
    blocker: Square,
    board: Board,
) -> Reason {
    Reason::new(
        Code::Blocked,
        vec![
            Arg::Square(from),
            Arg::Square(to),
            named(pos, blocker),
            Arg::Board(board),
        ],
    )
}

/// `d2 holds your own pawn (board A)`.
pub(crate) fn own_piece(pos: &Position, sq: Square, board: Board) -> Reason {
    Reason::new(
        Code::OwnPiece,
        vec![
            Arg::Square(sq),
            Arg::Role(piece(pos, sq).role),
            Arg::Board(board),
        ],
    )
}

/// `d4 is taken on board B`.
pub(crate) fn taken(sq: Square, board: Board) -> Reason {
    Reason::new(Code::Taken, vec![Arg::Square(sq), Arg::Board(board)])
}

/// The square of `squares` nearest to `from` (they lie on one line from it).
pub(crate) fn nearest(from: Square, squares: Bitboard) -> Option<Square> {
    squares.into_iter().min_by_key(|sq| {
        let df = (sq.file() as i8 - from.file() as i8).unsigned_abs();
        let dr = (sq.rank() as i8 - from.rank() as i8).unsigned_abs();
        df.max(dr)
    })
}
