//! The JavaScript boundary: the only module that knows wasm-bindgen.
//!
//! One opaque [`WasmGame`] handle (exported to JS as `Game`) over [`crate::Game`], the move tree
//! [`tree::WasmTree`] (exported as `GameTree`), the computer player [`engine::WasmEngine`]
//! (exported as `Engine`), and a few free functions. Values cross as
//! plain JS objects and arrays (written as JSON text here and parsed by JS's `JSON.parse`:
//! `json.rs`), `null` for "none". This comment is the API's reference
//! (tests/wasm/api.test.mjs checks it; www/core/boundary.d.ts types it for the front end).
//!
//! # Errors and wrong-typed arguments
//! Every fallible call throws a JS `Error` and changes nothing. What the rules core refuses (a bad
//! FEN, a bad PGN text, an illegal move, a game that is over…) is a *problem*, as data: the
//! error's `problem` is `{code, args}` (`{code: "fen.side", args: ["x"]}`, see
//! [`crate::problem`] and `errors.rs`) and its message is the code alone — the wasm has no
//! English for them; the front end words them (www/i18n/errors.js) and www/core/core.js puts the
//! English back into the message (`invalid FEN: side to move must be 'w' or 'b', found 'x'`).
//! Misused arguments are said in English. An argument of the wrong type (a number
//! where a string is expected, `-1` or `"x"` for a ply…) throws a `TypeError` naming the
//! argument and what was given (`the move must be a string, not the number 42`): arguments are
//! taken as `JsValue` and checked here, so nothing is silently converted (`positionAt(-1)` never
//! becomes ply 4294967295) and no call can panic (a panic would end the wasm instance).
//!
//! # Shapes
//! - *piece*: `{square: "e4", board: "A" | "B", piece: "wP"}`.
//! - *move*: `{uci, from, to, fromBoard, toBoard, piece, captured, capturedSquare, promotion
//!   ("q" | "r" | "b" | "n" | null), castle ("O-O" | "O-O-O" | null), rookFrom, rookTo,
//!   enPassant, alice, san}` (`alice`/`san`: the move in Alice notation and plain SAN, with `+`
//!   or `#`).
//! - *history entry*: a *move* plus `fenAfter`, `check` (the move gives check), `number` (its
//!   fullmove number), `color` (the mover, `"w"` | `"b"`) and `ply` (1 for the game's first
//!   move).
//! - *outcome*: `{result: "1-0" | "0-1" | "1/2-1/2" | "*", winner: "w" | "b" | null, reason,
//!   text}` (`reason`, one vocabulary with [`crate::game::Outcome::reason`]: `checkmate`,
//!   `stalemate`, `threefold repetition`, `fifty moves`, `insufficient material`, `resignation`,
//!   `agreement`, `timeout` (a draw when the opponent has only a king), `abandonment`, `aborted`
//!   (result `*`), or the host's own words (`endBy`); `text`: e.g. `Checkmate — White wins`,
//!   `Game aborted`, `Adjudication — White wins`).
//! - *end* (an ending the players declared, not made by a move): `{kind: "resign", color}`,
//!   `{kind: "flag", color}` (`color`: the side that resigned / whose clock ran out, also for a
//!   timeout against a lone king, which is a draw), `{kind: "draw"}` (agreement) or
//!   `{kind: "abort"}` (the game was abandoned before it really began), or `{kind: "host",
//!   result, reason}` (the host ended it for a reason of its own: `endBy`).
//!
//! # `Game`
//! - `new Game(fen?)`: the start position when `fen` is `undefined`, `null` or empty; throws on
//!   a bad FEN (either dialect; `problem`: `fen.*`, `position.*`). The move counters may be
//!   left out (`… w KQkq -`: `0 1`; one number: the full-move number), see [`crate::fen`].
//! - `Game.fromPgn(text, index?)`: game `index` (from 0, the first by default) of a PGN text (see
//!   [`crate::pgn`]); throws naming the line, move and token, or that the text holds fewer games
//!   (`problem` `pgn.*`: `{code: "pgn.noSuchGame", args: [3, 3]}`, in English `no game at index
//!   3: the PGN text holds 3 games (indexes 0 to 2)`), or that it is past a cap
//!   (`pgn.tooLong`, `pgn.tooManyTags`, `pgn.tooManyMoves`: see [`crate::pgn`]'s limits).
//!   `Game.pgnTags(text, index?)`: its tags, `[[name, value], …]`. `Game.pgnNote(text, index?)`:
//!   `null`, or `{line, tag, movetext, used}` when its movetext ends with another result than
//!   its `Result` tag gives (the game is read with `used`: the tag's, unless the rules
//!   contradict it).
//! - `fen()`, `startFen()`, `turn()` (`"w"` | `"b"`), `ply()`, `canUndo()`, `canRedo()`,
//!   `pieces()` (*piece*s of the current position), `legalMoves()` (*move*s; none once the game
//!   is over).
//! - `play(text)`: plays a move in any notation (Alice, SAN, `e2e4`, `O-O`; `e1h1` / `e1a1`, the
//!   king onto its own rook, castles when castling that way is legal) and returns its
//!   *history entry*; throws (game unchanged) when it is garbled, illegal, ambiguous or the game
//!   is over; the error's `refusal` property says why, as a *refusal* (below), and its `problem`
//!   (`move.illegal`, `move.syntax`, `move.ambiguous`, `move.empty`, `game.over`) what the text
//!   was and why (`{code: "move.illegal", args: ["Qd4", {code: "taken", args: ["d4", "B"]}]}`).
//! - `explain(from, to, promotion?)`: why the move `from` → `to` (squares, `"e2"`; `promotion`
//!   `"q"` | `"r"` | `"b"` | `"n"`) cannot be played — a *refusal* — or `null` when it can (any
//!   promotion piece will do when none is given). See [`crate::explain`].
//! - *refusal*: `{label, code, args}`: the move as given or a short label (`Qd4`; `""` when
//!   there is none), the kind of refusal (`taken`, `pinned`, … — [`crate::explain::Code`]) and
//!   its arguments in order (squares, boards `"A"`, sides `"w"`, roles `"knight"` and words as
//!   strings; a piece as `{role, square, board}`; lists as arrays; for `several`, one `{piece,
//!   code, args}` per piece; for `gameOver`, `{result, winner, reason}`): `{label: "Qd4", code:
//!   "taken", args: ["d4", "B"]}`. The front end says it in the player's language
//!   (www/i18n/refusal.js: `Qd4: d4 is taken on board B.`); the CLI's English is the same.
//! - `premoveDests()`: for the side *not* to move, where each piece could be premoved, by
//!   from-square (`{g8: ["f6", "h6", "e7"], …}`): its pattern ignoring every piece, pawns one or
//!   two forward and both captures, the king's castling squares and rook corners while it has the
//!   right ([`crate::premove`]); `{}` once the game is over.
//! - `undo()`, `redo()` → whether something was undone / redone (`undo` first takes back a
//!   declared ending).
//! - `history()`: the *history entries* of the moves played, kept up to date move by move (not
//!   rebuilt on each call).
//! - `snapshot(ply?)`: everything a board view draws for the position after `ply` half-moves
//!   (the current position when `ply` is `undefined` or `null`):
//!   `{ply, gamePly, live (ply === gamePly), fen, turn, fullmove, pieces, check ({square, board}
//!   of the king in check, or null), lastMove (the history entry that led here, null at ply 0),
//!   dests, outcome (the game's, at every ply, or null), end (or null), canUndo, canRedo}`.
//!   `dests` holds the legal moves by from-square — `{e2: [{to: "e4", uci: "e2e4", toBoard: "B",
//!   promotion: null}, …], …}`, one entry per promotion piece, castling as the king's move
//!   (`e1g1`) and once more with `to` the rook's corner (`{to: "h1", uci: "e1g1"}`: a king
//!   dropped on its own rook castles) — for the live position of a game still going on, and is
//!   `{}` otherwise. Only this grouping lists castling twice: `legalMoves()` and perft do not. Throws
//!   when `ply` is not a whole number of at least 0 (`TypeError`) or is past the game's end
//!   (`no position at ply 12: the game has 5 half-moves`).
//! - `positionAt(ply?)`: `{fen, turn, pieces, check, checkSquare, checkBoard, lastMove}` for a
//!   ply as `snapshot` takes it (kept for the existing callers; `snapshot` says more).
//! - `status()`: `{turn, check, checkSquare, checkBoard, outcome, end}` of the current position.
//! - `resign(color)`, `flag(color)` (`color`: `"w"` | `"b"` | `"white"` | `"black"`: who resigns
//!   / whose clock ran out), `agreeDraw()`, `abort()`: declare an ending; throw when the game is
//!   over.
//! - `pgn(options?)`: the game as PGN (see [`WasmGame::pgn`]).
//!
//! # Free functions
//! `perft(fen, depth)` (depth 0 to 8), `validateFen(fen)` (the FEN normalised),
//! `splitMoves(text)` (a move list split into moves, [`crate::pgn::split_moves`]), `version()`,
//! `pgnGames(text)`: one entry per game of a PGN text, `{index, tags: [[name, value], …], white,
//! black, result, event, date, plies, error}` (`null` for a missing tag; `plies`: how many
//! half-moves the game holds; `error`: `null` or why that game cannot be read — the others are
//! still listed; a *problem*, as thrown), see [`crate::pgn::games`].
//!
//! # `GameTree`
//! A game with its variations, comments and NAGs ([`crate::tree::GameTree`], see
//! [`tree::WasmTree`]). Nodes are named by ids, whole numbers: the root (the start position) is
//! `0`, every other node is one move; ids are stable for the tree's life and a deleted node's id
//! is never reused. A node's children are the moves played from it, the first the main
//! continuation. A node id that is not a whole number is a `TypeError`; one the tree does not
//! hold is an `Error` (`no node #7 in the game tree`); either way the tree is unchanged.
//! - `new GameTree(fen?)`, `GameTree.fromPgn(text, index?)` (variations, comments and NAGs kept;
//!   throws like `Game.fromPgn`), `tags()` (those read, `[[name, value], …]`, with `Result`),
//!   `size()` (nodes, the root included).
//! - `play(id, move)` → the id of the move's node: the child that already has that move, else a
//!   new last child — the continuation at the end of a line, a variation at an earlier point;
//!   throws like `Game.play` (with `refusal`) for a move that cannot be played there.
//! - `list()`: the whole tree as the tokens of a move list written inline, in PGN order —
//!   `{kind: "move", id, number, color, numbered, uci, alice, san, nags, depth}`, `{kind:
//!   "comment", id, text, starting, depth}`, `{kind: "start", depth}` and `{kind: "end",
//!   depth}` around each variation (`depth` 0 on the main line).
//! - `game(id)` → a new `Game` from the start to `id` (snapshots, history, outcome, PGN as for
//!   any game); `fen(id)`.
//! - `parent(id)` (`null` for the root), `children(id)`, `mainLine()` (ids, the root not
//!   included), `lineEnd(id)`, `isMainLine(id)`, `path(id)` (places among siblings: `[0, 1]`),
//!   `nodeAt(path)` (`null` when there is no such node).
//! - `promote(id)` (the variation holding `id` one place up; throws on the main line),
//!   `promoteToMain(id)`, `delete(id)` → the parent's id (throws for the root).
//! - `setComment(id, text)` (`""` clears; the root's comment comes before the first move),
//!   `setNags(id, [n, …])` (0 … 255; `[]` clears).
//! - `pgn(options?)`: `{notation, tags}` as for `Game.pgn` (the given tags added to those read):
//!   the tree with its variations, comments and NAGs ([`crate::tree::pgn::write_pgn_tree`]).
//!
//! # `LiveGame`
//! A game between two seats with clocks, offers and the host's declarations, for a game server
//! in Node: see `src/wasm/live.rs` and [`crate::live`]. Only in builds with the `live-js` feature (the
//! npm package's wasm; the site's pages do not need it).
//!
//! # `solveProblem`
//! `solveProblem(fen, stipulation, tries?, progress?)`: a chess problem solved ([`crate::solve`]),
//! as a `SolvedProblem` that stays in the wasm: `json(max)` (JSON text `{fen, solution}` with at
//! most `max` of a helpmate's solutions) and `helpmates(from, count)` (the next ones); see
//! `src/wasm/solve.rs`. Only in builds with the `solve-js` feature (the solver screen's own wasm,
//! dist/pkg-solve, loaded by its worker).
//!
//! # `Engine`
//! `new Engine(hashMb?)`, `bestMove(fen, options?)`, `evaluate(fen)`, `newGame()`: see
//! [`engine::WasmEngine`].

