//! The problem solver for JavaScript: `solveProblem(fen, stipulation, tries?, progress?)`, only in
//! the solver's own wasm (the `solve-js` feature; the site's play page never loads it).
//!
//! Returns JSON text: `{fen, solution}` — `fen` the problem's position with the side to move that
//! the stipulation makes begin, `solution` as [`crate::solve::write_json`] writes it. `progress`,
//! if a function, is called `(done, total)` after each first move. Throws on a bad FEN (a
//! *problem*, as `Game` does) or a bad stipulation (in English).

use super::{err, fen_error, str_arg};
use crate::fen::write_fen;
use crate::solve::{problem_position, solve_with_progress, write_json, Options, Stipulation};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// `solveProblem(fen, stipulation, tries?, progress?)`: see the module docs.
#[wasm_bindgen(js_name = solveProblem)]
pub fn solve_problem(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] stipulation: JsValue,
    #[wasm_bindgen(unchecked_param_type = "boolean | undefined")] tries: JsValue,
    #[wasm_bindgen(unchecked_param_type = "((done: number, total: number) => void) | undefined")]
    progress: JsValue,
) -> Result<String, JsValue> {
    let fen = str_arg(&fen, "the FEN")?;
    let stip_text = str_arg(&stipulation, "the stipulation")?;
    let stip: Stipulation = stip_text.parse().map_err(err)?;
    let pos = problem_position(fen.trim(), stip).map_err(fen_error)?;
    let options = Options {
        tries: tries.as_bool().unwrap_or(false),
        // 4 MB: the worker's memory stays small.
        table_bits: 18,
        ..Options::default()
    };
    let callback = progress.dyn_ref::<js_sys::Function>();
    let solution = solve_with_progress(&pos, stip, &options, &mut |done, total| {
        if let Some(f) = callback {
            let _ = f.call2(
                &JsValue::NULL,
                &(done as f64).into(),
                &(total as f64).into(),
            );
        }
    });
    Ok(format!(
        "{{\"fen\":\"{}\",\"solution\":{}}}",
        write_fen(&pos),
        write_json(&solution)
    ))
}
