//! `alice puzzles --fairy BIN FILE [--out FILE2] [--depth D]`: a developer's cross-check of the
//! material puzzles of a puzzle file by another engine, not part of the tests (the other engine
//! is not part of the project).
//!
//! `BIN` is a UCI engine that plays Alice chess as `UCI_Variant alice` and reads the FEN dialect
//! where `|` marks a board-B piece (Fairy-Stockfish's Alice branch does). At every player move of
//! a material puzzle it runs a two-line search (`MultiPV 2`, `go depth D`, default 12); the puzzle
//! agrees when at every player move the engine's best move is the puzzle's, scores at least
//! [`MIN_BEST`] for the player, and the second line at least [`MIN_GAP`] less. Puzzles whose
//! position or line has an en-passant square are skipped (Fairy-Stockfish's Alice has no en
//! passant), and so are mates (the solver proves those). Prints each failure and a summary; with
//! `--out`, writes the file without the puzzles that failed.

use alice_chess::fen::{write_fen_with, FenStyle};
use alice_chess::puzzles::json::{self, PuzzleFile};
use alice_chess::puzzles::{replay, Kind, Puzzle};
use alice_chess::{MoveKind, Position};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// The other engine's best line scores at least this for the player (its centipawns).
pub const MIN_BEST: i32 = 150;
/// … and its second line at least this much less.
pub const MIN_GAP: i32 = 200;
/// A mate's score in the comparisons (a quicker mate is larger).
const MATE: i32 = 100_000;

/// The engine, spoken to in UCI.
struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

/// One line of a search's last report: its moves and score.
#[derive(Clone, Debug, Default)]
struct Line {
    pv: Vec<String>,
    score: i32,
}

impl Engine {
    fn start(bin: &str) -> Result<Engine, String> {
        let mut child = Command::new(bin)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {bin}: {e}"))?;
        let input = child.stdin.take().ok_or("no stdin")?;
        let output = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let mut engine = Engine {
            child,
            input,
            output,
        };
        engine.send("uci")?;
        engine.wait_for("uciok")?;
        engine.send("setoption name UCI_Variant value alice")?;
        engine.send("setoption name MultiPV value 2")?;
        engine.send("setoption name Threads value 1")?;
        engine.send("isready")?;
        engine.wait_for("readyok")?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}").map_err(|e| format!("engine: {e}"))?;
        self.input.flush().map_err(|e| format!("engine: {e}"))
    }

    fn read(&mut self) -> Result<String, String> {
        let mut line = String::new();
        let n = self
            .output
            .read_line(&mut line)
            .map_err(|e| format!("engine: {e}"))?;
        if n == 0 {
            return Err("the engine stopped".to_string());
        }
        Ok(line.trim_end().to_string())
    }

    fn wait_for(&mut self, word: &str) -> Result<(), String> {
        while self.read()? != word {}
        Ok(())
    }

    /// The two best lines of `pos` at `depth` (the second is `None` with one legal move).
    fn top_two(&mut self, pos: &Position, depth: u32) -> Result<(Line, Option<Line>), String> {
        self.send("ucinewgame")?;
        self.send(&format!(
            "position fen {}",
            write_fen_with(pos, FenStyle::BarPrefix)
        ))?;
        self.send(&format!("go depth {depth}"))?;
        let mut lines: [Option<Line>; 2] = [None, None];
        loop {
            let text = self.read()?;
            if text.starts_with("bestmove") {
                break;
            }
            if let Some((k, line)) = parse_info(&text) {
                if (1..=2).contains(&k) {
                    lines[k - 1] = Some(line);
                }
            }
        }
        let [first, second] = lines;
        Ok((first.ok_or("the engine gave no line")?, second))
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}

/// A UCI `info` line with a `multipv`, `score` and `pv`: its line number and line.
fn parse_info(text: &str) -> Option<(usize, Line)> {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.first() != Some(&"info") {
        return None;
    }
    let mut k = 1;
    let mut score = None;
    let mut pv = Vec::new();
    let mut i = 1;
    while i < words.len() {
        match words[i] {
            "multipv" => k = words.get(i + 1)?.parse().ok()?,
            "score" => {
                let value: i32 = words.get(i + 2)?.parse().ok()?;
                score = match *words.get(i + 1)? {
                    "cp" => Some(value),
                    "mate" if value > 0 => Some(MATE - value),
                    "mate" => Some(-MATE - value),
                    _ => None,
                };
            }
            "pv" => {
                pv = words[i + 1..].iter().map(|w| w.to_string()).collect();
                break;
            }
            _ => {}
        }
        i += 1;
    }
    Some((k, Line { pv, score: score? }))
}

