//! The move tree for JavaScript (a child of `src/wasm/mod.rs`, whose module docs are the API
//! reference): `GameTree` over [`crate::tree::GameTree`] — a game with its variations, comments
//! and NAGs — and its PGN ([`crate::tree::pgn`]).
//!
//! Nodes are named by their ids, whole numbers (the root, the start position, is `0`); an id
//! stays the node's for the tree's life and a deleted node's id is never reused. Every method
//! checks its arguments: a node id that is not a whole number is a `TypeError`, one the tree
//! does not hold (never made, or deleted) an `Error` (`no node #7 in the game tree`), and the
//! tree is then unchanged.

use super::json::Json;
use super::pgn::{pgn_options, tags_json};
use super::{err, opt_count_arg, opt_str_arg, refusal, str_arg, type_error, WasmGame};
use crate::fen::write_fen;
use crate::pgn::PgnTags;
use crate::san::Notation;
use crate::tree::pgn::{read_tree_game, write_pgn_tree};
use crate::tree::{GameTree, MoveListItem, NodeId, TreeError};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen(typescript_custom_section)]
const TREE_ITEM: &str = r#"
/** One token of a move tree's list, in PGN order (`GameTree.list()`). */
export type TreeItem =
  | { kind: 'move'; id: number; number: number; color: 'w' | 'b'; numbered: boolean; uci: string;
      alice: string; san: string; nags: number[]; clock: number | null; depth: number }
  | { kind: 'comment'; id: number; text: string; starting: boolean; depth: number }
  | { kind: 'start'; depth: number }
  | { kind: 'end'; depth: number };

"#;

/// A node id argument: a whole number (checked here; whether the tree holds it is the tree's
/// business).
fn node_arg(value: &JsValue) -> Result<NodeId, JsValue> {
    match value.as_f64() {
        Some(n) if n >= 0.0 && n.fract() == 0.0 && n <= f64::from(u32::MAX) => Ok(NodeId(n as u32)),
        _ => Err(type_error(
            "the node id",
            "a whole number of at least 0",
            value,
        )),
    }
}

fn id_js(id: NodeId) -> f64 {
    f64::from(id.0)
}

fn ids_json(j: &mut Json, ids: &[NodeId]) {
    j.open_list();
    for id in ids {
        j.int(id.0.into());
    }
    j.close_list();
}

fn nags_json(j: &mut Json, nags: &[u8]) {
    j.open_list();
    for &nag in nags {
        j.int(nag.into());
    }
    j.close_list();
}

/// A game with its variations, comments and NAGs (exported to JavaScript as `GameTree`).
#[wasm_bindgen(js_name = GameTree)]
pub struct WasmTree {
    tree: GameTree,
    /// The tags of a tree read from PGN (written again by `pgn()`).
    tags: PgnTags,
}

impl WasmTree {
    /// Node `id` of the tree, or an error naming it.
    fn checked(&self, id: &JsValue) -> Result<NodeId, JsValue> {
        let id = node_arg(id)?;
        match self.tree.contains(id) {
            true => Ok(id),
            false => Err(err(TreeError::NoSuchNode(id))),
        }
    }
}

