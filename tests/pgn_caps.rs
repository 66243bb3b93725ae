//! Issue 31, point 2: PGN reading and writing take time in proportion to the text (tags,
//! comments, NAGs, moves, variations), and texts beyond the documented caps — more than
//! [`MAX_PGN_BYTES`] bytes, a game of more than [`MAX_TAGS`] tags or [`MAX_MOVES`] moves — are
//! refused with errors that say so, by every reader alike. (How long things take is measured by
//! `cargo xtask bench-input`, not here: these inputs are only as large as the caps allow.)

mod common;

use alice_chess::pgn::games::{list_games, read_game};
use alice_chess::pgn::{
    read_all, read_pgn, write_pgn, write_pgn_annotated, Annotation, PgnError, MAX_MOVES,
    MAX_PGN_BYTES, MAX_TAGS,
};
use alice_chess::pgn_tree::{read_all_trees, read_pgn_tree, read_tree_game};
use alice_chess::{Game, GameTree, NodeId, Notation, PgnTags};
use common::{Rng, STARTS};

/// `n` tags `[Tag0 "value 0"]` …, one a line.
fn tags(n: usize) -> String {
    (0..n)
        .map(|i| format!("[Tag{i} \"value {i}\"]\n"))
        .collect()
}

/// Every reader's error for `text` (the main line, the tree, one game by index, all games, and
/// the first entry of the list).
fn errors(text: &str) -> Vec<PgnError> {
    vec![
        read_pgn(text).unwrap_err(),
        read_pgn_tree(text).unwrap_err(),
        read_game(text, 0).unwrap_err(),
        read_tree_game(text, 0).unwrap_err(),
        read_all(text).unwrap_err(),
        read_all_trees(text).unwrap_err(),
        list_games(text)[0]
            .error
            .clone()
            .expect("listed with its error"),
    ]
}

#[test]
fn a_text_longer_than_the_cap_is_refused_before_it_is_read() {
    let at_cap = format!("1. e4 {{{}}} *", "x".repeat(MAX_PGN_BYTES - 10));
    assert_eq!(at_cap.len(), MAX_PGN_BYTES);
    assert_eq!(read_pgn(&at_cap).unwrap().game.ply(), 1);
    let over = format!("{at_cap} ");
    for e in errors(&over) {
        assert_eq!(e, PgnError::TooLong { max: MAX_PGN_BYTES });
        assert_eq!(
            e.to_string(),
            "the PGN text is too long: at most 1 MB can be read"
        );
    }
    // Bytes of UTF-8 are counted, not characters.
    let wide = "é".repeat(MAX_PGN_BYTES / 2 + 1);
    assert!(matches!(read_pgn(&wide), Err(PgnError::TooLong { .. })));
    let listed = list_games(&over);
    assert_eq!((listed.len(), listed[0].index, listed[0].plies), (1, 0, 0));
}

#[test]
fn a_game_with_more_tags_than_the_cap_is_refused_at_the_first_tag_beyond() {
    let ok = format!("{}\n1. e4 *", tags(MAX_TAGS));
    let read = read_pgn(&ok).unwrap();
    assert_eq!(read.tags.len(), MAX_TAGS);
    assert_eq!(read.tags.get("tag999"), Some("value 999"));
    assert_eq!(read_pgn_tree(&ok).unwrap().tags, read.tags);
    let over = format!("{}\n1. e4 *", tags(MAX_TAGS + 1));
    for e in errors(&over) {
        let line = MAX_TAGS + 1;
        assert_eq!(
            e,
            PgnError::TooManyTags {
                line,
                max: MAX_TAGS
            }
        );
    }
    // The same tag again and again counts too: every pair is read.
    let repeated = format!("{}\n1. e4 *", "[Event \"x\"]\n".repeat(MAX_TAGS + 1));
    assert!(matches!(
        read_pgn(&repeated),
        Err(PgnError::TooManyTags { .. })
    ));
    // The cap is a game's: a text holds as many games of MAX_TAGS tags as fit.
    let game = format!("{}\n1. e4 d5 *\n\n", tags(MAX_TAGS));
    let many = game.repeat(MAX_PGN_BYTES / game.len());
    let listed = list_games(&many);
    assert_eq!(listed.len(), MAX_PGN_BYTES / game.len());
    assert!(listed
        .iter()
        .all(|g| g.error.is_none() && g.tags.len() == MAX_TAGS));
    assert_eq!(read_all(&many).unwrap().len(), listed.len());
}

