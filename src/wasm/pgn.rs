//! The PGN part of the JS boundary (a child of `src/wasm/mod.rs`, whose module docs are the API
//! reference): `pgn(options?)`, `Game.fromPgn(text, index?)`, `Game.pgnTags(text, index?)`,
//! `Game.pgnNote(text, index?)` and `pgnGames(text)`.

use super::json::Json;
use super::{err, opt_count_arg, str_arg, type_error, WasmGame};
use crate::pgn::games::{list_games, read_game};
use crate::san::Notation;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Game `index` (default 0) of the PGN text, both arguments checked.
fn read_indexed(text: &JsValue, index: &JsValue) -> Result<crate::pgn::PgnGame, JsValue> {
    let text = str_arg(text, "the PGN text")?;
    let index = opt_count_arg(index, "the game index")?.unwrap_or(0);
    read_game(&text, usize::try_from(index).unwrap_or(usize::MAX))
        .map_err(|e| super::errors::thrown(e.problem()))
}

#[wasm_bindgen(typescript_custom_section)]
const PGN_GAME_INFO: &str = r#"
/** One game of a PGN text, as `pgnGames` lists it. */
export interface PgnGameInfo {
  index: number;
  tags: Array<[string, string]>;
  white: string | null;
  black: string | null;
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
  event: string | null;
  date: string | null;
  plies: number;
  error: Problem | null;
}
"#;

/// Tags as `[[name, value], …]`.
pub(super) fn tags_json(j: &mut Json, tags: &crate::pgn::PgnTags) {
    j.open_list();
    for (name, value) in tags.iter() {
        j.open_list().string(name).string(value).close_list();
    }
    j.close_list();
}

/// `pgnGames(text)`: one entry per game of a PGN text, in order — `{index, tags: [[name, value],
/// …], white, black, result, event, date, plies, error}` (`white`, `black`, `event`, `date`: the
/// tags' values or `null`; `result`: `1-0`, `0-1`, `1/2-1/2` or `*`; `plies`: how many half-moves
/// the game holds; `error`: `null`, or why the game cannot be read, as a *problem* `{code, args}`
/// (see `errors.rs`) — a broken game does not hide the others). `[]` when the text holds no
/// game.
#[wasm_bindgen(js_name = pgnGames, unchecked_return_type = "PgnGameInfo[]")]
pub fn pgn_games(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<JsValue, JsValue> {
    let text = str_arg(&text, "the PGN text")?;
    let mut entries = list_games(&text);
    // A broken game's `error` is set afterwards, as a problem object (errors.rs).
    let errors: Vec<_> = entries.iter_mut().map(|e| e.error.take()).collect();
    let mut j = Json::new();
    j.open_list();
    for entry in entries {
        let tag = |name: &str| entry.tags.get(name);
        j.open();
        j.key("index").int(entry.index as i64);
        tags_json(j.key("tags"), &entry.tags);
        j.key("white").opt_string(tag("White"));
        j.key("black").opt_string(tag("Black"));
        j.key("result").string(&entry.result);
        j.key("event").opt_string(tag("Event"));
        j.key("date").opt_string(tag("Date"));
        j.key("plies").int(entry.plies as i64);
        j.key("error").opt_string(None);
        j.close();
    }
    j.close_list();
    let views = j.into_js()?;
    super::errors::set_errors(&views, &errors);
    Ok(views)
}

/// PGN in and out (see [`crate::pgn`]).
#[wasm_bindgen(js_class = Game)]
impl WasmGame {
    /// The game as PGN. `options` (optional): `{notation: "alice" | "san", tags: {White: "…", …},
    /// annotations: [{ply, nag, comment}, …]}` (`tags` may also be an array of `[name, value]`
    /// pairs); Alice notation by default. The `Result`, `Variant`, `SetUp`, `FEN` and
    /// `Termination` tags come from the game. Each annotation puts a NAG (`$4`; `nag` 0 … 255,
    /// optional) and a comment (`{…}`, optional) after the move of its `ply` (from 1, the
    /// game's first move), see [`crate::pgn::write_pgn_annotated`].
    pub fn pgn(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "object | null")] options: JsValue,
    ) -> Result<String, JsValue> {
        let (notation, tags) = pgn_options(&options)?;
        let notes = annotations(&options)?;
        Ok(crate::pgn::write_pgn_annotated(
            &self.game, &tags, notation, &notes,
        ))
    }

    /// `Game.fromPgn(text, index?)`: game `index` (from 0; the first when `undefined` or `null`)
    /// of a PGN text (either notation, either FEN dialect). Throws an `Error` naming the line,
    /// move number and token that failed, or that there is no game at that index; nothing else
    /// changes.
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number | null")] index: JsValue,
    ) -> Result<WasmGame, JsValue> {
        let read = read_indexed(&text, &index)?;
        Ok(WasmGame::wrap(read.game))
    }

    /// `Game.pgnTags(text, index?)`: the tags of game `index` (the first by default) of a PGN
    /// text as `[[name, value], …]` in order (pass them back to `pgn({tags})`); throws like
    /// `fromPgn`.
    #[wasm_bindgen(js_name = pgnTags, unchecked_return_type = "Array<[string, string]>")]
    pub fn pgn_tags(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number | null")] index: JsValue,
    ) -> Result<JsValue, JsValue> {
        let read = read_indexed(&text, &index)?;
        let mut j = Json::new();
        tags_json(&mut j, &read.tags);
        j.into_js()
    }
}

