//! How a game ends: an [`Outcome`] — a win (why: [`WinReason`]), a draw (why: [`DrawReason`]) or
//! an aborted game — with its PGN result and its words.
//!
//! Vocabulary, below the notation: a refused move's reason can be that the game is over
//! ([`crate::explain::Arg::Outcome`]), and the game ([`crate::game`], which re-exports these
//! types) finds and records the outcome.

use crate::types::Color;
use std::fmt;

/// Why a game was won.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The loser is checkmated.
    Checkmate,
    /// The loser resigned.
    Resignation,
    /// The loser's clock ran out.
    Timeout,
    /// The loser left the game and the winner claimed it ([`Game::abandon`](crate::game::Game::abandon)).
    Abandonment,
    /// The host (a game server) decided it, for a reason of its own
    /// ([`Game::end_by`](crate::Game::end_by)).
    Host,
}

/// Why a game was drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// The same position occurred for the third time.
    ThreefoldRepetition,
    /// 100 half-moves without a capture or a pawn move.
    FiftyMoveRule,
    /// Only the two kings are left.
    BareKings,
    /// Both players agreed.
    Agreement,
    /// A clock ran out while the opponent had only a king left.
    TimeoutVsLoneKing,
    /// The host (a game server) decided it, for a reason of its own
    /// ([`Game::end_by`](crate::Game::end_by)).
    Host,
}

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The winner.
        winner: Color,
        /// Why.
        reason: WinReason,
    },
    /// A draw.
    Draw {
        /// Why.
        reason: DrawReason,
    },
    /// The players abandoned the game before it really began: no result (`*`), no winner.
    Aborted,
}

impl Outcome {
    /// The PGN result: `1-0`, `0-1`, `1/2-1/2`, or `*` for an aborted game.
    pub fn result(self) -> &'static str {
        match self {
            Outcome::Win {
                winner: Color::White,
                ..
            } => "1-0",
            Outcome::Win {
                winner: Color::Black,
                ..
            } => "0-1",
            Outcome::Draw { .. } => "1/2-1/2",
            Outcome::Aborted => "*",
        }
    }

    /// The winner, if any.
    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw { .. } | Outcome::Aborted => None,
        }
    }

    /// The reason in words, one vocabulary for the core, the wasm, the element and the docs:
    /// `checkmate`, `stalemate`, `threefold repetition`, `fifty moves`, `insufficient material`
    /// (only the kings are left), `resignation`, `timeout` (a loss, or a draw when the opponent
    /// has only a king left), `agreement`, `abandonment`, `aborted`; `host` for an ending the host
    /// decided (its own words: [`Game::end_reason`](crate::game::Game::end_reason)).
    pub fn reason(self) -> &'static str {
        match self {
            Outcome::Win { reason, .. } => match reason {
                WinReason::Checkmate => "checkmate",
                WinReason::Resignation => "resignation",
                WinReason::Timeout => "timeout",
                WinReason::Abandonment => "abandonment",
                WinReason::Host => "host",
            },
            Outcome::Draw { reason } => match reason {
                DrawReason::Stalemate => "stalemate",
                DrawReason::ThreefoldRepetition => "threefold repetition",
                DrawReason::FiftyMoveRule => "fifty moves",
                DrawReason::BareKings => "insufficient material",
                DrawReason::Agreement => "agreement",
                DrawReason::TimeoutVsLoneKing => "timeout",
                DrawReason::Host => "host",
            },
            Outcome::Aborted => "aborted",
        }
    }
}

impl fmt::Display for Outcome {
    /// `Checkmate — White wins`, `Draw by stalemate`, `Game aborted`, …
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => {
                let why = match reason {
                    WinReason::Checkmate => "Checkmate",
                    WinReason::Resignation => match winner {
                        Color::White => "Black resigns",
                        Color::Black => "White resigns",
                    },
                    WinReason::Timeout => match winner {
                        Color::White => "Black ran out of time",
                        Color::Black => "White ran out of time",
                    },
                    WinReason::Abandonment => match winner {
                        Color::White => "Black left the game",
                        Color::Black => "White left the game",
                    },
                    WinReason::Host => "Game over",
                };
                let who = winner.fold("White", "Black");
                write!(f, "{why} — {who} wins")
            }
            Outcome::Draw { reason } => {
                let why = match reason {
                    DrawReason::Stalemate => "stalemate",
                    DrawReason::ThreefoldRepetition => "threefold repetition",
                    DrawReason::FiftyMoveRule => "the fifty-move rule",
                    DrawReason::BareKings => "bare kings",
                    DrawReason::Agreement => "agreement",
                    DrawReason::TimeoutVsLoneKing => "timeout (the opponent has only a king left)",
                    DrawReason::Host => "decision of the host",
                };
                write!(f, "Draw by {why}")
            }
            Outcome::Aborted => f.write_str("Game aborted"),
        }
    }
}
