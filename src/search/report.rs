//! What a search tells: the [`Score`] as people read it, [`Info`] after each iteration and the
//! [`SearchResult`].

use super::{MATE, MATE_BOUND};
use crate::moves::Move;
use std::fmt;

/// A score as shown to people: centipawns or moves to mate.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns from the side to move's view.
    Cp(i32),
    /// Mate in this many moves (negative: the side to move gets mated).
    Mate(i32),
}

impl Score {
    /// From an internal score (see [`MATE`]).
    pub fn from_internal(score: i32) -> Score {
        if score >= MATE_BOUND {
            Score::Mate((MATE - score + 1) / 2)
        } else if score <= -MATE_BOUND {
            Score::Mate(-(MATE + score) / 2)
        } else {
            Score::Cp(score)
        }
    }
}

impl fmt::Display for Score {
    /// `cp 35` or `mate -2`, as in UCI info lines.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Cp(cp) => write!(f, "cp {cp}"),
            Score::Mate(n) => write!(f, "mate {n}"),
        }
    }
}

/// Progress after each completed iteration.
#[derive(Clone, Debug)]
pub struct Info {
    /// Which line this is, 1 for the best (see [`Control::multipv`](super::Control::multipv)).
    pub multipv: usize,
    /// The iteration's depth.
    pub depth: u32,
    /// The deepest ply reached.
    pub seldepth: u32,
    /// The best score.
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Milliseconds since the search started.
    pub time_ms: f64,
    /// Transposition-table use in permille.
    pub hashfull: u32,
    /// The principal variation.
    pub pv: Vec<Move>,
}

impl Info {
    /// Nodes per second.
    pub fn nps(&self) -> u64 {
        (self.nodes as f64 * 1000.0 / self.time_ms.max(1.0)) as u64
    }
}

/// The outcome of a search.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The move to play; `None` only when there is no legal move.
    pub best: Option<Move>,
    /// Its score (for a position without moves: mated or stalemate).
    pub score: Score,
    /// The last completed depth.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds used.
    pub time_ms: f64,
    /// The principal variation, starting with `best`.
    pub pv: Vec<Move>,
}
