//! Finding puzzles in engine self-play games.
//!
//! Game `g` (0-based) of a run with seed `S` starts with 2 to 6 random legal moves drawn from a
//! generator seeded by `S` and `g`, then the engine plays both sides (at a fixed depth, or a time
//! per move) until the game ends or reaches [`MAX_PLIES`]. Every position after the first engine
//! move is scanned by a two-line search at [`SCAN_DEPTH`]:
//!
//! - a mate in 1 to [`MAX_MATE`] whose second line does not mate as fast is followed move by
//!   move: the unique mating move ([`unique_mate`]), the engine's best reply, …;
//! - a best move scoring at least [`MIN_ADVANTAGE`](super::MIN_ADVANTAGE) with the rest failing
//!   ([`material_unique`]) is followed while the player's next move is again unique, until the
//!   line has won material ([`is_won`]), at most [`MAX_MATERIAL_MOVES`] player moves.
//!
//! A candidate becomes a puzzle if [`verify`] accepts it and the fifty-move rule cannot end a game
//! before its solution does. Repeated positions are kept once (the
//! first found). With depth limits the result depends only on the arguments.

use super::analyse::Analyst;
use super::themes::{rating, themes};
use super::verify::{is_won, mate_depth, material_unique, unique_mate, verify, MATERIAL_DEPTH};
use super::{
    position_key, puzzle_id, replay, Kind, LastMove, Puzzle, MAX_MATE, MAX_MATERIAL_MOVES,
};
use crate::search::levels::Rng;
use crate::search::{Limits, Score, Searcher};
use crate::{Game, Move, Position};
use std::collections::BTreeSet;

/// Depth of the two-line search that looks for puzzles in every position.
pub const SCAN_DEPTH: u32 = MATERIAL_DEPTH;
/// Games are adjudicated after this many plies.
pub const MAX_PLIES: usize = 200;

/// How to generate.
#[derive(Clone, Debug)]
pub struct Config {
    /// Number of games.
    pub games: u32,
    /// Seed of the openings.
    pub seed: u64,
    /// The players' depth per move (with `movetime_ms`, a cap).
    pub depth: Option<u32>,
    /// The players' time per move, ms (not reproducible: depends on the machine).
    pub movetime_ms: Option<f64>,
    /// A millisecond clock for `movetime_ms`.
    pub clock: fn() -> f64,
}

/// What a run found.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// The puzzles, by rating then id.
    pub puzzles: Vec<Puzzle>,
    /// Positions scanned.
    pub positions: u64,
    /// Candidates that [`verify`] refused.
    pub refused: u64,
}

