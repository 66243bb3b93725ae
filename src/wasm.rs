//! The JavaScript boundary: the only module that knows wasm-bindgen.
//!
//! One opaque [`WasmGame`] handle (exported to JS as `Game`) over [`crate::Game`], plus a few
//! free functions. Every fallible method returns `Result<_, JsError>` carrying the core's error
//! message; values cross as plain JS objects (via serde-wasm-bindgen), `null` for "none".

use crate::fen::{parse_fen, write_fen};
use crate::game::Game;
use crate::moves::{Move, MoveKind};
use crate::perft::perft as perft_count;
use crate::position::Position;
use crate::san::{write_move, Notation};
use crate::square::Square;
use crate::types::{Board, Color};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    let serializer = serde_wasm_bindgen::Serializer::new()
        .serialize_missing_as_null(true)
        .serialize_maps_as_objects(true);
    value
        .serialize(&serializer)
        .map_err(|e| JsError::new(&e.to_string()))
}

fn err(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

fn parse_color(color: &str) -> Result<Color, JsError> {
    match color {
        "w" | "white" => Ok(Color::White),
        "b" | "black" => Ok(Color::Black),
        other => Err(err(format!("unknown colour '{other}': use \"w\" or \"b\""))),
    }
}

fn board_str(board: Board) -> &'static str {
    match board {
        Board::A => "A",
        Board::B => "B",
    }
}

/// A piece on the board, as JS sees it.
#[derive(Serialize)]
struct PieceView {
    square: String,
    board: &'static str,
    piece: String,
}

/// A move with everything the page needs to draw and describe it.
#[derive(Serialize, Clone)]
#[serde(rename_all = "camelCase")]
struct MoveView {
    uci: String,
    from: String,
    to: String,
    from_board: &'static str,
    to_board: &'static str,
    piece: String,
    captured: Option<String>,
    captured_square: Option<String>,
    promotion: Option<String>,
    castle: Option<&'static str>,
    rook_from: Option<String>,
    rook_to: Option<String>,
    en_passant: bool,
    alice: String,
    san: String,
}

impl MoveView {
    fn new(pos: &Position, m: Move) -> MoveView {
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
        let (castle, rook_from, rook_to) = match m.kind {
            MoveKind::CastleShort | MoveKind::CastleLong => {
                let short = m.kind == MoveKind::CastleShort;
                let rank = m.from.rank();
                let (from_file, to_file) = if short { (7, 5) } else { (0, 3) };
                (
                    Some(if short { "O-O" } else { "O-O-O" }),
                    Some(Square::from_coords(from_file, rank).to_string()),
                    Some(Square::from_coords(to_file, rank).to_string()),
                )
            }
            _ => (None, None, None),
        };
        MoveView {
            uci: m.uci(),
            from: m.from.to_string(),
            to: m.to.to_string(),
            from_board: board_str(board),
            to_board: board_str(board.other()),
            piece,
            captured,
            captured_square: captured_square.map(|s| s.to_string()),
            promotion: m
                .promotion()
                .map(|r| r.letter_a().to_ascii_lowercase().to_string()),
            castle,
            rook_from,
            rook_to,
            en_passant: m.kind == MoveKind::EnPassant,
            alice: write_move(pos, m, Notation::Alice),
            san: write_move(pos, m, Notation::San),
        }
    }
}

/// A move of the game's history.
#[derive(Serialize, Clone)]
#[serde(rename_all = "camelCase")]
struct HistoryView {
    #[serde(flatten)]
    mv: MoveView,
    fen_after: String,
    check: bool,
    number: u32,
    color: char,
    /// 1 for the first move of the game.
    ply: usize,
}

impl HistoryView {
    /// The entry of the move `m` played from `before` as the game's `ply`-th half-move.
    fn new(before: &Position, m: Move, ply: usize) -> HistoryView {
        let mut after = *before;
        after.play_unchecked(m);
        HistoryView {
            mv: MoveView::new(before, m),
            fen_after: write_fen(&after),
            check: after.is_check(),
            number: before.fullmove_number(),
            color: before.turn().char(),
            ply,
        }
    }
}

