//! The transposition table: what earlier searches learnt about a position, keyed by its
//! two-board Zobrist hash ([`Position::hash`](crate::Position::hash)).
//!
//! Ethereal's layout, made smaller: a table of buckets of [`BUCKET`] twelve-byte entries. The
//! bucket is chosen by the hash's high bits, the entry is recognised by its low 32 bits. An entry
//! holds the best move (16 bits), the score (with mate scores made relative to the node, see
//! [`score_to_tt`]), the static evaluation, the depth and the bound. Replacement keeps deep
//! entries of the current search and overwrites the least valuable one of the bucket.
//!
//! The table can be shared by the threads of a parallel search: every entry is a 64-bit data word
//! and a 32-bit check word, each read and written atomically (relaxed: plain loads and stores on
//! common hardware). The check word is the key XOR both halves of the data, so an entry torn by
//! two threads writing at once no longer matches its key and is ignored (moves read from the
//! table are checked against the generated moves anyway).
//!
//! The table is allocated once, when it is created; [`TranspositionTable::clear`] only zeroes it.

use super::{MATE, MATE_BOUND};
use crate::moves::{Move, MoveKind};
use crate::square::Square;
use crate::types::Role;
use std::sync::atomic::{AtomicU32, AtomicU64, AtomicU8, Ordering};

/// Entries per bucket.
pub const BUCKET: usize = 4;

/// What a stored score says about the true score.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true score is at most the stored one (every move failed low).
    Upper = 1,
    /// The true score is at least the stored one (a move failed high).
    Lower = 2,
    /// The stored score is exact.
    Exact = 3,
}

/// One stored position, unpacked.
#[derive(Copy, Clone, Default)]
struct Entry {
    /// Low 32 bits of the hash (0 with `gen_bound == 0` marks an empty entry).
    key: u32,
    mv: u16,
    score: i16,
    eval: i16,
    depth: u8,
    /// Generation in the high six bits, [`Bound`] in the low two.
    gen_bound: u8,
}

impl Entry {
    fn data(self) -> u64 {
        u64::from(self.mv)
            | u64::from(self.score as u16) << 16
            | u64::from(self.eval as u16) << 32
            | u64::from(self.depth) << 48
            | u64::from(self.gen_bound) << 56
    }

    fn from_data(key: u32, data: u64) -> Entry {
        Entry {
            key,
            mv: data as u16,
            score: (data >> 16) as u16 as i16,
            eval: (data >> 32) as u16 as i16,
            depth: (data >> 48) as u8,
            gen_bound: (data >> 56) as u8,
        }
    }
}

/// The check word stored beside `data` for `key`.
#[inline]
fn check(key: u32, data: u64) -> u32 {
    key ^ data as u32 ^ (data >> 32) as u32
}

/// Four entries: data words, then check words (48 bytes, as four packed entries were).
#[derive(Default)]
struct Bucket {
    data: [AtomicU64; BUCKET],
    check: [AtomicU32; BUCKET],
}

impl Bucket {
    /// Entry `i`'s data word and key (recovered from the check word).
    #[inline]
    fn raw(&self, i: usize) -> (u64, u32) {
        let data = self.data[i].load(Ordering::Relaxed);
        (data, check(self.check[i].load(Ordering::Relaxed), data))
    }

    /// Entry `i` (its key recovered from the check word).
    #[inline]
    fn load(&self, i: usize) -> Entry {
        let (data, key) = self.raw(i);
        Entry::from_data(key, data)
    }

    #[inline]
    fn save(&self, i: usize, e: Entry) {
        let data = e.data();
        self.data[i].store(data, Ordering::Relaxed);
        self.check[i].store(check(e.key, data), Ordering::Relaxed);
    }
}

/// What a probe found.
#[derive(Copy, Clone, Debug)]
pub struct Hit {
    /// The best move found last time (not checked for legality: compare with generated moves).
    pub mv: Option<Move>,
    /// The score, already adjusted to the probing node's ply.
    pub score: i32,
    /// The static evaluation stored with it.
    pub eval: i32,
    /// The depth the score was searched to.
    pub depth: i32,
    /// What kind of bound the score is.
    pub bound: Bound,
}

/// A fixed-size transposition table, shareable between threads.
pub struct TranspositionTable {
    buckets: Vec<Bucket>,
    generation: AtomicU8,
}

