//! PGN with variations, comments and NAGs: reading a game into a [`GameTree`] and writing a tree
//! out. The main-line reader and writer ([`crate::pgn::read_pgn`], [`crate::pgn::write_pgn`])
//! skip what this module keeps; they share its lexer and collector (the same games are taken
//! apart the same way) and its movetext writer ([`GameTree::list`]'s tokens).
//!
//! # What the tree reader keeps
//! Everything [`crate::pgn`] accepts is accepted (tags, move numbers, either notation, either
//! FEN dialect, several games), and nothing more is refused except a variation that has no move
//! before it. On top of the main line it keeps:
//! - **Variations** `( … )`, nested to any depth. Per the PGN standard a variation is another
//!   move in place of the move just before the `(`: its first move is played from the position
//!   *before* that move. A variation that repeats the move it is an alternative to is merged with
//!   it (siblings in a tree never share a move). An empty variation `()` adds nothing.
//! - **Comments** `{…}` and `;` to the end of the line. A comment after a move (or after the
//!   variations that follow it) is that move's comment; before the first move of the game it is
//!   the root's comment; right after a `(` it is the starting comment of the variation's first
//!   move. Several comments in one place are joined with a space, and comments are normalized as
//!   the tree stores them (see [`crate::tree`]).
//! - **Clocks**: a `[%clk 0:03:07.4]` command in a move's comment is that move's clock
//!   ([`crate::tree::Node::clock`]), taken out of the comment's text (the first one, if there are
//!   several; a malformed one stays as text).
//! - **NAGs** `$n` (0 and those above 255 are dropped) after a move, and the stand-alone or
//!   suffixed annotations mapped to their NAGs: `!` $1, `?` $2, `!!` $3, `??` $4, `!?` $5,
//!   `?!` $6, `=` $10, `∞` $13, `+=` $14, `=+` $15, `+/-` and `±` $16, `-/+` and `∓` $17, `+-`
//!   $18, `-+` $19 (`e4!?` is the move `e4` with $5). A NAG with no move before it in its line
//!   is dropped.
//!
//! An illegal, ambiguous or garbled move in a variation is an error naming the line, the move
//! number and side (those of the variation's position) and the token, as on the main line; so is
//! a move after the end of the game in any line. The result is settled on the main line exactly
//! as [`crate::pgn::read_pgn`] does ([`PgnTree::game`] is the game it would read).
//!
//! # What the tree writer produces
//! The tags as [`crate::pgn::write_pgn`] writes them for the main line, then the movetext of
//! [`GameTree::list`]: moves with their numbers (a black move after a comment, a clock or a
//! variation has its number again: `5... Nf6`), NAGs as `$n`, a move's clock as a comment of its
//! own (`{[%clk 0:03:00]}`) before its comment, comments in braces, variations in parentheses,
//! and the result; lines of at most 80 characters. Unlike `write_pgn` it adds no comment of its
//! own saying how the game ended (the tree's comments are written as they are, so that reading
//! the text back gives the same tree). A starting comment is written before its move; PGN keeps
//! it as such only at the start of a variation (elsewhere the reader gives it to the move
//! before).
//!
//! Reading a written tree gives the same tree: the same moves in the same order, comments,
//! clocks and NAGs (node ids are numbered afresh, in reading order).
//!
//! ```
//! use alice_chess::tree::pgn::{read_pgn_tree, write_pgn_tree};
//! use alice_chess::Notation;
//! let text = "1. e4 {the looking glass} d5 (1... e5 2. Nf3 $1 (2. Qh5?)) 2. Be2 dxe4 3. Bb5# 1-0";
//! let read = read_pgn_tree(text).unwrap();
//! assert_eq!(read.result, "1-0");
//! assert_eq!(read.tree.main_line().len(), 5);
//! assert_eq!(read.tree.len(), 9); // the root, five moves, three in variations
//! assert_eq!(
//!     read.tree.movetext(Notation::Alice),
//!     "1. Pe4 {the looking glass} 1... Pd5 (1... Pe5 2. Nf3 $1 (2. Qh5 $2)) 2. Be2 Sdxe4 3. Cb5#"
//! );
//! let pgn = write_pgn_tree(&read.tree, &read.tags, Notation::Alice);
//! assert!(pgn.contains("[Termination \"checkmate\"]\n"));
//! let again = read_pgn_tree(&pgn).unwrap();
//! assert_eq!(again.tree.movetext(Notation::San), read.tree.movetext(Notation::San));
//! ```