use crate::fen::{parse_fen, write_fen};
use crate::game::{Declared, Game};
use crate::moves::{Move, MoveKind, MoveList};
use crate::perft::perft as perft_count;
use crate::position::Position;
use crate::san::write_move_both_with;
use crate::square::Square;
use crate::types::{Board, Color, Role};
use json::Json;
use wasm_bindgen::prelude::*;

/// The wasm's allocator (single-threaded: the module runs on one thread, its page's or its
/// worker's): Talc, about half of dlmalloc's code, and the site's wasm has a size budget.
#[cfg(not(target_feature = "atomics"))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
use wasm_bindgen::JsCast;

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// A JS `Error` with the message.
fn err(e: impl std::fmt::Display) -> JsValue {
    JsError::new(&e.to_string()).into()
}

/// The JS `Error` of a bad FEN: its `problem` says what is wrong (see [`errors`]).
fn fen_error(e: crate::fen::FenError) -> JsValue {
    errors::thrown(e.problem())
}

/// The JS `Error` of a refused game action: its `problem` says why (see [`errors`]).
fn game_error(e: crate::game::GameError) -> JsValue {
    errors::thrown(e.problem())
}

// ----- arguments from JS: checked here, never trusted to the glue's conversions -------------

/// What a JS value is, for an error message: `the number -1`, `the text "x"`, `an object`.
fn describe(value: &JsValue) -> String {
    if value.is_undefined() {
        return "undefined".into();
    }
    if value.is_null() {
        return "null".into();
    }
    if let Some(text) = value.as_string() {
        let mut shown: String = text.chars().take(20).collect();
        if text.chars().count() > 20 {
            shown.push('…');
        }
        return format!("the text \"{shown}\"");
    }
    if let Some(b) = value.as_bool() {
        return format!("the boolean {b}");
    }
    if value.as_f64().is_some() {
        // JS writes the number: formatting floats in Rust would pull ~13 KB into the wasm.
        let number = value.unchecked_ref::<js_sys::Number>();
        let text: String = number
            .to_string_with_radix(10)
            .map(String::from)
            .unwrap_or_default();
        return format!("the number {text}");
    }
    if js_sys::Array::is_array(value) {
        return "an array".into();
    }
    if value.is_function() {
        return "a function".into();
    }
    if value.is_bigint() {
        return "a bigint".into();
    }
    if value.is_symbol() {
        return "a symbol".into();
    }
    "an object".into()
}

