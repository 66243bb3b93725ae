//! Forsyth–Edwards Notation for Alice chess.
//!
//! # What the parser accepts
//! Six space-separated fields (placement, side to move, castling, en-passant square, half-move
//! clock, full-move number). The fields after the side to move may be left out from the end, as
//! many sites and hand-written FENs do: no castling field means no castling rights (`-`), no
//! en-passant field no en-passant square, and missing counters are `0 1`; with five fields, the
//! full-move number is the one missing, as lichess reads them (`… w KQkq - 12`: half-move clock
//! 12, full-move number 1). A field that is there must be well formed.
//! In the placement, board-A pieces are `PNBRQK` (white) / `pnbrqk` (black) and board-B pieces
//! either the rules page's letters `SOCUTL` / `socutl` (pawn, knight, bishop, rook, queen, king),
//! or an orthodox letter behind a `|` (`|N` = white knight on B), the dialect of the largest Alice
//! site. Castling is `-` or a subset of `KQkq` in that order; the en-passant field is `-` or a
//! square. The parsed setup is then validated as a position (see [`PositionError`]).
//!
//! Writing always gives the six fields, board-B pieces in the rules page's letters, unless
//! [`FenStyle::BarPrefix`] asks for the `|` dialect.

use crate::position::Position;
use crate::setup::{CastlingRights, PositionError, Setup};
use crate::square::Square;
use crate::types::{Board, Color, Piece, Role};
use std::fmt;

/// How board-B pieces are written.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum FenStyle {
    /// The rules page's letters: `S O C U T L` (default).
    #[default]
    AliceLetters,
    /// An orthodox letter behind a bar: `|P |N |B |R |Q |K`.
    BarPrefix,
}

/// Why a FEN could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The input is empty.
    Empty,
    /// Not 2 to 6 fields.
    FieldCount(usize),
    /// The placement does not have 8 ranks.
    RankCount(usize),
    /// A rank describes more or fewer than 8 squares.
    RankLength {
        /// Rank number, 1..=8.
        rank: u8,
        /// Squares described.
        squares: usize,
    },
    /// A character that is neither a piece letter, a digit 1–8 nor `/`.
    BadChar {
        /// The character.
        ch: char,
        /// Rank number, 1..=8.
        rank: u8,
    },
    /// A `|` not followed by an orthodox piece letter.
    BadBar {
        /// Rank number, 1..=8.
        rank: u8,
    },
    /// The side field is not `w` or `b`.
    Side(String),
    /// The castling field is malformed.
    Castling(String),
    /// The en-passant field is neither `-` nor a square.
    EnPassant(String),
    /// The half-move clock is not a number.
    HalfmoveClock(String),
    /// The full-move number is not a positive number.
    FullmoveNumber(String),
    /// The fields are well formed but the position breaks a rule.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid FEN: ")?;
        match self {
            FenError::Empty => f.write_str("it is empty"),
            FenError::FieldCount(n) => write!(
                f,
                "expected 6 fields (placement, side, castling, en passant, half-move clock, full-move number; all but the first two may be left out), found {n}"
            ),
            FenError::RankCount(n) => write!(f, "expected 8 ranks separated by '/', found {n}"),
            FenError::RankLength { rank, squares } => {
                write!(f, "rank {rank} describes {squares} squares instead of 8")
            }
            FenError::BadChar { ch, rank } => write!(f, "unexpected character '{ch}' in rank {rank}"),
            FenError::BadBar { rank } => write!(
                f,
                "'|' in rank {rank} must be followed by one of PNBRQK or pnbrqk"
            ),
            FenError::Side(s) => write!(f, "side to move must be 'w' or 'b', found '{s}'"),
            FenError::Castling(s) => {
                write!(f, "castling field must be '-' or letters from 'KQkq', found '{s}'")
            }
            FenError::EnPassant(s) => {
                write!(f, "en-passant field must be '-' or a square, found '{s}'")
            }
            FenError::HalfmoveClock(s) => {
                write!(f, "half-move clock must be a number, found '{s}'")
            }
            FenError::FullmoveNumber(s) => write!(
                f,
                "full-move number must be a number of at least 1, found '{s}'"
            ),
            FenError::Position(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for FenError {}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> Self {
        FenError::Position(e)
    }
}

/// The FEN of the usual start position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Reads a FEN into an unvalidated [`Setup`].
///
/// # Errors
/// A [`FenError`] naming the malformed field.
pub fn parse_setup(fen: &str) -> Result<Setup, FenError> {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    match fields.len() {
        0 => return Err(FenError::Empty),
        2..=6 => {}
        n => return Err(FenError::FieldCount(n)),
    }
    let mut setup = Setup::empty();
    parse_placement(fields[0], &mut setup)?;
    setup.turn = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        other => return Err(FenError::Side(truncate(other))),
    };
    setup.castling = parse_castling(fields.get(2).copied().unwrap_or("-"))?;
    setup.ep_square = match fields.get(3).copied().unwrap_or("-") {
        "-" => None,
        s => Some(Square::parse(s).ok_or_else(|| FenError::EnPassant(truncate(s)))?),
    };
    // Five fields: the full-move number is the one left out (as lichess reads them).
    let (halfmove, fullmove) = match fields.get(4..).unwrap_or_default() {
        [half, full] => (Some(half), Some(full)),
        [half] => (Some(half), None),
        _ => (None, None),
    };
    if let Some(half) = halfmove {
        setup.halfmove_clock = half
            .parse()
            .map_err(|_| FenError::HalfmoveClock(truncate(half)))?;
    }
    if let Some(full) = fullmove {
        setup.fullmove_number = match full.parse::<u32>() {
            Ok(n) if n >= 1 => n,
            _ => return Err(FenError::FullmoveNumber(truncate(full))),
        };
    }
    Ok(setup)
}

