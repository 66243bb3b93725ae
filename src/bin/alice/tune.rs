//! `alice tune FILE.pgn… [--rounds N] [--skip PLIES]`: tunes the evaluation numbers on the
//! positions of finished games (Texel's method).
//!
//! Every position of every decided or drawn game, after the first `--skip` plies (8), where the
//! side to move is not in check and neither the move played from it nor the move that led to it
//! captured or promoted (so the static evaluation is about right: no exchange under way), is
//! labelled with the game's result (1, ½, 0 for white). The error is the mean of
//! (result − 1 / (1 + 10^(−K·eval/400)))², with K fitted once to the current numbers; then each
//! number in turn is moved up or down by its step while that lowers the error, for up to
//! `--rounds` rounds over all numbers (or until a round changes nothing). The pawn's value (the
//! scale) and the lone-king terms stay as they are.
//!
//! One game in ten is held out: its error is printed before and after, so that a fit to the
//! noise of the other nine shows. The end of the output is the changed numbers as
//! `--b-param NAME=VALUE` for `alice match`, to measure them in play before adopting them.

use alice_chess::pgn::read_all;
use alice_chess::search::eval::{evaluate, Params};
use alice_chess::search::ordering::is_capture;
use alice_chess::types::Color;
use alice_chess::Position;

pub(crate) const USAGE: &str = "usage: alice tune FILE.pgn... [--rounds N] [--skip PLIES]";

/// A position and its game's result for white (1, 0.5, 0).
struct Sample {
    pos: Position,
    result: f64,
}

/// Reads the arguments, loads the positions, tunes, prints.
pub fn run(args: &[String]) -> Result<(), String> {
    let mut files = Vec::new();
    let mut rounds = 10usize;
    let mut skip = 8usize;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let mut number = |name: &str| -> Result<usize, String> {
            rest.next()
                .and_then(|v| v.parse().ok())
                .ok_or_else(|| format!("{name} needs a whole number; {USAGE}"))
        };
        match arg.as_str() {
            "--rounds" => rounds = number("--rounds")?,
            "--skip" => skip = number("--skip")?,
            flag if flag.starts_with("--") => {
                return Err(format!("unknown option {flag}; {USAGE}"))
            }
            file => files.push(file.to_string()),
        }
    }
    if files.is_empty() {
        return Err(USAGE.to_string());
    }
    let (train, held_out) = load(&files, skip)?;
    println!(
        "{} positions to fit, {} held out",
        train.len(),
        held_out.len()
    );
    let start = Params::DEFAULT;
    let k = fit_k(&train, &start);
    println!("K = {k:.3}");
    let before = (error(&train, &start, k), error(&held_out, &start, k));
    let tuned = descend(&train, start.clone(), k, rounds);
    let after = (error(&train, &tuned, k), error(&held_out, &tuned, k));
    println!(
        "error: fitted {:.6} -> {:.6}, held out {:.6} -> {:.6}",
        before.0, after.0, before.1, after.1
    );
    let mut changed = Vec::new();
    for name in Params::names() {
        let (old, new) = (start.get(&name)?, tuned.get(&name)?);
        if old != new {
            println!("{name}: {old} -> {new}");
            changed.push(format!("--b-param {name}={new}"));
        }
    }
    println!("{}", changed.join(" "));
    Ok(())
}

/// The quiet positions of every game in `files`: nine games in ten to fit, the tenth held out.
fn load(files: &[String], skip: usize) -> Result<(Vec<Sample>, Vec<Sample>), String> {
    let mut train = Vec::new();
    let mut held_out = Vec::new();
    let mut game_index = 0usize;
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        let games = read_all(&text).map_err(|e| format!("{file}: {e}"))?;
        for read in games {
            let result = match read.result.as_str() {
                "1-0" => 1.0,
                "0-1" => 0.0,
                "1/2-1/2" => 0.5,
                _ => continue,
            };
            game_index += 1;
            let into = if game_index % 10 == 0 {
                &mut held_out
            } else {
                &mut train
            };
            let game = &read.game;
            let moves = game.moves();
            for ply in skip.max(1)..moves.len() {
                let (Some(pos), Some(before)) = (game.position_at(ply), game.position_at(ply - 1))
                else {
                    continue;
                };
                let played = moves[ply];
                let noisy = |p: &Position, m: alice_chess::Move| {
                    is_capture(p, m) || m.promotion().is_some()
                };
                if pos.is_check() || noisy(pos, played) || noisy(before, moves[ply - 1]) {
                    continue;
                }
                into.push(Sample { pos: *pos, result });
            }
        }
    }
    if train.is_empty() {
        return Err("no finished game with quiet positions in the files".to_string());
    }
    Ok((train, held_out))
}