/// A JS `TypeError`: `{what} must be {expected}, not {the value}`.
fn type_error(what: &str, expected: &str, value: &JsValue) -> JsValue {
    js_sys::TypeError::new(&format!(
        "{what} must be {expected}, not {}",
        describe(value)
    ))
    .into()
}

/// A string argument.
fn str_arg(value: &JsValue, what: &str) -> Result<String, JsValue> {
    value
        .as_string()
        .ok_or_else(|| type_error(what, "a string", value))
}

/// An optional string argument: `undefined` / `null` → `None`.
fn opt_str_arg(value: &JsValue, what: &str) -> Result<Option<String>, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    str_arg(value, what).map(Some)
}

/// An optional whole number of at least 0 (up to 2^53 − 1): `undefined` / `null` → `None`.
fn opt_count_arg(value: &JsValue, what: &str) -> Result<Option<u64>, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    match value.as_f64() {
        Some(n) if n >= 0.0 && n.fract() == 0.0 && n <= 9_007_199_254_740_991.0 => {
            Ok(Some(n as u64))
        }
        _ => Err(type_error(what, "a whole number of at least 0", value)),
    }
}

/// A square argument: `"e4"`.
fn square_arg(value: &JsValue, what: &str) -> Result<Square, JsValue> {
    let text = str_arg(value, what)?;
    Square::parse(&text).ok_or_else(|| {
        let shown: String = text.chars().take(8).collect();
        err(format!(
            "{what} must be a square such as \"e4\", not '{shown}'"
        ))
    })
}

