//! Errors as data: what is wrong with a FEN, a PGN text, a move text or a game action, as a
//! [`Problem`] — a code (one per kind of sentence) and its [`Detail`]s — so that a front end can
//! say it in any language. The wasm build hands problems to JavaScript (the `problem` of the
//! errors it throws: `code` is the key of the sentence in `www/i18n/<lang>/errors.js`,
//! `errors.<code>`) and has no English for them; the errors' `Display` (the CLI, the Rust tests)
//! is the same English as `www/i18n/en/errors.js` says (tests/errors.rs and
//! tests/wasm/errors.test.mjs check it).
//!
//! # Codes and their details, in order
//! - A FEN ([`FenError`]; worded `invalid FEN: …`): `fen.empty`; `fen.fieldCount` (fields
//!   found), `fen.rankCount` (ranks found), `fen.rankLength` (rank, squares described),
//!   `fen.badChar` (the character, rank), `fen.badBar` (rank), `fen.side`, `fen.castling`,
//!   `fen.enPassant`, `fen.halfmoveClock`, `fen.fullmoveNumber` (each: the field as found); a
//!   position that breaks a rule ([`PositionError`]): `position.missingKing` (side),
//!   `position.tooManyKings` (side, how many), `position.pawnOnBackRank` (square),
//!   `position.castlingRight` (the right's letter, king's square, rook's corner),
//!   `position.epRank` (square, side to move), `position.epNoPawn`, `position.epStartOccupied`,
//!   `position.epPassedOccupied` (square), `position.oppositeCheck` (the side in check).
//! - A PGN text ([`PgnError`]): `pgn.empty`; `pgn.tagName`, `pgn.tagValue`, `pgn.tagUnclosed`,
//!   `pgn.tagClose` (line, the line's text); `pgn.comment`, `pgn.variationOpen`,
//!   `pgn.parenthesis`, `pgn.variation` (line); `pgn.fen` (line, the FEN's problem);
//!   `pgn.variant` (line, the tag's value); `pgn.move` (line, move number, side, the move's
//!   problem); `pgn.afterEnd` (line, move number, side, the token, the outcome);
//!   `pgn.noSuchGame` (index asked for, games in the text); `pgn.resultContradicts` (line, the result given, the outcome);
//!   the caps: `pgn.tooLong` (the most megabytes a text may have), `pgn.tooManyTags`,
//!   `pgn.tooManyMoves` (line, the most a game may have).
//! - A move text ([`MoveParseError`]): `move.empty`; `move.syntax` (the text); `move.illegal`
//!   (the text, and why: a refusal's reason, [`crate::explain::Reason`], when known);
//!   `move.ambiguous` (the text, the moves it could be).
//! - A game action ([`GameError`]): the move's problem; `game.illegal` (the move, in
//!   coordinates: a [`Move`] given as such, never by the wasm); `game.over`
//!   (the outcome); for a host's ending ([`Game::end_by`](crate::Game::end_by)): `end.result`
//!   (the result given), `end.emptyReason`, `end.longReason` (the longest allowed),
//!   `end.controlCharacters`.

use crate::explain::Reason;
use crate::fen::FenError;
use crate::game::{EndProblem, GameError, Outcome, MAX_END_REASON};
use crate::moves::Move;
use crate::pgn::{PgnError, TagProblem};
use crate::san::MoveParseError;
use crate::setup::{EnPassantProblem, PositionError};
use crate::square::Square;
use crate::types::Color;

/// What is wrong, as data: a code and its details in order (see the module docs). It borrows
/// from the error it describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem<'a> {
    /// The kind of problem: `fen.side`, `pgn.move`, … (the message `errors.<code>`).
    pub code: &'static str,
    /// Its details, in order.
    pub args: Vec<Detail<'a>>,
}