/// What the check said of one puzzle.
enum Verdict {
    Agreed,
    Failed(String),
    Skipped(&'static str),
}

fn judge(engine: &mut Engine, puzzle: &Puzzle, depth: u32) -> Result<Verdict, String> {
    if Kind::of(puzzle) != Some(Kind::Material) {
        return Ok(Verdict::Skipped("a mate (proven by the solver)"));
    }
    let (positions, moves) = replay(puzzle)?;
    let en_passant = positions.iter().any(|p| p.ep_square().is_some())
        || moves.iter().any(|m| m.kind == MoveKind::EnPassant);
    if en_passant {
        return Ok(Verdict::Skipped("en passant"));
    }
    for (i, (m, pos)) in moves.iter().zip(&positions).enumerate().step_by(2) {
        let (best, second) = engine.top_two(pos, depth)?;
        let ours = m.uci();
        let at = |what: String| Ok(Verdict::Failed(format!("move {} ({ours}): {what}", i + 1)));
        if best.pv.first() != Some(&ours) {
            return at(format!(
                "the engine prefers {} ({})",
                best.pv.first().map_or("-", String::as_str),
                best.score
            ));
        }
        if best.score < MIN_BEST {
            return at(format!("the engine scores it {} only", best.score));
        }
        if let Some(second) = second {
            if second.score > best.score - MIN_GAP {
                return at(format!(
                    "{} scores {} against {}",
                    second.pv.first().map_or("-", String::as_str),
                    second.score,
                    best.score
                ));
            }
        }
    }
    Ok(Verdict::Agreed)
}

/// Runs the check on the arguments after `--fairy`.
pub fn run(args: &[String]) -> Result<(), String> {
    const USAGE: &str = "usage: alice puzzles --fairy BIN FILE [--out FILE2] [--depth D]";
    let (bin, file_path) = match args {
        [bin, file, ..] => (bin, file),
        _ => return Err(USAGE.to_string()),
    };
    let mut out = None;
    let mut depth = 12;
    let mut rest = args[2..].iter();
    while let Some(flag) = rest.next() {
        let value = rest
            .next()
            .ok_or_else(|| format!("{flag} needs a value; {USAGE}"))?;
        match flag.as_str() {
            "--out" => out = Some(value.clone()),
            "--depth" => {
                depth = value
                    .parse::<u32>()
                    .ok()
                    .filter(|d| (1..=40).contains(d))
                    .ok_or_else(|| format!("--depth must be 1 to 40, got '{value}'"))?
            }
            other => return Err(format!("unknown option '{other}'; {USAGE}")),
        }
    }
    let text =
        std::fs::read_to_string(file_path).map_err(|e| format!("cannot read {file_path}: {e}"))?;
    let file = json::read(&text).map_err(|e| format!("{file_path}: {e}"))?;
    let mut engine = Engine::start(bin)?;
    let (mut agreed, mut failed) = (0, 0);
    let mut skipped = std::collections::BTreeMap::<&str, u32>::new();
    let mut kept = Vec::new();
    for p in &file.puzzles {
        match judge(&mut engine, p, depth)? {
            Verdict::Agreed => {
                agreed += 1;
                kept.push(p.clone());
            }
            Verdict::Skipped(why) => {
                *skipped.entry(why).or_default() += 1;
                kept.push(p.clone());
            }
            Verdict::Failed(why) => {
                failed += 1;
                println!("failed {} {}: {why}", p.id, p.fen);
            }
        }
    }
    let skipped_text: Vec<String> = skipped.iter().map(|(k, v)| format!("{v} {k}")).collect();
    println!(
        "{} puzzles at depth {depth}: {agreed} agreed, {failed} failed, skipped: {}",
        file.puzzles.len(),
        if skipped_text.is_empty() {
            "none".to_string()
        } else {
            skipped_text.join(", ")
        }
    );
    if let Some(path) = out {
        let file = PuzzleFile {
            generator: file.generator.clone(),
            puzzles: kept,
        };
        std::fs::write(&path, json::write(&file))
            .map_err(|e| format!("cannot write {path}: {e}"))?;
        println!("{} puzzles written to {path}", file.puzzles.len());
    }
    Ok(())
}
