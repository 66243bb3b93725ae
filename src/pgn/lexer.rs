//! PGN text as tokens: tags, symbols, comments, NAGs, variations' parentheses and results.

use super::{PgnError, TagProblem};

/// A lexical token of PGN (dots are skipped by the lexer). A comment comes as a symbol starting
/// with `{` — its text follows, without the closing brace — and a NAG as `$` and its digits: no
/// other symbol starts with either.
#[derive(Clone, Debug)]
pub(crate) enum Token {
    Tag(String, String),
    Open,
    Close,
    Symbol(String),
}

/// Characters that end a symbol.
fn is_delimiter(c: char) -> bool {
    c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | '[' | ']' | ';' | '$' | '.' | '…')
}

/// `text` cut to its first `max` characters, a cut marked with `…` (so at most `max + 1`).
pub(crate) fn shorten(text: &str, max: usize) -> String {
    let mut s: String = text.chars().take(max).collect();
    if text.chars().count() > max {
        s.push('…');
    }
    s
}

/// Splits PGN text into tokens, comments and NAGs included (the main-line reader skips them; the
/// tree reader, [`crate::tree::pgn`], keeps them): one lexer for both readers.
pub(crate) struct Lexer {
    chars: Vec<char>,
    pos: usize,
    /// Current line, from 1.
    line: usize,
    /// A token read ahead (the first tag of the next game).
    pending: Option<(Token, usize)>,
}

impl Lexer {
    /// A lexer over `text`; a text longer than [`super::MAX_PGN_BYTES`] is refused before
    /// anything is read.
    pub(crate) fn new(text: &str) -> Result<Lexer, PgnError> {
        if text.len() > super::MAX_PGN_BYTES {
            return Err(PgnError::TooLong {
                max: super::MAX_PGN_BYTES,
            });
        }
        Ok(Lexer {
            chars: text.trim_start_matches('\u{feff}').chars().collect(),
            pos: 0,
            line: 1,
            pending: None,
        })
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += 1;
        if c == '\n' {
            self.line += 1;
        }
        Some(c)
    }

    fn skip_line(&mut self) {
        while let Some(c) = self.bump() {
            if c == '\n' {
                break;
            }
        }
    }

    fn at_line_start(&self) -> bool {
        self.pos == 0 || self.chars.get(self.pos - 1) == Some(&'\n')
    }

    /// The text of the line holding `at`, shortened to 60 characters at most, its `…` included.
    fn line_text(&self, at: usize) -> String {
        let at = at.min(self.chars.len());
        let start = self.chars[..at]
            .iter()
            .rposition(|&c| c == '\n')
            .map_or(0, |i| i + 1);
        let end = self.chars[at..]
            .iter()
            .position(|&c| c == '\n' || c == '\r')
            .map_or(self.chars.len(), |i| at + i);
        let line: String = self.chars[start..end].iter().collect();
        shorten(line.trim(), 59)
    }

    pub(crate) fn push_back(&mut self, token: (Token, usize)) {
        self.pending = Some(token);
    }

    /// The next token with its line, `None` at the end of the text.
    pub(crate) fn next(&mut self) -> Result<Option<(Token, usize)>, PgnError> {
        if let Some(token) = self.pending.take() {
            return Ok(Some(token));
        }
        loop {
            let line = self.line;
            let at_start = self.at_line_start();
            let Some(c) = self.peek() else {
                return Ok(None);
            };
            if matches!(c, ';' | '{' | '$') {
                return Ok(Some((self.note()?, line)));
            }
            match c {
                _ if c.is_whitespace() || c == '.' || c == '…' => {
                    self.bump();
                }
                '%' if at_start => self.skip_line(),
                '}' => {
                    self.bump();
                    return Ok(Some((Token::Symbol("}".into()), line)));
                }
                '(' => {
                    self.bump();
                    return Ok(Some((Token::Open, line)));
                }
                ')' => {
                    self.bump();
                    return Ok(Some((Token::Close, line)));
                }
                '[' => return self.tag().map(Some),
                ']' => {
                    self.bump();
                    return Ok(Some((Token::Symbol("]".into()), line)));
                }
                _ => {
                    let mut symbol = String::new();
                    while let Some(c) = self.peek().filter(|&c| !is_delimiter(c)) {
                        symbol.push(c);
                        self.bump();
                    }
                    return Ok(Some((Token::Symbol(symbol), line)));
                }
            }
        }
    }

