//! Moves and the fixed-capacity move list.

use crate::square::Square;
use crate::types::Role;
use std::fmt;

/// What kind of move a [`Move`] is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// An ordinary move or capture (any piece, pawn single steps included).
    Normal,
    /// A pawn's two-square first step.
    DoublePush,
    /// An en-passant capture; the captured pawn is on the square behind `to`, on either board.
    EnPassant,
    /// A pawn reaching the last rank and becoming `Role`.
    Promotion(Role),
    /// Castling king side (`O-O`); `from`/`to` are the king's squares.
    CastleShort,
    /// Castling queen side (`O-O-O`); `from`/`to` are the king's squares.
    CastleLong,
}

/// A move: a piece goes from `from` on its board to `to` on the other board.
///
/// Which board it leaves is not stored: the position knows where the piece stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Departure square.
    pub from: Square,
    /// Destination square (for castling, the king's destination).
    pub to: Square,
    /// Special-move information.
    pub kind: MoveKind,
}

impl Move {
    /// A move of the given kind.
    pub const fn new(from: Square, to: Square, kind: MoveKind) -> Move {
        Move { from, to, kind }
    }

    /// The promotion role, if the move promotes.
    pub const fn promotion(self) -> Option<Role> {
        match self.kind {
            MoveKind::Promotion(role) => Some(role),
            _ => None,
        }
    }

    /// Whether the move castles.
    pub const fn is_castle(self) -> bool {
        matches!(self.kind, MoveKind::CastleShort | MoveKind::CastleLong)
    }

    /// For castling, the rook's corner and the square it goes to (`h1`, `f1` for white's
    /// `O-O`); `None` for any other move.
    pub const fn castle_rook(self) -> Option<(Square, Square)> {
        let rank = self.from.rank();
        match self.kind {
            MoveKind::CastleShort => {
                Some((Square::from_coords(7, rank), Square::from_coords(5, rank)))
            }
            MoveKind::CastleLong => {
                Some((Square::from_coords(0, rank), Square::from_coords(3, rank)))
            }
            _ => None,
        }
    }

    /// Whether this move goes from `from` to `to`, counting a castling move as going to its
    /// rook's corner too (a king dropped on its own rook castles, as on lichess).
    pub fn goes(self, from: Square, to: Square) -> bool {
        self.from == from
            && (self.to == to || matches!(self.castle_rook(), Some((corner, _)) if corner == to))
    }

    /// The coordinate form: `e2e4`, `a7a8q`, castling as the king's move `e1g1`.
    pub fn uci(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(role) = self.promotion() {
            write!(f, "{}", role.letter_a().to_ascii_lowercase())?;
        }
        Ok(())
    }
}

/// Upper bound on the number of legal moves in any position.
///
/// Sixteen pieces at most per side: a king (8 steps + 2 castlings) and fifteen others that each
/// reach at most 27 squares (a queen in the open; pawns reach fewer even when promoting:
/// 3 squares × 4 choices), so 10 + 15 × 27 = 415.
pub const MAX_MOVES: usize = 416;

/// A list of moves kept on the stack.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl MoveList {
    /// An empty list.
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move::new(Square::A1, Square::A1, MoveKind::Normal); MAX_MOVES],
            len: 0,
        }
    }

    /// Appends a move (ignored if the list were ever full, which [`MAX_MOVES`] rules out).
    #[inline]
    pub fn push(&mut self, m: Move) {
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = m;
            self.len += 1;
        }
    }

    /// Number of moves.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the list is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Keeps only the moves for which `f` is true.
    pub fn retain(&mut self, mut f: impl FnMut(&Move) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            if f(&self.moves[i]) {
                self.moves[kept] = self.moves[i];
                kept += 1;
            }
        }
        self.len = kept;
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl std::ops::DerefMut for MoveList {
    fn deref_mut(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
