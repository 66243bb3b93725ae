//! The searches behind the solver: "can the attacker force it in at most n moves?" for direct
//! mates and selfmates, and "every way to help" for helpmates. No allocation once the table is
//! made: moves live in stack [`MoveList`]s, results in a fixed [`Table`].
//!
//! - Direct mate (`#n`): the attacker moves, the defender replies; at the attacker's last move
//!   only checking moves are tried (a mate is a check), and the attacker's moves are ordered by the
//!   defending king's flight squares after them, fewest first, checks before quiet moves.
//! - Selfmate (`s#n`): the attacker (white) forces the defender (black) to mate it: every reply
//!   of the defender at the end mates; a defender's reply that mates earlier is one it had to make.
//! - Helpmate (`h#n`): both sides cooperate; the last move (white's) mates. Every solution is
//!   listed; positions known to fail with a given number of half-moves left are remembered.

use crate::attacks::{bishop_attacks, knight_attacks, pawn_attacks, rook_attacks};
use crate::bitboard::Bitboard;
use crate::moves::{Move, MoveKind, MoveList, MAX_MOVES};
use crate::position::Position;
use crate::types::{Board, Role};

/// Which moves of the side to move might give check, cheaply: a superset, to be confirmed by
/// playing the move. A piece checks directly only by landing on the enemy king's board on a
/// square it attacks the king from (with an empty board as the upper bound), and uncovers a check
/// only by leaving that board from a line through the king (or capturing on one).
struct CheckFilter {
    king_board: Board,
    knight: Bitboard,
    pawn: Bitboard,
    bishop: Bitboard,
    rook: Bitboard,
}

impl CheckFilter {
    fn new(pos: &Position) -> CheckFilter {
        let them = pos.turn().other();
        let (king, king_board) = pos.king(them);
        CheckFilter {
            king_board,
            knight: knight_attacks(king),
            // Squares from which a pawn of the side to move attacks the king.
            pawn: pawn_attacks(them, king),
            bishop: bishop_attacks(king, Bitboard::EMPTY),
            rook: rook_attacks(king, Bitboard::EMPTY),
        }
    }

    #[inline]
    fn might_check(&self, pos: &Position, m: Move) -> bool {
        if matches!(
            m.kind,
            MoveKind::EnPassant | MoveKind::CastleShort | MoveKind::CastleLong
        ) {
            return true;
        }
        let from_board = pos.board_of(m.from);
        if from_board == self.king_board {
            // Leaving the king's board uncovers a line through `from`, or through `to` when the
            // piece captures there (the captured piece leaves that board too).
            let lines = self.bishop | self.rook;
            return lines.contains(m.from) || lines.contains(m.to);
        }
        let role = match m.promotion() {
            Some(r) => r,
            None => pos.role_at(m.from).unwrap_or(Role::King),
        };
        let targets = match role {
            Role::Knight => self.knight,
            Role::Pawn => self.pawn,
            Role::Bishop => self.bishop,
            Role::Rook => self.rook,
            Role::Queen => self.bishop | self.rook,
            Role::King => Bitboard::EMPTY,
        };
        targets.contains(m.to)
    }
}

/// Whether the side to move has a move that mates.
fn has_mating_move(pos: &Position, moves: &MoveList) -> bool {
    let filter = CheckFilter::new(pos);
    moves.iter().any(|&m| {
        filter.might_check(pos, m) && {
            let mut after = *pos;
            after.play_unchecked(m);
            after.is_check() && !after.has_legal_moves()
        }
    })
}

/// Which kind of stipulation a search proves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// The attacker mates.
    Direct,
    /// The defender is forced to mate the attacker.
    Selfmate,
}

/// One remembered position: the shortest length known to win and the longest known to fail
/// (attacker to move), and for helpmates which numbers of half-moves are known to fail.
#[derive(Copy, Clone, Default)]
struct Entry {
    key: u64,
    /// The smallest n with a proven win (0: none known).
    win: u8,
    /// The largest n with a proven failure (0: none known).
    fail: u8,
    /// Helpmates: bit k set when no help play of k half-moves from here ends in mate.
    help_fail: u32,
}

