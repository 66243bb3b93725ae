//! Static exchange evaluation made for Alice chess: what a move wins or loses on its destination
//! square if both sides then take there, cheapest piece first, for as long as it pays.
//!
//! Through the looking-glass the exchange alternates boards. A piece that moves from board X to
//! square s lands on s of board Y; only the enemy pieces on **Y** can take it there, and the taker
//! lands on s of **X** (empty: the first victim stood there, the first mover left it); the next
//! taker stands on X and lands on Y, and so on. So the attackers of each step are those of one
//! board, the boards taking turns, and a piece that has taken leaves its board's occupancy
//! (uncovering what stood behind it there).

use crate::moves::{Move, MoveKind};
use crate::position::Position;
use crate::types::{Board, Role};

/// Piece values of the exchange (the king's is beyond any exchange).
const VALUE: [i32; 6] = [100, 320, 330, 500, 950, 20_000];

/// The material the side to move ends up with after `m` and the best sequence of captures on its
/// destination square (negative: `m` loses material there). `m` must be legal; a quiet move
/// counts as capturing nothing.
pub fn see(pos: &Position, m: Move) -> i32 {
    let Some(mover) = pos.role_at(m.from) else {
        return 0;
    };
    let s = m.to;
    let from_board = pos.board_of(m.from);
    let mut occupied = [pos.board_occupied(Board::A), pos.board_occupied(Board::B)];
    let x = from_board.index();
    occupied[x] = occupied[x].without(m.from).without(s);
    let victim = match m.kind {
        MoveKind::EnPassant => VALUE[0],
        _ => pos.role_at(s).map_or(0, |r| VALUE[r.index()]),
    };
    let promotion = m.promotion().map_or(0, |r| VALUE[r.index()] - VALUE[0]);
    let mut on_square = VALUE[m.promotion().unwrap_or(mover).index()];
    let mut gain = [0i32; 34];
    gain[0] = victim + promotion;
    let mut depth = 0;
    let mut side = pos.turn().other();
    let mut board = from_board.other();
    while depth + 1 < gain.len() {
        let b = board.index();
        let attackers = pos.attackers(s, side, occupied[b], occupied[b]);
        let Some((from, role)) = Role::ALL
            .iter()
            .find_map(|&r| (attackers & pos.pieces(side, r)).first().map(|sq| (sq, r)))
        else {
            break;
        };
        if role == Role::King {
            // The king lands on the other board: it may not take where it would be taken.
            let o = board.other().index();
            if pos
                .attackers(s, side.other(), occupied[o], occupied[o])
                .any()
            {
                break;
            }
        }
        depth += 1;
        gain[depth] = on_square - gain[depth - 1];
        if (-gain[depth - 1]).max(gain[depth]) < 0 {
            break;
        }
        occupied[b] = occupied[b].without(from);
        on_square = VALUE[role.index()];
        side = side.other();
        board = board.other();
    }
    while depth > 0 {
        gain[depth - 1] = -(-gain[depth - 1]).max(gain[depth]);
        depth -= 1;
    }
    gain[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::parse_fen;

    fn see_of(fen: &str, uci: &str) -> i32 {
        let pos = parse_fen(fen).expect("fen");
        let m = pos
            .legal_moves()
            .iter()
            .copied()
            .find(|m| m.uci() == uci)
            .unwrap_or_else(|| panic!("{uci} is not legal in {fen}"));
        see(&pos, m)
    }

    #[test]
    fn a_free_piece_is_won_whole() {
        // The knight on d5 (board A) has no defender on board B, where the taker lands.
        assert_eq!(see_of("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"), 320);
    }

    #[test]
    fn a_defender_on_the_victims_board_does_not_defend() {
        // The pawn on c6 guards d5 on board A, but the taker lands on board B.
        assert_eq!(see_of("4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"), 320);
    }

    #[test]
    fn a_defender_on_the_other_board_takes_back() {
        // Black's pawn on c6 of board B (written S… in lower case: s) guards d5 there.
        assert_eq!(
            see_of("4k3/8/2s5/3r4/3Q4/8/8/4K3 w - - 0 1", "d4d5"),
            500 - 950
        );
        assert_eq!(
            see_of("4k3/8/2s5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"),
            320 - 100
        );
    }

    #[test]
    fn the_exchange_alternates_boards() {
        // Qxd5 (lands on B), …cxd5 from B (lands on A), then the rook on d1 of board A takes
        // back there: 500 − 950 + 100.
        assert_eq!(
            see_of("4k3/8/2s5/3r4/3Q4/8/8/3RK3 w - - 0 1", "d4d5"),
            500 - 950 + 100
        );
    }

    #[test]
    fn a_quiet_move_to_a_guarded_square_loses_the_piece() {
        // The knight goes to d5 of board B, where black's pawn on c6 (board B) takes it.
        assert_eq!(see_of("4k3/8/2s5/8/8/4N3/8/4K3 w - - 0 1", "e3d5"), -320);
        assert_eq!(see_of("4k3/8/2p5/8/8/4N3/8/4K3 w - - 0 1", "e3d5"), 0);
    }
}
