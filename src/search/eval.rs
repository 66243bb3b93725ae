//! Static evaluation made for Alice chess. All the numbers live in [`Params`]; [`Params::DEFAULT`]
//! holds the tuned set (see the tuning notes on it).
//!
//! What counts, for each side (then white minus black, from the side to move's view):
//! - **material** and small **centralisation** tables (a formula, not 64-entry tables);
//! - **mobility on the piece's own board**: the squares a piece can move to are those it attacks
//!   on its board that are empty on the other board (or hold an enemy on its own board);
//! - **king safety**. Only pieces on the king's board attack it, and only pieces on the *other*
//!   board can arrive on the king's board (every move crosses the looking-glass). So danger is:
//!   enemy pieces on the king's board covering the squares around it (escape squares), enemy
//!   pieces on the other board that can land on a square giving check (worse when none of our
//!   pieces on the king's board covers that square), and a king *alone* on its board with enemy
//!   pieces there (nothing of ours can take a checker there);
//! - **pawns**: advancement and passed pawns (no enemy pawn ahead on its own or a neighbouring
//!   file, on either board: any of them may end up on the pawn's board);
//! - a **lone king** is driven to the edge and approached (to finish won endings);
//! - a small bonus for the side to move.

use crate::attacks::{bishop_attacks, king_attacks, knight_attacks, pawn_attacks, rook_attacks};
use crate::bitboard::Bitboard;
use crate::position::Position;
use crate::square::Square;
use crate::types::{Board, Color, Role};

/// Every number of the evaluation, in centipawns unless said otherwise.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Piece values in the middlegame, by [`Role::index`] (the king's is unused).
    pub material: [i32; 6],
    /// Piece values in the endgame (blended with [`Params::material`] by the pieces left).
    pub material_eg: [i32; 6],
    /// Middlegame bonus per square a piece can move to, by role (pawns and king unused).
    pub mobility: [i32; 6],
    /// Endgame bonus per square a piece can move to.
    pub mobility_eg: [i32; 6],
    /// Bonus per step of centrality (0 in a corner … 6 in the centre), by role; for the king
    /// this is the endgame weight.
    pub center: [i32; 6],
    /// Middlegame penalty per rank a king has left its first rank.
    pub king_advance: i32,
    /// Middlegame pawn bonus by relative rank (0 = own first rank).
    pub pawn_rank: [i32; 8],
    /// Endgame pawn bonus by relative rank.
    pub pawn_rank_eg: [i32; 8],
    /// Middlegame extra bonus for a passed pawn by relative rank.
    pub passed: [i32; 8],
    /// Endgame extra bonus for a passed pawn by relative rank.
    pub passed_eg: [i32; 8],
    /// Danger units per square next to the king covered by enemy pieces on the king's board.
    pub zone_attack: i32,
    /// Danger units per square where an enemy piece from the other board could land with check,
    /// by the checking piece's role, when no piece of ours on the king's board covers it.
    pub safe_check: [i32; 6],
    /// Danger units when such a check square is covered by one of our pieces.
    pub unsafe_check: i32,
    /// Danger units per enemy piece (pawns excluded) on the board of a king that is alone there.
    pub king_alone: i32,
    /// King danger penalty = units² / `danger_div`, at most `danger_max`.
    pub danger_div: i32,
    /// Cap of the king danger penalty.
    pub danger_max: i32,
    /// Bonus for having both bishops.
    pub bishop_pair: i32,
    /// Against a lone king: bonus per step the king is pushed from the centre.
    pub lone_king_edge: i32,
    /// Against a lone king: bonus per step the kings are closer (7 − distance).
    pub lone_king_close: i32,
    /// Bonus for the side to move.
    pub tempo: i32,
}

