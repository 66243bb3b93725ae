//! The game tree (`src/tree/`): playing into variations, following existing moves, promote and
//! delete, comments and NAGs, the flat move list, and bad ids answered without a panic.

mod common;

use alice_chess::tree::{nag_symbol, GameTree, MoveListItem, NodeId, TreeError};
use alice_chess::{Color, Game, GameError, Notation, Outcome};
use common::random_tree::random_tree;
use common::{Rng, STARTS};

/// Plays `moves` from `at`, returning the node of each.
fn line(tree: &mut GameTree, at: NodeId, moves: &[&str]) -> Vec<NodeId> {
    let mut at = at;
    moves
        .iter()
        .map(|m| {
            at = tree.play_text(at, m).unwrap_or_else(|e| panic!("{m}: {e}"));
            at
        })
        .collect()
}

#[test]
fn a_new_tree_is_its_root() {
    let tree = GameTree::default();
    assert!(tree.is_empty());
    assert_eq!(tree.len(), 1);
    let root = tree.node(NodeId::ROOT).unwrap();
    assert_eq!((root.parent(), root.mv(), root.ply()), (None, None, 0));
    assert!(tree.main_line().is_empty());
    assert_eq!(tree.line_end(NodeId::ROOT), Some(NodeId::ROOT));
    assert_eq!(tree.list(Notation::Alice), []);
    assert_eq!(tree.movetext(Notation::San), "");
    assert_eq!(tree.outcome(NodeId::ROOT), Ok(None));
    let tree = GameTree::from_fen("4k3/8/8/8/8/8/8/R3K3 b Q - 0 12").unwrap();
    assert_eq!(tree.start().fullmove_number(), 12);
    assert!(GameTree::from_fen("not a fen").is_err());
}

#[test]
fn playing_earlier_makes_a_variation_and_keeps_the_game() {
    let mut tree = GameTree::default();
    let main = line(&mut tree, NodeId::ROOT, &["e4", "d5", "Be2", "dxe4"]);
    // A different move at move 2 makes a variation; the main line stays whole.
    let nc3 = tree.play_text(main[1], "Nc3").unwrap();
    assert_eq!(tree.main_line(), main);
    assert_eq!(tree.node(main[1]).unwrap().children(), &[main[2], nc3]);
    assert!(!tree.is_main_line(nc3) && tree.is_main_line(main[3]));
    // The first move at a leaf extends its line: the main line, or the variation.
    let bb5 = tree.play_text(main[3], "Bb5").unwrap();
    assert_eq!(tree.main_line().last(), Some(&bb5));
    let nf6 = tree.play_text(nc3, "Nf6").unwrap();
    assert_eq!(tree.line_end(nc3), Some(nf6));
    assert_eq!(tree.line_to(nf6).unwrap(), vec![main[0], main[1], nc3, nf6]);
    assert_eq!(tree.node(nf6).unwrap().ply(), 4);
    assert_eq!(tree.len(), 8);
}

#[test]
fn playing_an_existing_move_follows_it() {
    let mut tree = GameTree::default();
    let e4 = tree.play_text(NodeId::ROOT, "e4").unwrap();
    let d5 = tree.play_text(e4, "d5").unwrap();
    let len = tree.len();
    // Whatever the notation, the same move is the same node.
    for text in ["e4", "Pe4", "e2e4"] {
        assert_eq!(tree.play_text(NodeId::ROOT, text), Ok(e4));
    }
    let m = tree.node(d5).unwrap().mv().unwrap();
    assert_eq!(tree.play(e4, m), Ok(d5));
    assert_eq!(tree.len(), len, "nothing was added");
    assert_eq!(tree.node(NodeId::ROOT).unwrap().children(), &[e4]);
}

