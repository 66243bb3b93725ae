//! Playing levels and the seeded randomness behind the weaker ones.
//!
//! The maximum level ([`MAX_LEVEL`]) always plays the best move it found with all the time it was
//! given. Lower levels search to a small depth and then choose among the moves that scored close
//! to the best, weighted by score with a temperature (a softmax): they prefer good moves, vary
//! their play, sometimes pick a slightly worse move, and miss what lies beyond their horizon
//! (sometimes one ply shorter still) — human-like mistakes rather than random blunders.

use crate::moves::Move;

/// The strongest level.
pub const MAX_LEVEL: u8 = 8;

/// How a level plays.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Level {
    /// Deepest iteration.
    pub depth: u32,
    /// Softmax temperature in centipawns (0: always the best move).
    pub temperature: f64,
    /// Moves scoring more than this below the best are never chosen.
    pub margin: i32,
    /// Chance of searching one ply less for a move.
    pub shallow_chance: f64,
}

const LEVELS: [Level; MAX_LEVEL as usize] = [
    Level {
        depth: 1,
        temperature: 90.0,
        margin: 250,
        shallow_chance: 0.0,
    },
    Level {
        depth: 2,
        temperature: 60.0,
        margin: 180,
        shallow_chance: 0.3,
    },
    Level {
        depth: 3,
        temperature: 45.0,
        margin: 120,
        shallow_chance: 0.3,
    },
    Level {
        depth: 4,
        temperature: 30.0,
        margin: 80,
        shallow_chance: 0.25,
    },
    Level {
        depth: 5,
        temperature: 20.0,
        margin: 50,
        shallow_chance: 0.2,
    },
    Level {
        depth: 6,
        temperature: 12.0,
        margin: 30,
        shallow_chance: 0.15,
    },
    Level {
        depth: 8,
        temperature: 6.0,
        margin: 15,
        shallow_chance: 0.0,
    },
    Level {
        depth: u32::MAX,
        temperature: 0.0,
        margin: 0,
        shallow_chance: 0.0,
    },
];

impl Level {
    /// The settings of `level` (clamped to 1..=[`MAX_LEVEL`]).
    pub fn get(level: u8) -> Level {
        LEVELS[usize::from(level.clamp(1, MAX_LEVEL)) - 1]
    }
}

/// A small seeded generator (xorshift64*): the same seed gives the same sequence everywhere.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from any seed (0 included).
    pub fn new(seed: u64) -> Rng {
        // One splitmix round so that nearby seeds start far apart, and never zero.
        let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        Rng((z ^ (z >> 31)) | 1)
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

    /// Uniform in `[0, 1)`.
    pub fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Uniform in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }
}

/// Chooses among `(move, score)` pairs: the best if the temperature is 0, otherwise by softmax
/// over the moves within `margin` of the best. `None` only for an empty list.
pub fn choose(moves: &[(Move, i32)], level: &Level, rng: &mut Rng) -> Option<(Move, i32)> {
    let best = moves.iter().copied().max_by_key(|&(_, s)| s)?;
    if level.temperature <= 0.0 {
        return Some(best);
    }
    let floor = best.1.saturating_sub(level.margin);
    let weight = |s: i32| ((f64::from(s) - f64::from(best.1)) / level.temperature).exp();
    let total: f64 = moves
        .iter()
        .filter(|&&(_, s)| s >= floor)
        .map(|&(_, s)| weight(s))
        .sum();
    let mut x = rng.next_f64() * total;
    for &(m, s) in moves.iter().filter(|&&(_, s)| s >= floor) {
        x -= weight(s);
        if x < 0.0 {
            return Some((m, s));
        }
    }
    Some(best)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::MoveKind;
    use crate::square::Square;

    #[test]
    fn rng_is_deterministic_and_spread() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        let xs: Vec<u64> = (0..5).map(|_| a.next_u64()).collect();
        let ys: Vec<u64> = (0..5).map(|_| b.next_u64()).collect();
        assert_eq!(xs, ys);
        let mut c = Rng::new(0);
        let mut counts = [0; 4];
        for _ in 0..4000 {
            counts[c.below(4)] += 1;
        }
        assert!(counts.iter().all(|&n| n > 800), "{counts:?}");
    }

    #[test]
    fn softmax_prefers_good_moves_and_respects_margin() {
        let m = |i: u8| Move::new(Square::new(i), Square::new(i + 8), MoveKind::Normal);
        let moves = [(m(0), 100), (m(1), 80), (m(2), -500)];
        let level = Level::get(3);
        let mut rng = Rng::new(1);
        let mut picks = [0; 3];
        for _ in 0..1000 {
            let (chosen, _) = choose(&moves, &level, &mut rng).expect("a move");
            picks[usize::from(chosen.from.index() as u8)] += 1;
        }
        assert!(picks[0] > picks[1] && picks[1] > 0, "{picks:?}");
        assert_eq!(picks[2], 0);
        let best = choose(&moves, &Level::get(MAX_LEVEL), &mut rng);
        assert_eq!(best, Some((m(0), 100)));
    }
}
