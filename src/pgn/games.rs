//! PGN texts with several games: list them all — each with its tags, result and length, or why it
//! cannot be read, so that one broken game does not hide the others — and read one by its index.
//!
//! After a game that cannot even be taken apart (a malformed tag, an unclosed comment…), reading
//! goes on at the next line that starts with `[` after a blank line, where the next game's tags
//! usually begin.

use crate::pgn::{build, collect_raw_game, Lexer, PgnError, PgnGame, PgnTags, RawGame};

/// One game of a PGN text, as [`list_games`] lists it.
#[derive(Clone, Debug)]
pub struct PgnEntry {
    /// Its place in the text, from 0.
    pub index: usize,
    /// Its tags, in order (those read before an error, for a game that could not be taken apart).
    pub tags: PgnTags,
    /// Its result: the game's as read ([`crate::pgn::PgnGame::result`]: the `Result` tag's,
    /// else the movetext's, else `*`); for a broken game, the movetext's token, else the tag.
    pub result: String,
    /// How many half-moves it holds (for a broken game, the move tokens of its main line).
    pub plies: usize,
    /// Why the game cannot be read, if it cannot.
    pub error: Option<PgnError>,
}

/// The games of a PGN text in order, taken apart but not played.
struct RawGames {
    /// The text's lexer, or why there is none (a text too long to read: one game, with that
    /// error).
    lexer: Result<Lexer, Option<PgnError>>,
    done: bool,
}

impl Iterator for RawGames {
    /// A game's tokens, and the error that stopped taking it apart, if any.
    type Item = (RawGame, Option<PgnError>);

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let mut raw = RawGame::default();
        let lexer = match &mut self.lexer {
            Ok(lexer) => lexer,
            Err(error) => {
                self.done = true;
                return Some((raw, error.take()));
            }
        };
        match collect_raw_game(lexer, &mut raw) {
            Ok(true) => Some((raw, None)),
            Ok(false) => {
                self.done = true;
                None
            }
            Err(error) => {
                self.done = !lexer.skip_to_next_game();
                Some((raw, Some(error)))
            }
        }
    }
}

fn raw_games(text: &str) -> RawGames {
    RawGames {
        lexer: Lexer::new(text).map_err(Some),
        done: false,
    }
}

/// Every game of a PGN text, in order, readable or not (an empty list when the text holds none;
/// a text too long to read is one game that says so).
///
/// ```
/// use alice_chess::pgn::games::list_games;
/// let text = "[White \"A\"]\n\n1. e4 d5 *\n\n[White \"B\"]\n\n1. e4 e4 *\n";
/// let games = list_games(text);
/// assert_eq!(games.len(), 2);
/// assert_eq!((games[0].plies, games[0].error.is_none()), (2, true));
/// assert_eq!(games[1].tags.get("White"), Some("B"));
/// assert!(games[1].error.as_ref().unwrap().to_string().contains("illegal move 'e4'"));
/// ```
pub fn list_games(text: &str) -> Vec<PgnEntry> {
    raw_games(text)
        .enumerate()
        .map(|(index, (raw, error))| {
            let tags = raw.tags.clone();
            let tokens = raw.moves.len();
            let raw_result = raw
                .result
                .as_ref()
                .map(|(token, _)| token.clone())
                .or_else(|| tags.get("Result").map(|r| r.trim().to_string()))
                .filter(|r| matches!(r.as_str(), "1-0" | "0-1" | "1/2-1/2" | "*"))
                .unwrap_or_else(|| "*".to_string());
            let (result, plies, error) = match error {
                Some(error) => (raw_result, tokens, Some(error)),
                None => match build(raw) {
                    Ok(read) => (read.result, read.game.ply(), None),
                    Err(error) => (raw_result, tokens, Some(error)),
                },
            };
            PgnEntry {
                index,
                tags,
                result,
                plies,
                error,
            }
        })
        .collect()
}

/// Reads game `index` (from 0) of a PGN text; games before it are only taken apart, not played.
///
/// # Errors
/// That game's [`PgnError`]; [`PgnError::NoSuchGame`] when the text holds fewer games
/// ([`PgnError::Empty`] when it holds none and `index` is 0).
///
/// ```
/// use alice_chess::pgn::games::read_game;
/// let text = "[Round \"1\"]\n1. e4 *\n\n[Round \"2\"]\n1. d4 d5 *\n";
/// assert_eq!(read_game(text, 1).unwrap().game.ply(), 2);
/// let err = read_game(text, 2).unwrap_err();
/// assert_eq!(err.to_string(), "no game at index 2: the PGN text holds 2 games (indexes 0 to 1)");
/// ```
pub fn read_game(text: &str, index: usize) -> Result<PgnGame, PgnError> {
    let mut count = 0;
    for (i, (raw, error)) in raw_games(text).enumerate() {
        count = i + 1;
        if i == index {
            return match error {
                Some(error) => Err(error),
                None => build(raw),
            };
        }
    }
    Err(if count == 0 && index == 0 {
        PgnError::Empty
    } else {
        PgnError::NoSuchGame { index, count }
    })
}
