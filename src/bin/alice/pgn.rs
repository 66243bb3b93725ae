//! `alice pgn FILE [--pgn|--san]`: reads the first game of a PGN file (`-` for stdin).
//!
//! Prints the final FEN on one line and the result with the game's state on the next
//! (`1-0 checkmate`, `1/2-1/2 threefold repetition`, `* white to move`, `* black to move, check`).
//! `--pgn` prints the game again as PGN in Alice notation instead, `--san` in plain SAN.

use alice_chess::pgn::{read_pgn, write_pgn};
use alice_chess::Notation;
use std::io::Read;

/// Runs the subcommand on its arguments (after `pgn`).
pub fn run(args: &[String]) -> Result<(), String> {
    let mut file = None;
    let mut export = None;
    for arg in args {
        match arg.as_str() {
            "--pgn" => export = Some(Notation::Alice),
            "--san" => export = Some(Notation::San),
            _ if file.is_none() => file = Some(arg.as_str()),
            other => return Err(format!("unexpected argument '{other}'; {USAGE}")),
        }
    }
    let file = file.ok_or(USAGE)?;
    let bytes = read_input(file)?;
    let text = String::from_utf8_lossy(&bytes);
    let read = read_pgn(&text).map_err(|e| format!("{file}: {e}"))?;
    if let Some(notation) = export {
        print!("{}", write_pgn(&read.game, &read.tags, notation));
        return Ok(());
    }
    println!("{}", read.game.position().fen());
    match read.game.outcome() {
        Some(outcome) => println!("{} {}", outcome.result(), outcome.reason()),
        None => {
            let pos = read.game.position();
            let check = if pos.is_check() { ", check" } else { "" };
            println!("* {} to move{check}", pos.turn());
        }
    }
    Ok(())
}

pub(crate) const USAGE: &str = "usage: alice pgn FILE|- [--pgn|--san]";

/// The bytes of `file`, or of stdin for `-` (also read by `alice review`).
pub(crate) fn read_input(file: &str) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    if file == "-" {
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("cannot read stdin: {e}"))?;
    } else {
        bytes = std::fs::read(file).map_err(|e| format!("cannot read '{file}': {e}"))?;
    }
    Ok(bytes)
}