#[test]
fn a_game_with_more_moves_than_the_cap_is_refused_variations_included() {
    // MAX_MOVES move tokens in all: two on the main line, the rest in variations.
    let at_cap = format!("1. e4 e5 {}*", "(1... d5) ".repeat(MAX_MOVES - 2));
    let tree = read_pgn_tree(&at_cap).unwrap();
    assert_eq!(tree.tree.len(), 4, "the variations repeat one move: merged");
    assert_eq!(read_pgn(&at_cap).unwrap().game.ply(), 2);
    let over = format!("1. e4 e5 {}*", "(1... d5) ".repeat(MAX_MOVES - 1));
    for e in errors(&over) {
        let max = MAX_MOVES;
        assert_eq!(e, PgnError::TooManyMoves { line: 1, max });
    }
    // After a game past a cap, the list goes on with the next one.
    let text = format!("{over}\n\n[Round \"2\"]\n\n1. d4 *\n");
    let listed = list_games(&text);
    assert_eq!(listed.len(), 2);
    assert!(matches!(
        listed[0].error,
        Some(PgnError::TooManyMoves { .. })
    ));
    assert_eq!((listed[1].plies, listed[1].error.is_none()), (1, true));
    assert_eq!(read_game(&text, 1).unwrap().tags.get("Round"), Some("2"));
}

#[test]
fn variations_nested_to_the_cap_read_and_write_back() {
    // 1. e4 (1. e4 (1. e4 … : each variation is the move it stands for, merged with it.
    let depth = MAX_MOVES - 1;
    let text = format!("{}{}*", "1. e4 (".repeat(depth), ")".repeat(depth));
    let read = read_pgn_tree(&text).unwrap();
    assert_eq!(read.tree.len(), 2);
    // Distinct moves nested deep: each variation an alternative to the last move of the one
    // around it (2. Nf3 (2. Nc3 (2. d4 …), the moves coming round again and merging.
    let mut text = String::from("1. e4 e5 ");
    let moves = ["Nf3", "Nc3", "d4", "c4", "Bc4", "Be2", "a3", "h3"];
    for m in moves.iter().cycle().take(2_000) {
        text.push_str(&format!("2. {m} ("));
    }
    text.push_str("2. Ke2");
    text.push_str(&")".repeat(2_000));
    text.push_str(" *");
    let read = read_pgn_tree(&text).unwrap();
    let pgn = alice_chess::pgn_tree::write_pgn_tree(&read.tree, &read.tags, Notation::San);
    let again = read_pgn_tree(&pgn).unwrap();
    assert_eq!(
        again.tree.movetext(Notation::San),
        read.tree.movetext(Notation::San)
    );
}

#[test]
fn many_comments_and_nags_on_one_move_are_kept_in_order() {
    let n = 20_000;
    let text = format!(
        "1. e4 {} *",
        (0..n)
            .map(|i| format!("{{c{i}}} $1 $2 !? "))
            .collect::<String>()
    );
    let read = read_pgn_tree(&text).unwrap();
    let e4 = read.tree.main_line()[0];
    let node = read.tree.node(e4).unwrap();
    let words: Vec<&str> = node.comment().split(' ').collect();
    assert_eq!(words.len(), n);
    assert_eq!((words[0], words[n - 1]), ("c0", "c19999"));
    assert_eq!(
        node.nags(),
        &[1, 2, 5],
        "each NAG once, in the order first given"
    );
    // The tree's editing gives the same.
    let mut tree = GameTree::default();
    let id = tree.play_text(NodeId::ROOT, "e4").unwrap();
    for nag in [1, 2, 1, 5, 0, 2] {
        tree.add_nag(id, nag).unwrap();
    }
    assert_eq!(tree.node(id).unwrap().nags(), &[1, 2, 5]);
}

