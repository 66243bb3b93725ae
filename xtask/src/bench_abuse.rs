//! `cargo xtask bench-abuse [--seconds S] [--keep]`: the game server under abuse
//! (server/examples/abuse.rs): the release server with its default limits, a normal player
//! playing on it all along, and each attack of issue 43 in turn, bounded in time (S seconds
//! each, default 12; bulk creation and half-open connections 2.5 × S); one table row each, with
//! the player's move round trip and the server's memory during the attack. A benchmark, not a
//! test: it asserts nothing.

use crate::util::{self, root, run};
use anyhow::Result;
use std::process::Command;

pub fn bench(args: &[String]) -> Result<()> {
    run(util::cargo().args([
        "build",
        "--release",
        "-p",
        "alice-server",
        "--bin",
        "alice-server",
        "--example",
        "abuse",
    ]))?;
    // Where cargo put it: CARGO_TARGET_DIR (relative to the workspace) or target/.
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .filter(|v| !v.is_empty())
        .map(|d| root().join(d))
        .unwrap_or_else(|| root().join("target"));
    run(Command::new(target.join("release/examples/abuse")).args(args))
}
