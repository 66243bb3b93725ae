//! `cargo xtask berserk`: the Bot and Board API played through lichess's own Python client,
//! `berserk` from PyPI (tests/bots/berserk_game.py): a human's token against a bot's, on the real
//! `alice-server` binary and a fresh SQLite data folder — challenge, accept, moves both ways, an
//! illegal move refused, the resignation on both streams. Also a step of `cargo xtask test`.
//!
//! The client lives in a venv of its own, made once and kept in the target folder
//! (`berserk-venv`, or `BERSERK_VENV`): `python3 -m venv`, then `pip install berserk==`
//! [`BERSERK`] (Debian: the `python3-venv` package, which `.ci/run` installs).

use crate::game_server;
use crate::util::{root, run, show};
use anyhow::{Context, Result};
use std::path::PathBuf;
use std::process::Command;

/// The berserk release the test is written against.
pub const BERSERK: &str = "0.14.0";

/// The venv's folder.
fn venv_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("BERSERK_VENV").filter(|v| !v.is_empty()) {
        return PathBuf::from(dir);
    }
    std::env::var_os("CARGO_TARGET_DIR")
        .filter(|v| !v.is_empty())
        .map(|d| root().join(d))
        .unwrap_or_else(|| root().join("target"))
        .join("berserk-venv")
}

/// The venv's Python, with berserk installed (made and installed when missing).
pub fn python() -> Result<PathBuf> {
    let dir = venv_dir();
    let python = dir.join("bin/python");
    let has_it = |python: &PathBuf| {
        Command::new(python)
            .args(["-c", &format!("import berserk, importlib.metadata as m; assert m.version('berserk') == '{BERSERK}'")])
            .output()
            .is_ok_and(|o| o.status.success())
    };
    if has_it(&python) {
        return Ok(python);
    }
    if !python.is_file() {
        run(Command::new("python3").args(["-m", "venv"]).arg(&dir))
            .context("cannot make a Python venv: install python3-venv (Debian)")?;
    }
    let mut pip = Command::new(&python);
    pip.args([
        "-m",
        "pip",
        "install",
        "--quiet",
        &format!("berserk=={BERSERK}"),
    ]);
    run(&mut pip).with_context(|| format!("`{}` failed (PyPI unreachable?)", show(&pip)))?;
    Ok(python)
}

/// Runs the berserk game against the server's binary.
pub fn test() -> Result<()> {
    let (server, _) = game_server::binaries()?;
    let python = python()?;
    run(Command::new(python)
        .arg(root().join("tests/bots/berserk_game.py"))
        .env("ALICE_SERVER_BIN", server))
}
