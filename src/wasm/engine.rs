//! The computer player of the JS boundary (a child of `src/wasm/mod.rs`, whose module docs are the
//! API reference): `Engine` — `new Engine(hashMb?)`, `bestMove(fen, options?)`,
//! `analyse(fen, options?)`, `evaluate(fen)`, `newGame()`.

use super::json::Json;
use super::{err, opt_count_arg, str_arg, type_error};
use crate::fen::{parse_fen, parse_setup};
use crate::san::{write_move, write_move_both, Notation};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Options of [`WasmEngine::best_move`], from a plain JS object (every field optional).
#[derive(Default)]
struct SearchOptions {
    movetime_ms: Option<f64>,
    depth: Option<u32>,
    nodes: Option<f64>,
    level: Option<u8>,
    seed: Option<f64>,
    /// How many lines [`WasmEngine::analyse`] reports (1 … 5).
    multipv: Option<u32>,
    /// [`WasmEngine::analyse`]: the threat — the lines of the other side, as if the side to move
    /// passed.
    threat: bool,
    /// FENs of the game's earlier positions, oldest first (for repetitions).
    history: Vec<String>,
}

impl SearchOptions {
    /// Reads the fields of a plain object, each checked by hand (serde's messages would format
    /// floats, which costs the wasm ~13 KB): `undefined` / `null` leave a field unset; anything
    /// else of the wrong kind is an `Error` starting `bad search options`, except a `history`
    /// that is not an array (`TypeError`).
    fn read(options: &JsValue) -> Result<SearchOptions, JsValue> {
        let get = |key: &str| {
            js_sys::Reflect::get(options, &JsValue::from_str(key))
                .map_err(|_| err(format!("bad search options: cannot read '{key}'")))
        };
        let bad = |key: &str, expected: &str| {
            err(format!("bad search options: '{key}' must be {expected}"))
        };
        let number = |key: &str| -> Result<Option<f64>, JsValue> {
            let value = get(key)?;
            if value.is_undefined() || value.is_null() {
                return Ok(None);
            }
            match value.as_f64() {
                Some(n) if n.is_finite() => Ok(Some(n)),
                _ => Err(bad(key, "a number")),
            }
        };
        let whole = |key: &str, max: f64| -> Result<Option<f64>, JsValue> {
            match number(key)? {
                Some(n) if n < 0.0 || n > max || n.fract() != 0.0 => {
                    Err(bad(key, "a whole number of at least 0"))
                }
                n => Ok(n),
            }
        };
        let history = get("history")?;
        let history = if history.is_undefined() || history.is_null() {
            Vec::new()
        } else if js_sys::Array::is_array(&history) {
            let list = history.unchecked_into::<js_sys::Array>();
            let mut fens = Vec::with_capacity(list.length() as usize);
            for item in list.iter() {
                fens.push(
                    item.as_string()
                        .ok_or_else(|| bad("history", "an array of FENs"))?,
                );
            }
            fens
        } else {
            return Err(type_error(
                "the search option 'history'",
                "an array of FENs",
                &history,
            ));
        };
        Ok(SearchOptions {
            movetime_ms: number("movetimeMs")?,
            depth: whole("depth", f64::from(u32::MAX))?.map(|d| d as u32),
            nodes: number("nodes")?,
            level: whole("level", 255.0)?.map(|l| l as u8),
            seed: number("seed")?,
            multipv: whole("multipv", 255.0)?.map(|n| n as u32),
            threat: get("threat")?.as_bool() == Some(true),
            history,
        })
    }
}

/// One line of a search as [`WasmEngine::best_move`] returns it (and each of
/// [`WasmEngine::analyse`]'s `lines`): `{uci, alice, san, score, mate, depth, nodes, timeMs, nps,
/// pv, pvAlice}` (`score`: centipawns from the side to move's view, a mate ±(100000 − moves);
/// `mate`: moves to mate, negative when the side to move is mated, or null; `nodes`, `timeMs`,
/// `nps`: those of the whole search).
struct Line<'a> {
    uci: Option<&'a str>,
    alice: Option<&'a str>,
    san: Option<&'a str>,
    score: crate::search::Score,
    depth: u32,
    pv: &'a [String],
    pv_alice: &'a [String],
}

impl Line<'_> {
    fn write(&self, j: &mut Json, result: &crate::search::SearchResult) {
        let (score, mate) = score_view(self.score);
        j.open();
        j.key("uci").opt_string(self.uci);
        j.key("alice").opt_string(self.alice);
        j.key("san").opt_string(self.san);
        j.key("score").int(score.into());
        match mate {
            Some(n) => j.key("mate").int(n.into()),
            None => j.key("mate").null(),
        };
        j.key("depth").int(self.depth.into());
        search_counts(j, result);
        j.key("pv").strings(self.pv);
        j.key("pvAlice").strings(self.pv_alice);
        j.close();
    }
}

/// `nodes`, `timeMs` and `nps` of a whole search.
fn search_counts(j: &mut Json, result: &crate::search::SearchResult) {
    let nodes = result.nodes as f64;
    j.key("nodes").number(nodes);
    j.key("timeMs").number(result.time_ms);
    j.key("nps")
        .number(nodes * 1000.0 / result.time_ms.max(1.0));
}

/// A search score as the boundary writes it: centipawns, or ±(100000 − moves) with moves to mate.
fn score_view(score: crate::search::Score) -> (i32, Option<i32>) {
    match score {
        crate::search::Score::Cp(cp) => (cp, None),
        crate::search::Score::Mate(n) if n > 0 => (100_000 - n, Some(n)),
        crate::search::Score::Mate(n) => (-100_000 - n, Some(n)),
    }
}

