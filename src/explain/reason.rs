//! Why a move is refused, as data ([`crate::explain`]): a [`Reason`] is a [`Code`] (one per kind
//! of sentence) and its [`Arg`]s (squares, boards, pieces on squares, lists of them…), so that a
//! front end can say it in any language (the wasm build hands both to JavaScript: `code` is the
//! key of the sentence in `www/i18n/<lang>/rules.js`, `rules.<code>`). [`Reason`]'s `Display` is
//! the English sentence, filled from one template per code; the CLI and the Rust tests use it.
//! The wasm build has no English for refusals (no `Display`: smaller, and every word the player
//! reads comes from the front end's catalogues, `www/i18n/refusal.js`).

use crate::outcome::Outcome;
use crate::square::Square;
use crate::types::{Board, Color, Role};
#[cfg(not(target_arch = "wasm32"))]
use std::fmt;

/// Why a move is refused: what kind of refusal, and its arguments in the order of the code's
/// English template (see [`Code`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    /// The kind of refusal.
    pub code: Code,
    /// Its arguments, in the order its template names them (`{0}`, `{1}`, …).
    pub args: Vec<Arg>,
}

/// A piece on a square of a board: the `the bishop on h4` of a sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceAt {
    /// What it is.
    pub role: Role,
    /// Where it stands.
    pub square: Square,
    /// On which board.
    pub board: Board,
}

/// One argument of a [`Reason`]; its `Display` (not in the wasm build) is its English words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A square: `e4`.
    Square(Square),
    /// A board: `A`.
    Board(Board),
    /// A side: `White`.
    Color(Color),
    /// A kind of piece: `knight`.
    Role(Role),
    /// Words of the move text itself (a letter, a file, a rank): `U`, `a`, `3`.
    Text(String),
    /// `the bishop on h4`.
    Piece(PieceAt),
    /// `the queen on h4 and the knight on f3`.
    Pieces(Vec<PieceAt>),
    /// The player's own pieces of one kind: `your knights on b1 (board A) and d2 (board B)`.
    Yours(Vec<PieceAt>),
    /// Moves to choose from: `Nce4, Nge4 or Oe4`.
    Moves(Vec<String>),
    /// Each of several pieces and why it cannot make the move: `the rook on a1 (board A): …; the
    /// rook on h1 (board A): …`.
    Each(Vec<(PieceAt, Reason)>),
    /// How the game ended: `Checkmate — White wins`.
    Outcome(Outcome),
}

/// The kinds of refusal. Each names its English template (`{0}`: the first argument) and its
/// arguments' kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Code {
    /// `a pawn can only become a queen, a rook, a bishop or a knight`.
    PromotionPiece,
    /// `only a pawn reaching the last rank is promoted, and this move to {square} is not one`.
    NotPromotion,
    /// `a move must leave its square, and this one starts and ends on {square}`.
    SameSquare,
    /// `there is no piece on {square}`.
    NoPiece,
    /// `it is {color}'s turn, and {piece} is {color}'s`.
    NotYours,
    /// `a {role} cannot move from {square} to {square}`.
    CannotMove,
    /// `the way from {square} to {square} is blocked by {piece} (board {board})`.
    Blocked,
    /// `{square} holds your own {role} (board {board})`.
    OwnPiece,
    /// `{square} is taken on board {board}` (the looking-glass rule).
    Taken,
    /// `a pawn captures only diagonally, and {piece} stands in front of it (board {board})`.
    PawnBlocked,
    /// `a pawn moves diagonally only to capture, and there is nothing to capture on {square} of
    /// board {board} ({piece} stands on board {board})`.
    NothingOnBoard,
    /// `a pawn moves diagonally only to capture, and there is nothing to capture on {square}`.
    NothingToCapture,
    /// `the king would move into check: {square} is attacked on board {board} by {pieces}`.
    KingIntoCheck,
    /// `the king would land in check on board {board}: {square} is attacked there by {pieces}`.
    KingLandsInCheck,
    /// `your king on {square} is in check from {pieces} (board {board}), and this move does not
    /// answer it`.
    InCheck,
    /// `{piece} is pinned — moving it would leave your king on {square} in check from {piece}
    /// (board {board})`.
    Pinned,
    /// `taking {piece} would leave your king on {square} in check from {piece} (board {board})`.
    TakingExposes,
    /// `this move would leave your king on {square} in check from {piece} (board {board})`.
    Exposes,
    /// `your king has left {square}, so it can no longer castle`.
    KingMoved,
    /// `castling happens only on board A, and your king is on board B`.
    CastleOnB,
    /// `{color} can no longer castle king side: the king or the rook on {square} has moved`.
    NoRightShort,
    /// `{color} can no longer castle queen side: the king or the rook on {square} has moved`.
    NoRightLong,
    /// `you cannot castle out of check: your king on {square} is in check from {pieces} (board A)`.
    CastleInCheck,
    /// `{pieces} (board A) stands between the king and the rook` (`stand` for several).
    CastleBetween,
    /// `the king would pass through check: {square} is attacked on board A by {pieces}`.
    CastleThroughCheck,
    /// `the king would land in check: {square} is attacked on board A by {pieces}`.
    CastleIntoCheck,
    /// `{square} is taken on board B, where the king would land`.
    CastleKingTaken,
    /// `{square} is taken on board B, where the rook would land`.
    CastleRookTaken,
    /// `the king would be in check on board B: {square} is attacked there by {pieces}`.
    CastleCheckOnB,
    /// `no move given`.
    NoMove,
    /// `it is not a move in Alice notation, SAN or coordinates (e2e4)`.
    NotAMove,
    /// `it could be {moves}`.
    Ambiguous,
    /// `say which piece the pawn becomes: it could be {moves}`.
    WhichPromotion,
    /// `you have no {role} on board B (the letter {text} names a {role} on board B)`.
    NoneOnB,
    /// `you have no {role} left`.
    NoneLeft,
    /// `you have no {role} on {square}`.
    NoneOnSquare,
    /// `you have no {role} on the {text}-file`.
    NoneOnFile,
    /// `you have no {role} on rank {text}`.
    NoneOnRank,
    /// `none of your pawns can reach {square} in one move`.
    NoPawnReaches,
    /// `{yours} cannot reach {square} in one move`.
    CannotReach,
    /// `{each}`: several pieces could make the move, and each says why it cannot.
    Several,
    /// `it is {color}'s turn, and this is a move for {color}`.
    OpponentsMove,
    /// `the game is over ({outcome})`.
    GameOver,
    /// `it is not a legal move here` (never expected: the tests look for it).
    Unexplained,
}

