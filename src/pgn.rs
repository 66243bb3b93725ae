//! PGN (Portable Game Notation) for Alice chess: writing a [`Game`] out and reading games in.
//!
//! # What the writer produces
//! - The seven standard tags in their usual order (`Event`, `Site`, `Date`, `Round`, `White`,
//!   `Black`, `Result`), defaulting to `?` (`????.??.??` for the date); `Result` comes from
//!   the game — only a game that goes on takes a given `Result` (and `Termination`): an ending
//!   decided outside the rules core.
//! - `[Variant "Alice"]`; `[SetUp "1"]` and `[FEN "…"]` (board-B pieces in the rules page's
//!   letters) when the game does not start from the usual start position; `[Termination "…"]` with
//!   the reason ([`Game::end_reason`]: `checkmate`, `stalemate`, `threefold repetition`,
//!   `resignation`, …, or the host's words for [`Game::end_by`]) when the game is over. Then every other given tag, in the given order.
//!   Tag values have `\` and `"` escaped and line breaks turned into spaces; characters other than
//!   letters, digits and `_` are dropped from tag names.
//! - A blank line, then the movetext: move numbers (`1. Pe4 Pd5`, `12... Sd5` when the game starts
//!   with black to move), the moves in Alice notation or plain SAN ([`Notation`]), a final comment
//!   saying how the game ended (`{Checkmate — White wins}`) and the result token (`1-0`, `0-1`,
//!   `1/2-1/2`, or `*` while the game goes on). Lines are at most 80 characters long.
//!
//! # What the reader accepts
//! - **Tag pairs** `[Name "value"]`, anywhere before the movetext, several per line allowed; `\"`
//!   and `\\` inside a value stand for `"` and `\`. Tag names are compared without regard to case.
//! - **`FEN`**: the start position, in either FEN dialect (the rules page's letters `SOCUTL` or the
//!   `|` prefix, see [`crate::fen`]); the `SetUp` tag is not required. Without it the game starts
//!   from the usual position.
//! - **`Variant`**: missing, empty, `?`, or any value containing `alice` (any case); other variants
//!   are refused.
//! - **Movetext**: moves in any notation [`parse_move`] reads (Alice letters, plain SAN, the rules
//!   page's short pawn captures, coordinates such as `e2e4`, castling as `O-O` or `0-0`), with
//!   trailing `+ # ! ?` allowed; move numbers (`1.`, `1...`, `12.`, `1.e4`, also written wrongly:
//!   they are skipped, and moves alternate by the position); `{comments}` (which may span lines),
//!   `;` comments to the end of the line, `%` escape lines; NAGs (`$1`); stand-alone annotations
//!   (`!`, `?`, `!?`, `?!`, `!!`, `??`, `+-`, `-+`, `+/-`, `-/+`, `+=`, `=+`, `=`, `±`, `∓`, `∞`);
//!   variations in parentheses, nested to any depth, which are skipped unread. (The tree reader,
//!   [`crate::pgn_tree::read_pgn_tree`], keeps variations, comments and NAGs in a
//!   [`crate::tree::GameTree`], and [`crate::pgn_tree::write_pgn_tree`] writes them.)
//! - **The result**: `1-0`, `0-1`, `1/2-1/2` (or `½-½`) or `*` ends the game. Without one the game
//!   ends at the next tag pair or at the end of the text; the `Result` tag then gives the result.
//!   A decisive or drawn result on a position the rules do not end is taken as declared by the
//!   players: a `Termination` mentioning time makes it a loss on time (or, for a draw, a timeout
//!   against a lone king), otherwise a resignation or a draw by agreement; `*` with a
//!   `Termination` saying `abort` is an aborted game ([`Game::abort`]). A result that
//!   contradicts the rules (`0-1` after white mates) is an error.
//! - Several games follow one another: [`read_pgn`] reads the first, [`read_all`] all of them,
//!   [`crate::pgn_games`] lists them (one broken game does not hide the others) and reads one by
//!   its index.
//!
//! Anything else is an error ([`PgnError`]) that names the line, and for a move the move number,
//! the side and the token. Reading never panics, whatever the input.
//!
//! ```
//! use alice_chess::pgn::{read_pgn, write_pgn, PgnTags};
//! use alice_chess::Notation;
//! let text = "[White \"Tweedledum\"]\n\n1. e4 d5 2. Be2 {a trap} dxe4 3. Bb5# 1-0";
//! let read = read_pgn(text).unwrap();
//! assert_eq!(read.tags.get("White"), Some("Tweedledum"));
//! assert_eq!(read.result, "1-0");
//! let pgn = write_pgn(&read.game, &read.tags, Notation::Alice);
//! assert!(pgn.ends_with("1. Pe4 Pd5 2. Be2 Sdxe4 3. Cb5# {Checkmate — White wins} 1-0\n"));
//! ```

