//! Move notation: writing Alice notation or plain SAN, and reading moves leniently.
//!
//! # Alice notation (written by default)
//! SAN where the piece letter is the letter of the moving piece on the board it leaves:
//! `K Q R B N P` on board A, `L T U C O S` on board B. Pawns always carry their letter, pawn
//! captures the departure file (`Sdxe4`). A promotion writes `=` and the letter of the new piece
//! on the board where it lands (`Pa8=T`). Castling is `O-O` / `O-O-O`. `+` marks check, `#` mate.
//! Disambiguation (file, then rank, then square) is only among pieces written with the same
//! letter. The rules page's game reads `Pe4 Pd5 Be2 Sdxe4 Cb5#`.
//!
//! # Plain SAN
//! Orthodox letters whatever the board, no pawn letter, disambiguation among all pieces of the
//! same role: `e4 d5 Be2 dxe4 Bb5#`.
//!
//! # What the reader accepts
//! Alice notation, plain SAN, the rules page's short pawn captures (`Sxe4` when only one pawn can
//! take there), coordinate moves (`e2e4`, `e2-e4`, `a7a8q`, castling as `e1g1`), and castling as
//! `O-O`, `0-0`, `O-O-O`, `0-0-0`. Trailing `+ # ! ?` are ignored. An orthodox letter names a piece
//! on board A first; if no such piece can make the move, a piece of that role on board B.
//!
//! # Why a text is refused
//! [`explain_text`] says why a text is not a legal move: empty, garbled, ambiguous (naming the
//! candidates) or illegal, with the reason the rules give for the squares it names
//! ([`crate::explain`], which knows nothing of notation); [`parse_move`]'s error carries the same
//! reason.

use crate::explain::Reason;
use crate::moves::{Move, MoveKind, MoveList};
use crate::position::Position;
use crate::square::Square;
use crate::types::{Board, Role};
use std::fmt;

mod why;

pub use why::explain_text;

/// Which notation to write.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Notation {
    /// Letters by board (`Cb5`, `Sdxe4`, `Pa8=T`) — the default.
    #[default]
    Alice,
    /// Orthodox SAN (`Bb5`, `dxe4`, `a8=Q`).
    San,
}

/// Why a move text was not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveParseError {
    /// Nothing was given.
    Empty,
    /// Not a move in any accepted notation.
    Syntax(String),
    /// Well formed, but no legal move matches: the text, and why it is refused (see
    /// [`crate::explain`]; computed only when the move is refused; `None` when not asked for).
    Illegal(String, Option<Reason>),
    /// Several legal moves match.
    Ambiguous(String, Vec<String>),
}

impl fmt::Display for MoveParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveParseError::Empty => f.write_str("no move given"),
            MoveParseError::Syntax(t) => write!(
                f,
                "invalid move '{t}': not a move in Alice notation, SAN or coordinates (e2e4)"
            ),
            MoveParseError::Illegal(t, why) => {
                write!(f, "illegal move '{t}'")?;
                // The wasm build has no English for refusals (its front end words them).
                #[cfg(not(target_arch = "wasm32"))]
                if let Some(why) = why {
                    write!(f, ": {why}")?;
                }
                #[cfg(target_arch = "wasm32")]
                let _ = why;
                Ok(())
            }
            MoveParseError::Ambiguous(t, options) => {
                write!(f, "ambiguous move '{t}': could be {}", options.join(", "))
            }
        }
    }
}

impl std::error::Error for MoveParseError {}

/// Writes `m` (legal in `pos`) in the given notation, with `+` or `#`.
pub fn write_move(pos: &Position, m: Move, notation: Notation) -> String {
    let legal = pos.legal_moves();
    let mut text = write_move_bare(pos, m, notation, &legal);
    text.extend(check_sign(pos, m));
    text
}

/// Writes `m` (legal in `pos`) in both notations, `(alice, san)`, with `+` or `#`: the same texts
/// as two [`write_move`] calls, for one legal-move generation instead of two.
///
/// ```
/// use alice_chess::{Position, san::{parse_move, write_move_both}};
/// let pos = Position::start();
/// let m = parse_move(&pos, "e4").unwrap();
/// assert_eq!(write_move_both(&pos, m), ("Pe4".to_string(), "e4".to_string()));
/// ```
pub fn write_move_both(pos: &Position, m: Move) -> (String, String) {
    write_move_both_with(pos, m, &pos.legal_moves())
}

