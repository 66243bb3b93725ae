//! Zobrist keys for hashing the full two-board position.

use crate::square::Square;
use crate::types::{Board, Color, Role};

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

const PIECE_KEYS: usize = 2 * 6 * 2 * 64;

const KEYS: [u64; PIECE_KEYS + 4 + 8 + 1] = {
    let mut keys = [0u64; PIECE_KEYS + 4 + 8 + 1];
    let mut i = 0;
    while i < keys.len() {
        keys[i] = splitmix(0x0a11_ce00_0000_0000 ^ (i as u64));
        i += 1;
    }
    keys
};

/// Key of a piece of `color` and `role` standing on `sq` of `board`.
#[inline]
pub fn piece(color: Color, role: Role, board: Board, sq: Square) -> u64 {
    KEYS[((color.index() * 6 + role.index()) * 2 + board.index()) * 64 + sq.index()]
}

/// Key of one castling right, by corner: 0 = white short, 1 = white long, 2 = black short,
/// 3 = black long.
#[inline]
pub fn castling(corner: usize) -> u64 {
    KEYS[PIECE_KEYS + (corner & 3)]
}

/// Key of an en-passant file.
#[inline]
pub fn en_passant(file: u8) -> u64 {
    KEYS[PIECE_KEYS + 4 + (file as usize & 7)]
}

/// Key XORed in when black is to move.
#[inline]
pub fn black_to_move() -> u64 {
    KEYS[PIECE_KEYS + 12]
}
