//! Tests of [`Control`](super::Control): several lines, mate search, an outside stop flag, holding
//! the time limits.

use super::{Control, Info, Limits, Score, Searcher};
use crate::fen::parse_fen;
use crate::Position;
use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn pos(fen: &str) -> Position {
    parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn depth(d: u32) -> Limits {
    Limits {
        depth: Some(d),
        ..Limits::default()
    }
}

#[test]
fn multipv_reports_distinct_lines_best_first() {
    // White wins the black queen on b4 with the rook; every other move loses ground.
    let p = pos("rn2k2r/p1p2p2/1s3os1/4s2s/Uq3S2/3S4/c1P1PLPP/1N3BNR w kq - 1 12");
    let mut infos: Vec<Info> = Vec::new();
    let control = Control {
        multipv: 3,
        ..Control::default()
    };
    let result = Searcher::native(4)
        .search_with(&p, &[], &depth(5), &control, &mut |i| infos.push(i.clone()));
    for d in 1..=5 {
        let at: Vec<&Info> = infos.iter().filter(|i| i.depth == d).collect();
        let lines: Vec<usize> = at.iter().map(|i| i.multipv).collect();
        assert_eq!(lines, [1, 2, 3], "depth {d}");
        let firsts: HashSet<_> = at.iter().map(|i| i.pv[0]).collect();
        assert_eq!(firsts.len(), 3, "depth {d}: {firsts:?}");
        let legal = p.legal_moves();
        assert!(at.iter().all(|i| legal.contains(&i.pv[0])));
    }
    let last: Vec<&Info> = infos.iter().filter(|i| i.depth == 5).collect();
    let cp = |s: Score| match s {
        Score::Cp(c) => c,
        Score::Mate(n) => 100_000 * n.signum(),
    };
    assert!(cp(last[0].score) >= cp(last[1].score), "{last:?}");
    assert!(cp(last[1].score) >= cp(last[2].score), "{last:?}");
    assert_eq!(result.best, Some(last[0].pv[0]));
    // One line is what `search` does.
    let single = Searcher::native(4).search(&p, &[], &depth(5), &mut |i| assert_eq!(i.multipv, 1));
    assert_eq!(single.best, result.best);
}

#[test]
fn mate_limit_stops_at_the_mate() {
    let p = pos("3r3k/6pp/5O2/8/8/3Q4/1B6/U5K1 w - - 0 1");
    let control = Control {
        mate: Some(2),
        ..Control::default()
    };
    let result = Searcher::native(4).search_with(&p, &[], &depth(40), &control, &mut |_| {});
    assert_eq!(result.score, Score::Mate(2));
    assert!(result.depth < 40, "searched on to depth {}", result.depth);
}

#[test]
fn outside_stop_flag_set_early_is_obeyed_and_kept() {
    let flag = Arc::new(AtomicBool::new(true));
    let control = Control {
        stop: Some(Arc::clone(&flag)),
        ..Control::default()
    };
    let mut s = Searcher::native(4);
    let start = Instant::now();
    let result = s.search_with(&Position::start(), &[], &depth(60), &control, &mut |_| {});
    assert!(result.best.is_some());
    assert_eq!(result.depth, 1);
    assert!(start.elapsed() < Duration::from_secs(1));
    assert!(
        flag.load(Ordering::Relaxed),
        "the search cleared the caller's flag"
    );
    // The searcher's own flag is back in place and clear.
    assert!(!s.stop_flag().load(Ordering::Relaxed));
}

#[test]
fn hold_suspends_the_time_limits_until_released() {
    let hold = Arc::new(AtomicBool::new(true));
    let control = Control {
        hold: Some(Arc::clone(&hold)),
        soft_ms: Some(10.0),
        ..Control::default()
    };
    let limits = Limits {
        movetime_ms: Some(20.0),
        ..Limits::default()
    };
    let release = Arc::clone(&hold);
    let releaser = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        release.store(false, Ordering::Relaxed);
    });
    let start = Instant::now();
    let result = Searcher::native(4).search_with(
        &pos("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
        &[],
        &limits,
        &control,
        &mut |_| {},
    );
    releaser.join().expect("releaser");
    let took = start.elapsed();
    assert!(result.best.is_some());
    assert!(
        took >= Duration::from_millis(290),
        "stopped while held: {took:?}"
    );
    assert!(
        took < Duration::from_secs(3),
        "not stopped once released: {took:?}"
    );
}

#[test]
fn analyse_keeps_the_last_finished_iteration_sorted_best_first() {
    let p = pos("rn2k2r/p1p2p2/1s3os1/4s2s/Uq3S2/3S4/c1P1PLPP/1N3BNR w kq - 1 12");
    // Every node budget stops the search somewhere, often within an iteration: the lines are
    // still those of one finished iteration (one depth), sorted, and the same for a cleared
    // searcher every time.
    let mut stopped_within = 0;
    for nodes in [2_000, 7_000, 20_000, 45_000] {
        let limits = Limits {
            nodes: Some(nodes),
            ..Limits::default()
        };
        let mut searcher = Searcher::native(4);
        let mut reports: Vec<Info> = Vec::new();
        let control = Control {
            multipv: 3,
            ..Control::default()
        };
        searcher.search_with(&p, &[], &limits, &control, &mut |i| reports.push(i.clone()));
        if reports.last().is_some_and(|i| i.multipv != 3) {
            stopped_within += 1;
        }
        searcher.clear();
        let (_, lines) = searcher.analyse(&p, &[], &limits, 3);
        assert_eq!(lines.len(), 3, "{nodes} nodes");
        let depth = lines[0].depth;
        assert!(
            lines.iter().all(|l| l.depth == depth),
            "{nodes} nodes: one depth"
        );
        let finished = reports.iter().filter(|i| i.depth == depth).count();
        assert_eq!(
            finished, 3,
            "{nodes} nodes: depth {depth} finished every line"
        );
        let order: Vec<i32> = lines.iter().map(|l| super::score_order(l.score)).collect();
        assert!(order.windows(2).all(|w| w[0] >= w[1]), "{order:?}");
        searcher.clear();
        let (_, again) = searcher.analyse(&p, &[], &limits, 3);
        let key = |ls: &[Info]| -> Vec<(Vec<_>, Score, u32)> {
            ls.iter()
                .map(|l| (l.pv.clone(), l.score, l.depth))
                .collect()
        };
        assert_eq!(key(&again), key(&lines), "{nodes} nodes: the same twice");
    }
    assert!(stopped_within > 0, "some budget stops within an iteration");
}
