//! Why a move written as text is refused (see [`crate::explain`]): the text is read as castling,
//! coordinates or SAN; for SAN, the pieces of the kind it names are looked at one by one, and
//! each says why it cannot make the move (compactly: the ones that cannot even reach the square
//! are named together).

use crate::attacks::reaches;
use crate::explain::{castle_reason, join_and, named, side, squares_reason, Refusal, UNEXPLAINED};
use crate::position::Position;
use crate::san::{
    core_text, parse_move_quiet, read_text, shorten, MoveParseError, MoveText, SanParts,
};
use crate::square::Square;
use crate::types::{Board, Role};

/// Why the move `text` (any notation the core reads) is refused in `pos`: garbled, ambiguous
/// (naming the candidates) or illegal (with the reason); `None` when it is a legal move.
///
/// ```
/// use alice_chess::{explain::explain_text, Position};
/// let pos = Position::start();
/// assert_eq!(explain_text(&pos, "Nf3"), None);
/// assert_eq!(
///     explain_text(&pos, "Nd4").unwrap().to_string(),
///     "Nd4: your knights on b1 and g1 (board A) cannot reach d4 in one move."
/// );
/// ```
pub fn explain_text(pos: &Position, text: &str) -> Option<Refusal> {
    let reason = match parse_move_quiet(pos, text) {
        Ok(_) => return None,
        Err(MoveParseError::Empty) => "no move given".to_string(),
        Err(MoveParseError::Syntax(_)) => {
            "it is not a move in Alice notation, SAN or coordinates (e2e4)".to_string()
        }
        Err(MoveParseError::Ambiguous(_, options)) => ambiguous(&options),
        Err(MoveParseError::Illegal(..)) => {
            text_reason(pos, text).unwrap_or_else(|| UNEXPLAINED.into())
        }
    };
    Some(Refusal {
        label: shorten(text.trim()),
        reason,
    })
}

/// `it could be Nce4, Nge4 or Oe4`; for a promotion without its piece, asks for the piece.
fn ambiguous(options: &[String]) -> String {
    let promotions = options
        .iter()
        .all(|o| o.contains('=') || (o.len() == 5 && o.ends_with(['q', 'r', 'b', 'n'])));
    let mut text = String::new();
    if promotions {
        text.push_str("say which piece the pawn becomes: ");
    }
    text.push_str("it could be ");
    match options {
        [init @ .., last] if !init.is_empty() => {
            text.push_str(&format!("{} or {last}", init.join(", ")));
        }
        _ => text.push_str(&options.join(", ")),
    }
    text
}

/// Why a well-formed but illegal move text is refused; `None` for garbled text.
pub(crate) fn text_reason(pos: &Position, text: &str) -> Option<String> {
    Some(match read_text(core_text(text))? {
        MoveText::Castle(short) => castle_reason(pos, short).unwrap_or_else(|| UNEXPLAINED.into()),
        MoveText::Coordinates(from, to, promotion) => {
            squares_reason(pos, from, to, promotion).unwrap_or_else(|| UNEXPLAINED.into())
        }
        MoveText::San(parts) => san_reason(pos, &parts, text),
    })
}

/// For SAN: which pieces of that kind exist, and why each fails.
fn san_reason(pos: &Position, parts: &SanParts, text: &str) -> String {
    let us = pos.turn();
    let (role, letter_board) = match parts.letter {
        None => (Role::Pawn, None),
        Some((role, Board::A)) => (role, None),
        Some((role, Board::B)) => (role, Some(Board::B)),
    };
    let on_letter_board = |sq: &Square| letter_board.is_none_or(|b| pos.board_of(*sq) == b);
    let pieces: Vec<Square> = pos.pieces(us, role).filter(on_letter_board).collect();
    let turn = || opponent_move(pos, text);
    if pieces.is_empty() {
        return turn().unwrap_or_else(|| match parts.letter {
            Some((_, Board::B)) if pos.pieces(us, role).any() => format!(
                "you have no {} on board B (the letter {} names a {} on board B)",
                role.name(),
                role.letter_b(),
                role.name()
            ),
            _ => format!("you have no {} left", role.name()),
        });
    }
    let chosen: Vec<Square> = pieces
        .into_iter()
        .filter(|sq| parts.from_file.is_none_or(|f| sq.file() == f))
        .filter(|sq| parts.from_rank.is_none_or(|r| sq.rank() == r))
        .collect();
    if chosen.is_empty() {
        let place = match (parts.from_file, parts.from_rank) {
            (Some(f), Some(r)) => format!("on {}", Square::from_coords(f, r)),
            (Some(f), None) => format!("on the {}-file", (b'a' + f) as char),
            (None, Some(r)) => format!("on rank {}", r + 1),
            (None, None) => String::new(),
        };
        return turn().unwrap_or_else(|| format!("you have no {} {place}", role.name()));
    }
    let to = parts.to;
    let reachable: Vec<Square> = chosen
        .iter()
        .copied()
        .filter(|&from| reaches(us, role, from, to))
        .collect();
    if reachable.is_empty() {
        return turn().unwrap_or_else(|| {
            if role == Role::Pawn && chosen.len() > 2 {
                format!("none of your pawns can reach {to} in one move")
            } else {
                format!(
                    "{} cannot reach {to} in one move",
                    group(pos, role, &chosen)
                )
            }
        });
    }
    let reasons: Vec<(Square, String)> = reachable
        .iter()
        .filter_map(|&from| Some((from, squares_reason(pos, from, to, parts.promotion)?)))
        .collect();
    match reasons.as_slice() {
        [] => UNEXPLAINED.into(),
        [(_, reason)] => reason.clone(),
        many => many
            .iter()
            .map(|(from, reason)| {
                format!(
                    "{} (board {}): {reason}",
                    named(pos, *from),
                    pos.board_of(*from)
                )
            })
            .collect::<Vec<_>>()
            .join("; "),
    }
}

/// `your knights on b1 and g1 (board A)`, `your knights on b1 (board A) and d2 (board B)`.
fn group(pos: &Position, role: Role, squares: &[Square]) -> String {
    let mut parts = Vec::new();
    for board in Board::ALL {
        let here: Vec<String> = squares
            .iter()
            .filter(|&&sq| pos.board_of(sq) == board)
            .map(Square::to_string)
            .collect();
        if !here.is_empty() {
            parts.push(format!("{} (board {board})", join_and(&here)));
        }
    }
    let plural = if squares.len() > 1 { "s" } else { "" };
    format!("your {}{plural} on {}", role.name(), join_and(&parts))
}

/// `it is White's turn, and this is a move for Black` when the text is legal for the side not to
/// move.
fn opponent_move(pos: &Position, text: &str) -> Option<String> {
    let theirs = pos.null_move()?;
    parse_move_quiet(&theirs, text).ok()?;
    Some(format!(
        "it is {}'s turn, and this is a move for {}",
        side(pos.turn()),
        side(pos.turn().other())
    ))
}
