//! The checks every puzzle passes: [`check_line`] (fast: the solution is legal and ends as the
//! kind says) and [`check_unique`] (searches: every player move is the only good one, at the
//! verification depths below). The generator keeps a puzzle only if [`verify`] accepts it.

use super::analyse::{value, Analyst, TopTwo};
use super::{
    material_balance, puzzle_id, replay, Kind, Puzzle, MAX_MATERIAL_MOVES, MAX_OTHERS,
    MIN_ADVANTAGE, MIN_GAIN, MIN_MARGIN,
};
use crate::search::Score;
use crate::{Move, Position};

/// Verification depth of a material puzzle's player moves and the opponent's replies (plies).
pub const MATERIAL_DEPTH: u32 = 6;
/// Depth of the search that confirms the advantage after a material puzzle's line.
pub const AFTER_DEPTH: u32 = 5;

/// Verification depth of a player move that mates in `r` (r ≥ 2; a mate in 1 is checked by trying
/// every move): `2r` plies, one more than the mate needs.
pub fn mate_depth(r: u32) -> u32 {
    2 * r
}

/// Both checks: the kind, if the puzzle passes.
///
/// # Errors
/// What is wrong with the puzzle.
pub fn verify(puzzle: &Puzzle, analyst: &mut Analyst) -> Result<Kind, String> {
    let kind = check_line(puzzle)?;
    check_unique(puzzle, analyst)?;
    Ok(kind)
}

/// The opponent's last move, played in its position, gives the puzzle's position (its FEN).
fn check_last(last: &super::LastMove, fen: &str) -> Result<(), String> {
    let mut before =
        crate::fen::parse_fen(&last.fen).map_err(|e| format!("last move: bad FEN: {e}"))?;
    let m = crate::san::parse_move(&before, &last.uci)
        .map_err(|e| format!("last move '{}': {e}", last.uci))?;
    before
        .play(m)
        .map_err(|e| format!("last move '{}': {e}", last.uci))?;
    if before.fen() != fen {
        return Err(format!(
            "the last move '{}' leads to {}, not to the puzzle",
            last.uci,
            before.fen()
        ));
    }
    Ok(())
}

/// The checks without search: the id is the hash of the FEN and the moves, the opponent's last
/// move (if given) leads to the FEN, the kind is named by a theme, the solution is legal move by move, ends with a player's move, and ends as the kind
/// says — a mate in N is N player moves ending in checkmate; a material puzzle has at most
/// [`MAX_MATERIAL_MOVES`] player moves and wins at least [`MIN_GAIN`] of material.
///
/// # Errors
/// What is wrong with the puzzle.
pub fn check_line(puzzle: &Puzzle) -> Result<Kind, String> {
    let kind = Kind::of(puzzle).ok_or("no theme names the kind (mateInN or winMaterial)")?;
    let id = puzzle_id(&puzzle.fen, &puzzle.moves);
    if puzzle.id != id {
        return Err(format!(
            "id {} is not the hash of the puzzle ({id})",
            puzzle.id
        ));
    }
    if puzzle.moves.len() % 2 == 0 {
        return Err(format!(
            "{} moves: the solution must end with a player's move",
            puzzle.moves.len()
        ));
    }
    let (positions, _) = replay(puzzle)?;
    if let Some(last) = &puzzle.last {
        check_last(last, &puzzle.fen)?;
    }
    let (start, end) = (&positions[0], &positions[positions.len() - 1]);
    let player_moves = puzzle.moves.len().div_ceil(2);
    match kind {
        Kind::Mate(n) => {
            if player_moves != n as usize {
                return Err(format!("mate in {n} with {player_moves} player moves"));
            }
            if !end.is_checkmate() {
                return Err("the solution does not end in checkmate".to_string());
            }
        }
        Kind::Material => {
            if player_moves > MAX_MATERIAL_MOVES {
                return Err(format!("{player_moves} player moves"));
            }
            let gain = gain(start, end);
            if gain < MIN_GAIN {
                return Err(format!("the solution wins {gain} of material"));
            }
        }
    }
    Ok(kind)
}

/// Material won by the player from `start` to `end` (centipawns).
pub fn gain(start: &Position, end: &Position) -> i32 {
    let player = start.turn();
    material_balance(end, player) - material_balance(start, player)
}

/// Whether the line from `start` has reached a won position at `end` (the opponent to move):
/// at least [`MIN_GAIN`] of material won, and the opponent mated or, at [`AFTER_DEPTH`], at least
/// [`MIN_ADVANTAGE`] worse off.
pub fn is_won(start: &Position, end: &Position, analyst: &mut Analyst) -> bool {
    if gain(start, end) < MIN_GAIN {
        return false;
    }
    match analyst.best(end, AFTER_DEPTH) {
        Some((_, score)) => value(score) <= -MIN_ADVANTAGE,
        None => end.is_checkmate(),
    }
}