/// One detail of a [`Problem`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Detail<'a> {
    /// A count, a rank, a line or move number.
    Number(usize),
    /// Text as it was given (a FEN field, a move, a tag's value).
    Text(&'a str),
    /// A character as it was given (in a FEN).
    Char(char),
    /// A side.
    Color(Color),
    /// A square.
    Square(Square),
    /// A move, written in coordinates (`e2e4`).
    Move(Move),
    /// Moves to choose from, in notation.
    Moves(&'a [String]),
    /// Why a move is refused.
    Reason(&'a Reason),
    /// How a game ended.
    Outcome(Outcome),
    /// The problem of a part (the FEN of a PGN's `FEN` tag, one of its moves).
    Problem(Box<Problem<'a>>),
}

/// Every code (for the tests).
pub const CODES: [&str; 48] = [
    "fen.empty",
    "fen.fieldCount",
    "fen.rankCount",
    "fen.rankLength",
    "fen.badChar",
    "fen.badBar",
    "fen.side",
    "fen.castling",
    "fen.enPassant",
    "fen.halfmoveClock",
    "fen.fullmoveNumber",
    "position.missingKing",
    "position.tooManyKings",
    "position.pawnOnBackRank",
    "position.castlingRight",
    "position.epRank",
    "position.epNoPawn",
    "position.epStartOccupied",
    "position.epPassedOccupied",
    "position.oppositeCheck",
    "pgn.empty",
    "pgn.tagName",
    "pgn.tagValue",
    "pgn.tagUnclosed",
    "pgn.tagClose",
    "pgn.comment",
    "pgn.variationOpen",
    "pgn.parenthesis",
    "pgn.variation",
    "pgn.fen",
    "pgn.variant",
    "pgn.move",
    "pgn.afterEnd",
    "pgn.noSuchGame",
    "pgn.resultContradicts",
    "pgn.tooLong",
    "pgn.tooManyTags",
    "pgn.tooManyMoves",
    "move.empty",
    "move.syntax",
    "move.illegal",
    "move.ambiguous",
    "game.illegal",
    "game.over",
    "end.result",
    "end.emptyReason",
    "end.longReason",
    "end.controlCharacters",
];

impl<'a> Problem<'a> {
    fn new(code: &'static str, args: Vec<Detail<'a>>) -> Problem<'a> {
        Problem { code, args }
    }
}

fn text(s: &str) -> Detail<'_> {
    Detail::Text(s)
}

fn nested(problem: Problem<'_>) -> Detail<'_> {
    Detail::Problem(Box::new(problem))
}

impl FenError {
    /// This error as data (see the module docs).
    pub fn problem(&self) -> Problem<'_> {
        let (code, args) = match self {
            FenError::Empty => ("fen.empty", vec![]),
            FenError::FieldCount(n) => ("fen.fieldCount", vec![Detail::Number(*n)]),
            FenError::RankCount(n) => ("fen.rankCount", vec![Detail::Number(*n)]),
            FenError::RankLength { rank, squares } => (
                "fen.rankLength",
                vec![Detail::Number(usize::from(*rank)), Detail::Number(*squares)],
            ),
            FenError::BadChar { ch, rank } => (
                "fen.badChar",
                vec![Detail::Char(*ch), Detail::Number(usize::from(*rank))],
            ),
            FenError::BadBar { rank } => ("fen.badBar", vec![Detail::Number(usize::from(*rank))]),
            FenError::Side(s) => ("fen.side", vec![text(s)]),
            FenError::Castling(s) => ("fen.castling", vec![text(s)]),
            FenError::EnPassant(s) => ("fen.enPassant", vec![text(s)]),
            FenError::HalfmoveClock(s) => ("fen.halfmoveClock", vec![text(s)]),
            FenError::FullmoveNumber(s) => ("fen.fullmoveNumber", vec![text(s)]),
            FenError::Position(e) => return e.problem(),
        };
        Problem::new(code, args)
    }
}

impl PositionError {
    /// This error as data (see the module docs).
    pub fn problem(&self) -> Problem<'_> {
        let (code, args) = match *self {
            PositionError::MissingKing(c) => ("position.missingKing", vec![Detail::Color(c)]),
            PositionError::TooManyKings(c, n) => (
                "position.tooManyKings",
                vec![Detail::Color(c), Detail::Number(n)],
            ),
            PositionError::PawnOnBackRank(sq) => {
                ("position.pawnOnBackRank", vec![Detail::Square(sq)])
            }
            PositionError::BadCastlingRight { letter, king, rook } => (
                "position.castlingRight",
                vec![
                    Detail::Char(letter),
                    Detail::Square(king),
                    Detail::Square(rook),
                ],
            ),
            PositionError::BadEnPassant(sq, why) => match why {
                EnPassantProblem::Rank(c) => (
                    "position.epRank",
                    vec![Detail::Square(sq), Detail::Color(c)],
                ),
                EnPassantProblem::NoPawn => ("position.epNoPawn", vec![Detail::Square(sq)]),
                EnPassantProblem::StartOccupied => {
                    ("position.epStartOccupied", vec![Detail::Square(sq)])
                }
                EnPassantProblem::PassedOccupied => {
                    ("position.epPassedOccupied", vec![Detail::Square(sq)])
                }
            },
            PositionError::OppositeCheck(c) => ("position.oppositeCheck", vec![Detail::Color(c)]),
        };
        Problem::new(code, args)
    }
}

