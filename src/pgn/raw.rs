//! One game's tags and tokens before any move is played, collected alike for the main-line
//! reader and the tree reader ([`crate::tree::pgn`]).

use super::{Lexer, PgnError, PgnTags, Token};

/// One game's tokens, before any move is played.
#[derive(Default)]
pub(crate) struct RawGame {
    pub(crate) tags: PgnTags,
    /// Line of each tag, by lowercase name.
    pub(crate) tag_lines: Vec<(String, usize)>,
    /// The main line's move tokens with their lines.
    pub(crate) moves: Vec<(String, usize)>,
    /// The clock time (`[%clk …]`, in ms) in a comment after each main-line move, where one is
    /// given (as long as `moves` or shorter).
    pub(crate) clocks: Vec<Option<u64>>,
    /// The result token and its line.
    pub(crate) result: Option<(String, usize)>,
    /// Line where the game's text ends (for errors about the result tag).
    pub(crate) last_line: usize,
}

impl RawGame {
    pub(super) fn tag_line(&self, name: &str) -> usize {
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
pub(super) fn next_raw_game(lexer: &mut Lexer) -> Result<Option<RawGame>, PgnError> {
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
/// movetext items (for the tree reader, [`crate::tree::pgn`]; the main-line reader drops them);
/// `false` when no game is left. What was read stays in `raw` on error. One collector for both
/// readers, so that they take the same games apart (and [`crate::pgn::games`]' indexes agree).
pub(crate) fn collect(
    lexer: &mut Lexer,
    raw: &mut RawGame,
    items: &mut Vec<(Item, usize)>,
) -> Result<bool, PgnError> {
    raw.last_line = 1;
    let mut started = false;
    let mut in_movetext = false;
    let mut open: Vec<usize> = Vec::new();
    let mut moves = 0;
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
                if raw.tag_lines.len() == super::MAX_TAGS {
                    let max = super::MAX_TAGS;
                    return Err(PgnError::TooManyTags { line, max });
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
                    if let (true, Some(ms)) = (open.is_empty(), super::read_clock_command(text)) {
                        if let Some(last) = raw.moves.len().checked_sub(1) {
                            raw.clocks.resize(raw.moves.len(), None);
                            raw.clocks[last] = Some(ms);
                        }
                    }
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
                if moves == super::MAX_MOVES {
                    let max = super::MAX_MOVES;
                    return Err(PgnError::TooManyMoves { line, max });
                }
                moves += 1;
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