/// [`write_move_both`] given the legal moves of `pos` (`pos.legal_moves()`), for a caller that
/// writes several moves of one position: no legal-move generation of `pos` at all, only the
/// one the check sign needs after a checking move.
pub fn write_move_both_with(pos: &Position, m: Move, legal: &MoveList) -> (String, String) {
    let mut alice = write_move_bare(pos, m, Notation::Alice, legal);
    let mut san = write_move_bare(pos, m, Notation::San, legal);
    if let Some(sign) = check_sign(pos, m) {
        alice.push(sign);
        san.push(sign);
    }
    (alice, san)
}

/// `+` if `m` gives check, `#` if it mates, else nothing.
fn check_sign(pos: &Position, m: Move) -> Option<char> {
    let mut after = *pos;
    after.play_unchecked(m);
    after
        .is_check()
        .then(|| if after.has_legal_moves() { '+' } else { '#' })
}

/// Writes `m` without the check sign, given the legal moves of `pos` (for disambiguation).
fn write_move_bare(pos: &Position, m: Move, notation: Notation, legal: &MoveList) -> String {
    match m.kind {
        MoveKind::CastleShort => return "O-O".to_string(),
        MoveKind::CastleLong => return "O-O-O".to_string(),
        _ => {}
    }
    let Some(role) = pos.role_at(m.from) else {
        return m.uci();
    };
    let board = pos.board_of(m.from);
    let capture = m.kind == MoveKind::EnPassant || pos.occupied().contains(m.to);
    let mut out = String::with_capacity(8);
    let same_letter = |other: &Move| {
        pos.role_at(other.from) == Some(role)
            && (notation == Notation::San || pos.board_of(other.from) == board)
    };
    let rivals: Vec<Square> = legal
        .iter()
        .filter(|o| o.to == m.to && o.from != m.from && same_letter(o))
        .map(|o| o.from)
        .collect();
    if role == Role::Pawn {
        if notation == Notation::Alice {
            out.push(role.letter_on(board));
        }
        if capture {
            out.push(m.from.file_char());
            if rivals.iter().any(|s| s.file() == m.from.file()) {
                out.push(m.from.rank_char());
            }
            out.push('x');
        } else if !rivals.is_empty() {
            // Plain SAN only: a board-A pawn double-stepping past a board-B pawn of the same
            // file that single-steps to the same square (`f2f4` vs `f3f4`).
            out.push_str(&m.from.to_string());
        }
    } else {
        out.push(match notation {
            Notation::Alice => role.letter_on(board),
            Notation::San => role.letter_a(),
        });
        if !rivals.is_empty() {
            if rivals.iter().all(|s| s.file() != m.from.file()) {
                out.push(m.from.file_char());
            } else if rivals.iter().all(|s| s.rank() != m.from.rank()) {
                out.push(m.from.rank_char());
            } else {
                out.push_str(&m.from.to_string());
            }
        }
        if capture {
            out.push('x');
        }
    }
    out.push_str(&m.to.to_string());
    if let Some(promoted) = m.promotion() {
        out.push('=');
        out.push(match notation {
            Notation::Alice => promoted.letter_on(board.other()),
            Notation::San => promoted.letter_a(),
        });
    }
    out
}

/// A move text taken apart (SAN-like forms).
pub(crate) struct SanParts {
    /// The piece letter read: its role and the board the letter names (orthodox letters name
    /// board A); `None` for a pawn written without a letter.
    pub(crate) letter: Option<(Role, Board)>,
    /// The departure file given, 0..8.
    pub(crate) from_file: Option<u8>,
    /// The departure rank given, 0..8.
    pub(crate) from_rank: Option<u8>,
    /// The destination.
    pub(crate) to: Square,
    /// The promotion piece given.
    pub(crate) promotion: Option<Role>,
}

fn promotion_role(c: char) -> Option<Role> {
    match c.to_ascii_uppercase() {
        'Q' | 'T' => Some(Role::Queen),
        'R' | 'U' => Some(Role::Rook),
        'B' | 'C' => Some(Role::Bishop),
        'N' | 'O' => Some(Role::Knight),
        _ => None,
    }
}

