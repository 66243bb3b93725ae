//! `alice match` against UCI engines: our own `alice uci` (the whole protocol in a real match),
//! and stand-in engines that play an illegal move or never answer (adjudicated as losses).

use std::path::PathBuf;
use std::process::{Command, Output};

fn alice(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(args)
        .output()
        .expect("run alice")
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// A fresh directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("alice-match-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// A shell script posing as a UCI engine that answers `go` with `on_go` (a shell command).
#[cfg(unix)]
fn fake_engine(dir: &std::path::Path, name: &str, on_go: &str) -> String {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join(name);
    let script = format!(
        "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n    uci) echo 'id name {name}'; echo uciok;;\n    isready) echo readyok;;\n    go*) {on_go};;\n    quit) exit 0;;\n  esac\ndone\n"
    );
    std::fs::write(&path, script).expect("write script");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    path.to_string_lossy().into_owned()
}

#[test]
fn our_uci_engine_plays_a_whole_match_with_pgn() {
    let dir = scratch("self");
    let pgn = dir.join("games.pgn");
    let engine = format!("uci:{} uci", env!("CARGO_BIN_EXE_alice"));
    let o = alice(&[
        "match",
        "--games",
        "2",
        "--engine",
        "3",
        "--opponent",
        &engine,
        "--opponent-option",
        "Hash=4",
        "--tc",
        "2+0.05",
        "--jobs",
        "2",
        "--max-plies",
        "60",
        "--pgn",
        pgn.to_str().expect("path"),
    ]);
    let out = text(&o);
    assert!(o.status.success(), "{out}");
    let name = format!("vs B = Alice {} [Hash=4]", env!("CARGO_PKG_VERSION"));
    assert!(out.contains(&name), "{out}");
    assert_eq!(
        out.lines().filter(|l| l.starts_with("game ")).count(),
        2,
        "{out}"
    );
    // No protocol trouble: nobody lost on time or by an illegal move.
    assert!(!out.contains("illegal") && !out.contains("time"), "{out}");
    assert!(out.contains("score: A "), "{out}");
    assert!(out.contains(" Elo"), "{out}");
    let games = std::fs::read_to_string(&pgn).expect("pgn written");
    assert_eq!(
        games.matches("[Event \"alice match\"]").count(),
        2,
        "{games}"
    );
    assert!(games.contains("[TimeControl \"2+0.05\"]"), "{games}");
    for game in games.split("[Event ").skip(1) {
        let read = alice_chess::read_pgn(&format!("[Event {game}")).expect("readable PGN");
        assert!(read.game.ply() >= 2);
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[cfg(unix)]
#[test]
fn illegal_and_missing_moves_lose_with_the_reason() {
    let dir = scratch("fakes");
    let liar = fake_engine(&dir, "liar", "echo 'bestmove a1a8'");
    let o = alice(&[
        "match",
        "--games",
        "2",
        "--a",
        "2",
        "--b",
        &format!("uci:{liar}"),
        "--depth",
        "1",
    ]);
    let out = text(&o);
    assert!(o.status.success(), "{out}");
    assert_eq!(
        out.matches("played an illegal move 'a1a8'").count(),
        2,
        "{out}"
    );
    assert!(out.contains("score: A 2.0 - B 0.0"), "{out}");

    let mute = fake_engine(&dir, "mute", ":");
    let o = alice(&[
        "match",
        "--games",
        "2",
        "--a",
        "2",
        "--b",
        &format!("uci:{mute}"),
        "--movetime",
        "20",
        "--margin",
        "100",
    ]);
    let out = text(&o);
    assert!(o.status.success(), "{out}");
    assert_eq!(out.matches("did not move in time").count(), 2, "{out}");
    assert!(out.contains("score: A 2.0 - B 0.0"), "{out}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn bad_engines_and_options_are_errors() {
    let o = alice(&["match", "--b", "uci:/no/such/engine", "--games", "1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o).contains("cannot start '/no/such/engine'"),
        "{}",
        text(&o)
    );
    // An option the engine does not have is named before any game; a value it refuses is shown.
    let engine = format!("uci:{} uci", env!("CARGO_BIN_EXE_alice"));
    let o = alice(&[
        "match",
        "--b",
        &engine,
        "--b-option",
        "Bogus=1",
        "--games",
        "1",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o).contains("no option 'Bogus'"), "{}", text(&o));
    let o = alice(&[
        "match",
        "--b",
        &engine,
        "--b-option",
        "Hash=lots",
        "--games",
        "1",
        "--depth",
        "1",
        "--max-plies",
        "4",
    ]);
    assert!(o.status.success(), "{}", text(&o));
    assert!(text(&o).contains("'lots'"), "{}", text(&o));
    for args in [
        &["match", "--tc", "fast"][..],
        &["match", "--opponent-option", "Hash"][..],
        &["match", "--b", "uci:"][..],
    ] {
        let o = alice(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o));
    }
}
