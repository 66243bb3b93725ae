//! Errors for JavaScript as data: what is wrong with a FEN, a PGN text, a move or a game action
//! ([`crate::problem`]) is thrown as an `Error` whose `problem` is `{code, args}` and whose
//! message is the code alone (`fen.side`): the wasm has no English for them. `code` names the
//! sentence (the message `errors.<code>` of `www/i18n/<lang>/errors.js`); `args` are its details
//! in order: numbers, texts as given, sides (`"w"`), squares (`"e4"`), moves as an array of
//! strings, a refusal's reason as `{code, args}` (see `refusal.rs`), an outcome as
//! `{result, winner, reason}`, and the problem of a part (a PGN's FEN, one of its moves) as
//! `{code, args}`. The front end words it (www/i18n/errors.js); www/core/core.js puts the
//! English back into the message.

use super::refusal::{char_js, outcome_js, reason_js, set};
use crate::pgn::PgnError;
use crate::problem::{Detail, Problem};
use js_sys::{Array, Object};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen(typescript_custom_section)]
const PROBLEM: &str = r#"
/** What is wrong (the `problem` of a thrown Error, the `error` of a `pgnGames` entry);
 * www/core/boundary.d.ts types `code` and `args` one by one. */
export interface Problem {
  code: string;
  args: unknown[];
}
"#;

/// The `Error` to throw for `problem`: message `code`, property `problem`.
#[inline(never)]
pub(super) fn thrown(problem: Problem<'_>) -> JsValue {
    let error: JsValue = JsError::new(problem.code).into();
    set(
        error.unchecked_ref::<Object>(),
        "problem",
        problem_js(&problem),
    );
    error
}

/// `{code, args}`.
#[inline(never)]
pub(super) fn problem_js(problem: &Problem<'_>) -> JsValue {
    let object = Object::new();
    set(&object, "code", problem.code.into());
    let args: Array = problem.args.iter().map(detail_js).collect();
    set(&object, "args", args.into());
    object.into()
}

fn detail_js(detail: &Detail) -> JsValue {
    match detail {
        Detail::Number(n) => JsValue::from_f64(*n as f64),
        Detail::Text(text) => (*text).into(),
        Detail::Char(c) => char_js(*c),
        Detail::Color(color) => char_js(color.char()),
        Detail::Square(square) => square.to_string().into(),
        Detail::Move(m) => m.uci().into(),
        Detail::Moves(list) => list
            .iter()
            .map(|m| JsValue::from_str(m))
            .collect::<Array>()
            .into(),
        Detail::Reason(reason) => reason_js(reason).into(),
        Detail::Outcome(outcome) => outcome_js(outcome),
        Detail::Problem(problem) => problem_js(problem),
    }
}

/// Sets the `error` of each entry of the array `entries` that has one (`pgnGames`).
pub(super) fn set_errors(entries: &JsValue, errors: &[Option<PgnError>]) {
    let entries: &Array = entries.unchecked_ref();
    for (i, error) in errors.iter().enumerate() {
        if let Some(error) = error {
            let entry = entries.get(i as u32);
            set(
                entry.unchecked_ref::<Object>(),
                "error",
                problem_js(&error.problem()),
            );
        }
    }
}