use crate::fen::{parse_fen, write_fen, FenError};
use crate::game::{Game, Outcome};
use crate::moves::Move;
use crate::position::Position;
use crate::san::{parse_move, write_move, MoveParseError, Notation};
use crate::tree::{MoveListItem, NodeId};
use crate::tree_edit::normalize_comment;
use crate::tree_list::pgn_units;
use crate::types::Color;
use std::fmt;

/// The longest movetext line the writer produces.
pub(crate) const LINE_WIDTH: usize = 80;

/// The seven standard tags with the values written when none is given.
const SEVEN_TAGS: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// Tags the writer derives from the game itself (given values are ignored).
const DERIVED_TAGS: [&str; 5] = ["Result", "Variant", "SetUp", "FEN", "Termination"];

/// PGN tag pairs in order; names are compared without regard to case.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnTags {
    pairs: Vec<(String, String)>,
}

impl PgnTags {
    /// No tags.
    pub fn new() -> PgnTags {
        PgnTags::default()
    }

    /// The value of tag `name`, if present.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.pairs
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Sets tag `name`, keeping its place if it is already present, else adding it at the end.
    pub fn set(&mut self, name: impl Into<String>, value: impl Into<String>) {
        let (name, value) = (name.into(), value.into());
        match self
            .pairs
            .iter_mut()
            .find(|(n, _)| n.eq_ignore_ascii_case(&name))
        {
            Some(pair) => pair.1 = value,
            None => self.pairs.push((name, value)),
        }
    }

    /// Removes tag `name` and returns its value.
    pub fn remove(&mut self, name: &str) -> Option<String> {
        let i = self
            .pairs
            .iter()
            .position(|(n, _)| n.eq_ignore_ascii_case(name))?;
        Some(self.pairs.remove(i).1)
    }

    /// The tags in order, as `(name, value)`.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.pairs.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }

    /// How many tags there are.
    pub fn len(&self) -> usize {
        self.pairs.len()
    }

    /// Whether there are no tags.
    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }
}

impl<N: Into<String>, V: Into<String>> FromIterator<(N, V)> for PgnTags {
    fn from_iter<I: IntoIterator<Item = (N, V)>>(iter: I) -> Self {
        let mut tags = PgnTags::new();
        for (n, v) in iter {
            tags.set(n, v);
        }
        tags
    }
}

impl From<Vec<(String, String)>> for PgnTags {
    fn from(pairs: Vec<(String, String)>) -> Self {
        pairs.into_iter().collect()
    }
}

/// Writes `game` as PGN with the given tags, the moves in `notation` (see the module docs for the
/// layout).
///
/// ```
/// use alice_chess::pgn::{write_pgn, PgnTags};
/// use alice_chess::{Game, Notation};
/// let mut game = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 b Q - 0 12").unwrap();
/// game.play_text("Kd7").unwrap();
/// let tags: PgnTags = [("White", "Alice"), ("Annotator", "the \"Red\" Queen")].into_iter().collect();
/// let pgn = write_pgn(&game, &tags, Notation::Alice);
/// assert!(pgn.starts_with("[Event \"?\"]\n"));
/// assert!(pgn.contains("[White \"Alice\"]\n"));
/// assert!(pgn.contains("[FEN \"4k3/8/8/8/8/8/8/R3K3 b Q - 0 12\"]\n"));
/// assert!(pgn.contains("[Annotator \"the \\\"Red\\\" Queen\"]\n"));
/// assert!(pgn.ends_with("\n\n12... Kd7 *\n"));
/// ```
pub fn write_pgn(game: &Game, tags: &PgnTags, notation: Notation) -> String {
    write_pgn_annotated(game, tags, notation, &[])
}

/// A note on one move of a game, for [`write_pgn_annotated`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Annotation {
    /// The move's ply, from 1 (the game's first move); notes on plies the game does not have are
    /// left out.
    pub ply: usize,
    /// A NAG, written `$n` after the move: 1 `!`, 2 `?`, 3 `!!`, 4 `??`, 5 `!?`, 6 `?!`, ….
    pub nag: Option<u8>,
    /// A comment, written `{…}` after the move and its NAG (a `}` in it is dropped, and runs of
    /// white space become one space; an empty one is left out).
    pub comment: Option<String>,
}