impl TranspositionTable {
    /// A table of about `megabytes` MB (at least one bucket); if that much memory cannot be had,
    /// the largest half, quarter, … of it that can (see [`TranspositionTable::bytes`]).
    pub fn new(megabytes: usize) -> TranspositionTable {
        let bytes = megabytes.max(1).saturating_mul(1024 * 1024);
        let mut len = (bytes / std::mem::size_of::<Bucket>()).max(1);
        let mut buckets = Vec::new();
        while buckets.try_reserve_exact(len).is_err() && len > 1 {
            len /= 2;
        }
        buckets.resize_with(len, Bucket::default);
        TranspositionTable {
            buckets,
            generation: AtomicU8::new(0),
        }
    }

    /// Forgets everything (keeps the memory).
    pub fn clear(&self) {
        for b in &self.buckets {
            for i in 0..BUCKET {
                b.data[i].store(0, Ordering::Relaxed);
                b.check[i].store(0, Ordering::Relaxed);
            }
        }
        self.generation.store(0, Ordering::Relaxed);
    }

    /// Starts a new search: older entries become cheaper to replace. (With threads sharing the
    /// table, only one of them calls it.)
    pub fn new_search(&self) {
        let g = self.generation.load(Ordering::Relaxed);
        self.generation.store((g + 1) & 63, Ordering::Relaxed);
    }

    /// Size in bytes.
    pub fn bytes(&self) -> usize {
        self.buckets.len() * std::mem::size_of::<Bucket>()
    }

    #[inline]
    fn index(&self, hash: u64) -> usize {
        ((u128::from(hash) * self.buckets.len() as u128) >> 64) as usize
    }

    /// Looks `hash` up; `ply` is the probing node's distance from the root.
    #[inline]
    pub fn probe(&self, hash: u64, ply: usize) -> Option<Hit> {
        let key = hash as u32;
        let bucket = &self.buckets[self.index(hash)];
        let (data, _) = (0..BUCKET)
            .map(|i| bucket.raw(i))
            .find(|&(data, k)| k == key && (data >> 56) & 3 != 0)?;
        let e = Entry::from_data(key, data);
        let bound = match e.gen_bound & 3 {
            1 => Bound::Upper,
            2 => Bound::Lower,
            _ => Bound::Exact,
        };
        Some(Hit {
            mv: decode_move(e.mv),
            score: score_from_tt(i32::from(e.score), ply),
            eval: i32::from(e.eval),
            depth: i32::from(e.depth),
            bound,
        })
    }

    /// Stores a search result. `score` is relative to the root-distance `ply` of the node.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    pub fn store(
        &self,
        hash: u64,
        ply: usize,
        mv: Option<Move>,
        score: i32,
        eval: i32,
        depth: i32,
        bound: Bound,
    ) {
        let key = hash as u32;
        let generation = self.generation.load(Ordering::Relaxed);
        let bucket = &self.buckets[self.index(hash)];
        let raw: [(u64, u32); BUCKET] = std::array::from_fn(|i| bucket.raw(i));
        // The same position, else the entry worth least: shallow and from old searches.
        let slot = match raw.iter().position(|&(_, k)| k == key) {
            Some(i) => i,
            None => {
                let worth = |data: u64| {
                    let gen_bound = (data >> 56) as u8;
                    let age = i32::from((generation.wrapping_sub(gen_bound >> 2)) & 63);
                    i32::from((data >> 48) as u8) - 8 * age
                };
                (0..BUCKET).min_by_key(|&i| worth(raw[i].0)).unwrap_or(0)
            }
        };
        let e = Entry::from_data(raw[slot].1, raw[slot].0);
        // Keep a deeper result for the same position unless this one is exact.
        if e.key == key
            && e.gen_bound >> 2 == generation
            && bound != Bound::Exact
            && i32::from(e.depth) > depth + 2
        {
            return;
        }
        let mv = match mv {
            Some(m) => encode_move(m),
            // Keep the old move for the same position when this search found none.
            None if e.key == key => e.mv,
            None => 0,
        };
        bucket.save(
            slot,
            Entry {
                key,
                mv,
                score: score_to_tt(score, ply) as i16,
                eval: eval.clamp(-MATE, MATE) as i16,
                depth: depth.clamp(0, 255) as u8,
                gen_bound: (generation << 2) | bound as u8,
            },
        );
    }

    /// Permille of the first thousand buckets' entries used by the current search.
    pub fn hashfull(&self) -> u32 {
        let generation = self.generation.load(Ordering::Relaxed);
        let n = self.buckets.len().min(1000);
        let used: usize = self.buckets[..n]
            .iter()
            .map(|b| {
                (0..BUCKET)
                    .map(|i| b.load(i))
                    .filter(|e| e.gen_bound & 3 != 0 && e.gen_bound >> 2 == generation)
                    .count()
            })
            .sum();
        (used * 1000 / (n * BUCKET).max(1)) as u32
    }
}