impl Code {
    /// Every code.
    pub const ALL: [Code; 44] = [
        Code::PromotionPiece,
        Code::NotPromotion,
        Code::SameSquare,
        Code::NoPiece,
        Code::NotYours,
        Code::CannotMove,
        Code::Blocked,
        Code::OwnPiece,
        Code::Taken,
        Code::PawnBlocked,
        Code::NothingOnBoard,
        Code::NothingToCapture,
        Code::KingIntoCheck,
        Code::KingLandsInCheck,
        Code::InCheck,
        Code::Pinned,
        Code::TakingExposes,
        Code::Exposes,
        Code::KingMoved,
        Code::CastleOnB,
        Code::NoRightShort,
        Code::NoRightLong,
        Code::CastleInCheck,
        Code::CastleBetween,
        Code::CastleThroughCheck,
        Code::CastleIntoCheck,
        Code::CastleKingTaken,
        Code::CastleRookTaken,
        Code::CastleCheckOnB,
        Code::NoMove,
        Code::NotAMove,
        Code::Ambiguous,
        Code::WhichPromotion,
        Code::NoneOnB,
        Code::NoneLeft,
        Code::NoneOnSquare,
        Code::NoneOnFile,
        Code::NoneOnRank,
        Code::NoPawnReaches,
        Code::CannotReach,
        Code::Several,
        Code::OpponentsMove,
        Code::GameOver,
        Code::Unexplained,
    ];