/// A legal destination of a piece, for the board.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct DestView {
    to: String,
    uci: String,
    to_board: &'static str,
    promotion: Option<String>,
}

/// A square of a king in check.
#[derive(Serialize)]
struct CheckView {
    square: String,
    board: &'static str,
}

/// An ending the players declared: `{kind: "resign" | "flag", color}` or `{kind: "draw"}`.
#[derive(Serialize)]
struct EndView {
    kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    color: Option<char>,
}

/// Everything a view draws for one position of a game.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SnapshotView {
    ply: usize,
    game_ply: usize,
    live: bool,
    fen: String,
    turn: char,
    fullmove: u32,
    pieces: Vec<PieceView>,
    check: Option<CheckView>,
    last_move: Option<MoveView>,
    /// From-square → destinations (insertion-ordered pairs, serialised as an object).
    dests: DestMap,
    outcome: Option<OutcomeView>,
    end: Option<EndView>,
    can_undo: bool,
    can_redo: bool,
}

/// Legal destinations grouped by from-square, serialised as a JS object.
struct DestMap(Vec<(String, Vec<DestView>)>);

impl Serialize for DestMap {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (from, dests) in &self.0 {
            map.serialize_entry(from, dests)?;
        }
        map.end()
    }
}

/// A position to draw: pieces, check, and the move that led to it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PositionView {
    fen: String,
    turn: char,
    pieces: Vec<PieceView>,
    check: bool,
    check_square: Option<String>,
    check_board: Option<&'static str>,
    last_move: Option<MoveView>,
}

/// How the game ended.
#[derive(Serialize, Clone)]
struct OutcomeView {
    result: &'static str,
    winner: Option<char>,
    reason: &'static str,
    text: String,
}

/// The game's state for the status line.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StatusView {
    turn: char,
    check: bool,
    check_square: Option<String>,
    check_board: Option<&'static str>,
    outcome: Option<OutcomeView>,
    end: Option<EndView>,
}

fn pieces_of(pos: &Position) -> Vec<PieceView> {
    pos.occupied()
        .filter_map(|sq| {
            pos.piece_at(sq).map(|(p, b)| PieceView {
                square: sq.to_string(),
                board: board_str(b),
                piece: p.code(),
            })
        })
        .collect()
}

fn check_of(pos: &Position) -> (bool, Option<String>, Option<&'static str>) {
    if pos.is_check() {
        let (sq, board) = pos.king(pos.turn());
        (true, Some(sq.to_string()), Some(board_str(board)))
    } else {
        (false, None, None)
    }
}

/// An Alice chess game (exported to JavaScript as `Game`).
#[wasm_bindgen(js_name = Game)]
pub struct WasmGame {
    game: Game,
    /// The history entries of the moves played, kept as they are played (never rebuilt).
    entries: Vec<HistoryView>,
}

impl WasmGame {
    fn wrap(game: Game) -> WasmGame {
        let entries = (0..game.ply())
            .filter_map(|i| {
                Some(HistoryView::new(
                    game.position_at(i)?,
                    game.moves()[i],
                    i + 1,
                ))
            })
            .collect();
        WasmGame { game, entries }
    }

    /// Bring the cached entries in line after an undo or a redo.
    fn sync_entries(&mut self) {
        let ply = self.game.ply();
        self.entries.truncate(ply);
        while self.entries.len() < ply {
            let i = self.entries.len();
            match self.game.position_at(i) {
                Some(before) => {
                    self.entries
                        .push(HistoryView::new(before, self.game.moves()[i], i + 1))
                }
                None => break,
            }
        }
    }

    fn outcome_view(&self) -> Option<OutcomeView> {
        self.game.outcome().map(|o| OutcomeView {
            result: o.result(),
            winner: o.winner().map(Color::char),
            reason: o.reason(),
            text: o.to_string(),
        })
    }

    fn end_view(&self) -> Option<EndView> {
        use crate::game::Declared;
        self.game.declared().map(|d| match d {
            Declared::Resignation(c) => EndView {
                kind: "resign",
                color: Some(c.char()),
            },
            Declared::Flag(c) => EndView {
                kind: "flag",
                color: Some(c.char()),
            },
            Declared::Agreement => EndView {
                kind: "draw",
                color: None,
            },
        })
    }
}