/// A fixed-size table of proven results, indexed by the low bits of the position's hash.
pub(crate) struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table of `2^bits` entries (16 bytes each), allocated once.
    pub(crate) fn new(bits: u32) -> Table {
        let len = 1usize << bits.clamp(10, 26);
        Table {
            entries: vec![Entry::default(); len],
            mask: len - 1,
        }
    }

    #[inline]
    fn slot(&mut self, key: u64) -> &mut Entry {
        let e = &mut self.entries[(key as usize) & self.mask];
        if e.key != key {
            *e = Entry {
                key,
                ..Entry::default()
            };
        }
        e
    }

    #[inline]
    fn get(&self, key: u64) -> Option<&Entry> {
        let e = &self.entries[(key as usize) & self.mask];
        (e.key == key).then_some(e)
    }
}

/// Salts that keep the results of different stipulations apart in one table.
const SALT_DIRECT: u64 = 0;
const SALT_SELF: u64 = 0x5e1f_0a11_ce00_0001;
const SALT_HELP: u64 = 0x4e1b_0a11_ce00_0002;

/// The search state: the table, one killer refutation per remaining length, the node count.
pub(crate) struct Search {
    table: Table,
    killers: [Option<Move>; 64],
    /// Positions visited.
    pub(crate) nodes: u64,
    /// No new position is searched once `nodes` passes this; the search is then exhausted and
    /// its answers mean nothing (none is stored in the table).
    pub(crate) limit: u64,
    /// Whether the node limit was reached.
    pub(crate) exhausted: bool,
}

impl Search {
    pub(crate) fn new(table_bits: u32) -> Search {
        Search {
            table: Table::new(table_bits),
            killers: [None; 64],
            nodes: 0,
            limit: u64::MAX,
            exhausted: false,
        }
    }

    fn salt(mode: Mode) -> u64 {
        match mode {
            Mode::Direct => SALT_DIRECT,
            Mode::Selfmate => SALT_SELF,
        }
    }

    /// Whether the side to move (the attacker) forces the goal in at most `n` of its moves.
    pub(crate) fn attack(&mut self, mode: Mode, pos: &Position, n: u8) -> bool {
        if n == 0 {
            return false;
        }
        self.nodes += 1;
        if self.nodes > self.limit {
            self.exhausted = true;
        }
        if self.exhausted {
            return false;
        }
        let key = pos.hash() ^ Search::salt(mode);
        if let Some(e) = self.table.get(key) {
            if e.win != 0 && e.win <= n {
                return true;
            }
            if e.fail >= n {
                return false;
            }
        }
        let result = self.attack_uncached(mode, pos, n);
        if self.exhausted {
            return false;
        }
        let e = self.table.slot(key);
        if result {
            if e.win == 0 || n < e.win {
                e.win = n;
            }
        } else if n > e.fail {
            e.fail = n;
        }
        result
    }

    fn attack_uncached(&mut self, mode: Mode, pos: &Position, n: u8) -> bool {
        let moves = pos.legal_moves();
        if mode == Mode::Direct && n == 1 {
            // The last move must mate, so it must check.
            return has_mating_move(pos, &moves);
        }
        let mut order = [(0u16, 0u16); MAX_MOVES];
        let len = moves.len();
        for (i, &m) in moves.iter().enumerate() {
            let mut after = *pos;
            after.play_unchecked(m);
            let score = match mode {
                Mode::Direct => {
                    let check = after.is_check();
                    if check && !after.has_legal_moves() {
                        return true; // mates at once
                    }
                    after.king_moves().count() as u16 * 2 + u16::from(!check)
                }
                // Fewest replies first: a defender with few moves is more easily forced.
                Mode::Selfmate => after.count_legal_moves().min(999) as u16,
            };
            order[i] = (score, i as u16);
        }
        let order = &mut order[..len];
        order.sort_unstable();
        for &(_, i) in order.iter() {
            let mut after = *pos;
            after.play_unchecked(moves[i as usize]);
            if self.defend(mode, &after, n - 1) {
                return true;
            }
        }
        false
    }