    /// The code's name for a front end, in camelCase: `taken` (the message `rules.taken`).
    pub fn name(self) -> &'static str {
        match self {
            Code::PromotionPiece => "promotionPiece",
            Code::NotPromotion => "notPromotion",
            Code::SameSquare => "sameSquare",
            Code::NoPiece => "noPiece",
            Code::NotYours => "notYours",
            Code::CannotMove => "cannotMove",
            Code::Blocked => "blocked",
            Code::OwnPiece => "ownPiece",
            Code::Taken => "taken",
            Code::PawnBlocked => "pawnBlocked",
            Code::NothingOnBoard => "nothingOnBoard",
            Code::NothingToCapture => "nothingToCapture",
            Code::KingIntoCheck => "kingIntoCheck",
            Code::KingLandsInCheck => "kingLandsInCheck",
            Code::InCheck => "inCheck",
            Code::Pinned => "pinned",
            Code::TakingExposes => "takingExposes",
            Code::Exposes => "exposes",
            Code::KingMoved => "kingMoved",
            Code::CastleOnB => "castleOnB",
            Code::NoRightShort => "noRightShort",
            Code::NoRightLong => "noRightLong",
            Code::CastleInCheck => "castleInCheck",
            Code::CastleBetween => "castleBetween",
            Code::CastleThroughCheck => "castleThroughCheck",
            Code::CastleIntoCheck => "castleIntoCheck",
            Code::CastleKingTaken => "castleKingTaken",
            Code::CastleRookTaken => "castleRookTaken",
            Code::CastleCheckOnB => "castleCheckOnB",
            Code::NoMove => "noMove",
            Code::NotAMove => "notAMove",
            Code::Ambiguous => "ambiguous",
            Code::WhichPromotion => "whichPromotion",
            Code::NoneOnB => "noneOnB",
            Code::NoneLeft => "noneLeft",
            Code::NoneOnSquare => "noneOnSquare",
            Code::NoneOnFile => "noneOnFile",
            Code::NoneOnRank => "noneOnRank",
            Code::NoPawnReaches => "noPawnReaches",
            Code::CannotReach => "cannotReach",
            Code::Several => "several",
            Code::OpponentsMove => "opponentsMove",
            Code::GameOver => "gameOver",
            Code::Unexplained => "unexplained",
        }
    }

    /// The English template (`{0}`: the first argument).
    #[cfg(not(target_arch = "wasm32"))]
    fn template(self) -> &'static str {
        match self {
            Code::PromotionPiece => "a pawn can only become a queen, a rook, a bishop or a knight",
            Code::NotPromotion => "only a pawn reaching the last rank is promoted, and this move to {0} is not one",
            Code::SameSquare => "a move must leave its square, and this one starts and ends on {0}",
            Code::NoPiece => "there is no piece on {0}",
            Code::NotYours => "it is {0}'s turn, and {1} is {2}'s",
            Code::CannotMove => "a {0} cannot move from {1} to {2}",
            Code::Blocked => "the way from {0} to {1} is blocked by {2} (board {3})",
            Code::OwnPiece => "{0} holds your own {1} (board {2})",
            Code::Taken => "{0} is taken on board {1}",
            Code::PawnBlocked => "a pawn captures only diagonally, and {0} stands in front of it (board {1})",
            Code::NothingOnBoard => "a pawn moves diagonally only to capture, and there is nothing to capture on {0} of board {1} ({2} stands on board {3})",
            Code::NothingToCapture => "a pawn moves diagonally only to capture, and there is nothing to capture on {0}",
            Code::KingIntoCheck => "the king would move into check: {0} is attacked on board {1} by {2}",
            Code::KingLandsInCheck => "the king would land in check on board {0}: {1} is attacked there by {2}",
            Code::InCheck => "your king on {0} is in check from {1} (board {2}), and this move does not answer it",
            Code::Pinned => "{0} is pinned — moving it would leave your king on {1} in check from {2} (board {3})",
            Code::TakingExposes => "taking {0} would leave your king on {1} in check from {2} (board {3})",
            Code::Exposes => "this move would leave your king on {0} in check from {1} (board {2})",
            Code::KingMoved => "your king has left {0}, so it can no longer castle",
            Code::CastleOnB => "castling happens only on board A, and your king is on board B",
            Code::NoRightShort => "{0} can no longer castle king side: the king or the rook on {1} has moved",
            Code::NoRightLong => "{0} can no longer castle queen side: the king or the rook on {1} has moved",
            Code::CastleInCheck => "you cannot castle out of check: your king on {0} is in check from {1} (board A)",
            Code::CastleBetween => "{0} (board A) stands between the king and the rook",
            Code::CastleThroughCheck => "the king would pass through check: {0} is attacked on board A by {1}",
            Code::CastleIntoCheck => "the king would land in check: {0} is attacked on board A by {1}",
            Code::CastleKingTaken => "{0} is taken on board B, where the king would land",
            Code::CastleRookTaken => "{0} is taken on board B, where the rook would land",
            Code::CastleCheckOnB => "the king would be in check on board B: {0} is attacked there by {1}",
            Code::NoMove => "no move given",
            Code::NotAMove => "it is not a move in Alice notation, SAN or coordinates (e2e4)",
            Code::Ambiguous => "it could be {0}",
            Code::WhichPromotion => "say which piece the pawn becomes: it could be {0}",
            Code::NoneOnB => "you have no {0} on board B (the letter {1} names a {0} on board B)",
            Code::NoneLeft => "you have no {0} left",
            Code::NoneOnSquare => "you have no {0} on {1}",
            Code::NoneOnFile => "you have no {0} on the {1}-file",
            Code::NoneOnRank => "you have no {0} on rank {1}",
            Code::NoPawnReaches => "none of your pawns can reach {0} in one move",
            Code::CannotReach => "{0} cannot reach {1} in one move",
            Code::Several => "{0}",
            Code::OpponentsMove => "it is {0}'s turn, and this is a move for {1}",
            Code::GameOver => "the game is over ({0})",
            Code::Unexplained => "it is not a legal move here",
        }
    }
}