/// A promotion piece: `"q"`, `"r"`, `"b"` or `"n"` (either case).
fn promotion_arg(text: &str) -> Result<Role, JsValue> {
    match text.to_ascii_lowercase().as_str() {
        "q" => Ok(Role::Queen),
        "r" => Ok(Role::Rook),
        "b" => Ok(Role::Bishop),
        "n" => Ok(Role::Knight),
        _ => {
            let shown: String = text.chars().take(8).collect();
            Err(err(format!(
                "unknown promotion piece '{shown}': use \"q\", \"r\", \"b\" or \"n\""
            )))
        }
    }
}

/// A colour argument: `"w"`, `"b"`, `"white"` or `"black"`.
fn color_arg(value: &JsValue, what: &str) -> Result<Color, JsValue> {
    match value.as_string().as_deref() {
        Some("w" | "white") => Ok(Color::White),
        Some("b" | "black") => Ok(Color::Black),
        Some(other) => Err(err(format!("unknown colour '{other}': use \"w\" or \"b\""))),
        None => Err(type_error(what, "\"w\" or \"b\"", value)),
    }
}

// ----- what crosses to JS: JSON text, parsed once by JS (see `json.rs`) ----------------

fn board_str(board: Board) -> &'static str {
    match board {
        Board::A => "A",
        Board::B => "B",
    }
}

/// The promotion piece of `m`, `"q"` …, or `null`.
fn promotion_json(j: &mut Json, m: Move) {
    match m.promotion() {
        Some(role) => j.char(role.letter_a().to_ascii_lowercase()),
        None => j.null(),
    };
}

/// A square, `"e4"`.
fn square_json(j: &mut Json, sq: Square) {
    j.string(&sq.to_string());
}

/// The pieces of a position: `[{square, board, piece}, …]`.
fn pieces_json(j: &mut Json, pos: &Position) {
    j.open_list();
    for sq in pos.occupied() {
        if let Some((p, b)) = pos.piece_at(sq) {
            j.open();
            square_json(j.key("square"), sq);
            j.key("board").string(board_str(b));
            j.key("piece").string(&p.code());
            j.close();
        }
    }
    j.close_list();
}

/// The fields of a *move* (`uci`, `from`, …, `alice`, `san`) of `m`, legal in `pos`, whose legal
/// moves are `legal` (for the notations' disambiguation), inside an object being written.
fn move_fields(j: &mut Json, pos: &Position, m: Move, legal: &MoveList) {
    let (piece, board) = pos
        .piece_at(m.from)
        .map(|(p, b)| (p.code(), b))
        .unwrap_or_else(|| (String::new(), Board::A));
    let captured_square = match m.kind {
        MoveKind::EnPassant => Some(Square::from_coords(m.to.file(), m.from.rank())),
        _ if pos.occupied().contains(m.to) => Some(m.to),
        _ => None,
    };
    let captured = captured_square
        .and_then(|sq| pos.piece_at(sq))
        .map(|(p, _)| p.code());
    j.key("uci").string(&m.uci());
    square_json(j.key("from"), m.from);
    square_json(j.key("to"), m.to);
    j.key("fromBoard").string(board_str(board));
    j.key("toBoard").string(board_str(board.other()));
    j.key("piece").string(&piece);
    j.key("captured").opt_string(captured.as_deref());
    j.key("capturedSquare")
        .opt_string(captured_square.map(|s| s.to_string()).as_deref());
    promotion_json(j.key("promotion"), m);
    let castle = match m.kind {
        MoveKind::CastleShort => Some((true, "O-O")),
        MoveKind::CastleLong => Some((false, "O-O-O")),
        _ => None,
    };
    j.key("castle").opt_string(castle.map(|(_, text)| text));
    let rook = |file_short: u8, file_long: u8| {
        castle.map(|(short, _)| {
            let file = if short { file_short } else { file_long };
            Square::from_coords(file, m.from.rank()).to_string()
        })
    };
    j.key("rookFrom").opt_string(rook(7, 0).as_deref());
    j.key("rookTo").opt_string(rook(5, 3).as_deref());
    j.key("enPassant").bool(m.kind == MoveKind::EnPassant);
    let (alice, san) = write_move_both_with(pos, m, legal);
    j.key("alice").string(&alice);
    j.key("san").string(&san);
}

