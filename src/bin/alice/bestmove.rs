//! `alice bestmove "<FEN>" [--movetime MS | --depth N | --nodes N] [--level L] [--seed S]
//! [--moves "e2e4 e7e5 …"] [--hash MB]`
//!
//! Searches the position (after `--moves`, played from the FEN, if given: they also count for
//! repetitions) and prints one `info` line per completed iteration:
//!
//! ```text
//! info depth 7 seldepth 15 score cp 42 nodes 812345 nps 1650000 time 492 hashfull 12 pv e2e4 d7d5
//! ```
//!
//! then the chosen move in coordinate form alone on the last line (`(none)` when the position
//! has no legal move). Without a limit the search runs for 1000 ms.

use alice_chess::fen::{parse_fen, START_FEN};
use alice_chess::search::{Limits, Searcher, MAX_LEVEL};
use alice_chess::Game;

/// Default transposition table size, MB.
const HASH_MB: usize = 64;

pub(crate) const USAGE: &str =
    "usage: alice bestmove \"<FEN>\" [--movetime MS | --depth N | --nodes N] \
                                 [--level L] [--seed S] [--moves \"MOVE ...\"] [--hash MB]";

/// Runs the subcommand on the arguments after `bestmove`.
pub fn run(args: &[String]) -> Result<(), String> {
    let fen = args.first().ok_or(USAGE)?;
    let fen = match fen.trim() {
        "startpos" | "start" => START_FEN,
        other => other,
    };
    let start = parse_fen(fen).map_err(|e| e.to_string())?;
    let mut limits = Limits::default();
    let mut hash_mb = HASH_MB;
    let mut moves = String::new();
    let mut rest = args[1..].iter();
    while let Some(flag) = rest.next() {
        let mut value = || {
            rest.next()
                .ok_or_else(|| format!("{flag} needs a value; {USAGE}"))
        };
        match flag.as_str() {
            "--movetime" => {
                limits.movetime_ms = Some(number(flag, value()?, 1, 86_400_000)? as f64)
            }
            "--depth" => limits.depth = Some(number(flag, value()?, 1, 90)? as u32),
            "--nodes" => limits.nodes = Some(number(flag, value()?, 1, u64::MAX)?),
            "--level" => limits.level = number(flag, value()?, 1, u64::from(MAX_LEVEL))? as u8,
            "--seed" => limits.seed = number(flag, value()?, 0, u64::MAX)?,
            "--hash" => hash_mb = number(flag, value()?, 1, 4096)? as usize,
            "--moves" => moves = value()?.clone(),
            other => return Err(format!("unknown option '{other}'; {USAGE}")),
        }
    }
    if limits.movetime_ms.is_none() && limits.depth.is_none() && limits.nodes.is_none() {
        limits.movetime_ms = Some(1000.0);
    }
    let mut game = Game::new(start);
    for text in moves.split_whitespace() {
        game.play_text(text)
            .map_err(|e| format!("move {} ('{text}'): {e}", game.ply() + 1))?;
    }
    let history: Vec<u64> = (0..game.ply())
        .filter_map(|i| game.position_at(i).map(|p| p.repetition_key()))
        .collect();
    let mut searcher = Searcher::native(hash_mb);
    let result = searcher.search(game.position(), &history, &limits, &mut |info| {
        let pv: Vec<String> = info.pv.iter().map(|m| m.uci()).collect();
        println!(
            "info depth {} seldepth {} score {} nodes {} nps {} time {:.0} hashfull {} pv {}",
            info.depth,
            info.seldepth,
            info.score,
            info.nodes,
            info.nps(),
            info.time_ms,
            info.hashfull,
            pv.join(" ")
        );
    });
    match result.best {
        Some(m) => println!("{m}"),
        None => println!("(none)"),
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