#[wasm_bindgen(typescript_custom_section)]
const PGN_RESULT_NOTE: &str = r#"
/** The movetext's result and the Result tag differ (`Game.pgnNote`): `used` is the one the game
 * was read with (the tag's, unless the rules contradict it). */
export interface PgnResultNote {
  line: number;
  tag: string;
  movetext: string;
  used: string;
}
"#;

#[wasm_bindgen(js_class = Game)]
impl WasmGame {
    /// `Game.pgnNote(text, index?)`: what a reader of game `index` (the first by default) of a
    /// PGN text should be told, or `null`: `{line, tag, movetext, used}` when its movetext ends
    /// with another result than its `Result` tag gives (see [`crate::pgn::ResultNote`]); throws
    /// like `fromPgn`.
    #[wasm_bindgen(js_name = pgnNote, unchecked_return_type = "PgnResultNote | null")]
    pub fn pgn_note(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number | null")] index: JsValue,
    ) -> Result<JsValue, JsValue> {
        let Some(note) = read_indexed(&text, &index)?.result_note else {
            return Ok(JsValue::NULL);
        };
        let mut j = Json::new();
        j.open();
        j.key("line").int(note.line as i64);
        j.key("tag").string(&note.tag);
        j.key("movetext").string(&note.movetext);
        j.key("used").string(&note.used);
        j.close();
        j.into_js()
    }
}

/// Reads `{notation, tags}` for [`WasmGame::pgn`]; `undefined` / `null` give the defaults.
pub(super) fn pgn_options(options: &JsValue) -> Result<(Notation, crate::pgn::PgnTags), JsValue> {
    let mut tags = crate::pgn::PgnTags::new();
    if options.is_undefined() || options.is_null() {
        return Ok((Notation::Alice, tags));
    }
    if !options.is_object() {
        return Err(type_error(
            "the PGN options",
            "an object {notation, tags}",
            options,
        ));
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

/// Reads the `annotations` option of [`WasmGame::pgn`]: an array of `{ply, nag, comment}`, `ply`
/// a number from 1, `nag` a number 0 … 255 and `comment` a string (both optional; anything else
/// in them is ignored). Kept small: every byte here is shipped to the browser.
fn annotations(options: &JsValue) -> Result<Vec<crate::pgn::Annotation>, JsValue> {
    let get = |object: &JsValue, key: &str| {
        js_sys::Reflect::get(object, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
    };
    let given = get(options, "annotations");
    if given.is_undefined() || given.is_null() {
        return Ok(Vec::new());
    }
    let bad = || err("bad PGN annotations");
    if !js_sys::Array::is_array(&given) {
        return Err(bad());
    }
    given
        .unchecked_into::<js_sys::Array>()
        .iter()
        .map(|item| {
            let ply = get(&item, "ply")
                .as_f64()
                .filter(|n| *n >= 1.0)
                .ok_or_else(bad)?;
            Ok(crate::pgn::Annotation {
                ply: ply as usize,
                nag: get(&item, "nag").as_f64().map(|n| n as u8),
                comment: get(&item, "comment").as_string(),
            })
        })
        .collect()
}
