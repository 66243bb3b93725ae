//! The computer player: forced mates (checked against a brute-force solver that knows nothing of
//! the search), legality of every move it returns, limits, repetitions and determinism.

use alice_chess::fen::parse_fen;
use alice_chess::search::{Limits, Score, Searcher, MAX_LEVEL};
use alice_chess::{Move, Position};
use std::time::{Duration, Instant};

fn searcher() -> Searcher {
    Searcher::native(4)
}

fn pos(fen: &str) -> Position {
    parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn depth(d: u32) -> Limits {
    Limits {
        depth: Some(d),
        ..Limits::default()
    }
}

/// Brute force: can the side to move mate within `n` moves?
fn mates_within(pos: &Position, n: u32) -> bool {
    n > 0 && pos.legal_moves().iter().any(|&m| mates_with(pos, m, n))
}

/// Brute force: does `m` force mate within `n` moves (`m` being the first)?
fn mates_with(pos: &Position, m: Move, n: u32) -> bool {
    let mut after = *pos;
    after.play_unchecked(m);
    if after.is_checkmate() {
        return true;
    }
    let replies = after.legal_moves();
    n > 1
        && !replies.is_empty()
        && replies.iter().all(|&r| {
            let mut next = after;
            next.play_unchecked(r);
            mates_within(&next, n - 1)
        })
}

/// A tiny xorshift generator: no dependencies, the same sequence everywhere.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The engine must find mate in `n` here, and the solver must agree with its first move.
fn assert_finds_mate(fen: &str, n: i32) -> Move {
    let p = pos(fen);
    assert!(
        !mates_within(&p, n as u32 - 1),
        "{fen}: a shorter mate exists"
    );
    let result = searcher().search(&p, &[], &depth(2 * n as u32 + 1), &mut |_| {});
    assert_eq!(result.score, Score::Mate(n), "{fen}");
    let m = result.best.expect("a move");
    assert!(
        mates_with(&p, m, n as u32),
        "{fen}: {m} does not mate in {n}"
    );
    m
}

#[test]
fn mate_in_one_from_the_rules_page() {
    // 1.e4 d5 2.Be2 dxe4: 3.Cb5# (3...Kd7 is not legal on board A).
    let m = assert_finds_mate(
        "rnbqkbnr/ppp1pppp/8/8/4p3/8/PPPPCPPP/RNBQK1NR w KQkq - 0 3",
        1,
    );
    assert_eq!(m.uci(), "e2b5");
}

#[test]
fn mate_in_one_through_the_looking_glass() {
    // The rook on B runs up the a-file on B and lands on a8 of A: back-rank mate on A.
    let m = assert_finds_mate("7k/6pp/8/8/8/8/8/U5K1 w - - 0 1", 1);
    assert_eq!(m.uci(), "a1a8");
    // The same rook on A lands on B and gives no check: no mate at all.
    let p = pos("7k/6pp/8/8/8/8/8/R5K1 w - - 0 1");
    assert!(!mates_within(&p, 1));
    let result = searcher().search(&p, &[], &depth(3), &mut |_| {});
    assert!(matches!(result.score, Score::Cp(_)), "{:?}", result.score);
}

#[test]
fn mate_in_two_built_by_hand() {
    // 1.Qxd8! (the queen, now on B, covers g8 there; the knight on B covers h7; the g-pawn is
    // pinned on A by the bishop) and 2.Ua8# whatever black does.
    let m = assert_finds_mate("3r3k/6pp/5O2/8/8/3Q4/1B6/U5K1 w - - 0 1", 2);
    assert_eq!(m.uci(), "d3d8");
}

#[test]
fn mates_in_two_from_play() {
    // Found in random games, checked by the solver above.
    for fen in [
        "rn2k2r/p1p1Cpc1/1s3os1/4s2s/Uq3S2/3S4/c1P1PLPP/1N3BNR b kq - 1 12",
        "U1b1kcqr/1ppp1pp1/o3s3/s2N3s/S3nS1S/1SS3S1/3PP3/R1BQKBN1 w Qk - 1 14",
        "1n3lb1/1pT2pp1/s2s3s/1Ns1sP1U/5NS1/1SS5/t2uPo2/1U2KB2 w - - 0 22",
    ] {
        assert_finds_mate(fen, 2);
    }
}

#[test]
fn no_move_when_the_game_is_over() {
    let mated = pos("R6k/6pp/8/8/8/8/8/6K1 b - - 1 1");
    assert!(mated.is_checkmate());
    let result = searcher().search(&mated, &[], &depth(4), &mut |_| {});
    assert_eq!((result.best, result.score), (None, Score::Mate(0)));
    let stalemate = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert!(stalemate.is_stalemate());
    let result = searcher().search(&stalemate, &[], &depth(4), &mut |_| {});
    assert_eq!((result.best, result.score), (None, Score::Cp(0)));
}

#[test]
fn never_returns_an_illegal_move() {
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut s = searcher();
    let mut checked = 0;
    for game in 0..12 {
        let mut p = Position::start();
        let mut history = Vec::new();
        for ply in 0..120 {
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            if ply % 3 == game % 3 {
                let limits = Limits {
                    nodes: Some(1500),
                    level: 1 + (rng.below(MAX_LEVEL as usize)) as u8,
                    seed: rng.next(),
                    ..Limits::default()
                };
                let result = s.search(&p, &history, &limits, &mut |_| {});
                let m = result.best.expect("a move in a live position");
                assert!(legal.contains(&m), "{p:?}: illegal {m}");
                assert_eq!(result.pv.first(), Some(&m));
                checked += 1;
            }
            history.push(p.repetition_key());
            p.play_unchecked(legal[rng.below(legal.len())]);
        }
    }
    assert!(checked >= 300, "only {checked} positions");
}

#[test]
fn respects_its_time_limit() {
    let limits = Limits {
        movetime_ms: Some(100.0),
        ..Limits::default()
    };
    let p = pos("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    let start = Instant::now();
    let result = searcher().search(&p, &[], &limits, &mut |_| {});
    assert!(result.best.is_some());
    assert!(
        start.elapsed() < Duration::from_secs(1),
        "{:?}",
        start.elapsed()
    );
}

#[test]
fn stops_when_asked() {
    let mut s = searcher();
    let flag = s.stop_flag();
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(100));
        flag.store(true, std::sync::atomic::Ordering::Relaxed);
    });
    let start = Instant::now();
    let result = s.search(&Position::start(), &[], &depth(60), &mut |_| {});
    stopper.join().expect("stopper thread");
    assert!(result.best.is_some());
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
}