/// A line of moves from `pos` in coordinates and in Alice notation (up to its first illegal move).
fn line_view(pos: &crate::Position, moves: &[crate::Move]) -> (Vec<String>, Vec<String>) {
    let mut pv = Vec::with_capacity(moves.len());
    let mut pv_alice = Vec::with_capacity(moves.len());
    let mut line = *pos;
    for &m in moves {
        if !line.is_legal(m) {
            break;
        }
        pv.push(m.uci());
        pv_alice.push(write_move(&line, m, Notation::Alice));
        line.play_unchecked(m);
    }
    (pv, pv_alice)
}

/// The FEN, options and limits of a search call (a search of 1000 ms when no limit is given).
fn search_setup(
    fen: &JsValue,
    options: &JsValue,
) -> Result<
    (
        crate::Position,
        Vec<u64>,
        crate::search::Limits,
        SearchOptions,
    ),
    JsValue,
> {
    let mut setup = parse_setup(&str_arg(fen, "the FEN")?).map_err(super::fen_error)?;
    let opts = if options.is_undefined() || options.is_null() {
        SearchOptions::default()
    } else if options.is_object() && !js_sys::Array::is_array(options) {
        SearchOptions::read(options)?
    } else {
        return Err(type_error(
            "the search options",
            "an object {movetimeMs, depth, nodes, level, seed, multipv, history}",
            options,
        ));
    };
    // The threat: the side to move passes (no en passant). In check it cannot: the position is
    // refused, as a FEN whose side not to move is in check.
    if opts.threat {
        setup.turn = setup.turn.other();
        setup.ep_square = None;
    }
    let pos = crate::Position::from_setup(&setup).map_err(|e| super::fen_error(e.into()))?;
    let mut history = Vec::with_capacity(opts.history.len());
    for f in &opts.history {
        history.push(parse_fen(f).map_err(super::fen_error)?.repetition_key());
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
    Ok((pos, history, limits, opts))
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
    /// `hashMb` is clamped to 1 … 1024; anything but a whole number (or `undefined` / `null`)
    /// throws.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "number | null")] hash_mb: JsValue,
    ) -> Result<WasmEngine, JsValue> {
        let mb = opt_count_arg(&hash_mb, "the hash size in MB")?.unwrap_or(16);
        Ok(WasmEngine {
            searcher: crate::search::Searcher::new(
                mb.clamp(1, 1024) as usize,
                Box::new(js_sys::Date::now),
            ),
        })
    }

    /// `bestMove(fen, {movetimeMs, depth, nodes, level, seed, history})` →
    /// `{uci, alice, san, score, mate, depth, nodes, timeMs, nps, pv, pvAlice}` (`uci` null when
    /// the position has no legal move). Without limits: 1000 ms. Throws on a bad FEN or options.
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "object | null")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        let (pos, history, limits, _) = search_setup(&fen, &options)?;
        let result = self.searcher.search(&pos, &history, &limits, &mut |_| {});
        let (pv, pv_alice) = line_view(&pos, &result.pv);
        let (alice, san) = result.best.map(|m| write_move_both(&pos, m)).unzip();
        let uci = result.best.map(|m| m.uci());
        let mut j = Json::new();
        Line {
            uci: uci.as_deref(),
            alice: alice.as_deref(),
            san: san.as_deref(),
            score: result.score,
            depth: result.depth,
            pv: &pv,
            pv_alice: &pv_alice,
        }
        .write(&mut j, &result);
        j.into_js()
    }

    /// `analyse(fen, {depth, movetimeMs, nodes, multipv, history, threat})` → `{depth, nodes, timeMs,
    /// nps, lines: [{uci, alice, score, mate, depth, pv, pvAlice, …}]}`: the best `multipv` lines (1 …
    /// 5, default 3; fewer when there are fewer moves) of the last iteration that finished them all
    /// (`depth`: its depth), sorted best first, at full strength (see `Searcher::analyse`). Called again
    /// with a greater depth it goes on where the transposition table left off (an analysis board
    /// calls it depth after depth). With `threat: true` it analyses the threat: the position as if
    /// the side to move passed (the other side to move, no en passant), whose lines are the other
    /// side's moves; there is none when the side to move is in check (refused as a FEN whose side
    /// not to move is in check: the problem `position.oppositeCheck`). Throws on a bad FEN or
    /// options.
    pub fn analyse(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "object | null")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        let (pos, history, mut limits, opts) = search_setup(&fen, &options)?;
        limits.level = crate::search::MAX_LEVEL;
        let multipv = opts.multipv.unwrap_or(3).clamp(1, 5) as usize;
        let (result, lines) = self.searcher.analyse(&pos, &history, &limits, multipv);
        let mut j = Json::new();
        j.open();
        j.key("depth")
            .int(lines.first().map_or(result.depth, |l| l.depth).into());
        search_counts(&mut j, &result);
        j.key("lines").open_list();
        for info in &lines {
            let (pv, pv_alice) = line_view(&pos, &info.pv);
            Line {
                uci: pv.first().map(String::as_str),
                alice: pv_alice.first().map(String::as_str),
                san: None,
                score: info.score,
                depth: info.depth,
                pv: &pv,
                pv_alice: &pv_alice,
            }
            .write(&mut j, &result);
        }
        j.close_list();
        j.close();
        j.into_js()
    }

    /// The static evaluation of a position in centipawns, from the side to move's view.
    pub fn evaluate(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    ) -> Result<i32, JsValue> {
        let pos = parse_fen(&str_arg(&fen, "the FEN")?).map_err(super::fen_error)?;
        Ok(self.searcher.evaluate(&pos))
    }

    /// Forgets what earlier searches learnt (call it for a new game).
    #[wasm_bindgen(js_name = newGame)]
    pub fn new_game(&mut self) {
        self.searcher.clear();
    }
}