#[test]
fn refused_moves_change_nothing() {
    let mut tree = GameTree::default();
    let nodes = line(
        &mut tree,
        NodeId::ROOT,
        &["e4", "d5", "Be2", "dxe4", "Bb5#"],
    );
    let before = tree.movetext(Notation::San);
    match tree.play_text(nodes[0], "Ke3") {
        Err(TreeError::Game(GameError::Move(e))) => {
            assert!(e.to_string().contains("illegal move 'Ke3'"), "{e}")
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        tree.play_text(nodes[0], "@@"),
        Err(TreeError::Game(GameError::Move(_)))
    ));
    // An illegal Move value is refused with the reason.
    let illegal = alice_chess::Move::new(
        alice_chess::Square::parse("e1").unwrap(),
        alice_chess::Square::parse("e3").unwrap(),
        alice_chess::MoveKind::Normal,
    );
    match tree.play(nodes[1], illegal) {
        Err(TreeError::Game(GameError::Illegal(_, why))) => assert!(!why.is_empty()),
        other => panic!("{other:?}"),
    }
    // Nothing after mate.
    let mate = *nodes.last().unwrap();
    assert_eq!(
        tree.outcome(mate).unwrap().map(Outcome::result),
        Some("1-0")
    );
    assert!(matches!(
        tree.play_text(mate, "Kd7"),
        Err(TreeError::Game(GameError::Over(_)))
    ));
    assert_eq!(tree.movetext(Notation::San), before);
}

#[test]
fn threefold_repetition_counts_along_the_path_only() {
    let mut tree = GameTree::default();
    let shuffle = ["Nf3", "Nf6", "Og1", "Og8", "Nf3", "Nf6", "Og1", "Og8"];
    let nodes = line(&mut tree, NodeId::ROOT, &shuffle);
    let last = *nodes.last().unwrap();
    assert_eq!(
        tree.outcome(last).unwrap().map(Outcome::reason),
        Some("threefold repetition")
    );
    assert!(tree.play_text(last, "e4").is_err());
    // A variation from before the repetitions is not over.
    let other = line(&mut tree, nodes[3], &["e4"]);
    assert_eq!(tree.outcome(other[0]), Ok(None));
    assert_eq!(
        tree.game(last).unwrap().outcome(),
        tree.outcome(last).unwrap()
    );
}

#[test]
fn the_game_along_a_path() {
    let mut tree = GameTree::default();
    let main = line(&mut tree, NodeId::ROOT, &["e4", "d5", "Be2"]);
    let var = line(&mut tree, main[1], &["Nc3", "Nf6"]);
    let game = tree.game(var[1]).unwrap();
    assert_eq!(game.notation(Notation::San), ["e4", "d5", "Nc3", "Nf6"]);
    assert_eq!(game.position(), tree.position(var[1]).unwrap());
    assert_eq!(tree.game(NodeId::ROOT).unwrap().ply(), 0);
    assert_eq!(tree.text(var[0], Notation::Alice).as_deref(), Some("Nc3"));
    assert_eq!(tree.text(main[0], Notation::Alice).as_deref(), Some("Pe4"));
    assert_eq!(tree.text(NodeId::ROOT, Notation::Alice), None);
    let from_game = GameTree::from_game(&game);
    assert_eq!(from_game.movetext(Notation::San), "1. e4 d5 2. Nc3 Nf6");
}

#[test]
fn paths_and_ids_go_both_ways() {
    let mut tree = GameTree::default();
    let main = line(&mut tree, NodeId::ROOT, &["e4", "e5", "Nf3"]);
    let c5 = tree.play_text(main[0], "c5").unwrap();
    let d5 = tree.play_text(main[0], "d5").unwrap();
    let d4 = tree.play_text(d5, "d4").unwrap();
    assert_eq!(tree.path(d4), Some(vec![0, 2, 0]));
    assert_eq!(tree.node_at(&[0, 2, 0]), Some(d4));
    assert_eq!(tree.node_at(&[0, 1]), Some(c5));
    assert_eq!(tree.node_at(&[]), Some(NodeId::ROOT));
    assert_eq!(tree.node_at(&[0, 3]), None);
    assert_eq!(tree.node_at(&[1]), None);
    for id in tree.ids().collect::<Vec<_>>() {
        assert_eq!(tree.node_at(&tree.path(id).unwrap()), Some(id));
    }
}

