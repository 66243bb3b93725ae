//! Random game trees for the tree and tree-PGN tests.

use super::Rng;
use alice_chess::tree::{GameTree, NodeId};

/// A random tree: random moves from random nodes (often one that already has children, so
/// variations grow), promotions, deletions, comments and NAGs.
pub fn random_tree(rng: &mut Rng, fen: &str, steps: usize) -> GameTree {
    let mut tree = GameTree::from_fen(fen).unwrap();
    const WORDS: &[&str] = &[
        "good",
        "{odd}",
        "a(b)",
        "1-0",
        "$3",
        ";x",
        "%y",
        "\"q\"",
        "é",
        "[T \"v\"]",
    ];
    for _ in 0..steps {
        let ids: Vec<NodeId> = tree.ids().collect();
        // Mostly extend a line end, sometimes branch anywhere.
        let mut at = ids[rng.below(ids.len())];
        if rng.below(3) > 0 {
            at = tree.line_end(at).unwrap();
        }
        match rng.below(20) {
            0 if at != NodeId::ROOT => {
                let _ = tree.promote(at);
            }
            1 if at != NodeId::ROOT && rng.below(3) == 0 => {
                tree.delete(at).unwrap();
            }
            2 => {
                let n = 1 + rng.below(4);
                let text: Vec<&str> = (0..n).map(|_| WORDS[rng.below(WORDS.len())]).collect();
                tree.set_comment(at, &text.join(if rng.below(2) == 0 { " " } else { "\n " }))
                    .unwrap();
            }
            3 if at != NodeId::ROOT => {
                tree.set_nags(at, &[rng.below(256) as u8, 1 + rng.below(6) as u8])
                    .unwrap();
            }
            4 => {
                let _ = tree.promote_to_main(at);
            }
            _ => {
                let legal = tree.position(at).unwrap().legal_moves();
                if tree.outcome(at).unwrap().is_none() && !legal.is_empty() {
                    tree.play(at, legal[rng.below(legal.len())]).unwrap();
                }
            }
        }
    }
    // Starting comments only where PGN keeps them: at the start of a variation.
    for id in tree.ids().collect::<Vec<_>>() {
        let node = tree.node(id).unwrap();
        let starts = node
            .parent()
            .is_some_and(|p| tree.node(p).unwrap().children()[0] != id);
        if starts && rng.below(4) == 0 {
            tree.set_starting_comment(id, "before it").unwrap();
        }
    }
    tree
}
