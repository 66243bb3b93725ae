//! `alice puzzles --games N --seed S [--first G] [--levels A-B] [--out FILE]`
//!
//! Plays `N` engine games (numbers `G..G+N` of the seed, default `G` = 0) between levels drawn
//! from `A..=B` (default 1-3) and writes the puzzles found in them as JSON (see
//! `alice_chess::puzzles`): to `FILE`, or to standard output. The file depends only on the
//! arguments. Progress goes to standard error, and last a `counts:` line (games, positions,
//! candidates, refusals by reason) that `--merge` reads back from a log.
//!
//! `alice puzzles --merge OUT --seed S IN... [--logs LOG...]` merges shard files (the first
//! puzzle of each position), recomputes themes and ratings, leaves out the shortest mates if
//! fewer than 40 % of the puzzles would be material ones, and writes OUT; with `--logs`, sums the
//! shards' `counts:` lines.
//!
//! `alice puzzles --rate FILE [--out FILE2]` measures every puzzle of a file again and rates it
//! by its difficulty (`alice_chess::puzzles::difficulty`), writes the file sorted (to `FILE2`,
//! else to `FILE`) and prints the ratings' distribution.
//!
//! `alice puzzles --check FILE` verifies every puzzle of a file (as `tests/puzzles.rs` does, the
//! solver's proofs and the depth-12 searches) and prints the ones that fail.
//!
//! `alice puzzles --fairy BIN FILE [--out FILE2] [--depth D]`: the developer's cross-check by
//! another engine (a UCI engine playing the variant `alice` at `BIN`, such as Fairy-Stockfish):
//! see `fairy.rs`.

use alice_chess::puzzles::analyse::Analyst;
use alice_chess::puzzles::difficulty::{measure, rating};
use alice_chess::puzzles::generate::{generate, keep_material_share, merge, sort, Config, Report};
use alice_chess::puzzles::json::{self, PuzzleFile};
use alice_chess::puzzles::verify::verify;
use std::time::Instant;

pub(crate) const USAGE: &str =
    "usage: alice puzzles --games N --seed S [--first G] [--levels A-B] [--out FILE] \
     | alice puzzles --merge OUT --seed S IN... [--logs LOG...] \
     | alice puzzles --rate FILE [--out FILE2] \
     | alice puzzles --check FILE \
     | alice puzzles --fairy BIN FILE [--out FILE2] [--depth D]";

/// The share of material puzzles (no mates) a merged file keeps at least, %.
const MIN_MATERIAL_PERCENT: usize = 40;

/// The levels drawn from when `--levels` is not given.
const DEFAULT_LEVELS: (u8, u8) = (1, 3);

/// Runs the subcommand on the arguments after `puzzles`.
pub fn run(args: &[String]) -> Result<(), String> {
    match args.first().map(String::as_str) {
        Some("--merge") => return merge_files(&args[1..]),
        Some("--fairy") => return super::fairy::run(&args[1..]),
        Some("--rate") => return rate_file(&args[1..]),
        _ => {}
    }
    let mut games = None;
    let mut seed = None;
    let mut first = 0;
    let mut levels = DEFAULT_LEVELS;
    let mut out = None;
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
            "--first" => first = number(flag, value()?, 0, 1_000_000)? as u32,
            "--levels" => levels = level_range(value()?)?,
            "--out" => out = Some(value()?.clone()),
            "--check" => check = Some(value()?.clone()),
            other => return Err(format!("unknown option '{other}'; {USAGE}")),
        }
    }
    if let Some(path) = check {
        return check_file(&path);
    }
    let games = games.ok_or_else(|| format!("--games is required; {USAGE}"))?;
    let seed = seed.ok_or_else(|| format!("--seed is required; {USAGE}"))?;
    let config = Config {
        games,
        first,
        seed,
        levels,
    };
    let started = Instant::now();
    let report = generate(&config, &mut |line| {
        eprintln!("{:.0} s {line}", started.elapsed().as_secs_f64())
    });
    let file = PuzzleFile {
        generator: format!(
            "alice puzzles --games {games} --seed {seed} --first {first} --levels {}-{}",
            levels.0, levels.1
        ),
        puzzles: report.puzzles.clone(),
    };
    let text = json::write(&file);
    match &out {
        Some(path) => {
            std::fs::write(path, &text).map_err(|e| format!("cannot write {path}: {e}"))?
        }
        None => print!("{text}"),
    }
    eprintln!(
        "{} puzzles from {} positions in {:.0} s{}",
        file.puzzles.len(),
        report.positions,
        started.elapsed().as_secs_f64(),
        out.map_or(String::new(), |p| format!(", written to {p}"))
    );
    eprintln!("counts: {}", report.counts_line());
    Ok(())
}