/// Plays the games and collects their puzzles; `progress` hears one line per game.
pub fn generate(config: &Config, progress: &mut dyn FnMut(&str)) -> Report {
    let mut report = Report::default();
    let mut seen = BTreeSet::new();
    let mut player = Searcher::new(16, Box::new(config.clock));
    let mut analyst = Analyst::new();
    for g in 0..config.games {
        let mut rng = Rng::new(config.seed ^ u64::from(g).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let (game, opening) = self_play(config, &mut player, &mut rng, g);
        let before = report.puzzles.len();
        for ply in opening + 1..=game.ply() {
            let Some(pos) = game.position_at(ply) else {
                continue;
            };
            if !pos.has_legal_moves() || !seen.insert(position_key(&pos.fen())) {
                continue;
            }
            report.positions += 1;
            let Some(candidate) = candidate(pos, &mut analyst) else {
                continue;
            };
            match finish(pos, &candidate, &mut analyst) {
                Some(mut puzzle) => {
                    puzzle.last = game
                        .position_at(ply - 1)
                        .zip(game.moves().get(ply - 1))
                        .map(|(before, m)| LastMove {
                            fen: before.fen(),
                            uci: m.uci(),
                        });
                    report.puzzles.push(puzzle);
                }
                None => report.refused += 1,
            }
        }
        progress(&format!(
            "game {}/{}: {} plies, {} puzzles (total {}, {} refused)",
            g + 1,
            config.games,
            game.ply(),
            report.puzzles.len() - before,
            report.puzzles.len(),
            report.refused
        ));
    }
    report
        .puzzles
        .sort_by(|a, b| (a.rating, &a.id).cmp(&(b.rating, &b.id)));
    report
}

/// One game: the random opening's length and the game.
fn self_play(config: &Config, player: &mut Searcher, rng: &mut Rng, g: u32) -> (Game, usize) {
    let mut game = Game::new(Position::start());
    let opening = 2 + rng.below(5);
    for _ in 0..opening {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        if game.play(m).is_err() {
            break;
        }
    }
    let opening = game.ply();
    player.clear();
    while game.outcome().is_none() && game.ply() < MAX_PLIES {
        let history: Vec<u64> = (0..game.ply())
            .filter_map(|i| game.position_at(i).map(|p| p.repetition_key()))
            .collect();
        let limits = Limits {
            depth: config.depth,
            movetime_ms: config.movetime_ms,
            seed: config.seed ^ u64::from(g),
            ..Limits::default()
        };
        let result = player.search(game.position(), &history, &limits, &mut |_| {});
        match result.best {
            Some(m) if game.play(m).is_ok() => {}
            _ => break,
        }
    }
    (game, opening)
}

/// A solution line found but not yet verified.
fn candidate(pos: &Position, analyst: &mut Analyst) -> Option<(Kind, Vec<Move>)> {
    let top = analyst.top_two(pos, SCAN_DEPTH)?;
    match top.best.1 {
        Score::Mate(n) if (1..=MAX_MATE as i32).contains(&n) => {
            let n = n as u32;
            if let Some((_, Score::Mate(k))) = top.second {
                if (1..=n as i32).contains(&k) {
                    return None;
                }
            }
            mate_line(pos, n, analyst).map(|line| (Kind::Mate(n), line))
        }
        Score::Cp(_) if material_unique(&top, true) => {
            material_line(pos, top.best.0, analyst).map(|line| (Kind::Material, line))
        }
        _ => None,
    }
}

/// The line of a unique mate in `n`: mating moves and the engine's best replies.
fn mate_line(start: &Position, n: u32, analyst: &mut Analyst) -> Option<Vec<Move>> {
    let mut pos = *start;
    let mut line = Vec::new();
    for r in (1..=n).rev() {
        let m = unique_mate(&pos, r, analyst).ok()?;
        pos.play(m).ok()?;
        line.push(m);
        if r > 1 {
            let (reply, _) = analyst.best(&pos, mate_depth(r))?;
            pos.play(reply).ok()?;
            line.push(reply);
        }
    }
    pos.is_checkmate().then_some(line)
}

/// The line of a material puzzle starting with `first`: extended by the engine's best reply and
/// the player's next unique move until the material is won.
fn material_line(start: &Position, first: Move, analyst: &mut Analyst) -> Option<Vec<Move>> {
    let mut pos = *start;
    pos.play(first).ok()?;
    let mut line = vec![first];
    loop {
        if is_won(start, &pos, analyst) {
            return Some(line);
        }
        if line.len().div_ceil(2) >= MAX_MATERIAL_MOVES {
            return None;
        }
        let (reply, _) = analyst.best(&pos, MATERIAL_DEPTH)?;
        pos.play(reply).ok()?;
        let top = analyst.top_two(&pos, MATERIAL_DEPTH)?;
        if !material_unique(&top, false) {
            return None;
        }
        pos.play(top.best.0).ok()?;
        line.push(reply);
        line.push(top.best.0);
    }
}

/// The puzzle for a candidate line, with its themes and rating, if [`verify`] accepts it.
fn finish(
    pos: &Position,
    (kind, line): &(Kind, Vec<Move>),
    analyst: &mut Analyst,
) -> Option<Puzzle> {
    // The fifty-move rule must not end a game before its solution does.
    if pos.halfmove_clock() as usize + line.len() >= 100 {
        return None;
    }
    let fen = pos.fen();
    let moves: Vec<String> = line.iter().map(|m| m.uci()).collect();
    let mut puzzle = Puzzle {
        id: puzzle_id(&fen, &moves),
        fen,
        moves,
        rating: 0,
        themes: vec![kind.theme()],
        last: None,
    };
    let (positions, played) = replay(&puzzle).ok()?;
    puzzle.themes = themes(*kind, &positions, &played);
    puzzle.rating = rating(&positions, &played, &puzzle.themes);
    verify(&puzzle, analyst).ok()?;
    Some(puzzle)
}
