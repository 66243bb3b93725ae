//! Helpers shared by the integration tests: a tiny seeded random generator and random games.

#![allow(dead_code)]

use alice_chess::Position;

/// xorshift64*: small, seeded, good enough for test games.
pub struct Rng(u64);

impl Rng {
    /// A generator from a non-zero seed (zero is mapped to a constant).
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1).wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

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