impl Params {
    /// The tuned values: fitted by `alice tune` (Texel's method) to the results of 6,000
    /// self-play games, material, mobility and pawns separately for the middlegame and the
    /// endgame, then measured in play; the log of what was tried is in `src/search/TUNING.md`.
    /// (The pawn's 100 sets the scale; the lone-king terms are set by hand.)
    pub const DEFAULT: Params = Params {
        material: [100, 90, 75, 305, 780, 0],
        material_eg: [100, 220, 345, 925, 1690, 0],
        mobility: [0, 24, 24, 16, 8, 0],
        mobility_eg: [0, 2, 4, -7, 14, 0],
        center: [0, 9, 5, -7, -6, 5],
        king_advance: -27,
        pawn_rank: [0, -1, -23, -34, 3, 23, 97, 0],
        pawn_rank_eg: [0, -39, -25, -6, 12, 114, 114, 0],
        passed: [0, 30, 33, -37, 20, 27, 91, 0],
        passed_eg: [0, 52, 38, 93, 78, 59, 101, 0],
        zone_attack: 4,
        safe_check: [0, 11, 10, 8, 5, 0],
        unsafe_check: 3,
        king_alone: -9,
        danger_div: 2,
        danger_max: 520,
        bishop_pair: 82,
        lone_king_edge: 20,
        lone_king_close: 10,
        tempo: 22,
    };

    /// The name of every number, as [`Params::set`] and [`Params::get`] take it: `material.1`,
    /// `danger_div`, … (the king's unused slots and the pawns' mobility are left out).
    pub fn names() -> Vec<String> {
        let mut names = Vec::new();
        let indexed = |field: &str, range: std::ops::Range<usize>, names: &mut Vec<String>| {
            names.extend(range.map(|i| format!("{field}.{i}")));
        };
        indexed("material", 0..5, &mut names);
        indexed("material_eg", 0..5, &mut names);
        indexed("mobility", 1..5, &mut names);
        indexed("mobility_eg", 1..5, &mut names);
        indexed("center", 1..6, &mut names);
        indexed("pawn_rank", 1..7, &mut names);
        indexed("pawn_rank_eg", 1..7, &mut names);
        indexed("passed", 1..7, &mut names);
        indexed("passed_eg", 1..7, &mut names);
        indexed("safe_check", 1..5, &mut names);
        names.extend(SCALARS.iter().map(|s| s.to_string()));
        names
    }

    /// Sets one number by name (`material.1`, `danger_div`, …), for tuning from the command
    /// line.
    ///
    /// # Errors
    /// A message naming the unknown parameter or the bad value.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
        let v: i32 = value
            .parse()
            .map_err(|_| format!("parameter {name}: '{value}' is not a whole number"))?;
        *self.slot_mut(name)? = v;
        Ok(())
    }

    /// One number by name (see [`Params::set`]).
    ///
    /// # Errors
    /// A message naming the unknown parameter.
    pub fn get(&self, name: &str) -> Result<i32, String> {
        let mut copy = self.clone();
        copy.slot_mut(name).map(|slot| *slot)
    }

    fn slot_mut(&mut self, name: &str) -> Result<&mut i32, String> {
        let (field, index) = match name.split_once('.') {
            Some((f, i)) => (
                f,
                Some(
                    i.parse::<usize>()
                        .map_err(|_| format!("parameter {name}: bad index '{i}'"))?,
                ),
            ),
            None => (name, None),
        };
        let array: Option<&mut [i32]> = match field {
            "material" => Some(&mut self.material),
            "material_eg" => Some(&mut self.material_eg),
            "mobility" => Some(&mut self.mobility),
            "mobility_eg" => Some(&mut self.mobility_eg),
            "center" => Some(&mut self.center),
            "pawn_rank" => Some(&mut self.pawn_rank),
            "pawn_rank_eg" => Some(&mut self.pawn_rank_eg),
            "passed" => Some(&mut self.passed),
            "passed_eg" => Some(&mut self.passed_eg),
            "safe_check" => Some(&mut self.safe_check),
            _ => None,
        };
        if let Some(array) = array {
            return index
                .and_then(|i| array.get_mut(i))
                .ok_or_else(|| format!("parameter {name}: needs an index in range"));
        }
        Ok(match field {
            "king_advance" => &mut self.king_advance,
            "zone_attack" => &mut self.zone_attack,
            "unsafe_check" => &mut self.unsafe_check,
            "king_alone" => &mut self.king_alone,
            "danger_div" => &mut self.danger_div,
            "danger_max" => &mut self.danger_max,
            "bishop_pair" => &mut self.bishop_pair,
            "lone_king_edge" => &mut self.lone_king_edge,
            "lone_king_close" => &mut self.lone_king_close,
            "tempo" => &mut self.tempo,
            _ => return Err(format!("unknown parameter '{name}'")),
        })
    }
}