/// A ply given from JS: `undefined`/`null` → `None`; otherwise a whole number ≥ 0.
fn ply_arg(value: &JsValue) -> Result<Option<usize>, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    match value.as_f64() {
        Some(n) if n >= 0.0 && n.fract() == 0.0 && n < 1e9 => Ok(Some(n as usize)),
        _ => Err(err("the ply must be a whole number of at least 0")),
    }
}

/// A string given from JS, or an error naming what it should have been.
fn str_arg(value: &JsValue, what: &str) -> Result<String, JsError> {
    value
        .as_string()
        .ok_or_else(|| err(format!("{what} must be a string")))
}

#[wasm_bindgen(js_class = Game)]
impl WasmGame {
    /// A new game from `fen`, or from the start position when `fen` is missing or empty.
    #[wasm_bindgen(constructor)]
    pub fn new(fen: Option<String>) -> Result<WasmGame, JsError> {
        let game = match fen.as_deref().map(str::trim) {
            None | Some("") => Game::default(),
            Some(text) => Game::from_fen(text).map_err(err)?,
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
    pub fn pieces(&self) -> Result<JsValue, JsError> {
        to_js(&pieces_of(self.game.position()))
    }

    /// The legal moves (none once the game is over).
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Result<JsValue, JsError> {
        if self.game.outcome().is_some() {
            return to_js(&Vec::<MoveView>::new());
        }
        let pos = self.game.position();
        let moves: Vec<MoveView> = pos
            .legal_moves()
            .iter()
            .map(|&m| MoveView::new(pos, m))
            .collect();
        to_js(&moves)
    }

    /// Plays a move written in any accepted notation and returns its history entry (the move,
    /// `fenAfter`, `check`, `number`, `color`, `ply`); on error the game is unchanged.
    pub fn play(&mut self, text: JsValue) -> Result<JsValue, JsError> {
        let text = str_arg(&text, "a move")?;
        let before = *self.game.position();
        let m = self.game.play_text(&text).map_err(err)?;
        let entry = HistoryView::new(&before, m, self.game.ply());
        let out = to_js(&entry);
        self.entries.push(entry);
        out
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

    /// The moves played, with the FEN after each (kept as the moves are played).
    pub fn history(&self) -> Result<JsValue, JsError> {
        to_js(&self.entries)
    }

    /// Everything a view draws for the position after `ply` half-moves (the current one when
    /// `ply` is `undefined` or `null`): `{ply, gamePly, live, fen, turn, fullmove, pieces, check,
    /// lastMove, dests, outcome, end, canUndo, canRedo}`. `dests` holds the legal moves by
    /// from-square (`{e2: [{to, uci, toBoard, promotion}]}`) for the live position of a game still
    /// going on, and is empty otherwise. Throws when `ply` is not a whole number of the game.
    pub fn snapshot(&self, ply: JsValue) -> Result<JsValue, JsError> {
        let game_ply = self.game.ply();
        let ply = ply_arg(&ply)?.unwrap_or(game_ply);
        let pos = self.game.position_at(ply).ok_or_else(|| {
            err(format!(
                "no position at ply {ply}: the game has {game_ply} half-moves"
            ))
        })?;
        let live = ply == game_ply;
        let outcome = self.outcome_view();
        let mut dests: Vec<(String, Vec<DestView>)> = Vec::new();
        if live && outcome.is_none() {
            for m in pos.legal_moves().iter() {
                let board = pos.board_of(m.from);
                let dest = DestView {
                    to: m.to.to_string(),
                    uci: m.uci(),
                    to_board: board_str(board.other()),
                    promotion: m
                        .promotion()
                        .map(|r| r.letter_a().to_ascii_lowercase().to_string()),
                };
                let from = m.from.to_string();
                match dests.iter_mut().find(|(f, _)| *f == from) {
                    Some((_, list)) => list.push(dest),
                    None => dests.push((from, vec![dest])),
                }
            }
        }
        let check = pos.is_check().then(|| {
            let (sq, board) = pos.king(pos.turn());
            CheckView {
                square: sq.to_string(),
                board: board_str(board),
            }
        });
        to_js(&SnapshotView {
            ply,
            game_ply,
            live,
            fen: write_fen(pos),
            turn: pos.turn().char(),
            fullmove: pos.fullmove_number(),
            pieces: pieces_of(pos),
            check,
            last_move: ply
                .checked_sub(1)
                .and_then(|i| self.entries.get(i))
                .map(|e| e.mv.clone()),
            dests: DestMap(dests),
            outcome,
            end: self.end_view(),
            can_undo: self.game.can_undo(),
            can_redo: self.game.can_redo(),
        })
    }

    /// Side to move, check, the outcome if the game is over, and how it was declared (`end`).
    pub fn status(&self) -> Result<JsValue, JsError> {
        let pos = self.game.position();
        let (check, check_square, check_board) = check_of(pos);
        to_js(&StatusView {
            turn: pos.turn().char(),
            check,
            check_square,
            check_board,
            outcome: self.outcome_view(),
            end: self.end_view(),
        })
    }

    /// The position after `ply` half-moves (0 = start) with the move that led there.
    #[wasm_bindgen(js_name = positionAt)]
    pub fn position_at(&self, ply: JsValue) -> Result<JsValue, JsError> {
        let ply = ply_arg(&ply)?.ok_or_else(|| err("positionAt needs a ply"))?;
        let pos = self.game.position_at(ply).ok_or_else(|| {
            err(format!(
                "no position at ply {ply}: the game has {} half-moves",
                self.game.ply()
            ))
        })?;
        let last_move = match ply {
            0 => None,
            _ => self
                .game
                .position_at(ply - 1)
                .map(|before| MoveView::new(before, self.game.moves()[ply - 1])),
        };
        let (check, check_square, check_board) = check_of(pos);
        to_js(&PositionView {
            fen: write_fen(pos),
            turn: pos.turn().char(),
            pieces: pieces_of(pos),
            check,
            check_square,
            check_board,
            last_move,
        })
    }

    /// `color` (`"w"` or `"b"`) resigns.
    pub fn resign(&mut self, color: JsValue) -> Result<(), JsError> {
        let color = parse_color(&str_arg(&color, "the colour")?)?;
        self.game.resign(color).map_err(err)
    }

    /// Both players agree to a draw.
    #[wasm_bindgen(js_name = agreeDraw)]
    pub fn agree_draw(&mut self) -> Result<(), JsError> {
        self.game.agree_draw().map_err(err)
    }

    /// `color`'s clock ran out (a loss, or a draw if the opponent has only a king).
    pub fn flag(&mut self, color: JsValue) -> Result<(), JsError> {
        let color = parse_color(&str_arg(&color, "the colour")?)?;
        self.game.flag(color).map_err(err)
    }
}

/// Perft leaf count (for benchmarks); depth at most 8.
#[wasm_bindgen]
pub fn perft(fen: &str, depth: u32) -> Result<f64, JsError> {
    if depth > 8 {
        return Err(err("perft depth must be at most 8"));
    }
    let pos = parse_fen(fen.trim()).map_err(err)?;
    Ok(perft_count(&pos, depth) as f64)
}

/// Validates a FEN and returns it normalised; throws with the reason otherwise.
#[wasm_bindgen(js_name = validateFen)]
pub fn validate_fen(fen: &str) -> Result<String, JsError> {
    parse_fen(fen.trim()).map(|p| write_fen(&p)).map_err(err)
}

/// Splits a move list into its moves (numbers and a result skipped); see
/// [`crate::pgn::split_moves`].
#[wasm_bindgen(js_name = splitMoves)]
pub fn split_moves(text: JsValue) -> Result<Vec<String>, JsError> {
    Ok(crate::pgn::split_moves(&str_arg(&text, "the move list")?))
}

/// The crate version.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// PGN in and out (see [`crate::pgn`]).
#[wasm_bindgen(js_class = Game)]
impl WasmGame {
    /// The game as PGN. `options` (optional): `{notation: "alice" | "san", tags: {White: "…", …}}`
    /// (`tags` may also be an array of `[name, value]` pairs); Alice notation by default. The
    /// `Result`, `Variant`, `SetUp`, `FEN` and `Termination` tags come from the game.
    pub fn pgn(&self, options: JsValue) -> Result<String, JsError> {
        let (notation, tags) = pgn_options(&options)?;
        Ok(crate::pgn::write_pgn(&self.game, &tags, notation))
    }

    /// Reads the first game of a PGN text (either notation, either FEN dialect). Throws an
    /// `Error` naming the line, move number and token that failed; nothing else changes.
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(text: &str) -> Result<WasmGame, JsError> {
        let read = crate::pgn::read_pgn(text).map_err(err)?;
        Ok(WasmGame::wrap(read.game))
    }

    /// The tags of the first game of a PGN text as `[[name, value], …]` in order (pass them back
    /// to `pgn({tags})`); throws like `fromPgn`.
    #[wasm_bindgen(js_name = pgnTags)]
    pub fn pgn_tags(text: &str) -> Result<JsValue, JsError> {
        let read = crate::pgn::read_pgn(text).map_err(err)?;
        let pairs: Vec<(&str, &str)> = read.tags.iter().collect();
        to_js(&pairs)
    }
}

/// Reads `{notation, tags}` for [`WasmGame::pgn`]; `undefined` / `null` give the defaults.
fn pgn_options(options: &JsValue) -> Result<(Notation, crate::pgn::PgnTags), JsError> {
    use wasm_bindgen::JsCast;
    let mut tags = crate::pgn::PgnTags::new();
    if options.is_undefined() || options.is_null() {
        return Ok((Notation::Alice, tags));
    }
    if !options.is_object() {
        return Err(err("PGN options must be an object {notation, tags}"));
    }
    let get = |key: &str| {
        js_sys::Reflect::get(options, &JsValue::from_str(key))
            .map_err(|_| err(format!("cannot read PGN option '{key}'")))
    };
    let notation = get("notation")?;
    let notation = match notation.as_string() {
        None if notation.is_undefined() || notation.is_null() => Notation::Alice,
        Some(text) if text.eq_ignore_ascii_case("alice") => Notation::Alice,
        Some(text) if text.eq_ignore_ascii_case("san") => Notation::San,
        _ => return Err(err("PGN option 'notation' must be \"alice\" or \"san\"")),
    };
    let given = get("tags")?;
    if given.is_undefined() || given.is_null() {
        return Ok((notation, tags));
    }
    let entries = if js_sys::Array::is_array(&given) {
        given.unchecked_into::<js_sys::Array>()
    } else if let Some(object) = given.dyn_ref::<js_sys::Object>() {
        js_sys::Object::entries(object)
    } else {
        return Err(err("PGN option 'tags' must be an object {name: value}"));
    };
    for entry in entries.iter() {
        let pair = entry
            .dyn_ref::<js_sys::Array>()
            .ok_or_else(|| err("each PGN tag must be a [name, value] pair"))?;
        let name = pair
            .get(0)
            .as_string()
            .ok_or_else(|| err("a PGN tag name must be a string"))?;
        let value = pair.get(1);
        let value = value
            .as_string()
            .or_else(|| {
                // Whole numbers only: formatting floats would pull ~13 KB into the wasm.
                value
                    .as_f64()
                    .filter(|n| n.fract() == 0.0 && n.abs() < 1e15)
                    .map(|n| (n as i64).to_string())
            })
            .ok_or_else(|| {
                err(format!(
                    "PGN tag '{name}' must be a string or a whole number"
                ))
            })?;
        tags.set(name, value);
    }
    Ok((notation, tags))
}

// ----- the computer player (search) --------------------------------------------------------

/// Options of [`WasmEngine::best_move`], from a plain JS object (every field optional).
#[derive(serde::Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct SearchOptions {
    movetime_ms: Option<f64>,
    depth: Option<u32>,
    nodes: Option<f64>,
    level: Option<u8>,
    seed: Option<f64>,
    /// FENs of the game's earlier positions, oldest first (for repetitions).
    history: Vec<String>,
}

/// What [`WasmEngine::best_move`] returns.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BestMoveView {
    uci: Option<String>,
    alice: Option<String>,
    san: Option<String>,
    /// Centipawns from the side to move's view; a mate is ±(100000 − moves).
    score: i32,
    /// Moves to mate (negative: the side to move is mated), or null.
    mate: Option<i32>,
    depth: u32,
    nodes: f64,
    time_ms: f64,
    nps: f64,
    pv: Vec<String>,
    pv_alice: Vec<String>,
}

/// The computer player, exported to JS as `Engine`: one search at a time, synchronous (run it in
/// a Web Worker). The transposition table is allocated once and carries over between moves.
#[wasm_bindgen(js_name = Engine)]
pub struct WasmEngine {
    searcher: crate::search::Searcher,
}

#[wasm_bindgen(js_class = Engine)]
impl WasmEngine {
    /// `new Engine(hashMb?)`: an engine with a transposition table of `hashMb` MB (default 16).
    #[wasm_bindgen(constructor)]
    pub fn new(hash_mb: Option<u32>) -> WasmEngine {
        let mb = hash_mb.unwrap_or(16).clamp(1, 1024) as usize;
        WasmEngine {
            searcher: crate::search::Searcher::new(mb, Box::new(js_sys::Date::now)),
        }
    }

