//! Time management for games played on a clock: how long to think about one move.
//!
//! [`budget`] turns the clock of the side to move (time left, increment, moves to the next time
//! control, the safety margin for the transport) into a **soft** limit — the time it aims to use —
//! and a **hard** limit that the search never passes. [`TimeManager`] then decides after every
//! completed iteration whether starting another one is worth it: it stops early when the best
//! move has stayed the same for several iterations, and goes on longer when the best move keeps
//! changing or the score has just dropped.
//!
//! ```
//! use alice_chess::search::time::{budget, GameClock};
//! let b = budget(&GameClock { time_ms: 10_000.0, inc_ms: 100.0, moves_to_go: None, overhead_ms: 30.0 });
//! assert!(b.soft_ms > 100.0 && b.soft_ms < b.hard_ms && b.hard_ms < 10_000.0 - 30.0);
//! ```

use crate::moves::Move;

/// Moves the budget assumes are left when the clock does not say (sudden death). Alice games are
/// short (mates come early): 30 left most of the base time unused at 10 s + 0.1 s.
const DEFAULT_MOVES_TO_GO: f64 = 20.0;

/// The clock of the side to move, as a UCI `go` reports it.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct GameClock {
    /// Milliseconds left.
    pub time_ms: f64,
    /// Milliseconds added after each move.
    pub inc_ms: f64,
    /// Moves to play before the next time control (`None`: the rest of the game).
    pub moves_to_go: Option<u32>,
    /// Milliseconds kept back for the time it takes the move to reach the clock.
    pub overhead_ms: f64,
}

/// The time limits of one move, in milliseconds from the start of its search.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Budget {
    /// The time to aim for: no new iteration once it (scaled by [`TimeManager`]) is used up.
    pub soft_ms: f64,
    /// Never think longer than this.
    pub hard_ms: f64,
}

/// The soft and hard limits for one move with `clock`. The hard limit always leaves the overhead
/// and a share of the time on the clock; both limits are at least 1 ms apart from zero only when
/// there is time for it.
pub fn budget(clock: &GameClock) -> Budget {
    let available = (clock.time_ms - clock.overhead_ms.max(0.0)).max(0.0);
    let inc = clock.inc_ms.max(0.0);
    let moves = clock
        .moves_to_go
        .map_or(DEFAULT_MOVES_TO_GO, |n| f64::from(n.clamp(1, 50)));
    let last_move = moves <= 1.0;
    // With the increment counted in, but never more than a share of what is left.
    let soft_cap = available * if last_move { 0.6 } else { 0.35 };
    let hard_cap = available * if last_move { 0.85 } else { 0.6 };
    let soft = (available / moves + inc * 0.75).min(soft_cap);
    let hard = (soft * 3.5).min(hard_cap).max(soft);
    Budget {
        soft_ms: soft,
        hard_ms: hard,
    }
}

/// After each completed iteration: go on, or play the best move now?
#[derive(Clone, Debug)]
pub struct TimeManager {
    soft_ms: f64,
    /// Recent changes of the best move (each one counts 1, fading by half every iteration).
    changes: f64,
    last_best: Option<Move>,
    last_score: Option<i32>,
}

impl TimeManager {
    /// A manager aiming at `soft_ms` for the move.
    pub fn new(soft_ms: f64) -> TimeManager {
        TimeManager {
            soft_ms,
            changes: 0.0,
            last_best: None,
            last_score: None,
        }
    }

    /// The time the manager now aims for, given what it has seen so far.
    pub fn target_ms(&self, score: i32) -> f64 {
        // Unstable: up to about twice the budget; settled: about two thirds of it.
        let stability = 0.7 + 0.6 * self.changes.min(2.5);
        // A falling score means trouble: look for a way out.
        let drop = self
            .last_score
            .map_or(0, |last| (last - score).clamp(0, 150));
        let falling = 1.0 + f64::from(drop) / 150.0 * 0.8;
        self.soft_ms * stability * falling
    }

    /// Records the iteration's best move and score (from the side to move's view) and says
    /// whether to stop now, `elapsed_ms` after the search started. The next iteration usually
    /// takes longer than all before it, so it stops once 60 % of the target is used.
    pub fn after_iteration(&mut self, best: Move, score: i32, elapsed_ms: f64) -> bool {
        self.changes *= 0.5;
        if self.last_best.is_some_and(|m| m != best) {
            self.changes += 1.0;
        }
        let target = self.target_ms(score);
        self.last_best = Some(best);
        self.last_score = Some(score);
        elapsed_ms >= target * 0.6
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::MoveKind;
    use crate::square::Square;

    fn clock(time_ms: f64, inc_ms: f64, moves_to_go: Option<u32>) -> GameClock {
        GameClock {
            time_ms,
            inc_ms,
            moves_to_go,
            overhead_ms: 30.0,
        }
    }

    #[test]
    fn hard_limit_stays_inside_the_clock() {
        for time in [0.0, 5.0, 31.0, 100.0, 1_000.0, 10_000.0, 600_000.0] {
            for inc in [0.0, 100.0, 5_000.0] {
                for mtg in [None, Some(1), Some(2), Some(40)] {
                    let b = budget(&clock(time, inc, mtg));
                    let available = (time - 30.0).max(0.0);
                    assert!(b.soft_ms <= b.hard_ms, "{time} {inc} {mtg:?}: {b:?}");
                    assert!(
                        b.hard_ms <= available * 0.85 + 1e-9,
                        "{time} {inc} {mtg:?}: {b:?}"
                    );
                    assert!(b.soft_ms >= 0.0);
                }
            }
        }
    }

    #[test]
    fn more_time_and_fewer_moves_give_more_time() {
        let base = budget(&clock(10_000.0, 100.0, None));
        assert!(budget(&clock(20_000.0, 100.0, None)).soft_ms > base.soft_ms);
        assert!(budget(&clock(10_000.0, 1_000.0, None)).soft_ms > base.soft_ms);
        assert!(budget(&clock(10_000.0, 100.0, Some(5))).soft_ms > base.soft_ms);
        // The increment alone keeps a low clock going.
        let low = budget(&clock(300.0, 100.0, None));
        assert!(low.hard_ms < 270.0 && low.soft_ms > 10.0, "{low:?}");
    }

    #[test]
    fn stable_moves_stop_sooner_than_changing_ones() {
        let a = Move::new(Square::new(12), Square::new(28), MoveKind::DoublePush);
        let b = Move::new(Square::new(11), Square::new(27), MoveKind::DoublePush);
        let mut stable = TimeManager::new(1000.0);
        let mut changing = TimeManager::new(1000.0);
        for i in 0..6 {
            stable.after_iteration(a, 20, 10.0);
            changing.after_iteration(if i % 2 == 0 { a } else { b }, 20, 10.0);
        }
        assert!(stable.target_ms(20) < 1000.0);
        assert!(changing.target_ms(20) > stable.target_ms(20) * 1.5);
        // A score that falls by a pawn lengthens the target.
        assert!(stable.target_ms(-80) > stable.target_ms(20) * 1.3);
        // Stopping follows the target.
        assert!(!stable.clone().after_iteration(a, 20, 100.0));
        assert!(stable.after_iteration(a, 20, 900.0));
    }
}