/// The *history entry* of the move `m` played from `before` as the game's `ply`-th half-move, as
/// JSON text: one legal-move generation for the two notations, plus what the check sign needs.
fn history_entry(before: &Position, m: Move, ply: usize) -> String {
    let mut after = *before;
    after.play_unchecked(m);
    let mut j = Json::new();
    j.open();
    move_fields(&mut j, before, m, &before.legal_moves());
    j.key("fenAfter").string(&write_fen(&after));
    j.key("check").bool(after.is_check());
    j.key("number").int(before.fullmove_number().into());
    j.key("color").char(before.turn().char());
    j.key("ply").int(ply as i64);
    j.close();
    j.into_text()
}

/// Lists grouped by from-square, written as a JS object `{e2: [...], ...}` (the groups in the
/// order they were made); each group holds the JSON text of its items, comma-separated.
struct ByFrom(Vec<(Square, String)>);

impl ByFrom {
    /// Adds the item (JSON text) to the group of `from`, opening it at the end if it is new.
    fn push(&mut self, from: Square, item: &str) {
        match self.0.iter_mut().find(|(f, _)| *f == from) {
            Some((_, list)) => {
                list.push(',');
                list.push_str(item);
            }
            None => self.0.push((from, item.to_string())),
        }
    }

    fn write(&self, j: &mut Json) {
        j.open();
        for (from, items) in &self.0 {
            j.key(&from.to_string()).open_list().raw(items).close_list();
        }
        j.close();
    }
}

/// The legal moves of `pos` by from-square, `{e2: [{to, uci, toBoard, promotion}, …], …}` (in
/// move-generation order of the from-squares); a castling move twice, the second time with `to`
/// the rook's corner (same `uci`), so that a board takes the king dropped on its rook.
fn dests_json(j: &mut Json, pos: &Position) {
    let mut groups = ByFrom(Vec::new());
    for &m in pos.legal_moves().iter() {
        let dest = |to: Square| {
            let mut d = Json::new();
            d.open();
            square_json(d.key("to"), to);
            d.key("uci").string(&m.uci());
            d.key("toBoard")
                .string(board_str(pos.board_of(m.from).other()));
            promotion_json(d.key("promotion"), m);
            d.close();
            d.into_text()
        };
        groups.push(m.from, &dest(m.to));
        if let Some((corner, _)) = m.castle_rook() {
            groups.push(m.from, &dest(corner));
        }
    }
    groups.write(j);
}

/// `{square, board}` of the king in check in `pos`, or `null`.
fn check_json(j: &mut Json, pos: &Position) {
    if pos.is_check() {
        let (sq, board) = pos.king(pos.turn());
        j.open();
        square_json(j.key("square"), sq);
        j.key("board").string(board_str(board));
        j.close();
    } else {
        j.null();
    }
}

/// `check`, `checkSquare` and `checkBoard` of `pos` (`status()`, `positionAt()`).
fn check_fields(j: &mut Json, pos: &Position) {
    let check = pos.is_check().then(|| pos.king(pos.turn()));
    j.key("check").bool(check.is_some());
    j.key("checkSquare")
        .opt_string(check.map(|(sq, _)| sq.to_string()).as_deref());
    j.key("checkBoard")
        .opt_string(check.map(|(_, board)| board_str(board)));
}

// ----- the game ------------------------------------------------------------------------------

/// An Alice chess game (exported to JavaScript as `Game`; see the module docs for its API).
#[wasm_bindgen(js_name = Game)]
pub struct WasmGame {
    game: Game,
    /// The history entries of the moves played: pushed by `play` and `redo`, popped by `undo`,
    /// built once for a game that comes with moves (`fromPgn`). `entries.len() == game.ply()`.
    /// Each entry is its JSON text, written once.
    entries: Vec<String>,
}

impl WasmGame {
    fn wrap(game: Game) -> WasmGame {
        let mut wrapped = WasmGame {
            game,
            entries: Vec::new(),
        };
        wrapped.sync_entries();
        wrapped
    }

