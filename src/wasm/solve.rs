//! The problem solver for JavaScript: `solveProblem(fen, stipulation, tries?, progress?)`, only in
//! the solver's own wasm (the `solve-js` feature; the site's play page never loads it).
//!
//! Returns a [`SolvedProblem`], which keeps the solution in the wasm (a helpmate's solutions
//! compactly: hundreds of thousands cost a few megabytes) and writes it out a part at a time:
//! `json(max)` is JSON text `{fen, solution}` — `fen` the problem's position with the side to
//! move that the stipulation makes begin, `solution` as [`crate::solve::write_json`] writes it
//! with at most `max` helpmates — and `helpmates(from, count)` the next ones
//! ([`crate::solve::write_helpmates_json`]). `progress`, if a function, is called
//! `(done, total)` after each first move. Throws on a bad FEN (a *problem*, as `Game` does) or a
//! bad stipulation (in English).

use super::{err, fen_error, str_arg};
use crate::fen::write_fen;
use crate::solve::{
    problem_position, solve_with_progress, write_helpmates_json, write_json, Options, Solution,
    Stipulation,
};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// A solved problem, held by the solver's worker while its solution is shown.
#[wasm_bindgen]
pub struct SolvedProblem {
    fen: String,
    solution: Solution,
}

#[wasm_bindgen]
impl SolvedProblem {
    /// `{fen, solution}` as JSON text, with at most `max` of a helpmate's solutions (the
    /// first ones; `solution.solutions` counts them all).
    pub fn json(&self, max: u32) -> String {
        format!(
            "{{\"fen\":\"{}\",\"solution\":{}}}",
            self.fen,
            write_json(&self.solution, max as usize)
        )
    }

    /// A helpmate's solutions `from` to `from + count` (fewer past the last) as a JSON array.
    pub fn helpmates(&self, from: u32, count: u32) -> String {
        write_helpmates_json(&self.solution, from as usize, count as usize)
    }
}

/// `solveProblem(fen, stipulation, tries?, progress?)`: see the module docs.
#[wasm_bindgen(js_name = solveProblem)]
pub fn solve_problem(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] stipulation: JsValue,
    #[wasm_bindgen(unchecked_param_type = "boolean | undefined")] tries: JsValue,
    #[wasm_bindgen(unchecked_param_type = "((done: number, total: number) => void) | undefined")]
    progress: JsValue,
) -> Result<SolvedProblem, JsValue> {
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
    Ok(SolvedProblem {
        fen: write_fen(&pos),
        solution,
    })
}