    /// The defender to move after an attacker's move, with `n` attacker moves left: whether
    /// every reply loses (for a selfmate: every reply mates, or leads to a forced selfmate).
    pub(crate) fn defend(&mut self, mode: Mode, pos: &Position, n: u8) -> bool {
        self.nodes += 1;
        let moves = pos.legal_moves();
        if moves.is_empty() {
            // Direct: mated is a win, stalemate is not. Selfmate: the defender must move on.
            return mode == Mode::Direct && pos.is_check();
        }
        if mode == Mode::Direct && n == 0 {
            return false;
        }
        let slot = usize::from(n).min(63);
        if let Some(k) = self.killers[slot] {
            if moves.contains(&k) && !self.reply_loses(mode, pos, k, n) {
                return false;
            }
        }
        for &m in moves.iter() {
            if Some(m) == self.killers[slot] {
                continue;
            }
            if !self.reply_loses(mode, pos, m, n) {
                self.killers[slot] = Some(m);
                return false;
            }
        }
        true
    }

    /// Whether the defender's reply `m` still loses, with `n` attacker moves left.
    #[inline]
    fn reply_loses(&mut self, mode: Mode, pos: &Position, m: Move, n: u8) -> bool {
        let mut after = *pos;
        after.play_unchecked(m);
        match mode {
            Mode::Direct => self.attack(mode, &after, n),
            Mode::Selfmate => after.is_checkmate() || self.attack(mode, &after, n),
        }
    }

    /// Calls `found` with every help play of `plies` half-moves from `pos` that ends in mate
    /// (the side to move at the end is mated), passing the moves in `path[..depth + plies]`.
    /// Returns whether there was one.
    pub(crate) fn help(
        &mut self,
        pos: &Position,
        plies: u8,
        path: &mut [Move; 64],
        depth: usize,
        found: &mut dyn FnMut(&[Move]),
    ) -> bool {
        self.nodes += 1;
        let key = pos.hash() ^ SALT_HELP;
        let bit = 1u32 << plies.min(31);
        if let Some(e) = self.table.get(key) {
            if e.help_fail & bit != 0 {
                return false;
            }
        }
        let moves = pos.legal_moves();
        let mut any = false;
        let filter = CheckFilter::new(pos);
        for &m in moves.iter() {
            if plies == 1 && !filter.might_check(pos, m) {
                continue; // the last move mates, so it checks
            }
            let mut after = *pos;
            after.play_unchecked(m);
            path[depth] = m;
            if plies == 1 {
                if after.is_check() && !after.has_legal_moves() {
                    found(&path[..=depth]);
                    any = true;
                }
            } else if self.help(&after, plies - 1, path, depth + 1, found) {
                any = true;
            }
        }
        if !any {
            self.table.slot(key).help_fail |= bit;
        }
        any
    }
}

/// The legal moves of `pos`, each with the position after it.
pub(crate) fn successors(pos: &Position) -> impl Iterator<Item = (Move, Position)> + '_ {
    let moves: MoveList = pos.legal_moves();
    (0..moves.len()).map(move |i| {
        let mut after = *pos;
        after.play_unchecked(moves[i]);
        (moves[i], after)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::parse_fen;

    /// The check filter only skips moves that do not check: every checking move passes it, in
    /// positions reached by random games from several starts (en passant, castling and
    /// promotions included).
    #[test]
    fn the_check_filter_never_skips_a_check() {
        let starts = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "Ok6/c2Tp3/1s2P1s1/1S1nK3/u2psS1C/2SPS3/b1P5/8 w - - 0 1",
            "4cco1/4pks1/5ss1/3P4/8/8/B7/4R2K b - - 0 1",
            "8/P1k5/8/8/8/8/1p4K1/8 w - - 0 1",
        ];
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let (mut checks, mut skipped) = (0, 0);
        for fen in starts {
            for _game in 0..40 {
                let mut pos = parse_fen(fen).unwrap();
                for _ply in 0..60 {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let filter = CheckFilter::new(&pos);
                    for &m in moves.iter() {
                        let mut after = pos;
                        after.play_unchecked(m);
                        if after.is_check() {
                            checks += 1;
                            assert!(
                                filter.might_check(&pos, m),
                                "{m} in {}",
                                crate::fen::write_fen(&pos)
                            );
                        } else if !filter.might_check(&pos, m) {
                            skipped += 1;
                        }
                    }
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    pos.play_unchecked(moves[(seed % moves.len() as u64) as usize]);
                }
            }
        }
        assert!(checks > 1000, "{checks} checks seen");
        assert!(
            skipped > 10 * checks,
            "the filter skips {skipped} moves only"
        );
    }
}