#[test]
fn promote_moves_a_variation_one_place_up() {
    let mut tree = GameTree::default();
    let e4 = tree.play_text(NodeId::ROOT, "e4").unwrap();
    let [e5, c5, d5] = ["e5", "c5", "d5"].map(|m| tree.play_text(e4, m).unwrap());
    let deep = line(&mut tree, d5, &["exd5", "Qxd5"]);
    // Promoting a node deep in a variation promotes the variation it is in.
    tree.promote(deep[1]).unwrap();
    assert_eq!(tree.node(e4).unwrap().children(), &[e5, d5, c5]);
    tree.promote(d5).unwrap();
    assert_eq!(tree.node(e4).unwrap().children(), &[d5, e5, c5]);
    assert_eq!(tree.main_line(), vec![e4, d5, deep[0], deep[1]]);
    // On the main line there is nothing to promote.
    assert_eq!(tree.promote(deep[1]), Err(TreeError::MainLine(deep[1])));
    assert_eq!(
        tree.promote(NodeId::ROOT),
        Err(TreeError::MainLine(NodeId::ROOT))
    );
    // Inside a variation of a variation: the innermost one moves.
    let alt = tree.play_text(deep[0], "Nf6").unwrap();
    tree.promote(alt).unwrap();
    assert_eq!(tree.node(deep[0]).unwrap().children(), &[alt, deep[1]]);
}

#[test]
fn make_main_line_promotes_the_whole_path() {
    let mut tree = GameTree::default();
    let main = line(&mut tree, NodeId::ROOT, &["e4", "e5", "Nf3", "Nc6"]);
    let d4 = tree.play_text(NodeId::ROOT, "d4").unwrap();
    let c4 = tree.play_text(NodeId::ROOT, "c4").unwrap();
    let var = line(&mut tree, main[1], &["Bc4", "Nf6"]);
    let sub = tree.play_text(var[0], "Bc5").unwrap();
    let sub2 = tree.play_text(sub, "d3").unwrap();
    tree.promote_to_main(sub2).unwrap();
    assert_eq!(tree.main_line(), vec![main[0], main[1], var[0], sub, sub2]);
    assert_eq!(tree.node(var[0]).unwrap().children(), &[sub, var[1]]);
    assert_eq!(tree.node(main[1]).unwrap().children(), &[var[0], main[2]]);
    assert_eq!(
        tree.node(NodeId::ROOT).unwrap().children(),
        &[main[0], d4, c4]
    );
    // Again, and on the root: nothing changes.
    let text = tree.movetext(Notation::San);
    tree.promote_to_main(sub2).unwrap();
    tree.promote_to_main(NodeId::ROOT).unwrap();
    assert_eq!(tree.movetext(Notation::San), text);
    tree.promote_to_main(c4).unwrap();
    assert_eq!(tree.main_line(), vec![c4]);
    assert_eq!(
        tree.node(NodeId::ROOT).unwrap().children(),
        &[c4, main[0], d4]
    );
}

#[test]
fn delete_removes_a_subtree_and_retires_its_ids() {
    let mut tree = GameTree::default();
    let main = line(&mut tree, NodeId::ROOT, &["e4", "e5", "Nf3"]);
    let var = line(&mut tree, main[0], &["c5", "Nf3", "d6"]);
    let sub = tree.play_text(var[1], "Nc6").unwrap();
    assert_eq!(tree.len(), 8);
    assert_eq!(tree.delete(var[0]), Ok(main[0]));
    assert_eq!(tree.len(), 4);
    for id in [var[0], var[1], var[2], sub] {
        assert!(tree.node(id).is_none() && !tree.contains(id));
        assert_eq!(tree.delete(id), Err(TreeError::NoSuchNode(id)));
        assert_eq!(tree.path(id), None);
    }
    assert_eq!(tree.node(main[0]).unwrap().children(), &[main[1]]);
    assert_eq!(tree.movetext(Notation::San), "1. e4 e5 2. Nf3");
    // Ids are never reused; the others keep theirs.
    let again = tree.play_text(main[0], "c5").unwrap();
    assert!(again.0 > sub.0);
    assert_eq!(
        tree.ids().collect::<Vec<_>>(),
        vec![NodeId::ROOT, main[0], main[1], main[2], again]
    );
    // Deleting the main continuation makes the next variation the main line.
    assert_eq!(tree.delete(main[1]), Ok(main[0]));
    assert_eq!(tree.main_line(), vec![main[0], again]);
    assert_eq!(tree.delete(NodeId::ROOT), Err(TreeError::Root));
}

