//! Puzzles: positions where one move is clearly best and the others fail, found in engine games.
//!
//! A [`Puzzle`] is a position (FEN) and its solution in coordinate notation: the player's move,
//! the opponent's reply, the player's next move, …, always ending with a player's move. There are
//! two kinds (see [`Kind`]):
//!
//! - **mate in N** (N from 1 to [`MAX_MATE`]): the line ends in checkmate after N player moves, and
//!   at every player move no other move mates as fast;
//! - **win of material**: at every player move the best move scores at least [`MIN_ADVANTAGE`]
//!   and every other move at least [`MIN_MARGIN`] less; at the first move no other move keeps
//!   more than [`MAX_OTHERS`] ("the rest fail"); after the line the player has won at least
//!   [`MIN_GAIN`] of material (pawn 100, knight and bishop 300, rook 500, queen 900) and a search
//!   of the final position still gives the player at least [`MIN_ADVANTAGE`].
//!
//! The opponent's replies are the engine's best. [`generate`] plays seeded engine games and
//! collects puzzles, [`verify`] checks one (the same check decides what the generator keeps, and
//! `tests/puzzles.rs` runs it over the committed file), [`themes`] names what happens,
//! [`difficulty`] measures how hard it is and rates it, [`json`] writes and reads the puzzle file.

pub mod analyse;
pub mod difficulty;
pub mod generate;
pub mod json;
pub mod themes;
pub mod verify;

use crate::fen::parse_fen;
use crate::position::Position;
use crate::san::parse_move;
use crate::types::{Color, Role};
use crate::Move;

/// The longest mate a puzzle asks for, in player moves.
pub const MAX_MATE: u32 = 4;
/// A material puzzle's best move scores at least this (centipawns, the player's view).
pub const MIN_ADVANTAGE: i32 = 200;
/// … and every other move at least this much less.
pub const MIN_MARGIN: i32 = 300;
/// At a material puzzle's first move, no other move scores more than this.
pub const MAX_OTHERS: i32 = 150;
/// A material puzzle wins at least this much material (centipawns) by the end of its line.
pub const MIN_GAIN: i32 = 200;
/// Most player moves in a material puzzle's solution.
pub const MAX_MATERIAL_MOVES: usize = 3;

/// One puzzle, as stored in the puzzle file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// A short stable name: 8 hex digits of a hash of the FEN and the moves (see [`puzzle_id`]).
    pub id: String,
    /// The position, the player to move.
    pub fen: String,
    /// The solution in coordinate notation (`e2e4`, `a7a8q`), the player's moves first and then
    /// every other one, the opponent's replies between them.
    pub moves: Vec<String>,
    /// Difficulty (see [`difficulty::rating`]).
    pub rating: u32,
    /// What happens (see [`themes`]); the first is `mateIn1`…`mateIn4` or `winMaterial`.
    pub themes: Vec<String>,
    /// The opponent's move that led to [`Puzzle::fen`] in the game, with the position before it:
    /// a trainer shows that position and plays the move first, as lichess does (`None` in a file
    /// made before it was kept).
    pub last: Option<LastMove>,
}

/// The opponent's last move before a puzzle (see [`Puzzle::last`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastMove {
    /// The position before it.
    pub fen: String,
    /// The move, in coordinate notation; played in `fen` it gives the puzzle's FEN.
    pub uci: String,
}

/// What a puzzle asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Mate in this many player moves.
    Mate(u32),
    /// Win material.
    Material,
}

impl Kind {
    /// The theme that names the kind: `mateIn2`, `winMaterial`.
    pub fn theme(self) -> String {
        match self {
            Kind::Mate(n) => format!("mateIn{n}"),
            Kind::Material => "winMaterial".to_string(),
        }
    }

    /// The kind a puzzle's themes name.
    pub fn of(puzzle: &Puzzle) -> Option<Kind> {
        puzzle.themes.iter().find_map(|t| {
            if t == "winMaterial" {
                return Some(Kind::Material);
            }
            let n: u32 = t.strip_prefix("mateIn")?.parse().ok()?;
            (1..=MAX_MATE).contains(&n).then_some(Kind::Mate(n))
        })
    }
}

/// The id of a puzzle: FNV-1a (64 bits) of the FEN, a space and the moves joined by spaces, its
/// low 32 bits as 8 lowercase hex digits.
pub fn puzzle_id(fen: &str, moves: &[String]) -> String {
    let text = format!("{fen} {}", moves.join(" "));
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{:08x}", hash & 0xffff_ffff)
}

/// The position part of a FEN (placement, side, castling, en passant): two puzzles with the same
/// key are the same position.
pub fn position_key(fen: &str) -> String {
    fen.split_whitespace().take(4).collect::<Vec<_>>().join(" ")
}

/// The material of `color` in centipawns: pawn 100, knight and bishop 300, rook 500, queen 900.
pub fn material(pos: &Position, color: Color) -> i32 {
    const VALUES: [i32; 6] = [100, 300, 300, 500, 900, 0];
    Role::ALL
        .iter()
        .map(|&r| VALUES[r.index()] * pos.pieces(color, r).count() as i32)
        .sum()
}

/// `color`'s material minus the opponent's.
pub fn material_balance(pos: &Position, color: Color) -> i32 {
    material(pos, color) - material(pos, color.other())
}

/// The puzzle's start position and its solution as moves, each checked to be legal where it is
/// played. Also the positions before each move and the one after the last.
///
/// # Errors
/// A message naming the FEN or the move that cannot be read or played.
pub fn replay(puzzle: &Puzzle) -> Result<(Vec<Position>, Vec<Move>), String> {
    let start = parse_fen(&puzzle.fen).map_err(|e| format!("bad FEN: {e}"))?;
    let mut positions = vec![start];
    let mut moves = Vec::new();
    for (i, text) in puzzle.moves.iter().enumerate() {
        let mut pos = positions[i];
        let m = parse_move(&pos, text).map_err(|e| format!("move {} '{text}': {e}", i + 1))?;
        if m.uci() != *text {
            return Err(format!("move {} '{text}' is not in coordinate form", i + 1));
        }
        pos.play(m)
            .map_err(|e| format!("move {} '{text}': {e}", i + 1))?;
        moves.push(m);
        positions.push(pos);
    }
    Ok((positions, moves))
}
