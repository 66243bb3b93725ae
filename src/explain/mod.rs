//! Why a move is refused, in one short sentence of plain English — or as data ([`Reason`]: a
//! [`Code`] and its [`Arg`]s) for a front end to say in any language.
//!
//! For a move given as squares (a click on the board: from, to, an optional promotion piece),
//! [`explain_move`] says why the rules refuse it — `None` when the move is legal. A move given as
//! text is the notation reader's to explain ([`crate::san::explain_text`], also reachable here as
//! [`explain_text`]): it takes the text apart and asks this module about the squares. The reasons
//! follow the move generator ([`Position::legal_moves`]) step by step, in the terms of
//! `docs/RULES.md`:
//! - whose turn it is, and whether a piece stands on the square;
//! - how the piece moves (on its own board only), and which piece of that board blocks its way;
//! - the destination: the mover's own piece on its board, or the square taken on the other board
//!   (the looking-glass rule: the piece lands there);
//! - a king's destination attacked on the board it leaves, or on the board it lands on;
//! - the mover's king left in check: a check not answered, or a pinned piece;
//! - castling (rights, the squares between on board A, check on A, the arrival squares on B);
//! - en passant and promotion.
//!
//! Nothing here runs for a legal move: the callers ask only after a refusal.
//!
//! ```
//! use alice_chess::{explain::explain_move, Game, Square};
//! let mut game = Game::default();
//! game.play_text("d4").unwrap();
//! game.play_text("Nf6").unwrap();
//! let sq = |s| Square::parse(s).unwrap();
//! let why = explain_move(game.position(), sq("d1"), sq("d4"), None).unwrap();
//! assert_eq!(why.to_string(), "Qd4: d4 is taken on board B.");
//! ```

use crate::attacks::{between, reaches};
use crate::moves::{Move, MoveKind};
use crate::position::Position;
use crate::setup::CastlingRights;
use crate::square::Square;
use crate::types::{Board, Role};
#[cfg(not(target_arch = "wasm32"))]
use std::fmt;

mod castle;
mod reason;
mod words;

pub(crate) use castle::castle_reason;
pub use reason::{Arg, Code, PieceAt, Reason};
use words::{blocked, cannot_move, nearest, own_piece, taken};
pub(crate) use words::{list, named, piece};

// The path `explain::explain_text` kept for its users: a move text's refusal is the reader's
// (`san`, which uses this module). Nothing here calls it.
pub use crate::san::explain_text;

/// A refused move and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The move as it was given (`Qd4`, `e2e5`), or a short label for squares (`Qd4`: the piece's
    /// Alice letter and the destination); empty when there is nothing to show.
    pub label: String,
    /// Why (its `Display` is a clause: `d4 is taken on board B`).
    pub reason: Reason,
}

#[cfg(not(target_arch = "wasm32"))]
impl fmt::Display for Refusal {
    /// `Qd4: d4 is taken on board B.`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.label.is_empty() {
            // ASCII only: the reasons are plain English.
            let reason = self.reason.to_string();
            let mut chars = reason.chars();
            if let Some(first) = chars.next() {
                write!(f, "{}{}", first.to_ascii_uppercase(), chars.as_str())?;
            }
        } else {
            write!(f, "{}: {}", self.label, self.reason)?;
        }
        f.write_str(".")
    }
}

/// The English clause of the reason `why` finds, for the error messages of
/// [`crate::san::parse_move`] and [`crate::Game::play`]; `None` in the wasm build (without
/// looking), which has no English for refusals: its front end words them from a [`Refusal`]'s
/// code and arguments.
pub(crate) fn english(why: impl FnOnce() -> Option<Reason>) -> Option<String> {
    #[cfg(not(target_arch = "wasm32"))]
    return why().map(|reason| reason.to_string());
    #[cfg(target_arch = "wasm32")]
    {
        let _ = why;
        None
    }
}

/// Why the move `from` → `to` (with `promotion`, if given) is refused in `pos`; `None` when a
/// legal move goes there (any promotion piece will do when none is given; a king moved onto its
/// own rook stands for castling that way).
///
/// ```
/// use alice_chess::{explain::explain_move, Position, Square};
/// let pos = Position::start();
/// let sq = |s| Square::parse(s).unwrap();
/// assert_eq!(explain_move(&pos, sq("e2"), sq("e4"), None), None);
/// let why = explain_move(&pos, sq("d1"), sq("d3"), None).unwrap();
/// assert_eq!(why.to_string(), "Qd3: the way from d1 to d3 is blocked by the pawn on d2 (board A).");
/// ```
pub fn explain_move(
    pos: &Position,
    from: Square,
    to: Square,
    promotion: Option<Role>,
) -> Option<Refusal> {
    let reason = squares_reason(pos, from, to, promotion)?;
    Some(Refusal {
        label: label(pos, from, to, promotion),
        reason,
    })
}