#[test]
fn comments_and_nags() {
    let mut tree = GameTree::default();
    let main = line(&mut tree, NodeId::ROOT, &["e4", "d5"]);
    let var = tree.play_text(main[0], "e5").unwrap();
    tree.set_comment(NodeId::ROOT, "  the game\n of {the} year}  ")
        .unwrap();
    assert_eq!(
        tree.node(NodeId::ROOT).unwrap().comment(),
        "the game of {the year"
    );
    tree.set_comment(main[0], "best by test").unwrap();
    tree.set_starting_comment(var, "or").unwrap();
    tree.set_nags(main[1], &[5, 0, 5, 146]).unwrap();
    tree.add_nag(main[1], 14).unwrap();
    tree.add_nag(main[1], 5).unwrap();
    assert_eq!(tree.node(main[1]).unwrap().nags(), &[5, 146, 14]);
    assert_eq!(
        tree.movetext(Notation::Alice),
        "{the game of {the year} 1. Pe4 {best by test} 1... Pd5 $5 $146 $14 ({or} 1... Pe5)"
    );
    // Clearing.
    tree.set_comment(main[0], " \n ").unwrap();
    tree.set_nags(main[1], &[]).unwrap();
    tree.set_starting_comment(var, "").unwrap();
    assert_eq!(
        tree.movetext(Notation::Alice),
        "{the game of {the year} 1. Pe4 Pd5 (1... Pe5)"
    );
    // The root has no move.
    assert_eq!(tree.set_nags(NodeId::ROOT, &[1]), Err(TreeError::Root));
    assert_eq!(tree.add_nag(NodeId::ROOT, 1), Err(TreeError::Root));
    assert_eq!(
        tree.set_starting_comment(NodeId::ROOT, "x"),
        Err(TreeError::Root)
    );
    // NAG symbols for the move list.
    let symbols: Vec<_> = (1..=6).map(|n| nag_symbol(n).unwrap()).collect();
    assert_eq!(symbols, ["!", "?", "!!", "??", "!?", "?!"]);
    assert_eq!(nag_symbol(18), Some("+-"));
    assert_eq!(nag_symbol(0), None);
    assert_eq!(nag_symbol(200), None);
}

#[test]
fn bad_ids_are_errors_not_panics() {
    let mut tree = GameTree::default();
    let e4 = tree.play_text(NodeId::ROOT, "e4").unwrap();
    let e5 = tree.play_text(e4, "e5").unwrap();
    tree.delete(e5).unwrap();
    for bad in [NodeId(999), NodeId(u32::MAX), e5] {
        assert!(tree.node(bad).is_none() && tree.position(bad).is_none());
        assert!(tree.game(bad).is_none() && tree.line_to(bad).is_none());
        assert!(tree.path(bad).is_none() && tree.line_end(bad).is_none());
        assert!(tree.text(bad, Notation::San).is_none() && !tree.is_main_line(bad));
        let missing = Err(TreeError::NoSuchNode(bad));
        assert_eq!(
            tree.play_text(bad, "e4"),
            missing.clone().map(|()| NodeId::ROOT)
        );
        assert_eq!(tree.outcome(bad), missing.clone().map(|()| None));
        assert_eq!(tree.promote(bad), missing);
        assert_eq!(tree.promote_to_main(bad), missing);
        assert_eq!(tree.delete(bad), missing.clone().map(|()| NodeId::ROOT));
        assert_eq!(tree.set_comment(bad, "x"), missing);
        assert_eq!(tree.set_starting_comment(bad, "x"), missing);
        assert_eq!(tree.set_nags(bad, &[1]), missing);
        assert_eq!(tree.add_nag(bad, 1), missing);
        assert!(TreeError::NoSuchNode(bad).to_string().contains("no node"));
    }
    assert_eq!(tree.len(), 2);
}

