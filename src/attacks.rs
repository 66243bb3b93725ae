//! Attack sets on one board, given that board's occupancy.
//!
//! Sliders use the hyperbola-quintessence trick (byte swap) for files and diagonals and a
//! 512-byte table for ranks, so the tables stay a few kilobytes (they ship in the wasm too).

use crate::bitboard::Bitboard;
use crate::square::Square;
use crate::types::{Color, Role};

const fn step_table(deltas: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let f = (sq % 8) as i8;
        let r = (sq / 8) as i8;
        let mut i = 0;
        while i < deltas.len() {
            let (df, dr) = deltas[i];
            let (nf, nr) = (f + df, r + dr);
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                table[sq] |= 1 << (nr * 8 + nf);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

const KNIGHT: [u64; 64] = step_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
const KING: [u64; 64] = step_table(&[
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
]);
const WHITE_PAWN: [u64; 64] = step_table(&[(-1, 1), (1, 1)]);
const BLACK_PAWN: [u64; 64] = step_table(&[(-1, -1), (1, -1)]);

/// Masks of the line through each square in one direction, the square itself excluded.
const fn line_table(df: i8, dr: i8) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let f0 = (sq % 8) as i8;
        let r0 = (sq / 8) as i8;
        let mut sign = -1;
        while sign <= 1 {
            let (mut f, mut r) = (f0 + sign * df, r0 + sign * dr);
            while f >= 0 && f < 8 && r >= 0 && r < 8 {
                table[sq] |= 1 << (r * 8 + f);
                f += sign * df;
                r += sign * dr;
            }
            sign += 2;
        }
        sq += 1;
    }
    table
}

const FILE_LINE: [u64; 64] = line_table(0, 1);
const DIAG_LINE: [u64; 64] = line_table(1, 1);
const ANTI_LINE: [u64; 64] = line_table(1, -1);

/// Rank attacks for a slider on `file` given the inner six occupancy bits (files b..g).
const RANK_ATTACKS: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut file = 0;
    while file < 8 {
        let mut inner = 0;
        while inner < 64 {
            let occ = (inner << 1) as u8;
            let mut att = 0u8;
            let mut f = file + 1;
            while f < 8 {
                att |= 1 << f;
                if occ & (1 << f) != 0 {
                    break;
                }
                f += 1;
            }
            let mut f = file as i32 - 1;
            while f >= 0 {
                att |= 1 << f;
                if occ & (1 << f) != 0 {
                    break;
                }
                f -= 1;
            }
            table[file * 64 + inner] = att;
            inner += 1;
        }
        file += 1;
    }
    table
};

#[inline]
fn line_attacks(sq: Square, occupied: u64, mask: u64) -> u64 {
    let o = occupied & mask;
    let s = sq.bb().0;
    let forward = o.wrapping_sub(s.wrapping_mul(2));
    let reverse = o
        .swap_bytes()
        .wrapping_sub(s.swap_bytes().wrapping_mul(2))
        .swap_bytes();
    (forward ^ reverse) & mask
}

#[inline]
fn rank_attacks(sq: Square, occupied: u64) -> u64 {
    let shift = (sq.rank() * 8) as u32;
    let inner = ((occupied >> (shift + 1)) & 63) as usize;
    (RANK_ATTACKS[sq.file() as usize * 64 + inner] as u64) << shift
}

/// Squares a knight on `sq` attacks.
#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

/// Squares a king on `sq` attacks.
#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

/// Squares a pawn of `color` on `sq` attacks (captures diagonally forward).
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(match color {
        Color::White => WHITE_PAWN[sq.index()],
        Color::Black => BLACK_PAWN[sq.index()],
    })
}

/// Squares a rook on `sq` attacks, blocked by `occupied` (the first blocker included).
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(line_attacks(sq, occupied.0, FILE_LINE[sq.index()]) | rank_attacks(sq, occupied.0))
}

