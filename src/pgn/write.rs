//! Writing a game as PGN: tags, movetext in either notation, notes on moves, lines of at most
//! [`LINE_WIDTH`] characters.

use super::tags::{DERIVED_TAGS, SEVEN_TAGS};
use super::{result_token, PgnTags};
use crate::fen::write_fen;
use crate::game::{Game, Outcome};
use crate::moves::Move;
use crate::position::Position;
use crate::san::{parse_move, write_move, Notation};
use crate::tree::edit::normalize_comment;
use crate::tree::list::pgn_units;
use crate::tree::{MoveListItem, NodeId};
use crate::types::Color;

/// The longest movetext line the writer produces.
pub(crate) const LINE_WIDTH: usize = 80;

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
/// comments); a black move after a comment has its number again (`3... Pd5`). A reader that skips NAGs and comments (as [`read_pgn`](super::read_pgn) does) reads the
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
    let mut items = movetext(game, notation, annotations);
    if let Some(text) = game.end_text() {
        // A host's reason is any text: normalized as every comment is, it cannot end the comment
        // early (a `}` in it would turn the rest into moves) or break its line.
        items.push(MoveListItem::Comment {
            id: NodeId(game.ply() as u32),
            text: normalize_comment(&text),
            starting: false,
        });
    }
    let mut units = pgn_units(items);
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
    // The notes of each ply in the given order, chained in one pass (not one pass per move: a
    // live game has a note on every move): `first[ply]` and `next[note]` are indexes + 1.
    let mut first = vec![0; game.ply() + 1];
    let mut next = vec![0; annotations.len()];
    for (i, note) in annotations.iter().enumerate().rev() {
        if let Some(head) = first.get_mut(note.ply) {
            next[i] = *head;
            *head = i + 1;
        }
    }
    let mut numbered = true;
    for (i, &m) in game.moves().iter().enumerate() {
        let Some(pos) = game.position_at(i) else {
            break;
        };
        let (first, next) = (&first, &next);
        let notes = || {
            let mut n = first[i + 1];
            std::iter::from_fn(move || {
                let note = annotations.get(n.checked_sub(1)?)?;
                n = next[n - 1];
                Some(note)
            })
        };
        let color = pos.turn();
        items.push(MoveListItem::Move {
            id: NodeId(i as u32 + 1),
            number: pos.fullmove_number(),
            color,
            numbered: color == Color::White || numbered,
            text: move_text(pos, m, notation),
            nags: notes().filter_map(|a| a.nag).collect(),
            clock: None,
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

/// A tag's value as written between its quotes: `\` and `"` escaped, white space and control
/// characters (line breaks above all) as spaces.
pub(super) fn escape_tag_value(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            // A line break would end the tag (and what follows could read as another one).
            c if c.is_whitespace() || c.is_control() => out.push(' '),
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
