//! The `alice` command line: outputs and error handling.

use std::process::{Command, Output};

fn alice(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(args)
        .output()
        .expect("run alice")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

const SEED: &str = "rnbqkbnr/ppp1pppp/8/8/2p5/5O2/PP1PPPPP/RNBQKB1R w KQkq - 0 3";

#[test]
fn perft_prints_the_count_on_the_last_line() {
    let o = alice(&["perft", SEED, "2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().last(), Some("759"));
}

#[test]
fn divide_lists_moves_and_the_total() {
    let o = alice(&["divide", "startpos", "2"]);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), 21);
    let sum: u64 = lines[..20]
        .iter()
        .map(|l| l.split_whitespace().nth(1).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 400);
    assert_eq!(lines[20], "400");
    assert!(lines.iter().any(|l| l.starts_with("e2e4 ")));
}

#[test]
fn moves_lists_coordinates_and_alice_notation() {
    let o = alice(&["moves", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"]);
    let out = stdout(&o);
    assert!(out.lines().any(|l| l == "a7a8q Pa8=T"), "{out}");
    assert_eq!(out.lines().count(), 9);
}

#[test]
fn play_reports_fen_and_state() {
    let o = alice(&["play", "startpos", "Pe4", "Pd5", "Be2", "Sdxe4", "Cb5"]);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "rnbqkbnr/ppp1pppp/8/1B6/4p3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 3"
    );
    assert!(lines[1].starts_with("checkmate"), "{out}");
    assert!(lines[1].contains("1-0"));
    let o = alice(&["play", "startpos", "e2e4"]);
    assert!(stdout(&o).contains("black to move"));
    let o = alice(&["play", "4k3/8/8/8/8/8/8/4K2r w - - 0 1"]);
    assert!(stdout(&o).contains("white to move, check"));
}

#[test]
fn bad_input_exits_2_with_one_line() {
    for args in [
        vec!["perft", "not a fen", "2"],
        vec!["perft", "startpos", "x"],
        vec!["perft", "startpos"],
        vec!["moves", "8/8/8/8/8/8/8/8 w - - 0 1"],
        vec!["play", "startpos", "e2e5"],
        vec!["play", "startpos", "e4", "\u{1F600}"],
        vec!["frobnicate"],
        vec![],
    ] {
        let o = alice(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = stderr(&o);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("error: "), "{err}");
        assert!(!err.contains("panicked"));
    }
    let o = alice(&["play", "startpos", "e4", "e5", "Ke3"]);
    assert!(stderr(&o).contains("move 3"), "{}", stderr(&o));
}

#[test]
fn help_lists_every_command_and_each_command_has_its_own() {
    let o = alice(&["help"]);
    assert_eq!(o.status.code(), Some(0));
    let help = stdout(&o);
    let commands = [
        "perft", "divide", "moves", "play", "pgn", "analyse", "bestmove", "review", "match", "uci",
        "bench", "puzzles", "tune",
    ];
    for command in commands {
        assert!(
            help.lines().any(|l| l.trim_start().starts_with(command)),
            "{command} missing from:\n{help}"
        );
        for ask in [vec![command, "--help"], vec!["help", command]] {
            let o = alice(&ask);
            assert_eq!(o.status.code(), Some(0), "{ask:?}: {}", stderr(&o));
            let usage = stdout(&o);
            let named = command.replace("divide", "perft|divide");
            assert!(
                usage.starts_with(&format!("usage: alice {named}")),
                "{ask:?}: {usage}"
            );
        }
    }
    let o = alice(&["help", "frobnicate"]);
    assert_eq!(o.status.code(), Some(2));
}

/// `alice solve`: Caillaud's h#2 (Andernach 2025, 5th place; Popeye gives the same two
/// solutions, see tests/solve.rs).
#[test]
fn solve_prints_one_solution_a_line_then_the_count() {
    let o = alice(&["solve", "8/8/8/2Q1l3/8/2U5/3s4/K7 w - - 0 1", "h#2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert_eq!(lines[2], "2 solutions");
    let mut firsts: Vec<&str> = lines[..2]
        .iter()
        .map(|l| l.split("  ").next().unwrap())
        .collect();
    firsts.sort();
    assert_eq!(firsts, ["e5e4 c5e5 d2d1b c3e3", "e5f4 c5f5 d2d1n c3f3"]);
    assert!(
        lines.iter().any(|l| l.ends_with("1.Lf4 Qf5 2.Sd1=N Uf3#")),
        "{out}"
    );
}

/// `alice solve --max N`: a helpmate with many solutions is capped, the rest counted; its short
/// solutions (Popeye's word) come first, marked. Caillaud's h#2 set as an h#3: Popeye 4.104
/// prints 1,808 solutions, the h#2's two first (tests/solve.rs).
#[test]
fn solve_caps_a_helpmate_and_names_its_short_solutions() {
    let fen = "8/8/8/2Q1l3/8/2U5/3s4/K7 w - - 0 1";
    let o = alice(&["solve", fen, "h#3", "--max", "2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    assert!(lines[..2].iter().all(|l| l.ends_with("#  (h#2)")), "{out}");
    assert_eq!(
        lines[2..],
        [
            "1806 more solutions not shown",
            "2 short solutions (h#2)",
            "1808 solutions"
        ]
    );
    // The default shows 1,000.
    let o = alice(&["solve", fen, "h#3"]);
    let out = stdout(&o);
    assert_eq!(out.lines().count(), 1003, "{}", &out[out.len() - 200..]);
    assert!(
        out.ends_with("808 more solutions not shown\n2 short solutions (h#2)\n1808 solutions\n")
    );
    // --max all: every one.
    let o = alice(&["solve", fen, "h#3", "--max", "all"]);
    assert_eq!(stdout(&o).lines().count(), 1808 + 2);
    for bad in ["0", "-1", "many"] {
        let o = alice(&["solve", fen, "h#3", "--max", bad]);
        assert_eq!(o.status.code(), Some(2), "--max {bad}");
        assert!(stderr(&o).contains("--max"), "{}", stderr(&o));
    }
}

#[test]
fn solve_direct_mate_with_tries_and_the_bar_dialect() {
    // Krätschmer, Pachl & Rittirsch, Andernach 2025, 7th place (#2), board-B pieces written
    // with the `|` prefix.
    let fen = "3|n2r1/bp1Q4/|p1|NP|Np1|n/B2P4/P2PP2R/r|P1k3|p/4|PP2/1b1K4 w - - 0 1";
    let o = alice(&["solve", fen, "#2", "--tries"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "d7e8  1.Qe8! threat: 2.Of4#");
    assert_eq!(lines.last(), Some(&"1 solution"));
    assert_eq!(
        lines.iter().filter(|l| l.contains("? but 1...")).count(),
        8,
        "{out}"
    );
    // A try: its move and its refutation in coordinates, then in Alice notation.
    assert!(lines.contains(&"d7g4 h6g4  1.Qg4? but 1...Oxg4!"), "{out}");
    let none = alice(&["solve", "k7/8/8/8/8/8/8/K7 w - - 0 1", "#2"]);
    assert_eq!(stdout(&none), "0 solutions\n");
}

#[test]
fn solve_json_has_the_whole_tree() {
    let o = alice(&[
        "solve",
        "3o2r1/bp1Q4/s1OPOp1o/B2P4/P2PP2R/rS1k3s/4SP2/1b1K4 w - - 0 1",
        "#2",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(out.lines().count(), 1);
    assert!(
        out.starts_with("{\"stipulation\":\"#2\",\"solutions\":1,"),
        "{out}"
    );
    assert!(out.contains("\"move\":\"d7e8\",\"text\":\"Qe8\""), "{out}");
    assert!(out.contains("\"threat\":[{\"move\":\"e6f4\""), "{out}");
    assert!(out.contains("{\"move\":\"d8c6\",\"text\":\"Oxc6\",\"stopsThreat\":true,\"answers\":[{\"move\":\"e8b5\""), "{out}");
}

#[test]
fn solve_bad_input_exits_2_with_one_line() {
    for args in [
        vec!["solve", "not a fen", "#2"],
        vec!["solve", "k7/8/8/8/8/8/8/K7 w - - 0 1", "#0"],
        vec!["solve", "k7/8/8/8/8/8/8/K7 w - - 0 1", "x#2"],
        vec!["solve", "k7/8/8/8/8/8/8/K7 w - - 0 1"],
        vec!["solve", "k7/8/8/8/8/8/8/K7 w - - 0 1", "#2", "--frobnicate"],
        // The #2 makes white begin, with black in check from the rook a1: not a position.
        vec!["solve", "k7/8/8/8/8/8/8/RK6 b - - 0 1", "#2"],
    ] {
        let o = alice(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert_eq!(stderr(&o).lines().count(), 1, "{args:?}: {}", stderr(&o));
        assert!(stdout(&o).is_empty(), "{args:?}");
    }
}
