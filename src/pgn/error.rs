//! Why PGN text could not be read: [`PgnError`] and [`TagProblem`], each naming where.

use crate::fen::FenError;
use crate::game::Outcome;
use crate::position::Position;
use crate::san::MoveParseError;
use crate::types::Color;
use std::fmt;

/// Why PGN text could not be read. Every variant names where the problem is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnError {
    /// The text holds no game: no tag and no move.
    Empty,
    /// A tag pair is malformed.
    Tag {
        /// Line number (from 1).
        line: usize,
        /// The line, shortened.
        text: String,
        /// What is wrong.
        problem: TagProblem,
    },
    /// A `{` comment is never closed.
    UnterminatedComment {
        /// Line of the `{`.
        line: usize,
    },
    /// A `(` variation is never closed.
    UnterminatedVariation {
        /// Line of the `(`.
        line: usize,
    },
    /// A `)` closes no variation.
    UnbalancedParenthesis {
        /// Line of the `)`.
        line: usize,
    },
    /// A variation the tree reader ([`crate::tree::pgn`]) cannot place: a `(` with no move
    /// before it in its line (a variation is another move in place of the move before it).
    Variation {
        /// Line of the `(`.
        line: usize,
        /// What is wrong.
        problem: &'static str,
    },
    /// The `FEN` tag does not hold a valid position.
    Fen {
        /// Line of the tag.
        line: usize,
        /// The FEN's own error.
        error: FenError,
    },
    /// The `Variant` tag names another game.
    Variant {
        /// Line of the tag.
        line: usize,
        /// The tag's value, shortened.
        value: String,
    },
    /// A move token was not accepted.
    Move {
        /// Line of the token.
        line: usize,
        /// Full-move number of the move.
        number: u32,
        /// The side to move.
        color: Color,
        /// Why (the error names the token).
        error: MoveParseError,
    },
    /// A move follows the end of the game (checkmate, stalemate, a draw the rules declare).
    AfterEnd {
        /// Line of the token.
        line: usize,
        /// Full-move number of the move.
        number: u32,
        /// The side to move.
        color: Color,
        /// The token, shortened.
        token: String,
        /// How the game had ended.
        outcome: Outcome,
    },
    /// A game was asked for by its index (from 0) and the text holds fewer games.
    NoSuchGame {
        /// The index asked for.
        index: usize,
        /// How many games the text holds.
        count: usize,
    },
    /// The text is longer than the readers take ([`super::MAX_PGN_BYTES`]): nothing was read.
    TooLong {
        /// The most bytes a text may have.
        max: usize,
    },
    /// A game has more tag pairs than [`super::MAX_TAGS`].
    TooManyTags {
        /// Line of the first tag beyond the cap.
        line: usize,
        /// The most tags a game may have.
        max: usize,
    },
    /// A game holds more moves than [`super::MAX_MOVES`], its variations' included.
    TooManyMoves {
        /// Line of the first move beyond the cap.
        line: usize,
        /// The most moves a game may hold.
        max: usize,
    },
    /// The result contradicts how the rules ended the game.
    ResultContradicts {
        /// Line of the result (token or tag).
        line: usize,
        /// The result given.
        result: String,
        /// How the game ended by the rules.
        outcome: Outcome,
    },
}

impl PgnError {
    /// A move (line `line`) refused in `pos`, for `error` (which names the token).
    pub(crate) fn bad_move(line: usize, pos: &Position, error: MoveParseError) -> PgnError {
        PgnError::Move {
            line,
            number: pos.fullmove_number(),
            color: pos.turn(),
            error,
        }
    }

    /// Move token `token` (line `line`) met in `pos`, where the game is already over.
    pub(crate) fn after_end(
        line: usize,
        pos: &Position,
        token: &str,
        outcome: Outcome,
    ) -> PgnError {
        PgnError::AfterEnd {
            line,
            number: pos.fullmove_number(),
            color: pos.turn(),
            token: super::shorten(token, 24),
            outcome,
        }
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnError::Empty => f.write_str("empty PGN: no tags and no moves"),
            PgnError::Tag {
                line,
                text,
                problem,
            } => write!(f, "line {line}: malformed tag '{text}': {problem}"),
            PgnError::UnterminatedComment { line } => write!(
                f,
                "line {line}: unterminated comment: '{{' is never closed by '}}'"
            ),
            PgnError::UnterminatedVariation { line } => write!(
                f,
                "line {line}: unterminated variation: '(' is never closed by ')'"
            ),
            PgnError::UnbalancedParenthesis { line } => write!(
                f,
                "line {line}: unbalanced parenthesis: ')' closes no variation"
            ),
            PgnError::Variation { line, problem } => write!(f, "line {line}: {problem}"),
            PgnError::Fen { line, error } => write!(f, "line {line}: bad FEN tag: {error}"),
            PgnError::Variant { line, value } => write!(
                f,
                "line {line}: not an Alice chess game: the Variant tag says '{value}'"
            ),
            PgnError::Move {
                line,
                number,
                color,
                error,
            } => write!(f, "move {number} ({color}): {error} (line {line})"),
            PgnError::AfterEnd {
                line,
                number,
                color,
                token,
                outcome,
            } => write!(
                f,
                "move {number} ({color}): '{token}' comes after the end of the game ({outcome}) (line {line})"
            ),
            PgnError::NoSuchGame { index, count } => match count {
                0 => write!(f, "no game at index {index}: the PGN text holds no game"),
                1 => write!(f, "no game at index {index}: the PGN text holds 1 game (index 0)"),
                n => write!(
                    f,
                    "no game at index {index}: the PGN text holds {n} games (indexes 0 to {})",
                    n - 1
                ),
            },
            PgnError::TooLong { max } => write!(
                f,
                "the PGN text is too long: at most {} MB can be read",
                max / 1_000_000
            ),
            PgnError::TooManyTags { line, max } => {
                write!(f, "line {line}: too many tags: a game may have at most {max}")
            }
            PgnError::TooManyMoves { line, max } => write!(
                f,
                "line {line}: too many moves: a game may hold at most {max}, its variations' included"
            ),
            PgnError::ResultContradicts {
                line,
                result,
                outcome,
            } => write!(
                f,
                "line {line}: the result '{result}' contradicts the game: {outcome} ({})",
                outcome.result()
            ),
        }
    }
}

impl std::error::Error for PgnError {}

/// What is wrong with a malformed tag pair ([`PgnError::Tag`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TagProblem {
    /// No name after the `[`.
    Name,
    /// No value in double quotes after the name.
    Value,
    /// The value is not closed by `"`.
    Unclosed,
    /// No `]` after the value.
    Close,
}

impl fmt::Display for TagProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TagProblem::Name => "expected a tag name after '['",
            TagProblem::Value => "expected a value in double quotes after the name",
            TagProblem::Unclosed => "the value is not closed by '\"'",
            TagProblem::Close => "expected ']' after the value",
        })
    }
}