fn split_san(text: &str) -> Option<SanParts> {
    let mut chars: Vec<char> = text.chars().collect();
    let mut promotion = None;
    if let Some(&last) = chars.last() {
        if !last.is_ascii_digit() {
            promotion = Some(promotion_role(last)?);
            chars.pop();
            if chars.last() == Some(&'=') {
                chars.pop();
            }
        }
    }
    if chars.len() < 2 {
        return None;
    }
    let dest: String = chars[chars.len() - 2..].iter().collect();
    let to = Square::parse(&dest)?;
    chars.truncate(chars.len() - 2);
    let mut rest = chars.as_slice();
    let mut letter = None;
    if let Some((&c, tail)) = rest.split_first() {
        if c.is_ascii_uppercase() {
            letter = Some(Role::from_letter(c)?);
            rest = tail;
        }
    }
    if let Some((&last, head)) = rest.split_last() {
        if last == 'x' || last == ':' || last == '-' {
            rest = head;
        }
    }
    let (mut from_file, mut from_rank) = (None, None);
    for &c in rest {
        match c {
            'a'..='h' if from_file.is_none() && from_rank.is_none() => {
                from_file = Some(c as u8 - b'a')
            }
            '1'..='8' if from_rank.is_none() => from_rank = Some(c as u8 - b'1'),
            _ => return None,
        }
    }
    Some(SanParts {
        letter,
        from_file,
        from_rank,
        to,
        promotion,
    })
}

/// Reads a move in any accepted notation and finds it among the legal moves of `pos`.
///
/// A king moved onto its own rook in coordinates (`e1h1`, `e8a8`) castles when castling that
/// way is legal, as on lichess.
///
/// # Errors
/// [`MoveParseError`]: empty, not a move in any notation, illegal here (with the reason, see
/// [`crate::explain`]), or ambiguous.
///
/// ```
/// use alice_chess::{Position, san::{parse_move, write_move, Notation}};
/// let pos = Position::start();
/// let m = parse_move(&pos, "e4").unwrap();
/// assert_eq!(write_move(&pos, m, Notation::Alice), "Pe4");
/// assert_eq!(parse_move(&pos, "e2e4").unwrap(), m);
/// let refused = parse_move(&pos, "Ke2").unwrap_err();
/// assert_eq!(refused.to_string(), "illegal move 'Ke2': e2 holds your own pawn (board A)");
/// ```
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, MoveParseError> {
    parse_move_quiet(pos, text).map_err(|e| match e {
        MoveParseError::Illegal(shown, None) => {
            MoveParseError::Illegal(shown, why::text_reason(pos, text))
        }
        other => other,
    })
}

/// The shape of a move text, before any legal move is looked up.
pub(crate) enum MoveText {
    /// `O-O` (true) or `O-O-O` (false), `0-0` too.
    Castle(bool),
    /// `e2e4`, `a7a8q`.
    Coordinates(Square, Square, Option<Role>),
    /// SAN-like text (Alice letters or orthodox).
    San(SanParts),
}

/// Reads the shape of `core` (the text trimmed, check and annotation signs dropped); `None` if
/// it is not a move in any notation.
pub(crate) fn read_text(core: &str) -> Option<MoveText> {
    // `O-O`, `0-0`, `OO`…: the letter O and the digit 0 alike.
    let castle = |want: &str| {
        core.len() == want.len()
            && core
                .bytes()
                .zip(want.bytes())
                .all(|(c, w)| c == w || (w == b'O' && c == b'0'))
    };
    if castle("O-O") || castle("OO") {
        return Some(MoveText::Castle(true));
    }
    if castle("O-O-O") || castle("OOO") {
        return Some(MoveText::Castle(false));
    }
    if let Some((from, to, promotion)) = split_coordinates(core) {
        return Some(MoveText::Coordinates(from, to, promotion));
    }
    split_san(core).map(MoveText::San)
}

/// The text without surrounding blanks and trailing `+ # ! ?`.
pub(crate) fn core_text(text: &str) -> &str {
    text.trim().trim_end_matches(['+', '#', '!', '?'])
}

