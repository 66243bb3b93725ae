//! The checks every puzzle passes: [`check_line`] (fast: the solution is legal and ends as the
//! kind says) and [`check_unique`] (searches: every player move is the only good one — for a
//! mate proven by the problem solver, for a material puzzle by a two-line search at
//! [`MATERIAL_DEPTH`]). The generator keeps a puzzle only if [`verify`] accepts it.

use super::analyse::{value, Analyst, TopTwo};
use super::{
    material_balance, puzzle_id, replay, Kind, Puzzle, MAX_MATERIAL_MOVES, MAX_OTHERS,
    MIN_ADVANTAGE, MIN_GAIN, MIN_MARGIN,
};
use crate::search::Score;
use crate::solve::MateProver;
use crate::{Move, Position};

/// Depth of the two-line search that checks a material puzzle's player moves (plies).
pub const MATERIAL_DEPTH: u32 = 12;
/// Positions the solver may visit to prove one mate puzzle (all its player moves together).
pub const PROOF_NODES: u64 = 4_000_000;
/// The solver's table for a proof: `2^PROOF_TABLE_BITS` entries of 16 bytes.
pub const PROOF_TABLE_BITS: u32 = 18;
/// Depth of the search that confirms the advantage after a material puzzle's line.
pub const AFTER_DEPTH: u32 = 5;

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

/// The mate proof of a puzzle position: the unique key of a mate in exactly `r` from `pos` by the
/// solver ([`MateProver`]): no move mates in fewer, exactly one mates in `r`.
///
/// # Errors
/// Why no move is the unique mate in `r` (including a spent node budget).
pub fn unique_key(pos: &Position, r: u32, prover: &mut MateProver) -> Result<Move, String> {
    let spent = || "not proven within the node budget".to_string();
    let r8 = u8::try_from(r).map_err(|_| format!("mate in {r}: too long"))?;
    if r8 > 1 && prover.mates_in(pos, r8 - 1).ok_or_else(spent)? {
        return Err(format!("a faster mate than in {r} exists"));
    }
    let keys = prover.keys(pos, r8).ok_or_else(spent)?;
    match keys.as_slice() {
        [m] => Ok(*m),
        [] => Err(format!("no mate in {r}")),
        _ => Err(format!(
            "{} keys mate in {r} ({})",
            keys.len(),
            keys.iter().map(|m| m.uci()).collect::<Vec<_>>().join(" ")
        )),
    }
}

/// A new prover for one puzzle (a fresh table: the result does not depend on what was proven
/// before).
pub fn prover() -> MateProver {
    MateProver::new(PROOF_TABLE_BITS, PROOF_NODES)
}

/// The solver's proof of a mate puzzle: at each player move, with `r` moves left, the move is the
/// only key of a mate in `r` and nothing mates faster ([`unique_key`]). As the key mates in `r`
/// against every reply, and the next player move is checked to allow no mate faster than `r - 1`,
/// each opponent reply in the line is a longest defence. One [`prover`] for the whole puzzle.
///
/// # Errors
/// The first player move that is not the unique key.
pub fn prove_mate(puzzle: &Puzzle) -> Result<(), String> {
    let Some(Kind::Mate(n)) = Kind::of(puzzle) else {
        return Err("not a mate puzzle".to_string());
    };
    let (positions, moves) = replay(puzzle)?;
    let mut prover = prover();
    for (i, (&m, pos)) in moves.iter().zip(&positions).enumerate().step_by(2) {
        let r = n - (i / 2) as u32;
        let at = |what: String| format!("move {} ({m}): {what}", i + 1);
        let key = unique_key(pos, r, &mut prover).map_err(at)?;
        if key != m {
            return Err(at(format!("the key of the mate in {r} is {key}")));
        }
    }
    Ok(())
}

/// The depth-[`MATERIAL_DEPTH`] check of a material puzzle: at each player move a two-line search
/// finds the move best and [`material_unique`]; each opponent reply is the second move of that
/// search's best line (the engine's answer to the player's move); the end is won ([`is_won`]).
///
/// # Errors
/// The first move that is not unique, or the reply that is not the engine's.
pub fn check_material(puzzle: &Puzzle, analyst: &mut Analyst) -> Result<(), String> {
    let (positions, moves) = replay(puzzle)?;
    for (i, (&m, pos)) in moves.iter().zip(&positions).enumerate().step_by(2) {
        let at = |what: String| format!("move {} ({m}): {what}", i + 1);
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
        if let Some(&reply) = moves.get(i + 1) {
            if top.pv.get(1) != Some(&reply) {
                return Err(format!(
                    "move {} ({reply}): the engine replies {:?}",
                    i + 2,
                    top.pv.get(1).map(|r| r.uci())
                ));
            }
        }
    }
    if !is_won(&positions[0], &positions[moves.len()], analyst) {
        return Err("the position after the solution is not won".to_string());
    }
    Ok(())
}

/// The checks that search (see the module): [`prove_mate`] for a mate, [`check_material`] for a
/// material puzzle. Assumes [`check_line`] passed.
///
/// # Errors
/// What the check refused.
pub fn check_unique(puzzle: &Puzzle, analyst: &mut Analyst) -> Result<(), String> {
    match Kind::of(puzzle).ok_or("no theme names the kind")? {
        Kind::Mate(_) => prove_mate(puzzle),
        Kind::Material => check_material(puzzle, analyst),
    }
}
