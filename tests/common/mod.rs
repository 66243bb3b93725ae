//! Helpers shared by the integration tests: a tiny seeded random generator and random games.

#![allow(dead_code)]

use alice_chess::Position;

pub use alice_chess::search::levels::Rng;

pub mod fixture;
pub mod random_tree;

/// Start positions for random games: the usual start and a few with pieces on both boards.
pub const STARTS: [&str; 5] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/ppp1pppp/8/8/2p5/5O2/PP1PPPPP/RNBQKB1R w KQkq - 0 3",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "4k3/1P6/8/3sP3/8/8/6p1/4K3 w - d6 0 1",
];

/// Plays a random game of at most `max_plies` from `start`, calling `visit` on every position
/// before its move is chosen.
pub fn random_game(
    start: Position,
    rng: &mut Rng,
    max_plies: usize,
    mut visit: impl FnMut(&Position),
) -> Position {
    let mut pos = start;
    for _ in 0..max_plies {
        visit(&pos);
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        pos.play(m).expect("generated moves are legal");
    }
    pos
}