    /// `bestMove(fen, {movetimeMs, depth, nodes, level, seed, history})` →
    /// `{uci, alice, san, score, mate, depth, nodes, timeMs, nps, pv, pvAlice}` (`uci` null when
    /// the position has no legal move). Without limits: 1000 ms. Throws on a bad FEN or options.
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(&mut self, fen: &str, options: JsValue) -> Result<JsValue, JsError> {
        let pos = parse_fen(fen).map_err(err)?;
        let opts: SearchOptions = if options.is_undefined() || options.is_null() {
            SearchOptions::default()
        } else {
            serde_wasm_bindgen::from_value(options).map_err(err)?
        };
        let mut history = Vec::with_capacity(opts.history.len());
        for f in &opts.history {
            history.push(parse_fen(f).map_err(err)?.repetition_key());
        }
        let mut limits = crate::search::Limits {
            movetime_ms: opts.movetime_ms.filter(|t| *t > 0.0),
            depth: opts.depth.filter(|d| *d > 0),
            nodes: opts.nodes.filter(|n| *n >= 1.0).map(|n| n as u64),
            level: opts
                .level
                .unwrap_or(crate::search::MAX_LEVEL)
                .clamp(1, crate::search::MAX_LEVEL),
            seed: opts.seed.map_or(0, |s| s.abs() as u64),
        };
        if limits.movetime_ms.is_none() && limits.depth.is_none() && limits.nodes.is_none() {
            limits.movetime_ms = Some(1000.0);
        }
        let result = self.searcher.search(&pos, &history, &limits, &mut |_| {});
        let (score, mate) = match result.score {
            crate::search::Score::Cp(cp) => (cp, None),
            crate::search::Score::Mate(n) if n > 0 => (100_000 - n, Some(n)),
            crate::search::Score::Mate(n) => (-100_000 - n, Some(n)),
        };
        let mut pv = Vec::new();
        let mut pv_alice = Vec::new();
        let mut line = pos;
        for &m in &result.pv {
            if !line.is_legal(m) {
                break;
            }
            pv.push(m.uci());
            pv_alice.push(write_move(&line, m, Notation::Alice));
            line.play_unchecked(m);
        }
        to_js(&BestMoveView {
            uci: result.best.map(|m| m.uci()),
            alice: result.best.map(|m| write_move(&pos, m, Notation::Alice)),
            san: result.best.map(|m| write_move(&pos, m, Notation::San)),
            score,
            mate,
            depth: result.depth,
            nodes: result.nodes as f64,
            time_ms: result.time_ms,
            nps: result.nodes as f64 * 1000.0 / result.time_ms.max(1.0),
            pv,
            pv_alice,
        })
    }

    /// The static evaluation of a position in centipawns, from the side to move's view.
    pub fn evaluate(&self, fen: &str) -> Result<i32, JsError> {
        let pos = parse_fen(fen).map_err(err)?;
        Ok(self.searcher.evaluate(&pos))
    }

    /// Forgets what earlier searches learnt (call it for a new game).
    #[wasm_bindgen(js_name = newGame)]
    pub fn new_game(&mut self) {
        self.searcher.clear();
    }
}
