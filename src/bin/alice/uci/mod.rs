//! `alice uci`: the engine over the Universal Chess Interface, for engine-testing tools
//! (cutechess, fastchess), bot bridges and analysis GUIs.
//!
//! The protocol thread (this module) reads commands from stdin and keeps the game state and the
//! options; the search runs on its own thread ([`engine`]), so `stop`, `ponderhit` and `isready`
//! are answered during a search. Positions come as `startpos` or a FEN in either dialect (the
//! rules page's letters or the `|` prefix of other Alice programs), moves in coordinates
//! (`e2e4`, `e7e8q`, castling as the king's move `e1g1`). Anything that cannot be understood is
//! answered with `info string <what is wrong>` and changes nothing, but for a refused `position`:
//! until a good one there is no position, and `go` answers `bestmove 0000` (a move for the
//! position before would answer a question nobody asked).

mod command;
mod engine;
mod options;
mod plan;

use alice_chess::fen::{parse_fen, START_FEN};
use alice_chess::{Move, Position};
use command::{Command, Go};
use engine::{Engine, Search};
use options::{Effect, Options};
use std::io::{BufRead, Write};
use std::time::Duration;

/// Prints one line to the GUI (and flushes). A closed stdout is not worth a panic.
pub fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// `info string …`.
fn tell(message: &str) {
    say(&format!("info string {message}"));
}

/// The state between commands.
struct Session {
    options: Options,
    /// The game: its start and the position after each move (never empty).
    positions: Vec<Position>,
    /// Why the last `position` command was refused: until a good one, there is no position to
    /// search (answering for the one before would answer a question nobody asked).
    refused: Option<String>,
    engine: Engine,
    /// Seeds the weaker levels' choices, one per search.
    seed: u64,
    /// The last `go` was `infinite`, `ponder` or without limits: it ends only when told.
    unbounded: bool,
}

/// Runs the protocol on stdin/stdout until `quit` or the end of the input.
pub fn run(args: &[String]) -> Result<(), String> {
    if let Some(extra) = args.first() {
        return Err(format!("'alice uci' takes no arguments, got '{extra}'"));
    }
    let options = Options::default();
    let mut session = Session {
        engine: Engine::start(options.hash_mb)?,
        options,
        positions: vec![Position::start()],
        refused: None,
        seed: std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64),
        unbounded: false,
    };
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut buffer = Vec::new();
    loop {
        buffer.clear();
        match input.read_until(b'\n', &mut buffer) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) => {
                tell(&format!("cannot read the input: {e}"));
                break;
            }
        }
        let line = String::from_utf8_lossy(&buffer);
        if !session.handle(&line) {
            session.engine.quit();
            return Ok(());
        }
    }
    // The input ended without `quit` (a script): a search with limits may finish first.
    if !session.unbounded {
        session.engine.wait_idle(Duration::from_secs(24 * 3600));
    }
    session.engine.quit();
    Ok(())
}

impl Session {
    /// Handles one line; `false` after `quit`.
    fn handle(&mut self, line: &str) -> bool {
        let command = match command::parse(line) {
            Ok(Some(c)) => c,
            Ok(None) => return true,
            Err(e) => {
                tell(&e);
                // A malformed `position` is a refused one: there is no position until a good one.
                if line.split_whitespace().next() == Some("position") {
                    self.refused = Some(e);
                }
                return true;
            }
        };
        match command {
            Command::Uci => {
                say(concat!("id name Alice ", env!("CARGO_PKG_VERSION")));
                say("id author the Alice chess authors");
                for line in Options::declarations() {
                    say(&line);
                }
                say("uciok");
            }
            Command::IsReady => self.engine.ready(),
            Command::NewGame => {
                self.engine.stop();
                self.engine.clear();
            }
            Command::SetOption { name, value } => self.set_option(&name, value.as_deref()),
            Command::Position { fen, moves } => match game(fen.as_deref(), &moves) {
                Ok(positions) => {
                    self.positions = positions;
                    self.refused = None;
                }
                Err(e) => {
                    tell(&format!("{e}; no position until a good 'position' command"));
                    self.refused = Some(e);
                }
            },
            Command::Go { go, problems } => {
                for p in problems {
                    tell(&format!("{p} (ignored)"));
                }
                self.go(&go);
            }
            Command::Stop => self.engine.stop(),
            Command::PonderHit => self.engine.ponderhit(),
            Command::Quit => return false,
            Command::Ignored => {}
            Command::Display => match &self.refused {
                Some(e) => tell(&format!("no position: {e}")),
                None => tell(&format!("fen {}", self.root().fen())),
            },
        }
        true
    }