/// The single numbers of [`Params`], by name.
const SCALARS: [&str; 10] = [
    "king_advance",
    "zone_attack",
    "unsafe_check",
    "king_alone",
    "danger_div",
    "danger_max",
    "bishop_pair",
    "lone_king_edge",
    "lone_king_close",
    "tempo",
];

impl Default for Params {
    fn default() -> Self {
        Params::DEFAULT
    }
}

/// Game phase weights (knight, bishop 1; rook 2; queen 4); 24 = all pieces on.
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
const PHASE_MAX: i32 = 24;

/// 0 in a corner … 6 in the centre.
#[inline]
fn centrality(sq: Square) -> i32 {
    let d = |x: u8| if x < 4 { 3 - x } else { x - 4 } as i32;
    6 - d(sq.file()) - d(sq.rank())
}

/// Chebyshev distance.
#[inline]
fn distance(a: Square, b: Square) -> i32 {
    let df = (a.file() as i32 - b.file() as i32).abs();
    let dr = (a.rank() as i32 - b.rank() as i32).abs();
    df.max(dr)
}

/// The squares where a pawn of the other colour is *not* passed because of `pawns` (of `color`):
/// the squares behind each of them (from `color`'s view) on its file and the two beside it.
#[inline]
fn pawn_span(color: Color, pawns: Bitboard) -> Bitboard {
    let mut fill = pawns.0;
    match color {
        Color::White => {
            fill |= fill << 8;
            fill |= fill << 16;
            fill |= fill << 32;
            fill <<= 8;
        }
        Color::Black => {
            fill |= fill >> 8;
            fill |= fill >> 16;
            fill |= fill >> 32;
            fill >>= 8;
        }
    }
    const NOT_A: u64 = !0x0101_0101_0101_0101;
    const NOT_H: u64 = !0x8080_8080_8080_8080;
    Bitboard(fill | ((fill << 1) & NOT_A) | ((fill >> 1) & NOT_H))
}

/// Where a king stands and which squares matter around it.
struct KingZone {
    board: Board,
    /// The squares next to the king.
    zone: Bitboard,
    /// By role: squares of the king's board from which a piece of that role gives check.
    check_from: [Bitboard; 6],
}

impl KingZone {
    fn new(pos: &Position, color: Color) -> KingZone {
        let (sq, board) = pos.king(color);
        let occ = pos.board_occupied(board);
        let bishop = bishop_attacks(sq, occ);
        let rook = rook_attacks(sq, occ);
        KingZone {
            board,
            zone: king_attacks(sq),
            check_from: [
                pawn_attacks(color, sq),
                knight_attacks(sq),
                bishop,
                rook,
                bishop | rook,
                Bitboard::EMPTY,
            ],
        }
    }
}

