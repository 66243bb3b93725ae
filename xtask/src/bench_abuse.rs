//! `cargo xtask bench-abuse [--seconds S] [--keep]`: the game server under abuse
//! (server/examples/abuse.rs): the release server with its default limits, a normal player
//! playing on it all along, and each attack of issue 43 in turn, bounded in time (S seconds
//! each, default 12; bulk creation and half-open connections 2.5 × S); one table row each, with
//! the player's move round trip and the server's memory during the attack. A benchmark, not a
//! test: it asserts nothing.

use crate::util::{self, run};
use anyhow::Result;
use std::process::Command;

pub fn bench(args: &[String]) -> Result<()> {
    let exe = util::release_example("abuse")?;
    run(Command::new(exe).args(args))
}
