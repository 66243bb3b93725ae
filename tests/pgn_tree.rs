//! PGN with variations (`src/tree/pgn.rs`): variations, comments and NAGs read into a game tree
//! and written back (round trips), errors in variations naming their line, and garbage that
//! gives an error or a tree, never a panic.

mod common;

use alice_chess::pgn::{read_pgn, PgnError, PgnTags};
use alice_chess::pgn_games::list_games;
use alice_chess::pgn_tree::{read_all_trees, read_pgn_tree, read_tree_game, write_pgn_tree};
use alice_chess::tree::{GameTree, MoveListItem, NodeId};
use alice_chess::{Color, Notation};
use common::random_tree::random_tree;
use common::{Rng, STARTS};
use std::path::PathBuf;

/// Everything a tree holds, node by node in PGN order, without the ids: for comparing trees.
fn dump(tree: &GameTree) -> Vec<String> {
    let mut out = vec![format!(
        "root {{{}}}",
        tree.node(NodeId::ROOT).unwrap().comment()
    )];
    let mut stack = vec![(NodeId::ROOT, 0)];
    while let Some((id, depth)) = stack.pop() {
        let node = tree.node(id).unwrap();
        if let Some(m) = node.mv() {
            out.push(format!(
                "{depth} {} {{{}}} {{{}}} {:?} {:?}",
                m.uci(),
                node.starting_comment(),
                node.comment(),
                node.nags(),
                node.clock()
            ));
        }
        stack.extend(node.children().iter().rev().map(|&c| (c, depth + 1)));
    }
    out
}

