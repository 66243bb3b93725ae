//! How hard a puzzle is, measured, and the rating that follows.
//!
//! A puzzle's difficulty is what the pinned analysis search ([`Analyst`], the one the puzzles are
//! verified with: depth-limited, from a cleared table, so the same on every machine) must do to
//! find its solution, and how many plausible wrong moves surround it ([`measure`]):
//!
//! - **effort**: at each of the player's moves, one search to [`FIND_DEPTH`] plies; the nodes it
//!   needs until its best move is right and stays right at every deeper iteration (the
//!   solution's move; in a mate, any move that mates as fast — the last move may mate in several
//!   ways). A move the search does not find by [`FIND_DEPTH`] counts all the nodes searched,
//!   doubled. The efforts of the player's moves are summed.
//! - **decoys**: the player's other first moves that check or capture — the forcing moves a
//!   person tries first and that fail.
//!
//! The rating ([`rating`]) is `1500 + SPREAD × (points − MEDIAN_POINTS) / SPREAD_POINTS`, where
//! `points = 1000 × ln(effort) + DECOY_POINTS × min(decoys, 12)`, clamped to
//! [`MIN_RATING`]–[`MAX_RATING`]. The constants were set from the committed file (docs/PUZZLES.md):
//! its median puzzle rates 1500, and a puzzle one spread harder or easier ±400. The trainer then
//! moves each puzzle's rating for its player by Glicko-2 from the player's tries.

use super::analyse::Analyst;
use super::{replay, Kind, Puzzle};
use crate::search::Score;

/// The deepest search that looks for a player's move (plies).
pub const FIND_DEPTH: u32 = 8;
/// The lowest rating given.
pub const MIN_RATING: u32 = 600;
/// The highest rating given.
pub const MAX_RATING: u32 = 2400;
/// Points for each decoy (up to 12 of them).
pub const DECOY_POINTS: u32 = 150;
/// The points of a puzzle rated 1500.
pub const MEDIAN_POINTS: u32 = 5_300;
/// Points that move a rating by [`SPREAD`].
pub const SPREAD_POINTS: u32 = 1_400;
/// The rating difference of [`SPREAD_POINTS`].
pub const SPREAD: u32 = 400;

/// What solving a puzzle takes (see the module).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Measure {
    /// Nodes the search needs to find the player's moves, summed.
    pub effort: u64,
    /// The deepest iteration needed to find one of the player's moves (`FIND_DEPTH + 1` when one
    /// was not found).
    pub depth: u32,
    /// Other first moves that check or capture.
    pub decoys: u32,
}

impl Measure {
    /// The difficulty in points (see the module).
    pub fn points(&self) -> u32 {
        let effort = (1000.0 * (self.effort.max(1) as f64).ln()).round() as u32;
        effort + DECOY_POINTS * self.decoys.min(12)
    }
}

/// Measures a puzzle with `analyst`.
///
/// # Errors
/// The solution cannot be replayed, or the puzzle has no kind.
pub fn measure(puzzle: &Puzzle, analyst: &mut Analyst) -> Result<Measure, String> {
    let kind = Kind::of(puzzle).ok_or("no kind")?;
    let (positions, moves) = replay(puzzle)?;
    let mut effort = 0;
    let mut depth = 0;
    let player_moves = moves.len().div_ceil(2);
    for (step, i) in (0..moves.len()).step_by(2).enumerate() {
        let want = moves[i];
        // Player moves left, this one included.
        let left = (player_moves - step) as i32;
        let right = |m: crate::Move, score: Score| match kind {
            Kind::Mate(_) => m == want || matches!(score, Score::Mate(k) if k > 0 && k <= left),
            Kind::Material => m == want,
        };
        let found = analyst.finding(&positions[i], FIND_DEPTH, &right);
        match found.depth {
            Some(d) => {
                effort += found.nodes;
                depth = depth.max(d);
            }
            None => {
                effort += 2 * found.nodes;
                depth = FIND_DEPTH + 1;
            }
        }
    }
    let start = &positions[0];
    let decoys = start
        .legal_moves()
        .iter()
        .filter(|&&m| m != moves[0])
        .filter(|&&m| {
            let mut after = *start;
            let captures = start.piece_at(m.to).is_some() || m.kind == crate::MoveKind::EnPassant;
            after.play_unchecked(m);
            captures || after.is_check()
        })
        .count() as u32;
    Ok(Measure {
        effort,
        depth,
        decoys,
    })
}

/// The rating of a puzzle of this difficulty (see the module).
pub fn rating(measure: &Measure) -> u32 {
    let points = i64::from(measure.points());
    let offset = (points - i64::from(MEDIAN_POINTS)) * i64::from(SPREAD) / i64::from(SPREAD_POINTS);
    (1500 + offset).clamp(i64::from(MIN_RATING), i64::from(MAX_RATING)) as u32
}