impl PgnError {
    /// This error as data (see the module docs).
    pub fn problem(&self) -> Problem<'_> {
        let (code, args) = match self {
            PgnError::Empty => ("pgn.empty", vec![]),
            PgnError::Tag {
                line,
                text: line_text,
                problem,
            } => (
                match problem {
                    TagProblem::Name => "pgn.tagName",
                    TagProblem::Value => "pgn.tagValue",
                    TagProblem::Unclosed => "pgn.tagUnclosed",
                    TagProblem::Close => "pgn.tagClose",
                },
                vec![Detail::Number(*line), text(line_text)],
            ),
            PgnError::UnterminatedComment { line } => ("pgn.comment", vec![Detail::Number(*line)]),
            PgnError::UnterminatedVariation { line } => {
                ("pgn.variationOpen", vec![Detail::Number(*line)])
            }
            PgnError::UnbalancedParenthesis { line } => {
                ("pgn.parenthesis", vec![Detail::Number(*line)])
            }
            // One problem only today: a `(` with no move before it.
            PgnError::Variation { line, .. } => ("pgn.variation", vec![Detail::Number(*line)]),
            PgnError::Fen { line, error } => (
                "pgn.fen",
                vec![Detail::Number(*line), nested(error.problem())],
            ),
            PgnError::Variant { line, value } => {
                ("pgn.variant", vec![Detail::Number(*line), text(value)])
            }
            PgnError::Move {
                line,
                number,
                color,
                error,
            } => (
                "pgn.move",
                vec![
                    Detail::Number(*line),
                    Detail::Number(*number as usize),
                    Detail::Color(*color),
                    nested(error.problem()),
                ],
            ),
            PgnError::AfterEnd {
                line,
                number,
                color,
                token,
                outcome,
            } => (
                "pgn.afterEnd",
                vec![
                    Detail::Number(*line),
                    Detail::Number(*number as usize),
                    Detail::Color(*color),
                    text(token),
                    Detail::Outcome(*outcome),
                ],
            ),
            PgnError::NoSuchGame { index, count } => (
                "pgn.noSuchGame",
                vec![Detail::Number(*index), Detail::Number(*count)],
            ),
            PgnError::TooLong { max } => ("pgn.tooLong", vec![Detail::Number(max / 1_000_000)]),
            PgnError::TooManyTags { line, max } => (
                "pgn.tooManyTags",
                vec![Detail::Number(*line), Detail::Number(*max)],
            ),
            PgnError::TooManyMoves { line, max } => (
                "pgn.tooManyMoves",
                vec![Detail::Number(*line), Detail::Number(*max)],
            ),
            PgnError::ResultContradicts {
                line,
                result,
                outcome,
            } => (
                "pgn.resultContradicts",
                vec![
                    Detail::Number(*line),
                    text(result),
                    Detail::Outcome(*outcome),
                ],
            ),
        };
        Problem::new(code, args)
    }
}

impl MoveParseError {
    /// This error as data (see the module docs).
    pub fn problem(&self) -> Problem<'_> {
        let (code, args) = match self {
            MoveParseError::Empty => ("move.empty", vec![]),
            MoveParseError::Syntax(t) => ("move.syntax", vec![text(t)]),
            MoveParseError::Illegal(t, why) => {
                let mut args = vec![text(t)];
                args.extend(why.as_ref().map(Detail::Reason));
                ("move.illegal", args)
            }
            MoveParseError::Ambiguous(t, options) => {
                ("move.ambiguous", vec![text(t), Detail::Moves(options)])
            }
        };
        Problem::new(code, args)
    }
}

impl GameError {
    /// This error as data (see the module docs).
    pub fn problem(&self) -> Problem<'_> {
        let (code, args) = match self {
            GameError::Move(e) => return e.problem(),
            GameError::Illegal(m, _) => ("game.illegal", vec![Detail::Move(*m)]),
            GameError::Over(outcome) => ("game.over", vec![Detail::Outcome(*outcome)]),
            GameError::BadEnd(why) => match why {
                EndProblem::Result(shown) => ("end.result", vec![text(shown)]),
                EndProblem::EmptyReason => ("end.emptyReason", vec![]),
                EndProblem::LongReason => ("end.longReason", vec![Detail::Number(MAX_END_REASON)]),
                EndProblem::ControlCharacters => ("end.controlCharacters", vec![]),
            },
        };
        Problem::new(code, args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_distinct_and_named_by_area() {
        let distinct: std::collections::HashSet<&str> = CODES.iter().copied().collect();
        assert_eq!(distinct.len(), CODES.len());
        for code in CODES {
            let (area, name) = code.split_once('.').unwrap();
            assert!(["fen", "position", "pgn", "move", "game", "end"].contains(&area));
            assert!(name.chars().all(|c| c.is_ascii_alphabetic()), "{code}");
        }
    }
}
