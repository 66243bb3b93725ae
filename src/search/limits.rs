//! What to search: the [`Limits`] of a search and the [`Control`] a protocol (UCI) adds.

use super::MAX_LEVEL;
use crate::moves::Move;
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::sync::Arc;

/// What to search: limits (all optional; no limit at all means the level's depth or, at the
/// maximum level, [`MAX_PLY`](super::MAX_PLY)), the playing level and the seed of its randomness.
#[derive(Clone, Debug, PartialEq)]
pub struct Limits {
    /// Deepest iteration.
    pub depth: Option<u32>,
    /// Stop after about this many nodes.
    pub nodes: Option<u64>,
    /// Stop after this many milliseconds.
    pub movetime_ms: Option<f64>,
    /// Playing level, 1..=[`MAX_LEVEL`].
    pub level: u8,
    /// Seed of the weaker levels' choices.
    pub seed: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            depth: None,
            nodes: None,
            movetime_ms: None,
            level: MAX_LEVEL,
            seed: 0,
        }
    }
}

/// What a search driven by a protocol (UCI) needs beyond [`Limits`]. The default changes
/// nothing: [`Searcher::search`](super::Searcher::search) is [`Searcher::search_with`](super::Searcher::search_with) with `Control::default()`.
#[derive(Clone, Debug, Default)]
pub struct Control {
    /// The time to aim for, in ms (see [`time::TimeManager`](super::time::TimeManager)): no new iteration once it is used
    /// up. [`Limits::movetime_ms`] stays the hard limit.
    pub soft_ms: Option<f64>,
    /// How many best lines to search and report (0 and 1: one). Each line excludes the first
    /// moves of the lines before it.
    pub multipv: usize,
    /// Stop as soon as a mate in at most this many moves is found.
    pub mate: Option<u32>,
    /// Search only these root moves (empty, or none of them legal: all moves).
    pub only: Vec<Move>,
    /// A stop flag to obey instead of the searcher's own; the search never clears it (so a stop
    /// sent before the search starts is not lost).
    pub stop: Option<Arc<AtomicBool>>,
    /// A helper of a parallel search (0: the main search): it starts no new table generation
    /// and skips some depths so that the threads spread over different depths.
    pub helper: usize,
    /// Nodes searched by the helpers of a parallel search: helpers add to it as they go, the
    /// main search adds it to the nodes it reports.
    pub shared_nodes: Option<Arc<AtomicU64>>,
    /// While this flag is set no time limit applies (pondering, `go infinite`); once it is
    /// cleared, the limits apply, counted from the start of the search.
    pub hold: Option<Arc<AtomicBool>>,
}