impl Reason {
    /// A reason of `code` with its arguments.
    pub fn new(code: Code, args: Vec<Arg>) -> Reason {
        Reason { code, args }
    }

    /// `it is not a legal move here`: for a refusal the checks did not find (never expected).
    pub fn unexplained() -> Reason {
        Reason::new(Code::Unexplained, Vec::new())
    }

    /// The English template, `{0}` for the first argument.
    #[cfg(not(target_arch = "wasm32"))]
    fn template(&self) -> &'static str {
        let many = matches!(self.args.first(), Some(Arg::Pieces(list)) if list.len() > 1);
        match self.code {
            Code::CastleBetween if many => "{0} (board A) stand between the king and the rook",
            code => code.template(),
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl fmt::Display for Reason {
    /// The English sentence (a clause: no capital, no full stop): `d4 is taken on board B`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rest = self.template();
        while let Some(at) = rest.find('{') {
            f.write_str(&rest[..at])?;
            let index = rest
                .as_bytes()
                .get(at + 1)
                .map_or(0, |b| b.wrapping_sub(b'0'));
            if let Some(arg) = self.args.get(usize::from(index)) {
                arg.fmt(f)?;
            }
            rest = rest.get(at + 3..).unwrap_or_default();
        }
        f.write_str(rest)
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl fmt::Display for PieceAt {
    /// `the bishop on h4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the {} on {}", self.role.name(), self.square)
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl fmt::Display for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Square(sq) => sq.fmt(f),
            Arg::Board(board) => board.fmt(f),
            Arg::Color(color) => f.write_str(color.fold("White", "Black")),
            Arg::Role(role) => f.write_str(role.name()),
            Arg::Text(text) => f.write_str(text),
            Arg::Piece(piece) => piece.fmt(f),
            Arg::Pieces(list) => write_list(f, list, " and "),
            Arg::Yours(list) => yours(f, list),
            Arg::Moves(list) => write_list(f, list, " or "),
            Arg::Each(list) => {
                for (i, (piece, reason)) in list.iter().enumerate() {
                    if i > 0 {
                        f.write_str("; ")?;
                    }
                    write!(f, "{piece} (board {}): {reason}", piece.board)?;
                }
                Ok(())
            }
            Arg::Outcome(outcome) => outcome.fmt(f),
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
/// `a`, `a and b`, `a, b and c` (`last`: ` and ` or ` or `).
fn write_list<T: fmt::Display>(f: &mut fmt::Formatter<'_>, items: &[T], last: &str) -> fmt::Result {
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(if i + 1 == items.len() { last } else { ", " })?;
        }
        item.fmt(f)?;
    }
    Ok(())
}

#[cfg(not(target_arch = "wasm32"))]
/// `your knights on b1 and g1 (board A)`, `your knights on b1 (board A) and d2 (board B)`.
fn yours(f: &mut fmt::Formatter<'_>, list: &[PieceAt]) -> fmt::Result {
    let role = list.first().map_or(Role::Pawn, |p| p.role);
    let plural = if list.len() > 1 { "s" } else { "" };
    write!(f, "your {}{plural} on ", role.name())?;
    let groups: Vec<(Board, Vec<Square>)> = Board::ALL
        .into_iter()
        .map(|board| {
            let here = list.iter().filter(|p| p.board == board);
            (board, here.map(|p| p.square).collect())
        })
        .filter(|(_, squares): &(Board, Vec<Square>)| !squares.is_empty())
        .collect();
    for (i, (board, squares)) in groups.iter().enumerate() {
        if i > 0 {
            f.write_str(" and ")?;
        }
        write_list(f, squares, " and ")?;
        write!(f, " (board {board})")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_has_a_name_and_a_template_with_its_arguments() {
        let mut names = std::collections::HashSet::new();
        for code in Code::ALL {
            let (name, template) = (code.name(), code.template());
            assert!(names.insert(name), "{name} twice");
            assert!(name.chars().all(|c| c.is_ascii_alphabetic()), "{name}");
            let placeholders = template.matches('{').count();
            assert_eq!(placeholders, template.matches('}').count(), "{template}");
            assert!(!template.contains("{{"), "{template}");
        }
        assert_eq!(names.len(), Code::ALL.len());
    }
}