/// White's expected score for an evaluation (white's view) in centipawns.
fn expected(eval: i32, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * f64::from(eval) / 400.0))
}

/// Mean squared error of the predictions against the results, on both cores.
fn error(samples: &[Sample], params: &Params, k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let half = samples.len() / 2;
    let part = |chunk: &[Sample]| -> f64 {
        chunk
            .iter()
            .map(|s| {
                let eval = evaluate(&s.pos, params);
                let white = if s.pos.turn() == Color::White {
                    eval
                } else {
                    -eval
                };
                (s.result - expected(white, k)).powi(2)
            })
            .sum()
    };
    let (a, b) = std::thread::scope(|scope| {
        let other = scope.spawn(|| part(&samples[half..]));
        (part(&samples[..half]), other.join().unwrap_or(f64::NAN))
    });
    (a + b) / samples.len() as f64
}

/// The scale K that fits the current evaluation best (a scan, then a finer one).
fn fit_k(samples: &[Sample], params: &Params) -> f64 {
    let mut best = (f64::INFINITY, 1.0);
    for step in [0.1, 0.01] {
        let centre = best.1;
        for i in -10..=10 {
            let k = centre + f64::from(i) * step;
            if k <= 0.0 {
                continue;
            }
            let e = error(samples, params, k);
            if e < best.0 {
                best = (e, k);
            }
        }
    }
    best.1
}

/// How far one try moves a number: material and the danger cap in bigger steps.
fn step_of(name: &str) -> i32 {
    if name.starts_with("material") {
        5
    } else if name == "danger_max" {
        20
    } else {
        1
    }
}

/// Numbers left alone: the pawn's value sets the scale (K absorbs the rest), and the lone-king
/// terms only steer the last moves of won endings, which the results cannot tell apart.
const FIXED: [&str; 4] = [
    "material.0",
    "material_eg.0",
    "lone_king_edge",
    "lone_king_close",
];

/// Coordinate descent: each number up (or else down) by its step while the error falls.
fn descend(samples: &[Sample], mut params: Params, k: f64, rounds: usize) -> Params {
    let names: Vec<String> = Params::names()
        .into_iter()
        .filter(|n| !FIXED.contains(&n.as_str()))
        .collect();
    let mut best = error(samples, &params, k);
    for round in 1..=rounds {
        let mut improved = false;
        for name in &names {
            let step = step_of(name);
            for direction in [step, -step] {
                let mut moved = false;
                while let Ok(value) = params.get(name) {
                    let mut trial = params.clone();
                    if trial.set(name, &(value + direction).to_string()).is_err() {
                        break;
                    }
                    if name == "danger_div" && value + direction < 1 {
                        break;
                    }
                    let e = error(samples, &trial, k);
                    if e >= best {
                        break;
                    }
                    best = e;
                    params = trial;
                    moved = true;
                }
                if moved {
                    improved = true;
                    break;
                }
            }
        }
        println!("round {round}: error {best:.6}");
        if !improved {
            break;
        }
    }
    params
}

#[cfg(test)]
mod tests {
    use super::*;
    use alice_chess::fen::parse_fen;

    fn sample(fen: &str, result: f64) -> Sample {
        Sample {
            pos: parse_fen(fen).expect("fen"),
            result,
        }
    }

    #[test]
    fn an_even_evaluation_predicts_half_a_point() {
        assert!((expected(0, 1.0) - 0.5).abs() < 1e-12);
        assert!(expected(200, 1.0) > 0.7 && expected(-200, 1.0) < 0.3);
    }

    #[test]
    fn descent_learns_that_an_extra_knight_wins() {
        // White a knight up wins; equal material is drawn. A knight valued at nothing can only
        // be fitted by raising its value.
        let samples = vec![
            sample("4k3/pppp4/8/8/8/8/PPPP4/1N2K3 w - - 0 1", 1.0),
            sample("4k3/pppp4/8/8/8/8/PPPP4/1N2K3 b - - 0 1", 1.0),
            sample("1n2k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1", 0.0),
            sample("4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1", 0.5),
            sample("4k3/pppp4/8/8/8/8/PPPP4/4K3 b - - 0 1", 0.5),
        ];
        // (With one knight on, these are endgames: the endgame value is the one to learn.)
        let mut start = Params::DEFAULT;
        start.material[1] = 0;
        start.material_eg[1] = 0;
        let before = error(&samples, &start, 1.0);
        let tuned = descend(&samples, start, 1.0, 3);
        assert!(tuned.material_eg[1] >= 200, "{}", tuned.material_eg[1]);
        assert!(error(&samples, &tuned, 1.0) < before);
        // The pawn sets the scale and is never moved.
        assert_eq!(tuned.material[0], Params::DEFAULT.material[0]);
        assert_eq!(tuned.material_eg[0], Params::DEFAULT.material_eg[0]);
    }
}