    /// Brings the entries in line with the game's moves: pops the undone ones, writes the new
    /// ones (one per `play` or `redo`; all of them for a loaded game).
    fn sync_entries(&mut self) {
        let ply = self.game.ply();
        self.entries.truncate(ply);
        while self.entries.len() < ply {
            let i = self.entries.len();
            let (Some(before), Some(&m)) = (self.game.position_at(i), self.game.moves().get(i))
            else {
                break;
            };
            self.entries.push(history_entry(before, m, i + 1));
        }
    }

    /// The position after `ply` half-moves (`undefined` / `null`: the current one), or an error
    /// naming the problem.
    fn position_arg(&self, ply: &JsValue) -> Result<(usize, &Position), JsValue> {
        let game_ply = self.game.ply();
        let Some(wanted) = opt_count_arg(ply, "the ply")? else {
            return Ok((game_ply, self.game.position()));
        };
        usize::try_from(wanted)
            .ok()
            .and_then(|p| Some((p, self.game.position_at(p)?)))
            .ok_or_else(|| {
                err(format!(
                    "no position at ply {wanted}: the game has {game_ply} half-moves"
                ))
            })
    }

    /// The entry of the move that led to the position after `ply` half-moves.
    /// The history entry of the move that led to the position after `ply` half-moves, or `null`.
    fn entry_before(&self, j: &mut Json, ply: usize) {
        match ply.checked_sub(1).and_then(|i| self.entries.get(i)) {
            Some(entry) => j.raw(entry),
            None => j.null(),
        };
    }

    /// The game's *outcome* `{result, winner, reason, text}`, or `null`.
    fn outcome_json(&self, j: &mut Json) {
        let Some(o) = self.game.outcome() else {
            j.null();
            return;
        };
        j.open();
        j.key("result").string(o.result());
        match o.winner() {
            Some(c) => j.key("winner").char(c.char()),
            None => j.key("winner").null(),
        };
        j.key("reason")
            .string(&self.game.end_reason().unwrap_or_default());
        j.key("text")
            .string(&self.game.end_text().unwrap_or_default());
        j.close();
    }

    /// The declared *end*: `{kind: "resign" | "flag", color}`, `{kind: "draw"}`, `{kind:
    /// "abort"}`, or the host's `{kind: "host", result, reason}`; `null` when there is none.
    fn end_json(&self, j: &mut Json) {
        let Some(d) = self.game.declared() else {
            j.null();
            return;
        };
        let (kind, color) = match d {
            Declared::Resignation(c) => ("resign", Some(c)),
            Declared::Flag(c) => ("flag", Some(c)),
            Declared::Agreement => ("draw", None),
            Declared::Abort => ("abort", None),
            // Replayed through `end_by(result, "abandonment")`, which records it again as such.
            Declared::Host | Declared::Abandonment(_) => ("host", None),
        };
        j.open();
        j.key("kind").string(kind);
        if let Some(c) = color {
            j.key("color").char(c.char());
        }
        if matches!(d, Declared::Host | Declared::Abandonment(_)) {
            if let Some(o) = self.game.outcome() {
                j.key("result").string(o.result());
            }
            if let Some(reason) = self.game.end_reason() {
                j.key("reason").string(&reason);
            }
        }
        j.close();
    }
}

