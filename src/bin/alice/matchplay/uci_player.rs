//! A UCI engine in a child process, as an opponent: the handshake (with `UCI_Variant alice` when
//! the engine declares that option, then the user's options), new games, and one move at a time
//! with a deadline.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// How long the handshake and `isready` may take.
const SETUP_LIMIT: Duration = Duration::from_secs(30);

/// Why an engine gave no move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// No `bestmove` before the deadline.
    Timeout,
    /// The process ended or its pipes broke.
    Crashed(String),
}

/// A running UCI engine.
pub struct UciPlayer {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// `id name`, or the path.
    pub name: String,
}

impl UciPlayer {
    /// Starts `command` (a program and its arguments, separated by spaces), shakes hands and
    /// sets `options` (`NAME=VALUE`).
    pub fn start(command: &str, options: &[(String, String)]) -> Result<UciPlayer, String> {
        let mut words = command.split_whitespace();
        let path = words.next().ok_or("no engine command")?;
        let mut child = Command::new(path)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start '{path}': {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut player = UciPlayer {
            child,
            stdin,
            lines,
            name: path.to_string(),
        };
        player.send("uci").map_err(|e| format!("{path}: {e:?}"))?;
        let handshake = player
            .read_until("uciok", Instant::now() + SETUP_LIMIT)
            .map_err(|e| format!("{path}: no 'uciok' ({e:?})"))?;
        if let Some(name) = handshake.iter().find_map(|l| l.strip_prefix("id name ")) {
            player.name = name.trim().to_string();
        }
        if let Some(variant) = handshake
            .iter()
            .find(|l| l.starts_with("option name UCI_Variant "))
        {
            if !variant.split_whitespace().any(|w| w == "alice") {
                return Err(format!("{path}: the engine's UCI_Variant has no 'alice'"));
            }
            player
                .send("setoption name UCI_Variant value alice")
                .map_err(|e| format!("{path}: {e:?}"))?;
        }
        let declared: Vec<&str> = handshake
            .iter()
            .filter_map(|l| l.strip_prefix("option name "))
            .filter_map(|l| l.split(" type ").next())
            .map(str::trim)
            .collect();
        for (name, value) in options {
            if !declared.iter().any(|d| d.eq_ignore_ascii_case(name)) {
                return Err(format!(
                    "{path}: the engine has no option '{name}' (its options: {})",
                    declared.join(", ")
                ));
            }
            player
                .send(&format!("setoption name {name} value {value}"))
                .map_err(|e| format!("{path}: {e:?}"))?;
        }
        // What the engine said about the options (a value it refused, say) is worth seeing.
        player
            .send("isready")
            .map_err(|e| format!("{path}: {e:?}"))?;
        let said = player
            .read_until("readyok", Instant::now() + SETUP_LIMIT)
            .map_err(|e| format!("{path}: {e:?}"))?;
        for line in said.iter().filter_map(|l| l.strip_prefix("info string ")) {
            eprintln!("{}: {line}", player.name);
        }
        Ok(player)
    }

    fn send(&mut self, line: &str) -> Result<(), Failure> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| Failure::Crashed(format!("cannot write to the engine: {e}")))
    }

    /// Lines up to and including the first starting with `prefix`.
    fn read_until(&mut self, prefix: &str, deadline: Instant) -> Result<Vec<String>, Failure> {
        let mut got = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    got.push(line);
                    if done {
                        return Ok(got);
                    }
                }
                Err(RecvTimeoutError::Timeout) => return Err(Failure::Timeout),
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(Failure::Crashed("the engine exited".into()))
                }
            }
        }
    }

    fn ready(&mut self) -> Result<(), Failure> {
        self.send("isready")?;
        self.read_until("readyok", Instant::now() + SETUP_LIMIT)
            .map(|_| ())
    }

    /// `ucinewgame`, then waits for `readyok`.
    pub fn new_game(&mut self) -> Result<(), Failure> {
        self.send("ucinewgame")?;
        self.ready()
    }

    /// Sends `position` and `go` lines and returns the move of `bestmove` (its text, unchecked)
    /// if it comes before `deadline`.
    pub fn best_move(
        &mut self,
        position: &str,
        go: &str,
        deadline: Instant,
    ) -> Result<String, Failure> {
        self.send(position)?;
        self.send(go)?;
        let lines = self.read_until("bestmove", deadline)?;
        let last = lines.last().map(String::as_str).unwrap_or_default();
        Ok(last.split_whitespace().nth(1).unwrap_or("").to_string())
    }
}

impl Drop for UciPlayer {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let start = Instant::now();
        while start.elapsed() < Duration::from_millis(500) {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
