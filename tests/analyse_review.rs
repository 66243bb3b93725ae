//! `alice analyse` (multi-PV lines) and `alice review` (marks, better moves, accuracy, PGN with
//! NAGs), run as the command; every search shallow to keep the tests fast.

use alice_chess::pgn::read_pgn;
use alice_chess::Game;
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn alice(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run alice");
    let mut input = child.stdin.take().expect("stdin");
    // A command refused at its arguments may exit before reading: a broken pipe is no failure.
    if let Err(err) = input.write_all(stdin.unwrap_or("").as_bytes()) {
        assert_eq!(
            err.kind(),
            std::io::ErrorKind::BrokenPipe,
            "write stdin: {err}"
        );
    }
    drop(input);
    child.wait_with_output().expect("wait for alice")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The rules page's position after 1.e4 d5 2.Be2 dxe4, where 3.Bb5 (Cb5#) mates.
fn trap_fen() -> String {
    let mut game = Game::default();
    for m in ["e4", "d5", "Be2", "dxe4"] {
        game.play_text(m).unwrap();
    }
    game.position().fen()
}

/// One parsed line of `alice analyse`.
struct Line {
    number: usize,
    /// Orders scores: mates for the side to move highest.
    key: i64,
    mate: Option<i64>,
    alice: Vec<String>,
    uci: Vec<String>,
}

fn parse_lines(out: &str) -> Vec<Line> {
    out.lines()
        .map(|l| {
            let (left, right) = l.split_once(" | ").expect("a ' | ' separator");
            let words: Vec<&str> = left.split_whitespace().collect();
            assert_eq!(words[3], "d", "{l}");
            let value: i64 = words[2].parse().unwrap();
            let (key, mate) = match words[1] {
                "cp" => (value, None),
                "mate" if value > 0 => (1_000_000 - value, Some(value)),
                "mate" => (-1_000_000 - value, Some(value)),
                other => panic!("score kind {other}"),
            };
            Line {
                number: words[0].parse().unwrap(),
                key,
                mate,
                alice: words[5..].iter().map(|s| s.to_string()).collect(),
                uci: right.split_whitespace().map(str::to_string).collect(),
            }
        })
        .collect()
}

fn assert_distinct_and_ordered(lines: &[Line]) {
    for (i, line) in lines.iter().enumerate() {
        assert_eq!(line.number, i + 1);
        assert!(!line.alice.is_empty());
        assert_eq!(line.alice.len(), line.uci.len());
    }
    for pair in lines.windows(2) {
        assert!(pair[0].key >= pair[1].key, "lines out of order");
    }
    let mut firsts: Vec<&str> = lines.iter().map(|l| l.uci[0].as_str()).collect();
    firsts.sort_unstable();
    firsts.dedup();
    assert_eq!(firsts.len(), lines.len(), "first moves not distinct");
}

#[test]
fn analyse_finds_the_mate_in_one_first_and_two_more_lines() {
    let o = alice(
        &["analyse", &trap_fen(), "--multipv", "3", "--depth", "4"],
        None,
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    let lines = parse_lines(&out);
    assert_eq!(lines.len(), 3, "{out}");
    assert_eq!(lines[0].mate, Some(1), "{out}");
    assert_eq!(lines[0].alice, ["Cb5#"]);
    assert_eq!(lines[0].uci, ["e2b5"]);
    assert!(lines[1..].iter().all(|l| l.mate.is_none()), "{out}");
    assert_distinct_and_ordered(&lines);
}

#[test]
fn analyse_startpos_lines_are_distinct_and_ordered() {
    let o = alice(
        &["analyse", "startpos", "--multipv", "4", "--depth", "3"],
        None,
    );
    assert!(o.status.success());
    let lines = parse_lines(&stdout(&o));
    assert_eq!(lines.len(), 4);
    assert_distinct_and_ordered(&lines);
    let o = alice(
        &["analyse", "startpos", "--multipv", "1", "--movetime", "50"],
        None,
    );
    assert_eq!(parse_lines(&stdout(&o)).len(), 1);
}

#[test]
fn analyse_refuses_bad_input() {
    for args in [
        &["analyse"][..],
        &["analyse", "not a fen", "--depth", "2"],
        &["analyse", "startpos", "--multipv", "0"],
        &["analyse", "startpos", "--depth", "x"],
        &["analyse", "startpos", "--depth"],
        &["analyse", "startpos", "--bogus", "1"],
    ] {
        let o = alice(args, None);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(stdout(&o).is_empty());
    }
}

#[test]
fn analyse_a_mated_position_has_no_line() {
    let mut game = Game::default();
    for m in ["e4", "d5", "Be2", "dxe4", "Bb5"] {
        game.play_text(m).unwrap();
    }
    let o = alice(&["analyse", &game.position().fen(), "--depth", "2"], None);
    assert!(o.status.success());
    assert_eq!(stdout(&o).trim(), "(none)");
}

const BLUNDER: &str = "[White \"Tweedledum\"]\n\n1. e4 d5 2. Be2 dxe4 3. a3 *\n";

#[test]
fn review_marks_the_missed_mate_as_a_blunder() {
    let path = std::env::temp_dir().join(format!("alice-review-{}.pgn", std::process::id()));
    std::fs::write(&path, BLUNDER).unwrap();
    let o = alice(&["review", path.to_str().unwrap(), "--depth", "4"], None);
    std::fs::remove_file(&path).ok();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    let rows: Vec<&str> = out.lines().collect();
    assert_eq!(rows.len(), 6, "{out}");
    let a3 = rows[4];
    assert!(a3.starts_with("3. Pa3 ?? #1 -> "), "{out}");
    assert!(a3.contains("better: Cb5# (Cb5#)"), "{out}");
    // 2... dxe4 walks into the mate: Black's chances drop to nothing.
    assert!(
        rows[3].starts_with("2... Sdxe4 ?? ") && rows[3].ends_with(")"),
        "{out}"
    );
    assert!(rows[3].contains(" -> #1 better: "), "{out}");
    assert!(rows[5].starts_with("accuracy: white "), "{out}");
    let figures: Vec<f64> = rows[5]
        .trim_start_matches("accuracy: white ")
        .split(", black ")
        .map(|f| f.parse().unwrap())
        .collect();
    assert!(figures.iter().all(|f| (0.0..=100.0).contains(f)));
}

#[test]
fn review_writes_pgn_with_nags_that_reads_back() {
    let o = alice(&["review", "-", "--movetime", "20", "--pgn"], Some(BLUNDER));
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    assert!(out.contains("[White \"Tweedledum\"]"), "{out}");
    let movetext = out.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(movetext.contains("3. Pa3 $4 {better: Cb5#} *"), "{out}");
    assert!(out.lines().all(|l| l.chars().count() <= 80));
    let back = read_pgn(&out).unwrap();
    let original = read_pgn(BLUNDER).unwrap();
    assert_eq!(back.game.moves(), original.game.moves());
}

#[test]
fn review_refuses_garbage() {
    for (args, input) in [
        (&["review", "-"][..], "1. e4 Zz9 *"),
        (&["review", "-"], "this is not PGN at all"),
        (&["review", "/no/such/file.pgn"], ""),
        (&["review"], ""),
        (&["review", "-", "--depth", "0"], BLUNDER),
        (&["review", "-", "--frobnicate"], BLUNDER),
    ] {
        let o = alice(args, Some(input));
        assert_eq!(o.status.code(), Some(2), "{args:?} {input}");
        assert_eq!(String::from_utf8_lossy(&o.stderr).lines().count(), 1);
    }
}