use crate::game::Game;
use crate::pgn::{
    annotation_nag, build, collect, header, shorten, split_clock_command, start_position, wrap,
    Item, Lexer, PgnError, PgnTags, RawGame, ResultNote, LINE_WIDTH,
};
use crate::san::{parse_move, MoveParseError, Notation};
use crate::tree::{GameTree, NodeId};

/// A game read from PGN with its variations.
#[derive(Clone, Debug)]
pub struct PgnTree {
    /// The tag pairs as read, in order.
    pub tags: PgnTags,
    /// The moves with their variations, comments and NAGs.
    pub tree: GameTree,
    /// The main line as [`crate::pgn::read_pgn`] reads it: with a declared ending (resignation,
    /// agreement, timeout, abort) when the result says so.
    pub game: Game,
    /// The result token: `1-0`, `0-1`, `1/2-1/2` or `*` (the `Result` tag's or the movetext's,
    /// see [`crate::pgn::PgnGame::result`], else `*`).
    pub result: String,
    /// When the movetext's result and the `Result` tag differ: which was used.
    pub result_note: Option<ResultNote>,
}

/// Where the reader is in one line of the movetext.
#[derive(Clone, Copy)]
struct Line {
    /// The last node read in this line (its start before its first move).
    at: NodeId,
    /// The node the line starts from.
    start: NodeId,
    /// Whether `at` was made by this line (not merged with an existing node): its continuation
    /// then comes first among its children.
    owned: bool,
}

/// Plays a collected game into a tree, then settles the result on its main line.
fn build_tree(raw: RawGame, items: Vec<(Item, usize)>) -> Result<PgnTree, PgnError> {
    let mut tree = GameTree::new(start_position(&raw)?);
    let mut line = Line {
        at: NodeId::ROOT,
        start: NodeId::ROOT,
        owned: true,
    };
    let mut outer: Vec<Line> = Vec::new();
    let mut starting = String::new();
    for (item, at_line) in items {
        let in_variation = !outer.is_empty();
        let first_of_variation = in_variation && line.at == line.start;
        match item {
            Item::Move(token) => {
                let (next, new) = play(&mut tree, line.at, &token, at_line)?;
                let continues_own = !first_of_variation && line.owned;
                if continues_own {
                    // A line's own continuation comes before the variations merged into it.
                    let _ = tree.reorder(next, 0);
                }
                if first_of_variation && !starting.is_empty() {
                    tree.append_comment(next, &starting, true);
                    starting.clear();
                }
                line = Line {
                    at: next,
                    start: line.start,
                    owned: continues_own || new,
                };
            }
            Item::Comment(text) if first_of_variation => {
                starting.push(' ');
                starting.push_str(&text);
            }
            Item::Comment(text) if line.at == line.start => {
                tree.append_comment(line.at, &text, false);
            }
            Item::Comment(text) => {
                // A move's clock (`[%clk 0:03:00]`) is kept apart from its words.
                let (clock, rest) = split_clock_command(&text);
                if let (Some(ms), Some(None)) = (clock, tree.node(line.at).map(|n| n.clock())) {
                    let _ = tree.set_clock(line.at, Some(ms));
                }
                tree.append_comment(line.at, &rest, false);
            }
            Item::Nag(nag) => {
                if let (false, Ok(nag)) = (line.at == line.start, u8::try_from(nag)) {
                    let _ = tree.add_nag(line.at, nag);
                }
            }
            Item::Open => {
                let parent = tree.node(line.at).and_then(|n| n.parent());
                let Some(parent) = parent.filter(|_| line.at != line.start) else {
                    return Err(PgnError::Variation {
                        line: at_line,
                        problem: "a variation must follow a move: '(' has no move before it",
                    });
                };
                outer.push(line);
                line = Line {
                    at: parent,
                    start: parent,
                    owned: false,
                };
            }
            Item::Close => {
                if let Some(back) = outer.pop() {
                    line = back;
                    if !starting.is_empty() {
                        // An empty variation's comment: kept with the move before it.
                        tree.append_comment(line.at, &starting, false);
                        starting.clear();
                    }
                }
            }
        }
    }
    let read = build(raw)?;
    Ok(PgnTree {
        tags: read.tags,
        tree,
        game: read.game,
        result: read.result,
        result_note: read.result_note,
    })
}