#[test]
fn tags_by_the_hundred_thousand_keep_their_order_and_last_value() {
    let n = 100_000;
    let mut tags = PgnTags::new();
    for i in 0..n {
        tags.set(format!("Tag{i}"), format!("v{i}"));
    }
    for i in (0..n).step_by(7) {
        tags.set(format!("TAG{i}"), "again");
    }
    assert_eq!(tags.len(), n);
    assert_eq!(tags.get("tag7"), Some("again"));
    assert_eq!(tags.get("Tag8"), Some("v8"));
    assert_eq!(tags.iter().nth(7), Some(("Tag7", "again")));
    let pgn = write_pgn(&Game::default(), &tags, Notation::Alice);
    // And the seven standard tags and Variant.
    assert_eq!(pgn.lines().filter(|l| l.starts_with('[')).count(), n + 8);
}

#[test]
fn notes_on_every_move_are_written_after_their_moves_in_the_given_order() {
    let mut game = Game::default();
    for m in ["e4", "d5", "Be2", "dxe4", "Bb5"] {
        game.play_text(m).unwrap();
    }
    let note = |ply, nag, comment: &str| Annotation {
        ply,
        nag,
        comment: Some(comment.to_string()).filter(|c| !c.is_empty()),
    };
    let notes = [
        note(3, None, "second"),
        note(9, Some(1), "no such ply"),
        note(1, Some(2), "one"),
        note(3, Some(1), ""),
        note(3, None, "third"),
        note(0, None, "nor this"),
        note(5, Some(4), "mate"),
    ];
    let pgn = write_pgn_annotated(&game, &PgnTags::new(), Notation::San, &notes);
    assert!(
        pgn.contains(
            "1. e4 $2 {one} 1... d5 2. Be2 $1 {second} {third} 2... dxe4 3. Bb5# $4 {mate}"
        ),
        "{pgn}"
    );
    assert!(
        !pgn.contains("no such ply") && !pgn.contains("nor this"),
        "{pgn}"
    );
}

#[test]
fn threefold_repetition_is_found_as_before_in_long_random_games() {
    // The count looks back only to the last capture or pawn move; over random games it finds
    // every repetition a count over the whole game finds (and no other).
    let mut rng = Rng::new(31);
    let mut repetitions = 0;
    for i in 0..600 {
        let mut game = Game::from_fen(STARTS[i % STARTS.len()]).unwrap();
        let mut keys = vec![game.position().repetition_key()];
        while game.outcome().is_none() && game.ply() < 300 {
            let pos = *game.position();
            let moves = pos.legal_moves();
            // Mostly quiet piece moves, so that positions come again.
            let quiet: Vec<_> = moves
                .iter()
                .copied()
                .filter(|m| {
                    !pos.occupied().contains(m.to)
                        && pos
                            .piece_at(m.from)
                            .is_some_and(|(p, _)| p.role != alice_chess::Role::Pawn)
                })
                .collect();
            let from = if quiet.is_empty() || rng.below(10) == 0 {
                moves.to_vec()
            } else {
                quiet
            };
            game.play(from[rng.below(from.len())]).unwrap();
            keys.push(game.position().repetition_key());
            let key = *keys.last().unwrap();
            let naive = keys.iter().filter(|&&k| k == key).count() >= 3;
            let found = game.outcome().map(|o| o.reason()) == Some("threefold repetition");
            assert!(
                !naive || game.outcome().is_some(),
                "game {i}, ply {}: a repetition missed",
                game.ply()
            );
            assert!(!found || naive, "game {i}: a repetition that is not there");
            repetitions += usize::from(found);
        }
    }
    assert!(repetitions >= 5, "{repetitions} games ended by repetition");
}