fn movetext(pgn: &str) -> String {
    let body = pgn.split("\n\n").nth(1).unwrap_or("");
    body.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn data(dir: &str, name: &str) -> String {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "data", dir, name]
        .iter()
        .collect();
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn files(dir: &str) -> Vec<String> {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "data", dir]
        .iter()
        .collect();
    let mut names: Vec<String> = std::fs::read_dir(path)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

/// Writes the tree in both notations and reads it back: the same tree, the same main line,
/// the same text when written again.
fn assert_round_trip(tree: &GameTree, tags: &PgnTags) {
    for notation in [Notation::Alice, Notation::San] {
        let text = write_pgn_tree(tree, tags, notation);
        let read = read_pgn_tree(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(dump(&read.tree), dump(tree), "{text}");
        let main: Vec<_> = tree
            .main_line()
            .iter()
            .map(|&id| tree.node(id).unwrap().mv().unwrap())
            .collect();
        assert_eq!(read.game.moves(), main, "{text}");
        assert_eq!(write_pgn_tree(&read.tree, &read.tags, notation), text);
        for line in text.lines() {
            assert!(
                line.chars().count() <= 80 || !line.contains(' '),
                "long line {line:?}"
            );
        }
        // The main-line reader reads the same main line.
        assert_eq!(read_pgn(&text).unwrap().game.moves(), main, "{text}");
    }
}

#[test]
fn clocks_are_kept_apart_from_the_comments_and_written_back() {
    // A game as the game server (and lichess) writes it.
    let text = "[White \"Alice\"]\n[Black \"Bob\"]\n\n1. Pe4 {[%clk 0:03:00]} 1... Pd5 {[%clk 0:02:58.5]} \
                2. Be2 {a trap [%clk 0:02:51]} (2. Nf3 {[%clk 0:02:40]}) 2... Sdxe4 {[%clk 0:02:50] [%eval 0.3]} *";
    let read = read_pgn_tree(text).unwrap();
    let main = read.tree.main_line();
    let clocks: Vec<Option<u64>> = main
        .iter()
        .map(|&id| read.tree.node(id).unwrap().clock())
        .collect();
    assert_eq!(
        clocks,
        [Some(180_000), Some(178_500), Some(171_000), Some(170_000)]
    );
    let comments: Vec<&str> = main
        .iter()
        .map(|&id| read.tree.node(id).unwrap().comment())
        .collect();
    // Never the command's text; other commands and words stay.
    assert_eq!(comments, ["", "", "a trap", "[%eval 0.3]"]);
    let variation = read.tree.node(main[1]).unwrap().children()[1];
    assert_eq!(read.tree.node(variation).unwrap().clock(), Some(160_000));
    // The move list gives them; the movetext writes them back, a black move numbered after one.
    let listed: Vec<Option<u64>> = read
        .tree
        .list(Notation::Alice)
        .iter()
        .filter_map(|i| match i {
            MoveListItem::Move { clock, .. } => Some(*clock),
            _ => None,
        })
        .collect();
    assert_eq!(listed.len(), 5);
    assert_eq!(
        read.tree.movetext(Notation::San),
        "1. e4 {[%clk 0:03:00]} 1... d5 {[%clk 0:02:58.5]} 2. Be2 {[%clk 0:02:51]} {a trap} \
         (2. Nf3 {[%clk 0:02:40]}) 2... dxe4 {[%clk 0:02:50]} {[%eval 0.3]}"
    );
    assert_round_trip(&read.tree, &read.tags);
    // A malformed clock stays a comment; the root's comment is never a clock.
    let read = read_pgn_tree("{[%clk 0:03:00]} 1. e4 {[%clk 3 minutes]} *").unwrap();
    let e4 = read.tree.main_line()[0];
    assert_eq!(read.tree.node(e4).unwrap().clock(), None);
    assert_eq!(read.tree.node(e4).unwrap().comment(), "[%clk 3 minutes]");
    assert_eq!(
        read.tree.node(NodeId::ROOT).unwrap().comment(),
        "[%clk 0:03:00]"
    );
}

#[test]
fn nested_variations_comments_and_nags_are_kept() {
    let read = read_pgn_tree(&data("pgn_tree", "annotated_trap.pgn")).unwrap();
    let tree = &read.tree;
    assert_eq!(read.result, "1-0");
    assert_eq!(read.tags.get("Annotator"), Some("The Red Queen"));
    assert_eq!(read.game.outcome().unwrap().reason(), "checkmate");
    assert_eq!(
        tree.node(NodeId::ROOT).unwrap().comment(),
        "The rules page's trap, and the ways out of it."
    );
    let main = tree.main_line();
    assert_eq!(main.len(), 5);
    let d5 = tree.node(main[1]).unwrap();
    assert_eq!(d5.nags(), &[5]);
    assert_eq!(d5.comment(), "Black meets the looking glass at once.");
    assert_eq!(tree.node(main[3]).unwrap().nags(), &[4], "dxe4?? is $4");
    assert_eq!(tree.node(main[4]).unwrap().nags(), &[18]);
    // 1... e5 is a variation of 1... d5, from the position after 1. e4; it has its own
    // variation (2... d6) and 2... Nf6 has one too (3. Nc3 e5).
    let e4 = tree.node(main[0]).unwrap();
    assert_eq!(e4.children().len(), 2);
    let e5 = e4.children()[1];
    assert_eq!(tree.text(e5, Notation::San).as_deref(), Some("e5"));
    assert_eq!(
        tree.path(tree.line_end(e5).unwrap()),
        Some(vec![0, 1, 0, 0, 0])
    );
    let nf6 = tree.node_at(&[0, 0, 0, 1]).unwrap();
    assert_eq!(tree.node(nf6).unwrap().nags(), &[1]);
    assert_eq!(tree.node(nf6).unwrap().comment(), "is safer");
    assert_eq!(
        tree.movetext(Notation::San),
        "{The rules page's trap, and the ways out of it.} 1. e4 d5 $5 {Black meets the looking \
         glass at once.} (1... e5 2. Nf3 Nc6 (2... d6 $6 {too slow}) 3. Bc4) 2. Be2 dxe4 $4 \
         (2... Nf6 $1 {is safer} 3. d3 (3. Nc3 e5) 3... Nc6) 3. Bb5# $18 {Black's king cannot \
         step to d7: the move must be legal on board A.}"
    );
    assert_round_trip(tree, &read.tags);
}

#[test]
fn a_variation_on_the_first_move() {
    let read = read_pgn_tree("1. e4 (1. d4 d5 (1... Nf6)) (1. c4) 1... e5 *").unwrap();
    let tree = &read.tree;
    let roots = tree.node(NodeId::ROOT).unwrap().children();
    let firsts: Vec<_> = roots
        .iter()
        .map(|&id| tree.text(id, Notation::San).unwrap())
        .collect();
    assert_eq!(firsts, ["e4", "d4", "c4"]);
    assert_eq!(tree.node(roots[1]).unwrap().children().len(), 2);
    assert_eq!(
        tree.movetext(Notation::San),
        "1. e4 (1. d4 d5 (1... Nf6)) (1. c4) 1... e5"
    );
    assert_round_trip(tree, &read.tags);
}

#[test]
fn black_moves_after_a_variation_or_a_comment_carry_their_number() {
    let text = "[FEN \"4k3/8/8/8/8/8/8/R3K3 b Q - 0 12\"]\n\
                12... Kd7 (12... Kf7 13. Ra7+) 13. O-O-O+ {check from B} Le7 14. Ud5 Kf6 $2 15. Rd1 *";
    let read = read_pgn_tree(text).unwrap();
    let pgn = write_pgn_tree(&read.tree, &read.tags, Notation::Alice);
    assert_eq!(
        movetext(&pgn),
        "12... Kd7 (12... Kf7 13. Ra7+) 13. O-O-O+ {check from B} 13... Le7 14. Ud5 Kf6 $2 \
         15. Rd1 *"
    );
    // A variation of a black move: the alternative from the position before it.
    let read = read_pgn_tree("1. e4 e5 2. Nf3 Nc6 (2... d6 3. d4) (2... Nf6) 3. Bc4 *").unwrap();
    assert_eq!(
        movetext(&write_pgn_tree(&read.tree, &read.tags, Notation::San)),
        "1. e4 e5 2. Nf3 Nc6 (2... d6 3. d4) (2... Nf6) 3. Bc4 *"
    );
    let list = read.tree.list(Notation::San);
    let numbered: Vec<bool> = list
        .iter()
        .filter_map(|i| match i {
            MoveListItem::Move { numbered, .. } => Some(*numbered),
            _ => None,
        })
        .collect();
    assert_eq!(numbered, [true, false, true, false, true, true, true, true]);
    assert_round_trip(&read.tree, &read.tags);
}

#[test]
fn where_comments_go() {
    let text = "{before the game} 1. e4 {after e4} {and more} (1. d4 {after d4}) {after the \
                variation} 1... e5 ({a starting comment} 1... c5) ; to the end of the line\n\
                2. Nf3 ( {lost in an empty variation} ) *";
    let tree = read_pgn_tree(text).unwrap().tree;
    let node = |path: &[usize]| tree.node(tree.node_at(path).unwrap()).unwrap();
    assert_eq!(node(&[]).comment(), "before the game");
    assert_eq!(
        node(&[0]).comment(),
        "after e4 and more after the variation"
    );
    assert_eq!(node(&[1]).comment(), "after d4");
    assert_eq!(node(&[0, 0]).comment(), "to the end of the line");
    assert_eq!(node(&[0, 1]).starting_comment(), "a starting comment");
    assert_eq!(node(&[0, 0, 0]).comment(), "lost in an empty variation");
    assert_eq!(
        tree.movetext(Notation::San),
        "{before the game} 1. e4 {after e4 and more after the variation} (1. d4 {after d4}) \
         1... e5 {to the end of the line} ({a starting comment} 1... c5) 2. Nf3 {lost in an \
         empty variation}"
    );
    assert_round_trip(&tree, &PgnTags::new());
}

#[test]
fn nags_in_every_spelling() {
    let text = "1. e4! e5? 2. Nf3!! Nc6?? 3. Bc4!? Bc5?! 4. c3 $10 $0 $256 $14 d6 += 5. d4 +- \
                exd4 = 6. a3 ∞ a6 $1 $1 *";
    let tree = read_pgn_tree(text).unwrap().tree;
    let nags: Vec<Vec<u8>> = tree
        .main_line()
        .iter()
        .map(|&id| tree.node(id).unwrap().nags().to_vec())
        .collect();
    assert_eq!(
        nags,
        [
            vec![1],
            vec![2],
            vec![3],
            vec![4],
            vec![5],
            vec![6],
            vec![10, 14],
            vec![14],
            vec![18],
            vec![10],
            vec![13],
            vec![1]
        ]
    );
    // A NAG with no move before it in its line is dropped.
    let tree = read_pgn_tree("$1 1. e4 e5 ($3 1... c5 $2) *").unwrap().tree;
    assert_eq!(tree.movetext(Notation::San), "1. e4 e5 (1... c5 $2)");
}

#[test]
fn a_variation_repeating_its_move_is_merged() {
    let read =
        read_pgn_tree("1. e4 (1. e4 c5 (1... d5)) 1... e5 (1... e5 2. Nf3) 2. Nc3 *").unwrap();
    assert_eq!(
        read.tree.movetext(Notation::San),
        "1. e4 e5 (1... c5) (1... d5) 2. Nc3 (2. Nf3)"
    );
    assert_eq!(read.game.ply(), 3);
    assert_round_trip(&read.tree, &read.tags);
}

#[test]
fn results_and_empty_variations_inside_variations() {
    let read = read_pgn_tree("1. e4 (1. d4 d5 1-0) () e5 0-1").unwrap();
    assert_eq!(read.result, "0-1");
    assert_eq!(
        read.tree.movetext(Notation::San),
        "1. e4 (1. d4 d5) 1... e5"
    );
    // No Termination: the result alone, not a resignation.
    assert_eq!(read.game.end_reason().as_deref(), Some("unknown"));
    assert_eq!(read.game.outcome().unwrap().winner(), Some(Color::Black));
}

#[test]
fn an_illegal_move_in_a_variation_names_it() {
    // The variation's moves are played from the position before the move it follows: 2. Nf3
    // after 1. e4 e5, the variation (2. Bb5) from after 1... e5 — then 2... Ke6 is illegal.
    let text = "[Event \"x\"]\n\n1. e4 e5\n2. Nf3 (2. Bb5 Nc6\n3. Bxc6 dxc6\n4. Ke3) Nc6 *";
    let err = read_pgn_tree(text).unwrap_err();
    assert_eq!(
        err.to_string(),
        "move 4 (white): illegal move 'Ke3': your king on e1 (board A) cannot reach e3 in one \
         move (line 6)"
    );
    assert!(matches!(
        err,
        PgnError::Move {
            line: 6,
            number: 4,
            ..
        }
    ));
    // A move of the other side than the variation's position is refused too.
    let err = read_pgn_tree("1. e4 e5 (2. d4) *").unwrap_err();
    assert!(
        err.to_string()
            .starts_with("move 1 (black): illegal move 'd4'"),
        "{err}"
    );
    // Garbled and after-the-end, nested.
    let err = read_pgn_tree("1. e4 e5 (1... d5 (1... c5 2. @@)) *").unwrap_err();
    assert!(err.to_string().contains("invalid move '@@'"), "{err}");
    let err = read_pgn_tree("1. d4 (1. e4 d5 2. Be2 dxe4 3. Bb5# Kd7) d5 *").unwrap_err();
    assert_eq!(
        err.to_string(),
        "move 3 (black): 'Kd7' comes after the end of the game (Checkmate — White wins) (line 1)"
    );
    // The main-line reader skips variations, so it reads these games.
    assert_eq!(read_pgn(text).unwrap().game.ply(), 4);
}

#[test]
fn a_variation_without_a_move_before_it_is_an_error() {
    for (text, line) in [
        ("(1. d4) 1. e4 *", 1),
        ("1. e4\n((1. d4)) *", 2),
        ("[White \"x\"]\n\n1. e4 e5 (\n(1... d5)) *", 4),
    ] {
        let err = read_pgn_tree(text).unwrap_err();
        assert_eq!(
            err,
            PgnError::Variation {
                line,
                problem: "a variation must follow a move: '(' has no move before it"
            },
            "{text}"
        );
        assert!(err.to_string().starts_with(&format!("line {line}: ")));
    }
}

#[test]
fn the_sample_games_read_as_the_main_line_reader_reads_them() {
    for name in files("pgn") {
        let text = data("pgn", &name);
        match (read_pgn(&text), read_pgn_tree(&text)) {
            (Ok(main), Ok(tree)) => {
                assert_eq!(tree.game.moves(), main.game.moves(), "{name}");
                assert_eq!(tree.game.outcome(), main.game.outcome(), "{name}");
                assert_eq!((&tree.result, &tree.tags), (&main.result, &main.tags));
                assert_round_trip(&tree.tree, &tree.tags);
            }
            (Err(a), Err(b)) => assert_eq!(a, b, "{name}"),
            (a, b) => panic!("{name}: {:?} / {:?}", a.err(), b.err()),
        }
    }
}

#[test]
fn real_looking_games_round_trip() {
    let mut seen = 0;
    for name in files("pgn_tree") {
        let text = data("pgn_tree", &name);
        let all = read_all_trees(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        for read in &all {
            seen += 1;
            assert!(
                read.tree.len() > read.game.ply() + 1,
                "{name} has variations"
            );
            assert_round_trip(&read.tree, &read.tags);
        }
        assert_eq!(all.len(), list_games(&text).len(), "{name}");
    }
    assert!(seen >= 4);
    let two = data("pgn_tree", "lichess_style.pgn");
    let second = read_tree_game(&two, 1).unwrap();
    assert_eq!(second.result, "1/2-1/2");
    assert_eq!(
        second.tree.movetext(Notation::San),
        "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5 (2... Nf6)) 2... d6) 2. Nf3 Nc6"
    );
    assert_eq!(
        read_tree_game(&two, 2).unwrap_err().to_string(),
        "no game at index 2: the PGN text holds 2 games (indexes 0 to 1)"
    );
    assert_eq!(read_tree_game("  ", 0).unwrap_err(), PgnError::Empty);
    let first = read_tree_game(&two, 0).unwrap();
    // The clock is the move's, apart from its comment (none left).
    let d4 = first.tree.node(first.tree.main_line()[0]).unwrap();
    assert_eq!((d4.clock(), d4.comment()), (Some(180_000), ""));
}

#[test]
fn random_trees_round_trip() {
    let mut rng = Rng::new(31);
    for i in 0..150 {
        let tree = random_tree(&mut rng, STARTS[i % STARTS.len()], 120);
        let mut tags = PgnTags::new();
        if i % 3 == 0 {
            tags.set("White", "Tweedledum \"the elder\"");
            tags.set("Result", "1/2-1/2");
        }
        assert_round_trip(&tree, &tags);
    }
}

#[test]
fn deep_nesting_is_no_problem() {
    // A thousand `(` give an error (no move before the second), not a stack overflow.
    let text = format!("1. e4 {} *", "(".repeat(100_000));
    assert!(read_pgn_tree(&text).is_err());
    // Variations nested as deep as the game goes, each in the one before.
    let mut tree = GameTree::default();
    let mut at = NodeId::ROOT;
    let mut rng = Rng::new(5);
    for _ in 0..400 {
        if tree.outcome(at).unwrap().is_some() {
            break;
        }
        let legal = tree.position(at).unwrap().legal_moves();
        if legal.len() < 2 {
            break;
        }
        let i = rng.below(legal.len() - 1);
        tree.play(at, legal[i]).unwrap();
        at = tree.play(at, legal[i + 1]).unwrap();
    }
    let depth = tree
        .list(Notation::San)
        .iter()
        .filter_map(|i| match i {
            MoveListItem::StartVariation { depth } => Some(*depth),
            _ => None,
        })
        .max()
        .unwrap();
    assert!(depth > 50, "{depth}");
    assert_round_trip(&tree, &PgnTags::new());
}

/// Whatever is accepted is written and read back as the same tree; returns whether it was.
fn assert_ok_is_consistent(text: &str) -> bool {
    let ok = read_pgn_tree(text).is_ok();
    if let Ok(read) = read_pgn_tree(text) {
        let again = write_pgn_tree(&read.tree, &read.tags, Notation::Alice);
        let reread = read_pgn_tree(&again).unwrap_or_else(|e| panic!("{e}\n{text:?}\n{again}"));
        assert_eq!(dump(&reread.tree), dump(&read.tree), "{text:?}\n{again}");
    }
    let _ = read_all_trees(text);
    let _ = read_tree_game(text, 1);
    ok
}

#[test]
fn mutated_trees_never_panic() {
    let mut rng = Rng::new(41);
    let samples: Vec<String> = files("pgn_tree")
        .iter()
        .map(|f| data("pgn_tree", f))
        .collect();
    let mut accepted = 0;
    for i in 0..1_500 {
        let mut text: Vec<char> = if i % 2 == 0 {
            samples[rng.below(samples.len())].chars().collect()
        } else {
            let tree = random_tree(&mut rng, STARTS[i % STARTS.len()], 40);
            write_pgn_tree(&tree, &PgnTags::new(), Notation::Alice)
                .chars()
                .collect()
        };
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(text.len() + 1);
            match rng.below(4) {
                0 if at < text.len() => {
                    text.remove(at);
                }
                1 => text.insert(
                    at,
                    "{}()[];\"$.x1!?\n"
                        .chars()
                        .nth(rng.below(15))
                        .unwrap_or('x'),
                ),
                2 if at < text.len() => {
                    // Move a piece of text elsewhere (whole variations, comments).
                    let len = rng.below(20).min(text.len() - at);
                    let piece: Vec<char> = text.drain(at..at + len).collect();
                    let to = rng.below(text.len() + 1);
                    text.splice(to..to, piece);
                }
                _ => text.truncate(at),
            }
        }
        let text: String = text.into_iter().collect();
        accepted += usize::from(assert_ok_is_consistent(&text));
    }
    assert!(accepted > 150, "only {accepted} mutations were accepted");
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = Rng::new(42);
    const SOUP: &[&str] = &[
        "(",
        ")",
        "{",
        "}",
        ";",
        "\n",
        "$1",
        "$",
        "!",
        "?!",
        "+-",
        "1.",
        "1...",
        "e4",
        "e5",
        "d4",
        "Nf3",
        "Pe4",
        "O-O",
        "*",
        "1-0",
        "[Event \"x\"]",
        "\"",
        " ",
        "%",
        "=",
    ];
    let mut accepted = 0;
    for i in 0..20_000 {
        let text: String = if i % 2 == 0 {
            let bytes: Vec<u8> = (0..rng.below(100)).map(|_| rng.next_u64() as u8).collect();
            String::from_utf8_lossy(&bytes).into_owned()
        } else {
            (0..rng.below(30))
                .map(|_| SOUP[rng.below(SOUP.len())].to_string() + " ")
                .collect()
        };
        accepted += usize::from(assert_ok_is_consistent(&text));
    }
    assert!(accepted > 500, "only {accepted} texts were accepted");
}

#[test]
fn game_indexes_agree_with_the_game_list() {
    let mut rng = Rng::new(43);
    let base = format!(
        "{}\n\n{}\n\n[Event \"broken\"]\n\n1. e4 {{ unclosed\n\n{}",
        data("pgn_tree", "annotated_trap.pgn"),
        data("pgn_tree", "lichess_style.pgn"),
        data("pgn_tree", "from_black.pgn"),
    );
    for _ in 0..200 {
        let mut text: Vec<char> = base.chars().collect();
        for _ in 0..rng.below(3) {
            let at = rng.below(text.len());
            text.insert(at, "{}()[]\"".chars().nth(rng.below(7)).unwrap());
        }
        let text: String = text.into_iter().collect();
        let list = list_games(&text);
        for (i, entry) in list.iter().enumerate() {
            match read_tree_game(&text, i) {
                Ok(read) => assert_eq!(read.tags, entry.tags, "{i}"),
                Err(PgnError::NoSuchGame { .. }) => panic!("game {i} of {} is listed", list.len()),
                Err(_) => {}
            }
        }
        assert!(matches!(
            read_tree_game(&text, list.len()),
            Err(PgnError::NoSuchGame { .. } | PgnError::Empty)
        ));
    }
}
