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