/// Whether a two-line search result makes its best move a material puzzle's move: it scores at
/// least [`MIN_ADVANTAGE`] and the second best at least [`MIN_MARGIN`] less (at the first move,
/// also no more than [`MAX_OTHERS`], and the best is no mate).
pub fn material_unique(top: &TopTwo, first: bool) -> bool {
    let best = value(top.best.1);
    if best < MIN_ADVANTAGE || (first && matches!(top.best.1, Score::Mate(_))) {
        return false;
    }
    match top.second {
        None => true,
        Some((_, s)) => {
            let s = value(s);
            s <= best - MIN_MARGIN && (!first || s <= MAX_OTHERS)
        }
    }
}

/// The moves of `pos` that checkmate at once.
pub fn mating_moves(pos: &Position) -> Vec<Move> {
    pos.legal_moves()
        .iter()
        .copied()
        .filter(|&m| {
            let mut next = *pos;
            next.play_unchecked(m);
            next.is_checkmate()
        })
        .collect()
}

/// The player move that mates in `r` from `pos`, if exactly one does and nothing mates faster:
/// for r = 1 by trying every move, otherwise by a two-line search at [`mate_depth`] whose best
/// line mates in exactly `r` and whose second line does not mate in `r` or fewer.
///
/// # Errors
/// Why no move is the unique mate in `r`.
pub fn unique_mate(pos: &Position, r: u32, analyst: &mut Analyst) -> Result<Move, String> {
    if r == 1 {
        let mates = mating_moves(pos);
        return match mates.as_slice() {
            [m] => Ok(*m),
            [] => Err("no move mates in 1".to_string()),
            _ => Err(format!("{} moves mate in 1", mates.len())),
        };
    }
    let top = analyst.top_two(pos, mate_depth(r)).ok_or("no legal move")?;
    if top.best.1 != Score::Mate(r as i32) {
        return Err(format!(
            "the best move {} scores {}, not mate {r}",
            top.best.0, top.best.1
        ));
    }
    if let Some((m, Score::Mate(k))) = top.second {
        if (1..=r as i32).contains(&k) {
            return Err(format!("{m} mates in {k} too"));
        }
    }
    Ok(top.best.0)
}

/// The checks that search (see the module): for a mate in N, each player move is the unique mate
/// in the moves left ([`unique_mate`]); for a material puzzle, each player move is the best by
/// [`material_unique`] at [`MATERIAL_DEPTH`], each reply is the engine's best move at that depth,
/// and the end is won ([`is_won`]). Assumes [`check_line`] passed.
///
/// # Errors
/// The first move that is not unique, or the reply that is not the engine's.
pub fn check_unique(puzzle: &Puzzle, analyst: &mut Analyst) -> Result<(), String> {
    let kind = Kind::of(puzzle).ok_or("no theme names the kind")?;
    let (positions, moves) = replay(puzzle)?;
    for (i, (&m, pos)) in moves.iter().zip(&positions).enumerate() {
        let player = i % 2 == 0;
        let at = |what: String| format!("move {} ({m}): {what}", i + 1);
        match (kind, player) {
            (Kind::Mate(n), true) => {
                let r = n - (i / 2) as u32;
                let found = unique_mate(pos, r, analyst).map_err(at)?;
                if found != m {
                    return Err(at(format!("the mate in {r} is {found}")));
                }
            }
            // The mate distances checked at the player's moves show that each reply holds out
            // longest.
            (Kind::Mate(_), false) => {}
            (Kind::Material, true) => {
                let top = analyst
                    .top_two(pos, MATERIAL_DEPTH)
                    .ok_or_else(|| at("no legal move".to_string()))?;
                if top.best.0 != m {
                    return Err(at(format!("the engine prefers {}", top.best.0)));
                }
                if !material_unique(&top, i == 0) {
                    let second = top
                        .second
                        .map_or("-".to_string(), |(s, score)| format!("{s} {score}"));
                    return Err(at(format!(
                        "not unique: best {}, second {second}",
                        top.best.1
                    )));
                }
            }
            (Kind::Material, false) => {
                let best = analyst.best(pos, MATERIAL_DEPTH).map(|b| b.0);
                if best != Some(m) {
                    return Err(at(format!("the engine replies {best:?}")));
                }
            }
        }
    }
    if kind == Kind::Material && !is_won(&positions[0], &positions[moves.len()], analyst) {
        return Err("the position after the solution is not won".to_string());
    }
    Ok(())
}
