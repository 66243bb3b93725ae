//! `alice uci` spoken to over pipes, as a GUI would: a scripted session, `stop` during
//! `go infinite` (timed), pondering, clocks, MultiPV, and bad input of every kind.

use alice_chess::fen::parse_fen;
use alice_chess::Position;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// One engine at a time: they search on all cores, and `stop` is timed.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn my_turn() -> MutexGuard<'static, ()> {
    ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// A running `alice uci` with its lines arriving on a channel.
struct Engine {
    _turn: MutexGuard<'static, ()>,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// Every line read so far.
    seen: Vec<String>,
}

impl Engine {
    fn start() -> Engine {
        let turn = my_turn();
        let mut child = Command::new(env!("CARGO_BIN_EXE_alice"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start alice uci");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            _turn: turn,
            child,
            stdin,
            lines,
            seen: Vec::new(),
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("write to the engine");
        self.stdin.flush().expect("flush");
    }

    /// Lines up to and including the first that starts with `prefix`; panics after `limit`.
    fn until(&mut self, prefix: &str, limit: Duration) -> Vec<String> {
        let deadline = Instant::now() + limit;
        let mut got = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    let done = line.starts_with(prefix);
                    got.push(line);
                    if done {
                        return got;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!("no '{prefix}' within {limit:?}; got {got:#?}")
                }
                Err(RecvTimeoutError::Disconnected) => {
                    panic!("the engine ended before '{prefix}'; got {got:#?}")
                }
            }
        }
    }

    /// Whatever arrives within `wait`.
    fn drain(&mut self, wait: Duration) -> Vec<String> {
        let deadline = Instant::now() + wait;
        let mut got = Vec::new();
        while let Ok(line) = self
            .lines
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
        {
            self.seen.push(line.clone());
            got.push(line);
        }
        got
    }

    /// `isready` → `readyok`, returning the lines before it.
    fn sync(&mut self) -> Vec<String> {
        self.send("isready");
        let mut lines = self.until("readyok", Duration::from_secs(10));
        lines.pop();
        lines
    }

    /// The `info string` lines answering `command`.
    fn complaints(&mut self, command: &str) -> Vec<String> {
        self.send(command);
        self.sync()
            .into_iter()
            .filter(|l| l.starts_with("info string "))
            .collect()
    }

    fn quit(mut self) {
        self.send("quit");
        let start = Instant::now();
        loop {
            match self.child.try_wait().expect("wait") {
                Some(status) => {
                    assert!(status.success(), "exit status {status}");
                    return;
                }
                None if start.elapsed() > Duration::from_secs(5) => {
                    let _ = self.child.kill();
                    panic!("the engine did not quit");
                }
                None => std::thread::sleep(Duration::from_millis(5)),
            }
        }
    }
}

fn secs(n: u64) -> Duration {
    Duration::from_secs(n)
}

/// The move of `bestmove M [ponder P]`, checked legal in `pos`; and the ponder move, checked
/// legal after it.
fn best_and_ponder(line: &str, pos: &Position) -> (String, Option<String>) {
    let words: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(words[0], "bestmove", "{line}");
    let best = words[1].to_string();
    let m = pos
        .legal_moves()
        .iter()
        .copied()
        .find(|m| m.uci() == best)
        .unwrap_or_else(|| panic!("illegal bestmove in {}: {line}", pos.fen()));
    let ponder = match words.get(2) {
        Some(&"ponder") => {
            let p = words[3].to_string();
            let mut after = *pos;
            after.play_unchecked(m);
            assert!(
                after.legal_moves().iter().any(|r| r.uci() == p),
                "illegal ponder move: {line}"
            );
            Some(p)
        }
        None => None,
        Some(other) => panic!("unexpected '{other}' in {line}"),
    };
    (best, ponder)
}

fn after(moves: &[&str]) -> Position {
    let mut pos = Position::start();
    for text in moves {
        let m = pos
            .legal_moves()
            .iter()
            .copied()
            .find(|m| m.uci() == *text)
            .expect("legal");
        pos.play_unchecked(m);
    }
    pos
}

