//! The baseline opponent: a two-ply, material-only minimax, like the simple computer players of
//! other Alice sites. It sees checkmate at the end of its two plies, counts material otherwise,
//! and chooses at random (seeded) among equally good moves.

use super::eval::material_only;
use super::levels::Rng;
use crate::moves::Move;
use crate::position::Position;

const WIN: i32 = 1_000_000;

/// The score of `pos` for the side to move at a leaf: mated, stalemated, or material.
fn leaf(pos: &Position) -> i32 {
    if pos.has_legal_moves() {
        material_only(pos)
    } else if pos.is_check() {
        -WIN
    } else {
        0
    }
}

/// The baseline's move in `pos` (`None` without legal moves).
pub fn baseline_move(pos: &Position, seed: u64) -> Option<Move> {
    let mut rng = Rng::new(seed ^ pos.hash());
    let mut best = Vec::new();
    let mut best_score = i32::MIN;
    for &m in pos.legal_moves().iter() {
        let mut child = *pos;
        child.play_unchecked(m);
        let replies = child.legal_moves();
        let score = if replies.is_empty() {
            if child.is_check() {
                WIN
            } else {
                0
            }
        } else {
            // The opponent's best reply, from our side: minimise our material balance.
            replies
                .iter()
                .map(|&r| {
                    let mut grandchild = child;
                    grandchild.play_unchecked(r);
                    leaf(&grandchild)
                })
                .min()
                .unwrap_or(0)
        };
        if score > best_score {
            best_score = score;
            best.clear();
        }
        if score == best_score {
            best.push(m);
        }
    }
    if best.is_empty() {
        return None;
    }
    Some(best[rng.below(best.len())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::parse_fen;

    #[test]
    fn baseline_takes_a_free_queen_and_mates_in_one() {
        // The rules page's mate: 3.Cb5#.
        let pos =
            parse_fen("rnbqkbnr/ppp1pppp/8/8/4p3/8/PPPPCPPP/RNBQK1NR w KQkq - 0 3").expect("fen");
        assert_eq!(baseline_move(&pos, 1).map(|m| m.uci()), Some("e2b5".into()));
    }
}
