//! Reading games: the main line of each game (variations, comments and NAGs skipped) played
//! from its start position, and the result settled by the rules or declared by the players.

use super::raw::next_raw_game;
use super::{result_token, shorten, Lexer, PgnError, PgnTags, RawGame};
use crate::fen::parse_fen;
use crate::game::{Game, Outcome};
use crate::position::Position;
use crate::san::{parse_move, MoveParseError};
use crate::types::Color;

/// A game read from PGN.
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// The tag pairs as read, in order.
    pub tags: PgnTags,
    /// The game: start position from the `FEN` tag, every move of the main line, and a declared
    /// ending (resignation, agreement, timeout) when the result says so.
    pub game: Game,
    /// The result token: `1-0`, `0-1`, `1/2-1/2` or `*`: the `Result` tag's, else the
    /// movetext's, else `*` (the movetext's when the rules contradict the tag: see
    /// [`PgnGame::result_note`]).
    pub result: String,
    /// The clock time after each move of the main line, in milliseconds, from a `[%clk …]`
    /// comment after the move (`None` for a move without one); as long as the game's moves.
    pub clocks: Vec<Option<u64>>,
    /// When the movetext's result token and the `Result` tag disagree: both, and which one
    /// [`PgnGame::result`] took (the tag's, unless the rules contradict it).
    pub result_note: Option<ResultNote>,
}

/// The movetext of a game ends with another result than its `Result` tag gives (`*` after the
/// moves, `[Result "1-0"]`). The game is read all the same, as lichess reads it: the tag's
/// result is used, unless the rules contradict it (the movetext's then, if they do not).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultNote {
    /// Line of the movetext's result token.
    pub line: usize,
    /// The `Result` tag's result.
    pub tag: String,
    /// The movetext's result token.
    pub movetext: String,
    /// The result used: `tag` or `movetext`.
    pub used: String,
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
    let mut lexer = Lexer::new(text)?;
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
    let mut lexer = Lexer::new(text)?;
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

/// Plays a raw game's moves from its start position and settles the result.
pub(crate) fn build(raw: RawGame) -> Result<PgnGame, PgnError> {
    let start = start_position(&raw)?;
    let mut game = Game::new(start);
    for (token, line) in &raw.moves {
        let pos = *game.position();
        let line = *line;
        if let Some(outcome) = game.outcome() {
            return Err(PgnError::after_end(line, &pos, token, outcome));
        }
        let move_error = |error| PgnError::bad_move(line, &pos, error);
        let m = parse_move(&pos, token).map_err(move_error)?;
        game.play(m)
            .map_err(|_| move_error(MoveParseError::Illegal(shorten(token, 24), None)))?;
    }

    let tag_result = raw.tags.get("Result").and_then(|r| result_token(r.trim()));
    // What the rules say, if they ended the game: a result that differs contradicts them.
    let contradicts = |result: &str| {
        game.outcome()
            .filter(|o| result != "*" && result != o.result())
    };
    let mut result_note = None;
    let (result, line) = match (&raw.result, tag_result) {
        (Some((token, line)), Some(tag)) if tag != token => {
            // The tag wins, as lichess has it; the movetext only when the rules contradict the tag.
            let used = if contradicts(tag).is_some() && contradicts(token).is_none() {
                token.as_str()
            } else {
                tag
            };
            result_note = Some(ResultNote {
                line: *line,
                tag: tag.to_string(),
                movetext: token.clone(),
                used: used.to_string(),
            });
            (used.to_string(), *line)
        }
        (Some((token, line)), _) => (token.clone(), *line),
        (None, Some(tag)) => (tag.to_string(), raw.tag_line("Result")),
        (None, None) => ("*".to_string(), raw.last_line),
    };
    match contradicts(&result) {
        Some(outcome) => {
            return Err(PgnError::ResultContradicts {
                line,
                result,
                outcome,
            });
        }
        None if game.outcome().is_some() => {}
        None => declare(
            &mut game,
            &result,
            raw.tags.get("Termination").unwrap_or(""),
        ),
    }
    let mut clocks = raw.clocks;
    clocks.resize(game.ply(), None);
    Ok(PgnGame {
        tags: raw.tags,
        game,
        result,
        clocks,
        result_note,
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

/// The reason of a decisive result a PGN gives without a `Termination` (a host ending: the
/// result alone, no invented reason); written back as `[Termination "unknown"]` and read as such.
pub(crate) const UNKNOWN_END: &str = "unknown";

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
    if termination.trim().is_empty() || termination.trim() == UNKNOWN_END {
        // No word of why: the result stands alone (not a resignation the text never mentioned).
        let declared = game.end_by(result, UNKNOWN_END);
        debug_assert!(declared.is_ok());
        return;
    }
    if termination.contains("abandon") {
        let declared = game.abandon(loser);
        debug_assert!(declared.is_ok());
        return;
    }
    if on_time && game.flag(loser).is_ok() && game.outcome().map(Outcome::result) != Some(result) {
        game.undo();
    }
    if game.outcome().is_none() {
        let declared = game.resign(loser);
        debug_assert!(declared.is_ok());
    }
}