/// `Qd4`, `Pe5`, `Pa8=T` for the piece on `from`; the coordinates when `from` is empty.
fn label(pos: &Position, from: Square, to: Square, promotion: Option<Role>) -> String {
    let Some((piece, board)) = pos.piece_at(from) else {
        return format!("{from}{to}");
    };
    let mut text = format!("{}{to}", piece.role.letter_on(board));
    if let Some(role) = promotion {
        text.push('=');
        text.push(role.letter_on(board.other()));
    }
    text
}

/// The reason for squares, `None` when the move is legal.
pub(crate) fn squares_reason(
    pos: &Position,
    from: Square,
    to: Square,
    promotion: Option<Role>,
) -> Option<Reason> {
    if promotion.is_some_and(|r| !Role::PROMOTIONS.contains(&r)) {
        return Some(Reason::new(Code::PromotionPiece, Vec::new()));
    }
    let legal = pos.legal_moves();
    let goes = |m: &&Move| m.goes(from, to);
    if legal
        .iter()
        .filter(goes)
        .any(|m| promotion.is_none() || m.promotion() == promotion)
    {
        return None;
    }
    if promotion.is_some() && legal.iter().filter(goes).any(|m| m.promotion().is_none()) {
        return Some(not_promotion(to));
    }
    Some(refusal(pos, from, to, promotion))
}

/// `only a pawn reaching the last rank is promoted, and this move to e2 is not one`.
fn not_promotion(to: Square) -> Reason {
    Reason::new(Code::NotPromotion, vec![Arg::Square(to)])
}

/// Why the (illegal) move `from` → `to` is refused.
fn refusal(pos: &Position, from: Square, to: Square, promotion: Option<Role>) -> Reason {
    let us = pos.turn();
    if from == to {
        return Reason::new(Code::SameSquare, vec![Arg::Square(from)]);
    }
    let Some((piece, board)) = pos.piece_at(from) else {
        return Reason::new(Code::NoPiece, vec![Arg::Square(from)]);
    };
    if piece.color != us {
        return Reason::new(
            Code::NotYours,
            vec![Arg::Color(us), named(pos, from), Arg::Color(us.other())],
        );
    }
    if piece.role == Role::King {
        if let Some(short) = castle_side(pos, from, to) {
            return castle_reason(pos, short).unwrap_or_else(Reason::unexplained);
        }
    }
    let kind = match movement(pos, from, to, piece.role, board) {
        Ok(kind) => kind,
        Err(reason) => return reason,
    };
    let last_rank = to.rank() == us.fold(7, 0);
    let kind = match (piece.role, kind) {
        (Role::Pawn, MoveKind::Normal) if last_rank => {
            MoveKind::Promotion(promotion.unwrap_or(Role::Queen))
        }
        _ if promotion.is_some() => return not_promotion(to),
        (_, kind) => kind,
    };
    let m = Move::new(from, to, kind);
    if piece.role == Role::King {
        king_safety(pos, m, board).unwrap_or_else(Reason::unexplained)
    } else {
        exposure(pos, m).unwrap_or_else(Reason::unexplained)
    }
}

/// Whether a king move from `from` to `to` is a castling attempt: the king's home square to the
/// g/c-file, or onto its own rook's corner. `Some(true)` for the king side.
fn castle_side(pos: &Position, from: Square, to: Square) -> Option<bool> {
    let us = pos.turn();
    let (home, _) = CastlingRights::squares(us, true);
    if from != home || to.rank() != home.rank() {
        return None;
    }
    match to.file() {
        6 => Some(true),
        2 => Some(false),
        7 | 0 => {
            let own_rook = pos.pieces(us, Role::Rook).contains(to);
            own_rook.then_some(to.file() == 7)
        }
        _ => None,
    }
}

/// Rules 1–3 of a move (the piece's way on its own board, the destination on both boards):
/// the move's kind if they allow it, else the reason.
fn movement(
    pos: &Position,
    from: Square,
    to: Square,
    role: Role,
    board: Board,
) -> Result<MoveKind, Reason> {
    if role == Role::Pawn {
        return pawn_movement(pos, from, to, board);
    }
    if !reaches(pos.turn(), role, from, to) {
        return Err(cannot_move(role, from, to));
    }
    if let Some(blocker) = nearest(from, between(from, to) & pos.board_occupied(board)) {
        return Err(blocked(pos, from, to, blocker, board));
    }
    destination(pos, to, board)?;
    Ok(MoveKind::Normal)
}