/// [`write_pgn`] with notes on moves: each move is followed by the NAGs of the annotations of
/// its ply, then their comments (each in the given order, as PGN puts a move's NAGs before its
/// comments); a black move after a comment has its number again (`3... Pd5`). A reader that skips NAGs and comments (as [`read_pgn`] does) reads the
/// same moves back.
///
/// ```
/// use alice_chess::pgn::{read_pgn, write_pgn_annotated, Annotation, PgnTags};
/// use alice_chess::{Game, Notation};
/// let mut game = Game::default();
/// for m in ["e4", "d5", "Be2", "dxe4", "a3", "Kd7"] {
///     game.play_text(m).unwrap();
/// }
/// let note = Annotation { ply: 5, nag: Some(4), comment: Some("better: Cb5#".into()) };
/// let pgn = write_pgn_annotated(&game, &PgnTags::new(), Notation::Alice, &[note]);
/// assert!(pgn.contains("3. Pa3 $4 {better: Cb5#} 3... Kd7 *"));
/// assert_eq!(read_pgn(&pgn).unwrap().game.moves(), game.moves());
/// ```
pub fn write_pgn_annotated(
    game: &Game,
    tags: &PgnTags,
    notation: Notation,
    annotations: &[Annotation],
) -> String {
    let (mut out, result) = header(game, tags);
    let mut units = pgn_units(movetext(game, notation, annotations));
    if let Some(text) = game.end_text() {
        units.push(format!("{{{text}}}"));
    }
    units.push(result.to_string());
    out.push_str(&wrap(&units, LINE_WIDTH));
    out
}

/// The tag pairs of `game`'s PGN and the blank line after them (see the module docs), with its
/// result token.
pub(crate) fn header(game: &Game, tags: &PgnTags) -> (String, &'static str) {
    let outcome = game.outcome();
    // A game that goes on keeps a given result (and termination): an ending decided elsewhere.
    let given = tags
        .get("Result")
        .and_then(|r| result_token(r.trim()))
        .filter(|_| outcome.is_none());
    let result = outcome.map_or(given.unwrap_or("*"), Outcome::result);
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        out.push('[');
        out.push_str(name);
        out.push_str(" \"");
        out.push_str(&escape_tag_value(value));
        out.push_str("\"]\n");
    };
    for (name, default) in SEVEN_TAGS {
        let value = match name {
            "Result" => result,
            _ => tags
                .get(name)
                .filter(|v| !v.trim().is_empty())
                .unwrap_or(default),
        };
        tag(name, value);
    }
    tag("Variant", "Alice");
    if *game.start() != Position::start() {
        tag("SetUp", "1");
        tag("FEN", &write_fen(game.start()));
    }
    if let Some(reason) = game.end_reason() {
        tag("Termination", &reason);
    } else if let Some(t) = tags
        .get("Termination")
        .filter(|t| given.is_some() && !t.trim().is_empty())
    {
        tag("Termination", t);
    }
    for (name, value) in tags.iter() {
        let name: String = name
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        let known = |n: &&str| n.eq_ignore_ascii_case(&name);
        if name.is_empty()
            || SEVEN_TAGS.iter().map(|(n, _)| n).any(known)
            || DERIVED_TAGS.iter().any(known)
        {
            continue;
        }
        tag(&name, value);
    }
    out.push('\n');
    (out, result)
}

/// The moves of `game` as move-list tokens (for [`pgn_units`]), each followed by the NAGs and
/// then the comments of the annotations of its ply; a black move after a comment, or first in
/// the game, is numbered (`"12... Sd5"`).
fn movetext(game: &Game, notation: Notation, annotations: &[Annotation]) -> Vec<MoveListItem> {
    let mut items = Vec::with_capacity(game.ply());
    let mut numbered = true;
    for (i, &m) in game.moves().iter().enumerate() {
        let Some(pos) = game.position_at(i) else {
            break;
        };
        let notes = || annotations.iter().filter(|a| a.ply == i + 1);
        let color = pos.turn();
        items.push(MoveListItem::Move {
            id: NodeId(i as u32 + 1),
            number: pos.fullmove_number(),
            color,
            numbered: color == Color::White || numbered,
            text: move_text(pos, m, notation),
            nags: notes().filter_map(|a| a.nag).collect(),
            depth: 0,
        });
        numbered = false;
        for note in notes() {
            let text = normalize_comment(note.comment.as_deref().unwrap_or(""));
            if !text.is_empty() {
                items.push(MoveListItem::Comment {
                    id: NodeId(i as u32 + 1),
                    text,
                    starting: false,
                });
                numbered = true;
            }
        }
    }
    items
}

/// `m` (legal in `pos`) written in `notation` for PGN: a text that would not read back as the
/// same move (a safety net) is replaced by the coordinate form, which always does.
#[inline(always)]
pub(crate) fn move_text(pos: &Position, m: Move, notation: Notation) -> String {
    let mut text = write_move(pos, m, notation);
    if parse_move(pos, &text) != Ok(m) {
        let sign = text
            .trim_start_matches(|c| c != '+' && c != '#')
            .to_string();
        text = m.uci() + &sign;
    }
    text
}

fn escape_tag_value(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' | '\r' | '\t' => out.push(' '),
            _ => out.push(c),
        }
    }
    out
}

