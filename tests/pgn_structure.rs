//! Issue 31, point 4: text from outside — a host's reason for ending a game, tag values, player
//! names, notes on moves — never becomes PGN structure: a `}` or a line break cannot leave a
//! comment or a tag value, on every path that writes PGN (the game's, the tree's, a live game's),
//! so that reading the text back gives the same moves, tags and nothing more.

use alice_chess::live::{LiveGame, Player, TimeControl};
use alice_chess::pgn::{read_pgn, write_pgn, write_pgn_annotated, Annotation};
use alice_chess::pgn_tree::{read_pgn_tree, write_pgn_tree};
use alice_chess::{Color, Game, GameTree, NodeId, Notation, PgnTags, Position};

/// The hostile text of the issue: it closes the comment and plays three moves.
const REASON: &str = "x } 1. d4 e5 2. Qd3 {";

fn game(moves: &[&str]) -> Game {
    let mut game = Game::default();
    for m in moves {
        game.play_text(m).unwrap();
    }
    game
}

/// The PGN's movetext (after the blank line that ends the tags).
fn movetext(pgn: &str) -> &str {
    pgn.split_once("\n\n").map_or("", |(_, m)| m)
}

/// Every `{` of the movetext is closed by the next `}` and no `}` stands alone.
fn comments_balanced(movetext: &str) -> bool {
    let mut open = false;
    for c in movetext.chars() {
        match c {
            '{' if !open => open = true,
            '}' if open => open = false,
            '}' => return false,
            _ => {}
        }
    }
    !open
}

#[test]
fn a_hosts_reason_stays_in_its_comment() {
    let mut g = game(&["e4", "e5"]);
    g.end_by("1/2-1/2", REASON).unwrap();
    for notation in [Notation::Alice, Notation::San] {
        let pgn = write_pgn(&g, &PgnTags::new(), notation);
        assert!(comments_balanced(movetext(&pgn)), "{pgn}");
        assert_eq!(movetext(&pgn).matches('}').count(), 1, "{pgn}");
        let read = read_pgn(&pgn).unwrap();
        assert_eq!(read.game.moves(), g.moves(), "{pgn}");
        assert_eq!(read.result, "1/2-1/2");
        assert_eq!(read.tags.get("Termination"), Some(REASON));
    }
}

#[test]
fn tag_values_stay_on_their_line() {
    let breaks = [
        "a\nb",
        "a\r\nb",
        "a\rb",
        "a\u{2028}b",
        "a\u{2029}b",
        "a\u{85}b",
        "a\u{b}b",
        "a\u{c}b",
        "a\tb",
        "a\u{0}b",
    ];
    let mut tags = PgnTags::new();
    for (i, value) in breaks.iter().enumerate() {
        tags.set(format!("Note{i}"), format!("{value}\"]\n[Evil \"1\"]"));
    }
    tags.set("White", "Tweedle\"dum\\");
    let pgn = write_pgn(&game(&["e4"]), &tags, Notation::Alice);
    let header = pgn.split_once("\n\n").unwrap().0;
    for line in header.split('\n') {
        assert!(
            line.starts_with('[') && line.ends_with("\"]"),
            "{line:?} in {pgn}"
        );
        assert!(
            !line.contains(|c: char| c.is_control() || matches!(c, '\u{2028}' | '\u{2029}')),
            "{line:?}"
        );
    }
    let read = read_pgn(&pgn).unwrap();
    assert_eq!(read.tags.get("Evil"), None);
    assert_eq!(read.tags.get("White"), Some("Tweedle\"dum\\"));
    assert_eq!(
        read.tags.get("Note0"),
        Some("a b\"]\n[Evil \"1\"]".replace('\n', " ").as_str())
    );
    assert_eq!(read.tags.len(), 7 + 1 + breaks.len());
}

#[test]
fn notes_on_moves_and_tree_comments_stay_comments() {
    let g = game(&["e4", "d5"]);
    let note = Annotation {
        ply: 1,
        nag: None,
        comment: Some(format!("{REASON}\n[Event \"x\"]\n")),
    };
    let pgn = write_pgn_annotated(&g, &PgnTags::new(), Notation::Alice, &[note]);
    assert!(comments_balanced(movetext(&pgn)), "{pgn}");
    let read = read_pgn(&pgn).unwrap();
    assert_eq!(read.game.moves(), g.moves());
    assert_eq!(read.tags.get("Event"), Some("?"));

    let mut tree = GameTree::default();
    let e4 = tree.play_text(NodeId::ROOT, "e4").unwrap();
    tree.set_comment(e4, REASON).unwrap();
    tree.set_comment(NodeId::ROOT, "} 1. h4 {").unwrap();
    let d5 = tree.play_text(e4, "d5").unwrap();
    tree.set_starting_comment(d5, "}(1... h5)").unwrap();
    let pgn = write_pgn_tree(&tree, &PgnTags::new(), Notation::San);
    assert!(comments_balanced(movetext(&pgn)), "{pgn}");
    let read = read_pgn_tree(&pgn).unwrap();
    assert_eq!(read.tree.len(), 3, "no variation, no other move: {pgn}");
    assert_eq!(read.tree.main_line().len(), 2);
    // (A starting comment stays one only at the start of a variation: here it joins e4's.)
    let e4 = read.tree.node(read.tree.main_line()[0]).unwrap();
    assert_eq!(e4.comment(), "x 1. d4 e5 2. Qd3 { (1... h5)");
}

#[test]
fn a_live_games_pgn_keeps_the_hosts_words_and_the_names_in_place() {
    let control = TimeControl::parse("3+2").unwrap();
    let mut live = LiveGame::new(Position::start(), control, 1_795_700_618_000);
    let player = |name: &str| Player {
        name: Some(name.to_string()),
        rating: None,
    };
    live.set_player(Color::White, player("Alice \"]\n[Evil \"1"))
        .unwrap_or_default();
    live.set_player(Color::Black, player("Bob } 1. d4 {"))
        .unwrap();
    live.play("e2e4", Color::White, 1_795_700_620_000).unwrap();
    live.play("e7e5", Color::Black, 1_795_700_621_000).unwrap();
    live.end_by_host("1/2-1/2", REASON, 1_795_700_622_000)
        .unwrap();
    let mut extra = PgnTags::new();
    extra.set("Site", "https://example.org/\n[Evil \"2\"]");
    let pgn = live.pgn(&extra);
    assert!(comments_balanced(movetext(&pgn)), "{pgn}");
    let read = read_pgn(&pgn).unwrap();
    assert_eq!(read.game.moves(), live.game().moves(), "{pgn}");
    assert_eq!(read.tags.get("Evil"), None, "{pgn}");
    assert_eq!(read.tags.get("Black"), Some("Bob } 1. d4 {"));
    assert_eq!(read.result, "1/2-1/2");
    assert_eq!(
        read.clocks.iter().flatten().count(),
        2,
        "the clocks' comments are read"
    );
}
