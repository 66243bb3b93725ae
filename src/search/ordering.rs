//! Move ordering as explicit stages (after Ethereal): the hash move, good captures by value
//! (most valuable victim, least valuable attacker), the two killer moves, quiet moves by history,
//! then the bad captures.
//!
//! The core hands out all legal moves at once, so the picker generates once and walks the list in
//! stages, scoring each part only when it is reached (a cut-off by the hash move or a capture
//! never pays for scoring the quiet moves).
//!
//! A capture is **bad** when the capturing piece is worth more than its victim and the square it
//! lands on is attacked on the board it lands on. In Alice that test is exact about the
//! recapture's existence: the capturer leaves its board, so only the enemy pieces on the landing
//! board can take it back, and nothing on that board changed.

use super::see::see;
use crate::moves::{Move, MoveKind, MoveList, MAX_MOVES};
use crate::position::Position;
use crate::types::{Color, Role};

/// Piece values for ordering captures (the king's is high so it is never a cheap attacker).
const VALUE: [i32; 6] = [100, 320, 330, 500, 950, 2000];

/// Largest magnitude of a history score.
pub const HISTORY_MAX: i32 = 16_384;

/// Quiet-move history: how often a move (by colour, from, to) caused a cut-off lately.
pub struct History([[[i32; 64]; 64]; 2]);

impl History {
    /// All zero.
    pub fn new() -> History {
        History([[[0; 64]; 64]; 2])
    }

    /// Resets to zero.
    pub fn clear(&mut self) {
        *self = History::new();
    }

    /// The score of `m` for `color`.
    #[inline]
    pub fn get(&self, color: Color, m: Move) -> i32 {
        self.0[color.index()][m.from.index()][m.to.index()]
    }

    /// Moves the score of `m` toward ±[`HISTORY_MAX`] by `bonus` (negative for a malus), the
    /// step shrinking as the score grows ("gravity").
    #[inline]
    pub fn update(&mut self, color: Color, m: Move, bonus: i32) {
        let entry = &mut self.0[color.index()][m.from.index()][m.to.index()];
        let bonus = bonus.clamp(-HISTORY_MAX, HISTORY_MAX);
        *entry += bonus - *entry * bonus.abs() / HISTORY_MAX;
    }
}

impl Default for History {
    fn default() -> Self {
        History::new()
    }
}

/// Whether `m` takes something or promotes to a queen: the moves quiescence search looks at.
#[inline]
pub fn is_noisy(pos: &Position, m: Move) -> bool {
    match m.kind {
        MoveKind::EnPassant => true,
        MoveKind::Promotion(role) => role == Role::Queen || pos.occupied().contains(m.to),
        _ => pos.occupied().contains(m.to),
    }
}

/// Whether `m` is a capture (en passant included).
#[inline]
pub fn is_capture(pos: &Position, m: Move) -> bool {
    m.kind == MoveKind::EnPassant || pos.occupied().contains(m.to)
}

/// What a noisy move wins at most: the captured piece plus a promotion's gain.
#[inline]
pub fn capture_gain(pos: &Position, m: Move) -> i32 {
    let victim = match m.kind {
        MoveKind::EnPassant => VALUE[0],
        _ => pos.role_at(m.to).map_or(0, |r| VALUE[r.index()]),
    };
    victim + m.promotion().map_or(0, |r| VALUE[r.index()] - VALUE[0])
}