/// Plays the move `token` at `at`; returns its node and whether it is new.
fn play(
    tree: &mut GameTree,
    at: NodeId,
    token: &str,
    line: usize,
) -> Result<(NodeId, bool), PgnError> {
    let pos = *tree.position(at).unwrap_or(tree.start());
    if let Ok(Some(outcome)) = tree.outcome(at) {
        return Err(PgnError::after_end(line, &pos, token, outcome));
    }
    let move_error = |error| PgnError::bad_move(line, &pos, error);
    let bare = token.trim_end_matches(['!', '?']);
    let suffix = annotation_nag(&token[bare.len()..]);
    // The suffix read as a NAG; an error names the whole token, as the main-line reader does.
    let m = parse_move(&pos, bare)
        .or_else(|_| parse_move(&pos, token))
        .map_err(move_error)?;
    let existing = tree.child_with(at, m).ok().flatten();
    let id = tree
        .play(at, m)
        .map_err(|_| move_error(MoveParseError::Illegal(shorten(token, 24), None)))?;
    if let Some(nag) = suffix.and_then(|n| u8::try_from(n).ok()) {
        let _ = tree.add_nag(id, nag);
    }
    Ok((id, existing.is_none()))
}

/// Reads the first game of a PGN text with its variations, comments and NAGs (see the module
/// docs).
///
/// # Errors
/// A [`PgnError`] naming the line and, for moves, the move number, side and token.
///
/// ```
/// use alice_chess::tree::pgn::read_pgn_tree;
/// let err = read_pgn_tree("1. e4 e5 (1... d5 2. Ke3) *").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "move 2 (white): illegal move 'Ke3': your king on e1 (board A) cannot reach e3 in one move (line 1)"
/// );
/// ```
pub fn read_pgn_tree(text: &str) -> Result<PgnTree, PgnError> {
    read_tree_game(text, 0)
}

/// Reads every game of a PGN text with its variations, in order.
///
/// # Errors
/// The first [`PgnError`] met; [`PgnError::Empty`] if there is no game at all.
pub fn read_all_trees(text: &str) -> Result<Vec<PgnTree>, PgnError> {
    let mut lexer = Lexer::new(text)?;
    let mut games = Vec::new();
    loop {
        let (mut raw, mut items) = (RawGame::default(), Vec::new());
        if !collect(&mut lexer, &mut raw, &mut items)? {
            break;
        }
        games.push(build_tree(raw, items)?);
    }
    if games.is_empty() {
        return Err(PgnError::Empty);
    }
    Ok(games)
}

/// Reads game `index` (from 0, the indexes of [`crate::pgn::games::list_games`]) of a PGN text
/// with its variations; games before it are only taken apart.
///
/// # Errors
/// That game's [`PgnError`]; [`PgnError::NoSuchGame`] when the text holds fewer games
/// ([`PgnError::Empty`] when it holds none and `index` is 0).
pub fn read_tree_game(text: &str, index: usize) -> Result<PgnTree, PgnError> {
    let mut lexer = Lexer::new(text)?;
    let mut count = 0;
    loop {
        let (mut raw, mut items) = (RawGame::default(), Vec::new());
        let collected = collect(&mut lexer, &mut raw, &mut items);
        if matches!(collected, Ok(false)) {
            break;
        }
        count += 1;
        if count - 1 == index {
            collected?;
            return build_tree(raw, items);
        }
        if collected.is_err() && !lexer.skip_to_next_game() {
            break;
        }
    }
    Err(if count == 0 && index == 0 {
        PgnError::Empty
    } else {
        PgnError::NoSuchGame { index, count }
    })
}

/// Writes `tree` as PGN with the given tags, the moves in `notation` (see the module docs): the
/// tags of [`crate::pgn::write_pgn`] for the main line (its result when the rules ended it,
/// else a given `Result` tag, else `*`), then the whole tree.
///
/// ```
/// use alice_chess::tree::pgn::write_pgn_tree;
/// use alice_chess::{GameTree, NodeId, Notation, PgnTags};
/// let mut tree = GameTree::default();
/// let e4 = tree.play_text(NodeId::ROOT, "e4").unwrap();
/// let d5 = tree.play_text(e4, "d5").unwrap();
/// tree.play_text(NodeId::ROOT, "d4").unwrap();
/// tree.play_text(d5, "Be2").unwrap();
/// tree.set_nags(d5, &[1]).unwrap();
/// let pgn = write_pgn_tree(&tree, &PgnTags::new(), Notation::San);
/// assert!(pgn.ends_with("\n\n1. e4 (1. d4) 1... d5 $1 2. Be2 *\n"));
/// ```
pub fn write_pgn_tree(tree: &GameTree, tags: &PgnTags, notation: Notation) -> String {
    let main = tree
        .line_end(NodeId::ROOT)
        .and_then(|end| tree.game(end))
        .unwrap_or_else(|| Game::new(*tree.start()));
    // The main line's game gives the tags and the result.
    let (mut out, result) = header(&main, tags);
    let mut units = tree.pgn_units(notation);
    units.push(result.to_string());
    out.push_str(&wrap(&units, LINE_WIDTH));
    out
}
