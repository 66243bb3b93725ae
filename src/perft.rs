//! Perft: counting the leaves of the legal-move tree, the standard test of move generation.

use crate::moves::Move;
use crate::position::Position;

/// The number of leaf nodes `depth` plies below `pos` (the last ply is counted in bulk).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(),
        _ => pos
            .legal_moves()
            .iter()
            .map(|&m| {
                let mut child = *pos;
                child.play_unchecked(m);
                perft(&child, depth - 1)
            })
            .sum(),
    }
}

/// Perft split by first move: each legal move with its leaf count at `depth - 1` below it.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    pos.legal_moves()
        .iter()
        .map(|&m| {
            let mut child = *pos;
            child.play_unchecked(m);
            (m, perft(&child, depth.saturating_sub(1)))
        })
        .collect()
}
