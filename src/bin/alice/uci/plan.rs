//! From a `go` command, the options and the side to move to the search's limits: which clock
//! applies, the soft and hard time limits (see `alice_chess::search::time`), depth, nodes, mate.

use super::command::Go;
use super::options::Options;
use alice_chess::search::time::{budget, GameClock};
use alice_chess::search::Limits;
use alice_chess::Color;

/// What one `go` asks the search to do.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    /// Hard limits (time, depth, nodes), level and seed.
    pub limits: Limits,
    /// The soft time limit, with a clock.
    pub soft_ms: Option<f64>,
    /// Stop at a mate in this many moves.
    pub mate: Option<u32>,
    /// `go infinite`: never answer before `stop`.
    pub infinite: bool,
    /// `go ponder`: no time limit before `ponderhit`, no answer before `ponderhit` or `stop`.
    pub ponder: bool,
}

/// The plan for `go` with `options` when `turn` is to move; `seed` varies the weaker levels.
pub fn plan(go: &Go, options: &Options, turn: Color, seed: u64) -> Plan {
    let overhead = f64::from(options.overhead_ms);
    let mut limits = Limits {
        depth: go.depth.map(|d| d.max(1)),
        nodes: go.nodes.map(|n| n.max(1)),
        movetime_ms: None,
        level: options.level,
        seed,
    };
    let mut soft_ms = None;
    let (time, inc) = match turn {
        Color::White => (go.wtime, go.winc),
        Color::Black => (go.btime, go.binc),
    };
    // A clock given for the other side only: ours is taken as empty (move at once), not as none.
    let time = time.or(missing_own_clock(go, turn).then_some(0.0));
    if let Some(movetime) = go.movetime {
        limits.movetime_ms = Some((movetime - overhead).max(1.0));
    } else if let Some(time) = time {
        let b = budget(&GameClock {
            time_ms: time,
            inc_ms: inc.unwrap_or(0.0),
            moves_to_go: go.movestogo.filter(|&n| n > 0),
            overhead_ms: overhead,
        });
        limits.movetime_ms = Some(b.hard_ms.max(1.0));
        soft_ms = Some(b.soft_ms.max(1.0));
    }
    if go.infinite {
        limits.movetime_ms = None;
        soft_ms = None;
    }
    // A mate search needs no more depth than a few plies per move of the mate.
    if let Some(n) = go.mate {
        if limits.depth.is_none() && limits.nodes.is_none() && limits.movetime_ms.is_none() {
            limits.depth = Some(4 * n.max(1) + 4);
        }
    }
    Plan {
        limits,
        soft_ms,
        mate: go.mate.map(|n| n.max(1)),
        infinite: go.infinite,
        ponder: go.ponder,
    }
}

/// Whether `go` gives the clock of the side not to move but not that of `turn`, and no other
/// limit (a move time, depth, nodes, a mate to find, `infinite`) that says how long to search.
pub fn missing_own_clock(go: &Go, turn: Color) -> bool {
    let other_limit = go.movetime.is_some()
        || go.depth.is_some()
        || go.nodes.is_some()
        || go.mate.is_some()
        || go.infinite;
    !other_limit
        && match turn {
            Color::White => go.wtime.is_none() && go.btime.is_some(),
            Color::Black => go.btime.is_none() && go.wtime.is_some(),
        }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_side_to_move_clock_is_used() {
        let go = Go {
            wtime: Some(60_000.0),
            btime: Some(1_000.0),
            ..Go::default()
        };
        let o = Options::default();
        let white = plan(&go, &o, Color::White, 0);
        let black = plan(&go, &o, Color::Black, 0);
        let (ws, bs) = (white.soft_ms.expect("soft"), black.soft_ms.expect("soft"));
        assert!(ws > 10.0 * bs, "{ws} vs {bs}");
        assert!(black.limits.movetime_ms.expect("hard") < 1_000.0 - 30.0);
        // Another limit says how long: the missing clock does not cut it short.
        for other in [
            Go {
                depth: Some(12),
                ..go.clone()
            },
            Go {
                mate: Some(3),
                ..go.clone()
            },
            Go {
                movetime: Some(2_000.0),
                ..go.clone()
            },
            Go {
                infinite: true,
                ..go.clone()
            },
        ] {
            assert!(!missing_own_clock(&other, Color::White), "{other:?}");
            let p = plan(&other, &o, Color::White, 0);
            assert!(p.limits.movetime_ms.is_none_or(|ms| ms > 1_000.0), "{p:?}");
        }
    }

    #[test]
    fn only_the_other_clock_means_ours_is_empty() {
        let go = Go {
            btime: Some(60_000.0),
            binc: Some(1_000.0),
            ..Go::default()
        };
        let o = Options::default();
        assert!(missing_own_clock(&go, Color::White) && !missing_own_clock(&go, Color::Black));
        let white = plan(&go, &o, Color::White, 0);
        assert!(
            white.limits.movetime_ms.is_some_and(|ms| ms <= 50.0),
            "{white:?}"
        );
        let black = plan(&go, &o, Color::Black, 0);
        assert!(
            black.limits.movetime_ms.is_some_and(|ms| ms > 1_000.0),
            "{black:?}"
        );
    }

    #[test]
    fn movetime_keeps_the_overhead() {
        let go = Go {
            movetime: Some(500.0),
            wtime: Some(100.0),
            ..Go::default()
        };
        let o = Options {
            overhead_ms: 100,
            ..Options::default()
        };
        let p = plan(&go, &o, Color::White, 0);
        assert_eq!(p.limits.movetime_ms, Some(400.0));
        assert_eq!(p.soft_ms, None);
    }

    #[test]
    fn infinite_and_mate_and_plain_limits() {
        let o = Options::default();
        let inf = plan(
            &Go {
                infinite: true,
                wtime: Some(1000.0),
                ..Go::default()
            },
            &o,
            Color::White,
            0,
        );
        assert!(inf.infinite && inf.limits.movetime_ms.is_none() && inf.soft_ms.is_none());
        let mate = plan(
            &Go {
                mate: Some(3),
                ..Go::default()
            },
            &o,
            Color::White,
            0,
        );
        assert_eq!((mate.mate, mate.limits.depth), (Some(3), Some(16)));
        let depth = plan(
            &Go {
                depth: Some(0),
                nodes: Some(0),
                ..Go::default()
            },
            &o,
            Color::Black,
            0,
        );
        assert_eq!((depth.limits.depth, depth.limits.nodes), (Some(1), Some(1)));
        assert_eq!(depth.limits.level, o.level);
    }
}
