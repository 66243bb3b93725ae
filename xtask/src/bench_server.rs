//! `cargo xtask bench-server [N…] [--seconds S] [--interval MS] [--database URL] [--postgres]
//! [--nodes K]`: the game server's load benchmark (server/examples/bench.rs) at each number of
//! simultaneous games (default 1000, 5000, 10000), one table row each; on SQLite in a fresh data
//! folder, on the Postgres database `--database` names (an empty one), or on a throwaway Postgres
//! cluster (`--postgres`); with `--nodes K`, K server processes on one Postgres, each game spread
//! over them. A benchmark, not a test: it asserts
//! nothing.

use crate::util::{self, run};
use anyhow::Result;
use std::process::Command;

pub fn bench(args: &[String]) -> Result<()> {
    let mut counts: Vec<String> = Vec::new();
    let mut extra: Vec<String> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        if args[i] == "--postgres" {
            extra.push(args[i].clone());
            i += 1;
        } else if args[i].starts_with("--") {
            extra.push(args[i].clone());
            if let Some(v) = args.get(i + 1) {
                extra.push(v.clone());
            }
            i += 2;
        } else {
            counts.push(args[i].clone());
            i += 1;
        }
    }
    if counts.is_empty() {
        counts = ["1000", "5000", "10000"].map(String::from).to_vec();
    }
    let exe = util::release_example("bench")?;
    for (n, games) in counts.iter().enumerate() {
        let mut cmd = Command::new(&exe);
        cmd.args(["--games", games]).args(&extra);
        if n > 0 {
            cmd.env("BENCH_NO_HEADER", "1");
        }
        if let Err(e) = run(&mut cmd) {
            println!(
                "| | {games} | {} | broke: {e:#} | | | | | | | |",
                games.parse::<usize>().unwrap_or(0) * 3
            );
        }
    }
    Ok(())
}