#[wasm_bindgen(js_class = Game)]
impl WasmGame {
    /// `new Game(fen?)`: a game from `fen`, or from the start position when `fen` is
    /// `undefined`, `null` or empty.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] fen: JsValue,
    ) -> Result<WasmGame, JsValue> {
        let fen = opt_str_arg(&fen, "the FEN")?;
        let game = match fen.as_deref().map(str::trim) {
            None | Some("") => Game::default(),
            Some(text) => Game::from_fen(text).map_err(fen_error)?,
        };
        Ok(WasmGame::wrap(game))
    }

    /// The current FEN.
    pub fn fen(&self) -> String {
        write_fen(self.game.position())
    }

    /// The start position's FEN.
    #[wasm_bindgen(js_name = startFen)]
    pub fn start_fen(&self) -> String {
        write_fen(self.game.start())
    }

    /// `"w"` or `"b"`.
    pub fn turn(&self) -> String {
        self.game.position().turn().char().to_string()
    }

    /// Half-moves played.
    pub fn ply(&self) -> usize {
        self.game.ply()
    }

    /// Whether there is something to undo.
    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(&self) -> bool {
        self.game.can_undo()
    }

    /// Whether there is something to redo.
    #[wasm_bindgen(js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        self.game.can_redo()
    }

    /// The pieces of the current position: `{square, board, piece}`.
    pub fn pieces(&self) -> Result<JsValue, JsValue> {
        let mut j = Json::new();
        pieces_json(&mut j, self.game.position());
        j.into_js()
    }

    /// The legal moves (none once the game is over).
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Result<JsValue, JsValue> {
        let mut j = Json::new();
        j.open_list();
        if self.game.outcome().is_none() {
            let pos = self.game.position();
            let legal = pos.legal_moves();
            for &m in legal.iter() {
                j.open();
                move_fields(&mut j, pos, m, &legal);
                j.close();
            }
        }
        j.close_list();
        j.into_js()
    }

    /// Plays a move written in any accepted notation and returns its history entry (the move,
    /// `fenAfter`, `check`, `number`, `color`, `ply`); on error the game is unchanged.
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<JsValue, JsValue> {
        let text = str_arg(&text, "the move")?;
        self.game.play_text(&text).map_err(|e| {
            let error = errors::thrown(e.problem());
            if let Some(why) = self.game.explain_text(&text) {
                let refusal = refusal::refusal_js(&why);
                let _ = js_sys::Reflect::set(&error, &JsValue::from_str("refusal"), &refusal);
            }
            error
        })?;
        self.sync_entries();
        match self.entries.last() {
            Some(entry) => json::parse(entry),
            None => Err(err("no move was played")),
        }
    }

    /// `explain(from, to, promotion?)`: why the move `from` → `to` cannot be played (a
    /// *refusal*: `{label: "Qd4", code: "taken", args: ["d4", "B"]}`), or `null` when it can
    /// (any promotion piece will do when `promotion` is omitted; a king dropped on its own rook
    /// castles). `from` and `to` are squares (`"e2"`), `promotion` `"q"`, `"r"`, `"b"` or `"n"`.
    #[wasm_bindgen(unchecked_return_type = "Refusal | null")]
    pub fn explain(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] from: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] to: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] promotion: JsValue,
    ) -> Result<JsValue, JsValue> {
        let from = square_arg(&from, "the from-square")?;
        let to = square_arg(&to, "the to-square")?;
        let promotion = match opt_str_arg(&promotion, "the promotion piece")? {
            None => None,
            Some(text) => Some(promotion_arg(&text)?),
        };
        Ok(self
            .game
            .explain(from, to, promotion)
            .map_or(JsValue::NULL, |why| refusal::refusal_js(&why)))
    }

    /// `premoveDests()`: where the side not to move could premove, by from-square —
    /// `{g8: ["f6", "h6", "e7"], …}` (see [`crate::premove`]); `{}` once the game is over.
    #[wasm_bindgen(js_name = premoveDests, unchecked_return_type = "Record<string, string[]>")]
    pub fn premove_dests(&self) -> Result<JsValue, JsValue> {
        let mut j = Json::new();
        j.open();
        if self.game.outcome().is_none() {
            for (from, dests) in crate::premove::premove_dests(self.game.position()) {
                j.key(&from.to_string()).open_list();
                for to in dests {
                    square_json(&mut j, to);
                }
                j.close_list();
            }
        }
        j.close();
        j.into_js()
    }

    /// Takes back a declared ending or the last move.
    pub fn undo(&mut self) -> bool {
        let undone = self.game.undo();
        self.sync_entries();
        undone
    }

    /// Replays the last undone move.
    pub fn redo(&mut self) -> bool {
        let redone = self.game.redo();
        self.sync_entries();
        redone
    }

    /// The history entries of the moves played (kept as the moves are played).
    pub fn history(&self) -> Result<JsValue, JsValue> {
        let mut j = Json::new();
        j.open_list();
        for entry in &self.entries {
            j.raw(entry);
        }
        j.close_list();
        j.into_js()
    }

    /// `snapshot(ply?)`: everything a view draws for the position after `ply` half-moves (the
    /// current one when `ply` is `undefined` or `null`): `{ply, gamePly, live, fen, turn,
    /// fullmove, pieces, check, lastMove, dests, outcome, end, canUndo, canRedo}` (see the module
    /// docs). Throws when `ply` is not a whole number of at least 0 or past the game's end.
    pub fn snapshot(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "number | null")] ply: JsValue,
    ) -> Result<JsValue, JsValue> {
        let (ply, pos) = self.position_arg(&ply)?;
        let game_ply = self.game.ply();
        let live = ply == game_ply;
        let mut j = Json::new();
        j.open();
        j.key("ply").int(ply as i64);
        j.key("gamePly").int(game_ply as i64);
        j.key("live").bool(live);
        j.key("fen").string(&write_fen(pos));
        j.key("turn").char(pos.turn().char());
        j.key("fullmove").int(pos.fullmove_number().into());
        pieces_json(j.key("pieces"), pos);
        check_json(j.key("check"), pos);
        self.entry_before(j.key("lastMove"), ply);
        if live && self.game.outcome().is_none() {
            dests_json(j.key("dests"), pos);
        } else {
            j.key("dests").open().close();
        }
        self.outcome_json(j.key("outcome"));
        self.end_json(j.key("end"));
        j.key("canUndo").bool(self.game.can_undo());
        j.key("canRedo").bool(self.game.can_redo());
        j.close();
        j.into_js()
    }

    /// Side to move, check, the outcome if the game is over, and how it was declared (`end`).
    pub fn status(&self) -> Result<JsValue, JsValue> {
        let pos = self.game.position();
        let mut j = Json::new();
        j.open();
        j.key("turn").char(pos.turn().char());
        check_fields(&mut j, pos);
        self.outcome_json(j.key("outcome"));
        self.end_json(j.key("end"));
        j.close();
        j.into_js()
    }

    /// `positionAt(ply?)`: the position after `ply` half-moves (0 = start; the current one when
    /// `undefined` or `null`) with the move that led there: `{fen, turn, pieces, check,
    /// checkSquare, checkBoard, lastMove}`. Throws like `snapshot`.
    #[wasm_bindgen(js_name = positionAt)]
    pub fn position_at(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "number | null")] ply: JsValue,
    ) -> Result<JsValue, JsValue> {
        let (ply, pos) = self.position_arg(&ply)?;
        let mut j = Json::new();
        j.open();
        j.key("fen").string(&write_fen(pos));
        j.key("turn").char(pos.turn().char());
        pieces_json(j.key("pieces"), pos);
        check_fields(&mut j, pos);
        self.entry_before(j.key("lastMove"), ply);
        j.close();
        j.into_js()
    }

    /// `color` (`"w"` or `"b"`) resigns.
    pub fn resign(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] color: JsValue,
    ) -> Result<(), JsValue> {
        let color = color_arg(&color, "the colour that resigns")?;
        self.game.resign(color).map_err(game_error)
    }

    /// Both players agree to a draw.
    #[wasm_bindgen(js_name = agreeDraw)]
    pub fn agree_draw(&mut self) -> Result<(), JsValue> {
        self.game.agree_draw().map_err(game_error)
    }

    /// The players abandon the game before it really began: no winner, result `*`, reason
    /// `aborted`, end `{kind: "abort"}`; `undo()` takes it back like a resignation. Throws when
    /// the game is over.
    pub fn abort(&mut self) -> Result<(), JsValue> {
        self.game.abort().map_err(game_error)
    }

    /// `endBy(result, reason)`: the host (a game server) ends the game with `result` (`"1-0"`,
    /// `"0-1"`, `"1/2-1/2"` or `"*"`) for `reason` in its words (at most 80 characters); the usual
    /// reasons (`resignation`, `time`, `agreement`, `abort`) are recorded as those endings, any
    /// other as `end {kind: "host", result, reason}` with outcome `reason` the host's words (see
    /// [`Game::end_by`]). Undone like a resignation. Throws a `TypeError` for a non-string, an
    /// `Error` for a bad result or reason or a game already over (the game unchanged).
    #[wasm_bindgen(js_name = endBy)]
    pub fn end_by(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] result: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] reason: JsValue,
    ) -> Result<(), JsValue> {
        let result = str_arg(&result, "the result")?;
        let reason = str_arg(&reason, "the reason")?;
        self.game.end_by(&result, &reason).map_err(game_error)
    }

    /// `color`'s clock ran out (a loss, or a draw if the opponent has only a king).
    pub fn flag(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] color: JsValue,
    ) -> Result<(), JsValue> {
        let color = color_arg(&color, "the colour whose clock ran out")?;
        self.game.flag(color).map_err(game_error)
    }
}