/// Squares a bishop on `sq` attacks, blocked by `occupied` (the first blocker included).
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(
        line_attacks(sq, occupied.0, DIAG_LINE[sq.index()])
            | line_attacks(sq, occupied.0, ANTI_LINE[sq.index()]),
    )
}

/// Squares a queen on `sq` attacks, blocked by `occupied`.
#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// Every square on a line (rank, file or diagonal) through `sq`, `sq` excluded.
#[inline]
pub fn queen_rays(sq: Square) -> Bitboard {
    let i = sq.index();
    Bitboard(FILE_LINE[i] | DIAG_LINE[i] | ANTI_LINE[i]) | Bitboard::rank(sq.rank()).without(sq)
}

/// Squares a piece of `role` and `color` on `sq` attacks, blocked by `occupied`.
pub fn attacks(role: Role, color: Color, sq: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => pawn_attacks(color, sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occupied),
        Role::Rook => rook_attacks(sq, occupied),
        Role::Queen => queen_attacks(sq, occupied),
        Role::King => king_attacks(sq),
    }
}

/// The squares strictly between `a` and `b` if they share a line, otherwise empty.
pub fn between(a: Square, b: Square) -> Bitboard {
    let (ab, bb) = (a.bb(), b.bb());
    let rook = rook_attacks(a, bb);
    if rook.contains(b) {
        return rook & rook_attacks(b, ab);
    }
    let bishop = bishop_attacks(a, bb);
    if bishop.contains(b) {
        return bishop & bishop_attacks(b, ab);
    }
    Bitboard::EMPTY
}

/// Whether a piece of `role` on `from` could reach `to` on an empty board (pawns: one step
/// forward, two from the start rank, or one diagonally forward). Plain arithmetic, for the
/// explanations of refused moves and for premoves (not for move generation).
pub(crate) fn reaches(us: Color, role: Role, from: Square, to: Square) -> bool {
    let df = (to.file() as i8 - from.file() as i8).abs();
    let dr = to.rank() as i8 - from.rank() as i8;
    let fwd: i8 = us.fold(1, -1);
    match role {
        _ if from == to => false,
        Role::Pawn => {
            (df <= 1 && dr == fwd) || (df == 0 && dr == 2 * fwd && from.rank() == us.fold(1, 6))
        }
        Role::Knight => df * dr.abs() == 2,
        Role::Bishop => df == dr.abs(),
        Role::Rook => df == 0 || dr == 0,
        Role::Queen => df == dr.abs() || df == 0 || dr == 0,
        Role::King => df <= 1 && dr.abs() <= 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn rook_is_blocked_by_first_piece() {
        let occ = sq("d6").bb() | sq("f4").bb() | sq("d2").bb();
        let att = rook_attacks(sq("d4"), occ);
        let expected = ["d5", "d6", "d3", "d2", "e4", "f4", "c4", "b4", "a4"];
        assert_eq!(att.count(), expected.len() as u32);
        for s in expected {
            assert!(att.contains(sq(s)), "{s}");
        }
    }

    #[test]
    fn bishop_on_corner_and_blocked() {
        assert_eq!(bishop_attacks(sq("a1"), Bitboard::EMPTY).count(), 7);
        let att = bishop_attacks(sq("c1"), sq("e3").bb());
        assert!(att.contains(sq("e3")) && !att.contains(sq("f4")) && att.contains(sq("a3")));
    }

    #[test]
    fn between_on_lines_only() {
        assert_eq!(between(sq("a1"), sq("d4")).count(), 2);
        assert_eq!(between(sq("e1"), sq("e8")).count(), 6);
        assert!(between(sq("a1"), sq("b3")).is_empty());
    }

    #[test]
    fn leaper_tables() {
        assert_eq!(knight_attacks(sq("a1")).count(), 2);
        assert_eq!(king_attacks(sq("e4")).count(), 8);
        assert_eq!(pawn_attacks(Color::White, sq("a2")), sq("b3").bb());
        assert_eq!(pawn_attacks(Color::Black, sq("e7")).count(), 2);
    }
}