#[test]
fn same_seed_same_move() {
    let fens = [
        alice_chess::fen::START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1pppp/8/8/4p3/8/PPPPCPPP/RNBQK1NR w KQkq - 0 3",
    ];
    let mut varied = false;
    for fen in fens {
        let p = pos(fen);
        for level in [1, 3, 5, MAX_LEVEL] {
            let limits = |seed| Limits {
                nodes: Some(20_000),
                level,
                seed,
                ..Limits::default()
            };
            let first = searcher().search(&p, &[], &limits(7), &mut |_| {});
            let again = searcher().search(&p, &[], &limits(7), &mut |_| {});
            assert_eq!(first.best, again.best, "{fen} level {level}");
            assert_eq!(first.nodes, again.nodes, "{fen} level {level}");
            if level == 1 {
                varied |= (0..8).any(|seed| {
                    searcher().search(&p, &[], &limits(seed), &mut |_| {}).best != first.best
                });
            }
        }
    }
    assert!(varied, "the lowest level never varies its move");
}

#[test]
fn repetition_counts_as_a_draw() {
    // Black has a bare king against king and queen: repeating a position is its best hope.
    let p = pos("8/8/8/8/8/8/8/K2Q3l b - - 10 40");
    let lost = searcher().search(&p, &[], &depth(4), &mut |_| {});
    assert!(
        matches!(lost.score, Score::Cp(cp) if cp < -500),
        "{:?}",
        lost.score
    );
    let m = p
        .legal_moves()
        .iter()
        .copied()
        .find(|m| m.uci() == "h1g2")
        .expect("Lg2 is legal");
    let mut repeated = p;
    repeated.play_unchecked(m);
    // The game already had the position after ...Lg2, three plies before the root.
    let history = [repeated.repetition_key(), 1, 2];
    let result = searcher().search(&p, &history, &depth(4), &mut |_| {});
    assert_eq!(result.best, Some(m));
    assert_eq!(result.score, Score::Cp(0));
}