/// Reads and validates a FEN.
///
/// # Errors
/// A [`FenError`]: a malformed field, or ([`FenError::Position`]) a rule the position breaks.
///
/// ```
/// use alice_chess::fen::{parse_fen, write_fen};
/// let fen = "rnbqkbnr/ppp1pppp/8/8/2p5/5O2/PP1PPPPP/RNBQKB1R w KQkq - 0 3";
/// let pos = parse_fen(fen).unwrap();
/// assert_eq!(write_fen(&pos), fen);
/// assert!(parse_fen("8/8/8/8/8/8/8/8 w - - 0 1").is_err());
/// ```
pub fn parse_fen(fen: &str) -> Result<Position, FenError> {
    Ok(Position::from_setup(&parse_setup(fen)?)?)
}

fn truncate(s: &str) -> String {
    s.chars().take(16).collect()
}

fn parse_placement(text: &str, setup: &mut Setup) -> Result<(), FenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::RankCount(ranks.len()));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank_number = 8 - i as u8;
        let mut file = 0usize;
        let mut chars = rank_text.chars();
        while let Some(c) = chars.next() {
            let placed = match c {
                '1'..='8' => {
                    file += c as usize - '0' as usize;
                    None
                }
                '|' => {
                    let letter = chars.next().ok_or(FenError::BadBar { rank: rank_number })?;
                    match Role::from_letter(letter) {
                        Some((role, Board::A)) => Some((role, Board::B, letter)),
                        _ => return Err(FenError::BadBar { rank: rank_number }),
                    }
                }
                _ => match Role::from_letter(c) {
                    Some((role, board)) if c.is_ascii_alphabetic() => Some((role, board, c)),
                    _ => {
                        return Err(FenError::BadChar {
                            ch: c,
                            rank: rank_number,
                        })
                    }
                },
            };
            if let Some((role, board, letter)) = placed {
                if file < 8 {
                    let color = if letter.is_ascii_uppercase() {
                        Color::White
                    } else {
                        Color::Black
                    };
                    let sq = Square::from_coords(file as u8, rank_number - 1);
                    setup.squares[sq.index()] = Some((Piece::new(color, role), board));
                }
                file += 1;
            }
            if file > 8 {
                return Err(FenError::RankLength {
                    rank: rank_number,
                    squares: file,
                });
            }
        }
        if file != 8 {
            return Err(FenError::RankLength {
                rank: rank_number,
                squares: file,
            });
        }
    }
    Ok(())
}

fn parse_castling(text: &str) -> Result<CastlingRights, FenError> {
    let mut rights = CastlingRights::NONE;
    if text == "-" {
        return Ok(rights);
    }
    let mut last = None;
    for c in text.chars() {
        let (color, short, order) = match c {
            'K' => (Color::White, true, 0),
            'Q' => (Color::White, false, 1),
            'k' => (Color::Black, true, 2),
            'q' => (Color::Black, false, 3),
            _ => return Err(FenError::Castling(truncate(text))),
        };
        if last.is_some_and(|l| order <= l) {
            return Err(FenError::Castling(truncate(text)));
        }
        last = Some(order);
        rights.set(color, short);
    }
    Ok(rights)
}

