//! The small vocabulary of the game: colours, piece roles, pieces and the two boards.

use std::fmt;

/// A side: white or black.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The side that moves first.
    White = 0,
    /// The side that moves second.
    Black = 1,
}

impl Color {
    /// Both colours, white first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The opponent.
    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// `0` for white, `1` for black.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `'w'` or `'b'`, as in FEN.
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// `"white"` or `"black"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// Picks `white` or `black` by colour.
    #[inline]
    pub fn fold<T>(self, white: T, black: T) -> T {
        match self {
            Color::White => white,
            Color::Black => black,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a piece is, regardless of colour and board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// Pawn.
    Pawn = 0,
    /// Knight.
    Knight = 1,
    /// Bishop.
    Bishop = 2,
    /// Rook.
    Rook = 3,
    /// Queen.
    Queen = 4,
    /// King.
    King = 5,
}

impl Role {
    /// All roles, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The roles a pawn may promote to, strongest first.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// Index 0..6.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The orthodox (board A) letter, uppercase: `P N B R Q K`.
    pub const fn letter_a(self) -> char {
        match self {
            Role::Pawn => 'P',
            Role::Knight => 'N',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            Role::Queen => 'Q',
            Role::King => 'K',
        }
    }

    /// The rules page's board-B letter, uppercase: `S O C U T L`.
    pub const fn letter_b(self) -> char {
        match self {
            Role::Pawn => 'S',
            Role::Knight => 'O',
            Role::Bishop => 'C',
            Role::Rook => 'U',
            Role::Queen => 'T',
            Role::King => 'L',
        }
    }

    /// The letter of this role on `board`, uppercase.
    pub const fn letter_on(self, board: Board) -> char {
        match board {
            Board::A => self.letter_a(),
            Board::B => self.letter_b(),
        }
    }

    /// Reads an uppercase or lowercase letter of either board; returns the role and the board the
    /// letter names.
    pub fn from_letter(c: char) -> Option<(Role, Board)> {
        let upper = c.to_ascii_uppercase();
        Role::ALL.into_iter().find_map(|role| {
            if role.letter_a() == upper {
                Some((role, Board::A))
            } else if role.letter_b() == upper {
                Some((role, Board::B))
            } else {
                None
            }
        })
    }

    /// Lowercase English name (`"knight"`).
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }

    /// Whether the role moves along lines (bishop, rook, queen).
    #[inline]
    pub const fn is_slider(self) -> bool {
        matches!(self, Role::Bishop | Role::Rook | Role::Queen)
    }
}

/// A coloured piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What it is.
    pub role: Role,
}

impl Piece {
    /// A piece of `color` and `role`.
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// The FEN letter of this piece on `board` (uppercase for white).
    pub fn fen_char(self, board: Board) -> char {
        let c = self.role.letter_on(board);
        match self.color {
            Color::White => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }

    /// A short code such as `wK` or `bP` (colour, then the orthodox letter).
    pub fn code(self) -> String {
        format!("{}{}", self.color.char(), self.role.letter_a())
    }
}

/// One of the two boards ("worlds").
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Board {
    /// Board 1: every piece starts here.
    A = 0,
    /// Board 2, "through the looking-glass".
    B = 1,
}

impl Board {
    /// Both boards.
    pub const ALL: [Board; 2] = [Board::A, Board::B];

    /// The board a piece moving from this one lands on.
    #[inline]
    pub const fn other(self) -> Board {
        match self {
            Board::A => Board::B,
            Board::B => Board::A,
        }
    }

    /// `0` for A, `1` for B.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `'A'` or `'B'`.
    pub const fn char(self) -> char {
        match self {
            Board::A => 'A',
            Board::B => 'B',
        }
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}