/// A mate score counts plies from the root; stored, it counts from the node.
#[inline]
pub fn score_to_tt(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score >= MATE_BOUND {
        score + ply
    } else if score <= -MATE_BOUND {
        score - ply
    } else {
        score
    }
}

/// The inverse of [`score_to_tt`].
#[inline]
pub fn score_from_tt(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score >= MATE_BOUND {
        score - ply
    } else if score <= -MATE_BOUND {
        score + ply
    } else {
        score
    }
}

/// Packs a move in 16 bits: from (6), to (6), kind (4). 0 is never a move (a1a1).
pub fn encode_move(m: Move) -> u16 {
    let kind: u16 = match m.kind {
        MoveKind::Normal => 0,
        MoveKind::DoublePush => 1,
        MoveKind::EnPassant => 2,
        MoveKind::CastleShort => 3,
        MoveKind::CastleLong => 4,
        MoveKind::Promotion(role) => 5 + role.index() as u16,
    };
    m.from.index() as u16 | (m.to.index() as u16) << 6 | kind << 12
}

/// Unpacks [`encode_move`]; `None` for 0 or a garbled kind.
pub fn decode_move(bits: u16) -> Option<Move> {
    if bits == 0 {
        return None;
    }
    let from = Square::new((bits & 63) as u8);
    let to = Square::new(((bits >> 6) & 63) as u8);
    let kind = match bits >> 12 {
        0 => MoveKind::Normal,
        1 => MoveKind::DoublePush,
        2 => MoveKind::EnPassant,
        3 => MoveKind::CastleShort,
        4 => MoveKind::CastleLong,
        k @ 5..=10 => MoveKind::Promotion(Role::ALL[usize::from(k - 5)]),
        _ => return None,
    };
    Some(Move::new(from, to, kind))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_round_trip() {
        let pos = crate::Position::start();
        for &m in pos.legal_moves().iter() {
            assert_eq!(decode_move(encode_move(m)), Some(m));
        }
        let promo = Move::new(
            Square::new(52),
            Square::new(60),
            MoveKind::Promotion(Role::Knight),
        );
        assert_eq!(decode_move(encode_move(promo)), Some(promo));
    }

    #[test]
    fn store_and_probe_adjust_mate_scores() {
        let tt = TranspositionTable::new(1);
        let m = Move::new(Square::new(12), Square::new(28), MoveKind::DoublePush);
        // Mate in 3 plies from a node at ply 5: MATE - 8 from the root.
        tt.store(42, 5, Some(m), MATE - 8, 10, 6, Bound::Exact);
        let hit = tt.probe(42, 7).expect("stored");
        assert_eq!(hit.score, MATE - 10);
        assert_eq!(hit.mv, Some(m));
        assert_eq!(hit.depth, 6);
        assert_eq!(hit.bound, Bound::Exact);
        assert!(tt.probe(43, 0).is_none());
        // Negative scores and evaluations survive the packing.
        tt.store(7 << 40, 0, None, -1234, -56, 3, Bound::Upper);
        let hit = tt.probe(7 << 40, 0).expect("stored");
        assert_eq!((hit.score, hit.eval, hit.depth), (-1234, -56, 3));
        assert_eq!((hit.mv, hit.bound), (None, Bound::Upper));
    }

    #[test]
    fn a_torn_entry_is_not_found() {
        let tt = TranspositionTable::new(1);
        tt.store(42, 0, None, 100, 0, 5, Bound::Exact);
        let b = &tt.buckets[tt.index(42)];
        let i = (0..BUCKET).find(|&i| b.load(i).key == 42).expect("stored");
        // Another thread's data lands without its check word.
        b.data[i].store(
            b.data[i].load(Ordering::Relaxed) ^ (1 << 20),
            Ordering::Relaxed,
        );
        assert!(tt.probe(42, 0).is_none());
        assert_eq!(std::mem::size_of::<Bucket>(), 48);
    }
}
