//! Why a move written as text is refused, with the reasons of [`crate::explain`]: the text is
//! read as castling, coordinates or SAN; for SAN, the pieces of the kind it names are looked at
//! one by one, and each says why it cannot make the move (compactly: the ones that cannot even
//! reach the square are named together). [`super::parse_move`] gives the same reason in its error.

use super::{core_text, parse_move_quiet, read_text, shorten, MoveParseError, MoveText, SanParts};
use crate::attacks::reaches;
use crate::explain::{castle_reason, piece, squares_reason, Arg, Code, Reason, Refusal};
use crate::position::Position;
use crate::square::Square;
use crate::types::{Board, Role};

/// Why the move `text` (any notation the core reads) is refused in `pos`: garbled, ambiguous
/// (naming the candidates) or illegal (with the reason); `None` when it is a legal move.
///
/// ```
/// use alice_chess::{san::explain_text, Position};
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
        Err(MoveParseError::Empty) => Reason::new(Code::NoMove, Vec::new()),
        Err(MoveParseError::Syntax(_)) => Reason::new(Code::NotAMove, Vec::new()),
        Err(MoveParseError::Ambiguous(_, options)) => ambiguous(options),
        Err(MoveParseError::Illegal(..)) => {
            text_reason(pos, text).unwrap_or_else(Reason::unexplained)
        }
    };
    Some(Refusal {
        label: shorten(text.trim()),
        reason,
    })
}

/// `it could be Nce4, Nge4 or Oe4`; for a promotion without its piece, asks for the piece.
fn ambiguous(options: Vec<String>) -> Reason {
    let promotions = options
        .iter()
        .all(|o| o.contains('=') || (o.len() == 5 && o.ends_with(['q', 'r', 'b', 'n'])));
    let code = if promotions {
        Code::WhichPromotion
    } else {
        Code::Ambiguous
    };
    Reason::new(code, vec![Arg::Moves(options)])
}

/// Why a well-formed but illegal move text is refused; `None` for garbled text.
pub(crate) fn text_reason(pos: &Position, text: &str) -> Option<Reason> {
    Some(match read_text(core_text(text))? {
        MoveText::Castle(short) => castle_reason(pos, short).unwrap_or_else(Reason::unexplained),
        MoveText::Coordinates(from, to, promotion) => {
            squares_reason(pos, from, to, promotion).unwrap_or_else(Reason::unexplained)
        }
        MoveText::San(parts) => san_reason(pos, &parts, text),
    })
}

/// For SAN: which pieces of that kind exist, and why each fails.
fn san_reason(pos: &Position, parts: &SanParts, text: &str) -> Reason {
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
            Some((_, Board::B)) if pos.pieces(us, role).any() => Reason::new(
                Code::NoneOnB,
                vec![Arg::Role(role), Arg::Text(role.letter_b().to_string())],
            ),
            _ => Reason::new(Code::NoneLeft, vec![Arg::Role(role)]),
        });
    }
    let chosen: Vec<Square> = pieces
        .into_iter()
        .filter(|sq| parts.from_file.is_none_or(|f| sq.file() == f))
        .filter(|sq| parts.from_rank.is_none_or(|r| sq.rank() == r))
        .collect();
    if chosen.is_empty() {
        return turn().unwrap_or_else(|| {
            let (code, place) = match (parts.from_file, parts.from_rank) {
                (Some(f), Some(r)) => (Code::NoneOnSquare, Arg::Square(Square::from_coords(f, r))),
                (Some(f), None) => (Code::NoneOnFile, Arg::Text(((b'a' + f) as char).into())),
                (None, Some(r)) => (Code::NoneOnRank, Arg::Text((r + 1).to_string())),
                // Never: with neither, every piece of the kind is chosen.
                (None, None) => return Reason::new(Code::NoneLeft, vec![Arg::Role(role)]),
            };
            Reason::new(code, vec![Arg::Role(role), place])
        });
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
                Reason::new(Code::NoPawnReaches, vec![Arg::Square(to)])
            } else {
                let yours = chosen.iter().map(|&sq| piece(pos, sq)).collect();
                Reason::new(Code::CannotReach, vec![Arg::Yours(yours), Arg::Square(to)])
            }
        });
    }
    let mut reasons: Vec<_> = reachable
        .iter()
        .filter_map(|&from| {
            Some((
                piece(pos, from),
                squares_reason(pos, from, to, parts.promotion)?,
            ))
        })
        .collect();
    match reasons.len() {
        0 => Reason::unexplained(),
        1 => reasons.remove(0).1,
        _ => Reason::new(Code::Several, vec![Arg::Each(reasons)]),
    }
}

/// `it is White's turn, and this is a move for Black` when the text is legal for the side not to
/// move.
fn opponent_move(pos: &Position, text: &str) -> Option<Reason> {
    let theirs = pos.null_move()?;
    parse_move_quiet(&theirs, text).ok()?;
    Some(Reason::new(
        Code::OpponentsMove,
        vec![Arg::Color(pos.turn()), Arg::Color(pos.turn().other())],
    ))
}
