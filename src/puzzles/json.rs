//! The puzzle file: JSON, written with sorted keys, one puzzle per line, nothing that changes
//! from run to run.
//!
//! ```text
//! {
//! "format": 1,
//! "generator": "alice puzzles --games 60 --seed 1 --depth 4",
//! "puzzles": [
//! {"fen": "…", "id": "1f2e3d4c", "moves": ["e2e4", "…"], "rating": 1100, "themes": ["mateIn2", "…"]},
//! …
//! ]
//! }
//! ```
//!
//! Reading accepts any JSON with that shape (a small parser, no dependencies).

use super::Puzzle;
use std::collections::BTreeMap;
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

/// A JSON string literal (quotes, backslashes and control characters escaped).
pub fn quote(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

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
        let _ = writeln!(
            out,
            "{{\"fen\": {}, \"id\": {}, \"moves\": {}, \"rating\": {}, \"themes\": {}}}{comma}",
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

/// A JSON value.
#[derive(Clone, Debug, PartialEq)]
enum Value {
    Null,
    Bool(bool),
    Number(f64),
    Text(String),
    List(Vec<Value>),
    Object(BTreeMap<String, Value>),
}

/// A recursive-descent JSON reader over the text's characters.
struct Reader<'a> {
    chars: std::iter::Peekable<std::str::CharIndices<'a>>,
}

impl Reader<'_> {
    fn error(&mut self, what: &str) -> String {
        match self.chars.peek() {
            Some(&(at, c)) => format!("JSON: {what} at byte {at} ('{c}')"),
            None => format!("JSON: {what} at the end"),
        }
    }

    fn skip_space(&mut self) {
        while self.chars.next_if(|&(_, c)| c.is_whitespace()).is_some() {}
    }

    fn expect(&mut self, want: char) -> Result<(), String> {
        self.skip_space();
        if self.chars.next_if(|&(_, c)| c == want).is_some() {
            Ok(())
        } else {
            Err(self.error(&format!("expected '{want}'")))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, String> {
        if depth > 32 {
            return Err(self.error("too deeply nested"));
        }
        self.skip_space();
        let Some(&(_, c)) = self.chars.peek() else {
            return Err(self.error("expected a value"));
        };
        match c {
            '{' => {
                self.chars.next();
                let mut map = BTreeMap::new();
                self.skip_space();
                if self.chars.next_if(|&(_, c)| c == '}').is_some() {
                    return Ok(Value::Object(map));
                }
                loop {
                    self.skip_space();
                    let key = self.string()?;
                    self.expect(':')?;
                    let value = self.value(depth + 1)?;
                    map.insert(key, value);
                    self.skip_space();
                    match self.chars.next() {
                        Some((_, ',')) => {}
                        Some((_, '}')) => return Ok(Value::Object(map)),
                        _ => return Err(self.error("expected ',' or '}'")),
                    }
                }
            }
            '[' => {
                self.chars.next();
                let mut items = Vec::new();
                self.skip_space();
                if self.chars.next_if(|&(_, c)| c == ']').is_some() {
                    return Ok(Value::List(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    self.skip_space();
                    match self.chars.next() {
                        Some((_, ',')) => {}
                        Some((_, ']')) => return Ok(Value::List(items)),
                        _ => return Err(self.error("expected ',' or ']'")),
                    }
                }
            }
            '"' => Ok(Value::Text(self.string()?)),
            't' | 'f' | 'n' => {
                let mut word = String::new();
                while let Some((_, c)) = self.chars.next_if(|&(_, c)| c.is_ascii_alphabetic()) {
                    word.push(c);
                }
                match word.as_str() {
                    "true" => Ok(Value::Bool(true)),
                    "false" => Ok(Value::Bool(false)),
                    "null" => Ok(Value::Null),
                    _ => Err(self.error(&format!("unknown word '{word}'"))),
                }
            }
            _ => {
                let mut text = String::new();
                while let Some((_, c)) = self
                    .chars
                    .next_if(|&(_, c)| c.is_ascii_digit() || "+-.eE".contains(c))
                {
                    text.push(c);
                }
                text.parse::<f64>()
                    .map(Value::Number)
                    .map_err(|_| self.error("expected a value"))
            }
        }
    }

    fn string(&mut self) -> Result<String, String> {
        if self.chars.next_if(|&(_, c)| c == '"').is_none() {
            return Err(self.error("expected a string"));
        }
        let mut out = String::new();
        loop {
            match self.chars.next() {
                None => return Err(self.error("unterminated string")),
                Some((_, '"')) => return Ok(out),
                Some((_, '\\')) => match self.chars.next() {
                    Some((_, 'n')) => out.push('\n'),
                    Some((_, 't')) => out.push('\t'),
                    Some((_, 'r')) => out.push('\r'),
                    Some((_, 'b')) => out.push('\u{8}'),
                    Some((_, 'f')) => out.push('\u{c}'),
                    Some((_, 'u')) => {
                        let hex: String = (0..4)
                            .filter_map(|_| self.chars.next())
                            .map(|x| x.1)
                            .collect();
                        let c = u32::from_str_radix(&hex, 16)
                            .ok()
                            .and_then(char::from_u32)
                            .ok_or_else(|| self.error("bad \\u escape"))?;
                        out.push(c);
                    }
                    Some((_, c)) => out.push(c),
                    None => return Err(self.error("unterminated string")),
                },
                Some((_, c)) => out.push(c),
            }
        }
    }
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
    let mut reader = Reader {
        chars: input.char_indices().peekable(),
    };
    let root = reader.value(0)?;
    reader.skip_space();
    if reader.chars.peek().is_some() {
        return Err(reader.error("text after the JSON value"));
    }
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