/// `perft(fen, depth)`: the perft leaf count (for benchmarks); `depth` a whole number, at most 8.
#[wasm_bindgen]
pub fn perft(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] depth: JsValue,
) -> Result<f64, JsValue> {
    let fen = str_arg(&fen, "the FEN")?;
    let depth = match opt_count_arg(&depth, "the perft depth")? {
        Some(d) if d <= 8 => d as u32,
        Some(_) => return Err(err("perft depth must be at most 8")),
        None => return Err(type_error("the perft depth", "a whole number", &depth)),
    };
    let pos = parse_fen(fen.trim()).map_err(fen_error)?;
    Ok(perft_count(&pos, depth) as f64)
}

/// `validateFen(fen)`: the FEN normalised; throws with the reason otherwise.
#[wasm_bindgen(js_name = validateFen)]
pub fn validate_fen(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
) -> Result<String, JsValue> {
    let fen = str_arg(&fen, "the FEN")?;
    parse_fen(fen.trim())
        .map(|p| write_fen(&p))
        .map_err(fen_error)
}

/// `splitMoves(text)`: a move list split into its moves, move numbers and a result skipped
/// (`"1.e4 e5 2.Nf3 *"` → `["e4", "e5", "Nf3"]`); see [`crate::pgn::split_moves`].
#[wasm_bindgen(js_name = splitMoves, unchecked_return_type = "string[]")]
pub fn split_moves(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<JsValue, JsValue> {
    let text = str_arg(&text, "the move list")?;
    let mut j = Json::new();
    j.strings(&crate::pgn::split_moves(&text));
    j.into_js()
}

/// The crate version.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

// PGN in and out: `pgn()`, `Game.fromPgn`, `Game.pgnTags`, `pgnGames`.
mod pgn;

// Refusals as plain objects: `explain()`, `play()`'s error.
mod refusal;

// The values returned to JS, as JSON text.
mod json;

// The move tree: `GameTree`.
mod tree;
// Errors as plain objects: the `problem` of a thrown `Error`.
mod errors;

#[cfg(feature = "live-js")]
mod live;

// The problem solver: `solveProblem`, in the solver's wasm only.
#[cfg(feature = "solve-js")]
mod solve;

// The computer player: `Engine`.
mod engine;
