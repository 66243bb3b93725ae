//! Lazy SMP, natively: several threads search the same position on one shared transposition
//! table; the main thread reports and decides, helpers (which skip some depths, so that the
//! threads spread over depths) only fill the table. Not compiled for wasm: the browser build
//! stays single-threaded.

use super::{Control, Info, Limits, SearchResult, Searcher};
use crate::position::Position;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

/// Makes `helpers` hold `count` searchers sharing `main`'s table (reusing those it has when they
/// share it, so that their move-ordering statistics live on from move to move).
pub fn ensure_helpers(main: &Searcher, helpers: &mut Vec<Searcher>, count: usize) {
    helpers.truncate(count);
    if helpers
        .first()
        .is_some_and(|h| !Arc::ptr_eq(&h.tt, &main.tt))
    {
        helpers.clear();
    }
    while helpers.len() < count {
        helpers.push(main.share_table(Box::new(super::native_clock)));
    }
}

/// Searches with `main` and, on other threads, every searcher of `helpers` (each made by
/// [`ensure_helpers`] or [`Searcher::share_table`] from `main`). Returns `main`'s result; the
/// helpers stop when it is done. Without helpers this is `main.search_with(…)`.
pub fn search(
    main: &mut Searcher,
    helpers: &mut [Searcher],
    pos: &Position,
    history: &[u64],
    limits: &Limits,
    control: &Control,
    on_info: &mut dyn FnMut(&Info),
) -> SearchResult {
    if helpers.is_empty() {
        return main.search_with(pos, history, limits, control, on_info);
    }
    let done = Arc::new(AtomicBool::new(false));
    let nodes = Arc::new(AtomicU64::new(0));
    // Helpers: no limits of their own but the depth; they stop when the main search stops.
    let helper_limits = Limits {
        nodes: None,
        movetime_ms: None,
        ..limits.clone()
    };
    let main_control = Control {
        shared_nodes: Some(Arc::clone(&nodes)),
        ..control.clone()
    };
    std::thread::scope(|s| {
        for (i, helper) in helpers.iter_mut().enumerate() {
            let control = Control {
                helper: i + 1,
                multipv: 1,
                soft_ms: None,
                mate: None,
                only: control.only.clone(),
                stop: Some(Arc::clone(&done)),
                hold: None,
                shared_nodes: Some(Arc::clone(&nodes)),
            };
            let limits = &helper_limits;
            s.spawn(move || helper.search_with(pos, history, limits, &control, &mut |_| {}));
        }
        // (The main search starts the table's new generation a moment after the helpers start:
        // the few entries they store before that only count as older.)
        let result = main.search_with(pos, history, limits, &main_control, on_info);
        done.store(true, Ordering::Relaxed);
        result
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::parse_fen;

    #[test]
    fn helpers_share_the_work_and_the_answer_is_legal() {
        let pos = parse_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
            .expect("fen");
        let mut main = Searcher::native(8);
        let mut helpers = Vec::new();
        ensure_helpers(&main, &mut helpers, 1);
        assert_eq!(helpers.len(), 1);
        let limits = Limits {
            depth: Some(9),
            ..Limits::default()
        };
        let mut last = None;
        let result = search(
            &mut main,
            &mut helpers,
            &pos,
            &[],
            &limits,
            &Control::default(),
            &mut |i| last = Some(i.clone()),
        );
        let best = result.best.expect("a move");
        assert!(pos.legal_moves().contains(&best));
        assert_eq!(result.depth, 9);
        assert!(last.is_some_and(|i| i.depth == 9));
        // The helpers searched too, and their nodes are counted.
        let alone = Searcher::native(8).search(&pos, &[], &limits, &mut |_| {});
        assert!(
            result.nodes > alone.nodes / 2,
            "{} vs {}",
            result.nodes,
            alone.nodes
        );
        // Helpers are kept while they share the table, rebuilt for a new one.
        let tt = Arc::clone(&helpers[0].tt);
        ensure_helpers(&main, &mut helpers, 1);
        assert!(Arc::ptr_eq(&tt, &helpers[0].tt));
        let other = Searcher::native(1);
        ensure_helpers(&other, &mut helpers, 2);
        assert!(helpers.iter().all(|h| Arc::ptr_eq(&h.tt, &other.tt)));
        assert_eq!(helpers.len(), 2);
    }

    #[test]
    fn stop_ends_every_thread() {
        let mut main = Searcher::native(8);
        let mut helpers = Vec::new();
        ensure_helpers(&main, &mut helpers, 2);
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let stopper = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(100));
            flag.store(true, Ordering::Relaxed);
        });
        let start = std::time::Instant::now();
        let control = Control {
            stop: Some(stop),
            ..Control::default()
        };
        let result = search(
            &mut main,
            &mut helpers,
            &Position::start(),
            &[],
            &Limits::default(),
            &control,
            &mut |_| {},
        );
        stopper.join().expect("stopper");
        assert!(result.best.is_some());
        assert!(start.elapsed() < std::time::Duration::from_secs(2));
    }
}
