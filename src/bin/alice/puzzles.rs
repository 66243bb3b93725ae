//! `alice puzzles --games N --seed S [--out FILE] [--depth D | --movetime MS]`
//!
//! Plays `N` engine games from seeded random openings and writes the puzzles found in them as
//! JSON (see `alice_chess::puzzles`): to `FILE`, or to standard output. With `--depth` (the
//! default, 4) the file depends only on the arguments; `--movetime` makes the games depend on the
//! machine's speed. Progress goes to standard error.
//!
//! `alice puzzles --check FILE` verifies every puzzle of a file (as `tests/puzzles.rs` does) and
//! prints the ones that fail.

use alice_chess::puzzles::analyse::Analyst;
use alice_chess::puzzles::generate::{generate, Config};
use alice_chess::puzzles::json::{self, PuzzleFile};
use alice_chess::puzzles::verify::verify;
use alice_chess::search::native_clock;
use std::time::Instant;

pub(crate) const USAGE: &str =
    "usage: alice puzzles --games N --seed S [--out FILE] [--depth D | --movetime MS] \
                     | alice puzzles --check FILE";

/// The players' depth when neither `--depth` nor `--movetime` is given.
const DEFAULT_DEPTH: u32 = 4;

/// Runs the subcommand on the arguments after `puzzles`.
pub fn run(args: &[String]) -> Result<(), String> {
    let mut games = None;
    let mut seed = None;
    let mut out = None;
    let mut depth = None;
    let mut movetime = None;
    let mut check = None;
    let mut rest = args.iter();
    while let Some(flag) = rest.next() {
        let mut value = || {
            rest.next()
                .ok_or_else(|| format!("{flag} needs a value; {USAGE}"))
        };
        match flag.as_str() {
            "--games" => games = Some(number(flag, value()?, 1, 100_000)? as u32),
            "--seed" => seed = Some(number(flag, value()?, 0, u64::MAX)?),
            "--out" => out = Some(value()?.clone()),
            "--depth" => depth = Some(number(flag, value()?, 1, 20)? as u32),
            "--movetime" => movetime = Some(number(flag, value()?, 1, 600_000)?),
            "--check" => check = Some(value()?.clone()),
            other => return Err(format!("unknown option '{other}'; {USAGE}")),
        }
    }
    if let Some(path) = check {
        return check_file(&path);
    }
    let games = games.ok_or_else(|| format!("--games is required; {USAGE}"))?;
    let seed = seed.ok_or_else(|| format!("--seed is required; {USAGE}"))?;
    if depth.is_some() && movetime.is_some() {
        return Err(format!("give --depth or --movetime, not both; {USAGE}"));
    }
    let limit = match movetime {
        Some(ms) => format!("--movetime {ms}"),
        None => format!("--depth {}", depth.unwrap_or(DEFAULT_DEPTH)),
    };
    let config = Config {
        games,
        seed,
        depth: if movetime.is_some() {
            None
        } else {
            Some(depth.unwrap_or(DEFAULT_DEPTH))
        },
        movetime_ms: movetime.map(|ms| ms as f64),
        clock: native_clock,
    };
    let started = Instant::now();
    let report = generate(&config, &mut |line| eprintln!("{line}"));
    let file = PuzzleFile {
        generator: format!("alice puzzles --games {games} --seed {seed} {limit}"),
        puzzles: report.puzzles,
    };
    let text = json::write(&file);
    match &out {
        Some(path) => {
            std::fs::write(path, &text).map_err(|e| format!("cannot write {path}: {e}"))?
        }
        None => print!("{text}"),
    }
    eprintln!(
        "{} puzzles from {} positions ({} candidates refused) in {:.0} s{}",
        file.puzzles.len(),
        report.positions,
        report.refused,
        started.elapsed().as_secs_f64(),
        out.map_or(String::new(), |p| format!(", written to {p}"))
    );
    Ok(())
}

/// Verifies every puzzle of the file at `path`.
fn check_file(path: &str) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let file = json::read(&text).map_err(|e| format!("{path}: {e}"))?;
    let mut analyst = Analyst::new();
    let mut failed = 0;
    for p in &file.puzzles {
        if let Err(e) = verify(p, &mut analyst) {
            failed += 1;
            println!("{} {}: {e}", p.id, p.fen);
        }
    }
    println!("{} puzzles, {failed} failed", file.puzzles.len());
    if failed > 0 {
        return Err(format!("{failed} puzzles failed"));
    }
    Ok(())
}

/// Reads a whole number in `min..=max` for option `flag`.
fn number(flag: &str, text: &str, min: u64, max: u64) -> Result<u64, String> {
    text.parse::<u64>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| format!("{flag} must be a number from {min} to {max}, got '{text}'"))
}
