//! PGN (Portable Game Notation) for Alice chess: writing a [`Game`](crate::Game) out and reading games in.
//!
//! # What the writer produces
//! - The seven standard tags in their usual order (`Event`, `Site`, `Date`, `Round`, `White`,
//!   `Black`, `Result`), defaulting to `?` (`????.??.??` for the date); `Result` comes from
//!   the game — only a game that goes on takes a given `Result` (and `Termination`): an ending
//!   decided outside the rules core.
//! - `[Variant "Alice"]`; `[SetUp "1"]` and `[FEN "…"]` (board-B pieces in the rules page's
//!   letters) when the game does not start from the usual start position; `[Termination "…"]` with
//!   the reason ([`Game::end_reason`](crate::Game::end_reason): `checkmate`, `stalemate`, `threefold repetition`,
//!   `resignation`, …, or the host's words for [`Game::end_by`](crate::Game::end_by)) when the game is over. Then every other given tag, in the given order.
//!   Tag values have `\` and `"` escaped and line breaks (any white space or control character
//!   but the space) turned into spaces; characters other than letters, digits and `_` are dropped
//!   from tag names.
//! - A blank line, then the movetext: move numbers (`1. Pe4 Pd5`, `12... Sd5` when the game starts
//!   with black to move), the moves in Alice notation or plain SAN ([`Notation`](crate::Notation)), a final comment
//!   saying how the game ended (`{Checkmate — White wins}`; a host's reason in it is normalized
//!   as every comment is — no `}`, white space run together — so that no text can close the comment
//!   early and turn into moves) and the result token (`1-0`, `0-1`, `1/2-1/2`, or `*` while the
//!   game goes on). Lines are at most 80 characters long. Writing takes time in proportion to the
//!   game, its tags and notes.
//!   [`write_pgn_annotated`] adds notes on moves, such as the clock times a live game writes
//!   ([`clock_command`]; see [`crate::live`]).
//!
//! # What the reader accepts
//! - **Tag pairs** `[Name "value"]`, anywhere before the movetext, several per line allowed; `\"`
//!   and `\\` inside a value stand for `"` and `\`. Tag names are compared without regard to case.
//! - **`FEN`**: the start position, in either FEN dialect (the rules page's letters `SOCUTL` or the
//!   `|` prefix, see [`crate::fen`]); the `SetUp` tag is not required. Without it the game starts
//!   from the usual position.
//! - **`Variant`**: missing, empty, `?`, or any value containing `alice` (any case); other variants
//!   are refused.
//! - **Movetext**: moves in any notation [`parse_move`](crate::san::parse_move) reads (Alice letters, plain SAN, the rules
//!   page's short pawn captures, coordinates such as `e2e4`, castling as `O-O` or `0-0`), with
//!   trailing `+ # ! ?` allowed; move numbers (`1.`, `1...`, `12.`, `1.e4`, also written wrongly:
//!   they are skipped, and moves alternate by the position); `{comments}` (which may span lines),
//!   `;` comments to the end of the line, `%` escape lines; NAGs (`$1`); stand-alone annotations
//!   (`!`, `?`, `!?`, `?!`, `!!`, `??`, `+-`, `-+`, `+/-`, `-/+`, `+=`, `=+`, `=`, `±`, `∓`, `∞`);
//!   variations in parentheses, nested to any depth, which are skipped unread. A main-line move's
//!   comment with a clock command (`{[%clk 0:03:07.4]}`) gives that move's clock time
//!   ([`PgnGame::clocks`]). (The tree reader,
//!   [`crate::tree::pgn::read_pgn_tree`], keeps variations, comments and NAGs in a
//!   [`crate::tree::GameTree`], and [`crate::tree::pgn::write_pgn_tree`] writes them.)
//! - **The result**: `1-0`, `0-1`, `1/2-1/2` (or `½-½`) or `*` ends the game. Without one the game
//!   ends at the next tag pair or at the end of the text; the `Result` tag then gives the result.
//!   A decisive or drawn result on a position the rules do not end is taken as declared by the
//!   players: a `Termination` mentioning time makes it a loss on time (or, for a draw, a timeout
//!   against a lone king), otherwise a resignation (a decisive result without a `Termination`: a
//!   host ending for the reason `unknown`, the result alone) or a draw by agreement; `*` with a
//!   `Termination` saying `abort` is an aborted game ([`Game::abort`](crate::Game::abort)). When the
//!   movetext's result and the `Result` tag differ, the tag's is used (the movetext's if the rules
//!   contradict the tag), and [`PgnGame::result_note`] says so. A result that contradicts the
//!   rules (`0-1` after white mates) is an error.
//! - Several games follow one another: [`read_pgn`] reads the first, [`read_all`] all of them,
//!   [`crate::pgn::games`] lists them (one broken game does not hide the others) and reads one by
//!   its index.
//!
//! Anything else is an error ([`PgnError`]) that names the line, and for a move the move number,
//! the side and the token. Reading never panics, whatever the input.
//!
//! # Limits
//! Reading takes time in proportion to the text (tags, comments, NAGs, moves and variations
//! alike), within caps that refuse with an error of their own: a text of more than
//! [`MAX_PGN_BYTES`] bytes ([`PgnError::TooLong`], before anything is read), a game of more than
//! [`MAX_TAGS`] tag pairs ([`PgnError::TooManyTags`]) or [`MAX_MOVES`] move tokens, its
//! variations' included ([`PgnError::TooManyMoves`]). A game's main line is bounded by the rules
//! anyway (the fifty-move rule); the caps bound what the text can make a reader do.
//! `cargo xtask bench-input` measures the slowest inputs (README "Test").
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

/// The longest PGN text the readers take, in bytes (UTF-8): longer ones are refused before
/// anything is read ([`PgnError::TooLong`]).
pub const MAX_PGN_BYTES: usize = 1_000_000;

/// The most tag pairs a game may have ([`PgnError::TooManyTags`]).
pub const MAX_TAGS: usize = 1000;

/// The most moves a game's text may hold, those of its variations included: the nodes of its
/// tree ([`PgnError::TooManyMoves`]).
pub const MAX_MOVES: usize = 20_000;

mod clock;
mod error;
pub mod games;
mod lexer;
mod raw;
mod read;
mod tags;
mod write;

pub use clock::{clock_command, read_clock_command, split_clock_command};
pub use error::{PgnError, TagProblem};
pub(crate) use lexer::{shorten, Lexer, Token};
pub(crate) use raw::{annotation_nag, collect, collect_raw_game, result_token, Item, RawGame};
pub(crate) use read::{build, start_position};
pub use read::{read_all, read_pgn, split_moves, PgnGame, ResultNote};
pub use tags::PgnTags;
pub(crate) use write::{header, move_text, wrap, LINE_WIDTH};
pub use write::{write_pgn, write_pgn_annotated, Annotation};

#[cfg(test)]
mod tests {
    use super::write::escape_tag_value;
    use super::*;
    use crate::{Color, Game, Notation};

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