/// Joins units with spaces into lines of at most `width` characters (a longer unit stands alone).
pub(crate) fn wrap(units: &[String], width: usize) -> String {
    let mut out = String::new();
    let mut line_len = 0;
    for unit in units {
        let len = unit.chars().count();
        if line_len > 0 && line_len + 1 + len > width {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(unit);
        line_len += len;
    }
    out.push('\n');
    out
}

/// A game read from PGN.
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// The tag pairs as read, in order.
    pub tags: PgnTags,
    /// The game: start position from the `FEN` tag, every move of the main line, and a declared
    /// ending (resignation, agreement, timeout) when the result says so.
    pub game: Game,
    /// The result token: `1-0`, `0-1`, `1/2-1/2` or `*` (from the movetext, else the `Result`
    /// tag, else `*`).
    pub result: String,
}

/// Why PGN text could not be read. Every variant names where the problem is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnError {
    /// The text holds no game: no tag and no move.
    Empty,
    /// A tag pair is malformed.
    Tag {
        /// Line number (from 1).
        line: usize,
        /// The line, shortened.
        text: String,
        /// What is wrong.
        problem: TagProblem,
    },
    /// A `{` comment is never closed.
    UnterminatedComment {
        /// Line of the `{`.
        line: usize,
    },
    /// A `(` variation is never closed.
    UnterminatedVariation {
        /// Line of the `(`.
        line: usize,
    },
    /// A `)` closes no variation.
    UnbalancedParenthesis {
        /// Line of the `)`.
        line: usize,
    },
    /// A variation the tree reader ([`crate::pgn_tree`]) cannot place: a `(` with no move
    /// before it in its line (a variation is another move in place of the move before it).
    Variation {
        /// Line of the `(`.
        line: usize,
        /// What is wrong.
        problem: &'static str,
    },
    /// The `FEN` tag does not hold a valid position.
    Fen {
        /// Line of the tag.
        line: usize,
        /// The FEN's own error.
        error: FenError,
    },
    /// The `Variant` tag names another game.
    Variant {
        /// Line of the tag.
        line: usize,
        /// The tag's value, shortened.
        value: String,
    },
    /// A move token was not accepted.
    Move {
        /// Line of the token.
        line: usize,
        /// Full-move number of the move.
        number: u32,
        /// The side to move.
        color: Color,
        /// Why (the error names the token).
        error: MoveParseError,
    },
    /// A move follows the end of the game (checkmate, stalemate, a draw the rules declare).
    AfterEnd {
        /// Line of the token.
        line: usize,
        /// Full-move number of the move.
        number: u32,
        /// The side to move.
        color: Color,
        /// The token, shortened.
        token: String,
        /// How the game had ended.
        outcome: Outcome,
    },
    /// The `Result` tag and the movetext's result token differ.
    ResultTag {
        /// Line of the result token.
        line: usize,
        /// The tag's value.
        tag: String,
        /// The movetext's token.
        movetext: String,
    },
    /// A game was asked for by its index (from 0) and the text holds fewer games.
    NoSuchGame {
        /// The index asked for.
        index: usize,
        /// How many games the text holds.
        count: usize,
    },
    /// The result contradicts how the rules ended the game.
    ResultContradicts {
        /// Line of the result (token or tag).
        line: usize,
        /// The result given.
        result: String,
        /// How the game ended by the rules.
        outcome: Outcome,
    },
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnError::Empty => f.write_str("empty PGN: no tags and no moves"),
            PgnError::Tag {
                line,
                text,
                problem,
            } => write!(f, "line {line}: malformed tag '{text}': {problem}"),
            PgnError::UnterminatedComment { line } => write!(
                f,
                "line {line}: unterminated comment: '{{' is never closed by '}}'"
            ),
            PgnError::UnterminatedVariation { line } => write!(
                f,
                "line {line}: unterminated variation: '(' is never closed by ')'"
            ),
            PgnError::UnbalancedParenthesis { line } => write!(
                f,
                "line {line}: unbalanced parenthesis: ')' closes no variation"
            ),
            PgnError::Variation { line, problem } => write!(f, "line {line}: {problem}"),
            PgnError::Fen { line, error } => write!(f, "line {line}: bad FEN tag: {error}"),
            PgnError::Variant { line, value } => write!(
                f,
                "line {line}: not an Alice chess game: the Variant tag says '{value}'"
            ),
            PgnError::Move {
                line,
                number,
                color,
                error,
            } => write!(f, "move {number} ({color}): {error} (line {line})"),
            PgnError::AfterEnd {
                line,
                number,
                color,
                token,
                outcome,
            } => write!(
                f,
                "move {number} ({color}): '{token}' comes after the end of the game ({outcome}) (line {line})"
            ),
            PgnError::ResultTag {
                line,
                tag,
                movetext,
            } => write!(
                f,
                "line {line}: the movetext ends with '{movetext}' but the Result tag says '{tag}'"
            ),
            PgnError::NoSuchGame { index, count } => match count {
                0 => write!(f, "no game at index {index}: the PGN text holds no game"),
                1 => write!(f, "no game at index {index}: the PGN text holds 1 game (index 0)"),
                n => write!(
                    f,
                    "no game at index {index}: the PGN text holds {n} games (indexes 0 to {})",
                    n - 1
                ),
            },
            PgnError::ResultContradicts {
                line,
                result,
                outcome,
            } => write!(
                f,
                "line {line}: the result '{result}' contradicts the game: {outcome} ({})",
                outcome.result()
            ),
        }
    }
}