fn pawn_movement(
    pos: &Position,
    from: Square,
    to: Square,
    board: Board,
) -> Result<MoveKind, Reason> {
    let us = pos.turn();
    let fwd: i8 = us.fold(1, -1);
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    let own = pos.board_occupied(board);
    let start_rank = us.fold(1, 6);
    if df == 0 && (dr == fwd || (dr == 2 * fwd && from.rank() == start_rank)) {
        let double = dr == 2 * fwd;
        if let Some(one) = from.offset(0, fwd).filter(|_| double) {
            if own.contains(one) {
                return Err(blocked(pos, from, to, one, board));
            }
        }
        match pos.piece_at(to) {
            Some((p, b)) if b == board && p.color == us => return Err(own_piece(pos, to, b)),
            Some((_, b)) if b == board => {
                return Err(Reason::new(
                    Code::PawnBlocked,
                    vec![named(pos, to), Arg::Board(b)],
                ))
            }
            Some((_, b)) => return Err(taken(to, b)),
            None => {}
        }
        return Ok(if double {
            MoveKind::DoublePush
        } else {
            MoveKind::Normal
        });
    }
    if df.abs() == 1 && dr == fwd {
        return match pos.piece_at(to) {
            Some((p, b)) if b == board && p.color == us => Err(own_piece(pos, to, b)),
            Some((_, b)) if b == board => Ok(MoveKind::Normal),
            Some((_, b)) => Err(Reason::new(
                Code::NothingOnBoard,
                vec![
                    Arg::Square(to),
                    Arg::Board(board),
                    named(pos, to),
                    Arg::Board(b),
                ],
            )),
            None if pos.ep_square() == Some(to) => Ok(MoveKind::EnPassant),
            None => Err(Reason::new(Code::NothingToCapture, vec![Arg::Square(to)])),
        };
    }
    Err(cannot_move(Role::Pawn, from, to))
}

/// The destination `to` for a piece leaving `board`: free, an enemy on `board`, or the reason.
fn destination(pos: &Position, to: Square, board: Board) -> Result<(), Reason> {
    match pos.piece_at(to) {
        None => Ok(()),
        Some((p, b)) if b == board && p.color == pos.turn() => Err(own_piece(pos, to, b)),
        Some((_, b)) if b == board => Ok(()),
        Some((_, b)) => Err(taken(to, b)),
    }
}

/// Rule 4: a king's destination must be safe on the board it leaves and on the one it lands on.
fn king_safety(pos: &Position, m: Move, board: Board) -> Option<Reason> {
    let them = pos.turn().other();
    let mut after = *pos;
    after.play_unchecked(m);
    let here = after.attackers_of(m.to, board, them);
    if here.any() {
        return Some(Reason::new(
            Code::KingIntoCheck,
            vec![Arg::Square(m.to), Arg::Board(board), list(pos, here)],
        ));
    }
    let other = board.other();
    let there = after.attackers_of(m.to, other, them);
    there.any().then(|| {
        Reason::new(
            Code::KingLandsInCheck,
            vec![Arg::Board(other), Arg::Square(m.to), list(pos, there)],
        )
    })
}

/// Rule 5 for a piece other than the king: the mover's king must not be left in check.
fn exposure(pos: &Position, m: Move) -> Option<Reason> {
    let us = pos.turn();
    let mut after = *pos;
    after.play_unchecked(m);
    let (king, king_board) = after.king(us);
    let attackers = after.attackers_of(king, king_board, us.other());
    let first = attackers.first()?;
    let checkers = pos.checkers();
    if (attackers & checkers).any() {
        return Some(Reason::new(
            Code::InCheck,
            vec![
                Arg::Square(king),
                list(pos, checkers),
                Arg::Board(king_board),
            ],
        ));
    }
    let line = between(king, first);
    let attacker = named(pos, first);
    if pos.board_of(m.from) == king_board && line.contains(m.from) {
        return Some(Reason::new(
            Code::Pinned,
            vec![
                named(pos, m.from),
                Arg::Square(king),
                attacker,
                Arg::Board(king_board),
            ],
        ));
    }
    let captured = match m.kind {
        MoveKind::EnPassant => Some(Square::from_coords(m.to.file(), m.from.rank())),
        _ => pos.occupied().contains(m.to).then_some(m.to),
    };
    if let Some(c) = captured.filter(|&c| line.contains(c)) {
        return Some(Reason::new(
            Code::TakingExposes,
            vec![
                named(pos, c),
                Arg::Square(king),
                attacker,
                Arg::Board(king_board),
            ],
        ));
    }
    Some(Reason::new(
        Code::Exposes,
        vec![Arg::Square(king), attacker, Arg::Board(king_board)],
    ))
}