/// Value after `key` in an info line.
fn field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let words: Vec<&str> = line.split_whitespace().collect();
    words
        .iter()
        .position(|w| *w == key)
        .and_then(|i| words.get(i + 1).copied())
}

#[test]
fn handshake_lists_the_options() {
    let mut e = Engine::start();
    e.send("uci");
    let lines = e.until("uciok", secs(5));
    assert!(lines[0].starts_with("id name Alice"), "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("id author ")));
    for option in [
        "option name Hash type spin",
        "option name Threads type spin",
        "option name MultiPV type spin",
        "option name UCI_Variant type combo default alice var alice",
        "option name Level type spin default 8 min 1 max 8",
        "option name Move Overhead type spin",
        "option name Ponder type check",
    ] {
        assert!(
            lines.iter().any(|l| l.starts_with(option)),
            "missing '{option}' in {lines:#?}"
        );
    }
    assert!(e.sync().is_empty());
    e.quit();
}

#[test]
fn scripted_game_with_depth_nodes_and_clocks() {
    let mut e = Engine::start();
    e.send("uci");
    e.until("uciok", secs(5));
    e.send("setoption name Hash value 8");
    e.send("ucinewgame");
    assert!(e.sync().is_empty());
    let moves = ["e2e4", "d7d5", "f1e2", "d5e4"];
    e.send(&format!("position startpos moves {}", moves.join(" ")));
    e.send("go depth 3");
    let lines = e.until("bestmove", secs(10));
    let (best, _) = best_and_ponder(lines.last().expect("line"), &after(&moves));
    // White mates at once: Bb5 (the bishop on e2 is on board B).
    assert_eq!(best, "e2b5");
    let infos: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert!(!infos.is_empty());
    for key in [
        "depth", "seldepth", "multipv", "score", "nodes", "nps", "hashfull", "time", "pv",
    ] {
        assert!(field(infos[0], key).is_some(), "no {key} in {}", infos[0]);
    }
    assert_eq!(field(infos[infos.len() - 1], "score"), Some("mate"));
    assert_eq!(field(infos[infos.len() - 1], "mate"), Some("1"));

    // The other dialect of the same position, and a node limit.
    e.send("position fen rnbqkbnr/ppp1pppp/8/8/4p3/8/PPPP|BPPP/RNBQK1NR w KQkq - 0 3");
    e.send("go nodes 2000");
    let lines = e.until("bestmove", secs(10));
    assert_eq!(
        best_and_ponder(lines.last().expect("line"), &after(&moves)).0,
        "e2b5"
    );

    // A clock: answers well within it.
    e.send("position startpos moves e2e4");
    let start = Instant::now();
    e.send("go wtime 2000 btime 2000 winc 0 binc 0");
    let lines = e.until("bestmove", secs(5));
    let took = start.elapsed();
    best_and_ponder(lines.last().expect("line"), &after(&["e2e4"]));
    assert!(took < Duration::from_millis(1000), "took {took:?} of 2 s");

    // movetime is respected, less the overhead.
    e.send("setoption name Move Overhead value 50");
    let start = Instant::now();
    e.send("go movetime 300");
    e.until("bestmove", secs(5));
    let took = start.elapsed();
    // 250 ms of search; the rest is slack for a loaded machine.
    assert!(
        took >= Duration::from_millis(200) && took < Duration::from_millis(600),
        "movetime 300 took {took:?}"
    );
    e.quit();
}

/// `stop` during `go infinite`: the time until `bestmove`, median of five tries. On a machine
/// busy with other work a batch can be slowed down by the scheduler, so up to three batches are
/// tried; an engine that is slow to stop fails them all.
#[test]
fn stop_answers_within_10_ms() {
    let mut e = Engine::start();
    e.send("uci");
    e.until("uciok", secs(5));
    let mut batches = Vec::new();
    for _ in 0..3 {
        let mut latencies = Vec::new();
        for (i, moves) in ["", "e2e4 e7e5", "d2d4 g8f6 c2c4", "g1f3", "e2e4 d7d5 b1c3"]
            .iter()
            .enumerate()
        {
            e.send(&format!("position startpos moves {moves}"));
            e.send("go infinite");
            // Let it get deep into the search.
            std::thread::sleep(Duration::from_millis(150 + 50 * i as u64));
            let quiet = e.drain(Duration::from_millis(0));
            assert!(
                quiet.iter().all(|l| !l.starts_with("bestmove")),
                "answered an infinite search unasked"
            );
            let start = Instant::now();
            e.send("stop");
            let lines = e.until("bestmove", secs(2));
            latencies.push(start.elapsed());
            let pos = after(&moves.split_whitespace().collect::<Vec<_>>());
            best_and_ponder(lines.last().expect("line"), &pos);
        }
        latencies.sort();
        eprintln!("stop → bestmove latencies: {latencies:?}");
        let median = latencies[latencies.len() / 2];
        batches.push(latencies);
        if median < Duration::from_millis(10) {
            e.quit();
            return;
        }
    }
    panic!("stop took 10 ms or more (median) in every batch: {batches:?}");
}

#[test]
fn infinite_search_waits_for_stop_even_when_done() {
    let mut e = Engine::start();
    // Mated: nothing to search; still no answer before stop.
    e.send("position startpos moves e2e4 d7d5 f1e2 d5e4 e2b5");
    e.send("go infinite");
    let early = e.drain(Duration::from_millis(200));
    assert!(
        early.iter().all(|l| !l.starts_with("bestmove")),
        "{early:?}"
    );
    e.send("stop");
    let lines = e.until("bestmove", secs(2));
    assert_eq!(lines.last().map(String::as_str), Some("bestmove (none)"));
    e.quit();
}

#[test]
fn ponder_then_ponderhit() {
    let mut e = Engine::start();
    e.send("setoption name Ponder value true");
    e.send("position startpos moves e2e4 e7e5");
    e.send("go ponder wtime 3000 btime 3000");
    let early = e.drain(Duration::from_millis(400));
    assert!(
        early.iter().all(|l| !l.starts_with("bestmove")),
        "answered while pondering: {early:?}"
    );
    // Pondering goes past the move's time budget without answering.
    assert!(early.iter().any(|l| l.starts_with("info depth")));
    let start = Instant::now();
    e.send("ponderhit");
    let lines = e.until("bestmove", secs(3));
    assert!(start.elapsed() < Duration::from_millis(2500));
    best_and_ponder(lines.last().expect("line"), &after(&["e2e4", "e7e5"]));
    // A ponder search that is stopped answers too.
    e.send("go ponder wtime 3000 btime 3000");
    std::thread::sleep(Duration::from_millis(50));
    e.send("stop");
    e.until("bestmove", secs(2));
    e.quit();
}

#[test]
fn multipv_lines() {
    let mut e = Engine::start();
    e.send("setoption name MultiPV value 3");
    e.send("position startpos");
    e.send("go depth 5");
    let lines = e.until("bestmove", secs(10));
    let at5: Vec<&String> = lines
        .iter()
        .filter(|l| field(l, "depth") == Some("5"))
        .collect();
    let order: Vec<&str> = at5.iter().filter_map(|l| field(l, "multipv")).collect();
    assert_eq!(order, ["1", "2", "3"], "{at5:#?}");
    let firsts: std::collections::HashSet<&str> =
        at5.iter().filter_map(|l| field(l, "pv")).collect();
    assert_eq!(firsts.len(), 3, "{at5:#?}");
    let best = best_and_ponder(lines.last().expect("line"), &Position::start()).0;
    assert_eq!(field(at5[0], "pv"), Some(best.as_str()));
    e.quit();
}

#[test]
fn table_persists_between_moves_until_ucinewgame() {
    let mut e = Engine::start();
    let nodes = |e: &mut Engine, command: &str| -> u64 {
        e.send(command);
        let lines = e.until("bestmove", secs(10));
        lines
            .iter()
            .filter(|l| l.starts_with("info depth"))
            .filter_map(|l| field(l, "nodes"))
            .next_back()
            .and_then(|n| n.parse().ok())
            .expect("nodes")
    };
    e.send("position startpos moves e2e4 e7e5");
    let first = nodes(&mut e, "go depth 9");
    // The same search again finds the table full of answers.
    let again = nodes(&mut e, "go depth 9");
    assert!(again * 10 < first * 8, "nodes {first} then {again}");
    // A new game forgets it all: the search is the first one again, node for node.
    e.send("ucinewgame");
    let fresh = nodes(&mut e, "go depth 9");
    assert_eq!(fresh, first, "nodes {first}, after ucinewgame {fresh}");
    e.quit();
}

#[test]
fn bad_input_is_named_and_changes_nothing() {
    let mut e = Engine::start();
    let moves = ["e2e4", "d7d5"];
    e.send(&format!("position startpos moves {}", moves.join(" ")));
    for (command, needle) in [
        ("fly me to the moon", "unknown command"),
        ("position fen not/a/fen w - - 0 1", "invalid FEN"),
        ("position startpos moves e2e4 e2e4", "move 2 'e2e4'"),
        ("position startpos moves e2e4 zz", "move 2 'zz'"),
        ("position banana", "position wants"),
        ("position fen", "FEN is missing"),
        ("setoption name Hash value -3", "Hash"),
        ("setoption name Hash value 99999999", "Hash"),
        ("setoption name MultiPV value 0", "MultiPV"),
        ("setoption name Level value 11", "Level"),
        ("setoption name Threads value many", "Threads"),
        (
            "setoption name UCI_Variant value crazyhouse",
            "not supported",
        ),
        ("setoption name Bogus value 3", "unknown option"),
        ("setoption", "setoption wants"),
        ("isready please", "takes no arguments"),
    ] {
        let said = e.complaints(command);
        assert!(
            said.len() == 1 && said[0].contains(needle),
            "{command}: {said:?}"
        );
    }
    // Binary junk and a very long line.
    e.stdin.write_all(b"\xff\xfe\x00garbage\n").expect("write");
    assert_eq!(e.sync().len(), 1);
    e.send(&"x".repeat(100_000));
    let said = e.sync();
    assert!(said.len() == 1 && said[0].len() < 300, "{said:?}");
    // A refused `position` leaves no position: `go` answers the null move rather than a move
    // for a position the GUI did not ask about.
    e.send("d");
    let shown = e.sync();
    assert!(
        shown.len() == 1 && shown[0].starts_with("info string no position: "),
        "{shown:?}"
    );
    e.send("go depth 3");
    let lines = e.until("bestmove", secs(5));
    assert_eq!(lines.last().map(String::as_str), Some("bestmove 0000"));
    assert!(lines[0].contains("no position"), "{lines:?}");
    // A good one again; the other bad commands change nothing.
    e.send(&format!("position startpos moves {}", moves.join(" ")));
    for command in ["setoption name Hash value -3", "go depth 2 depth x", "fly"] {
        if command.starts_with("go") {
            e.send(command);
            e.until("bestmove", secs(10));
        } else {
            e.complaints(command);
        }
    }
    e.send("d");
    let shown = e.sync();
    let expected = after(&moves).fen();
    assert_eq!(shown, [format!("info string fen {expected}")]);
    // A go with bad arguments names them and still searches (a GUI waits for bestmove).
    e.send("go depth x nodes 3000 sideways");
    let lines = e.until("bestmove", secs(10));
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.starts_with("info string"))
            .count(),
        2,
        "{lines:#?}"
    );
    best_and_ponder(lines.last().expect("line"), &after(&moves));
    e.quit();
}