impl std::error::Error for PgnError {}

/// What is wrong with a malformed tag pair ([`PgnError::Tag`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TagProblem {
    /// No name after the `[`.
    Name,
    /// No value in double quotes after the name.
    Value,
    /// The value is not closed by `"`.
    Unclosed,
    /// No `]` after the value.
    Close,
}

impl fmt::Display for TagProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TagProblem::Name => "expected a tag name after '['",
            TagProblem::Value => "expected a value in double quotes after the name",
            TagProblem::Unclosed => "the value is not closed by '\"'",
            TagProblem::Close => "expected ']' after the value",
        })
    }
}

/// Reads the first game of a PGN text (see the module docs for what is accepted).
///
/// # Errors
/// A [`PgnError`] naming the line and, for moves, the move number, side and token. Nothing
/// outside the returned value is changed, so a caller keeps its current game on error.
///
/// ```
/// use alice_chess::pgn::read_pgn;
/// let read = read_pgn("1. e4 {best} (1. d4 d5) 1... d5 $1 2. Be2 dxe4 *").unwrap();
/// assert_eq!(read.game.ply(), 4);
/// assert_eq!(read.result, "*");
/// let err = read_pgn("1. e4 d5 2. Ke3").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "move 2 (white): illegal move 'Ke3': your king on e1 (board A) cannot reach e3 in one move (line 1)"
/// );
/// ```
pub fn read_pgn(text: &str) -> Result<PgnGame, PgnError> {
    let mut lexer = Lexer::new(text);
    match next_raw_game(&mut lexer)? {
        Some(raw) => build(raw),
        None => Err(PgnError::Empty),
    }
}

/// Reads every game of a PGN text, in order.
///
/// # Errors
/// The first [`PgnError`] met (its line number counts from the start of `text`);
/// [`PgnError::Empty`] if there is no game at all.
///
/// ```
/// use alice_chess::pgn::read_all;
/// let games = read_all("[Round \"1\"]\n1. e4 *\n\n[Round \"2\"]\n1. d4 d5 *\n").unwrap();
/// assert_eq!(games.len(), 2);
/// assert_eq!(games[1].game.ply(), 2);
/// ```
pub fn read_all(text: &str) -> Result<Vec<PgnGame>, PgnError> {
    let mut lexer = Lexer::new(text);
    let mut games = Vec::new();
    while let Some(raw) = next_raw_game(&mut lexer)? {
        games.push(build(raw)?);
    }
    if games.is_empty() {
        return Err(PgnError::Empty);
    }
    Ok(games)
}

/// Splits a plain move list (not a whole PGN: the `moves` attribute of `<alice-chess>`, a share
/// link's moves) into its moves: tokens separated by whitespace, commas or semicolons; move
/// numbers (`1.`, `12...`, `12…`, also glued to a move: `1.Pe4` gives `Pe4`) and results (`1-0`,
/// `0-1`, `1/2-1/2`, `½-½`, `*`) are skipped. A number without a dot stays (it then fails as a
/// move, as it should). The moves themselves are not checked. Never panics.
///
/// ```
/// use alice_chess::pgn::split_moves;
/// assert_eq!(split_moves("1.e4 e5 2. Nf3, Nc6; 1-0"), ["e4", "e5", "Nf3", "Nc6"]);
/// assert!(split_moves("  ").is_empty());
/// ```
pub fn split_moves(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter_map(|token| {
            let after_number = token.trim_start_matches(|c: char| c.is_ascii_digit());
            let after_dots = after_number.trim_start_matches(['.', '…']);
            let numbered =
                after_number.len() < token.len() && after_dots.len() < after_number.len();
            let token = if numbered { after_dots } else { token };
            (!token.is_empty() && result_token(token).is_none()).then(|| token.to_string())
        })
        .collect()
}

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

pub(crate) fn shorten(text: &str, max: usize) -> String {
    let mut s: String = text.chars().take(max).collect();
    if text.chars().count() > max {
        s.push('…');
    }
    s
}