/// `A-B` with 1 ≤ A ≤ B ≤ the top level.
fn level_range(text: &str) -> Result<(u8, u8), String> {
    let top = u64::from(alice_chess::search::MAX_LEVEL);
    let (a, b) = text
        .split_once('-')
        .ok_or_else(|| format!("--levels must look like 3-6, got '{text}'"))?;
    let (a, b) = (
        number("--levels", a, 1, top)?,
        number("--levels", b, 1, top)?,
    );
    if a > b {
        return Err(format!("--levels: {a} is above {b}"));
    }
    Ok((a as u8, b as u8))
}

/// `--merge OUT --seed S IN... [--logs LOG...]`.
fn merge_files(args: &[String]) -> Result<(), String> {
    let (out, rest) = args
        .split_first()
        .ok_or_else(|| format!("--merge needs an output file; {USAGE}"))?;
    let (seed, rest) = match rest {
        [flag, s, rest @ ..] if flag == "--seed" => (number("--seed", s, 0, u64::MAX)?, rest),
        _ => return Err(format!("--merge OUT needs --seed S next; {USAGE}")),
    };
    let (inputs, logs) = match rest.iter().position(|a| a == "--logs") {
        Some(i) => (&rest[..i], &rest[i + 1..]),
        None => (rest, &[][..]),
    };
    let mut runs = Vec::new();
    let mut games = 0;
    for path in inputs {
        let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
        let file = json::read(&text).map_err(|e| format!("{path}: {e}"))?;
        let n: u32 = file
            .generator
            .split_whitespace()
            .skip_while(|w| *w != "--games")
            .nth(1)
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        games += n;
        runs.push(file.puzzles);
    }
    let mut puzzles = merge(runs, &mut Analyst::new());
    let left_out = keep_material_share(&mut puzzles, MIN_MATERIAL_PERCENT);
    let file = PuzzleFile {
        generator: format!(
            "alice puzzles --games {games} --seed {seed} (merged from {} shards)",
            inputs.len()
        ),
        puzzles,
    };
    std::fs::write(out, json::write(&file)).map_err(|e| format!("cannot write {out}: {e}"))?;
    let mut total = Report::default();
    for path in logs {
        let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
        if let Some(line) = text.lines().rev().find_map(|l| l.strip_prefix("counts: ")) {
            total.add_counts(&Report::parse_counts(line));
        }
    }
    println!(
        "{} puzzles written to {out} ({left_out} mates left out to keep {MIN_MATERIAL_PERCENT} % material puzzles)",
        file.puzzles.len()
    );
    if !logs.is_empty() {
        println!("counts: {}", total.counts_line());
    }
    Ok(())
}

/// `--rate FILE [--out FILE2]`.
fn rate_file(args: &[String]) -> Result<(), String> {
    let (path, out) = match args {
        [path] => (path, path),
        [path, flag, out] if flag == "--out" => (path, out),
        _ => return Err(format!("--rate needs a file (and --out FILE2); {USAGE}")),
    };
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let mut file = json::read(&text).map_err(|e| format!("{path}: {e}"))?;
    let mut analyst = Analyst::new();
    let started = Instant::now();
    let total = file.puzzles.len();
    let mut points = Vec::with_capacity(total);
    for (i, p) in file.puzzles.iter_mut().enumerate() {
        let m = measure(p, &mut analyst).map_err(|e| format!("{}: {e}", p.id))?;
        points.push(m.points());
        p.rating = rating(&m);
        if (i + 1) % 100 == 0 {
            eprintln!(
                "{:.0} s {} of {total} rated",
                started.elapsed().as_secs_f64(),
                i + 1
            );
        }
    }
    sort(&mut file.puzzles);
    std::fs::write(out, json::write(&file)).map_err(|e| format!("cannot write {out}: {e}"))?;
    points.sort_unstable();
    let ratings: Vec<u32> = file.puzzles.iter().map(|p| p.rating).collect();
    println!(
        "{total} puzzles rated in {:.0} s, written to {out}",
        started.elapsed().as_secs_f64()
    );
    println!("points:  {}", quantiles(&points));
    println!("ratings: {}", quantiles(&ratings));
    for kind in ["mateIn1", "mateIn2", "mateIn3", "mateIn4", "winMaterial"] {
        let mut r: Vec<u32> = file
            .puzzles
            .iter()
            .filter(|p| p.themes.first().is_some_and(|t| t == kind))
            .map(|p| p.rating)
            .collect();
        r.sort_unstable();
        println!("{kind}: {} puzzles, {}", r.len(), quantiles(&r));
    }
    Ok(())
}

/// `min 10% 25% median 75% 90% max` of sorted numbers.
fn quantiles(sorted: &[u32]) -> String {
    if sorted.is_empty() {
        return "none".to_string();
    }
    let at = |q: usize| sorted[(sorted.len() - 1) * q / 100];
    format!(
        "min {} 10% {} 25% {} median {} 75% {} 90% {} max {}",
        at(0),
        at(10),
        at(25),
        at(50),
        at(75),
        at(90),
        at(100)
    )
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
