//! A small JSON reader and writer, no dependencies: the puzzle file and the live game's saved
//! state are JSON.
//!
//! The reader accepts standard JSON (RFC 8259): objects, arrays, strings with every escape
//! (`\u` surrogate pairs joined), numbers, `true`, `false`, `null`, nested at most
//! [`MAX_DEPTH`] deep, with nothing but white space after the value. Object keys are kept in
//! sorted order (a later duplicate key wins).

use std::collections::BTreeMap;
use std::fmt::Write;

/// The deepest nesting the reader accepts.
pub const MAX_DEPTH: usize = 32;

/// A JSON value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number.
    Number(f64),
    /// A string.
    Text(String),
    /// An array.
    List(Vec<Value>),
    /// An object.
    Object(BTreeMap<String, Value>),
}

impl Value {
    /// The field `key` of an object (`None` for another value or a missing key).
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(map) => map.get(key),
            _ => None,
        }
    }

    /// The text of a string.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Text(s) => Some(s),
            _ => None,
        }
    }

    /// A whole number from 0 to 2^53 (the integers a JS number holds exactly).
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Value::Number(n) if n.fract() == 0.0 && (0.0..=9_007_199_254_740_992.0).contains(n) => {
                Some(*n as u64)
            }
            _ => None,
        }
    }

    /// The items of an array.
    pub fn as_list(&self) -> Option<&[Value]> {
        match self {
            Value::List(items) => Some(items),
            _ => None,
        }
    }

    /// Whether the value is `null`.
    pub fn is_null(&self) -> bool {
        matches!(self, Value::Null)
    }
}

/// Reads one JSON value.
///
/// # Errors
/// Where the text stops being JSON: `JSON: expected ',' or '}' at byte 12 ('x')`.
///
/// ```
/// use alice_chess::json::{parse, Value};
/// let v = parse(r#"{"a": [1, "\u00e9\ud83d\ude00"], "b": null}"#).unwrap();
/// assert_eq!(v.get("a").unwrap().as_list().unwrap()[1], Value::Text("é😀".into()));
/// assert!(parse("[1,]").is_err());
/// ```
pub fn parse(text: &str) -> Result<Value, String> {
    let mut reader = Reader {
        chars: text.char_indices().peekable(),
    };
    let value = reader.value(0)?;
    reader.skip_space();
    if reader.chars.peek().is_some() {
        return Err(reader.error("text after the JSON value"));
    }
    Ok(value)
}

/// A JSON string literal (quotes, backslashes and control characters escaped).
pub fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    push_quoted(&mut out, text);
    out
}

/// Appends `text` to `out` as a JSON string literal.
pub fn push_quoted(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 || c == '\u{2028}' || c == '\u{2029}' => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
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
        while self
            .chars
            .next_if(|&(_, c)| matches!(c, ' ' | '\t' | '\n' | '\r'))
            .is_some()
        {}
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
        if depth > MAX_DEPTH {
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
                    _ => Err(self.error("unknown word")),
                }
            }
            _ => self.number(),
        }
    }

    /// A number, read without the float parser (which would add ~20 KB to the wasm): exact
    /// for whole numbers up to 2^53, close for fractions and exponents.
    fn number(&mut self) -> Result<Value, String> {
        let negative = self.chars.next_if(|&(_, c)| c == '-').is_some();
        let digits = |reader: &mut Self| {
            let mut text = String::new();
            while let Some((_, c)) = reader.chars.next_if(|&(_, c)| c.is_ascii_digit()) {
                text.push(c);
            }
            text
        };
        let whole = digits(self);
        if whole.is_empty() || (whole.len() > 1 && whole.starts_with('0')) {
            return Err(self.error("expected a value"));
        }
        let mut n = whole
            .bytes()
            .fold(0.0, |n, d| n * 10.0 + f64::from(d - b'0'));
        if self.chars.next_if(|&(_, c)| c == '.').is_some() {
            let fraction = digits(self);
            if fraction.is_empty() {
                return Err(self.error("expected a digit"));
            }
            let mut scale = 1.0;
            for d in fraction.bytes() {
                scale /= 10.0;
                n += f64::from(d - b'0') * scale;
            }
        }
        if self.chars.next_if(|&(_, c)| c == 'e' || c == 'E').is_some() {
            let sign = self.chars.next_if(|&(_, c)| c == '+' || c == '-');
            let minus = matches!(sign, Some((_, '-')));
            let exponent = digits(self);
            let e: i32 = match exponent.parse() {
                Ok(e) if e <= 400 => e,
                _ => return Err(self.error("expected an exponent")),
            };
            n *= 10f64.powi(if minus { -e } else { e });
        }
        if !n.is_finite() {
            return Err(self.error("number out of range"));
        }
        Ok(Value::Number(if negative { -n } else { n }))
    }

    fn hex4(&mut self) -> Option<u32> {
        let hex: String = (0..4)
            .filter_map(|_| self.chars.next())
            .map(|x| x.1)
            .collect();
        (hex.len() == 4).then(|| u32::from_str_radix(&hex, 16).ok())?
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
                        let mut code = self.hex4();
                        if let Some(high @ 0xD800..=0xDBFF) = code {
                            let low = match (self.chars.next(), self.chars.next()) {
                                (Some((_, '\\')), Some((_, 'u'))) => self.hex4(),
                                _ => None,
                            };
                            code = low
                                .filter(|low| (0xDC00..=0xDFFF).contains(low))
                                .map(|low| 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00));
                        }
                        let c = code
                            .and_then(char::from_u32)
                            .ok_or_else(|| self.error("bad \\u escape"))?;
                        out.push(c);
                    }
                    Some((_, c @ ('"' | '\\' | '/'))) => out.push(c),
                    _ => return Err(self.error("bad escape")),
                },
                Some((_, c)) if (c as u32) < 0x20 => {
                    return Err(self.error("control character in a string"))
                }
                Some((_, c)) => out.push(c),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_read_back() {
        let v = parse(" {\"b\": [true, false, null, -1.5e2, \"x\\\"\\n\"], \"a\": {}} ").unwrap();
        assert_eq!(v.get("a"), Some(&Value::Object(BTreeMap::new())));
        let b = v.get("b").and_then(Value::as_list).unwrap();
        assert_eq!(b[3], Value::Number(-150.0));
        assert_eq!(b[4].as_str(), Some("x\"\n"));
        assert_eq!(
            parse(&quote("a\"\\\u{1}\n\u{2028}é")).unwrap().as_str(),
            Some("a\"\\\u{1}\n\u{2028}é")
        );
    }

    #[test]
    fn bad_json_says_where() {
        for bad in [
            "",
            "[1,]",
            "{\"a\" 1}",
            "[1] x",
            "nul",
            "\"\\ud800\"",
            "\"\\x\"",
            "+1",
            ".5",
            "1e999",
            "\"a\u{1}\"",
            "{1: 2}",
        ] {
            assert!(parse(bad).is_err(), "{bad:?} was read");
        }
        assert!(parse(&"[".repeat(40))
            .unwrap_err()
            .contains("too deeply nested"));
        assert_eq!(parse("180000").unwrap().as_u64(), Some(180_000));
        assert_eq!(parse("1e300").unwrap().as_u64(), None);
        assert_eq!(parse("1.5").unwrap().as_u64(), None);
        assert_eq!(parse("-1").unwrap().as_u64(), None);
    }
}