/// Splits PGN text into tokens, comments and NAGs included (the main-line reader skips them; the
/// tree reader, [`crate::pgn_tree`], keeps them): one lexer for both readers.
pub(crate) struct Lexer {
    chars: Vec<char>,
    pos: usize,
    /// Current line, from 1.
    line: usize,
    /// A token read ahead (the first tag of the next game).
    pending: Option<(Token, usize)>,
}

impl Lexer {
    pub(crate) fn new(text: &str) -> Lexer {
        Lexer {
            chars: text.trim_start_matches('\u{feff}').chars().collect(),
            pos: 0,
            line: 1,
            pending: None,
        }
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

    /// The text of the line holding `at`, shortened.
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
        shorten(line.trim(), 60)
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

/// One game's tokens, before any move is played.
#[derive(Default)]
pub(crate) struct RawGame {
    pub(crate) tags: PgnTags,
    /// Line of each tag, by lowercase name.
    pub(crate) tag_lines: Vec<(String, usize)>,
    /// The main line's move tokens with their lines.
    pub(crate) moves: Vec<(String, usize)>,
    /// The result token and its line.
    pub(crate) result: Option<(String, usize)>,
    /// Line where the game's text ends (for errors about the result tag).
    pub(crate) last_line: usize,
}

impl RawGame {
    fn tag_line(&self, name: &str) -> usize {
        self.tag_lines
            .iter()
            .rev()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map_or(1, |(_, l)| *l)
    }
}

pub(crate) fn is_move_number(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c.is_ascii_digit())
}

pub(crate) fn is_annotation(s: &str) -> bool {
    (!s.is_empty() && s.chars().all(|c| c == '!' || c == '?'))
        || matches!(
            s,
            "+-" | "-+" | "+/-" | "-/+" | "+=" | "=+" | "=" | "±" | "∓" | "∞"
        )
}

pub(crate) fn result_token(s: &str) -> Option<&'static str> {
    match s {
        "1-0" => Some("1-0"),
        "0-1" => Some("0-1"),
        "1/2-1/2" | "½-½" => Some("1/2-1/2"),
        "*" => Some("*"),
        _ => None,
    }
}

/// Collects the next game's tags and main-line tokens; `None` when no game is left.
fn next_raw_game(lexer: &mut Lexer) -> Result<Option<RawGame>, PgnError> {
    let mut raw = RawGame::default();
    Ok(collect_raw_game(lexer, &mut raw)?.then_some(raw))
}

/// Collects the next game's tags and main-line tokens into `raw` (what was read stays there on
/// error); `false` when no game is left.
pub(crate) fn collect_raw_game(lexer: &mut Lexer, raw: &mut RawGame) -> Result<bool, PgnError> {
    collect(lexer, raw, &mut Vec::new())
}

/// One movetext item, in reading order, with its line.
pub(crate) enum Item {
    Move(String),
    Comment(String),
    Nag(u32),
    Open,
    Close,
}

/// The NAG of a stand-alone or suffixed annotation (`!?` → 5), if it has one.
pub(crate) fn annotation_nag(s: &str) -> Option<u32> {
    Some(match s {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        "=" => 10,
        "∞" => 13,
        "+=" => 14,
        "=+" => 15,
        "+/-" | "±" => 16,
        "-/+" | "∓" => 17,
        "+-" => 18,
        "-+" => 19,
        _ => return None,
    })
}

/// Collects the next game's tags and main-line move tokens (into `raw`, for [`build`]) and its
/// movetext items (for the tree reader, [`crate::pgn_tree`]; the main-line reader drops them);
/// `false` when no game is left. What was read stays in `raw` on error. One collector for both
/// readers, so that they take the same games apart (and [`crate::pgn_games`]' indexes agree).
pub(crate) fn collect(
    lexer: &mut Lexer,
    raw: &mut RawGame,
    items: &mut Vec<(Item, usize)>,
) -> Result<bool, PgnError> {
    raw.last_line = 1;
    let mut started = false;
    let mut in_movetext = false;
    let mut open: Vec<usize> = Vec::new();
    while let Some((token, line)) = lexer.next()? {
        raw.last_line = line;
        match token {
            Token::Tag(name, value) => {
                if let Some(&first) = open.last() {
                    lexer.push_back((Token::Tag(name, value), line));
                    return Err(PgnError::UnterminatedVariation { line: first });
                }
                if in_movetext {
                    lexer.push_back((Token::Tag(name, value), line));
                    break;
                }
                started = true;
                raw.tag_lines.push((name.clone(), line));
                raw.tags.set(name, value);
            }
            Token::Open => {
                in_movetext = true;
                open.push(line);
                items.push((Item::Open, line));
            }
            Token::Close => {
                if open.pop().is_none() {
                    return Err(PgnError::UnbalancedParenthesis { line });
                }
                items.push((Item::Close, line));
            }
            Token::Symbol(symbol) => {
                // The lexer's notes: `{text` for a comment, `$digits` for a NAG.
                if let Some(text) = symbol.strip_prefix('{') {
                    items.push((Item::Comment(text.to_string()), line));
                    continue;
                }
                if let Some(digits) = symbol.strip_prefix('$').filter(|d| !d.is_empty()) {
                    let nag = digits.parse().unwrap_or(u32::MAX);
                    items.push((Item::Nag(nag), line));
                    continue;
                }
                let top = open.is_empty();
                if top {
                    started = true;
                    in_movetext = true;
                }
                if is_move_number(&symbol) {
                    continue;
                }
                if is_annotation(&symbol) {
                    items.extend(annotation_nag(&symbol).map(|n| (Item::Nag(n), line)));
                    continue;
                }
                if let Some(result) = result_token(&symbol) {
                    if top {
                        raw.result = Some((result.to_string(), line));
                        break;
                    }
                    continue; // a result inside a variation says nothing
                }
                if top {
                    raw.moves.push((symbol.clone(), line));
                }
                items.push((Item::Move(symbol), line));
            }
        }
    }
    if let Some(&first) = open.last() {
        return Err(PgnError::UnterminatedVariation { line: first });
    }
    Ok(started)
}