/// A move item's `(text, numbered)`, a comment's `{text}`, `(` and `)`.
fn shape(items: &[MoveListItem]) -> Vec<String> {
    items
        .iter()
        .map(|item| match item {
            MoveListItem::Move {
                number,
                color,
                numbered,
                text,
                ..
            } => match (numbered, color) {
                (true, Color::White) => format!("{number}. {text}"),
                (true, Color::Black) => format!("{number}... {text}"),
                (false, _) => text.clone(),
            },
            MoveListItem::Comment { text, starting, .. } => {
                format!("{}{{{text}}}", if *starting { "^" } else { "" })
            }
            MoveListItem::StartVariation { depth } => format!("({depth}"),
            MoveListItem::EndVariation { depth } => format!("{depth})"),
        })
        .collect()
}

#[test]
fn the_move_list_is_flat_and_numbered_as_pgn() {
    let mut tree = GameTree::default();
    let main = line(&mut tree, NodeId::ROOT, &["e4", "e5", "Nf3", "Nc6", "Bc4"]);
    let d4 = tree.play_text(NodeId::ROOT, "d4").unwrap();
    let c5 = line(&mut tree, main[0], &["c5", "Nf3", "d6"]);
    let nc3 = line(&mut tree, c5[0], &["Nc3"]);
    tree.set_comment(main[2], "the usual").unwrap();
    tree.set_starting_comment(c5[0], "Sicilian").unwrap();
    tree.set_nags(main[4], &[1]).unwrap();
    let items = tree.list(Notation::San);
    assert_eq!(
        shape(&items),
        [
            "1. e4",
            "(1",
            "1. d4",
            "1)",
            "1... e5",
            "(1",
            "^{Sicilian}",
            "1... c5",
            "2. Nf3",
            "(2",
            "2. Nc3",
            "2)",
            "2... d6",
            "1)",
            "2. Nf3",
            "{the usual}",
            "2... Nc6",
            "3. Bc4",
        ]
    );
    // Ids and depths let the UI go to a move and indent.
    let ids: Vec<(NodeId, usize)> = items
        .iter()
        .filter_map(|i| match i {
            MoveListItem::Move { id, depth, .. } => Some((*id, *depth)),
            _ => None,
        })
        .collect();
    assert_eq!(ids[0], (main[0], 0));
    assert_eq!(ids[1], (d4, 1));
    assert_eq!(ids[5], (nc3[0], 2));
    assert!(items.iter().any(
        |i| matches!(i, MoveListItem::Move { id, nags, .. } if *id == main[4] && nags == &[1])
    ));
    assert_eq!(
        tree.movetext(Notation::San),
        "1. e4 (1. d4) 1... e5 ({Sicilian} 1... c5 2. Nf3 (2. Nc3) 2... d6) 2. Nf3 {the usual} \
         2... Nc6 3. Bc4 $1"
    );
}

#[test]
fn the_outcome_is_the_games_everywhere_in_random_trees() {
    let mut rng = Rng::new(21);
    let (mut nodes, mut nested) = (0, 0);
    for i in 0..60 {
        let tree = random_tree(&mut rng, STARTS[i % STARTS.len()], 150);
        nodes += tree.len();
        for id in tree.ids() {
            let game: Game = tree.game(id).unwrap();
            assert_eq!(tree.outcome(id).unwrap(), game.outcome());
            assert_eq!(game.position(), tree.position(id).unwrap());
            assert_eq!(game.ply(), tree.node(id).unwrap().ply());
        }
        // The list holds every node once, variations balanced.
        let items = tree.list(Notation::Alice);
        let moves = items
            .iter()
            .filter(|i| matches!(i, MoveListItem::Move { .. }))
            .count();
        assert_eq!(moves, tree.len() - 1);
        let opened = items
            .iter()
            .filter(|i| matches!(i, MoveListItem::StartVariation { .. }))
            .count();
        let closed = items
            .iter()
            .filter(|i| matches!(i, MoveListItem::EndVariation { .. }))
            .count();
        assert_eq!(opened, closed);
        nested += usize::from(
            items
                .iter()
                .any(|i| matches!(i, MoveListItem::StartVariation { depth } if *depth >= 2)),
        );
    }
    assert!(
        nodes > 4_000 && nested > 20,
        "{nodes} nodes, {nested} trees with nested variations"
    );
}