    /// The position to search: after the last move.
    fn root(&self) -> Position {
        self.positions
            .last()
            .copied()
            .unwrap_or_else(Position::start)
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) {
        if self.engine.searching() {
            tell("options cannot change during a search; send stop first");
            return;
        }
        match self.options.set(name, value) {
            Ok(Effect::None) => {}
            Ok(Effect::Resize(mb)) => self.engine.resize(mb),
            Ok(Effect::Clear) => self.engine.clear(),
            Err(e) => tell(&e),
        }
    }

    fn go(&mut self, go: &Go) {
        // The last search may have answered a moment ago and be finishing.
        if !self.engine.wait_idle(Duration::from_millis(100)) {
            tell("already searching; send stop first");
            return;
        }
        if let Some(e) = &self.refused {
            tell(&format!(
                "go: no position (the last 'position' command was refused: {e})"
            ));
            say("bestmove 0000");
            return;
        }
        let root = self.root();
        if plan::missing_own_clock(go, root.turn()) {
            tell("go: no clock for the side to move (wtime/btime): moving at once");
        }
        let mut only = Vec::new();
        for text in &go.searchmoves {
            match uci_move(&root, text) {
                Some(m) => only.push(m),
                None => tell(&format!(
                    "searchmoves: '{text}' is not legal here (ignored)"
                )),
            }
        }
        let history = self.positions[..self.positions.len() - 1]
            .iter()
            .map(Position::repetition_key)
            .collect();
        self.seed = self.seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        // (A `go` without any limit also runs until `stop`.)
        let limited = go.depth.is_some()
            || go.nodes.is_some()
            || go.mate.is_some()
            || go.movetime.is_some()
            || go.wtime.is_some()
            || go.btime.is_some();
        self.unbounded = go.infinite || go.ponder || !limited;
        self.engine.go(Search {
            root,
            history,
            plan: plan::plan(go, &self.options, root.turn(), self.seed),
            multipv: self.options.multipv,
            only,
            threads: self.options.threads,
        });
    }
}

/// The start position and the position after each move, or what is wrong.
fn game(fen: Option<&str>, moves: &[String]) -> Result<Vec<Position>, String> {
    let start = parse_fen(fen.unwrap_or(START_FEN)).map_err(|e| e.to_string())?;
    let mut positions = Vec::with_capacity(moves.len() + 1);
    positions.push(start);
    for (i, text) in moves.iter().enumerate() {
        let pos = positions[i];
        let m = uci_move(&pos, text).ok_or_else(|| {
            format!(
                "move {} '{}' is not a legal move in coordinates (like e2e4, e7e8q) in {}",
                i + 1,
                command::shorten(text),
                pos.fen()
            )
        })?;
        let mut next = pos;
        next.play_unchecked(m);
        positions.push(next);
    }
    Ok(positions)
}

/// The legal move of `pos` written `text` in coordinates.
fn uci_move(pos: &Position, text: &str) -> Option<Move> {
    let text = text.to_ascii_lowercase();
    pos.legal_moves().iter().copied().find(|m| m.uci() == text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_from_both_dialects_and_moves() {
        let moves: Vec<String> = ["e2e4", "d7d5", "f1e2", "d5e4"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let played = game(None, &moves).expect("legal");
        assert_eq!(played.len(), 5);
        let after = played[4];
        // Our dialect and the bar dialect read the same position.
        let bar = "rnbqkbnr/ppp1pppp/8/8/4p3/8/PPPP|BPPP/RNBQK1NR w KQkq - 0 3";
        let theirs = game(Some(bar), &[]).expect("bar dialect");
        assert_eq!(theirs[0].fen(), after.fen());
        let ours = game(Some(&after.fen()), &["e2b5".to_string()]).expect("mate");
        assert!(ours[1].is_checkmate());
    }

    #[test]
    fn bad_games_name_the_problem() {
        let e = game(None, &["e2e4".into(), "e2e4".into()]).unwrap_err();
        assert!(e.contains("move 2 'e2e4'"), "{e}");
        let e = game(Some("rnbqkbnr/pppppppp/8 w KQkq - 0 1"), &[]).unwrap_err();
        assert!(e.contains("invalid FEN"), "{e}");
        assert!(game(None, &["E2E4".into()]).is_ok());
        assert!(game(None, &["e4".into()]).is_err());
    }
}
