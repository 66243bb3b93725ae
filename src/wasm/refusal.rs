//! Refusals for JavaScript: `explain()`'s result and the `refusal` of `play()`'s error, as plain
//! objects `{label, code, args}` built by hand (smaller than serde here). `code` names the kind of
//! refusal ([`crate::explain::Code::name`], the message `rules.<code>` of
//! `www/i18n/<lang>/rules.js`), `args` its arguments in order: a square (`"e4"`), a board
//! (`"A"`), a side (`"w"`), a role (`"knight"`) or words of the move text as strings; a piece as
//! `{role, square, board}`; lists of pieces or of moves as arrays; for `several`, one
//! `{piece, code, args}` per piece; for `gameOver`, `{result, winner, reason}`. No English: the
//! front end words it (www/i18n/refusal.js).

use crate::explain::{Arg, PieceAt, Reason, Refusal};
use crate::game::Outcome;
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const REFUSAL: &str = r#"
/** Why a move is refused (`explain()`, and `refusal` on `play()`'s error); www/core/boundary.d.ts
 * types `code` and `args` one by one. */
export interface Refusal {
  label: string;
  code: string;
  args: unknown[];
}
"#;

/// `{label, code, args}`.
#[inline(never)]
pub(super) fn refusal_js(refusal: &Refusal) -> JsValue {
    let object = reason_js(&refusal.reason);
    set(&object, "label", refusal.label.as_str().into());
    object.into()
}

/// `{code, args}`.
pub(super) fn reason_js(reason: &Reason) -> Object {
    let object = Object::new();
    set(&object, "code", reason.code.name().into());
    let args: Array = reason.args.iter().map(arg_js).collect();
    set(&object, "args", args.into());
    object
}

fn arg_js(arg: &Arg) -> JsValue {
    match arg {
        Arg::Square(sq) => sq.to_string().into(),
        Arg::Board(board) => char_js(board.char()),
        Arg::Color(color) => char_js(color.char()),
        Arg::Role(role) => role.name().into(),
        Arg::Text(text) => text.as_str().into(),
        Arg::Piece(piece) => piece_js(piece),
        Arg::Pieces(list) | Arg::Yours(list) => list.iter().map(piece_js).collect::<Array>().into(),
        Arg::Moves(list) => list
            .iter()
            .map(|m| JsValue::from_str(m))
            .collect::<Array>()
            .into(),
        Arg::Each(list) => list
            .iter()
            .map(|(piece, reason)| {
                let object = reason_js(reason);
                set(&object, "piece", piece_js(piece));
                JsValue::from(object)
            })
            .collect::<Array>()
            .into(),
        Arg::Outcome(outcome) => outcome_js(outcome),
    }
}

/// `{result, winner, reason}`: `{result: "1-0", winner: "w", reason: "checkmate"}`.
pub(super) fn outcome_js(outcome: &Outcome) -> JsValue {
    let object = Object::new();
    set(&object, "result", outcome.result().into());
    let winner = outcome
        .winner()
        .map_or(JsValue::NULL, |c| char_js(c.char()));
    set(&object, "winner", winner);
    set(&object, "reason", outcome.reason().into());
    object.into()
}

/// `{role: "bishop", square: "h4", board: "A"}`.
fn piece_js(piece: &PieceAt) -> JsValue {
    let object = Object::new();
    set(&object, "role", piece.role.name().into());
    set(&object, "square", piece.square.to_string().into());
    set(&object, "board", char_js(piece.board.char()));
    object.into()
}

pub(super) fn char_js(c: char) -> JsValue {
    JsValue::from_str(c.encode_utf8(&mut [0; 4]))
}

pub(super) fn set(object: &Object, key: &str, value: JsValue) {
    // Setting a property of a plain new object cannot fail.
    let _ = Reflect::set(object, &JsValue::from_str(key), &value);
}