/// [`parse_move`] without the reason of a refusal (`Illegal(text, None)`): for the explanation
/// itself, and wherever the reason is not wanted.
pub(crate) fn parse_move_quiet(pos: &Position, text: &str) -> Result<Move, MoveParseError> {
    let trimmed = text.trim();
    let core = core_text(text);
    if core.is_empty() {
        return Err(if trimmed.is_empty() {
            MoveParseError::Empty
        } else {
            MoveParseError::Syntax(shorten(trimmed))
        });
    }
    let shown = shorten(trimmed);
    let Some(shape) = read_text(core) else {
        return Err(MoveParseError::Syntax(shown));
    };
    let legal = pos.legal_moves();
    let coordinates = matches!(shape, MoveText::Coordinates(..));
    let found: Vec<Move> = match shape {
        MoveText::Castle(short) => {
            let kind = if short {
                MoveKind::CastleShort
            } else {
                MoveKind::CastleLong
            };
            legal.iter().copied().filter(|m| m.kind == kind).collect()
        }
        MoveText::Coordinates(from, to, promotion) => {
            let wanted = |m: &&Move| promotion.is_none() || m.promotion() == promotion;
            let exact: Vec<Move> = legal
                .iter()
                .filter(|m| m.from == from && m.to == to)
                .filter(wanted)
                .copied()
                .collect();
            if exact.is_empty() && promotion.is_none() {
                // A king dropped on its own rook: castling that way.
                legal
                    .iter()
                    .copied()
                    .filter(|m| m.is_castle() && m.goes(from, to))
                    .collect()
            } else {
                exact
            }
        }
        MoveText::San(parts) => san_matches(pos, &parts, &legal),
    };
    match found.as_slice() {
        [m] => Ok(*m),
        [] => Err(MoveParseError::Illegal(shown, None)),
        many => Err(MoveParseError::Ambiguous(
            shown,
            many.iter()
                .map(|m| {
                    if coordinates {
                        m.uci()
                    } else {
                        write_move_bare(pos, *m, Notation::Alice, &legal)
                    }
                })
                .collect(),
        )),
    }
}

/// The legal moves a SAN-like text names (an orthodox letter: board A first, then board B).
fn san_matches(pos: &Position, parts: &SanParts, legal: &MoveList) -> Vec<Move> {
    let matches = |m: &Move, strict_board: bool| -> bool {
        if m.to != parts.to || m.is_castle() {
            return false;
        }
        let Some(role) = pos.role_at(m.from) else {
            return false;
        };
        let board = pos.board_of(m.from);
        let piece_matches = match parts.letter {
            None => role == Role::Pawn,
            Some((want, want_board)) => role == want && (!strict_board || board == want_board),
        };
        if !piece_matches {
            return false;
        }
        parts.from_file.is_none_or(|f| m.from.file() == f)
            && parts.from_rank.is_none_or(|r| m.from.rank() == r)
            && (parts.promotion.is_none() || m.promotion() == parts.promotion)
    };
    let strict: Vec<Move> = legal.iter().copied().filter(|m| matches(m, true)).collect();
    match parts.letter {
        Some((_, Board::A)) if strict.is_empty() => legal
            .iter()
            .copied()
            .filter(|m| matches(m, false))
            .collect(),
        _ => strict,
    }
}

/// Coordinate moves: `e2e4`, `e2-e4`, `a7a8q`, `a7a8=Q`, taken apart; `None` if the text is not
/// of that form.
fn split_coordinates(text: &str) -> Option<(Square, Square, Option<Role>)> {
    let compact: String = text.chars().filter(|&c| c != '-' && c != '=').collect();
    if compact.len() < 4 || !compact.is_ascii() {
        return None;
    }
    let from = Square::parse(&compact[0..2])?;
    let to = Square::parse(&compact[2..4])?;
    let promotion = match &compact[4..] {
        "" => None,
        p if p.len() == 1 => Some(promotion_role(p.chars().next()?)?),
        _ => return None,
    };
    Some((from, to, promotion))
}

