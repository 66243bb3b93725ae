//! The puzzle file: JSON, written with sorted keys, one puzzle per line, nothing that changes
//! from run to run.
//!
//! ```text
//! {
//! "format": 1,
//! "generator": "alice puzzles --games 60 --seed 1 --depth 4",
//! "puzzles": [
//! {"fen": "…", "id": "1f2e3d4c", "last": {"fen": "…", "move": "e7e5"}, "moves": ["e2e4", "…"], "rating": 1100, "themes": ["mateIn2", "…"]},
//! …
//! ]
//! }
//! ```
//!
//! Reading accepts any JSON with that shape (a small parser, no dependencies).

use super::{LastMove, Puzzle};
use crate::json::{self, Value};
use std::fmt::Write;

/// The version of the file's layout.
pub const FORMAT: u32 = 1;

/// A puzzle file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleFile {
    /// The command that made the file.
    pub generator: String,
    /// The puzzles.
    pub puzzles: Vec<Puzzle>,
}

pub use crate::json::quote;

fn quote_all(items: &[String]) -> String {
    let items: Vec<String> = items.iter().map(|s| quote(s)).collect();
    format!("[{}]", items.join(", "))
}

/// The file's text.
pub fn write(file: &PuzzleFile) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{{");
    let _ = writeln!(out, "\"format\": {FORMAT},");
    let _ = writeln!(out, "\"generator\": {},", quote(&file.generator));
    let _ = writeln!(out, "\"puzzles\": [");
    for (i, p) in file.puzzles.iter().enumerate() {
        let comma = if i + 1 < file.puzzles.len() { "," } else { "" };
        let last = p.last.as_ref().map_or(String::new(), |l| {
            format!(
                "\"last\": {{\"fen\": {}, \"move\": {}}}, ",
                quote(&l.fen),
                quote(&l.uci)
            )
        });
        let _ = writeln!(
            out,
            "{{\"fen\": {}, \"id\": {}, {last}\"moves\": {}, \"rating\": {}, \"themes\": {}}}{comma}",
            quote(&p.fen),
            quote(&p.id),
            quote_all(&p.moves),
            p.rating,
            quote_all(&p.themes)
        );
    }
    let _ = writeln!(out, "]");
    let _ = writeln!(out, "}}");
    out
}

fn text(value: Option<&Value>, what: &str) -> Result<String, String> {
    match value {
        Some(Value::Text(s)) => Ok(s.clone()),
        _ => Err(format!("{what}: expected a string")),
    }
}

fn texts(value: Option<&Value>, what: &str) -> Result<Vec<String>, String> {
    match value {
        Some(Value::List(items)) => items.iter().map(|v| text(Some(v), what)).collect(),
        _ => Err(format!("{what}: expected a list of strings")),
    }
}

/// Reads a puzzle file.
///
/// # Errors
/// Where the JSON is malformed, or which field is missing or of the wrong type.
pub fn read(input: &str) -> Result<PuzzleFile, String> {
    let root = json::parse(input)?;
    let Value::Object(root) = root else {
        return Err("JSON: the file is not an object".to_string());
    };
    match root.get("format") {
        Some(Value::Number(n)) if *n == f64::from(FORMAT) => {}
        _ => return Err(format!("format: expected {FORMAT}")),
    }
    let generator = text(root.get("generator"), "generator")?;
    let Some(Value::List(items)) = root.get("puzzles") else {
        return Err("puzzles: expected a list".to_string());
    };
    let mut puzzles = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let Value::Object(p) = item else {
            return Err(format!("puzzle {}: expected an object", i + 1));
        };
        let what = |field: &str| format!("puzzle {} {field}", i + 1);
        let rating = match p.get("rating") {
            Some(Value::Number(n)) if n.fract() == 0.0 && (0.0..=10_000.0).contains(n) => *n as u32,
            _ => return Err(format!("{}: expected a whole number", what("rating"))),
        };
        puzzles.push(Puzzle {
            id: text(p.get("id"), &what("id"))?,
            fen: text(p.get("fen"), &what("fen"))?,
            moves: texts(p.get("moves"), &what("moves"))?,
            rating,
            themes: texts(p.get("themes"), &what("themes"))?,
            last: match p.get("last") {
                None => None,
                Some(Value::Object(l)) => Some(LastMove {
                    fen: text(l.get("fen"), &what("last fen"))?,
                    uci: text(l.get("move"), &what("last move"))?,
                }),
                Some(_) => return Err(format!("{}: expected an object", what("last"))),
            },
        });
    }
    Ok(PuzzleFile { generator, puzzles })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_reads_back_as_written() {
        let file = PuzzleFile {
            generator: "alice puzzles \"x\"\\".to_string(),
            puzzles: vec![Puzzle {
                id: "0badcafe".to_string(),
                fen: "8/8/8/8/8/8/8/K1k5 w - - 0 1".to_string(),
                moves: vec!["a1a2".to_string()],
                rating: 950,
                themes: vec!["mateIn1".to_string(), "quietMove".to_string()],
                last: Some(LastMove {
                    fen: "8/8/8/8/8/8/1k6/K7 b - - 0 1".to_string(),
                    uci: "b2c1".to_string(),
                }),
            }],
        };
        assert_eq!(read(&write(&file)), Ok(file));
    }

    #[test]
    fn bad_files_say_why() {
        assert!(read("").is_err());
        assert!(read("[1, 2]").is_err());
        assert!(
            read("{\"format\": 1, \"generator\": \"g\", \"puzzles\": [{}]}")
                .unwrap_err()
                .contains("puzzle 1")
        );
        assert!(read("{\"format\": 1, \"generator\": \"g\", \"puzzles\": []} x").is_err());
        assert_eq!(
            read("{\"format\": 1, \"generator\": \"g\", \"puzzles\": []}").map(|f| f.puzzles.len()),
            Ok(0)
        );
    }
}