/// Writes the FEN of a position (board-B pieces in the rules page's letters).
pub fn write_fen(pos: &Position) -> String {
    write_fen_with(pos, FenStyle::AliceLetters)
}

/// Writes the FEN of a position in the given style.
pub fn write_fen_with(pos: &Position, style: FenStyle) -> String {
    let mut out = String::with_capacity(90);
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            let sq = Square::from_coords(file, rank);
            match pos.piece_at(sq) {
                None => empty += 1,
                Some((piece, board)) => {
                    if empty > 0 {
                        out.push((b'0' + empty) as char);
                        empty = 0;
                    }
                    match (board, style) {
                        (Board::B, FenStyle::BarPrefix) => {
                            out.push('|');
                            out.push(piece.fen_char(Board::A));
                        }
                        _ => out.push(piece.fen_char(board)),
                    }
                }
            }
        }
        if empty > 0 {
            out.push((b'0' + empty) as char);
        }
        if rank > 0 {
            out.push('/');
        }
    }
    let ep = pos
        .ep_square()
        .map_or_else(|| "-".to_string(), |sq| sq.to_string());
    out.push_str(&format!(
        " {} {} {} {} {}",
        pos.turn().char(),
        pos.castling_rights(),
        ep,
        pos.halfmove_clock(),
        pos.fullmove_number()
    ));
    out
}

impl Position {
    /// Reads and validates a FEN (see [`parse_fen`]).
    ///
    /// # Errors
    /// A [`FenError`] describing the problem.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        parse_fen(fen)
    }

    /// The FEN of this position (see [`write_fen`]).
    pub fn fen(&self) -> String {
        write_fen(self)
    }
}