    /// Reads the comment (`{…}`, `;` to the end of the line) or NAG (`$n`)
    /// that starts here, as a symbol (see [`Token`]; a lone `$` is the symbol `$`).
    fn note(&mut self) -> Result<Token, PgnError> {
        let line = self.line;
        let first = self.bump();
        let mut text = String::from(if first == Some('$') { "$" } else { "{" });
        match first {
            Some('{') => loop {
                match self.bump() {
                    Some('}') => break,
                    Some(c) => text.push(c),
                    None => return Err(PgnError::UnterminatedComment { line }),
                }
            },
            Some(';') => {
                while let Some(c) = self.peek().filter(|&c| c != '\n') {
                    text.push(c);
                    self.bump();
                }
            }
            _ => {
                while let Some(c) = self.peek().filter(char::is_ascii_digit) {
                    text.push(c);
                    self.bump();
                }
            }
        }
        Ok(Token::Symbol(text))
    }

    /// Reads `[Name "value"]` (the `[` not yet consumed).
    fn tag(&mut self) -> Result<(Token, usize), PgnError> {
        let line = self.line;
        let start = self.pos;
        let fail = |lexer: &Self, problem: TagProblem| PgnError::Tag {
            line,
            text: lexer.line_text(start),
            problem,
        };
        self.bump();
        self.skip_blanks();
        let mut name = String::new();
        // Letters, digits, `_` and `-`; any other non-ASCII character but white space counts as
        // a letter (`char::is_alphanumeric` would add Unicode's tables, 3 KB, to the wasm build).
        while let Some(c) = self.peek().filter(|&c| {
            c.is_ascii_alphanumeric()
                || c == '_'
                || c == '-'
                || !(c.is_ascii() || c.is_whitespace())
        }) {
            name.push(c);
            self.bump();
        }
        if name.is_empty() {
            return Err(fail(self, TagProblem::Name));
        }
        self.skip_blanks();
        if self.peek() != Some('"') {
            return Err(fail(self, TagProblem::Value));
        }
        self.bump();
        let mut value = String::new();
        loop {
            match self.peek() {
                None | Some('\n') | Some('\r') => {
                    return Err(fail(self, TagProblem::Unclosed));
                }
                Some('"') => {
                    self.bump();
                    break;
                }
                Some('\\') => {
                    self.bump();
                    match self.peek() {
                        Some(c @ ('"' | '\\')) => {
                            value.push(c);
                            self.bump();
                        }
                        _ => value.push('\\'),
                    }
                }
                Some(c) => {
                    value.push(c);
                    self.bump();
                }
            }
        }
        self.skip_blanks();
        if self.peek() != Some(']') {
            return Err(fail(self, TagProblem::Close));
        }
        self.bump();
        Ok((Token::Tag(name, value), line))
    }

    /// After an error: moves on to the next line that starts with `[` after a blank line (the
    /// next game's tags, as games are usually separated). Returns whether there is one.
    pub(crate) fn skip_to_next_game(&mut self) -> bool {
        if matches!(self.pending, Some((Token::Tag(..), _))) {
            return true;
        }
        self.pending = None;
        let mut blank_before = false;
        while self.pos < self.chars.len() {
            if !self.at_line_start() {
                self.skip_line();
                continue;
            }
            let rest = self.chars[self.pos..]
                .iter()
                .take_while(|&&c| c != '\n')
                .collect::<String>();
            let rest = rest.trim();
            if blank_before && rest.starts_with('[') {
                return true;
            }
            blank_before = rest.is_empty();
            self.skip_line();
        }
        false
    }

    /// Skips spaces and tabs (not line breaks).
    fn skip_blanks(&mut self) {
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
    }
}
