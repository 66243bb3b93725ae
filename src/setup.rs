//! An unvalidated position (as read from FEN) and the errors that make one illegal.

use crate::square::Square;
use crate::types::{Board, Color, Piece, Role};
use std::fmt;

/// Castling rights as four flags.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CastlingRights(u8);

impl CastlingRights {
    /// No rights.
    pub const NONE: CastlingRights = CastlingRights(0);
    /// All four rights.
    pub const ALL: CastlingRights = CastlingRights(15);

    /// The bit index of a right: 0 = white short, 1 = white long, 2 = black short, 3 = black long.
    #[inline]
    pub const fn index(color: Color, short: bool) -> usize {
        color.index() * 2 + if short { 0 } else { 1 }
    }

    /// Whether `color` may still castle on that side.
    #[inline]
    pub const fn has(self, color: Color, short: bool) -> bool {
        self.0 & (1 << Self::index(color, short)) != 0
    }

    /// Adds a right.
    pub fn set(&mut self, color: Color, short: bool) {
        self.0 |= 1 << Self::index(color, short);
    }

    /// The raw four bits.
    #[inline]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Rights from raw bits (only the low four are kept).
    #[inline]
    pub const fn from_bits(bits: u8) -> CastlingRights {
        CastlingRights(bits & 15)
    }

    /// The king's home square and the rook's corner for a right.
    pub const fn squares(color: Color, short: bool) -> (Square, Square) {
        let rank = match color {
            Color::White => 0,
            Color::Black => 7,
        };
        (
            Square::from_coords(4, rank),
            Square::from_coords(if short { 7 } else { 0 }, rank),
        )
    }
}

impl fmt::Display for CastlingRights {
    /// FEN form: `KQkq`, a subset of it, or `-`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 0 {
            return f.write_str("-");
        }
        for (color, short, c) in [
            (Color::White, true, 'K'),
            (Color::White, false, 'Q'),
            (Color::Black, true, 'k'),
            (Color::Black, false, 'q'),
        ] {
            if self.has(color, short) {
                write!(f, "{c}")?;
            }
        }
        Ok(())
    }
}

/// A position as written, not yet checked against the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// What stands on each square (a1 first) and on which board.
    pub squares: [Option<(Piece, Board)>; 64],
    /// The side to move.
    pub turn: Color,
    /// Castling rights.
    pub castling: CastlingRights,
    /// The en-passant square (the square a double-stepping pawn passed over).
    pub ep_square: Option<Square>,
    /// Half-moves since the last capture or pawn move.
    pub halfmove_clock: u32,
    /// The full-move number, starting at 1.
    pub fullmove_number: u32,
}

impl Setup {
    /// An empty board, white to move, no rights.
    pub fn empty() -> Setup {
        Setup {
            squares: [None; 64],
            turn: Color::White,
            castling: CastlingRights::NONE,
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// The piece and board on `sq`.
    pub fn at(&self, sq: Square) -> Option<(Piece, Board)> {
        self.squares[sq.index()]
    }

    /// Whether `sq` holds a piece of `color` and `role` on `board`.
    pub fn has(&self, sq: Square, color: Color, role: Role, board: Board) -> bool {
        self.at(sq) == Some((Piece::new(color, role), board))
    }
}

/// Why a setup is not a legal Alice position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A side has no king (on either board).
    MissingKing(Color),
    /// A side has more than one king.
    TooManyKings(Color, usize),
    /// A pawn stands on the first or last rank.
    PawnOnBackRank(Square),
    /// A castling right whose king and rook are not in place on board A.
    BadCastlingRight {
        /// The right's FEN letter.
        letter: char,
        /// The king's home square.
        king: Square,
        /// The rook's corner.
        rook: Square,
    },
    /// An en-passant square that no double step can have produced, and why.
    BadEnPassant(Square, EnPassantProblem),
    /// The side that just moved is in check.
    OppositeCheck(Color),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::MissingKing(c) => write!(f, "{c} has no king"),
            PositionError::TooManyKings(c, n) => write!(f, "{c} has {n} kings"),
            PositionError::PawnOnBackRank(sq) => {
                write!(f, "pawn on {sq}: pawns cannot stand on the first or last rank")
            }
            PositionError::BadCastlingRight { letter, king, rook } => write!(
                f,
                "castling right '{letter}' needs the king on {king} and a rook on {rook}, both on board A"
            ),
            PositionError::BadEnPassant(sq, why) => {
                write!(f, "en-passant square {sq} is impossible: {why}")
            }
            PositionError::OppositeCheck(c) => {
                write!(f, "{c} is in check but it is not {c}'s move")
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// Why an en-passant square is impossible ([`PositionError::BadEnPassant`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnPassantProblem {
    /// It is not on the rank a double step passes over: the 6th with white to move (this side),
    /// the 3rd with black to move.
    Rank(Color),
    /// No pawn that has just double-stepped stands in front of it.
    NoPawn,
    /// The double-stepped pawn's start square is occupied.
    StartOccupied,
    /// The square passed over is occupied on the board the pawn left.
    PassedOccupied,
}

impl fmt::Display for EnPassantProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EnPassantProblem::Rank(Color::White) => "with white to move it must be on the 6th rank",
            EnPassantProblem::Rank(Color::Black) => "with black to move it must be on the 3rd rank",
            EnPassantProblem::NoPawn => {
                "no pawn that has just double-stepped stands in front of it"
            }
            EnPassantProblem::StartOccupied => "the double-stepped pawn's start square is occupied",
            EnPassantProblem::PassedOccupied => {
                "the square passed over is occupied on the board the pawn left"
            }
        })
    }
}