/// Ordering score of a noisy move: victim value × 8 − attacker rank, plus the promotion; below
/// zero when the capture is bad (see the module docs; with `exchange`, bad means losing material
/// by the exchange evaluation [`see`] instead of merely landing on an attacked square).
fn noisy_score(pos: &Position, m: Move, exchange: bool) -> i32 {
    let victim = match m.kind {
        MoveKind::EnPassant => VALUE[0],
        _ => pos.role_at(m.to).map_or(0, |r| VALUE[r.index()]),
    };
    let attacker = pos.role_at(m.from).unwrap_or(Role::Pawn);
    let promo = m.promotion().map_or(0, |r| VALUE[r.index()] - VALUE[0]);
    let score = 8 * (victim + promo) - attacker.index() as i32;
    if promo == 0 && VALUE[attacker.index()] > victim {
        if exchange {
            return if see(pos, m) < 0 {
                score - 100_000
            } else {
                score
            };
        }
        let landing = pos.board_of(m.from).other();
        if pos.is_attacked(m.to, landing, pos.turn().other()) {
            return score - 100_000;
        }
    }
    score
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Stage {
    HashMove,
    GoodNoisy,
    Killers,
    Quiets,
    BadNoisy,
    Done,
}

/// Hands out the legal moves of a position, best-looking first.
pub struct MovePicker {
    moves: MoveList,
    scores: [i32; MAX_MOVES],
    /// `moves[..noisy]` are the noisy moves, the rest quiet.
    noisy: usize,
    stage: Stage,
    /// Next unpicked index of the current stage's part of the list.
    cursor: usize,
    hash_move: Option<Move>,
    killers: [Option<Move>; 3],
    killer_index: usize,
    /// Where the bad noisy moves start (they wait behind the quiet moves).
    bad_start: usize,
    /// Only noisy moves, good ones only (quiescence search).
    noisy_only: bool,
    /// The rest of the quiet moves come in list order, unsorted (see
    /// [`MovePicker::skip_quiet_order`]).
    unsorted_quiets: bool,
    /// Bad captures are those the exchange evaluation says lose material.
    exchange: bool,
}

impl MovePicker {
    /// A picker over all legal moves of `pos`.
    pub fn new(pos: &Position, hash_move: Option<Move>, killers: [Option<Move>; 3]) -> MovePicker {
        MovePicker::over(pos, pos.legal_moves(), hash_move, killers)
    }

    fn over(
        pos: &Position,
        mut moves: MoveList,
        hash_move: Option<Move>,
        killers: [Option<Move>; 3],
    ) -> MovePicker {
        // Partition: noisy moves first.
        let mut noisy = 0;
        for i in 0..moves.len() {
            if is_noisy(pos, moves[i]) {
                moves.swap(i, noisy);
                noisy += 1;
            }
        }
        let hash_move = hash_move.filter(|m| moves.contains(m));
        MovePicker {
            moves,
            scores: [0; MAX_MOVES],
            noisy,
            stage: Stage::HashMove,
            cursor: 0,
            hash_move,
            killers,
            killer_index: 0,
            bad_start: 0,
            noisy_only: false,
            unsorted_quiets: false,
            exchange: false,
        }
    }

    /// A picker over the good noisy moves only (captures and queen promotions), for quiescence;
    /// with `exchange`, good by the exchange evaluation (see [`MovePicker::exchange_test`]).
    pub fn noisy(pos: &Position, exchange: bool) -> MovePicker {
        let mut picker = MovePicker::over(pos, pos.noisy_moves(), None, [None; 3]);
        picker.noisy_only = true;
        picker.exchange = exchange;
        picker.stage = Stage::GoodNoisy;
        picker.score_noisy(pos);
        picker
    }

    /// Judges captures by the exchange evaluation ([`see`]): a capture is bad when it loses
    /// material there. Call before the first [`MovePicker::next`].
    pub fn exchange_test(&mut self, on: bool) {
        self.exchange = on;
    }

    /// Hands out the remaining quiet moves in list order without sorting them: for a node that
    /// prunes the rest of its quiet moves anyway (only checks among them get a look).
    pub fn skip_quiet_order(&mut self) {
        self.unsorted_quiets = true;
    }

    /// Number of legal moves (all of them, whatever the stages will hand out; for a
    /// [`MovePicker::noisy`], the noisy ones).
    pub fn legal_count(&self) -> usize {
        self.moves.len()
    }

    fn score_noisy(&mut self, pos: &Position) {
        for i in 0..self.noisy {
            self.scores[i] = noisy_score(pos, self.moves[i], self.exchange);
        }
    }

    /// Picks the highest-scored move of `moves[cursor..end]` with a score of at least `min`,
    /// moving it to `cursor`.
    #[inline]
    fn select(&mut self, end: usize, min: i32) -> Option<Move> {
        let mut best = self.cursor;
        for i in self.cursor + 1..end {
            if self.scores[i] > self.scores[best] {
                best = i;
            }
        }
        if best >= end || self.scores[best] < min {
            return None;
        }
        self.moves.swap(self.cursor, best);
        self.scores.swap(self.cursor, best);
        self.cursor += 1;
        Some(self.moves[self.cursor - 1])
    }

    /// The next move, or `None` when all were handed out.
    pub fn next(&mut self, pos: &Position, history: &History) -> Option<Move> {
        loop {
            match self.stage {
                Stage::HashMove => {
                    self.stage = Stage::GoodNoisy;
                    self.score_noisy(pos);
                    if self.hash_move.is_some() {
                        return self.hash_move;
                    }
                }
                Stage::GoodNoisy => match self.select(self.noisy, 0) {
                    Some(m) if Some(m) == self.hash_move => continue,
                    Some(m) => return Some(m),
                    None if self.noisy_only => {
                        self.stage = Stage::Done;
                    }
                    None => {
                        self.stage = Stage::Killers;
                    }
                },
                Stage::Killers => {
                    let Some(&k) = self.killers.get(self.killer_index) else {
                        self.stage = Stage::Quiets;
                        let color = pos.turn();
                        for i in self.noisy..self.moves.len() {
                            self.scores[i] = history.get(color, self.moves[i]);
                        }
                        self.bad_start = self.cursor;
                        self.cursor = self.noisy;
                        continue;
                    };
                    self.killer_index += 1;
                    if let Some(k) = k {
                        if Some(k) != self.hash_move && self.moves[self.noisy..].contains(&k) {
                            return Some(k);
                        }
                    }
                }
                Stage::Quiets if self.unsorted_quiets => {
                    if self.cursor < self.moves.len() {
                        self.cursor += 1;
                        let m = self.moves[self.cursor - 1];
                        if Some(m) == self.hash_move || self.killers.contains(&Some(m)) {
                            continue;
                        }
                        return Some(m);
                    }
                    self.stage = Stage::BadNoisy;
                    self.cursor = self.bad_start;
                }
                Stage::Quiets => match self.select(self.moves.len(), i32::MIN) {
                    Some(m) if Some(m) == self.hash_move || self.killers.contains(&Some(m)) => {
                        continue
                    }
                    Some(m) => return Some(m),
                    None => {
                        self.stage = Stage::BadNoisy;
                        self.cursor = self.bad_start;
                    }
                },
                Stage::BadNoisy => match self.select(self.noisy, i32::MIN) {
                    Some(m) if Some(m) == self.hash_move => continue,
                    Some(m) => return Some(m),
                    None => self.stage = Stage::Done,
                },
                Stage::Done => return None,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::parse_fen;

    fn all_picked(pos: &Position, hash: Option<Move>, killers: [Option<Move>; 3]) -> Vec<Move> {
        let history = History::new();
        let mut picker = MovePicker::new(pos, hash, killers);
        let mut out = Vec::new();
        while let Some(m) = picker.next(pos, &history) {
            out.push(m);
        }
        out
    }

    #[test]
    fn every_move_exactly_once() {
        for fen in [
            crate::fen::START_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "rnbqkbnr/ppp1pppp/8/8/4p3/8/PPPPCPPP/RNBQK1NR w KQkq - 0 3",
        ] {
            let pos = parse_fen(fen).expect("fen");
            let legal = pos.legal_moves();
            let hash = legal.get(3).copied();
            let killers = [
                legal.get(7).copied(),
                legal.get(3).copied(),
                legal.get(9).copied(),
            ];
            let picked = all_picked(&pos, hash, killers);
            assert_eq!(picked.len(), legal.len(), "{fen}");
            for m in legal.iter() {
                assert_eq!(picked.iter().filter(|&&p| p == *m).count(), 1, "{fen} {m}");
            }
            assert_eq!(picked.first().copied(), hash);
        }
    }

    #[test]
    fn captures_come_first_biggest_victim_first() {
        let pos = parse_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
            .expect("fen");
        let picked = all_picked(&pos, None, [None; 3]);
        assert!(is_capture(&pos, picked[0]));
    }
}
