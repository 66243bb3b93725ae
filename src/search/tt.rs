//! The transposition table: what earlier searches learnt about a position, keyed by its
//! two-board Zobrist hash ([`Position::hash`](crate::Position::hash)).
//!
//! Ethereal's layout, made smaller: a table of buckets of [`BUCKET`] twelve-byte entries. The
//! bucket is chosen by the hash's high bits, the entry is recognised by its low 32 bits. An entry
//! holds the best move (16 bits), the score (with mate scores made relative to the node, see
//! [`score_to_tt`]), the static evaluation, the depth and the bound. Replacement keeps deep
//! entries of the current search and overwrites the least valuable one of the bucket.
//!
//! The table is allocated once, when it is created; [`TranspositionTable::clear`] only zeroes it.

use super::{MATE, MATE_BOUND};
use crate::moves::{Move, MoveKind};
use crate::square::Square;
use crate::types::Role;

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

/// One stored position.
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

/// A fixed-size transposition table.
pub struct TranspositionTable {
    buckets: Vec<[Entry; BUCKET]>,
    generation: u8,
}

impl TranspositionTable {
    /// A table of about `megabytes` MB (at least one bucket).
    pub fn new(megabytes: usize) -> TranspositionTable {
        let bytes = megabytes.max(1) * 1024 * 1024;
        let len = (bytes / std::mem::size_of::<[Entry; BUCKET]>()).max(1);
        TranspositionTable {
            buckets: vec![[Entry::default(); BUCKET]; len],
            generation: 0,
        }
    }

    /// Forgets everything (keeps the memory).
    pub fn clear(&mut self) {
        self.buckets.fill([Entry::default(); BUCKET]);
        self.generation = 0;
    }

    /// Starts a new search: older entries become cheaper to replace.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 63;
    }

    /// Size in bytes.
    pub fn bytes(&self) -> usize {
        self.buckets.len() * std::mem::size_of::<[Entry; BUCKET]>()
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
        let e = bucket
            .iter()
            .find(|e| e.key == key && e.gen_bound & 3 != 0)?;
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
        &mut self,
        hash: u64,
        ply: usize,
        mv: Option<Move>,
        score: i32,
        eval: i32,
        depth: i32,
        bound: Bound,
    ) {
        let key = hash as u32;
        let generation = self.generation;
        let index = self.index(hash);
        let bucket = &mut self.buckets[index];
        // The same position, else the entry worth least: shallow and from old searches.
        let slot = match bucket.iter().position(|e| e.key == key) {
            Some(i) => i,
            None => {
                let worth = |e: &Entry| {
                    let age = i32::from((generation.wrapping_sub(e.gen_bound >> 2)) & 63);
                    i32::from(e.depth) - 8 * age
                };
                (0..BUCKET).min_by_key(|&i| worth(&bucket[i])).unwrap_or(0)
            }
        };
        let e = &mut bucket[slot];
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
        *e = Entry {
            key,
            mv,
            score: score_to_tt(score, ply) as i16,
            eval: eval.clamp(-MATE, MATE) as i16,
            depth: depth.clamp(0, 255) as u8,
            gen_bound: (generation << 2) | bound as u8,
        };
    }

    /// Permille of the first thousand buckets' entries used by the current search.
    pub fn hashfull(&self) -> u32 {
        let n = self.buckets.len().min(1000);
        let used: usize = self.buckets[..n]
            .iter()
            .map(|b| {
                b.iter()
                    .filter(|e| e.gen_bound & 3 != 0 && e.gen_bound >> 2 == self.generation)
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
        let mut tt = TranspositionTable::new(1);
        let m = Move::new(Square::new(12), Square::new(28), MoveKind::DoublePush);
        // Mate in 3 plies from a node at ply 5: MATE - 8 from the root.
        tt.store(42, 5, Some(m), MATE - 8, 10, 6, Bound::Exact);
        let hit = tt.probe(42, 7).expect("stored");
        assert_eq!(hit.score, MATE - 10);
        assert_eq!(hit.mv, Some(m));
        assert_eq!(hit.depth, 6);
        assert_eq!(hit.bound, Bound::Exact);
        assert!(tt.probe(43, 0).is_none());
    }
}
