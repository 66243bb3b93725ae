//! Zobrist keys for hashing the full two-board position.

use crate::square::Square;
use crate::types::{Board, Color, Role};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

const PIECE_KEYS: usize = 2 * 6 * 2 * 64;
const LEN: usize = PIECE_KEYS + 4 + 8 + 1;

// The keys are made at run time, once, rather than stored: 1,549 random 64-bit numbers are
// 12 KB that no compression shrinks, and the wasm build has a size budget. Every position is
// first hashed whole by `Position::from_setup` (which calls [`init`]), so the table is filled
// before any key is read; afterwards a key costs the same load as from a constant table.
static KEYS: [AtomicU64; LEN] = [const { AtomicU64::new(0) }; LEN];
static READY: AtomicBool = AtomicBool::new(false);

/// Fills the key table (once; cheap to call again).
#[inline]
pub fn init() {
    if !READY.load(Ordering::Acquire) {
        fill();
    }
}

#[cold]
fn fill() {
    for (i, key) in KEYS.iter().enumerate() {
        key.store(
            splitmix(0x0a11_ce00_0000_0000 ^ (i as u64)),
            Ordering::Relaxed,
        );
    }
    READY.store(true, Ordering::Release);
}

#[inline(always)]
fn key(i: usize) -> u64 {
    KEYS[i].load(Ordering::Relaxed)
}

/// Key of a piece of `color` and `role` standing on `sq` of `board`.
#[inline]
pub fn piece(color: Color, role: Role, board: Board, sq: Square) -> u64 {
    key(((color.index() * 6 + role.index()) * 2 + board.index()) * 64 + sq.index())
}

/// Key of one castling right, by corner: 0 = white short, 1 = white long, 2 = black short,
/// 3 = black long.
#[inline]
pub fn castling(corner: usize) -> u64 {
    key(PIECE_KEYS + (corner & 3))
}

/// Key of an en-passant file.
#[inline]
pub fn en_passant(file: u8) -> u64 {
    key(PIECE_KEYS + 4 + (file as usize & 7))
}

/// Key XORed in when black is to move.
#[inline]
pub fn black_to_move() -> u64 {
    key(PIECE_KEYS + 12)
}