// Here rather than in position.rs, so that the position knows nothing of FEN.
impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", write_fen(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(fen: &str) -> String {
        parse_fen(fen).unwrap_err().to_string()
    }

    #[test]
    fn start_round_trips() {
        assert_eq!(write_fen(&Position::start()), START_FEN);
        assert_eq!(parse_fen(START_FEN).unwrap(), Position::start());
    }

    #[test]
    fn bar_dialect_reads_and_writes() {
        let alice = "rnbqkbnr/ppp1pppp/8/8/2p5/5O2/PP1PPPPP/RNBQKB1R w KQkq - 0 3";
        let bar = "rnbqkbnr/ppp1pppp/8/8/2p5/5|N2/PP1PPPPP/RNBQKB1R w KQkq - 0 3";
        let pos = parse_fen(bar).unwrap();
        assert_eq!(write_fen(&pos), alice);
        assert_eq!(write_fen_with(&pos, FenStyle::BarPrefix), bar);
    }

    #[test]
    fn errors_name_the_problem() {
        assert!(err("").contains("empty"));
        assert!(err("8/8/8/8/8/8/8/8").contains("found 1"));
        assert!(err("8/8/8/8/8/8/8 w - - 0 1").contains("found 7"));
        assert!(err("4k3/8/8/8/8/8/8/4K4 w - - 0 1").contains("rank 1 describes 9"));
        assert!(err("4k3/8/8/8/8/8/8/4K2 w - - 0 1").contains("rank 1 describes 7"));
        assert!(err("4k3/8/8/8/8/8/8/4X3 w - - 0 1").contains("'X'"));
        assert!(err("4k3/8/8/8/8/8/8/4|S3 w - - 0 1").contains("'|'"));
        assert!(err("4k3/8/8/8/8/8/8/4K3 x - - 0 1").contains("side"));
        assert!(err("4k3/8/8/8/8/8/8/4K3 w KK - 0 1").contains("castling"));
        assert!(err("4k3/8/8/8/8/8/8/4K3 w - e9 0 1").contains("en-passant"));
        assert!(err("4k3/8/8/8/8/8/8/4K3 w - - x 1").contains("half-move"));
        assert!(err("4k3/8/8/8/8/8/8/4K3 w - - 0 0").contains("full-move"));
        assert!(err("8/8/8/8/8/8/8/4K3 w - - 0 1").contains("black has no king"));
        assert!(err("4k3/8/8/8/8/8/8/4KL2 w - - 0 1").contains("white has 2 kings"));
        assert!(err("4k3/8/8/8/8/8/8/S3K3 w - - 0 1").contains("a1"));
        assert!(err("4k3/8/8/8/8/8/8/4K3 w K - 0 1").contains("castling right 'K'"));
        assert!(err("4k3/8/8/8/8/8/8/4K2U w K - 0 1").contains("board A"));
        assert!(err("4k3/8/8/8/8/8/8/4K3 w - e6 0 1").contains("en-passant square e6"));
        assert!(err("4k3/8/8/8/8/8/8/4K3 w - e3 0 1").contains("6th rank"));
        assert!(err("4k2R/8/8/8/8/8/8/4K3 w - - 0 1").contains("black is in check"));
    }

    #[test]
    fn missing_counters_default_to_0_and_1() {
        let pos = parse_fen("4k3/8/8/8/8/8/8/4K3 w - -").unwrap();
        assert_eq!(write_fen(&pos), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        // Five fields: the full-move number is missing, the half-move clock is there.
        let pos = parse_fen("4k3/8/8/8/8/8/8/4K3 b - - 12").unwrap();
        assert_eq!(write_fen(&pos), "4k3/8/8/8/8/8/8/4K3 b - - 12 1");
        // Both dialects, with castling rights and an en-passant square.
        let alice = "rnbqkbnr/ppp1pppp/8/8/2p5/5O2/PP1PPPPP/RNBQKB1R w KQkq -";
        let bar = "rnbqkbnr/ppp1pppp/8/8/2p5/5|N2/PP1PPPPP/RNBQKB1R w KQkq -";
        let full = "rnbqkbnr/ppp1pppp/8/8/2p5/5O2/PP1PPPPP/RNBQKB1R w KQkq - 0 1";
        assert_eq!(write_fen(&parse_fen(alice).unwrap()), full);
        assert_eq!(write_fen(&parse_fen(bar).unwrap()), full);
        assert_eq!(
            write_fen(&parse_fen(&format!("{bar} 3")).unwrap()),
            full.replace(" 0 1", " 3 1")
        );
        let ep = "4k3/8/8/3sP3/8/8/8/4K3 w - d6";
        assert_eq!(write_fen(&parse_fen(ep).unwrap()), format!("{ep} 0 1"));
    }

    #[test]
    fn missing_castling_and_en_passant_fields_mean_none() {
        let pos = parse_fen("4k3/8/8/8/8/8/8/R3K2R w").unwrap();
        assert_eq!(write_fen(&pos), "4k3/8/8/8/8/8/8/R3K2R w - - 0 1");
        let pos = parse_fen("4k3/8/8/8/8/8/8/R3K2R b KQ").unwrap();
        assert_eq!(write_fen(&pos), "4k3/8/8/8/8/8/8/R3K2R b KQ - 0 1");
        assert!(err("4k3/8/8/8/8/8/8/4K3").contains("found 1"));
        assert!(err("4k3/8/8/8/8/8/8/4K3 x").contains("side"));
        assert!(err("4k3/8/8/8/8/8/8/R3K2R w KX").contains("castling"));
    }

    #[test]
    fn malformed_counters_are_still_errors() {
        assert!(err("4k3/8/8/8/8/8/8/4K3 w - - x").contains("half-move clock"));
        assert!(err("4k3/8/8/8/8/8/8/4K3 w - - 0 0").contains("full-move number"));
        assert!(err("4k3/8/8/8/8/8/8/4K3 w - - -1").contains("found '-1'"));
        assert!(err("4k3/8/8/8/8/8/8/4K3 w - - x 3").contains("half-move clock"));
        assert!(err("4k3/8/8/8/8/8/8/4K3 w - - 0 1 9").contains("found 7"));
    }

    #[test]
    fn king_on_board_b_is_valid() {
        let fen = "8/8/8/3L4/8/8/3u4/4k3 w - - 0 1";
        assert_eq!(write_fen(&parse_fen(fen).unwrap()), fen);
    }

    #[test]
    fn en_passant_square_is_validated() {
        // black pawn double-stepped to d5 and now stands on board B
        assert!(parse_fen("4k3/8/8/3sP3/8/8/8/4K3 w - d6 0 1").is_ok());
        // start square occupied
        assert!(parse_fen("4k3/3p4/8/3sP3/8/8/8/4K3 w - d6 0 1").is_err());
    }
}