pub(crate) fn shorten(text: &str) -> String {
    let mut s: String = text.chars().take(24).collect();
    if text.chars().count() > 24 {
        s.push('…');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::parse_fen;

    fn play_all(moves: &[&str]) -> (Position, Vec<String>, Vec<String>) {
        let mut pos = Position::start();
        let (mut alice, mut san) = (vec![], vec![]);
        for text in moves {
            let m = parse_move(&pos, text).unwrap_or_else(|e| panic!("{text}: {e}"));
            alice.push(write_move(&pos, m, Notation::Alice));
            san.push(write_move(&pos, m, Notation::San));
            pos.play_unchecked(m);
        }
        (pos, alice, san)
    }

    #[test]
    fn rules_page_game_in_both_notations() {
        let (pos, alice, san) = play_all(&["Pe4", "Pd5", "Be2", "Sdxe4", "Cb5#"]);
        assert_eq!(alice, ["Pe4", "Pd5", "Be2", "Sdxe4", "Cb5#"]);
        assert_eq!(san, ["e4", "d5", "Be2", "dxe4", "Bb5#"]);
        assert!(pos.is_checkmate());
        let (_, alice2, _) = play_all(&["e4", "d5", "Be2", "dxe4", "Bb5"]);
        assert_eq!(alice2, alice);
        let (_, alice3, _) = play_all(&["e2e4", "d7-d5", "f1e2", "Sxe4", "e2b5"]);
        assert_eq!(alice3, alice);
    }

    #[test]
    fn errors() {
        let pos = Position::start();
        assert_eq!(parse_move(&pos, "  "), Err(MoveParseError::Empty));
        assert!(matches!(
            parse_move(&pos, "Ke2"),
            Err(MoveParseError::Illegal(..))
        ));
        assert!(matches!(
            parse_move(&pos, "e5"),
            Err(MoveParseError::Illegal(..))
        ));
        assert!(matches!(
            parse_move(&pos, "hello"),
            Err(MoveParseError::Syntax(_))
        ));
        assert!(matches!(
            parse_move(&pos, "Zz9"),
            Err(MoveParseError::Syntax(_))
        ));
        assert!(matches!(
            parse_move(&pos, "O-O"),
            Err(MoveParseError::Illegal(..))
        ));
    }

    #[test]
    fn both_notations_at_once_match_write_move() {
        let fens = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "4k3/P7/8/8/8/8/8/R3K2R w KQ - 0 1",
            "4k3/8/8/8/8/2N3N1/3O4/4K3 w - - 0 1",
            "rnbqkbnr/ppp1pppp/8/8/4p3/8/PPPPCPPP/RNBQK1NR w KQkq - 0 3",
            "4k3/1P6/8/3sP3/8/8/6p1/4K3 w - d6 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        ];
        let mut signs = 0;
        for fen in fens {
            let pos = parse_fen(fen).unwrap();
            let legal = pos.legal_moves();
            for &m in legal.iter() {
                let want = (
                    write_move(&pos, m, Notation::Alice),
                    write_move(&pos, m, Notation::San),
                );
                assert_eq!(write_move_both(&pos, m), want, "{m} in {fen}");
                assert_eq!(write_move_both_with(&pos, m, &legal), want, "{m} in {fen}");
                signs += usize::from(want.0.ends_with(['+', '#']));
            }
        }
        assert!(signs > 0, "some of the moves give check");
        let (pos, ..) = play_all(&["Pe4", "Pd5", "Be2", "Sdxe4"]);
        let mate = parse_move(&pos, "Cb5").unwrap();
        assert_eq!(
            write_move_both(&pos, mate),
            ("Cb5#".to_string(), "Bb5#".to_string())
        );
    }

    #[test]
    fn disambiguation_and_promotion() {
        let pos = parse_fen("4k3/P7/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
        let m = parse_move(&pos, "a8=Q").unwrap();
        assert_eq!(
            write_move(&pos, m, Notation::Alice),
            "Pa8=T",
            "the queen lands on B, the king is on A"
        );
        assert_eq!(write_move(&pos, m, Notation::San), "a8=Q");
        assert!(matches!(
            parse_move(&pos, "a7a8"),
            Err(MoveParseError::Ambiguous(..))
        ));
        assert_eq!(
            parse_move(&pos, "a7a8n").unwrap().promotion(),
            Some(Role::Knight)
        );
        // knights on c3 and g3 (board A) and d2 (board B) all reach e4
        let knights = parse_fen("4k3/8/8/8/8/2N3N1/3O4/4K3 w - - 0 1").unwrap();
        let nce4 = parse_move(&knights, "Nce4").unwrap();
        assert_eq!(write_move(&knights, nce4, Notation::Alice), "Nce4");
        assert_eq!(write_move(&knights, nce4, Notation::San), "Nce4");
        let oe4 = parse_move(&knights, "Oe4").unwrap();
        assert_eq!(write_move(&knights, oe4, Notation::Alice), "Oe4");
        assert_eq!(write_move(&knights, oe4, Notation::San), "Nde4");
        assert_eq!(parse_move(&knights, "Nde4").unwrap(), oe4);
        assert!(matches!(
            parse_move(&knights, "Ne4"),
            Err(MoveParseError::Ambiguous(..))
        ));
        let castle = parse_move(&pos, "0-0").unwrap();
        assert_eq!(castle.kind, MoveKind::CastleShort);
        assert_eq!(parse_move(&pos, "e1g1").unwrap(), castle);
    }
}
