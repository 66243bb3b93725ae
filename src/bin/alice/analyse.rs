//! `alice analyse "<FEN>" [--multipv N] [--depth D | --movetime MS] [--hash MB]`
//!
//! Searches the position at full strength for its `N` best lines (1 … 10, default 3) and prints
//! one line per line of play, best first:
//!
//! ```text
//! 1 mate 1 d 2 Cb5# | f1b5
//! 2 cp 35 d 12 Pe4 Pd5 Be2 | e2e4 d7d5 f1e2
//! ```
//!
//! the line's number, its score from the side to move's view as UCI writes it (`cp 35`,
//! `mate 3`, `mate -2`), the depth it was searched to, the moves in Alice notation, then after
//! `|` the same moves in coordinates. The lines shown come from the deepest iteration that
//! completed them all. A position without legal moves prints `(none)`. Without a limit the search
//! runs to depth 12.

use alice_chess::san::{write_move, Notation};
use alice_chess::search::{Control, Info, Limits, Score, Searcher, MAX_LEVEL};
use alice_chess::{Move, Position};

/// Default transposition table size, MB.
pub const HASH_MB: usize = 64;

pub(crate) const USAGE: &str =
    "usage: alice analyse \"<FEN>\"|startpos [--multipv N] [--depth D | --movetime MS] [--hash MB]";

/// Runs the subcommand on the arguments after `analyse`.
pub fn run(args: &[String]) -> Result<(), String> {
    let pos = super::position(args.first())?;
    let mut multipv = 3;
    let mut limits = Limits {
        level: MAX_LEVEL,
        ..Limits::default()
    };
    let mut hash_mb = HASH_MB;
    let mut rest = args[1..].iter();
    while let Some(flag) = rest.next() {
        let value = rest
            .next()
            .ok_or_else(|| format!("{flag} needs a value; {USAGE}"));
        match flag.as_str() {
            "--multipv" => multipv = number(flag, value?, 1, 10)? as usize,
            "--depth" => limits.depth = Some(number(flag, value?, 1, 90)? as u32),
            "--movetime" => limits.movetime_ms = Some(number(flag, value?, 1, 86_400_000)? as f64),
            "--hash" => hash_mb = number(flag, value?, 1, 4096)? as usize,
            other => return Err(format!("unknown option '{other}'; {USAGE}")),
        }
    }
    if limits.depth.is_none() && limits.movetime_ms.is_none() {
        limits.depth = Some(12);
    }
    let mut searcher = Searcher::native(hash_mb);
    let lines = analyse(&mut searcher, &pos, &[], &limits, multipv);
    if lines.is_empty() {
        println!("(none)");
    }
    for (i, info) in lines.iter().enumerate() {
        let (alice, uci) = line_text(&pos, &info.pv);
        println!(
            "{} {} d {} {} | {}",
            i + 1,
            info.score,
            info.depth,
            alice.join(" "),
            uci.join(" ")
        );
    }
    Ok(())
}

/// The `multipv` best lines of `pos` (after the positions of `history`, by repetition key),
/// best first: those of the deepest iteration that reported every line (the lines of an
/// interrupted iteration could disagree with one another), sorted by score. Empty when the
/// position has no legal move.
pub fn analyse(
    searcher: &mut Searcher,
    pos: &Position,
    history: &[u64],
    limits: &Limits,
    multipv: usize,
) -> Vec<Info> {
    let wanted = multipv.clamp(1, pos.legal_moves().len().max(1));
    let control = Control {
        multipv: wanted,
        ..Control::default()
    };
    // Reports by depth: `reports[d]` holds depth d's lines in the order they came.
    let mut reports: Vec<Vec<Info>> = Vec::new();
    let result = searcher.search_with(pos, history, limits, &control, &mut |info| {
        let d = info.depth as usize;
        if reports.len() <= d {
            reports.resize(d + 1, Vec::new());
        }
        reports[d].retain(|i| i.multipv != info.multipv);
        reports[d].push(info.clone());
    });
    if result.best.is_none() {
        return Vec::new();
    }
    let mut lines = reports
        .iter()
        .rev()
        .find(|r| r.len() >= wanted)
        .or_else(|| reports.iter().rev().find(|r| !r.is_empty()))
        .cloned()
        .unwrap_or_default();
    lines.sort_by_key(|info| std::cmp::Reverse(score_key(info.score)));
    lines
}

/// A number that orders scores from the side to move's view: faster mates first, slower mates
/// against it last.
pub fn score_key(score: Score) -> i64 {
    match score {
        Score::Cp(cp) => i64::from(cp),
        Score::Mate(n) if n > 0 => 1_000_000 - i64::from(n),
        Score::Mate(n) => -1_000_000 - i64::from(n),
    }
}

/// A line of moves from `pos` in Alice notation and in coordinates (up to its first illegal
/// move).
pub fn line_text(pos: &Position, moves: &[Move]) -> (Vec<String>, Vec<String>) {
    let mut alice = Vec::with_capacity(moves.len());
    let mut uci = Vec::with_capacity(moves.len());
    let mut line = *pos;
    for &m in moves {
        if !line.is_legal(m) {
            break;
        }
        alice.push(write_move(&line, m, Notation::Alice));
        uci.push(m.uci());
        line.play_unchecked(m);
    }
    (alice, uci)
}

/// Reads a whole number in `min..=max` for option `flag`.
pub fn number(flag: &str, text: &str, min: u64, max: u64) -> Result<u64, String> {
    text.parse::<u64>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| format!("{flag} must be a number from {min} to {max}, got '{text}'"))
}