/// The evaluation of `pos` in centipawns, from the side to move's point of view.
pub fn evaluate(pos: &Position, p: &Params) -> i32 {
    let occ = pos.occupied();
    let occ_on = [pos.board_occupied(Board::A), pos.board_occupied(Board::B)];
    let kings = [
        KingZone::new(pos, Color::White),
        KingZone::new(pos, Color::Black),
    ];
    let mut mg = [0i32; 2];
    let mut eg = [0i32; 2];
    // Material, mobility and pawns: tapered on their own, so that equal middlegame and endgame
    // numbers give exactly the untapered sum.
    let mut pieces_mg = [0i32; 2];
    let mut pieces_eg = [0i32; 2];
    let mut both = [0i32; 2];
    let mut phase = 0;
    // Squares each side attacks on each board, and where it could land giving check.
    let mut attacked = [[Bitboard::EMPTY; 2]; 2];
    let mut checks = [[Bitboard::EMPTY; 6]; 2];

    for color in Color::ALL {
        let c = color.index();
        let enemy_king = &kings[color.other().index()];
        let blocked = pawn_span(color.other(), pos.pieces(color.other(), Role::Pawn));
        for board in Board::ALL {
            let b = board.index();
            let ours = pos.by_color(color) & occ_on[b];
            let enemies = pos.by_color(color.other()) & occ_on[b];
            // Empty on both boards, or an enemy on this board.
            let open = !occ | enemies;
            for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
                for sq in ours & pos.pieces(color, role) {
                    let r = role.index();
                    let attacks = match role {
                        Role::Knight => knight_attacks(sq),
                        Role::Bishop => bishop_attacks(sq, occ_on[b]),
                        Role::Rook => rook_attacks(sq, occ_on[b]),
                        _ => rook_attacks(sq, occ_on[b]) | bishop_attacks(sq, occ_on[b]),
                    };
                    attacked[c][b] |= attacks;
                    let targets = attacks & open;
                    let n = targets.count() as i32;
                    pieces_mg[c] += p.material[r] + p.mobility[r] * n;
                    pieces_eg[c] += p.material_eg[r] + p.mobility_eg[r] * n;
                    both[c] += p.center[r] * centrality(sq);
                    phase += PHASE[r];
                    if enemy_king.board != board {
                        checks[c][r] |= targets & enemy_king.check_from[r];
                    }
                }
            }
            for sq in ours & pos.pieces(color, Role::Pawn) {
                attacked[c][b] |= pawn_attacks(color, sq);
                let rel = if color == Color::White {
                    sq.rank()
                } else {
                    7 - sq.rank()
                } as usize;
                pieces_mg[c] += p.material[0] + p.pawn_rank[rel];
                pieces_eg[c] += p.material_eg[0] + p.pawn_rank_eg[rel];
                if !blocked.contains(sq) {
                    pieces_mg[c] += p.passed[rel];
                    pieces_eg[c] += p.passed_eg[rel];
                }
            }
        }
        if pos.pieces(color, Role::Bishop).more_than_one() {
            both[c] += p.bishop_pair;
        }
        let (ksq, kb) = pos.king(color);
        attacked[c][kb.index()] |= king_attacks(ksq);
        let rel_rank = if color == Color::White {
            ksq.rank()
        } else {
            7 - ksq.rank()
        };
        mg[c] -= p.king_advance * i32::from(rel_rank);
        eg[c] += p.center[Role::King.index()] * centrality(ksq);
    }

    // King danger, charged to the king's owner.
    for color in Color::ALL {
        let c = color.index();
        let e = color.other().index();
        let king = &kings[c];
        let kb = king.board.index();
        let mut units = p.zone_attack * (attacked[e][kb] & king.zone).count() as i32;
        for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
            let squares = checks[e][role.index()];
            let safe = squares & !attacked[c][kb];
            units += p.safe_check[role.index()] * safe.count() as i32;
            units += p.unsafe_check * (squares & attacked[c][kb]).count() as i32;
        }
        let defenders = (pos.by_color(color) & occ_on[kb]).count() - 1;
        if defenders == 0 {
            let intruders = (pos.by_color(color.other()) & occ_on[kb])
                & !pos.pieces(color.other(), Role::Pawn)
                & !pos.pieces(color.other(), Role::King);
            units += p.king_alone * intruders.count() as i32;
        }
        mg[c] -= (units * units / p.danger_div.max(1)).min(p.danger_max);
    }

    // Drive a lone king to the edge and walk up to it.
    for color in Color::ALL {
        let them = color.other();
        if pos.has_lone_king(them) && pos.by_color(color).more_than_one() {
            let (theirs, _) = pos.king(them);
            let (ours, _) = pos.king(color);
            both[color.index()] += p.lone_king_edge * (6 - centrality(theirs))
                + p.lone_king_close * (7 - distance(ours, theirs));
        }
    }

    let phase = phase.min(PHASE_MAX);
    let taper = |mg: [i32; 2], eg: [i32; 2]| {
        ((mg[0] - mg[1]) * phase + (eg[0] - eg[1]) * (PHASE_MAX - phase)) / PHASE_MAX
    };
    let white = both[0] - both[1] + taper(mg, eg) + taper(pieces_mg, pieces_eg);
    let score = if pos.turn() == Color::White {
        white
    } else {
        -white
    };
    score + p.tempo
}