#[test]
fn a_clock_for_the_other_side_only_means_moving_at_once() {
    let mut e = Engine::start();
    e.send("position startpos moves e2e4");
    e.send("go wtime 60000 winc 1000");
    let lines = e.until("bestmove", secs(5));
    assert!(
        lines[0].contains("no clock for the side to move"),
        "{lines:?}"
    );
    best_and_ponder(lines.last().expect("line"), &after(&["e2e4"]));
    e.quit();
}

#[test]
fn en_passant_and_promotion_moves() {
    let mut e = Engine::start();
    // A white pawn on e5 (board A) next to the black pawn that just double-stepped to d5.
    let fen = "4k3/8/8/3sP3/8/8/8/4K3 w - d6 0 1";
    parse_fen(fen).expect("valid");
    e.send(&format!("position fen {fen} moves e5d6"));
    e.send("d");
    let shown = e.sync();
    assert_eq!(shown.len(), 1);
    assert!(!shown[0].contains("unchanged"), "{shown:?}");
    e.send("position fen 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 moves b7b8q e8d7");
    assert!(e.sync().is_empty());
    e.send("go depth 4");
    e.until("bestmove", secs(5));
    e.quit();
}

#[test]
fn end_of_input_ends_the_engine() {
    let mut e = Engine::start();
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(50));
    let Engine {
        mut child, stdin, ..
    } = e;
    drop(stdin);
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("wait") {
            assert!(status.success());
            break;
        }
        assert!(start.elapsed() < secs(5), "still running after EOF");
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn a_script_without_quit_gets_its_answer() {
    let _turn = my_turn();
    let out = Command::new(env!("CARGO_BIN_EXE_alice"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            if let Some(mut stdin) = child.stdin.take() {
                stdin.write_all(b"position startpos moves e2e4\ngo depth 6\n")?;
            }
            child.wait_with_output()
        })
        .expect("run alice uci");
    let text = String::from_utf8_lossy(&out.stdout);
    let last = text.lines().last().expect("output");
    best_and_ponder(last, &after(&["e2e4"]));
    assert!(
        text.lines().any(|l| l.starts_with("info depth 6 ")),
        "{text}"
    );
}