/// Plays a raw game's moves from its start position and settles the result.
pub(crate) fn build(raw: RawGame) -> Result<PgnGame, PgnError> {
    let start = start_position(&raw)?;
    let mut game = Game::new(start);
    for (token, line) in &raw.moves {
        let pos = *game.position();
        let (number, color, line) = (pos.fullmove_number(), pos.turn(), *line);
        if let Some(outcome) = game.outcome() {
            return Err(PgnError::AfterEnd {
                line,
                number,
                color,
                token: shorten(token, 24),
                outcome,
            });
        }
        let move_error = |error| PgnError::Move {
            line,
            number,
            color,
            error,
        };
        let m = parse_move(&pos, token).map_err(move_error)?;
        game.play(m)
            .map_err(|_| move_error(MoveParseError::Illegal(shorten(token, 24), None)))?;
    }

    let tag_result = raw.tags.get("Result").and_then(|r| result_token(r.trim()));
    let (result, line) = match (&raw.result, tag_result) {
        (Some((token, line)), Some(tag)) if tag != token => {
            return Err(PgnError::ResultTag {
                line: *line,
                tag: tag.to_string(),
                movetext: token.clone(),
            })
        }
        (Some((token, line)), _) => (token.clone(), *line),
        (None, Some(tag)) => (tag.to_string(), raw.tag_line("Result")),
        (None, None) => ("*".to_string(), raw.last_line),
    };
    match game.outcome() {
        Some(outcome) if result != "*" && result != outcome.result() => {
            return Err(PgnError::ResultContradicts {
                line,
                result,
                outcome,
            });
        }
        Some(_) => {}
        None => declare(
            &mut game,
            &result,
            raw.tags.get("Termination").unwrap_or(""),
        ),
    }
    Ok(PgnGame {
        tags: raw.tags,
        game,
        result,
    })
}

/// The start position of a raw game (its `FEN` tag, else the usual one), after checking its
/// `Variant` tag.
#[inline(always)]
pub(crate) fn start_position(raw: &RawGame) -> Result<Position, PgnError> {
    if let Some(variant) = raw.tags.get("Variant") {
        let v = variant.trim();
        if !(v.is_empty() || v == "?" || v.to_ascii_lowercase().contains("alice")) {
            return Err(PgnError::Variant {
                line: raw.tag_line("Variant"),
                value: shorten(v, 40),
            });
        }
    }
    match raw.tags.get("FEN") {
        Some(fen) => parse_fen(fen.trim()).map_err(|error| PgnError::Fen {
            line: raw.tag_line("FEN"),
            error,
        }),
        None => Ok(Position::start()),
    }
}