/// Material only (pawn 100, knight 300, bishop 300, rook 500, queen 900), from the side to
/// move's point of view: the baseline opponent's evaluation.
pub fn material_only(pos: &Position) -> i32 {
    const VALUES: [i32; 6] = [100, 300, 300, 500, 900, 0];
    let side = |color: Color| -> i32 {
        Role::ALL
            .iter()
            .map(|&r| VALUES[r.index()] * pos.pieces(color, r).count() as i32)
            .sum()
    };
    let us = pos.turn();
    side(us) - side(us.other())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::parse_fen;

    #[test]
    fn start_position_is_balanced() {
        let p = Params::DEFAULT;
        let pos = Position::start();
        assert_eq!(evaluate(&pos, &p), p.tempo);
    }

    #[test]
    fn mirrored_positions_score_the_same() {
        let p = Params::DEFAULT;
        // White to move vs the colour-mirrored position with black to move.
        let a =
            parse_fen("r3k2r/ppp2ppp/2n5/3P4/4s3/2O5/PP3PPP/R1B1K2R w KQkq - 0 1").expect("fen");
        let b =
            parse_fen("r1b1k2r/pp3ppp/2o5/4S3/3p4/2N5/PPP2PPP/R3K2R b KQkq - 0 1").expect("fen");
        assert_eq!(evaluate(&a, &p), evaluate(&b, &p));
    }

    #[test]
    fn params_set_by_name() {
        let mut p = Params::DEFAULT;
        p.set("material.1", "333").expect("set");
        p.set("tempo", "5").expect("set");
        assert_eq!(p.material[1], 333);
        assert_eq!(p.tempo, 5);
        assert!(p.set("material.9", "1").is_err());
        assert!(p.set("nothing", "1").is_err());
        assert!(p.set("tempo", "x").is_err());
        for name in Params::names() {
            let before = p.get(&name).expect("named");
            p.set(&name, &(before + 1).to_string()).expect("set");
            assert_eq!(p.get(&name), Ok(before + 1), "{name}");
        }
        assert!(p.get("center.9").is_err());
    }

    #[test]
    fn passed_pawns_by_span() {
        let sq = |t: &str| Square::parse(t).expect("square");
        // A black pawn on d6 stops white pawns below it on c, d and e files.
        let black = pawn_span(Color::Black, sq("d6").bb());
        for t in ["c5", "d2", "e5", "e3"] {
            assert!(black.contains(sq(t)), "{t}");
        }
        for t in ["d6", "d7", "c6", "f5", "b4"] {
            assert!(!black.contains(sq(t)), "{t}");
        }
        let white = pawn_span(Color::White, sq("e4").bb());
        assert!(white.contains(sq("d5")) && white.contains(sq("f8")) && white.contains(sq("e7")));
        assert!(!white.contains(sq("e4")) && !white.contains(sq("d3")));
    }
}
