//! `cargo xtask bench-computer [--games N] [--moves M]`: the computer players' cost to everyone
//! else (server/examples/computer_bench.rs): the release server with its computer players, N games
//! against the computer at once (default 20), and a game between two people meanwhile whose move
//! round trip is measured (p50, p99, max). A benchmark, not a test: it asserts nothing.

use crate::util::{self, run};
use anyhow::Result;
use std::process::Command;

pub fn bench(args: &[String]) -> Result<()> {
    let exe = util::release_example("computer_bench")?;
    run(Command::new(exe).args(args))
}