#[test]
fn two_threads_search_and_stop() {
    let mut e = Engine::start();
    e.send("setoption name Threads value 2");
    e.send("position startpos moves d2d4");
    e.send("go depth 8");
    let lines = e.until("bestmove", secs(20));
    best_and_ponder(lines.last().expect("line"), &after(&["d2d4"]));
    assert!(lines.iter().any(|l| l.starts_with("info depth 8 ")));
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(100));
    let start = Instant::now();
    e.send("stop");
    e.until("bestmove", secs(2));
    // (Latency is measured with one thread above; here: the helper stops too, promptly.)
    assert!(
        start.elapsed() < Duration::from_secs(1),
        "{:?}",
        start.elapsed()
    );
    // Back to one thread, then a new table: still answers.
    e.send("setoption name Threads value 1");
    e.send("setoption name Hash value 2");
    e.send("go depth 4");
    e.until("bestmove", secs(10));
    e.quit();
}

#[test]
fn searchmoves_and_mate() {
    let mut e = Engine::start();
    e.send("position startpos");
    e.send("go depth 5 searchmoves a2a3 h2h4");
    let lines = e.until("bestmove", secs(10));
    let (best, _) = best_and_ponder(lines.last().expect("line"), &Position::start());
    assert!(best == "a2a3" || best == "h2h4", "{best}");
    e.send("position fen 3r3k/6pp/5O2/8/8/3Q4/1B6/U5K1 w - - 0 1");
    e.send("go mate 2");
    let lines = e.until("bestmove", secs(10));
    let last_info = lines
        .iter()
        .rfind(|l| l.starts_with("info depth"))
        .expect("info");
    assert_eq!(field(last_info, "mate"), Some("2"), "{last_info}");
    assert!(lines.last().is_some_and(|l| l.starts_with("bestmove d3d8")));
    e.quit();
}