/// Records a result the rules did not produce as declared by the players (`*` with a
/// `Termination` that says `abort`: an aborted game).
fn declare(game: &mut Game, result: &str, termination: &str) {
    let termination = termination.to_ascii_lowercase();
    if result == "*" && termination.contains("abort") {
        let declared = game.abort();
        debug_assert!(declared.is_ok());
        return;
    }
    let on_time = termination.contains("time");
    let loser = match result {
        "1-0" => Color::Black,
        "0-1" => Color::White,
        "1/2-1/2" => {
            let pos = *game.position();
            let flagged = [Color::White, Color::Black]
                .into_iter()
                .find(|&c| pos.has_lone_king(c.other()));
            let declared = match flagged {
                Some(c) if on_time => game.flag(c),
                _ => game.agree_draw(),
            };
            debug_assert!(declared.is_ok());
            return;
        }
        _ => return,
    };
    if on_time && game.flag(loser).is_ok() && game.outcome().map(Outcome::result) != Some(result) {
        game.undo();
    }
    if game.outcome().is_none() {
        let declared = game.resign(loser);
        debug_assert!(declared.is_ok());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_keeps_lines_short() {
        let units: Vec<String> = (1..=40).map(|i| format!("{i}. Pe4 Pd5")).collect();
        let text = wrap(&units, LINE_WIDTH);
        assert!(text.lines().all(|l| l.chars().count() <= LINE_WIDTH));
        assert_eq!(text.split_whitespace().count(), 120);
    }

    #[test]
    fn split_moves_skips_numbers_and_results() {
        let cases: &[(&str, &[&str])] = &[
            ("", &[]),
            ("   ", &[]),
            ("1.e4 e5 2.Nf3", &["e4", "e5", "Nf3"]),
            ("e4,d5; Be2", &["e4", "d5", "Be2"]),
            ("1...d5", &["d5"]),
            ("12… Sdxe4", &["Sdxe4"]),
            ("e4 *", &["e4"]),
            (
                "1. Pe4 Pd5 2. Be2 Sdxe4 3. Cb5# 1-0",
                &["Pe4", "Pd5", "Be2", "Sdxe4", "Cb5#"],
            ),
            ("e2e4 a7a8q O-O-O 1/2-1/2", &["e2e4", "a7a8q", "O-O-O"]),
            ("12 ..", &["12", ".."]),
            ("1.1-0 2.* ½-½", &[]),
            ("\t1.\n\ne4\r\n,,;;d5 ", &["e4", "d5"]),
            ("1.e4, 1...e5, 2.Og1", &["e4", "e5", "Og1"]),
            ("e4. 1.... x1.e4", &["e4.", "x1.e4"]),
            ("1..O-O-O 0-0", &["O-O-O", "0-0"]),
        ];
        for (text, want) in cases {
            assert_eq!(split_moves(text), *want, "{text:?}");
        }
    }

    #[test]
    fn lexer_splits_numbers_from_moves() {
        let read = read_pgn("1.e4 d5 2.Be2 2...dxe4 3.Bb5#").unwrap();
        assert_eq!(read.game.ply(), 5);
        assert_eq!(read.result, "*");
    }

    #[test]
    fn tag_escapes() {
        let read = read_pgn(r#"[Event "a \"b\" \\ c"]"#).unwrap();
        assert_eq!(read.tags.get("event"), Some(r#"a "b" \ c"#));
        assert_eq!(escape_tag_value(r#"a "b" \ c"#), r#"a \"b\" \\ c"#);
    }

    #[test]
    fn host_endings_and_given_results_are_written() {
        let mut game = Game::default();
        for m in ["e4", "e5"] {
            game.play_text(m).unwrap();
        }
        let none = PgnTags::new();
        game.end_by("0-1", "adjudication").unwrap();
        let pgn = write_pgn(&game, &none, Notation::Alice);
        assert!(pgn.contains("[Result \"0-1\"]\n"), "{pgn}");
        assert!(pgn.contains("[Termination \"adjudication\"]\n"), "{pgn}");
        assert!(pgn.ends_with("{Adjudication — Black wins} 0-1\n"), "{pgn}");
        assert_eq!(read_pgn(&pgn).unwrap().result, "0-1");
        game.undo();
        // A game that goes on takes a given result and termination…
        let given: PgnTags = [
            ("Result", "1/2-1/2"),
            ("Termination", "agreed on the server"),
        ]
        .into_iter()
        .collect();
        let pgn = write_pgn(&game, &given, Notation::Alice);
        assert!(pgn.contains("[Result \"1/2-1/2\"]\n"), "{pgn}");
        assert!(
            pgn.contains("[Termination \"agreed on the server\"]\n"),
            "{pgn}"
        );
        assert!(
            pgn.ends_with("2. Pe4 Pe5 1/2-1/2\n") || pgn.ends_with("1. Pe4 Pe5 1/2-1/2\n"),
            "{pgn}"
        );
        // …a game over keeps its own.
        game.resign(Color::White).unwrap();
        let pgn = write_pgn(&game, &given, Notation::Alice);
        assert!(
            pgn.contains("[Result \"0-1\"]\n") && pgn.contains("[Termination \"resignation\"]\n"),
            "{pgn}"
        );
        // A bad given result is not written.
        game.undo();
        let bad: PgnTags = [("Result", "2-0"), ("Termination", "x")]
            .into_iter()
            .collect();
        let pgn = write_pgn(&game, &bad, Notation::Alice);
        assert!(
            pgn.contains("[Result \"*\"]\n") && !pgn.contains("Termination"),
            "{pgn}"
        );
    }
}