#[wasm_bindgen(js_class = GameTree)]
impl WasmTree {
    /// `new GameTree(fen?)`: a tree holding only its root, the position of `fen` (either
    /// dialect), or the start position when `fen` is `undefined`, `null` or empty.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] fen: JsValue,
    ) -> Result<WasmTree, JsValue> {
        let fen = opt_str_arg(&fen, "the FEN")?;
        let tree = match fen.as_deref().map(str::trim) {
            None | Some("") => GameTree::default(),
            Some(text) => {
                GameTree::from_fen(text).map_err(|e| super::errors::thrown(e.problem()))?
            }
        };
        Ok(WasmTree {
            tree,
            tags: PgnTags::new(),
        })
    }

    /// `GameTree.fromPgn(text, index?)`: game `index` (from 0; the first by default) of a PGN
    /// text with its variations, comments and NAGs. Its tags are kept (`tags()`, and `pgn()`
    /// writes them), with `Result` the game's. Throws like `Game.fromPgn`.
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number | null")] index: JsValue,
    ) -> Result<WasmTree, JsValue> {
        let text = str_arg(&text, "the PGN text")?;
        let index = opt_count_arg(&index, "the game index")?.unwrap_or(0);
        let mut read = read_tree_game(&text, usize::try_from(index).unwrap_or(usize::MAX))
            .map_err(|e| super::errors::thrown(e.problem()))?;
        read.tags.set("Result", read.result);
        Ok(WasmTree {
            tree: read.tree,
            tags: read.tags,
        })
    }

    /// The tags of a tree read from PGN, `[[name, value], …]` in order (`[]` for a new tree).
    #[wasm_bindgen(unchecked_return_type = "Array<[string, string]>")]
    pub fn tags(&self) -> Result<JsValue, JsValue> {
        let mut j = Json::new();
        tags_json(&mut j, &self.tags);
        j.into_js()
    }

    /// How many nodes the tree holds, the root included.
    pub fn size(&self) -> usize {
        self.tree.len()
    }

    /// `play(nodeId, move)`: plays a move in any notation the core reads (Alice, SAN, `e2e4`,
    /// `O-O`) at node `nodeId` and returns the id of its node: the child that already has that
    /// move, else a new last child — which extends the line at its end and makes a variation
    /// elsewhere. Throws (tree unchanged) for a move that cannot be played there, with the
    /// `refusal` that says why, as `Game.play` does.
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] node: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<f64, JsValue> {
        let at = self.checked(&node)?;
        let text = str_arg(&text, "the move")?;
        match self.tree.play_text(at, &text) {
            Ok(id) => Ok(id_js(id)),
            Err(e) => {
                // A refused move: its problem (and refusal) as data, like Game.play's.
                let error = match &e {
                    TreeError::Game(game_error) => super::errors::thrown(game_error.problem()),
                    other => err(other),
                };
                let why = self.tree.game(at).and_then(|g| g.explain_text(&text));
                if let Some(why) = why {
                    let refusal = refusal::refusal_js(&why);
                    let _ = js_sys::Reflect::set(&error, &JsValue::from_str("refusal"), &refusal);
                }
                Err(error)
            }
        }
    }

    /// `list()`: the whole tree as the tokens of a move list written inline, in PGN order (see
    /// [`GameTree::list`]): `{kind: "move", id, number, color, numbered, uci, alice, san, nags,
    /// clock, depth}` (`clock`: the mover's time left after the move in ms, from the PGN's
    /// `[%clk …]`, else `null`), `{kind: "comment", id, text, starting, depth}`, `{kind: "start", depth}` (a
    /// variation opens: `(`), `{kind: "end", depth}` (it closes: `)`). `depth` is 0 on the main
    /// line, 1 in its variations, …; `numbered`: whether the move's number is written (`5.`,
    /// `5...`); `starting`: a comment before its move rather than after it.
    #[wasm_bindgen(unchecked_return_type = "TreeItem[]")]
    pub fn list(&self) -> Result<JsValue, JsValue> {
        let mut j = Json::new();
        let mut depth = 0;
        j.open_list();
        for item in self.tree.list(Notation::Alice) {
            j.open();
            match item {
                MoveListItem::Move {
                    id,
                    number,
                    color,
                    numbered,
                    text,
                    nags,
                    clock,
                    depth: at,
                } => {
                    depth = at;
                    let mv = self.tree.node(id).and_then(|n| n.mv());
                    j.key("kind").string("move");
                    j.key("id").int(id.0.into());
                    j.key("number").int(number.into());
                    j.key("color").char(color.char());
                    j.key("numbered").bool(numbered);
                    j.key("uci")
                        .string(&mv.map(|m| m.uci()).unwrap_or_default());
                    j.key("alice").string(&text);
                    j.key("san")
                        .string(&self.tree.text(id, Notation::San).unwrap_or_default());
                    nags_json(j.key("nags"), &nags);
                    match clock {
                        Some(ms) => j.key("clock").int(ms as i64),
                        None => j.key("clock").null(),
                    };
                }
                MoveListItem::Comment { id, text, starting } => {
                    j.key("kind").string("comment");
                    j.key("id").int(id.0.into());
                    j.key("text").string(&text);
                    j.key("starting").bool(starting);
                }
                MoveListItem::StartVariation { depth: at } => {
                    depth = at;
                    j.key("kind").string("start");
                }
                MoveListItem::EndVariation { depth: at } => {
                    depth = at.saturating_sub(1);
                    j.key("kind").string("end");
                    j.key("depth").int(at as i64);
                    j.close();
                    continue;
                }
            }
            j.key("depth").int(depth as i64);
            j.close();
        }
        j.close_list();
        j.into_js()
    }

    /// `game(id)`: the game from the start to node `id`, as a new `Game` (its moves are the
    /// path's: snapshots, history, outcome, `explain` and PGN work as for any game; playing on it
    /// does not change the tree).
    pub fn game(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
    ) -> Result<WasmGame, JsValue> {
        let id = self.checked(&id)?;
        match self.tree.game(id) {
            Some(game) => Ok(WasmGame::wrap(game)),
            None => Err(err(TreeError::NoSuchNode(id))),
        }
    }

    /// `fen(id)`: the FEN of the position at node `id` (after its move).
    pub fn fen(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
    ) -> Result<String, JsValue> {
        let id = self.checked(&id)?;
        match self.tree.position(id) {
            Some(pos) => Ok(write_fen(pos)),
            None => Err(err(TreeError::NoSuchNode(id))),
        }
    }

    /// `parent(id)`: the node before `id`; `null` for the root.
    #[wasm_bindgen(unchecked_return_type = "number | null")]
    pub fn parent(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
    ) -> Result<JsValue, JsValue> {
        let id = self.checked(&id)?;
        let parent = self.tree.node(id).and_then(|n| n.parent());
        Ok(parent.map_or(JsValue::NULL, |p| id_js(p).into()))
    }

    /// `children(id)`: the moves played from node `id`, main continuation first.
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn children(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
    ) -> Result<JsValue, JsValue> {
        let id = self.checked(&id)?;
        let mut j = Json::new();
        ids_json(&mut j, self.tree.node(id).map_or(&[], |n| n.children()));
        j.into_js()
    }

    /// `mainLine()`: the ids of the main line's moves, from the first (the root not included).
    #[wasm_bindgen(js_name = mainLine, unchecked_return_type = "number[]")]
    pub fn main_line(&self) -> Result<JsValue, JsValue> {
        let mut j = Json::new();
        ids_json(&mut j, &self.tree.main_line());
        j.into_js()
    }

    /// `lineEnd(id)`: the last node of the line through `id` (its first child, that one's, … to
    /// the end; `id` itself when it has no child). `lineEnd(0)` ends the main line.
    #[wasm_bindgen(js_name = lineEnd)]
    pub fn line_end(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
    ) -> Result<f64, JsValue> {
        let id = self.checked(&id)?;
        Ok(id_js(self.tree.line_end(id).unwrap_or(id)))
    }

    /// `isMainLine(id)`: whether node `id` is on the main line (the root is).
    #[wasm_bindgen(js_name = isMainLine)]
    pub fn is_main_line(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
    ) -> Result<bool, JsValue> {
        let id = self.checked(&id)?;
        Ok(self.tree.is_main_line(id))
    }

    /// `path(id)`: the place of every node from the first move to `id` among its siblings (0:
    /// the main continuation): `[0, 1]` is the second reply to the main line's first move; `[]`
    /// for the root. The inverse of `nodeAt`.
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn path(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
    ) -> Result<JsValue, JsValue> {
        let id = self.checked(&id)?;
        let mut j = Json::new();
        j.open_list();
        for place in self.tree.path(id).unwrap_or_default() {
            j.int(place as i64);
        }
        j.close_list();
        j.into_js()
    }

    /// `nodeAt(path)`: the node reached from the root by taking child `path[0]`, then child
    /// `path[1]`, …; `null` when there is no such child. `path` is an array of whole numbers.
    #[wasm_bindgen(js_name = nodeAt, unchecked_return_type = "number | null")]
    pub fn node_at(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number[]")] path: JsValue,
    ) -> Result<JsValue, JsValue> {
        let places = whole_numbers(&path, "the path", "each place of the path", u32::MAX)?;
        let places: Vec<usize> = places.into_iter().map(|n| n as usize).collect();
        Ok(self
            .tree
            .node_at(&places)
            .map_or(JsValue::NULL, |id| id_js(id).into()))
    }

    /// `promote(id)`: the variation holding node `id` moves one place up among its siblings
    /// (from second place it becomes the main continuation of its branch). Throws for a node on
    /// the main line (nothing to promote).
    pub fn promote(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
    ) -> Result<(), JsValue> {
        let id = node_arg(&id)?;
        self.tree.promote(id).map_err(err)
    }

    /// `promoteToMain(id)`: the path to node `id` becomes the main line.
    #[wasm_bindgen(js_name = promoteToMain)]
    pub fn promote_to_main(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
    ) -> Result<(), JsValue> {
        let id = node_arg(&id)?;
        self.tree.promote_to_main(id).map_err(err)
    }

    /// `delete(id)`: deletes node `id` and everything after it; returns its parent's id (where a
    /// view goes next). Throws for the root.
    pub fn delete(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
    ) -> Result<f64, JsValue> {
        let id = node_arg(&id)?;
        self.tree.delete(id).map(id_js).map_err(err)
    }

    /// `setComment(id, text)`: the comment after the move of node `id` (for the root: before the
    /// game's first move); runs of white space become one space and `}` is dropped (so that PGN
    /// gives it back the same); `""` clears it.
    #[wasm_bindgen(js_name = setComment)]
    pub fn set_comment(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<(), JsValue> {
        let id = node_arg(&id)?;
        let text = str_arg(&text, "the comment")?;
        self.tree.set_comment(id, &text).map_err(err)
    }

    /// `setNags(id, nags)`: the NAGs of the move of node `id`, an array of whole numbers 0 …
    /// 255 (`1` `!`, `2` `?`, `3` `!!`, `4` `??`, `5` `!?`, `6` `?!`, …), in order; repeats and `0`
    /// are dropped, `[]` clears them. Throws for the root.
    #[wasm_bindgen(js_name = setNags)]
    pub fn set_nags(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number[]")] nags: JsValue,
    ) -> Result<(), JsValue> {
        let id = node_arg(&id)?;
        let nags = whole_numbers(&nags, "the NAGs", "each NAG", 255)?;
        let nags: Vec<u8> = nags.into_iter().map(|n| n as u8).collect();
        self.tree.set_nags(id, &nags).map_err(err)
    }

    /// `pgn(options?)`: the tree as PGN with its variations, comments and NAGs (see
    /// [`crate::tree::pgn::write_pgn_tree`]). `options`: `{notation: "alice" | "san", tags}` as
    /// for `Game.pgn`; the given tags are added to (or replace) the tags the tree was read with.
    pub fn pgn(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "object | null")] options: JsValue,
    ) -> Result<String, JsValue> {
        let (notation, given) = pgn_options(&options)?;
        let mut tags = self.tags.clone();
        for (name, value) in given.iter() {
            tags.set(name, value);
        }
        Ok(write_pgn_tree(&self.tree, &tags, notation))
    }
}

/// An array of whole numbers from 0 to `max` (`what`: the array, `each`: an item, for errors).
fn whole_numbers(value: &JsValue, what: &str, each: &str, max: u32) -> Result<Vec<f64>, JsValue> {
    let expected = if max == 255 {
        "a whole number from 0 to 255"
    } else {
        "a whole number of at least 0"
    };
    if !js_sys::Array::is_array(value) {
        return Err(type_error(what, "an array of whole numbers", value));
    }
    let list = value.unchecked_ref::<js_sys::Array>();
    let mut numbers = Vec::with_capacity(list.length() as usize);
    for item in list.iter() {
        match item.as_f64() {
            Some(n) if n >= 0.0 && n.fract() == 0.0 && n <= f64::from(max) => numbers.push(n),
            _ => return Err(type_error(each, expected, &item)),
        }
    }
    Ok(numbers)
}
